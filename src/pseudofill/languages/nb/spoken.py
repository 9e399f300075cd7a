"""Norwegian Bokmål said aloud: number words (for detection and fill alike), the spelling
alphabet, and how a transcript reads digits and letters out ("femten null tre", "j o h a n s e n")."""

from __future__ import annotations

import re

from ..en.spoken import NOT_SPELLED
from ..pack import SaidNumbers, Spelling
from ..said_aloud import CompoundNumbers

# The written forms, in order (0–9, 10–19, 20–90): the fills say numbers with them.
NB_DIGIT_WORDS = ("null", "en", "to", "tre", "fire", "fem", "seks", "sju", "åtte", "ni")
NB_TEEN_WORDS = ("ti", "elleve", "tolv", "tretten", "fjorten", "femten", "seksten", "sytten", "atten", "nitten")
NB_TENS_WORDS = ("tjue", "tretti", "førti", "femti", "seksti", "sytti", "åtti", "nitti")
# each word's digits by the English rule ("tjue" 2, "hundre" 2, "tusen" 3); compounds are their
# parts ("førtisju" 2, "nittenåttisju" 4); "en", "ei" are also "a": only inside a run
_UNITS = frozenset({*NB_DIGIT_WORDS[1:], "ett", "ei", "syv"})
_TENS = frozenset({*NB_TENS_WORDS, "tyve", "tredve", "førr"})
_NUMBER_PARTS = {"null": 1, **dict.fromkeys(_UNITS, 1), **dict.fromkeys(_TENS, 2), "hundre": 2, "tusen": 3,
                 **dict.fromkeys(NB_TEEN_WORDS, 2), "og": 0}

NB_NUMBERS = CompoundNumbers(NB_DIGIT_WORDS, NB_TEEN_WORDS, NB_TENS_WORDS, _UNITS, _TENS, _NUMBER_PARTS,
                             not_alone=frozenset({"en", "ei", "og"}))
nb_number_digits = NB_NUMBERS.digits


NUMBERS = SaidNumbers(
    nb_number_digits, _TENS, _UNITS,
    multipliers={"dobbel": 1, "dobbelt": 1, "trippel": 2},
    homophones={"en": 1, "ei": 1},
    noun_digits=frozenset({"en"}),  # "… ni tre en": the last digit said, not "a"
    token=re.compile(r"\d+|[^\W\d_]+|[-.(),/]"),
    # Prose writes quantities "100 000", "2,35", years "1939", times "kl. 14.30" and prices "kr 18 437,50":
    # numbers, not digits read out; nor the emergency and service numbers (110, 112, 113, 116 117).
    quantity=re.compile(r"\d{1,3}(?: \d{3})+(?:,\d+)?|\d+,\d+|(?:1[6-9]|20)\d\d|(?:[01]?\d|2[0-3])[.:][0-5]\d"
                        r"|(?:[01]\d|2[0-3])[0-5]\d|11[023]|116 ?117"),  # "kl. 0915" too
    amount=re.compile(r"(?i)hundre|tusen|million"),  # "fire tusen", "tohundre": an amount said
)

# The Norwegian spelling alphabet; its words are first names too, so a run needs three.
NB_ALPHABET_WORDS = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ", (
    "Anna", "Bernhard", "Caesar", "David", "Edith", "Fredrik", "Gustav", "Harald", "Ivar", "Johan", "Karin",
    "Ludvig", "Martin", "Nils", "Olivia", "Petter", "Quintus", "Rikard", "Sigrid", "Teodor", "Ulrik", "Enkeltv",
    "Wilhelm", "Xerxes", "Yngling", "Zakarias", "Ærlig", "Østen", "Åse")))
_ALPHABET = "|".join(w.lower() for w in NB_ALPHABET_WORDS.values())
SPELLING = Spelling((
    (re.compile(r"(?<![\w-])[A-Za-zÆØÅæøå](?:-[A-Za-zÆØÅæøå])+(?![\w-])"), 0.8),             # H-A-N-S-E-N
    (re.compile(r"(?<![\w.])(?:[A-ZÆØÅ]\.\s?){2,}(?!\w)"), 0.7),                             # M. K.
    (re.compile(r"(?<![\w-])[A-ZÆØÅ0-9](?:(?:,\s?|\s)[A-ZÆØÅ0-9]){2,}(?![\w-])"), 0.7),         # L I E
    (re.compile(rf"(?<!\w)(?:{_ALPHABET})(?:[\s,-]+(?:{_ALPHABET})(?!\w)){{2,}}", re.IGNORECASE), 0.75),
    (re.compile(r"(?<!\w)[A-Za-zÆØÅæøå] som i [A-ZÆØÅ][a-zæøå]+(?!\w)"), 0.6),                # B som i Bernhard
    (re.compile(r"(?<![\w-])[a-zæøåé](?: [a-zæøåé]){3,}(?![\w-])"), 0.65),                     # j o h a n (ASR)
), NOT_SPELLED | {"AS", "ASA", "ANS", "DA", "SA", "NAV", "NRK", "DNB", "UDI", "NTNU", "USA"}, NB_ALPHABET_WORDS,
    cue=re.compile(r"(?i)\bstave\w*\b"),  # "L I" when asked to spell
    two_letters=re.compile(r"(?<![\w-])[A-ZÆØÅ] [A-ZÆØÅ](?![\w-])"))

USERNAME_HOTWORDS = ("brukernavn\\w*", "bruker-?id", "innlogging\\w*", "logg inn som", "alias")
# "org.nr", "avd.leder", "tlf.nr": abbreviations, no user name
ABBREVIATION = re.compile(r"(?:org|avd|tlf|reg|adr|ref|kund|best|fakt|pers|ang|inkl|ekskl|saksnr|anm|pb|mob|jf|bl|f|d|"
                          r"dvs|evt|ca)\.[a-zæøå]+(?:\.[a-zæøå]+)?", re.IGNORECASE)
