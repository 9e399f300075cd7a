"""Frequency-band candidates for frequency-masked words (no model)."""

from __future__ import annotations

import random

from pseudofill.fill.rare_words import in_case_of, similar_words
from pseudofill.lexicon.words import part_of_speech


def test_candidates_share_the_original_s_tag_case_and_frequency():
    from wordfreq import zipf_frequency

    words = similar_words("Pharmacy", "NOUN", random.Random(0), 20)
    assert len(words) == 20 and all(w[:1].isupper() and w[1:].islower() for w in words)
    assert all(part_of_speech(w.lower()) == "NOUN" for w in words)
    target = zipf_frequency("pharmacy", "en")
    assert all(abs(zipf_frequency(w.lower(), "en") - target) < 1.0 for w in words)
    assert "Pharmacy" not in words
    rarest = similar_words("zygomorphic", "ADJ", random.Random(0), 5)  # rarer than the lexicon: its rarest
    assert all(zipf_frequency(w, "en") < 3.5 for w in rarest)


def test_letters_names_and_what_has_no_lexicon():
    assert all(len(w) == 1 and w.isupper() and w != "T" for w in similar_words("T", None, random.Random(1), 5))
    names = similar_words("Florida", "PROPN", random.Random(0), 3, names=lambda o, n: ["miami"] * n)
    assert names == ["Miami"] * 3
    assert similar_words("hus", "NOUN", random.Random(0), 5, language="sv") == []  # no Swedish UPOS lexicon
    assert similar_words("co-op", "NOUN", random.Random(0), 5) == []
    assert in_case_of("radio", "TV") == "RADIO" and in_case_of("Radio", "tv") == "radio"
