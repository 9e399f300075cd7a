"""Presidio's entity types in pseudofill's labels, and its analyzer results read as spans:
shared by the detectors that take Presidio's results (`detect/presidio.py`) and the
anonymizer operator that fills them (`fill/presidio.py`).  Needs no Presidio install."""

from __future__ import annotations

import numbers
import re
from collections.abc import Iterable, Mapping
from typing import Any

from ..document import Span
from . import taxonomy as tx

SOURCE = "presidio"
_ID = "GENERIC_ID"
# Presidio entity types (and spaCy labels it passes through) → our infoTypes.  Identifiers
# without a fill rule of their own become GENERIC_ID, so their fills keep the original's
# shape instead of being untyped words.  Types not listed keep their name.
PRESIDIO_LABELS: dict[str, str] = {
    "PERSON": tx.PERSON_NAME, "PER": tx.PERSON_NAME, "LOCATION": tx.LOCATION, "GPE": tx.LOCATION,
    "LOC": tx.LOCATION, "FAC": tx.LOCATION, "ORGANIZATION": tx.ORGANIZATION_NAME, "ORG": tx.ORGANIZATION_NAME,
    "NRP": tx.DEMOGRAPHIC, "NORP": tx.DEMOGRAPHIC, "DATE_TIME": tx.DATE, "CREDIT_CARD": "CREDIT_CARD_NUMBER",
    "ABA_ROUTING_NUMBER": "ROUTING_NUMBER", "US_PASSPORT": "PASSPORT", "ADDRESS": "STREET_ADDRESS",
    "ZIP_CODE": "DIGIT_SEQUENCE", "US_DRIVER_LICENSE": _ID, "US_BANK_NUMBER": _ID, "MEDICAL_LICENSE": _ID,
    "US_ITIN": _ID, "CRYPTO": _ID, "UUID": _ID,
    **{same: same for same in ("PHONE_NUMBER", "EMAIL_ADDRESS", "IBAN_CODE", "IP_ADDRESS", "MAC_ADDRESS",
                               "US_SSN", "URL", "DOMAIN_NAME", "STREET_ADDRESS", "DATE", "TIME")},
}
# Country prefixes of Presidio's national recognizers (UK_NHS, IN_PAN, ZA_ID_NUMBER…).
_COUNTRIES = frozenset({"AU", "CA", "DE", "ES", "FI", "IN", "IT", "KR", "NG", "PH", "PL", "SE", "SG", "TH", "TR",
                        "UK", "US", "ZA"})
# A DATE_TIME that is only a clock time ("3:30 pm") is a TIME, so it gets a time fill.
_CLOCK = re.compile(r"(?i)\d{1,2}(?::\d{2}){1,2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?|noon|midnight")


def presidio_label(entity_type: str, labels: Mapping[str, str] | None = None, mention: str | None = None) -> str:
    """Our label for a Presidio entity type; `labels` overrides the built-in mapping."""
    if labels and entity_type in labels:
        return labels[entity_type]
    if entity_type == "DATE_TIME" and mention is not None and _CLOCK.fullmatch(mention.strip()):
        return tx.TIME
    if entity_type in PRESIDIO_LABELS:
        return PRESIDIO_LABELS[entity_type]
    country, _, rest = entity_type.partition("_")
    if country in _COUNTRIES and rest:
        if rest.endswith("PASSPORT"):
            return "PASSPORT"
        return "PHONE_NUMBER" if rest.endswith(("PHONE_NUMBER", "TELEPHONE_NUMBER", "MOBILE_NUMBER")) else _ID
    return entity_type


def checked_results(results: Any, text: str | None) -> list[tuple[str, int, int, float]]:
    if isinstance(results, (str, bytes, Mapping)) or not isinstance(results, Iterable):
        raise TypeError(f"expected a list of Presidio results, not {type(results).__name__}")
    return [_checked(result, i, text) for i, result in enumerate(results)]


def _checked(result: Any, index: int, text: str | None) -> tuple[str, int, int, float]:
    """(entity_type, start, end, score) of a RecognizerResult or its dict form, validated."""
    where = f"Presidio result {index}"
    if not isinstance(result, Mapping) and not hasattr(result, "entity_type"):
        raise TypeError(f"{where}: expected a RecognizerResult or a dict with entity_type, start, end, score; "
                        f"got {type(result).__name__}")
    keys = ("entity_type", "start", "end", "score")
    entity_type, start, end, score = (result.get(k) if isinstance(result, Mapping) else getattr(result, k, None)
                                      for k in keys)
    if not isinstance(entity_type, str) or not entity_type.strip():
        raise TypeError(f"{where}: entity_type must be a non-empty string, not {entity_type!r}")
    where = f"{where} ({entity_type})"
    for key, value in (("start", start), ("end", end)):
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise TypeError(f"{where}: {key} must be an integer offset, not {value!r}")
    start, end = int(start), int(end)
    if start < 0:
        raise ValueError(f"{where}: start {start} is negative")
    if start >= end:
        raise ValueError(f"{where}: start {start} ≥ end {end} (an empty or reversed span)")
    if text is not None and end > len(text):
        raise ValueError(f"{where}: end {end} is out of range: the text has {len(text)} characters")
    score = 1.0 if score is None else score
    if isinstance(score, bool) or not isinstance(score, numbers.Real) or not 0.0 <= score <= 1.0:
        raise ValueError(f"{where}: score must be a number between 0 and 1, not {score!r}")
    return entity_type, start, end, float(score)


def spans_from_presidio(results: Iterable[Any], text: str | None = None,
                        labels: Mapping[str, str] | None = None) -> list[Span]:
    """Presidio analyzer results (RecognizerResult objects or their JSON/dict form) as spans,
    sorted, labels mapped, score kept, source "presidio".  Offsets are checked against
    `text` when given; a ValueError (TypeError for wrong types) names the bad result.
    Overlaps are left to the analyzer's merge, as for every detector."""
    spans = [Span(start, end, presidio_label(kind, labels, None if text is None else text[start:end]), SOURCE, score)
             for kind, start, end, score in checked_results(results, text)]
    return sorted(spans, key=lambda s: (s.start, s.end))


def label_map(labels: Mapping[str, str] | None) -> dict[str, str]:
    if labels is not None and not (isinstance(labels, Mapping) and all(
            isinstance(k, str) and isinstance(v, str) for k, v in labels.items())):
        raise ValueError(f"labels must map Presidio entity types to labels, not {labels!r}")
    return dict(labels or {})
