"""EntityDetector with the real packaged spaCy model, and the transformers backend
with a tiny randomly initialised BERT built in tmp_path."""

from __future__ import annotations

import pytest

from pseudofill.detect import EntityDetector
from pseudofill.detect.base import detectors
from pseudofill.detect.entities import trim_person
from pseudofill.document import ConfigError, Document, context_windows, split_for_model
from pseudofill.lexicon.taxonomy import DEFAULT_ENTITY_LABELS, TRANSFORMERS_LABELS

from ..helpers import doc, labelled

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def entity(nlp):
    return EntityDetector()


def test_spacy_labels_are_mapped_to_the_taxonomy(entity):
    text = "John Smith works at Microsoft in London."
    assert labelled(text, entity.detect(doc(text))) == {
        ("PERSON_NAME", "John Smith"), ("ORGANIZATION_NAME", "Microsoft"), ("LOCATION", "London"),
    }
    assert {s.source for s in entity.detect(doc(text))} == {"entity"}


@pytest.mark.parametrize(("text", "name"), [
    ("I spoke with Mr. John Smith today.", "John Smith"),
    ("Mrs. Erica Hernandez called about the order.", "Erica Hernandez"),
])
def test_titles_are_stripped_from_person_spans(entity, text, name):
    persons = [s for s in entity.detect(doc(text)) if s.label == "PERSON_NAME"]
    assert [text[s.start:s.end] for s in persons] == [name]


def test_possessive_is_stripped(entity):
    text = "I talked to Sarah Johnson's lawyer yesterday."
    persons = [text[s.start:s.end] for s in entity.detect(doc(text)) if s.label == "PERSON_NAME"]
    assert persons == ["Sarah Johnson"]


def test_trim_person_helper():
    text = "Dr. Mr. Smith's"
    assert text[slice(*trim_person(text, 0, len(text)))] == "Smith"
    assert trim_person("Mr.", 0, 3) == (0, 3)  # nothing left after the title: keep as is


def test_vague_dates_dropped_by_default_kept_on_request(entity):
    text = "I will call you today and again tomorrow morning, or on March 5, 2020."
    default = labelled(text, entity.detect(doc(text)))
    assert ("DATE", "today") not in default
    assert ("DATE", "March 5, 2020") in default
    vague = labelled(text, EntityDetector(vague_dates=True).detect(doc(text)))
    assert ("DATE", "today") in vague
    assert ("DATE", "March 5, 2020") in vague


def test_weekday_is_a_specific_date(entity):
    text = "Can you come in on Monday? Maybe this week."
    dates = {t for label, t in labelled(text, entity.detect(doc(text))) if label == "DATE"}
    assert "Monday" in dates
    assert "this week" not in dates


def test_labels_parameter_restricts(entity):
    text = "John Smith works at Microsoft in London."
    only_places = EntityDetector(labels=["LOCATION"])
    assert labelled(text, only_places.detect(doc(text))) == {("LOCATION", "London")}
    assert len(entity.detect(doc(text))) > 1


def test_split_for_model_keeps_exact_offsets():
    text = "Barack Obama visited Paris. Then Angela Merkel went to Berlin.\nEmmanuel Macron stayed in Lyon."
    pieces = split_for_model(text, 40)
    assert len(pieces) > 1
    assert "".join(piece for _, piece in pieces) == text
    for offset, piece in pieces:
        assert text[offset:offset + len(piece)] == piece
        assert len(piece) <= 40
    # no break in reach: cut at a space, or hard at max_chars
    assert "".join(p for _, p in split_for_model("word " * 30, 17)) == "word " * 30
    assert [len(p) for _, p in split_for_model("x" * 25, 10)] == [10, 10, 5]


def test_context_windows_own_the_text_once_and_see_around_it():
    text = ("Barack Obama visited Paris. Later that year, Angela Merkel went to Berlin. " * 20).strip()
    windows = context_windows(text, 200, overlap=40)
    owned = [(a, b) for _, a, b, _ in windows]
    assert owned[0][0] == 0 and owned[-1][1] == len(text) and all(b == c for (_, b), (c, _) in zip(owned, owned[1:]))
    for offset, own_from, own_to, piece in windows:
        assert text[offset:offset + len(piece)] == piece and len(piece) <= 200
        assert offset <= own_from < own_to <= offset + len(piece)
        assert offset == 0 or text[offset - 1].isspace()  # whole words at both ends
        assert offset + len(piece) == len(text) or text[offset + len(piece)].isspace()
    assert sum(o < a for o, a, _, _ in windows) == len(windows) - 1  # every later window sees before its stretch
    assert context_windows("short", 200) == [(0, 0, 5, "short")]


def test_long_text_split_keeps_entity_offsets(nlp):
    names = ["Barack Obama", "Angela Merkel", "Emmanuel Macron"]
    text = ("Barack Obama visited Paris. Later that year, Angela Merkel went to Berlin. "
            "In spring, Emmanuel Macron stayed in Lyon.")
    small = EntityDetector(max_chars=40, labels=["PERSON_NAME", "LOCATION"])
    assert len(split_for_model(text, 40)) >= 3
    spans = small.detect(doc(text))
    persons = [text[s.start:s.end] for s in spans if s.label == "PERSON_NAME"]
    assert persons == names
    whole = EntityDetector(labels=["PERSON_NAME", "LOCATION"]).detect(doc(text))
    assert [(s.start, s.end, s.label) for s in spans] == [(s.start, s.end, s.label) for s in whole]


def test_detect_batch_equals_per_document_detect(entity):
    docs = [
        Document("1", "Maria Garcia flew to Madrid on 4 July 2019."),
        Document("2", ""),
        Document("3", "Nothing personal here at all."),
        Document("4", "Call Dr. Priya Patel at the Mayo Clinic in Rochester."),
    ]
    batched = list(entity.detect_batch(docs))
    single = [entity.detect(d) for d in docs]
    assert batched == single
    assert batched[1] == [] and batched[0] and batched[3]


def test_spans_are_in_bounds_and_trimmed(entity):
    text = "Hello, (Jane Doe) - from 'Acme Corp.' in \"New York\"!"
    for span in entity.detect(doc(text)):
        piece = text[span.start:span.end]
        assert 0 <= span.start < span.end <= len(text)
        assert piece == piece.strip() and piece[-1].isalnum()


def test_bad_backend_and_bad_model_are_config_errors(tmp_path):
    with pytest.raises(ConfigError, match="backend"):
        detectors.create("entity", backend="onnx")
    missing = EntityDetector(model=str(tmp_path / "no-such-model"))
    with pytest.raises(ConfigError, match="no-such-model"):
        missing.detect(doc("John Smith"))


# --------------------------------------------------------------------------- transformers backend


@pytest.fixture(scope="module")
def tiny_bert(tmp_path_factory):
    pytest.importorskip("torch", reason="the transformers backend needs torch")
    transformers = pytest.importorskip("transformers", reason="the transformers backend needs transformers")
    import torch

    path = tmp_path_factory.mktemp("tiny-bert")
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "john", "smith", "mary", "lives", "works", "in", "at",
             "paris", "london", "the", "office", "and", "there", ".", ",", "##s"]
    (path / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    tokenizer = transformers.BertTokenizerFast(vocab_file=str(path / "vocab.txt"), do_lower_case=True)
    id2label = {0: "O", 1: "B-PER", 2: "I-PER", 3: "B-LOC", 4: "I-LOC"}
    config = transformers.BertConfig(
        vocab_size=len(vocab), hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64,
        max_position_embeddings=128, id2label=id2label, label2id={v: k for k, v in id2label.items()},
    )
    torch.manual_seed(0)
    model = transformers.BertForTokenClassification(config)
    model.save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


def test_transformers_backend_runs_and_returns_valid_spans(tiny_bert):
    detector = EntityDetector(backend="transformers", model=str(tiny_bert))
    docs = [Document("a", "John Smith lives in Paris."),
            Document("b", "Mary works at the London office, and Smith lives there."),
            Document("c", "")]
    allowed = {TRANSFORMERS_LABELS["PER"], TRANSFORMERS_LABELS["LOC"]}
    results = list(detector.detect_batch(docs))
    assert len(results) == len(docs) and results[2] == []
    for d, spans in zip(docs, results):
        for span in spans:
            assert 0 <= span.start < span.end <= len(d.text)
            assert span.label in allowed and span.label in DEFAULT_ENTITY_LABELS
            assert 0.0 <= span.score <= 1.0 and span.source == "entity"
            assert d.text[span.start:span.end].strip() == d.text[span.start:span.end]


def test_transformers_backend_labels_restrict(tiny_bert):
    text = "Mary works at the London office, and Smith lives there. John lives in Paris."
    only_loc = EntityDetector(backend="transformers", model=str(tiny_bert), labels=["LOCATION"])
    assert {s.label for s in only_loc.detect(doc(text))} <= {"LOCATION"}
    # asking for a label the model has no tag for is a configuration error, not silence
    with pytest.raises(ConfigError, match="ORGANIZATION_NAME"):
        EntityDetector(backend="transformers", model=str(tiny_bert), labels=["ORGANIZATION_NAME"]).prepare()


def test_transformers_backend_long_text_is_not_truncated(tiny_bert):
    # a text far beyond the tiny model's 64-token limit: pieces are cut by tokens, so
    # spans can be found at its very end (the random model tags almost every word).
    text = " ".join(["Paris"] * 400)
    det = EntityDetector(backend="transformers", model=str(tiny_bert), labels=["LOCATION", "PERSON_NAME"])
    windows = det._token_windows(text, det.max_chars) if det.prepare() is None else []
    assert len(windows) > 1 and all(text[o:o + len(p)] == p for o, _, _, p in windows)
    owned = [(a, b) for _, a, b, _ in windows]  # the stretches the windows own tile the text
    assert owned[0][0] == 0 and owned[-1][1] == len(text) and all(b == c for (_, b), (c, _) in zip(owned, owned[1:]))
    assert all(o <= a < b <= o + len(p) for o, a, b, p in windows) and any(o < a for o, a, _, _ in windows)
    spans = det.detect(doc(text))  # runs past the position limit without an index error
    assert all(0 <= s.start < s.end <= len(text) for s in spans)


def test_transformers_backend_long_text_split_keeps_offsets(tiny_bert):
    text = ("John Smith lives in Paris. " * 3).strip()
    whole = EntityDetector(backend="transformers", model=str(tiny_bert))
    split = EntityDetector(backend="transformers", model=str(tiny_bert), max_chars=30)
    assert len(split_for_model(text, 30)) == 3
    # the three sentences are identical, so each piece's spans shifted by its offset agree
    per_piece = {}
    for span in split.detect(doc(text)):
        assert 0 <= span.start < span.end <= len(text)
        per_piece.setdefault(span.start // 27, []).append((span.start % 27, span.end - span.start, span.label))
    assert len({tuple(v) for v in per_piece.values()}) <= 1
    assert all(0 <= s.start < s.end <= len(text) for s in whole.detect(doc(text)))


def test_transformers_missing_model_is_config_error(tmp_path):
    pytest.importorskip("transformers", reason="the transformers backend needs transformers")
    detector = EntityDetector(backend="transformers", model=str(tmp_path / "absent-model"))
    with pytest.raises(ConfigError, match="absent-model"):
        detector.detect(doc("John Smith"))


_IMPORT_CHECK = """
import sys
from pseudofill.models import load_spacy
load_spacy("sm")
print("torch" in sys.modules)
import torch
from thinc.compat import has_torch
print(has_torch, torch.tensor([1]).item())
"""


@pytest.mark.slow
@pytest.mark.parametrize(("env", "expected"), [({}, "False\nFalse 1"),
                                               ({"PSEUDOFILL_SPACY_TORCH": "1"}, "True\nTrue 1")])
def test_spacy_cnn_pipelines_load_without_importing_torch(env, expected):
    """thinc imports torch only for torch layers the packaged pipelines never use; torch
    itself still imports and works afterwards, and the switch keeps thinc's support."""
    import os
    import subprocess
    import sys

    environment = {k: v for k, v in os.environ.items() if k != "PSEUDOFILL_SPACY_TORCH"} | env
    result = subprocess.run([sys.executable, "-c", _IMPORT_CHECK], capture_output=True, text=True, env=environment,
                            check=True)
    assert result.stdout.strip() == expected


def test_a_transformer_pipeline_after_a_torch_free_spacy_is_a_clear_error(monkeypatch):
    import sys

    import thinc.compat

    from pseudofill.document import ConfigError
    from pseudofill.models import import_spacy

    import_spacy()
    monkeypatch.setattr(thinc.compat, "has_torch", False)
    assert import_spacy() is sys.modules["spacy"]
    with pytest.raises(ConfigError, match="needs torch.*PSEUDOFILL_SPACY_TORCH=1"):
        import_spacy(torch=True)


def test_a_lower_case_name_in_edited_prose_is_a_word_unless_the_gazetteers_know_it():
    from pseudofill.detect.entities import generic_name

    prose = ("The Court of Appeal, acting as the second-instance court, upheld the judgment. " * 4
             + "The applicant wrote: hi this is louis george calling from london about the case.")
    span = prose.index("second-instance")
    assert generic_name(prose, span, span + len("second-instance"), "LOCATION") is None
    name = prose.index("louis george")
    assert generic_name(prose, name, name + len("louis george"), "PERSON_NAME") == (name, name + len("louis george"))
    place = prose.index("london")
    assert generic_name(prose, place, place + len("london"), "LOCATION") is not None
    young = prose.replace("louis george", "young louis george")  # a newsreel: "her smiles on young Johnny …"
    word = young.index("young")
    assert generic_name(young, word, word + len("young"), "PERSON_NAME") is None  # Young is a surname too
    latin = "The applicant alleged, inter alia, that it was unfair. " * 6
    span = latin.index("inter alia")
    assert generic_name(latin, span, span + len("inter alia"), "ORGANIZATION_NAME") is None  # "Alia" names a person
    transcript = prose.lower()  # an ASR transcript: nothing capitalised, every span is kept
    span = transcript.index("second-instance")
    assert generic_name(transcript, span, span + len("second-instance"), "LOCATION") is not None


def test_a_law_number_is_no_date(entity):
    text = "an offence under Section 5 of the Prevention of Terrorism Act (Law no. 3713) and Law No. 5326."
    found = {text[s.start:s.end] for s in entity.detect(Document("d", text))}
    assert not found & {"3713", "5326"}
