"""One substitute world per document: when the country moves, its people and its money move
with it, a foreigner stays foreign, and the story measures read the move on their own."""

from __future__ import annotations

import random
import re

import pytest

from pseudofill import Document, MaskPipeline
from pseudofill.evaluate.countries import country_named, world_of
from pseudofill.evaluate.slots import SlotFill
from pseudofill.evaluate.structure import name_origin_kept
from pseudofill.fill.baselines import FakerFiller
from pseudofill.fill.demonyms import demonym_of
from pseudofill.fill.names import name_languages
from pseudofill.fill.world import country_facts, locale_of, moved_currency, moved_locale

NORWEGIAN_CASE = (
    "The case originated in an application against the Kingdom of Norway lodged by a Norwegian national, "
    "Mr Ola Nordmann, on 6 December 2010. He lives in Bergen. The Government were represented by their Agent, "
    "Mr Knut Hansen. The applicant paid NOK 625 a month and sold cultures at 100 Norwegian kroner (NOK) per bag.")


@pytest.mark.parametrize("amount, expected", [
    ("NOK 625", "UAH 625"), ("100 Norwegian kroner", "100 Ukrainian hryvnias"), ("kr 500", "UAH 500"),
    ("1 krone", "1 hryvnia"), ("EUR 3,000", "EUR 3,000"), ("2,282 sq. m", "2,282 sq. m")])
def test_the_home_currency_becomes_the_new_countrys(amount, expected):
    assert moved_currency(amount, "NO", "UA", "Norwegian", "Ukrainian") == expected


@pytest.mark.parametrize("amount, to_poland, to_ireland", [
    ("50,169.18 pounds sterling", "50,169.18 zlotys", "50,169.18 euros"), ("1 pound sterling", "1 zloty", "1 euro"),
    ("300 pounds", "300 zlotys", "300 euros"), ("GBP 70.20", "PLN 70.20", "EUR 70.20")])
def test_pounds_sterling_is_one_name(amount, to_poland, to_ireland):
    """Found in the judgments' default fill: "50,169.18 pounds sterling" became "… euros euro"."""
    assert moved_currency(amount, "GB", "PL", "British", "Polish") == to_poland
    assert moved_currency(amount, "GB", "IE", "British", "Irish") == to_ireland


def test_no_move_keeps_the_money_and_a_shared_currency_says_it_once():
    assert moved_currency("NOK 625", "NO", "NO", "Norwegian", "Norwegian") == "NOK 625"
    assert moved_currency("100 Irish pounds and EUR 40", "IE", "FR", "Irish", "French") == "100 Irish pounds and EUR 40"
    assert moved_currency("SEK 40,000", "SE", "FI", "Swedish", "Finnish") == "EUR 40,000"
    assert moved_currency("100 Swedish kronor", "SE", "FI", "Swedish", "Finnish") == "100 euros"


def test_the_countrys_people_move_and_foreigners_stay_foreign():
    rng = random.Random(0)
    assert country_facts("DK") is not None and "en" not in country_facts("DK").languages  # English is no Dane's
    assert locale_of("UA") == "uk_UA" and locale_of("BA") == "hr_HR"  # no Bosnian list: a language it speaks
    assert moved_locale("no_NO", {"NO": "UA"}, rng) == "uk_UA"
    assert moved_locale("tr_TR", {"NO": "UA"}, rng) == "tr_TR"  # a Turkish witness in a Norwegian case
    foreign = moved_locale("uk_UA", {"NO": "UA"}, rng)  # a Ukrainian there would be a native now
    assert foreign.split("_")[0] not in ("uk", "no")
    assert moved_locale("sv_SE", {"SE": "SE", "FI": "IT"}, rng) == "sv_SE"  # Swedish is Sweden's first, not Finland's


def test_a_filled_case_lives_in_one_country():
    masked, vault = MaskPipeline.from_config({}).mask(Document("d1", NORWEGIAN_CASE))
    for seed in range(4):
        text = FakerFiller(seed=seed).fill(masked, vault).text
        assert not re.search(r"Norw|NOK|kroner|Bergen|Nordmann|Hansen", text), text
        nation = re.search(r"by an? ([A-Z]\w+) national, Mr ([^,]+),", text)
        assert nation, text
        code = re.search(r"paid ([A-Z]{3}) ", text)
        assert code and f"({code.group(1)})" in text, text  # the bracketed code is the amount's
        # the applicant's name is of the substitute country, when its language has a list
        languages = {lang for lang, share in name_languages(nation.group(2)).items() if share > 0}
        target = next((c for c, name in _demonyms().items() if name == nation.group(1)), None)
        if target and locale_of(target) and locale_of(target).split("_")[0] != "en":
            assert locale_of(target).split("_")[0] in languages, (text, languages)
        assert "against the Ukraine" not in text


def _demonyms() -> dict[str, str]:
    from pseudofill.fill.demonyms import DEMONYMS

    return dict(DEMONYMS)


def test_the_measures_read_the_move_from_the_places():
    assert country_named("the Kingdom of Norway") == "NO" and country_named("Turkey") == "TR"
    assert country_named("United Kingdom of Great Britain") == "GB" and country_named("Norge") == "NO"
    assert country_named("Bergen") is None
    assert world_of([("LOCATION", "Norway", "Ukraine"), ("LOCATION", "Bergen", "Lviv")]) == {"NO": "UA"}
    moved = [SlotFill("d", "LOCATION", "Poland", "Czechia", 1),
             SlotFill("d", "PERSON_NAME", "Tomasz Kowalczyk", "Petr Svoboda", 2)]
    stayed = [moved[0], SlotFill("d", "PERSON_NAME", "Tomasz Kowalczyk", "Krzysztof Wójcik", 2)]
    assert name_origin_kept(moved) == 1.0 and name_origin_kept(stayed) == 0.0
    assert name_origin_kept(stayed[1:]) == 1.0  # no country moved: a Polish name stays Polish


def test_an_amount_moved_into_the_new_currency_is_still_kept():
    from pseudofill.document import Fill, FilledDocument, VaultEntry, VaultRecord
    from pseudofill.evaluate.readings import amount_unit
    from pseudofill.evaluate.story import evaluate_story

    assert amount_unit("GEL 95.50") == "GEL" and amount_unit("ABC 123") is None  # any ISO code, no other capitals
    text = "He lived in Norway and paid NOK 625."
    entries = [VaultEntry(12, 18, "LOCATION", "Norway", "[LOCATION_1]"),
               VaultEntry(28, 35, "MONEY", "NOK 625", "[MONEY_1]")]
    filled = "He lived in Ukraine and paid UAH 610."
    fills = [Fill(12, 19, "[LOCATION_1]", "Ukraine", "LOCATION"), Fill(29, 36, "[MONEY_1]", "UAH 610", "MONEY")]
    result = evaluate_story([Document("d", text)], [VaultRecord("d", entries)], [FilledDocument("d", filled, fills)])
    assert result["amounts"]["kept"] == 1
    stayed = [Fill(12, 19, "[LOCATION_1]", "Ukraine", "LOCATION"), Fill(29, 36, "[MONEY_1]", "GEL 610", "MONEY")]
    result = evaluate_story([Document("d", text)], [VaultRecord("d", entries)],
                            [FilledDocument("d", "He lived in Ukraine and paid GEL 610.", stayed)])
    assert result["amounts"]["kept"] == 0  # another country's money than the one the case moved to


def test_everyday_words_that_name_a_country_are_a_place():
    from pseudofill.fill.shapes import shape_label
    from pseudofill.lexicon.everyday import said_of_no_one

    assert not said_of_no_one("United Kingdom") and not said_of_no_one("Britain") and said_of_no_one("Registrar")
    assert shape_label("LOCATION", "United Kingdom of Great Britain") == "LOCATION"
    assert shape_label("LOCATION", "Turkish State") == "LOCATION"  # a nationality says where too


def test_a_list_of_birth_dates_moves_as_births_and_the_measure_reads_them_so():
    from pseudofill.evaluate.slots import slot_fills
    from pseudofill.evaluate.structure import date_intervals_kept

    from ..fill.test_fill import masked_pair

    text = ("The applicants are sisters, born on 26 May 1918 and 2 December 1925 respectively. They applied "
            "on 29 March 2005 and were heard on 11 April 2006 in Istanbul.")
    dates = ["26 May 1918", "2 December 1925", "29 March 2005", "11 April 2006"]
    masked, vault = masked_pair(text, [(d, "DATE") for d in dates] + [("Istanbul", "LOCATION")])
    filled = FakerFiller(seed=3).fill(masked, vault)
    slots = slot_fills([vault], [filled], {"d1": text})
    assert [s.label for s in slots if s.original in dates] == ["DATE_OF_BIRTH"] * 2 + ["DATE"] * 2
    assert date_intervals_kept(slots) == 1.0
    births = [s.value for s in slots if s.label == "DATE_OF_BIRTH"]
    from datetime import datetime
    gap = datetime.strptime(births[1], "%d %B %Y") - datetime.strptime(births[0], "%d %B %Y")
    assert abs(gap.days - (datetime(1925, 12, 2) - datetime(1918, 5, 26)).days) <= 1  # both by the birth offset
    assert world_of([("LOCATION", "Istanbul", "Brussels")]) == {"TR": "BE"}  # a town says its country too


GENEVA_IN_NORWAY = (
    "The case originated in an application against the Kingdom of Norway lodged by a Norwegian national, "
    "Mr Ola Nordmann. He sold the cultures to Geneve AS in Geneve, Switzerland, for CHF 900 and later in "
    "Geneve and Geneve again for NOK 625, NOK 240 and NOK 330. Two Swiss chemists and a Swedish buyer from "
    "Stockholm, Sweden, testified before the Norwegian Government's agent.")


def test_the_home_country_is_the_one_the_document_names_most():
    """Four mentions of a Swiss town do not make a Norwegian case Swiss: its nationality,
    its Government and its money say Norway; every foreign country has one substitute, and
    its towns, nationality and money go there."""
    masked, vault = MaskPipeline.from_config({}).mask(Document("d2", GENEVA_IN_NORWAY))
    labels = {e.text: e.label for e in vault.entries}
    assert labels.get("Geneve") == "LOCATION" and labels.get("Switzerland") == "LOCATION", labels
    for seed in range(4):
        filler = FakerFiller(seed=seed)
        filled = filler.fill(masked, vault)
        text, value = filled.text, {e.text: f.value for e, f in zip(vault.entries, filled.fills)}
        home = country_named(value["Kingdom of Norway"])
        assert home and home == country_named(value["Norway"] if "Norway" in value else value["Kingdom of Norway"])
        code = re.search(r"for NOK 625|for ([A-Z]{3}) \d+, ", text)
        assert code and code.group(1) not in (None, "NOK", "CHF"), text  # the home money moved
        swiss = country_named(value["Switzerland"])
        assert swiss and swiss not in ("CH", home), text
        assert "CHF" not in text and "Swiss" not in text and "Geneve" not in text, text
        assert re.search(rf"[A-Z][a-z]+ {demonym_of(swiss)} chemists", text), text  # its nationality follows
        assert f"for {country_facts(swiss).currency} " in text, text  # so does a money that is that country's alone
        sweden = country_named(value["Sweden"])
        assert f"a {demonym_of(sweden)} buyer" in text or f"an {demonym_of(sweden)} buyer" in text, text


def test_each_crown_is_its_own_countrys():
    """"kronor" are Swedish crowns: a Norwegian home moving does not move them."""
    assert moved_currency("20 000 kronor", "NO", "AM", "Norwegian", "Armenian") == "20 000 kronor"
    assert moved_currency("20 000 kroner", "NO", "AM", "Norwegian", "Armenian") == "20 000 drams"
    assert moved_currency("20 000 kronor", "SE", "FI", "Swedish", "Finnish") == "20 000 euros"


def test_a_home_town_stays_home_though_a_bigger_namesake_is_abroad():
    """"Mora" in a Swedish text is the Swedish town (Cameroon's is bigger): it goes where
    Sweden goes, not to Cameroon's substitute."""
    from pseudofill.fill.places import PlaceSubstitutes, country_of
    from pseudofill.lexicon.gazetteers import local_places

    assert country_of("Mora") == "CM"
    for seed in range(5):
        subs = PlaceSubstitutes("SE", random.Random(seed), ["Mora", "Stockholm"], language="sv")
        assert subs.substitute("Mora") in local_places("sv"), subs.moves()
        assert "CM" not in subs.moves()


def test_a_town_of_no_recorded_population_still_gets_a_substitute():
    """geonames gives some towns population 0: the size weighting must not take its log."""
    from pseudofill.fill.place_tables import tables
    from pseudofill.fill.places import PlaceSubstitutes

    empty = next(name for name, _, population in tables().cities.values() if population == 0)
    assert PlaceSubstitutes("US", random.Random(0)).substitute(empty)


def test_a_code_is_no_everyday_word_said_of_no_one():
    """A code a model took for a place ("CS544219") is filled, not kept as everyday words."""
    from pseudofill.fill.shapes import COMMON_WORDS, shape_label
    from pseudofill.lexicon.everyday import said_of_no_one

    assert not said_of_no_one("CS544219") and shape_label("LOCATION", "CS544219") != COMMON_WORDS
    assert said_of_no_one("Registrar")
