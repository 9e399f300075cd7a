"""FitB's baselines: a random word (`random`), a random word of the original's UPOS
(`upos-random`), and Faker's type-aware surrogates with no language model (`faker`)."""

from __future__ import annotations

import functools

from .base import DocumentState, Filler, SlotInfo, fillers
from .surrogates import LABELS_WITH_RULES
from .upos import UposTagger, upos_lexicon


@functools.lru_cache(maxsize=1)
def _vocabulary() -> list[str]:
    return sorted({w for words in upos_lexicon().values() for w in words})


@fillers.register("faker")
class FakerFiller(Filler):
    """Type-aware surrogates (names, places, dates in their format, valid numbers); a
    label without a rule gets a random common word."""

    name = "faker"

    def propose(self, info: SlotInfo, state: DocumentState) -> list[str]:
        if info.label in LABELS_WITH_RULES:
            return super().propose(info, state)
        return [state.rng.choice(_vocabulary()) for _ in range(self.top_k)]

    def select(self, info: SlotInfo, candidates: list[str], state: DocumentState) -> str:
        return state.rng.choice(candidates)


@fillers.register("random")
class RandomFiller(Filler):
    """A random word of the vocabulary, whatever the slot (FitB's random baseline)."""

    name = "random"
    typed = False

    def propose(self, info: SlotInfo, state: DocumentState) -> list[str]:
        return [state.rng.choice(_vocabulary()) for _ in range(self.top_k)]

    def fallback(self, info: SlotInfo, state: DocumentState) -> str:
        return state.rng.choice(_vocabulary())


@fillers.register("upos-random")
class UposRandomFiller(RandomFiller):
    """A random word with the UPOS of the original (vault needed; else any word).
    Proper nouns come from Faker (person names, cities)."""

    name = "upos-random"

    def _setup(self) -> None:
        super()._setup()
        self.tagger = UposTagger()

    def propose(self, info: SlotInfo, state: DocumentState) -> list[str]:
        tag = state.original_upos(self.tagger)[info.index]
        if tag == "PROPN":
            return [self.surrogates.faker.last_name() if state.rng.random() < .6 else self.surrogates.faker.city()
                    for _ in range(self.top_k)]
        words = upos_lexicon().get(tag or "", []) or _vocabulary()
        return [state.rng.choice(words) for _ in range(self.top_k)]
