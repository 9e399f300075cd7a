"""Is a fill of its slot's type?  A date has a date word or digits, a phone is valid where
the original is, a card passes Luhn, a personnummer its checks; a person, place or
organisation is what an NER model tags it as in neutral frames — or, where no packaged
NER reads the language, what the gazetteers know (`gazetteer_type_correct`).
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from ..languages import LANGUAGES, get_language, month_numbers
from ..languages.phones import is_valid_phone
from ..lexicon.taxonomy import PERSON_TITLES
from .references import is_real_place, phone_region
from .slots import SlotFill

_MONTHS = "|".join(month_numbers(short=False))  # in every pack's language
_DAYS = "|".join(pack.calendar.weekdays[i].lower() for pack in LANGUAGES.values() if pack.calendar for i in range(7))
# where a phone is read first: the regions the packs' texts write, in pack order
_PHONE_REGIONS = tuple(dict.fromkeys(r for pack in LANGUAGES.values() for r in pack.phones.regions))
_MONTH_ABBR = "|".join(sorted(set(month_numbers()) - set(month_numbers(short=False))))


def format_signature(text: str) -> str:
    """Shape of a date or number: digits → 9, month names → M, weekdays → W."""
    shape = re.sub(rf"(?i)\b({_MONTHS}|{_DAYS})\b", lambda m: "W" if m.group().lower() in _DAYS else "M", text)
    shape = re.sub(rf"(?i)\b({_MONTH_ABBR})\b", "M", shape)
    return re.sub(r"\d", "9", re.sub(r"(?<=\d)(st|nd|rd|th|:a|:e)\b", "o", shape))  # "1st", Swedish "3:e"


def type_correct(slot: SlotFill, nlp: Any = None) -> bool | None:
    """Is the fill of the slot's type?  None when the label has no check."""
    from stdnum import iban, luhn
    from stdnum.us import ssn

    value, label = slot.value, slot.label
    checks, shapes = _pack_checks()
    if label in checks:  # a pack's checked identifier (personnummer, fødselsnummer, orgnr): its check digits
        return any(check(value) for check in checks[label])
    if label in ("DATE", "DATE_OF_BIRTH"):
        return bool(re.search(rf"(?i)\d|\b({_MONTHS}|{_DAYS}|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\b", value))
    if label == "PHONE_NUMBER":  # valid where the original is; an invalid original: same digit pattern
        region = phone_region(slot.original, _PHONE_REGIONS)
        if region is None:
            return format_signature(value) == format_signature(slot.original)
        return is_valid_phone(value, region)
    if label == "CREDIT_CARD_NUMBER":
        return luhn.is_valid(re.sub(r"\D", "", value))
    if label == "US_SSN":
        return ssn.is_valid(value)
    if label == "POSTCODE":  # the original's digit layout ("411 38", "SE-411 38")
        return re.sub(r"\d", "9", value) == re.sub(r"\d", "9", slot.original)
    if label == "LICENSE_PLATE":  # as one of the packs writes plates
        return any(shape.fullmatch(value.strip()) for shape in shapes[label])
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


# Labels every country writes its own way: a fill keeps the original's layout (below), whichever pack's
_LAYOUT_ONLY = frozenset({"BANK_ACCOUNT", "POSTCODE"})


@functools.lru_cache(maxsize=1)
def _pack_checks() -> tuple[dict[str, list[Callable[[str], bool]]], dict[str, list[re.Pattern[str]]]]:
    """Each pack's validators by label (python-stdnum's checks), and its patterns by label."""
    checks: dict[str, list[Callable[[str], bool]]] = defaultdict(list)
    shapes: dict[str, list[re.Pattern[str]]] = defaultdict(list)
    for pack in LANGUAGES.values():
        for rule in pack.rules:
            if rule.validate is not None and rule.label not in _LAYOUT_ONLY:
                checks[rule.label].append(rule.validate)
            shapes[rule.label].append(rule.pattern)
    return checks, shapes


def gazetteer_type_correct(slot: SlotFill, language: str) -> bool | None:
    """The type check where no NER reads the language: a person's fill is made of listed
    first and last names, a place's is in the gazetteers, an organisation's says a kind or
    a legal form; other labels as `type_correct`."""
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
