"""The look of the HTML report: its stylesheet, and matplotlib figures each returned as a
base64 PNG data URI so the report stays one self-contained file.

Matplotlib is imported inside the functions (importing `pseudofill.report` from the CLI must
stay cheap) and only through `Figure` + the Agg canvas: no pyplot, so no global backend or
figure registry is touched and nothing leaks between plots.
"""

from __future__ import annotations

import base64
import functools
import html
import io
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

PALETTE = ("#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3", "#ccb974", "#64b5cd")
MUTED = ("#8c8c8c", "#b5b5b5", "#d0d0d0", "#6e6e6e")
LINE_COLORS = ("#c0392b", "#2c3e50", "#7f8c8d", "#8e44ad")
_STYLE: Any = {  # Any: matplotlib types rc keys as a Literal union
    "font.size": 9, "axes.titlesize": 10, "axes.spines.top": False, "axes.spines.right": False,
    "axes.grid": True, "grid.alpha": 0.3, "axes.axisbelow": True, "legend.frameon": False,
    "svg.fonttype": "none", "text.usetex": False,
}
F = TypeVar("F", bound=Callable[..., str])

STYLESHEET = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
header{background:#1f2933;color:#fff;padding:18px 32px}header h1{margin:0;font-size:22px}
header p{margin:4px 0 0;color:#9aa5b1;font-size:12px}main{padding:8px 32px 40px;max-width:1200px}
section{background:#fff;border-radius:8px;padding:16px 20px;margin:16px 0;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h2{margin:0 0 10px;font-size:17px}h2 a{color:inherit}section.headline{border-top:3px solid #3e4c59}
.cards{display:flex;flex-wrap:wrap;gap:10px;margin:6px 0 4px}
.card{border:1px solid #e4e7eb;border-left:5px solid #9aa5b1;border-radius:6px;padding:8px 12px;min-width:130px}
.card .label{font-size:11px;color:#616e7c;text-transform:uppercase;letter-spacing:.03em}
.card .value{font-size:24px;font-weight:700}.card .note{font-size:11px;color:#7b8794;max-width:220px}
.card.good{border-left-color:#2f9e44;background:#f0faf2}.card.good .value{color:#2b8a3e}
.card.bad{border-left-color:#e03131;background:#fff4f4}.card.bad .value{color:#c92a2a}
table{border-collapse:collapse;margin:12px 0;font-size:13px}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid #e4e7eb;padding:4px 10px;text-align:right}th{background:#f5f7fa}
td:first-child,th:first-child{text-align:left}tbody tr:nth-child(even){background:#fafbfc}
figure{margin:12px 0}img{max-width:100%;height:auto;border:1px solid #eef0f2;border-radius:4px}
pre{background:#f5f7fa;padding:10px;overflow:auto;max-height:420px;font-size:12px}
.warn{color:#a61e4d}summary{cursor:pointer;color:#3e4c59}
"""


def _styled(func: F) -> F:
    """Apply the report's look without touching the caller's global rcParams."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> str:
        import matplotlib

        with matplotlib.rc_context(_STYLE):
            return func(*args, **kwargs)

    return wrapper  # type: ignore[return-value]


def _figure(width: float, height: float) -> Any:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=110, layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def _to_uri(fig: Any) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", facecolor="white")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def embed(alt: str, make: Callable[..., str], *args: Any, **kwargs: Any) -> str:
    """An <img> of the figure; without matplotlib the report still renders, minus its plots."""
    try:
        uri = make(*args, **kwargs)
    except ImportError as exc:
        return f'<p class="warn">Plot skipped ({html.escape(str(exc))}).</p>'
    return f'<figure><img src="{uri}" alt="{html.escape(alt)}"></figure>'


def label_text(text: object, limit: int = 32) -> str:
    """Tick labels are user strings: shorten them, and escape `$`, which would otherwise
    switch matplotlib to mathtext (and can raise on unbalanced input)."""
    flat = " ".join(str(text).split())
    if len(flat) > limit:
        flat = flat[: limit - 1] + "…"
    return flat.replace("$", r"\$")


@_styled
def barh_chart(labels: Sequence[str], values: Sequence[float], *, xlabel: str, notes: Sequence[str] = ()) -> str:
    """Horizontal bars of 0..1 rates, first label on top; `notes` are printed after each bar."""
    fig = _figure(7.0, 0.9 + 0.28 * len(labels))
    ax = fig.add_subplot()
    ys = range(len(labels))
    colors = [PALETTE[2] if v >= 0.9 else PALETTE[1] if v >= 0.6 else PALETTE[3] for v in values]
    ax.barh(list(ys), [100 * v for v in values], color=colors, height=0.7)
    ax.set_yticks(list(ys), [label_text(x) for x in labels])
    ax.invert_yaxis()
    ax.set_xlim(0, 112)
    ax.set_xlabel(xlabel)
    ax.grid(axis="y", visible=False)
    for y, v, note in zip(ys, values, list(notes) or [""] * len(labels), strict=True):
        ax.text(100 * v + 1, y, f"{100 * v:.0f}%" + (f"  {note}" if note else ""), va="center", fontsize=7)
    return _to_uri(fig)


@_styled
def frequency_histogram(frequencies: Sequence[int]) -> str:
    """How often each distinct substitute is reused (FitB Fig. 1): a long tail on a log axis."""
    fig = _figure(7.0, 3.2)
    ax = fig.add_subplot()
    top = max(frequencies)
    bins: Any = [b + 0.5 for b in range(0, top + 1)] if top <= 60 else 50
    ax.hist(frequencies, bins=bins, color=PALETTE[0], edgecolor="white", log=True)
    ax.set_xlabel("occurrences of a substitute")
    ax.set_ylabel("distinct substitutes (log)")
    ax.set_title(f"{len(frequencies):,} distinct substitutes, most frequent used {top:,}×")
    return _to_uri(fig)


@_styled
def score_histogram(scores: Sequence[float], threshold: float | None, mu_plus_sigma: float | None) -> str:
    """Per-document risk scores with the pass threshold and μ+σ, so the margin is visible."""
    fig = _figure(7.0, 3.2)
    ax = fig.add_subplot()
    top = max([*scores, threshold or 0, mu_plus_sigma or 0])
    bins: Any = [b - 0.5 for b in range(0, int(math.ceil(top)) + 2)] if top <= 60 else 40
    ax.hist(scores, bins=bins, color=PALETTE[0], edgecolor="white")
    if threshold is not None:
        ax.axvline(threshold, color=LINE_COLORS[0], lw=2, label=f"threshold = {threshold:g}")
    if mu_plus_sigma is not None:
        ax.axvline(mu_plus_sigma, color=LINE_COLORS[1], lw=1.5, ls="--", label=f"μ+σ = {mu_plus_sigma:.2f}")
    ax.set_xlabel("risk score per document")
    ax.set_ylabel("documents")
    ax.legend(loc="upper right")
    return _to_uri(fig)


@_styled
def grouped_bars(groups: Sequence[str], series: Mapping[str, Sequence[float | None]], *, ylabel: str,
                 muted: Sequence[str] = (), group_lines: Mapping[str, Sequence[float | None]] | None = None,
                 lines: Mapping[str, float] | None = None) -> str:
    """One bar per series inside each group. `group_lines` are dashed segments over each group
    (the oracle of that masking); `lines` span the whole axis (masking-independent references)."""
    n = max(len(series), 1)
    width = 0.8 / n
    fig = _figure(max(6.0, min(13.0, 2.0 + 0.3 * n * len(groups))), 3.6)
    ax = fig.add_subplot()
    colors = iter(PALETTE * 4)
    greys = iter(MUTED * 4)
    for i, (name, values) in enumerate(series.items()):
        xs = [g + (i - (n - 1) / 2) * width for g, v in enumerate(values) if v is not None]
        ys = [v for v in values if v is not None]
        color = next(greys) if name in muted else next(colors)
        ax.bar(xs, ys, width=width * 0.92, color=color, label=label_text(name, 24))
    for k, (name, values) in enumerate((group_lines or {}).items()):
        label: str | None = label_text(name, 24)
        for g, v in enumerate(values):
            if v is not None:
                ax.hlines(v, g - 0.45, g + 0.45, colors=LINE_COLORS[k % 4], linestyles="--", lw=2, label=label)
                label = None  # one legend entry per line, not per group
    for k, (name, value) in enumerate((lines or {}).items()):
        ax.axhline(value, color=LINE_COLORS[(k + 1) % 4], ls=":", lw=1.5, label=f"{label_text(name, 24)} ({value:.4g})")
    long = max((len(g) for g in groups), default=0) > 12 or len(groups) > 8
    ax.set_xticks(range(len(groups)), [label_text(g, 28) for g in groups], rotation=30 if long else 0,
                  ha="right" if long else "center")
    ax.grid(axis="x", visible=False)
    ax.set_ylabel(ylabel)
    if ax.get_legend_handles_labels()[0]:  # an empty result draws no series: nothing to name
        fig.legend(loc="outside right upper", fontsize=8)
    return _to_uri(fig)


@_styled
def roc_curves(curves: Mapping[str, Sequence[Sequence[float]]]) -> str:
    """One ROC curve per method ([false positive rate, true positive rate] points) over the diagonal of chance."""
    fig = _figure(5.2, 4.4)
    ax = fig.add_subplot()
    ax.plot([0, 1], [0, 1], color="#adb5bd", ls=":", lw=1.2, label="chance")
    for (name, points), color in zip(curves.items(), PALETTE * 4):
        ax.plot([p[0] for p in points], [p[1] for p in points], color=color, lw=2, label=label_text(name, 24))
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1.01)
    ax.set_xlabel("substitutes flagged (false positive rate)")
    ax.set_ylabel("leaks found (true positive rate)")
    ax.legend(loc="lower right", fontsize=8)
    return _to_uri(fig)
