"""The report's section for `evaluate attack`: the headline AUCs and recoveries as cards
(read against the controls), the ROC curves, and the tables by leak rate and by label."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import plots
from .html import Card, Cell, Section, figure, heat, mapping, number, percent, table

TITLE = "Privacy under attack"
# What the controls must show for the attacks to count as working, and what a fill should reach.
PARROT_FILL_LIMIT = 0.60
INFILL_FILL_LIMIT = 2.0  # × chance


def attack_section(r: Mapping[str, Any]) -> Section:
    s = Section(TITLE)
    parrot, infill = mapping(r.get("parrot")), mapping(r.get("infill"))
    rate = number(r.get("leak_rate"))
    for method, found in parrot.items():
        auc = number(mapping(found).get("auc"))
        control = method in ("redact", "faker_en")
        tone = "" if auc is None or control else "good" if auc <= PARROT_FILL_LIMIT else "bad"
        s.cards.append(Card(f"Parrot AUC, {method}", figure(auc, 3), tone,
                            f"{'control: should be high' if control else f'≤ {PARROT_FILL_LIMIT} hides the leaks'}; "
                            f"leak recall at 50 % precision {percent(mapping(found).get('leak_recall_at_p50'))}"))
    for kind, found in infill.items():
        found = mapping(found)
        ratio = number(found.get("top10_over_chance"))
        control = kind in ("original", "redact")
        tone = "" if ratio is None or control else "good" if ratio <= INFILL_FILL_LIMIT else "bad"
        s.cards.append(Card(f"Infill top-10, {kind}", percent(found.get("top10")), tone,
                            f"{figure(ratio, 1)}× chance ({percent(found.get('chance_top10'))}) over "
                            f"{figure(found.get('targets'), 0)} targets"
                            + ("; control: should be well above chance" if kind == "original" else "")))
    curves = {m: mapping(f).get("roc") for m, f in parrot.items() if mapping(f).get("roc")}
    if curves:
        s.body.append(plots.embed("ROC curves of the parrot attack", plots.roc_curves, curves))
    rates = [str(x) for x in r.get("leak_rates") or []]
    if parrot and rates:
        rows: list[list[Cell | str]] = []
        for method, found in parrot.items():
            by_rate = mapping(mapping(found).get("by_leak_rate"))
            cells: list[Cell | str] = [method]
            for key in rates:
                row = mapping(by_rate.get(key))
                auc = number(row.get("auc"))
                cells += [Cell(figure(auc, 3), heat(None if auc is None else 2 * (1 - auc))),
                          percent(row.get("leak_recall_at_p50")), figure(row.get("leaks"), 0)]
            rows.append(cells)
        headers = ["Method"] + [h for key in rates for h in (f"AUC {100 * float(key):g} %", "Recall at P50", "Leaks")]
        s.body.append(table(headers, rows, "Parrot attack by leak rate (AUC 0.5: leaks hidden; 1.0: all found)"))
        labels = sorted({lab for f in parrot.values() for lab in mapping(mapping(f).get("by_label"))})
        s.body.append(table(["Label", *parrot], [
            [label, *(figure(mapping(mapping(mapping(f).get("by_label")).get(label)).get("auc"), 3)
                      for f in parrot.values())] for label in labels],
            f"Parrot AUC by label at {percent(rate)} leaked"))
    if infill:
        s.body.append(table(["Version", "Targets", "Top-1", "Top-10", "Chance top-10", "× chance", "Calibrated top-10",
                             "Top-10 without context"],
                            [[k, figure(mapping(f).get("targets"), 0), percent(mapping(f).get("top1")),
                              percent(mapping(f).get("top10")), percent(mapping(f).get("chance_top10")),
                              figure(mapping(f).get("top10_over_chance"), 1),
                              percent(mapping(mapping(f).get("calibrated")).get("top10")),
                              percent(mapping(mapping(f).get("prior_only")).get("top10"))]
                             for k, f in infill.items()], "Infill attack: the original among its candidates"))
    return s
