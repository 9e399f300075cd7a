"""Presidio's analyzer as detectors: its results as pseudofill spans (`presidio_results`)
and its AnalyzerEngine run on each document (`presidio`).  The anonymizer side, the
`pseudofill` operator, is `fill/presidio.py`.

Presidio is an optional extra (`pip install pseudofill[presidio]`): `presidio_*` is
imported inside functions only, so importing pseudofill (which registers the detectors
`presidio_results` and `presidio` from here) never needs it, and reading precomputed
results (`presidio_results`, `spans_from_presidio`) works without it.
"""

from __future__ import annotations

import functools
import json
import weakref
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from ..document import ConfigError, Document, Span
from ..lexicon.presidio import label_map, spans_from_presidio
from ..models import DEFAULT_SPACY_MODEL
from .base import Detector, detectors


class _PresidioSpans(Detector):
    """What both Presidio detectors share: the label overrides, and which results count."""

    def __init__(self, min_score: float, keep_scores: bool, labels: Mapping[str, str] | None):
        if isinstance(min_score, bool) or not isinstance(min_score, (int, float)) or not 0 <= min_score <= 1:
            raise ValueError(f"min_score must be between 0 and 1, not {min_score!r}")
        self.min_score, self.keep_scores, self.labels = float(min_score), bool(keep_scores), label_map(labels)

    def _spans(self, results: Any, text: str) -> list[Span]:
        """Results at or above min_score; by default at score 1.0: Presidio's anonymizer
        replaces every result it is given (a phone number without context scores 0.4), and
        the analyzer's own min_score (0.5) is tuned for pseudofill's detectors."""
        kept = [s for s in spans_from_presidio(results, text, self.labels) if s.score >= self.min_score]
        return kept if self.keep_scores else [Span(s.start, s.end, s.label, s.source, 1.0) for s in kept]


@detectors.register("presidio_results")
class PresidioResultsDetector(_PresidioSpans):
    """Spans from Presidio results precomputed per record (a record field, in `Document.meta`).

    A record without the field fails (an error record) unless `missing = "empty"`: a
    pipeline trusting Presidio alone must not pass an unanalysed record through.  The field
    is removed from the document's meta once read (`keep_field = true` keeps it): its
    offsets give the length of every original value and a custom recognizer's
    `recognition_metadata` may hold anything, so it must not reach MASKED.jsonl.
    """

    name = "presidio_results"

    def __init__(self, field: str = "analyzer_results", missing: str = "error", min_score: float = 0.0,
                 keep_scores: bool = False, keep_field: bool = False, labels: Mapping[str, str] | None = None):
        if not isinstance(field, str) or field in ("", "id", "text"):
            raise ValueError(f"field must name a record field other than id and text, not {field!r}")
        if missing not in ("error", "empty"):
            raise ValueError(f"missing must be 'error' or 'empty', not {missing!r}")
        super().__init__(min_score, keep_scores, labels)
        self.field, self.missing, self.keep_field = field, missing, bool(keep_field)
        # Spans of documents whose field is consumed: a batch that failed on another record
        # is detected again document by document.  An entry goes with its document.
        self._consumed: dict[int, tuple[weakref.ref[Document], list[Span]]] = {}

    def detect(self, doc: Document) -> list[Span]:
        consumed = self._consumed.get(id(doc))
        if consumed is not None and consumed[0]() is doc:
            return list(consumed[1])
        raw = doc.meta.get(self.field)
        if raw is None:
            if self.missing == "empty":
                return []
            raise ValueError(f"no {self.field!r} field with Presidio analyzer results "
                             "([detectors.presidio_results] missing = \"empty\" masks such records without them)")
        try:
            spans = self._spans(json.loads(raw) if isinstance(raw, str) else raw, doc.text)  # str: a CSV column
        except (TypeError, ValueError) as exc:
            raise ValueError(f"field {self.field!r}: {exc}") from None
        if not self.keep_field:
            del doc.meta[self.field]
            self._consumed[id(doc)] = (weakref.ref(doc), spans)
            weakref.finalize(doc, self._consumed.pop, id(doc), None)
        return list(spans)


def analyzer_engine(model: str = DEFAULT_SPACY_MODEL, language: str = "en") -> Any:
    """Presidio's AnalyzerEngine on a spaCy pipeline (default our packaged, offline
    en_core_web_sm), built once per process."""
    return _analyzer_engine(model, language)


@functools.lru_cache(maxsize=4)
def _analyzer_engine(model: str, language: str) -> Any:
    try:
        from presidio_analyzer import AnalyzerEngine
        from presidio_analyzer.nlp_engine import NlpEngineProvider
    except ImportError as exc:
        raise ConfigError("the presidio detector needs Presidio: pip install pseudofill[presidio]") from exc
    provider = NlpEngineProvider(nlp_configuration={
        "nlp_engine_name": "spacy", "models": [{"lang_code": language, "model_name": model}]})
    try:
        return AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=[language])
    except (OSError, ValueError) as exc:
        raise ConfigError(f"presidio: cannot load spaCy pipeline {model!r}: {exc}") from None


@detectors.register("presidio")
class PresidioDetector(_PresidioSpans):
    """Presidio's own AnalyzerEngine (its predefined recognizers) as one detector, so
    `--detectors presidio,transcript` mixes them with ours; batched by BatchAnalyzerEngine."""

    name = "presidio"

    def __init__(self, model: str = DEFAULT_SPACY_MODEL, language: str = "en", entities: list[str] | None = None,
                 min_score: float = 0.0, keep_scores: bool = False, labels: Mapping[str, str] | None = None,
                 batch_size: int = 32):
        if entities is not None and (isinstance(entities, str) or not all(isinstance(e, str) for e in entities)):
            raise ValueError(f"entities must be a list of Presidio entity types, not {entities!r}")
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise ValueError(f"batch_size must be a whole number ≥ 1, not {batch_size!r}")
        super().__init__(min_score, keep_scores, labels)
        self.model, self.language, self.entities, self.batch_size = model, language, entities, batch_size

    def _setup(self) -> None:
        self.engine = analyzer_engine(self.model, self.language)

    def detect(self, doc: Document) -> list[Span]:
        return next(self.detect_batch([doc]))

    def detect_batch(self, docs: Iterable[Document]) -> Iterator[list[Span]]:
        self.prepare()
        from presidio_analyzer import BatchAnalyzerEngine

        docs = list(docs)
        found = BatchAnalyzerEngine(self.engine).analyze_iterator(
            [d.text for d in docs], self.language, batch_size=self.batch_size, entities=self.entities,
            score_threshold=self.min_score) if docs else []
        for doc, results in zip(docs, found, strict=True):
            yield self._spans(results, doc.text)


__all__ = ["PresidioDetector", "PresidioResultsDetector", "analyzer_engine"]
