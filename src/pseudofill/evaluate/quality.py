"""Pseudonym quality from (vault, filled) pairs: leaks, consistency, leftover masks,
format preservation and type correctness (FitB §4–5 and issue 3's targets).

Every function takes per-slot records so any filler can be scored the same way.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..document import FilledDocument, TAG_PATTERN, VaultRecord
from ..fill.surrogates import is_valid_phone, phone_region

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_SPOKEN_NUMERALS = frozenset("zero oh one two three four five six seven eight nine".split())
_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MONTH_ABBR = "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"


@dataclass(frozen=True)
class SlotFill:
    doc_id: str
    label: str
    original: str
    value: str
    entity: object


def slot_fills(vaults: Iterable[VaultRecord], filled: Iterable[FilledDocument]) -> list[SlotFill]:
    """Pair each vault entry with the fill of its slot (documents and slots in order)."""
    pairs = []
    for vault, doc in zip(vaults, filled, strict=True):
        for entry, fill in zip(vault.entries, doc.fills, strict=True):
            pairs.append(SlotFill(doc.id, entry.label, entry.text, fill.value, (entry.label, entry.entity_id)))
    return pairs


def _words(text: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(text)} - _SPOKEN_NUMERALS


def leak_rates(slots: Sequence[SlotFill]) -> dict[str, float]:
    """Absolute: substitute = original (case-insensitive).  Partial (FitB): they share a word
    (any run of letters: "Inc", "GB" in an IBAN), numerals — written or spoken — excluded."""
    absolute = sum(s.value.casefold().strip() == s.original.casefold().strip() for s in slots)
    partial = sum(bool(_words(s.value) & _words(s.original)) for s in slots)
    return {"absolute": absolute / len(slots) if slots else 0.0, "partial": partial / len(slots) if slots else 0.0}


def consistency(slots: Sequence[SlotFill]) -> float:
    """Share of entities (with more than one mention) whose mentions all got one value.
    Person mentions in different shapes ("Ann Lee" / "Lee") count as consistent when the
    shorter is a word of the longer."""
    values: dict[tuple[str, object], list[str]] = defaultdict(list)
    for s in slots:
        if s.entity[1] is not None:  # type: ignore[index]
            values[(s.doc_id, s.entity)].append(s.value)
    repeated = [v for v in values.values() if len(v) > 1]
    if not repeated:
        return 1.0
    ok = 0
    for mentions in repeated:
        longest = max(mentions, key=len)
        ok += all(m == longest or set(m.split()) <= set(longest.replace(".", "").split()) for m in mentions)
    return ok / len(repeated)


def masks_left(filled: Iterable[FilledDocument]) -> int:
    return sum(len(TAG_PATTERN.findall(doc.text)) for doc in filled)


def format_signature(text: str) -> str:
    """Shape of a date or number: digits → 9, month names → M, weekdays → W."""
    shape = re.sub(rf"(?i)\b({_MONTHS}|{_DAYS})\b", lambda m: "W" if m.group().lower() in _DAYS else "M", text)
    shape = re.sub(rf"(?i)\b({_MONTH_ABBR})\b", "M", shape)
    return re.sub(r"\d", "9", re.sub(r"(?<=\d)(st|nd|rd|th)\b", "o", shape))


def format_preservation(slots: Sequence[SlotFill], labels: Iterable[str] = ("DATE", "DATE_OF_BIRTH")) -> float:
    """Share of date fills written in the original's format (digit widths may differ: 3 vs 29)."""
    wanted = set(labels)
    chosen = [s for s in slots if s.label in wanted and re.search(r"\d", s.original)]
    if not chosen:
        return 1.0

    def loose(text: str) -> str:
        return re.sub(r"9+", "9", format_signature(text))

    return sum(loose(s.value) == loose(s.original) for s in chosen) / len(chosen)


def type_correct(slot: SlotFill, nlp=None) -> bool | None:  # type: ignore[no-untyped-def]
    """Is the fill of the slot's type?  None when the label has no check."""
    from stdnum import iban, luhn
    from stdnum.us import ssn

    value, label = slot.value, slot.label
    if label in ("DATE", "DATE_OF_BIRTH"):
        return bool(re.search(rf"(?i)\d|\b({_MONTHS}|{_DAYS}|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\b", value))
    if label == "PHONE_NUMBER":  # valid where the original is; an invalid original: same digit pattern
        region = phone_region(slot.original)
        if region is None:
            return format_signature(value) == format_signature(slot.original)
        return is_valid_phone(value, region)
    if label == "CREDIT_CARD_NUMBER":
        return luhn.is_valid(re.sub(r"\D", "", value))
    if label == "US_SSN":
        return ssn.is_valid(value)
    if label == "IBAN_CODE":
        return iban.is_valid(value)
    if label == "EMAIL_ADDRESS":
        return re.fullmatch(r"[^@\s]+@[^@\s]+\.\w{2,}", value) is not None
    if label in ("PERSON_NAME", "LOCATION", "ORGANIZATION_NAME") and nlp is not None:
        wanted = {"PERSON_NAME": {"PERSON"}, "LOCATION": {"GPE", "LOC", "FAC"}, "ORGANIZATION_NAME": {"ORG"}}[label]
        # A few neutral frames: the small NER misses names in any single one of them.
        frames = {"PERSON_NAME": ("I spoke with {} yesterday.", "{} said hello.", "This is {} speaking."),
                  "LOCATION": ("She moved to {} last year.", "We flew to {}.", "He lives in {}."),
                  "ORGANIZATION_NAME": ("He works for {} now.", "{} announced its results.", "I called {}.")}
        return any(e.label_ in wanted for frame in frames[label] for e in nlp(frame.format(value)).ents)
    return None


def type_correctness(slots: Sequence[SlotFill], nlp=None) -> dict[str, float]:  # type: ignore[no-untyped-def]
    by_label: dict[str, list[bool]] = defaultdict(list)
    for slot in slots:
        verdict = type_correct(slot, nlp)
        if verdict is not None:
            by_label[slot.label].append(verdict)
    overall = [v for values in by_label.values() for v in values]
    result = {label: sum(v) / len(v) for label, v in by_label.items()}
    result["all"] = sum(overall) / len(overall) if overall else float("nan")
    return result


def sentence_similarity(originals: Sequence[str], pseudonymised: Sequence[str], encoder: Any = None) -> float:
    """Mean cosine similarity of each original text and its pseudonymised version (FitB:
    all-MiniLM-L6-v2, best 0.805): how much of the meaning survives the substitutes."""
    if len(originals) != len(pseudonymised):
        raise ValueError(f"{len(originals)} originals but {len(pseudonymised)} pseudonymised texts")
    if not originals:
        return float("nan")
    if encoder is None:
        from ..models import load_sentence_encoder

        encoder = load_sentence_encoder()
    a = encoder.encode(list(originals), batch_size=64, normalize_embeddings=True, convert_to_numpy=True)
    b = encoder.encode(list(pseudonymised), batch_size=64, normalize_embeddings=True, convert_to_numpy=True)
    return float((a * b).sum(axis=1).mean())
