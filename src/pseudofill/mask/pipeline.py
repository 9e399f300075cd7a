"""The mask stage: detectors + masker, built from config, over a stream of documents.
(`engines.runs.mask_file` runs it over a file: masked corpus + vault + error records.)

Built from a TOML config (or a dict) through the registry, so every entry point makes
the same objects:

    [mask]
    detectors = ["default"]       # a preset (default | fast | accurate) and/or detector names
    style = "numbered"            # generic | typed | numbered
    merge_adjacent = false
    min_score = 0.5
    propagate = true
    overlap = "longest"           # longest | score

    [detectors.entity]            # parameters of one detector, by its name
    labels = ["PERSON_NAME", "LOCATION"]

    [exclusions]
    PERSON_NAME = ["Monday"]

    [pipeline]
    language = "sv"               # the text's language (default "en"): detectors' word lists,
                                  # titles and rules; presets drop what does not read it
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from .. import detect  # noqa: F401 - registers the detectors
from ..detect.base import detectors as detectors_registry
from ..detect.combine import Analyzer
from ..detect.presets import PRESETS, expand_presets
from ..document import ConfigError, Document, MaskedDocument, RecordError, VaultRecord
from ..io import id_digest
from ..language import get_language, pipeline_language
from ..registry import load_config, params_of
from .masker import Masker

_MASK_KEYS = {"detectors", "style", "merge_adjacent", "min_score", "propagate", "overlap", "batch_size", "shape"}

MaskResult = tuple[MaskedDocument, VaultRecord]


class MaskPipeline:
    def __init__(self, analyzer: Analyzer, masker: Masker, batch_size: int = 256, language: str = "en"):
        self.analyzer = analyzer
        self.masker = masker
        self.batch_size = batch_size
        self.language = language

    @classmethod
    def from_config(
        cls,
        config: str | Path | Mapping[str, Any] | None = None,
        *,
        detectors: Sequence[str] | None = None,
        style: str | None = None,
        language: str | None = None,
        **mask_options: Any,
    ) -> MaskPipeline:
        """Build from a config file or dict; keyword arguments override its [mask] table."""
        cfg: Mapping[str, Any] = load_config(config) if isinstance(config, (str, Path)) else (config or {})
        unknown_tables = set(cfg) - {"mask", "detectors", "exclusions", "fill", "pipeline"}
        if unknown_tables:
            raise ConfigError(f"unknown config table(s) {sorted(unknown_tables)}; "
                              "expected pipeline, mask, detectors, exclusions, fill")
        code = get_language(language or pipeline_language(cfg)).code
        options = dict(cfg.get("mask", {}))
        options.update({k: v for k, v in mask_options.items() if v is not None})
        if detectors is not None:
            options["detectors"] = list(detectors)
        if style is not None:
            options["style"] = style
        unknown = set(options) - _MASK_KEYS
        if unknown:
            raise ConfigError(f"unknown [mask] option(s) {sorted(unknown)}; known: {sorted(_MASK_KEYS)}")
        for key in ("merge_adjacent", "propagate"):
            if key in options and not isinstance(options[key], bool):
                raise ConfigError(f"[mask] {key} must be true or false, not {options[key]!r}")
        for table in ("detectors", "exclusions"):
            if not isinstance(cfg.get(table, {}), Mapping):
                raise ConfigError(f"[{table}] must be a table")
        names, params = expand_presets(options.get("detectors") or ["default"], cfg.get("detectors", {}), code)
        missing = [name for name in names if name not in detectors_registry]
        if missing:
            raise ConfigError(f"unknown detector {missing[0]!r}; known: {', '.join(detectors_registry.names())}; "
                              f"presets: {', '.join(PRESETS)}")
        unregistered = sorted(set(params) - set(detectors_registry.names()))
        if unregistered:
            raise ConfigError(f"[detectors.{unregistered[0]}]: no detector of that name; "
                              f"known: {', '.join(detectors_registry.names())}")
        built = [_create_detector(name, params.get(name, {}), code) for name in names]
        try:
            analyzer = Analyzer(
                built,
                min_score=float(options.get("min_score", 0.5)),
                exclusions=cfg.get("exclusions"),
                propagate=bool(options.get("propagate", True)),
                overlap=str(options.get("overlap", "longest")),
                language=code,
                shape=str(options.get("shape", "auto")),
            )
            masker = Masker(style=str(options.get("style", "numbered")),
                            merge_adjacent=bool(options.get("merge_adjacent", False)))
            batch_size = options.get("batch_size", 256)
            if not isinstance(batch_size, int) or batch_size < 1:
                raise ValueError(f"batch_size must be a whole number ≥ 1, not {batch_size!r}")
        except (TypeError, ValueError) as exc:
            raise ConfigError(f"[mask]: {exc}") from None
        analyzer.prepare()  # load models now: a bad model or file fails here, not per record
        return cls(analyzer, masker, batch_size=batch_size, language=code)

    def mask(self, doc: Document) -> MaskResult:
        return self.masker.mask(doc, self.analyzer.detect(doc))

    def mask_stream(self, items: Iterable[Document | RecordError],
                    known_ids: Iterable[str] = ()) -> Iterator[MaskResult | RecordError]:
        """Mask in batches, in input order; a bad or failing record becomes a RecordError.
        `known_ids`: ids already used (the records a resumed run skips), for the duplicate check."""
        seen_ids: set[bytes] = {id_digest(i) for i in known_ids}  # 16-byte digests: small for large corpora
        batch: list[Document] = []
        for item in items:
            if isinstance(item, RecordError):
                yield from self._flush(batch)
                batch = []
                yield item
                continue
            digest = id_digest(item.id)
            if digest in seen_ids:
                yield from self._flush(batch)
                batch = []
                yield RecordError(f"duplicate id {item.id!r}", line=item.line, record_id=item.id)
                continue
            seen_ids.add(digest)
            batch.append(item)
            if len(batch) >= self.batch_size:
                yield from self._flush(batch)
                batch = []
        yield from self._flush(batch)

    def _flush(self, batch: list[Document]) -> Iterator[MaskResult | RecordError]:
        if not batch:
            return
        try:
            found = list(self.analyzer.detect_batch(batch))
        except ConfigError:
            raise
        except Exception:  # noqa: BLE001 - isolate the failing record(s) one by one
            found = None
        for i, doc in enumerate(batch):
            try:
                spans = found[i] if found is not None else self.analyzer.detect(doc)
                yield self.masker.mask(doc, spans)
            except ConfigError:
                raise
            except Exception as exc:  # noqa: BLE001 - one bad document must not end the run
                yield RecordError(f"masking failed: {type(exc).__name__}: {exc}", line=doc.line, record_id=doc.id)

    def describe(self) -> dict[str, Any]:
        """The detectors, thresholds and style this pipeline was built with."""
        exclusions = self.analyzer.compiled_exclusions
        return {"language": self.language, "analyzer": params_of(self.analyzer), "masker": params_of(self.masker),
                "exclusions": {"exact": {k: sorted(v) for k, v in exclusions.exact.items()},
                               "patterns": {k: [p.pattern for p in v] for k, v in exclusions.patterns.items()}}}


def _create_detector(name: str, params: Mapping[str, Any], language: str = "en") -> Any:
    """The detector with the pipeline's language, where it takes one and none is set."""
    if not isinstance(params, Mapping):
        raise ConfigError(f"[detectors.{name}] must be a table of parameters")
    params = dict(params)
    if detectors_registry.accepts(name, "language"):
        params.setdefault("language", language)
    return detectors_registry.create(name, **params)

