"""Detected spans vs gold spans, label-agnostic where privacy is concerned.

- mention recall: a gold span counts as found when detected spans cover all of its
  word characters (whatever label they carry) — what matters for masking;
- partial recall: at least one of its word characters is covered;
- precision: share of detected spans that overlap some gold span.

Both sides are per-document lists of (start, end, label), so the same function scores
pseudofill, Presidio, or any other detector on the same texts.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

SpanTuple = tuple[int, int, str]
_WORD_CHAR = re.compile(r"\w")


@dataclass
class LabelCounts:
    gold: int = 0
    found: int = 0
    partial: int = 0

    @property
    def recall(self) -> float:
        return self.found / self.gold if self.gold else float("nan")

    @property
    def partial_recall(self) -> float:
        return self.partial / self.gold if self.gold else float("nan")


@dataclass
class DetectionScores:
    per_label: dict[str, LabelCounts] = field(default_factory=lambda: defaultdict(LabelCounts))
    predicted_per_label: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))

    def precision(self, label: str | None = None) -> float:
        items = [self.predicted_per_label[label]] if label else list(self.predicted_per_label.values())
        total = sum(n for n, _ in items)
        return sum(c for _, c in items) / total if total else float("nan")

    def recall(self, label: str | None = None) -> float:
        items = [self.per_label[label]] if label else list(self.per_label.values())
        gold = sum(c.gold for c in items)
        return sum(c.found for c in items) / gold if gold else float("nan")

    def to_dict(self) -> dict[str, object]:
        return {
            "recall": self.recall(),
            "precision": self.precision(),
            "gold": {k: {"n": v.gold, "recall": v.recall, "partial_recall": v.partial_recall}
                     for k, v in sorted(self.per_label.items())},
            "predicted": {k: {"n": n, "precision": c / n if n else None}
                          for k, (n, c) in sorted(self.predicted_per_label.items())},
        }


def score_detection(
    texts: Sequence[str],
    gold: Sequence[Iterable[SpanTuple]],
    predicted: Sequence[Iterable[SpanTuple]],
    label_map: Mapping[str, str] | None = None,
) -> DetectionScores:
    """Score predicted spans against gold for each document (same order)."""
    scores = DetectionScores()
    for text, gold_spans, predicted_spans in zip(texts, gold, predicted, strict=True):
        predicted_spans = list(predicted_spans)
        gold_spans = list(gold_spans)
        covered = [False] * len(text)
        for start, end, _ in predicted_spans:
            covered[start:end] = [True] * (end - start)
        for start, end, label in gold_spans:
            label = (label_map or {}).get(label, label)
            counts = scores.per_label[label]
            counts.gold += 1
            positions = [i for i in range(start, end) if _WORD_CHAR.match(text[i])] or list(range(start, end))
            hits = sum(covered[i] for i in positions)
            counts.found += hits == len(positions)
            counts.partial += hits > 0
        for start, end, label in predicted_spans:
            tally = scores.predicted_per_label[label]
            tally[0] += 1
            tally[1] += any(start < g_end and g_start < end for g_start, g_end, _ in gold_spans)
    return scores
