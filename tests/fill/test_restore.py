"""The way back: a whole run, then `restore`, gives every input byte for byte; a vault that
is not the fill's is an error record, never a guess."""

from __future__ import annotations

import json

import pytest

from pseudofill import MaskPipeline, PipelineConfig, build_filler
from pseudofill.cli import main
from pseudofill.document import Document, Fill, FilledDocument, RecordError, VaultRecord
from pseudofill.engines import restore_file, run_file
from pseudofill.fill.restore import restore

from ..helpers import read_jsonl, write_jsonl

RECORDS = [
    {"id": "a", "text": "Mr Kamil Prus, a Polish national born on 3 March 1961, lives in Warsaw.", "channel": "x"},
    {"id": "b", "text": "Hej, det är Anna Lindqvist, ring 070-123 45 67. Annas bil står i Mora.", "lang": "sv"},
    {"id": "c", "text": "Mail ann@example.com or call (555) 123-4567 on 12 May 2020."},
]


@pytest.fixture(scope="module")
def pipeline():
    config = PipelineConfig.load({"mask": {"detectors": ["names", "places", "patterns"]}, "fill": {"method": "faker"}})
    return MaskPipeline.from_config(config), build_filler(config)


def test_run_then_restore_gives_every_input_byte_for_byte(tmp_path, pipeline):
    source = tmp_path / "in.jsonl"  # UTF-8 as written, the way pseudofill writes its records
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in RECORDS), encoding="utf-8")
    run_file(source, tmp_path / "f.jsonl", *pipeline, vault=tmp_path / "v.jsonl", progress=False)
    assert all(r["text"] != o["text"] for r, o in zip(read_jsonl(tmp_path / "f.jsonl"), RECORDS, strict=True))
    summary = restore_file(tmp_path / "f.jsonl", tmp_path / "r.jsonl", tmp_path / "v.jsonl", progress=False)
    assert summary.documents == 3 and summary.errors == 0
    assert (tmp_path / "r.jsonl").read_bytes() == source.read_bytes()


def test_a_fill_that_rewrote_an_article_is_undone_too():
    iraqi = Fill(9, 14, "[D_1]", "Iraqi", "DEMOGRAPHIC", ((6, 8, "a"),))  # "an" stood as "a" before the mask
    filled = FilledDocument("d", "He is an Iraqi national.", [iraqi])
    vault = VaultRecord.from_record({"id": "d", "spans": [{"start": 8, "end": 15, "label": "DEMOGRAPHIC",
                                                            "text": "Turkish", "tag": "[D_1]"}]})
    assert restore(filled, vault).text == "He is a Turkish national."


def test_only_the_labels_asked_for_go_back(tmp_path, pipeline):
    masker, filler = pipeline
    masked, vault = masker.mask(Document("a", RECORDS[0]["text"]))
    filled = filler.fill(masked, vault)
    dates_only = restore(filled, vault, {"DATE", "DATE_OF_BIRTH"}).text
    assert "3 March 1961" in dates_only and "Kamil Prus" not in dates_only


def test_a_vault_that_is_not_the_fills_is_an_error_record(tmp_path, pipeline):
    source = write_jsonl(tmp_path / "in.jsonl", RECORDS)
    run_file(source, tmp_path / "f.jsonl", *pipeline, vault=tmp_path / "v.jsonl", progress=False)
    vaults = read_jsonl(tmp_path / "v.jsonl")
    vaults[0]["spans"] = vaults[0]["spans"][1:]  # a span lost
    filled = read_jsonl(tmp_path / "f.jsonl")
    filled[2]["text"] = filled[2]["text"].replace("@", "(at)")  # the filled text edited afterwards
    write_jsonl(tmp_path / "v2.jsonl", vaults)
    write_jsonl(tmp_path / "f2.jsonl", filled)
    code = main(["restore", str(tmp_path / "f2.jsonl"), "--vault", str(tmp_path / "v2.jsonl"),
                 "-o", str(tmp_path / "r.jsonl"), "--no-progress"])
    errors = [json.loads(line) for line in (tmp_path / "r.jsonl.errors").read_text().splitlines()]
    assert code == 3 and [e["id"] for e in errors] == ["a", "c"], errors
    assert "vault spans" in errors[0]["error"] and "changed" in errors[1]["error"]
    assert read_jsonl(tmp_path / "r.jsonl") == [RECORDS[1]]  # the good record still comes back
    with pytest.raises(RecordError, match="not this document's"):
        restore(FilledDocument.from_record(filled[1]), VaultRecord.from_record(vaults[0]))
