"""The `mlm` filler (Vats' method) on a tiny BERT built here: no masked LM is packaged
offline, so this checks the mechanics, not the quality."""

from __future__ import annotations

import re

import pytest

from pseudofill.document import ConfigError, VaultEntry, VaultRecord, masked_from_record
from pseudofill.fill import MaskedLMFiller

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

WORDS = ("the a is was in on at of and to my name i live work car house city john mary paris london blue red "
         "big small drove walked company bank he she it they we you me").split()


@pytest.fixture(scope="module")
def tiny_mlm(tmp_path_factory):
    path = tmp_path_factory.mktemp("tiny-mlm")
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", ".", ",", "'", "-"] + WORDS
    (path / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    tokenizer = transformers.BertTokenizerFast(vocab=str(path / "vocab.txt"))
    torch.manual_seed(0)
    config = transformers.BertConfig(vocab_size=len(vocab), hidden_size=32, num_hidden_layers=2,
                                     num_attention_heads=2, intermediate_size=64, max_position_embeddings=128)
    transformers.BertForMaskedLM(config).save_pretrained(path)
    tokenizer.save_pretrained(path)
    return str(path)


def test_mlm_needs_a_model():
    with pytest.raises(ConfigError, match="--model"):
        MaskedLMFiller().prepare()


@pytest.mark.parametrize("top1", [True, False])
def test_mlm_fills_every_mask_with_a_vocabulary_word(tiny_mlm, top1):
    filler = MaskedLMFiller(model=tiny_mlm, top1=top1, top_k=5, seed=1)
    masked = masked_from_record({"id": "d", "text": "I drove my [MASK] to the [MASK] in [MASK] ."})
    filled = filler.fill(masked)
    assert not re.search(r"\[MASK\]", filled.text)
    assert all(f.value in WORDS for f in filled.fills)
    assert len({f.value for f in filled.fills}) == 3  # three slots, three entities, three words


def test_mlm_keeps_types_and_the_leak_guard(tiny_mlm):
    filler = MaskedLMFiller(model=tiny_mlm, top1=True, seed=0)
    masked = masked_from_record({"id": "d", "text": "Born on [DATE_OF_BIRTH_1], I am [PERSON_NAME_1] ."})
    vault = VaultRecord("d", [VaultEntry(0, 0, "DATE_OF_BIRTH", "29 November 1996", "[DATE_OF_BIRTH_1]", 1),
                              VaultEntry(0, 0, "PERSON_NAME", "John Smith", "[PERSON_NAME_1]", 1)])
    date, person = filler.fill(masked, vault).fills
    assert re.fullmatch(r"\d{1,2} [A-Z][a-z]+ \d{4}", date.value)
    assert "John" not in person.value and "Smith" not in person.value


def test_top_k_rejects_allow_listed_words_for_rare_word_masks(tiny_mlm):
    filler = MaskedLMFiller(model=tiny_mlm, top_k=10, seed=2)
    masked = masked_from_record({"id": "d", "text": "My [RARE_WORD_1] is nice ."})
    value = filler.fill(masked).fills[0].value
    from pseudofill.lexicon.words import default_allow_list

    candidates = filler.propose(*_first_slot(filler, masked))
    rare = [w for w in candidates[:10] if w.lower() not in default_allow_list()]
    assert value in rare if rare else value in candidates


def _first_slot(filler, masked):
    import random

    from pseudofill.fill.base import DocumentState, plan_slots
    from pseudofill.fill.constraints import DocumentMemory, LeakGuard

    plan = plan_slots(masked, None)
    return plan[0], DocumentState(masked, plan, [None] * len(plan), random.Random(0), LeakGuard([]), DocumentMemory())


def test_cli_fill_with_mlm_model_and_options(tiny_mlm, tmp_path, capsys):
    from pseudofill.cli import main

    from ..helpers import read_jsonl, write_jsonl

    write_jsonl(tmp_path / "m.jsonl", [{"id": "1", "text": "I drove my [MASK] to [MASK] ."}])
    assert main(["fill", str(tmp_path / "m.jsonl"), "-o", str(tmp_path / "f.jsonl"), "--method", "mlm",
                 "--model", tiny_mlm, "--top1", "--no-progress"]) == 0
    assert all(f["value"] in WORDS for f in read_jsonl(tmp_path / "f.jsonl")[0]["fills"])
    # an option the method does not have is a clear error, not ignored
    assert main(["fill", str(tmp_path / "m.jsonl"), "-o", str(tmp_path / "g.jsonl"), "--method", "faker",
                 "--context", "repL", "--no-progress"]) == 1
    assert "context" in capsys.readouterr().err
