"""Organisations where no NER reads the language (Swedish): a gazetteer of the bodies a
caller deals with (data/organisations_<lang>.txt: agencies, banks, insurers, operators,
shops, carriers, landlords) and the shapes of institution names ("Skatteverket",
"Vårdcentralen Sävja", "Örebro kommun", "Region Skåne").

A listed name that is also an everyday word ("Tre", "If", "Power") counts only where a
capital cannot be the sentence's own.  Caseless lines (ASR output) get their capitals back
first (detect/recase.py: "postnord" → "PostNord", "vivalla förskola" → "Vivalla
förskola").  Companies with a legal form ("… AB") and banks are the `patterns` detector's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..document import Document, Span
from ..language import get_language, is_everyday
from .base import Detector, detectors
from .gazetteers import is_common, organisation_names
from .people import opens_sentence, outermost
from .taxonomy import ORGANIZATION_NAME

_NAME = r"[A-ZÅÄÖ][\wåäöéü&'’-]*"
# Institution names by their shape, per language.
SHAPES: dict[str, tuple[re.Pattern[str], ...]] = {"sv": (
    # authorities named by what they are: Skatteverket, Försäkringskassan, Kronofogdemyndigheten
    re.compile(r"(?<![\w-])[A-ZÅÄÖ][a-zåäö]+(?:verket|kassan|myndigheten|styrelsen|inspektionen|nämnden|"
               r"förvaltningen|fogden|ombudsmannen)(?![\w-])"),
    # a kind of institution, then its name: Vårdcentralen Sävja, Förskolan Trollstigen, Region Skåne
    re.compile(rf"(?<![\w-])(?:Vårdcentralen|Hälsocentralen|Förskolan|Skolan|Barnavårdscentralen|BVC|"
               rf"Folktandvården|Tandvården|Apoteket|Biblioteket|Gymnasiet|Kyrkan|Församlingen|Brf|BRF|"
               rf"Bostadsrättsföreningen|Region|Kommunen|Hyresgästföreningen|Stiftelsen|Föreningen)"
               rf"\s+{_NAME}(?:\s+{_NAME})?"),
    # a name, then its kind: Örebro kommun, Danderyds sjukhus, Solrosens förskola, Stockholms stad
    re.compile(rf"(?<![\w-]){_NAME}(?:\s+{_NAME})?\s+(?:kommun|sjukhus|lasarett|förskola|skola|vårdcentral|"
               rf"hälsocentral|församling|gymnasium|universitet|högskola|bibliotek|stad|stift|tingsrätt|"
               rf"hovrätt|förvaltningsrätt)(?![\w-])"),
)}


@detectors.register("organisations")
class OrganisationDetector(Detector):
    name = "organisations"
    languages = ("sv",)  # the languages with a gazetteer and shapes

    def __init__(self, score: float = 0.7, language: str = "sv"):
        self.score = score
        self.language = language

    def _setup(self) -> None:
        code = get_language(self.language).code
        self._code = code
        names = organisation_names(code)
        self._listed = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, names)) + r")(?![\w-])") \
            if names else None
        self._shapes = SHAPES.get(code, ())

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        return outermost([*self._gazetteer(doc.text), *self._shaped(doc.text)])

    def _gazetteer(self, text: str) -> Iterator[Span]:
        if self._listed is None:
            return
        for match in self._listed.finditer(text):
            name = match.group()
            everyday = is_common(name, self._code) or is_everyday(name, "en", 4.0) or is_everyday(name, self._code, 5)
            if everyday and opens_sentence(text, match.start()):
                continue  # "Tre år senare": the sentence's capital
            yield Span(match.start(), match.end(), ORGANIZATION_NAME, self.name, self.score - 0.1 * everyday)

    def _shaped(self, text: str) -> Iterator[Span]:
        for pattern in self._shapes:
            for match in pattern.finditer(text):
                yield Span(match.start(), match.end(), ORGANIZATION_NAME, self.name, self.score - 0.05)
