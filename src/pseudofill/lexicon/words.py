"""Words and their parts of speech, for detection and fill alike: which words are common
(wordfreq, a pack's allow list) and the UPOS tag of English's commonest words."""

from __future__ import annotations

import functools
from importlib import resources

from ..language import common_words, is_everyday


def is_common_word(word: str, min_zipf: float = 3.0, language: str = "en") -> bool:
    """A word the language's speakers use at least once per million words (wordfreq zipf ≥ 3)."""
    return is_everyday(word, language, min_zipf)


@functools.lru_cache(maxsize=1)
def upos_lexicon() -> dict[str, list[str]]:
    """UPOS → words (scripts/build_upos_lexicon.py); proper nouns come from Faker instead."""
    text = resources.files("pseudofill").joinpath("languages/en/upos_lexicon.tsv").read_text(encoding="utf-8")
    by_tag: dict[str, list[str]] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            word, tag = line.split("\t")
            by_tag.setdefault(tag, []).append(word)
    return by_tag


@functools.lru_cache(maxsize=1)
def _tags() -> dict[str, str]:
    return {word: tag for tag, words in upos_lexicon().items() for word in words}


def part_of_speech(word: str) -> str | None:
    """The UPOS tag of one of English's 20,000 commonest words ("wade" VERB, "valley" NOUN);
    None for a word it does not list."""
    return _tags().get(word)


def default_allow_list(language: str = "en") -> frozenset[str]:
    """~5,000 common words: English's bundled (scripts/build_allow_list.py says how it is
    built), another language's from wordfreq."""
    return common_words(language)
