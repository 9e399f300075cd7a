"""Swedish said aloud: number words (for detection and fill alike), the spelling alphabet,
and how a transcript reads digits and letters out."""

from __future__ import annotations

import re

from ..en.spoken import NOT_SPELLED
from ..pack import SaidNumbers, Spelling
from ..said_aloud import CompoundNumbers

# Swedish numbers: each word's digits by the English rule ("tjugo" 2, "hundra" 2, "tusen" 3);
# compounds are their parts ("fyrtiofem" 2, "tvåhundra" 3).  "en" is also "a": only inside a run.
# The written forms, in order (0–9, 10–19, 20–90): the fills say numbers with them (fill/spoken.py).
SV_DIGIT_WORDS = ("noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio")
SV_TEEN_WORDS = ("tio", "elva", "tolv", "tretton", "fjorton", "femton", "sexton", "sjutton", "arton", "nitton")
SV_TENS_WORDS = ("tjugo", "trettio", "fyrtio", "femtio", "sextio", "sjuttio", "åttio", "nittio")
_UNITS = frozenset({*SV_DIGIT_WORDS[1:], "en"})
_TENS = frozenset({*SV_TENS_WORDS, *(w[:-1] for w in SV_TENS_WORDS if w.endswith("io")), "tjugi"})  # "tretti"
_NUMBER_PARTS = {"noll": 1, **dict.fromkeys(_UNITS, 1), **dict.fromkeys(_TENS, 2), "hundra": 2,
                 "tusen": 3, **dict.fromkeys((*SV_TEEN_WORDS, "aderton"), 2)}
# Digits named as nouns ("sex etta"): also words ("en trea", "en sexa"), so only inside a run.
SV_DIGIT_NOUNS = frozenset({"etta", "nolla", "tvåa", "trea", "femma", "sexa", "sjua", "nia"})
SV_NUMBERS = CompoundNumbers(SV_DIGIT_WORDS, SV_TEEN_WORDS, SV_TENS_WORDS, _UNITS, _TENS, _NUMBER_PARTS,
                             not_alone=frozenset({"en"}))
sv_number_digits = SV_NUMBERS.digits


NUMBERS = SaidNumbers(
    sv_number_digits, _TENS, _UNITS,
    multipliers={"dubbel": 1, "dubbelt": 1, "dubbla": 1, "trippel": 2},
    homophones={"en": 1, **dict.fromkeys(SV_DIGIT_NOUNS, 1)},
    token=re.compile(r"\d+|[^\W\d_]+|[-.(),/]"),
    noun_digits=SV_DIGIT_NOUNS,
    # Prose writes quantities "100 000", "2,35" and years "1939": numbers, not digits read out (a
    # year is the patterns' DATE); nor are times ("kl 15.40") or the national service numbers (112,
    # 1177 Vårdguiden, 114 14 the police).
    quantity=re.compile(r"\d{1,3}(?: \d{3})+|\d+,\d+|(?:1[6-9]|20)\d\d|(?:[01]?\d|2[0-3])[.:][0-5]\d"
                        r"|112|1177|114 ?14|113 ?13|116 ?111|90 ?000"),
    amount=re.compile(r"(?i)hundra|tusen|miljon"),  # "fyra tusen", "tvåhundra": an amount said
)

# The Swedish spelling alphabet; its words are first names too, so a run needs three ("Erik Johan" is a man).
SV_ALPHABET_WORDS = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ", (
    "Adam", "Bertil", "Caesar", "David", "Erik", "Filip", "Gustav", "Helge", "Ivar", "Johan", "Kalle", "Ludvig",
    "Martin", "Niklas", "Olle", "Petter", "Qvintus", "Rudolf", "Sigurd", "Tore", "Urban", "Viktor", "Wilhelm",
    "Xerxes", "Yngve", "Zäta", "Åke", "Ärlig", "Östen")))
_ALPHABET = "|".join(w.lower() for w in SV_ALPHABET_WORDS.values()) + "|cesar|quintus|zeta"
SPELLING = Spelling((
    (re.compile(r"(?<![\w-])[A-Za-zÅÄÖåäö](?:-[A-Za-zÅÄÖåäö])+(?![\w-])"), 0.8),             # Å-B-E-R-G
    (re.compile(r"(?<![\w.])(?:[A-ZÅÄÖ]\.\s?){2,}(?!\w)"), 0.7),                             # M. K.
    (re.compile(r"(?<![\w-])[A-ZÅÄÖ0-9](?:(?:,\s?|\s)[A-ZÅÄÖ0-9]){2,}(?![\w-])"), 0.7),         # L I N D
    (re.compile(rf"(?<!\w)(?:{_ALPHABET})(?:[\s,-]+(?:{_ALPHABET})(?!\w)){{2,}}", re.IGNORECASE), 0.75),
    (re.compile(r"(?<!\w)[A-Za-zÅÄÖåäö] som i [A-ZÅÄÖ][a-zåäö]+(?!\w)"), 0.6),                # B som i Bertil
    (re.compile(r"(?<![\w-])[a-zåäöé](?: [a-zåäöé]){3,}(?![\w-])"), 0.65),                     # s v e n (ASR)
), NOT_SPELLED | {"AB", "HB", "KB", "FN", "SMS", "SVT", "USA"}, SV_ALPHABET_WORDS,
    cue=re.compile(r"(?i)\bstava\w*\b"),  # "L I" when asked to spell
    two_letters=re.compile(r"(?<![\w-])[A-ZÅÄÖ] [A-ZÅÄÖ](?![\w-])"))

USERNAME_HOTWORDS = ("användarnamn\\w*", "användar-?id", "inloggning\\w*", "logga in som", "alias")
# "org.nr", "anl.chef", "medl.reg": abbreviations, no user name
ABBREVIATION = re.compile(r"(?:org|medl|anl|tel|reg|avd|adr|ref|kund|best|fakt|pers|lgh|ang|enl|inkl|exkl|handl|"
                          r"beh|kontr|ev|alt|bl|fr|dvs)\.[a-zåäö]+(?:\.[a-zåäö]+)?", re.IGNORECASE)
