"""Residual re-identification risk of a masked corpus (Dialpad paper, §4.2–4.3, Table 6).

Each gold mention the detector missed scores its infoType's risk (5 for direct
identifiers, 1–3 for indirect ones); a partly masked mention scores half (rounded
down, except PERSON_NAME which rounds up: ⌈5/2⌉ = 3).  Repeated mentions of one missed
value count once per document.  A corpus passes when the per-document mean plus one
standard deviation stays below 5 — one direct identifier.  Documents above the
threshold are exported, annotated like the paper's Table 2, for human review.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..document import VaultRecord
from .detection import Mention, vault_mentions

THRESHOLD = 5

# Table 6 of the paper (Google DLP infoTypes), plus pseudofill's own labels.
RISK_SCORES: dict[str, int] = {
    "EMAIL_ADDRESS": 4, "LOCATION": 2, "LOCATION_COORDINATES": 4, "US_STATE": 1,
    "PERSON_NAME": 5, "PHONE_NUMBER": 4, "STREET_ADDRESS": 4, "USER_NAME": 3, "DOMAIN_NAME": 1,
    "HTTP_COOKIE": 1,
    # The paper scores an organisation 0, or 2 when it is the speaker's own; a vault cannot
    # tell which, so the cautious reading is the default (override with scores=...).
    "ORGANIZATION_NAME": 2, "PRODUCT": 0,
    "STORAGE_SIGNED_POLICY_DOCUMENT": 2, "STORAGE_SIGNED_URL": 3, "URL": 2,
    "AGE": 1, "DATE_OF_BIRTH": 3, "ICD9_CODE": 2, "ICD10_CODE": 2, "MEDICAL_RECORD_NUMBER": 5,
    "MEDICAL_TERM": 1, "ADVERTISING_ID": 3, "GENERIC_ID": 4, "ICCID_NUMBER": 4, "IMEI_HARDWARE_ID": 4,
    "IMSI_ID": 4, "IP_ADDRESS": 3, "MAC_ADDRESS": 3, "MAC_ADDRESS_LOCAL": 3, "PASSPORT": 5,
    "VAT_NUMBER": 2, "VEHICLE_IDENTIFICATION_NUMBER": 5, "CREDIT_CARD_NUMBER": 5,
    "CREDIT_CARD_TRACK_NUMBER": 5, "IBAN_CODE": 5, "SWIFT_CODE": 1, "ROUTING_NUMBER": 3, "US_SSN": 5,
    "SE_PERSONNUMMER": 5,  # not in Table 6: a national identity number, as US_SSN
    # Not in Table 6; scored as the indirect identifiers they are.
    "DATE": 1, "TIME": 0, "DEMOGRAPHIC": 1, "DIGIT_SEQUENCE": 4, "SPELLED_SEQUENCE": 3,
    "OCCUPATION": 1, "RELATIVE": 1, "MEDICAL_CONDITION": 2,
}
# Other tools' names for the same infoTypes (Presidio, spaCy, TAB).
LABEL_ALIASES: dict[str, str] = {
    "PERSON": "PERSON_NAME", "PER": "PERSON_NAME", "ORG": "ORGANIZATION_NAME", "ORGANIZATION": "ORGANIZATION_NAME",
    "GPE": "LOCATION", "LOC": "LOCATION", "ADDRESS": "STREET_ADDRESS", "EMAIL": "EMAIL_ADDRESS",
    "PHONE": "PHONE_NUMBER", "SSN": "US_SSN", "IBAN": "IBAN_CODE", "CREDIT_CARD": "CREDIT_CARD_NUMBER",
    "DOB": "DATE_OF_BIRTH", "DATE_TIME": "DATE", "NRP": "DEMOGRAPHIC", "NORP": "DEMOGRAPHIC",
    "US_PASSPORT": "PASSPORT", "US_BANK_NUMBER": "GENERIC_ID", "US_DRIVER_LICENSE": "GENERIC_ID",
    "CODE": "GENERIC_ID", "QUANTITY": "GENERIC_ID",
}
UNKNOWN_LABEL_SCORE = 2


def label_score(label: str, scores: Mapping[str, int] | None = None) -> int:
    table = {**RISK_SCORES, **(scores or {})}
    return table.get(label, table.get(LABEL_ALIASES.get(label, label), UNKNOWN_LABEL_SCORE))


def partial_score(label: str, full: int) -> int:
    """Half the score: rounded down, except names (a partial name is still a name)."""
    canonical = LABEL_ALIASES.get(label, label)
    return math.ceil(full / 2) if canonical == "PERSON_NAME" else full // 2


@dataclass(frozen=True)
class MissedMention:
    label: str
    text: str
    start: int
    end: int
    partial: bool
    score: int
    entity: object = None

    def tag(self) -> str:
        return f"MISSED_{LABEL_ALIASES.get(self.label, self.label)}{'_PARTIAL' if self.partial else ''}"


def missed_mentions(gold: Sequence[Mention], detected: Sequence[Mention],
                    scores: Mapping[str, int] | None = None) -> list[MissedMention]:
    """Gold mentions not (fully) covered by detected spans, scored."""
    covered = {i for m in detected for i in range(m.start, m.end)}
    missed = []
    for mention in gold:
        hits = mention.coverage(covered)
        if all(hits):
            continue
        partial = any(hits) or any(i in covered for i in range(mention.start, mention.end))
        full = label_score(mention.label, scores)
        missed.append(MissedMention(mention.label, mention.text, mention.start, mention.end, partial,
                                    partial_score(mention.label, full) if partial else full, mention.entity))
    return missed


def document_score(missed: Iterable[MissedMention]) -> int:
    """Sum over distinct missed values: four misses of "Marc" count once, at their worst;
    so do "Teresa Hughes" and "Teresa" when the gold gives them one entity id."""
    worst: dict[tuple[str, object], int] = {}
    for m in missed:
        value = ("entity", m.entity) if m.entity is not None else " ".join(m.text.lower().split())
        key = (LABEL_ALIASES.get(m.label, m.label), value)
        worst[key] = max(worst.get(key, 0), m.score)
    return sum(worst.values())


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    position = (len(ordered) - 1) * q
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def residual_risk(gold: Iterable[VaultRecord], detected: Iterable[VaultRecord],
                  scores: Mapping[str, int] | None = None, threshold: int = THRESHOLD,
                  show_text: bool = True) -> dict[str, Any]:
    """Per-document residual risk and the corpus criterion μ + σ < threshold.
    Documents are matched by id; a gold document without a detection record is all missed."""
    detected_by_id = {record.id: vault_mentions(record) for record in detected}
    gold_list = list(gold)
    documents = []
    for record in gold_list:
        missed = missed_mentions(vault_mentions(record), detected_by_id.get(record.id, []), scores)
        documents.append({
            "id": record.id, "score": document_score(missed),
            "missed": [{"label": m.label, "tag": m.tag(), "partial": m.partial, "score": m.score,
                        "start": m.start, "end": m.end, **({"text": m.text} if show_text else {})} for m in missed],
        })
    values = [d["score"] for d in documents]
    if not values:
        raise ValueError("no gold documents to score")
    mean = sum(values) / len(values)
    std = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
    by_label: dict[str, dict[str, int]] = {}
    for document in documents:
        for m in document["missed"]:
            counts = by_label.setdefault(m["label"],
                                         {"missed": 0, "partial": 0, "score": label_score(m["label"], scores)})
            counts["partial" if m["partial"] else "missed"] += 1
    gold_ids = {r.id for r in gold_list}
    return {
        "kind": "risk", "documents_scored": len(values), "threshold": threshold,
        "mean": mean, "std": std, "p95": _percentile(values, 0.95), "max": max(values),
        "mu_plus_sigma": mean + std, "passes": mean + std < threshold,
        "above_threshold": sum(v >= threshold for v in values),
        "by_label": by_label,
        "missing_from_vault": sorted(gold_ids - set(detected_by_id)),
        "not_in_gold": sorted(set(detected_by_id) - gold_ids),
        "documents": documents,
    }


def annotate(text: str, detected: Sequence[Mention], missed: Sequence[Mapping[str, Any]]) -> str:
    """The paper's review view: masked spans as [LABEL], the clear part of each missed
    mention as (text)[MISSED_LABEL] or (text)[MISSED_LABEL_PARTIAL]."""
    masked: list[list[Any]] = []
    for m in sorted(detected, key=lambda m: (m.start, -m.end)):
        if masked and m.start < masked[-1][1]:
            masked[-1][1] = max(masked[-1][1], m.end)
        else:
            masked.append([m.start, m.end, f"[{m.label}]"])
    covered = {i for start, end, _ in masked for i in range(start, end)}
    pieces = [(start, end, tag) for start, end, tag in masked]
    for m in missed:
        run_start = None
        for i in range(m["start"], m["end"] + 1):
            clear = i < m["end"] and i not in covered
            if clear and run_start is None:
                run_start = i
            elif not clear and run_start is not None:
                chunk = text[run_start:i]
                left = run_start + len(chunk) - len(chunk.lstrip())
                right = i - (len(chunk) - len(chunk.rstrip()))
                if left < right:
                    pieces.append((left, right, f"({text[left:right]})[{m['tag']}]"))
                run_start = None
    out, position = [], 0
    for start, end, replacement in sorted(pieces):
        out += [text[position:start], replacement]
        position = end
    out.append(text[position:])
    return "".join(out)


def review_records(result: Mapping[str, Any], detected: Iterable[VaultRecord], texts: Mapping[str, str],
                   threshold: float = 5.0) -> list[dict[str, Any]]:
    """The red-team queue: documents scoring at or above `threshold`, riskiest first, each
    with its misses and (when its text is in `texts`) the annotated text."""
    found = {record.id: vault_mentions(record) for record in detected}
    records = []
    for document in sorted((d for d in result["documents"] if d["score"] >= threshold), key=lambda d: -d["score"]):
        record = {"id": document["id"], "score": document["score"], "missed": document["missed"]}
        if document["id"] in texts:
            record["annotated"] = annotate(texts[document["id"]], found.get(document["id"], []), document["missed"])
        records.append(record)
    return records
