"""Masker: tag styles, per-document entity numbering, slots, vault, reconstruction."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pseudofill.document import Document, MaskedDocument, Span, VaultRecord
from pseudofill.mask.masker import Masker, number_entities

P = "PERSON_NAME"


def spans_at(text, *items):
    """Span for each (substring, label) at its n-th occurrence: items may be (s, label) or (s, label, n)."""
    out = []
    for item in items:
        needle, label, nth = (*item, 0) if len(item) == 2 else item
        starts = [m.start() for m in re.finditer(re.escape(needle), text)]
        out.append(Span(starts[nth], starts[nth] + len(needle), label, "test", 0.9))
    return out


def reconstruct(masked: MaskedDocument, vault: VaultRecord) -> str:
    """The original text from the masked text and the vault alone (tags are checked)."""
    pieces, cursor_masked, cursor_original = [], 0, 0
    for entry in vault.entries:
        gap = entry.start - cursor_original
        pieces.append(masked.text[cursor_masked:cursor_masked + gap])
        cursor_masked += gap
        assert masked.text[cursor_masked:cursor_masked + len(entry.tag)] == entry.tag
        pieces.append(entry.text)
        cursor_masked += len(entry.tag)
        cursor_original = entry.end
    pieces.append(masked.text[cursor_masked:])
    return "".join(pieces)


# --------------------------------------------------------------------------- styles


@pytest.mark.parametrize(("style", "expected"), [
    ("generic", "Hi [MASK], mail [MASK] or [MASK]."),
    ("typed", "Hi [PERSON_NAME], mail [EMAIL_ADDRESS] or [EMAIL_ADDRESS]."),
    ("numbered", "Hi [PERSON_NAME_1], mail [EMAIL_ADDRESS_1] or [EMAIL_ADDRESS_2]."),
])
def test_styles(style, expected):
    text = "Hi Ann Lee, mail ann@x.io or lee@y.io."
    spans = spans_at(text, ("Ann Lee", P), ("ann@x.io", "EMAIL_ADDRESS"), ("lee@y.io", "EMAIL_ADDRESS"))
    masked, _ = Masker(style).mask(Document("d", text), spans)
    assert masked.text == expected


def test_unknown_style_is_rejected():
    with pytest.raises(ValueError, match="style"):
        Masker("fancy")


def test_numbering_by_first_appearance_per_label():
    text = "Bo met Cy at Acme. Cy phoned Bo; Dee joined Initech."
    spans = spans_at(text, ("Bo", P), ("Cy", P), ("Acme", "ORG"), ("Cy", P, 1), ("Bo", P, 1), ("Dee", P),
                     ("Initech", "ORG"))
    masked, _ = Masker().mask(Document("d", text), spans)
    assert masked.text == ("[PERSON_NAME_1] met [PERSON_NAME_2] at [ORG_1]. [PERSON_NAME_2] phoned "
                           "[PERSON_NAME_1]; [PERSON_NAME_3] joined [ORG_2].")


def test_same_value_case_and_space_insensitive_gets_same_number():
    text = "Mail a@b.com or A@B.COM; code AB  12 or ab 12 or AB12."
    spans = spans_at(text, ("a@b.com", "EMAIL_ADDRESS"), ("A@B.COM", "EMAIL_ADDRESS"),
                     ("AB  12", "GENERIC_ID"), ("ab 12", "GENERIC_ID"), ("AB12", "GENERIC_ID"))
    numbers = number_entities(text, sorted(spans, key=lambda s: s.start))
    assert numbers[0] == numbers[1]
    assert numbers[2] == numbers[3]
    assert numbers[4] == numbers[2]   # ids and numbers: spacing and punctuation are not part of the value


def test_same_text_different_label_numbers_independently():
    text = "Jordan lives in Jordan."
    spans = spans_at(text, ("Jordan", P), ("Jordan", "LOCATION", 1))
    masked, _ = Masker().mask(Document("d", text), spans)
    assert masked.text == "[PERSON_NAME_1] lives in [LOCATION_1]."


def test_name_variants_join_the_full_name():
    text = "John Smith called. Mr Smith said J. Smith and John agreed. Mr. Smith's car."
    spans = spans_at(text, ("John Smith", P), ("Mr Smith", P), ("J. Smith", P), ("John", P, 1),
                     ("Mr. Smith's", P))
    assert number_entities(text, spans) == [1, 1, 1, 1, 1]


def test_a_short_form_joins_the_full_name_it_is_short_for():
    text = "my husband william hartley. is bill there? no. and rebecca morton? becca's out"
    spans = spans_at(text, ("william hartley", P), ("bill", P), ("rebecca morton", P), ("becca", P, 1))
    william, bill, rebecca, becca = number_entities(text, spans)
    assert william == bill and rebecca == becca != william


def test_ambiguous_surname_gets_its_own_number():
    text = "John Smith and Mary Smith came. Smith left. Mary stayed. J. Smith waved. M. Smith too."
    spans = spans_at(text, ("John Smith", P), ("Mary Smith", P), ("Smith", P, 2), ("Mary", P, 1),
                     ("J. Smith", P), ("M. Smith", P))
    john, mary, smith, mary_alone, j_smith, m_smith = number_entities(text, spans)
    assert john != mary
    assert smith not in (john, mary)
    assert mary_alone == mary
    assert j_smith == john and m_smith == mary


def test_numbers_restart_per_document():
    masker = Masker()
    first, _ = masker.mask(Document("1", "Ann and Bo"), spans_at("Ann and Bo", ("Ann", P), ("Bo", P)))
    second, _ = masker.mask(Document("2", "Bo and Cy"), spans_at("Bo and Cy", ("Bo", P), ("Cy", P)))
    assert first.text == "[PERSON_NAME_1] and [PERSON_NAME_2]"
    assert second.text == "[PERSON_NAME_1] and [PERSON_NAME_2]"


# --------------------------------------------------------------------------- merge_adjacent


def test_merge_adjacent_same_label_in_typed_and_numbered():
    text = "call Jane Doe 555 1234 now"
    spans = spans_at(text, ("Jane", P), ("Doe", P), ("555", "PHONE"), ("1234", "PHONE"))
    numbered, vault = Masker("numbered", merge_adjacent=True).mask(Document("d", text), spans)
    assert numbered.text == "call [PERSON_NAME_1] [PHONE_1] now"
    assert [e.text for e in vault.entries] == ["Jane Doe", "555 1234"]
    plain, _ = Masker("numbered").mask(Document("d", text), spans)
    assert plain.text == "call [PERSON_NAME_1] [PERSON_NAME_2] [PHONE_1] [PHONE_2] now"


def test_merge_adjacent_generic_merges_across_labels_but_not_lines_or_words():
    text = "call Jane 555 now, Jane\n555 and Jane x 555"
    spans = spans_at(text, ("Jane", P), ("555", "PHONE"), ("Jane", P, 1), ("555", "PHONE", 1),
                     ("Jane", P, 2), ("555", "PHONE", 2))
    masked, _ = Masker("generic", merge_adjacent=True).mask(Document("d", text), spans)
    assert masked.text == "call [MASK] now, [MASK]\n[MASK] and [MASK] x [MASK]"


# --------------------------------------------------------------------------- slots, vault


@pytest.fixture
def sample():
    text = "Hi Zanele Okafor! Your card 4111 1111 1111 1111 and zanele@okafor.org are noted, Zanele."
    spans = spans_at(text, ("Zanele Okafor", P), ("4111 1111 1111 1111", "CREDIT_CARD_NUMBER"),
                     ("zanele@okafor.org", "EMAIL_ADDRESS"), ("Zanele", P, 1))
    document = Document("call-1", text, {"channel": "chat"})
    return document, spans


def test_masked_text_contains_no_masked_original(sample):
    document, spans = sample
    masked, _ = Masker().mask(document, spans)
    for span in spans:
        assert document.text[span.start:span.end] not in masked.text
    assert "Okafor" not in masked.text and "4111" not in masked.text


def test_slots_point_at_tags(sample):
    document, spans = sample
    for style in ("generic", "typed", "numbered"):
        masked, _ = Masker(style).mask(document, spans)
        assert len(masked.slots) == len(spans)
        for slot, span in zip(masked.slots, spans):
            assert masked.text[slot.start:slot.end] == slot.tag
            assert slot.label == span.label


def test_vault_offsets_point_at_originals(sample):
    document, spans = sample
    masked, vault = Masker().mask(document, spans)
    assert vault.id == masked.id == "call-1"
    assert [e.tag for e in vault.entries] == [s.tag for s in masked.slots]
    for entry in vault.entries:
        assert document.text[entry.start:entry.end] == entry.text
    assert vault.entries[0].entity_id == vault.entries[-1].entity_id  # "Zanele" joins "Zanele Okafor"
    assert reconstruct(masked, vault) == document.text


def test_records_keep_meta_and_carry_no_original_in_masked_record(sample):
    document, spans = sample
    masked, vault = Masker().mask(document, spans)
    record = masked.to_record()
    assert record["id"] == "call-1" and record["channel"] == "chat"
    assert [m["tag"] for m in record["masks"]] == [s.tag for s in masked.slots]
    assert "Okafor" not in repr(record)
    assert VaultRecord.from_record(vault.to_record()) == vault


def test_overlapping_spans_are_refused():
    with pytest.raises(ValueError, match="overlapping"):
        Masker().mask(Document("d", "abcdefgh"), [Span(0, 4, "A"), Span(2, 6, "B")])


def test_no_spans_leaves_text_unchanged():
    masked, vault = Masker().mask(Document("d", "nothing here"), [])
    assert masked.text == "nothing here" and masked.slots == [] and vault.entries == []


# --------------------------------------------------------------------------- property


LABELS = ("PERSON_NAME", "EMAIL_ADDRESS", "LOCATION")


@st.composite
def text_and_spans(draw):
    text = draw(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1,
                        max_size=60))
    cuts = sorted(draw(st.sets(st.integers(0, len(text)), max_size=10)))
    spans = []
    for start, end in zip(cuts[::2], cuts[1::2]):
        if start < end:
            spans.append(Span(start, end, draw(st.sampled_from(LABELS))))
    return text, spans


@settings(max_examples=100, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=text_and_spans(), style=st.sampled_from(("generic", "typed", "numbered")),
       merge=st.booleans())
def test_property_masked_text_plus_vault_reconstructs_original(data, style, merge):
    text, spans = data
    document = Document("p", text)
    masked, vault = Masker(style, merge_adjacent=merge).mask(document, list(reversed(spans)))
    assert reconstruct(masked, vault) == text
    for slot, entry in zip(masked.slots, vault.entries, strict=True):
        assert masked.text[slot.start:slot.end] == slot.tag == entry.tag
        assert text[entry.start:entry.end] == entry.text
    if merge:
        assert len(vault.entries) <= len(spans)
        for span in spans:  # merging only joins masks, it never unmasks a character
            assert any(e.start <= span.start and span.end <= e.end for e in vault.entries)
    else:
        assert [(e.start, e.end, e.label) for e in vault.entries] == [(s.start, s.end, s.label) for s in spans]


def test_spacing_variants_of_a_number_share_its_tag():
    text = "Call 555 1234 or 5551234, not 555 9999."
    spans = spans_at(text, ("555 1234", "PHONE_NUMBER"), ("5551234", "PHONE_NUMBER"), ("555 9999", "PHONE_NUMBER"))
    masked, _ = Masker("numbered").mask(Document("d", text), spans)
    assert masked.text == "Call [PHONE_NUMBER_1] or [PHONE_NUMBER_1], not [PHONE_NUMBER_2]."
