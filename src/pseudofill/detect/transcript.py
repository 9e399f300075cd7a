"""What ASR transcripts leak that DLP misses (Dialpad, §3.1 items 3–4).

- spelled-out letters: "A-L-P-H-A", "M. K.", "S M I T H", "bravo alpha kilo", "B as in boy";
- digit runs of three or more digits, written or spoken, with mis-transcriptions
  ("four five for six"): repeated digits and ASR errors defeat phone/id patterns;
- usernames ("enigma52", "kate_r88", "Mrbigchef"), boosted by a hotword such as
  "username" within 100 characters.

`language="sv"`: Swedish spoken numbers ("fyrtiofem", "noll sju tre"), letters with Å Ä Ö
("Å-B-E-R-G"), the Swedish spelling alphabet ("Adam Bertil Caesar", "B som i Bertil") and
username words ("användarnamn").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..document import ConfigError, Document, Span
from .base import PROVISION_BEFORE, Detector, compile_hotwords, detectors, has_hotword, string_list
from .calls import find_bodies
from .spoken import EN_DIGITS, EN_TENS, NATO_WORDS, STREET_WORDS, find_spoken
from .spoken_addresses import find_addresses
from .spoken_dates import find_dates
from .vocabulary import is_common_word

SPELLED = "SPELLED_SEQUENCE"
DIGITS = "DIGIT_SEQUENCE"
USER_NAME = "USER_NAME"

_NATO = NATO_WORDS
_SPELLED_PATTERNS = (
    (re.compile(r"(?<![\w-])[A-Za-z](?:-[A-Za-z])+(?![\w-])"), 0.8),             # A-L-P-H-A
    (re.compile(r"(?<![\w.])(?:[A-Z]\.\s?){2,}(?!\w)"), 0.7),                     # M. K.
    (re.compile(r"(?<![\w-])[A-Z0-9](?:(?:,\s?|\s)[A-Z0-9]){2,}(?![\w-])"), 0.7),   # S M I T H, G, R, I, F
    (re.compile(rf"\b(?:{_NATO})(?:[\s,-]+(?:{_NATO})\b)+", re.IGNORECASE), 0.75),  # bravo alpha kilo
    (re.compile(r"\b[A-Za-z] (?:as in|for) [A-Z][a-z]+\b"), 0.6),                 # B as in Boy
)
_TWO_LETTERS = re.compile(r"(?<![\w-])[A-ZÅÄÖ] [A-ZÅÄÖ](?![\w-])")
_SPELL_CUE = re.compile(r"(?i)\bstava\w*\b")
_NOT_SPELLED = frozenset({"AM", "PM", "TV", "OK", "ID", "UK", "US", "EU", "CD", "DVD", "PC", "IT"})

# The Swedish spelling alphabet; its words are first names too, so a run needs three ("Erik Johan" is a man).
SV_ALPHABET_WORDS = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ", (
    "Adam", "Bertil", "Caesar", "David", "Erik", "Filip", "Gustav", "Helge", "Ivar", "Johan", "Kalle", "Ludvig",
    "Martin", "Niklas", "Olle", "Petter", "Qvintus", "Rudolf", "Sigurd", "Tore", "Urban", "Viktor", "Wilhelm",
    "Xerxes", "Yngve", "Zäta", "Åke", "Ärlig", "Östen")))
_SV_ALPHABET = "|".join(w.lower() for w in SV_ALPHABET_WORDS.values()) + "|cesar|quintus|zeta"
_SV_SPELLED_PATTERNS = (
    (re.compile(r"(?<![\w-])[A-Za-zÅÄÖåäö](?:-[A-Za-zÅÄÖåäö])+(?![\w-])"), 0.8),             # Å-B-E-R-G
    (re.compile(r"(?<![\w.])(?:[A-ZÅÄÖ]\.\s?){2,}(?!\w)"), 0.7),                             # M. K.
    (re.compile(r"(?<![\w-])[A-ZÅÄÖ0-9](?:(?:,\s?|\s)[A-ZÅÄÖ0-9]){2,}(?![\w-])"), 0.7),         # L I N D
    (re.compile(rf"(?<!\w)(?:{_SV_ALPHABET})(?:[\s,-]+(?:{_SV_ALPHABET})(?!\w)){{2,}}", re.IGNORECASE), 0.75),
    (re.compile(r"(?<!\w)[A-Za-zÅÄÖåäö] som i [A-ZÅÄÖ][a-zåäö]+(?!\w)"), 0.6),                # B som i Bertil
    (re.compile(r"(?<![\w-])[a-zåäöé](?: [a-zåäöé]){3,}(?![\w-])"), 0.65),                     # s v e n (ASR)
)
_SV_NOT_SPELLED = _NOT_SPELLED | {"AB", "HB", "KB", "FN", "SMS", "SVT", "USA"}

_SPOKEN_DIGITS = {"zero": 1, "oh": 1, "o": 1, "nought": 1, "one": 1, "two": 1, "three": 1, "four": 1,
                  "five": 1, "six": 1, "seven": 1, "eight": 1, "nine": 1, "ten": 2, "eleven": 2, "twelve": 2,
                  "thirteen": 2, "fourteen": 2, "fifteen": 2, "sixteen": 2, "seventeen": 2, "eighteen": 2,
                  "nineteen": 2, "twenty": 2, "thirty": 2, "forty": 2, "fifty": 2, "sixty": 2, "seventy": 2,
                  "eighty": 2, "ninety": 2, "hundred": 2, "thousand": 3}
_TENS = frozenset(EN_TENS)
_UNITS = frozenset(EN_DIGITS[1:])
_MULTIPLIERS = {"double": 1, "triple": 2}  # "double five" = two digits
_HOMOPHONES = {"for": 1, "to": 1, "too": 1, "won": 1, "ate": 1}  # ASR errors, only inside a run
_TOKEN = re.compile(r"\d+|[A-Za-z]+|[-.(),/]")
# Swedish prose writes quantities "100 000", "2,35" and years "1939": numbers, not digit
# sequences read out (a year is the patterns' DATE).
# Nor are times ("kl 15.40") or the national service numbers (112, 1177 Vårdguiden, 114 14 the police).
_SV_QUANTITY = re.compile(r"\d{1,3}(?: \d{3})+|\d+,\d+|(?:1[6-9]|20)\d\d|(?:[01]?\d|2[0-3])[.:][0-5]\d"
                          r"|112|1177|114 ?14|113 ?13|116 ?111|90 ?000")
_JOINERS = frozenset("-.(),/")
_SAID_JOINERS = frozenset({"dash", "hyphen", "stroke", "slash"})  # "two oh one nine stroke four five …"
_PLUS = re.compile(r"(?<![\w'])plus\s+$")
# An English number said as a price, a year, a count or a clock time — four digits at most
# said in words ("one forty nine", "twenty twenty two") or an amount in hundreds and
# thousands ("two thousand four hundred", not "one eight hundred …") — is an identifier only
# after a word that asks for one ("ending in", "extension", "last four", "pin").
_SAID_AMOUNT = re.compile(r"(?i)(?:[a-z]+\s+){0,3}thousand\b|(?:[a-z]+\s+)?hundred\b")
# an address just said: five digits after it are its zip
_ADDRESS_BEFORE = re.compile(r"\b(?:" + "|".join(sorted(STREET_WORDS | {"unit", "apartment", "suite", "terrace"}))
                             + r")\b")
_ID_CUE = re.compile(r"(?i)\b(?:number|account|card|ending|last four|pin|code|id|ticket|policy|claim|order|reference|"
                     r"confirmation|member|zip|extension|routing|social|serial|plate|case|booking|tracking|ends|postcode|"
                     r"post code|postal code)\b")


# Swedish numbers: each word's digits by the English rule ("tjugo" 2, "hundra" 2, "tusen" 3);
# compounds are their parts ("fyrtiofem" 2, "tvåhundra" 3).  "en" is also "a": only inside a run.
# The written forms, in order (0–9, 10–19, 20–90): the fills say numbers with them (fill/spoken.py).
SV_DIGIT_WORDS = ("noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio")
SV_TEEN_WORDS = ("tio", "elva", "tolv", "tretton", "fjorton", "femton", "sexton", "sjutton", "arton", "nitton")
SV_TENS_WORDS = ("tjugo", "trettio", "fyrtio", "femtio", "sextio", "sjuttio", "åttio", "nittio")
_SV_UNITS = frozenset({*SV_DIGIT_WORDS[1:], "en"})
_SV_TENS = frozenset({*SV_TENS_WORDS, *(w[:-1] for w in SV_TENS_WORDS if w.endswith("io")), "tjugi"})  # "tretti"
_SV_NUMBER_PARTS = {"noll": 1, **dict.fromkeys(_SV_UNITS, 1), **dict.fromkeys(_SV_TENS, 2), "hundra": 2,
                    "tusen": 3, **dict.fromkeys((*SV_TEEN_WORDS, "aderton"), 2)}

# "fyra tusen", "tvåhundra": an amount said, not digits read out.
_SV_AMOUNT = re.compile(r"(?i)hundra|tusen|miljon")
# Digits named as nouns ("sex etta"): also words ("en trea", "en sexa"), so only inside a run.
SV_DIGIT_NOUNS = frozenset({"etta", "nolla", "tvåa", "trea", "femma", "sexa", "sjua", "nia"})
_SV_PARTS_LONGEST_FIRST = sorted(_SV_NUMBER_PARTS, key=len, reverse=True)


@functools.lru_cache(maxsize=4096)
def _sv_number_parts(word: str) -> tuple[str, ...] | None:
    """A compound's number words ("fyrtiofem" → fyrtio, fem); None unless it is all number words."""
    if not word:
        return ()
    for part in _SV_PARTS_LONGEST_FIRST:
        rest = _sv_number_parts(word[len(part):]) if word.startswith(part) else None
        if rest is not None:
            return (part, *rest)
    return None


def sv_number_digits(word: str) -> int | None:
    """Digits a Swedish number word stands for, counted as the English are."""
    parts = _sv_number_parts(word) if word != "en" else None
    if not parts:
        return None
    return sum(0 if before in _SV_TENS and part in _SV_UNITS else _SV_NUMBER_PARTS[part]
               for before, part in zip(("", *parts), parts))


@dataclass(frozen=True)
class _Numbers:
    """How a language says digits, for `_digit_runs`."""

    digits: Callable[[str], int | None]  # a number word's digit count, None: not one
    tens: frozenset[str]
    units: frozenset[str]
    multipliers: dict[str, int]           # "double five" = two digits
    homophones: dict[str, int]            # ASR errors or ambiguous words, only inside a run
    token: re.Pattern[str]


_ENGLISH = _Numbers(_SPOKEN_DIGITS.get, _TENS, _UNITS, _MULTIPLIERS, _HOMOPHONES, _TOKEN)
_SWEDISH = _Numbers(sv_number_digits, _SV_TENS, _SV_UNITS, {"dubbel": 1, "dubbelt": 1, "dubbla": 1, "trippel": 2},
                    {"en": 1, **dict.fromkeys(SV_DIGIT_NOUNS, 1)},
                    re.compile(r"\d+|[^\W\d_]+|[-.(),/]"))

_SPEAKER_LABEL = re.compile(r"[ \t]*:")
_SV_ABBREVIATION = re.compile(r"(?:org|medl|anl|tel|reg|avd|adr|ref|kund|best|fakt|pers|lgh|ang|enl|inkl|exkl|handl|"
                              r"beh|kontr|ev|alt|bl|fr|dvs)\.[a-zåäö]+(?:\.[a-zåäö]+)?", re.IGNORECASE)
_USER_TOKEN = re.compile(r"(?<![\w@./-])[A-Za-z][A-Za-z0-9_.]{2,31}[A-Za-z0-9](?![\w@'’-])")  # not "couldn't"
USERNAME_HOTWORDS = ("user ?name", "user ?id", "login", "handle", "screen ?name", "gamer ?tag", "account name",
                     "alias", "nick ?name", "sign in as", "log ?in as")
SV_USERNAME_HOTWORDS = ("användarnamn\\w*", "användar-?id", "inloggning\\w*", "logga in som", "alias")


@detectors.register("transcript")
class TranscriptDetector(Detector):
    name = "transcript"

    def __init__(
        self,
        find: Sequence[str] = (SPELLED, DIGITS, USER_NAME),
        min_digits: int = 3,
        hotwords: Sequence[str] = USERNAME_HOTWORDS,
        hotword_window: int = 100,
        language: str = "en",
    ):
        find = string_list(find, "find")
        unknown = set(find) - {SPELLED, DIGITS, USER_NAME}
        if unknown:
            raise ValueError(f"unknown transcript pattern(s) {sorted(unknown)}")
        self.find = tuple(find)
        self.min_digits = min_digits
        self.hotwords = string_list(hotwords, "hotwords")
        self.hotword_window = hotword_window
        self.language = language

    def _setup(self) -> None:
        if not isinstance(self.min_digits, int) or not isinstance(self.hotword_window, int):
            raise ConfigError("transcript: min_digits and hotword_window must be whole numbers")
        swedish = self.language == "sv"
        self._hotwords = compile_hotwords((*self.hotwords, *(SV_USERNAME_HOTWORDS if swedish else ())))
        self._spelled_patterns = _SV_SPELLED_PATTERNS if swedish else _SPELLED_PATTERNS
        self._not_spelled = _SV_NOT_SPELLED if swedish else _NOT_SPELLED
        self._numbers = _SWEDISH if swedish else _ENGLISH
        # A Swedish transcript borrows English words ("password"): common in either is common.
        self._common_in = ("sv", "en") if swedish else ("en",)

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        spans: list[Span] = []
        if SPELLED in self.find:
            spans += self._spelled(doc.text)
        if DIGITS in self.find:
            spans += self._digit_runs(doc.text)
        if USER_NAME in self.find:
            spans += self._usernames(doc.text)
        if self.language == "en":  # e-mails, references, spelled names, addresses and bodies said aloud
            spans += [Span(start, end, label, self.name, score)
                      for start, end, label, score in (*find_spoken(doc.text), *find_addresses(doc.text),
                                                       *find_dates(doc.text),
                                                       *find_bodies(doc.text))]
        return spans

    def _spelled(self, text: str) -> list[Span]:
        spans = []
        for pattern, score in self._spelled_patterns:
            for match in pattern.finditer(text):
                letters = re.sub(r"[\W\d_]", "", match.group())
                if letters.upper() in self._not_spelled or len(letters) < 2:
                    continue
                end = match.end()
                while end > match.start() and text[end - 1] in " .":
                    end -= 1  # keep a sentence-final period outside: "M. K." → "M. K"
                spans.append(Span(match.start(), end, SPELLED, self.name, score))
        for match in _TWO_LETTERS.finditer(text) if self.language == "sv" else ():  # "L I" when asked to spell
            if _SPELL_CUE.search(text, max(0, match.start() - 80), match.start()) and \
                    match.group().replace(" ", "") not in self._not_spelled:
                spans.append(Span(match.start(), match.end(), SPELLED, self.name, 0.6))
        return spans

    def _digit_runs(self, text: str) -> list[Span]:
        """Group consecutive digit tokens (numerals, spoken digits, ASR homophones)."""
        numbers = self._numbers
        spans = []
        run: list[tuple[int, int, int, bool]] = []  # (start, end, digits, strong)

        def close() -> None:
            # an address just said: its zip may have homophones anywhere ("… unit b portland nine seven to one for")
            said = sum(t[2] for t in run)
            zip_code = self.language == "en" and said == 5 \
                and bool(_ADDRESS_BEFORE.search(text, max(0, run[0][0] - 50), run[0][0]))
            # a phone or a social in its groups ends or starts on a homophone too: "seven eight oh, for
            # nine one, six six oh to", "for six one, oh to, eight eight three oh"
            grouped = self.language == "en" and said in (9, 10) and text.count(",", run[0][0], run[-1][1]) >= 2
            while run and not run[-1][3] and not zip_code and not grouped:
                run.pop()  # a run may not end on a homophone ("six for" → "six")
            lead = next((k for k, t in enumerate(run) if t[3]), len(run))
            before = text[max(0, run[0][0] - 20):run[0][0]].rstrip(" \t") if run else ""
            if lead and not zip_code and not grouped \
                    and not ((sum(t[2] for t in run[lead:]) >= 12 or sum(t[2] for t in run) == 10)
                             and (not before or before[-1] in ",.:;\n")):
                del run[:lead]  # nor start on one, but for a card's or a phone's first group ", for for two seven, …"
            strong = sum(1 for t in run if t[3])
            digits = sum(t[2] for t in run)
            if self.language == "en" and strong < len(run) and sum(t[2] for t in run if t[3]) < 7 \
                    and not _ID_CUE.search(text, max(0, run[0][0] - 40), run[0][0]) and not zip_code:
                run.clear()  # "a pack of five for three forty": a homophone joins a long number's digits,
                return       # or those a word asks for ("my pin is four five for six")
            if digits >= self.min_digits and (strong >= 2 or any(text[t[0]].isdigit() for t in run)) \
                    and not PROVISION_BEFORE.search(text, max(0, run[0][0] - 20), run[0][0]) \
                    and not (self.language == "sv" and _SV_QUANTITY.fullmatch(text, run[0][0], run[-1][1])) \
                    and not (self.language == "sv" and digits < 6 and _SV_AMOUNT.search(text, run[0][0], run[-1][1])) \
                    and not (self.language == "en" and not text[run[0][0]].isdigit()
                             and (digits <= 4 or _SAID_AMOUNT.match(text, run[0][0], run[-1][1]))
                             and not _ID_CUE.search(text, max(0, run[0][0] - 40), run[0][0])):
                start, end, label = run[0][0], run[-1][1], DIGITS
                if start > 0 and text[start - 1] == "(" and ")" in text[start:end]:
                    start -= 1  # "(555) 123-4567" keeps its opening parenthesis inside
                elif self.language == "en" and (said := _PLUS.search(text[max(0, start - 8):start])):
                    start -= len(said.group())  # "plus three nine, three four seven …": a country code said,
                    label = "PHONE_NUMBER" if digits >= 8 else DIGITS  # a phone's
                spans.append(Span(start, end, label, self.name, 0.6))
            run.clear()

        multiplier, multiplier_start = 0, -1
        after_tens = False
        last_end = 0
        for match in numbers.token.finditer(text):
            token = match.group()
            gap = text[last_end:match.start()]
            if run and ("\n" in gap or ":" in gap or len(gap) > 2):  # "speaker 2: seven one …"
                close()
            last_end = match.end()
            if token in _JOINERS or (run and self.language == "en" and token.lower() in _SAID_JOINERS):
                continue  # "four three nine, four four three", "four one seven dash two": a run ends at a word
            lower = token.lower()
            start = multiplier_start if multiplier else match.start()
            spoken = numbers.digits(lower)
            if token.isdigit():
                run.append((start, match.end(), len(token) + multiplier, True))
            elif spoken is not None:
                if after_tens and lower in numbers.units and not multiplier:
                    spoken = 0  # "forty two" is two digits, not three
                run.append((start, match.end(), spoken + multiplier, True))
            elif lower in numbers.multipliers:
                multiplier, multiplier_start = numbers.multipliers[lower], match.start()
                continue
            elif lower in numbers.homophones and (run or self.language == "en"):  # "etta", a digit's noun, may end one
                run.append((match.start(), match.end(), numbers.homophones[lower], lower in SV_DIGIT_NOUNS))
            else:
                close()
            after_tens = lower in numbers.tens
            multiplier = 0
        close()
        return spans

    def _usernames(self, text: str) -> list[Span]:
        hotwords = self._hotwords
        any_hotword = bool(hotwords and hotwords.search(text))
        spans = []
        for match in _USER_TOKEN.finditer(text):
            token = match.group()
            if _SPEAKER_LABEL.match(text, match.end()) and (match.start() == 0 or text[match.start() - 1] == "\n"):
                continue  # "Studentservice: Hej …" is who speaks, not an account
            if self.language == "sv" and _SV_ABBREVIATION.fullmatch(token):
                continue  # "org.nr", "anl.chef", "medl.reg"
            has_digit = any(c.isdigit() for c in token)
            has_letter_run = sum(c.isalpha() for c in token) >= 2
            if has_digit and has_letter_run and not token.isupper():
                score = 0.55  # enigma52: letters and digits mixed in lower/mixed case
            elif (re.search(r"[A-Za-z0-9][_.][A-Za-z0-9]", token)
                  and not re.fullmatch(r"(?:[A-Za-z]\.)+[A-Za-z]", token)):
                score = 0.55  # kate_r88, john.doe
            elif any_hotword and not any(is_common_word(token, language=lang) for lang in self._common_in) \
                    and hotwords is not None and (hotwords.search(text, max(0, match.start() - self.hotword_window),
                                                                  match.start())
                                                  or hotwords.search(text, match.end(), match.end() + 20)):
                score = 0.2  # Mrbigchef: only after a hotword, or just before one ("bluefish is my username")
            else:
                continue
            if has_hotword(text, match.start(), match.end(), hotwords, self.hotword_window):
                score += 0.4
            spans.append(Span(match.start(), match.end(), USER_NAME, self.name, min(score, 1.0)))
        return spans
