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


@fillers.register("faker_en")
class NaiveFakerFiller(Filler):
    """What a naive pipeline does (Presidio's `replace` with Faker): an American Faker value
    per label whatever the document says — no shape, origin, gender, format or date shift
    kept, one value per entity.  A control for the privacy attacks: a fill they must catch."""

    name = "faker_en"
    typed = False

    def __init__(self, seed: int = 0, locale: str | None = "en_US", language: str = "en"):
        super().__init__(seed=seed, max_reuse=None, locale=locale, language=language)

    def propose(self, info: SlotInfo, state: DocumentState) -> list[str]:
        faker = self.surrogates.faker
        draw = {"PERSON_NAME": lambda: f"{faker.first_name()} {faker.last_name()}", "LOCATION": faker.city,
                "ORGANIZATION_NAME": faker.company, "DATE": lambda: faker.date(pattern="%B %d, %Y"),
                "DATE_OF_BIRTH": faker.date_of_birth, "TIME": faker.time, "PHONE_NUMBER": faker.phone_number,
                "EMAIL_ADDRESS": faker.email, "STREET_ADDRESS": faker.street_address, "DEMOGRAPHIC": faker.country,
                "OCCUPATION": faker.job}.get(info.label, lambda: faker.bothify("??-####").upper())
        return [str(draw()) for _ in range(self.top_k)]

    def select(self, info: SlotInfo, candidates: list[str], state: DocumentState) -> str:
        return state.rng.choice(candidates)

    def _value(self, info: SlotInfo, state: DocumentState) -> str:
        known = state.memory.values.get(info.entity)
        if isinstance(known, str):
            return known
        candidates = [c for c in self.propose(info, state) if not state.guard.leaks(c)]
        value = self.select(info, candidates, state) if candidates else self.fallback(info, state)
        state.memory.remember(info.entity, value, value)
        return value
