"""`pseudofill finetune`: a few real LoRA steps on the packaged SmolLM2, and MLM tuning of a
tiny BERT; the saved directory must load and fill."""

from __future__ import annotations

import pytest

from pseudofill.cli import main
from pseudofill.document import ConfigError
from pseudofill.fill import CausalLMFiller
from pseudofill.fill.finetune import TuneConfig, _causal_rows, _instruction_examples, finetune
from pseudofill.models import load_causal_lm

from ..helpers import write_jsonl

TINY = TuneConfig(steps=2, batch_size=2, seq_len=32)


@pytest.fixture
def corpus(tmp_path):
    return write_jsonl(tmp_path / "corpus.jsonl", [
        {"id": "1", "text": "Thanks for calling. Your order shipped on Monday and should arrive soon."},
        {"id": "2", "text": "Hi, I am [PERSON_NAME_1] and my card was charged twice."},
    ])


def test_instruction_examples_follow_vats():
    (prompt, target), *_ = _instruction_examples(["The parcel arrived late on a rainy day."], TuneConfig())
    assert "Predict the [MASK] tokens in the given sentence" in prompt and "[MASK]" in prompt.split("Input:")[1]
    assert target == "The parcel arrived late on a rainy day."


def test_rows_skip_prompts_too_long_for_the_sequence():
    _, tokenizer = load_causal_lm("smollm2")
    long_prompt = ("word " * 40, "target")
    rows = _causal_rows(tokenizer, [long_prompt, ("short prompt ", "a target sentence")], seq_len=32)
    assert len(rows) == 1 and all(len(ids) == 32 for ids, _ in rows)
    with pytest.raises(ConfigError, match="nothing to train on"):
        _causal_rows(tokenizer, [long_prompt], seq_len=32)


def test_lm_finetune_fills_masked_docs_then_saves_a_usable_model(corpus, tmp_path):
    out = finetune(corpus, tmp_path / "tuned", method="lm", config=TINY)
    assert (out / "config.json").exists() and (out / "model.safetensors").exists()
    tuned = CausalLMFiller(model=str(out), top1=True)
    tuned.prepare()
    base, _ = load_causal_lm("smollm2")
    differs = any((a - b).abs().max() > 0 for a, b in zip(tuned.lm.parameters(), base.parameters()))
    assert differs  # LoRA was merged into the saved weights


def test_cli_instruct_finetune(corpus, tmp_path, capsys):
    assert main(["finetune", str(corpus), "-o", str(tmp_path / "inst"), "--method", "instruct", "--steps", "1",
                 "--batch-size", "2", "--seq-len", "48"]) == 0
    assert "inst" in capsys.readouterr().err and (tmp_path / "inst" / "config.json").exists()


def test_finetune_errors(tmp_path, corpus):
    with pytest.raises(ConfigError, match="needs --model"):
        finetune(corpus, tmp_path / "x", method="mlm")
    with pytest.raises(ConfigError, match="no such corpus"):
        finetune(tmp_path / "missing.jsonl", tmp_path / "x")


def test_mlm_finetune_on_a_tiny_bert(tmp_path, corpus):
    transformers = pytest.importorskip("transformers")
    import torch

    words = "thanks for calling your order shipped on monday and should arrive soon hi i am my card was charged twice"
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", ".", ","] + sorted(set(words.split()))
    (tmp_path / "vocab.txt").write_text("\n".join(vocab), encoding="utf-8")
    torch.manual_seed(0)
    config = transformers.BertConfig(vocab_size=len(vocab), hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                                     intermediate_size=64, max_position_embeddings=64)
    transformers.BertForMaskedLM(config).save_pretrained(tmp_path / "bert")
    transformers.BertTokenizerFast(vocab=str(tmp_path / "vocab.txt")).save_pretrained(tmp_path / "bert")
    out = finetune(corpus, tmp_path / "bert-tuned", method="mlm", model=str(tmp_path / "bert"), config=TINY)
    tuned = transformers.BertForMaskedLM.from_pretrained(out)
    before = transformers.BertForMaskedLM.from_pretrained(tmp_path / "bert")
    assert any((a - b).abs().max() > 0 for a, b in zip(tuned.parameters(), before.parameters()))
