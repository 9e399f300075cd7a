"""The mask stage end to end: corpus in, masked corpus + vault + error records out.

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
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tqdm import tqdm

from . import detect  # noqa: F401 - registers the detectors
from .detect.combine import Analyzer
from .detect.presets import DEFAULT_DETECTORS, PRESETS, expand_presets
from .document import ConfigError, Document, MaskedDocument, RecordError, VaultRecord
from .checkpoint import ResumableRun, input_fingerprint, options_digest
from .io import Format, error_record, read_corpus
from .mask import Masker
from .registry import detectors as detectors_registry
from .registry import load_config, params_of

_MASK_KEYS = {"detectors", "style", "merge_adjacent", "min_score", "propagate", "overlap", "batch_size"}

MaskResult = tuple[MaskedDocument, VaultRecord]


@dataclass
class RunSummary:
    documents: int = 0
    errors: int = 0
    spans: int = 0
    labels: dict[str, int] = field(default_factory=dict)
    output: str = ""
    vault: str = ""
    error_file: str | None = None
    resumed_from: int = 0  # input items an interrupted run had written (--resume)


class MaskPipeline:
    def __init__(self, analyzer: Analyzer, masker: Masker, batch_size: int = 256):
        self.analyzer = analyzer
        self.masker = masker
        self.batch_size = batch_size

    @classmethod
    def from_config(
        cls,
        config: str | Path | Mapping[str, Any] | None = None,
        *,
        detectors: Sequence[str] | None = None,
        style: str | None = None,
        **mask_options: Any,
    ) -> MaskPipeline:
        """Build from a config file or dict; keyword arguments override its [mask] table."""
        cfg: Mapping[str, Any] = load_config(config) if isinstance(config, (str, Path)) else (config or {})
        unknown_tables = set(cfg) - {"mask", "detectors", "exclusions", "fill"}
        if unknown_tables:
            raise ConfigError(f"unknown config table(s) {sorted(unknown_tables)}; "
                              "expected mask, detectors, exclusions, fill")
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
        names, params = expand_presets(options.get("detectors") or ["default"], cfg.get("detectors", {}))
        unknown = [name for name in names if name not in detectors_registry.names()]
        if unknown:
            raise ConfigError(f"unknown detector {unknown[0]!r}; known: {', '.join(detectors_registry.names())}; "
                              f"presets: {', '.join(PRESETS)}")
        unregistered = sorted(set(params) - set(detectors_registry.names()))
        if unregistered:
            raise ConfigError(f"[detectors.{unregistered[0]}]: no detector of that name; "
                              f"known: {', '.join(detectors_registry.names())}")
        built = [_create_detector(name, params.get(name, {})) for name in names]
        try:
            analyzer = Analyzer(
                built,
                min_score=float(options.get("min_score", 0.5)),
                exclusions=cfg.get("exclusions"),
                propagate=bool(options.get("propagate", True)),
                overlap=str(options.get("overlap", "longest")),
            )
            masker = Masker(style=str(options.get("style", "numbered")),
                            merge_adjacent=bool(options.get("merge_adjacent", False)))
            batch_size = options.get("batch_size", 256)
            if not isinstance(batch_size, int) or batch_size < 1:
                raise ValueError(f"batch_size must be a whole number ≥ 1, not {batch_size!r}")
        except (TypeError, ValueError) as exc:
            raise ConfigError(f"[mask]: {exc}") from None
        analyzer.prepare()  # load models now: a bad model or file fails here, not per record
        return cls(analyzer, masker, batch_size=batch_size)

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

    def run(
        self,
        source: str | Path,
        output: str | Path,
        vault: str | Path,
        *,
        fmt: Format | None = None,
        text_field: str = "text",
        id_field: str = "id",
        progress: bool | None = None,
        resume: bool = False,
    ) -> RunSummary:
        """Write MASKED.jsonl, VAULT.jsonl and, if any record failed, MASKED.jsonl.errors.
        `resume`: continue an interrupted run of the same input and options."""
        output, vault = Path(output), Path(vault)
        errors_path = output.with_name(output.name + ".errors")
        check_paths(Path(source), output=output, vault=vault, errors=errors_path)
        summary = RunSummary(output=str(output), vault=str(vault))
        fingerprint = {"command": "mask", **input_fingerprint(source),
                       "options": options_digest(self.describe(), fmt, text_field, id_field)}
        items = read_corpus(source, fmt, text_field=text_field, id_field=id_field)
        with ResumableRun({"output": output, "vault": vault, "errors": errors_path}, fingerprint, resume=resume,
                          counters=summary) as run:
            bar = tqdm(desc="mask", unit="doc", disable=None if progress is None else not progress, initial=run.done)
            for result in self.mask_stream(items, known_ids=skip_items(items, run.done)):
                bar.update(1)
                if isinstance(result, RecordError):
                    run.write("errors", error_record(result, source))
                    summary.errors += 1
                else:
                    masked, record = result
                    run.write("output", masked.to_record())
                    run.write("vault", record.to_record())
                    summary.documents += 1
                    summary.spans += len(record.entries)
                    for entry in record.entries:
                        summary.labels[entry.label] = summary.labels.get(entry.label, 0) + 1
                run.item_done()
            bar.close()
        return finish(summary, errors_path, run)

    def describe(self) -> dict[str, Any]:
        """The detectors, thresholds and style this pipeline was built with."""
        exclusions = self.analyzer.exclusions
        return {"analyzer": params_of(self.analyzer), "masker": params_of(self.masker),
                "exclusions": {"exact": {k: sorted(v) for k, v in exclusions.exact.items()},
                               "patterns": {k: [p.pattern for p in v] for k, v in exclusions.patterns.items()}}}


def finish(summary: RunSummary, errors_path: Path, run: ResumableRun) -> RunSummary:
    """The summary of a run that ended cleanly (its counters span a resume)."""
    summary.error_file = str(errors_path) if summary.errors else None
    summary.resumed_from = run.resumed_from
    return summary


def skip_items(items: Iterator[Document | RecordError], count: int) -> Iterator[str]:
    """Consume the first `count` input items (written before a resume); yield their ids."""
    for _ in range(count):
        item = next(items, None)
        if item is None:
            return
        if isinstance(item, Document):
            yield item.id


def id_digest(record_id: str) -> bytes:
    return hashlib.blake2b(record_id.encode("utf-8", "surrogatepass"), digest_size=16).digest()


def check_paths(source: Path, **outputs: Path) -> None:
    """Refuse runs that would overwrite the input or write two outputs to one file."""
    if not source.exists():
        raise ConfigError(f"{source}: no such file or directory")
    seen: dict[Path, str] = {source.resolve(): "the input"}
    for name, path in outputs.items():
        resolved = path.resolve()
        if resolved in seen:
            raise ConfigError(f"the {name} file {path} would overwrite {seen[resolved]}")
        if path.exists() and path.is_dir():
            raise ConfigError(f"the {name} path {path} is a directory")
        seen[resolved] = f"the {name} file"


def _create_detector(name: str, params: Mapping[str, Any]) -> Any:
    if not isinstance(params, Mapping):
        raise ConfigError(f"[detectors.{name}] must be a table of parameters")
    return detectors_registry.create(name, **dict(params))


def mask(
    source: str | Path,
    output: str | Path,
    vault: str | Path,
    *,
    config: str | Path | Mapping[str, Any] | None = None,
    detectors: Sequence[str] | None = None,
    style: str | None = None,
    **run_options: Any,
) -> RunSummary:
    """`pseudofill mask` from Python: one call, same files as the CLI."""
    pipeline = MaskPipeline.from_config(config, detectors=detectors, style=style)
    return pipeline.run(source, output, vault, **run_options)
