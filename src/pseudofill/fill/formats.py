"""Shapes of written values, shared by the surrogates and the quality checks: the same
characters in a new draw (digits, letters, spoken digits), a date in another date's
format, a valid time, a phone number valid in a region, IBAN layouts.
"""

from __future__ import annotations

import functools
import random
import re
import string
from collections.abc import Collection
from datetime import date

from ..languages.en.calendar import MONTHS, WEEKDAYS, ordinal_suffix
from ..languages.en.spoken import EN_DIGITS, EN_TEENS, EN_TENS
from ..languages.phones import first_valid_region

_MONTH_INDEX = {m.lower(): i for i, m in enumerate(MONTHS)} | {m[:3].lower(): i for i, m in enumerate(MONTHS)} \
    | {"sept": 8}
_WEEKDAY_INDEX = {d.lower(): i for i, d in enumerate(WEEKDAYS)} | {d[:3].lower(): i for i, d in enumerate(WEEKDAYS)}
DATE_WORDS = frozenset(_MONTH_INDEX) | frozenset(_WEEKDAY_INDEX)  # month and weekday names, full and short
SPOKEN = list(EN_DIGITS)
_SPOKEN_INDEX = {w: i for i, w in enumerate(SPOKEN)} | {"oh": 0, "o": 0}
_DIGIT_HOMOPHONES = frozenset({"for", "to", "too", "won", "ate"})
_TENS_AND_TEENS = frozenset((*EN_TEENS, *EN_TENS))


@functools.lru_cache(maxsize=4096)
def phone_region(number: str, prefer: tuple[str, ...] = ()) -> str | None:
    """The region where `number` is a valid phone number as written, `prefer`red regions
    (the text's country: "070-123 45 67" is Swedish in a Swedish call), then English-speaking
    ones: "905-674-3793" is US, "07700 063 966" GB, "0490 75 40 81" AU."""
    return first_valid_region(number, [*prefer, *(r for r in _PHONE_REGIONS if r not in prefer)])


_PHONE_REGIONS = ["US", "GB", "CA", "AU", "IN", "IE", "NZ", "ZA"]


def iban_twins() -> dict[str, list[str]]:
    """Country code → other countries with the same IBAN layout, from python-stdnum's
    copy of the SWIFT IBAN registry."""
    global _IBAN_TWINS
    if _IBAN_TWINS is None:
        from importlib.resources import files

        layouts: dict[str, str] = {}
        for line in (files("stdnum") / "iban.dat").read_text(encoding="utf-8").splitlines():
            match = re.match(r'([A-Z]{2}) .*bban="([^"]+)"', line)
            if match:
                layouts[match.group(1)] = "".join(
                    kind * int(n) for n, kind in re.findall(r"(\d+)!([nac])", match.group(2)))
        from stdnum.util import get_cc_module

        # a twin with its own national check digits (ES, ME…) would fail validation once reshaped
        free = {c for c in layouts if get_cc_module(c.lower(), "iban") is None}
        _IBAN_TWINS = {c: [o for o, lay in layouts.items() if lay == layout and o != c and o in free]
                       for c, layout in layouts.items()}
    return _IBAN_TWINS


_IBAN_TWINS: dict[str, list[str]] | None = None


# English number words beyond the digits, each replaced by one of its kind ("forty nine
# ninety nine" → "sixty two thirty four", never letters drawn at random); the joiners stay.
_NUMBER_KINDS = (EN_TEENS, EN_TENS, ("double",), ("triple",), ("hundred",), ("thousand",), ("and",), ("dash",),
                 ("hyphen",), ("slash",), ("stroke",), ("plus",))


def reshape(original: str, rng: random.Random, keep_first: int = 0, keep_prefix: bool = False,
            letters: str = string.ascii_lowercase, keep: Collection[str] = ()) -> str:
    """Same shape, new characters: digits → digits, letters → letters of the same case,
    spoken digits → spoken digits; separators stay.  The first `keep_first` characters
    (issuer digit, country code), a leading "+1" and the words in `keep` stay as they are."""
    out = []
    kept = 0
    tokens = re.findall(r"[A-Za-z]+|\d|.", original, re.DOTALL)
    # "for for two seven": among number words said, a recogniser's "for", "to" is a digit too
    said = sum(t.lower() in _SPOKEN_INDEX and t.lower() != "o" or t.lower() in _TENS_AND_TEENS for t in tokens) >= 2
    prefix = re.match(r"\s*\+\d{1,3}", original) if keep_prefix else None
    zero = "oh" if any(t.lower() == "oh" for t in tokens) else SPOKEN[0]  # "double oh" stays "double oh"
    position = 0
    after_tens = False  # "forty nine": a unit after a tens word is never "zero" ("eighty zero")
    for token in tokens:
        if not token.isspace():
            after_tens, was_tens = False, after_tens
        else:
            was_tens = after_tens
        if prefix and position < prefix.end():
            out.append(token)
        elif kept < keep_first and token.isalnum():
            out.append(token)
            # a said number counts its words ("oh seven", "plus forty four"), a written one its characters
            kept += 1 if token.lower() in _SPOKEN_INDEX or token.lower() in _TENS_AND_TEENS or token.lower() == "plus" \
                else len(token)
        elif token.isdigit():
            out.append(str(rng.randint(0, 9)))
        elif token.lower() in _SPOKEN_INDEX and len(tokens) > 1 or said and token.lower() in _DIGIT_HOMOPHONES:
            drawn = rng.randint(1 if was_tens else 0, 9)
            word = SPOKEN[drawn] if drawn else zero
            out.append(word.capitalize() if token[0].isupper() else word)
        elif (kind := next((words for words in _NUMBER_KINDS if token.lower() in words), None)) is not None:
            word = rng.choice(kind) if len(kind) > 1 else token  # "forty" → "sixty"; "double" stays
            out.append(word.capitalize() if token[0].isupper() else word)
            after_tens = token.lower() in EN_TENS
        elif token in keep:
            out.append(token)
        elif token.isalpha():
            drawn = [rng.choice(letters) for _ in token]
            out.append("".join(d.upper() if c.isupper() else d for d, c in zip(drawn, token)))
        else:
            out.append(token)
        position += len(token)
    return "".join(out)


def reshape_date(original: str, day: date, rng: random.Random) -> str:
    """Write `day` in the format of `original` (numeric order and widths, month names
    full/abbreviated/case, ordinal suffixes, weekday names, two- or four-digit years)."""
    numeric = re.fullmatch(r"\s*(\d{1,4})([/.-])(\d{1,2})\2(\d{2,4})(.*)", original, re.DOTALL)
    if numeric:
        first, sep, second, third, rest = numeric.groups()
        if len(first) == 4:
            parts = [(first, day.year), (second, day.month), (third, day.day)]
        else:
            month_first = int(first) <= 12 and not (int(second) <= 12 < int(first))
            parts = [(first, day.month if month_first else day.day), (second, day.day if month_first else day.month),
                     (third, day.year)]
        written = []
        for old, value in parts:
            if value == day.year and old is parts[-1][0] or len(old) == 4:
                written.append(f"{value % 100:02d}" if len(old) == 2 else str(value))
            else:  # keep zero padding: "03/08" stays two-digit, "3/8" stays short
                written.append(f"{value:0{len(old)}d}" if old.startswith("0") or len(old) == 2 else str(value))
        return original[:numeric.start(1)] + sep.join(written) + random_clock(rest, rng)
    day_month = re.fullmatch(r"(\s*)(\d\d?)/(\d\d?)(\s*)", original)
    if day_month:  # "15/10", "12/25": the order the numbers show; where both read either way, a day ≤ 12 keeps both
        before, first, second, after = day_month.groups()
        if int(first) <= 12 and int(second) <= 12:
            day = day.replace(day=(day.day - 1) % 12 + 1)
        values = (day.month, day.day) if int(second) > 12 else (day.day, day.month)
        width = 2 if first.startswith("0") or second.startswith("0") else 1
        return f"{before}{values[0]:0{width}d}/{values[1]:0{width}d}{after}"

    def word(match: re.Match[str]) -> str:
        token = match.group()
        lower = token.lower().rstrip(".")
        if lower in _MONTH_INDEX:  # a full name stays full ("June" → "December", not "Dece")
            name = MONTHS[day.month - 1]
            if lower not in map(str.lower, MONTHS):  # "Sept" only for September after "Sept"
                name = "Sept" if lower == "sept" and day.month == 9 else name[:3]
            return _same_case(name, token) + ("." if token.endswith(".") else "")
        if lower in _WEEKDAY_INDEX:
            name = WEEKDAYS[day.weekday()]
            return _same_case(name[:3] if len(lower) == 3 else name, token)
        return token

    def number(match: re.Match[str]) -> str:
        digits, suffix = match.group(1), match.group(2) or ""
        if len(digits) == 4:  # "the 1990s" stays a decade
            return str(day.year - day.year % 10 if match.string[match.end():match.end() + 1] == "s" else day.year)
        if len(digits) == 2 and not suffix and int(digits) > 31:
            return f"{day.year % 100:02d}"
        width = len(digits) if digits.startswith("0") else 1
        return f"{day.day:0{width}d}" + (ordinal_suffix(day.day) if suffix else "")

    text = re.sub(r"[A-Za-z]+\.?", word, original)
    return re.sub(r"(\d+)(st|nd|rd|th)?", number, text)


_CLOCK = re.compile(r"(?<![\d.:])(\d{1,2})(?:([.:])(\d{2}))?(?:[.:](\d{2}))?(?![\d:])")


def random_clock(text: str, rng: random.Random) -> str:
    """Each time of the text ("11:34:35", "10:30 am", "between 5.54 p.m. and 6.27 p.m.")
    replaced by a valid one in the same shape; a later time of a range stays later."""
    twelve = re.search(r"[ap]\.?m", text, re.IGNORECASE) is not None
    minutes = [rng.randint(60, 10 * 60) if twelve else rng.randint(0, 20 * 60)]

    def replace(match: re.Match[str]) -> str:
        now = minutes[-1]
        minutes.append(min(now + rng.randint(5, 90), (13 if twelve else 24) * 60 - 1))
        hour = now // 60
        width = 2 if match.group(1).startswith("0") else 1 if twelve else len(match.group(1))  # "09:05", "9.05 a.m."
        value = f"{hour:0{width}d}"
        if match.group(2):
            value += f"{match.group(2)}{now % 60:02d}"
        if match.group(4):
            value += f"{match.group(2) or ':'}{rng.randint(0, 59):02d}"
        return value

    return _CLOCK.sub(replace, text)


def _same_case(name: str, like: str) -> str:
    return name.upper() if like.isupper() and len(like) > 1 else name.lower() if like.islower() else name


def set_last_digit(text: str, digit: str) -> str:
    index = max(i for i, c in enumerate(text) if c.isdigit())
    return text[:index] + digit + text[index + 1:]


def is_number_word(word: str) -> bool:
    """A digit, teen or tens said in words ("nine", "oh", "forty"): reshape draws it anew."""
    return word.lower() in _SPOKEN_INDEX or word.lower() in _TENS_AND_TEENS


def spoken_digits(text: str) -> bool:
    return bool(re.search(r"[A-Za-z]", text)) and all(
        w.lower() in _SPOKEN_INDEX or w.lower() in ("double", "triple", "plus") for w in re.findall(r"[A-Za-z]+", text))


def as_written(value: str, original: str) -> str:
    """`value` capitalised as the original is ("Two" → "Three", "POLICE" → "NURSE")."""
    if original.isupper() and len(original) > 1:
        return value.upper()
    return value[:1].upper() + value[1:] if original[:1].isupper() else value
