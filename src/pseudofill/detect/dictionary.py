"""Custom dictionary (deny list) and exclusion lists (Dialpad §3.1 items 1–2).

The dictionary finds known names (customers, companies, user names from a database)
that NER misses; exclusions drop the frequent false positives of a label, e.g. never
mask "Monday" as PERSON_NAME.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from ..document import ConfigError, Document, Span, context_windows
from ..models import blank_english
from .base import Detector, detectors, read_lines, string_list


def _read_terms(path: str) -> list[str]:
    return read_lines(path, "dictionary")


@detectors.register("dictionary")
class DictionaryDetector(Detector):
    """Exact phrase matches of listed terms, token-aligned (spaCy PhraseMatcher: fast for
    dictionaries of hundreds of thousands of names, unlike a regex alternation)."""

    name = "dictionary"

    def __init__(
        self,
        terms: Mapping[str, Sequence[str]] | None = None,
        files: Mapping[str, str] | None = None,
        case_sensitive: bool = False,
        score: float = 1.0,
    ):
        self.terms = {label: list(string_list(values, f"terms.{label}")) for label, values in (terms or {}).items()}
        self.files = dict(files or {})
        self.case_sensitive = case_sensitive
        self.score = score

    def _setup(self) -> None:
        nlp = blank_english()
        from spacy.matcher import PhraseMatcher

        matcher = PhraseMatcher(nlp.vocab, attr="ORTH" if self.case_sensitive else "LOWER")
        merged: dict[str, list[str]] = {label: list(values) for label, values in self.terms.items()}
        for label, path in self.files.items():
            merged.setdefault(label, []).extend(_read_terms(path))
        for label, values in merged.items():
            matcher.add(label, list(nlp.tokenizer.pipe(values)))
        self._nlp, self._matcher = nlp, matcher

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        nlp, matcher = self._nlp, self._matcher
        spans = []
        for offset, keep_from, keep_to, piece in context_windows(doc.text, nlp.max_length):  # spaCy's limit
            parsed = nlp.make_doc(piece)
            for match_id, start, end in matcher(parsed):
                chunk = parsed[start:end]
                if keep_from <= offset + chunk.start_char < keep_to:
                    spans.append(Span(offset + chunk.start_char, offset + chunk.end_char,
                                      nlp.vocab.strings[match_id], self.name, self.score))
        return spans


class Exclusions:
    """Per-label lists of strings never to mask; "*" applies to every label.
    An entry "re:PATTERN" is a regular expression matched against the whole span,
    case-sensitively (write "(?i)" for case-insensitive); plain entries ignore case."""

    def __init__(self, exclusions: Mapping[str, Iterable[str]] | None = None):
        self.exact: dict[str, set[str]] = {}
        self.patterns: dict[str, list[re.Pattern[str]]] = {}
        for label, entries in (exclusions or {}).items():
            try:
                entries = string_list(entries, f"[exclusions] {label}")
            except ValueError as exc:
                raise ConfigError(str(exc)) from None
            for entry in entries:
                if entry.startswith("re:"):
                    try:
                        self.patterns.setdefault(label, []).append(re.compile(entry[3:]))
                    except re.error as exc:
                        raise ConfigError(f"exclusion {entry!r} for {label}: {exc}") from None
                else:
                    self.exact.setdefault(label, set()).add(_normalise(entry))

    def __bool__(self) -> bool:
        return bool(self.exact or self.patterns)

    def excludes(self, label: str, text: str) -> bool:
        key = _normalise(text)
        for scope in (label, "*"):
            if key in self.exact.get(scope, ()):
                return True
            if any(p.fullmatch(text) for p in self.patterns.get(scope, ())):
                return True
        return False

    def filter(self, text: str, spans: list[Span]) -> list[Span]:
        return [s for s in spans if not self.excludes(s.label, text[s.start:s.end])]


def _normalise(text: str) -> str:
    return " ".join(text.casefold().split())
