"""NER utility (`pseudofill evaluate ner-utility`) on real documents, split by document.

- `--corpus judgments`: the TAB dev court judgments (../shared/data/tab_dev/tab_dev.jsonl,
  read in place), the first `--train` for training, the rest as the real test set;
- `--corpus calls`: the bundled English sample calls and their gold (examples/);
- `--corpus asr-calls`: the 19 English call sets written in an ASR engine's style
  (benchmarks/data/en_calls_asr*.jsonl, 588 calls), the first sets for training;
- `--corpus swedish`: the Swedish sample calls and their gold (the pack's sample files).

The CLI runs in process; the result is stored as `--label` in
benchmarks/results/ner_utility.json (a list of named results) with its wall time.

    .venv/bin/python benchmarks/bench_ner_utility.py --corpus judgments --label judgments
    .venv/bin/python benchmarks/bench_ner_utility.py --corpus calls --train 28 --label calls-sample
    .venv/bin/python benchmarks/bench_ner_utility.py --corpus asr-calls --train 168 --label asr-calls
    .venv/bin/python benchmarks/bench_ner_utility.py --corpus swedish --train 28 --label swedish-sample
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

RESULTS = ROOT / "benchmarks" / "results" / "ner_utility.json"


def split(path: Path, train: int, tmp: Path, name: str) -> tuple[Path, Path]:
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    first, rest = tmp / f"{name}.train.jsonl", tmp / f"{name}.test.jsonl"
    first.write_text("\n".join(lines[:train]) + "\n", encoding="utf-8")
    rest.write_text("\n".join(lines[train:]) + "\n", encoding="utf-8")
    return first, rest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", choices=("judgments", "calls", "asr-calls", "swedish"), default="judgments")
    parser.add_argument("--train", type=int, default=20, help="documents to train on; the rest are the test set")
    parser.add_argument("--methods", default="raw,default,redact,faker_en")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--epochs", type=int, default=15)
    parser.add_argument("--label", required=True)
    parser.add_argument("--no-save", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        texts, gold, lang = gold_corpus(args.corpus, Path(tmp))
        train, test = split(texts, args.train, Path(tmp), "texts")
        train_gold, test_gold = split(gold, args.train, Path(tmp), "gold")
        out = Path(tmp) / "ner.json"
        command = ["evaluate", "ner-utility", "--train", str(train), "--train-gold", str(train_gold), "--test",
                   str(test), "--test-gold", str(test_gold), "--methods", args.methods, "--seeds", str(args.seeds),
                   "--epochs", str(args.epochs), "--lang", lang, "-o", str(out)]
        started = time.perf_counter()
        if cli(command) != 0:
            sys.exit("the evaluation failed")
        wall = time.perf_counter() - started
        result = json.loads(out.read_text(encoding="utf-8"))
    result |= {"wall_seconds": round(wall, 1), "corpus": args.corpus, "train_documents": args.train}
    print(f"wall time {wall / 60:.1f} min", file=sys.stderr)
    if not args.no_save:
        store(RESULTS, args.label, result)


if __name__ == "__main__":
    main()
