"""One record per filled slot: what every fill measure reads (quality, structure, risk)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..document import FilledDocument, VaultRecord


@dataclass(frozen=True)
class SlotFill:
    doc_id: str
    label: str
    original: str
    value: str
    entity: object


def slot_fills(vaults: Iterable[VaultRecord], filled: Iterable[FilledDocument]) -> list[SlotFill]:
    """Pair each vault entry with the fill of its slot (documents and slots in order)."""
    pairs = []
    for vault, doc in zip(vaults, filled, strict=True):
        for entry, fill in zip(vault.entries, doc.fills, strict=True):
            pairs.append(SlotFill(doc.id, entry.label, entry.text, fill.value, (entry.label, entry.entity_id)))
    return pairs
