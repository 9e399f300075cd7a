"""Is a fill of its slot's type?  A date has a date word or digits, a phone is valid where
the original is, a card passes Luhn, a personnummer its checks; a person, place or
organisation is what an NER model tags it as in neutral frames — or, where no packaged
NER reads the language, what the gazetteers know (`gazetteer_type_correct`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from ..fill.formats import is_valid_phone, phone_region
from ..languages import LANGUAGES, get_language, month_numbers
from ..lexicon.taxonomy import PERSON_TITLES
from .slots import SlotFill

_MONTHS = "|".join(month_numbers(short=False))  # in every pack's language
_DAYS = "|".join(pack.calendar.weekdays[i].lower() for pack in LANGUAGES.values() if pack.calendar for i in range(7))
_MONTH_ABBR = "|".join(sorted(set(month_numbers()) - set(month_numbers(short=False))))


def format_signature(text: str) -> str:
    """Shape of a date or number: digits → 9, month names → M, weekdays → W."""
    shape = re.sub(rf"(?i)\b({_MONTHS}|{_DAYS})\b", lambda m: "W" if m.group().lower() in _DAYS else "M", text)
    shape = re.sub(rf"(?i)\b({_MONTH_ABBR})\b", "M", shape)
    return re.sub(r"\d", "9", re.sub(r"(?<=\d)(st|nd|rd|th|:a|:e)\b", "o", shape))  # "1st", Swedish "3:e"


def type_correct(slot: SlotFill, nlp: Any = None) -> bool | None:
    """Is the fill of the slot's type?  None when the label has no check."""
    from stdnum import iban, luhn
    from stdnum.se import orgnr
    from stdnum.us import ssn

    from ..languages.sv.rules import PLATE, se_personal_id

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
    if label == "SE_PERSONNUMMER":
        return se_personal_id(value)
    if label == "SE_ORGANISATIONSNUMMER":
        return orgnr.is_valid(value)
    if label == "POSTCODE":  # the original's digit layout ("411 38", "SE-411 38")
        return re.sub(r"\d", "9", value) == re.sub(r"\d", "9", slot.original)
    if label == "LICENSE_PLATE":
        return PLATE.fullmatch(value) is not None
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


def gazetteer_type_correct(slot: SlotFill, language: str) -> bool | None:
    """The type check where no NER reads the language: a person's fill is made of listed
    first and last names, a place's is in the gazetteers, an organisation's says a kind or
    a legal form; other labels as `type_correct`."""
    from ..fill.places import is_real_place
    from ..languages.en.kinds import organisation_kind
    from ..lexicon.gazetteers import person_names

    value = slot.value
    if slot.label == "PERSON_NAME":
        first, last = person_names()
        words = re.findall(r"[^\W\d_]{2,}", value)
        return bool(words) and all(w in first or w in last or w.lower() in PERSON_TITLES for w in words)
    if slot.label == "LOCATION":
        return is_real_place(value)
    if slot.label == "ORGANIZATION_NAME":
        return organisation_kind(value) is not None or bool(re.search(r"\b(?:AB|HB|KB)\b", value))
    return type_correct(slot, None)


def type_correctness(slots: Sequence[SlotFill], nlp: Any = None, language: str = "en") -> dict[str, float]:
    by_label: dict[str, list[bool]] = defaultdict(list)
    for slot in slots:
        verdict = type_correct(slot, nlp) if "ner" in get_language(language).capabilities \
            else gazetteer_type_correct(slot, language)
        if verdict is not None:
            by_label[slot.label].append(verdict)
    overall = [v for values in by_label.values() for v in values]
    result = {label: sum(v) / len(v) for label, v in by_label.items()}
    result["all"] = sum(overall) / len(overall) if overall else float("nan")
    return result
