"""HTML building blocks of the report: figure cards, tables with coloured cells, folded
raw JSON.  Every value passes through `escape`: result files are user data."""

from __future__ import annotations

import html
import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


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


def escape(text: object) -> str:
    return html.escape(str(text), quote=True)


def number(value: object) -> float | None:
    """A finite number or None: result files may hold null, NaN or strings where a number goes."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def percent(value: object, digits: int = 1) -> str:
    x = number(value)
    return "—" if x is None else f"{100 * x:.{digits}f}%"


def figure(value: object, digits: int = 2) -> str:
    x = number(value)
    if x is None:
        return "—" if value is None else str(value)
    return f"{int(x):,}" if isinstance(value, int) else f"{x:.{digits}f}"


def heat(value: object) -> str:
    """Red→green background for a 0..1 rate, so weak labels stand out without reading."""
    x = number(value)
    return "" if x is None else f"background:hsl({120 * min(max(x, 0.0), 1.0):.0f},70%,88%)"


def mapping(value: object) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def table(headers: Sequence[str], rows: Sequence[Sequence[Cell | str]], caption: str = "") -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = []
    for row in rows:
        tds = []
        for c in (c if isinstance(c, Cell) else Cell(c) for c in row):
            attrs = (f" colspan={c.span}" if c.span > 1 else "") + (f' style="{escape(c.style)}"' if c.style else "")
            tds.append(f"<td{attrs}>{escape(c.text)}</td>")
        body.append(f"<tr>{''.join(tds)}</tr>")
    cap = f"<caption>{escape(caption)}</caption>" if caption else ""
    return f"<table>{cap}<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def raw_json(result: object, summary: str) -> str:
    text = json.dumps(result, indent=2, ensure_ascii=False, default=str)
    return f"<details><summary>{escape(summary)}</summary><pre>{escape(text)}</pre></details>"


def cards(result: Mapping[str, Any], spec: Sequence[tuple[str, str, Callable[[object], str]]]) -> list[Card]:
    """Cards for the keys present only: a missing optional figure is skipped, not shown as —."""
    return [Card(label, fmt(result[key])) for key, label, fmt in spec if key in result]


def card_html(card: Card) -> str:
    note = f'<div class="note">{escape(card.note)}</div>' if card.note else ""
    return (f'<div class="card {card.tone}"><div class="label">{escape(card.label)}</div>'
            f'<div class="value">{escape(card.value)}</div>{note}</div>')
