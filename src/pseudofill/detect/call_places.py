"""The places a call names without capitals (English transcripts): landmarks by their kind
("in black mountain", "at union station", "by the brooklyn museum", "at cape lookout"), a
quarter or a county ("the oakridge neighborhood", "cuyahoga county"), a word no one writes
after "in" ("in lodo"; after "at" a body: "at geisinger") and where a flight goes ("into
heathrow").  The bodies and people are `calls.py`'s and `callers.py`'s.
"""

from __future__ import annotations

import re

from ..language import is_everyday
from ..languages.en.spoken import EN_DIGITS, EN_TEENS, EN_TENS
from ..lexicon.gazetteers import is_common, person_names, place_names
from ..lexicon.taxonomy import LOCATION, ORGANIZATION_NAME
from ..lexicon.words import part_of_speech
from .callers import STOP_WORDS, Token, unwritten

NUMBER_WORDS = frozenset((*EN_DIGITS, *EN_TEENS, *EN_TENS, "oh", "hundred", "thousand"))
SPECIALTY = re.compile(r"[a-z]{3,}(?:ology|ologists?|iatrics|pedics|dontics)")  # "northshore endocrinology"
# a place a flight goes: "departing at six forty p m into heathrow".
_FLOWN = re.compile(r"\b(?:fly|flying|flew|flight|land|landing|lands|arrive|arriving|arrives|depart|departing|departs|"
                    r"connecting|layover)\b[^\n.?!]{0,40}?\b(?:into|out of|from|to|through|via)\s+(?P<place>[a-z']+)\b")


def find_places(text: str, tokens: list[Token], start: int, end: int) -> list[tuple[int, int, str, float]]:
    """(start, end, label, score) of the places on one transcribed line (`text` in lower case)."""
    found = [(m.start(1), m.end(2 if m.group(2) else 1), LOCATION, 0.65)
             for m in _QUARTER.finditer(text, start, end) if unwritten(m.group(1))]
    found += [(m.start(), m.end(), ORGANIZATION_NAME, 0.6) for m in _SAINTS.finditer(text, start, end)]
    found += [(m.start("name"), m.end("name"), LOCATION, 0.6) for m in _SITE.finditer(text, start, end)
              if m.group("saint") or unwritten(m.group("word")) and m.group("word").title() not in person_names()[0]]
    return found + _landmarks(tokens) + _after_preposition(tokens) + _flown(text, start, end)


# A church, a school or a hospital by its saint: "the mass is in saint patrick's"; not "saint patrick's day".
_SAINTS = re.compile(r"(?<![\w'])(?:saint|st)\s+[a-z]+'s(?![\w'])(?!\s+(?:day|eve|night|week))"
                     r"(?:\s+(?:parish|church|school|primary|college|hospital|cathedral|academy|high school))?"
                     r"(?![\w'])")
# A branch or a site by its place's name: "for the meersbrook site", "at the saint vital studio".
_SITE = re.compile(r"(?<![\w'])the\s+(?P<name>(?P<saint>(?:saint|st)\s+)?(?P<word>[a-z']{3,}))\s+"
                   r"(?:site|branch|depot|campus|studio|studios|store|clinic|yard|location|surgery|practice)s?(?![\w'])")


# A place named by the kind of place it is: "the oakridge neighborhood", "in ashford county".
_QUARTER = re.compile(r"(?<![\w'])([a-z]+)(?: (?:neighborhood|neighbourhood|district|village|suburb)|"
                      r"( county| township| borough| parish))(?![\w'])")  # a county's kind is in its name


# A place by the kind of place it is, after a word that places it and no article ("in black
# mountain", "at union station", "right by five points"), or with one where a name word is
# a place or no word ("by the brooklyn museum"); "cape lookout", "mount hood".
LANDMARK_KINDS = frozenset("mountain mountains falls springs beach valley heights hills hill lake creek estates "
                            "village point points station museum theatre theater hall stadium arena center centre "
                            "park gardens plaza square island bay harbor harbour river canyon ridge woods grove "
                            "crossing landing commons mall pier zoo library cathedral bridge capitol courthouse "
                            "tower junction roundabout flyover interchange "
                            "cemetery".split())
_PLACING = frozenset("in at near by from to about visit visiting outside behind past into".split())
_GENERIC = frozenset("city town train bus gas police fire service rest power radio tv metro subway ski water theme "
                     "amusement art science history music community recreation shopping convention event "
                     "exhibition medical sports concert dining lecture state national county local main high "
                     "the a an".split())  # "at city hall", "by the train station" name no place
_CAPES = frozenset("cape mount mt lake fort port".split())


def _landmarks(tokens: list[Token]) -> list[tuple[int, int, str, float]]:
    found = []
    for i, token in enumerate(tokens):
        if token.word in _CAPES and i + 1 < len(tokens) and tokens[i + 1].joined \
                and tokens[i + 1].word not in STOP_WORDS and not is_everyday(tokens[i + 1].word, "en", 5.0) \
                and (i == 0 or tokens[i - 1].word in _PLACING):
            found.append((token.start, tokens[i + 1].end, LOCATION, 0.6))  # "at cape lookout"
            continue
        if token.word not in LANDMARK_KINDS or not token.joined:
            continue
        first = i
        while first > 0 and i - first < 2 and tokens[first].joined and tokens[first - 1].word not in STOP_WORDS:
            first -= 1
        names = [t.word for t in tokens[first:i]]
        previous = tokens[first - 1].word if first > 0 else ""
        article = previous == "the" and first > 1 and tokens[first - 2].word in _PLACING
        previous = "from" if previous == "of" and first > 1 and tokens[first - 2].word == "out" else previous
        placed = names_a_place(names)  # "boston city hall"
        if not names or not (previous in _PLACING or article) or set(names) & _GENERIC and not placed \
                or any(part_of_speech(w) in _NOT_NAME_WORDS or w in NUMBER_WORDS for w in names):
            continue
        if article and not (placed or any(unwritten(w) for w in names)):
            continue  # "by the old museum"
        found.append((tokens[first].start, token.end, LOCATION, 0.6))
    return found


_NOT_NAME_WORDS = frozenset({"VERB", "AUX", "ADP", "PRON", "DET", "CCONJ", "SCONJ", "ADV", "PART"})


def _after_preposition(tokens: list[Token]) -> list[tuple[int, int, str, float]]:
    """A word no one writes after "in" is a place ("in lodo"), after "at" a body ("doctor
    chaudhry at geisinger"), unless a name or a place list says what it is."""
    found = []
    firsts, lasts = person_names()
    for previous, token in zip(tokens, tokens[1:]):
        word = token.word
        if previous.word not in ("in", "at") or not token.joined or len(word) < 4 or not word.isalpha() \
                or not unwritten(word) or word.title() in firsts or word.title() in lasts \
                or SPECIALTY.fullmatch(word):  # "in orthopedics": a department
            continue
        place = word.title() in place_names("en")
        found.append((token.start, token.end, LOCATION if previous.word == "in" or place else ORGANIZATION_NAME, 0.55))
    return found


def _flown(text: str, start: int, end: int) -> list[tuple[int, int, str, float]]:
    found = []
    for match in _FLOWN.finditer(text, start, end):
        word = match.group("place")
        if not is_everyday(word, "en", 4.0) and word not in NUMBER_WORDS and word.title() not in person_names()[0]:
            found.append((match.start("place"), match.end("place"), LOCATION, 0.6))
    return found


def names_a_place(words: list[str]) -> bool:
    """A word or two of `words` are a listed place, no common word ("new york", "jackson";
    not "temple", "mobile")."""
    places = place_names("en")
    return any(" ".join(words[k:k + 2]).title() in places for k in range(len(words) - 1)) \
        or any(w.title() in places and (part_of_speech(w) in (None, "PROPN")  # "california"; not "mobile"
                                        or not is_everyday(w, "en", 5.0) and not is_common(w, "en")) for w in words)
