"""`pseudofill finetune`: adapt the filler's model to the in-domain corpus (Vats §3.2 FT).

- `lm`: LoRA causal-LM tuning on the corpus.  Documents without masks are used as they
  are; documents with masks are first filled by the current model, and the whole filled
  corpus is trained on — repeated for `rounds` (fill → tune → refill).
- `instruct`: Vats' LLaMA-2 recipe with LoRA: random words of a sentence become [MASK],
  the prompt says "Predict the [MASK] tokens in the given sentence", the target is the
  original sentence (loss on the target only).
- `mlm`: masked-LM tuning (15 % of word pieces) of a Hugging Face masked LM.

Training is the project's one loop (`pseudofill.training.fit`): fixed-length rows drawn at
random, plain AdamW at a constant rate, `steps` steps, progress on stderr.  The result
(LoRA merged) is a plain model directory that `--model` accepts.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..document import ConfigError, masked_from_record
from ..language import get_language
from ..models import load_causal_lm, load_masked_lm

INSTRUCTION = "Predict the [MASK] tokens in the given sentence"


@dataclass
class TuneConfig:
    steps: int = 20
    batch_size: int = 8
    seq_len: int = 128
    lr: float = 2e-4
    lora_r: int = 8
    mask_rate: float = 0.15
    seed: int = 0


def _texts(corpus: Path) -> Iterator[tuple[str, bool]]:
    """(text, has_masks) for each record of a JSONL corpus (raw or masked)."""
    with corpus.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                record = json.loads(line)
                masked = masked_from_record(record)
                yield masked.text, bool(masked.slots)


def finetune(corpus: str | Path, output: str | Path, method: str = "lm", model: str | None = None,
             rounds: int = 1, config: TuneConfig | None = None, language: str | None = None) -> Path:
    corpus, output, config = Path(corpus), Path(output), config or TuneConfig()
    if not corpus.is_file():
        raise ConfigError(f"{corpus}: no such corpus file")
    if method == "mlm":
        if model is None:
            raise ConfigError("finetune --method mlm needs --model (a masked LM directory or hub name)")
        return _tune_mlm(corpus, output, model, config)
    if method not in ("lm", "instruct"):
        raise ConfigError(f"finetune method must be lm, instruct or mlm, not {method!r}")
    current = model or get_language(language).lm  # the language's packaged LM
    for round_ in range(1, rounds + 1):
        texts = _filled_texts(corpus, current, config.seed + round_, language) if method == "lm" else \
            [t for t, masked in _texts(corpus) if not masked]
        if not texts:
            raise ConfigError(f"{corpus}: no usable text (instruct tuning needs documents without masks)")
        examples = _lm_examples(texts) if method == "lm" else _instruction_examples(texts, config)
        target = output if round_ == rounds else output.with_name(f"{output.name}.round{round_}")
        _tune_causal(current, examples, target, config, label=f"{method} round {round_}/{rounds}")
        current = str(target)
    return output


def _filled_texts(corpus: Path, model: str, seed: int, language: str | None) -> list[str]:
    """Clean documents as they are; masked ones filled by the current model."""
    from .lm import CausalLMFiller

    filler = CausalLMFiller(model=model, seed=seed, top1=True, language=language or "en")
    records = list(_texts(corpus))
    to_fill = [(masked_from_record({"id": str(i), "text": text}), None) for i, (text, masked) in enumerate(records)
               if masked]
    filled = filler.fill_batch(to_fill)
    return [next(filled).text if masked else text for text, masked in records]


def _lm_examples(texts: list[str]) -> list[tuple[str, str]]:
    return [("", text) for text in texts]  # no prompt: the loss covers the whole text


def _instruction_examples(texts: list[str], config: TuneConfig) -> list[tuple[str, str]]:
    """Vats' prompts: a sentence with random words masked → the original sentence."""
    from .base import sentence_bounds

    rng = random.Random(config.seed)
    examples = []
    for text in texts:
        for start, end in sentence_bounds(text):
            sentence = text[start:end].strip()
            words = sentence.split()
            if len(words) < 4:
                continue
            chosen = set(rng.sample(range(len(words)), max(1, round(len(words) * config.mask_rate))))
            masked = " ".join("[MASK]" if i in chosen else w for i, w in enumerate(words))
            examples.append((f"### Instruction:\n{INSTRUCTION}\n### Input:\n{masked}\n### Response:\n", sentence))
    return examples


def _tune_causal(model_name: str, examples: list[tuple[str, str]], output: Path, config: TuneConfig,
                 label: str) -> None:
    import torch

    from ..training import Schedule, fit, with_lora

    shared, tokenizer = load_causal_lm(model_name)
    model = with_lora(copy.deepcopy(shared), config.lora_r)  # merging changes weights: fillers share the cached model
    rows = _causal_rows(tokenizer, examples, config.seq_len)
    rng = random.Random(config.seed)
    torch.manual_seed(config.seed)

    def loss_of_step(step: int) -> torch.Tensor:
        batch = [rows[rng.randrange(len(rows))] for _ in range(config.batch_size)]
        ids = torch.tensor([r[0] for r in batch])
        labels = torch.tensor([r[1] for r in batch])
        attention = ((labels != -100) | (ids != tokenizer.pad_token_id)).long()
        return model(input_ids=ids, attention_mask=attention, labels=labels).loss

    fit(model, loss_of_step, Schedule(config.steps, config.lr),
        parameters=[p for p in model.parameters() if p.requires_grad], label=label)
    merged = model.merge_and_unload().eval()
    output.mkdir(parents=True, exist_ok=True)
    merged.save_pretrained(output)
    tokenizer.save_pretrained(output)


def _causal_rows(tokenizer: Any, examples: list[tuple[str, str]], seq_len: int) -> list[tuple[list[int], list[int]]]:
    """Fixed-length (input ids, labels) rows; prompt tokens and padding are not learned."""
    rows = []
    for prompt, target in examples:
        prompt_ids = tokenizer(prompt, add_special_tokens=False).input_ids if prompt else []
        if len(prompt_ids) > seq_len - 4:  # no room left for the target: a sentence too long for a row
            continue
        target_ids = tokenizer(target, add_special_tokens=False).input_ids + [tokenizer.eos_token_id]
        for start in range(0, max(1, len(target_ids)), seq_len - len(prompt_ids)):
            piece = target_ids[start:start + seq_len - len(prompt_ids)]
            ids = (prompt_ids + piece)[:seq_len]
            labels = ([-100] * len(prompt_ids) + piece)[:seq_len]
            pad = seq_len - len(ids)
            rows.append((ids + [tokenizer.pad_token_id] * pad, labels + [-100] * pad))
    if not rows:
        raise ConfigError("nothing to train on")
    return rows


def _tune_mlm(corpus: Path, output: Path, model_name: str, config: TuneConfig) -> Path:
    import torch
    from transformers import DataCollatorForLanguageModeling

    from ..training import Schedule, fit

    shared, tokenizer = load_masked_lm(model_name)
    model = copy.deepcopy(shared)
    texts = [t for t, masked in _texts(corpus) if not masked] or [t for t, _ in _texts(corpus)]
    encoded = [tokenizer(t, truncation=True, max_length=config.seq_len)["input_ids"] for t in texts]
    collate = DataCollatorForLanguageModeling(tokenizer, mlm_probability=config.mask_rate)
    rng = random.Random(config.seed)
    torch.manual_seed(config.seed)

    def loss_of_step(step: int) -> torch.Tensor:
        batch = collate([{"input_ids": encoded[rng.randrange(len(encoded))]} for _ in range(config.batch_size)])
        return model(**batch).loss

    fit(model, loss_of_step, Schedule(config.steps, config.lr), label="mlm")
    output.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(output)
    tokenizer.save_pretrained(output)
    return output
