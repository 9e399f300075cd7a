"""Whether a document is edited text or a conversation transcript, and what that changes.

A conversation identifies its speakers by who they are, where they live and which account
is theirs.  Its counts, prices, clock times, weekdays and durations ("give it twenty
minutes", "forty nine ninety nine a month", "since saturday", "the technician") say nothing
of anyone: masking them costs the training text its numbers and buys no privacy (Dialpad
leave them).  An edited document is different: a judgment's amounts, counts and dates
narrow its case down (the Text Anonymization Benchmark marks them).  So in a transcript the
analyzer keeps these as said; a calendar date ("the twelfth of april nineteen fifty one")
and everything else is masked in both.

`shape="auto"` reads each document: a transcript when most of its lines open with a
speaker's label ("agent: ", "A: ") or are in lower case, as a recogniser writes them.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..document import ConfigError, Span
from ..languages import get_language
from ..languages.en.attributes import occupations
from ..languages.en.spoken import EN_MONTHS, NUMBER_WORDS
from ..lexicon.taxonomy import (
    DATE,
    DEMOGRAPHIC,
    LOCATION,
    OCCUPATION,
    ORGANIZATION_NAME,
    PERSON_NAME,
    QUANTITY,
    RELATIVE,
    TIME,
)
from .callers import PARTICLES, TITLES
from .spoken import SPEAKER_LABEL

SHAPES = ("auto", "edited", "transcript")
_NAMES = (PERSON_NAME, LOCATION, ORGANIZATION_NAME)
_QUALIFIERS = frozenset("north south east west central upper lower new old port fort mount saint st".split())
_AFTER_PARTICLE = re.compile(r" ([A-Za-z][a-z]+)(?![\w'])")
# What a conversation's words say of no one: its numbers, and more.
NUMBER_LABELS = frozenset({QUANTITY, "MONEY", "PERCENT", "NUMBER", "ORDINAL", TIME})
SAID_OF_NO_ONE = NUMBER_LABELS | frozenset({OCCUPATION, RELATIVE, "PRODUCT", "EVENT", "WORK_OF_ART", "LANGUAGE", "LAW"})
_ORDINALS = ("first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|"
             "fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|"
             r"\d+(?:st|nd|rd|th)")
# A day of a month or a year: a date someone can be found by (also said: "nineteen ninety").
_CALENDAR = re.compile(rf"\d|\b(?:{_ORDINALS})\b|\b(?:nineteen|twenty|two thousand)\s+(?!minutes?|hours?|days?|weeks?"
                       rf"|months?|years?|percent|dollars?)[a-z]+(?:\s+[a-z]+)?\s*$|^(?:{EN_MONTHS})\s+\w+"
                       rf"|\b(?:{EN_MONTHS})\s+(?:{NUMBER_WORDS})\b",  # "seven march eighty five"
                       re.IGNORECASE)


def check_shape(shape: str) -> str:
    if shape not in SHAPES:
        raise ConfigError(f"shape must be one of {', '.join(SHAPES)}, not {shape!r}")
    return shape


def is_transcript(text: str) -> bool:
    """Most lines (of three words or more) open with a speaker's label or have no capital."""
    lines = [line for line in text.splitlines() if len(line.split()) >= 3]
    if not lines:
        return False
    said = sum(bool(SPEAKER_LABEL.match(line)) or not any(c.isupper() for c in line) for line in lines)
    return said * 2 > len(lines)


def for_transcript(text: str, spans: list[Span], language: str = "en") -> list[Span]:
    """The spans a conversation masks: no counts, prices, times, jobs, relations, nor (in
    English) a date that is no day of the calendar ("saturday", "next month", "twenty four
    hours") or a MISC."""
    english = get_language(language).call_grammar  # the English calendar words below
    return _whole_names(text, [_untitled(text, span) for span in spans if span.label not in SAID_OF_NO_ONE
                               and not (english and span.label == "MISC")
                               # a job a model calls a group is a job ("has the electrician lodged it")
                               and not (span.label == DEMOGRAPHIC
                                        and text[span.start:span.end].lower() in occupations())
                               and (span.label != DATE or not english or _CALENDAR.search(text[span.start:span.end])
                                    and not DURATION.search(text[span.start:span.end]))])


def _whole_names(text: str, spans: list[Span]) -> list[Span]:
    """A name in pieces is one name: two pieces of one kind a space apart ("mamelodi | east";
    not a town and its state, "plano | texas"), a surname after its particle ("alasdair mac |
    cloud")."""
    out: list[Span] = []
    for span in sorted(spans, key=lambda s: (s.start, s.end)):
        last = out[-1] if out else None
        if last is not None and last.label == span.label and last.label in _NAMES \
                and text[last.end:span.start] == " " and (last.label != LOCATION or _QUALIFIERS & {
                    text[last.start:last.end].split()[-1].lower(), text[span.start:span.end].split()[0].lower()}):
            out[-1] = replace(last, end=span.end, score=max(last.score, span.score))
            continue
        particle = _AFTER_PARTICLE.match(text, span.end) if span.label == PERSON_NAME else None
        said = text[span.start:span.end].split()
        if particle and len(said) >= 2 and said[-1].lower() in PARTICLES:  # not "ben | yesterday"
            span = replace(span, end=particle.end())
        out.append(span)
    return out


def _untitled(text: str, span: Span) -> Span:
    """A call's title stays outside the name ("doctor | lindquist"): the fill says it again
    before the substitute."""
    title = _TITLE.match(text, span.start, span.end) if span.label == "PERSON_NAME" else None
    return replace(span, start=title.end()) if title and title.end() < span.end else span


_TITLE = re.compile(rf"(?:{'|'.join(sorted(TITLES))})\.?\s+", re.IGNORECASE)


# "within about twenty four hours": a stretch of time, not a day ("a visa credit card": a
# small model's MISC on a call is a product, a brand, a card's kind).
DURATION = re.compile(r"\b(?:seconds|minutes?|hours?|days?|weeks?|months?|years?)\s*$", re.IGNORECASE)
