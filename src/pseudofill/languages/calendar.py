"""What every language's calendar shares: the shape of a calendar (its month and weekday
words, the pattern that finds its dates) and the numeric forms all of them read."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

# a year ("1998", "'98") and the numeric dates every language writes ("2021-03-04", "4/3/21", "3/2021")
YEAR = r"(?:(?<![\d'’])(?:1[6-9]|20)\d\d(?!\d)|['’]\d\d(?![\w'’]))"
NUMERIC = (r"(?P<iso>(?<![\d/.-])(?:1[6-9]|20)\d\d(?P<s1>[-/.])\d\d?(?P=s1)\d\d?(?!\d))"
           r"|(?P<num>(?<![\d/.-])\d\d?(?P<s2>[-/.])\d\d?(?P=s2)(?:\d{4}|\d\d)(?!\d))"
           r"|(?P<my>(?<![\d/.-])\d\d?/(?:1[6-9]|20)\d\d(?![\d/]))")


@dataclass(frozen=True, eq=False)
class Calendar:
    """A language's month and weekday words, the words that join dates, and the pattern
    that finds its dates (its groups: iso, num, my, text, range, decade, year, month)."""
    months: tuple[str, ...]
    weekdays: tuple[str, ...]
    full_month: dict[str, int]
    abbr_month: dict[str, int]
    full_day: dict[str, int]
    abbr_day: dict[str, int]
    dates: re.Pattern[str]
    ordinal: Callable[[int], str]
    day_words: tuple[str, ...] = ()  # days said as words, 1 first ("tredje" maj)
