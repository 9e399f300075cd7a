"""allow_list and vocab_threshold: mask every word not known to be common."""

from __future__ import annotations

import json

import pytest

from pseudofill.detect import AllowListDetector, VocabThresholdDetector
from pseudofill.detect.base import detectors
from pseudofill.document import ConfigError
from pseudofill.lexicon.taxonomy import RARE_WORD
from pseudofill.lexicon.words import default_allow_list, is_common_word

from ..helpers import doc, texts_of


def masked(detector, text):
    spans = detector.detect(doc(text))
    assert all(s.label == RARE_WORD for s in spans)
    return texts_of(text, spans)


def test_bundled_allow_list_is_loaded_and_lower_case():
    words = default_allow_list()
    assert len(words) > 1000
    assert all(w == w.lower() for w in words)
    assert {"the", "house", "call"} <= words


def test_allow_list_masks_rare_word_and_surname_keeps_common_words():
    text = "The quick brown fox met Okafor near the zymurgy shop."
    result = masked(AllowListDetector(), text)
    assert "Okafor" in result and "zymurgy" in result
    for common in ("The", "the", "quick", "brown", "near", "shop"):
        assert common not in result


def test_a_number_with_its_letters_is_one_word():
    """"30th" is masked whole: a fill of "th" alone came back as "86yoga"."""
    assert masked(AllowListDetector(), "It came on the 30th, order RC114.") == ["30th", "RC", "114"]


@pytest.mark.parametrize("detector", [AllowListDetector(), VocabThresholdDetector(top_n=2000)])
def test_transcript_markup_is_left_alone_but_a_bracketed_name_is_not(detector):
    """"<laughter>" is the transcriber's: filled, every call gained "<clarke>"."""
    text = "yes <lipsmack> we paid [vocalized-noise] Okafor {breath} <Lipsmack> <Williams> [b_aside] <Zanzibar>"
    result = masked(detector, text)
    assert {"Okafor", "Williams", "Zanzibar"} <= set(result)
    assert not {"lipsmack", "Lipsmack", "vocalized", "noise", "breath", "b_aside"} & set(result)
    assert {"lipsmack", "vocalized"} <= set(masked(type(detector)(keep_markup=False), text))


def test_allow_list_is_case_insensitive():
    assert masked(AllowListDetector(), "HOUSE House house") == []


def test_clitics_stay_outside_the_mask():
    text = "Okafor's dog doesn't bark; we'll see, they've said, I'm sure you're right."
    spans = AllowListDetector().detect(doc(text))
    result = texts_of(text, spans)
    assert "Okafor" in result
    assert not any("'" in word for word in result)
    for kept in ("doesn't", "we'll", "they've", "I'm", "you're", "doesn", "does"):
        assert kept not in result


def test_curly_apostrophe_clitic():
    text = "Okafor’s car"
    (span,) = AllowListDetector().detect(doc(text))
    assert text[span.start:span.end] == "Okafor"


def test_custom_words_are_kept():
    text = "Okafor and Zanele called."
    assert "Okafor" in masked(AllowListDetector(), text)
    result = masked(AllowListDetector(words=["OKAFOR"]), text)
    assert "Okafor" not in result and "Zanele" in result


def test_allow_list_from_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("# my words\nhello\n\nWorld\n", encoding="utf-8")
    assert masked(AllowListDetector(path=str(path)), "Hello world, the end") == ["the", "end"]


def test_allow_list_missing_file_is_config_error(tmp_path):
    with pytest.raises(ConfigError, match="absent.txt"):
        AllowListDetector(path=str(tmp_path / "absent.txt")).prepare()


def test_vocab_threshold_small_top_n_masks_more():
    text = "the house is where I want to be with Okafor"
    small = masked(VocabThresholdDetector(top_n=30), text)
    large = masked(VocabThresholdDetector(top_n=10_000), text)
    assert "the" not in small and "house" in small
    assert large == ["Okafor"]
    assert set(large) < set(small)


def test_vocab_threshold_from_user_corpus_txt(tmp_path):
    corpus = tmp_path / "generic.txt"
    corpus.write_text("alpha beta alpha gamma\nbeta alpha delta\n", encoding="utf-8")
    # counts: alpha 3, beta 2, gamma 1, delta 1 → top 2 = {alpha, beta}
    detector = VocabThresholdDetector(top_n=2, corpus=str(corpus))
    assert masked(detector, "Alpha beta gamma the") == ["gamma", "the"]


def test_vocab_threshold_from_user_corpus_jsonl(tmp_path):
    corpus = tmp_path / "generic.jsonl"
    corpus.write_text("".join(json.dumps({"id": i, "text": t}) + "\n" for i, t in enumerate(
        ["one two two", "two three", "oops"])) + "not json\n", encoding="utf-8")
    detector = VocabThresholdDetector(top_n=1, corpus=str(corpus))
    assert masked(detector, "two one") == ["one"]


def test_vocab_threshold_empty_or_missing_corpus_is_config_error(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_text("\n ... !! \n", encoding="utf-8")
    with pytest.raises(ConfigError, match="no words"):
        VocabThresholdDetector(corpus=str(empty)).prepare()
    with pytest.raises(ConfigError, match="missing.txt"):
        VocabThresholdDetector(corpus=str(tmp_path / "missing.txt")).prepare()


def test_vocab_threshold_rejects_non_positive_top_n_through_registry():
    with pytest.raises(ConfigError, match="top_n"):
        detectors.create("vocab_threshold", top_n=0)


def test_is_common_word():
    assert is_common_word("house") and is_common_word("House")
    assert not is_common_word("zymurgy")
