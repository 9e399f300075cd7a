"""Memorisation audit: does the downstream LM remember planted secrets?

Carlini et al. ("The Secret Sharer", 2019): plant canaries — fake PII sentences such as
"my account number is four one eight two two seven nine zero three one" — in the
training corpus, train on it, then rank each canary's likelihood among random
alternatives of the same format.  Exposure = log2(|alternatives| + 1) − log2(rank): near
0 means the model prefers the true secret no more than a random one; the maximum means it
prefers it over every alternative.  The skew-normal estimate extrapolates beyond the
sampled alternatives.  A second attack ranks the true secret among 99 same-type
distractors (PII inference).  Trained on the raw corpus the canaries should be exposed;
trained on the masked-then-filled corpus they must not be: no more than under a model
that never saw them ("unplanted", the raw corpus without canaries).  That reference
matters because exposure is not 0 for an unseen secret: a model that has learnt digit
statistics (from the fill's substitutes, say) already ranks some secrets above others.

Secrets are spoken words (digits as "four one eight"), the way a transcript carries them,
and drawn from the LM's vocabulary so the raw model *can* memorise them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..document import Document
from .downstream import EOS, Vocabulary, words

DIGIT_WORDS = "zero one two three four five six seven eight nine".split()
FORMATS: dict[str, tuple[str, str, int]] = {
    # name: (sentence template, secret kind, secret length in words)
    "account_number": ("my account number is {secret}", "digits", 10),
    "phone_number": ("you can call me back on {secret}", "digits", 10),
    "pin": ("the pin for my card is {secret}", "digits", 4),
    "full_name": ("hi this is {secret} calling about my order", "name", 2),
}


@dataclass(frozen=True)
class Canary:
    format: str
    prefix: str
    secret: str
    repeats: int

    @property
    def text(self) -> str:
        return f"{self.prefix} {self.secret}".strip() + FORMATS[self.format][0].split("{secret}")[1]


def _name_pool(vocab: Vocabulary) -> tuple[list[str], list[str]]:
    """First and last names the LM has words for (from Faker's en_US lists)."""
    from faker.providers.person.en_US import Provider

    firsts = sorted({n.lower() for n in (*Provider.first_names_male, *Provider.first_names_female)} & set(vocab.index))
    lasts = sorted({n.lower() for n in Provider.last_names} & set(vocab.index))
    return firsts, lasts


def random_secret(kind: str, length: int, rng: random.Random, names: tuple[list[str], list[str]]) -> str:
    if kind == "digits":
        return " ".join(rng.choice(DIGIT_WORDS) for _ in range(length))
    return f"{rng.choice(names[0])} {rng.choice(names[1])}"


def make_canaries(formats: Sequence[str], repeats: Sequence[int], vocab: Vocabulary, seed: int) -> list[Canary]:
    """One canary per (format, repeat count), each with its own random secret."""
    rng, names = random.Random(seed), _name_pool(vocab)
    canaries = []
    for name in formats:
        if name not in FORMATS:
            raise ValueError(f"unknown canary format {name!r}; known: {', '.join(FORMATS)}")
        template, kind, length = FORMATS[name]
        for count in repeats:
            canaries.append(Canary(name, template.split("{secret}")[0].strip(),
                                   random_secret(kind, length, rng, names), int(count)))
    return canaries


def plant(documents: Sequence[Document], canaries: Sequence[Canary], seed: int) -> list[Document]:
    """Each canary appended as a turn to `repeats` different random documents."""
    rng = random.Random(seed)
    extra: dict[int, list[str]] = {}
    for canary in canaries:
        for index in rng.sample(range(len(documents)), min(canary.repeats, len(documents))):
            extra.setdefault(index, []).append(canary.text)
    return [replace(doc, text="\n".join([doc.text, *extra[i]])) if i in extra else doc
            for i, doc in enumerate(documents)]


def secret_log_likelihoods(model: Any, vocab: Vocabulary, prefix: str, secrets: Sequence[str],
                           batch_size: int = 256) -> list[float]:
    """log P(secret | prefix) in nats for each candidate secret (same word length)."""
    import torch

    context = [vocab.index[EOS], *vocab.encode(words(prefix))]
    rows = [context + vocab.encode(words(s)) for s in secrets]
    width = max(len(r) for r in rows)
    scores = []
    model.eval()
    with torch.no_grad():
        for start in range(0, len(rows), batch_size):
            batch = torch.tensor([r + [0] * (width - len(r)) for r in rows[start:start + batch_size]])
            logp = model(batch[:, :-1], batch[:, 1:])
            for row, values in zip(rows[start:start + batch_size], logp.tolist(), strict=True):
                scores.append(sum(values[len(context) - 1:len(row) - 1]))
    return scores


def exposure(true_score: float, alternative_scores: Sequence[float]) -> dict[str, float | None]:
    """Rank-based exposure and its skew-normal extrapolation (scores: higher = likelier)."""
    from scipy import stats

    rank = 1 + sum(s > true_score for s in alternative_scores)
    n = len(alternative_scores)
    result: dict[str, float | None] = {"rank": rank, "exposure": math.log2(n + 1) - math.log2(rank),
                                       "exposure_skewnorm": None}
    losses = [-s for s in alternative_scores]
    if max(losses) - min(losses) > 1e-9:  # a flat sample has no distribution to fit
        try:
            shape, loc, scale = stats.skewnorm.fit(losses)
            tail = float(stats.skewnorm.cdf(-true_score, shape, loc, scale))
            result["exposure_skewnorm"] = -math.log2(max(tail, 1e-300))
        except stats.FitError:
            pass
    return result


def audit(models: dict[str, Any], vocab: Vocabulary, canaries: Sequence[Canary], candidates: int = 1000,
          distractors: int = 99, seed: int = 0) -> dict[str, Any]:
    """Exposure of every canary under every model ("raw", "filled", ...), and the
    PII-inference attack (rank among `distractors` same-type secrets)."""
    rng, names = random.Random(seed + 1), _name_pool(vocab)
    rows, inference = [], {name: [] for name in models}
    for canary in canaries:
        _, kind, length = FORMATS[canary.format]
        seen, alternatives = {canary.secret}, []
        while len(alternatives) < candidates:  # distinct, in random order
            secret = random_secret(kind, length, rng, names)
            if secret not in seen:
                seen.add(secret)
                alternatives.append(secret)
        row: dict[str, Any] = {"text": canary.text, "format": canary.format, "repeats": canary.repeats,
                               "candidates": candidates}
        for name, model in models.items():
            true_score, *others = secret_log_likelihoods(model, vocab, canary.prefix, [canary.secret, *alternatives])
            result = exposure(true_score, others)
            row |= {f"rank_{name}": result["rank"], f"exposure_{name}": result["exposure"],
                    f"exposure_skewnorm_{name}": result["exposure_skewnorm"]}
            inference[name].append(1 + sum(s > true_score for s in others[:distractors]))
        rows.append(row)
    return {
        "canaries": rows, "max_exposure": math.log2(candidates + 1),
        "inference": {"distractors": distractors, **{
            name: {"top1": sum(r == 1 for r in ranks) / len(ranks), "mean_rank": sum(ranks) / len(ranks)}
            for name, ranks in inference.items()}},
    }


def occurrences(secret: str, texts: Sequence[str]) -> int:
    """Whole-word occurrences of a secret (its detection may have missed some)."""
    needle = f" {' '.join(words(secret))} "
    return sum(f" {' '.join(words(t))} ".count(needle) for t in texts)


def canary_table(experiment: Any, log: Any = None) -> dict[str, Any]:
    """The audit of one experiment: plant, mask → fill, adapt the generic LM on the raw
    and on the filled planted corpus, measure exposure under both."""
    import sys

    import torch

    from .downstream import build_model, token_stream, train
    from .experiment import Versions
    from .utility import generic_lm

    log = log or (lambda message: print(message, file=sys.stderr))
    spec = {"formats": list(FORMATS), "repeats": [1, 4, 16], "candidates": 1000, "distractors": 99,
            "masking": next(iter(experiment.maskings)), "method": next(iter(experiment.methods), None),
            **experiment.canaries}
    if spec["method"] not in experiment.methods:
        raise ValueError(f"[canaries] method {spec['method']!r} is not one of the experiment's [methods]")
    vocab = Vocabulary.common_english(experiment.shape.vocab_size)
    canaries = make_canaries(spec["formats"], spec["repeats"], vocab, experiment.seed)
    base = Versions(experiment, log=log)
    train_docs, test_docs = base.split()
    planted = Versions(experiment, plant(train_docs, canaries, experiment.seed), test_docs, log=log,
                       tag={"canaries": spec, "seed": experiment.seed})
    generic = generic_lm(experiment, base, vocab, log)
    texts = {"raw": planted.texts(spec["masking"], "oracle"),
             "filled": planted.texts(spec["masking"], spec["method"]),
             "unplanted": base.texts(spec["masking"], "oracle")}
    models = {}
    for name, corpus in texts.items():
        log(f"adapting on the {'raw corpus without canaries' if name == 'unplanted' else f'planted corpus, {name}'}")
        torch.manual_seed(experiment.seed)
        model = build_model(experiment.shape)
        model.load_state_dict(generic)
        ids, weights = token_stream(vocab, corpus)
        train(model, ids, weights, experiment.adapt)
        models[name] = model
    result = audit(models, vocab, canaries, spec["candidates"], spec["distractors"], experiment.seed)
    masked_texts = [m.text for m in planted.masked(spec["masking"]).masked]
    for row, canary in zip(result["canaries"], canaries, strict=True):
        row["left_in_masked"] = occurrences(canary.secret, masked_texts)
        row["left_in_filled"] = occurrences(canary.secret, texts["filled"])
    result["mean_exposure"] = {name: sum(r[f"exposure_{name}"] for r in result["canaries"]) / len(canaries)
                               for name in models}
    return {"kind": "canaries", "experiment": experiment.name, "masking": spec["masking"],
            "method": spec["method"], **result}
