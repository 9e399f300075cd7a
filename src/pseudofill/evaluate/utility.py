"""Utility of a (pseudonymised) corpus for training: language-model perplexity.

Perplexity of a causal LM over held-out texts, in fixed-length windows, so models adapted
on different corpora (raw, filled, masked) can be compared on the same held-out text.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any


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
