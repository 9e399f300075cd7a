"""The command line, in process through cli.main and once as the installed console script."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pseudofill.cli import main
from pseudofill.detect.base import detectors

from .helpers import read_jsonl, write_jsonl


@pytest.fixture
def tiny(tmp_path):
    return write_jsonl(tmp_path / "calls.jsonl", [
        {"id": "1", "text": "Mail ann@example.com or call (555) 123-4567."},
        {"id": "2", "text": "My IBAN is GB82 WEST 1234 5698 7654 32, thanks."},
    ])


def test_mask_in_process(tmp_path, tiny, capsys, nlp):
    out, vault = tmp_path / "o" / "masked.jsonl", tmp_path / "o" / "vault.jsonl"
    code = main(["mask", str(tiny), "-o", str(out), "--vault", str(vault), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 0
    masked = read_jsonl(out)
    assert [r["id"] for r in masked] == [r["id"] for r in read_jsonl(vault)] == ["1", "2"]
    assert "ann@example.com" not in out.read_text(encoding="utf-8")
    assert "GB82" not in out.read_text(encoding="utf-8")
    assert "masked 2 documents" in err and "EMAIL_ADDRESS 1" in err and str(vault) in err
    assert not (tmp_path / "o" / "masked.jsonl.errors").exists()


def test_mask_options_style_detectors_min_score(tmp_path, tiny, capsys):
    out, vault = tmp_path / "m.jsonl", tmp_path / "v.jsonl"
    code = main(["mask", str(tiny), "-o", str(out), "--vault", str(vault), "--detectors", "patterns",
                 "--style", "generic", "--min-score", "0.99", "--no-progress"])
    assert code == 0
    texts = [r["text"] for r in read_jsonl(out)]
    # email and IBAN (validated, with a context word) score 1.0; the phone scores 0.9 and falls below 0.99
    assert texts == ["Mail [MASK] or call (555) 123-4567.", "My IBAN is [MASK], thanks."]
    capsys.readouterr()


def test_mask_reports_bad_records(tmp_path, capsys):
    source = tmp_path / "in.jsonl"
    source.write_text('{"id": "1", "text": "ok"}\nnot json\n', encoding="utf-8")
    code = main(["mask", str(source), "-o", str(tmp_path / "m.jsonl"), "--vault", str(tmp_path / "v.jsonl"),
                 "--detectors", "patterns", "--no-progress"])
    err = capsys.readouterr().err
    assert code == 3  # finished, with error records
    assert "1 record(s) failed" in err and "m.jsonl.errors" in err
    (record,) = read_jsonl(tmp_path / "m.jsonl.errors")
    assert record["line"] == 2


def test_bad_config_path_exits_1_naming_the_file(tmp_path, tiny, capsys):
    missing = tmp_path / "nowhere.toml"
    code = main(["mask", str(tiny), "-o", str(tmp_path / "m.jsonl"), "--vault", str(tmp_path / "v.jsonl"),
                 "--config", str(missing)])
    err = capsys.readouterr().err
    assert code == 1
    assert "pseudofill mask: error:" in err and str(missing) in err
    assert not (tmp_path / "m.jsonl").exists()


def test_missing_input_exits_1_and_writes_no_output(tmp_path, capsys):
    missing = tmp_path / "absent.jsonl"
    out, vault = tmp_path / "m.jsonl", tmp_path / "v.jsonl"
    code = main(["mask", str(missing), "-o", str(out), "--vault", str(vault), "--detectors", "patterns"])
    err = capsys.readouterr().err
    assert code == 1 and str(missing) in err
    assert not out.exists() and not vault.exists()


def test_unknown_detector_exits_1(tmp_path, tiny, capsys):
    code = main(["mask", str(tiny), "-o", str(tmp_path / "m.jsonl"), "--vault", str(tmp_path / "v.jsonl"),
                 "--detectors", "patterns,telepathy"])
    assert code == 1
    assert "telepathy" in capsys.readouterr().err


def test_missing_vault_is_usage_error(tmp_path, tiny, capsys):
    with pytest.raises(SystemExit) as info:
        main(["mask", str(tiny), "-o", str(tmp_path / "m.jsonl")])
    assert info.value.code == 2
    assert "--vault" in capsys.readouterr().err


def test_detectors_command_lists_registry(capsys):
    assert main(["detectors"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed == detectors.names()
    assert {"entity", "patterns", "transcript", "dictionary", "allow_list", "vocab_threshold"} <= set(listed)


def test_console_script_subprocess(tmp_path):
    script = Path(sys.executable).parent / "pseudofill"
    if not script.exists():
        pytest.skip(f"console script not installed next to {sys.executable}")
    source = tmp_path / "in.txt"
    source.write_text("write to bo@example.org\nnothing here\n", encoding="utf-8")
    out, vault = tmp_path / "m.jsonl", tmp_path / "v.jsonl"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    result = subprocess.run(
        [str(script), "mask", str(source), "-o", str(out), "--vault", str(vault), "--detectors", "patterns",
         "--style", "typed", "--no-progress"],
        capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert "masked 2 documents" in result.stderr
    assert [r["text"] for r in read_jsonl(out)] == ["write to [EMAIL_ADDRESS]", "nothing here"]
    assert read_jsonl(vault)[0]["spans"][0]["text"] == "bo@example.org"


def test_an_evaluation_registered_in_a_module_is_a_subcommand(tmp_path, capsys):
    from pseudofill.evaluate import commands

    def arguments(parser):
        parser.add_argument("--words", required=True)

    @commands.evaluation("word_count", "words in a file", arguments)
    def word_count(args):
        return {"words": len(Path(args.words).read_text().split())}

    try:
        (tmp_path / "t.txt").write_text("one two three")
        out = tmp_path / "n.json"
        assert main(["evaluate", "word_count", "--words", str(tmp_path / "t.txt"), "-o", str(out)]) == 0
        assert json.loads(out.read_text()) == {"words": 3}
    finally:
        commands.evaluations._factories.pop("word_count")
    with pytest.raises(SystemExit):
        main(["evaluate", "word_count", "--words", "x"])
    assert "invalid choice" in capsys.readouterr().err


def test_report_reads_what_evaluate_wrote(tmp_path, capsys):
    gold = write_jsonl(tmp_path / "gold.jsonl", [{"id": "1", "spans": [{"start": 0, "end": 4, "label": "PERSON_NAME",
                                                                        "text": "Anna"}]}])
    assert main(["evaluate", "detection", "--gold", str(gold), "--vault", str(gold),
                 "-o", str(tmp_path / "d.json")]) == 0
    assert main(["report", str(tmp_path / "d.json"), "-o", str(tmp_path / "r.html")]) == 0
    assert "detection" in (tmp_path / "r.html").read_text().lower()
