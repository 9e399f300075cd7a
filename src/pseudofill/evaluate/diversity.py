"""Linguistic diversity of substitutes (FitB Table 2 and Figure 1), beside the originals'.

A model that fills every slot with "the" or "Monday" scores well on leaks yet makes the
corpus less varied than the original; these counts show it.  A span's form is its exact
text (stripped of surrounding spaces), as FitB counts word/phrase forms.
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .slots import SlotFill


def span_diversity(forms_by_document: Mapping[str, Sequence[str]]) -> dict[str, Any]:
    """Diversity of one set of spans, given per document.

    - `n_spans`: spans counted; `distinct_spans`: different forms among them;
    - `unique_spans`: forms that occur exactly once in the whole collection (FitB's
      "unique spans": word forms/phrases which appear only once);
    - `span_frequency`: avg/std (population)/min/max of how often each distinct form occurs;
    - `frequencies`: those occurrence counts, most frequent first (for a histogram);
    - `per_document_unique_ratio`: distinct forms / spans in a document, averaged over the
      documents that have spans (FitB Figure 1: 1 = every span of the document differs);
      `per_document_ratios` holds the ratios themselves (for a box plot).
    """
    counts: Counter[str] = Counter()
    ratios: list[float] = []
    for forms in forms_by_document.values():
        stripped = [form.strip() for form in forms]
        counts.update(stripped)
        if stripped:
            ratios.append(len(set(stripped)) / len(stripped))
    frequencies = sorted(counts.values(), reverse=True)
    return {
        "n_spans": sum(frequencies),
        "distinct_spans": len(frequencies),
        "unique_spans": sum(count == 1 for count in frequencies),
        "span_frequency": {
            "avg": statistics.fmean(frequencies) if frequencies else None,
            "std": statistics.pstdev(frequencies) if frequencies else None,
            "min": min(frequencies, default=None),
            "max": max(frequencies, default=None),
        },
        "per_document_unique_ratio": statistics.fmean(ratios) if ratios else None,
        "per_document_ratios": ratios,
        "frequencies": frequencies,
    }


def _with_labels(slots: Sequence[SlotFill], form_of: str) -> dict[str, Any]:
    """span_diversity of one side of the slots (`value` or `original`), overall and by label."""
    overall: dict[str, list[str]] = defaultdict(list)
    by_label: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for slot in slots:
        form = getattr(slot, form_of)
        overall[slot.doc_id].append(form)
        by_label[slot.label][slot.doc_id].append(form)
    result = span_diversity(overall)
    result["by_label"] = {label: span_diversity(docs) for label, docs in sorted(by_label.items())}
    return result


def diversity(slots: Sequence[SlotFill]) -> dict[str, Any]:
    """The substitutes' diversity (overall and `by_label`), and the same for the originals
    under `original`, so the two can be compared as in FitB Table 2.  Only counts are
    returned, never the original strings."""
    result = _with_labels(slots, "value")
    result["original"] = _with_labels(slots, "original")
    return result
