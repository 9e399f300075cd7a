"""Who someone is without their name: quasi-identifiers that no NER model tags.

TAB (the text-anonymisation benchmark) and the GDPR's special categories count these
as personal data: together they single a person out as surely as a name does.

- OCCUPATION: jobs and ranks said of someone ("an agricultural engineer", "who is a
  police officer", "served as a first lieutenant", "two detective police officers"):
  every job title of Faker's English job list, in both of its word orders ("Engineer,
  agricultural"), plus ranks and everyday jobs it lacks.  A job that is a role in the
  story ("your technician appointment", "the officer") and the roles every court case
  has (judge, lawyer, prosecutor, counsel…) are left alone.
- RELATIVE: family composition ("his two sisters", "no children", "the applicant's
  brother", "widows"): children, siblings and widowhood.  A spouse or parent is near
  universal and says little, so "his wife" stays.
- MEDICAL_CONDITION: diseases, disorders, injuries and disabilities ("a brain
  haemorrhage", "Charcot-Marie-Tooth disease", "sensory neuropathy"), with the one
  word before the condition that names its kind.
- QUANTITY: spelled-out counts of people and events ("nineteen hearings", "twenty-four
  different offences", "three times a year").  Durations are dates (patterns).
- ORGANIZATION_NAME: offices named by title ("the Secretary of State", "the Consumer
  Ombudsman", "the Kraków Appeal Prosecutor"), which name one holder, and institutions
  named by place and kind ("Warszawa-Służewiec prison", "HM Prison Wymott").

Word lists are matched word by word (longest phrase first), so the cost is one pass
over the text whatever the size of the lists.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator

from ..document import Document, Span
from ..languages.en.attributes import conditions, occupations, relatives
from ..languages.en.spoken import EN_DIGITS, EN_TEENS, EN_TENS
from ..lexicon.gazetteers import person_names
from ..lexicon.taxonomy import MEDICAL_CONDITION, OCCUPATION, ORGANIZATION_NAME, QUANTITY, RELATIVE
from .base import Detector, detectors

KINDS = {"occupations": OCCUPATION, "relatives": RELATIVE, "health": MEDICAL_CONDITION,
         "counts": QUANTITY, "offices": ORGANIZATION_NAME}

_RELATIVE_MODIFIERS = frozenset(
    "no unmarried married elder older younger late minor adult dependant dependent eldest youngest twin "
    "only step".split())
# Suffixes of disease names ("arthritis", "leukaemia", "hemiplegia", "cardiomyopathy").
_CONDITION_SUFFIX = re.compile(r"[a-z]{3,}(?:itis|pathy|aemia|emia|plegia|phrenia|osis|oma)$")
_NOT_CONDITIONS = frozenset("diagnosis prognosis hypnosis symbiosis diploma aroma sympathy empathy antipathy "
                            "apotheosis osmosis metamorphosis stoma soma chromosome".split())
# One word before a condition belongs to it ("brain haemorrhage") unless it is one of these.
_NOT_MODIFIERS = frozenset(
    "a an the his her their its my your our of from with by and or to in on for as at had has have having was "
    "were is are be been suffered suffers suffering diagnosed developed develop caused cause causing due this "
    "that which who any no some such other same".split())

_UNITS = EN_DIGITS[1:]
_TEENS = EN_TEENS
_TENS = EN_TENS
_NUMBER = (rf"(?:(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS)}))?|{'|'.join(_TEENS + _UNITS)}"
           rf"|(?:a |one |two |three |several )?(?:hundred|thousand|dozen))")
# A phrase that starts by saying how many: "two children", "his two sisters".
LEADING_COUNT = re.compile(rf"(?:(?:his|her|their|its|the)\s+)?(?:{_NUMBER}|\d+)\s+[^\W\d_]", re.IGNORECASE)
# What follows a count and is no counted thing: time units (durations are dates),
# prepositions, conjunctions, "per cent".
_NOT_COUNTED = ("of|and|or|to|in|on|at|by|for|from|with|per|percent|cent|years?|months?|weeks?|days?|hours?|"
                "minutes?|seconds?|moments?|decades?|centuries|century|a|an|the|is|are|was|were|had|has|have|times|"
                "things?|ways?|point|side|another|more|less|thing|bit|last|first|since|until|till|after|before|"
                "but|so|if|then|as|into|about|over|under|because|when|while|which|who|that|it|i|you|we|they|he|she")
_COUNT = re.compile(
    rf"(?<![\w-])(?:{_NUMBER})(?:\s+(?:times?|occasions?)\s+(?:a|per)\s+(?:year|month|week|day)\b"
    rf"|(?:\s+(?:other|different|more|further|separate|new|former|armed|masked)){{0,3}}\s+(?!(?:{_NOT_COUNTED})\b)"
    rf"(?![a-z]+(?:ly|ed)\b)[a-z][a-z-]+)",
    re.IGNORECASE)
# An office named by title: capitalised words ending in an office's name, with its
# "of …" ("Secretary of State", "Director General of Public Prosecutions"), and its own name in
# brackets ("Chancellor of Justice (Justitiekanslern)").
_OFFICE = re.compile(
    r"(?<![\w-])(?:[A-Z][\w’'-]+ (?:(?:[A-Z][\w’'-]+|of|the|for) ){0,5})?"
    r"(?:Secretary|Secretariat|Prosecutor|Commissioner|Ombudsman|Chancellor|Revenue)"
    r"(?: (?:of|for)(?: the)?(?: [A-Z][\w-]+){1,4})?(?: \([A-Z][\w-]+(?: [\w-]+)?\))?")
# An institution named by its place and kind ("Warszawa-Służewiec prison", "HM Prison
# Wymott", "Adare police station"); not "The prison", "Ankara prison" is one.
_INSTITUTION = re.compile(
    r"(?<![\w-])(?!(?:The|A|An|This|That|These|Those|His|Her|Their|Its|In|At|On|From|To|Of|Every|Each|Any|No)\b)"
    r"(?:HM (?:Prison|Young Offender Institution) [A-Z][\w’'-]+|[A-Z][\w’'-]+(?: [A-Z][\w’'-]+){0,2} "
    r"(?:prison|remand centre|detention centre|police station|hospital|psychiatric hospital|labour camp))(?!\w)")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
# A job said of someone ("worked as a teacher", "who is a police officer", ", an
# agricultural engineer,", "two detective police officers"), not a role in the story
# ("your technician appointment", "his solicitor", "the officer"): an article, "as" or
# a count before it, with at most one word between.
_PREDICATED = re.compile(rf"(?<![\w-])(?:an?|as|his|her|their|{_NUMBER})\s+(?:[\w-]+\s+)?$", re.IGNORECASE)


Word = tuple[int, int, str]  # start, end, lower-case form


def _words(text: str) -> list[Word]:
    return [(m.start(), m.end(), m.group().lower()) for m in _WORD.finditer(text)]


@functools.lru_cache(maxsize=8)
def _longest(lexicon: frozenset[str]) -> dict[str, int]:
    """First word → the most words of a phrase that starts with it."""
    longest: dict[str, int] = {}
    for phrase in lexicon:
        words = phrase.split()
        longest[words[0]] = max(longest.get(words[0], 0), len(words))
    return longest


def _phrases(text: str, words: list[Word], lexicon: frozenset[str]) -> Iterator[tuple[int, int]]:
    """(start, end) of every longest lexicon phrase, words joined by single spaces."""
    longest = _longest(lexicon)
    i = 0
    while i < len(words):
        size = min(longest.get(words[i][2], 0), len(words) - i)
        while size:
            chunk = words[i:i + size]
            if all(text[a[1]:b[0]] == " " for a, b in zip(chunk, chunk[1:])) and \
                    " ".join(w for _, _, w in chunk) in lexicon:
                yield chunk[0][0], chunk[-1][1]
                break
            size -= 1
        i += max(size, 1)


@detectors.register("attributes")
class AttributeDetector(Detector):
    """Occupations, relatives, health, counts and offices (`kinds` selects among them)."""

    name = "attributes"
    needs = "attributes"

    def __init__(self, kinds: Iterable[str] = tuple(KINDS), score: float = 0.6):
        self.kinds = kinds
        self.score = score

    def _setup(self) -> None:
        from ..document import ConfigError

        unknown = sorted(set(self.kinds) - set(KINDS))
        if isinstance(self.kinds, str) or unknown:
            raise ConfigError(f"attributes: kinds must be a list of {sorted(KINDS)}, not {self.kinds!r}")
        occupations(), conditions(), relatives()

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        text, kinds, words = doc.text, set(self.kinds), _words(doc.text)
        found: list[tuple[int, int, str]] = []
        if "occupations" in kinds:
            found += [(s, e, OCCUPATION) for s, e in _phrases(text, words, occupations())
                      if _PREDICATED.search(text, max(0, s - 40), s)
                      and (text[s].islower() or _capital_allowed(text, s))]
        if "relatives" in kinds:
            found += [(_modifiers_before(text, s, _RELATIVE_MODIFIERS), e, RELATIVE)
                      for s, e in _phrases(text, words, relatives())]
        if "health" in kinds:
            found += [(_modifiers_before(text, s, None), e, MEDICAL_CONDITION) for s, e in _health(text, words)]
        if "counts" in kinds:
            found += [(m.start(), m.end(), QUANTITY) for m in _COUNT.finditer(text)]
        if "offices" in kinds:
            found += [(m.start(), m.end(), ORGANIZATION_NAME)
                      for pattern in (_OFFICE, _INSTITUTION) for m in pattern.finditer(text)]
        return [Span(s, e, label, self.name, self.score) for s, e, label in found]


def _capital_allowed(text: str, start: int) -> bool:
    """A capitalised job ("Captain", "Private") is one when it starts a sentence or is
    not followed by a capitalised word (then it is a title before a name: `names`)."""
    after = _WORD.search(text, text.find(" ", start) + 1 if text.find(" ", start) >= 0 else len(text))
    return after is None or not after.group()[0].isupper()


def _health(text: str, words: list[Word]) -> Iterator[tuple[int, int]]:
    yield from _phrases(text, words, conditions())
    for start, end, lower in words:
        if _CONDITION_SUFFIX.search(lower) and lower not in _NOT_CONDITIONS \
                and lower.title() not in person_names()[0]:  # "ifeoma" is someone
            yield start, end


def _modifiers_before(text: str, start: int, allowed: frozenset[str] | None) -> int:
    """Start of the phrase with the words before it that belong to it: counts and the
    `allowed` words (all but _NOT_MODIFIERS when None), at most two words back."""
    for _ in range(2):
        before = re.search(r"([\w'’-]+) $", text[max(0, start - 40):start])
        if not before:
            break
        word = before.group(1).lower()
        belongs = re.fullmatch(_NUMBER, word, re.IGNORECASE) or (
            word in allowed if allowed is not None else word not in _NOT_MODIFIERS and bool(_WORD.fullmatch(word)))
        if not belongs:
            break
        start -= len(before.group(0))
        if allowed is None:
            break
    return start
