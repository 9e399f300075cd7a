"""The privacy attacks (`pseudofill evaluate attack`) on real documents, timed.

- `--corpus judgments`: the TAB dev court judgments (../shared/data/tab_dev/tab_dev.jsonl,
  read in place: research-only licence), their gold spans as the gold vault;
- `--corpus calls` / `asr-calls`: the bundled English sample calls / the 19 English call
  sets in an ASR engine's style (benchmarks/data/en_calls_asr*.jsonl);
- `--corpus swedish`: the hand-written Swedish sample calls and their gold
  (src/pseudofill/languages/sv/sample*.jsonl), attacked with the Swedish pack's LM.

The CLI runs in process, exactly as a user runs it (model loading inside the clock), and
the result is stored as `--label` in benchmarks/results/attack.json (a list of named
results, `pseudofill report` renders each) with its wall time.

    .venv/bin/python benchmarks/bench_attack.py --corpus judgments --limit 15 --leak-rate 0.05 --label judgments-15
    .venv/bin/python benchmarks/bench_attack.py --corpus judgments --leak-rate 0.05,0.01,0.1 --label judgments-31
    .venv/bin/python benchmarks/bench_attack.py --corpus swedish --label swedish-sample
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from gold_corpora import gold_corpus, store  # noqa: E402

from pseudofill.cli import main as cli  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "attack.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", choices=("judgments", "calls", "asr-calls", "swedish"), default="judgments")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--leak-rate", default="0.05,0.01,0.1")
    parser.add_argument("--methods", default="default,redact,faker_en,original")
    parser.add_argument("--infill-targets", type=int, default=30)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--label", required=True, help="key of this run in benchmarks/results/attack.json")
    parser.add_argument("--no-save", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        original, gold, lang = gold_corpus(args.corpus, Path(tmp))
        out = Path(tmp) / "attack.json"
        command = ["evaluate", "attack", "--original", str(original), "--gold", str(gold), "--lang", lang,
                   "--methods", args.methods, "--leak-rate", args.leak_rate, "--seed", str(args.seed),
                   "--infill-targets", str(args.infill_targets), "-o", str(out)]
        if args.limit:
            command += ["--limit", str(args.limit)]
        started = time.perf_counter()
        if cli(command) != 0:
            sys.exit("the attack failed")
        wall = time.perf_counter() - started
        result = json.loads(out.read_text(encoding="utf-8"))
    result["wall_seconds"] = round(wall, 1)
    result["command"] = "pseudofill " + " ".join(command[:-2]).replace(str(ROOT.parent) + "/", "../")
    print(f"wall time {wall / 60:.1f} min", file=sys.stderr)
    if not args.no_save:
        store(RESULTS, args.label, result)


if __name__ == "__main__":
    main()
