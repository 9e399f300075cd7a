"""Norwegian Bokmål (`--lang nb`): its identifiers found and checked, its calls read, its
fills valid in Norway — through the real pipeline and the real generators."""

from __future__ import annotations

import re
from pathlib import Path

import phonenumbers
import pytest
from stdnum.no import fodselsnummer, kontonr, orgnr

from pseudofill.document import Document
from pseudofill.fill.surrogates import SurrogateFactory
from pseudofill.io import read_jsonl_records
from pseudofill.languages import get_language
from pseudofill.mask import MaskPipeline

PACK = Path(__file__).resolve().parents[3] / "src" / "pseudofill" / "languages" / "nb"


@pytest.fixture(scope="module")
def norwegian():
    return MaskPipeline.from_config({"pipeline": {"language": "nb"}})


def found(pipeline, text):
    return {text[s.start:s.end]: s.label for s in pipeline.analyzer.detect(Document("d", text))}


def test_bokmaal_is_named_nb_or_no():
    assert get_language("nb").code == get_language("no").code == get_language("nb_NO").code == "nb"


def test_written_identifiers_are_found_and_checked(norwegian):
    text = ("Pasient: Eirik Lunde, f.nr. 120658 13279, D-nr. 54128734778. Arbeidsgiver Lunde Bygg AS (org.nr. "
            "933 778 045). Konto 1503 25 70590. Adr.: Fjelltunvegen 14, 6006 Ålesund. Tlf. 412 76 358. "
            "Bil med reg.nr. EL 38215. Innkalt 12. januar 2024, anmeldt 23.09.2023.")
    spans = found(norwegian, text)
    assert spans["120658 13279"] == spans["54128734778"] == "NO_FODSELSNUMMER"
    assert spans["933 778 045"] == "NO_ORGANISASJONSNUMMER" and spans["1503 25 70590"] == "BANK_ACCOUNT"
    assert any(k.startswith("Fjelltunvegen 14") and v == "STREET_ADDRESS" for k, v in spans.items())
    assert any("6006" in k for k in spans) and spans.get("Ålesund") == "LOCATION"
    assert spans["412 76 358"] == "PHONE_NUMBER" and spans["EL 38215"] == "LICENSE_PLATE"
    assert spans["12. januar 2024"] == "DATE" and spans["23.09.2023"] == "DATE"  # a date, not a phone
    assert spans.get("Eirik Lunde") == "PERSON_NAME" and any(k.endswith("Lunde Bygg AS") for k in spans)
    assert "f.nr" not in spans and "reg.nr" not in spans
    assert not any(v == "NO_FODSELSNUMMER" for k, v in spans.items() if k.replace(" ", "") == "12065813270")


def test_a_bad_check_digit_is_no_fodselsnummer(norwegian):
    spans = found(norwegian, "Fødselsnummer 120658 13278 er feil.")
    assert spans.get("120658 13278") != "NO_FODSELSNUMMER"


def test_a_call_as_a_recogniser_writes_it(norwegian):
    text = ("agent: du snakker med henrik\n"
            "kunde: hei det er kari johansen jeg har d-nummer førtisju null ni nittien fire en ni åtte sju\n"
            "kunde: e-posten er kari punkt johansen krøllalfa gmail punkt com og jeg bor i konnerudgata tjueseks")
    spans = found(norwegian, text)
    assert spans.get("henrik") == "PERSON_NAME" and spans.get("kari johansen") == "PERSON_NAME"
    assert "førtisju null ni nittien fire en ni åtte sju" in spans
    assert spans.get("kari punkt johansen krøllalfa gmail punkt com") == "EMAIL_ADDRESS"
    assert spans.get("konnerudgata tjueseks") == "STREET_ADDRESS"


def test_fills_are_valid_in_norway():
    factory = SurrogateFactory("no_NO", "nb")
    for seed in range(10):
        factory.seed(seed)
        [fnr] = factory.candidates("NO_FODSELSNUMMER", "120658 13279", 1)
        [dnr] = factory.candidates("NO_FODSELSNUMMER", "54128734778", 1)
        assert fodselsnummer.is_valid(fnr.replace(" ", "")) and re.fullmatch(r"\d{6} \d{5}", fnr)
        assert fodselsnummer.is_valid(dnr) and int(dnr[0]) >= 4, dnr  # a D-number stays one
        [org] = factory.candidates("NO_ORGANISASJONSNUMMER", "933 778 045", 1)
        [account] = factory.candidates("BANK_ACCOUNT", "1503 25 70590", 1)
        [postcode] = factory.candidates("POSTCODE", "6006", 1)
        [plate] = factory.candidates("LICENSE_PLATE", "EL 38215", 1)
        [phone] = factory.candidates("PHONE_NUMBER", "412 76 358", 1)
        assert orgnr.is_valid(org.replace(" ", "")) and kontonr.is_valid(account.replace(" ", ""))
        assert re.fullmatch(r"\d{4}", postcode) and postcode != "6006"
        assert re.fullmatch(r"[A-Z]{2} \d{5}", plate) and not set(plate[:2]) & set("GIMOQW")
        assert phonenumbers.is_valid_number(phonenumbers.parse(phone, "NO")), phone
    said = factory.candidates("EMAIL_ADDRESS", "kari punkt johansen krøllalfa gmail punkt com", 1)[0]
    assert " krøllalfa " in said and "@" not in said


def test_the_shipped_sample_is_masked_as_its_gold_says(norwegian):
    docs = list(read_jsonl_records(PACK / "sample.jsonl"))
    gold = {r["id"]: r["spans"] for r in read_jsonl_records(PACK / "sample.gold.jsonl")}
    assert len(docs) == len(gold) >= 12
    masked = total = 0
    for record in docs:
        text = record["text"]
        covered = {i for s in norwegian.analyzer.detect(Document(record["id"], text)) for i in range(s.start, s.end)}
        for span in gold[record["id"]]:
            assert text[span["start"]:span["end"]] == span["text"]
            total += 1
            masked += all(i in covered for i in range(span["start"], span["end"]))
    assert masked / total >= 0.9, masked / total


def test_an_address_line_is_a_street_whatever_its_name_ends_in(norwegian):
    text = "Sist bosatt Ollebukta 17, 3124 Tønsberg. Returlapp til Jernbanealléen 18, 3210 Sandefjord."
    streets = [key for key, label in found(norwegian, text).items() if label == "STREET_ADDRESS"]
    assert [s.split(",")[0] for s in streets] == ["Ollebukta 17", "Jernbanealléen 18"], streets  # its postcode may join
    said = found(norwegian, "kunde: ja jeg har flytta til st marie gate førtitre\nagent: takk")
    assert said.get("st marie gate førtitre") == "STREET_ADDRESS", said
    assert not any("til" in key.split() for key in said)  # the preposition stays outside


def test_a_chat_speaker_is_named_and_a_kin_word_is_no_name(norwegian):
    chat = found(norwegian, "Maja: fikk jobben!!\nJakub: neiii gratulerer\nKunde: hei")
    assert chat.get("Jakub") == chat.get("Maja") == "PERSON_NAME" and "Kunde" not in chat, chat
    call = found(norwegian, "sekretær: ja hva heter mora di\ninnringer: hoa tran")
    assert not any("mora" in key.lower() for key in call), call


def test_a_norwegian_text_keeps_its_people_norwegian():
    """A lone first name stays a first name ("Marte", though an Austrian list has it as a
    surname) and a name two foreign lists share stays local ("Sigrun": German, Icelandic);
    a clearly Polish name keeps its origin."""
    from faker.providers.person.no_NO import Provider

    from pseudofill.fill.stream import build_filler

    firsts = set(Provider.first_names_male) | set(Provider.first_names_female)
    pipeline = MaskPipeline.from_config({"pipeline": {"language": "nb"}}, detectors=["names"])
    filler = build_filler({"pipeline": {"language": "nb"}, "fill": {"method": "faker"}})
    for seed in range(3):
        filler.seed = seed
        masked, vault = pipeline.mask(Document("d", "Hei Marte,\n\nHilsen Sigrun Vikse og Tomasz Wójcik"))
        values = [f.value for f in filler.fill(masked, vault).fills]
        assert len(values) == 3 and all(v.split()[0] in firsts for v in values[:2]), values
        assert values[2].split()[0] not in firsts, values


def test_a_checked_number_read_out_is_read_out_again_valid():
    """A fødselsnummer or a phone a caller reads out in words comes back in words, and its
    digits are a valid one of the same kind (two check digits, a number in use in Norway)."""
    from pseudofill.fill.stream import build_filler

    pack = get_language("nb")
    call = ("agent: og fødselsnummeret\nkunde: null ni ti åttifem tre seks sju åtte åtte\n"
            "agent: og et nummer\nkunde: ni null åtte sekstitre en fem fire")
    pipeline = MaskPipeline.from_config({"pipeline": {"language": "nb"}})
    filler = build_filler({"pipeline": {"language": "nb"}, "fill": {"method": "faker"}})
    masked, vault = pipeline.mask(Document("c", call))
    said = [(e.text, pack.said.read_digits(e.text)) for e in vault.entries if not re.search(r"\d", e.text)]
    assert [pack.identifier_of(digits) for _, digits in said] == ["NO_FODSELSNUMMER", "PHONE_NUMBER"], said
    for seed in range(3):
        filler.seed = seed
        fills = [f.value for f in filler.fill(masked, vault).fills]
        assert [pack.identifier_of(pack.said.read_digits(v) or "") for v in fills] == \
            ["NO_FODSELSNUMMER", "PHONE_NUMBER"], fills
        assert all(re.fullmatch(r"[a-zæøå ]+", v) for v in fills) and fills[0] != said[0][0]


def test_a_place_in_the_genitive_and_a_foreign_first_name_after_a_sentences_first_word(norwegian):
    spans = found(norwegian, "Jeg kommer til å savne Arendals skjærgård. Samboer Agnieszka var med på samtalen.")
    assert spans.get("Arendals") == "LOCATION" and spans.get("Agnieszka") == "PERSON_NAME", spans
    assert "Samboer" not in " ".join(spans)


def test_the_answer_to_a_name_question_opens_with_a_name(norwegian):
    call = "agent: det ordner vi hva heter du\nkunde: zainab abdi\nagent: og fødselsnummeret ditt zainab\nkunde: ja"
    names = [call[s.start:s.end] for s in norwegian.analyzer.detect(Document("c", call)) if s.label == "PERSON_NAME"]
    assert sum("zainab" in name for name in names) == 2, names  # the answer and the later mention
