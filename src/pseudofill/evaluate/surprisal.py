"""What an attacker's language model says about a string in its place: the surprisal of
each span's tokens in context (one pass over the document in overlapping windows), and the
log-likelihood of continuations after a shared left context (its key/value cache computed
once and reused for every candidate).

The attacker's model is its own: evaluation never asks the filler which strings it liked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SpanSurprisal:
    """Negative log-likelihoods in nats: per token of the span, of its first token, and per
    token of the `right` tokens after it (does what follows still fit?)."""

    mean: float
    first: float
    right: float


class LanguageModelScorer:
    """Scores text with a packaged causal LM ("smollm2", "gemma3", a directory or a hub name)."""

    def __init__(self, model: str, window: int = 1024, overlap: int = 256, right_tokens: int = 8,
                 max_left_tokens: int = 256, batch_size: int = 64, dtype: str = "auto"):
        """`dtype`: "auto" computes in bfloat16 where the CPU does so natively (3× faster here;
        rankings among candidates barely move), else float32."""
        self.model = model
        self.dtype = dtype
        self.window = window
        self.overlap = overlap
        self.right_tokens = right_tokens
        self.max_left_tokens = max_left_tokens
        self.batch_size = batch_size
        self._loaded: tuple[Any, Any] | None = None

    @property
    def lm(self) -> tuple[Any, Any]:
        if self._loaded is None:
            from ..models import load_causal_lm, resolve_dtype

            self._loaded = load_causal_lm(self.model, resolve_dtype(self.dtype))
        return self._loaded

    def token_losses(self, text: str) -> tuple[list[tuple[int, int]], list[float]]:
        """Every token's character offsets and its NLL given up to `window` tokens before it."""
        import torch

        model, tokenizer = self.lm
        encoded = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
        ids, offsets = list(encoded.input_ids), [tuple(o) for o in encoded.offset_mapping]
        start_id = tokenizer.bos_token_id if tokenizer.bos_token_id is not None else tokenizer.eos_token_id
        losses = [0.0] * len(ids)
        step = self.window - self.overlap
        with torch.no_grad():
            for begin in range(0, max(len(ids), 1), step):
                context = max(0, begin - self.overlap)  # tokens before `begin` only give context
                chunk = [start_id, *ids[context:begin + step]]
                logits = model(torch.tensor([chunk])).logits[0, :-1].float()
                logp = torch.log_softmax(logits, -1).gather(-1, torch.tensor(chunk[1:]).unsqueeze(-1)).squeeze(-1)
                for position in range(begin, min(begin + step, len(ids))):
                    losses[position] = -float(logp[position - context])
                if begin + step >= len(ids):
                    break
        return offsets, losses

    def span_surprisals(self, text: str, spans: Sequence[tuple[int, int]]) -> list[SpanSurprisal]:
        import bisect

        offsets, losses = self.token_losses(text)
        ends = [end for _, end in offsets]
        scores = []
        for start, end in spans:
            first = bisect.bisect_right(ends, start)  # the first token ending after the span starts
            last = first
            while last < len(offsets) and offsets[last][0] < end:
                last += 1
            inside = losses[first:last] or [0.0]
            after = losses[last:last + self.right_tokens] or [0.0]
            scores.append(SpanSurprisal(sum(inside) / len(inside), inside[0], sum(after) / len(after)))
        return scores

    def continuation_scores(self, left: str, continuations: Sequence[str]) -> list[float]:
        """log p(continuation | left) in nats for each continuation."""
        import copy

        import torch

        model, tokenizer = self.lm
        start_id = tokenizer.bos_token_id if tokenizer.bos_token_id is not None else tokenizer.eos_token_id
        stripped = left.rstrip(" ")
        gap = left[len(stripped):]
        prefix = [start_id, *tokenizer(stripped, add_special_tokens=False).input_ids[-self.max_left_tokens:]]
        rows = [tokenizer(gap + c, add_special_tokens=False).input_ids or [start_id] for c in continuations]
        scores: list[float] = []
        with torch.no_grad():
            out = model(torch.tensor([prefix]), use_cache=True, logits_to_keep=1)
            first = torch.log_softmax(out.logits[0, -1].float(), -1)
            for begin in range(0, len(rows), self.batch_size):
                batch = rows[begin:begin + self.batch_size]
                cache = copy.deepcopy(out.past_key_values)
                cache.batch_repeat_interleave(len(batch))
                width = max(len(r) for r in batch)
                ids = torch.zeros((len(batch), width), dtype=torch.long)
                mask = torch.zeros((len(batch), width), dtype=torch.long)
                for i, row in enumerate(batch):
                    ids[i, :len(row)] = torch.tensor(row)
                    mask[i, :len(row)] = 1
                positions = torch.arange(len(prefix), len(prefix) + width).unsqueeze(0).expand(len(batch), width)
                logits = model(input_ids=ids, attention_mask=torch.cat([torch.ones(len(batch), len(prefix),
                                                                                   dtype=torch.long), mask], 1),
                               position_ids=positions, past_key_values=cache).logits
                logp = torch.log_softmax(logits[:, :-1].float(), -1).gather(-1, ids[:, 1:].unsqueeze(-1)).squeeze(-1)
                scores += [float(first[row[0]] + logp[i, :len(row) - 1].sum()) for i, row in enumerate(batch)]
        return scores
