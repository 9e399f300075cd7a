"""The report's section for `evaluate ner-utility`: F1 retained per method as cards, and
per-label F1 with its spread over seeds beside the diversity of substitutes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .html import Card, Cell, Section, figure, heat, mapping, number, percent, table

TITLE = "NER utility (train on each version, test on real text)"
RETAINED_TARGET = 0.95


def ner_section(r: Mapping[str, Any]) -> Section:
    s = Section(TITLE)
    methods = mapping(r.get("methods"))
    for method, row in methods.items():
        row = mapping(row)
        retained = number(row.get("f1_retained"))
        tone = "" if retained is None or method in ("raw", "redact") else \
            "good" if retained >= RETAINED_TARGET else "bad"
        s.cards.append(Card(f"F1, {method}", f"{percent(row.get('f1'))} ± {percent(row.get('f1_std'))}", tone,
                            f"retained {percent(retained)}"))
    labels = sorted({label for row in methods.values() for label in mapping(mapping(row).get("by_label"))})
    if labels:
        rows: list[list[Cell | str]] = []
        for label in labels:
            cells: list[Cell | str] = [label]
            for row in methods.values():
                entry = mapping(mapping(mapping(row).get("by_label")).get(label))
                cells.append(Cell(f"{percent(entry.get('f1'))} ± {percent(entry.get('f1_std'))}",
                                  heat(entry.get("f1_retained"))))
            rows.append(cells)
        s.body.append(table(["Label", *methods], rows, "F1 per label (colour: retained against raw)"))
        diversity: list[list[Cell | str]] = [
            [m, *(figure(mapping(mapping(row).get("distinct_substitutes")).get(label), 0) for label in labels)]
            for m, row in methods.items()]
        s.body.append(table(["Method", *labels], diversity, "Distinct strings in the entities' places"))
    return s
