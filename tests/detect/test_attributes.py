"""Issue 13: quasi-identifiers no NER tags (occupations, relatives, health, counts,
offices) — what the `attributes` detector masks, what it leaves, and the substitutes
the fill rules give them."""

from __future__ import annotations

import re

import pytest

from pseudofill import Document, MaskPipeline
from pseudofill.detect import AttributeDetector
from pseudofill.document import ConfigError
from pseudofill.fill.surrogates import SurrogateFactory
from pseudofill.languages.en.attributes import OCCUPATION_SECTORS, number_words, plural_of

from ..helpers import doc


def found(text: str, **params) -> list[tuple[str, str]]:
    spans = sorted(AttributeDetector(**params).detect(doc(text)), key=lambda s: (s.start, s.label))
    return [(text[s.start:s.end], s.label) for s in spans]


@pytest.mark.parametrize(("text", "expected"), [
    ("Mr Anders Fredin, an agricultural engineer, is a Swedish citizen.", ("agricultural engineer", "OCCUPATION")),
    ("the applicant, who served as a first lieutenant in the Army", ("first lieutenant", "OCCUPATION")),
    ("he worked as a teacher for 17 hours per week", ("teacher", "OCCUPATION")),
    ("surrounded by two detective police officers", ("detective police officers", "OCCUPATION")),
    ("the remaining members of the family except his two sisters.", ("two sisters", "RELATIVE")),
    ("They had no children from the marriage.", ("no children", "RELATIVE")),
    ("The applicants are unmarried sisters, born in 1918.", ("unmarried sisters", "RELATIVE")),
    ("the applicant suffered a brain haemorrhage in custody", ("brain haemorrhage", "MEDICAL_CONDITION")),
    ("a diagnosis of the Charcot-Marie-Tooth disease", ("Charcot-Marie-Tooth disease", "MEDICAL_CONDITION")),
    ("hereditary sensory neuropathy", ("sensory neuropathy", "MEDICAL_CONDITION")),
    ("the court held nineteen hearings.", ("nineteen hearings", "QUANTITY")),
    ("charging the applicant with twenty-four different offences", ("twenty-four different offences", "QUANTITY")),
    ("to visit his daughter three times a year, on", ("three times a year", "QUANTITY")),
    ("By letter the Secretary of State informed him", ("Secretary of State", "ORGANIZATION_NAME")),
    ("a complaint to the Chancellor of Justice (Justitiekanslern) where",
     ("Chancellor of Justice (Justitiekanslern)", "ORGANIZATION_NAME")),
    ("On 29 April 2011 the Opole Lubelskie District Prosecutor refused",
     ("Opole Lubelskie District Prosecutor", "ORGANIZATION_NAME")),
    ("read by the administration of the Warszawa-Służewiec prison, where",
     ("Warszawa-Służewiec prison", "ORGANIZATION_NAME")),
])
def test_quasi_identifiers_in_judgments(text, expected):
    assert expected in found(text)


@pytest.mark.parametrize("text", [
    "Agent: Your technician appointment is booked for 25 May.",  # a role in the story, not an attribute
    "Please copy my accountant on the receipt.",
    "The applicant's lawyer and the judge disagreed.",  # roles every case has
    "He waited for the hearing for two years and one moment.",  # durations are dates; no counted thing
    "The prison refused his request on that occasion; a diagnosis followed.",
    "He was examined at the hospital.",
    "One of the five opened fire; five heavily armed men fled.",  # a count needs a counted thing
])
def test_roles_durations_and_generic_words_are_not_attributes(text):
    assert found(text) == []


def test_kinds_select_and_bad_kinds_are_config_errors():
    text = "his two sisters, a teacher, held nineteen hearings"
    assert {label for _, label in found(text, kinds=["relatives"])} == {"RELATIVE"}
    with pytest.raises(ConfigError, match="kinds must be a list of"):
        AttributeDetector(kinds=["jobs"]).prepare()
    with pytest.raises(ConfigError, match="kinds must be a list of"):
        AttributeDetector(kinds="counts").prepare()


def test_number_words_and_plurals():
    words = number_words()
    assert words["nineteen"] == 19 and words["twenty-four"] == 24 and words["ninety nine"] == 99
    assert [plural_of(w) for w in ("police officer", "child", "policeman", "secretary", "wife")] == [
        "police officers", "children", "policemen", "secretaries", "wives"]


def test_substitutes_keep_kind_count_gender_and_number():
    factory = SurrogateFactory()
    factory.seed(5)
    for value in factory.candidates("QUANTITY", "nineteen hearings", 5):
        count = value.removesuffix(" hearings")
        assert value.endswith(" hearings") and count in number_words() and count != "nineteen"
    assert set(factory.candidates("QUANTITY", "one charge", 3)) <= {"two charges", "three charges", "four charges",
                                                                     "five charges"}  # plural agrees
    for value in factory.candidates("RELATIVE", "his two sisters", 4):
        count, noun = value.split()
        assert number_words()[count] != 2 and noun in {plural_of(w) for w in (
            "sister", "daughter", "stepdaughter", "half-sister", "granddaughter", "widow", "niece")} - {"sisters"}
    assert all(v.startswith("no ") for v in factory.candidates("RELATIVE", "no children", 2))
    assert all(v.endswith("s") for v in factory.candidates("OCCUPATION", "police officers", 3))
    assert all(v != "brain haemorrhage" for v in factory.candidates("MEDICAL_CONDITION", "brain haemorrhage", 3))


def test_a_status_the_story_turns_on_is_said_otherwise():
    """"payable to widowers" stays about widowers ("bereaved husbands"), not "to brothers"."""
    factory = SurrogateFactory()
    factory.seed(2)
    assert set(factory.candidates("RELATIVE", "widowers", 2)) == {"bereaved husbands"}
    assert set(factory.candidates("RELATIVE", "widow", 2)) == {"bereaved wife"}
    assert set(factory.candidates("RELATIVE", "two widows", 3)) <= {f"{n} bereaved wives" for n in (
        "one", "three", "four", "five", "six", "seven", "eight", "nine", "ten")}


def test_a_count_keeps_what_was_counted_through_the_leak_guard():
    """"When the two vehicles arrived" reads "When the five vehicles arrived", not "When
    the something arrived": the counted noun is the kind of thing, not the identity."""
    from pseudofill.fill.baselines import FakerFiller

    pipeline = MaskPipeline.from_config({"mask": {"detectors": ["attributes"]}})
    masked, vault = pipeline.mask(Document("q", "When the two vehicles arrived, the three officers left."))
    assert [e.text for e in vault.entries] == ["two vehicles", "three officers"]
    filled = FakerFiller().fill(masked, vault)
    count, noun = filled.fills[0].value.split()
    assert noun == "vehicles" and count in number_words() and count != "two"


@pytest.mark.slow
def test_default_pipeline_masks_attributes_and_fills_them():
    from pseudofill.fill.baselines import FakerFiller

    text = ("The applicant, who is a police officer, has two sisters. In 1999 he suffered a brain "
            "haemorrhage; the court held nineteen hearings.")
    masked, vault = MaskPipeline.from_config().mask(Document("j", text))
    assert {"police officer", "two sisters", "brain haemorrhage", "nineteen hearings"} <= {
        e.text for e in vault.entries}
    filled = FakerFiller().fill(masked, vault)
    assert "[" not in filled.text and not {"police officer", "haemorrhage", "nineteen"} & set(
        filled.text.replace(".", " ").replace(";", " ").split())
    # a count of relatives moves its count and keeps who they are (the story's "she"s still fit)
    assert {e.text: e.label for e in vault.entries}["two sisters"] == "QUANTITY"
    assert re.search(r"has (?!two )[a-z-]+ sisters\.", filled.text), filled.text


def test_a_job_becomes_one_of_its_kind_where_the_lists_have_one():
    factory = SurrogateFactory()
    factory.seed(4)
    officers = factory.candidates("OCCUPATION", "police officers", 6)  # another police job, in the plural
    assert officers and set(officers) <= {plural_of(job) for job in OCCUPATION_SECTORS["police"]} - {"police officers"}
    engineers = factory.candidates("OCCUPATION", "agricultural engineers", 6)  # a job of no line: its head word
    assert sum(v.endswith(" engineers") for v in engineers) >= 3 and "agricultural engineers" not in engineers
    assert all(not v.startswith("scotland") for v in factory.candidates("OCCUPATION", "solicitor", 6))
