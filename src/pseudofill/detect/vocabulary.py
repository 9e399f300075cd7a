"""allowList and vocabThres (Vats et al. §3.1): mask every word not known to be common.

Neither knows what PII is; both assume private information lives in rare words.  Their
spans carry the label RARE_WORD.  A clitic stays outside the mask ("Okafor's" → mask
"Okafor", keep "'s") so a filler sees a clean slot.  Transcript markup — a word or phrase in
brackets, "<laughter>", "[noise]", "{Breathing}", that names no one and nowhere — is left
alone (`keep_markup`): it is the transcriber's, not the speaker's, and a filler would turn
"<laughter>" into "<clarke>" in every document.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from ..document import ConfigError, Document, Span
from ..language import get_language
from ..lexicon.everyday import listed_name
from ..lexicon.gazetteers import is_place
from ..lexicon.taxonomy import RARE_WORD
from ..lexicon.words import default_allow_list
from .base import Detector, detectors, read_lines, string_list

WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+[^\W\d_]*")  # "30th", "10am": one word, not "30" + "th"
MARKUP = re.compile(r"<[^\W\d]+(?:[ -][^\W\d]+)*>|\[[^\W\d]+(?:[ -][^\W\d]+)*\]|\{[^\W\d]+(?:[ -][^\W\d]+)*\}")
_CLITICS = frozenset({"s", "t", "ll", "re", "ve", "d", "m"})


def read_word_list(path: str | Path) -> frozenset[str]:
    return frozenset(word.lower() for word in read_lines(path, "word list"))


class _KeepListDetector(Detector):
    """Mask each word whose lower-cased form is not in `self.keep`."""

    keep: frozenset[str]
    keep_markup: bool
    language: str

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        keep = self.keep
        text = _blank_markup(doc.text, self.language) if self.keep_markup else doc.text
        spans = []
        for match in WORD.finditer(text):
            word = match.group().lower().replace("’", "'")
            if word in keep:
                continue
            stem, _, clitic = word.partition("'")
            if clitic in _CLITICS:
                if stem in keep or (clitic == "t" and stem.endswith("n") and stem[:-1] in keep):
                    continue  # John's → John; doesn't → does
                spans.append(Span(match.start(), match.start() + len(stem), RARE_WORD, self.name, 1.0))
            else:
                spans.append(Span(match.start(), match.end(), RARE_WORD, self.name, 1.0))
        return spans


def _blank_markup(text: str, language: str) -> str:
    """The text with its bracketed words that name no one blanked out, offsets kept:
    "<Laughter>" goes, "<Williams>" stays."""
    def blank(m: re.Match[str]) -> str:
        names_someone = not m.group()[1:-1].islower() and any(
            listed_name(w) or is_place(w, language) for w in re.findall(r"[^\W\d_]+", m.group()))
        return m.group() if names_someone else " " * len(m.group())

    return MARKUP.sub(blank, text)


@detectors.register("allow_list")
class AllowListDetector(_KeepListDetector):
    name = "allow_list"

    def __init__(self, path: str | None = None, words: Iterable[str] = (), language: str = "en",
                 keep_markup: bool = True):
        self.path = path
        self.words = string_list(words, "words")
        self.language = language
        self.keep_markup = keep_markup

    def _setup(self) -> None:
        base = read_word_list(self.path) if self.path else default_allow_list(get_language(self.language).code)
        self.keep = base | {w.lower() for w in self.words}


@detectors.register("vocab_threshold")
class VocabThresholdDetector(_KeepListDetector):
    """Keep the `top_n` most frequent words: from wordfreq, or counted in `corpus`
    (a plain-text or JSONL generic corpus of the user's)."""

    name = "vocab_threshold"

    def __init__(self, top_n: int = 10_000, corpus: str | None = None, language: str = "en",
                 keep_markup: bool = True):
        if top_n <= 0:
            raise ValueError("top_n must be positive")
        self.top_n = top_n
        self.corpus = corpus
        self.language = language
        self.keep_markup = keep_markup

    def _setup(self) -> None:
        if self.corpus:
            self.keep = _corpus_vocabulary(self.corpus, self.top_n)
        else:
            self.keep = _wordfreq_vocabulary(get_language(self.language).code, self.top_n)


@functools.lru_cache(maxsize=4)
def _wordfreq_vocabulary(language: str, top_n: int) -> frozenset[str]:
    from wordfreq import top_n_list

    return frozenset(top_n_list(language, top_n))


@functools.lru_cache(maxsize=4)
def _corpus_vocabulary(corpus: str, top_n: int) -> frozenset[str]:
    from ..io import read_corpus

    counts: Counter[str] = Counter()
    path = Path(corpus)
    items = read_corpus(path) if path.suffix in (".jsonl", ".csv") else _lines(path)
    for item in items:
        text = item if isinstance(item, str) else getattr(item, "text", "")
        counts.update(m.group().lower().replace("’", "'") for m in WORD.finditer(text))
    if not counts:
        raise ConfigError(f"vocabulary corpus {corpus} has no words")
    return frozenset(word for word, _ in counts.most_common(top_n))


def _lines(path: Path) -> Iterable[str]:
    try:
        with path.open(encoding="utf-8", errors="replace") as handle:
            yield from handle
    except OSError as exc:
        raise ConfigError(f"cannot read vocabulary corpus {path}: {exc}") from None
