"""Swedish personal identity numbers (issue 16, first step): found where the text is
Swedish or they are asked for, filled with valid numbers whose birth date moves with the
document's other dates."""

from __future__ import annotations

import pytest
from stdnum.se import personnummer

from pseudofill.detect.patterns import PatternDetector
from pseudofill.document import Document
from pseudofill.fill import FakerFiller
from pseudofill.fill.dates import shift_date
from pseudofill.languages.sv.rules import se_birth_date, se_personal_id

from ...fill.test_fill import masked_pair

TEXT = "Mitt personnummer är 811218-9876, hennes 19650301+1238? Nej, 19650301-1238."


@pytest.mark.parametrize("number, valid", [
    ("811218-9876", True), ("8112189876", True), ("19811218-9876", True), ("811278-9873", True),  # day + 60
    ("811218-9875", False), ("811318-9877", False), ("17811218-9876", False), ("81121-89876", True),
])
def test_the_validator_takes_personnummer_and_samordningsnummer(number, valid):
    assert se_personal_id(number) is valid


def test_found_in_swedish_text_or_when_asked_for_not_in_english_by_default():
    doc = Document("d", TEXT)
    swedish = [(s.label, TEXT[s.start:s.end]) for s in PatternDetector(language="sv").detect(doc) if s.score >= 0.5]
    assert ("SE_PERSONNUMMER", "811218-9876") in swedish and ("SE_PERSONNUMMER", "19650301-1238") in swedish
    english = PatternDetector().detect(doc)
    assert not any(s.label == "SE_PERSONNUMMER" for s in english)  # English detection does not change
    asked = PatternDetector(infotypes=["SE_PERSONNUMMER"]).detect(doc)
    assert {TEXT[s.start:s.end] for s in asked if s.score >= 0.5} >= {"811218-9876", "19650301-1238"}


def test_a_bad_check_digit_needs_a_context_word():
    doc = Document("d", "Ordernummer 811218-9875 skickades igår.")
    found = PatternDetector(language="sv").detect(doc)
    assert not [s for s in found if s.label == "SE_PERSONNUMMER" and s.score >= 0.5]


def test_filled_with_valid_numbers_in_the_same_layout_born_on_the_shifted_date():
    text = "Född den 18 December 1981, personnummer 811218-9876; hennes 19650301-1238."
    masked, vault = masked_pair(text, [("18 December 1981", "DATE"), ("811218-9876", "SE_PERSONNUMMER"),
                                       ("19650301-1238", "SE_PERSONNUMMER")])
    for seed in range(5):
        filled = FakerFiller(seed=seed).fill(masked, vault)
        shifted_date, short, long = (f.value for f in filled.fills)
        assert personnummer.is_valid(short) and personnummer.is_valid(long), (short, long)
        assert short != "811218-9876" and long != "19650301-1238"
        assert len(short) == 11 and short[6] == "-" and len(long) == 13 and long[8] == "-"
        assert int(short[9]) % 2 == 1 and int(long[11]) % 2 == 1  # the gender digit keeps its parity
        born = se_birth_date(short.replace("-", ""))
        offset = born - se_birth_date("8112189876")
        assert shift_date("18 December 1981", offset.days) == shifted_date  # the document's one shift
        assert se_birth_date(long[2:].replace("-", "")) == se_birth_date("6503011238") + offset


def test_a_double_first_name_is_one_name_and_an_abbreviation_no_domain():
    from pseudofill.mask import MaskPipeline

    pipeline = MaskPipeline.from_config({"pipeline": {"language": "sv"}}, detectors=["names", "patterns"])
    text = "Lägenheten hyrs av Per Olof Lindqvist sedan 2019. Ange reg.nr och org.nr i ansökan."
    spans = {text[s.start:s.end]: s.label for s in pipeline.analyzer.detect(Document("d", text))}
    assert spans.get("Per Olof Lindqvist") == "PERSON_NAME", spans  # "Per" is also a word, "Olof" a first name
    assert not {"reg.nr", "org.nr"} & set(spans), spans  # ".nr" is Nauru's domain, but these are abbreviations
