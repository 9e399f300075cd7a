"""One self-contained HTML page from evaluation result files: headline figures first, then
tables and plots, so a run is judged at a glance and the page can be mailed or archived
as a single file (inline CSS, plots as base64 PNG, no external URL, no script).

Result kinds (`"kind"` key, or inferred from the keys): detection, quality, story, risk, lm,
asr, canaries, attack, ner_utility.  Anything else is shown as raw JSON; a malformed result of a known kind is shown
the same way with the reason, so one bad section never costs the rest of the report.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..document import PseudofillError
from ..evaluate import BASELINE0_RENORM, OUTSIDE_GAP, REFERENCE_METHODS
from ..io import atomic_path
from . import plots  # cheap: matplotlib is imported only when a figure is drawn
from .attack import TITLE as ATTACK_TITLE
from .attack import attack_section
from .html import (
    Card,
    Cell,
    Section,
    card_html,
    cards,
    escape,
    figure,
    heat,
    mapping,
    number,
    percent,
    raw_json,
    table,
)
from .ner import TITLE as NER_TITLE
from .ner import ner_section

ALL_MASKINGS = "all"
TOP_RISKY = 10
CANARY_MODELS = ("raw", "filled", "unplanted")  # what the audited models were adapted on
DEFAULT_RISK_THRESHOLD = 5.0
_QUALITY_KEYS = frozenset({"upos_accuracy", "leak", "word_similarity", "sentence_similarity", "consistency",
                           "format_preservation", "type_correctness", "syntheticity", "masks_left", "diversity"})
_TITLES = {"detection": "Detection", "quality": "Substitute quality", "story": "Whole run (story)",
           "risk": "Re-identification risk",
           "lm": "Language-model utility", "asr": "ASR utility", "canaries": "Canary exposure",
           "attack": ATTACK_TITLE, "ner_utility": NER_TITLE}


class ReportError(PseudofillError, ValueError):
    """A result file cannot be used; the message starts with its path so the user knows which."""

    def __init__(self, path: Path | str, message: str):
        self.path = Path(path)
        super().__init__(f"{path}: {message}")


# --- kinds ---------------------------------------------------------------------------------

def infer_kind(result: Mapping[str, Any]) -> str:
    """The `"kind"` key, or for older files the kind whose distinctive keys are present."""
    kind = result.get("kind")
    if isinstance(kind, str):
        return kind
    rows = result.get("rows")
    if isinstance(rows, list):
        return "asr" if any(isinstance(r, Mapping) and "wer" in r for r in rows) else "lm"
    if "canaries" in result:
        return "canaries"
    if "documents" in result or "mu_plus_sigma" in result:
        return "risk"
    if "mention_recall" in result or "token_recall" in result:
        return "detection"
    if result.keys() & _QUALITY_KEYS:
        return "quality"
    return "unknown"


def _detection(r: Mapping[str, Any]) -> Section:
    s = Section(_TITLES["detection"], cards(r, [
        ("mention_recall", "Mention recall", percent), ("token_recall", "Token recall", percent),
        ("token_precision", "Token precision", percent), ("entity_recall", "Entity recall", percent)]))
    by_label = {str(k): mapping(v) for k, v in mapping(r.get("by_label")).items()}
    if by_label:
        items = sorted(by_label.items(), key=lambda kv: (-(number(kv[1].get("gold")) or 0), kv[0]))
        s.body.append(table(["Label", "Gold mentions", "Mention recall", "Token recall", "Token precision"], [
            [label, figure(m.get("gold"))] + [Cell(percent(m.get(k)), heat(m.get(k)))
                                            for k in ("mention_recall", "token_recall", "token_precision")]
            for label, m in items]))
        plotted = sorted(((lab, number(m.get("mention_recall")), m.get("gold")) for lab, m in items
                          if number(m.get("mention_recall")) is not None), key=lambda t: (t[1], t[0]))
        if plotted:
            s.body.append(plots.embed("Mention recall per label", plots.barh_chart, [p[0] for p in plotted],
                                      [p[1] for p in plotted], xlabel="mention recall (%)",
                                      notes=[f"n={figure(p[2])}" for p in plotted]))
    return s


def _quality(r: Mapping[str, Any]) -> Section:
    leak, types, synth, div = (mapping(r.get(k)) for k in ("leak", "type_correctness", "syntheticity", "diversity"))
    freq = mapping(div.get("span_frequency"))
    def bad_if(value: object) -> str:
        return "bad" if number(value) else "good"

    def three(value: object) -> str:
        return figure(value, 3)

    spread = " / ".join(figure(freq.get(k)) for k in ("avg", "std", "min", "max")) if freq else None
    folds = f"{figure(synth.get('folds'))} folds, n={figure(synth.get('n'))}"
    spec: list[tuple[str, object, Callable[[object], str], str, str, bool]] = [  # ..., tone, headline card?
        ("Absolute leaks", leak.get("absolute"), percent, "substitute = original", bad_if(leak.get("absolute")), True),
        ("Partial leaks", leak.get("partial"), percent, "substitute shares a word with the original",
         bad_if(leak.get("partial")), True),
        ("Masks left", r.get("masks_left"), figure, "unfilled tags in the output", bad_if(r.get("masks_left")), True),
        ("Type correctness", types.get("overall"), percent, "substitute is of the masked type", "", True),
        ("Consistency", r.get("consistency"), percent, "one entity → one substitute", "", True),
        ("Format preservation", r.get("format_preservation"), percent, "dates keep their shape", "", False),
        ("UPOS accuracy", r.get("upos_accuracy"), percent, "part of speech unchanged by the fill", "", True),
        ("Word similarity", r.get("word_similarity"), three, "", "", False),
        ("Sentence similarity", r.get("sentence_similarity"), three, "", "", True),
        ("Syntheticity accuracy", synth.get("accuracy"), percent,
         f"real-vs-filled classifier ({folds}); 50% = indistinguishable", "", True),
        ("Unique substitutes", div.get("unique_spans"), figure, "", "", True),
        ("Per-document unique ratio", div.get("per_document_unique_ratio"), percent, "", "", False),
        ("Substitute frequency", spread, str, "avg / std / min / max uses of one substitute", "", False),
    ]
    metrics = [(lab, fmt(v), note, tone, card) for lab, v, fmt, note, tone, card in spec if v is not None]
    s = Section(_TITLES["quality"], [Card(lab, val, tone, note) for lab, val, note, tone, card in metrics if card])
    if metrics:
        s.body.append(table(["Measure", "Value", "Meaning"],
                             [[lab, Cell(val, "font-weight:600"), note] for lab, val, note, _, _ in metrics]))
    per_label = [(str(k), v) for k, v in types.items() if k != "overall"]
    if per_label:
        s.body.append(table(["Label", "Type correctness"],
                             [[k, Cell(percent(v), heat(v))] for k, v in sorted(per_label)],
                             "Type correctness per label"))
    by_label = {str(k): mapping(v) for k, v in mapping(div.get("by_label")).items()}
    columns = sorted({k for v in by_label.values() for k, x in v.items() if number(x) is not None})
    if by_label and columns:
        s.body.append(table(["Label", *columns], [[lab, *(figure(v.get(c), 3) for c in columns)]
                                                   for lab, v in sorted(by_label.items())], "Diversity per label"))
    frequencies = [int(f) for f in div.get("frequencies") or [] if number(f) is not None and f > 0]
    if frequencies:
        s.body.append(plots.embed("Histogram of substitute frequencies", plots.frequency_histogram, frequencies))
    return s


_STORY_ORIGINALS = frozenset({"original", "gold_text", "word", "form"})


def _story(r: Mapping[str, Any]) -> Section:
    agreement, amounts, collateral, broken, neutral, readable = (
        mapping(r.get(k)) for k in ("label_agreement", "amounts", "collateral", "broken", "neutral", "readable"))
    people, organisations = mapping(readable.get("person_location")), mapping(readable.get("organisation"))
    bad_if = "bad" if number(broken.get("documents")) else "good"
    spec: list[tuple[Mapping[str, Any], str, str, str, str]] = [  # part, label, value, meaning, tone
        (agreement, "Label agreement", percent(agreement.get("share")), "detected label fits the gold type", ""),
        (amounts, "Amounts kept", percent(amounts.get("share")), "amount filled with an amount of the same unit", ""),
        (collateral, "Collateral spans / 1,000 words", figure(collateral.get("per_1000_words"), 1),
         "masked outside every gold span", ""),
        (collateral, "Collateral kind changed", percent(collateral.get("kind_changed_share")),
         "e.g. a common word filled with a name", ""),
        (broken, "Broken documents", figure(broken.get("documents")), "brackets, quotes, doubled words", bad_if),
        (neutral, "Neutral fallbacks", percent(neutral.get("share")), 'fills such as "someone", "somewhere"', ""),
        (people, "Readable person/place", percent(people.get("share")), "an original word left in the filled text",
         "bad" if number(people.get("share")) else "good"),
        (organisations, "Readable organisation", percent(organisations.get("share")), "the same, organisations", ""),
    ]
    s = Section(_TITLES["story"], [Card(label, value, tone, note) for part, label, value, note, tone in spec if part])
    structure = {str(k): v for k, v in mapping(r.get("structure")).items()}
    if structure:
        s.body.append(table(["Story measure", "Share"], [[k.replace("_", " "), Cell(percent(v), heat(v))]
                                                           for k, v in structure.items()], "Story kept by the fills"))
    examples = (("Label disagreements", agreement.get("disagreements")), ("Amounts not kept", amounts.get("failures")),
                ("Collateral spans of another kind", collateral.get("examples")),
                ("Broken documents", broken.get("examples")), ("Neutral fallbacks", neutral.get("examples")),
                ("Persons and places still readable", people.get("examples")),
                ("Organisations still readable", organisations.get("examples")))
    for title, found in examples:  # original strings are PII: only ids, labels, kinds and fills are shown
        rows = [mapping(x) for x in found or [] if isinstance(x, Mapping)]
        if rows:
            columns = list(dict.fromkeys(k for row in rows for k in row if k not in _STORY_ORIGINALS))
            s.body.append(table(columns, [[str(row.get(c, "")) for c in columns] for row in rows], title))
    return s


def _risk(r: Mapping[str, Any]) -> Section:
    threshold = number(r.get("threshold"))
    mu_sigma = number(r.get("mu_plus_sigma"))
    if mu_sigma is None and number(r.get("mean")) is not None and number(r.get("std")) is not None:
        mu_sigma = number(r["mean"]) + number(r["std"])  # type: ignore[operator]
    passes = r.get("passes")
    if not isinstance(passes, bool) and mu_sigma is not None:
        passes = mu_sigma < (threshold if threshold is not None else DEFAULT_RISK_THRESHOLD)
    s = Section(_TITLES["risk"])
    if isinstance(passes, bool):
        limit = figure(threshold if threshold is not None else DEFAULT_RISK_THRESHOLD, 0)
        s.cards.append(Card("Risk test", "PASS" if passes else "FAIL", "good" if passes else "bad",
                            f"μ+σ = {figure(mu_sigma)} {'<' if passes else '≥'} {limit}"))
    s.cards += cards(r, [("mean", "Mean score (μ)", figure), ("std", "Std (σ)", figure),
                          ("p95", "95th percentile", figure), ("max", "Max score", figure)])
    docs = [mapping(d) for d in r.get("documents") or [] if isinstance(d, Mapping)]
    scores = [x for x in (number(d.get("score")) for d in docs) if x is not None]
    above = r.get("above_threshold")
    if docs:
        note = (f"{figure(above)} at or above the threshold" if above is not None
                else f"{sum(x > 0 for x in scores):,} with a miss")
        s.cards.append(Card("Documents", f"{len(docs):,}", note=note))
    if scores:
        s.body.append(plots.embed("Histogram of per-document risk scores", plots.score_histogram, scores,
                                  threshold if threshold is not None else DEFAULT_RISK_THRESHOLD, mu_sigma))
    risky = sorted(docs, key=lambda d: -(number(d.get("score")) or 0))[:TOP_RISKY]
    if risky:
        rows: list[list[Cell | str]] = []
        for rank, d in enumerate(risky, 1):
            # labels only: a missed span's text is the very PII the report must not spread
            missed = Counter(f"{mapping(m).get('label', '?')}{' (partial)' if mapping(m).get('partial') else ''}"
                             for m in d.get("missed") or [])
            rows.append([str(rank), str(d.get("id", "?")), Cell(figure(d.get("score")), "font-weight:600"),
                         ", ".join(f"{lab} ×{n}" if n > 1 else lab for lab, n in missed.most_common()) or "—"])
        s.body.append(table(["#", "Document", "Score", "Missed labels"], rows, f"Top {len(risky)} riskiest documents"))
    per_label = sorted(((str(k), mapping(v)) for k, v in mapping(r.get("by_label")).items()),
                       key=lambda kv: -((number(kv[1].get("missed")) or 0) + (number(kv[1].get("partial")) or 0)))
    if per_label:
        s.body.append(table(["Label", "Missed", "Partly missed", "Score per miss"], [
            [k, figure(v.get("missed")), figure(v.get("partial")), figure(v.get("score"))] for k, v in per_label],
            "Missed mentions per label"))
    return s


def _by_label_tables(r: Mapping[str, Any], cell: Mapping[tuple[str, str], Mapping[str, Any]], maskings: list[str],
                     fills: list[str]) -> list[str]:
    """Where each fill loses: the gap it closes at each label's slots, the labels with the
    most test tokens first."""
    tables = []
    for masking in maskings:
        tokens = mapping(mapping(r.get("slot_tokens_by_label")).get(masking))
        shown = [f for f in fills if mapping(cell.get((f, masking))).get("gap_closed_by_label")]
        if not tokens or not shown:
            continue
        grid: list[list[Cell | str]] = []
        for label in list(tokens)[:8]:
            closed = [number(mapping(cell[(f, masking)].get("gap_closed_by_label")).get(label)) for f in shown]
            grid.append([label, str(tokens[label]), *("—" if g is None else f"{g * 100:.0f}%" for g in closed)])
        tables.append(table(["Label", "test tokens", *shown], grid, f"Gap closed at each label's slots · {masking}"))
    return tables


def _utility(r: Mapping[str, Any], kind: str) -> Section:
    """Vats-style tables and bars: rows = methods, columns = masking techniques."""
    metric, unit = ("wer", "WER %") if kind == "asr" else ("perplexity", "perplexity")
    references = REFERENCE_METHODS + (OUTSIDE_GAP if kind == "asr" else (BASELINE0_RENORM,))
    rows = [mapping(x) for x in r.get("rows") or [] if isinstance(x, Mapping)]
    maskings = list(dict.fromkeys(str(x.get("masking")) for x in rows if x.get("masking") != ALL_MASKINGS))
    seen = list(dict.fromkeys(str(x.get("method")) for x in rows))
    methods = [m for m in references if m in seen] + [m for m in seen if m not in references]
    cell = {(str(x.get("method")), str(x.get("masking"))): x for x in rows}
    scale = 100.0  # gap_closed is a fraction (evaluate/gap.py); a noisy one may well pass 2 (217 %)
    s = Section(_TITLES[kind])

    def pivot(key: str, with_gap: bool) -> list[list[Cell | str]]:
        out: list[list[Cell | str]] = []
        for method in methods:
            if (method, ALL_MASKINGS) in cell and not any((method, m) in cell for m in maskings):
                out.append([method, Cell(figure(cell[(method, ALL_MASKINGS)].get(key)), "text-align:center",
                                         max(len(maskings), 1))])
                continue
            line: list[Cell | str] = [method]
            for m in maskings:
                x = cell.get((method, m), {})
                gap = number(x.get("gap_closed")) if with_gap and method != "oracle" else None
                spread, gap_spread = number(x.get(f"{key}_std")), number(x.get("gap_closed_std"))
                gap_text = "" if gap is None else f" ({gap * scale:.1f}" + \
                    (f" ± {gap_spread * scale:.1f}" if gap_spread is not None else "") + "%)"
                line.append(figure(x.get(key)) + (f" ± {figure(spread)}" if spread is not None else "") + gap_text)
            out.append(line)
        return out

    pct_masked = mapping(r.get("masked_token_pct"))
    grid = pivot(metric, True)
    if pct_masked:
        italic = [Cell(f"{figure(pct_masked.get(m))}%", "font-style:italic") for m in maskings]
        grid.insert(0, [Cell("% masked tokens", "font-style:italic"), *italic])
    pretrained = mapping(mapping(r.get("config")).get("pretrained")).get("pretrained")
    model = f"; {pretrained} adapted by LoRA" if pretrained else ""
    s.body.append(table(["Method", *maskings], grid, f"{unit} (gap closed between baseline0 and oracle{model})"))
    for key, caption in (("perplexity_masked", "Perplexity on masked tokens"),
                         ("perplexity_other", "Perplexity on other tokens")):
        if any(key in x for x in rows):
            filled = [line for line in pivot(key, False) if any(c != "—" for c in line[1:])]
            s.body.append(table(["Method", *maskings], filled, caption))
    s.body += _by_label_tables(r, cell, maskings, [m for m in methods if m not in references])
    for m in maskings[:4]:
        ranked = [x for x in (cell.get((meth, m)) for meth in methods if meth not in (*references, *OUTSIDE_GAP))
                  if x and number(x.get(metric)) is not None]
        if ranked:
            best = min(ranked, key=lambda x: number(x.get(metric)))  # type: ignore[arg-type,return-value]
            gap = number(best.get("gap_closed"))
            closed = f", gap closed {gap * scale:.1f}%" if gap is not None else ""
            tone = "good" if gap is not None and gap * scale >= 50 else ""
            s.cards.append(Card(f"Best {unit} · {m}", figure(best.get(metric)), tone, f"{best.get('method')}{closed}"))
    for ref in ("oracle",) + (OUTSIDE_GAP if kind == "asr" else ()):
        if (ref, ALL_MASKINGS) in cell:
            s.cards.append(Card(f"{ref} {unit}", figure(cell[(ref, ALL_MASKINGS)].get(metric))))
    bars = [m for m in methods if m != "oracle" and any((m, g) in cell for g in maskings)]
    if bars and maskings:
        values = {m: [number(cell.get((m, g), {}).get(metric)) for g in maskings] for m in bars}
        oracle = {"oracle": [number(cell.get(("oracle", g), {}).get(metric)) for g in maskings]}
        flat = {m: v for m in methods if (v := number(cell.get((m, ALL_MASKINGS), {}).get(metric))) is not None}
        has_oracle = any(v is not None for v in oracle["oracle"])
        s.body.append(plots.embed(f"{unit} per method and masking", plots.grouped_bars, maskings, values, ylabel=unit,
                                  muted=references, group_lines=oracle if has_oracle else None, lines=flat))
        gap_series = {m: [(g * scale if (g := number(cell.get((m, k), {}).get("gap_closed"))) is not None else None)
                          for k in maskings] for m in bars if m not in references}
        gap_series = {m: v for m, v in gap_series.items() if any(x is not None for x in v)}
        if gap_series:
            s.body.append(plots.embed("Gap closed per method", plots.grouped_bars, maskings, gap_series,
                                      ylabel="gap closed (%)", lines={"oracle": 100.0}))
    return s


def _canaries(r: Mapping[str, Any]) -> Section:
    canaries = [mapping(c) for c in r.get("canaries") or [] if isinstance(c, Mapping)]
    inference = mapping(r.get("inference"))
    max_exposure = number(r.get("max_exposure"))
    candidates = {number(c.get("candidates")) for c in canaries} - {None}
    if max_exposure is None and len(candidates) == 1:
        max_exposure = math.log2(candidates.pop())  # type: ignore[arg-type]
    s = Section(_TITLES["canaries"])
    sides = [k for k in CANARY_MODELS if any(f"exposure_{k}" in c for c in canaries)]
    for side in sides:
        vals = [x for x in (number(c.get(f"exposure_{side}")) for c in canaries) if x is not None]
        if vals:
            s.cards.append(Card(f"Mean exposure, {side}", figure(sum(vals) / len(vals)),
                                note=f"max possible {figure(max_exposure)}" if max_exposure is not None
                                else f"{len(vals)} canaries"))
    for side in CANARY_MODELS:
        if "top1" in mapping(inference.get(side)):
            s.cards.append(Card(f"Inference top-1, {side}", percent(mapping(inference[side]).get("top1")),
                                note=f"mean rank {figure(mapping(inference[side]).get('mean_rank'))}"))
    if canaries:
        texts = [str(c.get("text", f"canary {i}")) for i, c in enumerate(canaries, 1)]
        bars = {side: [number(c.get(f"exposure_{side}")) for c in canaries] for side in sides}
        s.body.append(plots.embed(f"Exposure per canary, {' vs '.join(sides)}", plots.grouped_bars, texts, bars,
                                  ylabel="exposure (bits)",
                                  lines={"max exposure": max_exposure} if max_exposure is not None else None))
        left = any("left_in_filled" in c for c in canaries)  # the secret survived the fill: a plain leak
        rows: list[list[Cell | str]] = []
        for t, c in zip(texts, canaries, strict=True):
            rows.append([t, str(c.get("format", "")),
                         *(Cell(figure(c.get(f"exposure_{k}")), "font-weight:600" if k == "filled" else "")
                           for k in sides),
                         *(figure(c.get(f"rank_{k}")) for k in sides), figure(c.get("candidates"))])
            if left:
                left_over = c.get("left_in_filled")
                rows[-1].append(Cell(figure(left_over), heat(0 if number(left_over) else 1)))
        s.body.append(table(["Canary", "Format", *(f"Exposure {k}" for k in sides), *(f"Rank {k}" for k in sides),
                             "Candidates"] + (["Left in filled"] if left else []), rows))
    if inference:
        present = [k for k in CANARY_MODELS if isinstance(inference.get(k), Mapping)]
        s.body.append(table(["Model trained on", "Top-1 accuracy", "Mean rank"], [
            [k, percent(inference[k].get("top1")), figure(inference[k].get("mean_rank"))] for k in present],
            f"Secret inference among {figure(inference.get('distractors'))} distractors"))
    return s


_RENDERERS: dict[str, Callable[[Mapping[str, Any]], Section]] = {
    "detection": _detection, "quality": _quality, "story": _story, "risk": _risk, "lm": lambda r: _utility(r, "lm"),
    "asr": lambda r: _utility(r, "asr"), "canaries": _canaries, "attack": attack_section,
    "ner_utility": ner_section,
}


def _section(result: object) -> Section:
    if not isinstance(result, Mapping):
        return Section("Unrecognised result", body=[raw_json(result, "Not a JSON object — raw value")])
    kind = infer_kind(result)
    source = f" — {result['_source']}" if "_source" in result else ""
    renderer = _RENDERERS.get(kind)
    if renderer is None:
        return Section(f"Unknown kind {kind!r}{source}", body=[raw_json(result, f"Raw JSON of kind {kind!r}")])
    try:
        section = renderer(result)
    except Exception as exc:  # noqa: BLE001 — one malformed result must not cost the whole report
        return Section(f"{_TITLES[kind]}{source}", body=[
            f'<p class="warn">Could not render this {escape(kind)} result: '
            f'{escape(type(exc).__name__)}: {escape(exc)}</p>',
            raw_json(result, "Raw JSON")])
    section.title += source
    if not section.cards and not section.body:
        section.body.append(f'<p class="warn">No known {escape(kind)} figures in this result.</p>')
    return section


def build_report(results: Sequence[Mapping[str, Any]], title: str = "pseudofill evaluation") -> str:
    """The HTML page: an overview of every result's headline figures, then one section each."""
    sections = [_section(r) for r in results]
    overview = "".join(
        f'<section class="headline"><h2><a href="#r{i}">{escape(s.title)}</a></h2>'
        f'<div class="cards">{"".join(card_html(c) for c in s.cards)}</div></section>'
        for i, s in enumerate(sections, 1) if s.cards)
    details = "".join(
        f'<section id="r{i}"><h2>{escape(s.title)}</h2>{"".join(s.body)}</section>'
        for i, s in enumerate(sections, 1) if s.body)
    sources = [str(r["_source"]) for r in results if isinstance(r, Mapping) and "_source" in r]
    meta = f"{len(results)} result(s)" + (f" from {', '.join(sources)}" if sources else "")
    empty = "" if results else "<section><p>No results.</p></section>"
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1"><title>{escape(title)}</title>'
            f"<style>{plots.STYLESHEET}</style></head><body><header><h1>{escape(title)}</h1><p>{escape(meta)}</p></header>"
            f"<main>{empty}{overview}{details}</main></body></html>\n")


def load_results(path: Path) -> list[dict[str, Any]]:
    """One result object, or a list of them, per file; each remembers its file (and its
    "name", when it has one) for its heading."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReportError(path, f"cannot read result file ({exc.strerror or exc})") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ReportError(path, f"not a valid JSON result file ({exc})") from exc
    items = data if isinstance(data, list) else [data]
    if not items or not all(isinstance(x, dict) for x in items):
        raise ReportError(path, "expected a JSON object (or a list of objects) holding evaluation results")
    return [{**x, "_source": " · ".join(filter(None, (Path(path).name, str(x.get("name") or ""))))} for x in items]


def write_report(paths: Sequence[Path], output: Path, title: str = "pseudofill evaluation") -> Path:
    """Read every result file first (so a bad one leaves no half report), then write the page
    atomically: a temp file in the target folder, then os.replace."""
    results = [r for p in paths for r in load_results(Path(p))]
    text = build_report(results, title)
    output = Path(output)
    with atomic_path(output) as temporary:
        temporary.write_text(text, encoding="utf-8")
    return output
