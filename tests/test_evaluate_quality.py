"""Pseudonym quality and utility measures on hand-made fills (real spaCy, MiniLM, SmolLM2)."""

from __future__ import annotations

import pytest

from pseudofill.evaluate.quality import (SlotFill, consistency, format_preservation, leak_rates, sentence_similarity,
                                         type_correct)
from pseudofill.evaluate.utility import perplexity
from pseudofill.models import load_causal_lm


def _slot(label: str, original: str, value: str, entity: object = None) -> SlotFill:
    return SlotFill("d", label, original, value, (label, entity))


def test_leaks_absolute_and_partial_follow_fitb():
    slots = [_slot("PERSON_NAME", "John Smith", "john smith"), _slot("PERSON_NAME", "John Smith", "Mary Smith"),
             _slot("ORGANIZATION_NAME", "Acme Inc", "Zeta Inc"), _slot("DIGIT_SEQUENCE", "four one one", "four two two"),
             _slot("DATE", "3 May 2001", "3 June 1999")]
    rates = leak_rates(slots)
    # spoken and written numerals do not count; every shared letter word does
    assert rates == {"absolute": pytest.approx(1 / 5), "partial": pytest.approx(3 / 5)}


def test_consistency_counts_entities_with_several_mentions():
    slots = [_slot("PERSON_NAME", "Ann Lee", "Jo Park", 1), _slot("PERSON_NAME", "Lee", "Park", 1),
             _slot("LOCATION", "Rome", "Oslo", 2), _slot("LOCATION", "Rome", "Bern", 2)]
    assert consistency(slots) == 0.5


def test_type_checks_use_the_originals_region_and_format():
    assert type_correct(_slot("PHONE_NUMBER", "07700 900 123", "07700 900 456"))  # valid in the UK
    assert not type_correct(_slot("PHONE_NUMBER", "07700 900 123", "12345"))
    assert type_correct(_slot("PHONE_NUMBER", "60-56-85-91", "12-34-56-78"))  # invalid original: same shape
    assert type_correct(_slot("IBAN_CODE", "GB82WEST12345698765432", "IE29AIBK93115212345678"))
    assert format_preservation([_slot("DATE", "29 November 1996", "4 March 2003"),
                                _slot("DATE", "29 November 1996", "03/04/2003")]) == 0.5


def test_sentence_similarity_with_minilm():
    original = ["I spoke with John Smith in Boston yesterday.", "My card number is 4111 1111 1111 1111."]
    close = ["I spoke with Peter Jones in Denver yesterday.", "My card number is 4000 1234 5678 9010."]
    unrelated = ["Bananas grow in warm climates.", "The committee adjourned at noon."]
    assert sentence_similarity(original, close) > 0.6 > sentence_similarity(original, unrelated)
    with pytest.raises(ValueError, match="2 originals but 1"):
        sentence_similarity(original, close[:1])


def test_perplexity_prefers_fluent_text():
    model, tokenizer = load_causal_lm("smollm2")
    fluent = ["The weather was nice, so we went for a walk in the park after lunch."]
    shuffled = ["park walk weather lunch the nice so after went a in for we the was."]
    assert perplexity(model, tokenizer, fluent) < perplexity(model, tokenizer, shuffled)
    with pytest.raises(ValueError):
        perplexity(model, tokenizer, [""])
