"""The fill stage end to end, and `run` (mask + fill in one pass).

    [fill]
    method = "lm"           # a registered fill method
    seed = 0
    top_k = 10
    max_reuse = 20          # corpus-wide cap on reusing one substitute

    [fill.params]           # the method's own parameters
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from itertools import islice
from pathlib import Path
from typing import Any

from tqdm import tqdm

from ..document import ConfigError, FilledDocument, MaskedDocument, RecordError, VaultRecord, masked_from_record
from ..checkpoint import ResumableRun, input_fingerprint, options_digest
from ..io import Format, error_record, read_corpus
from ..pipeline import MaskPipeline, RunSummary, check_paths, finish, skip_items
from ..registry import fillers, load_config, params_of
from .base import Filler, chunks

DEFAULT_METHOD = "lm"
FillResult = FilledDocument | RecordError
Pair = tuple[MaskedDocument, VaultRecord | None]
_FILL_KEYS = {"method", "seed", "top_k", "max_reuse", "date_shift", "date_shift_days", "params"}


def build_filler(config: str | Path | Mapping[str, Any] | None = None, **overrides: Any) -> Filler:
    """A filler from the [fill] table of a config (file or dict); keyword arguments win."""
    cfg = load_config(config) if isinstance(config, (str, Path)) else (config or {})
    options = dict(cfg.get("fill", {}))
    params = dict(options.get("params", {}))
    params.update(overrides.pop("params", None) or {})
    options.update({k: v for k, v in overrides.items() if v is not None})
    options["params"] = params
    unknown = set(options) - _FILL_KEYS
    if unknown:
        raise ConfigError(f"unknown [fill] option(s) {sorted(unknown)}; known: {sorted(_FILL_KEYS)}")
    params = dict(options.pop("params", {}))
    method = options.pop("method", DEFAULT_METHOD)
    filler = fillers.create(method, **options, **params)
    filler.prepare()
    return filler


def _masked_records(path: Path) -> Iterator[MaskedDocument | RecordError]:
    with path.open("rb") as handle:
        for line_no, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                record = json.loads(raw.decode("utf-8"))
                if not isinstance(record, dict) or not isinstance(record.get("text"), str) or "id" not in record:
                    raise ValueError("expected an object with string 'text' and an 'id'")
                yield masked_from_record(record)
            except (ValueError, RecursionError, KeyError, TypeError) as exc:
                yield RecordError(f"unreadable masked record ({str(exc)[:120]})", line=line_no)


class _VaultLookup:
    """Vault records by id: read in step with the masked file (the usual case, constant
    memory); falls back to an index of the rest if the orders differ."""

    def __init__(self, path: Path):
        self.records = (VaultRecord.from_record(json.loads(line)) for line in path.open(encoding="utf-8")
                        if line.strip())
        self.index: dict[str, VaultRecord] = {}

    def get(self, doc_id: str) -> VaultRecord | None:
        if doc_id in self.index:
            return self.index.pop(doc_id)
        for record in self.records:
            if record.id == doc_id:
                return record
            self.index[record.id] = record
        return None


def fill_file(
    masked_path: str | Path,
    output: str | Path,
    filler: Filler,
    vault_path: str | Path | None = None,
    progress: bool | None = None,
    resume: bool = False,
) -> RunSummary:
    """FILLED.jsonl (+ FILLED.jsonl.errors) from MASKED.jsonl and, optionally, its vault.
    `resume`: continue an interrupted run of the same inputs and options."""
    masked_path, output = Path(masked_path), Path(output)
    errors_path = output.with_name(output.name + ".errors")
    check_paths(masked_path, output=output, errors=errors_path)
    vaults = _VaultLookup(Path(vault_path)) if vault_path else None
    summary = RunSummary(output=str(output))
    fingerprint = {"command": "fill", **input_fingerprint(masked_path, vault_path),
                   "options": options_digest(params_of(filler))}
    with ResumableRun({"output": output, "errors": errors_path}, fingerprint, resume=resume, counters=summary) as run, \
            reuse_counts_carried(filler, run):
        items = (item if isinstance(item, RecordError) else _with_vault(item, vaults)
                 for item in _masked_records(masked_path))
        for _ in islice(items, run.done):  # written before the interruption (vault lookups stay in step)
            pass
        bar = tqdm(desc="fill", unit="doc", disable=None if progress is None else not progress, initial=run.done)
        for _, result in fill_stream(filler, items):
            bar.update(1)
            if isinstance(result, RecordError):
                run.write("errors", error_record(result, masked_path))
                summary.errors += 1
            else:
                run.write("output", result.to_record())
                summary.documents += 1
                summary.spans += len(result.fills)
            run.item_done(filler.diversity.drain())
        bar.close()
    return finish(summary, errors_path, run)


def _with_vault(masked: MaskedDocument, vaults: _VaultLookup | None) -> Pair | RecordError:
    vault = vaults.get(masked.id) if vaults is not None else None
    if vaults is not None and vault is None:
        return RecordError("no vault record with this id", record_id=masked.id)
    return masked, vault


def fill_stream(filler: Filler, items: Iterable[Pair | RecordError],
                chunk: int = 16) -> Iterator[tuple[Pair | RecordError, FillResult]]:
    """(item, its filled document or error) in input order.  Every `chunk` documents are
    primed together (an LM's batched passes over all their contexts), then filled one by one."""
    for block in chunks(items, chunk):
        pairs = [item for item in block if not isinstance(item, RecordError)]
        try:
            filler.prime(pairs)
        except ConfigError:
            raise
        except Exception:  # noqa: BLE001 - priming only saves time; each document reports its own error below
            filler.prime([])
        for item in block:
            yield item, item if isinstance(item, RecordError) else fill_safely(filler, *item)


def fill_safely(filler: Filler, masked: MaskedDocument, vault: VaultRecord | None) -> FillResult:
    try:
        return filler.fill(masked, vault)
    except ConfigError:
        raise
    except Exception as exc:  # noqa: BLE001 - one bad document must not end the run
        return RecordError(f"fill failed: {type(exc).__name__}: {exc}", record_id=masked.id)


def run_file(
    source: str | Path,
    output: str | Path,
    masker: MaskPipeline,
    filler: Filler,
    vault: str | Path | None = None,
    progress: bool | None = None,
    resume: bool = False,
    fmt: Format | None = None,
    text_field: str = "text",
    id_field: str = "id",
) -> RunSummary:
    """`pseudofill run`: mask and fill in one pass; the vault is written only if asked for.
    `resume`: continue an interrupted run of the same input and options."""
    output = Path(output)
    errors_path = output.with_name(output.name + ".errors")
    paths = {"output": output, "errors": errors_path} | ({"vault": Path(vault)} if vault else {})
    check_paths(Path(source), **paths)
    summary = RunSummary(output=str(output), vault=str(vault or ""))
    read_options = {"fmt": fmt, "text_field": text_field, "id_field": id_field}
    fingerprint = {"command": "run", **input_fingerprint(source),
                   "options": options_digest(masker.describe(), params_of(filler), read_options)}
    with ResumableRun(paths, fingerprint, resume=resume, counters=summary) as run, reuse_counts_carried(filler, run):
        items = read_corpus(source, fmt, text_field=text_field, id_field=id_field)
        masked = masker.mask_stream(items, known_ids=skip_items(items, run.done))
        bar = tqdm(desc="run", unit="doc", disable=None if progress is None else not progress, initial=run.done)
        for result, filled in fill_stream(filler, masked):
            bar.update(1)
            if isinstance(filled, RecordError):
                run.write("errors", error_record(filled, source))
                summary.errors += 1
            else:
                run.write("output", filled.to_record())
                if vault:
                    run.write("vault", result[1].to_record())  # type: ignore[index]
                summary.documents += 1
                summary.spans += len(filled.fills)
            run.item_done(filler.diversity.drain())
        bar.close()
    return finish(summary, errors_path, run)


@contextmanager
def reuse_counts_carried(filler: Filler, run: ResumableRun) -> Iterator[None]:
    """The filler's corpus-wide reuse counts across a resume: the interrupted run's uses
    replayed first; inside, each use is journaled (`filler.diversity.drain()` per item)."""
    filler.prepare()
    filler.diversity.restore(run.replayed_journal())
    filler.diversity.journal = []
    try:
        yield
    finally:
        filler.diversity.journal = None
