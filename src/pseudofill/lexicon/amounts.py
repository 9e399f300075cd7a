"""Amounts by their shape: a number said with a currency or a unit ("NOK 625", "2,282 sq.
m", "40%", "approximately SEK 25,000,000"), whatever a model called the span.  A bare number
or a code ("TKT-1276842", "no. 36391/02") is none.  The fill moves what this reads
(fill/amounts.py); the analyzer relabels by it (an amount inside an organisation guess is
an amount).
"""

from __future__ import annotations

import functools
import re

# Currency words, symbols and units, in English and the languages the fill writes.
_CURRENCY_WORDS = (
    "dollars?|euros?|pounds?(?: sterling)?|sterling|pence|cents?|kroner|krone|kronor|krona|kr|öre|ore|francs?|"
    "marks?|deutschmarks?|lire|lira|liras|zlot(?:y|ys|ies)|roubles?|rubles?|hryvnias?|forints?|korun[ay]?|lei|leu|"
    "dinars?|leva|lev|tolars?|kunas?|lats|litai?|litas|yen|yuan|rupees?|pesos?|drachmas?|escudos?|pesetas?|shillings?"
)
_SYMBOLS = "$€£¥₹₺₽"
_UNITS = (
    "%|per ?cent|percent|procent|grams?|(?-i:g)|kg|kilo(?:gram)?s?|mg|milligrams?|tonnes?|tons?|(?-i:t)|ounces?|oz|"
    "lbs?|metres?|meters?|(?-i:m)|km|kilometres?|kilometers?|cm|mm|miles?|sq\\.? ?m|sq\\.? ?km|m2|m²|km2|km²|"
    "square (?:metres?|meters?|kilometres?|kilometers?|feet|miles)|hectares?|ha|acres?|litres?|liters?|(?-i:l)|ml|"
    "kvadratmeter|kvm|ton|liter|mil"  # a one-letter unit in lower case only: "DFR 22M" is a plate
)
NUMBER = r"\d{1,3}(?:(?:,\d{3})+|(?:\.\d{3})+|(?:[  ]\d{3})+)(?:[.,]\d+)?(?!\d)|\d+(?:[.,]\d+)?"


@functools.lru_cache(maxsize=1)
def currency_codes() -> frozenset[str]:
    """ISO 4217 codes ("NOK", "GBP")."""
    import pycountry

    return frozenset(c.alpha_3 for c in pycountry.currencies)


@functools.lru_cache(maxsize=1)
def _shapes() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    alternatives = "|".join(sorted(currency_codes()))
    codes = rf"(?-i:(?<![^\W\d_])(?:{alternatives})(?![^\W\d_]))"  # "ALL 5" is lek, "all 5" is not
    # currency words and units in lower case: "14 Mark Lane", "12 Pound Street", "3 Mile Island" are no amounts
    currency = rf"(?:{codes}|[{_SYMBOLS}]|(?<![^\W\d_])(?-i:{_CURRENCY_WORDS})\.?(?![^\W\d_]))"
    number = rf"(?:{NUMBER})(?:\s*(?:million|billion|thousand|m|bn|miljoner|miljarder|tusen))?"
    money = re.compile(rf"{currency}\s*{number}|{number}\s*(?:[\w-]+\s+)?{currency}", re.IGNORECASE)
    percent = re.compile(rf"{number}\s*(?:%|per ?cent|percent|procent)(?![^\W\d_])", re.IGNORECASE)
    measure = re.compile(rf"{number}\s*(?-i:{_UNITS})(?![^\W\d_])", re.IGNORECASE)
    return money, percent, measure


def amount_kind(text: str) -> str | None:
    """MONEY, PERCENT or QUANTITY when `text` is an amount (a number with its currency or
    unit, words around it allowed: "approximately NOK 25,000,000"), else None.  A bare
    number or a code ("TKT-1276842", "no. 36391/02") is none."""
    money, percent, measure = _shapes()
    if percent.search(text):
        return "PERCENT"
    if money.search(text):
        return "MONEY"
    if measure.search(text) and not re.search(r"\d[/-]\d|[^\W\d_]\d|\d[^\W\d_]{2,}", text):
        return "QUANTITY"
    return None


def is_currency_code(text: str) -> bool:
    """An ISO 4217 code as written ("NOK", "GBP"), not a word in capitals of another kind."""
    return text.strip() in currency_codes()
