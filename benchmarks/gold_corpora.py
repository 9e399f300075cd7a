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
CALLS = ROOT / "examples"
ASR_CALLS = ROOT / "benchmarks" / "data"


def gold_corpus(name: str, workdir: Path) -> tuple[Path, Path, str]:
    """(texts, gold spans, language) of "judgments" (TAB dev, read in place from ../shared),
    "calls" (the bundled English sample calls), "asr-calls" (the 19 English call sets in the
    style of an ASR engine's output, benchmarks/data/en_calls_asr*.jsonl, one after the
    other in `workdir`) or "swedish" (the Swedish pack's sample calls)."""
    if name == "judgments":
        if not TAB.exists():
            sys.exit(f"{TAB} not found: the dev judgments live in ../shared beside the clone")
        return TAB, TAB, "en"
    if name == "calls":
        return CALLS / "sample_calls.jsonl", CALLS / "sample_calls.gold.jsonl", "en"
    if name == "asr-calls":
        sets = sorted(ASR_CALLS.glob("en_calls_asr*.gold.jsonl"),
                      key=lambda p: int(p.name.removeprefix("en_calls_asr").split(".")[0] or 1))
        texts, gold = workdir / "asr_calls.jsonl", workdir / "asr_calls.gold.jsonl"
        gold.write_text("".join(p.read_text(encoding="utf-8") for p in sets), encoding="utf-8")
        texts.write_text("".join(p.with_name(p.name.replace(".gold", "")).read_text(encoding="utf-8") for p in sets),
                         encoding="utf-8")
        return texts, gold, "en"
    return SWEDISH / "sample.jsonl", SWEDISH / "sample.gold.jsonl", "sv"


def store(path: Path, label: str, result: dict[str, Any]) -> None:
    """Replace the result named `label` (or add it)."""
    stored = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    write_json(path, [r for r in stored if r.get("name") != label] + [{"name": label, **result}])
    print(f"stored as {label!r} in {path.relative_to(ROOT)}", file=sys.stderr)
