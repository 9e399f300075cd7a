"""`run --engine ray` (local Ray, N actors) against the single-process `run_file`, same run,
same input: examples/sample_calls.jsonl repeated with fresh ids, default detectors.

Reported per method: documents/s of each engine end to end (model loading and, for Ray,
start-up included) and in steady state (local: models loaded beforehand; Ray: from the moment
an actor began its first packet to the moment the last one was finished), Ray's start-up
split into `ray.init` and actor start + model loads + first packet, CPU seconds per document
(all processes: contention does not skew it), peak RSS (local: this process; Ray: this process plus every process it
started, shared pages counted once per process, so an upper bound), whether the outputs are
byte-identical, and the load average (the box is shared).  Local runs before and after Ray;
their mean is the steady-state baseline; the first (models loaded from scratch) is the
end-to-end one.  For `lm` a third local run uses one torch thread, as each Ray actor does
(Ray sets OMP_NUM_THREADS=1 for a 1-CPU actor): on a busy box torch's default threads spin.

    .venv/bin/python benchmarks/bench_ray.py [--docs 400] [--method faker|lm] [--workers 2]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Self

import psutil
import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pseudofill.engines.on_ray import RayRunStats, run_ray  # noqa: E402
from pseudofill.engines.runs import run_file  # noqa: E402
from pseudofill.fill.stream import build_filler  # noqa: E402
from pseudofill.mask import MaskPipeline  # noqa: E402

SAMPLE = ROOT / "examples" / "sample_calls.jsonl"
RESULTS = ROOT / "benchmarks" / "results" / "ray.json"


def sig(value: float) -> float:
    """Four significant digits: lm runs are well under one document per second."""
    return float(f"{value:.4g}")


def make_corpus(path: Path, docs: int) -> None:
    """The sample calls, cycled with fresh ids (call-001~r2…) so fills differ per copy."""
    records = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines() if line.strip()]
    with path.open("w", encoding="utf-8") as handle:
        for i in range(docs):
            record = dict(records[i % len(records)])
            record["id"] = f"{record['id']}~r{i // len(records)}"
            handle.write(json.dumps(record) + "\n")


class PeakRss:
    """Samples every 0.2 s, this process alone or with all its descendants (Ray's): peak RSS,
    and CPU seconds used (the last reading of each process), which contention does not skew."""

    def __init__(self, tree: bool):
        self.tree, self.peak, self.peak_worker = tree, 0, 0
        self.cpu: dict[int, float] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        me = psutil.Process()
        while not self._stop.is_set():
            try:
                children = me.children(recursive=True) if self.tree else []
                sizes = [p.memory_info().rss for p in children if p.is_running()]
                self.peak = max(self.peak, me.memory_info().rss + sum(sizes))
                self.peak_worker = max([self.peak_worker, *sizes])
                for process in [me, *children]:
                    times = process.cpu_times()
                    self.cpu[process.pid] = times.user + times.system
            except psutil.Error:
                pass
            self._stop.wait(0.2)

    def __enter__(self) -> Self:
        times = psutil.Process().cpu_times()
        self._own_cpu_before = times.user + times.system
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        times = psutil.Process().cpu_times()
        self.cpu[os.getpid()] = times.user + times.system

    def cpu_s(self) -> float:
        return sum(self.cpu.values()) - self._own_cpu_before


def local_run(corpus: Path, out: Path, method: str) -> dict[str, float]:
    with PeakRss(tree=False) as rss:
        start = time.perf_counter()
        masker, filler = MaskPipeline.from_config(), build_filler(method=method)
        loaded = time.perf_counter()
        summary = run_file(corpus, out, masker, filler, vault=out.with_suffix(".vault.jsonl"), progress=False)
        end = time.perf_counter()
    docs = summary.documents + summary.errors
    return {"model_load_s": round(loaded - start, 2), "run_s": round(end - loaded, 2),
            "docs_per_s": sig(docs / (end - loaded)), "docs_per_s_with_load": sig(docs / (end - start)),
            "cpu_s_per_doc": round(rss.cpu_s() / docs, 3),
            "peak_rss_mib": round(rss.peak / 2**20),
            "max_reuse_count": max(filler.diversity.counts.values(), default=0)}


def ray_run(corpus: Path, out: Path, method: str, workers: int, batch_size: int) -> dict[str, float]:
    stats = RayRunStats()
    with PeakRss(tree=True) as rss:
        start = time.perf_counter()
        summary = run_ray(corpus, out, fill_overrides={"method": method}, vault=out.with_suffix(".vault.jsonl"),
                          workers=workers, batch_size=batch_size, progress=False, stats=stats)
        end = time.perf_counter()
    docs = summary.documents + summary.errors
    steady = stats.busy[1] - stats.busy[0]  # first packet begun → last finished, on any actor
    return {"total_s": round(end - start, 2), "ray_init_s": round(stats.ray_init_s, 2),
            "first_packet_s": round(stats.first_result_s, 2), "steady_s": round(steady, 2),
            "docs_per_s": sig(docs / steady) if steady > 0 else None,
            "docs_per_s_with_startup": sig(docs / (end - start)), "actors_used": len(stats.workers),
            "cpu_s_per_doc_all_processes": round(rss.cpu_s() / docs, 3),
            "peak_rss_mib_all_processes": round(rss.peak / 2**20),
            "peak_rss_mib_one_process": round(rss.peak_worker / 2**20)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=400)
    parser.add_argument("--method", default="faker", choices=("faker", "lm"))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--batch-size", type=int, default=32, help="documents per Ray packet")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        corpus = work / "calls.jsonl"
        make_corpus(corpus, args.docs)
        load_before, torch_threads = os.getloadavg()[0], torch.get_num_threads()
        local_a = local_run(corpus, work / "local_a.jsonl", args.method)
        ray = ray_run(corpus, work / "ray.jsonl", args.method, args.workers, args.batch_size)
        local_b = local_run(corpus, work / "local_b.jsonl", args.method)
        if args.method == "lm":  # Ray gives each actor one torch thread (OMP_NUM_THREADS=1): the same here
            torch.set_num_threads(1)
            local_one_thread = local_run(corpus, work / "local_c.jsonl", args.method)
        identical = all((work / f"local_a{suffix}").read_bytes() == (work / f"ray{suffix}").read_bytes()
                        for suffix in (".jsonl", ".vault.jsonl"))
    baseline = (local_a["docs_per_s"] + local_b["docs_per_s"]) / 2
    result = {
        "docs": args.docs, "method": args.method, "workers": args.workers, "batch_size": args.batch_size,
        "cpus": os.cpu_count(), "load_average_before_after": [round(load_before, 2), round(os.getloadavg()[0], 2)],
        "local_before": local_a, "ray": ray, "local_after": local_b, "torch_threads_local": torch_threads,
        "steady_ratio_ray_vs_local": round(ray["docs_per_s"] / baseline, 2) if ray["docs_per_s"] else None,
        # end to end: against the first local run, the one that loaded its models from scratch
        "end_to_end_ratio_ray_vs_local": round(ray["docs_per_s_with_startup"] / local_a["docs_per_s_with_load"], 2),
        "outputs_identical": identical,
    }
    if args.method == "lm":
        result["local_one_torch_thread"] = local_one_thread
        result["steady_ratio_ray_vs_local_one_torch_thread"] = round(
            ray["docs_per_s"] / local_one_thread["docs_per_s"], 2)
    results = json.loads(RESULTS.read_text(encoding="utf-8")) if RESULTS.exists() else {}
    results[args.method] = result
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
