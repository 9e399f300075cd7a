"""The one data model every stage passes along: io → detect → mask → fill → evaluate.

Offsets are Python string indices (code points) into the text they name: a `Span`
points into the original text, a `Slot` into the masked text.  The vault is kept
apart from the masked document on purpose: the masked corpus may travel where the
original strings must not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any


class PseudofillError(Exception):
    """Base class of the errors library code raises; the CLI turns them into messages."""


class RecordError(PseudofillError):
    """A single input record is unusable; the run goes on and writes an error record."""

    def __init__(self, message: str, *, line: int | None = None, record_id: str | None = None):
        self.line = line
        self.record_id = record_id
        where = ", ".join(
            part for part in (f"line {line}" if line else "", f"id {record_id!r}" if record_id else "") if part
        )
        super().__init__(f"{where}: {message}" if where else message)
        self.reason = message


class ConfigError(PseudofillError):
    """A configuration file or component parameter is wrong."""


@dataclass(frozen=True)
class Document:
    id: str
    text: str
    meta: dict[str, Any] = field(default_factory=dict)
    line: int | None = field(default=None, compare=False)  # where it came from, for error records

    def to_record(self) -> dict[str, Any]:
        """The document as an input line: its id, its text, its other fields."""
        return {"id": self.id, "text": self.text, **{k: v for k, v in self.meta.items() if k not in ("id", "text")}}


@dataclass
class Span:
    """A stretch of the original text judged personal by one detector."""

    start: int
    end: int
    label: str
    source: str = ""
    score: float = 1.0
    entity_id: int | None = None

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError(f"empty or negative span {self.start}:{self.end}")

    def overlaps(self, other: Span) -> bool:
        return self.start < other.end and other.start < self.end

    def __len__(self) -> int:
        return self.end - self.start


@dataclass(frozen=True)
class Slot:
    """Where a mask tag sits in the masked text; carries no original text."""

    start: int
    end: int
    tag: str
    label: str
    entity_id: int | None = None


@dataclass(frozen=True)
class MaskedDocument:
    id: str
    text: str
    slots: list[Slot]
    meta: dict[str, Any] = field(default_factory=dict)

    def to_record(self) -> dict[str, Any]:
        record: dict[str, Any] = {"id": self.id, "text": self.text}
        record.update({k: v for k, v in self.meta.items() if k not in ("id", "text", "masks")})
        record["masks"] = [
            {"start": s.start, "end": s.end, "tag": s.tag, "label": s.label} for s in self.slots
        ]
        return record


TAG_PATTERN = re.compile(r"\[(?:MASK|([A-Z][A-Z0-9]*(?:_[A-Z][A-Z0-9]*)*)(?:_(\d+))?)\]")


def parse_tag(tag: str) -> tuple[str | None, int | None]:
    """"[PERSON_NAME_2]" → ("PERSON_NAME", 2); "[LOCATION]" → ("LOCATION", None); "[MASK]" → (None, None)."""
    match = TAG_PATTERN.fullmatch(tag)
    if match is None:
        raise ValueError(f"not a mask tag: {tag!r}")
    label, number = match.groups()
    return label, int(number) if number else None


def masked_from_record(record: dict[str, Any]) -> MaskedDocument:
    """A MASKED.jsonl line back into a MaskedDocument.

    The "masks" field (written by `pseudofill mask`) gives exact slot offsets; without it
    (hand-made or foreign masked text) the tags are found by their pattern.
    """
    text = record["text"]
    slots: list[Slot] = []
    masks = record.get("masks")
    if isinstance(masks, list) and all(text[m["start"]:m["end"]] == m["tag"] for m in masks):
        for m in masks:
            label, number = parse_tag(m["tag"])
            slots.append(Slot(m["start"], m["end"], m["tag"], m.get("label") or label or "MASK", number))
    else:
        for match in TAG_PATTERN.finditer(text):
            slots.append(Slot(match.start(), match.end(), match.group(), match.group(1) or "MASK",
                              int(match.group(2)) if match.group(2) else None))
    meta = {k: v for k, v in record.items() if k not in ("id", "text", "masks")}
    return MaskedDocument(str(record["id"]), text, slots, meta)


@dataclass(frozen=True)
class Fill:
    """One substitute in the filled text.  `edits`: the masked text's own words the fill
    rewrote around it, as (start, end, what stood there) in the filled text ("a" → "an"
    before it, a genitive s dropped after it), so the way back (`fill.restore`) is exact."""

    start: int
    end: int
    tag: str
    value: str
    label: str
    edits: tuple[tuple[int, int, str], ...] = ()


@dataclass(frozen=True)
class FilledDocument:
    id: str
    text: str
    fills: list[Fill]
    meta: dict[str, Any] = field(default_factory=dict)

    def to_record(self) -> dict[str, Any]:
        record: dict[str, Any] = {"id": self.id, "text": self.text}
        record.update({k: v for k, v in self.meta.items() if k not in ("id", "text", "fills", "masks")})
        record["fills"] = [{"tag": f.tag, "start": f.start, "end": f.end, "value": f.value, "label": f.label}
                           | ({"edits": [list(e) for e in f.edits]} if f.edits else {}) for f in self.fills]
        return record

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> FilledDocument:
        """A FILLED.jsonl line back into a FilledDocument."""
        if not isinstance(record["text"], str):
            raise TypeError(f"'text' is {type(record['text']).__name__}, not a string")
        fills = [Fill(int(f["start"]), int(f["end"]), str(f["tag"]), str(f["value"]), str(f["label"]),
                      tuple((int(a), int(b), str(text)) for a, b, text in f.get("edits", ())))
                 for f in record.get("fills", [])]
        meta = {key: value for key, value in record.items() if key not in ("id", "text", "fills")}
        return cls(str(record["id"]), record["text"], fills, meta)


@dataclass(frozen=True)
class VaultEntry:
    """One masked span of the original: what was there and which tag replaced it."""

    start: int
    end: int
    label: str
    text: str
    tag: str
    entity_id: int | None = None
    source: str = ""
    score: float = 1.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "start": self.start,
            "end": self.end,
            "label": self.label,
            "text": self.text,
            "tag": self.tag,
            "entity": self.entity_id,
            "source": self.source,
            "score": round(self.score, 4),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> VaultEntry:
        return cls(
            start=int(data["start"]),
            end=int(data["end"]),
            label=str(data["label"]),
            text=str(data["text"]),
            tag=str(data.get("tag", "")),
            entity_id=data.get("entity"),
            source=str(data.get("source", "")),
            score=float(data.get("score", 1.0)),
        )


@dataclass(frozen=True)
class VaultRecord:
    """The mask map of one document (a line of VAULT.jsonl)."""

    id: str
    entries: list[VaultEntry]

    def to_record(self) -> dict[str, Any]:
        return {"id": self.id, "spans": [entry.to_dict() for entry in self.entries]}

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> VaultRecord:
        return cls(id=str(record["id"]), entries=[VaultEntry.from_dict(s) for s in record.get("spans", [])])


# --- long texts, for models with a length limit (detectors and the fill's tagger) ----
_BREAK = re.compile(r"[\n.!?]\s")


def split_for_model(text: str, max_chars: int) -> list[tuple[int, str]]:
    """Cut a long text into (offset, piece) at line or sentence breaks, so a model with
    a length limit sees it whole; pieces keep exact offsets."""
    pieces: list[tuple[int, str]] = []
    start = 0
    while len(text) - start > max_chars:
        window = text[start:start + max_chars]
        cut = max((m.end() for m in _BREAK.finditer(window)), default=0)
        if cut < max_chars // 2:
            cut = window.rfind(" ") + 1 or max_chars
        pieces.append((start, text[start:start + cut]))
        start += cut
    pieces.append((start, text[start:]))
    return pieces


# Characters of context on each side of a window's own stretch of a long text: an
# entity near a cut is tagged with its sentence around it, by the window it starts in.
CONTEXT_CHARS = 500
Window = tuple[int, int, int, str]  # (offset of the piece, keep from, keep to, piece)


def context_windows(text: str, max_chars: int, overlap: int = CONTEXT_CHARS) -> list[Window]:
    """Pieces of at most `max_chars` for a model with a length limit: each owns a stretch
    of the text (cut at line or sentence breaks, as split_for_model cuts) and sees up to
    `overlap` characters beyond it on both sides.  An entity belongs to the piece whose
    own stretch it starts in, so overlapping pieces never report one twice."""
    if len(text) <= max_chars:
        return [(0, 0, len(text), text)]
    overlap = min(overlap, max_chars // 4)
    windows = []
    for start, core in split_for_model(text, max_chars - 2 * overlap):
        end = start + len(core)
        low, high = max(0, start - overlap), min(len(text), end + overlap)
        if low > 0 and not text[low - 1].isspace():  # context starts and ends on whole words
            low = next((i + 1 for i in range(low, start) if text[i].isspace()), start)
        if high < len(text) and not text[high].isspace():
            high = next((i for i in range(high - 1, end - 1, -1) if text[i].isspace()), end)
        windows.append((low, start, end, text[low:high]))
    return windows
