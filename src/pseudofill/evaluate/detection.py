"""Detected spans vs gold spans, label-agnostic where privacy is concerned.

- mention recall: a gold mention counts as found when detected spans (of any label) cover
  every one of its `\\w+` tokens — except titles and function words ("Dr", "of"), which
  may stay unmasked without revealing anyone;
- token recall: the share of those tokens covered; token precision: the share of detected
  tokens that lie inside some gold mention;
- entity recall (TAB's ER idea): when gold mentions carry entity ids, an entity counts as
  protected only when *all* its mentions in the document are found.

Both sides are per-document mention lists, so the same function scores pseudofill,
Presidio, or any other detector on the same texts; `score_vaults` reads two vault files.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..document import VaultRecord
from ..lexicon.taxonomy import PERSON_TITLES

_TOKEN = re.compile(r"\w+")
# Words that identify no one, so a mention stays protected when they are left in clear.
FUNCTION_WORDS = frozenset(
    "a an the of and or in on at to for from by with de del der di du da la le van von y "
    "st saint no nr number".split()
) | PERSON_TITLES


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    label: str
    text: str
    entity: object = None

    def tokens(self) -> list[tuple[int, int, str]]:
        return [(self.start + m.start(), self.start + m.end(), m.group()) for m in _TOKEN.finditer(self.text)]

    def required_tokens(self) -> list[tuple[int, int, str]]:
        """The tokens that must be masked for the mention to count as found: titles and
        function words may stay; a mention without word tokens must be masked whole."""
        tokens = self.tokens()
        required = [t for t in tokens if t[2].lower().rstrip(".") not in FUNCTION_WORDS]
        return required or tokens or [(self.start, self.end, self.text)]

    def coverage(self, masked: set[int]) -> list[bool]:
        """Per required token: are all its characters among the `masked` positions?"""
        return [all(i in masked for i in range(s, e)) for s, e, _ in self.required_tokens()]


@dataclass
class LabelCounts:
    gold: int = 0
    found: int = 0
    partial: int = 0
    tokens: int = 0
    tokens_covered: int = 0
    predicted_tokens: int = 0
    predicted_tokens_in_gold: int = 0

    @property
    def mention_recall(self) -> float:
        return self.found / self.gold if self.gold else float("nan")

    @property
    def token_recall(self) -> float:
        return self.tokens_covered / self.tokens if self.tokens else float("nan")

    @property
    def token_precision(self) -> float | None:
        return self.predicted_tokens_in_gold / self.predicted_tokens if self.predicted_tokens else None


@dataclass
class DetectionScores:
    per_label: dict[str, LabelCounts] = field(default_factory=lambda: defaultdict(LabelCounts))
    entities: int = 0
    entities_found: int = 0
    predicted: int = 0
    predicted_overlapping: int = 0

    def _total(self, attr: str) -> int:
        return sum(getattr(c, attr) for c in self.per_label.values())

    def recall(self, label: str | None = None) -> float:
        """Mention recall, overall or for one gold label."""
        if label:
            return self.per_label[label].mention_recall
        gold = self._total("gold")
        return self._total("found") / gold if gold else float("nan")

    def token_recall(self) -> float:
        tokens = self._total("tokens")
        return self._total("tokens_covered") / tokens if tokens else float("nan")

    def token_precision(self) -> float:
        tokens = self._total("predicted_tokens")
        return self._total("predicted_tokens_in_gold") / tokens if tokens else float("nan")

    def precision(self) -> float:
        """Span precision: detected spans overlapping some gold mention."""
        return self.predicted_overlapping / self.predicted if self.predicted else float("nan")

    def entity_recall(self) -> float | None:
        return self.entities_found / self.entities if self.entities else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "detection",
            "mention_recall": self.recall(),
            "token_recall": self.token_recall(),
            "token_precision": self.token_precision(),
            "span_precision": self.precision(),
            "entity_recall": self.entity_recall(),
            "mentions": self._total("gold"),
            "entities": self.entities,
            "by_label": {
                label: {"gold": c.gold, "mention_recall": c.mention_recall, "partial_recall":
                        c.partial / c.gold if c.gold else None, "token_recall": c.token_recall,
                        "token_precision": c.token_precision, "predicted_tokens": c.predicted_tokens}
                for label, c in sorted(self.per_label.items())
            },
        }


def _covered_positions(mentions: Iterable[Mention]) -> set[int]:
    return {i for m in mentions for i in range(m.start, m.end)}


def score_mentions(gold: Sequence[Sequence[Mention]], predicted: Sequence[Sequence[Mention]],
                   label_map: Mapping[str, str] | None = None) -> DetectionScores:
    """Score each document's predicted mentions against its gold ones (same order)."""
    scores = DetectionScores()
    for gold_mentions, predicted_mentions in zip(gold, predicted, strict=True):
        detected = _covered_positions(predicted_mentions)
        in_gold = _covered_positions(gold_mentions)
        entity_found: dict[object, bool] = {}
        for mention in gold_mentions:
            counts = scores.per_label[(label_map or {}).get(mention.label, mention.label)]
            covered = mention.coverage(detected)
            counts.gold += 1
            counts.found += all(covered)
            counts.partial += any(i in detected for i in range(mention.start, mention.end))
            counts.tokens += len(covered)
            counts.tokens_covered += sum(covered)
            if mention.entity is not None:
                key = (mention.label, mention.entity)
                entity_found[key] = entity_found.get(key, True) and all(covered)
        scores.entities += len(entity_found)
        scores.entities_found += sum(entity_found.values())
        for mention in predicted_mentions:
            counts = scores.per_label[mention.label]
            tokens = mention.tokens()
            counts.predicted_tokens += len(tokens)
            counts.predicted_tokens_in_gold += sum(all(i in in_gold for i in range(s, e)) for s, e, _ in tokens)
            scores.predicted += 1
            scores.predicted_overlapping += any(i in in_gold for i in range(mention.start, mention.end))
    return scores


SpanTuple = tuple[int, int, str]


def score_detection(texts: Sequence[str], gold: Sequence[Iterable[SpanTuple]],
                    predicted: Sequence[Iterable[SpanTuple]],
                    label_map: Mapping[str, str] | None = None) -> DetectionScores:
    """Score (start, end, label) spans over known texts (benchmarks, tests)."""
    def mentions(text: str, spans: Iterable[SpanTuple]) -> list[Mention]:
        return [Mention(s[0], s[1], s[2], text[s[0]:s[1]], s[3] if len(s) > 3 else None) for s in spans]
    return score_mentions([mentions(t, g) for t, g in zip(texts, gold, strict=True)],
                          [mentions(t, p) for t, p in zip(texts, predicted, strict=True)], label_map)


def vault_mentions(record: VaultRecord) -> list[Mention]:
    return [Mention(e.start, e.end, e.label, e.text, e.entity_id) for e in record.entries]


def score_vaults(gold: Iterable[VaultRecord], predicted: Iterable[VaultRecord]) -> dict[str, Any]:
    """Match documents by id. A gold document absent from `predicted` scores as all
    missed; both kinds of unmatched ids are listed in the result, never dropped."""
    by_id = {record.id: record for record in predicted}
    gold_list = list(gold)
    gold_ids = {record.id for record in gold_list}
    empty = VaultRecord("", [])
    scores = score_mentions([vault_mentions(g) for g in gold_list],
                            [vault_mentions(by_id.get(g.id, empty)) for g in gold_list])
    result = scores.to_dict()
    result["documents"] = len(gold_list)
    result["missing_from_vault"] = sorted(gold_ids - set(by_id))
    result["not_in_gold"] = sorted(set(by_id) - gold_ids)
    return result
