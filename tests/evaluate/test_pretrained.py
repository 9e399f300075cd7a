"""The pretrained downstream LM (LoRA on the packaged SmolLM2): the masked stream, its
weights, adaptation, scoring, renormalisation, the paired gap, and `evaluate lm` with
`[model] pretrained` end to end (real model, real training, a few steps)."""

from __future__ import annotations

import json
import math

import pytest

from pseudofill.cli import main
from pseudofill.evaluate.downstream import TrainSettings
from pseudofill.evaluate.experiment import load_experiment
from pseudofill.evaluate.gap import gap_closed
from pseudofill.evaluate.pretrained import MASK_TEXT, PretrainedDownstream, PretrainedLM, as_masks

from ..helpers import REPO

TEST_TEXTS = ["A: I called the bank on Monday and spoke to Maria about the loan.",
              "B: We moved to Denver last year, uh, because of my job at the hospital."]
TRAIN_TEXTS = TEST_TEXTS * 4
FEW_STEPS = TrainSettings(steps=4, batch_size=2, lr=5e-3, warmup=1, seed=0)


@pytest.fixture(scope="module")
def downstream():
    return PretrainedDownstream(PretrainedLM("smollm2", seq_len=16, eval_batch=4), TEST_TEXTS)


def mean(values):
    return sum(values) / len(values)


def test_every_tag_is_one_mask():
    assert as_masks("Call [PERSON_NAME_1] at [PHONE_NUMBER_2] or [MASK].") == "Call [MASK] at [MASK] or [MASK]."


def test_baseline1_does_not_learn_the_masks(downstream):
    text = "I spoke to [PERSON_NAME_1] in [LOCATION_2] today, and then to [PERSON_NAME_1] again."
    rows = downstream._rows([text], zero_mask_loss=True)
    tokens = [token for row in rows for token in row[1:]] + [rows[0][0]]  # rows share their edge token
    assert len(rows) > 1 and all(len(row) <= downstream.spec.seq_len + 1 for row in rows)
    zeroed = "".join(downstream.tokenizer.decode([i]) for i, w in tokens if w == 0 and i != downstream.start_id)
    assert zeroed.replace(" ", "") == MASK_TEXT * 3  # every token of every mask, nothing else
    plain = downstream._rows([text], zero_mask_loss=False)
    assert [i for row in plain for i, _ in row] == [i for row in rows for i, _ in row]
    assert all(w == 1 for row in plain for i, w in row if i != downstream.start_id)


def test_slot_labels_follow_token_offsets(downstream):
    start = TEST_TEXTS[0].index("Maria")
    labels = downstream.slot_labels([[(start, start + 5, "PERSON_NAME")], []])
    assert len(labels) == downstream.test_tokens and set(labels) == {None, "PERSON_NAME"}
    assert 1 <= labels.count("PERSON_NAME") <= 2
    first = downstream.test_offsets[0][labels.index("PERSON_NAME")]
    assert TEST_TEXTS[0][first[0]:first[1]].strip() == "Maria"


def test_adaptation_lowers_test_nll_and_a_seed_repeats_itself(downstream):
    untuned = downstream.adapted_nll(None, False, FEW_STEPS)["nll"]
    assert len(untuned) == downstream.test_tokens and not any(math.isnan(v) for v in untuned)
    adapted = downstream.adapted_nll(TRAIN_TEXTS, False, FEW_STEPS)["nll"]
    assert mean(adapted) < mean(untuned) - 0.1
    assert downstream.adapted_nll(TRAIN_TEXTS, False, FEW_STEPS)["nll"] == pytest.approx(adapted, abs=1e-6)
    assert not downstream.model.training and not hasattr(downstream.model, "peft_config")  # the shared one untouched


def test_a_model_that_learnt_masks_scores_better_without_them(downstream):
    masked = [t.replace("Maria", "[PERSON_NAME_1]").replace("Denver", "[LOCATION_1]") for t in TRAIN_TEXTS]
    scores = downstream.adapted_nll(masked, False, FEW_STEPS, renormalise=True)
    assert all(r <= n + 1e-6 for r, n in zip(scores["nll_renorm"], scores["nll"], strict=True))
    start = TEST_TEXTS[0].index("Maria")
    at_slot = downstream.slot_labels([[(start, start + 5, "PERSON_NAME")], []]).index("PERSON_NAME")
    assert scores["nll"][at_slot] - scores["nll_renorm"][at_slot] > 0.1  # it had learnt to expect "[" there


def test_gap_closed_seed_by_seed():
    rows = [{"masking": "a", "method": "oracle", "perplexity": 20.0, "perplexity_runs": [19.0, 21.0]},
            {"masking": "a", "method": "baseline0", "perplexity": 22.0, "perplexity_runs": [21.0, 23.0]},
            {"masking": "a", "method": "fill", "perplexity": 20.5, "perplexity_runs": [19.5, 21.5]},
            {"masking": "a", "method": "noisy", "perplexity": 20.5, "perplexity_runs": [19.0, 22.0]}]
    gap_closed(rows, "perplexity")
    fill, noisy = rows[2], rows[3]
    assert fill["gap_closed"] == pytest.approx(0.75) and fill["gap_closed_std"] == pytest.approx(0.0)
    assert noisy["gap_closed"] == pytest.approx(0.75) and noisy["gap_closed_runs"] == pytest.approx([1.0, 0.5])
    assert noisy["gap_closed_std"] > 0.3


TINY_PRETRAINED = """
[experiment]
name = "tiny-pretrained"
seed = 0

[corpus]
path = "{repo}/examples/sample_calls.jsonl"
test_fraction = 0.25
max_train_words = 400
max_test_words = 250

[model]
pretrained = "smollm2"
seq_len = 32
eval_batch = 4

[adapt]
steps = 3
batch_size = 2
lr = 5e-3
warmup = 1
repeats = 2

[maskings.entityTagger]
detectors = ["entity"]

[methods.faker]
method = "faker"
"""


def test_evaluate_lm_with_a_pretrained_model(tmp_path, monkeypatch, nlp):
    monkeypatch.setenv("PSEUDOFILL_CACHE", str(tmp_path / "cache"))
    config = tmp_path / "tiny_pretrained.toml"
    config.write_text(TINY_PRETRAINED.format(repo=REPO))
    experiment = load_experiment(config)
    assert experiment.pretrained == PretrainedLM("smollm2", seq_len=32, eval_batch=4)
    out = tmp_path / "lm.json"
    assert main(["evaluate", "lm", "--config", str(config), "--workdir", str(tmp_path / "work"), "-o", str(out)]) == 0
    result = json.loads(out.read_text())
    assert result["config"]["pretrained"]["pretrained"] == "smollm2" and "shape" not in result["config"]
    cells = {(r["masking"], r["method"]): r for r in result["rows"]}
    assert {"generic_lm", "oracle", "baseline0", "baseline1", "baseline0_renorm", "faker"} == \
        {method for _, method in cells}
    oracle, generic = cells[("entityTagger", "oracle")], cells[("entityTagger", "generic_lm")]
    assert oracle["perplexity"] < generic["perplexity"]  # three steps on in-domain text already help
    renormalised, baseline0 = cells[("entityTagger", "baseline0_renorm")], cells[("entityTagger", "baseline0")]
    assert renormalised["perplexity"] <= baseline0["perplexity"]
    faker = cells[("entityTagger", "faker")]
    assert len(faker["perplexity_runs"]) == 2 and "gap_closed_std" in faker
    assert result["test_tokens"] > result["test_documents"] > 0
    tokens = result["slot_tokens_by_label"]["entityTagger"]
    assert tokens and set(faker["gap_closed_by_label"]) <= set(tokens)  # where the fill loses, label by label
    cached = sorted((tmp_path / "work" / "lm").glob("*.json"))
    assert main(["evaluate", "lm", "--config", str(config), "--workdir", str(tmp_path / "work"), "-o", str(out)]) == 0
    assert sorted((tmp_path / "work" / "lm").glob("*.json")) == cached  # the rerun adapted nothing again
    assert json.loads(out.read_text())["rows"] == result["rows"]
    (fill,) = (tmp_path / "work" / "fills").glob("entityTagger__faker__*.jsonl")  # a fill made anew (changed code)
    records = [json.loads(line) for line in fill.read_text().splitlines()]
    fill.write_text("".join(json.dumps({**r, "text": r["text"] + " Thanks."}) + "\n" for r in records))
    assert main(["evaluate", "lm", "--config", str(config), "--workdir", str(tmp_path / "work"), "-o", str(out)]) == 0
    added = set((tmp_path / "work" / "lm").glob("*.json")) - set(cached)
    assert len(added) == 2 and all("__faker__" in p.name for p in added)  # its two runs adapted again, only them


def test_an_unknown_model_option_is_a_clear_error(tmp_path):
    config = tmp_path / "bad.toml"
    config.write_text(TINY_PRETRAINED.format(repo=REPO).replace("eval_batch = 4", "layers = 4"))
    assert main(["evaluate", "lm", "--config", str(config), "-o", str(tmp_path / "x.json")]) != 0
