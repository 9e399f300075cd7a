"""Presidio interop against the real presidio-analyzer and presidio-anonymizer packages."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

pytest.importorskip("presidio_analyzer", reason="Presidio interop needs `pip install pseudofill[presidio]`")
pytest.importorskip("presidio_anonymizer", reason="Presidio interop needs `pip install pseudofill[presidio]`")

import phonenumbers
from presidio_anonymizer import AnonymizerEngine
from presidio_anonymizer.entities import (
    ConflictResolutionStrategy,
    InvalidParamError,
    OperatorConfig,
)
from presidio_anonymizer.entities import RecognizerResult as AnonymizerResult
from presidio_anonymizer.operators import Operator

from pseudofill import cli
from pseudofill.detect.presidio import analyzer_engine
from pseudofill.document import ConfigError, Document, RecordError
from pseudofill.fill.presidio import FillSession, PseudofillOperator, anonymize
from pseudofill.lexicon.presidio import presidio_label, spans_from_presidio
from pseudofill.mask import MaskPipeline

from ..helpers import read_jsonl, write_jsonl

TEXT = ("John Smith called about his card. Please call John Smith back at 212-736-5000 "
        "or email jsmith@example.com. Mr. Smith said thanks.")
ORIGINALS = ("John", "Smith", "212-736-5000", "2127365000", "jsmith", "example.com")


@pytest.fixture(scope="module")
def results():
    """Presidio's own AnalyzerEngine on the packaged spaCy pipeline (loaded once)."""
    return analyzer_engine().analyze(text=TEXT, language="en")


@pytest.fixture(scope="module")
def result_dicts(results):
    """The JSON form, as RecognizerResult.to_dict() and Presidio's REST analyzer give it."""
    return json.loads(json.dumps([r.to_dict() for r in results], default=lambda o: o.to_dict()))


def _mentions(results) -> dict[str, str]:
    return {TEXT[r.start:r.end]: r.entity_type for r in results}


def test_the_analyzer_finds_what_the_tests_rely_on(results):
    found = _mentions(results)
    assert found["John Smith"] == "PERSON" and found["Smith"] == "PERSON"
    assert found["212-736-5000"] == "PHONE_NUMBER" and found["jsmith@example.com"] == "EMAIL_ADDRESS"
    assert sum(TEXT[r.start:r.end] == "John Smith" for r in results) == 2


def test_spans_from_results_objects_and_their_json_form(results, result_dicts):
    spans = spans_from_presidio(results, TEXT)
    assert [(s.start, s.end) for s in spans] == sorted((r.start, r.end) for r in results)
    by_text = {TEXT[s.start:s.end]: s for s in spans}
    assert by_text["John Smith"].label == "PERSON_NAME"
    assert by_text["212-736-5000"].label == "PHONE_NUMBER" and by_text["212-736-5000"].score == 0.4
    assert by_text["jsmith@example.com"].label == "EMAIL_ADDRESS"
    assert {s.source for s in spans} == {"presidio"}
    assert spans_from_presidio(result_dicts, TEXT) == spans


@pytest.mark.parametrize(("result", "error", "message"), [
    ({"entity_type": "PERSON", "start": 0, "end": 999, "score": 0.8}, ValueError, r"end 999 is out of range.*105"),
    ({"entity_type": "PERSON", "start": 7, "end": 7, "score": 0.8}, ValueError, r"start 7 ≥ end 7"),
    ({"entity_type": "PERSON", "start": -1, "end": 4, "score": 0.8}, ValueError, r"start -1 is negative"),
    ({"entity_type": "PERSON", "start": "0", "end": 4, "score": 0.8}, TypeError, r"start must be an integer"),
    ({"entity_type": "", "start": 0, "end": 4, "score": 0.8}, TypeError, r"entity_type must be a non-empty"),
    ({"entity_type": "PERSON", "start": 0, "end": 4, "score": 1.5}, ValueError, r"score must be .* 0 and 1"),
    ({"entity_type": "PERSON", "start": 0, "end": 4, "score": float("nan")}, ValueError, r"score must be"),
    ("PERSON 0 4", TypeError, r"Presidio result 1: expected a RecognizerResult"),
])
def test_bad_results_are_named(result, error, message):
    good = {"entity_type": "PHONE_NUMBER", "start": 65, "end": 77, "score": 0.4}
    with pytest.raises(error, match=message) as info:
        spans_from_presidio([good, result], TEXT[:105])
    assert "Presidio result 1" in str(info.value)


def test_not_a_list_is_refused():
    with pytest.raises(TypeError, match="expected a list"):
        spans_from_presidio({"entity_type": "PERSON", "start": 0, "end": 4}, TEXT)


@pytest.mark.parametrize(("entity_type", "mention", "label"), [
    ("PERSON", "John", "PERSON_NAME"), ("GPE", "Paris", "LOCATION"), ("LOCATION", "Paris", "LOCATION"),
    ("ORGANIZATION", "Acme", "ORGANIZATION_NAME"), ("NRP", "French", "DEMOGRAPHIC"),
    ("DATE_TIME", "May 3, 2021", "DATE"), ("DATE_TIME", "3:30 pm", "TIME"),
    ("CREDIT_CARD", "4111", "CREDIT_CARD_NUMBER"),
    ("US_PASSPORT", "X1", "PASSPORT"), ("UK_PASSPORT", "X1", "PASSPORT"), ("US_DRIVER_LICENSE", "X1", "GENERIC_ID"),
    ("US_BANK_NUMBER", "1", "GENERIC_ID"), ("UK_NHS", "1", "GENERIC_ID"), ("ZA_MOBILE_NUMBER", "1", "PHONE_NUMBER"),
    ("IBAN_CODE", "DE1", "IBAN_CODE"), ("US_SSN", "1", "US_SSN"), ("MY_CUSTOM_TYPE", "x", "MY_CUSTOM_TYPE"),
])
def test_labels(entity_type, mention, label):
    assert presidio_label(entity_type, mention=mention) == label


def test_label_overrides():
    assert presidio_label("US_DRIVER_LICENSE", {"US_DRIVER_LICENSE": "DRIVERS_LICENSE"}) == "DRIVERS_LICENSE"
    spans = spans_from_presidio([{"entity_type": "TITLE", "start": 42, "end": 45, "score": 0.9}], TEXT,
                                labels={"TITLE": "PERSON_TITLE"})
    assert spans[0].label == "PERSON_TITLE"


def _doc(doc_id: str, analyzer_results, **meta) -> Document:
    return Document(doc_id, TEXT, {"analyzer_results": analyzer_results, **meta})


def test_presidio_results_detector_masks_and_strips_the_field(result_dicts):
    pipeline = MaskPipeline.from_config(detectors=["presidio_results"])
    masked, vault = pipeline.mask(_doc("c1", result_dicts, agent="a7"))
    assert masked.text == ("[PERSON_NAME_1] called about his card. Please call [PERSON_NAME_1] back at "
                           "[PHONE_NUMBER_1] or email [EMAIL_ADDRESS_1]. Mr. [PERSON_NAME_1] said thanks.")
    record = masked.to_record()
    assert record["agent"] == "a7" and "analyzer_results" not in record  # offsets of the originals stay out
    assert {e.source for e in vault.entries} == {"presidio"}
    # keep_scores: Presidio's 0.4 for a phone number without context meets the analyzer's 0.5 threshold.
    strict = MaskPipeline.from_config({"detectors": {"presidio_results": {"keep_scores": True}}},
                                      detectors=["presidio_results"])
    assert "212-736-5000" in strict.mask(_doc("c2", result_dicts))[0].text


def test_configured_field_missing_field_and_a_failed_batch(result_dicts):
    pipeline = MaskPipeline.from_config({"detectors": {"presidio_results": {"field": "presidio"}}},
                                        detectors=["presidio_results"])
    bad = [dict(result_dicts[0], end=len(TEXT) + 5)]
    docs = [Document("ok1", TEXT, {"presidio": result_dicts}), Document("bad", TEXT, {"presidio": bad}),
            Document("none", TEXT, {}), Document("ok2", TEXT, {"presidio": json.dumps(result_dicts)})]
    out = list(pipeline.mask_stream(docs))
    # The batch failed on "bad", after "ok1" was read: "ok1" is masked from what was read.
    assert [type(o).__name__ for o in out] == ["tuple", "RecordError", "RecordError", "tuple"]
    assert out[0][0].text == out[3][0].text and "John" not in out[0][0].text
    assert isinstance(out[1], RecordError) and "out of range" in str(out[1]) and "'bad'" in str(out[1])
    assert "no 'presidio' field" in str(out[2])
    lenient = MaskPipeline.from_config({"detectors": {"presidio_results": {"missing": "empty"}}},
                                       detectors=["presidio_results"])
    assert lenient.mask(Document("none", "Hi John.", {}))[0].text == "Hi John."
    with pytest.raises(ConfigError, match="missing must be"):
        MaskPipeline.from_config({"detectors": {"presidio_results": {"missing": "skip"}}},
                                 detectors=["presidio_results"])


def test_cli_mask_with_an_error_record(tmp_path, result_dicts):
    source = write_jsonl(tmp_path / "calls.jsonl", [
        {"id": "c1", "text": TEXT, "analyzer_results": result_dicts, "agent": "a7"},
        {"id": "c2", "text": TEXT, "analyzer_results": [{"entity_type": "PERSON", "start": 5, "end": 2, "score": 1}]},
    ])
    out, vault = tmp_path / "m.jsonl", tmp_path / "v.jsonl"
    code = cli.main(["mask", str(source), "-o", str(out), "--vault", str(vault), "--detectors", "presidio_results",
                     "--no-progress"])
    assert code == 3
    masked = read_jsonl(out)
    assert [r["id"] for r in masked] == ["c1"] and masked[0]["agent"] == "a7"
    assert "analyzer_results" not in masked[0] and not any(o in out.read_text() for o in ORIGINALS)
    errors = read_jsonl(tmp_path / "m.jsonl.errors")
    assert [e["id"] for e in errors] == ["c2"] and "start 5 ≥ end 2" in errors[0]["error"]
    assert len(read_jsonl(vault)[0]["spans"]) == 5  # the URL inside the e-mail address merges into it


def test_cli_run_mixes_presidio_results_with_our_patterns(tmp_path, result_dicts):
    text = TEXT + " SSN 536-22-8726."  # Presidio's results do not cover it; our patterns do
    source = write_jsonl(tmp_path / "calls.jsonl", [{"id": "c1", "text": text, "analyzer_results": result_dicts}])
    out = tmp_path / "f.jsonl"
    code = cli.main(["run", str(source), "-o", str(out), "--detectors", "presidio_results,patterns",
                     "--method", "faker", "--no-progress"])
    assert code == 0
    (filled,) = read_jsonl(out)
    assert "analyzer_results" not in filled and "536-22-8726" not in filled["text"]
    assert not any(o in filled["text"] for o in ORIGINALS)
    assert {f["label"] for f in filled["fills"]} >= {"PERSON_NAME", "PHONE_NUMBER", "EMAIL_ADDRESS", "US_SSN"}


def test_presidio_detector_mixes_with_transcript():
    pipeline = MaskPipeline.from_config(detectors=["presidio", "transcript"])
    masked, vault = pipeline.mask(Document("t1", "This is John Smith, my code is A-L-P-H-A, call 212-736-5000."))
    assert "John" not in masked.text and "A-L-P-H-A" not in masked.text and "212-736-5000" not in masked.text
    sources = {e.text: e.source for e in vault.entries}
    assert sources["John Smith"] == "presidio" and sources["A-L-P-H-A"] == "transcript"
    assert list(pipeline.analyzer.detectors[0].detect_batch([])) == []


def _engine() -> AnonymizerEngine:
    engine = AnonymizerEngine()
    engine.add_anonymizer(PseudofillOperator)
    return engine


def test_operator_fills_consistently_through_the_anonymizer_engine(results):
    session = FillSession(TEXT, results, method="faker", seed=3)
    out = _engine().anonymize(TEXT, results, operators={"DEFAULT": OperatorConfig("pseudofill", {"session": session})})
    assert out.text == session.filled.text
    assert not any(original in out.text for original in ORIGINALS)
    items = sorted(out.items, key=lambda i: i.start)
    assert {i.operator for i in items} == {"pseudofill"}
    people = [i.text for i in items if i.entity_type == "PERSON"]
    assert len(people) == 3 and people[0] == people[1] and people[2] == people[0].split()[-1]  # Mr. <surname>
    (phone,) = [i.text for i in items if i.entity_type == "PHONE_NUMBER"]
    assert phone != "212-736-5000" and phonenumbers.is_valid_number(phonenumbers.parse(phone, "US"))
    (email,) = [i.text for i in items if i.entity_type == "EMAIL_ADDRESS"]
    assert re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]+", email)
    again = FillSession(TEXT, results, method="faker", seed=3).filled.text
    assert again == out.text  # same seed, same fills


def test_equal_mentions_in_different_shapes_keep_their_places():
    """"Jordan" after "Mr." is the surrogate's surname, elsewhere his first name: the
    operator, which sees only "Jordan", must still put each in its place."""
    text = "Jordan Lee called. Mr. Jordan? No, Jordan is his first name."
    starts = [m.start() for m in re.finditer("Jordan", text)]
    found = [AnonymizerResult("PERSON", starts[0], starts[0] + 10, 0.9)] + [
        AnonymizerResult("PERSON", s, s + 6, 0.9) for s in starts[1:]]
    session = FillSession(text, found, method="faker")
    first, last = session.filled.fills[0].value.split()
    assert session.filled.text == f"{first} {last} called. Mr. {last}? No, {first} is his first name."
    engine = _engine()
    for _ in range(2):  # a session can serve the same document again
        out = engine.anonymize(text, found, operators={"DEFAULT": OperatorConfig("pseudofill", {"session": session})})
        assert out.text == session.filled.text


@pytest.mark.parametrize("strategy", [None, ConflictResolutionStrategy.REMOVE_INTERSECTIONS])
def test_overlapping_results_of_different_types(strategy):
    """Presidio keeps a PERSON and a LOCATION that overlap (by default) and replaces right
    to left; the session follows the engine, so nothing original survives in either case."""
    text = "Met John Smith Paris today."
    found = [AnonymizerResult("PERSON", 4, 14, 0.9), AnonymizerResult("LOCATION", 9, 20, 0.8)]
    session = FillSession(text, found, method="faker", conflict_resolution=strategy)
    options = {"conflict_resolution": strategy} if strategy else {}
    out = _engine().anonymize(text, found, operators={"DEFAULT": OperatorConfig("pseudofill", {"session": session})},
                              **options)
    assert out.text == session.filled.text
    assert out.text.startswith("Met ") and out.text.endswith(" today.")
    assert not any(word in out.text for word in ("John", "Smith", "Paris"))


def test_operator_params_are_validated(results):
    engine = _engine()
    assert isinstance(PseudofillOperator(), Operator) and "pseudofill" in engine.get_anonymizers()
    with pytest.raises(InvalidParamError, match="'session': FillSession"):
        engine.anonymize(TEXT, results, operators={"DEFAULT": OperatorConfig("pseudofill", {})})
    session = FillSession(TEXT, results, method="faker")
    with pytest.raises(InvalidParamError, match=r"unknown param\(s\) \['method'\]"):
        engine.anonymize(TEXT, results, operators={"DEFAULT": OperatorConfig("pseudofill",
                                                                             {"session": session, "method": "lm"})})
    other = "Mary Jones called."
    with pytest.raises(InvalidParamError, match="no PERSON entity with that text"):
        engine.anonymize(other, [AnonymizerResult("PERSON", 0, 10, 0.9)],
                         operators={"DEFAULT": OperatorConfig("pseudofill", {"session": session})})


def test_anonymize_with_the_packaged_lm():
    text = "My name is John Smith, call me at 212-736-5000."
    found = analyzer_engine().analyze(text=text, language="en")
    out = anonymize(text, found, method="lm", top1=True)
    assert "John" not in out.text and "Smith" not in out.text and "212-736-5000" not in out.text
    assert not re.search(r"\[[A-Z_]+\d*\]", out.text)
    (phone,) = [i.text for i in out.items if i.entity_type == "PHONE_NUMBER"]
    assert phonenumbers.is_valid_number(phonenumbers.parse(phone, "US"))
    (person,) = [i.text for i in out.items if i.entity_type == "PERSON"]
    assert re.fullmatch(r"[A-Z][a-z]+(?:[- ][A-Z][a-z'-]+)+", person)


def test_importing_pseudofill_does_not_need_presidio():
    code = """
import sys
sys.modules["presidio_analyzer"] = sys.modules["presidio_anonymizer"] = None  # as if not installed
from pseudofill import Document, MaskPipeline
from pseudofill.document import ConfigError
pipeline = MaskPipeline.from_config(detectors=["presidio_results"])
doc = Document("d", "Hi John.", {"analyzer_results": [{"entity_type": "PERSON", "start": 3, "end": 7, "score": 0.9}]})
assert pipeline.mask(doc)[0].text == "Hi [PERSON_NAME_1].", pipeline.mask(doc)[0].text
try:
    MaskPipeline.from_config(detectors=["presidio"])
except ConfigError as exc:
    assert "pip install pseudofill[presidio]" in str(exc), exc
else:
    raise AssertionError("the presidio detector loaded without Presidio")
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
