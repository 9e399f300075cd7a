"""Gap closed: where a corpus version's score lands between Baseline0 (masks kept) and
Oracle (raw text).  Both utility tables (`evaluate lm` in `utility`, `evaluate asr` in
`asr`) fill it in, so it lives below both and neither has to import the other for it."""

from __future__ import annotations

from typing import Any

from . import OUTSIDE_GAP


def gap_closed(rows: list[dict[str, Any]], metric: str) -> None:
    """(Baseline0 − method) / (Baseline0 − Oracle) per masking, in place (lower metric is
    better): Oracle 1, Baseline0 0; None where the masking lacks either reference or they
    tie, and for the generic/no-LM rows, which are not versions of the corpus."""
    reference = {(r["masking"], r["method"]): r[metric] for r in rows}
    for row in rows:
        low, high = reference.get((row["masking"], "oracle")), reference.get((row["masking"], "baseline0"))
        usable = low is not None and high is not None and abs(high - low) > 1e-9 and row["method"] not in OUTSIDE_GAP
        row["gap_closed"] = (high - row[metric]) / (high - low) if usable else None


__all__ = ["gap_closed"]
