"""The downstream model that can see the difference: a pretrained causal LM from the
packages (SmolLM2-135M for English, Gemma 3 270M for Swedish) adapted by LoRA on one
version of the in-domain corpus, scored by per-token perplexity on the raw test split.

A word-level model trained from scratch on a CPU (`downstream.py`) is so weak that the
few tokens an entity masking touches drown in its seed noise; a pretrained model already
knows the language, so what adaptation adds is the domain, and what a version gets wrong at
its slots shows.  The masked versions (Baselines 0/1) train on "[MASK]" in every slot, as
in Vats et al.; Baseline1 does not learn to predict it, and Baseline0 is also scored as if
"[MASK]" could not be predicted (its first token's probability removed, the rest
renormalised).  Training is the project's one loop (`training.fit`) on LoRA adapters of
the attention's query and value projections; random windows drawn in the same places of
every version for a given seed, so versions are compared run by run.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from ..document import TAG_PATTERN
from .downstream import TrainSettings

MASK_TEXT = "[MASK]"


@dataclass(frozen=True)
class PretrainedLM:
    """[model] of an experiment whose downstream LM is pretrained (`pretrained = NAME`)."""
    pretrained: str          # a packaged alias ("smollm2", "gemma3"), a directory or a hub name
    lora_r: int = 8
    seq_len: int = 128       # training windows; test text is scored in windows of twice this
    dtype: str = "auto"      # bfloat16 where the CPU computes it natively (adapters stay float32)
    eval_batch: int = 8


def as_masks(text: str) -> str:
    """Every mask tag ("[PERSON_NAME_1]") as the one "[MASK]" a masked corpus shows."""
    return TAG_PATTERN.sub(MASK_TEXT, text)


class PretrainedDownstream:
    """The pretrained LM, the test split as token ids, and adaptation on any version."""

    def __init__(self, spec: PretrainedLM, test_texts: Sequence[str]):
        from ..models import load_causal_lm, resolve_dtype

        self.spec = spec
        self.model, self.tokenizer = load_causal_lm(spec.pretrained, resolve_dtype(spec.dtype))
        self.start_id = self.tokenizer.bos_token_id if self.tokenizer.bos_token_id is not None \
            else self.tokenizer.eos_token_id
        encoded = [self.tokenizer(t, add_special_tokens=False, return_offsets_mapping=True) for t in test_texts]
        self.test_ids = [list(e.input_ids) for e in encoded]
        self.test_offsets = [[tuple(o) for o in e.offset_mapping] for e in encoded]
        self.exclude = sorted({self.tokenizer(m, add_special_tokens=False).input_ids[0]
                               for m in (MASK_TEXT, " " + MASK_TEXT)})

    @property
    def test_tokens(self) -> int:
        return sum(len(ids) for ids in self.test_ids)

    def describe(self) -> dict[str, Any]:
        return {"pretrained": asdict(self.spec)}

    def slot_labels(self, spans: Sequence[Sequence[tuple[int, int, str]]]) -> list[str | None]:
        """The label of the detected span each test token (in scoring order) is inside, None outside."""
        return [next((label for s, e, label in doc_spans if s < end and start < e), None)
                for offsets, doc_spans in zip(self.test_offsets, spans, strict=True) for start, end in offsets]

    def adapted_nll(self, texts: Sequence[str] | None, zero_mask_loss: bool, settings: TrainSettings,
                    renormalise: bool = False) -> dict[str, list[float]]:
        """Adapt a copy on `texts` (None: the pretrained model as it is) and score the test
        split ("nll"; with `renormalise` also "nll_renorm", "[MASK]" impossible)."""
        model = self.model if texts is None else self._adapt(texts, zero_mask_loss, settings)
        return self._test_nll(model, renormalise)

    def _rows(self, texts: Sequence[str], zero_mask_loss: bool) -> list[list[tuple[int, float]]]:
        """Each document after a start token, in rows of up to seq_len + 1 tokens (a longer
        one in several), every token with its loss weight: 0 for the tokens of a "[MASK]"
        when `zero_mask_loss` (Baseline1)."""
        rows = []
        step = self.spec.seq_len
        for text in texts:
            text = as_masks(text)
            encoded = self.tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
            masks = [m.span() for m in TAG_PATTERN.finditer(text)] if zero_mask_loss else []
            tokens = [(self.start_id, 0.0), *((i, 0.0 if any(s < end and start < e for s, e in masks) else 1.0)
                                              for i, (start, end) in zip(encoded.input_ids, encoded.offset_mapping,
                                                                         strict=True))]
            rows += [tokens[i:i + step + 1] for i in range(0, max(1, len(tokens) - 1), step)]
        return rows

    def _adapt(self, texts: Sequence[str], zero_mask_loss: bool, settings: TrainSettings) -> Any:
        import random

        import torch

        from ..training import Schedule, fit, with_lora

        rows = self._rows(texts, zero_mask_loss)
        order = []  # epochs of the documents in a seeded order: the same batches in every version
        shuffler = random.Random(settings.seed)
        while len(order) < settings.steps * settings.batch_size:
            order += shuffler.sample(rows, len(rows))
        torch.manual_seed(settings.seed)  # the adapters' initial weights
        model = with_lora(copy.deepcopy(self.model), self.spec.lora_r, dropout=0.0)

        def loss_of_step(step: int) -> torch.Tensor:
            batch = order[step * settings.batch_size:(step + 1) * settings.batch_size]
            width = max(len(row) for row in batch)
            ids = torch.tensor([[i for i, _ in row] + [self.start_id] * (width - len(row)) for row in batch])
            w = torch.tensor([[w for _, w in row[1:]] + [0.0] * (width - len(row)) for row in batch])
            logits = model(input_ids=ids[:, :-1]).logits.float()
            nll = torch.nn.functional.cross_entropy(logits.transpose(1, 2), ids[:, 1:], reduction="none")
            return (nll * w).sum() / w.sum().clamp(min=1.0)

        schedule = Schedule(settings.steps, settings.lr, weight_decay=0.01, warmup=settings.warmup, decay="cosine",
                            clip=1.0)
        fit(model, loss_of_step, schedule, parameters=[p for p in model.parameters() if p.requires_grad])
        return model

    def _test_nll(self, model: Any, renormalise: bool) -> dict[str, list[float]]:
        """NLL of every test token given its document's start token and the text before it:
        a document of up to 2 × seq_len tokens in one window, a longer one in windows that
        move by seq_len, each scoring the tokens after the first seq_len of context."""
        import torch

        window = 2 * self.spec.seq_len
        jobs = []  # (document, first scored token, context start, end)
        for d, ids in enumerate(self.test_ids):
            jobs.append((d, 0, 0, min(len(ids), window)))
            for begin in range(window, len(ids), self.spec.seq_len):
                jobs.append((d, begin, begin - self.spec.seq_len, min(len(ids), begin + self.spec.seq_len)))
        jobs.sort(key=lambda job: job[3] - job[2])  # batches of like lengths: little padding
        nll = [[math.nan] * len(ids) for ids in self.test_ids]
        renorm = [[math.nan] * len(ids) for ids in self.test_ids]
        exclude = torch.tensor(self.exclude)
        with torch.no_grad():
            for i in range(0, len(jobs), self.spec.eval_batch):
                batch = jobs[i:i + self.spec.eval_batch]
                rows = [[self.start_id, *self.test_ids[d][context:end]] for d, _, context, end in batch]
                width = max(len(r) for r in rows)
                ids = torch.tensor([r + [self.start_id] * (width - len(r)) for r in rows])
                logp = torch.log_softmax(model(input_ids=ids).logits[:, :-1].float(), -1)
                target = logp.gather(-1, ids[:, 1:].unsqueeze(-1)).squeeze(-1)
                excluded = torch.log1p(-logp[:, :, exclude].exp().sum(-1).clamp(max=1 - 1e-6))
                for row, (d, begin, context, end) in enumerate(batch):
                    for position in range(begin, end):
                        value = -float(target[row, position - context])
                        nll[d][position] = value
                        if renormalise:
                            is_mask = self.test_ids[d][position] in self.exclude
                            renorm[d][position] = value if is_mask else value + float(excluded[row, position - context])
        scores = {"nll": [v for doc in nll for v in doc]}
        if renormalise:
            scores["nll_renorm"] = [v for doc in renorm for v in doc]
        return scores
