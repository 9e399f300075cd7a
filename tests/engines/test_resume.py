"""Crash safety: a real `pseudofill mask|fill|run` process is killed mid-way (SIGKILL, or
SIGINT as Ctrl-C sends), then continued with --resume; the finished outputs must equal
an uninterrupted run's byte for byte (no record lost, none written twice)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pseudofill.checkpoint import ResumableRun
from pseudofill.document import PseudofillError

from ..helpers import SAMPLE, read_jsonl

CLI = [sys.executable, "-m", "pseudofill.cli"]
ENV = {**os.environ, "PSEUDOFILL_CHECKPOINT_SECONDS": "0.1"}
EXIT = {"mask": 3, "fill": 0, "run": 3}  # the corpus's bad records are error records of mask and run


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    """~2,400 one-turn documents from the sample calls, with bad records among them."""
    path = tmp_path_factory.mktemp("resume") / "turns.jsonl"
    turns = [turn for record in read_jsonl(SAMPLE) for turn in record["text"].splitlines() if turn.strip()]
    lines = []
    for copy in range(2):
        for i, turn in enumerate(turns):
            lines.append(json.dumps({"id": f"t{copy}-{i}", "text": turn, "copy": copy}))
            if i % 400 == 7:
                lines.append('{"id": "broken", "text": ')  # invalid JSON: an error record
    lines.append(json.dumps({"id": "t0-1", "text": "a duplicate id"}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def command(kind: str, corpus: Path, out: Path, masked: Path | None = None) -> list[str]:
    fill = ["--method", "faker", "--max-reuse", "2", "--seed", "7"]  # the cap binds: replaying it matters
    if kind == "mask":
        return [*CLI, "mask", str(corpus), "-o", str(out / "masked.jsonl"), "--vault", str(out / "vault.jsonl"),
                "--no-progress"]
    if kind == "fill":
        return [*CLI, "fill", str(masked), "-o", str(out / "filled.jsonl"), "--vault",
                str(masked.with_name("vault.jsonl")), "--no-progress", *fill]
    return [*CLI, "run", str(corpus), "-o", str(out / "filled.jsonl"), "--vault", str(out / "vault.jsonl"),
            "--no-progress", *fill]


def outputs(out: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(out.iterdir())}


def kill_midway(cmd: list[str], checkpoint: Path, how: signal.Signals) -> int:
    """Start the run, wait for its first checkpoints, then kill it; returns the items the
    last checkpoint vouched for."""
    # the child must hear Ctrl-C even if an earlier test left this process ignoring SIGINT
    # (an ignored signal is inherited; Python then installs no KeyboardInterrupt handler)
    process = subprocess.Popen(cmd, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline and process.poll() is None:
            if checkpoint.is_file():
                try:
                    if json.loads(checkpoint.read_text())["items"] >= 20:  # early: a loaded box reads late
                        break
                except (ValueError, OSError):
                    pass  # caught between the temp file and its rename
            time.sleep(0.01)
        assert process.poll() is None, f"the run ended before it could be killed: {process.stderr.read()!r}"
        process.send_signal(how)
        code = process.wait(30)
    finally:
        if process.poll() is None:
            process.kill()
    assert code == (-signal.SIGKILL if how == signal.SIGKILL else 130), process.stderr.read()
    return json.loads(checkpoint.read_text())["items"]


@pytest.fixture(scope="module")
def reference(corpus, tmp_path_factory) -> dict[str, Path]:
    """Uninterrupted runs of each command (fill reads the reference mask output)."""
    dirs = {kind: tmp_path_factory.mktemp(f"ref-{kind}") for kind in ("mask", "fill", "run")}
    masked = dirs["mask"] / "masked.jsonl"
    for kind in ("mask", "fill", "run"):
        done = subprocess.run(command(kind, corpus, dirs[kind], masked), env=ENV, capture_output=True, text=True)
        assert done.returncode == EXIT[kind], done.stderr
    return dirs


@pytest.mark.slow
@pytest.mark.parametrize("kind,how", [("mask", signal.SIGKILL), ("fill", signal.SIGKILL), ("run", signal.SIGKILL),
                                      ("run", signal.SIGINT)])
def test_a_killed_run_resumes_to_the_same_outputs(kind, how, corpus, reference, tmp_path):
    cmd = command(kind, corpus, tmp_path, reference["mask"] / "masked.jsonl")
    first_output = Path(cmd[cmd.index("-o") + 1])
    checkpoint = first_output.with_name(first_output.name + ".checkpoint.json")
    written = kill_midway(cmd, checkpoint, how)
    assert not first_output.exists() and first_output.with_name(first_output.name + ".partial").exists()

    resumed = subprocess.run([*cmd, "--resume"], env=ENV, capture_output=True, text=True)
    assert resumed.returncode == EXIT[kind], resumed.stderr
    assert f"resumed after {written} input records" in resumed.stderr
    assert outputs(tmp_path) == outputs(reference[kind])  # every record once, in order, nothing left over


def test_resume_refuses_a_changed_input(corpus, tmp_path):
    copy = tmp_path / "in.jsonl"
    copy.write_bytes(corpus.read_bytes())
    out = tmp_path / "out"
    out.mkdir()
    cmd = command("mask", copy, out)
    kill_midway(cmd, out / "masked.jsonl.checkpoint.json", signal.SIGKILL)
    with copy.open("a") as handle:
        handle.write('{"id": "new", "text": "one more"}\n')
    resumed = subprocess.run([*cmd, "--resume"], env=ENV, capture_output=True, text=True)
    assert resumed.returncode == 1 and "differs from the interrupted one (input)" in resumed.stderr


def test_resume_without_a_checkpoint_starts_from_the_beginning(tmp_path):
    out = tmp_path / "o.jsonl"
    with ResumableRun({"output": out}, {"input": "x"}, resume=True) as run:
        assert run.done == 0
        run.write("output", {"id": "a"})
        run.item_done()
    assert out.read_text() == '{"id": "a"}\n' and not list(tmp_path.glob("*.partial"))
    assert not (tmp_path / "o.jsonl.checkpoint.json").exists()


def test_a_checkpoint_of_another_run_is_stale(tmp_path):
    """What lets a caller that always resumes (an experiment's fills) start again instead."""
    out = tmp_path / "o.jsonl"
    assert not ResumableRun({"output": out}, {"input": "x"}).stale()  # no checkpoint at all
    with pytest.raises(KeyboardInterrupt), ResumableRun({"output": out}, {"input": "x"}) as run:
        run.write("output", {"id": "a"})
        run.item_done()
        raise KeyboardInterrupt
    assert not ResumableRun({"output": out}, {"input": "x"}).stale()
    assert ResumableRun({"output": out}, {"input": "y"}).stale()
    (tmp_path / "o.jsonl.partial").unlink()
    assert ResumableRun({"output": out}, {"input": "x"}).stale()  # the checkpoint vouches for a file gone


def test_an_error_keeps_the_complete_items_where_asked(tmp_path):
    """An experiment's fill of hours is not thrown away by an error after it: the items
    the run completed stay for a resume, as after Ctrl-C; without `keep_on_error` nothing stays."""
    for keep in (True, False):
        out = tmp_path / f"{keep}.jsonl"
        with pytest.raises(RuntimeError), ResumableRun({"output": out}, {"input": "x"}, keep_on_error=keep) as run:
            for i in range(2):
                run.write("output", {"id": i})
                run.item_done()
            run.write("output", {"id": "half"})
            raise RuntimeError("disk trouble")
        assert (tmp_path / f"{keep}.jsonl.checkpoint.json").exists() == keep
        with ResumableRun({"output": out}, {"input": "x"}, resume=True) as again:
            assert again.done == (2 if keep else 0)
            again.write("output", {"id": "last"})
            again.item_done()
        assert [r["id"] for r in read_jsonl(out)] == ([0, 1, "last"] if keep else ["last"])


def test_checkpoint_cuts_back_to_the_last_complete_item(tmp_path):
    """What a kill leaves after the checkpoint (half a record, records of an unfinished
    item) is cut away; the journal is replayed; the counters come back."""
    from pseudofill.engines import RunSummary

    out, errors = tmp_path / "o.jsonl", tmp_path / "o.jsonl.errors"
    summary = RunSummary()
    run = ResumableRun({"output": out, "errors": errors}, {"input": "x"}, counters=summary, every=3600)
    run.__enter__()
    for i in range(3):
        run.write("output", {"id": i})
        summary.documents += 1
        run.item_done([f"value{i}"])
    run.checkpoint()
    run.write("output", {"id": 3})  # an item the checkpoint does not cover …
    run._writers["output"]._handle.write(b'{"id": 4, "te')  # … and half a line, then the kill
    for writer in run._writers.values():
        writer._handle.close()  # the process dies: no __exit__

    summary = RunSummary()
    with ResumableRun({"output": out, "errors": errors}, {"input": "x"}, resume=True, counters=summary) as again:
        assert again.done == 3 and summary.documents == 3 and again.replayed_journal() == ["value0", "value1", "value2"]
        again.write("output", {"id": 3})
        again.item_done()
    assert [r["id"] for r in read_jsonl(out)] == [0, 1, 2, 3]
    assert not errors.exists()  # no error records: no errors file

    with pytest.raises(PseudofillError, match="delete it"):
        (tmp_path / "p.jsonl.checkpoint.json").write_text("{")
        ResumableRun({"output": tmp_path / "p.jsonl"}, {}, resume=True).__enter__()
