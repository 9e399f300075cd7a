"""What every detector is: a component with `detect(doc) -> spans`.

Constructors only store parameters; `prepare()` (from `Component`) loads models and
compiles resources in `_setup()`, so a bad model name or a missing dictionary file fails
before the first record, as a configuration error, not as one error record per document.
`detect_batch` exists so a detector backed by a model (spaCy's `nlp.pipe`) can batch; the
default loops.  `detectors` is the registry of detectors by name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from ..component import Component
from ..document import ConfigError, Document, Span
from ..registry import Registry


class Detector(Component):
    name: str = "detector"
    # What a language's pack must have for a preset to run it (`LanguagePack.capabilities`;
    # None: any language): spaCy's packaged NER reads English only.
    needs: str | None = None
    # Reads a caseless line with its names' capitals restored (recase), as capital-reading rules want.
    recased: bool = True

    def detect(self, doc: Document) -> list[Span]:
        raise NotImplementedError

    def detect_batch(self, docs: Iterable[Document]) -> Iterator[list[Span]]:
        for doc in docs:
            yield self.detect(doc)


detectors: Registry[Detector] = Registry("detector")


def trim_span(text: str, start: int, end: int) -> tuple[int, int]:
    """A model's span without trailing punctuation or leading spaces ("Smith." → "Smith");
    start == end when nothing is left."""
    while end > start and not text[end - 1].isalnum():
        end -= 1
    while start < end and text[start].isspace():
        start += 1
    return start, end


# Numbered provisions ("Articles 6, 10", "Section 42", "Rule 39", "§ 2") and enactments
# ("Law no. 3713"): numbers that name a public rule, not a person, a date or an account.
PROVISION_WORDS = r"(?:Articles?|Art\.|Sections?|Rules?|Protocols?|Paragraphs?|Chapters?|Regulations?|Clauses?|§+)"
# Right before such a number; enactments capitalised and with "no." ("zip code 94110" is no law).
PROVISION_BEFORE = re.compile(rf"(?i:{PROVISION_WORDS}\s*(?:Nos?\.?\s*)?)$|"
                              r"\b(?:Law|Act|Decree|Code|Ordinance|Statute|Directive)s?\s+(?:[Nn]os?\.|[Nn]umbers?)\s*$")


def read_lines(path: str | Path, what: str) -> list[str]:
    """Entries of a word/term list file: one per line, blank lines and # comments skipped."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read {what} file {path}: {exc}") from None
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def string_list(value: Iterable[str], what: str) -> tuple[str, ...]:
    """A list of strings from config; a bare string is an error, not a list of letters."""
    if isinstance(value, str) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"{what} must be a list of strings, not {value!r}")
    return tuple(value)


def compile_hotwords(words: Iterable[str]) -> re.Pattern[str] | None:
    """One case-insensitive regex for a list of context words (regexes allowed)."""
    words = [w for w in words if w]
    if not words:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(words) + r")(?!\w)", re.IGNORECASE)


def has_hotword(text: str, start: int, end: int, hotwords: re.Pattern[str] | None, window: int) -> bool:
    """True when a context word occurs within `window` characters of [start, end)."""
    if hotwords is None:
        return False
    left = text[max(0, start - window):start]
    right = text[end:end + window]
    return bool(hotwords.search(left) or hotwords.search(right))
