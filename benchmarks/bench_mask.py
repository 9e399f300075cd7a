"""Issue 2 targets, measured against Presidio in the same run.

1. detection quality on ../shared/data/presidio_synth_dataset_v2.json: mention recall per
   gold label and precision per predicted label, pseudofill's default detectors vs
   Presidio's AnalyzerEngine on the same spaCy pipeline (en_core_web_sm);
2. throughput of `mask` (detect + mask) vs Presidio analyze + anonymize, same texts;
3. peak memory of `pseudofill mask` on a generated JSONL of --memory-mb MB (default 100).

    .venv/bin/python benchmarks/bench_mask.py [--skip-memory] [--memory-mb 100]

Writes benchmarks/results/mask.json and prints the tables.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pseudofill import Document, MaskPipeline  # noqa: E402
from pseudofill.evaluate.detection import score_detection  # noqa: E402
from pseudofill.models import DEFAULT_SPACY_MODEL  # noqa: E402

DATASET = ROOT.parent / "shared" / "data" / "presidio_synth_dataset_v2.json"
RESULTS = ROOT / "benchmarks" / "results" / "mask.json"
# Gold labels of the dataset that Presidio's default recognizers also target.
PRESIDIO_SUPPORTED = {"PERSON", "GPE", "ORGANIZATION", "DATE_TIME", "NRP", "CREDIT_CARD", "PHONE_NUMBER",
                      "EMAIL_ADDRESS", "DOMAIN_NAME", "IBAN_CODE", "US_SSN", "IP_ADDRESS", "US_DRIVER_LICENSE"}


def load_dataset() -> tuple[list[str], list[list[tuple[int, int, str]]]]:
    records = json.loads(DATASET.read_text(encoding="utf-8"))
    texts = [r["full_text"] for r in records]
    gold = [[(s["start_position"], s["end_position"], s["entity_type"]) for s in r["spans"]] for r in records]
    return texts, gold


def presidio_engines():  # type: ignore[no-untyped-def]
    """Presidio's analyzer on the same packaged spaCy model (as the `presidio` detector builds it)."""
    from presidio_anonymizer import AnonymizerEngine

    from pseudofill.detect.presidio import analyzer_engine

    return analyzer_engine(DEFAULT_SPACY_MODEL), AnonymizerEngine()


def run_pseudofill(pipeline: MaskPipeline, texts: list[str]) -> tuple[list[list[tuple[int, int, str]]], float]:
    docs = [Document(str(i), t) for i, t in enumerate(texts)]
    start = time.perf_counter()
    results = list(pipeline.mask_stream(docs))
    elapsed = time.perf_counter() - start
    spans = [[(e.start, e.end, e.label) for e in vault.entries] for _, vault in results]  # type: ignore[misc]
    return spans, elapsed


def run_presidio(analyzer, anonymizer, texts: list[str]) -> tuple[list[list[tuple[int, int, str]]], float]:  # type: ignore[no-untyped-def]
    spans = []
    start = time.perf_counter()
    for text in texts:
        found = analyzer.analyze(text=text, language="en")
        anonymizer.anonymize(text=text, analyzer_results=found)
        spans.append([(r.start, r.end, r.entity_type) for r in found])
    return spans, time.perf_counter() - start


def quality_and_speed(repeat: int) -> dict[str, object]:
    texts, gold = load_dataset()
    megabytes = sum(len(t.encode("utf-8")) for t in texts) / 1e6
    t0 = time.perf_counter()
    pipeline = MaskPipeline.from_config()
    run_pseudofill(pipeline, texts[:5])  # load models outside the timed runs
    ours_load = time.perf_counter() - t0
    t0 = time.perf_counter()
    analyzer, anonymizer = presidio_engines()
    run_presidio(analyzer, anonymizer, texts[:5])
    theirs_load = time.perf_counter() - t0

    timings: dict[str, list[float]] = {"pseudofill": [], "presidio": []}
    for _ in range(repeat):  # interleaved, so machine noise hits both alike
        ours, elapsed = run_pseudofill(pipeline, texts)
        timings["pseudofill"].append(elapsed)
        theirs, elapsed = run_presidio(analyzer, anonymizer, texts)
        timings["presidio"].append(elapsed)
    ours_scores = score_detection(texts, gold, ours).to_dict()
    theirs_scores = score_detection(texts, gold, theirs).to_dict()
    best = {name: min(values) for name, values in timings.items()}
    return {
        "dataset": str(DATASET.name), "documents": len(texts), "megabytes": megabytes,
        "quality": {"pseudofill": ours_scores, "presidio": theirs_scores},
        "speed": {
            name: {"seconds": best[name], "docs_per_s": len(texts) / best[name], "mb_per_s": megabytes / best[name],
                   "all_runs_s": timings[name]}
            for name in best
        },
        "speed_ratio": best["presidio"] / best["pseudofill"],
        "model_load_s": {"pseudofill": ours_load, "presidio": theirs_load},
    }


def make_big_jsonl(path: Path, megabytes: float) -> int:
    sample = [json.loads(line) for line in (ROOT / "examples" / "sample_calls.jsonl").open(encoding="utf-8")]
    target = int(megabytes * 1e6)
    written = count = 0
    with path.open("w", encoding="utf-8") as handle:
        while written < target:
            record = dict(sample[count % len(sample)], id=f"doc-{count}")
            line = json.dumps(record, ensure_ascii=False) + "\n"
            handle.write(line)
            written += len(line.encode("utf-8"))
            count += 1
    return count


def peak_memory(megabytes: float) -> dict[str, object]:
    import psutil

    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "big.jsonl"
        documents = make_big_jsonl(source, megabytes)
        command = [sys.executable, "-m", "pseudofill.cli", "mask", str(source), "-o", str(Path(tmp) / "m.jsonl"),
                   "--vault", str(Path(tmp) / "v.jsonl"), "--no-progress"]
        start = time.perf_counter()
        process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True,
                                   env=dict(os.environ, PYTHONPATH=str(ROOT / "src")))
        samples: list[tuple[float, float]] = []
        watched = psutil.Process(process.pid)

        def watch() -> None:
            while process.poll() is None:
                try:
                    rss = sum(p.memory_info().rss for p in [watched, *watched.children(recursive=True)])
                except psutil.Error:
                    break
                samples.append((time.perf_counter() - start, rss / 2**20))
                time.sleep(0.5)

        thread = threading.Thread(target=watch)
        thread.start()
        _, stderr = process.communicate()
        thread.join()
        elapsed = time.perf_counter() - start
        if process.returncode != 0:
            raise RuntimeError(f"pseudofill mask failed: {stderr}")
        out_lines = sum(1 for _ in (Path(tmp) / "m.jsonl").open(encoding="utf-8"))
    peak = max(rss for _, rss in samples)
    quarters = {f"{q}%": max((rss for t, rss in samples if t <= elapsed * q / 100), default=0.0)
                for q in (25, 50, 75, 100)}
    return {"input_mb": megabytes, "documents": documents, "output_documents": out_lines, "seconds": elapsed,
            "mb_per_s": megabytes / elapsed, "peak_rss_mib": peak, "peak_rss_by_progress_mib": quarters}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--memory-mb", type=float, default=100.0)
    parser.add_argument("--skip-memory", action="store_true")
    parser.add_argument("--skip-quality", action="store_true", help="only the memory run")
    args = parser.parse_args()
    if not DATASET.exists():
        sys.exit(f"benchmark needs {DATASET} (the shared data folder beside the repo)")
    # Parts run separately update their own section of the results file.
    results: dict[str, object] = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    if not args.skip_quality:
        results["quality_speed"] = quality_and_speed(args.repeat)
        report_quality(results["quality_speed"])  # type: ignore[arg-type]
    if not args.skip_memory:
        results["memory"] = peak_memory(args.memory_mb)
        print(json.dumps(results["memory"], indent=1))
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {RESULTS}\n\nMarkdown for the README:\n")
    print(markdown(results))


def per_label(quality: dict) -> dict[str, tuple[int, float]]:  # type: ignore[type-arg]
    """label → (mentions, mention recall); reads results written before issue 4's keys too."""
    if "by_label" in quality:
        return {k: (v["gold"], v["mention_recall"]) for k, v in quality["by_label"].items() if v["gold"]}
    return {k: (v["n"], v["recall"]) for k, v in quality["gold"].items()}


def overall(quality: dict) -> tuple[float, float]:  # type: ignore[type-arg]
    """(mention recall, span precision), old or new keys."""
    return (quality.get("mention_recall", quality.get("recall")),
            quality.get("span_precision", quality.get("precision")))


def markdown(results: dict) -> str:  # type: ignore[type-arg]
    """The README's benchmark section, from the results file."""
    lines = []
    if "quality_speed" in results:
        res = results["quality_speed"]
        ours, theirs = per_label(res["quality"]["pseudofill"]), per_label(res["quality"]["presidio"])
        (ours_recall, ours_precision), (theirs_recall, theirs_precision) = (
            overall(res["quality"]["pseudofill"]), overall(res["quality"]["presidio"]))
        lines += ["| gold label | mentions | pseudofill recall | Presidio recall |", "|---|---:|---:|---:|"]
        for label in sorted(ours):
            mark = "" if label in PRESIDIO_SUPPORTED else " (Presidio has no recognizer)"
            lines.append(f"| {label}{mark} | {ours[label][0]} | {ours[label][1]:.3f} | {theirs[label][1]:.3f} |")
        lines.append(f"| **all** | | **{ours_recall:.3f}** | **{theirs_recall:.3f}** |")
        lines += ["", f"Precision (share of detected spans that overlap a gold span): pseudofill "
                      f"{ours_precision:.3f}, Presidio {theirs_precision:.3f}.", ""]
        speed = res["speed"]
        lines += ["| throughput (detect + mask) | docs/s | MB/s |", "|---|---:|---:|"]
        for name in ("pseudofill", "presidio"):
            lines.append(f"| {name} | {speed[name]['docs_per_s']:.1f} | {speed[name]['mb_per_s']:.4f} |")
        lines += ["", f"**Throughput ratio: {res['speed_ratio']:.2f}×** Presidio (target ≥ 3×; best of "
                      f"{len(speed['pseudofill']['all_runs_s'])} interleaved runs, model loading excluded)."]
    if "memory" in results:
        mem = results["memory"]
        quarters = ", ".join(f"{k} {v:.0f}" for k, v in mem["peak_rss_by_progress_mib"].items())
        lines += ["", f"**Peak memory** of `pseudofill mask` (default detectors) on a {mem['input_mb']:.0f} MB JSONL "
                      f"({mem['documents']:,} documents, {mem['seconds'] / 60:.1f} min, {mem['mb_per_s']:.3f} MB/s): "
                      f"**{mem['peak_rss_mib']:.0f} MiB** (target < 1,536 MiB); peak RSS by progress "
                      f"(MiB): {quarters} — flat, the corpus streams."]
    return "\n".join(lines)


def report_quality(res: dict) -> None:  # type: ignore[type-arg]
    ours, theirs = per_label(res["quality"]["pseudofill"]), per_label(res["quality"]["presidio"])
    print(f"{'gold label':20} {'n':>5} {'pseudofill':>11} {'presidio':>9}  both support")
    for label in sorted(ours):
        both = label in PRESIDIO_SUPPORTED
        flag = "" if not both else ("ok" if ours[label][1] >= theirs[label][1] else "BELOW")
        print(f"{label:20} {ours[label][0]:5d} {ours[label][1]:11.3f} {theirs[label][1]:9.3f}  {flag}")
    (ours_recall, ours_precision), (theirs_recall, theirs_precision) = (
        overall(res["quality"]["pseudofill"]), overall(res["quality"]["presidio"]))
    print(f"{'all':20} {'':5} {ours_recall:11.3f} {theirs_recall:9.3f}")
    print(f"precision (detected spans overlapping gold): pseudofill {ours_precision:.3f}, "
          f"presidio {theirs_precision:.3f}")
    for name, speed in res["speed"].items():
        print(f"{name:10} {speed['docs_per_s']:8.1f} docs/s {speed['mb_per_s']:.4f} MB/s")
    print(f"throughput ratio pseudofill/presidio: {res['speed_ratio']:.2f}x")


if __name__ == "__main__":
    main()
