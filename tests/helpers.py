"""Small helpers shared by the test modules."""

from __future__ import annotations

import json
from pathlib import Path

from pseudofill.document import Document, Span

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "examples" / "sample_calls.jsonl"
SAMPLE_GOLD = REPO / "examples" / "sample_calls.gold.jsonl"


def doc(text: str, doc_id: str = "d") -> Document:
    return Document(doc_id, text)


def texts_of(text: str, spans: list[Span]) -> list[str]:
    return [text[s.start:s.end] for s in spans]


def labelled(text: str, spans: list[Span]) -> set[tuple[str, str]]:
    return {(s.label, text[s.start:s.end]) for s in spans}


def covered(text: str, spans: list[Span], needle: str) -> bool:
    """Every character of the first occurrence of `needle` lies inside some span."""
    start = text.index(needle)
    return all(any(s.start <= i < s.end for s in spans) for i in range(start, start + len(needle)))


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
