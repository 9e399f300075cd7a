"""Dictionary (deny list) detector and exclusion lists."""

from __future__ import annotations

import pytest

from pseudofill.detect import Analyzer, DictionaryDetector, Exclusions
from pseudofill.document import ConfigError, Span

from ..helpers import doc, labelled


def test_dictionary_terms_per_label_case_insensitive():
    detector = DictionaryDetector(terms={
        "PERSON_NAME": ["Zanele Okafor", "kimi"],
        "ORGANIZATION_NAME": ["acme widgets"],
    })
    text = "ZANELE okafor from Acme Widgets met Kimi and kimiko."
    assert labelled(text, detector.detect(doc(text))) == {
        ("PERSON_NAME", "ZANELE okafor"), ("ORGANIZATION_NAME", "Acme Widgets"), ("PERSON_NAME", "Kimi"),
    }
    assert all(s.source == "dictionary" for s in detector.detect(doc(text)))


def test_dictionary_is_token_aligned():
    detector = DictionaryDetector(terms={"PERSON_NAME": ["Ann"]})
    text = "Anna and Joanne met Ann."
    assert labelled(text, detector.detect(doc(text))) == {("PERSON_NAME", "Ann")}


def test_dictionary_case_sensitive_option():
    detector = DictionaryDetector(terms={"PERSON_NAME": ["Kimi"]}, case_sensitive=True)
    text = "kimi and Kimi"
    (span,) = detector.detect(doc(text))
    assert span.start == text.index("Kimi")


def test_dictionary_terms_from_file(tmp_path):
    names = tmp_path / "customers.txt"
    names.write_text("# customer names\nBrightwater Rasmussen\n\n  Quill  \n", encoding="utf-8")
    detector = DictionaryDetector(files={"PERSON_NAME": str(names)}, terms={"PERSON_NAME": ["Odo"]})
    text = "brightwater rasmussen, Quill and Odo called; # customer names is no name."
    assert labelled(text, detector.detect(doc(text))) == {
        ("PERSON_NAME", "brightwater rasmussen"), ("PERSON_NAME", "Quill"), ("PERSON_NAME", "Odo"),
    }


def test_dictionary_missing_file_is_config_error(tmp_path):
    detector = DictionaryDetector(files={"PERSON_NAME": str(tmp_path / "nope.txt")})
    with pytest.raises(ConfigError, match="nope.txt"):
        detector.detect(doc("anything"))


def test_dictionary_score_parameter():
    text = "Odo is here"
    low = DictionaryDetector(terms={"PERSON_NAME": ["Odo"]}, score=0.3)
    assert Analyzer([low], min_score=0.5).detect(doc(text)) == []
    assert len(Analyzer([low], min_score=0.2).detect(doc(text))) == 1


# --------------------------------------------------------------------------- exclusions


def _monday_spans(text):
    return [Span(m, m + len("Monday"), label) for m, label in
            ((text.index("Monday"), "PERSON_NAME"), (text.rindex("Monday"), "DATE"))]


def test_exclusion_drops_label_only():
    text = "Monday said hi. See you Monday."
    spans = _monday_spans(text)
    kept = Exclusions({"PERSON_NAME": ["monday"]}).filter(text, spans)
    assert [(s.label, s.start) for s in kept] == [("DATE", text.rindex("Monday"))]


def test_exclusions_through_analyzer():
    text = "Monday Okafor and Monday"
    detector = DictionaryDetector(terms={"PERSON_NAME": ["Monday", "Okafor"], "DATE": ["Monday"]})
    analyzer = Analyzer([detector], exclusions={"PERSON_NAME": ["Monday"]}, propagate=False)
    result = labelled(text, analyzer.detect(doc(text)))
    assert ("PERSON_NAME", "Okafor") in result
    assert ("DATE", "Monday") in result
    assert ("PERSON_NAME", "Monday") not in result


def test_exclusion_is_whole_span_normalised_not_substring():
    ex = Exclusions({"PERSON_NAME": ["  Monday   Blues "]})
    assert ex.excludes("PERSON_NAME", "monday blues")
    assert ex.excludes("PERSON_NAME", "MONDAY\tBLUES")
    assert not ex.excludes("PERSON_NAME", "Monday")
    assert not ex.excludes("PERSON_NAME", "Monday Blues Band")


def test_regex_exclusions_full_match_per_label():
    ex = Exclusions({"PERSON_NAME": [r"re:agent\s?\d+"]})
    assert ex.excludes("PERSON_NAME", "agent 42")
    assert ex.excludes("PERSON_NAME", "agent7")
    assert not ex.excludes("PERSON_NAME", "agent 42 smith")   # the whole span must match
    assert not ex.excludes("PERSON_NAME", "the agent7")
    assert not ex.excludes("DATE", "agent7")


def test_star_scope_applies_to_every_label():
    ex = Exclusions({"*": ["N/A", "re:x+"]})
    for label in ("PERSON_NAME", "DATE", "EMAIL_ADDRESS"):
        assert ex.excludes(label, "n/a")
        assert ex.excludes(label, "xxx")
    assert not ex.excludes("DATE", "n/a/b")
    assert not ex.excludes("DATE", "xxy")


def test_bad_regex_exclusion_is_config_error():
    with pytest.raises(ConfigError, match="unclosed|missing|unterminated"):
        Exclusions({"PERSON_NAME": ["re:(oops"]})


def test_empty_exclusions_are_falsy():
    assert not Exclusions(None)
    assert not Exclusions({"PERSON_NAME": []})
    assert Exclusions({"PERSON_NAME": ["x"]})
