"""Utility of a (pseudonymised) corpus for training: language-model perplexity.

Perplexity of a causal LM over held-out texts, in fixed-length windows, so models adapted
on different corpora (raw, filled, masked) can be compared on the same held-out text.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from ..io import atomic_path
from . import BASELINE0_RENORM, REFERENCE_METHODS
from .gap import gap_closed


def perplexity(model: Any, tokenizer: Any, texts: Iterable[str], seq_len: int = 128, batch_size: int = 8) -> float:
    """exp(mean next-token negative log-likelihood) over all tokens of `texts`, each text
    cut into windows of `seq_len` tokens (no window spans two texts)."""
    import torch

    windows: list[list[int]] = []
    for text in texts:
        ids = tokenizer(text, add_special_tokens=False).input_ids
        windows += [ids[i:i + seq_len] for i in range(0, len(ids), seq_len) if len(ids[i:i + seq_len]) > 1]
    if not windows:
        raise ValueError("no text to measure perplexity on")
    total_nll, total_tokens = 0.0, 0
    with torch.no_grad():
        for start in range(0, len(windows), batch_size):
            batch = windows[start:start + batch_size]
            width = max(len(w) for w in batch)
            ids = torch.full((len(batch), width), tokenizer.pad_token_id or 0, dtype=torch.long)
            mask = torch.zeros((len(batch), width), dtype=torch.long)
            for i, window in enumerate(batch):
                ids[i, :len(window)] = torch.tensor(window)
                mask[i, :len(window)] = 1
            logits = model(input_ids=ids, attention_mask=mask).logits[:, :-1].float()
            nll = torch.nn.functional.cross_entropy(logits.transpose(1, 2), ids[:, 1:], reduction="none")
            keep = mask[:, 1:].bool()
            total_nll += float(nll[keep].sum())
            total_tokens += int(keep.sum())
    return math.exp(total_nll / total_tokens)


# --- Vats §4: the downstream-LM table -------------------------------------------------

class WordDownstream:
    """The word-level LM of `downstream.py`: pre-trained on the generic corpus (cached),
    adapted on a version and scored on the test split's words."""

    def __init__(self, experiment: Any, versions: Any, test_texts: list[str], log: Any):
        from .downstream import Vocabulary, token_stream

        self.experiment = experiment
        self.vocab = Vocabulary.common_english(experiment.shape.vocab_size)
        self.test_texts = test_texts
        self.test_ids, _ = token_stream(self.vocab, test_texts)
        self.generic = generic_lm(experiment, versions, self.vocab, log)

    @property
    def test_tokens(self) -> int:
        return len(self.test_ids)

    def describe(self) -> dict[str, Any]:
        experiment = self.experiment
        return {"shape": experiment.shape, "pretrain": experiment.pretrain, "generic": experiment.generic}

    def slot_labels(self, spans: list[list[tuple[int, int, str]]]) -> list[str | None]:
        from .downstream import slot_labels

        return slot_labels(self.test_texts, spans)

    def adapted_nll(self, texts: list[str] | None, zero_mask_loss: bool, settings: Any,
                    renormalise: bool = False) -> dict[str, list[float]]:
        """Copy the generic LM, adapt it on `texts` (None: no adaptation), score the test ids
        ("nll"); with `renormalise`, also as if "[MASK]" could not be predicted ("nll_renorm")."""
        from .downstream import MASK, build_model, token_nll, token_stream, train

        model = build_model(self.experiment.shape)
        model.load_state_dict(self.generic)
        if texts is not None:
            ids, weights = token_stream(self.vocab, texts, zero_mask_loss)
            train(model, ids, weights, settings)
        scores = {"nll": token_nll(model, self.test_ids)}
        if renormalise:
            scores["nll_renorm"] = token_nll(model, self.test_ids, exclude=self.vocab.index[MASK])
        return scores


def generic_lm(experiment: Any, versions: Any, vocab: Any, log: Any = print) -> dict[str, Any]:
    """The pre-trained generic LM, cached across experiments of the same shape and data."""
    import torch

    from ..models import cache_dir
    from .downstream import build_model, describe, token_stream, train
    from .experiment import cache_key

    key = cache_key(describe(experiment.shape, experiment.pretrain), experiment.generic)
    path = cache_dir() / "downstream" / f"generic-{key}.pt"
    if path.is_file():
        return torch.load(path, weights_only=True)
    torch.manual_seed(experiment.pretrain.seed)
    model = build_model(experiment.shape)
    ids, weights = token_stream(vocab, versions.generic_texts())
    log(f"pre-training the generic LM: {len(ids):,} tokens, {experiment.pretrain.steps} steps")
    every = max(1, experiment.pretrain.steps // 10)
    train(model, ids, weights, experiment.pretrain,
          progress=lambda step, loss: (step + 1) % every == 0 and log(f"  step {step + 1}: loss {loss:.3f}"))
    with atomic_path(path) as temporary:
        torch.save(model.state_dict(), temporary)
    return model.state_dict()


def mean_perplexities(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The mean of each perplexity over adaptation runs (each label's too); with several
    runs, also the spread of the overall one (sample std) and every run's value."""
    mean = {k: (sum(v) / len(v) if None not in (v := [r[k] for r in runs]) else None) for k in runs[0]
            if k != "perplexity_by_label"}
    if "perplexity_by_label" in runs[0]:
        mean["perplexity_by_label"] = {label: sum(r["perplexity_by_label"][label] for r in runs) / len(runs)
                                       for label in runs[0]["perplexity_by_label"]}
    if len(runs) == 1:
        return mean
    values = [r["perplexity"] for r in runs]
    spread = math.sqrt(sum((v - mean["perplexity"]) ** 2 for v in values) / (len(values) - 1))
    return {**mean, "perplexity_std": spread, "perplexity_runs": values}


def lm_table(experiment: Any, versions: Any = None, log: Any = None) -> dict[str, Any]:
    """Vats Tables 3–5 on one corpus: each version adapts the same generic LM and is scored
    by perplexity on the raw test split, overall and at/away from that masking's slots."""
    import json
    import sys
    from collections import Counter

    import torch

    from .downstream import perplexities
    from .experiment import Versions, applies, cache_key, filling, texts_digest
    from .pretrained import PretrainedDownstream

    log = log or (lambda message: print(message, file=sys.stderr))
    torch.manual_seed(experiment.seed)
    versions = versions or Versions(experiment, log=log)
    train, test = versions.split()
    test_texts = [d.text for d in test]
    downstream = (PretrainedDownstream(experiment.pretrained, test_texts) if experiment.pretrained is not None
                  else WordDownstream(experiment, versions, test_texts, log))
    cache = experiment.workdir / "lm"
    cache.mkdir(parents=True, exist_ok=True)

    def scores_of(masking: str, method: str, repeat: int) -> dict[str, list[float]]:
        config = experiment.methods.get(method, {})
        settings = replace(experiment.adapt, seed=experiment.adapt.seed + repeat)
        texts = None if method == "generic_lm" else versions.texts(masking, method)
        key = cache_key(experiment.corpus, experiment.seed, downstream.describe(), settings,
                        experiment.maskings.get(masking) if method != "oracle" else None, filling(config),
                        texts_digest(texts))  # a changed fill or masking is adapted on anew
        path = cache / f"{masking if method != 'oracle' else '-'}__{method}__{key}.json"
        if path.is_file() and isinstance(cached := json.loads(path.read_text()), dict):  # a list: older format
            return cached
        log(f"adapting on {masking}/{method}" + (f", run {repeat + 1}" if experiment.adapt_repeats > 1 else ""))
        scores = downstream.adapted_nll(texts, method == "baseline1", settings, renormalise=method == "baseline0")
        with atomic_path(path) as temporary:
            temporary.write_text(json.dumps(scores))
        return scores

    def nll_of(masking: str, method: str, repeat: int) -> list[float]:
        if method == BASELINE0_RENORM:  # Baseline0's own model, scored without "[MASK]"
            return scores_of(masking, "baseline0", repeat)["nll_renorm"]
        return scores_of(masking, method, repeat)["nll"]

    runs = range(experiment.adapt_repeats)
    rows: list[dict[str, Any]] = []
    oracle, untuned = [nll_of("-", "oracle", r) for r in runs], [nll_of("-", "generic_lm", 0)]  # not adapted
    masked_pct, slot_tokens = {}, {}
    for masking in experiment.maskings:
        flags = downstream.slot_labels(versions.masked(masking).test_spans)
        slot_tokens[masking] = dict(Counter(label for label in flags if label).most_common())
        masked_pct[masking] = versions.masked(masking).masked_token_pct
        for method in ("generic_lm", *REFERENCE_METHODS, BASELINE0_RENORM, *experiment.methods):
            if not applies(experiment.methods.get(method, {}), masking):
                continue
            nlls = {"oracle": oracle, "generic_lm": untuned}.get(method) or [nll_of(masking, method, r) for r in runs]
            rows.append({"masking": masking, "method": method, **mean_perplexities([perplexities(n, flags)
                                                                                     for n in nlls])})
    gap_closed(rows, "perplexity")
    return {
        "kind": "lm", "experiment": experiment.name, "rows": rows, "masked_token_pct": masked_pct,
        "slot_tokens_by_label": slot_tokens, "train_documents": len(train), "test_documents": len(test),
        "train_words": sum(len(d.text.split()) for d in train), "test_tokens": downstream.test_tokens,
        "fill_errors": {f"{r['masking']}/{r['method']}": n for r in rows if r["method"] in experiment.methods
                        and (n := versions.cached_fill_errors(r["masking"], r["method"])) is not None},
        "adapt_repeats": experiment.adapt_repeats,
        "config": {**({"pretrained": vars(experiment.pretrained)} if experiment.pretrained is not None else
                      {"shape": vars(experiment.shape), "pretrain": vars(experiment.pretrain)}),
                   "adapt": vars(experiment.adapt), "maskings": experiment.maskings, "methods": experiment.methods},
    }


def pivot_table(rows: list[dict[str, Any]], metric: str, digits: int = 1) -> str:
    """Rows = methods, columns = masking techniques, cells "value (gap closed %)"."""
    maskings = list(dict.fromkeys(r["masking"] for r in rows))
    methods = list(dict.fromkeys(r["method"] for r in rows))
    cell = {(r["method"], r["masking"]): r for r in rows}
    width = max(len(m) for m in methods) + 2
    lines = [" " * width + "".join(f"{m:>22}" for m in maskings)]
    for method in methods:
        parts = []
        for masking in maskings:
            row = cell.get((method, masking))
            if row is None or row.get(metric) is None:
                parts.append(f"{'—':>22}")
                continue
            gap = f" ({100 * row['gap_closed']:.0f}%)" if row.get("gap_closed") is not None else ""
            spread = f"±{row[metric + '_std']:.{digits}f}" if row.get(metric + "_std") is not None else ""
            parts.append(f"{row[metric]:.{digits}f}{spread}{gap}".rjust(22))
        lines.append(f"{method:<{width}}" + "".join(parts))
    return "\n".join(lines)


def by_label_lines(result: dict[str, Any], labels: int = 6) -> str:
    """Each fill's gap closed at the slots of the labels with the most test tokens: where it loses."""
    lines = ["gap closed at the slots, by label (test tokens):"]
    for row in result["rows"]:
        closed = row.get("gap_closed_by_label")
        if not closed or row["method"] in ("oracle", "baseline0"):
            continue
        tokens = result["slot_tokens_by_label"][row["masking"]]
        lines.append(f"  {row['masking']}/{row['method']}: " + ", ".join(
            f"{label} {closed[label]:.0%} ({n})" for label, n in list(tokens.items())[:labels] if label in closed))
    return "\n".join(lines)


def asr_experiment(experiment: Any, versions: Any = None, log: Any = None) -> dict[str, Any]:
    """Vats Table 6: the experiment's test turns spoken by espeak-ng, decoded by
    pocketsphinx with an n-gram LM from each corpus version ([asr] table options)."""
    import sys

    from .asr import asr_table
    from .experiment import Versions, applies

    log = log or (lambda message: print(message, file=sys.stderr))
    versions = versions or Versions(experiment, log=log)
    options = {"max_sentences": 200, "order": 3, "generic_weight": 0.3, **experiment.asr}
    _, test = versions.split()
    sentences = [line for doc in test for line in doc.text.splitlines() if len(line.split()) >= 3]
    sentences = sentences[: int(options["max_sentences"])]
    corpora = {(masking, method): versions.texts(masking, method)
               for masking in experiment.maskings
               for method in (*REFERENCE_METHODS, *experiment.methods)
               if applies(experiment.methods.get(method, {}), masking)}
    rows = asr_table(sentences, corpora, versions.generic_texts(), experiment.workdir / "asr",
                     order=int(options["order"]), generic_weight=float(options["generic_weight"]), log=log)
    return {"kind": "asr", "experiment": experiment.name, "rows": rows, "test_sentences": len(sentences),
            "options": options}
