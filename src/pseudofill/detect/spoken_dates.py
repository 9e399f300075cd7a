"""Dates as a caller says them: "the twenty first of may nineteen ninety", "march third
seventy eight", "seven march eighty five", "third of the fifth eighty nine", "one twenty six
forty nine" or "twenty third eleven eighty four" where a birth date was asked for, a bare
"the fifteenth" where a word puts a day there.  One grammar for detection and fill:
fill/said_dates.py reads these back to move them.
"""

from __future__ import annotations

import re

from ..languages.en.spoken import (
    CARDINAL_DAY,
    DAY_FIRST_DATE,
    FULL_YEAR,
    NUMBER_DATE,
    NUMBER_WORDS,
    ORDINAL,
    ORDINAL_UNITS,
    SAID_MONTHS,
    SAID_YEAR,
    TWO_SAID,
)
from .spoken import TURN_LABEL, transcribed

_DAY_AFTER = r"(?:on|since|until|till|through|by|for|from|before|after|monday|tuesday|wednesday|thursday|friday|" \
    r"saturday|sunday|checking in|check in|checking out|arriving|leaving|departing|starting|returning|moving in)"
# "the twenty first of may nineteen ninety", "may second, twenty fifteen", "january ninth"; a
# bare "the fifteenth" only after a word that puts a day there ("due on the fifteenth")
_SPOKEN_DATE = re.compile(
    rf"(?<![\w'])(?:(?:the\s+)?{ORDINAL}\s+(?:of\s+)?(?:{SAID_MONTHS})|(?:{SAID_MONTHS})\s+(?:the\s+)?{ORDINAL})"
    rf"(?:,?\s+{FULL_YEAR})?(?![\w'])"
    # the month by its number, with a year: "third of the fifth eighty nine"
    rf"|(?<![\w'])(?:the\s+)?{ORDINAL}\s+of\s+the\s+(?:{ORDINAL_UNITS}|tenth|eleventh|twelfth),?\s+{SAID_YEAR}(?![\w'])"
    # the day as a number, with a year: "seven march eighty five"
    rf"|(?<![\w']){CARDINAL_DAY}\s+(?:{SAID_MONTHS}),?\s+{SAID_YEAR}(?![\w'])")
_BIRTH_CUE = re.compile(r"\b(?:dates? of birth|birth ?dates?|birthdays?|born|d o b|dobs?)\b")
_NOT_A_DAY = (r"(?!\s+(?:time|times|thing|things|one|ones|place|step|steps|few|of(?!\s+(?:next|this|the)\s+month)|"
              r"week|month|year|day|call|person|"
              r"floor|century|centuries|amendment|grade|street|avenue|birthday|anniversary|hole|row|round|inning|"
              r"percent|option|item|line|page|chapter|question|payment|installment|visit|session|try|attempt|bag|bags|"
              r"bit|part|name|letter|"
              r"half|term|course|leg|set|season))")
_LATE_ORDINAL = (rf"(?:(?:twenty|thirty)[\s-](?:{ORDINAL_UNITS})|tenth|eleventh|twelfth|thirteenth|fourteenth|"
                 r"fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)")
# a weekday and its date, and the date alone (said again later): "on wednesday the eighth"
_BARE_DAY = re.compile(rf"(?<![\w'])(?P<weekday>(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+"
                       rf"(?P<of_week>the\s+{ORDINAL}))(?![\w']){_NOT_A_DAY}"
                       rf"|\b{_DAY_AFTER}\s+(?P<date>the\s+{ORDINAL})(?![\w']){_NOT_A_DAY}"
                       # the day said as the subject of a date: "and the twenty eighth is a saturday"
                       rf"|(?P<day>the\s+{ORDINAL})(?=\s+(?:is|was|works|would work)\b)"
                       # a day with its time or its answer: "we've got the fourth at nine", "the fourth's fine"
                       rf"|(?P<booked>the\s+{ORDINAL})(?=\s+at\s+(?:{NUMBER_WORDS}|noon|midday)\b"
                       rf"|'s\s+(?:fine|good|okay|ok|great|perfect|better|best|free)\b)"
                       # a day of the month past the ninth needs no word before it: "starting the seventeenth"
                       rf"|(?<![\w'])(?P<late>the\s+{_LATE_ORDINAL})(?![\w']){_NOT_A_DAY}")


def find_dates(text: str) -> list[tuple[int, int, str, float]]:
    """(start, end, label, score) of every date said in a transcript."""
    lower = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)  # offsets kept ("İ")
    found = [*((m.start(), m.end(), "DATE", 0.7) for m in _SPOKEN_DATE.finditer(lower)),
             *((m.start(g), m.end(g), "DATE", 0.6) for m in _BARE_DAY.finditer(lower)
               for g in ("date", "day", "late", "weekday", "of_week", "booked") if m.group(g))]
    found += [(m.start(), m.end(), "DATE_OF_BIRTH", 0.8)
              for m in (*NUMBER_DATE.finditer(lower), *DAY_FIRST_DATE.finditer(lower))
              if _BIRTH_CUE.search(lower, _turn_before(lower, m.start()), m.start())]
    found = [_with_short_year(lower, *date) for date in found] + _answered_days(lower)
    return [f for f in found if transcribed(text, f[0])]


def _turn_before(text: str, start: int) -> int:
    """Where the asking turn begins: the line before `start`'s, at most 200 characters back
    ("dates of birth for both of you / mine's … and his is two two ninety four")."""
    line = text.rfind("\n", 0, start)
    if line < 0:
        return max(0, start - 80)  # the first line: 80 characters back, as an unbroken text
    return max(0, start - 200, text.rfind("\n", 0, line) + 1)


# "the eleventh of february forty four": a year's last two digits end a date, where a birth
# date was asked for or where the turn ends with them
_SHORT_YEAR = re.compile(rf",?\s+{TWO_SAID}(?![\w'])(?![\s,]+(?:{NUMBER_WORDS})\b)")


def _with_short_year(text: str, start: int, end: int, label: str, score: float) -> tuple[int, int, str, float]:
    year = _SHORT_YEAR.match(text, end)
    said = text[start:end]
    asked = _BIRTH_CUE.search(text, _turn_before(text, start), start) is not None
    if label != "DATE" or not re.search(rf"\b(?:{SAID_MONTHS})\b", said):
        return start, end, label, score
    if re.search(rf"\b(?:{TWO_SAID}|thousand)$", said):  # a year already: "seven march eighty five"
        return start, end, "DATE_OF_BIRTH" if asked else label, score
    if not year:
        return start, end, label, score
    if asked:
        return start, year.end(), "DATE_OF_BIRTH", score
    return (start, year.end(), label, score) if re.match(r"\s*(?:[,.?!]|\n|$)", text[year.end():]) \
        else (start, end, label, score)


# A day said as the answer to when: "and when did it happen / the sixth, a truck on …"
_WHEN = re.compile(r"\b(?:when|what date|which day|what day)\b[^\n]*\n")
_ANSWER_DAY = re.compile(rf"(?:{TURN_LABEL}\s*)?(?:(?:uh|um|oh|it was|on|that was)\s+)*"
                         rf"(?P<day>the\s+{ORDINAL}|{_LATE_ORDINAL})(?![\w'])")  # "/ twenty sixth okay"


# A day said back after a date: "we're picking up june fifth at eight / the fifth yeah", "through
# the twenty sixth / twenty sixth okay"
_DATED_TURN = re.compile(rf"\b(?:{SAID_MONTHS}|the\s+{ORDINAL})\b[^\n]*\n")


def _answered_days(text: str) -> list[tuple[int, int, str, float]]:
    return [(m.start("day"), m.end("day"), "DATE", 0.6)
            for when in (*_WHEN.finditer(text), *_DATED_TURN.finditer(text))
            if (m := _ANSWER_DAY.match(text, when.end()))]
