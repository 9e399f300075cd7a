"""The shipped Swedish sample corpus (src/pseudofill/languages/sv/sample*.jsonl): gold spans match
the text, identifiers pass their checksums, and scripts/make_sample_sv.py reproduces
both files byte for byte."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import phonenumbers
import pytest
from stdnum.se import orgnr, personnummer

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = ROOT / "src" / "pseudofill" / "languages" / "sv"
FILES = ("sample.jsonl", "sample.gold.jsonl")
LABELS = {"PERSON_NAME", "SE_PERSONNUMMER", "SE_ORGANISATIONSNUMMER", "PHONE_NUMBER", "EMAIL_ADDRESS",
          "STREET_ADDRESS", "POSTCODE", "LOCATION", "DATE", "DATE_OF_BIRTH", "LICENSE_PLATE",
          "BANK_ACCOUNT", "ORGANIZATION_NAME", "SPELLED_SEQUENCE"}


def read_jsonl(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


@pytest.fixture(scope="module")
def corpus() -> list[tuple[dict, dict]]:
    docs, gold = (read_jsonl(EXAMPLES / name) for name in FILES)
    assert [d["id"] for d in docs] == [g["id"] for g in gold]
    return list(zip(docs, gold, strict=True))


def spans_of(corpus, label: str) -> list[str]:
    return [s["text"] for _, g in corpus for s in g["spans"] if s["label"] == label]


def test_forty_documents_of_80_to_250_words(corpus):
    assert len(corpus) == 40
    for doc, _ in corpus:
        assert set(doc) == {"id", "text", "channel"} and doc["channel"] in ("phone", "chat")
        assert 80 <= len(doc["text"].split()) <= 250
        assert doc["text"].startswith("Agent: ")


def test_spans_match_the_text_and_do_not_overlap(corpus):
    for doc, gold in corpus:
        prev_end = 0
        for span in gold["spans"]:
            assert set(span) == {"start", "end", "label", "text", "entity"}
            assert doc["text"][span["start"]:span["end"]] == span["text"], span
            assert span["start"] >= prev_end, (doc["id"], span)
            prev_end = span["end"]


def test_entities_are_numbered_by_first_appearance(corpus):
    for _, gold in corpus:
        seen: list[int] = []
        for span in gold["spans"]:
            if span["entity"] not in seen:
                seen.append(span["entity"])
        assert seen == list(range(1, len(seen) + 1))


def test_identifiers_are_valid(corpus):
    assert all(personnummer.is_valid(v) for v in spans_of(corpus, "SE_PERSONNUMMER"))
    assert all(orgnr.is_valid(v) and int(v[2]) >= 2 for v in spans_of(corpus, "SE_ORGANISATIONSNUMMER"))
    written = [v for v in spans_of(corpus, "PHONE_NUMBER") if any(ch.isdigit() for ch in v)]
    spoken = [v for v in spans_of(corpus, "PHONE_NUMBER") if not any(ch.isdigit() for ch in v)]
    assert written and spoken
    for value in written:
        assert phonenumbers.is_valid_number(phonenumbers.parse(value, "SE")), value


def test_every_label_occurs_at_least_five_times(corpus):
    counts = Counter(s["label"] for _, g in corpus for s in g["spans"])
    assert set(counts) == LABELS
    assert min(counts.values()) >= 5, counts


def test_the_generator_reproduces_the_files(tmp_path):
    script = ROOT / "scripts" / "make_sample_sv.py"
    subprocess.run([sys.executable, str(script), "--out-dir", str(tmp_path)], check=True, capture_output=True)
    for name in FILES:
        assert (tmp_path / name).read_bytes() == (EXAMPLES / name).read_bytes(), name
