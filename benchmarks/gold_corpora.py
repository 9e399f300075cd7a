"""What the attack and NER-utility benchmarks share: the real corpora with gold spans, and
a results file that is a list of named results (`pseudofill report` renders each)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pseudofill.evaluate.commands import write_json  # noqa: E402

TAB = ROOT.parent / "shared" / "data" / "tab_dev" / "tab_dev.jsonl"
SWEDISH = ROOT / "src" / "pseudofill" / "languages" / "sv"


def gold_corpus(name: str) -> tuple[Path, Path, str]:
    """(texts, gold spans, language) of "judgments" (TAB dev, read in place from ../shared)
    or "swedish" (the Swedish pack's sample calls)."""
    if name == "judgments":
        if not TAB.exists():
            sys.exit(f"{TAB} not found: the dev judgments live in ../shared beside the clone")
        return TAB, TAB, "en"
    return SWEDISH / "sample.jsonl", SWEDISH / "sample.gold.jsonl", "sv"


def store(path: Path, label: str, result: dict[str, Any]) -> None:
    """Replace the result named `label` (or add it)."""
    stored = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    write_json(path, [r for r in stored if r.get("name") != label] + [{"name": label, **result}])
    print(f"stored as {label!r} in {path.relative_to(ROOT)}", file=sys.stderr)
