"""The downstream-LM utility table and the canary audit: unit pieces, then the tiny
experiment end to end through the CLI (real spaCy, real packaged LM, real training)."""

from __future__ import annotations

import json
import math
import shutil

import pytest

from pseudofill.cli import main
from pseudofill.document import Document
from pseudofill.evaluate.canaries import FORMATS, Canary, audit, exposure, make_canaries, occurrences, plant
from pseudofill.evaluate.corpora import split_documents
from pseudofill.evaluate.downstream import (
    EOS,
    MASK,
    LMShape,
    TrainSettings,
    Vocabulary,
    build_model,
    perplexities,
    slot_labels,
    token_nll,
    token_stream,
    train,
    words,
)
from pseudofill.evaluate.experiment import load_experiment
from pseudofill.evaluate.gap import gap_closed
from pseudofill.evaluate.utility import by_label_lines, mean_perplexities, pivot_table

from ..helpers import REPO

TINY = REPO / "experiments" / "tiny.toml"
SHAPE = LMShape(n_layer=1, n_head=2, d_model=32, seq_len=16, vocab_size=600, dropout=0.0)


@pytest.fixture(scope="module")
def vocab():
    return Vocabulary.common_english(SHAPE.vocab_size)


def test_words_are_speech_style_and_tags_become_one_mask_token():
    assert words("Hi, I'm [PERSON_NAME_1] from [MASK]-land. It's 9 a.m.") == [
        "hi", "i'm", MASK, "from", MASK, "land", "it's", "9", "a", "m"]


def test_token_stream_zeroes_mask_loss_only_for_baseline1(vocab):
    ids, weights = token_stream(vocab, ["call [PERSON_NAME_1] now"], zero_mask_loss=True)
    assert ids[1] == vocab.index[MASK] and ids[-1] == vocab.index[EOS]
    assert weights == [1.0, 0.0, 1.0, 1.0]
    assert token_stream(vocab, ["call [PERSON_NAME_1] now"])[1] == [1.0] * 4


def test_slot_labels_follow_token_offsets():
    text = "my name is Ann Lee ok"
    assert slot_labels([text], [[(11, 18, "PERSON_NAME")]]) == [None, None, None, "PERSON_NAME", "PERSON_NAME",
                                                                None, None]


def test_perplexity_splits_by_slot_and_by_label():
    result = perplexities([math.log(2), math.log(8), math.log(32), math.nan], [None, "PERSON", "DATE", None])
    assert result["perplexity"] == pytest.approx(8.0)
    assert result["perplexity_masked"] == pytest.approx(16.0) and result["perplexity_other"] == pytest.approx(2.0)
    assert result["perplexity_by_label"] == pytest.approx({"DATE": 32.0, "PERSON": 8.0})


def test_gap_closed_by_label_says_where_a_fill_loses():
    rows = [{"masking": "a", "method": "oracle", "perplexity": 40.0, "perplexity_by_label": {"P": 10.0, "D": 4.0}},
            {"masking": "a", "method": "baseline0", "perplexity": 50.0, "perplexity_by_label": {"P": 20.0, "D": 8.0}},
            {"masking": "a", "method": "fill", "perplexity": 42.0, "perplexity_by_label": {"P": 12.0, "D": 7.0}}]
    gap_closed(rows, "perplexity")
    assert rows[2]["gap_closed_by_label"] == pytest.approx({"P": 0.8, "D": 0.25})
    result = {"rows": rows, "slot_tokens_by_label": {"a": {"D": 9, "P": 3}}}
    assert "a/fill: D 25% (9), P 80% (3)" in by_label_lines(result)


def test_mean_perplexities_over_adaptation_runs():
    runs = [{"perplexity": 10.0, "perplexity_masked": 20.0, "perplexity_other": None},
            {"perplexity": 14.0, "perplexity_masked": 30.0, "perplexity_other": None}]
    mean = mean_perplexities(runs)
    assert mean["perplexity"] == 12.0 and mean["perplexity_masked"] == 25.0 and mean["perplexity_other"] is None
    assert mean["perplexity_std"] == pytest.approx(math.sqrt(8.0)) and mean["perplexity_runs"] == [10.0, 14.0]
    assert mean_perplexities(runs[:1]) == runs[0]  # one run: no spread to report
    labelled = [{**run, "perplexity_by_label": {"P": p}} for run, p in zip(runs, (4.0, 6.0), strict=True)]
    assert mean_perplexities(labelled)["perplexity_by_label"] == {"P": 5.0}


def test_gap_closed_per_masking():
    rows = [{"masking": "a", "method": "oracle", "perplexity": 40.0},
            {"masking": "a", "method": "baseline0", "perplexity": 50.0},
            {"masking": "a", "method": "lm", "perplexity": 41.0},
            {"masking": "a", "method": "generic_lm", "perplexity": 90.0},
            {"masking": "b", "method": "lm", "perplexity": 41.0}]
    gap_closed(rows, "perplexity")
    assert rows[2]["gap_closed"] == pytest.approx(0.9) and rows[1]["gap_closed"] == 0.0
    assert rows[0]["gap_closed"] == pytest.approx(1.0)
    assert rows[3]["gap_closed"] is None and rows[4]["gap_closed"] is None  # not a version; no references
    assert "41.0 (90%)" in pivot_table(rows, "perplexity")


def test_training_lowers_held_out_nll_and_scores_every_token(vocab):
    import torch

    torch.manual_seed(0)
    text = " ".join(["the cat sat on the mat and the dog sat on the log"] * 30)
    ids, weights = token_stream(vocab, [text])
    model = build_model(SHAPE)
    before = token_nll(model, ids)
    losses = train(model, ids, weights, TrainSettings(steps=60, batch_size=8, lr=3e-3, warmup=5))
    after = token_nll(model, ids)
    assert math.isnan(before[0]) and not any(math.isnan(v) for v in after[1:])
    assert sum(after[1:]) < 0.5 * sum(before[1:]) and losses[-1] < losses[0]


def test_excluding_the_mask_renormalises_the_rest(vocab):
    """The fairer Baseline0: "[MASK]" cannot occur in raw text, so its probability is
    removed and every other word's renormalised (the shortlist still sums to one)."""
    import torch

    torch.manual_seed(0)
    model = build_model(SHAPE).eval()
    mask_id, ids = vocab.index[MASK], torch.tensor([[5, 9, 12, 40]])
    context = ids.repeat(SHAPE.vocab_size, 1)
    every_word = torch.arange(SHAPE.vocab_size).unsqueeze(1).expand(-1, 4)  # each word as every target
    with torch.no_grad():
        plain = model(context, every_word)[:, -1].exp()
        renormalised = model(context, every_word, exclude=mask_id)[:, -1].exp()
    others = torch.arange(SHAPE.vocab_size) != mask_id
    assert float(plain.sum()) == pytest.approx(1.0, abs=1e-4)
    assert float(renormalised[others].sum()) == pytest.approx(1.0, abs=1e-4)
    assert torch.allclose(renormalised[others], plain[others] / (1 - plain[mask_id]), rtol=1e-4)
    with pytest.raises(ValueError, match="shortlist"):
        model(context[:1], every_word[:1], exclude=SHAPE.vocab_size - 1)


def test_split_is_deterministic_and_keeps_groups_together():
    docs = [Document(f"c{i}-{j}", "word " * 50, {"conversation": f"c{i}"}) for i in range(10) for j in range(2)]
    train, test = split_documents(docs, 0.2, seed=3)
    assert (train, test) == split_documents(docs, 0.2, seed=3)
    assert {d.meta["conversation"] for d in train}.isdisjoint({d.meta["conversation"] for d in test})
    assert len(test) == 4


def test_canaries_are_planted_and_exposure_is_rank_based(vocab):
    canaries = make_canaries(["account_number", "full_name"], [3], vocab, seed=1)
    assert [c.format for c in canaries] == ["account_number", "full_name"]
    assert len(words(canaries[0].secret)) == FORMATS["account_number"][2]
    docs = [Document(str(i), "hello there") for i in range(5)]
    planted = plant(docs, canaries, seed=0)
    assert occurrences(canaries[0].secret, [d.text for d in planted]) == 3
    top = exposure(0.0, [-1.0] * 99)
    assert top["rank"] == 1 and top["exposure"] == pytest.approx(math.log2(100))
    assert exposure(-2.0, [-1.0] * 99)["exposure"] == pytest.approx(0.0)


def test_a_model_trained_on_a_canary_exposes_it(vocab):
    import torch

    torch.manual_seed(0)
    canary = Canary("pin", "the pin for my card is", "four one one seven", 1)
    ids, weights = token_stream(vocab, [canary.text] * 40)
    model = build_model(SHAPE)
    train(model, ids, weights, TrainSettings(steps=80, batch_size=8, lr=3e-3, warmup=5))
    result = audit({"raw": model}, vocab, [canary], candidates=200, distractors=20)
    assert result["canaries"][0]["rank_raw"] == 1 and result["inference"]["raw"]["top1"] == 1.0


@pytest.mark.slow
def test_tiny_experiment_end_to_end(tmp_path, monkeypatch, nlp):
    """`make test`'s run of experiments/tiny.toml: every reference row, every masking."""
    monkeypatch.setenv("PSEUDOFILL_CACHE", str(tmp_path / "cache"))
    config = tmp_path / "tiny.toml"
    shutil.copy(TINY, config)
    text = config.read_text().replace('"../examples/', f'"{REPO}/examples/')
    config.write_text(text)
    out = tmp_path / "lm.json"
    assert main(["evaluate", "lm", "--config", str(config), "--workdir", str(tmp_path / "work"), "-o", str(out)]) == 0
    result = json.loads(out.read_text())
    experiment = load_experiment(config)
    maskings = list(experiment.maskings)
    assert set(result["masked_token_pct"]) == set(maskings)
    assert result["masked_token_pct"]["allowList"] > result["masked_token_pct"]["entityTagger"] > 0
    cells = {(r["masking"], r["method"]): r for r in result["rows"]}
    for masking in maskings:
        for method in ("oracle", "baseline0", "baseline1", "faker"):
            row = cells[(masking, method)]
            assert row["perplexity"] > 1 and row["perplexity_masked"] > 1 and row["perplexity_other"] > 1
    assert ("entityTagger", "lm_top1") in cells and ("allowList", "lm_top1") not in cells
    assert cells[("entityTagger", "baseline0")]["gap_closed"] == 0.0
    for masking in maskings:  # the same model without "[MASK]" to predict can only do better
        assert cells[(masking, "baseline0_renorm")]["perplexity"] < cells[(masking, "baseline0")]["perplexity"]
    assert len({cells[(m, "oracle")]["perplexity"] for m in maskings}) == 1  # one oracle model
    runs = cells[("combined", "faker")]["perplexity_runs"]  # [adapt] repeats = 2: two seeds, their mean
    assert len(runs) == 2 and runs[0] != runs[1] and cells[("combined", "faker")]["perplexity_std"] > 0
    assert cells[("combined", "faker")]["perplexity"] == pytest.approx(sum(runs) / 2)

    # a method given one more masking keeps what it already filled and adapted on
    cached = {p.name: p.stat().st_mtime_ns for p in (tmp_path / "work").glob("*/entityTagger__lm_top1__*")}
    assert len(cached) == 1 + experiment.adapt_repeats  # the fill and one adaptation per seed
    config.write_text(text.replace('maskings = ["entityTagger"]', 'maskings = ["entityTagger", "combined"]'))
    assert main(["evaluate", "lm", "--config", str(config), "--workdir", str(tmp_path / "work"), "-o", str(out)]) == 0
    assert {p.name: p.stat().st_mtime_ns for p in (tmp_path / "work").glob("*/entityTagger__lm_top1__*")} == cached
    rerun = json.loads(out.read_text())
    assert ("combined", "lm_top1") in {(r["masking"], r["method"]) for r in rerun["rows"]}
    assert set(rerun["fill_errors"]) == set(result["fill_errors"]) | {"combined/lm_top1"}  # cached fills report too

    canaries = tmp_path / "canaries.json"
    assert main(["evaluate", "canaries", "--config", str(config), "--workdir", str(tmp_path / "work"),
                 "-o", str(canaries)]) == 0
    audit_result = json.loads(canaries.read_text())
    assert len(audit_result["canaries"]) == 2
    assert all(row["left_in_filled"] == 0 for row in audit_result["canaries"])
    assert {"raw", "filled", "unplanted", "distractors"} <= set(audit_result["inference"])
    assert set(audit_result["mean_exposure"]) == {"raw", "filled", "unplanted"}


def test_an_interrupted_fill_resumes_at_the_document_after_the_checkpoint(tmp_path, monkeypatch):
    """A fill stopped part-way (here Ctrl-C after three documents) is not begun again: the
    next run fills only the rest, and the whole equals an uninterrupted fill — the reuse
    cap (one use of a value in the corpus) counting the first three documents' values."""
    import pseudofill.fill.stream as stream
    from pseudofill.evaluate.experiment import Versions

    monkeypatch.setenv("PSEUDOFILL_CHECKPOINT_SECONDS", "0")
    config = tmp_path / "tiny.toml"
    config.write_text(TINY.read_text().replace('"../examples/', f'"{REPO}/examples/')
                      .replace("max_train_words = 500", "max_train_words = 2000")
                      .replace('[methods.faker]\nmethod = "faker"', '[methods.faker]\nmethod = "faker"\nmax_reuse = 1'))
    whole = Versions(load_experiment(config, tmp_path / "whole")).filled("allowList", "faker")
    assert len(whole) > 4

    real, calls = stream.fill_safely, []

    def counted(*args, stop_after=None):  # type: ignore[no-untyped-def]
        if stop_after is not None and len(calls) == stop_after:
            raise KeyboardInterrupt
        calls.append(args[1].id)
        return real(*args)

    monkeypatch.setattr(stream, "fill_safely", lambda *a: counted(*a, stop_after=3))
    versions = Versions(load_experiment(config, tmp_path / "stopped"))
    with pytest.raises(KeyboardInterrupt):
        versions.filled("allowList", "faker")
    assert not versions.fill_path("allowList", "faker").exists()  # nothing passes for a finished fill

    calls.clear()
    monkeypatch.setattr(stream, "fill_safely", lambda *a: counted(*a))
    resumed = Versions(load_experiment(config, tmp_path / "stopped")).filled("allowList", "faker")
    assert calls == [d.id for d in whole[3:]]
    assert [(d.id, d.text) for d in resumed] == [(d.id, d.text) for d in whole]
