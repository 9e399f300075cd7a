"""One self-contained HTML page from evaluation result files: headline figures first, then
tables and plots, so a run is judged at a glance and the page can be mailed or archived
as a single file (inline CSS, plots as base64 PNG, no external URL, no script).

Result kinds (`"kind"` key, or inferred from the keys): detection, quality, risk, lm, asr,
canaries.  Anything else is shown as raw JSON; a malformed result of a known kind is shown
the same way with the reason, so one bad section never costs the rest of the report.
"""

from __future__ import annotations

import html
import json
import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import report_plots as plots  # cheap: matplotlib is imported only when a figure is drawn
from .document import PseudofillError
from .io import atomic_path

REFERENCE_METHODS = ("oracle", "baseline0", "baseline1")
ASR_REFERENCES = ("no_lm", "generic_lm")
ALL_MASKINGS = "all"
TOP_RISKY = 10
DEFAULT_RISK_THRESHOLD = 5.0
_QUALITY_KEYS = frozenset({"upos_accuracy", "leak", "word_similarity", "sentence_similarity", "consistency",
                           "format_preservation", "type_correctness", "syntheticity", "masks_left", "diversity"})
_TITLES = {"detection": "Detection", "quality": "Substitute quality", "risk": "Re-identification risk",
           "lm": "Language-model utility", "asr": "ASR utility", "canaries": "Canary exposure"}


class ReportError(PseudofillError, ValueError):
    """A result file cannot be used; the message starts with its path so the user knows which."""

    def __init__(self, path: Path | str, message: str):
        self.path = Path(path)
        super().__init__(f"{path}: {message}")


@dataclass
class Card:
    label: str
    value: str
    tone: str = ""  # "good" | "bad" | "": colours the card
    note: str = ""


@dataclass
class Cell:
    text: str
    style: str = ""
    span: int = 1


@dataclass
class Section:
    title: str
    cards: list[Card] = field(default_factory=list)
    body: list[str] = field(default_factory=list)


# --- small formatting helpers --------------------------------------------------------------

def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _num(value: object) -> float | None:
    """A finite number or None: result files may hold null, NaN or strings where a number goes."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def _pct(value: object, digits: int = 1) -> str:
    x = _num(value)
    return "—" if x is None else f"{100 * x:.{digits}f}%"


def _fmt(value: object, digits: int = 2) -> str:
    x = _num(value)
    if x is None:
        return "—" if value is None else str(value)
    return f"{int(x):,}" if isinstance(value, int) else f"{x:.{digits}f}"


def _heat(value: object) -> str:
    """Red→green background for a 0..1 rate, so weak labels stand out without reading."""
    x = _num(value)
    return "" if x is None else f"background:hsl({120 * min(max(x, 0.0), 1.0):.0f},70%,88%)"


def _map(value: object) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _table(headers: Sequence[str], rows: Sequence[Sequence[Cell | str]], caption: str = "") -> str:
    head = "".join(f"<th>{_e(h)}</th>" for h in headers)
    body = []
    for row in rows:
        tds = []
        for c in (c if isinstance(c, Cell) else Cell(c) for c in row):
            attrs = (f" colspan={c.span}" if c.span > 1 else "") + (f' style="{_e(c.style)}"' if c.style else "")
            tds.append(f"<td{attrs}>{_e(c.text)}</td>")
        body.append(f"<tr>{''.join(tds)}</tr>")
    cap = f"<caption>{_e(caption)}</caption>" if caption else ""
    return f"<table>{cap}<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def _raw(result: object, summary: str) -> str:
    text = json.dumps(result, indent=2, ensure_ascii=False, default=str)
    return f"<details><summary>{_e(summary)}</summary><pre>{_e(text)}</pre></details>"


def _cards(result: Mapping[str, Any], spec: Sequence[tuple[str, str, Callable[[object], str]]]) -> list[Card]:
    """Cards for the keys present only: a missing optional figure is skipped, not shown as —."""
    return [Card(label, fmt(result[key])) for key, label, fmt in spec if key in result]


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
    s = Section(_TITLES["detection"], _cards(r, [
        ("mention_recall", "Mention recall", _pct), ("token_recall", "Token recall", _pct),
        ("token_precision", "Token precision", _pct), ("entity_recall", "Entity recall", _pct)]))
    by_label = {str(k): _map(v) for k, v in _map(r.get("by_label")).items()}
    if by_label:
        items = sorted(by_label.items(), key=lambda kv: (-(_num(kv[1].get("gold")) or 0), kv[0]))
        s.body.append(_table(["Label", "Gold mentions", "Mention recall", "Token recall", "Token precision"], [
            [label, _fmt(m.get("gold"))] + [Cell(_pct(m.get(k)), _heat(m.get(k)))
                                            for k in ("mention_recall", "token_recall", "token_precision")]
            for label, m in items]))
        plotted = sorted(((lab, _num(m.get("mention_recall")), m.get("gold")) for lab, m in items
                          if _num(m.get("mention_recall")) is not None), key=lambda t: (t[1], t[0]))
        if plotted:
            s.body.append(plots.embed("Mention recall per label", plots.barh_chart, [p[0] for p in plotted],
                                      [p[1] for p in plotted], xlabel="mention recall (%)",
                                      notes=[f"n={_fmt(p[2])}" for p in plotted]))
    return s


def _quality(r: Mapping[str, Any]) -> Section:
    leak, types, synth, div = (_map(r.get(k)) for k in ("leak", "type_correctness", "syntheticity", "diversity"))
    freq = _map(div.get("span_frequency"))
    def bad_if(value: object) -> str:
        return "bad" if _num(value) else "good"

    def three(value: object) -> str:
        return _fmt(value, 3)

    spread = " / ".join(_fmt(freq.get(k)) for k in ("avg", "std", "min", "max")) if freq else None
    folds = f"{_fmt(synth.get('folds'))} folds, n={_fmt(synth.get('n'))}"
    spec: list[tuple[str, object, Callable[[object], str], str, str, bool]] = [  # ..., tone, headline card?
        ("Absolute leaks", leak.get("absolute"), _pct, "substitute = original", bad_if(leak.get("absolute")), True),
        ("Partial leaks", leak.get("partial"), _pct, "substitute shares a word with the original",
         bad_if(leak.get("partial")), True),
        ("Masks left", r.get("masks_left"), _fmt, "unfilled tags in the output", bad_if(r.get("masks_left")), True),
        ("Type correctness", types.get("overall"), _pct, "substitute is of the masked type", "", True),
        ("Consistency", r.get("consistency"), _pct, "one entity → one substitute", "", True),
        ("Format preservation", r.get("format_preservation"), _pct, "dates keep their shape", "", False),
        ("UPOS accuracy", r.get("upos_accuracy"), _pct, "part of speech unchanged by the fill", "", True),
        ("Word similarity", r.get("word_similarity"), three, "", "", False),
        ("Sentence similarity", r.get("sentence_similarity"), three, "", "", True),
        ("Syntheticity accuracy", synth.get("accuracy"), _pct,
         f"real-vs-filled classifier ({folds}); 50% = indistinguishable", "", True),
        ("Unique substitutes", div.get("unique_spans"), _fmt, "", "", True),
        ("Per-document unique ratio", div.get("per_document_unique_ratio"), _pct, "", "", False),
        ("Substitute frequency", spread, str, "avg / std / min / max uses of one substitute", "", False),
    ]
    metrics = [(lab, fmt(v), note, tone, card) for lab, v, fmt, note, tone, card in spec if v is not None]
    s = Section(_TITLES["quality"], [Card(lab, val, tone, note) for lab, val, note, tone, card in metrics if card])
    if metrics:
        s.body.append(_table(["Measure", "Value", "Meaning"],
                             [[lab, Cell(val, "font-weight:600"), note] for lab, val, note, _, _ in metrics]))
    per_label = [(str(k), v) for k, v in types.items() if k != "overall"]
    if per_label:
        s.body.append(_table(["Label", "Type correctness"],
                             [[k, Cell(_pct(v), _heat(v))] for k, v in sorted(per_label)],
                             "Type correctness per label"))
    by_label = {str(k): _map(v) for k, v in _map(div.get("by_label")).items()}
    columns = sorted({k for v in by_label.values() for k, x in v.items() if _num(x) is not None})
    if by_label and columns:
        s.body.append(_table(["Label", *columns], [[lab, *(_fmt(v.get(c), 3) for c in columns)]
                                                   for lab, v in sorted(by_label.items())], "Diversity per label"))
    frequencies = [int(f) for f in div.get("frequencies") or [] if _num(f) is not None and f > 0]
    if frequencies:
        s.body.append(plots.embed("Histogram of substitute frequencies", plots.frequency_histogram, frequencies))
    return s


def _risk(r: Mapping[str, Any]) -> Section:
    threshold = _num(r.get("threshold"))
    mu_sigma = _num(r.get("mu_plus_sigma"))
    if mu_sigma is None and _num(r.get("mean")) is not None and _num(r.get("std")) is not None:
        mu_sigma = _num(r["mean"]) + _num(r["std"])  # type: ignore[operator]
    passes = r.get("passes")
    if not isinstance(passes, bool) and mu_sigma is not None:
        passes = mu_sigma < (threshold if threshold is not None else DEFAULT_RISK_THRESHOLD)
    s = Section(_TITLES["risk"])
    if isinstance(passes, bool):
        limit = _fmt(threshold if threshold is not None else DEFAULT_RISK_THRESHOLD, 0)
        s.cards.append(Card("Risk test", "PASS" if passes else "FAIL", "good" if passes else "bad",
                            f"μ+σ = {_fmt(mu_sigma)} {'<' if passes else '≥'} {limit}"))
    s.cards += _cards(r, [("mean", "Mean score (μ)", _fmt), ("std", "Std (σ)", _fmt),
                          ("p95", "95th percentile", _fmt), ("max", "Max score", _fmt)])
    docs = [_map(d) for d in r.get("documents") or [] if isinstance(d, Mapping)]
    scores = [x for x in (_num(d.get("score")) for d in docs) if x is not None]
    above = r.get("above_threshold")
    if docs:
        note = (f"{_fmt(above)} at or above the threshold" if above is not None
                else f"{sum(x > 0 for x in scores):,} with a miss")
        s.cards.append(Card("Documents", f"{len(docs):,}", note=note))
    if scores:
        s.body.append(plots.embed("Histogram of per-document risk scores", plots.score_histogram, scores,
                                  threshold if threshold is not None else DEFAULT_RISK_THRESHOLD, mu_sigma))
    risky = sorted(docs, key=lambda d: -(_num(d.get("score")) or 0))[:TOP_RISKY]
    if risky:
        rows: list[list[Cell | str]] = []
        for rank, d in enumerate(risky, 1):
            # labels only: a missed span's text is the very PII the report must not spread
            missed = Counter(f"{_map(m).get('label', '?')}{' (partial)' if _map(m).get('partial') else ''}"
                             for m in d.get("missed") or [])
            rows.append([str(rank), str(d.get("id", "?")), Cell(_fmt(d.get("score")), "font-weight:600"),
                         ", ".join(f"{lab} ×{n}" if n > 1 else lab for lab, n in missed.most_common()) or "—"])
        s.body.append(_table(["#", "Document", "Score", "Missed labels"], rows, f"Top {len(risky)} riskiest documents"))
    per_label = sorted(((str(k), _map(v)) for k, v in _map(r.get("by_label")).items()),
                       key=lambda kv: -((_num(kv[1].get("missed")) or 0) + (_num(kv[1].get("partial")) or 0)))
    if per_label:
        s.body.append(_table(["Label", "Missed", "Partly missed", "Score per miss"], [
            [k, _fmt(v.get("missed")), _fmt(v.get("partial")), _fmt(v.get("score"))] for k, v in per_label],
            "Missed mentions per label"))
    return s


def _gap_scale(values: Sequence[float]) -> float:
    """gap_closed may be stored as a fraction or a percentage; |x| > 2 only happens in percent."""
    return 1.0 if any(abs(v) > 2 for v in values) else 100.0


def _utility(r: Mapping[str, Any], kind: str) -> Section:
    """Vats-style tables and bars: rows = methods, columns = masking techniques."""
    metric, unit = ("wer", "WER %") if kind == "asr" else ("perplexity", "perplexity")
    references = REFERENCE_METHODS + (ASR_REFERENCES if kind == "asr" else ())
    rows = [_map(x) for x in r.get("rows") or [] if isinstance(x, Mapping)]
    maskings = list(dict.fromkeys(str(x.get("masking")) for x in rows if x.get("masking") != ALL_MASKINGS))
    seen = list(dict.fromkeys(str(x.get("method")) for x in rows))
    methods = [m for m in references if m in seen] + [m for m in seen if m not in references]
    cell = {(str(x.get("method")), str(x.get("masking"))): x for x in rows}
    gaps = [g for g in (_num(x.get("gap_closed")) for x in rows) if g is not None]
    scale = _gap_scale(gaps)
    s = Section(_TITLES[kind])

    def pivot(key: str, with_gap: bool) -> list[list[Cell | str]]:
        out: list[list[Cell | str]] = []
        for method in methods:
            if (method, ALL_MASKINGS) in cell and not any((method, m) in cell for m in maskings):
                out.append([method, Cell(_fmt(cell[(method, ALL_MASKINGS)].get(key)), "text-align:center",
                                         max(len(maskings), 1))])
                continue
            line: list[Cell | str] = [method]
            for m in maskings:
                x = cell.get((method, m), {})
                gap = _num(x.get("gap_closed")) if with_gap and method != "oracle" else None
                line.append(_fmt(x.get(key)) + (f" ({gap * scale:.1f}%)" if gap is not None else ""))
            out.append(line)
        return out

    pct_masked = _map(r.get("masked_token_pct"))
    table = pivot(metric, True)
    if pct_masked:
        italic = [Cell(f"{_fmt(pct_masked.get(m))}%", "font-style:italic") for m in maskings]
        table.insert(0, [Cell("% masked tokens", "font-style:italic"), *italic])
    s.body.append(_table(["Method", *maskings], table, f"{unit} (gap closed between baseline0 and oracle)"))
    for key, caption in (("perplexity_masked", "Perplexity on masked tokens"),
                         ("perplexity_other", "Perplexity on other tokens")):
        if any(key in x for x in rows):
            filled = [line for line in pivot(key, False) if any(c != "—" for c in line[1:])]
            s.body.append(_table(["Method", *maskings], filled, caption))
    for m in maskings[:4]:
        ranked = [x for x in (cell.get((meth, m)) for meth in methods if meth not in references)
                  if x and _num(x.get(metric)) is not None]
        if ranked:
            best = min(ranked, key=lambda x: _num(x.get(metric)))  # type: ignore[arg-type,return-value]
            gap = _num(best.get("gap_closed"))
            closed = f", gap closed {gap * scale:.1f}%" if gap is not None else ""
            tone = "good" if gap is not None and gap * scale >= 50 else ""
            s.cards.append(Card(f"Best {unit} · {m}", _fmt(best.get(metric)), tone, f"{best.get('method')}{closed}"))
    for ref in ("oracle",) + (ASR_REFERENCES if kind == "asr" else ()):
        if (ref, ALL_MASKINGS) in cell:
            s.cards.append(Card(f"{ref} {unit}", _fmt(cell[(ref, ALL_MASKINGS)].get(metric))))
    bars = [m for m in methods if m != "oracle" and any((m, g) in cell for g in maskings)]
    if bars and maskings:
        values = {m: [_num(cell.get((m, g), {}).get(metric)) for g in maskings] for m in bars}
        oracle = {"oracle": [_num(cell.get(("oracle", g), {}).get(metric)) for g in maskings]}
        flat = {m: v for m in methods if (v := _num(cell.get((m, ALL_MASKINGS), {}).get(metric))) is not None}
        has_oracle = any(v is not None for v in oracle["oracle"])
        s.body.append(plots.embed(f"{unit} per method and masking", plots.grouped_bars, maskings, values, ylabel=unit,
                                  muted=references, group_lines=oracle if has_oracle else None, lines=flat))
        gap_series = {m: [(g * scale if (g := _num(cell.get((m, k), {}).get("gap_closed"))) is not None else None)
                          for k in maskings] for m in bars if m not in references}
        gap_series = {m: v for m, v in gap_series.items() if any(x is not None for x in v)}
        if gap_series:
            s.body.append(plots.embed("Gap closed per method", plots.grouped_bars, maskings, gap_series,
                                      ylabel="gap closed (%)", lines={"oracle": 100.0}))
    return s


def _canaries(r: Mapping[str, Any]) -> Section:
    canaries = [_map(c) for c in r.get("canaries") or [] if isinstance(c, Mapping)]
    inference = _map(r.get("inference"))
    max_exposure = _num(r.get("max_exposure"))
    candidates = {_num(c.get("candidates")) for c in canaries} - {None}
    if max_exposure is None and len(candidates) == 1:
        max_exposure = math.log2(candidates.pop())  # type: ignore[arg-type]
    s = Section(_TITLES["canaries"])
    for key, label in (("exposure_raw", "Mean exposure, raw"), ("exposure_filled", "Mean exposure, filled")):
        vals = [x for x in (_num(c.get(key)) for c in canaries) if x is not None]
        if vals:
            s.cards.append(Card(label, _fmt(sum(vals) / len(vals)), note=f"max possible {_fmt(max_exposure)}"
                                if max_exposure is not None else f"{len(vals)} canaries"))
    for side in ("raw", "filled"):
        if "top1" in _map(inference.get(side)):
            s.cards.append(Card(f"Inference top-1, {side}", _pct(_map(inference[side]).get("top1")),
                                note=f"mean rank {_fmt(_map(inference[side]).get('mean_rank'))}"))
    if canaries:
        texts = [str(c.get("text", f"canary {i}")) for i, c in enumerate(canaries, 1)]
        bars = {"raw": [_num(c.get("exposure_raw")) for c in canaries],
                "filled": [_num(c.get("exposure_filled")) for c in canaries]}
        s.body.append(plots.embed("Exposure per canary, raw vs filled", plots.grouped_bars, texts, bars,
                                  ylabel="exposure (bits)",
                                  lines={"max exposure": max_exposure} if max_exposure is not None else None))
        left = any("left_in_filled" in c for c in canaries)  # the secret survived the fill: a plain leak
        rows: list[list[Cell | str]] = []
        for t, c in zip(texts, canaries, strict=True):
            rows.append([t, str(c.get("format", "")), _fmt(c.get("exposure_raw")),
                         Cell(_fmt(c.get("exposure_filled")), "font-weight:600"), _fmt(c.get("rank_raw")),
                         _fmt(c.get("rank_filled")), _fmt(c.get("candidates"))])
            if left:
                rows[-1].append(Cell(_fmt(c.get("left_in_filled")), _heat(0 if _num(c.get("left_in_filled")) else 1)))
        s.body.append(_table(["Canary", "Format", "Exposure raw", "Exposure filled", "Rank raw", "Rank filled",
                              "Candidates"] + (["Left in filled"] if left else []), rows))
    if inference:
        sides = [k for k in ("raw", "filled") if isinstance(inference.get(k), Mapping)]
        s.body.append(_table(["Model trained on", "Top-1 accuracy", "Mean rank"], [
            [k, _pct(inference[k].get("top1")), _fmt(inference[k].get("mean_rank"))] for k in sides],
            f"Secret inference among {_fmt(inference.get('distractors'))} distractors"))
    return s


_RENDERERS: dict[str, Callable[[Mapping[str, Any]], Section]] = {
    "detection": _detection, "quality": _quality, "risk": _risk, "lm": lambda r: _utility(r, "lm"),
    "asr": lambda r: _utility(r, "asr"), "canaries": _canaries,
}


def _section(result: object) -> Section:
    if not isinstance(result, Mapping):
        return Section("Unrecognised result", body=[_raw(result, "Not a JSON object — raw value")])
    kind = infer_kind(result)
    source = f" — {result['_source']}" if "_source" in result else ""
    renderer = _RENDERERS.get(kind)
    if renderer is None:
        return Section(f"Unknown kind {kind!r}{source}", body=[_raw(result, f"Raw JSON of kind {kind!r}")])
    try:
        section = renderer(result)
    except Exception as exc:  # noqa: BLE001 — one malformed result must not cost the whole report
        return Section(f"{_TITLES[kind]}{source}", body=[
            f'<p class="warn">Could not render this {_e(kind)} result: {_e(type(exc).__name__)}: {_e(exc)}</p>',
            _raw(result, "Raw JSON")])
    section.title += source
    if not section.cards and not section.body:
        section.body.append(f'<p class="warn">No known {_e(kind)} figures in this result.</p>')
    return section


def _card_html(card: Card) -> str:
    note = f'<div class="note">{_e(card.note)}</div>' if card.note else ""
    return (f'<div class="card {card.tone}"><div class="label">{_e(card.label)}</div>'
            f'<div class="value">{_e(card.value)}</div>{note}</div>')


def build_report(results: Sequence[Mapping[str, Any]], title: str = "pseudofill evaluation") -> str:
    """The HTML page: an overview of every result's headline figures, then one section each."""
    sections = [_section(r) for r in results]
    overview = "".join(
        f'<section class="headline"><h2><a href="#r{i}">{_e(s.title)}</a></h2>'
        f'<div class="cards">{"".join(_card_html(c) for c in s.cards)}</div></section>'
        for i, s in enumerate(sections, 1) if s.cards)
    details = "".join(
        f'<section id="r{i}"><h2>{_e(s.title)}</h2>{"".join(s.body)}</section>'
        for i, s in enumerate(sections, 1) if s.body)
    sources = [str(r["_source"]) for r in results if isinstance(r, Mapping) and "_source" in r]
    meta = f"{len(results)} result(s)" + (f" from {', '.join(sources)}" if sources else "")
    empty = "" if results else "<section><p>No results.</p></section>"
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1"><title>{_e(title)}</title>'
            f"<style>{plots.STYLESHEET}</style></head><body><header><h1>{_e(title)}</h1><p>{_e(meta)}</p></header>"
            f"<main>{empty}{overview}{details}</main></body></html>\n")


def load_results(path: Path) -> list[dict[str, Any]]:
    """One result object, or a list of them, per file; each remembers its file for its heading."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReportError(path, f"cannot read result file ({exc.strerror or exc})") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ReportError(path, f"not a valid JSON result file ({exc})") from exc
    items = data if isinstance(data, list) else [data]
    if not items or not all(isinstance(x, dict) for x in items):
        raise ReportError(path, "expected a JSON object (or a list of objects) holding evaluation results")
    return [{**x, "_source": Path(path).name} for x in items]


def write_report(paths: Sequence[Path], output: Path, title: str = "pseudofill evaluation") -> Path:
    """Read every result file first (so a bad one leaves no half report), then write the page
    atomically: a temp file in the target folder, then os.replace."""
    results = [r for p in paths for r in load_results(Path(p))]
    text = build_report(results, title)
    output = Path(output)
    with atomic_path(output) as temporary:
        temporary.write_text(text, encoding="utf-8")
    return output
