"""Organisations where no NER reads the language (Swedish): a gazetteer of the bodies a
caller deals with (data/organisations_<lang>.txt: agencies, banks, insurers, operators,
shops, carriers, landlords) and the shapes of institution names ("Skatteverket",
"Vårdcentralen Sävja", "Örebro kommun", "Region Skåne").

A listed name that is also an everyday word ("Tre", "If", "Power") counts only where a
capital cannot be the sentence's own.  Caseless lines (ASR output) get their capitals back
first (detect/recase.py: "postnord" → "PostNord", "vivalla förskola" → "Vivalla
förskola").  Companies with a legal form ("… AB") and unlisted banks ("Xbanken") are the
`patterns` detector's.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from ..document import Document, Span
from ..language import get_language, is_everyday
from ..lexicon.kinds import FIRM_KINDS, KIND_WORDS
from ..lexicon.taxonomy import ORGANIZATION_NAME, PERSON_NAME
from .base import Detector, detectors
from .gazetteers import is_common, is_last_name, is_place, organisation_names, person_names
from .patterns_sv import SV_NOT_FUNCTION
from .people import capitalised_runs, opens_sentence, outermost

_NAME = rf"{SV_NOT_FUNCTION}[A-ZÅÄÖ][\wåäöéü&'’-]*"
# The words that say what kind of institution a name is, per language: before its name
# ("Vårdcentralen Sävja", "Region Skåne") and after it ("Örebro kommun", "Danderyds sjukhus").
INSTITUTION_HEADS = {"sv": ("Vårdcentralen", "Hälsocentralen", "Förskolan", "Skolan", "Barnavårdscentralen", "BVC",
                            "Folktandvården", "Tandvården", "Apoteket", "Biblioteket", "Gymnasiet", "Kyrkan",
                            "Församlingen", "Brf", "BRF", "Bostadsrättsföreningen", "Region", "Kommunen",
                            "Hyresgästföreningen", "Stiftelsen", "Föreningen",
                            # businesses named the same way: "Salong Popović", "Guldsmeden Hägg"
                            "Salong", "Café", "Kafé", "Restaurang", "Pizzeria", "Hotell", "Konditori", "Bageri",
                            "Guldsmeden", "Frisörsalongen", "Optiker", "Blomsterhandeln", "Bokhandeln")}
# A trade after its owner's name, the name in the genitive: "Perssons Bil & Däck", "Linds El och VVS".
TRADES = {"sv": ("Bil", "Bilservice", "Däck", "Bygg", "Byggservice", "El", "VVS", "Rör", "Måleri", "Måleriservice",
                 "Städ", "Städservice", "Transport", "Åkeri", "Flytt", "Trädgård", "Plåt", "Tak", "Snickeri",
                 "Redovisning", "Ekonomi", "Konsult", "Fastigheter", "Fastighetsservice", "Optik", "Blommor",
                 "Hår", "Skönhet", "Tandvård", "Fysio", "Motor", "Maskin", "Smide", "Glas", "Golv", "Kakel")}
INSTITUTION_KINDS = {"en": FIRM_KINDS,
                     "sv": ("kommun", "sjukhus", "lasarett", "förskola", "skola", "vårdcentral", "hälsocentral",
                            "församling", "gymnasium", "gymnasiet", "universitet", "högskola", "folkhögskola",
                            "bibliotek", "stad", "stift", "kyrka", "tingsrätt", "hovrätt", "förvaltningsrätt",
                            "a-kassa", "tandvård")}
# One word that says its kind at its end: "Kvarnbyskolan", "Vaksalakyrkan", "Djurkliniken".
_KIND_ENDINGS = ("skolan", "gymnasiet", "kyrkan", "kliniken", "sjukhuset", "församling", "förskolan",
                 "vårdcentralen", "biblioteket")
# Institution names by their shape, per language; `name` is the part a fill replaces.
# Authorities named by what they are: Skatteverket, Försäkringskassan, Kronofogdemyndigheten.
AUTHORITY = re.compile(r"(?<![\w-])[A-ZÅÄÖ][a-zåäö]+(?:verket|kassan|myndigheten|styrelsen|inspektionen|nämnden|"
                       r"förvaltningen|fogden|ombudsmannen)(?![\w-])")
_EN_KINDS = "|".join(sorted(KIND_WORDS, key=len, reverse=True))
SHAPES: dict[str, tuple[re.Pattern[str], ...]] = {"sv": (
    AUTHORITY,
    re.compile(rf"(?<![\w-])(?:{'|'.join(INSTITUTION_HEADS['sv'])})\s+(?P<name>{_NAME}(?:\s+{_NAME})?)"),
    re.compile(rf"(?<![\w-])(?P<name>{_NAME}(?:\s+{_NAME})?)\s+(?:{'|'.join(INSTITUTION_KINDS['sv'])})(?![\w-])"),
    re.compile(rf"(?<![\w-])(?P<name>{SV_NOT_FUNCTION}[A-ZÅÄÖ][a-zåäöé]{{2,}}?)(?:{'|'.join(_KIND_ENDINGS)})(?![\w-])"),
    re.compile(rf"(?<![\w-])(?P<name>{SV_NOT_FUNCTION}[A-ZÅÄÖ][a-zåäöé]+s) (?:{'|'.join(TRADES['sv'])})"
               rf"(?:(?: & | och |, )(?:{'|'.join(TRADES['sv'])}))*(?![\w-])"),
), "en": (
    # a call's firm said before its kind ("bluewater telecom", "all seasons heating and air";
    # caseless: an edited text's "Lublin Regional Court" is its own)
    re.compile(rf"(?P<name>[a-z][a-z']*(?:\s[a-z][a-z']*){{0,2}}?)\s(?:{_EN_KINDS})(?:\s(?:and\s)?(?:{_EN_KINDS}))*"),
)}


@functools.lru_cache(maxsize=4)
def institution_words(language: str) -> frozenset[str]:
    """The kind words of a language's institution names, lower case (they say what, not who)."""
    return frozenset(w.lower() for w in (*INSTITUTION_HEADS.get(language, ()), *INSTITUTION_KINDS.get(language, ())))


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
                    or all(is_everyday(w, "en", 4.0) or is_common(w, self._code) for w in words):
                continue
            person = is_last_name(words[-1], self._code) or words[0] in first_names
            yield Span(run[0].start(), run[-1].end(), PERSON_NAME if person else ORGANIZATION_NAME, self.name,
                       self.score - 0.15)

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
