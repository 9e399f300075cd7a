"""Frequency-band candidates for frequency-masked words (no model)."""

from __future__ import annotations

import random
import re

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
    assert similar_words("ön", "NOUN", random.Random(0), 5, language="sv") == []  # too short to go by its ending
    assert similar_words("co-op", "NOUN", random.Random(0), 5) == []
    assert in_case_of("radio", "TV") == "RADIO" and in_case_of("Radio", "tv") == "radio"


def test_a_number_gets_other_digits_as_many():
    for original in ("555", "48213", "07"):
        drawn = similar_words(original, None, random.Random(2), 10)
        assert len(drawn) == 10 and all(d.isdigit() and len(d) == len(original) for d in drawn)
    assert all(d[0] != "0" for d in similar_words("48213", None, random.Random(3), 30))


def test_without_a_tagged_lexicon_a_word_gets_words_of_its_ending_and_frequency():
    """Swedish: "källaren" (the cellar) → other definite nouns, never "som" or "jag"."""
    from wordfreq import zipf_frequency

    from pseudofill.language import get_language

    function_words = get_language("sv").function_words
    for original, ending in (("källaren", "en"), ("älgarna", "rna"), ("Mjukare", "are")):
        drawn = similar_words(original, None, random.Random(0), 10, language="sv")
        assert len(drawn) == 10 and original not in drawn
        assert all(w.lower().endswith(ending) and w.lower() not in function_words for w in drawn)
        assert all(w[:1].isupper() == original[:1].isupper() for w in drawn)
        assert all(abs(zipf_frequency(w.lower(), "sv") - zipf_frequency(original.lower(), "sv")) < 1 for w in drawn)


def test_a_quantity_gets_one_of_its_size():
    days = [int(d) for d in similar_words("12", None, random.Random(0), 50)]
    assert all(10 <= d <= 24 and d != 12 for d in days) and len(set(days)) > 5
    assert all(1 <= int(d) <= 9 and d != "7" for d in similar_words("7", None, random.Random(0), 30))
    assert all(750 <= int(d) <= 3000 for d in similar_words("1500", None, random.Random(0), 30))


def test_proper_nouns_keep_their_kind():
    from pseudofill.fill.rare_words import proper_nouns
    from pseudofill.fill.surrogates import SurrogateFactory

    surrogates = SurrogateFactory("en_US", "en")
    surrogates.seed(0)
    months = proper_nouns(surrogates, "en", "October", 5)
    assert "October" not in months and {"January", "March"} <= set(months)
    weekdays = proper_nouns(surrogates, "en", "Friday", 5)
    assert "Friday" not in weekdays and "Monday" in weekdays
    places = proper_nouns(surrogates, "en", "Florida", 5)
    assert places and "Florida" not in places and all(len(p.split()) == 1 for p in places)  # never "Los"


def test_a_language_without_a_lexicon_knows_its_listed_proper_nouns_only():
    from pseudofill.fill.rare_words import listed_proper_noun

    assert listed_proper_noun("Paris", "sv") and listed_proper_noun("Oktober", "sv")  # (a month opening a sentence)
    assert not listed_proper_noun("byggts", "sv") and not listed_proper_noun("Ångmaskinen", "sv")


def test_an_ordinal_stays_an_ordinal():
    drawn = similar_words("30th", None, random.Random(0), 20)
    assert all(d[:2].isdigit() and d.endswith(("st", "nd", "rd", "th")) for d in drawn)
    assert all(d.endswith("st") for d in drawn if d[1] == "1" and d[0] != "1")  # "21st", never "21th"
    assert similar_words("10am", None, random.Random(0), 3)[0].endswith("am")


def test_a_cut_off_word_gets_a_piece_of_a_word():
    from pseudofill.fill.rare_words import cut_off, word_pieces

    text = "a full time [RARE_WORD_1] -[RARE_WORD_2] and th- [RARE_WORD_3]- the Smith-[RARE_WORD_4]"
    slots = [(m.start(), m.end()) for m in re.finditer(r"\[RARE_WORD_\d\]", text)]
    assert [cut_off(text, a, b) for a, b in slots] == [None, "end", "start", None]
    assert word_pieces(["blackwell", "Camping", "er", "over"], "er", "end") == ["ll", "ng"]
    assert word_pieces(["blackwell", "Camping"], "Th", "start") == ["Bl", "Ca"]
