"""People, bodies and places in lines written without capitals, found by a model trained on such text.

A speech recogniser writes "yeah aetna approved it" and "my sister in boise": no capital, no
cue word.  The rules find what a call's words announce ("my name is", "thank you for calling")
and what the gazetteers list; this finds the rest from context, with the packaged caseless
NER (data/ner_caseless_en: spaCy's English NER fine-tuned on lower-case, unpunctuated text by
scripts/build_caseless_ner.py).  It reads only the caseless lines, as written (not recased),
so edited text is left to the ordinary NER.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace

from ..document import Document, Span
from ..language import is_everyday
from ..languages.en.spoken import EN_DIGITS, EN_TEENS, EN_TENS, ORDINAL_UNITS
from ..lexicon.taxonomy import LOCATION, ORGANIZATION_NAME, PERSON_NAME
from ..lexicon.words import part_of_speech
from .base import detectors
from .entities import EntityDetector, _known_name
from .recase import is_caseless

_ARTICLE = re.compile(r"(?:the|a|an|this|that|our|your|my)\s", re.IGNORECASE)
_PHRASAL_END = re.compile(r"\s+([a-z]+)$")
_NUMERAL = re.compile("|".join((*EN_DIGITS, *EN_TEENS, *EN_TENS, "hundred", "thousand", "hundredth", "thousandth",
                                 r"(?:twen|thir|for|fif|six|seven|eigh|nine)tieth",
                                 r"(?:thir|four|fif|six|seven|eigh|nine)teenth", ORDINAL_UNITS, "tenth", "eleventh",
                                 "twelfth")))
# wordfreq zipf: "church", "drawn" are words, not names; alone, "undertaker" and "kittens" too
_EVERYDAY, _EVERYDAY_ALONE = 3.5, 3.0


@detectors.register("caseless")
class CaselessEntityDetector(EntityDetector):
    """The caseless NER over a document's caseless lines.  It scores below the rules (0.6):
    where a gazetteer or a cue says what a name is, its guess does not relabel it."""

    name = "caseless"
    recased = False  # reads lines as written: its model learnt lower case

    def __init__(self, model: str | Sequence[str] = "caseless",
                 labels: Sequence[str] | None = (PERSON_NAME, ORGANIZATION_NAME, LOCATION),
                 score: float = 0.6, min_words: int = 3, batch_size: int = 256, n_process: int = 1):
        super().__init__(model=model, labels=labels, score=score, batch_size=batch_size, n_process=n_process)
        self.min_words = min_words

    def detect_batch(self, docs: Iterable[Document]) -> Iterator[list[Span]]:
        docs = list(docs)
        blanked = [replace(doc, text=self._caseless_lines(doc.text)) for doc in docs]
        read = [i for i, doc in enumerate(blanked) if doc.text.strip()]
        found = dict(zip(read, super().detect_batch(blanked[i] for i in read), strict=True))
        yield from (found.get(i, []) for i in range(len(docs)))

    def _caseless_lines(self, text: str) -> str:
        """The text with every line that has capitals blanked (same length: offsets hold)."""
        return "".join(line if is_caseless(line, self.min_words) else re.sub(r"[^\n]", " ", line)
                       for line in text.splitlines(keepends=True))

    def _to_span(self, text: str, start: int, end: int, label: str, score: float) -> Span | None:
        span = super()._to_span(text, start, end, label, score)
        if span is None:
            return None
        phrasal = _PHRASAL_END.search(text, span.start, span.end)
        if phrasal and re.match(r"\s+(?:on|up|off|out|in|over|back)\b", text[span.end:span.end + 6]) \
                and part_of_speech(phrasal.group(1)) == "VERB":  # "from evans | hang on"
            span = Span(span.start, phrasal.start(), span.label, span.source, span.score)
        words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text[span.start:span.end])
        if not words or all(_ordinary(w, span.label, alone=len(words) == 1) for w in words) and (
                len(words) == 1 or span.label == PERSON_NAME or _ARTICLE.match(text, start)) \
                or all(_NUMERAL.fullmatch(w) for w in words):
            return None  # "church", "whole trash" as a person, "the front office": words, not names;
            # "my dad's seventieth": a number
        return span


def _ordinary(word: str, label: str, alone: bool = False) -> bool:
    """An everyday word the gazetteers do not know as a name of this kind; alone, a less
    common one too ("undertaker", "kittens")."""
    return is_everyday(word, "en", _EVERYDAY_ALONE if alone else _EVERYDAY) and not _known_name(word, label)
