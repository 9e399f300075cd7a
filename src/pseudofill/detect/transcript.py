"""What ASR transcripts leak that DLP misses (Dialpad, §3.1 items 3–4).

- spelled-out letters: "A-L-P-H-A", "M. K.", "S M I T H", "bravo alpha kilo", "B as in boy";
- digit runs of three or more digits, written or spoken, with mis-transcriptions
  ("four five for six"): repeated digits and ASR errors defeat phone/id patterns;
- usernames ("enigma52", "kate_r88", "Mrbigchef"), boosted by a hotword such as
  "username" within 100 characters.

How a language says its numbers and spells its letters is its pack's (`languages/<code>/spoken.py`):
Swedish reads "fyrtiofem", "noll sju tre", "Å-B-E-R-G", "Adam Bertil Caesar", "B som i Bertil" and
"användarnamn".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..document import ConfigError, Document, Span
from ..languages import get_language
from ..languages.en.spoken import USERNAME_HOTWORDS
from ..lexicon.taxonomy import SPELLED_SEQUENCE
from ..lexicon.words import is_common_word
from .base import PROVISION_BEFORE, Detector, compile_hotwords, detectors, has_hotword, string_list
from .calls import find_bodies
from .spoken import find_spoken
from .spoken_addresses import find_addresses
from .spoken_dates import find_dates

SPELLED = SPELLED_SEQUENCE
DIGITS = "DIGIT_SEQUENCE"
USER_NAME = "USER_NAME"

_SPEAKER_LABEL = re.compile(r"[ \t]*:")
_JOINERS = frozenset("-.(),/")
_USER_TOKEN = re.compile(r"(?<![\w@./-])[A-Za-z][A-Za-z0-9_.]{2,31}[A-Za-z0-9](?![\w@'’-])")  # not "couldn't"


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
        pack = get_language(self.language)
        if pack.numbers is None or pack.spelling is None:
            raise ConfigError(f"transcript: the {pack.name} pack says nothing of how its transcripts read "
                              "digits and letters out (its `numbers` and `spelling`)")
        self._pack, self._numbers, self._spelling = pack, pack.numbers, pack.spelling
        self._hotwords = compile_hotwords((*self.hotwords, *pack.username_hotwords))
        self._common_in = (pack.code, *pack.loan_languages)  # a borrowed word is common too ("password")

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        spans: list[Span] = []
        if SPELLED in self.find:
            spans += self._spelled(doc.text)
        if DIGITS in self.find:
            spans += self._digit_runs(doc.text)
        if USER_NAME in self.find:
            spans += self._usernames(doc.text)
        if self._pack.call_grammar:  # e-mails, references, spelled names, addresses and bodies said aloud
            spans += [Span(start, end, label, self.name, score)
                      for start, end, label, score in (*find_spoken(doc.text), *find_addresses(doc.text),
                                                       *find_dates(doc.text),
                                                       *find_bodies(doc.text))]
        return spans

    def _spelled(self, text: str) -> list[Span]:
        spans = []
        spelling = self._spelling
        for pattern, score in spelling.patterns:
            for match in pattern.finditer(text):
                letters = re.sub(r"[\W\d_]", "", match.group())
                if letters.upper() in spelling.not_spelled or len(letters) < 2:
                    continue
                end = match.end()
                while end > match.start() and text[end - 1] in " .":
                    end -= 1  # keep a sentence-final period outside: "M. K." → "M. K"
                spans.append(Span(match.start(), end, SPELLED, self.name, score))
        for match in spelling.two_letters.finditer(text) if spelling.two_letters and spelling.cue else ():
            if spelling.cue and spelling.cue.search(text, max(0, match.start() - 80), match.start()) and \
                    match.group().replace(" ", "") not in spelling.not_spelled:  # "L I" when asked to spell
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
            zip_code = said == 5 and numbers.address_before is not None \
                and bool(numbers.address_before.search(text, max(0, run[0][0] - 50), run[0][0]))
            # a phone or a social in its groups ends or starts on a homophone too: "seven eight oh, for
            # nine one, six six oh to", "for six one, oh to, eight eight three oh"
            grouped = numbers.grouped_ends and said in (9, 10) and text.count(",", run[0][0], run[-1][1]) >= 2
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
            if numbers.id_cue and strong < len(run) and sum(t[2] for t in run if t[3]) < 7 \
                    and not numbers.id_cue.search(text, max(0, run[0][0] - 40), run[0][0]) and not zip_code:
                run.clear()  # "a pack of five for three forty": a homophone joins a long number's digits,
                return       # or those a word asks for ("my pin is four five for six")
            if digits >= self.min_digits and (strong >= 2 or any(text[t[0]].isdigit() for t in run)) \
                    and not PROVISION_BEFORE.search(text, max(0, run[0][0] - 20), run[0][0]) \
                    and not (numbers.quantity and numbers.quantity.fullmatch(text, run[0][0], run[-1][1])) \
                    and not (numbers.amount and digits < 6 and numbers.amount.search(text, run[0][0], run[-1][1])) \
                    and not (numbers.said_amount and numbers.id_cue and not text[run[0][0]].isdigit()
                             and (digits <= 4 or numbers.said_amount.match(text, run[0][0], run[-1][1]))
                             and not numbers.id_cue.search(text, max(0, run[0][0] - 40), run[0][0])):
                start, end, label = run[0][0], run[-1][1], DIGITS
                if start > 0 and text[start - 1] == "(" and ")" in text[start:end]:
                    start -= 1  # "(555) 123-4567" keeps its opening parenthesis inside
                elif numbers.plus and (said := numbers.plus.search(text[max(0, start - 8):start])):
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
            if token in _JOINERS or (run and token.lower() in numbers.joiners):
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
            elif lower in numbers.homophones and (run or numbers.homophones_start):  # "etta" (a noun) may end one
                run.append((match.start(), match.end(), numbers.homophones[lower], lower in numbers.noun_digits))
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
            if self._pack.abbreviation and self._pack.abbreviation.fullmatch(token):
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
