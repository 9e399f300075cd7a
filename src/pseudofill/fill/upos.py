"""Universal POS of slots: of the original (from the vault, in its sentence) or of a
candidate in the slot's context.  FitB tags a multi-word span by its right-most word.

This module knows texts and masked documents, not fill state: a filler's per-document
cache of the originals' tags is `DocumentState.original_upos`, so imports go base → upos."""

from __future__ import annotations

import bisect
import functools
from typing import Any

from ..document import MaskedDocument, Slot, context_windows
from ..language import get_language
from ..lexicon.words import upos_lexicon
from ..models import DEFAULT_SPACY_MODEL, load_spacy

_CLOSED_CLASSES = ("ADP", "AUX", "CCONJ", "DET", "PART", "PRON", "SCONJ")


@functools.lru_cache(maxsize=4)
def closed_class_words(language: str = "en") -> frozenset[str]:
    """Function words ("to", "the", "have"; "och", "att"): never a substitute on their own
    for a phrase, and no leak when a substitute phrase shares them."""
    lang = get_language(language)
    if not lang.upos_lexicon:
        return lang.function_words
    lexicon = upos_lexicon()
    return frozenset(w.lower() for tag in _CLOSED_CLASSES for w in lexicon.get(tag, ()))


class UposTagger:
    def __init__(self, model: str = DEFAULT_SPACY_MODEL):
        self.model = model

    @functools.cached_property
    def nlp(self) -> Any:
        return load_spacy(self.model, keep=("tok2vec", "tagger", "attribute_ruler"))

    def span_tags(self, text: str, spans: list[tuple[int, int]]) -> list[str | None]:
        """UPOS of each (start, end) span of `text`: the tag of its right-most token.  A
        long text is tagged in overlapping windows (spaCy's length limit)."""
        tags: list[str | None] = [None] * len(spans)
        for offset, own_from, own_to, piece in context_windows(text, 100_000):
            doc = self.nlp(piece)
            starts = [offset + t.idx for t in doc]
            for i, (start, end) in enumerate(spans):
                if not own_from <= start < own_to:
                    continue
                first = max(0, bisect.bisect_right(starts, start) - 1)
                tokens = [t for t in doc[first:bisect.bisect_left(starts, end)]
                          if offset + t.idx + len(t) > start and not t.is_space]
                tags[i] = tokens[-1].pos_ if tokens else None
        return tags

    def original_tags(self, masked: MaskedDocument, slots: list[Slot], originals: list[str | None]) -> list[str | None]:
        """Put the originals back into the masked text and tag them in context."""
        pieces, spans, cursor, length = [], [], 0, 0
        for slot, original in zip(slots, originals, strict=True):
            before = masked.text[cursor:slot.start]
            value = original if original is not None else slot.tag
            pieces += [before, value]
            length += len(before)
            spans.append((length, length + len(value)))
            length += len(value)
            cursor = slot.end
        pieces.append(masked.text[cursor:])
        tags = self.span_tags("".join(pieces), spans)
        return [tag if original is not None else None for tag, original in zip(tags, originals)]
