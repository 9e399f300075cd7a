"""What every language pack must hold: a new pack that lacks something fails here, before a
run trips on it.  Parametrised over every registered pack."""

from __future__ import annotations

import random
from pathlib import Path

import phonenumbers
import pytest
from faker import Faker

from pseudofill.document import Document, MaskedDocument
from pseudofill.languages import LANGUAGES, get_language
from pseudofill.models import PACKAGED_GGUF

PACKS = sorted(LANGUAGES)
KNOWN_CAPABILITIES = {"ner", "attributes", "organisations"}


@pytest.mark.parametrize("code", PACKS)
def test_a_pack_lives_in_its_own_folder_under_its_code(code):
    pack = LANGUAGES[code]
    assert pack.code == code and get_language(code) is pack and get_language(code.upper() + "_XX") is pack
    assert (Path(__file__).parents[2] / "src" / "pseudofill" / "languages" / code / "__init__.py").exists()


@pytest.mark.parametrize("code", PACKS)
def test_a_pack_names_what_its_texts_need(code):
    pack = LANGUAGES[code]
    Faker(pack.locale)  # its people, streets and phones
    assert pack.lm in PACKAGED_GGUF
    assert pack.capabilities <= KNOWN_CAPABILITIES
    assert dict(pack.neutral).get("*") and dict(pack.neutral).get("PERSON_NAME")
    assert pack.function_words or pack.upos_lexicon, "a fill needs the words that are never a substitute alone"
    assert pack.titles is not None and pack.numbers is not None and pack.spelling is not None
    assert pack.articles and pack.instruct_example is not None
    for region in (*pack.phones.regions, *filter(None, [pack.phones.trunk_region])):
        assert region in phonenumbers.SUPPORTED_REGIONS, region


@pytest.mark.parametrize("code", PACKS)
def test_a_pack_calendar_reads_and_writes_its_dates(code):
    calendar = LANGUAGES[code].calendar
    assert calendar is not None
    assert len(calendar.months) == 12 and len(calendar.weekdays) == 7
    for number, month in enumerate(calendar.months, 1):
        assert calendar.full_month[month.lower()] == number
        written = f"{14}{calendar.ordinal(14) if code == 'en' else ''} {month} 2021"
        assert calendar.dates.search(written), written


@pytest.mark.parametrize("code", PACKS)
def test_a_pack_generators_draw_valid_values_of_their_own_labels(code):
    from pseudofill.fill.surrogates import SurrogateFactory

    pack = LANGUAGES[code]
    factory = SurrogateFactory(pack.locale, code)
    for label in pack.surrogates:
        rules = [rule for rule in pack.rules if rule.label == label and rule.validate]
        for seed in range(5):
            factory.seed(seed)
            value = factory.candidates(label, None, 1)
            assert value and value[0], (label, seed)
            assert not rules or any(rule.validate(value[0]) for rule in rules), (label, value)


@pytest.mark.parametrize("code", PACKS)
def test_a_whole_run_reads_and_fills_a_text_in_every_language(code):
    from pseudofill.fill.base import fillers
    from pseudofill.mask import MaskPipeline

    pack = LANGUAGES[code]
    faker = Faker(pack.locale)
    faker.seed_instance(7)
    first, last = faker.first_name(), faker.last_name()
    greeting = pack.instruct_example[0].replace("[MASK_1]", f"{first} {last}").replace("[MASK_2]", "X")
    doc = Document("one", greeting)
    pipeline = MaskPipeline.from_config({"pipeline": {"language": code}}, detectors=["names", "patterns"])
    masked, vault = pipeline.mask(doc)
    assert isinstance(masked, MaskedDocument)
    assert last not in masked.text, (first, last, masked.text)  # the packaged rules read a name in any pack
    filled = fillers.create("faker", language=code, seed=random.Random(0).randint(0, 9)).fill(masked, vault)
    assert filled.id == "one" and last not in filled.text and "[" not in filled.text


def test_a_label_of_one_pack_is_filled_by_that_pack_in_any_text():
    from stdnum.se import personnummer

    from pseudofill.fill.surrogates import SurrogateFactory

    factory = SurrogateFactory("en_US", "en")  # a personnummer asked for by name in an English text
    factory.seed(1)
    values = factory.candidates("SE_PERSONNUMMER", "811228-9874", 3)
    assert values and all(personnummer.is_valid(v) and v != "811228-9874" for v in values)
    # a pack's rule that declines (no Swedish street) leaves the label to the shared one
    swedish = SurrogateFactory("en_US", "sv")
    swedish.seed(1)
    assert swedish.candidates("STREET_ADDRESS", "742 Evergreen Terrace", 1)[0][0].isdigit()
