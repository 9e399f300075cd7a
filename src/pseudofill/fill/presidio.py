"""Presidio's anonymizer with pseudofill's consistent fills: the `pseudofill` operator.

Presidio splits itself into an analyzer (its results are detectors here:
`detect/presidio.py`) and an anonymizer, whose operator this is.  Presidio is an optional
extra, imported inside functions only.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from ..document import Document, Span
from ..lexicon.presidio import SOURCE, checked_results, label_map, presidio_label
from ..mask import Masker
from .stream import build_filler

# --- the anonymizer operator -------------------------------------------------------------
_FILLERS: dict[str, Any] = {}


def cached_filler(method: str = "lm", seed: int = 0, **fill_options: Any) -> Any:
    """One filler per (method, seed, options) per process: models load once, and the
    corpus-wide reuse cap spans documents as in `pseudofill fill`.  `top_k` and
    `max_reuse` are [fill] options, the rest the method's [fill.params]."""
    key = json.dumps([method, seed, fill_options], sort_keys=True, default=repr)
    if key not in _FILLERS:
        params = dict(fill_options)
        top = {k: params.pop(k) for k in ("top_k", "max_reuse") if k in params}
        _FILLERS[key] = build_filler(method=method, seed=seed, params=params, **top)
    return _FILLERS[key]


@functools.cache
def _recorder() -> Any:
    """An AnonymizerEngine that stops where it would call the operators and returns the
    entities in the order it would call them (right to left), so conflict resolution and
    whitespace merging stay Presidio's own.  `_operate` is EngineBase's (2.2.366)."""
    from presidio_anonymizer import AnonymizerEngine

    class Recorder(AnonymizerEngine):
        def _operate(self, text: str, pii_entities: list[Any], *args: Any, **kwargs: Any) -> Any:
            return sorted(pii_entities, reverse=True)  # EngineBase._operate's order

    return Recorder()


class FillSession:
    """One document filled once; the `pseudofill` operator serves its fills back.

    Presidio calls an operator once per entity with only that entity's text, so the
    consistency cannot come from the operator.  The session takes the entities exactly as
    the anonymizer will operate on them, masks the whole document with numbered tags (one
    number per entity: "Mr. Smith" joins "John Smith"), fills it once with a pseudofill
    filler and the vault (type-aware values, leak guard), and serves each operator call
    its fill in the engine's own order.  `filled` is the FilledDocument.
    """

    def __init__(self, text: str, analyzer_results: Iterable[Any], *, method: str = "lm", seed: int = 0,
                 filler: Any = None, doc_id: str | None = None, labels: Mapping[str, str] | None = None,
                 conflict_resolution: Any = None, merge_entities_with_spaces: bool = True, **fill_options: Any):
        from presidio_anonymizer.entities import RecognizerResult

        if not isinstance(text, str):
            raise TypeError(f"text must be a string, not {type(text).__name__}")
        if filler is not None and fill_options:
            raise ValueError("pass either a filler or fill options, not both")
        labels = label_map(labels)
        self.text = text
        self.results = [RecognizerResult(*checked) for checked in checked_results(analyzer_results, text)]
        self.anonymize_options: dict[str, Any] = {"merge_entities_with_spaces": merge_entities_with_spaces}
        if conflict_resolution is not None:
            self.anonymize_options["conflict_resolution"] = conflict_resolution
        regions, limit = [], len(text)  # (entity, end, core start, core end) in the engine's order
        for entity in _recorder().anonymize(text, self.results, **self.anonymize_options):
            end = min(entity.end, limit)  # an overlapped entity is replaced up to the next one...
            piece = text[entity.start:end]
            a = entity.start + len(piece) - len(piece.lstrip())  # ...and the spaces that leaves stay spaces
            regions.append((entity, end, a, a + len(piece.strip())))
            limit = entity.start
        spans = [Span(a, b, presidio_label(e.entity_type, labels, text[a:b]), SOURCE, float(e.score))
                 for e, _, a, b in reversed(regions) if b > a]
        doc_id = doc_id or hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()
        masked, vault = Masker("numbered").mask(Document(doc_id, text), spans)
        self.filler = filler if filler is not None else cached_filler(method, seed, **fill_options)
        self.filled = self.filler.fill(masked, vault)
        values = {(s.start, s.end): f.value for s, f in zip(spans, self.filled.fills, strict=True)}
        self._values: dict[tuple[str, str], list[str]] = {}
        for e, end, a, b in regions:
            value = text[e.start:a] + values[(a, b)] + text[b:end] if b > a else text[e.start:end]
            self._values.setdefault((e.entity_type, text[e.start:e.end]), []).append(value)
        self._served: Counter[tuple[str, str]] = Counter()

    def substitute(self, mention: str, entity_type: str) -> str:
        """The fill for the engine's next call with this mention.  Equal mentions of one
        entity share a substitute, in the shape of each ("Jordan" after "Mr." is a surname)."""
        key = (entity_type, mention)
        values = self._values.get(key)
        if not values:
            raise LookupError(f"this FillSession has no {entity_type} entity with that text: build it from the "
                              "same text, analyzer results and conflict options as the anonymize() call")
        self._served[key] += 1
        return values[(self._served[key] - 1) % len(values)]


def _make_operator() -> type:
    from presidio_anonymizer.entities import InvalidParamError
    from presidio_anonymizer.operators import Operator, OperatorType

    class PseudofillOperator(Operator):
        """Presidio operator "pseudofill"; params {"session": FillSession(text, analyzer_results, ...)}."""

        def operate(self, text: str | None = None, params: dict[str, Any] | None = None) -> str:
            try:
                return params["session"].substitute(text, params.get("entity_type", ""))  # type: ignore[index]
            except LookupError as exc:
                raise InvalidParamError(f"pseudofill operator: {exc}") from None

        def validate(self, params: dict[str, Any] | None = None) -> None:
            params = params or {}
            if not isinstance(params.get("session"), FillSession):
                raise InvalidParamError("pseudofill operator: params must be {'session': FillSession(text, "
                                        f"analyzer_results, method=..., seed=...)}} for this text; "
                                        f"got {sorted(params)}")
            extra = sorted(set(params) - {"session", "entity_type"})
            if extra:
                raise InvalidParamError(f"pseudofill operator: unknown param(s) {extra}; fill options "
                                        "(method, seed, top_k…) belong to the FillSession")

        def operator_name(self) -> str:
            return "pseudofill"

        def operator_type(self) -> OperatorType:
            return OperatorType.Anonymize

    PseudofillOperator.__module__ = __name__
    return PseudofillOperator


def __getattr__(name: str) -> Any:
    """`PseudofillOperator` is built on first use: its base class comes from Presidio."""
    if name == "PseudofillOperator":
        globals()[name] = cls = _make_operator()
        return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def anonymize(text: str, analyzer_results: Iterable[Any], method: str = "lm", seed: int = 0, *,
              engine: Any = None, filler: Any = None, labels: Mapping[str, str] | None = None,
              conflict_resolution: Any = None, merge_entities_with_spaces: bool = True,
              **fill_options: Any) -> Any:
    """Presidio's AnonymizerEngine with every entity filled by pseudofill, consistently
    within the text; returns Presidio's EngineResult."""
    from presidio_anonymizer import AnonymizerEngine
    from presidio_anonymizer.entities import OperatorConfig

    session = FillSession(text, analyzer_results, method=method, seed=seed, filler=filler, labels=labels,
                          conflict_resolution=conflict_resolution,
                          merge_entities_with_spaces=merge_entities_with_spaces, **fill_options)
    engine = engine if engine is not None else AnonymizerEngine()
    engine.add_anonymizer(__getattr__("PseudofillOperator"))
    return engine.anonymize(text, session.results,
                            operators={"DEFAULT": OperatorConfig("pseudofill", {"session": session})},
                            **session.anonymize_options)


__all__ = ["FillSession", "anonymize", "cached_filler"]
