"""What every detector is: an object with `detect(doc) -> spans`.

Constructors only store parameters; `prepare()` loads models and compiles resources,
so a bad model name or a missing dictionary file fails before the first record, as a
configuration error, not as one error record per document.  `detect_batch` exists so
a detector backed by a model (spaCy's `nlp.pipe`) can batch; the default loops.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from ..document import ConfigError, Document, Span


class Detector:
    name: str = "detector"
    _prepared: bool = False

    def prepare(self) -> None:
        """Load what detection needs (idempotent); raises ConfigError on bad parameters."""
        if not self._prepared:
            self._setup()
            self._prepared = True

    def _setup(self) -> None:
        """Subclasses load models, word lists and regexes here."""

    def detect(self, doc: Document) -> list[Span]:
        raise NotImplementedError

    def detect_batch(self, docs: Iterable[Document]) -> Iterator[list[Span]]:
        for doc in docs:
            yield self.detect(doc)


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
