"""Dates of one document moved together.  Independent random dates scatter a story's
events across decades and out of order; clinical de-identification instead shifts every
date of a document by one offset, so order, intervals and weekdays survive.  Durations,
ages and relative dates are not points in time (durations.py).
"""

from __future__ import annotations

import calendar
import random
import re
from dataclasses import dataclass, field
from datetime import date, timedelta

from ..document import ConfigError
from ..languages import get_language
from ..languages.calendar import Calendar
from ..languages.written import as_like
from .durations import RELATIVE, WEEKDAY_NAME, move_weekdays, new_age, new_duration, new_relative, splice
from .said_dates import shift_said_date

_TOKEN = re.compile(r"[^\W\d_]+\.?|['’]\d\d|\d+(?:st|nd|rd|th|:[ae])?", re.IGNORECASE)


def _calendar(language: str) -> Calendar:
    calendar = get_language(language).calendar
    if calendar is None:
        raise ConfigError(f"the {get_language(language).name} pack has no calendar: its dates cannot move")
    return calendar


@dataclass
class _Piece:
    """One date of the text: where it is and what it says (None: not written)."""
    start: int
    end: int
    kind: str
    text: str
    year: int | None = None
    month: int | None = None
    days: list[int] = field(default_factory=list)
    order: str = ""  # numeric dates: which field is which ("dmy", "ymd"…)


def draw_offset(rng: random.Random, min_days: int = 365, max_days: int = 730) -> int:
    """One shift for a whole document.  Offsets within a week of a whole number of years
    would leave a day and month (all a yearless date says) nearly as they were, and those
    near half a year would move a year by one or two depending on leap years; both are
    skipped when the range allows."""
    if not 1 <= min_days <= max_days:
        raise ValueError(f"need 1 <= min_days <= max_days, got {min_days}, {max_days}")
    sign = rng.choice((-1, 1))
    sizes = range(min_days, max_days + 1)
    clean = [n for n in sizes
             if 7 <= n % 365 <= 358 and len({_year_shift(y, sign * n) for y in range(2000, 2004)}) == 1]
    return sign * rng.choice(clean or list(sizes))


def shift_date(original: str, offset_days: int, language: str = "en") -> str | None:
    """Every absolute date of `original` moved by `offset_days`, written as it was (in
    `language`'s words); None when it holds none (durations, ages, relative dates, bare
    numbers)."""
    cal = _calendar(language)
    pieces = [p for p in (_parse(m, cal) for m in cal.dates.finditer(original)) if p is not None]
    if not pieces:
        return _lone_day(original, offset_days, cal)
    _borrow_years(pieces)
    return splice(original, [(p.start, p.end, _render(p, offset_days, cal)) for p in pieces])


def _lone_day(original: str, offset: int, cal: Calendar) -> str | None:
    """A day of an unsaid month ("den 14:e", "den elfte"): moved by the offset within a
    month of 28 days (the month is unknown), written as it was; None for anything else."""
    match = re.fullmatch(rf"(\s*(?:den\s+)?)(\d{{1,2}}:[ae]|{'|'.join(cal.day_words) or '(?!x)x'})(\s*)",
                         original, re.IGNORECASE)
    if not match or not cal.day_words:
        return None
    old = match.group(2)
    day = int(re.match(r"\d+", old).group()) if old[0].isdigit() else cal.day_words.index(old.lower()) + 1
    if not 1 <= day <= 31:
        return None
    moved = (day - 1 + offset) % 28 + 1
    moved = moved if moved != day else moved % 28 + 1
    new = _day_word(old, moved, cal) if old[0].isdigit() else as_like(cal.day_words[moved - 1], old)
    return match.group(1) + new + match.group(3)


def _parse(match: re.Match[str], cal: Calendar) -> _Piece | None:
    kind, text = match.lastgroup or "", match.group()
    piece = _Piece(match.start(), match.end(), kind, text)
    if kind == "dm":  # no year: read in a leap year, so 29/2 is a date; the language says which comes first
        first, second = (int(p) for p in text.split("/"))
        day_first = cal.day_first if first <= 12 and second <= 12 else first > 12
        piece.order = "dm" if day_first else "md"
        piece.month, piece.days = (second, [first]) if day_first else (first, [second])
        piece.year = 2000
    elif kind in ("iso", "num", "my"):
        piece.order, fields = _numeric_fields(text, kind)
        piece.year, piece.month, piece.days = fields["y"], fields["m"], [fields.get("d", 15)]
    elif kind == "text":
        for token in _TOKEN.findall(text):
            word = token.lower().rstrip(".")
            if word in cal.full_month or word in cal.abbr_month:
                piece.month = cal.full_month.get(word) or cal.abbr_month[word]
            elif _is_year(token):
                piece.year = _year_of(token)
            elif token[0].isdigit():
                piece.days.append(int(re.match(r"\d+", token).group()))
            elif word in cal.day_words:  # "tredje"
                piece.days.append(cal.day_words.index(word) + 1)
    elif kind == "year":
        piece.year = _year_of(text)
    elif kind == "month":  # alone, only a capitalised full name ("Jan" is also a name)
        if not text[0].isupper() or text.lower().rstrip(".") not in cal.full_month:
            return None
        piece.month = cal.full_month[text.lower().rstrip(".")]
    try:  # "31 June", "13/13/95": not dates
        if piece.month is not None:
            date(piece.year or 2000, piece.month, max(piece.days or [1]))
    except ValueError:
        return None
    return piece


def _numeric_fields(text: str, kind: str) -> tuple[str, dict[str, int]]:
    parts = [int(p) for p in re.split(r"[-/.]", text)]
    # ambiguous orders read month first (as `reshape_date` does), except with dots ("6.12.2010")
    day_first = parts[0] > 12 or parts[1] <= 12 and "." in text
    order = {"iso": "ymd", "my": "my"}.get(kind) or ("dmy" if day_first else "mdy")
    fields = dict(zip(order, parts))
    fields["y"] = _year_of(str(fields["y"]) if fields["y"] >= 100 else f"'{fields['y']:02d}")
    return order, fields


def _is_year(token: str) -> bool:
    return token[0] in "'’" or token[:4].isdigit() and len(token) >= 4


def _year_of(token: str) -> int:
    short = int(token[1:]) if token[0] in "'’" else None  # two digits, read as _numeric_date does
    return int(token) if short is None else short + (2000 if short < 50 else 1900)


def _borrow_years(pieces: list[_Piece]) -> None:
    """"between 28 December and 3 January 1996": the yearless date takes its year from
    its neighbour, so both move together."""
    for i, piece in enumerate(pieces):
        if piece.kind not in ("text", "month") or piece.year is not None:
            continue
        dated = [(j, p) for j, p in enumerate(pieces) if p.year is not None and p.month is not None]
        later, earlier = [p for j, p in dated if j > i], [p for j, p in dated if j < i]
        if later or earlier:  # the December before a January, the January after a December
            other = later[0] if later else earlier[-1]
            piece.year = other.year - (piece.month > other.month) if later else other.year + (piece.month < other.month)


def _render(piece: _Piece, offset: int, cal: Calendar) -> str:
    if piece.kind in ("iso", "num", "my", "dm"):
        return _render_numeric(piece, offset)
    if piece.kind in ("text", "month"):
        return _render_text(piece, offset, cal)
    if piece.kind == "decade":  # a year or two would leave the decade as it was
        step, width = (10 if offset > 0 else -10), len(re.search(r"\d+", piece.text).group())
        return re.sub(r"\d+", lambda m: f"{(int(m.group()) + step) % 10 ** width:0{width}d}", piece.text, count=1)
    if piece.kind == "year":
        return _year_word(piece.text, piece.year + _year_shift(piece.year, offset))
    return _render_range(piece, offset)


def _year_shift(year: int, offset: int) -> int:
    """How far a year moves: its middle (1 July) moved by the offset."""
    return (date(year, 7, 1) + timedelta(days=offset)).year - year


def _render_range(piece: _Piece, offset: int) -> str:
    first, sep, second = re.fullmatch(r"(\d{4})(\s*\D+?\s*)(\d+)", piece.text).groups()
    start, end = int(first), int(second)
    if len(second) == 2 and "-" in sep and 1 <= end <= 12 and end <= start % 100:  # "2015-06": a month
        moved = date(start, end, 15) + timedelta(days=offset)
        return f"{moved.year}{sep}{moved.month:02d}"
    if len(second) == 2:
        end += start - start % 100 + (100 if end < start % 100 else 0)
    shift = _year_shift(start, offset)  # one shift for both ends: the span keeps its length
    return f"{start + shift}{sep}{_year_word(second, end + shift)}"


def _render_numeric(piece: _Piece, offset: int) -> str:
    moved = date(piece.year, piece.month, piece.days[0]) + timedelta(days=offset)
    parts = re.split(r"([-/.])", piece.text)
    values = {"y": moved.year, "m": moved.month, "d": moved.day}
    # two digits stay two ("06"), one may grow; a day and month alone are padded only where one was ("05/10")
    padded = piece.kind != "dm" or any(p.startswith("0") for p in parts[::2])
    for i, key in zip(range(0, len(parts), 2), piece.order):
        width = min(len(parts[i]), 2) if padded else 1
        parts[i] = _year_word(parts[i], moved.year) if key == "y" else f"{values[key]:0{width}d}"
    return "".join(parts)


def _render_text(piece: _Piece, offset: int, cal: Calendar) -> str:
    anchor = date(piece.year or 2000, piece.month, piece.days[0] if piece.days else 15)  # 2000: a leap year
    moved, step = anchor + timedelta(days=offset), offset
    key = (lambda d: (d.month, d.day)) if piece.days else (lambda d: d.month)
    while piece.year is None and step and key(moved) == key(anchor):  # a whole number of years brings it back
        step += 1 if offset > 0 else -1
        moved = anchor + timedelta(days=step)
    days = _spread(moved, [d - piece.days[0] for d in piece.days]) if piece.days else []
    first = moved.replace(day=days[0]) if days else moved
    words, day_values = [], iter(days)
    for token in _TOKEN.finditer(piece.text):
        old, word = token.group(), token.group().lower().rstrip(".")
        if word in cal.full_month or word in cal.abbr_month:  # "Sept" only for September after "Sept"
            full = cal.months[first.month - 1]
            new = _name_word(old, full, "Sept" if word == "sept" and first.month == 9 else full[:3], cal)
        elif word in cal.full_day or word in cal.abbr_day:  # yearless: the weekday moves with the days
            moved_days = (first - anchor).days + cal.full_day.get(word, cal.abbr_day.get(word, 0))
            full = cal.weekdays[first.weekday() if piece.year is not None else moved_days % 7]
            new = _name_word(old, full + ("en" if word.endswith("dagen") else ""), full[:3], cal)
        elif _is_year(old):
            new = _year_word(old, first.year)
        elif word in cal.day_words:
            new = as_like(cal.day_words[next(day_values) - 1], old)
        else:
            new = _day_word(old, next(day_values), cal) if old[0].isdigit() else old
        words.append((token.start(), token.end(), new))
    return splice(piece.text, words)


def _spread(first: date, gaps: list[int]) -> list[int]:
    """Days of one month ("19 and 20 August") keep their distances from the first; a
    group that would run past the month's end ends on its last day instead."""
    last = calendar.monthrange(first.year, first.month)[1]
    start = max(1, first.day - max(0, first.day + max(gaps) - last))
    return [min(max(start + gap, 1), last) for gap in gaps]


def _name_word(old: str, full: str, short: str, cal: Calendar) -> str:
    """A month or weekday name as the original wrote its own: full stays full, an
    abbreviation gives the usual one, with its case and period ("May" takes none)."""
    word = old.rstrip(".")
    is_full = word.lower() in cal.full_month or word.lower() in cal.full_day
    return as_like(full if is_full else short, word) + ("" if short == "May" and not is_full else old[len(word):])


def _day_word(old: str, day: int, cal: Calendar) -> str:
    digits = re.match(r"\d+", old).group()
    suffix = as_like(cal.ordinal(day), old[len(digits):]) if len(old) > len(digits) else ""
    return f"{day:0{len(digits) if digits.startswith('0') else 1}d}{suffix}"


def _year_word(old: str, year: int) -> str:
    if old[0] in "'’":
        return f"{old[0]}{year % 100:02d}"
    return f"{year % 100:02d}" if len(old) == 2 else str(year)


def substitute_date(original: str, offset_days: int, rng: random.Random, age_step: int | None = None,
                    language: str = "en") -> str | None:
    """A DATE span's substitute: a new age (by the document's `age_step` where it fits;
    "two years old" is no duration) or new lengths for its durations, its absolute dates
    moved by the document's offset, or else its relative date said otherwise; None when
    nothing applies."""
    if get_language(language).call_grammar and (said := shift_said_date(original, offset_days)) is not None:
        # "the twelfth of april nineteen fifty one": all of it moves, said as it was (its weekday too)
        return move_weekdays(said, offset_days) if offset_days % 7 and WEEKDAY_NAME.search(said) else said
    age = new_age(original, rng, age_step)
    value = shift_date(age or original, offset_days, language) or age or original  # "aged 65 on 6 December 2010"
    if age is None:
        value = new_duration(value, rng) or value
    if value != original:
        return value
    if offset_days % 7 and WEEKDAY_NAME.search(original) and not RELATIVE.search(original):
        return move_weekdays(original, offset_days)  # "on Tuesday": the document's shift of weekdays
    return new_relative(original, rng)
