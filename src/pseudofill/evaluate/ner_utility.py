"""NER utility: does a tagger trained on the filled corpus still find real entities?

The same spaCy NER (a blank pipeline of the language, fixed settings, seeded) is trained on
each version of the training documents — the raw text with its gold spans (`raw`), the
filled text with the fills as spans and the gold's labels carried over (each fill method),
the masked text with the masks as spans (`redact`) — and every model is scored on *real*
held-out text with gold spans.  F1 retained is a method's F1 over the raw-trained model's.
Narrow substitutes show here (Berg et al. 2019): a model that only ever saw a handful of
names or places misses the real ones, so the diversity of substitutes per label is
reported beside the scores.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence
from typing import Any

from ..document import Document, split_for_model
from .leaks import GoldEntity, Version

Spans = list[tuple[int, int, str]]


def training_spans(versions: Sequence[Version], entities: dict[str, list[GoldEntity]],
                   max_chars: int = 600) -> list[tuple[str, Spans]]:
    """(text, spans) examples: every mention where the version puts it, with its gold label,
    in pieces of at most `max_chars` cut at line and sentence breaks (a court judgment is
    dozens of examples, not one; a span a cut runs through is left out)."""
    data = []
    for version in versions:
        labels = {e.key: e.label for e in entities.get(version.id, [])}
        spans = sorted((start, end, labels[key]) for key, places in version.mentions.items() if key in labels
                       for start, end in places)
        for offset, piece in split_for_model(version.text, max_chars):
            data.append((piece, [(start - offset, end - offset, label) for start, end, label in spans
                                 if offset <= start and end <= offset + len(piece)]))
    return data


def train_ner(data: Sequence[tuple[str, Spans]], language: str = "en", epochs: int = 15, seed: int = 0,
              dropout: float = 0.2, batch_size: int = 4) -> Any:
    """A blank pipeline with one `ner`, trained by a plain loop (shuffle, minibatch, update)."""
    import spacy
    from spacy.training import Example
    from spacy.util import fix_random_seed, minibatch

    fix_random_seed(seed)
    nlp = spacy.blank(language)
    ner = nlp.add_pipe("ner")
    examples = []
    for text, spans in data:
        reference = nlp.make_doc(text)
        ents, end = [], -1
        for start, stop, label in spans:
            span = reference.char_span(start, stop, label=label, alignment_mode="expand")
            if span is not None and span.start >= end:  # spans that share a token: the first wins
                ents.append(span)
                end = span.end
                ner.add_label(label)
        reference.ents = ents
        examples.append(Example(nlp.make_doc(text), reference))
    optimizer = nlp.initialize(lambda: examples)
    rng = random.Random(seed)
    for _ in range(epochs):
        rng.shuffle(examples)
        for batch in minibatch(examples, size=batch_size):
            nlp.update(batch, drop=dropout, sgd=optimizer)
    return nlp


def score_ner(nlp: Any, documents: Sequence[Document], gold: dict[str, Spans]) -> dict[str, Any]:
    """Exact-match precision, recall and F1 (a predicted span counts when its token extent
    and label equal a gold one's), overall and per gold label."""
    found: dict[str, list[int]] = {}  # label → [true positives, predicted, gold]
    for doc in documents:
        parsed = nlp(doc.text)
        truth = set()
        for start, end, label in gold.get(doc.id, []):
            span = parsed.char_span(start, end, alignment_mode="expand")
            if span is not None:
                truth.add((span.start, span.end, label))
        predicted = {(e.start, e.end, e.label_) for e in parsed.ents}
        for label in {t[2] for t in truth | predicted}:
            tally = found.setdefault(label, [0, 0, 0])
            tally[0] += len({t for t in truth & predicted if t[2] == label})
            tally[1] += sum(p[2] == label for p in predicted)
            tally[2] += sum(t[2] == label for t in truth)
    by_label = {label: _f1(*tally) for label, tally in sorted(found.items())}
    overall = _f1(*(sum(t[i] for t in found.values()) for i in range(3)))
    return {**overall, "by_label": by_label}


def _f1(hits: int, predicted: int, truth: int) -> dict[str, Any]:
    precision = hits / predicted if predicted else 0.0
    recall = hits / truth if truth else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1, "gold": truth}


def summarise(runs: dict[str, list[dict[str, Any]]], diversity: dict[str, dict[str, int]]) -> dict[str, Any]:
    """Mean ± std over seeds per method, F1 retained against `raw`."""
    def mean_std(values: list[float]) -> tuple[float, float]:
        return statistics.fmean(values), statistics.pstdev(values) if len(values) > 1 else 0.0

    def label_f1(scores: list[dict[str, Any]], label: str) -> list[float]:
        return [r["by_label"].get(label, {"f1": 0.0})["f1"] for r in scores]

    raw = runs.get("raw")
    base = statistics.fmean(r["f1"] for r in raw) if raw else None
    methods: dict[str, Any] = {}
    for method, scores in runs.items():
        f1, std = mean_std([r["f1"] for r in scores])
        by_label = {}
        for label in sorted({label for r in scores for label in r["by_label"]}):
            value, spread = mean_std(label_f1(scores, label))
            reference = statistics.fmean(label_f1(raw, label)) if raw else None
            by_label[label] = {"f1": value, "f1_std": spread,
                               "f1_retained": value / reference if reference else None}
        methods[method] = {"f1": f1, "f1_std": std, "f1_retained": f1 / base if base else None,
                           "precision": statistics.fmean(r["precision"] for r in scores),
                           "recall": statistics.fmean(r["recall"] for r in scores), "by_label": by_label,
                           "distinct_substitutes": diversity.get(method, {})}
    return {"kind": "ner_utility", "methods": methods}


def substitute_diversity(versions: Sequence[Version], entities: dict[str, list[GoldEntity]]) -> dict[str, int]:
    """Distinct strings standing where each label's entities stand, across the corpus."""
    seen: dict[str, set[str]] = {}
    for version in versions:
        for entity in entities.get(version.id, []):
            seen.setdefault(entity.label, set()).update(version.shown(entity.key))
    return {label: len(strings) for label, strings in sorted(seen.items())}


def ner_utility(train: Sequence[Document], train_gold: Sequence[dict[str, Any]], test: Sequence[Document],
                test_gold: Sequence[dict[str, Any]], methods: Sequence[str], *, seeds: int = 3, epochs: int = 15,
                config: Any = None, language: str = "en",
                log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Train one NER per method and seed on that method's version of `train` (a fill drawn
    with the same seed); score each on `test`."""
    import sys

    from .leaks import check_methods, gold_entities, method_filler, versions

    log = log or (lambda message: print(message, file=sys.stderr))
    check_methods([m for m in methods if m != "raw"])
    by_id = {d.id: d for d in train}
    entities = {str(r["id"]): gold_entities(by_id[str(r["id"])], r.get("spans", [])) for r in train_gold
                if str(r["id"]) in by_id}
    test_by_id = {d.id: d for d in test}
    test_spans: dict[str, Spans] = {}
    for record in test_gold:
        if str(record["id"]) in test_by_id:
            test_spans[str(record["id"])] = [(start, end, e.label) for e in
                                             gold_entities(test_by_id[str(record["id"])], record.get("spans", []))
                                             for start, end in e.spans]
    runs: dict[str, list[dict[str, Any]]] = {}
    diversity = {}
    for method in methods:
        version_of = "original" if method == "raw" else method
        for seed in range(seeds):  # a fill's own draws vary with the seed too: its spread is in the ±
            filler = method_filler(version_of, config, language, seed, reseed_default=True)
            if seed == 0 or filler is not None:
                outputs = versions(train, entities, frozenset(), version_of, filler)
                data = training_spans(outputs, entities)
            if seed == 0:
                diversity[method] = substitute_diversity(outputs, entities)
            log(f"{method}: training the NER, seed {seed}")
            runs.setdefault(method, []).append(score_ner(train_ner(data, language, epochs, seed), test, test_spans))
    return summarise(runs, diversity)
