"""`evaluate_story` and `pseudofill evaluate story`: each whole-run measure on hand-made
documents, vaults, fills and gold, with cases that come out wrong when the measure is."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pseudofill.cli import main
from pseudofill.document import Document, Fill, FilledDocument, VaultEntry, VaultRecord
from pseudofill.evaluate.readings import amount_unit, breakage, same_unit, shape_kind
from pseudofill.evaluate.story import evaluate_story, label_fits, names_state

from ..helpers import write_jsonl

Sub = tuple[str, str, str]  # (original substring, our label, fill value), in text order


def run(doc_id: str, text: str, subs: list[Sub]) -> tuple[Document, VaultRecord, FilledDocument]:
    """The original, vault and filled document a run masking `subs` would have written."""
    entries, fills, pieces = [], [], []
    at = written = 0
    for number, (original, label, value) in enumerate(subs, 1):
        start = text.index(original, at)
        tag = f"[{label}_{number}]"
        entries.append(VaultEntry(start, start + len(original), label, original, tag, number))
        pieces.append(text[at:start])
        written += len(text[at:start])
        fills.append(Fill(written, written + len(value), tag, value, label))
        pieces.append(value)
        written += len(value)
        at = start + len(original)
    pieces.append(text[at:])
    return Document(doc_id, text), VaultRecord(doc_id, entries), FilledDocument(doc_id, "".join(pieces), fills)


def gold(doc_id: str, text: str, spans: list[tuple[str, str]]) -> VaultRecord:
    entries = []
    for original, label in spans:
        start = text.index(original)
        entries.append(VaultEntry(start, start + len(original), label, original, ""))
    return VaultRecord(doc_id, entries)


def story(*runs: tuple[Document, VaultRecord, FilledDocument], **options: Any) -> dict[str, Any]:
    return evaluate_story([r[0] for r in runs], [r[1] for r in runs], [r[2] for r in runs], **options)


JUDGMENT = ("Mr Kamil Prus paid NOK 625 and SEK 40,000,000 to the Registrar of the Lublin Regional Court against "
            "the Republic of Poland on 6 December 2010 and 7 January 2011.")
JUDGMENT_SUBS = [("Mr Kamil Prus", "PERSON_NAME", "Mr John Whitfield"),
                 ("NOK 625", "PERSON_NAME", "Henderson-Hernandez"),
                 ("SEK 40,000,000", "MONEY", "SEK 12,500,000"),
                 ("Registrar", "OCCUPATION", "Henry-Lowe"),
                 ("Lublin", "LOCATION", "Gdynia"),
                 ("Poland", "LOCATION", "Hungary"),
                 ("6 December 2010", "DATE", "3 March 2009"),
                 ("7 January 2011", "DATE", "4 April 2010")]
JUDGMENT_GOLD = [("Mr Kamil Prus", "PERSON"), ("NOK 625", "QUANTITY"), ("SEK 40,000,000", "QUANTITY"),
                 ("Lublin Regional Court", "ORG"), ("Republic of Poland", "ORG"), ("6 December 2010", "DATETIME"),
                 ("7 January 2011", "DATETIME")]


@pytest.fixture(scope="module")
def judgment() -> dict[str, Any]:
    return story(run("j1", JUDGMENT, JUDGMENT_SUBS), gold=[gold("j1", JUDGMENT, JUDGMENT_GOLD)])


def test_label_agreement_against_gold_types(judgment: dict[str, Any]) -> None:
    agreement = judgment["label_agreement"]
    # fits: the person, SEK as MONEY, "Poland" (a State the gold calls ORG) as LOCATION, both dates;
    # not: "NOK 625" as a person, "Lublin" of a court (a city, not a State) as LOCATION
    assert (agreement["pairs"], agreement["agreeing"]) == (7, 5)
    assert agreement["by_gold_type"]["QUANTITY"] == {"pairs": 2, "agreeing": 1, "share": 0.5}
    assert agreement["by_gold_type"]["ORG"]["agreeing"] == 1
    assert {(d["original"], d["gold"], d["label"], d["fill"]) for d in agreement["disagreements"]} == {
        ("NOK 625", "QUANTITY", "PERSON_NAME", "Henderson-Hernandez"), ("Lublin", "ORG", "LOCATION", "Gdynia")}
    assert agreement["gold_spans"] == agreement["gold_spans_detected"] == 7


def test_amounts_kept_whatever_the_label(judgment: dict[str, Any]) -> None:
    amounts = judgment["amounts"]
    assert (amounts["amounts"], amounts["kept"], amounts["share"]) == (2, 1, 0.5)
    assert [(f["original"], f["fill"]) for f in amounts["failures"]] == [("NOK 625", "Henderson-Hernandez")]


def test_collateral_spans_and_their_kind(judgment: dict[str, Any]) -> None:
    collateral = judgment["collateral"]
    assert collateral["spans"] == 1  # "Registrar": no gold span there
    assert collateral["per_1000_words"] == pytest.approx(1000 / judgment["words"])
    assert collateral["kind_changed"] == 1
    assert collateral["examples"][0]["kinds"] == "common → name"


def test_story_measures_come_from_structure(judgment: dict[str, Any]) -> None:
    assert judgment["structure"]["date_order_kept"] == 1.0
    assert judgment["structure"]["titles_kept"] == 1.0
    assert judgment["documents"] == 1 and judgment["fills"] == len(JUDGMENT_SUBS)
    row = judgment["per_document"][0]
    assert (row["id"], row["label_pairs"], row["labels_agreeing"], row["amounts_kept"]) == ("j1", 7, 5, 1)


def test_without_gold_no_agreement_and_no_collateral() -> None:
    result = story(run("j1", JUDGMENT, JUDGMENT_SUBS))
    assert result["label_agreement"] is None and result["collateral"] is None
    assert result["amounts"]["kept"] == 1


def test_broken_documents() -> None:
    dropped = run("b1", "The court (Sąd Apelacyjny) heard it.", [("Apelacyjny)", "ORGANIZATION_NAME", "Court")])
    doubled = run("b2", "She met the Smith family.", [("Smith", "PERSON_NAME", "the Jones")])
    already = run("b3", "He said that that was all (see the the note).", [("note", "MISC", "letter")])
    fine = run("b4", "Mr Lee (the applicant) came.", [("Mr Lee", "PERSON_NAME", "Mr Park")])
    broken = story(dropped, doubled, already, fine)["broken"]
    assert broken["documents"] == 2 and broken["share"] == 0.5
    assert [(e["id"], e["problem"]) for e in broken["examples"]] == [("b1", "unbalanced ()"),
                                                                      ("b2", "doubled 'the the'")]
    assert "(Sąd Court heard" in broken["examples"][0]["excerpt"]
    assert breakage('he said "yes"', 'he said "yes') == [('unbalanced "', 8)]
    assert breakage("the man", "the The man")[0][0] == "doubled 'the The'"


def test_neutral_fallbacks() -> None:
    result = story(run("n1", "He flew to Oslo with someone.", [("Oslo", "LOCATION", "somewhere"),
                                                                 ("someone", "PERSON_NAME", "someone")]),
                   run("n2", "Anna works at Volvo.", [("Anna", "PERSON_NAME", "Eva"),
                                                      ("Volvo", "ORGANIZATION_NAME", "the company")]))
    neutral = result["neutral"]
    assert neutral["fills"] == 2 and neutral["share"] == 0.5  # "someone" was already neutral
    assert [e["original"] for e in neutral["examples"]] == ["Oslo", "Volvo"]
    swedish = story(run("s", "Han bor i Lund.", [("Lund", "LOCATION", "någonstans")]), language="sv")
    assert swedish["neutral"]["fills"] == 1


def test_originals_still_readable_swedish() -> None:
    text = "Rembrandt målade tavlan. Rembrandts tavlor finns i Stockholm. Kvist kom hem."
    result = story(run("sv1", text, [("Rembrandt", "PERSON_NAME", "Picasso"),
                                     ("Stockholm", "LOCATION", "Göteborg"),
                                     ("Kvist", "PERSON_NAME", "Kvistberg")]), language="sv")
    readable = result["readable"]["person_location"]
    # Rembrandt stays in its genitive; "Kvist" shows only inside its own fill "Kvistberg"
    assert (readable["entries"], readable["readable"]) == (3, 1)
    assert readable["examples"] == [{"id": "sv1", "original": "Rembrandt", "word": "Rembrandt",
                                     "form": "Rembrandts"}]
    assert result["per_document"][0]["readable_person_location"] == 1


def test_originals_readable_organisations_and_english_possessive() -> None:
    text = "Mr Prus wrote to Kotuła Legal. Prus's letter reached Kotuła Legal."
    result = story(run("e", text, [("Mr Prus", "PERSON_NAME", "Mr Hall"),
                                   ("Kotuła Legal", "ORGANIZATION_NAME", "Hall Partners")]))
    assert result["readable"]["person_location"]["readable"] == 1  # "Prus's"
    assert result["readable"]["organisation"]["readable"] == 1  # the second "Kotuła Legal" was not masked
    assert result["readable"]["person_location"]["examples"][0]["form"] == "Prus"


def test_misaligned_documents_are_skipped() -> None:
    original, vault, filled = run("x", "Ann Lee came.", [("Ann Lee", "PERSON_NAME", "Bo Ek")])
    result = evaluate_story([original, Document("y", "lost")], [VaultRecord("x", [])], [filled])
    assert result["documents"] == 0
    assert {s["id"] for s in result["skipped"]} == {"x", "y"}


@pytest.mark.parametrize(("text", "unit"), [
    ("NOK 625", "NOK"), ("SEK 40,000,000", "SEK"), ("2,282 sq. m", "m2"), ("40%", "%"), ("40 per cent", "%"),
    ("0.5 grams", "g"), ("100 Norwegian kroner", "NOK"), ("€ 3,000", "EUR"), ("one hundred kroner", "KR"),
    ("USD 1.5 million", "USD"), ("tio kronor", "KR"), ("6 December 2010", None), ("no. 5136/11", None),
    ("Henderson-Hernandez", None), ("5 try", None), ("a meeting", None)])
def test_amount_unit(text: str, unit: str | None) -> None:
    assert amount_unit(text) == unit


def test_units_compare_crowns_loosely() -> None:
    assert same_unit("KR", "NOK") and same_unit("EUR", "EUR")
    assert not same_unit("NOK", "SEK") and not same_unit("KR", "EUR")


@pytest.mark.parametrize(("text", "kind"), [
    ("Registrar", "common"), ("centre", "common"), ("the Government", "common"), ("hereinafter", "common"),
    ("solicitor", "common"), ("Henry-Lowe", "name"), ("Komárno", "name"), ("Mr Kamil Prus", "name"),
    ("NOK 625", "number"), ("one hundred kroner", "number"), ("6 December 2010", "number"), ("…", "other")])
def test_shape_kind(text: str, kind: str) -> None:
    assert shape_kind(text) == kind


def test_label_fits_table() -> None:
    assert label_fits("CODE", "GENERIC_ID", "5136/11") and label_fits("DATETIME", "DATE_OF_BIRTH", "1 May 1970")
    assert label_fits("ORG", "LOCATION", "the Republic of Poland") and not label_fits("ORG", "LOCATION", "Lublin")
    assert not label_fits("PERSON", "ORGANIZATION_NAME", "Prus") and label_fits("DEM", "DEMOGRAPHIC", "Polish")
    assert names_state("Polen", "sv") and not names_state("the Polish Government")
    assert label_fits("ORG", "LOCATION", "Northern Ireland",
                      gold_text="United Kingdom of Great Britain and Northern Ireland")
    assert not label_fits("ORG", "LOCATION", "Lublin", gold_text="Lublin Regional Court")


def test_cli_story(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    original, vault, filled = run("j1", JUDGMENT, JUDGMENT_SUBS)
    paths = {
        "original": write_jsonl(tmp_path / "in.jsonl", [{"id": "j1", "text": JUDGMENT}]),
        "vault": write_jsonl(tmp_path / "vault.jsonl", [vault.to_record()]),
        "filled": write_jsonl(tmp_path / "filled.jsonl", [filled.to_record()]),
        # gold as TAB gives it, "text" left out of one span: it is read from the original
        "gold": write_jsonl(tmp_path / "gold.jsonl", [{"id": "j1", "spans": [
            {k: v for k, v in e.to_dict().items() if k in ("start", "end", "label") or e.label != "PERSON"}
            for e in gold("j1", JUDGMENT, JUDGMENT_GOLD).entries]}]),
    }
    out = tmp_path / "story.json"
    code = main(["evaluate", "story", *(f"--{k}={v}" for k, v in paths.items()), "-o", str(out)])
    printed = capsys.readouterr().out
    assert code == 0
    assert "label agreement" in printed and "amounts kept" in printed and "50.0 %" in printed
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["kind"] == "story" and result["label_agreement"]["agreeing"] == 5
    assert result["collateral"]["kind_changed"] == 1

    from pseudofill.report import build_report

    page = build_report([result])
    assert "Whole run (story)" in page and "Henderson-Hernandez" in page
    assert "NOK 625" not in page and "Registrar" not in page  # originals stay out of the report
