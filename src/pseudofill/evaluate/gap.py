"""Gap closed: where a corpus version's score lands between Baseline0 (masks kept) and
Oracle (raw text).  Both utility tables (`evaluate lm` in `utility`, `evaluate asr` in
`asr`) fill it in, so it lives below both and neither has to import the other for it."""

from __future__ import annotations

import math
import statistics
from typing import Any

from . import OUTSIDE_GAP


def gap_closed(rows: list[dict[str, Any]], metric: str) -> None:
    """(Baseline0 − method) / (Baseline0 − Oracle) per masking, in place (lower metric is
    better): Oracle 1, Baseline0 0; None where the masking lacks either reference or they
    tie, and for the generic/no-LM rows, which are not versions of the corpus.  Where every
    row holds its runs (`METRIC_runs`, one per seed), also the spread of the gap closed
    computed seed by seed (`gap_closed_std`): the versions of one seed share its windows,
    so that spread is the one that says whether two fills differ."""
    reference = {(r["masking"], r["method"]): r for r in rows}
    for row in rows:
        oracle, baseline = reference.get((row["masking"], "oracle")), reference.get((row["masking"], "baseline0"))
        low, high = (oracle or {}).get(metric), (baseline or {}).get(metric)
        usable = low is not None and high is not None and abs(high - low) > 1e-9 and row["method"] not in OUTSIDE_GAP
        row["gap_closed"] = (high - row[metric]) / (high - low) if usable else None
        runs = [r.get(f"{metric}_runs") for r in (row, oracle or {}, baseline or {})]
        if usable and all(runs) and len({len(r) for r in runs}) == 1 and len(runs[0]) > 1:
            # run by run (the same seed's Oracle and Baseline0): the spread of the gap itself
            gaps = [(b - m) / (b - o) if abs(b - o) > 1e-9 else math.nan for m, o, b in zip(*runs, strict=True)]
            row["gap_closed_runs"] = gaps
            row["gap_closed_std"] = statistics.stdev(gaps)
        by_label = [r.get(f"{metric}_by_label") for r in (row, oracle or {}, baseline or {})]
        if usable and all(by_label):  # where a fill loses: the gap closed at each label's slots
            mine, low_of, high_of = by_label
            row["gap_closed_by_label"] = {
                label: (high_of[label] - value) / (high_of[label] - low_of[label])
                for label, value in mine.items()
                if label in low_of and label in high_of and abs(high_of[label] - low_of[label]) > 1e-9}


__all__ = ["gap_closed"]
