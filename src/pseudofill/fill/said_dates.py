"""English dates said aloud, moved by the document's offset and said again the same way.

A caller gives a birth date as "the twelfth of april nineteen fifty one", "march third
seventy eight" or "june sixth, nineteen sixty"; a written-date shift sees only the month
and would keep the day and the year, two thirds of a date of birth.  Here the whole date
moves: its day, month and year are read from the words, shifted like any date of the
document, and said in the original's words and order ("the third of may nineteen fifty
one"); a day said alone ("the fifteenth") moves within its month.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from ..languages.en.spoken import (
    CARDINAL_DAY,
    DAY_FIRST_DATE,
    EN_DIGITS,
    EN_MONTHS,
    EN_TEENS,
    EN_TENS,
    NUMBER_DATE,
    SAID_MONTHS,
    SAID_YEAR,
    SHORT_MONTHS,
    month_number,
)

_UNIT_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_TEEN_ORDINALS = ("tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
                  "seventeenth", "eighteenth", "nineteenth")


def ordinal_words(day: int) -> str:
    """1–31 as a caller says it ("twenty first")."""
    if day < 10:
        return _UNIT_ORDINALS[day - 1]
    if day < 20:
        return _TEEN_ORDINALS[day - 10]
    tens, unit = divmod(day, 10)
    return ("twentieth", "thirtieth")[tens - 2] if unit == 0 else f"{EN_TENS[tens - 2]} {_UNIT_ORDINALS[unit - 1]}"


_ORDINALS = {ordinal_words(day): day for day in range(1, 32)}
_ORDINAL = "|".join(sorted((o.replace(" ", r"[\s-]") for o in _ORDINALS), key=len, reverse=True))
_MONTH_ORDINAL = "|".join(sorted((ordinal_words(m) for m in range(1, 13)), key=len, reverse=True))  # "of the fifth"
_SAID_DATE = re.compile(
    rf"(?:the\s+)?(?P<day>{_ORDINAL})\s+(?:of\s+)?(?P<month>{SAID_MONTHS})(?:,?\s+(?P<year>{SAID_YEAR}))?"
    rf"|(?P<month2>{SAID_MONTHS})\s+(?:the\s+)?(?P<day2>{_ORDINAL})(?:,?\s+(?P<year2>{SAID_YEAR}))?"
    rf"|(?:the\s+)?(?P<day4>{_ORDINAL})\s+of\s+the\s+(?P<month4>{_MONTH_ORDINAL})(?:,?\s+(?P<year4>{SAID_YEAR}))?"
    rf"|(?P<day5>{CARDINAL_DAY})\s+(?P<month5>{SAID_MONTHS}),?\s+(?P<year5>{SAID_YEAR})"
    rf"|(?:the\s+)?(?P<day3>{_ORDINAL})")


def _two_digits(said: str) -> int:
    words = said.replace("-", " ").split()
    if words[0] == "oh":
        return EN_DIGITS.index(words[1])
    if words[0] in EN_TEENS:
        return 10 + EN_TEENS.index(words[0])
    return 10 * (EN_TENS.index(words[0]) + 2) + (EN_DIGITS.index(words[1]) if len(words) > 1 else 0)


def _year_of(said: str) -> tuple[int, str]:
    """The year and how it was said: "century" ("nineteen fifty one"), "thousand" ("two
    thousand nine"), "short" ("seventy eight": the last century's, if later than this year's)."""
    words = said.split()
    if words[0] in ("nineteen", "twenty") and len(words) > 1 and words[1] != "thousand":
        return (19 if words[0] == "nineteen" else 20) * 100 + _two_digits(" ".join(words[1:])), "century"
    if words[:2] == ["two", "thousand"]:
        rest = [w for w in words[2:] if w != "and"]
        return 2000 + (_two_digits(" ".join(rest)) if len(rest) > 1 or rest and rest[0] not in EN_DIGITS
                       else EN_DIGITS.index(rest[0]) if rest else 0), "thousand"
    two = _two_digits(said)
    return (2000 + two if two <= date.today().year % 100 else 1900 + two), "short"


def _say_year(year: int, style: str) -> str:
    if style == "short":  # "ninety nine", "oh one"
        return _say_two(year % 100) if year % 100 >= 10 else f"oh {EN_DIGITS[year % 100]}"
    if style == "thousand" and 2000 <= year < 2100 or 2000 <= year < 2010:
        rest = year - 2000
        return "two thousand" + (f" {_say_two(rest) if rest >= 10 else EN_DIGITS[rest]}" if rest else "")
    century, rest = divmod(year, 100)
    return f"{_say_two(century)} {_say_two(rest) if rest >= 10 else 'oh ' + EN_DIGITS[rest] if rest else 'hundred'}"


def _say_two(value: int) -> str:
    if value < 10:
        return EN_DIGITS[value]
    if value < 20:
        return EN_TEENS[value - 10]
    tens, unit = divmod(value, 10)
    return EN_TENS[tens - 2] + (f" {EN_DIGITS[unit]}" if unit else "")


def shift_said_date(original: str, offset_days: int) -> str | None:
    """The said date moved by `offset_days` and said the same way; None when `original` is
    no date said in English words."""
    if (numbers := NUMBER_DATE.fullmatch(original) or DAY_FIRST_DATE.fullmatch(original)) is not None:
        return _shift_number_date(original, numbers, offset_days)
    said = next((m for m in _SAID_DATE.finditer(original)
                 if m.group("month") or m.group("month2") or m.group("month4") or m.group("month5")), None) \
        or _SAID_DATE.search(original)  # "friday october second around five thirty": the date in it
    if said is None or original != original.lower():
        return None
    groups = said.groupdict()
    day_said = groups["day"] or groups["day2"] or groups["day4"] or groups["day3"]
    month_said = groups["month"] or groups["month2"] or groups["month5"]
    year_said = groups["year"] or groups["year2"] or groups["year4"] or groups["year5"]
    day = _number(groups["day5"]) if groups["day5"] else _ORDINALS[re.sub(r"[\s-]+", " ", day_said)]
    if groups["month4"]:  # "the third of the fifth eighty nine": the month by its number
        month_said = EN_MONTHS.split("|")[_ORDINALS[groups["month4"]] - 1]
    if month_said is None:  # "the fifteenth": another day of its month, never the same
        moved_day = (day - 1 + offset_days) % 28 + 1
        return _replace(original, said, {"day3": ordinal_words(moved_day if moved_day != day else day % 28 + 1)})
    month = month_number(month_said)
    names = (SHORT_MONTHS if month_said not in EN_MONTHS.split("|") else EN_MONTHS).split("|")  # "feb" → "mar"
    year, style = _year_of(year_said) if year_said else (2001, "")
    try:
        moved = date(year, month, min(day, 28 if month == 2 else 30 if month in (4, 6, 9, 11) else 31)) \
            + timedelta(days=offset_days)
    except ValueError:
        return None
    new = {"day": ordinal_words(moved.day), "day2": ordinal_words(moved.day), "day4": ordinal_words(moved.day),
           "month": names[moved.month - 1], "month2": names[moved.month - 1],
           "month4": ordinal_words(moved.month), "day5": _say_two(moved.day) if moved.day >= 10
           else EN_DIGITS[moved.day], "month5": names[moved.month - 1]}
    if year_said:
        new["year"] = new["year2"] = new["year4"] = new["year5"] = _say_year(moved.year, style)
    return _replace(original, said, new)


def _number(said: str) -> int:
    """1–31 said as a number ("oh three", "twelve", "twenty six")."""
    words = said.split()
    return EN_DIGITS.index(words[-1]) if len(words) == 1 and words[0] in EN_DIGITS else _two_digits(said)


def _shift_number_date(original: str, said: re.Match[str], offset_days: int) -> str | None:
    """"one twenty six forty nine" → "nine fourteen fifty one": month, day and year said as
    numbers, moved, said again with the original's "oh"s and year style; a day said as an
    ordinal ("twenty third eleven eighty four") is said as one again."""
    ordinal = re.sub(r"[\s-]+", " ", said.group("day")) in _ORDINALS
    month = _number(said.group("month"))
    day = _ORDINALS[re.sub(r"[\s-]+", " ", said.group("day"))] if ordinal else _number(said.group("day"))
    year, style = _year_of(said.group("year"))
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        return None
    try:
        moved = date(year, month, min(day, 28 if month == 2 else 30 if month in (4, 6, 9, 11) else 31)) \
            + timedelta(days=offset_days)
    except ValueError:
        return None

    def say(value: int, old: str) -> str:
        return f"oh {EN_DIGITS[value]}" if old.startswith("oh ") and value < 10 else _say_two(value)

    return _replace(original, said, {"month": say(moved.month, said.group("month")),
                                     "day": ordinal_words(moved.day) if ordinal else say(moved.day, said.group("day")),
                                     "year": _say_year(moved.year, style)})


def _replace(original: str, said: re.Match[str], new: dict[str, str]) -> str:
    pieces, end = [], 0
    for name in sorted((n for n in new if said.group(n) is not None), key=said.start):
        pieces += [original[end:said.start(name)], new[name]]
        end = said.end(name)
    return "".join(pieces) + original[end:]
