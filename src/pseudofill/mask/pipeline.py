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

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from .. import detect  # noqa: F401 - registers the detectors
from ..config import ConfigSource, PipelineConfig
from ..detect.combine import Analyzer
from ..detect.presets import build_detectors
from ..document import ConfigError, Document, MaskedDocument, RecordError, VaultRecord
from ..io import id_digest
from ..registry import params_of
from .masker import Masker

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
        config: ConfigSource = None,
        *,
        detectors: Sequence[str] | None = None,
        style: str | None = None,
        language: str | None = None,
        **mask_options: Any,
    ) -> MaskPipeline:
        """Build from a config (a `PipelineConfig`, a TOML path or a dict of its tables);
        keyword arguments override its [mask] table."""
        overrides = {**mask_options, "detectors": list(detectors) if detectors is not None else None, "style": style}
        cfg = PipelineConfig.load(config, language=language, mask=overrides)
        options, code = cfg.mask, cfg.code
        for key in ("merge_adjacent", "propagate"):
            if key in options and not isinstance(options[key], bool):
                raise ConfigError(f"[mask] {key} must be true or false, not {options[key]!r}")
        built = build_detectors(options.get("detectors") or ["default"], cfg.detectors, code)
        try:
            analyzer = Analyzer(
                built,
                min_score=float(options.get("min_score", 0.5)),
                exclusions=cfg.exclusions,
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
