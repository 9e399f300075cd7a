"""Issue 3: `pseudofill finetune` on a ~50k-word in-domain corpus, on this CPU.

Switchboard telephone conversations (../shared/data/switchboard.zip) become documents of
~10 turns; ~50k words are the training corpus, the last conversations the held-out set.
Measured: wall time of each fine-tuning mode (lm on raw text; Vats' instruction LoRA;
lm with 2 fill → tune → refill rounds on the masked corpus), and held-out perplexity of
the packaged SmolLM2 before and after.

    .venv/bin/python benchmarks/bench_finetune.py [--words 50000] [--steps 20] [--modes lm,instruct,rounds]
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pseudofill.engines import mask  # noqa: E402
from pseudofill.evaluate.utility import perplexity  # noqa: E402
from pseudofill.fill.finetune import TuneConfig, finetune  # noqa: E402
from pseudofill.models import load_causal_lm  # noqa: E402

DATASET = ROOT.parent / "shared" / "data" / "switchboard.zip"
RESULTS = ROOT / "benchmarks" / "results" / "finetune.json"
_TURN = re.compile(r"^[AB]\.\d+:\s*")


def documents(turns_per_doc: int = 10) -> list[str]:
    """Conversations (blank-line separated) cut into documents of `turns_per_doc` turns."""
    with zipfile.ZipFile(DATASET) as archive:
        text = archive.read("switchboard/transcript").decode("utf-8", errors="replace")
    docs = []
    for conversation in re.split(r"\n\s*\n", text):
        turns = [_TURN.sub("", line).strip() for line in conversation.splitlines() if _TURN.match(line)]
        for i in range(0, len(turns), turns_per_doc):
            docs.append("\n".join(turns[i:i + turns_per_doc]))
    return [d for d in docs if d.strip()]


def split(docs: list[str], words: int, held_out_words: int = 5000) -> tuple[list[str], list[str]]:
    held, count = [], 0
    while docs and count < held_out_words:
        held.append(docs.pop())
        count += len(held[-1].split())
    train, count = [], 0
    for doc in docs:
        if count >= words:
            break
        train.append(doc)
        count += len(doc.split())
    return train, held


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--words", type=int, default=50_000)
    parser.add_argument("--steps", type=int, default=TuneConfig.steps)
    parser.add_argument("--modes", default="lm,instruct,rounds")
    args = parser.parse_args()
    if not DATASET.exists():
        sys.exit(f"benchmark needs {DATASET} (the shared data folder beside the repo)")
    train, held = split(documents(), args.words)
    base, tokenizer = load_causal_lm("smollm2")
    previous = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    results: dict = {"train_words": sum(len(d.split()) for d in train), "train_documents": len(train),
                     "held_out_words": sum(len(d.split()) for d in held), "steps": args.steps,
                     "modes": previous.get("modes", {}) if previous.get("steps") == args.steps else {}}
    results["perplexity_before"] = perplexity(base, tokenizer, held)
    print(f"{results['train_words']} training words in {len(train)} documents; held-out perplexity "
          f"{results['perplexity_before']:.2f}", flush=True)
    config = TuneConfig(steps=args.steps)
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "train.jsonl"
        corpus.write_text("".join(json.dumps({"id": f"swb{i}", "text": t}) + "\n" for i, t in enumerate(train)))
        masked = Path(tmp) / "masked.jsonl"
        summary = mask(corpus, masked, Path(tmp) / "vault.jsonl", progress=False)
        results["masked_spans"] = summary.spans
        for mode in args.modes.split(","):
            method, rounds, source = {"lm": ("lm", 1, corpus), "instruct": ("instruct", 1, corpus),
                                      "rounds": ("lm", 2, masked)}[mode]
            out = Path(tmp) / f"model-{mode}"
            start = time.perf_counter()
            finetune(source, out, method=method, rounds=rounds, config=config)
            seconds = time.perf_counter() - start
            tuned, _ = load_causal_lm(str(out))
            row = {"seconds": seconds, "perplexity_after": perplexity(tuned, tokenizer, held),
                   "model_mib": sum(f.stat().st_size for f in out.iterdir()) / 2**20}
            results["modes"][mode] = row
            print(f"{mode:9} {seconds:6.0f} s  held-out perplexity {results['perplexity_before']:.2f} → "
                  f"{row['perplexity_after']:.2f}", flush=True)
            results["peak_rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            RESULTS.parent.mkdir(parents=True, exist_ok=True)  # after each mode: a crash keeps the rest
            RESULTS.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
