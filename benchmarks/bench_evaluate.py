"""Issue 4 on data with gold spans: the privacy and substitute-quality evaluations at full size.

1. detection and residual risk on ../shared/data/presidio_synth_dataset_v2.json (1,500
   sentences, 17 gold types): pseudofill's default detectors vs Presidio's AnalyzerEngine
   on the same spaCy model, scored by the same `evaluate detection` / `evaluate risk` code;
2. substitute quality (`evaluate quality`) on the first --fill-limit sentences: the default
   `lm` filler vs `faker` (type-aware surrogates without a language model);
3. one HTML report of all of it (`pseudofill report`).

    .venv/bin/python benchmarks/bench_evaluate.py [--fill-limit 200] [--methods lm,faker]

Writes benchmarks/results/evaluate.json (a list of result objects, `pseudofill report`
reads it) and out/bench_evaluate/report.html; the corpora are written under out/bench_evaluate.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_mask import DATASET, load_dataset, presidio_engines, run_presidio  # noqa: E402

from pseudofill import MaskPipeline  # noqa: E402
from pseudofill.document import VaultEntry, VaultRecord  # noqa: E402
from pseudofill.engines.runs import fill_file, mask_file  # noqa: E402
from pseudofill.evaluate.detection import score_vaults  # noqa: E402
from pseudofill.evaluate.quality_io import evaluate_quality_files  # noqa: E402
from pseudofill.evaluate.risk import residual_risk  # noqa: E402
from pseudofill.fill.stream import build_filler  # noqa: E402
from pseudofill.io import AtomicJsonlWriter, read_jsonl_records  # noqa: E402
from pseudofill.report import write_report  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "evaluate.json"
WORK = ROOT / "out" / "bench_evaluate"


def _write(path: Path, records: list[dict]) -> Path:
    with AtomicJsonlWriter(path) as out:
        for record in records:
            out.write(record)
    return path


def _vault(doc_id: str, text: str, spans: list[tuple[int, int, str]]) -> VaultRecord:
    return VaultRecord(doc_id, [VaultEntry(s, e, label, text[s:e], "") for s, e, label in spans])


def _vaults(path: Path) -> list[VaultRecord]:
    return [VaultRecord.from_record(r) for r in read_jsonl_records(path)]


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f} %"


def privacy(texts: list[str], gold: list[VaultRecord], ids: list[str]) -> list[dict]:
    """Detection and risk of both analyzers, each with its wall time."""
    corpus = _write(WORK / "corpus.jsonl", [{"id": i, "text": t} for i, t in zip(ids, texts, strict=True)])
    start = time.perf_counter()
    mask_file(MaskPipeline.from_config(None), corpus, WORK / "masked.jsonl", WORK / "vault.jsonl", progress=False)
    ours = _vaults(WORK / "vault.jsonl"), time.perf_counter() - start
    analyzer, anonymizer = presidio_engines()
    spans, elapsed = run_presidio(analyzer, anonymizer, texts)
    theirs = [_vault(i, t, s) for i, t, s in zip(ids, texts, spans, strict=True)], elapsed
    results = []
    for name, (vaults, seconds) in (("pseudofill default detectors", ours), ("Presidio AnalyzerEngine", theirs)):
        detection = {**score_vaults(gold, vaults), "name": name, "seconds": seconds}
        risk = {**residual_risk(gold, vaults), "name": name}
        print(f"{name:30} mention recall {100 * detection['mention_recall']:5.1f} %  token recall "
              f"{100 * detection['token_recall']:5.1f} %  token precision {100 * detection['token_precision']:5.1f} %"
              f"  risk μ {risk['mean']:.2f} σ {risk['std']:.2f} μ+σ {risk['mu_plus_sigma']:.2f} "
              f"({'passes' if risk['passes'] else 'fails'})  {seconds:.0f} s")
        results += [detection, risk]
    return results


def quality(limit: int, methods: list[str]) -> list[dict]:
    """Fill the first `limit` masked sentences with each method and score the substitutes."""
    masked = list(read_jsonl_records(WORK / "masked.jsonl"))[:limit]
    vault = list(read_jsonl_records(WORK / "vault.jsonl"))[:limit]
    corpus = list(read_jsonl_records(WORK / "corpus.jsonl"))[:limit]
    paths = {name: _write(WORK / f"{name}.{limit}.jsonl", records)
             for name, records in (("masked", masked), ("vault", vault), ("corpus", corpus))}
    results = []
    for method in methods:
        filled = WORK / f"filled.{method}.{limit}.jsonl"
        start = time.perf_counter()
        fill_file(paths["masked"], filled, build_filler({"fill": {"method": method}}), paths["vault"], progress=False)
        seconds = time.perf_counter() - start
        result = {**evaluate_quality_files(paths["corpus"], filled, paths["vault"]),
                  "name": f"{method} fill, {limit} sentences", "fill_seconds": seconds}
        synthetic = (result["syntheticity"] or {}).get("accuracy")
        print(f"{method:8} UPOS {_pct(result['upos_accuracy'])}  leak {_pct(result['leak']['absolute'])} / "
              f"{_pct(result['leak']['partial'])}  sentence similarity {result['sentence_similarity']}  "
              f"type correct {_pct(result['type_correctness']['overall'])}  syntheticity {_pct(synthetic)}  "
              f"fill {seconds:.0f} s")
        results.append(result)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fill-limit", type=int, default=200)
    parser.add_argument("--methods", default="lm,faker")
    args = parser.parse_args()
    if not DATASET.is_file():
        sys.exit(f"needs {DATASET} (../shared beside the repository)")
    WORK.mkdir(parents=True, exist_ok=True)
    texts, spans = load_dataset()
    ids = [f"s{i:04d}" for i in range(len(texts))]
    gold = [_vault(i, t, s) for i, t, s in zip(ids, texts, spans, strict=True)]
    results = privacy(texts, gold, ids)
    results += quality(args.fill_limit, args.methods.split(","))
    RESULTS.write_text(json.dumps(results, indent=1, default=str) + "\n", encoding="utf-8")
    report = write_report([RESULTS], WORK / "report.html", title="pseudofill on the Presidio synthetic dataset")
    print(f"wrote {RESULTS} and {report}")


if __name__ == "__main__":
    main()
