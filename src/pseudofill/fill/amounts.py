"""Amounts and measures: a number said with a currency or a unit.

What an amount tells a reader is its unit, its size and how round it is ("SEK 40,000,000"
is forty million, said in round figures); which digits it has is what may identify.  So a
substitute keeps the words, the separators, the leading and trailing zeros and the number of
significant digits, and moves the rest within about ±40 %: "SEK 40,000,000" → "SEK
30,000,000", "2,282 sq. m" → "2,710 sq. m", "0.5 grams" → "0.7 grams", "40%" → "60%".
`amount_kind` reads the shape whatever a detector called the span ("NOK 625" is money even
when NER said it was an organisation).
"""

from __future__ import annotations

import functools
import random
import re

# Currency words, symbols and units, in English and the languages the fill writes.
_CURRENCY_WORDS = (
    "dollars?|euros?|pounds?(?: sterling)?|sterling|pence|cents?|kroner|krone|kronor|krona|kr|öre|ore|francs?|"
    "marks?|deutschmarks?|lire|lira|liras|zlot(?:y|ys|ies)|roubles?|rubles?|hryvnias?|forints?|korun[ay]?|lei|leu|"
    "dinars?|leva|lev|tolars?|kunas?|lats|litai?|litas|yen|yuan|rupees?|pesos?|drachmas?|escudos?|pesetas?|shillings?"
)
_SYMBOLS = "$€£¥₹₺₽"
_UNITS = (
    "%|per ?cent|percent|procent|grams?|g|kg|kilo(?:gram)?s?|mg|milligrams?|tonnes?|tons?|t|ounces?|oz|lbs?|"
    "metres?|meters?|m|km|kilometres?|kilometers?|cm|mm|miles?|sq\\.? ?m|sq\\.? ?km|m2|m²|km2|km²|"
    "square (?:metres?|meters?|kilometres?|kilometers?|feet|miles)|hectares?|ha|acres?|litres?|liters?|l|ml|"
    "kvadratmeter|kvm|ton|liter|mil"
)
_NUMBER = r"\d{1,3}(?:(?:,\d{3})+|(?:\.\d{3})+|(?:[  ]\d{3})+)(?:[.,]\d+)?(?!\d)|\d+(?:[.,]\d+)?"


@functools.lru_cache(maxsize=1)
def _currency_codes() -> str:
    import pycountry

    return "|".join(sorted(c.alpha_3 for c in pycountry.currencies))


@functools.lru_cache(maxsize=1)
def _shapes() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    codes = rf"(?-i:(?<![^\W\d_])(?:{_currency_codes()})(?![^\W\d_]))"  # "ALL 5" is lek, "all 5" is not
    currency = rf"(?:{codes}|[{_SYMBOLS}]|(?<![^\W\d_])(?:{_CURRENCY_WORDS})\.?(?![^\W\d_]))"
    number = rf"(?:{_NUMBER})(?:\s*(?:million|billion|thousand|m|bn|miljoner|miljarder|tusen))?"
    money = re.compile(rf"{currency}\s*{number}|{number}\s*(?:[\w-]+\s+)?{currency}", re.IGNORECASE)
    percent = re.compile(rf"{number}\s*(?:%|per ?cent|percent|procent)(?![^\W\d_])", re.IGNORECASE)
    measure = re.compile(rf"{number}\s*(?:{_UNITS})(?![^\W\d_])", re.IGNORECASE)
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


def new_amount(original: str, rng: random.Random) -> str:
    """Every number of `original` moved as module doc says; the words and signs stay."""
    return re.sub(_NUMBER, lambda m: _moved(m.group(), rng), original)


def _moved(number: str, rng: random.Random) -> str:
    digits = [i for i, c in enumerate(number) if c.isdigit()]
    run = "".join(number[i] for i in digits)
    core = run.strip("0")
    if not core:
        return number  # "0", "0.00"
    lead = len(run) - len(run.lstrip("0"))
    if core == "1" and len(run) - lead > 1:
        core = run[lead:lead + 2]  # "1,000" has no round neighbour within 40 %: "1,200", one digit finer
    value = int(core)
    low, high = 10 ** (len(core) - 1), 10 ** len(core) - 1
    options = range(max(low, int(value * 0.6 + 0.5)), min(high, int(value * 1.4)) + 1)
    wider = range(max(low, (value + 1) // 2), min(high, value * 2) + 1)  # "1 gram": none within 40 % either
    choices = [n for n in options if n != value] or [n for n in wider if n != value] or [value]
    moved = run[:lead] + str(rng.choice(choices)) + run[lead + len(core):]
    out = list(number)
    for position, digit in zip(digits, moved, strict=True):
        out[position] = digit
    return "".join(out)


def amount_words(original: str) -> tuple[str, ...]:
    """The words of an amount that say what it counts and how it is said, kept by its
    substitute ("approximately", "NOK", "Norwegian kroner", "sq. m")."""
    return tuple(re.findall(r"[^\W\d_]+", original))
