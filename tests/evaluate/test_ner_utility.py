"""NER utility: a spaCy NER trained on each version of a small generated corpus, scored on
real (source) text."""

from __future__ import annotations

import json
import random

import pytest

from pseudofill.document import Document
from pseudofill.evaluate.leaks import gold_entities, versions
from pseudofill.evaluate.ner_utility import score_ner, train_ner, training_spans


def _document(index: int, rng: random.Random) -> tuple[Document, dict]:
    from faker import Faker

    faker = Faker("en_GB")
    faker.seed_instance(100 + index)
    first, last, city = faker.first_name(), faker.last_name(), faker.city()
    parts = [("Yesterday ", None), (f"{first} {last}", "PERSON"), (" travelled from ", None), (city, "LOC"),
             (" to meet ", None), (f"{faker.first_name()} {faker.last_name()}", "PERSON"), (" in ", None),
             (faker.city(), "LOC"), (". Later ", None), (last, "PERSON"), (" went home to ", None), (city, "LOC"),
             (".", None)]
    text, spans = "", []
    for piece, label in parts:
        if label:
            spans.append({"start": len(text), "end": len(text) + len(piece), "label": label})
        text += piece
    return Document(f"n{index}", text), {"id": f"n{index}", "spans": spans}


@pytest.fixture(scope="module")
def corpus():
    rng = random.Random(0)
    pairs = [_document(i, rng) for i in range(40)]
    return [d for d, _ in pairs], [g for _, g in pairs]


def test_a_tagger_trained_on_masks_finds_fewer_real_names_than_one_trained_on_names(corpus):
    docs, gold = corpus
    train, test = docs[:30], docs[30:]
    entities = {d.id: gold_entities(d, g["spans"]) for d, g in zip(docs, gold)}
    test_gold = {d.id: [(s, e, ent.label) for ent in entities[d.id] for s, e in ent.spans] for d in test}
    raw = training_spans(versions(train, entities, frozenset(), "original"), entities)
    assert raw[0][1][0] == (10, gold[0]["spans"][0]["end"], "PERSON_NAME")
    masked = training_spans(versions(train, entities, frozenset(), "redact"), entities)
    assert all(masked[0][0][s:e].startswith("[") for s, e, _ in masked[0][1])
    pieces = training_spans(versions(train[:1], entities, frozenset(), "original"), entities, max_chars=40)
    assert len(pieces) > 1 and all(text[s:e] in train[0].text for text, spans in pieces for s, e, _ in spans)
    on_names = score_ner(train_ner(raw, epochs=8, seed=0), test, test_gold)
    on_masks = score_ner(train_ner(masked, epochs=8, seed=0), test, test_gold)
    assert on_names["f1"] > 0.6 and on_names["f1"] > on_masks["f1"] + 0.3
    assert set(on_names["by_label"]) == {"PERSON_NAME", "LOCATION"}


def test_the_command_reports_f1_retained_per_method(corpus, tmp_path, capsys):
    from pseudofill.cli import main

    docs, gold = corpus
    paths = {}
    for name, part in (("train", slice(0, 20)), ("test", slice(30, 40))):
        paths[name] = tmp_path / f"{name}.jsonl"
        paths[name].write_text("".join(json.dumps({"id": d.id, "text": d.text}) + "\n" for d in docs[part]),
                               encoding="utf-8")
        paths[f"{name}-gold"] = tmp_path / f"{name}.gold.jsonl"
        paths[f"{name}-gold"].write_text("".join(json.dumps(g) + "\n" for g in gold[part]), encoding="utf-8")
    out = tmp_path / "ner.json"
    code = main(["evaluate", "ner-utility", "--train", str(paths["train"]), "--train-gold", str(paths["train-gold"]),
                 "--test", str(paths["test"]), "--test-gold", str(paths["test-gold"]), "--methods",
                 "raw,faker_en,redact", "--seeds", "2", "--epochs", "4", "-o", str(out)])
    assert code == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    assert set(result["methods"]) == {"raw", "faker_en", "redact"}
    raw = result["methods"]["raw"]
    assert raw["f1_retained"] == pytest.approx(1.0) and raw["f1_std"] >= 0
    assert result["methods"]["redact"]["f1_retained"] < 1
    assert result["methods"]["faker_en"]["distinct_substitutes"]["PERSON_NAME"] > 1
    assert "retained" in capsys.readouterr().out
    from pseudofill.report import build_report

    page = build_report([result])
    assert "NER utility" in page and "Distinct strings" in page
    with pytest.raises(SystemExit):
        main(["evaluate", "ner-utility", "--train", str(paths["train"])])
