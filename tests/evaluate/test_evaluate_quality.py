"""Pseudonym quality and utility measures on hand-made fills (real spaCy, MiniLM, SmolLM2)."""

from __future__ import annotations

import json

import pytest
from faker import Faker

from pseudofill.document import Document, Fill, FilledDocument, VaultEntry, VaultRecord
from pseudofill.evaluate.diversity import diversity, span_diversity
from pseudofill.evaluate.quality import (
    MatchedDocument,
    SlotFill,
    consistency,
    evaluate_quality,
    format_preservation,
    format_quality_table,
    leak_rates,
    sentence_similarity,
    slot_sentence_pairs,
    upos_accuracy,
)
from pseudofill.evaluate.quality_io import evaluate_quality_files
from pseudofill.evaluate.syntheticity import syntheticity_accuracy
from pseudofill.evaluate.types import type_correct
from pseudofill.evaluate.utility import perplexity
from pseudofill.models import load_causal_lm


def _slot(label: str, original: str, value: str, entity: object = None) -> SlotFill:
    return SlotFill("d", label, original, value, (label, entity))


def test_leaks_absolute_and_partial_follow_fitb():
    slots = [_slot("PERSON_NAME", "John Smith", "john smith"), _slot("PERSON_NAME", "John Smith", "Mary Smith"),
             _slot("ORGANIZATION_NAME", "Acme Inc", "Zeta Inc"),
             _slot("DIGIT_SEQUENCE", "four one one", "four two two"), _slot("DATE", "3 May 2001", "3 June 1999")]
    rates = leak_rates(slots)
    # spoken and written numerals do not count; every shared letter word does (FitB), but
    # a legal form ("Inc") identifies no one: the identifying share counts the two Smiths
    assert rates == {"absolute": pytest.approx(1 / 5), "partial": pytest.approx(3 / 5),
                     "partial_identifying": pytest.approx(2 / 5)}


def test_consistency_counts_entities_with_several_mentions():
    slots = [_slot("PERSON_NAME", "Ann Lee", "Jo Park", 1), _slot("PERSON_NAME", "Lee", "Park", 1),
             _slot("LOCATION", "Rome", "Oslo", 2), _slot("LOCATION", "Rome", "Bern", 2)]
    assert consistency(slots) == 0.5


def test_type_checks_use_the_originals_region_and_format():
    assert type_correct(_slot("PHONE_NUMBER", "07700 900 123", "07700 900 456"))  # valid in the UK
    assert not type_correct(_slot("PHONE_NUMBER", "07700 900 123", "12345"))
    assert type_correct(_slot("PHONE_NUMBER", "00-00-00-00", "12-34-56-78"))  # invalid original: same shape
    assert not type_correct(_slot("PHONE_NUMBER", "00-00-00-00", "123-45-678"))
    assert type_correct(_slot("IBAN_CODE", "GB82WEST12345698765432", "IE29AIBK93115212345678"))
    assert format_preservation([_slot("DATE", "29 November 1996", "4 March 2003"),
                                _slot("DATE", "29 November 1996", "03/04/2003")]) == 0.5


def test_sentence_similarity_with_minilm():
    original = ["I spoke with John Smith in Boston yesterday.", "My card number is 4111 1111 1111 1111."]
    close = ["I spoke with Peter Jones in Denver yesterday.", "My card number is 4000 1234 5678 9010."]
    unrelated = ["Bananas grow in warm climates.", "The committee adjourned at noon."]
    assert sentence_similarity(original, close) > 0.6 > sentence_similarity(original, unrelated)
    with pytest.raises(ValueError, match="2 originals but 1"):
        sentence_similarity(original, close[:1])


def test_perplexity_prefers_fluent_text():
    model, tokenizer = load_causal_lm("smollm2")
    fluent = ["The weather was nice, so we went for a walk in the park after lunch."]
    shuffled = ["park walk weather lunch the nice so after went a in for we the was."]
    assert perplexity(model, tokenizer, fluent) < perplexity(model, tokenizer, shuffled)
    with pytest.raises(ValueError):
        perplexity(model, tokenizer, [""])


# --- FitB diversity, syntheticity, UPOS accuracy and the whole evaluation ------------------

def _triple(doc_id: str, text: str, replacements: list[tuple[str, str, str]]):  # type: ignore[no-untyped-def]
    """(Document, FilledDocument, VaultRecord): each (span, label, substitute) replaces the
    next occurrence of `span` in `text`; a repeated span is one entity."""
    entries, fills, pieces, cursor, length, entity_ids = [], [], [], 0, 0, {}
    for span, label, value in replacements:
        start = text.index(span, cursor)
        entity = entity_ids.setdefault((label, span), len(entity_ids) + 1)
        tag = f"[{label}_{entity}]"
        entries.append(VaultEntry(start, start + len(span), label, span, tag, entity))
        pieces += [text[cursor:start], value]
        length += start - cursor
        fills.append(Fill(length, length + len(value), tag, value, label))
        length += len(value)
        cursor = start + len(span)
    pieces.append(text[cursor:])
    return Document(doc_id, text), FilledDocument(doc_id, "".join(pieces), fills), VaultRecord(doc_id, entries)


def test_diversity_counts_forms_as_fitb_table_2_and_figure_1():
    slots = [SlotFill("d1", "PERSON_NAME", "Ann", "Eve", None), SlotFill("d1", "PERSON_NAME", "Bo", "Eve", None),
             SlotFill("d1", "LOCATION", "Rome", "Oslo ", None), SlotFill("d2", "PERSON_NAME", "Ann", "Eve", None),
             SlotFill("d2", "LOCATION", "Oslo", "Bern", None)]
    result = diversity(slots)
    # substitutes: Eve ×3, Oslo ×1 (spaces stripped), Bern ×1
    assert result["frequencies"] == [3, 1, 1]
    assert (result["n_spans"], result["distinct_spans"], result["unique_spans"]) == (5, 3, 2)
    assert result["span_frequency"] == {"avg": pytest.approx(5 / 3), "std": pytest.approx((8 / 9) ** 0.5),
                                        "min": 1, "max": 3}
    assert result["per_document_ratios"] == pytest.approx([2 / 3, 1.0])  # d1: Eve, Eve, Oslo; d2: Eve, Bern
    assert result["per_document_unique_ratio"] == pytest.approx(5 / 6)
    assert result["by_label"]["PERSON_NAME"]["frequencies"] == [3]
    assert result["by_label"]["PERSON_NAME"]["per_document_unique_ratio"] == pytest.approx((1 / 2 + 1) / 2)
    # originals: Ann ×2, Bo, Rome, Oslo — more varied than the substitutes, and no strings leak out
    original = result["original"]
    assert original["frequencies"] == [2, 1, 1, 1]
    assert (original["distinct_spans"], original["unique_spans"], original["span_frequency"]["max"]) == (4, 3, 2)
    assert original["per_document_unique_ratio"] == pytest.approx(1.0)
    assert "Ann" not in json.dumps(result)
    assert span_diversity({})["span_frequency"]["avg"] is None


_TEMPLATES = ["I spoke with {} in {} yesterday.", "{} moved to {} last spring.", "We met {} at the airport in {}.",
              "{} sent the invoice from {} on Monday.", "The letter for {} came from {}.",
              "Please call {} before you leave {}."]


def _sentences(seed: int, count: int, person: str | None = None, place: str | None = None) -> list[str]:
    """`count` sentences naming a person and a place: Faker's (seeded) unless given."""
    fake = Faker("en_US")
    fake.seed_instance(seed)
    return [_TEMPLATES[i % len(_TEMPLATES)].format(person or fake.name(), place or fake.city()) for i in range(count)]


def test_syntheticity_is_chance_for_realistic_fills_and_high_for_garbage():
    original = _sentences(1, 120)
    realistic = _sentences(2, 120)  # the same sentences with other real-looking people and places
    garbage = _sentences(2, 120, "zzzz qqqq", "qqqq")
    same = syntheticity_accuracy(original, original)
    # identical twins in the same fold: every pair scores exactly one right answer
    assert same["accuracy"] == 0.5 and same["std"] == 0.0
    assert (same["folds"], same["n"], len(same["fold_accuracies"])) == (5, 120, 5)
    assert 0.35 <= syntheticity_accuracy(original, realistic)["accuracy"] <= 0.65
    assert syntheticity_accuracy(original, garbage)["accuracy"] >= 0.9
    assert syntheticity_accuracy(original[:1], garbage[:1])["accuracy"] is None
    with pytest.raises(ValueError, match="2 original but 1"):
        syntheticity_accuracy(original[:2], garbage[:1])


def test_upos_accuracy_compares_the_originals_tag_with_the_substitutes():
    text = "I love music. Anna met Tom in Paris."
    same_pos = _triple("a", text, [("music", "HOBBY", "football"), ("Anna", "PERSON_NAME", "Sara"),
                                   ("Paris", "LOCATION", "Rome")])
    noun_to_verb = _triple("b", text, [("music", "HOBBY", "to swim"), ("Anna", "PERSON_NAME", "Sara"),
                                       ("Paris", "LOCATION", "Rome")])
    assert upos_accuracy([MatchedDocument(*same_pos)]) == 1.0
    assert upos_accuracy([MatchedDocument(*noun_to_verb)]) == pytest.approx(2 / 3)


def test_slot_sentences_come_from_the_original_and_join_across_a_span():
    original, filled, vault = _triple("s", "Hello there. I met Dr. Ann Lee in Rome! Nothing else.",
                                      [("Dr. Ann Lee", "PERSON_NAME", "Bo Wu"), ("Rome", "LOCATION", "San Francisco")])
    assert slot_sentence_pairs(MatchedDocument(original, filled, vault)) == [
        ("I met Dr. Ann Lee in Rome!", "I met Bo Wu in San Francisco!")]


def test_evaluate_quality_matches_by_id_and_reports_what_it_skips(tmp_path):
    docs = [_triple("1", "Anna Berg lives in Oslo. She works for Acme Corp.",
                    [("Anna Berg", "PERSON_NAME", "Mia Holm"), ("Oslo", "LOCATION", "Bergen"),
                     ("Acme Corp", "ORGANIZATION_NAME", "Nordic Foods")]),
            _triple("2", "Call Tom Reed on 3 May 2021. Tom Reed will answer.",
                    [("Tom Reed", "PERSON_NAME", "Ian Moss"), ("3 May 2021", "DATE", "9 June 2020"),
                     ("Tom Reed", "PERSON_NAME", "Ian Moss")]),
            _triple("3", "Lisa Park moved to Denver.",
                    [("Lisa Park", "PERSON_NAME", "Lisa Park"), ("Denver", "LOCATION", "Austin")])]
    originals, filled, vaults = (list(side) for side in zip(*docs))
    extra_original = Document("4", "Nobody here.")                       # in no other input
    broken = FilledDocument("3", filled[2].text.replace(".", "!"), filled[2].fills)  # fills in place, text not
    result = evaluate_quality(originals + [extra_original], [filled[1], filled[0], filled[2], broken],
                              list(reversed(vaults)) + [VaultRecord("9", [])])  # order differs: ids decide
    assert set(result) == {"kind", "language", "n_documents", "n_slots", "upos_accuracy", "leak", "word_similarity",
                           "sentence_similarity", "consistency", "format_preservation", "type_correctness",
                           "syntheticity", "masks_left", "structure", "diversity", "skipped"}
    assert result["kind"] == "quality"
    assert (result["n_documents"], result["n_slots"]) == (3, 8)
    assert result["leak"] == {"absolute": pytest.approx(1 / 8), "partial": pytest.approx(1 / 8),
                              "partial_identifying": pytest.approx(1 / 8)}
    assert result["consistency"] == 1.0 and result["masks_left"] == 0 and result["format_preservation"] == 1.0
    assert result["type_correctness"]["overall"] == pytest.approx(1.0)
    assert set(result["type_correctness"]) >= {"overall", "PERSON_NAME", "LOCATION", "DATE"}
    assert 0 < result["word_similarity"] < 1 and 0.5 < result["sentence_similarity"] < 1
    assert result["upos_accuracy"] == pytest.approx(1.0)
    assert set(result["syntheticity"]) >= {"accuracy", "std", "folds", "n"} and result["syntheticity"]["n"] == 5
    assert set(result["diversity"]) >= {"unique_spans", "span_frequency", "per_document_unique_ratio",
                                        "frequencies", "by_label", "original"}
    assert sorted((s["id"], s["reason"].split(" (")[0]) for s in result["skipped"]) == [
        ("3", "repeated id in the filled input"), ("4", "missing from the filled and vault input"),
        ("9", "in the vault input but missing from the original input")]
    json.dumps(result, allow_nan=False)
    table = format_quality_table(result)
    assert "UPOS accuracy" in table and "syntheticity" in table and "4: missing from" in table

    # the same from files, with one unreadable filled record; the broken twin is now the only "3"
    for name, records in (("original.jsonl", [{"id": d.id, "text": d.text} for d in originals]),
                          ("filled.jsonl", [broken.to_record(), *(f.to_record() for f in filled[:2])]),
                          ("vault.jsonl", [v.to_record() for v in vaults])):
        (tmp_path / name).write_text("".join(json.dumps(r) + "\n" for r in records) + '{"id": "x"}\n'
                                     * (name == "filled.jsonl"), encoding="utf-8")
    from_files = evaluate_quality_files(tmp_path / "original.jsonl", tmp_path / "filled.jsonl",
                                        tmp_path / "vault.jsonl", syntheticity=False)
    assert (from_files["n_documents"], from_files["syntheticity"]) == (2, None)
    assert [s["id"] for s in from_files["skipped"]] == ["x", "3"]
    assert "filled text is not the original" in from_files["skipped"][1]["reason"]
