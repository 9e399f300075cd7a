"""What ASR transcripts leak that DLP misses (Dialpad, §3.1 items 3–4).

- spelled-out letters: "A-L-P-H-A", "M. K.", "S M I T H", "bravo alpha kilo", "B as in boy";
- digit runs of three or more digits, written or spoken, with mis-transcriptions
  ("four five for six"): repeated digits and ASR errors defeat phone/id patterns;
- usernames ("enigma52", "kate_r88", "Mrbigchef"), boosted by a hotword such as
  "username" within 100 characters.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..document import ConfigError, Document, Span
from .base import PROVISION_BEFORE, Detector, compile_hotwords, detectors, has_hotword, string_list
from .vocabulary import is_common_word

SPELLED = "SPELLED_SEQUENCE"
DIGITS = "DIGIT_SEQUENCE"
USER_NAME = "USER_NAME"

_NATO = ("alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima|mike|"
         "november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky|x-ray|xray|yankee|zulu")
_SPELLED_PATTERNS = (
    (re.compile(r"(?<![\w-])[A-Za-z](?:-[A-Za-z])+(?![\w-])"), 0.8),             # A-L-P-H-A
    (re.compile(r"(?<![\w.])(?:[A-Z]\.\s?){2,}(?!\w)"), 0.7),                     # M. K.
    (re.compile(r"(?<![\w-])[A-Z0-9](?:(?:,\s?|\s)[A-Z0-9]){2,}(?![\w-])"), 0.7),   # S M I T H, G, R, I, F
    (re.compile(rf"\b(?:{_NATO})(?:[\s,-]+(?:{_NATO})\b)+", re.IGNORECASE), 0.75),  # bravo alpha kilo
    (re.compile(r"\b[A-Za-z] (?:as in|for) [A-Z][a-z]+\b"), 0.6),                 # B as in Boy
)
_NOT_SPELLED = frozenset({"AM", "PM", "TV", "OK", "ID", "UK", "US", "EU", "CD", "DVD", "PC", "IT"})

_SPOKEN_DIGITS = {"zero": 1, "oh": 1, "o": 1, "nought": 1, "one": 1, "two": 1, "three": 1, "four": 1,
                  "five": 1, "six": 1, "seven": 1, "eight": 1, "nine": 1, "ten": 2, "eleven": 2, "twelve": 2,
                  "thirteen": 2, "fourteen": 2, "fifteen": 2, "sixteen": 2, "seventeen": 2, "eighteen": 2,
                  "nineteen": 2, "twenty": 2, "thirty": 2, "forty": 2, "fifty": 2, "sixty": 2, "seventy": 2,
                  "eighty": 2, "ninety": 2, "hundred": 2, "thousand": 3}
_TENS = frozenset({"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"})
_UNITS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"})
_MULTIPLIERS = {"double": 1, "triple": 2}  # "double five" = two digits
_HOMOPHONES = {"for": 1, "to": 1, "too": 1, "won": 1, "ate": 1}  # ASR errors, only inside a run
_TOKEN = re.compile(r"\d+|[A-Za-z]+|[-.(),/]")
_JOINERS = frozenset("-.(),/")

_USER_TOKEN = re.compile(r"(?<![\w@./-])[A-Za-z][A-Za-z0-9_.]{2,31}[A-Za-z0-9](?![\w@-])")
USERNAME_HOTWORDS = ("user ?name", "user ?id", "login", "handle", "screen ?name", "gamer ?tag", "account name",
                     "alias", "nick ?name", "sign in as", "log ?in as")


@detectors.register("transcript")
class TranscriptDetector(Detector):
    name = "transcript"

    def __init__(
        self,
        find: Sequence[str] = (SPELLED, DIGITS, USER_NAME),
        min_digits: int = 3,
        hotwords: Sequence[str] = USERNAME_HOTWORDS,
        hotword_window: int = 100,
    ):
        find = string_list(find, "find")
        unknown = set(find) - {SPELLED, DIGITS, USER_NAME}
        if unknown:
            raise ValueError(f"unknown transcript pattern(s) {sorted(unknown)}")
        self.find = tuple(find)
        self.min_digits = min_digits
        self.hotwords = string_list(hotwords, "hotwords")
        self.hotword_window = hotword_window

    def _setup(self) -> None:
        if not isinstance(self.min_digits, int) or not isinstance(self.hotword_window, int):
            raise ConfigError("transcript: min_digits and hotword_window must be whole numbers")
        self._hotwords = compile_hotwords(self.hotwords)

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        spans: list[Span] = []
        if SPELLED in self.find:
            spans += self._spelled(doc.text)
        if DIGITS in self.find:
            spans += self._digit_runs(doc.text)
        if USER_NAME in self.find:
            spans += self._usernames(doc.text)
        return spans

    def _spelled(self, text: str) -> list[Span]:
        spans = []
        for pattern, score in _SPELLED_PATTERNS:
            for match in pattern.finditer(text):
                letters = re.sub(r"[^A-Za-z]", "", match.group())
                if letters.upper() in _NOT_SPELLED or len(letters) < 2:
                    continue
                end = match.end()
                while end > match.start() and text[end - 1] in " .":
                    end -= 1  # keep a sentence-final period outside: "M. K." → "M. K"
                spans.append(Span(match.start(), end, SPELLED, self.name, score))
        return spans

    def _digit_runs(self, text: str) -> list[Span]:
        """Group consecutive digit tokens (numerals, spoken digits, ASR homophones)."""
        spans = []
        run: list[tuple[int, int, int, bool]] = []  # (start, end, digits, strong)

        def close() -> None:
            while run and not run[-1][3]:
                run.pop()  # a run may not end on a homophone ("six for" → "six")
            while run and not run[0][3]:
                run.pop(0)
            strong = sum(1 for t in run if t[3])
            digits = sum(t[2] for t in run)
            if digits >= self.min_digits and (strong >= 2 or any(text[t[0]].isdigit() for t in run)) \
                    and not PROVISION_BEFORE.search(text, max(0, run[0][0] - 20), run[0][0]):
                start, end = run[0][0], run[-1][1]
                if start > 0 and text[start - 1] == "(" and ")" in text[start:end]:
                    start -= 1  # "(555) 123-4567" keeps its opening parenthesis inside
                spans.append(Span(start, end, DIGITS, self.name, 0.6))
            run.clear()

        multiplier, multiplier_start = 0, -1
        after_tens = False
        last_end = 0
        for match in _TOKEN.finditer(text):
            token = match.group()
            gap = text[last_end:match.start()]
            if run and ("\n" in gap or len(gap) > 2):
                close()
            last_end = match.end()
            if token in _JOINERS:
                continue  # "four three nine, four four three": a run ends at a word, not a comma
            lower = token.lower()
            start = multiplier_start if multiplier else match.start()
            if token.isdigit():
                run.append((start, match.end(), len(token) + multiplier, True))
            elif lower in _SPOKEN_DIGITS:
                digits = _SPOKEN_DIGITS[lower]
                if after_tens and lower in _UNITS and not multiplier:
                    digits = 0  # "forty two" is two digits, not three
                run.append((start, match.end(), digits + multiplier, True))
            elif lower in _MULTIPLIERS:
                multiplier, multiplier_start = _MULTIPLIERS[lower], match.start()
                continue
            elif lower in _HOMOPHONES and run:
                run.append((match.start(), match.end(), 1, False))
            else:
                close()
            after_tens = lower in _TENS
            multiplier = 0
        close()
        return spans

    def _usernames(self, text: str) -> list[Span]:
        hotwords = self._hotwords
        any_hotword = bool(hotwords and hotwords.search(text))
        spans = []
        for match in _USER_TOKEN.finditer(text):
            token = match.group()
            has_digit = any(c.isdigit() for c in token)
            has_letter_run = sum(c.isalpha() for c in token) >= 2
            if has_digit and has_letter_run and not token.isupper():
                score = 0.55  # enigma52: letters and digits mixed in lower/mixed case
            elif (re.search(r"[A-Za-z0-9][_.][A-Za-z0-9]", token)
                  and not re.fullmatch(r"(?:[A-Za-z]\.)+[A-Za-z]", token)):
                score = 0.55  # kate_r88, john.doe
            elif any_hotword and not is_common_word(token):
                score = 0.2  # Mrbigchef: only with a hotword nearby
            else:
                continue
            if has_hotword(text, match.start(), match.end(), hotwords, self.hotword_window):
                score += 0.4
            spans.append(Span(match.start(), match.end(), USER_NAME, self.name, min(score, 1.0)))
        return spans
