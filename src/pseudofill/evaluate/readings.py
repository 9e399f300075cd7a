"""What `evaluate story` reads in a filled text, by its own rules (not the fill's, so the
fill is not graded by its own reading): an amount's unit, a string's kind (number, name,
common words), the words of an original that could identify and whether they are still
readable (inflected forms included), and text a fill broke (brackets, quotes, doubled
words)."""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Sequence

from ..language import get_language, home_country_names
from .structure import EXTRA_TITLES

# ---------------------------------------------------------------------------------------------
# Amounts: a number with a currency or a unit

_CURRENCIES = {
    "EUR": "€ eur euro euros", "USD": "$ us$ usd dollar dollars", "GBP": "£ gbp pound pounds sterling",
    "KR": "kr kr. krona kronor krone kroner kronur", "NOK": "nok", "SEK": "sek", "DKK": "dkk", "ISK": "isk",
    "PLN": "pln zł zloty zlotys złoty złotys", "RUB": "₽ rub rouble roubles ruble rubles",
    "TRY": "₺ try lira liras lire", "CHF": "chf franc francs", "UAH": "₴ uah hryvnia hryvnias",
    "HUF": "huf forint forints",
    "CZK": "czk koruna korunas", "RON": "ron lei leu", "BGN": "bgn lev leva", "HRK": "hrk kuna kunas",
    "JPY": "¥ jpy yen", "CAD": "cad", "AUD": "aud",
}
_UNITS = {
    "%": "% per_cent percent procent pct", "m2": "sq._m sq_m sq.m. sq.m m² m2 square_metres square_meters kvm "
    "kvadratmeter", "ft2": "sq._ft sq_ft square_feet", "ha": "ha hectare hectares", "km": "km kilometre kilometres "
    "kilometer kilometers", "m": "m metre metres meter meters", "cm": "cm centimetre centimetres", "mm": "mm",
    "kg": "kg kilo kilos kilogram kilograms kilogramme kilogrammes", "g": "g gram grams gramme grammes gram",
    "mg": "mg milligram milligrams", "t": "tonne tonnes ton tons", "l": "litre litres liter liters", "ml": "ml",
    "mi": "mile miles", "km2": "km² km2 sq_km square_kilometres square_kilometers", "ft": "ft feet foot",
    "acre": "acre acres",
}
_CROWNS = {"norwegian": "NOK", "swedish": "SEK", "danish": "DKK", "icelandic": "ISK"}
_DOLLARS = {"us": "USD", "american": "USD", "canadian": "CAD", "australian": "AUD"}
_ALIAS = {w.replace("_", " "): unit for table in (_CURRENCIES, _UNITS) for unit, ws in table.items()
          for w in ws.split()}
_CODES = frozenset(unit for unit in _CURRENCIES if unit != "KR")
_UNIT_WORDS = "|".join(re.escape(w) for w in sorted(_ALIAS, key=len, reverse=True)).replace(r"\ ", r"\s*")
_NUMBER_WORD = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|"
                r"sixty|seventy|eighty|ninety|hundred|thousand|million|billion|två|tre|fyra|fem|sex|sju|åtta|nio|"
                r"tio|elva|tolv|tjugo|trettio|fyrtio|femtio|hundra|tusen|miljoner|miljon|miljarder)")
_NUMBER = (rf"(?:\d+(?:[.,'\u00a0\u202f ]\d+)*|(?i:{_NUMBER_WORD}(?:(?:\s+|-|\s+and\s+){_NUMBER_WORD})*))"
           r"(?i:\s*(?:million|billion|thousand|mn|bn|miljoner|miljarder|tusen)\b)?")
_AMOUNT_AFTER = re.compile(rf"(?<![\w.]){_NUMBER}\s*(?P<adj>[A-Z][a-z]+\s+|US\s+)?"
                           rf"(?P<unit>(?i:{_UNIT_WORDS}))(?![^\W\d_])")
_AMOUNT_BEFORE = re.compile(rf"(?<![^\W\d_])(?P<unit>[A-Z]{{3}}|[€$£¥₽₺₴]|(?i:us\$|kr\.?))\s*(?=\d){_NUMBER}")


@functools.lru_cache(maxsize=1)
def _iso_codes() -> frozenset[str]:
    """Every ISO 4217 code ("GEL", "UAH"): a substitute country's money is any country's."""
    import pycountry

    return frozenset(c.alpha_3 for c in pycountry.currencies)


def amount_unit(text: str) -> str | None:
    """The currency or unit of the first amount written in `text` ("NOK 625" → "NOK",
    "100 Norwegian kroner" → "NOK", "2,282 sq. m" → "m2", "40%" → "%"), None without one.
    Currency codes count only in capitals ("5 try" is not Turkish lira)."""
    for match in sorted((*_AMOUNT_AFTER.finditer(text), *_AMOUNT_BEFORE.finditer(text)), key=lambda m: m.start()):
        written = match.group("unit")
        if (written.upper() in _CODES or written in _iso_codes()) and len(written) == 3:
            if written.isupper():
                return written
            continue
        unit = _ALIAS.get(re.sub(r"\s+", " ", written.lower()))
        if unit is None or (match.re is _AMOUNT_BEFORE and unit not in _CURRENCIES):
            continue  # "ABC 123" is a code, not an amount
        adjective = (match.groupdict().get("adj") or "").strip().lower()
        if unit == "KR":
            return _CROWNS.get(adjective, "KR")
        if unit == "USD" and written.lower() in ("dollar", "dollars"):
            return _DOLLARS.get(adjective, "USD")
        return unit
    return None


def same_unit(a: str, b: str) -> bool:
    """Equal units; an unqualified "kr"/"kroner" matches every crown currency."""
    crowns = {"KR", *_CROWNS.values()}
    return a == b or ("KR" in (a, b) and {a, b} <= crowns)


# ---------------------------------------------------------------------------------------------
# Shapes and words

_LETTERS = re.compile(r"[^\W\d_]+")
_FUNCTION_WORDS = frozenset("a an the of and or in on at to for from by with de del der di du da la le van von y "
                            "st no nr".split())


@functools.lru_cache(maxsize=8)
def _titles(language: str) -> frozenset[str]:
    from ..lexicon.taxonomy import PERSON_TITLES

    lang = get_language(language)
    return frozenset(PERSON_TITLES | EXTRA_TITLES | set(lang.honorifics) | set(lang.offices))


@functools.lru_cache(maxsize=200_000)
def _zipf(word: str, language: str) -> float:
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word.lower(), language))


@functools.lru_cache(maxsize=200_000)
def _listed_name(word: str, language: str) -> bool:
    """A gazetteer first name, surname or place (these skip the language's common words)."""
    from ..lexicon.gazetteers import is_first_name, is_last_name, is_place

    return is_first_name(word, language) or is_last_name(word, language) or is_place(word, language)


def shape_kind(text: str, language: str = "en") -> str:
    """What a reader takes a string for, coarsely: "number" (digits, or an amount in words),
    "name" (a capitalised word that is rare — wordfreq Zipf < 3 — or a listed name or place,
    or follows a title), "common" (only lower-case or everyday capitalised words:
    "centre", "the Government", "Registrar"), "other" (no letters or digits)."""
    if any(c.isdigit() for c in text) or amount_unit(text):
        return "number"
    words = _LETTERS.findall(text)
    if not words:
        return "other"
    if _listed_name(re.sub(r"^the\s+", "", text.strip(), flags=re.IGNORECASE), language):
        return "name"  # "the United Kingdom": everyday words that name a place together
    after_title = False
    for word in words:
        low = word.casefold()
        if low in _titles(language):
            after_title = True
            continue
        if word[0].isupper() and low not in _FUNCTION_WORDS and (
                after_title or _zipf(word, language) < 3.0 or _listed_name(word, language)):
            return "name"
        after_title = False
    return "common"


def everyday(word: str, language: str) -> bool:
    """Zipf ≥ 4 in the language, unless a listed name or place ("Stockholm", "Poland")."""
    return _zipf(word, language) >= 4.0 and not _listed_name(word, language)


def identifying_words(original: str, values: Iterable[str], language: str) -> list[str]:
    """The words of an original that can name it: capitalised, ≥ 3 letters, not a title,
    function word, everyday word or home country, and not in its substitute(s)."""
    lang = get_language(language)
    kept = {w for v in values for w in _LETTERS.findall(v)}
    skip = _titles(language) | _FUNCTION_WORDS | lang.function_words
    return list(dict.fromkeys(
        w for w in _LETTERS.findall(original)
        if len(w) >= 3 and w[0].isupper() and w.casefold() not in skip and w not in kept
        and w not in home_country_names(language) and not everyday(w, language)))


def readable_forms(word: str, text: str, hidden: Sequence[tuple[int, int]], language: str) -> list[str]:
    """Where `word` is still written in `text` outside the `hidden` ranges (the fills): alone or
    as the start of a longer word ("Rembrandts", "Stockholmsområdet"), bar a longer word
    that is everyday in its own right and not just the genitive ("Anna" → "Annan")."""
    found = []
    for match in re.finditer(rf"(?<!\w){re.escape(word)}\w*", text):
        if any(start < match.end() and match.start() < end for start, end in hidden):
            continue
        form = match.group()
        if form != word and form != word + "s" and _zipf(form, language) >= 4.0:
            continue
        found.append(form)
    return found


# ---------------------------------------------------------------------------------------------
# Broken text

_PAIRS = (("(", ")"), ("[", "]"), ("“", "”"))


def _unmatched(text: str, opener: str, closer: str) -> int | None:
    """Position of the first unmatched bracket, None when balanced."""
    open_at: list[int] = []
    for i, char in enumerate(text):
        if char == opener:
            open_at.append(i)
        elif char == closer:
            if not open_at:
                return i
            open_at.pop()
    return open_at[0] if open_at else None


def breakage(original: str, filled: str, language: str = "en") -> list[tuple[str, int]]:
    """(what, position) of each break the fill made: a bracket or quote pair balanced in the
    original and not after, or a doubled word or article ("the the", "the a") the original
    does not hold as often."""
    problems: list[tuple[str, int]] = []
    for opener, closer in _PAIRS:
        where = _unmatched(filled, opener, closer)
        if where is not None and _unmatched(original, opener, closer) is None:
            problems.append((f"unbalanced {opener}{closer}", where))
    if original.count('"') % 2 == 0 and filled.count('"') % 2:
        problems.append(('unbalanced "', filled.rfind('"')))
    articles = "|".join(get_language(language).articles) or r"(?!x)x"
    doubled = re.compile(rf"\b(?:(?P<w>[^\W\d_]+)\s+(?P=w)|(?:{articles})\s+(?:{articles}))\b", re.IGNORECASE)
    before = Counter(m.group().casefold() for m in doubled.finditer(original))
    after: Counter[str] = Counter()
    for match in doubled.finditer(filled):
        key = match.group().casefold()
        after[key] += 1
        if after[key] > before[key]:
            problems.append((f"doubled {match.group()!r}", match.start()))
    return problems


def excerpt(text: str, at: int, width: int = 60) -> str:
    start = max(0, min(at - width // 2, len(text) - width))
    return text[start:start + width].replace("\n", " ")
