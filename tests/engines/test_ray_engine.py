"""`run --engine ray` against the single-process `run_file`: same bytes, same vault, same
error records, in input order, also where the corpus-wide reuse cap binds (the driver checks
each actor's cap decisions and fills again what it decided differently) and after a resume.
A real local Ray (one session for the module, two actors) and the real spaCy pipeline."""

from __future__ import annotations

import json
import logging

import pytest

from pseudofill.cli import main
from pseudofill.config import PipelineConfig
from pseudofill.document import ConfigError, PseudofillError
from pseudofill.engines.runs import run_file
from pseudofill.fill.stream import build_filler

from ..helpers import SAMPLE, read_jsonl

ray = pytest.importorskip("ray")
pq = pytest.importorskip("pyarrow.parquet")
ray_engine = pytest.importorskip("pseudofill.engines.on_ray")  # ray is an extra: `pip install pseudofill[ray]`
run_ray, RayRunStats = ray_engine.run_ray, ray_engine.RayRunStats

FAKER = {"method": "faker"}


@pytest.fixture(scope="module")
def ray_session():
    """One local Ray for the module; run_ray reuses a running session and leaves it up."""
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
    yield
    ray.shutdown()


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """12 sample calls with a malformed line and a repeated id among them (so error records
    sit between documents and order matters)."""
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()[:12]
    lines = lines[:6] + ['{"id": "broken", "text": '] + lines[6:9] + [lines[1]] + lines[9:]
    path = tmp_path_factory.mktemp("corpus") / "calls.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def local_run(corpus, default_pipeline):
    """The reference: the single-process run on the same input, same seed."""
    out = corpus.parent / "local" / "filled.jsonl"
    filler = build_filler(**FAKER)
    summary = run_file(corpus, out, default_pipeline, filler, vault=out.parent / "vault.jsonl", progress=False)
    # The premise of byte identity: no substitute reached the (per-worker) reuse cap.
    assert max(filler.diversity.counts.values()) < filler.max_reuse
    return summary, out


def _same_files(a, b) -> None:
    assert a.read_bytes() == b.read_bytes(), f"{a} and {b} differ"


def test_ray_run_is_byte_identical_to_the_local_run(ray_session, corpus, local_run, tmp_path):
    local, local_out = local_run
    out, vault = tmp_path / "filled.jsonl", tmp_path / "vault.jsonl"
    stats = RayRunStats()
    summary = run_ray(corpus, out, fill_overrides=FAKER, vault=vault, workers=2, batch_size=2, progress=False,
                      stats=stats)
    _same_files(out, local_out)
    _same_files(vault, local_out.parent / "vault.jsonl")
    _same_files(tmp_path / "filled.jsonl.errors", local_out.parent / "filled.jsonl.errors")
    assert (summary.documents, summary.errors, summary.spans) == (local.documents, local.errors, local.spans) \
        == (12, 2, local.spans)
    errors = read_jsonl(tmp_path / "filled.jsonl.errors")
    assert [(e["line"], e["id"]) for e in errors] == [(7, None), (11, "call-002")]
    assert errors[1]["error"] == "duplicate id 'call-002'"
    assert [r["id"] for r in read_jsonl(out)] == [f"call-{i:03d}" for i in range(1, 13)]
    assert len(stats.workers) == 2, "both actors should have filled packets (7 packets of 2)"
    assert stats.records == 14 and ray.is_initialized()
    assert not list(tmp_path.glob("*.partial"))


def test_a_binding_reuse_cap_gives_the_local_output_too(ray_session, corpus, default_pipeline, tmp_path):
    """max_reuse = 1: each actor alone would reuse values the other one already used; the
    driver catches those documents and fills them again with the corpus-wide counts."""
    tight = {"method": "faker", "max_reuse": 1}
    # Nationalities come from a short list (36): 64 uses, so with one use each the two actors collide.
    extra = [json.dumps({"id": f"nat-{i}", "text": f"My colleague {i} is Polish, her husband Turkish, "
                                                    "their neighbours Swedish and Greek."}) for i in range(16)]
    source = tmp_path / "calls.jsonl"
    source.write_text(corpus.read_text(encoding="utf-8") + "\n".join(extra) + "\n", encoding="utf-8")
    local_out = tmp_path / "local" / "filled.jsonl"
    run_file(source, local_out, default_pipeline, build_filler(**tight), progress=False)
    stats = RayRunStats()
    run_ray(source, tmp_path / "filled.jsonl", fill_overrides=tight, workers=2, batch_size=2, progress=False,
            stats=stats)
    _same_files(tmp_path / "filled.jsonl", local_out)
    assert len(stats.workers) == 2  # which actor fills which packet is Ray's choice: the next test forces it


def test_the_driver_fills_again_what_two_actors_capped_differently(corpus, default_pipeline, tmp_path):
    """The driver's check without Ray's scheduling: two actors take the packets in turn, so each
    reuses nationalities the other already used; the driver fills those documents again and the
    records equal the single-process run's."""
    tight = {"method": "faker", "max_reuse": 1}
    docs = [json.dumps({"id": f"nat-{i}", "text": f"My colleague {i} is Polish, her husband Turkish."})
            for i in range(12)]
    source = tmp_path / "nat.jsonl"
    source.write_text("\n".join(docs) + "\n", encoding="utf-8")
    local_out = tmp_path / "local.jsonl"
    run_file(source, local_out, default_pipeline, build_filler(**tight), progress=False)
    actors = [ray_engine._Worker(PipelineConfig.load(fill=tight), str(source)) for _ in range(2)]
    driver, stats = build_filler(**tight), RayRunStats()
    packets = ray_engine._packets(ray_engine._read(source, None, "text", "id"), str(source), 2, stats, [])
    results = [json.loads(actors[n % 2](packet)["results"][0].as_py()) for n, packet in enumerate(packets)]
    records = [ray_engine._settle(one, driver, str(source), stats)["record"] for packet in results for one in packet]
    assert records == read_jsonl(local_out)
    assert stats.refilled > 0


def test_an_interrupted_local_run_resumes_on_ray(ray_session, corpus, local_run, default_pipeline, tmp_path,
                                                  monkeypatch):
    """Ctrl-C after five documents of the single-process run; `--engine ray --resume`
    finishes it: the same files as the uninterrupted run, nothing twice."""
    from pseudofill.fill import FakerFiller

    out, vault = tmp_path / "filled.jsonl", tmp_path / "vault.jsonl"
    original_fill, calls = FakerFiller.fill, []

    def interrupted(self, masked, vault=None):
        calls.append(masked.id)
        if len(calls) > 5:
            raise KeyboardInterrupt
        return original_fill(self, masked, vault)

    monkeypatch.setattr(FakerFiller, "fill", interrupted)
    with pytest.raises(KeyboardInterrupt):
        run_file(corpus, out, default_pipeline, build_filler(**FAKER), vault=vault, progress=False)
    monkeypatch.setattr(FakerFiller, "fill", original_fill)
    assert not out.exists() and json.loads((tmp_path / "filled.jsonl.checkpoint.json").read_text())["items"] >= 5

    summary = run_ray(corpus, out, fill_overrides=FAKER, vault=vault, workers=2, batch_size=2, progress=False,
                      resume=True)
    assert summary.resumed_from >= 5 and (summary.documents, summary.errors) == (12, 2)
    _same_files(out, local_run[1])
    _same_files(vault, local_run[1].parent / "vault.jsonl")
    _same_files(tmp_path / "filled.jsonl.errors", local_run[1].parent / "filled.jsonl.errors")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["filled.jsonl", "filled.jsonl.errors", "vault.jsonl"]


def test_parquet_in_and_out(ray_session, corpus, local_run, tmp_path):
    pa = pytest.importorskip("pyarrow")
    records = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()[:12]]
    rows = [{"call": r["id"], "body": r["text"], "channel": r["channel"]} for r in records]
    source = tmp_path / "calls.parquet"
    pq.write_table(pa.Table.from_pylist(rows + [{"call": "empty", "body": None, "channel": "chat"}]), source)
    out = tmp_path / "filled.parquet"
    summary = run_ray(source, out, fill_overrides=FAKER, workers=2, batch_size=4, progress=False,
                      text_field="body", id_field="call")
    assert (summary.documents, summary.errors) == (12, 1)
    assert pq.read_table(out).to_pylist() == read_jsonl(local_run[1])  # same records, same order
    [error] = read_jsonl(tmp_path / "filled.parquet.errors")
    assert (error["line"], error["id"], error["error"]) == (13, "empty", "row has no value in column 'body'")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["calls.parquet", "filled.parquet", "filled.parquet.errors"]


def test_cli_engine_ray(ray_session, corpus, local_run, tmp_path, capsys):
    out = tmp_path / "filled.jsonl"
    code = main(["run", str(corpus), "-o", str(out), "--engine", "ray", "--workers", "2", "--method", "faker",
                 "--vault", str(tmp_path / "vault.jsonl"), "--no-progress"])
    assert code == 3  # finished, with records in .errors
    _same_files(out, local_run[1])
    _same_files(tmp_path / "vault.jsonl", local_run[1].parent / "vault.jsonl")
    assert "masked and filled 12 documents" in capsys.readouterr().err


@pytest.mark.parametrize("options", [{"mask_options": {"detectors": ["no-such-detector"]}},
                                     {"fill_overrides": {"method": "no-such-method"}},
                                     {"config": "missing.toml"}])
def test_bad_config_fails_in_the_driver_before_any_output(corpus, tmp_path, options):
    with pytest.raises(ConfigError):
        run_ray(corpus, tmp_path / "filled.jsonl", address="ray://nowhere.invalid:10001", **options)
    assert not list(tmp_path.iterdir())  # no Ray job, no output, no partial file


def test_parquet_writer_refuses_ragged_records_and_leaves_no_file(tmp_path):
    out = tmp_path / "filled.parquet"
    with pytest.raises(PseudofillError, match="Parquet"), ray_engine._parquet_output(out, rows_per_group=1) as writer:
        writer.write({"id": "a", "text": "x", "fills": []})
        writer.write({"id": "b", "text": "y", "fills": [], "channel": "phone"})
    assert not list(tmp_path.iterdir())
