"""The project's one training loop, nanoGPT style: AdamW, linear warm-up then constant or
cosine learning rate, optional gradient clipping, progress on stderr.

The caller owns the data: it hands over `loss_of_step`, which draws the step's batch and
returns its loss, so each caller keeps its own sampling and its own order of random draws.
Fillers (`fill/`) and the downstream LMs (`evaluate/`) both train with it, hence its place
at the top of the package; it needs nothing but torch (and peft for `with_lora`).
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

import torch


@dataclass(frozen=True)
class Schedule:
    """How long to train and at which learning rate; the defaults are plain AdamW at a constant rate."""
    steps: int
    lr: float
    weight_decay: float = 0.01  # AdamW's own default, so a bare Schedule is a bare AdamW
    warmup: int = 0  # steps of linear warm-up from lr / warmup to lr
    decay: Literal["constant", "cosine"] = "constant"
    floor: float = 0.1  # cosine decay stops at this fraction of lr: the last steps still learn
    clip: float | None = None  # largest gradient norm; None: no clipping

    def __post_init__(self) -> None:
        if self.decay not in ("constant", "cosine"):
            raise ValueError(f"decay must be constant or cosine, not {self.decay!r}")

    def lr_at(self, step: int) -> float:
        """The learning rate of `step` (counted from 0)."""
        warm = min(1.0, (step + 1) / max(1, self.warmup))
        decay = 1.0 if self.decay == "constant" else max(0.5 * (1 + math.cos(math.pi * step / self.steps)), self.floor)
        return self.lr * warm * decay


def fit(model: torch.nn.Module, loss_of_step: Callable[[int], torch.Tensor], schedule: Schedule, *,
        parameters: Iterable[torch.nn.Parameter] | None = None, label: str | None = None,
        on_step: Callable[[int, float], None] | None = None) -> list[float]:
    """Train `model` in place (left in eval mode) and return the loss of every step.

    `parameters`: what AdamW updates and clipping measures, in this order (default: all of the
    model's, e.g. only the trainable ones for LoRA).  `label`: a progress line on stderr;
    `on_step(step, loss)`: for callers that log their own way.
    """
    params = list(model.parameters() if parameters is None else parameters)
    optimizer = torch.optim.AdamW(params, lr=schedule.lr, weight_decay=schedule.weight_decay)
    losses: list[float] = []
    started = time.perf_counter()
    model.train()
    for step in range(schedule.steps):
        for group in optimizer.param_groups:
            group["lr"] = schedule.lr_at(step)
        loss = loss_of_step(step)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        if schedule.clip is not None:
            torch.nn.utils.clip_grad_norm_(params, schedule.clip)
        optimizer.step()
        losses.append(loss.item())
        if label is not None:
            print(f"\r{label}: step {step + 1}/{schedule.steps} loss {losses[-1]:.3f} "
                  f"({time.perf_counter() - started:.0f}s)", end="", file=sys.stderr)
        if on_step is not None:
            on_step(step, losses[-1])
    if label is not None:
        print(file=sys.stderr)
    model.eval()
    return losses


def with_lora(model: torch.nn.Module, r: int, dropout: float = 0.05) -> torch.nn.Module:
    """`model` with LoRA adapters (rank `r`, alpha 2r) on the attention's query and value
    projections, the only trainable parameters; float32 adapters on a bfloat16 model."""
    from peft import LoraConfig, get_peft_model

    return get_peft_model(model, LoraConfig(r=r, lora_alpha=2 * r, lora_dropout=dropout,
                                            target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
