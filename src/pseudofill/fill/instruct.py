"""`instruct`: a chat LLM fills the numbered masks of a sentence in one call and answers
JSON (`{"MASK_1": "...", ...}`) — FitB's Qwen setting.

Each target sentence is shown with ±N sentences of context; its masks are numbered
(`[MASK_1]`, or `[MASK.NOUN.1]` with `upos=True`, the UPOS of the original from the
vault) and typed slots say their type.  The answer is validated (JSON, every key,
non-empty strings, no mask tag of the text echoed back, no digits or long runs of words
where the original was a word); a bad answer is retried up to `retries` times with sampling; a slot
still without an answer is a FAILED outcome, counted in `failures`, and falls back to the
type-aware surrogates of the `faker` method — a frequency-masked word to a word of the
original's part of speech and frequency, as `lm` draws them.  Dates, places, nationalities and
organisations take the shared generators' substitutes, so the document's date shift,
substitute country and rebuilt bodies hold here too; the model writes the others.  With
`context="repL"` the model is asked again after each fill, seeing the fills to its left.
Default model: the language's (`LanguagePack.lm`): the packaged SmolLM2-135M-Instruct for
English, the Gemma 3 270M base model for Swedish; any HF chat model directory works.  A
model without a chat template (a base model) is shown one worked example in the text's
language before the text, and its answer is opened with "{".
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence

from ..language import get_language
from ..lexicon.taxonomy import RARE_WORD
from ..models import load_causal_lm
from .base import DocumentState, SlotInfo, fillers, render, sentence_window
from .baselines import FakerFiller
from .lm import CONTEXTS
from .rare_words import typed_rare_words
from .surrogates import STORY_LABELS
from .upos import UposTagger

SYSTEM = ("You rewrite text for privacy. You replace each masked item with a realistic, invented substitute "
          "of the same kind that fits the sentence. You answer only with JSON.")
_JSON = re.compile(r"\{[^{}]*\}", re.DOTALL)
_MONTH = r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
# What an answer must look like for the types that have a shape.
SHAPES = {
    "EMAIL_ADDRESS": r"[^@\s]+@[^@\s]+\.\w+", "URL": r"\S+\.\S+", "DOMAIN_NAME": r"[\w-]+(\.[\w-]+)+",
    "IP_ADDRESS": r"[\d.:a-fA-F]+", "PHONE_NUMBER": r"(\D*\d){7,}\D*", "CREDIT_CARD_NUMBER": r"(\D*\d){12,19}\D*",
    "US_SSN": r"(\D*\d){9}\D*", "IBAN_CODE": r"[A-Z]{2}\d\d[\w ]+", "ROUTING_NUMBER": r"\d{9}",
    "DATE": rf"(?i).*(\d|{_MONTH}|day).*", "DATE_OF_BIRTH": rf"(?i).*(\d|{_MONTH}).*", "TIME": r".*\d.*",
    # Swedish identifiers (detected in Swedish text only)
    "SE_PERSONNUMMER": r"(\D*\d){10,12}\D*", "SE_ORGANISATIONSNUMMER": r"(\D*\d){10}\D*",
    "BANK_ACCOUNT": r"(\D*\d){4,}\D*", "POSTCODE": r".*\d.*", "LICENSE_PLATE": r".*\d.*",
}


@fillers.register("instruct")
class InstructFiller(FakerFiller):
    name = "instruct"
    # Counters of this object's run (prompts sent, slots left without an answer, slots answered): state,
    # not parameters, so class-level defaults and never in __init__, get_params or a resume check.
    calls: int = 0
    failures: int = 0
    answered: int = 0

    def __init__(self, model: str | None = None, seed: int = 0, top_k: int = 10, context: str = "maskL",
                 sentences: int = 2, upos: bool = False, retries: int = 2, max_new_tokens: int = 64,
                 max_reuse: int | None = 20, locale: str | None = None, language: str = "en",
                 date_shift: str = "document", date_shift_days: Sequence[int] = (365, 730)):
        super().__init__(seed=seed, top_k=top_k, max_reuse=max_reuse, locale=locale, language=language,
                         date_shift=date_shift,
                         date_shift_days=date_shift_days)
        if context not in CONTEXTS:
            raise ValueError(f"context must be one of {CONTEXTS}, not {context!r}")
        self.model = model
        self.context = context
        self.sentences = sentences
        self.upos = upos
        self.retries = retries
        self.max_new_tokens = max_new_tokens

    def _setup(self) -> None:
        super()._setup()
        self.lm, self.tokenizer = load_causal_lm(self.model or get_language(self.language).lm)  # None: the language's
        self.tagger = UposTagger() if self.upos else None
        self.rare_tagger = self.tagger or UposTagger()  # spaCy loads at the first frequency-masked slot without answer

    def propose(self, info: SlotInfo, state: DocumentState) -> list[str]:
        if info.label in STORY_LABELS:  # the document's date shift, substitute country, rebuilt bodies
            return super().propose(info, state)
        answers: dict[int, str] = state.scratch.setdefault("answers", {})  # type: ignore[assignment]
        asked: set[int] = state.scratch.setdefault("asked", set())  # type: ignore[assignment]
        if info.index not in asked or self.context == "repL":
            answers.update(self._ask(info, state, asked))
        answer = answers.get(info.index)
        if answer is None:
            self.failures += 1  # FAILED: the typed candidates below (or `fallback`) take over
        else:
            self.answered += 1
        if info.label == RARE_WORD:  # any common word is no frequency-masked word's substitute
            return [answer] if answer else []
        return ([answer] if answer else []) + super().propose(info, state)

    def fallback(self, info: SlotInfo, state: DocumentState) -> str:
        """A frequency-masked word without a usable answer (none, or one the constraints
        refused): a word of its part of speech and frequency, as `lm` draws them."""
        if info.label == RARE_WORD:
            typed = typed_rare_words(info, state, self.rare_tagger, self.surrogates, self.language, self.top_k)
            if acceptable := self._acceptable(typed, info, state):
                return acceptable[0]
        return super().fallback(info, state)

    def select(self, info: SlotInfo, candidates: list[str], state: DocumentState) -> str:
        return candidates[0]  # the model's answer when it passed the constraints

    def _ask(self, info: SlotInfo, state: DocumentState, asked: set[int]) -> dict[int, str]:
        """One call for the masks of this slot's sentence (or this slot alone with repL)."""
        text = state.masked.text
        sentence, start, end = sentence_window(info, state, self.sentences)
        targets = [o for o in state.plan if sentence[0] <= o.slot.start < sentence[1] and state.values[o.index] is None]
        if self.context == "repL":
            targets = [info]
        asked.update(t.index for t in targets)  # a sentence is asked once, answered or not
        tags = self._upos_tags(state) if self.upos else {}
        names: dict[str, int] = {}  # JSON key ("MASK_1") → slot index
        shown = []
        for other in state.plan:
            if not start <= other.slot.start < end:
                continue
            if other in targets:
                key = f"MASK_{len(names) + 1}"
                names[key] = other.index
                tag = f"[MASK.{tags[other.index]}.{len(names)}]" if other.index in tags else f"[{key}]"
                shown.append((other.slot.start, other.slot.end, tag))
            elif state.values[other.index] is not None and self.context == "repL":
                shown.append((other.slot.start, other.slot.end, state.values[other.index]))
        window = render(text, start, end, shown)
        kinds = "; ".join(f"{key} is a {state.plan[i].label.replace('_', ' ').lower()}"
                          for key, i in names.items() if state.plan[i].label != "MASK")
        prompt = (f"Replace each masked item in this text with an invented substitute.\n\nText:\n{window}\n\n"
                  + (f"Types: {kinds}.\n" if kinds else "")
                  + "Answer with JSON only, one key per mask: " + json.dumps({k: "..." for k in names}))
        copied: set[str] = set()
        if not getattr(self.tokenizer, "chat_template", None):
            prompt = self._base_prompt(window, kinds)
            copied = set(self._example()[2].values())  # the example's answers, copied
        tags: set[str] = state.cached("tags", lambda: {slot.tag.strip("[]").lower() for slot in state.masked.slots})
        parsed: dict[int, str] = {}
        for attempt in range(self.retries + 1):
            reply = self._generate(prompt, sample=attempt > 0, state=state)
            parsed = {i: value for i, value in _parse(reply, names, {i: state.plan[i].label for i in names.values()})
                      .items() if value not in copied and _fits(value, state.plan[i].original, tags)}
            if len(parsed) == len(names):
                return parsed
        return parsed

    def _base_prompt(self, window: str, kinds: str) -> str:
        """The prompt of a base model: the instruction, a worked example, the text; the answer
        is begun (see _generate)."""
        text, types, answer = self._example()
        return (f"{SYSTEM}\n\nText:\n{text}\nTypes: {types}.\nJSON: {json.dumps(answer, ensure_ascii=False)}\n\n"
                f"Text:\n{window}\n" + (f"Types: {kinds}.\n" if kinds else "") + "JSON:")

    def _example(self) -> tuple[str, str, Mapping[str, str]]:
        """A base model (no chat template) continues a pattern rather than follows an instruction:
        one worked example in the text's language (the default language's where its pack has none)."""
        example = get_language(self.language).instruct_example or get_language(None).instruct_example
        assert example is not None, "the default language's pack has an instruct example"
        return example

    def _generate(self, prompt: str, sample: bool, state: DocumentState) -> str:
        import torch

        self.calls += 1
        messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": prompt}]
        opened = ""
        if getattr(self.tokenizer, "chat_template", None):
            ids = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt",
                                                     return_dict=True)
        else:  # a base model (Gemma 3 270M): the few-shot prompt of _base_prompt, the JSON answer begun
            opened = " {"
            ids = self.tokenizer(prompt + opened, return_tensors="pt")
        torch.manual_seed(state.rng.randrange(2**31))
        with torch.no_grad():
            sampling = {"do_sample": True, "temperature": 0.8, "top_k": 50} if sample else {"do_sample": False}
            out = self.lm.generate(**ids, max_new_tokens=self.max_new_tokens, pad_token_id=self.tokenizer.pad_token_id,
                                   **sampling)
        return opened + self.tokenizer.decode(out[0, ids["input_ids"].shape[1]:], skip_special_tokens=True)

    def _upos_tags(self, state: DocumentState) -> dict[int, str]:
        assert self.tagger is not None
        tags = state.original_upos(self.tagger)
        return {i: t for i, t in enumerate(tags) if t}  # type: ignore[arg-type]


def _parse(reply: str, names: dict[str, int], labels: dict[int, str]) -> dict[int, str]:
    """Slot index → answer for every valid key of the first JSON object in the reply."""
    for match in _JSON.finditer(reply):
        try:
            data = json.loads(match.group())
        except json.JSONDecodeError:
            continue
        if isinstance(data, dict):
            # "[MASK.NOUN.1]", "MASK.NOUN.1" and "mask_1" all name MASK_1
            normalised = {re.sub(r"^\[?MASK[._](?:\w+\.)?(\d+)\]?$", r"MASK_\1", str(k).upper()): v
                          for k, v in data.items()}
            return {index: value.strip() for key, index in names.items()
                    if isinstance(value := normalised.get(key.upper()), str) and _valid(value.strip(), labels[index])}
    return {}


def _fits(value: str, original: str | None, tags: set[str]) -> bool:
    """Not one of the text's mask tags echoed in another case ("Rare_WORD_2" for
    "[RARE_WORD_2]"), and, where the original is known, no digits it did not have and at
    most two words more than it ("Minecraft, 2023-02-23 14:43:49" for one word)."""
    words = re.findall(r"[\w'-]+", value)
    if any(word.lower() in tags for word in words):
        return False
    return original is None or (len(words) <= len(original.split()) + 2
                                and (any(c.isdigit() for c in original) or not any(c.isdigit() for c in value)))


def _valid(value: str, label: str) -> bool:
    """Non-empty, not an echo of a mask, and of the type's shape where it has one."""
    if not value or "[" in value or "MASK" in value.upper() or not any(ch.isalnum() for ch in value):
        return False  # empty, an echo of a mask, or of the prompt's "..." placeholder
    shape = SHAPES.get(label)
    return shape is None or re.fullmatch(shape, value) is not None
