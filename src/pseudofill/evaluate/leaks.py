"""The attacks' material: a corpus in which a share of the gold entities stayed in the
clear, as a detection miss would leave them, and every method's version of it with the
place of every entity mention in the text the attacker reads.

A leaked entity leaks whole (every mention): a detector that misses a name usually misses
it everywhere.  The leaked entities of a lower rate are among those of a higher one (one
seeded order), so 1 %, 5 % and 10 % differ only by the entities added.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..document import Document, Fill, FilledDocument, Span
from ..lexicon.taxonomy import TAB_LABELS
from ..mask.masker import Masker, number_entities

EntityKey = tuple[str, int]  # (document id, entity number)
# What a method's version is when no filler writes it.
CONTROLS = ("original", "redact")


@dataclass(frozen=True)
class GoldEntity:
    """One gold entity of a document: its label (ours) and its mentions in the original."""

    doc_id: str
    entity: int
    label: str
    spans: tuple[tuple[int, int], ...]
    texts: tuple[str, ...]

    @property
    def key(self) -> EntityKey:
        return self.doc_id, self.entity

    @property
    def name(self) -> str:
        """The fullest mention ("Ahmet Yılmaz" over "Mr Yılmaz")."""
        return max(self.texts, key=lambda t: (len(t.split()), len(t)))


@dataclass(frozen=True)
class Version:
    """One document as one method hands it back, with where each entity's mentions stand."""

    id: str
    text: str
    mentions: dict[EntityKey, list[tuple[int, int]]]

    def shown(self, key: EntityKey) -> list[str]:
        return [self.text[start:end] for start, end in self.mentions.get(key, [])]


def gold_entities(doc: Document, spans: Iterable[dict[str, Any]]) -> list[GoldEntity]:
    """The gold spans of a document as entities: labels in ours (TAB's types mapped), spans
    that overlap an earlier one dropped, mentions grouped by the gold's "entity" numbers when
    it has them, else as the masker groups them ("Mr Yılmaz" joins "Ahmet Yılmaz")."""
    kept: list[tuple[Span, int | None]] = []
    for raw in sorted(spans, key=lambda s: (int(s["start"]), -int(s["end"]))):
        start, end = int(raw["start"]), int(raw["end"])
        if end <= start or end > len(doc.text) or kept and start < kept[-1][0].end:
            continue
        label = TAB_LABELS.get(str(raw["label"]), str(raw["label"]))
        entity = raw.get("entity")
        kept.append((Span(start, end, label, "gold"), None if entity is None else int(entity)))
    numbers = [e for _, e in kept] if kept and all(e is not None for _, e in kept) else \
        number_entities(doc.text, [s for s, _ in kept])
    grouped: dict[tuple[str, int], list[Span]] = {}
    for (span, _), number in zip(kept, numbers, strict=True):
        grouped.setdefault((span.label, int(number)), []).append(span)
    entities = []
    for index, ((label, _), members) in enumerate(sorted(grouped.items(), key=lambda item: item[1][0].start)):
        entities.append(GoldEntity(doc.id, index, label, tuple((s.start, s.end) for s in members),
                                   tuple(doc.text[s.start:s.end] for s in members)))
    return entities


def leak_order(entities: Sequence[GoldEntity], seed: int) -> list[EntityKey]:
    """Every entity once, in a seeded random order: a rate leaks the first ones."""
    keys = sorted(e.key for e in entities)
    random.Random(seed).shuffle(keys)
    return keys


def leaked_at(order: Sequence[EntityKey], rate: float) -> frozenset[EntityKey]:
    if not 0 <= rate < 1:
        raise ValueError(f"a leak rate is a share in [0, 1), not {rate}")
    return frozenset(order[:round(rate * len(order))])


def check_methods(methods: Sequence[str]) -> None:
    """Every name a fill method, `default` (the config's fill) or a control."""
    from ..fill.base import fillers

    unknown = [m for m in methods if m not in ("default", *CONTROLS) and m not in fillers]
    if unknown:
        raise ValueError(f"unknown method(s) {', '.join(unknown)}; known: default, {', '.join(CONTROLS)}, "
                         f"{', '.join(fillers.names())}")


def method_filler(method: str, config: Any, language: str, seed: int, *, reseed_default: bool = False) -> Any:
    """The filler that writes `method`'s version (None for a control), seeded by `seed`;
    `default` keeps the config's own seed unless `reseed_default`."""
    from ..fill.stream import build_filler

    if method in CONTROLS:
        return None
    overrides: dict[str, Any] = {"language": language}
    if method != "default":
        overrides["method"] = method
    if method != "default" or reseed_default:
        overrides["seed"] = seed
    return build_filler(config, **overrides)


def versions(documents: Sequence[Document], entities: dict[str, list[GoldEntity]], leaked: frozenset[EntityKey],
             method: str, filler: Any = None) -> list[Version]:
    """Each document as `method` hands it back: "original" (the text itself), "redact" (the
    masks left in), or what `filler` writes.  Leaked entities are never masked."""
    result = []
    masker = Masker("numbered")
    for doc in documents:
        members = entities.get(doc.id, [])
        if method == "original":
            result.append(Version(doc.id, doc.text, {e.key: list(e.spans) for e in members}))
            continue
        masked_spans = sorted(((start, end, e) for e in members if e.key not in leaked for start, end in e.spans),
                              key=lambda item: item[0])
        masked, vault = masker.mask(doc, [Span(start, end, e.label, "gold") for start, end, e in masked_spans])
        if filler is None:
            out = FilledDocument(doc.id, masked.text, [Fill(s.start, s.end, s.tag, s.tag, s.label)
                                                       for s in masked.slots])
        else:
            out = filler.fill(masked, vault)
        result.append(_placed(doc, members, masked_spans, out))
    return result


def _placed(doc: Document, members: list[GoldEntity], masked_spans: list[tuple[int, int, GoldEntity]],
            out: FilledDocument) -> Version:
    """Where each mention stands in the output: a masked one where its fill stands (the n-th
    fill is the n-th masked span), a leaked one moved by what the fills before it changed."""
    fills = sorted(out.fills, key=lambda f: f.start)
    if len(fills) != len(masked_spans):
        raise ValueError(f"document {doc.id!r}: {len(fills)} fills for {len(masked_spans)} masked spans")
    mentions: dict[EntityKey, list[tuple[int, int]]] = {}
    changes = []  # (start, end) in the output and the length of what stood there in the original
    for fill, (start, end, entity) in zip(fills, masked_spans, strict=True):
        mentions.setdefault(entity.key, []).append((fill.start, fill.end))
        changes += [(fill.start, fill.end, end - start), *((a, b, len(was)) for a, b, was in fill.edits)]
    shifts, delta = [], 0  # (end in the original, output − original after it)
    for start, end, length in sorted(changes):
        shifts.append((start - delta + length, delta + (end - start) - length))
        delta = shifts[-1][1]
    masked_keys = {entity.key for _, _, entity in masked_spans}
    for entity in members:
        if entity.key in masked_keys:
            continue
        for start, end in entity.spans:
            delta = next((shift for ends, shift in reversed(shifts) if ends <= start), 0)
            if out.text[start + delta:end + delta] != doc.text[start:end]:
                raise ValueError(f"document {doc.id!r}: the leaked mention {doc.text[start:end]!r} was rewritten")
            mentions.setdefault(entity.key, []).append((start + delta, end + delta))
    return Version(doc.id, out.text, {k: sorted(v) for k, v in mentions.items()})
