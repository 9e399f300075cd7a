"""Organisations where no NER reads the language (Swedish): a gazetteer of the bodies a
caller deals with (languages/<code>/organisations.txt: agencies, banks, insurers, operators,
shops, carriers, landlords) and the shapes of institution names ("Skatteverket",
"Vårdcentralen Sävja", "Örebro kommun", "Region Skåne").

A listed name that is also an everyday word ("Tre", "If", "Power") counts only where a
capital cannot be the sentence's own.  Caseless lines (ASR output) get their capitals back
first (detect/recase.py: "postnord" → "PostNord", "vivalla förskola" → "Vivalla
förskola").  Companies with a legal form ("… AB") and unlisted banks ("Xbanken") are the
`patterns` detector's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..document import Document, Span
from ..language import get_language, is_everyday
from ..lexicon.gazetteers import is_common, is_last_name, is_place, organisation_names, person_names, said_organisations
from ..lexicon.taxonomy import ORGANIZATION_NAME, PERSON_NAME
from .base import Detector, detectors
from .people import capitalised_runs, opens_sentence, outermost


@detectors.register("organisations")
class OrganisationDetector(Detector):
    name = "organisations"
    needs = "organisations"  # a gazetteer of the language's bodies and its institution shapes

    def __init__(self, score: float = 0.7, language: str = "sv"):
        self.score = score
        self.language = language

    def _setup(self) -> None:
        code = get_language(self.language).code
        self._code = code
        names = organisation_names(code)
        self._listed = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, names)) + r")(?![\w-])") \
            if names else None
        self._pack = get_language(code)
        self._shapes = self._pack.institutions.shapes
        # a listed body as a recogniser writes it, in words ("sparebank en nord-norge")
        said = sorted((form for form in said_organisations(code) if " " in form), key=len, reverse=True)
        self._said = re.compile(r"(?i)(?<![\w-])(?:" + "|".join(map(re.escape, said)) + r")(?![\w-])") if said else None

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        return outermost([*self._gazetteer(doc.text), *self._shaped(doc.text), *self._proper_runs(doc.text)])

    def _proper_runs(self, text: str) -> Iterator[Span]:
        """Two or more capitalised words in a row that no list knows ("Leendet Tandvård",
        "Riu Palace Maspalomas", "Torleif Ahlgren"): where only proper nouns take capitals, a
        name — a person's when it ends in a surname or starts with a first name, else a body's.
        Not a sentence's first word that is an everyday word, not a listed place, not runs of
        everyday English ("Apple Pay" is, "Turkish Airlines" too)."""
        first_names = person_names()[0]
        function_words = get_language(self._code).function_words
        for run in capitalised_runs(text):
            opener = run[0].group() if run else ""
            if run and opens_sentence(text, run[0].start()) and opener not in first_names \
                    and (is_common(opener, self._code) or is_everyday(opener, self._code, 3.5)):
                run = run[1:]  # "Kunden Ingemar Rask ringde": the sentence's capital
            words = [w.group() for w in run]
            if len(words) < 2 or any(w.lower() in function_words for w in words) \
                    or is_place(" ".join(words), self._code) \
                    or all(self._loan_word(w) or is_common(w, self._code) for w in words):
                continue
            person = is_last_name(words[-1], self._code) or words[0] in first_names
            yield Span(run[0].start(), run[-1].end(), PERSON_NAME if person else ORGANIZATION_NAME, self.name,
                       self.score - 0.15)

    def _loan_word(self, word: str) -> bool:
        return any(is_everyday(word, loan, 4.0) for loan in self._pack.loan_languages)

    def _gazetteer(self, text: str) -> Iterator[Span]:
        if self._listed is None:
            return
        for match in self._listed.finditer(text):
            name = match.group()
            everyday = is_common(name, self._code) or self._loan_word(name) or is_everyday(name, self._code, 5)
            if everyday and opens_sentence(text, match.start()):
                continue  # "Tre år senare": the sentence's capital
            yield Span(match.start(), match.end(), ORGANIZATION_NAME, self.name, self.score - 0.1 * everyday)
        for match in self._said.finditer(text) if self._said else ():
            yield Span(match.start(), match.end(), ORGANIZATION_NAME, self.name, self.score)

    def _shaped(self, text: str) -> Iterator[Span]:
        function_words = get_language(self._code).function_words
        for pattern in self._shapes:
            for match in pattern.finditer(text):
                start, end = match.start(), match.end()
                if "name" in pattern.groupindex:
                    words = match.group("name").split()
                    if words[0].lower() in function_words or (is_common(words[0], self._code)
                                                               and opens_sentence(text, start)):
                        continue  # "Vilken skola", "Din förskola", "Hela stad"; not "på Göteborgs universitet"
                    if len(words) == 2 and match.end("name") == end and words[1] in person_names()[0]:
                        end = match.start("name") + len(words[0])  # "Vårdcentralen Sävja | Anna svarar"
                yield Span(start, end, ORGANIZATION_NAME, self.name, self.score - 0.05)
