"""English said aloud, for detection and fill alike: number words, the spelling alphabet,
months, street words, and how a transcript reads digits and letters out."""

from __future__ import annotations

import re

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
