"""English said aloud, for detection and fill alike: number words, the spelling alphabet,
months, street words, and how a transcript reads digits and letters out."""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from ..pack import SaidNumbers, Spelling

EN_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
EN_TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen")
EN_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
NATO_WORDS = ("alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima|mike|"
              "november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky|x-ray|xray|yankee|zulu")
EN_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
# Months as callers shorten them ("the fourteenth of feb"), in order; "jan", "mar", "jun" and
# "jul" stay out of what is read as a month (names and words), not out of what the fill writes.
SHORT_MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sept|oct|nov|dec"
SAID_MONTHS = EN_MONTHS + "|feb|apr|aug|sept|oct|nov|dec"
# The words of a street's name said in full (recasing, the calls' kind names and the fill read them too).
STREET_WORDS = frozenset("street avenue road lane drive boulevard way place court".split())


def month_number(said: str) -> int:
    """1–12 of a month said in full or short ("feb" → 2)."""
    months = EN_MONTHS.split("|")
    return months.index(said) + 1 if said in months else SHORT_MONTHS.split("|").index(said) + 1


USERNAME_HOTWORDS = ("user ?name", "user ?id", "login", "handle", "screen ?name", "gamer ?tag", "account name",
                     "alias", "nick ?name", "sign in as", "log ?in as")
NOT_SPELLED = frozenset({"AM", "PM", "TV", "OK", "ID", "UK", "US", "EU", "CD", "DVD", "PC", "IT"})

SPELLING = Spelling((
    (re.compile(r"(?<![\w-])[A-Za-z](?:-[A-Za-z])+(?![\w-])"), 0.8),             # A-L-P-H-A
    (re.compile(r"(?<![\w.])(?:[A-Z]\.\s?){2,}(?!\w)"), 0.7),                     # M. K.
    (re.compile(r"(?<![\w-])[A-Z0-9](?:(?:,\s?|\s)[A-Z0-9]){2,}(?![\w-])"), 0.7),   # S M I T H, G, R, I, F
    (re.compile(rf"\b(?:{NATO_WORDS})(?:[\s,-]+(?:{NATO_WORDS})\b)+", re.IGNORECASE), 0.75),  # bravo alpha kilo
    (re.compile(r"\b[A-Za-z] (?:as in|for) [A-Z][a-z]+\b"), 0.6),                 # B as in Boy
), NOT_SPELLED)

_SPOKEN_DIGITS = {"zero": 1, "oh": 1, "o": 1, "nought": 1, "one": 1, "two": 1, "three": 1, "four": 1,
                  "five": 1, "six": 1, "seven": 1, "eight": 1, "nine": 1, "ten": 2, "eleven": 2, "twelve": 2,
                  "thirteen": 2, "fourteen": 2, "fifteen": 2, "sixteen": 2, "seventeen": 2, "eighteen": 2,
                  "nineteen": 2, "twenty": 2, "thirty": 2, "forty": 2, "fifty": 2, "sixty": 2, "seventy": 2,
                  "eighty": 2, "ninety": 2, "hundred": 2, "thousand": 3}
NUMBERS = SaidNumbers(
    _SPOKEN_DIGITS.get, frozenset(EN_TENS), frozenset(EN_DIGITS[1:]),
    multipliers={"double": 1, "triple": 2},
    homophones={"for": 1, "to": 1, "too": 1, "won": 1, "ate": 1},
    token=re.compile(r"\d+|[A-Za-z]+|[-.(),/]"),
    homophones_start=True,
    joiners=frozenset({"dash", "hyphen", "stroke", "slash"}),  # "two oh one nine stroke four five …"
    plus=re.compile(r"(?<![\w'])plus\s+$"),
    # "one forty nine", "twenty twenty two", "two thousand four hundred" (not "one eight hundred …")
    said_amount=re.compile(r"(?i)(?:[a-z]+\s+){0,3}thousand\b|(?:[a-z]+\s+)?hundred\b"),
    id_cue=re.compile(r"(?i)\b(?:number|account|card|ending|last four|pin|code|id|ticket|policy|claim|order|reference|"
                      r"confirmation|member|zip|extension|routing|social|serial|plate|case|booking|tracking|ends|"
                      r"postcode|post code|postal code)\b"),
    # "… unit b portland nine seven to one for": an address just said, five digits after it are its zip
    address_before=re.compile(r"\b(?:" + "|".join(sorted(STREET_WORDS | {"unit", "apartment", "suite", "terrace"}))
                              + r")\b"),
    grouped_ends=True,
)


NATO = NATO_WORDS + r"|x\s+ray"
NUMBER_WORDS = "|".join(("zero", "oh", *EN_DIGITS[1:], *EN_TEENS, *EN_TENS, "hundred"))
# Street kinds as a caller says them after the name ("elm street", "oak ave").
STREET_KINDS = ("street|st|avenue|ave|road|rd|lane|ln|drive|dr|court|ct|boulevard|blvd|way|place|pl|terrace|circle|"
                "parkway|highway|trail|plaza|square|tollway|freeway|expressway|turnpike|crescent|ridge|mews|grove|gardens|"
                "rise|loop|pike|cove|crest|glen|row|close|walk|path|bend|alley|hollow")
ORDINAL_UNITS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
ORDINAL = (rf"(?:(?:twenty|thirty)[\s-](?:{ORDINAL_UNITS})|{ORDINAL_UNITS}|tenth|eleventh|twelfth|thirteenth|"
           r"fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)")
NUMBER_WORD_SET = frozenset(NUMBER_WORDS.split("|"))


def spelled_letters(said: str) -> str:
    """The word a spelling spells: "p as in papa a r k" → "park", "bravo o b" → "bob"."""
    letters, times = [], 1
    for token in said_tokens(said):
        word = token.split()[0] if token else ""
        if word in ("double", "triple"):
            times = 2 if word == "double" else 3
            continue
        letters.append((word[:1] if len(word) == 1 or re.fullmatch(NATO, token) else "") * times)
        times = 1
    return "".join(letters)


def sounds_like(heard: list[str], word: str) -> bool:
    """Words heard for a spelled name ("too he why", "tuhiwai"): its first letter, length, some letters."""
    joined = "".join(heard)
    return bool(joined) and joined[0] == word[0] and len(word) - 2 <= len(joined) <= len(word) + 3 \
        and SequenceMatcher(None, joined, word).ratio() >= 0.35 and joined != word


def said_tokens(said: str) -> list[str]:
    return re.split(r"\s*[,-]\s*|\s+(?!as\s+in|for\s|like\s)(?<!\bas\s)(?<!\bin\s)", said.strip())


# Said dates, read by the call detector and moved by the fill.
_UNITS = "one|two|three|four|five|six|seven|eight|nine"
# Two digits said as a year's end or a day: "oh five", "fourteen", "sixty", "forty-one".
TWO_SAID = rf"(?:oh\s+(?:{_UNITS})|{'|'.join(EN_TEENS)}|(?:{'|'.join(EN_TENS)})(?:[\s-](?:{_UNITS}))?)"
# A year said in full ("nineteen forty one", "twenty oh five", "two thousand and one"); the
# fill reads these back (fill/said_dates.py).
FULL_YEAR = (rf"(?:(?:nineteen|twenty)\s+{TWO_SAID}|two\s+thousand(?:\s+(?:and\s+)?(?:{TWO_SAID}|{_UNITS}))?)")
SAID_YEAR = rf"(?:{FULL_YEAR}|{TWO_SAID})"  # or its last two digits: "seventy eight"
CARDINAL_DAY = rf"(?:(?:twenty|thirty)(?:\s+(?:{_UNITS}))?|{'|'.join(EN_TEENS)}|{_UNITS})"
# a date said as numbers, month first ("one twenty six forty nine", "oh three oh four nineteen
# ninety"): a birth date where one was asked for (detection), moved and said again (fill)
NUMBER_DATE = re.compile(
    rf"(?<![\w'])(?P<month>(?:oh\s+)?(?:{_UNITS})|ten|eleven|twelve)\s+"
    rf"(?P<day>(?:oh\s+)?{CARDINAL_DAY})\s+"
    rf"(?P<year>{SAID_YEAR})(?![\w'])(?![\s,]+(?:{NUMBER_WORDS})\b)")
# the day first, as an ordinal, the month as a number: "twenty third eleven eighty four"
DAY_FIRST_DATE = re.compile(
    rf"(?<![\w'])(?P<day>{ORDINAL})\s+(?P<month>(?:oh\s+)?(?:{_UNITS})|ten|eleven|twelve)\s+"
    rf"(?P<year>{SAID_YEAR})(?![\w'])(?![\s,]+(?:{NUMBER_WORDS})\b)")
