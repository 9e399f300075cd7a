"""The `instruct` filler: JSON answers of a chat LLM (the packaged SmolLM2-Instruct),
validated, retried, and falling back to type-aware surrogates when they fail."""

from __future__ import annotations

import re

import pytest

from pseudofill.document import VaultEntry, VaultRecord, masked_from_record
from pseudofill.fill import InstructFiller
from pseudofill.fill.instruct import _parse

TAG = re.compile(r"\[(?:MASK|[A-Z_]+\d*)\]")


def test_parse_accepts_key_variants_and_rejects_bad_values():
    names = {"MASK_1": 0, "MASK_2": 1, "MASK_3": 2}
    labels = {0: "LOCATION", 1: "PHONE_NUMBER", 2: "EMAIL_ADDRESS"}
    reply = 'Here: {"mask_1": "Oslo", "[MASK.NOUN.2]": "MASK_2", "MASK_3": "ann@example.org"} ok'
    assert _parse(reply, names, labels) == {0: "Oslo", 2: "ann@example.org"}  # "MASK_2" echoes the key
    assert _parse("no json here", names, labels) == {}
    assert _parse('{"MASK_2": "call me"}', names, labels) == {}  # a phone needs digits


@pytest.fixture(scope="module")
def filler():
    instruct = InstructFiller(seed=0, retries=1, max_new_tokens=40)
    instruct.prepare()
    return instruct


def test_instruct_fills_a_sentence_in_one_call(filler):
    masked = masked_from_record({"id": "d", "text": "She bought a [MASK] and a [MASK] at the market."})
    calls, asked = filler.calls, filler.answered + filler.failures
    filled = filler.fill(masked)
    assert not TAG.search(filled.text)
    assert 1 <= filler.calls - calls <= 1 + filler.retries  # one prompt for the sentence (+ retries)
    assert filler.answered + filler.failures - asked == 2  # each slot counted once, answered or not
    assert all(f.value.strip() for f in filled.fills)


def test_places_follow_the_document_not_the_chat_model(filler):
    """Places, dates and bodies take the shared generators' substitutes (one substitute
    country, one date shift): no prompt is spent on them."""
    from pseudofill.fill.places import is_real_place

    masked = masked_from_record({"id": "d", "text": "I flew from [LOCATION_1] to [LOCATION_2] last week."})
    vault = VaultRecord("d", [VaultEntry(0, 0, "LOCATION", "Paris", "[LOCATION_1]", 1),
                              VaultEntry(0, 0, "LOCATION", "Rome", "[LOCATION_2]", 2)])
    calls = filler.calls
    filled = filler.fill(masked, vault)
    values = [f.value for f in filled.fills]
    assert filler.calls == calls and len(set(values)) == 2 and not {"Paris", "Rome"} & set(values)
    assert all(is_real_place(v) for v in values)


def test_failed_answers_fall_back_to_typed_surrogates(filler, monkeypatch):
    monkeypatch.setattr(filler, "_generate", lambda prompt, sample, state: "I cannot help with that.")
    failures = filler.failures
    masked = masked_from_record({"id": "e", "text": "Call me on [PHONE_NUMBER_1] or mail [EMAIL_ADDRESS_1]."})
    filled = filler.fill(masked)
    assert filler.failures - failures == 2
    phone, email = (f.value for f in filled.fills)
    assert sum(c.isdigit() for c in phone) >= 7 and "@" in email


def test_an_echoed_tag_or_a_run_of_words_for_one_word_is_no_answer(filler, monkeypatch):
    """Seen in the chat fill of the calls' frequency masking: "how many Rare_WORD_1
    Rare_WORD_2 are committed" (the text's own tags, written back in another case), and
    "Minecraft, 2023-02-23 14:43:49.621122" for one word."""
    reply = '{"MASK_1": "Rare_WORD_2", "MASK_2": "Minecraft, 2023-02-23 14:43:49.621122"}'
    monkeypatch.setattr(filler, "_generate", lambda prompt, sample, state: reply)
    masked = masked_from_record({"id": "f", "text": "How many [RARE_WORD_1] [RARE_WORD_2] are committed?"})
    vault = VaultRecord("f", [VaultEntry(0, 0, "RARE_WORD", "violent", "[RARE_WORD_1]", 1),
                              VaultEntry(0, 0, "RARE_WORD", "crimes", "[RARE_WORD_2]", 2)])
    failures = filler.failures
    filled = filler.fill(masked, vault)
    assert filler.failures - failures == 2, filled.fills
    assert not any("rare_word" in f.value.lower() or any(c.isdigit() for c in f.value) for f in filled.fills)


def test_a_frequency_masked_word_without_answer_keeps_its_part_of_speech(filler, monkeypatch):
    """When the chat model gives nothing usable, a frequency-masked noun becomes another
    noun of about its frequency and a listed place another place, not any common word."""
    from pseudofill.fill.places import is_real_place
    from pseudofill.fill.upos import upos_lexicon

    masked = masked_from_record({"id": "g", "text": "I moved to [RARE_WORD_1] because of the [RARE_WORD_2] there."})
    vault = VaultRecord("g", [VaultEntry(0, 0, "RARE_WORD", "Florida", "[RARE_WORD_1]", 1),
                              VaultEntry(0, 0, "RARE_WORD", "climate", "[RARE_WORD_2]", 2)])
    nouns = set(upos_lexicon()["NOUN"])
    # no answer, and answers the constraints refuse (the originals themselves)
    for reply in ("I cannot help with that.", '{"MASK_1": "Florida", "MASK_2": "climate"}'):
        monkeypatch.setattr(filler, "_generate", lambda prompt, sample, state, reply=reply: reply)
        for seed in range(3):
            filler.seed = seed
            place, noun = (f.value for f in filler.fill(masked, vault).fills)
            assert is_real_place(place) and place != "Florida", (reply, place)
            assert noun in nouns and noun != "climate", (reply, noun)


def test_a_month_without_answer_stays_a_month_when_every_month_is_used_up(filler, monkeypatch):
    """A month, a letter or a small number names no one: the corpus-wide reuse cap does
    not stop the chat fill's fallback from using it again, as it does not stop the other fills."""
    from pseudofill.fill.constraints import DiversityCap
    from pseudofill.languages import get_language

    months = get_language("en").calendar.months
    cap = DiversityCap(1)
    for month in months:
        cap.use(month)
    monkeypatch.setattr(filler, "diversity", cap)
    monkeypatch.setattr(filler, "_generate", lambda prompt, sample, state: "I cannot help with that.")
    masked = masked_from_record({"id": "h", "text": "We moved in [RARE_WORD_1] that year."})
    vault = VaultRecord("h", [VaultEntry(0, 0, "RARE_WORD", "October", "[RARE_WORD_1]", 1)])
    (month,) = (f.value for f in filler.fill(masked, vault).fills)
    assert month in months and month != "October", month
