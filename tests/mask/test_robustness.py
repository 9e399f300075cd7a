"""Regressions from the code review: bad config fails fast, odd input never ends a run."""

from __future__ import annotations

import time

import pytest

from pseudofill.cli import main
from pseudofill.detect import Analyzer, PatternDetector, propagate
from pseudofill.document import ConfigError, RecordError, Span
from pseudofill.io import read_corpus
from pseudofill.mask import MaskPipeline

from ..helpers import doc, read_jsonl


@pytest.mark.parametrize("config, message", [
    ({"detectors": {"entity": {"model": "no_such_model"}}}, "no_such_model"),
    ({"mask": {"detectors": ["dictionary"]}, "detectors": {"dictionary": {"files": {"PERSON_NAME": "/nope.txt"}}}},
     "nope.txt"),
    ({"detectors": {"entity": {"labels": ["PERSON"]}}}, "PERSON"),
    ({"detectors": {"patterns": {"infotypes": ["PHONE"]}}}, "PHONE"),
    ({"detectors": {"transcript": {"hotword_window": "100"}}}, "hotword_window"),
    ({"mask": {"min_score": float("nan")}}, "min_score"),
    ({"mask": {"min_score": 2}}, "min_score"),
    ({"mask": {"propagate": "false"}}, "propagate"),
    ({"detectors": ["entity"]}, "detectors"),
])
def test_bad_config_fails_before_any_record(config, message, nlp):
    with pytest.raises(ConfigError, match=message):
        MaskPipeline.from_config(config)


def test_cli_bad_model_exits_1_and_writes_nothing(tmp_path, capsys):
    (tmp_path / "c.toml").write_text('[detectors.entity]\nmodel = "no_such_model"\n', encoding="utf-8")
    (tmp_path / "in.jsonl").write_text('{"id": "1", "text": "John"}\n', encoding="utf-8")
    code = main(["mask", str(tmp_path / "in.jsonl"), "-o", str(tmp_path / "m.jsonl"), "--vault",
                 str(tmp_path / "v.jsonl"), "--config", str(tmp_path / "c.toml"), "--no-progress"])
    assert code == 1 and "no_such_model" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.toml", "in.jsonl"]


@pytest.mark.parametrize("line", [
    b'{"id": ' + b"1" * 5000 + b', "text": "x"}',      # int beyond Python's digit limit
    b'{"m": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",  # absurd nesting
    b'{"id": "s", "text": "bad \\ud800 call 555-123-4567"}',  # lone surrogate
])
def test_unreadable_json_is_an_error_record(tmp_path, line):
    path = tmp_path / "in.jsonl"
    path.write_bytes(line + b'\n{"id": "ok", "text": "fine"}\n')
    items = list(read_corpus(path))
    assert isinstance(items[0], RecordError) and items[0].line == 1
    assert items[1].id == "ok"


def test_bad_byte_in_a_csv_passthrough_column_is_an_error_record(tmp_path):
    path = tmp_path / "in.csv"
    path.write_bytes(b"id,text,city\n1,hello,caf\xe9\n2,world,Paris\n")
    items = list(read_corpus(path))
    assert isinstance(items[0], RecordError) and items[1].meta == {"city": "Paris"}


def test_tsv_stray_quote_does_not_merge_records(tmp_path):
    path = tmp_path / "in.tsv"
    path.write_text('id\ttext\n1\t"Hi I am Bob\n2\tcall 555-123-4567\n3\tbye\n', encoding="utf-8")
    assert [d.id for d in read_corpus(path)] == ["1", "2", "3"]


def test_byte_order_marks_are_ignored(tmp_path):
    csv_path = tmp_path / "in.csv"
    csv_path.write_bytes(b"\xef\xbb\xbfid,text\nA,hello\n")
    jsonl_path = tmp_path / "in.jsonl"
    jsonl_path.write_bytes(b'\xef\xbb\xbf{"id": "B", "text": "hi"}\n')
    assert [(d.id, d.text) for d in read_corpus(csv_path)] == [("A", "hello")]
    assert [(d.id, d.text) for d in read_corpus(jsonl_path)] == [("B", "hi")]


@pytest.mark.parametrize("name", ["Weiß", "İlker", "Straße"])
def test_propagation_finds_repeats_of_names_with_special_case_folding(name):
    text = f"My name is {name}. Yes, {name} is right."
    extra = propagate(text, [Span(11, 11 + len(name), "PERSON_NAME")])
    assert [(s.start, text[s.start:s.end]) for s in extra] == [(text.rindex(name), name)]


def test_email_pattern_is_linear_on_long_tokens():
    analyzer = Analyzer([PatternDetector(infotypes=["EMAIL_ADDRESS"])], propagate=False)

    def seconds(n: int) -> float:
        start = time.perf_counter()
        analyzer.detect(doc("a-" * n))
        return time.perf_counter() - start

    seconds(1_000)  # warm
    assert seconds(80_000) / seconds(20_000) < 8  # 4× the text: ~4× the time; quadratic was ~16× (12 s at 40k)


def test_duplicate_id_error_record_has_its_line(tmp_path):
    source = tmp_path / "in.jsonl"
    source.write_text('{"id": "a", "text": "x"}\n{"id": "a", "text": "y"}\n', encoding="utf-8")
    code = main(["mask", str(source), "-o", str(tmp_path / "m.jsonl"), "--vault", str(tmp_path / "v.jsonl"),
                 "--detectors", "patterns", "--no-progress"])
    assert code == 3
    assert read_jsonl(tmp_path / "m.jsonl.errors")[0]["line"] == 2


@pytest.mark.parametrize("outputs", [["-o", "{src}", "--vault", "{tmp}/v.jsonl"],
                                     ["-o", "{tmp}/m.jsonl", "--vault", "{tmp}/m.jsonl.errors"],
                                     ["-o", "{tmp}/m.jsonl", "--vault", "{tmp}/m.jsonl"]])
def test_outputs_never_overwrite_the_input_or_each_other(tmp_path, capsys, outputs):
    source = tmp_path / "in.jsonl"
    source.write_text('{"id": "a", "text": "x"}\n', encoding="utf-8")
    args = [a.format(src=source, tmp=tmp_path) for a in outputs]
    assert main(["mask", str(source), *args, "--detectors", "patterns", "--no-progress"]) == 1
    assert "would overwrite" in capsys.readouterr().err
    assert source.read_text(encoding="utf-8") == '{"id": "a", "text": "x"}\n'
