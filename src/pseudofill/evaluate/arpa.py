"""Interpolated modified Kneser–Ney n-gram models (Chen & Goodman 1998), written as ARPA.

The ASR utility evaluation needs one n-gram LM per corpus version, all estimated the same
way, in a format pocketsphinx reads.  n-grams are packed into int64 keys (one `bits`-wide
word id per position, oldest word highest) so a few million tokens count in seconds with
numpy instead of minutes with Python dicts.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

BOS, EOS, UNK = "<s>", "</s>", "<unk>"
_FALLBACK_DISCOUNTS = (0.5, 1.0, 1.5)  # KenLM's --discount_fallback: tiny corpora lack counts-of-counts
_NO_PROB = -99.0  # ARPA's log10(0), e.g. for <s> which is never predicted


@dataclass
class NgramModel:
    """A backoff model: per order k, the sorted keys of its k-grams with log10 probability
    and log10 backoff weight (ARPA semantics: p(w|h) = p(hw) if listed, else bo(h)·p(w|h'))."""

    words: list[str]  # id → word
    bits: int
    keys: list[np.ndarray]  # keys[k - 1]: sorted packed k-grams
    log10_probs: list[np.ndarray]
    log10_backoffs: list[np.ndarray]

    @property
    def order(self) -> int:
        return len(self.keys)

    @cached_property
    def index(self) -> dict[str, int]:
        return {w: i for i, w in enumerate(self.words)}

    def log10_prob(self, history: Sequence[str], word: str) -> float:
        """log10 p(word | history) by ARPA backoff; words the model lacks map to <unk>."""
        ids = [self.index.get(w, self.index[UNK]) for w in [*history, word]][-self.order:]
        return float(lookup(self, np.array([ids], dtype=np.int64))[0])


def _pack(columns: Sequence[np.ndarray], bits: int) -> np.ndarray:
    key = np.zeros(len(columns[0]), dtype=np.int64)
    for column in columns:
        key = (key << bits) | column
    return key


def _unpack(keys: np.ndarray, k: int, bits: int) -> list[np.ndarray]:
    mask = (1 << bits) - 1
    return [(keys >> (bits * (k - 1 - j))) & mask for j in range(k)]


def _find(sorted_keys: np.ndarray, keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Positions of `keys` in `sorted_keys` and whether each is there."""
    pos = np.minimum(np.searchsorted(sorted_keys, keys), max(len(sorted_keys) - 1, 0))
    found = sorted_keys[pos] == keys if len(sorted_keys) else np.zeros(len(keys), dtype=bool)
    return pos, found


def lookup(model: NgramModel, grams: np.ndarray) -> np.ndarray:
    """Vectorised ARPA backoff: log10 p(last | rest) for each row of word ids (n, k ≤ order).
    A word without a unigram gets -inf (the model does not know it at all)."""
    k = grams.shape[1]
    result = np.full(len(grams), np.nan)
    backoff = np.zeros(len(grams))
    for j in range(k, 0, -1):  # try the longest history first
        open_rows = np.isnan(result)
        pos, found = _find(model.keys[j - 1], _pack([grams[:, c] for c in range(k - j, k)], model.bits))
        hit = open_rows & found
        result[hit] = backoff[hit] + model.log10_probs[j - 1][pos[hit]]
        if j > 1:
            cpos, cfound = _find(model.keys[j - 2], _pack([grams[:, c] for c in range(k - j, k - 1)], model.bits))
            add = open_rows & ~found & cfound
            backoff[add] += model.log10_backoffs[j - 2][cpos[add]]
    result[np.isnan(result)] = -np.inf
    return result


def _discounts(adjusted: np.ndarray) -> np.ndarray:
    """D(0..3) from counts-of-counts: Chen & Goodman's D1, D2, D3+ (fallback if undefined)."""
    n = [int(np.count_nonzero(adjusted == c)) for c in range(1, 5)]
    d = [0.0, *_FALLBACK_DISCOUNTS]
    if n[0] > 0 and n[1] > 0:
        y = n[0] / (n[0] + 2 * n[1])
        for c in range(1, 4):
            value = c - (c + 1) * y * n[c] / n[c - 1] if n[c - 1] else -1.0
            if 0 < value < c:
                d[c] = value
    return np.array(d)


def estimate(sentences: Iterable[Sequence[str]], order: int = 3, vocab: set[str] | None = None,
             drop_token: str | None = None) -> NgramModel:
    """Interpolated modified KN over `sentences` (word lists; <s>/</s> are added).

    `vocab`: the model's words (others become <unk>); unseen ones still get the uniform
    share.  `drop_token`: left out of the model (never predicted, never a history), while
    its occurrences still count as left contexts in lower-order continuation counts — the
    n-gram reading of "mask positions get zero weight in training" (Vats et al.'s baseline 1).
    """
    sentences = [list(s) for s in sentences if len(s)]
    known = set(vocab) if vocab is not None else {w for s in sentences for w in s}
    words = [BOS, EOS, UNK] + sorted(known - {BOS, EOS, UNK} | ({drop_token} if drop_token else set()))
    index = {w: i for i, w in enumerate(words)}
    bits = max(1, (len(words) - 1).bit_length())
    if bits * order > 62:
        raise ValueError(f"{len(words)} words at order {order} do not fit 64-bit n-gram keys")
    stream, sentence_of = [], []
    for number, sentence in enumerate(sentences):
        ids = [0, *(index.get(w, 2) for w in sentence), 1]
        stream += ids
        sentence_of += [number] * len(ids)
    tokens, owner = np.array(stream, dtype=np.int64), np.array(sentence_of, dtype=np.int64)
    drop_id = index[drop_token] if drop_token else -1

    raw: list[tuple[np.ndarray, np.ndarray]] = []  # per order: unique keys and their counts
    for k in range(1, order + 1):
        starts = np.arange(len(tokens) - k + 1)
        starts = starts[owner[starts] == owner[starts + k - 1]]
        raw.append(np.unique(_pack([tokens[starts + j] for j in range(k)], bits), return_counts=True))
    all_ids = np.arange(len(words), dtype=np.int64)
    unigram_counts = np.zeros(len(words), dtype=np.int64)
    unigram_counts[raw[0][0]] = raw[0][1]
    raw[0] = (all_ids, unigram_counts)  # every vocabulary word is a unigram, seen or not

    keys, probs, gammas = [], [], []  # per order, gamma: interpolation weight per context key
    for k in range(1, order + 1):
        grams, adjusted = raw[k - 1][0], raw[k - 1][1].astype(np.float64)
        if k < order:  # continuation counts, except for n-grams starting with <s> (no left context)
            higher = raw[k][0] & ((1 << (bits * k)) - 1)
            cont_keys, cont_counts = np.unique(higher, return_counts=True)
            pos, found = _find(cont_keys, grams)
            inner = (grams >> (bits * (k - 1))) != 0
            adjusted = np.where(inner, np.where(found, cont_counts[pos], 0), adjusted)
        columns = _unpack(grams, k, bits)
        keep = ~np.any(np.stack(columns) == drop_id, axis=0)
        if k == 1:
            adjusted[0] = 0  # <s> is never predicted
        grams, adjusted = grams[keep], adjusted[keep]
        discount = _discounts(adjusted)[np.minimum(adjusted, 3).astype(int)]
        contexts = grams >> bits
        context_keys, inverse = np.unique(contexts, return_inverse=True)
        total = np.bincount(inverse, weights=adjusted)
        gamma = np.bincount(inverse, weights=discount * (adjusted > 0)) / total
        prob = np.maximum(adjusted - discount, 0) / total[inverse]
        if k == 1:
            predicted = len(grams) - 1  # the vocabulary minus <s>
            prob = prob + gamma[inverse] / predicted
            prob[grams == 0] = 0.0
        else:
            lower_pos, _ = _find(keys[-1], grams & ((1 << (bits * (k - 1))) - 1))
            prob = prob + gamma[inverse] * probs[-1][lower_pos]
        keys.append(grams)
        probs.append(prob)
        gammas.append((context_keys, gamma))
    return _as_model(words, bits, keys, probs, gammas)


def _as_model(words: list[str], bits: int, keys: list[np.ndarray], probs: list[np.ndarray],
              gammas: list[tuple[np.ndarray, np.ndarray]]) -> NgramModel:
    """Backoff weight of an n-gram = its weight as a context one order up (1 if it is none)."""
    backoffs = []
    for k, grams in enumerate(keys, start=1):
        weight = np.ones(len(grams))
        if k < len(keys):
            context_keys, gamma = gammas[k]
            pos, found = _find(context_keys, grams)
            weight[found] = gamma[pos[found]]
        backoffs.append(np.log10(np.maximum(weight, 1e-99)))
    log10_probs = [np.where(p > 0, np.log10(np.maximum(p, 1e-300)), _NO_PROB) for p in probs]
    return NgramModel(words, bits, keys, log10_probs, backoffs)


def _remap(model: NgramModel, words: list[str], bits: int) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """The model's k-grams re-keyed into another word list; returns keys and their order."""
    index = {w: i for i, w in enumerate(words)}
    table = np.array([index[w] for w in model.words], dtype=np.int64)
    keys = [_pack([table[c] for c in _unpack(g, k, model.bits)], bits) for k, g in enumerate(model.keys, start=1)]
    return keys, [np.argsort(k) for k in keys]


def interpolate(first: NgramModel, second: NgramModel, first_weight: float) -> NgramModel:
    """Linear mixture λ·p1 + (1-λ)·p2 as one backoff model, the way SRILM's -mix-lm does it:
    listed n-grams = the union, each with the mixed probability; backoff weights recomputed
    so every history's distribution sums to 1 again."""
    words = [BOS, EOS, UNK] + sorted((set(first.words) | set(second.words)) - {BOS, EOS, UNK})
    bits = max(1, (len(words) - 1).bit_length())
    order = max(first.order, second.order)
    remapped = []
    for model in (first, second):
        keys, orders = _remap(model, words, bits)
        remapped.append(NgramModel(words, bits, [k[o] for k, o in zip(keys, orders)],
                                   [p[o] for p, o in zip(model.log10_probs, orders)],
                                   [b[o] for b, o in zip(model.log10_backoffs, orders)]))
    keys, probs, gammas = [], [], []
    for k in range(1, order + 1):
        grams = np.union1d(*(m.keys[k - 1] for m in remapped if m.order >= k))
        columns = np.stack(_unpack(grams, k, bits), axis=1)

        def mixed(rows: np.ndarray) -> np.ndarray:
            first_p, second_p = (10.0 ** lookup(m, rows[:, -m.order:]) for m in remapped)
            return first_weight * first_p + (1 - first_weight) * second_p

        prob = mixed(columns)
        keys.append(grams)
        probs.append(prob)
        if k == 1:
            prob[grams == 0] = 0.0  # <s>
            gammas.append((np.zeros(1, dtype=np.int64), np.ones(1)))
            continue
        context_keys, inverse = np.unique(grams >> bits, return_inverse=True)
        listed = np.bincount(inverse, weights=prob)
        lower = np.bincount(inverse, weights=mixed(columns[:, 1:]))
        gammas.append((context_keys, np.maximum(1 - listed, 1e-12) / np.maximum(1 - lower, 1e-12)))
    return _as_model(words, bits, keys, probs, gammas)


def write_model(model: NgramModel, path: Path) -> Path:
    """The model as an ARPA file (the highest order carries no backoff weights)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        out.write("\\data\\\n" + "".join(f"ngram {k}={len(g)}\n" for k, g in enumerate(model.keys, start=1)))
        for k, grams in enumerate(model.keys, start=1):
            out.write(f"\n\\{k}-grams:\n")
            columns = [c.tolist() for c in _unpack(grams, k, model.bits)]
            texts = [" ".join(model.words[i] for i in ids) for ids in zip(*columns)]
            probs, backoffs = model.log10_probs[k - 1].tolist(), model.log10_backoffs[k - 1].tolist()
            if k == model.order:
                out.writelines(f"{p:.6f}\t{t}\n" for p, t in zip(probs, texts))
            else:
                out.writelines(f"{p:.6f}\t{t}\t{b:.6f}\n" for p, t, b in zip(probs, texts, backoffs))
        out.write("\n\\end\\\n")
    return path


def write_arpa(sentences: Iterable[Sequence[str]], path: Path, order: int = 3, vocab: set[str] | None = None) -> Path:
    """Estimate an interpolated modified-KN model on `sentences` and write it as ARPA."""
    return write_model(estimate(sentences, order, vocab), path)
