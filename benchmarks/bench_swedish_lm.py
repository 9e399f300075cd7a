"""Issue 16: which packaged causal LM fills Swedish better, SmolLM2-135M (English) or
Gemma 3 270M (multilingual base)?

For each model (the `lm` fill's `model`):
- load time: first (GGUF → cached fp32 directory, in a fresh cache) and cached, each in a
  fresh process, imports excluded;
- held-out perplexity on Swedish: 60 seed-chosen transcripts of
  ../shared/data/journal_digital_sv/speech.jsonl (research-only data, read in place, never
  copied), each cut to its first 200 words.  Tokenizers differ, so the comparable number is
  the word-level perplexity exp(NLL / words); per-token perplexity is shown too;
- the fill of the bundled Swedish sample (src/pseudofill/languages/sv/sample.jsonl, 40 calls):
  masked by `MaskPipeline.from_config({"pipeline": {"language": "sv"}})`, filled by
  `build_filler(... "fill": {"method": "lm", "params": {"model": M}})` through `fill_batch`;
  masks/s (model loaded before the clock), absolute and partial leaks, and fluency: the
  word-level perplexity of the filled calls against the originals' under a judge LM
  (gemma3 as asked; smollm2 as a second judge, to show a judge's bias for its own fills).
  The faker fill (no LM) is a reference row.  Seeds: `--seeds` (Top-K sampling differs).

    .venv/bin/python benchmarks/bench_swedish_lm.py [--docs 60] [--seeds 0 1 2] [--calls 40] [--instruct-docs 0]
        [--skip-first-load]

Results in benchmarks/results/swedish_lm.json; a markdown table is printed.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pseudofill import Document, MaskPipeline  # noqa: E402
from pseudofill.evaluate.quality import leak_rates, slot_fills  # noqa: E402
from pseudofill.fill.stream import build_filler  # noqa: E402
from pseudofill.fill.surrogates import STORY_LABELS  # noqa: E402
from pseudofill.io import atomic_path  # noqa: E402
from pseudofill.models import load_causal_lm  # noqa: E402

SPEECH = ROOT.parent / "shared" / "data" / "journal_digital_sv" / "speech.jsonl"
SAMPLE = ROOT / "src" / "pseudofill" / "languages" / "sv" / "sample.jsonl"
RESULTS = ROOT / "benchmarks" / "results" / "swedish_lm.json"
MODELS = ("smollm2", "gemma3")
JUDGES = ("gemma3", "smollm2")
SEED = 16  # the issue's number: which transcripts are held out
MIN_WORDS, MAX_WORDS = 50, 200


# --- load time -------------------------------------------------------------------------
def _child_load(alias: str) -> None:
    """In a fresh process: the seconds of the imports and of load_causal_lm, as JSON."""
    start = time.perf_counter()
    import torch  # noqa: F401
    import transformers  # noqa: F401

    imported = time.perf_counter()
    load_causal_lm(alias)
    print(json.dumps({"import_s": imported - start, "load_s": time.perf_counter() - imported}))


def load_times(alias: str, first: bool) -> dict[str, Any]:
    """First load (a fresh cache: the GGUF converted) and cached load, each a new process."""
    def run(cache: str) -> dict[str, float]:
        env = {**os.environ, "PSEUDOFILL_CACHE": cache, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
        out = subprocess.run([sys.executable, __file__, "--child-load", alias], env=env, check=True,
                             capture_output=True, text=True).stdout
        return json.loads(out.strip().splitlines()[-1])

    row: dict[str, Any] = {}
    if first:
        with tempfile.TemporaryDirectory(prefix="pseudofill-bench-") as cache:
            row["first"] = run(cache)
            row["cached"] = run(cache)
    else:  # the usual cache, converted into first if it was not yet
        from pseudofill.models import cache_dir

        load_causal_lm(alias)
        row["cached"] = run(str(cache_dir()))
    return row


# --- perplexity ---------------------------------------------------------------------------
def swedish_heldout(n: int) -> list[str]:
    """`n` transcripts (≥ 50 words) chosen with a fixed seed, each cut to 200 words."""
    with open(SPEECH, encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh]
    eligible = sorted((r for r in rows if len(r["text"].split()) >= MIN_WORDS), key=lambda r: r["id"])
    chosen = random.Random(SEED).sample(eligible, n)
    return [_first_words(r["text"], MAX_WORDS) for r in chosen]


def _first_words(text: str, n: int) -> str:
    """The text up to its n-th word, line breaks kept."""
    count, out = 0, []
    for line in text.splitlines():
        words = line.split()
        if count + len(words) > n:
            words = words[:n - count]
        out.append(" ".join(words))
        count += len(words)
        if count >= n:
            break
    return "\n".join(w for w in out if w)


def _start_id(tokenizer: Any) -> int:
    """The token a document follows in pre-training: <|endoftext|> (SmolLM2), else BOS (Gemma)."""
    eot = tokenizer.convert_tokens_to_ids("<|endoftext|>")
    if isinstance(eot, int) and eot != tokenizer.unk_token_id:
        return eot
    return tokenizer.bos_token_id


def nll(alias: str, texts: list[str]) -> list[tuple[float, int]]:
    """(summed negative log-likelihood in nats, tokens scored) of each text, after its start token."""
    import torch

    model, tokenizer = load_causal_lm(alias)
    start = _start_id(tokenizer)
    out = []
    with torch.no_grad():
        for text in texts:
            ids = torch.tensor([[start] + tokenizer(text, add_special_tokens=False).input_ids])
            logits = model(ids).logits[0, :-1].float()
            logp = torch.log_softmax(logits, -1).gather(-1, ids[0, 1:].unsqueeze(-1)).squeeze(-1)
            out.append((-float(logp.sum()), ids.shape[1] - 1))
    return out


def perplexity(alias: str, texts: list[str]) -> dict[str, float]:
    scores = nll(alias, texts)
    total = sum(s for s, _ in scores)
    words = sum(len(t.split()) for t in texts)
    tokens = sum(n for _, n in scores)
    return {"word_ppl": math.exp(total / words), "token_ppl": math.exp(total / tokens),
            "tokens_per_word": tokens / words, "words": words}


# --- fill ----------------------------------------------------------------------------------
def sample_calls() -> list[Document]:
    with open(SAMPLE, encoding="utf-8") as fh:
        return [Document(r["id"], r["text"]) for r in map(json.loads, fh)]


def fill_run(method: str, params: dict[str, Any], pairs: list[Any], seed: int) -> dict[str, Any]:
    cfg = {"pipeline": {"language": "sv"}, "fill": {"method": method, "params": {**params, "seed": seed}}}
    filler = build_filler(cfg)  # prepares: the model is loaded before the clock
    start = time.perf_counter()
    filled = list(filler.fill_batch(pairs))
    seconds = time.perf_counter() - start
    vaults = [vault for _, vault in pairs]
    slots = slot_fills(vaults, filled)
    ranked = 0
    if hasattr(filler, "_needs_lm"):
        from pseudofill.fill.base import plan_slots

        ranked = sum(filler._needs_lm(info) for masked, vault in pairs for info in plan_slots(masked, vault))
    return {"seconds": seconds, "masks": len(slots), "masks_per_s": len(slots) / seconds,
            "lm_ranked_masks": ranked, "leaks": leak_rates(slots), "texts": [doc.text for doc in filled],
            "examples": [(s.label, s.original, s.value) for s in slots[:12]]}


def instruct_run(alias: str, pairs: list[Any]) -> dict[str, Any]:
    """The `instruct` fill of a few calls: prompts sent, slots the model left unanswered
    (they fall back to the faker surrogates), masks/s."""
    filler = build_filler({"pipeline": {"language": "sv"}, "fill": {"method": "instruct", "params": {"model": alias}}})
    start = time.perf_counter()
    filled = list(filler.fill_batch(pairs))
    seconds = time.perf_counter() - start
    slots = slot_fills([vault for _, vault in pairs], filled)
    asked = sum(label not in STORY_LABELS for masked, vault in pairs for label in (e.label for e in vault.entries))
    return {"docs": len(pairs), "masks": len(slots), "asked_masks": asked, "prompts": filler.calls,
            "failed_masks": filler.failures, "masks_per_s": len(slots) / seconds, "leaks": leak_rates(slots),
            "examples": [(s.label, s.original, s.value) for s in slots if s.label not in STORY_LABELS][:10]}


def _mean_sd(values: list[float]) -> dict[str, float]:
    return {"mean": statistics.fmean(values), "sd": statistics.stdev(values) if len(values) > 1 else 0.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--docs", type=int, default=60, help="Swedish held-out transcripts")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--calls", type=int, default=40, help="sample calls to fill (a smaller number: a smoke test)")
    parser.add_argument("--instruct-docs", type=int, default=0,
                        help="sample calls for an `instruct` check (slow: ~5 min a call and model here)")
    parser.add_argument("--skip-first-load", action="store_true", help="skip the fresh-cache conversion timing")
    parser.add_argument("--child-load", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child_load:
        _child_load(args.child_load)
        return
    results: dict[str, Any] = {"machine": f"{os.cpu_count()} CPU cores", "seeds": args.seeds, "models": {}}

    for alias in MODELS:
        print(f"load {alias}…", file=sys.stderr, flush=True)
        results["models"][alias] = {"load": load_times(alias, not args.skip_first_load)}

    heldout = swedish_heldout(args.docs)
    results["heldout"] = {"source": str(SPEECH.relative_to(ROOT.parent)), "docs": len(heldout), "seed": SEED,
                          "max_words": MAX_WORDS}
    for alias in MODELS:
        print(f"perplexity {alias}…", file=sys.stderr, flush=True)
        start = time.perf_counter()
        results["models"][alias]["heldout"] = {**perplexity(alias, heldout), "seconds": time.perf_counter() - start}

    docs = sample_calls()[:args.calls]
    masker = MaskPipeline.from_config({"pipeline": {"language": "sv"}})
    pairs = [masker.mask(doc) for doc in docs]
    originals = [doc.text for doc in docs]
    list(build_filler({"pipeline": {"language": "sv"}, "fill": {"method": "faker"}}).fill_batch(pairs))  # warm-up:
    # the first fill of a process loads the surrogates' name and place tables, which is no model's cost
    runs: dict[str, list[dict[str, Any]]] = {}
    for seed in args.seeds:  # models interleaved: a busy machine slows both alike
        for name, method, params in [*((m, "lm", {"model": m}) for m in MODELS), ("faker (reference)", "faker", {})]:
            print(f"fill {name} seed {seed}…", file=sys.stderr, flush=True)
            runs.setdefault(name, []).append(fill_run(method, params, pairs, seed))
            print(f"  {runs[name][-1]['seconds']:.0f} s", file=sys.stderr, flush=True)
    instruct = {}
    for alias in MODELS if args.instruct_docs else ():
        print(f"instruct {alias}…", file=sys.stderr, flush=True)
        instruct[alias] = instruct_run(alias, pairs[:args.instruct_docs])

    fluency: dict[str, dict[str, Any]] = {}
    for judge in JUDGES:
        print(f"fluency, judge {judge}…", file=sys.stderr, flush=True)
        base = perplexity(judge, originals)["word_ppl"]
        fluency[judge] = {"original": base}
        for name, seeded in runs.items():
            values = [perplexity(judge, run["texts"])["word_ppl"] for run in seeded]
            fluency[judge][name] = _mean_sd(values)

    results["fill"] = {"corpus": str(SAMPLE.relative_to(ROOT)), "docs": len(docs), "fluency": fluency, "runs": {
        name: {"masks": seeded[0]["masks"], "lm_ranked_masks": seeded[0]["lm_ranked_masks"],
               "masks_per_s": _mean_sd([r["masks_per_s"] for r in seeded]),
               "absolute_leak": _mean_sd([r["leaks"]["absolute"] for r in seeded]),
               "partial_leak": _mean_sd([r["leaks"]["partial"] for r in seeded]),
               "examples_seed0": seeded[0]["examples"]}
        for name, seeded in runs.items()}}
    results["instruct"] = instruct
    with atomic_path(RESULTS) as tmp:
        tmp.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(table(results))


def table(results: dict[str, Any]) -> str:
    fill, fluency = results["fill"]["runs"], results["fill"]["fluency"]
    lines = [f"Swedish LM ({results['machine']}; held-out: {results['heldout']['docs']} transcripts ≤ "
             f"{results['heldout']['max_words']} words; fill: {results['fill']['docs']} sample calls, "
             f"seeds {results['seeds']}, mean ± sd)", "",
             "| model | load first (s) | load cached (s) | held-out word ppl | token ppl | tokens/word | masks/s "
             "| absolute leak | partial leak | filled ppl (judge gemma3) | filled ppl (judge smollm2) |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]

    def ms(d: dict[str, float], fmt: str = ".2f") -> str:
        return f"{d['mean']:{fmt}} ± {d['sd']:{fmt}}"

    def num(row: dict[str, Any], key: str, fmt: str) -> str:
        return f"{row[key]:{fmt}}" if key in row else "–"

    for name in [*MODELS, "faker (reference)"]:
        model = results["models"].get(name, {})
        load, held = model.get("load", {}), model.get("heldout", {})
        run = fill[name]
        first, cached = (num(load.get(key, {}), "load_s", ".1f") for key in ("first", "cached"))
        lines.append(
            f"| {name} | {first} | {cached} | {num(held, 'word_ppl', '.1f')} | {num(held, 'token_ppl', '.1f')} | "
            f"{num(held, 'tokens_per_word', '.2f')} | "
            f"{ms(run['masks_per_s'], '.1f')} | {ms(run['absolute_leak'], '.3f')} | {ms(run['partial_leak'], '.3f')} | "
            f"{ms(fluency['gemma3'][name], '.2f')} | {ms(fluency['smollm2'][name], '.2f')} |")
    lines.append(f"| original texts | | | | | | | | | {fluency['gemma3']['original']:.2f} | "
                 f"{fluency['smollm2']['original']:.2f} |")
    if results.get("instruct"):
        lines += ["", "| `instruct` | docs | masks asked | left unanswered (faker fallback) | masks/s |",
                  "|---|---|---|---|---|"]
        for alias, row in results["instruct"].items():
            lines.append(f"| {alias} | {row['docs']} | {row['asked_masks']} | {row['failed_masks']} | "
                         f"{row['masks_per_s']:.2f} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
