"""Properties that must hold for any input (hypothesis): masking then filling keeps every
unmasked character in place with exact offsets and leaves no tag behind; the readers turn
any malformed record into an error record with its line number and go on."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pseudofill.cli import main
from pseudofill.detect import merge_overlaps
from pseudofill.document import Document, RecordError, Span
from pseudofill.fill import FakerFiller, RandomFiller
from pseudofill.fill.constraints import LeakGuard, compact
from pseudofill.io import read_corpus
from pseudofill.mask import Masker

LABELS = ["PERSON_NAME", "LOCATION", "PHONE_NUMBER", "DATE", "EMAIL_ADDRESS", "CREDIT_CARD_NUMBER", "RARE_WORD"]
# Text with what trips offsets up: tag look-alikes, brackets, non-BMP characters, combining marks, newlines.
PIECES = st.one_of(
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=12),
    st.sampled_from(["[MASK]", "[PERSON_NAME_1]", "[", "]", "John Smith", "555-123-4567", "Mr. ", "😀", "e\u0301",
                     "\n", "İstanbul", "4111 1111 1111 1111", "  "]),
)
TEXTS = st.lists(PIECES, max_size=12).map("".join)


@st.composite
def text_and_spans(draw: st.DrawFn) -> tuple[str, list[Span]]:
    text = draw(TEXTS)
    spans = []
    if text:
        for _ in range(draw(st.integers(0, 6))):
            start = draw(st.integers(0, len(text) - 1))
            end = draw(st.integers(start + 1, min(len(text), start + 20)))
            spans.append(Span(start, end, draw(st.sampled_from(LABELS)), "test"))
    return text, merge_overlaps(spans)  # what the analyzer hands the masker: no overlaps


def outside(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """The stretches of `text` between the given spans, in order."""
    pieces, cursor = [], 0
    for start, end in sorted(spans):
        pieces.append(text[cursor:start])
        cursor = end
    return pieces + [text[cursor:]]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=text_and_spans(), style=st.sampled_from(["generic", "typed", "numbered"]),
       filler=st.sampled_from([FakerFiller(seed=3), RandomFiller(seed=3)]))
def test_mask_then_fill_keeps_every_unmasked_character_and_exact_offsets(case, style, filler):
    text, spans = case
    masked, vault = Masker(style).mask(Document("d", text), spans)
    assert [(e.start, e.end) for e in vault.entries] == [(s.start, s.end) for s in spans]
    assert all(text[e.start:e.end] == e.text for e in vault.entries)  # the vault points into the original
    assert all(masked.text[s.start:s.end] == s.tag for s in masked.slots)  # slots point into the masked text
    assert outside(masked.text, [(s.start, s.end) for s in masked.slots]) == outside(text, [(s.start, s.end)
                                                                                          for s in spans])

    filled = filler.fill(masked, vault)
    assert len(filled.fills) == len(masked.slots)
    assert all(filled.text[f.start:f.end] == f.value for f in filled.fills)  # fills point into the filled text
    # every character outside the masks is where it was, and every slot was replaced
    assert outside(filled.text, [(f.start, f.end) for f in filled.fills]) == outside(text, [(s.start, s.end)
                                                                                          for s in spans])
    assert [f.tag for f in filled.fills] == [s.tag for s in masked.slots]


def brute_force_leaks(originals: list[str], value: str) -> bool:
    """The leak guard's containment rule, one original at a time (its first version)."""
    value_compact = compact(value)
    return bool(value_compact) and any(
        value_compact == o or (len(value_compact) >= 3 and value_compact in o) or (len(o) >= 3 and o in value_compact)
        for o in {compact(x) for x in originals} - {""})


SHORT = st.text("ab1 -", max_size=7)  # a tiny alphabet makes containment common


@settings(max_examples=300, deadline=None)
@given(originals=st.lists(SHORT, max_size=8), value=SHORT)
def test_leak_guard_lookup_agrees_with_checking_every_original(originals, value):
    guard = LeakGuard(originals)
    if brute_force_leaks(originals, value):
        assert guard.leaks(value) and guard.leaks(value, strict=False)
    else:  # containment clean: only shared words can still make it a leak
        assert guard.leaks(value) == bool(guard.tokens & LeakGuard([value]).tokens)


# --- readers under malformed input -------------------------------------------------------

def good(i: int) -> bytes:
    return json.dumps({"id": f"r{i}", "text": f"record {i} é"}, ensure_ascii=False).encode()


BAD_LINES = st.sampled_from([
    b'{"id": "x", "text": ',            # broken JSON
    b'{"id": "x", "text": "a\x00b"}',   # NUL byte
    b'{"id": "x", "text": "\xff\xfe"}',  # invalid UTF-8
    b'["a", "list"]',                   # not an object
    b'{"id": "x"}',                     # no text
    b'{"id": "x", "text": 5}',          # text not a string
    b'{"id": "x", "text": "\\ud800"}',  # a lone surrogate
    b'[' * 100_000,                     # absurd nesting
    b'\x00\x01\x02',                    # binary
])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(st.one_of(st.integers(0, 10**6).map(good), BAD_LINES, st.binary(max_size=40)), max_size=25))
def test_every_jsonl_line_becomes_a_document_or_an_error_with_its_line(tmp_path_factory, lines):
    path = tmp_path_factory.mktemp("fuzz") / "in.jsonl"
    lines = [line.replace(b"\n", b" ").replace(b"\r", b" ") for line in lines]  # one record per line
    path.write_bytes(b"\n".join(lines) + b"\n")
    items = list(read_corpus(path))
    expected = [n for n, line in enumerate(lines, start=1) if line.strip()]
    assert [item.line for item in items] == expected  # one item per non-blank line, in order
    for item in items:
        if isinstance(item, RecordError):
            assert item.reason  # says what is wrong
        else:
            assert isinstance(item.text, str) and "\x00" not in item.text


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.binary(max_size=60), max_size=15))
def test_malformed_csv_never_stops_the_reader(tmp_path_factory, rows):
    path = tmp_path_factory.mktemp("fuzz") / "in.csv"
    path.write_bytes(b"id,text\n" + b"\n".join(rows) + b"\n")
    items = list(read_corpus(path))  # must not raise, whatever the bytes
    assert all(isinstance(i, (Document, RecordError)) and isinstance(i.line, int) for i in items)
    assert all("\x00" not in i.text for i in items if isinstance(i, Document))


def test_the_cli_finishes_on_a_hostile_file_and_accounts_for_every_line(tmp_path: Path):
    """Broken records of every kind and a 12 MB line: every non-blank line ends up in
    the masked output or the error file, and the run exits 3, not with a traceback."""
    lines = [good(1), b'{"id": "x", "text": ', b'\xff\xfe', b'[' * 100_000, b'{"id": 7}',
             json.dumps({"id": "huge", "text": "and so on, " * 1_100_000 + "call me on 555-123-4567."}).encode(),
             good(2)]
    source = tmp_path / "in.jsonl"
    source.write_bytes(b"\n".join(lines) + b"\n")
    out, vault = tmp_path / "m.jsonl", tmp_path / "v.jsonl"
    code = main(["mask", str(source), "-o", str(out), "--vault", str(vault), "--detectors", "patterns",
                 "--no-progress"])
    assert code == 3
    written = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    errors = [json.loads(line) for line in out.with_name("m.jsonl.errors").read_text().splitlines()]
    assert [r["id"] for r in written] == ["r1", "huge", "r2"]
    assert sorted(e["line"] for e in errors) == [2, 3, 4, 5]
    assert written[1]["text"].endswith("call me on [PHONE_NUMBER_1].") and len(written[1]["text"]) > 12_000_000

