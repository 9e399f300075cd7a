"""The way back: a filled document and its vault give the original again, byte for byte.

A fill record says where each substitute stands in the filled text and which mask it
replaced; the vault says what the original held at that mask.  The n-th fill and the n-th
vault entry of a document stand for the same span (both in reading order), so restoring is
putting each entry's text where its fill stands, and the words a fill rewrote around it
("an" for "a", a dropped genitive s: its `edits`) as they were.  A record whose fills and
vault disagree (another count, another tag, a substitute that is not where its fill says)
is an error, never a guess.
"""

from __future__ import annotations

from collections.abc import Collection

from ..document import Document, FilledDocument, RecordError, VaultRecord


def restore(filled: FilledDocument, vault: VaultRecord, labels: Collection[str] | None = None) -> Document:
    """The original document (its other fields kept); with `labels`, only spans the vault
    labels so go back ("DATE": a reviewer may need the dates, not the names)."""
    if filled.id != vault.id:
        raise RecordError(f"vault record {vault.id!r} is not this document's", record_id=filled.id)
    fills = sorted(filled.fills, key=lambda f: f.start)
    entries = sorted(vault.entries, key=lambda e: e.start)
    if len(fills) != len(entries):
        raise RecordError(f"{len(fills)} fills but {len(entries)} vault spans: the vault is not this fill's",
                          record_id=filled.id)
    changes: list[tuple[int, int, str]] = []  # (start, end, text) in the filled text
    for fill, entry in zip(fills, entries, strict=True):
        if fill.tag != entry.tag:  # (a fill's label may be the shape it was filled as: the vault's is the original's)
            raise RecordError(f"fill {fill.tag} at {fill.start} meets vault span {entry.tag} at {entry.start}: "
                              "the vault is not this fill's", record_id=filled.id)
        if filled.text[fill.start:fill.end] != fill.value:
            raise RecordError(f"the text at {fill.start}–{fill.end} is not the fill of {fill.tag}: "
                              "the filled text was changed", record_id=filled.id)
        if labels is None or entry.label in labels:  # the words it rewrote around it go back with it
            changes += [(fill.start, fill.end, entry.text), *fill.edits]
    pieces, cursor = [], 0
    for start, end, text in sorted(changes, key=lambda c: (c[0], c[1])):
        if start < cursor:
            raise RecordError(f"overlapping fills at {start}: the filled text was changed", record_id=filled.id)
        pieces += [filled.text[cursor:start], text]
        cursor = end
    pieces.append(filled.text[cursor:])
    meta = {k: v for k, v in filled.meta.items() if k not in ("fills", "masks")}
    return Document(filled.id, "".join(pieces), meta=meta)
