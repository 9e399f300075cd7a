"""Streaming corpus readers and atomic JSONL writers.

Readers never hold a corpus in memory and never raise on a bad record: they yield a
`RecordError` carrying the line number instead, so the run can write an error record
and go on.  Writers write to `<path>.partial` and rename on success, so a reader of
the output never sees half a corpus.
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, Literal

from .document import Document, PseudofillError, RecordError

Format = Literal["jsonl", "txt", "csv", "dir"]
ReadItem = Document | RecordError

_FORMAT_BY_SUFFIX = {".jsonl": "jsonl", ".json": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".tsv": "csv",
                     ".txt": "txt", ".text": "txt"}


def guess_format(path: Path) -> Format:
    if path.is_dir():
        return "dir"
    fmt = _FORMAT_BY_SUFFIX.get(path.suffix.lower())
    if fmt is None:
        raise PseudofillError(f"{path}: cannot tell the format from the suffix {path.suffix!r}; pass --format")
    return fmt  # type: ignore[return-value]


def read_corpus(
    path: str | Path,
    fmt: Format | None = None,
    *,
    text_field: str = "text",
    id_field: str = "id",
) -> Iterator[ReadItem]:
    """Yield documents (or errors) from a JSONL, plain-text, CSV file or a directory of texts.

    For CSV, `text_field`/`id_field` name columns; for JSONL, keys.  Plain text is one
    document per non-empty line; a directory is one document per `*.txt` file.
    """
    path = Path(path)
    if not path.exists():
        raise PseudofillError(f"{path}: no such file or directory")
    fmt = fmt or guess_format(path)
    if fmt == "jsonl":
        yield from _read_jsonl(path, text_field, id_field)
    elif fmt == "txt":
        yield from _read_lines(path)
    elif fmt == "csv":
        yield from _read_csv(path, text_field, id_field)
    elif fmt == "dir":
        yield from _read_dir(path)
    else:
        raise PseudofillError(f"unknown input format {fmt!r} (jsonl, txt, csv, dir)")


def _decode(raw: bytes, line: int) -> str:
    if b"\x00" in raw:
        raise RecordError("contains NUL bytes (binary or UTF-16 input?)", line=line)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"not valid UTF-8 (byte {exc.start} of the line)", line=line) from None


def read_jsonl(path: str | Path) -> Iterator[tuple[int, dict[str, Any]] | RecordError]:
    """(line, object) for every record of a JSONL file from elsewhere: a line that is not a
    JSON object becomes a RecordError naming it, and the rest are still read.  (Files this
    tool wrote are read strictly: `read_jsonl_records`.)"""
    with Path(path).open("rb") as handle:
        for line_no, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                yield line_no, _json_object(raw, line_no)
            except RecordError as err:
                yield err


def _json_object(raw: bytes, line: int) -> dict[str, Any]:
    line_text = _decode(raw, line)
    if line == 1:
        line_text = line_text.removeprefix("\ufeff")  # a byte-order mark some editors write
    try:
        record = json.loads(line_text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"invalid JSON ({exc.msg} at column {exc.colno})", line=line) from None
    except (ValueError, RecursionError) as exc:  # huge integers, absurd nesting
        raise RecordError(f"unreadable JSON ({type(exc).__name__}: {str(exc)[:80]})", line=line) from None
    if not isinstance(record, dict):
        raise RecordError(f"expected a JSON object, got {type(record).__name__}", line=line)
    return record


def _read_jsonl(path: Path, text_field: str, id_field: str) -> Iterator[ReadItem]:
    for item in read_jsonl(path):
        if isinstance(item, RecordError):
            yield item
            continue
        try:
            yield _document_from_json(*item, text_field, id_field)
        except RecordError as err:
            yield err


def _document_from_json(line: int, record: dict[str, Any], text_field: str, id_field: str) -> Document:
    record_id = record.get(id_field)
    record_id = str(line) if record_id is None else str(record_id)
    if text_field not in record:
        raise RecordError(f"missing the text field {text_field!r}", line=line, record_id=record_id)
    text = record[text_field]
    if not isinstance(text, str):
        raise RecordError(f"field {text_field!r} is {type(text).__name__}, not a string", line=line,
                          record_id=record_id)
    meta = {k: v for k, v in record.items() if k not in (id_field, text_field)}
    check_text(record_id, text, meta, line)
    return Document(id=record_id, text=text, meta=meta, line=line)


def check_text(record_id: str, text: str, meta: dict[str, Any] | None = None, line: int | None = None) -> None:
    """The rules every record meets, whatever brought it (file, Parquet row, web request):
    no NUL characters, and nothing that cannot be written back as UTF-8 (lone surrogates:
    "\\ud800" in JSON, bad bytes in a CSV column)."""
    shown = record_id.encode("utf-8", "replace").decode("utf-8")
    if "\x00" in text:
        raise RecordError("contains NUL bytes", line=line, record_id=shown)
    try:
        record_id.encode("utf-8")
        text.encode("utf-8")
        if meta:
            json.dumps(meta, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise RecordError("contains characters that are not valid UTF-8 (lone surrogates)", line=line,
                          record_id=shown) from None


def _read_lines(path: Path) -> Iterator[ReadItem]:
    with path.open("rb") as handle:
        for line_no, raw in enumerate(handle, start=1):
            try:
                text = _decode(raw, line_no).rstrip("\r\n")
            except RecordError as err:
                yield err
                continue
            if line_no == 1:
                text = text.removeprefix("\ufeff")
            if text.strip():
                yield Document(id=f"{path.stem}-{line_no}", text=text, line=line_no)


def _read_dir(path: Path) -> Iterator[ReadItem]:
    for index, file in enumerate(sorted(p for p in path.rglob("*.txt") if p.is_file()), start=1):
        doc_id = file.relative_to(path).as_posix()
        try:
            yield Document(id=doc_id, text=_decode(file.read_bytes(), index).removeprefix("\ufeff"), line=index)
        except RecordError as err:
            yield RecordError(f"{doc_id}: {err.reason}", line=index, record_id=doc_id)


def _read_csv(path: Path, text_field: str, id_field: str) -> Iterator[ReadItem]:
    csv.field_size_limit(sys.maxsize)
    # TSV has no quoting: a stray quote must not swallow the following lines.  CSV is
    # strict, so a malformed quote becomes an error record rather than merged records.
    dialect: dict[str, Any] = {"delimiter": "\t", "quoting": csv.QUOTE_NONE} if path.suffix.lower() == ".tsv" \
        else {"strict": True}
    # surrogateescape keeps undecodable bytes visible per row instead of failing the file;
    # utf-8-sig drops the byte-order mark spreadsheet programs write.
    with path.open("r", encoding="utf-8-sig", errors="surrogateescape", newline="") as handle:
        reader = csv.DictReader(handle, **dialect)
        if reader.fieldnames is None or text_field not in reader.fieldnames:
            raise PseudofillError(f"{path}: no column {text_field!r} (columns: {reader.fieldnames}); "
                                  "choose one with --text-field")
        while True:
            try:
                row = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:
                yield RecordError(f"malformed CSV ({exc})", line=reader.line_num)
                continue
            yield document_from_row(row, reader.line_num, text_field, id_field)


def document_from_row(row: dict[str, Any], line: int, text_field: str, id_field: str) -> ReadItem:
    """A table row (CSV, Parquet) as a document, or the error record saying what is wrong."""
    record_id = row.get(id_field)
    record_id = str(line) if record_id in (None, "") else str(record_id)
    text = row.get(text_field)
    if text is None:
        return RecordError(f"row has no value in column {text_field!r}", line=line, record_id=record_id)
    if not isinstance(text, str):
        return RecordError(f"field {text_field!r} is {type(text).__name__}, not a string", line=line,
                           record_id=record_id)
    meta = {k: v for k, v in row.items() if k not in (id_field, text_field) and k is not None}
    try:
        check_text(record_id, text, meta, line)
    except RecordError as err:
        return err
    return Document(id=record_id, text=text, meta=meta, line=line)


def read_jsonl_records(path: str | Path) -> Iterator[dict[str, Any]]:
    """Read a JSONL file this tool wrote (vault, gold); a bad line is a hard error."""
    path = Path(path)
    with path.open("r", encoding="utf-8") as handle:
        for line_no, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                yield json.loads(line)
            except json.JSONDecodeError as exc:
                raise PseudofillError(f"{path}, line {line_no}: invalid JSON ({exc.msg})") from None


@contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """A hidden sibling of `path` to write; renamed onto `path` only when the block
    succeeds, so a reader or a cache never trusts half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.partial")
    try:
        yield temporary
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


class AtomicJsonlWriter:
    """Write JSON lines to `<path>.partial`; rename onto `path` only when closed cleanly.

    `resume_at` (a byte offset) reopens an interrupted run's partial file, cut back to the
    last record its checkpoint vouches for, and appends from there."""

    def __init__(self, path: str | Path, resume_at: int | None = None):
        self.path = Path(path)
        self.partial = self.path.with_name(self.path.name + ".partial")
        self.resume_at = resume_at
        self.count = 0
        self._handle: IO[bytes] | None = None

    def __enter__(self) -> AtomicJsonlWriter:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.resume_at is None:
            self._handle = self.partial.open("wb")
        else:
            self._handle = self.partial.open("r+b")
            self._handle.truncate(self.resume_at)
            self._handle.seek(self.resume_at)
        return self

    def write(self, record: Any) -> None:
        assert self._handle is not None, "use the writer as a context manager"
        self._handle.write((json.dumps(record, ensure_ascii=False) + "\n").encode("utf-8"))
        self.count += 1

    def offset(self) -> int:
        """Bytes written so far (where the next record starts)."""
        assert self._handle is not None
        return self._handle.tell()

    def sync(self) -> None:
        """Everything written so far is on disk (before a checkpoint vouches for it)."""
        assert self._handle is not None
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        assert self._handle is not None
        self.sync()
        self._handle.close()
        if exc_type is None:
            os.replace(self.partial, self.path)
        elif not issubclass(exc_type, KeyboardInterrupt):  # type: ignore[arg-type]
            self.partial.unlink(missing_ok=True)  # a failed run leaves no half-written output


def error_record(err: RecordError, source: str | Path) -> dict[str, Any]:
    record_id = err.record_id.encode("utf-8", "replace").decode("utf-8") if err.record_id else None
    return {"line": err.line, "id": record_id, "error": err.reason.encode("utf-8", "replace").decode("utf-8"),
            "source": str(source)}


def id_digest(record_id: str) -> bytes:
    """16 bytes that stand for a record id in a duplicate check: small for large corpora."""
    return hashlib.blake2b(record_id.encode("utf-8", "surrogatepass"), digest_size=16).digest()
