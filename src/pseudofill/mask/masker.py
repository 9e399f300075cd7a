"""Spans → masked text + vault.

Styles: `generic` → [MASK]; `typed` → [PERSON_NAME]; `numbered` → [PERSON_NAME_1], where
one number stands for one entity within one document (Dialpad's context-aware tags).
Numbers restart in every document: persisting them would make them pseudonyms that
link documents (Dialpad, footnote 7).
"""

from __future__ import annotations

import re
from collections import defaultdict

from ..document import Document, MaskedDocument, Slot, Span, VaultEntry, VaultRecord
from ..lexicon.gazetteers import nicknames
from ..lexicon.taxonomy import PERSON_NAME, PERSON_TITLES

STYLES = ("generic", "typed", "numbered")


class Masker:
    def __init__(self, style: str = "numbered", merge_adjacent: bool = False):
        if style not in STYLES:
            raise ValueError(f"style must be one of {', '.join(STYLES)}, not {style!r}")
        self.style = style
        self.merge_adjacent = merge_adjacent

    def mask(self, doc: Document, spans: list[Span]) -> tuple[MaskedDocument, VaultRecord]:
        spans = sorted(spans, key=lambda s: s.start)
        if self.merge_adjacent:
            spans = merge_adjacent(doc.text, spans, same_label=self.style != "generic")
        entity_ids = number_entities(doc.text, spans)
        pieces: list[str] = []
        slots: list[Slot] = []
        entries: list[VaultEntry] = []
        cursor = 0
        length = 0
        for span, entity_id in zip(spans, entity_ids, strict=True):
            if span.start < cursor:
                raise ValueError(f"document {doc.id!r}: overlapping spans reached the masker")
            tag = self.tag(span.label, entity_id)
            before = doc.text[cursor:span.start]
            pieces += [before, tag]
            length += len(before)
            slots.append(Slot(length, length + len(tag), tag, span.label, entity_id))
            length += len(tag)
            entries.append(VaultEntry(span.start, span.end, span.label, doc.text[span.start:span.end], tag,
                                      entity_id, span.source, span.score))
            cursor = span.end
        pieces.append(doc.text[cursor:])
        masked = MaskedDocument(doc.id, "".join(pieces), slots, doc.meta)
        return masked, VaultRecord(doc.id, entries)

    def tag(self, label: str, entity_id: int) -> str:
        if self.style == "generic":
            return "[MASK]"
        if self.style == "typed":
            return f"[{label}]"
        return f"[{label}_{entity_id}]"


def merge_adjacent(text: str, spans: list[Span], same_label: bool) -> list[Span]:
    """Join masks separated only by spaces ("[MASK] [MASK]" → "[MASK]")."""
    merged: list[Span] = []
    for span in spans:
        if merged:
            last = merged[-1]
            gap = text[last.end:span.start]
            if (gap == "" or gap.isspace() and "\n" not in gap) and (not same_label or last.label == span.label):
                merged[-1] = Span(last.start, span.end, last.label, last.source, max(last.score, span.score))
                continue
        merged.append(span)
    return merged


def _key(mention: str) -> str:
    """Identity of a value: "555 1234" and "5551234" are one number, "JOHN  smith" one name."""
    folded = mention.casefold()
    if any(c.isdigit() for c in folded):
        return "".join(c for c in folded if c.isalnum())
    return " ".join(re.sub(r"[^\w\s]", " ", folded).split())


def name_tokens(mention: str) -> list[str]:
    tokens = _key(mention).split()
    while tokens and tokens[0] in PERSON_TITLES:
        tokens = tokens[1:]
    if tokens and tokens[-1] == "s" and len(tokens) > 1:
        tokens = tokens[:-1]  # possessive left by punctuation stripping
    return tokens


def number_entities(text: str, spans: list[Span]) -> list[int]:
    """Entity numbers per label, in order of first appearance.

    Same value (case- and space-insensitive) → same entity.  A person mention that is a
    surname, a first name, one of its short forms or initial + surname ("Mr Smith", "John",
    "Johnny", "J. Smith") joins the one full name it fits; if it fits two people ("Smith"
    with John and Mary Smith), it is not clearly the same person and stays its own entity.
    """
    keys = [(s.label, _key(text[s.start:s.end])) for s in spans]
    full_names: dict[str, list[str]] = {}
    for span, (label, _) in zip(spans, keys):
        if label == PERSON_NAME:
            tokens = name_tokens(text[span.start:span.end])
            if len(tokens) >= 2 and all(len(t) > 1 for t in tokens):
                full_names.setdefault(" ".join(tokens), tokens)
    canonical: list[tuple[str, str]] = []
    for span, (label, key) in zip(spans, keys):
        if label == PERSON_NAME:  # "W.K.’s" is W.K. (a title still tells "Mr Smith" from "Mrs Smith")
            mention = text[span.start:span.end]
            key = _person_key(name_tokens(mention), full_names) or _key(re.sub(r"['’]s$", "", mention)) or key
        canonical.append((label, key))
    numbers: dict[tuple[str, str], int] = {}
    counters: dict[str, int] = defaultdict(int)
    result = []
    for label, key in canonical:
        if (label, key) not in numbers:
            counters[label] += 1
            numbers[(label, key)] = counters[label]
        result.append(numbers[(label, key)])
    return result


def _person_key(tokens: list[str], full_names: dict[str, list[str]]) -> str | None:
    if not tokens:
        return None
    joined = " ".join(tokens)
    if joined in full_names:
        return joined
    if len(tokens) == 1:
        (word,) = tokens
        fits = [n for n, t in full_names.items() if word in (t[-1], t[0]) or word in nicknames().get(t[0], ())]
    else:
        first, last = tokens[0], tokens[-1]
        fits = [n for n, t in full_names.items() if t[-1] == last and t[0][0] == first[0]]
    return fits[0] if len(fits) == 1 else None
