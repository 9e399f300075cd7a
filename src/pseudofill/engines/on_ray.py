"""`pseudofill run --engine ray`: `run_file`'s mask_stream → fill_stream on a Ray Data actor
pool (`map_batches` with `_Worker`, which builds the MaskPipeline and the filler once per
actor), writing the same files in input order.

The driver reads the input (paths need only exist where the command runs), checks duplicate
ids over the whole stream, and feeds numbered packets of `batch_size` documents through a Ray
queue into a one-task Datasource, at most 4 × workers packets in flight.  A packet is one
one-row block, and the target block size tiny, because Ray Data's read operator coalesces
small blocks up to 128 MiB before passing them on.  Results come back in order (Ray Data
preserves it; the driver reorders anyway) and are written atomically by the driver.

The reuse cap (`max_reuse`) is corpus-wide state, and each actor counts only what it
filled.  So each actor records every cap decision it made (DiversityCap.audit) and the
driver checks them, in input order, against the corpus-wide counts: a document whose every
decision agrees is what the single-process run would have written; one that does not (the
cap bound differently) is filled again by the driver with the corpus-wide counts.  The
output is therefore the single-process run's, byte for byte, for the same seed.  `--resume`
works as for the local run (JSONL output).
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
import warnings
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from itertools import chain, islice
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import ray
from ray.data.block import BlockMetadata
from ray.data.datasource import Datasource, ReadTask
from ray.util.queue import Queue

from ..checkpoint import ResumableRun
from ..config import ConfigSource, PipelineConfig
from ..document import ConfigError, Document, PseudofillError, RecordError, VaultRecord, masked_from_record
from ..fill.base import Filler
from ..fill.stream import build_filler, fill_safely, fill_stream
from ..io import ReadItem, atomic_path, document_from_row, error_record, id_digest, read_corpus
from ..mask.pipeline import MaskPipeline
from .runs import Outcome, RunSummary, check_paths, drive, errors_beside, run_options, skip_items

_IN = pa.schema([("seq", pa.int64()), ("items", pa.string())])
_OUT = pa.schema([("seq", pa.int64()), ("results", pa.string()), ("worker", pa.int64()), ("started", pa.float64()),
                  ("finished", pa.float64())])
_BASE = {"id": pa.string(), "text": pa.string(), "fills": pa.list_(pa.struct(
    [("tag", pa.string()), ("start", pa.int64()), ("end", pa.int64()), ("value", pa.string()),
     ("label", pa.string())]))}
_PARQUET = (".parquet", ".pq")


@dataclass
class RayRunStats:
    """What one run measured (pass one as `stats=`; the benchmark and tests read it)."""

    ray_init_s: float = 0.0      # starting or joining Ray (0 when a session was already up)
    first_result_s: float = 0.0  # job start → first packet back: actor start-up, model loads, one packet
    last_result_s: float = 0.0   # job start → last packet back
    busy: tuple[float, float] = (float("inf"), 0.0)  # wall clock: first packet begun, last finished (by actors)
    records: int = 0             # input records fed to the job
    refilled: int = 0            # documents the driver filled again (the reuse cap bound differently)
    workers: set[int] = field(default_factory=set)  # pids of the actors that returned packets


class _Worker:
    """One actor: builds the mask pipeline and the filler once, then turns each packet of
    items into a packet of results, one per item, in order."""

    def __init__(self, config: PipelineConfig, source: str):
        self.masker = MaskPipeline.from_config(config)
        self.filler = build_filler(config)
        self.filler.diversity.audit = []  # the reuse-cap decisions, for the driver to check
        self.source = source

    def __call__(self, batch: pa.Table) -> pa.Table:
        started = time.time()
        results = [json.dumps(self._packet(json.loads(items))) for items in batch["items"].to_pylist()]
        n = len(results)
        return pa.Table.from_pydict({"seq": batch["seq"], "results": results, "worker": [os.getpid()] * n,
                                     "started": [started] * n, "finished": [time.time()] * n}, schema=_OUT)

    def _packet(self, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
        docs = [Document(**item["doc"]) for item in items if "doc" in item]
        filled = fill_stream(self.filler, self.masker.mask_stream(docs))  # one result per document, in order
        out = []
        for item in items:
            if "doc" not in item:
                out.append(item)  # an error record the driver made
                continue
            pair, result = next(filled)
            audit = self.filler.diversity.take_audit()
            if isinstance(pair, RecordError):  # masking failed: nothing was filled
                out.append({"error": error_record(result, self.source)})  # type: ignore[arg-type]
                continue
            # masked and vault come back too: the driver needs them to fill again
            masked, vault = pair[0].to_record(), pair[1].to_record()  # type: ignore[union-attr]
            out.append({"audit": audit, "masked": masked, "vault": vault} | (
                {"error": error_record(result, self.source)} if isinstance(result, RecordError)
                else {"record": result.to_record()}))
        return out


class _QueueDatasource(Datasource):
    """One read task yielding the packets the driver puts on a Ray queue, until None."""

    def __init__(self, queue: Queue):
        super().__init__()
        self.queue = queue

    def estimate_inmemory_data_size(self) -> int | None:
        return None

    def get_read_tasks(self, parallelism: int, per_task_row_limit: int | None = None,
                       data_context: Any = None) -> list[ReadTask]:
        queue = self.queue  # the closure below is pickled into the read task, with the queue's handle
        return [ReadTask(lambda: iter(queue.get, None), schema=_IN,
                         metadata=BlockMetadata(num_rows=None, size_bytes=None, input_files=None, exec_stats=None))]


def run_ray(
    source: str | Path, output: str | Path, *, config: ConfigSource = None,
    mask_options: Mapping[str, Any] | None = None, fill_overrides: Mapping[str, Any] | None = None,
    vault: str | Path | None = None, address: str | None = None, workers: int = 2, progress: bool | None = None,
    fmt: str | None = None, text_field: str = "text", id_field: str = "id", batch_size: int = 32,
    resume: bool = False, stats: RayRunStats | None = None, vault_key: bytes | None = None,
) -> RunSummary:
    """`pseudofill run --engine ray`: mask and fill `source` on `workers` Ray actors.

    `config` as `PipelineConfig.load` takes it; `mask_options` and `fill_overrides` override
    its [mask] and [fill] tables (None values: not given; "language" in either sets the
    pipeline's).  `address=None` starts a local Ray and stops it afterwards;
    "auto" or "ray://head:10001" joins a cluster; a session already initialised is reused.
    Input or output ending in `.parquet` is Parquet.  Same files as `run_file`, identical
    for the same seed; `resume` continues an interrupted run (JSONL output).
    """
    source_name, source, output = str(source), Path(source), Path(output)  # error records name the input as given
    if workers < 1 or batch_size < 1:
        raise ConfigError(f"workers and batch_size must be ≥ 1, not {workers} and {batch_size}")
    parquet = output.suffix.lower() in _PARQUET
    if resume and parquet:
        raise ConfigError("--resume needs JSONL output: a Parquet file is written in one piece")
    # Validated here, before Ray starts: a bad detector, method, model or config file is a
    # ConfigError, not a failed actor.  The actors get the parsed config; the driver keeps
    # its filler to fill again what the reuse cap decides differently.
    mask_kw = {k: v for k, v in (mask_options or {}).items() if v is not None}
    fill_kw = dict(fill_overrides or {})
    language = mask_kw.pop("language", None) or fill_kw.pop("language", None)
    fill_kw.pop("language", None)
    cfg = PipelineConfig.load(config, language=language, mask=mask_kw, fill=fill_kw)
    outputs = {"output": output, "errors": errors_beside(output)} | ({"vault": Path(vault)} if vault else {})
    check_paths(source, **outputs)  # before models load and Ray starts (the driver checks again, cheaply)
    masker, filler = MaskPipeline.from_config(cfg), build_filler(cfg)
    stats = stats if stats is not None else RayRunStats()
    udf_args = {"config": cfg, "source": source_name}

    def produce(run: ResumableRun) -> Iterator[Outcome]:
        items = _read(source, fmt, text_field, id_field)
        known = list(skip_items(items, run.done))  # written before the interruption
        first = next(items, None)  # a file-level reader error (a missing CSV column) surfaces now
        items = chain([first], items) if first is not None else iter(())
        with _ray_session(address, workers, stats):
            for results in _execute(_packets(items, source_name, batch_size, stats, known), workers, udf_args, stats):
                for result in results:
                    result = _settle(result, filler, source_name, stats)
                    if "error" in result:
                        yield Outcome({"errors": result["error"]})
                    else:
                        yield Outcome({"output": result["record"]} | ({"vault": result["vault"]} if vault else {}),
                                      spans=len(result["record"]["fills"]))
        if run.done - run.resumed_from != stats.records:
            raise PseudofillError(f"Ray returned {run.done - run.resumed_from} of {stats.records} records")

    options = run_options(masker, filler, fmt, text_field, id_field)
    with _parquet_output(output) if parquet else nullcontext() as parquet_out:
        return drive("run", source, outputs, options, produce, filler=filler, progress=progress, resume=resume,
                     sinks={"output": parquet_out.write} if parquet_out else None, vault_key=vault_key)


def _settle(result: dict[str, Any], filler: Filler, source: str, stats: RayRunStats) -> dict[str, Any]:
    """A worker's result as the single-process run would have it: kept when every reuse-cap
    decision it made holds under the corpus-wide counts (which then count its uses), else
    filled again here with those counts."""
    if "masked" not in result or filler.diversity.agrees(result["audit"]):
        return result
    stats.refilled += 1
    masked, vault = masked_from_record(result["masked"]), VaultRecord.from_record(result["vault"])
    filled = fill_safely(filler, masked, vault)
    if isinstance(filled, RecordError):
        return {"error": error_record(filled, source)}
    return {"record": filled.to_record(), "vault": result["vault"]}


def _execute(packets: Iterator[pa.Table], workers: int, udf_args: dict[str, Any],
             stats: RayRunStats) -> Iterator[list[dict[str, Any]]]:
    """Feed packets from a thread, run the actor pool, yield result packets in input order."""
    queue = Queue(actor_options={"num_cpus": 0})
    credits, stop, failure = threading.Semaphore(4 * workers), threading.Event(), list[BaseException]()
    feeder = threading.Thread(target=_feed, args=(packets, queue, credits, stop, failure), daemon=True)
    pending: dict[int, str] = {}  # packets that came early; stays empty while Ray preserves order
    next_seq, start = 0, time.perf_counter()
    data_logger, level = logging.getLogger("ray.data"), logging.getLogger("ray.data").level
    data_logger.setLevel(logging.ERROR)  # no "execution finished" lines on stderr
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # Ray Data's deprecations; "the operator only received 1 input"
            ds = ray.data.read_datasource(_QueueDatasource(queue), override_num_blocks=1, num_cpus=0).map_batches(
                _Worker, batch_size=1, batch_format="pyarrow", udf_modifying_row_count=False, num_cpus=1,
                compute=ray.data.ActorPoolStrategy(size=workers), fn_constructor_kwargs=udf_args)
            ds.context.execution_options.preserve_order = True
            ds.context.target_max_block_size = 1  # hand every one-row packet on at once
            ds.context.wait_for_min_actors_s = 600  # all actors loaded before the first packet; else a clear error
            ds.context.enable_progress_bars = ds.context.print_on_execution_start = False
            feeder.start()
            for batch in ds.iter_batches(batch_format="pyarrow", batch_size=None):
                for seq, results, worker, began, ended in zip(*(batch[name].to_pylist() for name in _OUT.names),
                                                               strict=True):
                    stats.first_result_s = stats.first_result_s or time.perf_counter() - start
                    stats.workers.add(worker)
                    stats.busy = (min(stats.busy[0], began), max(stats.busy[1], ended))
                    credits.release()
                    pending[seq] = results
                    while next_seq in pending:
                        yield json.loads(pending.pop(next_seq))
                        next_seq += 1
    except ray.exceptions.RayError as exc:
        raise PseudofillError(f"the Ray job failed: {str(exc).strip().splitlines()[-1][:300]}") from exc
    finally:
        data_logger.setLevel(level)
        stop.set()
        feeder.join()
        queue.shutdown(force=True)
    stats.last_result_s = time.perf_counter() - start
    if failure:
        raise failure[0]
    if pending:
        raise PseudofillError(f"Ray skipped packet {next_seq}")


def _feed(packets: Iterator[pa.Table], queue: Queue, credits: threading.Semaphore, stop: threading.Event,
          failure: list[BaseException]) -> None:
    """The feeder thread: a packet onto the queue whenever one is back, then None."""
    try:
        for packet in packets:
            while not credits.acquire(timeout=0.5):
                if stop.is_set():
                    return
            queue.put(packet)
    except BaseException as exc:  # noqa: BLE001 - the driver re-raises it once the job has ended
        failure.append(exc)
    queue.put(None)


def _packets(items: Iterator[ReadItem], source: str, size: int, stats: RayRunStats,
             known_ids: list[str]) -> Iterator[pa.Table]:
    """Group the records into one-row packets of `size`; a repeated id becomes an error record
    here (as in mask_stream, but over the whole stream, which no actor sees).  `known_ids`:
    the ids of the records a resumed run skipped."""
    seen: set[bytes] = {id_digest(i) for i in known_ids}
    for seq, block in enumerate(iter(lambda: list(islice(items, size)), [])):
        packet = []
        for item in block:
            if isinstance(item, Document):
                digest = id_digest(item.id)
                if digest not in seen:
                    seen.add(digest)
                    packet.append({"doc": {"id": item.id, "text": item.text, "meta": item.meta, "line": item.line}})
                    continue
                item = RecordError(f"duplicate id {item.id!r}", line=item.line, record_id=item.id)
            packet.append({"error": error_record(item, source)})
        stats.records += len(block)
        yield pa.Table.from_pydict({"seq": [seq], "items": [json.dumps(packet)]}, schema=_IN)


def _read(source: Path, fmt: str | None, text_field: str, id_field: str) -> Iterator[ReadItem]:
    if fmt != "parquet" and (fmt is not None or source.suffix.lower() not in _PARQUET):
        return read_corpus(source, fmt, text_field=text_field, id_field=id_field)  # type: ignore[arg-type]
    try:
        parquet = pq.ParquetFile(source)
    except (OSError, pa.ArrowException) as exc:
        raise PseudofillError(f"{source}: not a readable Parquet file ({exc})") from None
    if text_field not in parquet.schema_arrow.names:
        raise PseudofillError(f"{source}: no column {text_field!r} (columns: {parquet.schema_arrow.names}); "
                              "choose one with --text-field")

    def rows() -> Iterator[ReadItem]:
        """Row numbers (from 1) stand for lines; values JSON cannot hold (timestamps) become strings."""
        for line, row in enumerate(chain.from_iterable(b.to_pylist() for b in parquet.iter_batches(1024)), 1):
            plain = {k: v if k == text_field else json.loads(json.dumps(v, default=str)) for k, v in row.items()}
            yield document_from_row(plain, line, text_field, id_field)

    return rows()


@contextmanager
def _ray_session(address: str | None, workers: int, stats: RayRunStats) -> Iterator[None]:
    """Reuse a running session; otherwise start a local Ray or join `address`, quietly, and
    disconnect (stopping the local one) at the end."""
    if ray.is_initialized():
        yield
        return
    options: dict[str, Any] = {"address": address, "log_to_driver": False, "logging_level": logging.ERROR}
    if address is None:  # "local": a new Ray even if RAY_ADDRESS is set
        options |= {"address": "local", "num_cpus": max(workers, os.cpu_count() or 1), "include_dashboard": False}
    start = time.perf_counter()
    ray.init(**options)
    stats.ray_init_s = time.perf_counter() - start
    try:
        yield
    finally:
        ray.shutdown()


@contextmanager
def _parquet_output(path: Path, rows_per_group: int = 2048) -> Iterator[SimpleNamespace]:
    """FILLED records as Parquet (`.write(record)`), to a hidden temporary name renamed only
    when the run ends cleanly.  The first row group fixes the schema: a later record with a new
    field or another type is an error (Parquet is a table; write JSONL for ragged records)."""
    rows: list[dict[str, Any]] = []
    writer: pq.ParquetWriter | None = None
    with atomic_path(path) as temporary:
        def flush() -> None:
            nonlocal writer
            if not rows and writer is not None:
                return
            try:
                schema = writer.schema if writer is not None else _parquet_schema(rows)
                extra = {key for row in rows for key in row} - set(schema.names)
                if extra:
                    raise ValueError(f"field(s) {sorted(extra)} not in the schema of the first records")
                table = pa.Table.from_pylist(rows, schema=schema)
            except (pa.ArrowException, ValueError) as exc:
                raise PseudofillError(f"{path}: records do not fit one Parquet table ({exc}); "
                                      "write .jsonl instead") from None
            writer = writer or pq.ParquetWriter(temporary, schema)
            writer.write_table(table)
            rows.clear()

        def write(record: dict[str, Any]) -> None:
            rows.append(record)
            if len(rows) >= rows_per_group:
                flush()

        try:
            yield SimpleNamespace(write=write)
            flush()
        finally:
            if writer is not None:
                writer.close()


def _parquet_schema(rows: list[dict[str, Any]]) -> pa.Schema:
    """id, text and fills typed as FILLED records are; other fields inferred (all-null → string)."""
    meta = pa.Table.from_pylist([{k: v for k, v in row.items() if k not in _BASE} for row in rows]).schema
    names = list(dict.fromkeys(key for row in rows for key in row)) or list(_BASE)
    kinds = [_BASE.get(name) or meta.field(name).type for name in names]
    return pa.schema([(name, pa.string() if pa.types.is_null(kind) else kind) for name, kind in zip(names, kinds)])
