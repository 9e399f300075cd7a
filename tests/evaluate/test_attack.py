"""The privacy attacks: leak simulation, where mentions stand in each version, the parrot
classifier and the infill ranking, on small generated documents and the packaged LM."""

from __future__ import annotations

import json
import random

import pytest

from pseudofill.document import Document
from pseudofill.evaluate.infill import Target, choose_targets, infill_attack, render
from pseudofill.evaluate.leaks import gold_entities, leak_order, leaked_at, versions
from pseudofill.evaluate.parrot import out_of_fold_scores, recall_at_precision
from pseudofill.evaluate.surprisal import LanguageModelScorer

LEAK = "{first} {last}"


def _document(index: int, rng: random.Random) -> tuple[Document, dict]:
    """A short case note with its gold spans: a person (three mentions), a date, two places, a firm."""
    from faker import Faker

    faker = Faker("en_GB")
    faker.seed_instance(index)
    first, last = faker.first_name_male(), faker.last_name()
    born = f"{rng.randint(1, 28)} March 19{rng.randint(40, 99)}"
    parts = [(f"{first} {last}", "PERSON", 1), (" was born on ", None, 0), (born, "DATETIME", 2), (" in ", None, 0),
             (faker.city(), "LOC", 3), (". In 2011 ", None, 0), (f"{first} {last}", "PERSON", 1),
             (" joined ", None, 0), (faker.company(), "ORG", 4), (" as a clerk. Mr ", None, 0), (last, "PERSON", 1),
             (" later moved to ", None, 0), (faker.city(), "LOC", 5), (".", None, 0)]
    text, spans = "", []
    for piece, label, entity in parts:
        if label:
            spans.append({"start": len(text), "end": len(text) + len(piece), "label": label, "entity": entity})
        text += piece
    return Document(f"d{index}", text), {"id": f"d{index}", "spans": spans}


@pytest.fixture(scope="module")
def corpus() -> tuple[list[Document], list[dict]]:
    rng = random.Random(3)
    pairs = [_document(i, rng) for i in range(12)]
    return [d for d, _ in pairs], [g for _, g in pairs]


@pytest.fixture(scope="module")
def scorer() -> LanguageModelScorer:
    return LanguageModelScorer("smollm2")


def test_gold_entities_group_mentions_and_take_our_labels(corpus):
    docs, gold = corpus
    entities = gold_entities(docs[0], gold[0]["spans"])
    assert [e.label for e in entities] == ["PERSON_NAME", "DATE", "LOCATION", "ORGANIZATION_NAME", "LOCATION"]
    person = entities[0]
    assert len(person.spans) == 3 and person.name == docs[0].text[slice(*person.spans[0])]
    # without the gold's entity numbers, the masker's grouping joins "Mr Smith" to "John Smith"
    unnumbered = gold_entities(docs[0], [{k: v for k, v in s.items() if k != "entity"} for s in gold[0]["spans"]])
    assert [len(e.spans) for e in unnumbered] == [len(e.spans) for e in entities]


def test_leak_rates_are_nested_and_seeded(corpus):
    docs, gold = corpus
    entities = [e for d, g in zip(docs, gold) for e in gold_entities(d, g["spans"])]
    order = leak_order(entities, seed=1)
    assert order == leak_order(entities, seed=1) != leak_order(entities, seed=2)
    assert leaked_at(order, 0.05) <= leaked_at(order, 0.2) and len(leaked_at(order, 0.2)) == round(0.2 * len(order))
    with pytest.raises(ValueError, match="leak rate"):
        leaked_at(order, 1.5)


@pytest.mark.parametrize("method", ["redact", "faker_en", "faker"])
def test_every_mention_is_placed_in_the_version(corpus, method):
    """A leaked mention reads as its original in the output; a substituted one as its fill."""
    from pseudofill.fill.base import fillers

    docs, gold = corpus
    entities = {d.id: gold_entities(d, g["spans"]) for d, g in zip(docs, gold)}
    order = leak_order([e for es in entities.values() for e in es], seed=0)
    leaked = leaked_at(order, 0.3)
    filler = None if method == "redact" else fillers.create(method)
    outputs = versions(docs, entities, leaked, method, filler)
    for doc, version in zip(docs, outputs):
        for entity in entities[doc.id]:
            shown = version.shown(entity.key)
            assert len(shown) == len(entity.spans)
            if entity.key in leaked:
                assert shown == list(entity.texts)
            else:
                assert not set(shown) & set(entity.texts)
                assert method != "redact" or all(s.startswith("[") for s in shown)


def test_the_classifier_scores_separable_and_random_features_as_such():
    rng = random.Random(0)
    leaked = [i % 10 == 0 for i in range(300)]
    groups = [f"d{i % 15}" for i in range(300)]
    labels = ["PERSON_NAME"] * 300
    separable = [[float(x) + rng.random() * 0.1] for x in leaked]
    noise = [[rng.random()] for _ in leaked]
    from sklearn.metrics import roc_auc_score

    for scores in out_of_fold_scores(separable, labels, leaked, groups).values():
        assert roc_auc_score(leaked, scores) > 0.95
    for scores in out_of_fold_scores(noise, labels, leaked, groups).values():
        assert 0.3 < roc_auc_score(leaked, scores) < 0.7
    assert recall_at_precision([True, False, True, False], [0.9, 0.8, 0.7, 0.1]) == 1.0
    assert recall_at_precision([False, False], [0.1, 0.2]) is None


def test_the_parrot_finds_leaks_among_masks(corpus, scorer):
    from pseudofill.evaluate.parrot import parrot_attack

    docs, gold = corpus
    entities = {d.id: gold_entities(d, g["spans"]) for d, g in zip(docs, gold)}
    leaked = leaked_at(leak_order([e for es in entities.values() for e in es], seed=0), 0.2)
    found = parrot_attack(versions(docs, entities, leaked, "redact"), entities, leaked, scorer)
    assert found["leaks"] == len(leaked) and found["entities"] == sum(map(len, entities.values()))
    assert found["auc"] > 0.95 and found["leak_recall_at_p50"] > 0.9
    assert found["roc"][0] == [0.0, 0.0] and found["roc"][-1] == [1.0, 1.0]


def test_render_puts_a_candidate_in_each_mention_shape():
    assert render("Jan Kowalski", "Mr Yılmaz", "Ahmet Yılmaz") == "Mr Kowalski"
    assert render("Jan Kowalski", "Ahmet", "Ahmet Yılmaz") == "Jan"
    assert render("Jan Kowalski", "Ahmet Yılmaz", "Ahmet Yılmaz") == "Jan Kowalski"


def test_infill_recovers_a_name_the_context_gives_away(scorer):
    """The source text names the firm in full before the target's mention: the control must
    rank it first; in the redacted version that mention is a mask and the clue is gone."""
    text = ("Our supplier is Quantrell Brothers Haulage of Leeds. Every Monday the lorries of "
            "Quantrell Brothers Haulage bring the stock.")
    doc = Document("q", text)
    first = text.index("Quantrell")
    second = text.index("Quantrell", first + 1)
    spans = [{"start": first, "end": first + 25, "label": "ORG", "entity": 1},
             {"start": second, "end": second + 25, "label": "ORG", "entity": 2}]  # annotated as two entities
    entities = {"q": gold_entities(doc, spans)}
    target = entities["q"][1]
    pool = (target.name, *(f"{w} Group" for w in "Adams Baker Carter Dixon Evans Fisher Green Hughes Irving Jones "
                           "Kelly Lewis Moore Nolan Owens Parker Quinn Reid Shaw Turner".split()))
    targets = [Target(target, pool)]
    result = infill_attack({"original": versions([doc], entities, frozenset({entities["q"][0].key}), "original"),
                            "redact": versions([doc], entities, frozenset(), "redact")}, targets, scorer)
    assert result["original"]["top1"] == 1.0
    assert result["original"]["chance_top10"] == pytest.approx(10 / 21)
    assert result["redact"]["mean_rank"] > 1


def test_targets_get_distractors_of_their_label_from_other_documents(corpus):
    docs, gold = corpus
    entities = {d.id: gold_entities(d, g["spans"]) for d, g in zip(docs, gold)}
    targets = choose_targets(entities, frozenset(), 5, 40, "en_US", seed=0)
    assert len(targets) == 5
    for target in targets:
        assert len(target.pool) == 40 and len({c.casefold() for c in target.pool}) == 40
        assert target.pool[0] == target.entity.name
        assert not {c.casefold() for c in target.pool[1:]} & {t.casefold() for t in target.entity.texts}


def test_the_command_writes_the_attack_figures(corpus, tmp_path, capsys):
    from pseudofill.cli import main

    docs, gold = corpus
    original, gold_path, out = tmp_path / "in.jsonl", tmp_path / "gold.jsonl", tmp_path / "attack.json"
    original.write_text("".join(json.dumps({"id": d.id, "text": d.text}) + "\n" for d in docs), encoding="utf-8")
    gold_path.write_text("".join(json.dumps(g) + "\n" for g in gold), encoding="utf-8")
    code = main(["evaluate", "attack", "--original", str(original), "--gold", str(gold_path), "--methods",
                 "redact,faker_en,original", "--leak-rate", "0.2,0.1", "--infill-targets", "2", "--candidates", "12",
                 "-o", str(out)])
    assert code == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["kind"] == "attack" and result["leak_rate"] == 0.2
    assert set(result["parrot"]) == {"redact", "faker_en"}
    assert set(result["parrot"]["faker_en"]["by_leak_rate"]) == {"0.2", "0.1"}
    assert {"auc", "leak_recall_at_p50", "by_label"} <= set(result["parrot"]["redact"])
    assert set(result["infill"]) == {"redact", "faker_en", "original"}
    assert {"top1", "top10", "chance_top10"} <= set(result["infill"]["original"])
    assert "parrot attack" in capsys.readouterr().out
    from pseudofill.report import build_report

    page = build_report([result])
    assert "Privacy under attack" in page and "ROC curves" in page


def test_an_unknown_method_is_named(corpus, tmp_path):
    from pseudofill.evaluate.attack import attack

    docs, gold = corpus
    with pytest.raises(ValueError, match="unknown method.*nonsense"):
        attack(docs, gold, ["nonsense"], [0.1])
    with pytest.raises(ValueError, match="no gold spans"):
        attack(docs, gold[:3], ["redact"], [0.1])


def test_a_gold_file_without_spans_is_named(corpus, tmp_path, capsys):
    from pseudofill.cli import main

    docs, _ = corpus
    original, gold_path = tmp_path / "in.jsonl", tmp_path / "gold.jsonl"
    original.write_text("".join(json.dumps({"id": d.id, "text": d.text}) + "\n" for d in docs), encoding="utf-8")
    gold_path.write_text(json.dumps({"id": "d0", "sealed": "…"}) + "\n", encoding="utf-8")
    code = main(["evaluate", "attack", "--original", str(original), "--gold", str(gold_path)])
    assert code != 0
    assert "'d0' holds no spans" in capsys.readouterr().err
