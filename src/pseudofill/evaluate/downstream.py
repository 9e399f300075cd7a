"""The downstream word-level LM of Vats §4.2.1, scaled to a CPU: a small causal
Transformer pre-trained on a generic corpus, then adapted on one version of an in-domain
corpus and scored by perplexity on the raw held-out split.

Words, not subwords, so "[MASK]" is one token (Baseline0), its loss can be zeroed
(Baseline1), and perplexity splits cleanly into tokens at personal-information slots and
the rest.  The vocabulary is a fixed list of common English words (wordfreq), the same
for every corpus version, like the paper's fixed 85K list.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from ..document import TAG_PATTERN

UNK, EOS, MASK = "<unk>", "<eos>", "<mask>"
_WORD = re.compile(r"[a-z0-9]+(?:['’-][a-z0-9]+)*|<unk>", re.IGNORECASE)
_TOKEN = re.compile(f"{TAG_PATTERN.pattern}|{_WORD.pattern}", re.IGNORECASE)


def words(text: str) -> list[str]:
    """Lower-cased words without punctuation (a speech-style LM text); mask tags → <mask>."""
    return [tokens for tokens, _ in words_with_offsets(text)]


def words_with_offsets(text: str) -> list[tuple[str, tuple[int, int]]]:
    out = []
    for match in _TOKEN.finditer(text):
        token = match.group()
        word = MASK if token.startswith("[") else token.lower().replace("’", "'")
        out.append((word, match.span()))
    return out


@dataclass
class Vocabulary:
    words: list[str]

    def __post_init__(self) -> None:
        self.index = {w: i for i, w in enumerate(self.words)}
        self.unk = self.index[UNK]

    @classmethod
    def common_english(cls, size: int) -> Vocabulary:
        from wordfreq import top_n_list

        specials = [UNK, EOS, MASK]
        chosen = [w for w in top_n_list("en", size * 2) if _WORD.fullmatch(w) and w not in specials]
        return cls(specials + chosen[:size - len(specials)])

    def encode(self, tokens: Iterable[str]) -> list[int]:
        return [self.index.get(t, self.unk) for t in tokens]

    def __len__(self) -> int:
        return len(self.words)


@dataclass(frozen=True)
class LMShape:
    """Vats: 6 layers, 12 heads, 768 units on WikiText-103; the default fits a 2-core CPU."""
    n_layer: int = 4
    n_head: int = 4
    d_model: int = 256
    seq_len: int = 64
    vocab_size: int = 20000
    dropout: float = 0.1


def build_model(shape: LMShape) -> Any:
    import torch
    from torch import nn
    from torch.nn import functional as F

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.ln1, self.ln2 = nn.LayerNorm(shape.d_model), nn.LayerNorm(shape.d_model)
            self.qkv = nn.Linear(shape.d_model, 3 * shape.d_model)
            self.proj = nn.Linear(shape.d_model, shape.d_model)
            self.mlp = nn.Sequential(nn.Linear(shape.d_model, 4 * shape.d_model), nn.GELU(),
                                     nn.Linear(4 * shape.d_model, shape.d_model))
            self.drop = nn.Dropout(shape.dropout)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            b, t, d = x.shape
            q, k, v = self.qkv(self.ln1(x)).view(b, t, 3, shape.n_head, d // shape.n_head).permute(2, 0, 3, 1, 4)
            attn = F.scaled_dot_product_attention(q, k, v, is_causal=True,
                                                  dropout_p=shape.dropout if self.training else 0.0)
            x = x + self.drop(self.proj(attn.transpose(1, 2).reshape(b, t, d)))
            return x + self.drop(self.mlp(self.ln2(x)))

    class TinyLM(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(shape.vocab_size, shape.d_model)
            self.position = nn.Embedding(shape.seq_len, shape.d_model)
            self.blocks = nn.Sequential(*[Block() for _ in range(shape.n_layer)])
            self.ln = nn.LayerNorm(shape.d_model)
            self.apply(self._init)
            # Exact likelihoods, factorised by word frequency: ~10x cheaper than a full
            # softmax over 20k words on a CPU.
            cutoffs = sorted({min(2000, shape.vocab_size // 4), min(8000, shape.vocab_size // 2)})
            self.head = nn.AdaptiveLogSoftmaxWithLoss(shape.d_model, shape.vocab_size, cutoffs, div_value=4.0)

        @staticmethod
        def _init(module: nn.Module) -> None:
            if isinstance(module, (nn.Linear, nn.Embedding)):
                nn.init.normal_(module.weight, std=0.02)
            if isinstance(module, nn.Linear) and module.bias is not None:
                nn.init.zeros_(module.bias)

        def forward(self, ids: torch.Tensor, targets: torch.Tensor, exclude: int | None = None) -> torch.Tensor:
            """Log-probability of each target token, shape of `targets`; with `exclude`, as
            if that word could not occur (its probability spread over the rest)."""
            x = self.embed(ids) + self.position(torch.arange(ids.shape[1]))
            hidden = self.ln(self.blocks(x)).reshape(-1, shape.d_model)
            logp = self.head(hidden, targets.reshape(-1)).output
            if exclude is not None:
                if exclude >= self.head.shortlist_size:
                    raise ValueError(f"only a shortlist word (id < {self.head.shortlist_size}) can be excluded")
                excluded = torch.log_softmax(self.head.head(hidden), dim=-1)[:, exclude]
                logp = logp - torch.log1p(-excluded.exp().clamp(max=1 - 1e-6))
            return logp.view(targets.shape)

    return TinyLM()


@dataclass(frozen=True)
class TrainSettings:
    steps: int = 600
    batch_size: int = 32
    lr: float = 1e-3
    warmup: int = 50
    seed: int = 0


def token_stream(vocab: Vocabulary, texts: Iterable[str],
                 zero_mask_loss: bool = False) -> tuple[list[int], list[float]]:
    """One flat id stream (documents end with <eos>) and per-token loss weights:
    0 for <mask> targets when `zero_mask_loss` (Baseline1), else 1."""
    ids: list[int] = []
    for text in texts:
        ids += vocab.encode(words(text)) + [vocab.index[EOS]]
    mask_id = vocab.index[MASK]
    weights = [0.0 if zero_mask_loss and i == mask_id else 1.0 for i in ids]
    return ids, weights


def train(model: Any, ids: Sequence[int], weights: Sequence[float], settings: TrainSettings,
          progress: Callable[[int, float], None] | None = None) -> list[float]:
    """nanoGPT's recipe: random windows, AdamW, warm-up then cosine decay, clipped gradients."""
    import torch

    from ..training import Schedule, fit

    seq_len = model.position.num_embeddings
    if len(ids) <= seq_len + 1:
        raise ValueError(f"training corpus too small: {len(ids)} tokens for windows of {seq_len}")
    generator = torch.Generator().manual_seed(settings.seed)
    data, loss_weights = torch.tensor(ids), torch.tensor(weights)

    def loss_of_step(step: int) -> torch.Tensor:
        starts = torch.randint(0, len(ids) - seq_len - 1, (settings.batch_size,), generator=generator)
        rows = torch.stack([data[s:s + seq_len + 1] for s in starts])
        w = torch.stack([loss_weights[s + 1:s + seq_len + 1] for s in starts])
        return -(model(rows[:, :-1], rows[:, 1:]) * w).sum() / w.sum().clamp(min=1.0)

    schedule = Schedule(settings.steps, settings.lr, weight_decay=0.01, warmup=settings.warmup, decay="cosine",
                        clip=1.0)
    return fit(model, loss_of_step, schedule, on_step=progress)


def token_nll(model: Any, ids: Sequence[int], batch_size: int = 16, exclude: int | None = None) -> list[float]:
    """Negative log-likelihood of every token after the first, each with at least half a
    window of left context (windows overlap by half); `exclude`: see the model's forward."""
    import torch

    seq_len = model.position.num_embeddings
    stride = seq_len // 2
    jobs: list[tuple[int, int]] = []  # (window start, first target scored inside the window)
    for start in range(0, max(1, len(ids) - 1), stride):
        jobs.append((start, 0 if start == 0 else seq_len - stride))
        if start + seq_len + 1 >= len(ids):
            break
    nll = [math.nan] * len(ids)
    model.eval()
    with torch.no_grad():
        for i in range(0, len(jobs), batch_size):
            batch = jobs[i:i + batch_size]
            windows = [list(ids[s:s + seq_len + 1]) for s, _ in batch]
            width = max(len(w) for w in windows)
            rows = torch.tensor([w + [0] * (width - len(w)) for w in windows])
            values = -model(rows[:, :-1], rows[:, 1:], exclude)
            for (start, first), window, row in zip(batch, windows, values.tolist(), strict=True):
                for j in range(first, len(window) - 1):
                    nll[start + j + 1] = row[j]
    return nll


def perplexities(nll: Sequence[float], slots: Sequence[str | None]) -> dict[str, Any]:
    """Perplexity over all scored tokens, over tokens inside PII slots, over the rest, and
    over each label's slot tokens ("perplexity_by_label": where a fill loses)."""
    groups: dict[str, list[float]] = {"perplexity": [], "perplexity_masked": [], "perplexity_other": []}
    by_label: dict[str, list[float]] = {}
    for value, label in zip(nll, slots, strict=True):
        if not math.isnan(value):
            groups["perplexity"].append(value)
            groups["perplexity_masked" if label else "perplexity_other"].append(value)
            if label:
                by_label.setdefault(label, []).append(value)
    result: dict[str, Any] = {k: math.exp(sum(v) / len(v)) if v else None for k, v in groups.items()}
    result["perplexity_by_label"] = {k: math.exp(sum(v) / len(v)) for k, v in sorted(by_label.items())}
    return result


def slot_labels(texts: Sequence[str], spans: Sequence[Sequence[tuple[int, int, str]]]) -> list[str | None]:
    """For the token stream of `texts` (as token_stream builds it): the label of the
    detected span of its document each token is inside, None outside them.  The <eos>
    closing each document is in none."""
    labels: list[str | None] = []
    for text, doc_spans in zip(texts, spans, strict=True):
        for _, (start, end) in words_with_offsets(text):
            labels.append(next((label for s, e, label in doc_spans if s < end and start < e), None))
        labels.append(None)
    return labels


def describe(shape: LMShape, settings: TrainSettings) -> dict[str, Any]:
    return {"shape": asdict(shape), "train": asdict(settings)}
