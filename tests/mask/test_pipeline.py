"""MaskPipeline: config, run() over files, the top-level mask(), and recall on the sample corpus."""

from __future__ import annotations

import json

import pytest

import pseudofill
from pseudofill.detect import DictionaryDetector, PatternDetector, TranscriptDetector
from pseudofill.detect.presets import DEFAULT_DETECTORS
from pseudofill.document import ConfigError, Document, RecordError
from pseudofill.engines.runs import mask_file
from pseudofill.evaluate.detection import score_detection
from pseudofill.io import read_corpus, read_jsonl_records
from pseudofill.mask import MaskPipeline

from ..helpers import REPO, SAMPLE, SAMPLE_GOLD, read_jsonl, write_jsonl

FAST = ["patterns", "transcript"]  # no spaCy: for tests about the run, not about NER


def write_toml(tmp_path, body: str):
    path = tmp_path / "pseudofill.toml"
    path.write_text(body, encoding="utf-8")
    return path


# --------------------------------------------------------------------------- config


def test_from_config_toml_sets_detectors_style_params_exclusions(tmp_path):
    config = write_toml(tmp_path, """
[mask]
detectors = ["patterns", "dictionary"]
style = "typed"
min_score = 0.5
propagate = false

[detectors.patterns]
infotypes = ["EMAIL_ADDRESS"]

[detectors.dictionary]
terms = { PERSON_NAME = ["Zanele Okafor", "Monday"] }

[exclusions]
PERSON_NAME = ["monday"]
""")
    pipeline = MaskPipeline.from_config(config)
    kinds = [type(d) for d in pipeline.analyzer.detectors]
    assert kinds == [PatternDetector, DictionaryDetector]
    assert pipeline.masker.style == "typed" and pipeline.analyzer.propagate is False
    text = "Monday: Zanele Okafor (zo@example.com) called 415-555-2671 on Monday."
    masked, _ = pipeline.mask(Document("d", text))
    # the phone stays: patterns were limited to EMAIL_ADDRESS; "Monday" is excluded as a name
    assert masked.text == "Monday: [PERSON_NAME] ([EMAIL_ADDRESS]) called 415-555-2671 on Monday."


def test_keyword_arguments_override_the_config(tmp_path):
    config = write_toml(tmp_path, '[mask]\nstyle = "typed"\ndetectors = ["patterns"]\n')
    pipeline = MaskPipeline.from_config(config, style="generic", detectors=["transcript"], min_score=0.9)
    assert pipeline.masker.style == "generic"
    assert [type(d) for d in pipeline.analyzer.detectors] == [TranscriptDetector]
    assert pipeline.analyzer.min_score == 0.9


def test_default_detectors(nlp):
    pipeline = MaskPipeline.from_config({})
    # the default preset's members that read English (the organisation gazetteer is Swedish)
    assert [d.name for d in pipeline.analyzer.detectors] == [d for d in DEFAULT_DETECTORS if d != "organisations"]


@pytest.mark.parametrize(("body", "needle"), [
    ('[mask]\ndetectors = ["patterns", "psychic"]\n', "psychic"),
    ('[mask]\ndetectors = ["patterns"]\n[detectors.patterns]\ncolour = "red"\n', "colour"),
    ('[mask]\ndetectors = ["patterns"]\n[masking]\nstyle = "typed"\n', "masking"),
    ('[mask]\ndetectors = ["patterns"]\nshade = 3\n', "shade"),
    ('[mask]\ndetectors = ["patterns"]\nstyle = "fancy"\n', "fancy"),
    ('[mask]\ndetectors = ["patterns"]\noverlap = "shortest"\n', "shortest"),
    ('[mask]\ndetectors = ["patterns"]\n[detectors]\npatterns = 3\n', "detectors.patterns"),
    ('[mask]\ndetectors = ["transcript"]\n[detectors.transcript]\nfind = ["EMOJI"]\n', "EMOJI"),
    ('[mask]\ndetectors = ["patterns"]\n[exclusions]\nPERSON_NAME = ["re:(oops"]\n', "oops"),
    ("[mask\n", "pseudofill.toml"),
])
def test_config_errors_name_the_problem(tmp_path, body, needle):
    with pytest.raises(ConfigError, match=needle.replace(".", r"\.").replace("(", r"\(")):
        MaskPipeline.from_config(write_toml(tmp_path, body))


def test_missing_config_file_is_config_error(tmp_path):
    with pytest.raises(ConfigError, match="absent.toml"):
        MaskPipeline.from_config(tmp_path / "absent.toml")


def test_parameters_for_an_unknown_detector_are_a_config_error(tmp_path):
    config = write_toml(tmp_path, '[mask]\ndetectors = ["dictionary"]\n'
                                  '[detectors.dictionry]\nterms = { PERSON_NAME = ["Okafor"] }\n')
    with pytest.raises(ConfigError, match="dictionry"):
        MaskPipeline.from_config(config)


def test_string_instead_of_list_for_labels_is_rejected_or_understood(tmp_path, nlp):
    config = write_toml(tmp_path, '[mask]\ndetectors = ["entity"]\n[detectors.entity]\nlabels = "PERSON_NAME"\n')
    try:
        pipeline = MaskPipeline.from_config(config)
    except ConfigError:
        return
    masked, _ = pipeline.mask(Document("d", "John Smith works at Microsoft in London."))
    assert "John Smith" not in masked.text


def test_string_exclusion_is_rejected_or_understood(tmp_path):
    config = write_toml(tmp_path, '[mask]\ndetectors = ["dictionary"]\npropagate = false\n'
                                  '[detectors.dictionary]\nterms = { PERSON_NAME = ["Monday"] }\n'
                                  '[exclusions]\nPERSON_NAME = "Monday"\n')
    try:
        pipeline = MaskPipeline.from_config(config)
    except ConfigError:
        return
    masked, _ = pipeline.mask(Document("d", "See you Monday."))
    assert masked.text == "See you Monday."


def test_bad_batch_size_is_config_error():
    with pytest.raises(ConfigError, match="batch_size"):
        MaskPipeline.from_config({"mask": {"batch_size": "many", "detectors": ["patterns"]}})


def test_bundled_example_config_builds_and_masks(nlp):
    pipeline = MaskPipeline.from_config(REPO / "examples" / "mask_config.toml")
    assert [d.name for d in pipeline.analyzer.detectors] == ["entity", "caseless", "names", "places", "attributes",
                                                             "patterns", "transcript", "dictionary"]
    text = "Customer: Hi, this is Crystal Booth from Weaver-Griffin. Thanks, Crystal. My PIN is 4432."
    masked, vault = pipeline.mask(Document("d", text))
    assert "Crystal" not in masked.text and "Weaver-Griffin" not in masked.text
    assert masked.text.startswith("Customer: ")  # "Customer" is excluded as a name
    assert {e.text for e in vault.entries} >= {"Crystal Booth", "Crystal", "Weaver-Griffin"}


def test_example_config_acronym_exclusion_keeps_short_company_names_masked(nlp):
    config = REPO / "examples" / "mask_config.toml"
    pipeline = MaskPipeline.from_config(config)
    default = MaskPipeline.from_config(detectors=["entity"])
    text = "I work at Sony in Paris."
    assert "Sony" not in default.mask(Document("d", text))[0].text  # NER does find it
    assert "Sony" not in pipeline.mask(Document("d", text))[0].text


# --------------------------------------------------------------------------- run


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text(
        json.dumps({"id": "a", "text": "Mail me at ann@example.com.", "channel": "chat"}) + "\n"
        + "{broken json\n"
        + json.dumps({"id": "b", "text": "My SSN is 536-22-8726."}) + "\n"
        + json.dumps({"id": "a", "text": "Duplicate id, call (555) 123-4567."}) + "\n"
        + json.dumps({"id": "c", "text": "Nothing private."}) + "\n",
        encoding="utf-8",
    )
    return path


def test_run_writes_masked_vault_and_errors(tmp_path, corpus):
    out, vault = tmp_path / "out" / "masked.jsonl", tmp_path / "out" / "vault.jsonl"
    summary = mask_file(MaskPipeline.from_config(detectors=FAST), corpus, out, vault, progress=False)
    masked, vaulted = read_jsonl(out), read_jsonl(vault)
    errors = read_jsonl(tmp_path / "out" / "masked.jsonl.errors")
    assert [r["id"] for r in masked] == [r["id"] for r in vaulted] == ["a", "b", "c"]
    assert summary.documents == 3 and summary.errors == 2
    assert summary.error_file == str(tmp_path / "out" / "masked.jsonl.errors")
    assert summary.spans == sum(len(r["spans"]) for r in vaulted) == sum(summary.labels.values())
    assert masked[0]["channel"] == "chat" and masked[0]["text"] == "Mail me at [EMAIL_ADDRESS_1]."
    assert vaulted[0]["spans"][0]["text"] == "ann@example.com"
    assert "536-22-8726" not in out.read_text(encoding="utf-8")
    assert [e["line"] for e in errors if "invalid JSON" in e["error"]] == [2]
    assert [e["id"] for e in errors if "duplicate" in e["error"]] == ["a"]
    assert all(e["source"] == str(corpus) for e in errors)
    assert not list(tmp_path.glob("out/*.partial"))


def test_run_without_errors_leaves_no_error_file(tmp_path):
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": "1", "text": "ip 10.1.2.3 here"}])
    out = tmp_path / "masked.jsonl"
    stale = tmp_path / "masked.jsonl.errors"
    stale.write_text("from an earlier run\n", encoding="utf-8")
    summary = mask_file(MaskPipeline.from_config(detectors=FAST), source, out, tmp_path / "vault.jsonl", progress=False)
    assert summary.errors == 0 and summary.error_file is None
    assert not stale.exists()


def test_run_refuses_vault_equal_to_output(tmp_path):
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": "1", "text": "x"}])
    with pytest.raises(ConfigError, match="vault"):
        mask_file(MaskPipeline.from_config(detectors=FAST), source, tmp_path / "o.jsonl", tmp_path / "./o.jsonl")


def test_run_over_txt_and_csv_inputs(tmp_path):
    txt = tmp_path / "in.txt"
    txt.write_text("mail ann@example.com\n\nnothing\n", encoding="utf-8")
    csv = tmp_path / "in.csv"
    csv.write_text("key,body\nk1,mail bo@example.com\n", encoding="utf-8")
    pipeline = MaskPipeline.from_config(detectors=FAST)
    mask_file(pipeline, txt, tmp_path / "t.jsonl", tmp_path / "tv.jsonl", progress=False)
    mask_file(pipeline, csv, tmp_path / "c.jsonl", tmp_path / "cv.jsonl", text_field="body", id_field="key",
                 progress=False)
    assert [(r["id"], r["text"]) for r in read_jsonl(tmp_path / "t.jsonl")] == [
        ("in-1", "mail [EMAIL_ADDRESS_1]"), ("in-3", "nothing")]
    assert [(r["id"], r["text"]) for r in read_jsonl(tmp_path / "c.jsonl")] == [("k1", "mail [EMAIL_ADDRESS_1]")]


def test_mask_stream_keeps_order_across_batches_and_isolates_failures():
    class Exploding(PatternDetector):
        def detect(self, doc):
            if "boom" in doc.text.lower():  # (a caseless line reaches detectors recased: "Boom" is a town)
                raise RuntimeError("detector failed")
            return super().detect(doc)

    from pseudofill.detect import Analyzer
    from pseudofill.mask import Masker

    pipeline = MaskPipeline(Analyzer([Exploding(infotypes=["EMAIL_ADDRESS"])]), Masker(), batch_size=2)
    items = [Document(str(i), f"doc {i} a{i}@example.com" + (" boom" if i == 3 else "")) for i in range(6)]
    items.insert(2, RecordError("unreadable", line=3))
    results = list(pipeline.mask_stream(items))
    assert len(results) == 7
    assert isinstance(results[2], RecordError) and results[2].line == 3
    assert isinstance(results[4], RecordError) and results[4].record_id == "3"
    assert "RuntimeError" in results[4].reason
    good = [r for r in results if not isinstance(r, RecordError)]
    assert [m.id for m, _ in good] == ["0", "1", "2", "4", "5"]
    assert all("@" not in m.text for m, _ in good)


def test_top_level_mask_function(tmp_path):
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": "x", "text": "Card 4111 1111 1111 1111 please"}])
    summary = pseudofill.mask(source, tmp_path / "m.jsonl", tmp_path / "v.jsonl", detectors=FAST, style="typed",
                              progress=False)
    assert summary.documents == 1 and summary.labels == {"CREDIT_CARD_NUMBER": 1}
    assert read_jsonl(tmp_path / "m.jsonl")[0]["text"] == "Card [CREDIT_CARD_NUMBER] please"


def test_top_level_mask_with_config_dict(tmp_path):
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": "x", "text": "Okafor and okafor"}])
    config = {"mask": {"detectors": ["dictionary"], "style": "generic"},
              "detectors": {"dictionary": {"terms": {"PERSON_NAME": ["Okafor"]}}}}
    pseudofill.mask(source, tmp_path / "m.jsonl", tmp_path / "v.jsonl", config=config, progress=False)
    assert read_jsonl(tmp_path / "m.jsonl")[0]["text"] == "[MASK] and [MASK]"


# --------------------------------------------------------------------------- sample corpus


@pytest.fixture(scope="module")
def sample_run(tmp_path_factory, default_pipeline):
    out_dir = tmp_path_factory.mktemp("sample")
    summary = mask_file(default_pipeline, SAMPLE, out_dir / "masked.jsonl", out_dir / "vault.jsonl", progress=False)
    return summary, read_jsonl(out_dir / "masked.jsonl"), read_jsonl(out_dir / "vault.jsonl")


def test_sample_run_is_complete_and_aligned(sample_run):
    summary, masked, vaulted = sample_run
    docs = list(read_corpus(SAMPLE))
    assert summary.errors == 0 and summary.documents == len(docs) == len(masked) == len(vaulted)
    assert [r["id"] for r in masked] == [r["id"] for r in vaulted] == [d.id for d in docs]
    for document, record, vault in zip(docs, masked, vaulted):
        assert record["channel"] == document.meta["channel"]
        for entry in vault["spans"]:
            assert document.text[entry["start"]:entry["end"]] == entry["text"]
        for mask in record["masks"]:
            assert record["text"][mask["start"]:mask["end"]] == mask["tag"]


REGRESSION_LABELS = ("EMAIL_ADDRESS", "CREDIT_CARD_NUMBER", "US_SSN", "IBAN_CODE", "IP_ADDRESS")


def test_sample_mention_recall_regression_guard(sample_run):
    _, _, vaulted = sample_run
    docs = list(read_corpus(SAMPLE))
    gold = {r["id"]: [(s["start"], s["end"], s["label"]) for s in r["spans"]] for r in read_jsonl_records(SAMPLE_GOLD)}
    predicted = [[(s["start"], s["end"], s["label"]) for s in r["spans"]] for r in vaulted]
    scores = score_detection([d.text for d in docs], [gold[d.id] for d in docs], predicted)
    assert scores.recall() >= 0.95, scores.to_dict()
    for label in REGRESSION_LABELS:
        assert scores.per_label[label].gold > 0, f"the sample has no {label}"
        assert scores.recall(label) == 1.0, (label, scores.to_dict()["by_label"][label])


def test_score_detection_counts_mentions_label_agnostically():
    text = "Ann Lee, ann@x.io"
    gold = [[(0, 7, "PERSON_NAME"), (9, 17, "EMAIL_ADDRESS")]]
    scores = score_detection([text], gold, [[(0, 3, "LOCATION"), (4, 7, "PERSON_NAME"), (20, 22, "X")]])
    assert scores.recall("PERSON_NAME") == 1.0          # covered by two spans of any labels
    assert scores.recall("EMAIL_ADDRESS") == 0.0
    assert scores.per_label["EMAIL_ADDRESS"].partial == 0
    assert scores.precision() == pytest.approx(2 / 3)
