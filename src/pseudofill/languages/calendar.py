"""What every language's calendar shares: the shape of a calendar (its month and weekday
words, the pattern that finds its dates) and the numeric forms all of them read."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

# a year ("1998", "'98") and the numeric dates every language writes ("2021-03-04", "4/3/21", "3/2021",
# a day and month without a year: "15/10", "12/25")
YEAR = r"(?:(?<![\d'’])(?:1[6-9]|20)\d\d(?!\d)|['’]\d\d(?![\w'’]))"
NUMERIC = (r"(?P<iso>(?<![\d/.-])(?:1[6-9]|20)\d\d(?P<s1>[-/.])\d\d?(?P=s1)\d\d?(?!\d))"
           r"|(?P<num>(?<![\d/.-])\d\d?(?P<s2>[-/.])\d\d?(?P=s2)(?:\d{4}|\d\d)(?!\d))"
           r"|(?P<my>(?<![\d/.-])\d\d?/(?:1[6-9]|20)\d\d(?![\d/]))"
           r"|(?P<dm>(?<![\d/.,-])\d\d?/\d\d?(?![\d/.,]\d|[\d/]))")


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
    day_first: bool = False  # "3/4" without a year is 3 April ("15/10" in Swedish), not 4 March

    @classmethod
    def of(cls, months: Sequence[str], weekdays: Sequence[str], dates: re.Pattern[str], ordinal: Callable[[int], str],
           *, day_words: tuple[str, ...] = (), short_months: Mapping[str, int] | None = None,
           short_days: Mapping[str, int] | None = None, definite: str = "", day_first: bool = False) -> Calendar:
        """A calendar from its month and weekday names, January and Monday first: each also
        read by its first three letters (and `short_months`/`short_days` besides), a weekday
        with the `definite` ending too ("måndagen")."""
        full_day = {d.lower(): i for i, d in enumerate(weekdays)}
        if definite:
            full_day |= {f"{d.lower()}{definite}": i for i, d in enumerate(weekdays)}
        return cls(tuple(months), tuple(weekdays), {m.lower(): i for i, m in enumerate(months, start=1)},
                   {m[:3].lower(): i for i, m in enumerate(months, start=1)} | dict(short_months or {}), full_day,
                   {d[:3].lower(): i for i, d in enumerate(weekdays)} | dict(short_days or {}), dates, ordinal,
                   day_words, day_first)


def date_pattern(text: str, joiners: str, decade: str, month: str | None = None) -> re.Pattern[str]:
    """The pattern of a language's dates: the numeric forms, its written dates (`text`), years
    from–to joined by a dash or one of `joiners` ("to|and"), a decade (1990 and `decade`, the
    language's ending: "s", "-talet"), a year alone and, given `month`, a month alone."""
    return re.compile(
        rf"{NUMERIC}|(?P<text>{text})"
        rf"|(?P<range>(?<![\d'’])(?:1[6-9]|20)\d\d\s*(?:-|–|—|/|{joiners})\s*(?:(?:1[6-9]|20)\d\d|\d\d)(?![\d'’]))"
        rf"|(?P<decade>(?<![\d'’])(?:1[6-9]|20)\d0{decade})"
        rf"|(?P<year>{YEAR})" + (rf"|(?P<month>{month})" if month else ""), re.IGNORECASE)
