"""What a whole `pseudofill run` hands back, on real documents (`evaluate_story`).

Runs the real `pseudofill run INPUT -o FILLED --vault VAULT` (the CLI, in process, default
detectors) on

- the TAB dev court judgments (../shared/data/tab_dev/tab_dev.jsonl), with their gold spans
  (written to a temporary gold vault): label agreement per TAB type, collateral spans per
  1,000 words and how many of them changed kind, plus every measure below;
- the first 20 Swedish newsreels of at least 1,000 characters from
  ../shared/data/journal_digital_sv/speech.jsonl (`--lang sv`, no gold): amounts kept,
  broken documents, neutral fallbacks, originals still readable, the story measures.

The data is read in place from ../shared (research-only licences: never copied here).
Writes benchmarks/results/story.json (a list of two results, one per corpus, which
`pseudofill report` renders) and prints the headline figures.

    .venv/bin/python benchmarks/bench_story.py                      # the CLI's default fill method
    .venv/bin/python benchmarks/bench_story.py --limit 2 --method faker   # a quick smoke run
    .venv/bin/python benchmarks/bench_story.py --skip-sv            # judgments only (--skip-tab: newsreels only)
    .venv/bin/python benchmarks/bench_story.py --code ../before -o before.json   # another checkout's run
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pseudofill.cli import main as cli  # noqa: E402
from pseudofill.document import Document, FilledDocument, VaultRecord  # noqa: E402
from pseudofill.evaluate.commands import format_story_table, gold_records, write_json  # noqa: E402
from pseudofill.evaluate.story import evaluate_story  # noqa: E402
from pseudofill.fill.stream import DEFAULT_METHOD  # noqa: E402
from pseudofill.io import read_jsonl_records  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
TAB = DATA / "tab_dev" / "tab_dev.jsonl"
SPEECH = DATA / "journal_digital_sv" / "speech.jsonl"
RESULTS = ROOT / "benchmarks" / "results" / "story.json"
NEWSREELS = 20
MIN_CHARS = 1000  # the first records hold a line or two ("Hej då!"): nothing to judge


def _jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


def tab_records(limit: int | None) -> list[dict[str, Any]]:
    records = [json.loads(line) for line in TAB.read_text(encoding="utf-8").splitlines() if line.strip()]
    return records[:limit]


def newsreel_records(limit: int | None) -> list[dict[str, Any]]:
    chosen: list[dict[str, Any]] = []
    with SPEECH.open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            if len(record["text"]) >= MIN_CHARS:
                chosen.append({"id": record["id"], "text": record["text"]})
            if len(chosen) >= min(NEWSREELS, limit or NEWSREELS):
                break
    return chosen


def story_of(name: str, records: list[dict[str, Any]], language: str, method: str | None, workdir: Path,
             with_gold: bool, code_dir: str | None = None) -> dict[str, Any]:
    """`pseudofill run` on the records, then `evaluate_story` on what it wrote."""
    source = _jsonl(workdir / f"{name}.jsonl", [{"id": r["id"], "text": r["text"]} for r in records])
    filled_path, vault_path = workdir / f"{name}.filled.jsonl", workdir / f"{name}.vault.jsonl"
    argv = [str(source), "-o", str(filled_path), "--vault", str(vault_path), "--lang", language, "--no-progress"]
    start = time.perf_counter()
    argv = ["run", *argv, *(["--method", method] if method else [])]
    if code_dir is None:
        code = cli(argv)
    else:  # another checkout's `pseudofill run` (the same measure judges both)
        environment = {**os.environ, "PYTHONPATH": str(Path(code_dir).resolve() / "src")}
        command = [sys.executable, "-c", "import sys; from pseudofill.cli import main; sys.exit(main())", *argv]
        code = subprocess.run(command, env=environment, check=False).returncode
    seconds = time.perf_counter() - start
    if code not in (0, 3):  # 3: finished, some records became error records (skipped below)
        raise SystemExit(f"pseudofill run failed on {name} (exit {code})")
    originals = [Document(str(r["id"]), r["text"]) for r in records]
    gold = None
    if with_gold:
        gold_path = _jsonl(workdir / f"{name}.gold.jsonl", [{"id": r["id"], "spans": r["spans"]} for r in records])
        gold = gold_records(read_jsonl_records(gold_path), {d.id: d.text for d in originals})
    filled = [FilledDocument.from_record(r) for r in read_jsonl_records(filled_path)]
    vaults = [VaultRecord.from_record(r) for r in read_jsonl_records(vault_path)]
    result = evaluate_story(originals, vaults, filled, gold, language=language)
    result = {"name": name, "method": method or DEFAULT_METHOD, "run_seconds": round(seconds, 1), **result}
    print(f"\n== {name} ({len(records)} documents, method {result['method']}, run {seconds:.0f} s)")
    print(format_story_table(result))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--limit", type=int, help="at most N documents of each corpus")
    parser.add_argument("--method", help=f"fill method (default: the CLI's, {DEFAULT_METHOD})")
    parser.add_argument("--skip-tab", action="store_true", help="leave out the TAB judgments")
    parser.add_argument("--skip-sv", action="store_true", help="leave out the Swedish newsreels")
    parser.add_argument("-o", "--output", default=str(RESULTS), help="where to write the JSON")
    parser.add_argument("--code", help="run `pseudofill run` from this checkout instead (e.g. a git worktree of an "
                                       "earlier commit): before/after figures under one measure")
    args = parser.parse_args(argv)
    results = []
    with tempfile.TemporaryDirectory(prefix="bench_story_") as directory:
        workdir = Path(directory)
        if not args.skip_tab:
            results.append(story_of("tab_dev", tab_records(args.limit), "en", args.method, workdir, with_gold=True,
                                    code_dir=args.code))
        if not args.skip_sv:
            results.append(story_of("journal_digital_sv", newsreel_records(args.limit), "sv", args.method, workdir,
                                    with_gold=False, code_dir=args.code))
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    write_json(args.output, results)
    print(f"\nwrote {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
