"""The three inputs of `pseudofill evaluate quality` read from files: the original corpus
(any format `read_corpus` takes), FILLED.jsonl and VAULT.jsonl.  A record that cannot be
read is reported under "skipped" like a document missing from an input, never dropped."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..document import Document, FilledDocument, RecordError
from ..io import Format, read_corpus, read_jsonl_records
from ..vault import read_vault
from .quality import evaluate_quality


def evaluate_quality_files(original: str | Path, filled: str | Path, vault: str | Path, *, fmt: Format | None = None,
                           text_field: str = "text", id_field: str = "id", vault_key: bytes | None = None,
                           **options: Any) -> dict[str, Any]:
    """`evaluate_quality` on files; `fmt`, `text_field` and `id_field` describe the original
    corpus as for `pseudofill mask`; `options` go to evaluate_quality."""
    unreadable: list[dict[str, Any]] = []
    originals: list[Document] = []
    for item in read_corpus(original, fmt, text_field=text_field, id_field=id_field):
        if isinstance(item, RecordError):
            unreadable.append({"id": item.record_id, "line": item.line,
                               "reason": f"unreadable original: {item.reason}"})
        else:
            originals.append(item)
    filled_documents: list[FilledDocument] = []
    for number, record in enumerate(read_jsonl_records(filled), start=1):
        try:
            filled_documents.append(FilledDocument.from_record(record))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            record_id = record.get("id") if isinstance(record, dict) else None
            unreadable.append({"id": None if record_id is None else str(record_id),
                               "reason": f"unreadable filled record (record {number} of {filled}: "
                                         f"{type(exc).__name__}: {str(exc)[:80]})"})
    vaults = list(read_vault(vault, vault_key))
    result = evaluate_quality(originals, filled_documents, vaults, **options)
    result["skipped"] = unreadable + result["skipped"]
    return result
