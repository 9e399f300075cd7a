"""`mlm`: Vats et al.'s method for any Hugging Face masked LM (path or hub name).

Masks are filled left to right, one at a time: the slot being filled is the model's mask
token, slots to its left show their fills, slots to its right stay mask tokens.  Top-1
takes the best whole-word prediction; Top-K draws among the K best, and for a mask that
came from allowList/vocabThres masking (RARE_WORD) rejects words of the allow list,
redrawing until one passes or the K are exhausted.  A slot whose label has a type rule
(names, dates, numbers…) ranks its type-aware candidates by the model's probability of
their first word piece instead, so a date stays a date.
Merge consecutive masks at mask time (`pseudofill mask --merge-adjacent`), as Vats did.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..document import ConfigError
from ..lexicon.taxonomy import RARE_WORD
from ..lexicon.words import default_allow_list
from ..models import load_masked_lm
from .base import DocumentState, Filler, SlotInfo, fillers, render, sentence_window
from .surrogates import LABELS_WITH_RULES


@fillers.register("mlm")
class MaskedLMFiller(Filler):
    name = "mlm"

    def __init__(self, model: str | None = None, seed: int = 0, top_k: int = 10, top1: bool = False,
                 sentences: int = 2, max_reuse: int | None = 20, locale: str | None = None, language: str = "en",
                 date_shift: str = "document", date_shift_days: Sequence[int] = (365, 730)):
        super().__init__(seed=seed, top_k=top_k, max_reuse=max_reuse, locale=locale, language=language,
                         date_shift=date_shift,
                         date_shift_days=date_shift_days)
        self.model = model
        self.top1 = top1
        self.sentences = sentences

    def _setup(self) -> None:
        super()._setup()
        if self.model is None:
            raise ConfigError("method mlm needs --model: a masked LM directory or hub name (none is packaged)")
        self.mlm, self.tokenizer = load_masked_lm(self.model)

    def propose(self, info: SlotInfo, state: DocumentState) -> list[str]:
        distribution = self._mask_distribution(info, state)
        if info.label in LABELS_WITH_RULES:
            pool = self.surrogates.candidates(info.label, info.original, self.top_k * 2)
            first_piece = [self.tokenizer(" " + c, add_special_tokens=False).input_ids[:1] or [0] for c in pool]
            return [c for _, c in sorted(zip((-float(distribution[p[0]]) for p in first_piece), pool))]
        words: list[str] = []
        for token_id in distribution.argsort(descending=True)[: self.top_k * 5].tolist():
            word = self.tokenizer.decode([token_id]).strip()
            if (word.isalpha() and word not in words
                    and not self.tokenizer.convert_ids_to_tokens(token_id).startswith("##")):
                words.append(word)
            if len(words) == self.top_k:
                break
        return words

    def select(self, info: SlotInfo, candidates: list[str], state: DocumentState) -> str:
        """Candidates arrive best first: Top-1 takes the first; Top-K draws among K."""
        if self.top1:
            return candidates[0]
        pool = list(candidates[: self.top_k])
        while pool:
            word = pool.pop(state.rng.randrange(len(pool)))
            if info.label != RARE_WORD or word.lower() not in default_allow_list(self.language) or not pool:
                return word
        return candidates[0]

    def _mask_distribution(self, info: SlotInfo, state: DocumentState) -> Any:
        """Log-probabilities over the vocabulary at this slot's mask token."""
        import torch

        text = state.masked.text
        _, start, end = sentence_window(info, state, self.sentences)
        mask = self.tokenizer.mask_token
        # Slots are filled in order, so every slot to the left has its value: this slot is
        # the first mask token of the window, the ones to its right follow.
        shown = [(o.slot.start, o.slot.end, state.values[o.index] if o.index < info.index else mask)
                 for o in state.plan if start <= o.slot.start < end]
        window = render(text, start, end, shown)
        encoded = self.tokenizer(window, return_tensors="pt", truncation=True,
                                 max_length=min(self.tokenizer.model_max_length, 512))
        positions = (encoded.input_ids[0] == self.tokenizer.mask_token_id).nonzero().flatten().tolist()
        target = positions[0] if positions else 0
        with torch.no_grad():
            logits = self.mlm(**encoded).logits[0, target]
        return torch.log_softmax(logits, -1)
