"""Dates of one document moved together.  Independent random dates scatter a story's
events across decades and out of order; clinical de-identification instead shifts every
date of a document by one offset, so order, intervals and weekdays survive.  Durations,
ages and relative dates are not points in time: each gets a close value of its own kind,
in the original's words and shape.
"""

from __future__ import annotations

import calendar
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta

from pseudofill.detect.attributes import number_words
from pseudofill.fill.formats import MONTHS, WEEKDAYS

_FULL_MONTH = {m.lower(): i for i, m in enumerate(MONTHS, start=1)}
_ABBR_MONTH = {m[:3].lower(): i for i, m in enumerate(MONTHS, start=1)} | {"sept": 9}
_FULL_DAY = {d.lower(): i for i, d in enumerate(WEEKDAYS)}
_ABBR_DAY = {d[:3].lower(): i for i, d in enumerate(WEEKDAYS)} | {"tues": 1, "thur": 3, "thurs": 3}

# --------------------------------------------------------------------------- absolute dates
_MON = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
        r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?!\w)")
_WD = r"(?:mon|tue(?:s)?|wed(?:nes)?|thu(?:r(?:s)?)?|fri|sat(?:ur)?|sun)(?:day)?\.?(?!\w)"
_DAY = r"(?<!\d)[0-3]?\d(?:st|nd|rd|th)?(?!\d)"
_YEAR = r"(?:(?<![\d'’])(?:1[6-9]|20)\d\d(?!\d)|['’]\d\d(?![\w'’]))"
_DAYS = rf"{_DAY}(?:\s*(?:-|–|—|to|and|&|,)\s*(?:the\s+)?{_DAY}){{0,5}}"
_TEXT = (rf"(?:{_WD},?\s+(?:the\s+)?)?(?:{_DAYS}\s+(?:of\s+)?{_MON}(?:,?\s+{_YEAR})?"
         rf"|{_MON}\s+(?:the\s+)?{_DAYS}(?:,?\s+{_YEAR})?)|{_MON},?\s+(?:of\s+)?{_YEAR}")
_DATES = re.compile(
    rf"(?P<iso>(?<![\d/.-])(?:1[6-9]|20)\d\d(?P<s1>[-/.])\d\d?(?P=s1)\d\d?(?!\d))"
    rf"|(?P<num>(?<![\d/.-])\d\d?(?P<s2>[-/.])\d\d?(?P=s2)(?:\d{{4}}|\d\d)(?!\d))"
    rf"|(?P<my>(?<![\d/.-])\d\d?/(?:1[6-9]|20)\d\d(?![\d/]))"
    rf"|(?P<text>{_TEXT})"
    rf"|(?P<range>(?<![\d'’])(?:1[6-9]|20)\d\d\s*(?:-|–|—|/|to|and|until|till)\s*"
    rf"(?:(?:1[6-9]|20)\d\d|\d\d)(?![\d'’]))"
    rf"|(?P<decade>(?<![\d'’])(?:1[6-9]|20)\d0['’]?s(?!\w)"
    rf"|\bthe\s+(?:(?:early|mid|late)[- ]?)?['’]?\d0['’]?s(?!\w))"
    rf"|(?P<year>{_YEAR})|(?P<month>{_MON})", re.IGNORECASE)
_TOKEN = re.compile(r"[A-Za-z]+\.?|['’]\d\d|\d+(?:st|nd|rd|th)?", re.IGNORECASE)


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


def shift_date(original: str, offset_days: int) -> str | None:
    """Every absolute date of `original` moved by `offset_days`, written as it was; None
    when it holds none (durations, ages, relative dates, bare numbers)."""
    pieces = [p for p in map(_parse, _DATES.finditer(original)) if p is not None]
    if not pieces:
        return None
    _borrow_years(pieces)
    return _splice(original, [(p.start, p.end, _render(p, offset_days)) for p in pieces])


def _parse(match: re.Match[str]) -> _Piece | None:
    kind, text = match.lastgroup or "", match.group()
    piece = _Piece(match.start(), match.end(), kind, text)
    if kind in ("iso", "num", "my"):
        piece.order, fields = _numeric_fields(text, kind)
        piece.year, piece.month, piece.days = fields["y"], fields["m"], [fields.get("d", 15)]
    elif kind == "text":
        for token in _TOKEN.findall(text):
            word = token.lower().rstrip(".")
            if word in _FULL_MONTH or word in _ABBR_MONTH:
                piece.month = _FULL_MONTH.get(word) or _ABBR_MONTH[word]
            elif _is_year(token):
                piece.year = _year_of(token)
            elif token[0].isdigit():
                piece.days.append(int(re.match(r"\d+", token).group()))
    elif kind == "year":
        piece.year = _year_of(text)
    elif kind == "month":  # alone, only a capitalised full name ("Jan" is also a name)
        if not text[0].isupper() or text.lower().rstrip(".") not in _FULL_MONTH:
            return None
        piece.month = _FULL_MONTH[text.lower().rstrip(".")]
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


def _render(piece: _Piece, offset: int) -> str:
    if piece.kind in ("iso", "num", "my"):
        return _render_numeric(piece, offset)
    if piece.kind in ("text", "month"):
        return _render_text(piece, offset)
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
    for i, key in zip(range(0, len(parts), 2), piece.order):  # two digits stay two ("06"), one may grow
        parts[i] = _year_word(parts[i], moved.year) if key == "y" else f"{values[key]:0{min(len(parts[i]), 2)}d}"
    return "".join(parts)


def _render_text(piece: _Piece, offset: int) -> str:
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
        if word in _FULL_MONTH or word in _ABBR_MONTH:  # "Sept" only for September after "Sept"
            full = MONTHS[first.month - 1]
            new = _name_word(old, full, "Sept" if word == "sept" and first.month == 9 else full[:3])
        elif word in _FULL_DAY or word in _ABBR_DAY:  # yearless: the weekday moves with the days
            moved_days = (first - anchor).days + _FULL_DAY.get(word, _ABBR_DAY.get(word, 0))
            full = WEEKDAYS[first.weekday() if piece.year is not None else moved_days % 7]
            new = _name_word(old, full, full[:3])
        elif _is_year(old):
            new = _year_word(old, first.year)
        else:
            new = _day_word(old, next(day_values)) if old[0].isdigit() else old
        words.append((token.start(), token.end(), new))
    return _splice(piece.text, words)


def _spread(first: date, gaps: list[int]) -> list[int]:
    """Days of one month ("19 and 20 August") keep their distances from the first; a
    group that would run past the month's end ends on its last day instead."""
    last = calendar.monthrange(first.year, first.month)[1]
    start = max(1, first.day - max(0, first.day + max(gaps) - last))
    return [min(max(start + gap, 1), last) for gap in gaps]


def _splice(text: str, replacements: list[tuple[int, int, str]]) -> str:
    out, end = [], 0
    for start, stop, new in replacements:
        out += [text[end:start], new]
        end = stop
    return "".join(out) + text[end:]


def _name_word(old: str, full: str, short: str) -> str:
    """A month or weekday name as the original wrote its own: full stays full, an
    abbreviation gives the usual one, with its case and period ("May" takes none)."""
    word = old.rstrip(".")
    is_full = word.lower() in _FULL_MONTH or word.lower() in _FULL_DAY
    return _as_like(full if is_full else short, word) + ("" if short == "May" and not is_full else old[len(word):])


def _day_word(old: str, day: int) -> str:
    digits = re.match(r"\d+", old).group()
    suffix = _as_like(_ordinal(day), old[len(digits):]) if len(old) > len(digits) else ""
    return f"{day:0{len(digits) if digits.startswith('0') else 1}d}{suffix}"


def _ordinal(n: int) -> str:
    return "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _year_word(old: str, year: int) -> str:
    if old[0] in "'’":
        return f"{old[0]}{year % 100:02d}"
    return f"{year % 100:02d}" if len(old) == 2 else str(year)


# --------------------------------------------------------------------------- ages and durations
_NUMBERS = number_words()
_SPELLED = {n: w for w, n in _NUMBERS.items() if " " not in w}
_NUM_WORDS = "|".join(sorted(map(re.escape, _NUMBERS), key=len, reverse=True))
_NUM = rf"(?:{_NUM_WORDS}|\d{{1,3}})"
_ARTICLE = re.compile(rf"(?<!\w)(an?)(\s+)(?=({_NUM_WORDS}|\d+)(?![\w.]))", re.IGNORECASE)
_AGES = [re.compile(pattern, re.IGNORECASE) for pattern in (
    (rf"(?<!\w)(?:aged|ages?)\s+(?:of\s+)?(?:about\s+|around\s+|approximately\s+|between\s+)?(?P<n>{_NUM})"
     rf"(?:\s*(?:-|–|to|and|or)\s*(?P<n2>{_NUM}))?(?!\w)"),
    rf"(?<![\w-])(?P<n>{_NUM})(?P<gap>\s*-\s*|\s+)(?P<unit>year|month|week|day)(?P<pl>s)?(?:\s*-\s*|\s+)old(?!\w)",
    rf"(?<![\w-])(?P<n>{_NUM})(?P<gap>\s+)(?P<unit>year)(?P<pl>s)?\s+of\s+age(?!\w)")]
_DECADE_WORDS = ["twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties"]
_DECADE_AGE = re.compile(rf"(?<!\w)(?:his|her|their|my|your|our|its)\s+(?:(?:early|mid|late)[- ]?)?"
                         rf"(?P<dec>['’]?[2-9]0['’]?s|{'|'.join(_DECADE_WORDS)})(?!\w)", re.IGNORECASE)
_VAGUE = {"a few": 0, "a couple of": 0, "several": 0, "some": 0, "many": 1, "a number of": 1, "numerous": 1}
_QTY = rf"(?:a\s+few|a\s+couple\s+of|a\s+number\s+of|several|some|many|numerous|{_NUM_WORDS}|\d{{1,3}}(?:\.\d+)?|an?)"
_COMPONENT = re.compile(
    rf"(?<![\w.-])(?P<q1>{_QTY})(?:\s*(?P<sep>-|–|to|or)\s*(?P<q2>{_QTY}))?(?P<gap>\s*-\s*|\s+)"
    r"(?:(?:more|further|full|whole|long|consecutive|working|calendar|additional)\s+)?"
    r"(?P<unit>year|month|week|day|hour|minute|decade|fortnight|night)(?P<pl>s)?(?P<pos>['’]s?)?(?!\w)",
    re.IGNORECASE)
# a part of a compound duration stays below the next unit up ("three years and eleven months")
_CAPS = {("year", "month"): 11, ("year", "week"): 51, ("year", "day"): 364, ("month", "week"): 4, ("month", "day"): 30,
         ("week", "day"): 6, ("day", "hour"): 23, ("hour", "minute"): 59}


def new_age(original: str, rng: random.Random) -> str | None:
    """The age changed by one to three years, on the same side of 18 (a minor stays a
    minor: the law treats them apart), fitting the article before it ("a 16-year-old"
    never becomes "a 18-year-old"); None when `original` states no age."""
    match = next(filter(None, (pattern.search(original) for pattern in _AGES)), None)
    if match is None:
        return _new_decade_age(original, rng)
    names = [name for name in ("n", "n2") if match.groupdict().get(name)]
    yearly = (match.groupdict().get("unit") or "year").lower() == "year"
    words = not match["n"][0].isdigit()

    def valid(new: int, old: int) -> bool:
        return new >= 1 and (not words or new <= 99) and (not yearly or (new < 18) == (old < 18))

    moved = _move([_read(match[n]) for n in names], rng, 3, valid, _fits_article(original, match, "n"))
    if moved is None:
        return None
    edits = [(match.start(n), match.end(n), _write(v, match[n])) for n, v in zip(names, moved)]
    if match.groupdict().get("unit") and "-" not in match["gap"] and (_read(match["n"]) != 1) == bool(match["pl"]):
        edits.append((match.start("unit"), match.end("unit") + len(match["pl"] or ""),  # "one year old"
                      match["unit"] + (_as_like("s", match["unit"]) if moved[0] != 1 else "")))
    return _fix_articles(_splice(original, edits))


def _new_decade_age(original: str, rng: random.Random) -> str | None:
    """"in his forties" → "in his fifties": the next decade of life, either way."""
    match = _DECADE_AGE.search(original)
    if match is None:
        return None
    said = match["dec"]
    if said[0].isalpha():
        i = _DECADE_WORDS.index(said.lower())
        new = _as_like(_DECADE_WORDS[rng.choice([j for j in (i - 1, i + 1) if 0 <= j < len(_DECADE_WORDS)])], said)
    else:
        tens = int(re.search(r"\d0", said).group())
        new = re.sub(r"\d0", str(rng.choice([t for t in (tens - 10, tens + 10) if 20 <= t <= 90])), said)
    return _splice(original, [(match.start("dec"), match.end("dec"), new)])


def new_duration(original: str, rng: random.Random) -> str | None:
    """Each length of time in `original` a little longer or shorter, in the same words
    ("three years and nine months" → "four years and seven months"); None when there is none."""
    edits: list[tuple[int, int, str]] = []
    previous: tuple[int, str] | None = None
    for match in _COMPONENT.finditer(original):
        unit = match["unit"].lower()
        if match["q1"].lower() in ("a", "an") and re.search(r"(?:half|once|twice|thrice|times|per|every)\s+$",
                                                            _before(original, match.start()), re.IGNORECASE):
            continue  # "half a day", "twice a week": not a count of days or weeks
        joined = previous and re.fullmatch(r"\s*,?\s*(?:and\s+)?", original[previous[0]:match.start()], re.IGNORECASE)
        new = _new_component(match, rng, _CAPS.get((previous[1], unit)) if previous and joined else None)
        if new is not None:
            edits.append((match.start(), match.end(), new))
        previous = (match.end(), unit)
    return _fix_articles(_splice(original, edits)) if edits else None


def _new_component(match: re.Match[str], rng: random.Random, high: int | None) -> str | None:
    first, second = match["q1"], match["q2"]
    vague = re.sub(r"\s+", " ", first.lower())
    if vague in _VAGUE:
        count, plural = _as_like(rng.choice([v for v, size in _VAGUE.items()
                                             if size == _VAGUE[vague] and v not in (vague, "some")]), first), True
    elif "." in first:  # "1.5 years" → "2.5 years", as many decimals
        value = float(first)
        count = f"{rng.choice([v for v in (value - 1, value + 1) if v > 0]):.{len(first.split('.')[1])}f}"
        plural = True
    else:
        words = not first[0].isdigit()

        def valid(new: int, old: int) -> bool:
            return new >= 1 and (high is None or new <= high) and (not words or new <= 99)

        values = [_read(first)] + ([_read(second)] if second else [])
        if None in values:
            return None
        moved = _move(values, rng, max(1, round(values[0] * 0.25)), valid, _fits_article(match.string, match, "q1"))
        if moved is None:
            return None
        count = _write(moved[0], first)
        if second:
            count += match.string[match.end("q1"):match.start("q2")] + _write(moved[1], second)
        plural = moved[-1] != 1
    unit = match["unit"] + (_as_like("s", match["unit"]) if plural and "-" not in match["gap"] else "")
    mark = (match["pos"] or "")[:1] + ("s" if match["pos"] and not plural else "")  # "seven days’", "a day’s"
    return count + match.string[match.end("q2" if second else "q1"):match.start("unit")] + unit + mark


def _move(values: list[int], rng: random.Random, spread: int, valid: Callable[[int, int], bool],
          fits: Callable[[int], bool]) -> list[int] | None:
    """`values` all moved by one non-zero step (a range keeps its order and width),
    preferring a step whose first value fits the article before it."""
    steps = [s for s in range(-spread, spread + 1) if s and all(valid(v + s, v) for v in values)]
    if not steps:
        return None
    step = rng.choice([s for s in steps if fits(values[0] + s)] or steps)
    return [v + step for v in values]


def _fits_article(text: str, match: re.Match[str], group: str) -> Callable[[int], bool]:
    article = re.search(r"(?<!\w)(an?)\s+$", _before(text, match.start(group)), re.IGNORECASE)
    want_an = article is not None and article.group(1).lower() == "an"
    return lambda value: article is None or _takes_an(_write(value, match[group])) == want_an


def _before(text: str, end: int) -> str:
    """The few characters before `end`: a look back that stays cheap in a long judgment."""
    return text[max(0, end - 24):end]


def _takes_an(number: str) -> bool:
    return number.lower().startswith(("8", "eight", "eleven")) or number.isdigit() and int(number) in (11, 18)


def _fix_articles(text: str) -> str:
    """"a 18-year-old" → "an 18-year-old" when no value fitting the article was near."""
    return _ARTICLE.sub(lambda m: _as_like("an" if _takes_an(m.group(3)) else "a", m.group(1)) + m.group(2), text)


def _read(token: str) -> int | None:
    token = re.sub(r"\s+", " ", token.lower())
    return int(token) if token.isdigit() else 1 if token in ("a", "an") else _NUMBERS.get(token)


def _write(value: int, like: str) -> str:
    """Digits stay digits, words stay words ("twenty four" keeps its space), as cased."""
    if like[0].isdigit():
        return str(value)
    return _as_like(_SPELLED[value].replace("-", " ") if " " in like.strip() else _SPELLED[value], like)


def _as_like(word: str, like: str) -> str:
    if like.isupper() and len(like) > 1:
        return word.upper()
    return word[:1].upper() + word[1:].lower() if like[:1].isupper() else word.lower()


# --------------------------------------------------------------------------- relative dates
def _relative_groups() -> list[list[str]]:
    """Phrases that say the same point relative to the story (or to now): a synonym keeps
    the order the shifted dates keep.  The first group holding a phrase is its own."""
    groups = [["the day before yesterday", "two days ago"], ["the day after tomorrow", "in two days"],
              ["yesterday", "a day ago"], ["tomorrow", "a day from now"], ["today", "this day"],
              ["last night", "yesterday evening"], ["tonight", "this evening"], ["overnight", "during the night", "that night"],
              ["this morning", "earlier this morning"], ["recently", "lately", "not long ago"],
              ["the other day", "a few days ago"], ["at that time", "at the time"], ["nowadays", "these days"]]
    for unit in ("day", "night", "morning", "evening", "afternoon", "week", "weekend", "month", "year"):
        groups += [[f"the following {unit}", f"the next {unit}", f"the {unit} after"],
                   [f"the previous {unit}", f"the preceding {unit}", f"the {unit} before"],
                   [f"the same {unit}", f"that same {unit}", f"that {unit}"]]
    for unit in ("week", "weekend", "month", "year"):
        groups += [[f"last {unit}", f"the past {unit}", f"the previous {unit}"], [f"next {unit}", f"the coming {unit}"],
                   [f"this {unit}", f"the current {unit}"]]
    return groups


_GROUPS = _relative_groups()


def _phrase(words: str) -> str:
    """A phrase as a pattern; "the day after" only alone, not "the day after the hearing"."""
    tail = r"(?!\s+\w)" if words.endswith(("after", "before")) else ""
    return r"(?<!\w)" + r"\s+".join(map(re.escape, words.split())) + r"(?!\w)" + tail


_RELATIVE = re.compile("|".join(map(_phrase, sorted({p for g in _GROUPS for p in g}, key=len, reverse=True))),
                       re.IGNORECASE)
_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
_ORDINAL = re.compile(rf"(?<!\w)(?:{'|'.join(_ORDINALS)})(?=\s+(?:day|night|morning|evening|week|month|year)s?(?!\w))",
                      re.IGNORECASE)
_WEEKDAY = re.compile(r"(?<!\w)(?:mon|tues|wednes|thurs|fri|satur|sun)day(?!\w)", re.IGNORECASE)
_BEFORE_AFTER = re.compile(r"(?<!\w)(?:ago|later|earlier|before|after|previously|hence|since)(?!\w)", re.IGNORECASE)


def new_relative(original: str, rng: random.Random) -> str | None:
    """Another way to say the same relative date ("the following day" → "the day after",
    "last week" → "the previous week"); an ordinal or weekday moves by a step ("second
    day" → "third day", "next Tuesday" → "next Friday"); None when nothing is relative."""
    match = _RELATIVE.search(original)
    if match:
        said = re.sub(r"\s+", " ", match.group().lower())
        group = next(g for g in _GROUPS if said in g)
        new = _as_like(rng.choice([p for p in group if p != said]), match.group())
        return _splice(original, [(match.start(), match.end(), new)])
    match = _ORDINAL.search(original)
    if match:
        i = _ORDINALS.index(match.group().lower())
        new = _ORDINALS[rng.choice([j for j in (i - 1, i + 1) if 0 <= j < len(_ORDINALS)])]
        return _splice(original, [(match.start(), match.end(), _as_like(new, match.group()))])
    if _WEEKDAY.search(original):
        return _move_weekdays(original, rng.randint(1, 6))
    return new_duration(original, rng) if _BEFORE_AFTER.search(original) else None


def _move_weekdays(text: str, days: int) -> str:
    return _WEEKDAY.sub(lambda m: _as_like(WEEKDAYS[(_FULL_DAY[m.group().lower()] + days) % 7], m.group()), text)


def substitute_date(original: str, offset_days: int, rng: random.Random) -> str | None:
    """A DATE span's substitute: a new age ("two years old" is no duration) or new
    lengths for its durations, its absolute dates moved by the document's offset, or else
    its relative date said otherwise; None when nothing applies."""
    age = new_age(original, rng)
    value = shift_date(age or original, offset_days) or age or original  # "aged 65 on 6 December 2010"
    if age is None:
        value = new_duration(value, rng) or value
    if value != original:
        return value
    if offset_days % 7 and _WEEKDAY.search(original) and not _RELATIVE.search(original):
        return _move_weekdays(original, offset_days)  # "on Tuesday": the document's shift of weekdays
    return new_relative(original, rng)
