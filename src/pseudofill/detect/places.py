"""Places from a gazetteer: what a small NER misses on foreign or rare place names
("Şırnak", "Muş", "Gloucestershire", "Botkyrka").

A capitalised run of one to three words that is a known city, country, US state or ISO
3166-2 subdivision becomes a LOCATION, as does any "…shire".  Names that are common
English words ("Reading", "Of", "Nice") are left to NER, which sees their context.
Inside a longer name ("Lublin Regional Court") the NER's organisation is longer and
wins the merge, so the place only adds what NER did not see.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from ..document import Document, Span
from ..language import get_language, home_country_names, is_everyday
from ..lexicon.gazetteers import (
    is_common,
    is_place,
    organisation_names,
    own_first_names,
    person_names,
    place_names,
    state_names,
)
from ..lexicon.taxonomy import LOCATION, ORGANIZATION_NAME
from .base import Detector, detectors
from .people import outermost

_WORD = re.compile(r"(?<![\w-])[^\W\d_][\w'’]*")
# Up to three words, joined by spaces or hyphens ("Stratford-upon-Avon", "Bielsko-Biała").
_PLACE_RUN = re.compile(r"[^\W\d_][\w'’]*(?:[- ][^\W\d_][\w'’]*){0,3}")
_PIECE = re.compile(r"[^\W\d_][\w'’]*")

@detectors.register("places")
class PlaceGazetteerDetector(Detector):
    name = "places"

    def __init__(self, score: float = 0.7, language: str = "en"):
        self.score = score
        self.language = language

    def _setup(self) -> None:
        own = get_language(self.language)
        place_names(own.code)
        self._code, self._pack = own.code, own
        self._context = re.compile(rf"\b(?:{'|'.join(map(re.escape, own.place_context or own.place_prepositions))})"
                                   r"\s+$", re.IGNORECASE)
        self._kind_after = re.compile(rf" (?:{'|'.join(own.place_kinds) or '(?!x)x'})\b")
        self._home = home_country_names(own.code)  # "Sverige" in a Swedish call: no one's whereabouts
        prepositions = "|".join(map(re.escape, own.place_prepositions)) or r"(?!x)x"
        self._unknown = re.compile(rf"(?<![\w-])(?i:{prepositions})\s+([^\W\d_]+(?:-[^\W\d_]+)?)(?![\w-])")
        self._organisations = frozenset(organisation_names(own.code))

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        text = doc.text
        ruled = [Span(m.start(), m.end(), LOCATION, self.name, self.score)
                 for pattern in self._pack.place_forms for m in pattern.finditer(text)
                 if not pattern.groups or not is_common(m.group(1))]
        unknown = list(self._after_preposition(text)) if self._pack.capitalises_only_names else []
        return outermost([*self._gazetteer(text), *ruled, *unknown])  # not "County Court", "Co. Limited" above

    def _after_preposition(self, text: str) -> Iterator[Span]:
        """A capitalised word after "i", "från", "utanför" ("bor i Kävlinge", "vid Järntorget",
        "i Mora"): where only proper nouns take capitals (Swedish), a place — a listed one even
        when it is also a word; an unlisted one unless it is a first name, a surname, a listed
        organisation or an everyday word here or in English."""
        for match in self._unknown.finditer(text):
            name = match.group(1)
            if not all(part[:1].isupper() and part[1:].islower() for part in name.split("-")):
                continue  # "Kävlinge", "Karl-Johan"; not "och", "IKEA", "McDonald"
            if name in self._home or name in self._organisations:
                continue
            listed = name in place_names(self._code)  # "i Mora": a listed place, even one that is also a word
            surname = name in person_names()[1] and not listed
            if not listed and (name in own_first_names(self._code) or is_common(name, self._code)
                               or any(is_everyday(name, loan, 4.0) for loan in self._pack.loan_languages) or surname):
                continue
            yield Span(match.start(1), match.end(1), LOCATION, self.name, self.score - 0.1)

    def _genitive(self, name: str) -> bool:
        """A listed place with the genitive s where only names take capitals ("Arendals skjærgård")."""
        stem = name[:-1]
        return self._pack.capitalises_only_names and "s" in self._pack.name_suffixes and name.endswith("s") \
            and len(stem) > 3 and is_place(stem, self._code) and stem not in self._home \
            and name.lower() not in self._pack.function_words and not is_common(name, self._code)  # "Hennes"

    def _placed(self, text: str, start: int, name: str) -> bool:
        """A place name that is also a first name needs a preposition before it."""
        return name not in person_names()[0] or bool(self._context.search(text, max(0, start - 12), start))

    def _gazetteer(self, text: str) -> Iterator[Span]:
        taken = 0
        for word in _WORD.finditer(text):
            if word.start() < taken or not word.group()[0].isupper():
                continue
            run = _PLACE_RUN.match(text, word.start())
            assert run is not None
            words = list(_PIECE.finditer(run.group()))
            # Longest prefix of the run (four pieces, three, two, one) that is a place.
            for count in range(len(words), 0, -1):
                end = run.start() + words[count - 1].end()
                name = text[run.start():end]
                if words[count - 1].group()[0].isupper() and (is_place(name, self._code) or self._genitive(name)) \
                        and self._placed(text, run.start(), name) and name not in self._home:
                    kind = self._kind_after.match(text, end)
                    end = kind.end() if kind else end
                    yield Span(run.start(), end, LOCATION, self.name, self.score)
                    taken = end
                    break


def whole_states(text: str, spans: list[Span]) -> list[Span]:
    """A state's formal name the detectors saw in pieces ("United Kingdom of Great Britain"
    + "Northern Ireland", "Bosnia" + "Herzegovina") as one more span over it all, for the
    merge to take: one state has one substitute, not "the Russian Federation and Kareliya"."""
    found = []
    for match in state_names_pattern().finditer(text):
        inside = [s for s in spans if s.label in _STATE_LABELS and s.start < match.end() and match.start() < s.end]
        if inside and not any(s.start <= match.start() and match.end() <= s.end for s in inside):
            first = min(inside, key=lambda s: s.start)
            found.append(Span(min(match.start(), first.start), max([match.end(), *(s.end for s in inside)]),
                              first.label, first.source, max(s.score for s in inside)))
    return found


_STATE_LABELS = frozenset({LOCATION, ORGANIZATION_NAME})


@functools.lru_cache(maxsize=1)
def state_names_pattern() -> re.Pattern[str]:
    """Names of states of several parts ("… of …", "… and …"), longest first."""
    names = sorted({n for n in state_names() if " of " in n or " and " in n}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, names)) + r")(?![\w-])")
