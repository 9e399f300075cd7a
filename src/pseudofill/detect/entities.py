"""entityTagger (Vats et al. §3.1): NER spans mapped to our taxonomy.

Backends: any spaCy pipeline (name or path; default the packaged en_core_web_sm) or,
when `backend="transformers"`, a token-classification model directory or hub name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence

from ..document import ConfigError, Document, Span
from ..models import DEFAULT_SPACY_MODEL, load_spacy, load_token_classifier
from ..registry import detectors
from .base import Detector, Window, context_windows, string_list
from .taxonomy import DATE, DEFAULT_ENTITY_LABELS, PERSON_NAME, TIME, PERSON_TITLES, SPACY_LABELS, TRANSFORMERS_LABELS

_TITLE = re.compile(r"^(?:(?:" + "|".join(sorted(PERSON_TITLES)) + r")\.?\s+)+", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s?$")
# "today", "this morning", "all week" identify nobody; a number, a month or a weekday can.
_SPECIFIC_DATE = re.compile(r"\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)"
                            r"[a-z]*\b", re.IGNORECASE)


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
        labels: Sequence[str] | None = None,
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
        # None: the default who/where/which-organisation/when labels this model produces.
        self.labels = string_list(labels, "labels") if labels is not None else None
        self.score = score
        self.batch_size = batch_size
        self.n_process = n_process
        self.max_chars = max_chars or (100_000 if backend == "spacy" else 1_500)
        self.vague_dates = vague_dates

    def _setup(self) -> None:
        if self.backend == "spacy":
            self._nlp = load_spacy(self.model)
            produced = {SPACY_LABELS.get(label, label) for label in self._nlp.get_pipe("ner").labels} \
                if "ner" in self._nlp.pipe_names else set()
        else:
            self._tagger = load_token_classifier(self.model)
            produced = {TRANSFORMERS_LABELS.get(tag.split("-")[-1].upper(), tag.split("-")[-1].upper())
                        for tag in self._tagger.model.config.id2label.values()}
        if self.labels is None:
            self._labels = frozenset(DEFAULT_ENTITY_LABELS) & produced
            return
        self._labels = frozenset(self.labels)
        unknown = sorted(self._labels - produced)
        if unknown:
            raise ConfigError(f"entity: model {self.model!r} cannot produce label(s) {unknown}; "
                              f"it produces {sorted(produced - {'O'})}")

    def detect(self, doc: Document) -> list[Span]:
        return next(self.detect_batch([doc]))

    def detect_batch(self, docs: Iterable[Document]) -> Iterator[list[Span]]:
        self.prepare()
        docs = list(docs)
        split = context_windows if self.backend == "spacy" else self._token_windows
        pieces = [(i, window) for i, doc in enumerate(docs) for window in split(doc.text, self.max_chars)]
        found: list[list[Span]] = [[] for _ in docs]
        raw = self._spacy_entities if self.backend == "spacy" else self._transformers_entities
        for (i, (offset, keep_from, keep_to, _)), entities in zip(pieces, raw([w[3] for _, w in pieces]), strict=True):
            for start, end, label, score in entities:
                if not keep_from <= offset + start < keep_to:
                    continue  # context of this piece: the piece it starts in reports it
                span = self._to_span(docs[i].text, offset + start, offset + end, label, score)
                if span is not None:
                    found[i].append(span)
        yield from found

    def _token_windows(self, text: str, max_chars: int) -> list[Window]:
        """Pieces the tagger sees whole: at most its max length in tokens (CJK, digits and
        emoji can take a token a character, so a character limit alone would truncate),
        each with some tokens of context on both sides of the stretch it owns."""
        tokenizer = self._tagger.tokenizer
        positions = getattr(self._tagger.model.config, "max_position_embeddings", 512) or 512
        limit = min(int(getattr(tokenizer, "model_max_length", 512) or 512), int(positions), 512) - 8
        context = min(32, limit // 4)
        step = limit - 2 * context
        windows: list[Window] = []
        for offset, keep_from, keep_to, piece in context_windows(text, max_chars):
            starts = [a for a, _ in tokenizer(piece, add_special_tokens=False, return_offsets_mapping=True)
                      ["offset_mapping"]]
            if len(starts) <= limit:
                windows.append((offset, keep_from, keep_to, piece))
                continue
            at = [*starts, len(piece)]  # character position of token i; the end for i = len(starts)
            for first in range(0, len(starts), step):
                last = min(len(starts), first + step)
                low, high = at[max(0, first - context)], at[min(len(starts), last + context)]
                own = (max(keep_from, offset + at[first]), min(keep_to, offset + at[last]))
                if own[0] < own[1]:
                    windows.append((offset + low, own[0], own[1], piece[low:high]))
        return windows

    def _to_span(self, text: str, start: int, end: int, label: str, score: float) -> Span | None:
        if label not in self._labels:
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
        nlp = self._nlp
        # memory_zone frees the strings each batch adds, so a long run stays flat in memory.
        with nlp.memory_zone():
            results = [
                [(e.start_char, e.end_char, SPACY_LABELS.get(e.label_, e.label_), self.score) for e in parsed.ents]
                for parsed in nlp.pipe(texts, batch_size=self.batch_size, n_process=self.n_process)
            ]
        yield from results

    def _transformers_entities(self, texts: list[str]) -> Iterator[list[tuple[int, int, str, float]]]:
        nonempty = [t for t in texts if t.strip()]
        outputs = iter(self._tagger(nonempty, batch_size=self.batch_size) if nonempty else [])
        for text in texts:
            entities = next(outputs) if text.strip() else []
            yield [
                (int(e["start"]), int(e["end"]),
                 TRANSFORMERS_LABELS.get(e["entity_group"].upper(), e["entity_group"].upper()), float(e["score"]))
                for e in entities
            ]
