"""entityTagger (Vats et al. §3.1): NER spans mapped to our taxonomy.

Backends: any spaCy pipeline (name or path; default the packaged en_core_web_sm) or,
when `backend="transformers"`, a token-classification model directory or hub name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence

from ..document import Document, Span
from ..models import DEFAULT_SPACY_MODEL, load_spacy, load_token_classifier
from ..registry import detectors
from .base import Detector, string_list
from .taxonomy import DATE, DEFAULT_ENTITY_LABELS, PERSON_NAME, TIME, PERSON_TITLES, SPACY_LABELS, TRANSFORMERS_LABELS

_TITLE = re.compile(r"^(?:(?:" + "|".join(sorted(PERSON_TITLES)) + r")\.?\s+)+", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s?$")
_BREAK = re.compile(r"[\n.!?]\s")
# "today", "this morning", "all week" identify nobody; a number, a month or a weekday can.
_SPECIFIC_DATE = re.compile(r"\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)"
                            r"[a-z]*\b", re.IGNORECASE)


def split_for_model(text: str, max_chars: int) -> list[tuple[int, str]]:
    """Cut a long text into (offset, piece) at line or sentence breaks, so a model with
    a length limit sees it whole; pieces keep exact offsets."""
    pieces: list[tuple[int, str]] = []
    start = 0
    while len(text) - start > max_chars:
        window = text[start:start + max_chars]
        cut = max((m.end() for m in _BREAK.finditer(window)), default=0)
        if cut < max_chars // 2:
            cut = window.rfind(" ") + 1 or max_chars
        pieces.append((start, text[start:start + cut]))
        start += cut
    pieces.append((start, text[start:]))
    return pieces


def trim_person(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop titles and a possessive from a person mention: "Mr. Smith's" → "Smith"."""
    mention = text[start:end]
    title = _TITLE.match(mention)
    if title and title.end() < len(mention):
        start += title.end()
    possessive = _POSSESSIVE.search(text[start:end])
    if possessive and possessive.start() > 0:
        end = start + possessive.start()
    return start, end


@detectors.register("entity")
class EntityDetector(Detector):
    """Named entities from spaCy (batched with nlp.pipe) or a transformers tagger."""

    name = "entity"

    def __init__(
        self,
        model: str = DEFAULT_SPACY_MODEL,
        backend: str = "spacy",
        labels: Sequence[str] = DEFAULT_ENTITY_LABELS,
        score: float = 0.85,
        batch_size: int = 64,
        n_process: int = 1,
        max_chars: int | None = None,
        vague_dates: bool = False,
    ):
        if backend not in ("spacy", "transformers"):
            raise ValueError(f"backend must be 'spacy' or 'transformers', not {backend!r}")
        self.model = model
        self.backend = backend
        self.labels = string_list(labels, "labels")
        self.score = score
        self.batch_size = batch_size
        self.n_process = n_process
        self.max_chars = max_chars or (100_000 if backend == "spacy" else 1_500)
        self.vague_dates = vague_dates

    def detect(self, doc: Document) -> list[Span]:
        return next(self.detect_batch([doc]))

    def detect_batch(self, docs: Iterable[Document]) -> Iterator[list[Span]]:
        docs = list(docs)
        pieces = [(i, offset, piece) for i, doc in enumerate(docs)
                  for offset, piece in split_for_model(doc.text, self.max_chars)]
        found: list[list[Span]] = [[] for _ in docs]
        raw = self._spacy_entities if self.backend == "spacy" else self._transformers_entities
        for (i, offset, _), entities in zip(pieces, raw([p for _, _, p in pieces]), strict=True):
            for start, end, label, score in entities:
                span = self._to_span(docs[i].text, offset + start, offset + end, label, score)
                if span is not None:
                    found[i].append(span)
        yield from found

    def _to_span(self, text: str, start: int, end: int, label: str, score: float) -> Span | None:
        if label not in self.labels:
            return None
        if label == PERSON_NAME:
            start, end = trim_person(text, start, end)
        if label in (DATE, TIME) and not self.vague_dates and not _SPECIFIC_DATE.search(text, start, end):
            return None
        while end > start and not text[end - 1].isalnum():
            end -= 1
        while start < end and text[start].isspace():
            start += 1
        if end <= start:
            return None
        return Span(start, end, label, source=self.name, score=score)

    def _spacy_entities(self, texts: list[str]) -> Iterator[list[tuple[int, int, str, float]]]:
        nlp = load_spacy(self.model)
        # memory_zone frees the strings each batch adds, so a long run stays flat in memory.
        with nlp.memory_zone():
            results = [
                [(e.start_char, e.end_char, SPACY_LABELS.get(e.label_, e.label_), self.score) for e in parsed.ents]
                for parsed in nlp.pipe(texts, batch_size=self.batch_size, n_process=self.n_process)
            ]
        yield from results

    def _transformers_entities(self, texts: list[str]) -> Iterator[list[tuple[int, int, str, float]]]:
        tagger = load_token_classifier(self.model)
        outputs = tagger(texts, batch_size=self.batch_size) if texts else []
        for entities in outputs:
            yield [
                (int(e["start"]), int(e["end"]),
                 TRANSFORMERS_LABELS.get(e["entity_group"].upper(), e["entity_group"].upper()), float(e["score"]))
                for e in entities
            ]
