"""Streaming readers (jsonl, txt, csv, dir) and the atomic JSONL writer."""

from __future__ import annotations

import json

import pytest

from pseudofill.document import Document, PseudofillError, RecordError
from pseudofill.io import AtomicJsonlWriter, error_record, guess_format, read_corpus, read_jsonl_records

from .helpers import write_jsonl


def _split(items):
    docs = [i for i in items if isinstance(i, Document)]
    errors = [i for i in items if isinstance(i, RecordError)]
    return docs, errors


# --------------------------------------------------------------------------- JSONL


def test_jsonl_keeps_passthrough_fields_and_strips_id_and_text(tmp_path):
    path = write_jsonl(tmp_path / "c.jsonl", [
        {"id": "a", "text": "hello", "channel": "phone", "tags": [1, 2]},
        {"id": 7, "text": "numeric id"},
    ])
    first, second = list(read_corpus(path))
    assert first == Document("a", "hello", {"channel": "phone", "tags": [1, 2]})
    assert second.id == "7" and second.text == "numeric id" and second.meta == {}


def test_jsonl_custom_text_and_id_fields(tmp_path):
    path = write_jsonl(tmp_path / "c.jsonl", [{"key": "k1", "body": "hi", "text": "other"}])
    (only,) = read_corpus(path, text_field="body", id_field="key")
    assert (only.id, only.text, only.meta) == ("k1", "hi", {"text": "other"})


def test_jsonl_missing_id_uses_line_number(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text('{"id": "x", "text": "one"}\n\n{"text": "three"}\n', encoding="utf-8")
    docs = list(read_corpus(path))
    assert [d.id for d in docs] == ["x", "3"]  # the blank line still counts


BAD_LINES = [
    (b"{not json\n", "invalid JSON"),
    (b"[1, 2]\n", "expected a JSON object"),
    (b'"just a string"\n', "expected a JSON object"),
    (b'{"id": "m"}\n', "missing the text field"),
    (b'{"id": "n", "text": 42}\n', "not a string"),
    (b'{"id": "o", "text": null}\n', "not a string"),
    (b'{"id": "u", "text": "caf\xe9"}\n', "not valid UTF-8"),
    (b'{"id": "z", "text": "a\x00b"}\n', "NUL bytes"),   # raw NUL byte inside the string
    (b'{"id": "e", "text": "a\\u0000b"}\n', "NUL bytes"),  # a NUL written as a JSON escape
    (b'{"id": "y", "text": "ok"}\x00\n', "NUL bytes"),  # NUL byte after the object
]


@pytest.mark.parametrize(("bad", "reason"), BAD_LINES, ids=[r for _, r in BAD_LINES])
def test_jsonl_bad_record_is_an_error_with_its_line_and_later_records_survive(tmp_path, bad, reason):
    path = tmp_path / "c.jsonl"
    path.write_bytes(b'{"id": "a", "text": "first"}\n' + b"\n" + bad + b'{"id": "b", "text": "after"}\n')
    items = list(read_corpus(path))
    docs, errors = _split(items)
    assert [d.id for d in docs] == ["a", "b"]
    assert len(errors) == 1
    assert errors[0].line == 3
    assert reason in errors[0].reason
    assert "line 3" in str(errors[0])
    # the error sits in input order, between the two good records
    assert isinstance(items[1], RecordError)


def test_jsonl_error_keeps_record_id_when_known(tmp_path):
    path = write_jsonl(tmp_path / "c.jsonl", [{"id": "abc", "body": "wrong key"}])
    (err,) = read_corpus(path)
    assert isinstance(err, RecordError) and err.record_id == "abc" and err.line == 1
    record = error_record(err, path)
    assert record == {"line": 1, "id": "abc", "error": err.reason, "source": str(path)}


def test_read_corpus_missing_file_is_an_error(tmp_path):
    with pytest.raises(PseudofillError, match="no such file"):
        list(read_corpus(tmp_path / "absent.jsonl"))


def test_guess_format_by_suffix_and_unknown_suffix(tmp_path):
    assert guess_format(tmp_path / "a.ndjson") == "jsonl"
    assert guess_format(tmp_path / "a.TSV") == "csv"
    assert guess_format(tmp_path / "a.txt") == "txt"
    assert guess_format(tmp_path) == "dir"
    with pytest.raises(PseudofillError, match="--format"):
        guess_format(tmp_path / "a.docx")


def test_read_jsonl_records_is_strict(tmp_path):
    path = tmp_path / "v.jsonl"
    path.write_text('{"id": 1}\n{oops\n', encoding="utf-8")
    records = read_jsonl_records(path)
    assert next(records) == {"id": 1}
    with pytest.raises(PseudofillError, match="line 2"):
        next(records)


# --------------------------------------------------------------------------- plain text


def test_txt_one_document_per_line_blank_lines_skipped(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_bytes(b"first line\r\n\n   \nsecond line\nthird\n")
    docs = list(read_corpus(path))
    assert [d.text for d in docs] == ["first line", "second line", "third"]
    assert [d.id for d in docs] == ["notes-1", "notes-4", "notes-5"]


def test_txt_undecodable_line_is_an_error_and_reading_goes_on(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_bytes(b"good\nbad \xff byte\nalso good\n")
    docs, errors = _split(list(read_corpus(path)))
    assert [d.text for d in docs] == ["good", "also good"]
    assert [e.line for e in errors] == [2]


@pytest.mark.parametrize("fmt", ["txt", "dir"])
def test_nul_bytes_in_plain_text_are_a_record_error(tmp_path, fmt):
    utf16 = "Call John Smith on 415-555-2671".encode("utf-16-le")  # ASCII as UTF-16: valid UTF-8 + NULs
    if fmt == "txt":
        path = tmp_path / "calls.txt"
        path.write_bytes(b"clean line\n" + utf16 + b"\n")
    else:
        path = tmp_path / "calls"
        path.mkdir()
        (path / "a.txt").write_bytes(b"clean file")
        (path / "b.txt").write_bytes(utf16)
    docs, errors = _split(list(read_corpus(path)))
    assert [d.text for d in docs] == ["clean line" if fmt == "txt" else "clean file"]
    assert len(errors) == 1 and errors[0].line == 2


# --------------------------------------------------------------------------- directory


def test_directory_of_txt_files_recursive_sorted_other_suffixes_ignored(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "b.txt").write_text("bee\nsecond line stays", encoding="utf-8")
    (tmp_path / "a.txt").write_text("ay", encoding="utf-8")
    (tmp_path / "sub" / "c.txt").write_text("sea", encoding="utf-8")
    (tmp_path / "skip.md").write_text("not a txt", encoding="utf-8")
    docs = list(read_corpus(tmp_path))
    assert [(d.id, d.text) for d in docs] == [
        ("a.txt", "ay"), ("b.txt", "bee\nsecond line stays"), ("sub/c.txt", "sea"),
    ]


def test_directory_undecodable_file_is_an_error_named_by_file(tmp_path):
    (tmp_path / "a.txt").write_bytes(b"fine")
    (tmp_path / "b.txt").write_bytes(b"\xff\xfe broken")
    (tmp_path / "c.txt").write_bytes(b"fine too")
    docs, errors = _split(list(read_corpus(tmp_path)))
    assert [d.id for d in docs] == ["a.txt", "c.txt"]
    (err,) = errors
    assert err.record_id == "b.txt" and err.line == 2 and "b.txt" in err.reason


# --------------------------------------------------------------------------- CSV


def test_csv_with_chosen_text_column(tmp_path):
    path = tmp_path / "calls.csv"
    path.write_text('id,body,agent\nr1,"Hello, world",amy\nr2,"two\nlines",bob\n,no id here,cy\n',
                    encoding="utf-8")
    docs = list(read_corpus(path, text_field="body"))
    assert [(d.id, d.text, d.meta) for d in docs] == [
        ("r1", "Hello, world", {"agent": "amy"}),
        ("r2", "two\nlines", {"agent": "bob"}),
        ("5", "no id here", {"agent": "cy"}),  # missing id → the row's (physical) line number
    ]


def test_tsv_is_tab_separated(tmp_path):
    path = tmp_path / "calls.tsv"
    path.write_text("id\ttext\nt1\ta, b, c\n", encoding="utf-8")
    (only,) = read_corpus(path)
    assert (only.id, only.text) == ("t1", "a, b, c")


def test_csv_missing_text_column_is_a_pseudofill_error_naming_it(tmp_path):
    path = tmp_path / "calls.csv"
    path.write_text("id,body\n1,hi\n", encoding="utf-8")
    with pytest.raises(PseudofillError, match="'text'") as info:
        list(read_corpus(path))
    assert not isinstance(info.value, RecordError)
    assert "body" in str(info.value)  # lists the columns there are


def test_csv_undecodable_row_is_an_error_and_later_rows_survive(tmp_path):
    path = tmp_path / "calls.csv"
    path.write_bytes(b"id,text\n1,good\n2,bad \xff\n3,fine\n")
    docs, errors = _split(list(read_corpus(path)))
    assert [d.id for d in docs] == ["1", "3"]
    assert [(e.record_id, e.line) for e in errors] == [("2", 3)]


# --------------------------------------------------------------------------- writer


def test_atomic_writer_renames_on_success(tmp_path):
    target = tmp_path / "out" / "masked.jsonl"
    with AtomicJsonlWriter(target) as writer:
        writer.write({"id": "1", "text": "é"})
        writer.write({"id": "2"})
        assert not target.exists() and writer.partial.exists()
    assert writer.count == 2
    assert not writer.partial.exists()
    lines = target.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == [{"id": "1", "text": "é"}, {"id": "2"}]
    assert "é" in lines[0]  # ensure_ascii=False: text stays readable


def test_atomic_writer_leaves_no_final_file_on_exception(tmp_path):
    target = tmp_path / "masked.jsonl"
    with pytest.raises(RuntimeError, match="boom"):
        with AtomicJsonlWriter(target) as writer:
            writer.write({"id": "1"})
            raise RuntimeError("boom")
    assert not target.exists()
    assert not (tmp_path / "masked.jsonl.partial").exists()  # a failed run leaves no litter


def test_atomic_writer_replaces_an_existing_output_only_on_success(tmp_path):
    target = tmp_path / "masked.jsonl"
    target.write_text('{"id": "old"}\n', encoding="utf-8")
    with pytest.raises(RuntimeError):
        with AtomicJsonlWriter(target) as writer:
            writer.write({"id": "new"})
            raise RuntimeError("boom")
    assert json.loads(target.read_text(encoding="utf-8")) == {"id": "old"}


def test_atomic_writer_does_not_replace_previous_output_on_failure(tmp_path):
    target = tmp_path / "masked.jsonl"
    target.write_text("previous run\n", encoding="utf-8")
    with pytest.raises(KeyError):
        with AtomicJsonlWriter(target) as writer:
            writer.write({"id": "new"})
            raise KeyError("x")
    assert target.read_text(encoding="utf-8") == "previous run\n"
