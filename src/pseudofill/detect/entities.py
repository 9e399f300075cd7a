"""entityTagger (Vats et al. §3.1): NER spans mapped to our taxonomy.

Backends: any spaCy pipeline (name or path; default the packaged en_core_web_sm) or,
when `backend="transformers"`, a token-classification model directory or hub name.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Sequence

from ..document import ConfigError, Document, Span, Window, context_windows
from ..lexicon.gazetteers import is_common, is_first_name, is_last_name, is_place, looks_like_demonym, place_names
from ..lexicon.taxonomy import (
    DATE,
    DEFAULT_ENTITY_LABELS,
    DEMOGRAPHIC,
    LOCATION,
    ORGANIZATION_NAME,
    PERSON_NAME,
    PERSON_TITLES,
    SPACY_LABELS,
    TIME,
    TRANSFORMERS_LABELS,
)
from ..models import DEFAULT_NER_MODELS, load_spacy, load_token_classifier
from .base import PROVISION_BEFORE, PROVISION_WORDS, Detector, detectors, string_list, trim_span
from .spoken import SPEAKER_LABEL

_TITLE = re.compile(r"^(?:(?:" + "|".join(sorted(PERSON_TITLES)) + r")\.?\s+)+", re.IGNORECASE)
POSSESSIVE = re.compile(r"['’]s?$")
# "today", "this morning", "all week" identify nobody; a number, a month or a weekday can.
_SPECIFIC_DATE = re.compile(r"\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)"
                            r"[a-z]*\b", re.IGNORECASE)


_BATCH_CHARS = 1_000_000
_ADDRESSED = re.compile(r"(?:Mr|Mrs|Ms|Dr)\.?\s+[^\W\d_]")  # "Mr Okafor" tagged as an organisation
_NATIONALS = re.compile(r" nationals?\b")
_BARE_NUMBER = re.compile(r"\d{1,2}")
_NUMBER = re.compile(r"\d[\d/.-]*")
_PROVISION = re.compile(rf"{PROVISION_WORDS}\s*(?:No\.?\s*)?\d", re.IGNORECASE)
_ENUMERATOR = re.compile(r"(?:[A-Z]|[IVX]+|\d+)\.\s+")  # "B. Imposition of …": a heading's number
_ARTICLE = re.compile(r"(?:the|The|THE)\s+")


_NEAR = 200  # characters of a line looked at around an entity (a 10 MB text may have no line break)


def _line_around(text: str, start: int, end: int) -> str:
    line_start = max(text.rfind("\n", max(0, start - _NEAR), start) + 1, start - _NEAR)
    line_end = text.find("\n", end, end + _NEAR)
    return text[line_start:min(len(text), end + _NEAR) if line_end < 0 else line_end]


def is_heading(text: str, start: int, end: int) -> bool:
    """Inside an all-capital line of two or more words ("THE FACTS", "I. THE LAW") of a text
    that is otherwise written in both cases: a transcript in capitals has no headings."""
    line = _line_around(text, start, end)
    letters = [c for c in line if c.isalpha()]
    if len(line.split()) < 2 or len(letters) < 4 or not all(c.isupper() for c in letters):
        return False
    around = text[max(0, start - 10 * _NEAR):end + 10 * _NEAR]
    return sum(c.islower() for c in around) > sum(c.isupper() for c in around)


def generic_name(text: str, start: int, end: int, label: str) -> tuple[int, int] | None:
    """Where NER's name lies once a heading's number and a leading article are dropped,
    or None when nothing identifying is left: a heading ("THE FACTS"), or a single
    common word ("Court", "Chamber", "PIN", "Law") that a capital made look like a name."""
    if label != PERSON_NAME:  # "J. Smith" keeps its initial; "B. Imposition" loses its number
        if is_heading(text, start, end):
            return None
        enumerator = _ENUMERATOR.match(text, start, end)
        if enumerator and (start == 0 or text[start - 1] == "\n"):
            start = enumerator.end()
        article = _ARTICLE.match(text, start, end)
        if article:
            start = article.end()
    words = re.findall(r"\w+", text[start:end])
    if label in (PERSON_NAME, ORGANIZATION_NAME, LOCATION) and text[start:end].islower() and _cased(text) \
            and not any(_known_name(w, label) for w in words):
        return None  # "inter alia", "second-instance"; not "hi this is louis george" in a chat
    if len(words) == 1 and label in (PERSON_NAME, ORGANIZATION_NAME, LOCATION) and _generic_word(words[0], label):
        return None
    if len(words) == 1 and label != PERSON_NAME and _sentence_initial(text, start) \
            and words[0].lower() in _lower_case_words(text):
        return None  # "B. Imposition of …" while the text says "the imposition on him"
    return (start, end) if start < end else None


def _known_name(word: str, label: str) -> bool:
    """A word the gazetteers know, whatever its case, as a person's name (for a person:
    "louis", not "young", a surname too but in lower case a word) or a place (for a place
    or an organisation: "london", not "alia" of "inter alia")."""
    title = word[:1].upper() + word[1:]
    if label == PERSON_NAME:
        return (is_first_name(title) or is_last_name(title)) and not is_common(word)
    return is_place(title)


@functools.lru_cache(maxsize=8)
def _cased(text: str) -> bool:
    """Does the text capitalise as edited prose does?  (An ASR transcript in lower case does
    not, and there a lower-case name is still a name.)  English prose: 3-5 % of letters.
    A turn's speaker label ("A:", "Speaker 2:") is no writing of the speaker's."""
    letters = [c for line in text.splitlines() for c in SPEAKER_LABEL.sub("", line, count=1) if c.isalpha()]
    return len(letters) >= 200 and sum(c.isupper() for c in letters) >= 0.02 * len(letters)


@functools.lru_cache(maxsize=8)
def _lower_case_words(text: str) -> frozenset[str]:
    """The words a text writes in lower case, once per text (str caches its hash)."""
    return frozenset(re.findall(r"(?<!\w)[^\W\d_A-Z]+(?!\w)", text)) if text else frozenset()


def _sentence_initial(text: str, start: int) -> bool:
    """Where any word is capitalised: a line's start (after a heading's number) or after
    a full stop, question or exclamation mark."""
    before = text[max(text.rfind("\n", max(0, start - _NEAR), start) + 1, start - _NEAR):start]
    if not before.strip() or _ENUMERATOR.fullmatch(before):
        return True
    return bool(re.search(r"[.!?][”’\"')]*\s+$", before))


# Short capitalised words that are words, or the names of kinds of identifier, not
# acronyms of organisations, when a model calls them names ("their own PIN", "my IP").
_SHORT_WORDS = frozenset("pin law the act art ip iban ssn vin id url dob faq".split())


# A name restated in brackets: "Regional Court (Sąd Wojewódzki)", "Royal Ulster
# Constabulary (“RUC”)", "Cosmesin Laboratorieprodukter A/S (“Cosmesin”)".
_RESTATED = re.compile(r"[ \t]*\([“\"‘]?(?:hereinafter[ ,:]*[“\"‘]?)?([^()\n“”\"‘’\d]{2,80}?)[”“\"’]?\)")


def restated_names(text: str, start: int, end: int, label: str) -> tuple[int, list[tuple[int, int]]]:
    """The end of an organisation or place span including a bracket that restates it,
    and the alias inside when it names something on its own ("RUC"; not "the Government",
    a common phrase the propagation would spread to every government)."""
    if label not in (ORGANIZATION_NAME, LOCATION):
        return end, []
    match = _RESTATED.match(text, end)
    if not match:
        return end, []
    words = re.findall(r"\w+", match.group(1))
    if not words or all(is_common(w) for w in words) and words[0] not in ("the", "The"):
        return end, []  # "(see below)", "(in English)": a remark, not a name
    if not all(is_common(w) for w in words) or _located(text[start:end]):
        return match.end(), [match.span(1)]
    return match.end(), []


def _located(name: str) -> bool:
    """A name tied to a country ("The Polish Government", "Government of Sweden"): its
    generic alias ("the Government") identifies as much as the name does."""
    for word in re.findall(r"[^\W\d_]+", name):
        if word[0].isupper() and (word in place_names() or looks_like_demonym(word)):
            return True
    return False


def _generic_word(word: str, label: str) -> bool:
    if word.lower() in _SHORT_WORDS:
        return True
    acronym = word.isupper() and len(word) <= 4  # "RUC", "IRA", "US": kept
    return is_common(word) and not acronym and not (label == LOCATION and word in place_names())


def trim_person(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop titles and a possessive from a person mention: "Mr. Smith's" → "Smith"."""
    mention = text[start:end]
    title = _TITLE.match(mention)
    if title and title.end() < len(mention):
        start += title.end()
    possessive = POSSESSIVE.search(text[start:end])
    if possessive and possessive.start() > 0:
        end = start + possessive.start()
    return start, end


@detectors.register("entity")
class EntityDetector(Detector):
    """Named entities from spaCy (batched with nlp.pipe) or a transformers tagger."""

    name = "entity"
    needs = "ner"

    def __init__(
        self,
        model: str | Sequence[str] = DEFAULT_NER_MODELS,
        backend: str = "spacy",
        labels: Sequence[str] | None = None,
        score: float = 0.85,
        batch_size: int = 256,
        n_process: int = 1,
        max_chars: int | None = None,
        vague_dates: bool = False,
        drop_generic: bool = True,
    ):
        if backend not in ("spacy", "transformers"):
            raise ValueError(f"backend must be 'spacy' or 'transformers', not {backend!r}")
        # Several spaCy pipelines make an ensemble: every entity any of them finds is kept.
        self.model = model if isinstance(model, str) else list(string_list(model, "model"))
        if backend != "spacy" and not isinstance(model, str):
            raise ValueError("backend = 'transformers' takes one model (a directory or hub name), not a list")
        self.backend = backend
        # None: the default who/where/which-organisation/when labels this model produces.
        self.labels = string_list(labels, "labels") if labels is not None else None
        self.score = score
        self.batch_size = batch_size
        self.n_process = n_process
        self.max_chars = max_chars or (100_000 if backend == "spacy" else 1_500)
        self.vague_dates = vague_dates
        self.drop_generic = drop_generic

    def _setup(self) -> None:
        if self.backend == "spacy":
            self._nlps = [load_spacy(name) for name in ([self.model] if isinstance(self.model, str) else self.model)]
            produced = {SPACY_LABELS.get(label, label) for nlp in self._nlps if "ner" in nlp.pipe_names
                        for label in nlp.get_pipe("ner").labels}
        else:
            self._tagger = load_token_classifier(self.model)
            produced = {TRANSFORMERS_LABELS.get(tag.split("-")[-1].upper(), tag.split("-")[-1].upper())
                        for tag in self._tagger.model.config.id2label.values()}
        if self.labels is None:
            self._labels = frozenset(DEFAULT_ENTITY_LABELS) & produced
            return
        self._labels = frozenset(self.labels)
        unknown = sorted(self._labels - produced)
        if unknown:
            raise ConfigError(f"entity: model {self.model!r} cannot produce label(s) {unknown}; "
                              f"it produces {sorted(produced - {'O'})}")

    def detect(self, doc: Document) -> list[Span]:
        return next(self.detect_batch([doc]))

    def detect_batch(self, docs: Iterable[Document]) -> Iterator[list[Span]]:
        self.prepare()
        docs = list(docs)
        split = context_windows if self.backend == "spacy" else self._token_windows
        pieces = [(i, window) for i, doc in enumerate(docs) for window in split(doc.text, self.max_chars)]
        found: list[list[Span]] = [[] for _ in docs]
        raw = self._spacy_entities if self.backend == "spacy" else self._transformers_entities
        for (i, (offset, keep_from, keep_to, _)), entities in zip(pieces, raw([w[3] for _, w in pieces]), strict=True):
            for start, end, label, score in entities:
                if not keep_from <= offset + start < keep_to:
                    continue  # context of this piece: the piece it starts in reports it
                span = self._to_span(docs[i].text, offset + start, offset + end, label, score)
                if span is not None:
                    found[i].extend(self._with_restatement(docs[i].text, span))
        # An ensemble's models often agree: each (start, end, label) once.
        yield from (list({(s.start, s.end, s.label): s for s in spans}.values()) for spans in found)

    def _token_windows(self, text: str, max_chars: int) -> list[Window]:
        """Pieces the tagger sees whole: at most its max length in tokens (CJK, digits and
        emoji can take a token a character, so a character limit alone would truncate),
        each with some tokens of context on both sides of the stretch it owns."""
        tokenizer = self._tagger.tokenizer
        positions = getattr(self._tagger.model.config, "max_position_embeddings", 512) or 512
        limit = min(int(getattr(tokenizer, "model_max_length", 512) or 512), int(positions), 512) - 8
        context = min(32, limit // 4)
        step = limit - 2 * context
        windows: list[Window] = []
        for offset, keep_from, keep_to, piece in context_windows(text, max_chars):
            starts = [a for a, _ in tokenizer(piece, add_special_tokens=False, return_offsets_mapping=True)
                      ["offset_mapping"]]
            if len(starts) <= limit:
                windows.append((offset, keep_from, keep_to, piece))
                continue
            at = [*starts, len(piece)]  # character position of token i; the end for i = len(starts)
            for first in range(0, len(starts), step):
                last = min(len(starts), first + step)
                low, high = at[max(0, first - context)], at[min(len(starts), last + context)]
                own = (max(keep_from, offset + at[first]), min(keep_to, offset + at[last]))
                if own[0] < own[1]:
                    windows.append((offset + low, own[0], own[1], piece[low:high]))
        return windows

    def _to_span(self, text: str, start: int, end: int, label: str, score: float) -> Span | None:
        if label in (ORGANIZATION_NAME, LOCATION) and _ADDRESSED.match(text, start, end):
            label = PERSON_NAME  # "Mr Okafor" tagged as an organisation is a person
        if label not in self._labels:
            return None
        if label == PERSON_NAME:
            start, end = trim_person(text, start, end)
        if label in (DATE, TIME) and not self.vague_dates and not _SPECIFIC_DATE.search(text, start, end):
            return None
        if label in (DATE, TIME) and _BARE_NUMBER.fullmatch(text, start, end):
            return None  # "10" of "Articles 6 and 10": a date only with a month or a year around it
        if _NUMBER.fullmatch(text, start, end) and PROVISION_BEFORE.search(text, max(0, start - 30), start):
            return None  # "Law no. 3713": a public law's number, not a date or an amount
        if label in (PERSON_NAME, ORGANIZATION_NAME, LOCATION) and _PROVISION.match(text, start, end):
            return None  # "Articles 6, 10", "Section 42", "Rule 39": provisions, not names
        if self.drop_generic:
            kept = generic_name(text, start, end, label)
            if kept is None:
                return None
            start, end = kept
        start, end = trim_span(text, start, end)
        return Span(start, end, label, source=self.name, score=score) if end > start else None

    def _with_restatement(self, text: str, span: Span) -> list[Span]:
        label = span.label
        nationals = _NATIONALS.match(text, span.end) if label in (DEMOGRAPHIC, LOCATION) else None
        if nationals:  # "a Polish national", "United Kingdom nationals": a nationality
            span, label = Span(span.start, nationals.end(), DEMOGRAPHIC, span.source, span.score), DEMOGRAPHIC
        end, aliases = restated_names(text, span.start, span.end, label)
        spans = [Span(span.start, end, label, span.source, span.score)]
        return spans + [Span(a, b, span.label, span.source, span.score) for a, b in aliases]

    def _spacy_entities(self, texts: list[str]) -> Iterator[list[tuple[int, int, str, float]]]:
        results: list[list[tuple[int, int, str, float]]] = [[] for _ in texts]
        # Many short texts go through in large batches (fast); long ones in small batches,
        # so one batch never holds more than ~1M characters of parsed documents.
        average = sum(map(len, texts)) / max(1, len(texts))
        batch_size = max(1, min(self.batch_size, int(_BATCH_CHARS / max(average, 1.0))))
        for nlp in self._nlps:
            # memory_zone frees the strings each batch adds, so a long run stays flat in memory.
            with nlp.memory_zone():
                parsed_texts = nlp.pipe(texts, batch_size=batch_size, n_process=self.n_process)
                for found, parsed in zip(results, parsed_texts, strict=True):
                    found.extend((e.start_char, e.end_char, SPACY_LABELS.get(e.label_, e.label_), self.score)
                                 for e in parsed.ents)
        yield from results

    def _transformers_entities(self, texts: list[str]) -> Iterator[list[tuple[int, int, str, float]]]:
        nonempty = [t for t in texts if t.strip()]
        outputs = iter(self._tagger(nonempty, batch_size=min(self.batch_size, 32)) if nonempty else [])
        for text in texts:
            entities = next(outputs) if text.strip() else []
            yield [
                (int(e["start"]), int(e["end"]),
                 TRANSFORMERS_LABELS.get(e["entity_group"].upper(), e["entity_group"].upper()), float(e["score"]))
                for e in entities
            ]
