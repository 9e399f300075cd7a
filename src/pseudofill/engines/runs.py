"""The run driver: one loop takes any stage over a stream of input items and writes its
outputs — paths checked, fingerprinted for `--resume`, every item an output record or an
error record, progress, atomic files — and the local runs of `mask`, `fill` and `run`
built on it.  (`engines.on_ray` is the same run on Ray actors, through the same driver.)
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import nullcontext
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Any

from tqdm import tqdm

from ..checkpoint import ResumableRun, input_fingerprint, options_digest
from ..config import ConfigSource, PipelineConfig
from ..document import ConfigError, Document, FilledDocument, RecordError, VaultRecord, masked_from_record
from ..fill.base import Filler
from ..fill.restore import restore
from ..fill.stream import Pair, build_filler, fill_stream, reuse_counts_carried
from ..io import Format, error_record, read_corpus, read_jsonl
from ..mask.pipeline import MaskPipeline, MaskResult
from ..registry import params_of
from ..vault import read_vault, seal


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


@dataclass
class Outcome:
    """What one input item became: its records by output name ("output", "vault"), or
    one error record under "errors"."""
    records: dict[str, dict[str, Any]]
    spans: int = 0
    labels: Sequence[str] = ()

    @classmethod
    def failed(cls, error: RecordError, source: str | Path) -> Outcome:
        return cls({"errors": error_record(error, source)})


Produce = Callable[[ResumableRun], Iterable[Outcome]]


def drive(command: str, source: str | Path, outputs: Mapping[str, Path], options: Sequence[Any], produce: Produce,
          *, inputs: Sequence[str | Path | None] = (), filler: Filler | None = None, progress: bool | None = None,
          resume: bool = False, sinks: Mapping[str, Callable[[dict[str, Any]], None]] | None = None,
          vault_key: bytes | None = None) -> RunSummary:
    """Run `produce` (one Outcome per input item, skipping the `run.done` items an
    interrupted run wrote) into `outputs` ("output", "errors", optional "vault"); an output
    named in `sinks` is written there instead (Parquet).  The fingerprint — the command,
    the inputs' paths, sizes and mtimes, a digest of `options` — must match to resume.
    A filler's corpus-wide reuse counts are journaled and carried across a resume.  With
    `vault_key` the vault's records are sealed (`vault.seal`)."""
    sinks = sinks or {}
    check_paths(Path(source), **outputs)
    summary = RunSummary(output=str(outputs["output"]), vault=str(outputs.get("vault", "")))
    fingerprint = {"command": command, **input_fingerprint(source, *inputs), "options": options_digest(*options),
                   "sealed": vault_key is not None}
    written = {name: path for name, path in outputs.items() if name not in sinks}
    with ResumableRun(written, fingerprint, resume=resume, counters=summary) as run, \
            (reuse_counts_carried(filler, run) if filler is not None else nullcontext()):
        bar = tqdm(desc=command, unit="doc", disable=None if progress is None else not progress, initial=run.done)
        for outcome in produce(run):
            bar.update(1)
            for name, record in outcome.records.items():
                record = seal(record, vault_key) if name == "vault" else record
                sinks[name](record) if name in sinks else run.write(name, record)
            if "errors" in outcome.records:
                summary.errors += 1
            else:
                summary.documents += 1
                summary.spans += outcome.spans
                for label in outcome.labels:
                    summary.labels[label] = summary.labels.get(label, 0) + 1
            run.item_done(filler.diversity.drain() if filler is not None else ())
        bar.close()
    summary.error_file = str(outputs["errors"]) if summary.errors else None
    summary.resumed_from = run.resumed_from
    return summary


def errors_beside(output: Path) -> Path:
    return output.with_name(output.name + ".errors")


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


def skip_items(items: Iterator[Document | RecordError], count: int) -> Iterator[str]:
    """Consume the first `count` input items (written before a resume); yield their ids."""
    for _ in range(count):
        item = next(items, None)
        if item is None:
            return
        if isinstance(item, Document):
            yield item.id


def run_options(masker: MaskPipeline, filler: Filler, fmt: str | None, text_field: str, id_field: str) -> list[Any]:
    """What fingerprints a `run`, local or on Ray: either resumes the other."""
    return [masker.describe(), params_of(filler), {"fmt": fmt, "text_field": text_field, "id_field": id_field}]


# --- the local runs ---------------------------------------------------------------------------


def mask_file(pipeline: MaskPipeline, source: str | Path, output: str | Path, vault: str | Path, *,
              fmt: Format | None = None, text_field: str = "text", id_field: str = "id", progress: bool | None = None,
              resume: bool = False, vault_key: bytes | None = None) -> RunSummary:
    """`pseudofill mask`: MASKED.jsonl, VAULT.jsonl and, if any record failed, MASKED.jsonl.errors."""
    output = Path(output)

    def produce(run: ResumableRun) -> Iterator[Outcome]:
        items = read_corpus(source, fmt, text_field=text_field, id_field=id_field)
        for result in pipeline.mask_stream(items, known_ids=skip_items(items, run.done)):
            yield Outcome.failed(result, source) if isinstance(result, RecordError) else _masked(result)

    return drive("mask", source, {"output": output, "vault": Path(vault), "errors": errors_beside(output)},
                 [pipeline.describe(), fmt, text_field, id_field], produce, progress=progress, resume=resume,
                 vault_key=vault_key)


def _masked(result: MaskResult) -> Outcome:
    masked, record = result
    return Outcome({"output": masked.to_record(), "vault": record.to_record()}, spans=len(record.entries),
                   labels=[entry.label for entry in record.entries])


def fill_file(masked_path: str | Path, output: str | Path, filler: Filler, vault_path: str | Path | None = None,
              progress: bool | None = None, resume: bool = False, vault_key: bytes | None = None) -> RunSummary:
    """`pseudofill fill`: FILLED.jsonl (+ FILLED.jsonl.errors) from MASKED.jsonl and, optionally, its vault."""
    output = Path(output)

    def produce(run: ResumableRun) -> Iterator[Outcome]:
        vaults = _VaultLookup(Path(vault_path), vault_key) if vault_path else None
        items = (item if isinstance(item, RecordError) else _with_vault(item, vaults)
                 for item in _masked_records(masked_path))
        for _ in islice(items, run.done):  # written before the interruption (vault lookups stay in step)
            pass
        for _, result in fill_stream(filler, items):
            yield Outcome.failed(result, masked_path) if isinstance(result, RecordError) else \
                Outcome({"output": result.to_record()}, spans=len(result.fills))

    return drive("fill", masked_path, {"output": output, "errors": errors_beside(output)}, [params_of(filler)],
                 produce, inputs=[vault_path], filler=filler, progress=progress, resume=resume)


def restore_file(filled_path: str | Path, output: str | Path, vault_path: str | Path,
                 labels: Collection[str] | None = None, progress: bool | None = None,
                 resume: bool = False, vault_key: bytes | None = None) -> RunSummary:
    """`pseudofill restore`: RESTORED.jsonl (+ .errors) from FILLED.jsonl and its vault: every
    record's original text back, byte for byte (only `labels`' spans, given them)."""
    output = Path(output)

    def produce(run: ResumableRun) -> Iterator[Outcome]:
        vaults = _VaultLookup(Path(vault_path), vault_key)
        for n, item in enumerate(read_jsonl(filled_path)):
            if n < run.done:  # written before the interruption: its vault record is passed, in step
                if not isinstance(item, RecordError):
                    vaults.get(str(item[1].get("id")))
                continue
            outcome = _restored(item, vaults, labels)
            yield Outcome.failed(outcome, filled_path) if isinstance(outcome, RecordError) else outcome

    options = {"command": "restore", "labels": sorted(labels) if labels is not None else None}
    return drive("restore", filled_path, {"output": output, "errors": errors_beside(output)}, [options], produce,
                 inputs=[vault_path], progress=progress, resume=resume)


def _restored(item: tuple[int, dict[str, Any]] | RecordError, vaults: _VaultLookup,
              labels: Collection[str] | None) -> Outcome | RecordError:
    if isinstance(item, RecordError):
        return item
    line, record = item
    try:
        filled = FilledDocument.from_record(record)
    except (KeyError, TypeError, ValueError) as exc:
        return RecordError(f"unreadable filled record ({str(exc)[:120]})", line=line)
    vault = vaults.get(filled.id)
    try:
        if vault is None:
            raise RecordError("no vault record with this id")
        original = restore(filled, vault, labels)
    except RecordError as exc:
        return RecordError(exc.reason, line=line, record_id=filled.id)
    restored = sum(labels is None or e.label in labels for e in vault.entries)
    return Outcome({"output": original.to_record()}, spans=restored)


def run_file(source: str | Path, output: str | Path, masker: MaskPipeline, filler: Filler,
             vault: str | Path | None = None, progress: bool | None = None, resume: bool = False,
             fmt: Format | None = None, text_field: str = "text", id_field: str = "id",
             vault_key: bytes | None = None) -> RunSummary:
    """`pseudofill run`: mask and fill in one pass; the vault is written only if asked for."""
    output = Path(output)

    def produce(run: ResumableRun) -> Iterator[Outcome]:
        items = read_corpus(source, fmt, text_field=text_field, id_field=id_field)
        masked = masker.mask_stream(items, known_ids=skip_items(items, run.done))
        for pair, filled in fill_stream(filler, masked):
            if isinstance(filled, RecordError):
                yield Outcome.failed(filled, source)
            else:
                record = {"output": filled.to_record()}
                if vault and not isinstance(pair, RecordError) and pair[1] is not None:
                    record["vault"] = pair[1].to_record()
                yield Outcome(record, spans=len(filled.fills))

    outputs = {"output": output, "errors": errors_beside(output)} | ({"vault": Path(vault)} if vault else {})
    return drive("run", source, outputs, run_options(masker, filler, fmt, text_field, id_field), produce,
                 filler=filler, progress=progress, resume=resume, vault_key=vault_key)


def mask(source: str | Path, output: str | Path, vault: str | Path, *,
         config: ConfigSource = None, detectors: Sequence[str] | None = None,
         style: str | None = None, **run_options: Any) -> RunSummary:
    """`pseudofill mask` from Python: one call, same files as the CLI."""
    pipeline = MaskPipeline.from_config(config, detectors=detectors, style=style)
    return mask_file(pipeline, source, output, vault, **run_options)


def run(source: str | Path, output: str | Path, *, config: ConfigSource = None,
        vault: str | Path | None = None, **run_options: Any) -> RunSummary:
    """`pseudofill run` from Python: the config read once, the mask pipeline and the filler
    built from it, same files as the CLI."""
    cfg = PipelineConfig.load(config)
    return run_file(source, output, MaskPipeline.from_config(cfg), build_filler(cfg), vault=vault, **run_options)


# --- reading masked corpora ---------------------------------------------------------------------


def _masked_records(path: str | Path) -> Iterator[Any]:
    for item in read_jsonl(path):
        if isinstance(item, RecordError):
            yield item
            continue
        line, record = item
        try:
            if not isinstance(record.get("text"), str) or "id" not in record:
                raise ValueError("expected an object with string 'text' and an 'id'")
            yield masked_from_record(record)
        except (ValueError, RecursionError, KeyError, TypeError) as exc:
            yield RecordError(f"unreadable masked record ({str(exc)[:120]})", line=line)


class _VaultLookup:
    """Vault records by id: read in step with the masked file (the usual case, constant
    memory); falls back to an index of the rest if the orders differ."""

    def __init__(self, path: Path, key: bytes | None = None):
        self.records = read_vault(path, key)
        self.index: dict[str, VaultRecord] = {}

    def get(self, doc_id: str) -> VaultRecord | None:
        if doc_id in self.index:
            return self.index.pop(doc_id)
        for record in self.records:
            if record.id == doc_id:
                return record
            self.index[record.id] = record
        return None


def _with_vault(masked: Any, vaults: _VaultLookup | None) -> Pair | RecordError:
    vault = vaults.get(masked.id) if vaults is not None else None
    if vaults is not None and vault is None:
        return RecordError("no vault record with this id", record_id=masked.id)
    return masked, vault
