"""One record per filled slot: what every fill measure reads (quality, structure, risk)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..document import FilledDocument, VaultRecord


@dataclass(frozen=True)
class SlotFill:
    doc_id: str
    label: str
    original: str
    value: str
    entity: object


def slot_fills(vaults: Iterable[VaultRecord], filled: Iterable[FilledDocument],
               texts: Mapping[str, str] | None = None) -> list[SlotFill]:
    """Pair each vault entry with the fill of its slot (documents and slots in order).
    With the original `texts`, a date the text says is a birth ("born on 26 May 1918 and 2
    December 1925") reads as DATE_OF_BIRTH whatever its label: birth dates move by the
    age step too, and the interval measure leaves them out."""
    pairs = []
    for vault, doc in zip(vaults, filled, strict=True):
        text = (texts or {}).get(doc.id)
        births: list[int] = []  # ends of the birth dates read so far
        for entry, fill in zip(vault.entries, doc.fills, strict=True):
            label = entry.label
            if text is not None and label in ("DATE", "DATE_OF_BIRTH"):
                before = text[max(0, entry.start - 24):entry.start]
                listed = bool(births) and bool(_LIST_GAP.fullmatch(text[births[-1]:entry.start]))
                if _BIRTH_CUE.search(before) or listed:
                    label = "DATE_OF_BIRTH"
                    births.append(entry.end)
            pairs.append(SlotFill(doc.id, label, entry.text, fill.value, (entry.label, entry.entity_id)))
    return pairs


# "born on", "date of birth:", "DOB"; and the next of a list ("born on A and B", "A, B and C").
_BIRTH_CUE = re.compile(r"\b(?:born|birth|DOB|d\.o\.b\.)(?:\s+(?:on|in|at))?[\s:]*$", re.IGNORECASE)
_LIST_GAP = re.compile(r"\s*(?:,|and|,\s*and|or)\s*", re.IGNORECASE)
