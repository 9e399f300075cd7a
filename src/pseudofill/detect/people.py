"""People that NER misses in formal and transcribed text, found by rules.

- a title or honorific, then a name: "Mr Kamil Prus", "Mr L.-E. Pettiti", "Ms J.M.",
  "Lord Justice Buxton", "Judge Kalaydjieva", "Herr Müller", "Sergeant H" (any script,
  particles such as "van", "de", "ibn");
- judicial forms: "Tugendhat J", "Sedley LJ";
- initials used as names: "W.K.", "D.R.", and "his daughter M.";
- apposition and introductions: "represented by Anna Nowak", "named Ufuk Yanıkoğlu";
- two or more capitalised words that start with a first name from the gazetteer
  ("Anders Fredin", "Thór Vilhjálmsson").

Honorifics (Mr, Ms, Lord…) are trimmed from the span as the NER path trims them; ranks
and offices that are part of the reference ("Judge", "Justice", "Sergeant") stay in it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from ..document import ConfigError, Document, Span
from ..language import get_language, is_everyday
from ..languages.en.titles import ABBREVIATIONS, OFFICES
from ..lexicon.gazetteers import is_common, is_first_name, is_last_name, is_place, own_first_names, person_names
from ..lexicon.taxonomy import PERSON_NAME
from ..lexicon.words import is_common_word
from .base import Detector, detectors
from .entities import trim_person

_LETTER = r"[^\W\d_]"
_WORD = re.compile(rf"{_LETTER}[\w'’]*(?:-{_LETTER}[\w'’]*)*")
# A chat line's speaker: one or two capitalised words and a colon at the line's start ("Jakub: ").
_SPEAKER = re.compile(r"^[ \t]*([A-ZÆØÅÄÖ][^\W\d_]+(?: [A-ZÆØÅÄÖ][^\W\d_]+)?):", re.MULTILINE)
# An initial is one letter, or two when the second is a consonant ("Ch.", "Th."): "Li." ends a
# sentence ("herr Li. Kan du…").
_INITIAL = rf"{_LETTER}(?:(?![aeiouyåäöéAEIOUYÅÄÖÉ]){_LETTER})?\."
_INITIALS = re.compile(rf"{_INITIAL}(?:[ ]?-?{_INITIAL})*")
_GAP = re.compile(r"[ \t\u00a0]*")
# Possessives that are also first names ("Mina"): before a lower-case noun they are "my".
_POSSESSIVES = frozenset({"min", "mitt", "mina", "din", "ditt", "dina", "vår", "vårt", "våra"})
# What comes before a word that opens a sentence (or an utterance, after a speaker's "Kund:").
_OPENERS = frozenset(".!?:;\n\"'“”«»()–—-")
PARTICLES = frozenset("van von de der den del della di da dos das du le la ibn bin bint al el ter ten af zu y".split())

_OFFICE = re.compile(rf"(?:{OFFICES})\.?", re.IGNORECASE)
# Words that follow a title as an office, not a name: "Mr President", "Judge Rapporteur".
_ROLES = frozenset("president vice rapporteur registrar chancellor secretary minister chairman chairwoman "
                   "speaker governor general advocate attorney commissioner justice deputy chief head "
                   "prime member members court judges".split())
_INITIALS_NAME = re.compile(r"(?<![\w.])[A-Z]\.(?:-?[A-Z]\.?)+(?![\w])")


def _name_end(text: str, pos: int, after_title: bool, strict: bool = False, language: str = "en") -> int | None:
    """End of the name that starts at `pos` (initials, particles, capitalised words), or
    None.  After a title a single capital ("Captain J") or initials ("Ms J.M.") suffice;
    `strict` (after an office or an ambiguous title) wants a first word that looks like a
    name: initials, a capital, a name from the gazetteer, or a word neither common nor a place."""
    end: int | None = None
    words = 0
    after_initials = False  # "S.D. Burden": after initials a capitalised word is a surname
    while words < 5:
        gap = _GAP.match(text, pos)
        at = gap.end() if gap else pos
        if end is not None and at == pos and pos < len(text) and text[pos].isalnum():
            break
        initials = _INITIALS.match(text, at)
        if initials and initials.group()[0].isupper() and (after_title or end is not None):
            end = pos = initials.end()
            after_initials = True
            words += 1
            continue
        word = _WORD.match(text, at)
        if not word:
            break
        written = word.group()
        if written.lower() in PARTICLES and end is not None:
            particle, following = word, word
            while following and following.group().lower() in PARTICLES:  # "van der Berg"
                particle = following
                following = _WORD.match(text, _GAP.match(text, following.end()).end())  # type: ignore[union-attr]
            if following and following.group()[0].isupper() and following.start() > particle.end():
                pos = particle.end()
                words += 1
                continue
            break
        if written[0].islower():  # capitalised, or a script without case (王伟, محمد)
            break
        if end is None and written.lower() in _ROLES:
            return None
        if end is not None and is_common(written, language) and not (
                after_initials or is_last_name(written, language) or (written.isupper() and len(written) >= 3)):
            break
        if end is None and strict and not _name_like(written, language):
            return None
        after_initials = False
        if end is None and not after_title and is_common(written, language):
            return None
        if len(written) == 1 and (not after_title or written in "IA"):
            return None  # "Captain J" is a name; "Me I", "Mr A" are not
        end = pos = word.end()
        words += 1
    return end


@functools.lru_cache(maxsize=4)
def _after_place_word(language: str) -> re.Pattern[str]:
    """The end of a text that puts a place next ("bor i ")."""
    return re.compile(rf"\b(?:{'|'.join(get_language(language).place_prepositions)})\s+$")


def _before(text: str, start: int) -> int:
    """Where the last character before `start` that is no space stands (-1: none)."""
    before = start - 1
    while before >= 0 and text[before] in " \t\u00a0":
        before -= 1
    return before


def opens_sentence(text: str, start: int) -> bool:
    """Whether the word at `start` opens a sentence or an utterance ("Kund: Per här")."""
    before = _before(text, start)
    return before < 0 or text[before] in _OPENERS


def _last_word_start(text: str, end: int) -> int:
    """Where the word that ends at `end` (inclusive) begins."""
    start = end
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "-'’"):
        start -= 1
    return start


def _name_like(word: str, language: str = "en") -> bool:
    if len(word) == 1:
        return word not in "IA"
    if is_first_name(word, language) or is_last_name(word, language):
        return True
    # wordfreq: "Motors", "America" are words
    return not is_common_word(word, language=language) and not is_place(word, language)


def outermost(spans: list[Span]) -> list[Span]:
    """Each stretch once: a rule's span inside another rule's span adds nothing."""
    kept: list[Span] = []
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        if not kept or span.end > kept[-1].end:
            kept.append(span)
    return kept


def capitalised_runs(text: str) -> Iterator[list[re.Match[str]]]:
    """Runs of capitalised words separated by single spaces, on one line."""
    run: list[re.Match[str]] = []
    for word in _WORD.finditer(text):
        if word.group()[0].isupper() and not word.group().isupper():
            if run and text[run[-1].end():word.start()] in (" ", "\u00a0"):
                run.append(word)
                continue
            if run:
                yield run
            run = [word]
        else:
            if run:
                yield run
            run = []
    if run:
        yield run


@detectors.register("names")
class NameRulesDetector(Detector):
    """People by titles, judicial forms, initials, introductions and a names gazetteer."""

    name = "names"

    def __init__(self, score: float = 0.8, initials_score: float = 0.6, gazetteer: bool = True,
                 language: str = "en"):
        self.score = score
        self.initials_score = initials_score
        self.gazetteer = gazetteer
        self.language = language

    def _setup(self) -> None:
        person_names()  # load the gazetteer now, not on the first record
        self._pack = get_language(self.language)
        if self._pack.titles is None:
            raise ConfigError(f"people: the {self._pack.name} pack lists no titles (its `titles`)")
        self._titles = self._pack.titles

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        text = doc.text
        spans = [*self._titled(text), *self._judicial(text), *self._initials(text), *self._introduced(text)]
        if self.gazetteer:
            spans.extend(self._gazetteer(text))
        if self._pack.capitalises_only_names:
            spans.extend(self._speakers(text))
        return outermost(spans)

    def _speakers(self, text: str) -> Iterator[Span]:
        """A chat's speaker named by a first name of any list ("Jakub: neiii gratulerer"), where
        only names take capitals: a label is someone, not a role ("Kunde:", "Agent:")."""
        for label in _SPEAKER.finditer(text):
            name = label.group(1)
            if name.split()[0] in person_names()[0] and not is_common(name.split()[0].lower(), self._pack.code):
                yield Span(label.start(1), label.end(1), PERSON_NAME, self.name, self.score)

    def _span(self, text: str, start: int, end: int, score: float) -> Span | None:
        start, end = trim_person(text, start, end)
        return Span(start, end, PERSON_NAME, self.name, score) if end > start else None

    def _titled(self, text: str) -> Iterator[Span]:
        titles = self._titles
        for chain in titles.chain.finditer(text):
            if not chain.group()[0].isupper() and not titles.lower_case:
                continue
            strict = not titles.clear_honorific.search(chain.group())
            end = _name_end(text, chain.end(), after_title=True, strict=strict, language=self._pack.code)
            if end is None:
                continue
            # An office alone before a name stays in the span ("Judge Bratza"); honorifics go, and
            # a title said on a call ("doctor lindquist": the fill says "doctor" before the substitute)
            span = self._span(text, chain.end() if chain.group().islower() else chain.start(), end, self.score)
            if span is not None:
                yield span

    def _judicial(self, text: str) -> Iterator[Span]:
        for match in self._titles.judicial.finditer(text) if self._titles.judicial else ():
            name = match.group(1)
            if name[0].isupper() and (not is_common(name) or name in person_names()[1]) \
                    and not _OFFICE.fullmatch(name):
                yield Span(match.start(), match.end(), PERSON_NAME, self.name, self.score)

    def _initials(self, text: str) -> Iterator[Span]:
        for match in _INITIALS_NAME.finditer(text):
            written = match.group()
            if written not in ABBREVIATIONS and written.rstrip(".") + "." not in ABBREVIATIONS:
                yield Span(match.start(), match.end(), PERSON_NAME, self.name, self.initials_score)
        for match in self._titles.kin_initial.finditer(text) if self._titles.kin_initial else ():
            yield Span(match.start(1), match.end(1), PERSON_NAME, self.name, self.score)

    def _introduced(self, text: str) -> Iterator[Span]:
        language = self._pack.code
        for match in self._titles.introduced.finditer(text):
            end = _name_end(text, match.end(), after_title=False, language=language)
            if end is None:
                continue
            words = _WORD.findall(text, match.end(), end)
            following = _WORD.match(text, end + 1) if text[end:end + 1] == " " else None
            if following and following.group().lower() in self._pack.possessives:
                continue  # "hva heter mora di": whose mother, no name
            if len(words) >= 2 or any(is_first_name(w, language) or is_last_name(w, language) for w in words):
                yield Span(match.end(), end, PERSON_NAME, self.name, self.score)

    def _gazetteer(self, text: str) -> Iterator[Span]:
        language = self._pack.code
        for run in capitalised_runs(text):
            for i, word in enumerate(run[:-1]):
                # where only names are capitalised, a first name that is also a word ("Bo", "Stig") counts
                # (or before a second first name and a surname: "Per Ole Thorsen")
                loose = self._pack.capitalises_only_names and word.group() in person_names()[0] \
                    and (is_last_name(run[i + 1].group(), language)
                         or i + 2 < len(run) and is_first_name(run[i + 1].group(), language)
                         and is_last_name(run[i + 2].group(), language))
                if not is_first_name(word.group(), language) and not loose:
                    continue
                rest = run[i + 1:i + 4]
                kept = 0
                for other in rest:
                    # and a listed surname that is also a word after a first name ("Lars Skog")
                    listed = self._pack.capitalises_only_names and other.group() in person_names()[1]
                    if is_common(other.group(), language) and not is_last_name(other.group(), language) \
                            and not listed:
                        break
                    kept += 1
                if kept and not all(is_place(w.group(), language) for w in (word, *rest[:kept])):  # "Denver Colorado"
                    yield Span(word.start(), rest[kept - 1].end(), PERSON_NAME, self.name, self.score)
                break
        if self._pack.capitalises_only_names:
            yield from self._lone_first_names(text, language)

    def _lone_first_names(self, text: str, language: str) -> Iterator[Span]:
        """A first name alone ("Hej, Marianne på …"), where no NER reads the language: a
        language that capitalises only proper nouns (Swedish) names someone with one of its
        own first names written with a capital, even one that is also a word ("Per", "Bo"),
        unless the capital may be the sentence's own.  Another language's first name
        counts mid-sentence when it is no everyday word here or in English ("Royal",
        "Nazi", "Elden" are).  Names beside another capitalised word are the runs'."""
        first_names, own = person_names()[0], own_first_names(language)
        for word in _WORD.finditer(text):
            written = word.group()
            if not written[0].isupper() or written.isupper() or written not in first_names:
                continue
            after = word.end()
            opens = opens_sentence(text, word.start())
            before = _before(text, word.start())
            start = _last_word_start(text, before) if before >= 0 and text[before].isalnum() else word.start()
            previous = text[start:before + 1] if start < word.start() else ""
            # "Tack Per": a sentence's first word is capitalised for the sentence
            # ("Samboer Agnieszka": a first word no list names is the sentence's, not the name's)
            listed = previous in first_names or previous in person_names()[1]
            joined = previous[:1].isupper() and not (opens_sentence(text, start) and (
                is_common(previous, language) or not listed))
            if joined or text[after:after + 1] == " " and text[after + 1:after + 2].isupper():
                continue  # beside another capitalised word: a run, or a name of several words
            if written.lower() in _POSSESSIVES and text[after:after + 2][1:].islower():
                continue  # a possessive before its noun: "Mina sidor", "Min sida"
            if written in own:
                if opens and is_common(written, language):
                    continue
            elif opens or any(is_everyday(written, loan, 4.0) for loan in self._pack.loan_languages) \
                    or is_everyday(written, language, 3.5):
                continue
            if is_place(written, language) and (written not in own or _after_place_word(language).search(
                    text, max(0, word.start() - 12), word.start())):
                continue  # "Kent" is a man, "i Kent" a county
            yield Span(word.start(), word.end(), PERSON_NAME, self.name, self.score - 0.1)
