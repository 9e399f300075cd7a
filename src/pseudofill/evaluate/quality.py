"""Pseudonym quality from (original, vault, filled) triples: leaks, consistency, leftover
masks, format preservation, type correctness, UPOS accuracy, word and sentence similarity,
syntheticity and diversity (FitB §4–5 and issue 3's targets).

Every measure takes per-slot records or matched documents so any filler can be scored the
same way; `evaluate_quality` runs them all (what `pseudofill evaluate quality` prints).
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..document import TAG_PATTERN, Document, FilledDocument, VaultRecord
from ..fill.base import render, sentence_bounds
from ..fill.upos import UposTagger
from ..language import get_language
from .diversity import diversity
from .slots import SlotFill, slot_fills
from .structure import structure_metrics
from .syntheticity import syntheticity_accuracy
from .types import format_signature, type_correctness

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_COUNTED = re.compile(r"(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty)"
                      r"(?:-\w+)?)\W+(?:(?:other|different|more|further|separate)\s+)?([^\W\d_]+)", re.IGNORECASE)
_SPOKEN_NUMERALS = frozenset("zero oh one two three four five six seven eight nine".split())


def _words(text: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(text)} - _SPOKEN_NUMERALS


def leak_rates(slots: Sequence[SlotFill], language: str = "en") -> dict[str, float]:
    """Absolute: substitute = original (case-insensitive).  Partial (FitB): they share a word
    (any run of letters: "Inc", "GB" in an IBAN), numerals — written or spoken — excluded.
    Partial, identifying (issue 14's measure): they share a word that can identify — any
    name word of a person, and elsewhere a word that is not an everyday English word
    (wordfreq Zipf < 4) — format words excepted (titles, organisation kinds, units,
    currency codes, what a count counts: "Mr", "Court", "years", "GBP", "offences" keep a
    substitute's kind; "Lublin" in "Lublin Regional Court" would give the place away).
    Outside English a word is also everyday in the `language` ("förskola", "punkt")."""
    n = len(slots) or 1
    absolute = sum(s.value.casefold().strip() == s.original.casefold().strip() for s in slots)
    partial = sum(bool(_words(s.value) & _words(s.original)) for s in slots)
    code = get_language(language).code
    identifying = sum(bool(_identifying(s.label, (_words(s.value) & _words(s.original)) - _counted(s), code))
                      for s in slots)
    return {"absolute": absolute / n, "partial": partial / n, "partial_identifying": identifying / n}


def _counted(slot: SlotFill) -> set[str]:
    """What a count counts ("offences" in "two offences"): kept by a count's substitute."""
    if slot.label not in ("QUANTITY", "DATE"):
        return set()
    return {m.group(1).casefold() for m in _COUNTED.finditer(slot.original)}


def _identifying(label: str, shared: set[str], language: str = "en") -> set[str]:
    from ..fill.constraints import everyday_word
    from ..language import is_everyday

    shared = {w for w in shared if w not in _format_words() and len(w) > 1}
    # its function words, institution kinds ("vårdcentralen"), read-out words ("snabel") say what, not who
    pack = get_language(language)
    shared = {w for w in shared if w not in pack.function_words and w not in pack.institutions.words
              and not (pack.said and pack.said.is_said_form(w))}
    if label == "PERSON_NAME":
        return shared
    return {w for w in shared if not everyday_word(w) and not is_everyday(w, pack.code, 4.0)}


@functools.lru_cache(maxsize=1)
def _format_words() -> frozenset[str]:
    """Words a substitute keeps on purpose because they say what, not who: titles and
    offices ("Mr", "Judge", "Justice"), organisation kinds and remits ("Court", "Prosecutor",
    "Directorate", "Assize"), units and currency codes ("years", "GBP"), function words."""
    from ..fill.constraints import FORMAT_WORDS
    from ..fill.upos import closed_class_words
    from ..languages.en.kinds import ORGANISATION_KINDS, REMIT_WORDS
    from ..languages.en.titles import AMBIGUOUS_HONORIFICS, HONORIFICS, OFFICES
    from ..lexicon.taxonomy import PERSON_TITLES

    titles = "|".join((HONORIFICS, AMBIGUOUS_HONORIFICS, OFFICES)).lower().split("|")
    kinds = {w for phrases in ORGANISATION_KINDS.values() for phrase in phrases for w in _WORD.findall(phrase)}
    kinds |= {w + "s" for w in kinds} | REMIT_WORDS  # "Inspectorate of Prisons", "Assize Court"
    currencies = {"gbp", "eur", "usd", "nok", "sek", "dkk", "pln", "try", "chf", "rub", "uah", "huf", "czk", "ron",
                  "bgn", "hrk", "isk", "hm", "hmp"}
    return frozenset(FORMAT_WORDS | PERSON_TITLES | closed_class_words() | set(titles) | kinds | currencies)


def consistency(slots: Sequence[SlotFill]) -> float:
    """Share of entities (with more than one mention) whose mentions all got one value.
    Person mentions in different shapes ("Ann Lee" / "Lee") count as consistent when the
    shorter is a word of the longer."""
    values: dict[tuple[str, object], list[str]] = defaultdict(list)
    for s in slots:
        if s.entity[1] is not None:  # type: ignore[index]
            values[(s.doc_id, s.entity)].append(s.value)
    repeated = [v for v in values.values() if len(v) > 1]
    if not repeated:
        return 1.0
    ok = 0
    for mentions in repeated:
        longest = max(mentions, key=len)
        ok += all(m == longest or set(m.replace(".", "").split()) <= set(longest.replace(".", "").split())
                  for m in mentions)
    return ok / len(repeated)


def masks_left(filled: Iterable[FilledDocument]) -> int:
    return sum(len(TAG_PATTERN.findall(doc.text)) for doc in filled)


def format_preservation(slots: Sequence[SlotFill], labels: Iterable[str] = ("DATE", "DATE_OF_BIRTH")) -> float:
    """Share of date fills written in the original's format (digit widths may differ: 3 vs 29)."""
    wanted = set(labels)
    chosen = [s for s in slots if s.label in wanted and re.search(r"\d", s.original)]
    if not chosen:
        return 1.0

    def loose(text: str) -> str:
        return re.sub(r"9+", "9", format_signature(text))

    return sum(loose(s.value) == loose(s.original) for s in chosen) / len(chosen)


def sentence_similarity(originals: Sequence[str], pseudonymised: Sequence[str], encoder: Any = None) -> float:
    """Mean cosine similarity of each original text and its pseudonymised version (FitB:
    all-MiniLM-L6-v2, best 0.805): how much of the meaning survives the substitutes."""
    if len(originals) != len(pseudonymised):
        raise ValueError(f"{len(originals)} originals but {len(pseudonymised)} pseudonymised texts")
    if not originals:
        return float("nan")
    if encoder is None:
        from ..models import load_sentence_encoder

        encoder = load_sentence_encoder()
    a = encoder.encode(list(originals), batch_size=64, normalize_embeddings=True, convert_to_numpy=True)
    b = encoder.encode(list(pseudonymised), batch_size=64, normalize_embeddings=True, convert_to_numpy=True)
    return float((a * b).sum(axis=1).mean())


# --- whole-corpus evaluation: original + filled + vault, matched by id -------------------


@dataclass(frozen=True)
class MatchedDocument:
    """One document as the three inputs give it, checked to describe the same text."""

    original: Document
    filled: FilledDocument
    vault: VaultRecord


def _mismatch(doc: MatchedDocument) -> str | None:
    """Why the vault and fills do not fit the texts (None if they do).  Reasons name
    offsets only, never the original strings: the report may travel where they must not."""
    entries, fills, text = doc.vault.entries, doc.filled.fills, doc.original.text
    if len(entries) != len(fills):
        return f"{len(entries)} vault spans but {len(fills)} fills"
    previous_end = 0
    for number, entry in enumerate(entries, start=1):
        if entry.start < previous_end or text[entry.start:entry.end] != entry.text:
            return f"vault span {number} ({entry.start}:{entry.end}) does not match the original text"
        previous_end = entry.end
    for number, fill in enumerate(fills, start=1):
        if doc.filled.text[fill.start:fill.end] != fill.value:
            return f"fill {number} ({fill.start}:{fill.end}) does not match the filled text"
    rebuilt = render(text, 0, len(text), [(e.start, e.end, f.value) for e, f in zip(entries, fills)])
    if rebuilt != doc.filled.text:
        return "the filled text is not the original with its vault spans replaced by the fills"
    return None


def match_documents(originals: Iterable[Document], filled: Iterable[FilledDocument], vaults: Iterable[VaultRecord],
                    ) -> tuple[list[MatchedDocument], list[dict[str, str]]]:
    """Pair the three inputs by id (in the originals' order).  Every document that cannot
    be evaluated goes into the second list, {"id", "reason"}: missing from an input,
    a repeated id, or a vault/fills that do not fit its text."""
    skipped: list[dict[str, str]] = []

    def by_id(items: Iterable[Any], name: str) -> dict[str, Any]:
        index: dict[str, Any] = {}
        for item in items:
            if item.id in index:
                skipped.append({"id": item.id, "reason": f"repeated id in the {name} input (the first is used)"})
            else:
                index[item.id] = item
        return index

    original_by_id = by_id(originals, "original")
    inputs = {"filled": by_id(filled, "filled"), "vault": by_id(vaults, "vault")}
    matched = []
    for doc_id, original in original_by_id.items():
        missing = [name for name, index in inputs.items() if doc_id not in index]
        if missing:
            skipped.append({"id": doc_id, "reason": f"missing from the {' and '.join(missing)} input"})
            continue
        doc = MatchedDocument(original, inputs["filled"][doc_id], inputs["vault"][doc_id])
        problem = _mismatch(doc)
        if problem:
            skipped.append({"id": doc_id, "reason": problem})
        else:
            matched.append(doc)
    for name, index in inputs.items():
        skipped += [{"id": doc_id, "reason": f"in the {name} input but missing from the original input"}
                    for doc_id in index if doc_id not in original_by_id]
    return matched, skipped


def slot_sentence_pairs(doc: MatchedDocument) -> list[tuple[str, str]]:
    """(original sentence, filled sentence) for each sentence of the original that holds a
    slot; other sentences are identical on both sides.  Sentences come from the original
    (a fill's "Dr." cannot split one) and are joined where a span crosses a boundary."""
    spans = [(entry.start, entry.end) for entry in doc.vault.entries]
    sentences: list[tuple[int, int]] = []
    for start, end in sentence_bounds(doc.original.text):
        if sentences and any(a < start < b for a, b in spans):
            sentences[-1] = (sentences[-1][0], end)
        else:
            sentences.append((start, end))
    growth = [(entry.end, len(fill.value) - (entry.end - entry.start))
              for entry, fill in zip(doc.vault.entries, doc.filled.fills)]

    def in_filled(position: int) -> int:  # a position outside every span, moved by the fills before it
        return position + sum(delta for end, delta in growth if end <= position)

    return [(doc.original.text[start:end].strip(), doc.filled.text[in_filled(start):in_filled(end)].strip())
            for start, end in sentences if any(start <= a < end for a, _ in spans)]


def upos_accuracy(documents: Sequence[MatchedDocument], tagger: UposTagger | None = None) -> float:
    """Share of slots whose substitute gets the original's UPOS, each tagged in its own text
    (FitB Table 3; a multi-word span counts as its right-most word, as UposTagger does)."""
    tagger = tagger or UposTagger()
    hits = total = 0
    for doc in documents:
        if not doc.vault.entries:
            continue
        wanted = tagger.span_tags(doc.original.text, [(entry.start, entry.end) for entry in doc.vault.entries])
        got = tagger.span_tags(doc.filled.text, [(fill.start, fill.end) for fill in doc.filled.fills])
        for original_tag, fill_tag in zip(wanted, got, strict=True):
            if original_tag is not None:  # a span of spaces has no tag to match
                hits += original_tag == fill_tag
                total += 1
    return hits / total if total else float("nan")


def word_similarity(slots: Sequence[SlotFill], encoder: Any = None) -> float:
    """Mean cosine similarity of each original span and its substitute, out of context
    (FitB: all-MiniLM-L6-v2, 0.15 random words … 0.34 best): does the substitute mean
    something of the same kind?"""
    if not slots:
        return float("nan")
    if encoder is None:
        from ..models import load_sentence_encoder

        encoder = load_sentence_encoder()
    texts = sorted({s.original for s in slots} | {s.value for s in slots})
    vectors = dict(zip(texts, encoder.encode(texts, batch_size=64, normalize_embeddings=True, convert_to_numpy=True)))
    return sum(float(vectors[s.original] @ vectors[s.value]) for s in slots) / len(slots)


def _json_safe(value: Any) -> Any:
    """NaN (a measure with nothing to measure) → None, numpy numbers → Python ones."""
    if isinstance(value, dict):
        return {key: _json_safe(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_safe(item) for item in value]
    if hasattr(value, "item") and not isinstance(value, (str, bytes)):
        value = value.item()
    if isinstance(value, float) and value != value:
        return None
    return value


def evaluate_quality(originals: Sequence[Document], filled: Sequence[FilledDocument], vaults: Sequence[VaultRecord],
                     *, nlp: Any = None, encoder: Any = None, syntheticity: bool = True,
                     upos_tagger: UposTagger | None = None, language: str = "en") -> dict[str, Any]:
    """Every pseudonym-quality measure over the documents present in all three inputs
    (matched by id; the rest are listed under "skipped" with the reason).  JSON-able:
    a measure with nothing to measure is None.

    `nlp`: spaCy pipeline with NER for type correctness (default: the packaged
    en_core_web_sm); `upos_tagger`: for UPOS accuracy (default: UposTagger());
    `encoder`: sentence encoder (default: all-MiniLM-L6-v2); `syntheticity=False` skips
    the classifier.  Sentence similarity and syntheticity use the sentences that hold a slot.
    `language`: the corpus's; outside English (no packaged NER or tagger reads it) the type
    check uses the gazetteers and UPOS accuracy is None.
    """
    from ..models import DEFAULT_SPACY_MODEL, load_sentence_encoder, load_spacy

    documents, skipped = match_documents(originals, filled, vaults)
    slots = slot_fills([doc.vault for doc in documents], [doc.filled for doc in documents],
                       {doc.original.id: doc.original.text for doc in documents})
    english = "ner" in get_language(language).capabilities  # spaCy's English pipeline tags it
    nlp = nlp if nlp is not None or not english else load_spacy(DEFAULT_SPACY_MODEL)
    encoder = encoder if encoder is not None else load_sentence_encoder()
    sentence_pairs = [pair for doc in documents for pair in slot_sentence_pairs(doc)]
    original_sentences = [original for original, _ in sentence_pairs]
    filled_sentences = [pseudonymised for _, pseudonymised in sentence_pairs]
    types = type_correctness(slots, nlp, get_language(language).code)
    result = {
        "kind": "quality",
        "n_documents": len(documents),
        "n_slots": len(slots),
        "language": get_language(language).code,
        "upos_accuracy": upos_accuracy(documents, upos_tagger) if english else float("nan"),
        "leak": leak_rates(slots, language),
        "word_similarity": word_similarity(slots, encoder),
        "sentence_similarity": sentence_similarity(original_sentences, filled_sentences, encoder),
        "consistency": consistency(slots),
        "format_preservation": format_preservation(slots),
        "type_correctness": {"overall": types.pop("all"), **dict(sorted(types.items()))},
        "syntheticity": syntheticity_accuracy(original_sentences, filled_sentences, encoder=encoder)
        if syntheticity else None,
        "masks_left": masks_left(doc.filled for doc in documents),
        "structure": structure_metrics(slots),
        "diversity": diversity(slots),
        "skipped": skipped,
    }
    return _json_safe(result)


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1%}"


def _number(value: float | None, digits: int = 3) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def format_quality_table(result: dict[str, Any]) -> str:
    """The headline figures of an `evaluate_quality` result as a plain-text table."""
    rows: list[tuple[str, str]] = [
        ("UPOS accuracy", _percent(result["upos_accuracy"])),
        ("leak: absolute / partial", f"{_percent(result['leak']['absolute'])} / {_percent(result['leak']['partial'])}"),
        ("  partial, identifying words", _percent(result["leak"].get("partial_identifying"))),
        ("word similarity", _number(result["word_similarity"])),
        ("sentence similarity", _number(result["sentence_similarity"])),
        ("consistency", _percent(result["consistency"])),
        ("date format preserved", _percent(result["format_preservation"])),
        ("type correct", _percent(result["type_correctness"]["overall"])),
    ]
    rows += [(f"  {label}", _percent(share))
             for label, share in result["type_correctness"].items() if label != "overall"]
    synthetic = result["syntheticity"]
    if synthetic is None:
        rows.append(("syntheticity", "not run"))
    elif synthetic["accuracy"] is None:
        rows.append(("syntheticity", f"n/a ({synthetic['n']} sentence pairs)"))
    else:
        rows.append(("syntheticity (50% = best)", f"{_percent(synthetic['accuracy'])} ± {_percent(synthetic['std'])} "
                                                  f"({synthetic['folds']}-fold, {synthetic['n']} sentence pairs)"))
    rows.append(("masks left", str(result["masks_left"])))
    story = result.get("structure") or {}
    rows += [(f"story: {name.replace('_', ' ')}", _percent(value)) for name, value in story.items()]
    width = max(len(name) for name, _ in rows) + 2
    lines = [f"pseudonym quality: {result['n_documents']} documents, {result['n_slots']} slots",
             *(f"{name:<{width}}{value}" for name, value in rows), ""]
    fills, originals = result["diversity"], result["diversity"]["original"]
    lines.append(f"{'diversity':<{width}}{'substitutes':>12}{'originals':>12}")

    def frequency(side: dict[str, Any], key: str) -> str:
        value = side["span_frequency"][key]
        return "n/a" if value is None else f"{value:.1f}" if key in ("avg", "std") else str(value)

    diversity_rows = [("spans seen once", str(fills["unique_spans"]), str(originals["unique_spans"])),
                      ("distinct spans", str(fills["distinct_spans"]), str(originals["distinct_spans"]))]
    diversity_rows += [(f"span frequency {key}", frequency(fills, key), frequency(originals, key))
                       for key in ("avg", "std", "min", "max")]
    diversity_rows.append(("unique ratio per document", _number(fills["per_document_unique_ratio"], 2),
                           _number(originals["per_document_unique_ratio"], 2)))
    lines += [f"{name:<{width}}{ours:>12}{theirs:>12}" for name, ours, theirs in diversity_rows]
    if result["skipped"]:
        lines += ["", f"skipped {len(result['skipped'])} document(s):"]
        lines += [f"  {entry['id']}: {entry['reason']}" for entry in result["skipped"][:10]]
        if len(result["skipped"]) > 10:
            lines.append(f"  … and {len(result['skipped']) - 10} more (see the JSON output)")
    return "\n".join(lines)
