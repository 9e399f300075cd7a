"""The infill attack (re-identification from context, after Charpentier & Lison 2025): for
a substituted person, place or organisation, rank a pool of candidates — the true original
and at least 99 distractors of its label — by the LM's likelihood of the text with the
candidate put back in the entity's mentions.  Top-1 and top-10 recovery against chance.

Each target is scored on every version of its document ("original": the source text with
only the target masked, every other name and date real — the control that shows the attack
bites; "redact": all masks left in; the fill methods), with the same pool, so the versions
compare pair by pair.  The candidate goes into the entity's first mention and every mention
within `reach` characters after it (a later mention in the left context would need one pass
per candidate); a person's shorter mentions take the candidate's matching words ("Mr
Yılmaz" → "Mr Castillo").  Two scores per candidate: the likelihood itself, and the
likelihood less the candidate's likelihood on its own (what the context adds: a common name
is no longer favoured for being common).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..lexicon.taxonomy import LOCATION, ORGANIZATION_NAME, PERSON_NAME
from .leaks import EntityKey, GoldEntity, Version
from .surprisal import LanguageModelScorer

TARGET_LABELS = (PERSON_NAME, LOCATION, ORGANIZATION_NAME)
LEFT_CHARS = 1500
RIGHT_CHARS = 24


@dataclass(frozen=True)
class Target:
    entity: GoldEntity
    pool: tuple[str, ...]  # the true name first


def render(candidate: str, mention: str, name: str) -> str:
    """The candidate in the shape of one mention of the entity whose fullest mention is `name`:
    a word of the mention that is the name's first or last word becomes the candidate's."""
    if mention == name:
        return candidate
    name_words, words = name.split(), candidate.split()
    out = []
    for word in mention.split():
        if word == name_words[-1]:
            out.append(words[-1])
        elif word == name_words[0]:
            out.append(words[0])
        elif word not in name_words:
            out.append(word)  # a title, a possessive
    return " ".join(out) or candidate


def gazetteer(label: str, locale: str, size: int, seed: int) -> list[str]:
    """Distractors when the corpus has too few: names, cities, companies of the locale, then
    American ones (a locale with a short list of cities or firms runs out of new ones)."""
    from faker import Faker

    drawn: list[str] = []
    for source in dict.fromkeys((locale, "en_US")):
        faker = Faker(source)
        faker.seed_instance(seed)
        draw = {PERSON_NAME: lambda f=faker: f"{f.first_name()} {f.last_name()}", LOCATION: faker.city,
                ORGANIZATION_NAME: faker.company}[label]
        drawn += [draw() for _ in range(size)]
    return drawn


def choose_targets(entities: dict[str, list[GoldEntity]], leaked: frozenset[EntityKey], count: int,
                   candidates: int, locale: str, seed: int) -> list[Target]:
    """Up to `count` substituted entities (seeded) and their pools.  Distractors are drawn as
    targets are: one per entity of the label in the other documents, so a name many documents
    share ("the Ministry of Justice") is as likely a distractor as a target; the locale's
    gazetteer makes up the number.  Never one of the target's own mentions."""
    rng = random.Random(seed)
    eligible = [e for doc in sorted(entities) for e in entities[doc] if e.label in TARGET_LABELS
                and e.key not in leaked]
    rng.shuffle(eligible)
    targets = []
    for entity in eligible[:count]:
        seen = {text.casefold() for text in entity.texts}
        corpus = [e.name for doc in sorted(entities) if doc != entity.doc_id for e in entities[doc]
                  if e.label == entity.label]
        rng.shuffle(corpus)
        distractors = []
        for name in corpus + gazetteer(entity.label, locale, 4 * candidates, seed):
            if name.casefold() not in seen:
                seen.add(name.casefold())
                distractors.append(name)
            if len(distractors) == candidates - 1:
                break
        targets.append(Target(entity, (entity.name, *distractors)))
    return targets


def _scores(version: Version, target: Target, scorer: LanguageModelScorer, reach: int) -> list[float] | None:
    key = target.entity.key
    mentions = sorted(version.mentions.get(key, []))
    if not mentions:
        return None
    first = mentions[0][0]
    chosen, end = [], first  # (start, end, the original mention): mentions and gold spans share their order
    for (start, stop), mention in zip(mentions, target.entity.texts):
        if start <= max(first + reach, end + RIGHT_CHARS):
            chosen.append((start, stop, mention))
            end = stop
    right = version.text[end:end + RIGHT_CHARS]
    continuations = []
    for candidate in target.pool:
        pieces, cursor = [], first
        for start, stop, mention in chosen:
            pieces += [version.text[cursor:start], render(candidate, mention, target.entity.name)]
            cursor = stop
        continuations.append("".join(pieces) + right)
    return scorer.continuation_scores(version.text[max(0, first - LEFT_CHARS):first], continuations)


def _rank(scores: Sequence[float]) -> int:
    return 1 + sum(s > scores[0] for s in scores[1:])


def infill_attack(versions: dict[str, Sequence[Version]], targets: Sequence[Target], scorer: LanguageModelScorer,
                  reach: int = 100) -> dict[str, Any]:
    """Per version kind: top-1 / top-10 recovery, chance, mean rank, by likelihood and calibrated."""
    priors: dict[str, float] = {}
    for target in targets:
        missing = [c for c in target.pool if c not in priors]
        if missing:
            priors.update(zip(missing, scorer.continuation_scores("\n", missing), strict=True))
    result: dict[str, Any] = {}
    for kind, docs in versions.items():
        by_id = {v.id: v for v in docs}
        ranks, calibrated, prior_only, labels, pools = [], [], [], [], []
        for target in targets:
            # "original": the target's mentions are where the gold says, in the source text
            scores = _scores(by_id[target.entity.doc_id], target, scorer, reach)
            if scores is None:
                continue
            ranks.append(_rank(scores))
            calibrated.append(_rank([s - priors[c] for s, c in zip(scores, target.pool, strict=True)]))
            prior_only.append(_rank([priors[c] for c in target.pool]))  # no context at all
            labels.append(target.entity.label)
            pools.append(len(target.pool))
        result[kind] = _summary(ranks, calibrated, prior_only, labels, pools)
    return result


def _summary(ranks: list[int], calibrated: list[int], prior_only: list[int], labels: list[str],
             pools: list[int]) -> dict[str, Any]:
    """`chance` assumes every candidate as likely as the next; `prior_only` ranks them by
    their own likelihood, no context: what the pool alone gives away ("Supreme Court" is a
    likelier string than "Çorlu Military Court" wherever it stands)."""
    n = len(ranks)
    if not n:
        return {"targets": 0}

    def tops(values: list[int]) -> dict[str, float]:
        return {"top1": sum(r == 1 for r in values) / n, "top10": sum(r <= 10 for r in values) / n,
                "mean_rank": sum(values) / n}

    chance1, chance10 = sum(1 / p for p in pools) / n, sum(min(10, p) / p for p in pools) / n  # a pool may be short
    likelihood, adjusted = tops(ranks), tops(calibrated)
    best = max((likelihood, adjusted), key=lambda t: t["top10"])
    return {"targets": n, "candidates": min(pools), **likelihood, "chance_top1": chance1, "chance_top10": chance10,
            "top10_over_chance": likelihood["top10"] / chance10, "top10_interval": _wilson(likelihood["top10"], n),
            "calibrated": adjusted, "prior_only": tops(prior_only), "best_top10_over_chance": best["top10"] / chance10,
            "by_label": {label: {"targets": labels.count(label),
                                 "top10": sum(r <= 10 for r, lab in zip(ranks, labels) if lab == label)
                                 / labels.count(label)} for label in sorted(set(labels))}}


def _wilson(share: float, n: int, z: float = 1.96) -> list[float]:
    """95 % interval of a share from n trials."""
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]
