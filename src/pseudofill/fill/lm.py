"""`lm`: fill masks with a causal language model (default: the language's — the packaged
SmolLM2-135M for English, Gemma 3 270M for Swedish; see `LanguagePack.lm`).

No English masked LM is packaged here, so the default infill is built on a causal LM:
candidates come from the slot's type (names, places, dates in the original's format…)
or, for a slot with no type rule, from the LM's own continuations of the left context;
every candidate is then scored by the log-likelihood of candidate + right context given
the left context, so both sides count.  The left context runs once and its key/value
cache is shared by all candidates of the slot, which are scored in one batched pass.

Controls: Top-1 or Top-K (a random choice among the K best: uniform, Vats', or `weighted` by
the model's probability of each with its right context), ±N sentences of context, `maskL`
(other masks stay as tags) or `repL` (masks to the left show their fills), and a UPOS
constraint (the original's tag from the vault, else the LM's top choice's tag).
A frequency-masked word (RARE_WORD) also gets candidates of the original's part of speech
and frequency (`rare_words`), since the LM's own continuations are its commonest words.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ..document import MaskedDocument, VaultRecord
from ..language import get_language
from ..lexicon.taxonomy import RARE_WORD
from ..lexicon.words import default_allow_list
from ..models import ROW_CUT_LAYERS, load_causal_lm, resolve_dtype, row_cache
from .base import SHIFTED_LABELS, DocumentState, Filler, SlotInfo, fillers, render, sentence_window
from .rare_words import cut_off, in_case_of, typed_rare_words, word_pieces
from .surrogates import LABELS_WITH_RULES, LM_RANKED
from .upos import UposTagger, closed_class_words

CONTEXTS = ("maskL", "repL")
RARE_CANDIDATES = ("lexicon", "lm")


def _trim_function_words(phrase: str, language: str = "en") -> str:
    words = phrase.split()
    while len(words) > 1 and words[-1].lower() in closed_class_words(language):
        words.pop()
    return " ".join(words)


@fillers.register("lm")
class CausalLMFiller(Filler):
    name = "lm"

    def __init__(
        self,
        model: str | None = None,
        seed: int = 0,
        top_k: int = 10,
        top1: bool = False,
        context: str = "maskL",
        sentences: int = 2,
        upos: bool = False,
        max_reuse: int | None = 20,
        right_tokens: int = 6,
        prune: int = 4,
        word_tokens: int = 3,
        prime_tokens: int = 8192,
        max_left_tokens: int = 512,
        batch_scoring: bool = True,
        rare_candidates: str = "lexicon",
        weighted: bool = False,
        locale: str | None = None,
        language: str = "en",
        dtype: str = "float32",
        date_shift: str = "document",
        date_shift_days: Sequence[int] = (365, 730),
    ):
        """`model`: a packaged alias ("smollm2", "gemma3"), a .gguf file, a model directory or a
        hub name; None: the language's (`LanguagePack.lm`)."""
        super().__init__(seed=seed, top_k=top_k, max_reuse=max_reuse, locale=locale, language=language,
                         date_shift=date_shift, date_shift_days=date_shift_days)
        if context not in CONTEXTS:
            raise ValueError(f"context must be one of {CONTEXTS}, not {context!r}")
        if rare_candidates not in RARE_CANDIDATES:
            raise ValueError(f"rare_candidates must be one of {RARE_CANDIDATES}, not {rare_candidates!r}")
        self.model = model
        self.top1 = top1
        self.context = context
        self.sentences = sentences
        self.upos = upos
        self.right_tokens = right_tokens
        self.prune = prune
        self.word_tokens = word_tokens
        self.prime_tokens = prime_tokens
        self.max_left_tokens = max_left_tokens
        self.batch_scoring = batch_scoring
        self.rare_candidates = rare_candidates
        self.weighted = weighted
        self.dtype = dtype

    def _setup(self) -> None:
        super()._setup()
        self.lm, self.tokenizer = load_causal_lm(self.model or get_language(self.language).lm,
                                                 resolve_dtype(self.dtype))
        self.tagger = UposTagger() if self.upos else None
        self.rare_tagger = self.tagger or UposTagger()  # spaCy loads at the first frequency-masked slot
        self._last_prefix: tuple[list[int], Any, Any] | None = None
        self._primed: dict[tuple[int, ...], tuple[Any, Any]] = {}  # filled by prime()
        self._primable = True

    def prime(self, items: Sequence[tuple[MaskedDocument, VaultRecord | None]]) -> None:
        """One batched pass over the left contexts of every entity's first slot in these
        documents (maskL: they do not depend on any fill), so filling a slot then costs one
        model call, not two.  Without batching (the naive peer) or in repL: nothing."""
        self.prepare()
        self._primed = {}
        if not self.batch_scoring or self.context != "maskL" or not self._primable:
            return
        prefixes: dict[tuple[int, ...], None] = {}
        for masked, vault in items:
            state = self.new_state(masked, vault)
            seen: set[object] = set()
            for info in state.plan:
                if info.entity not in seen and self._needs_lm(info):
                    seen.add(info.entity)
                    prefixes[tuple(self._prefix_ids(self.contexts(info, state)[0].rstrip(" ")))] = None
        budget = self.prime_tokens  # bounds the primed caches' memory (~46 KB per token for SmolLM2)
        # a sliding window (Gemma 3's) drops a longer prefix's first tokens: those get their pass when filled
        window = getattr(getattr(self.lm, "config", None), "sliding_window", None)
        group: list[tuple[int, ...]] = []
        for prefix in sorted(prefixes, key=len):  # similar lengths together: little padding
            if isinstance(window, int) and len(prefix) >= window:
                break
            budget -= len(prefix)
            if budget < 0:
                break  # the rest get their pass when filled
            if group and (len(group) == 16 or (len(group) + 1) * len(prefix) > 2048):
                self._prime_group(group)
                group = []
            group.append(prefix)
        if group:
            self._prime_group(group)

    def _prime_group(self, group: list[tuple[int, ...]]) -> None:
        import torch

        width = max(len(p) for p in group)
        ids = torch.full((len(group), width), self.tokenizer.pad_token_id or 0, dtype=torch.long)
        for i, prefix in enumerate(group):
            ids[i, :len(prefix)] = torch.tensor(prefix)
        ends = sorted({len(p) - 1 for p in group})  # right padding: causal attention never sees it
        with torch.no_grad():
            out = self.lm(ids, use_cache=True, logits_to_keep=torch.tensor(ends))
        layers = getattr(out.past_key_values, "layers", [None])
        if any(type(layer).__name__ not in ROW_CUT_LAYERS for layer in layers):
            self._primable = False  # other caches cannot be cut per row: never again
            return
        if any(getattr(layer, "is_sliding", False) and width >= layer.sliding_window for layer in layers):
            return  # a sliding window (Gemma 3's) dropped the long rows' first tokens: these get their pass when filled
        rows = torch.arange(len(group))
        last = out.logits[rows, torch.tensor([ends.index(len(p) - 1) for p in group])]
        first_logp = torch.log_softmax(last.float(), -1)
        for i, prefix in enumerate(group):
            self._primed[prefix] = (first_logp[i], row_cache(out.past_key_values, i, len(prefix)))

    def _needs_lm(self, info: SlotInfo) -> bool:
        """The LM writes untyped slots (and dates with `date_shift = "none"`) and ranks the
        generators' candidates where they differ in more than their digits (people, jobs,
        companies…); a shifted date, a place or a code is decided by its rule and costs no
        model call."""
        return info.label not in LABELS_WITH_RULES or info.label in LM_RANKED or (
            self.date_shift == "none" and info.label in SHIFTED_LABELS)

    # --- candidates -------------------------------------------------------------------
    def propose(self, info: SlotInfo, state: DocumentState) -> list[str]:
        if info.label in LABELS_WITH_RULES and not (self.date_shift == "none" and info.label in SHIFTED_LABELS):
            return self.surrogates.candidates(info.label, info.original, self.top_k * 2)
        left, _ = self.contexts(info, state)
        length = min(len(self._words(info.original or "")), 6) or 1  # a phrase for a phrase (MISC)
        words = self.generate_words(left, self.top_k * 2, length)
        if info.label != RARE_WORD:  # "refused to accept food provided" must not become "have" or "or the…"
            closed = closed_class_words(self.language)
            # "received the sentence of the" → "… sentence"
            words = [_trim_function_words(w, self.language) for w in words]
            opens = (info.original or "x").split()[0].lower() in closed
            words = [w for w in words if not set(w.lower().split()) <= closed
                     and (opens or w.split()[0].lower() not in closed)] or words
        if info.label == RARE_WORD:
            return self._rare_candidates(info, state, words)
        return words

    def _rare_candidates(self, info: SlotInfo, state: DocumentState, words: list[str]) -> list[str]:
        """A frequency-masked word: the LM's continuations outside the common words (Vats),
        and with `rare_candidates = "lexicon"` no function words among them, joined by words
        of the original's part of speech and frequency (`rare_words`), all ranked in the sentence."""
        common = default_allow_list(self.language)
        if self.rare_candidates == "lm":
            return [w for w in words if w.lower() not in common] or words
        closed = closed_class_words(self.language)
        original = info.original or ""
        generated = [w for w in words if not any(t in common or t in closed for t in (w.lower(), *w.lower().split()))
                     and (not original or in_case_of(w, original) == w)]  # "https" is no "Florida"
        if not original:
            return generated or words
        drawn = typed_rare_words(info, state, self.rare_tagger, self.surrogates, self.language, self.top_k * 2)
        if original[:1].isdigit() or len(original) == 1:
            return drawn  # a phone number's digits, never "my"; "30th" → "86th"; "R V" → "K V", not "American V"
        cut = cut_off(state.masked.text, info.slot.start, info.slot.end)
        if cut is not None:  # "R V -er": a piece of a word, not "-blackwell"
            return word_pieces([*generated, *drawn, *words], original, cut) or [*generated, *drawn] or words
        return [*generated, *drawn] or words

    def generate_words(self, left: str, n: int, length: int = 1) -> list[str]:
        """Distinct next words (or phrases of `length` words) the LM would write after `left`:
        the `n` likeliest word-initial first tokens from one pass over the left context, each
        completed greedily (up to `word_tokens` tokens a word) in one batch that shares the
        left context's cache."""
        import torch

        prefix = self._prefix_ids(left.rstrip(" "))
        spaced = left != left.rstrip(" ") or bool(left.strip()) and left.rstrip(" ")[-1] not in "\n\"'(["
        with torch.no_grad():
            first_logp, cache = self._prefix_pass(prefix)
            starts = self._word_starts(first_logp, n, spaced)
            if not starts:
                return []
            if self.batch_scoring:
                rows = self._complete_cached(cache, len(prefix), starts, length)
            else:  # the naive peer: each candidate on its own, the whole context every step
                rows = [self._complete_one(prefix, token, length) for token in starts]
        words: list[str] = []
        for row in rows:
            found = self._words(self.tokenizer.decode(row, skip_special_tokens=True))[:length]
            phrase = " ".join(found)
            if phrase and phrase not in words:
                words.append(phrase)
        return words

    def _words(self, text: str) -> list[str]:
        """The words of a text, as its language's pack reads them (ASCII letters in English)."""
        return get_language(self.language).word_pattern.findall(text)

    def _word_starts(self, logits: Any, n: int, spaced: bool = True) -> list[int]:
        """The `n` most probable tokens that begin a new word: a space then a letter, or
        (after a newline, a quote, the start of the text) a letter with no space."""
        starts = []
        for token in logits.topk(min(8 * n, logits.shape[-1])).indices.tolist():
            text = self.tokenizer.decode([token]).lstrip(" ")
            if self._opens_word(token) == spaced and text[:1].isalpha():
                starts.append(token)
                if len(starts) == n:
                    break
        return starts

    def _opens_word(self, token: int) -> bool:
        """Does the token carry a leading space (byte-level "Ġ" or SentencePiece "▁")?"""
        piece = self.tokenizer.convert_ids_to_tokens(token)
        return isinstance(piece, str) and piece[:1] in ("Ġ", "▁", " ")

    def _continues_word(self, token: int) -> bool:
        piece = self.tokenizer.decode([token])
        return bool(piece) and not self._opens_word(token) and all(ch.isalpha() or ch in "'-" for ch in piece)

    def _continues(self, row: list[int], token: int, length: int) -> bool:
        """Does `token` extend the row: inside its word, or (a phrase) a new word while
        fewer than `length` words are written?"""
        if self._continues_word(token):
            return True
        text = self.tokenizer.decode([token]).lstrip(" ")
        return length > 1 and self._opens_word(token) and text[:1].isalpha() and \
            len(self._words(self.tokenizer.decode(row))) < length

    def _complete_cached(self, cache: Any, p: int, starts: list[int], length: int = 1) -> list[list[int]]:
        import torch

        n = len(starts)
        cache.batch_repeat_interleave(n)
        rows = [[t] for t in starts]
        open_rows = set(range(n))
        last = torch.tensor(starts).unsqueeze(1)
        for step in range(self.word_tokens * length):
            positions = torch.full((n, 1), p + step, dtype=torch.long)
            out = self.lm(input_ids=last, attention_mask=torch.ones(n, p + step + 1, dtype=torch.long),
                          position_ids=positions, past_key_values=cache, use_cache=True)
            cache = out.past_key_values
            last = out.logits[:, -1].argmax(-1, keepdim=True)
            for i in list(open_rows):
                token = int(last[i, 0])
                if self._continues(rows[i], token, length):
                    rows[i].append(token)
                else:
                    open_rows.discard(i)
            if not open_rows:
                break
        return rows

    def _complete_one(self, prefix: list[int], token: int, length: int = 1) -> list[int]:
        import torch

        row = [token]
        for _ in range(self.word_tokens * length):
            nxt = int(self.lm(torch.tensor([prefix + row]), logits_to_keep=1).logits[0, -1].argmax())
            if not self._continues(row, nxt, length):
                break
            row.append(nxt)
        return row

    # --- choice -----------------------------------------------------------------------
    def select(self, info: SlotInfo, candidates: list[str], state: DocumentState) -> str:
        if len(candidates) == 1 or not self._needs_lm(info):
            return candidates[0]
        left, right = self.contexts(info, state)
        pairs = sorted(zip(self.score(left, candidates, right), candidates), key=lambda pair: -pair[0])
        ranked = [c for _, c in pairs]
        if self.tagger is not None:
            ranked = self._same_upos(info, ranked, left, right, state) or ranked
        if self.top1 or not self.weighted:
            return ranked[0] if self.top1 else state.rng.choice(ranked[:self.top_k])
        score_of: dict[str, float] = {}  # a candidate proposed twice (once pruned) counts its best score
        for score, candidate in pairs:
            score_of.setdefault(candidate, score)
        best = ranked[:self.top_k]  # drawn in proportion to p(candidate + right | left)
        top = max(score_of[c] for c in best)
        return state.rng.choices(best, [math.exp(score_of[c] - top) for c in best])[0]

    def _same_upos(self, info: SlotInfo, ranked: list[str], left: str, right: str,
                   state: DocumentState) -> list[str]:
        assert self.tagger is not None
        target = None
        if info.original is not None:
            target = state.original_upos(self.tagger)[info.index]
        tags = [self.tagger.span_tags(left + c + right, [(len(left), len(left) + len(c))])[0] for c in ranked]
        target = target or tags[0]
        return [c for c, tag in zip(ranked, tags) if tag == target]

    def contexts(self, info: SlotInfo, state: DocumentState) -> tuple[str, str]:
        """Left and right context within ±`sentences` sentences; other slots rendered as tags
        (maskL) or, to the left, as their fills (repL)."""
        text = state.masked.text
        _, start, end = sentence_window(info, state, self.sentences)
        left: list[tuple[int, int, str]] = []
        right: list[tuple[int, int, str]] = []
        for other in state.plan:
            if other.slot.end <= start or other.slot.start >= end or other.index == info.index:
                continue
            target = left if other.slot.start < info.slot.start else right
            value = state.values[other.index]
            shown = value if self.context == "repL" and value is not None and target is left else other.slot.tag
            target.append((other.slot.start, other.slot.end, shown))
        return render(text, start, info.slot.start, left), render(text, info.slot.end, end, right)

    # --- scoring ----------------------------------------------------------------------
    def score(self, left: str, candidates: list[str], right: str) -> list[float]:
        """log p(candidate + right | left) for each candidate: the shared left context runs
        once, its key/value cache is repeated over the batch of candidates."""
        import torch

        if not candidates:
            return []
        stripped = left.rstrip(" ")
        gap = left[len(stripped):]
        prefix = self._prefix_ids(stripped)
        right_ids = self.tokenizer(right, add_special_tokens=False).input_ids[:self.right_tokens]
        right_text = self.tokenizer.decode(right_ids) if right_ids else ""
        suffixes = [self.tokenizer(gap + c + right_text, add_special_tokens=False).input_ids or [self._space_id]
                    for c in candidates]
        with torch.no_grad():
            if not self.batch_scoring:
                return [self._score_one(prefix, s) for s in suffixes]
            return self._score_cached(prefix, suffixes)

    def _score_cached(self, prefix: list[int], suffixes: list[list[int]]) -> list[float]:
        """The prefix pass already gives every candidate's first-token probability: only
        the `prune` best by it are scored in full; the rest rank below them by that alone."""
        first_logp, cache = self._prefix_pass(prefix)
        heads = [float(first_logp[s[0]]) for s in suffixes]
        keep = sorted(range(len(suffixes)), key=lambda i: -heads[i])[: self.prune or len(suffixes)]
        full = self._score_rest(cache, len(prefix), first_logp, [suffixes[i] for i in keep])
        floor = min(full) if full else 0.0
        scores = [floor - 1000.0 + h for h in heads]  # pruned: below every fully scored one, in head order
        for i, score in zip(keep, full):
            scores[i] = score
        return scores

    def _prefix_pass(self, prefix: list[int]) -> Any:
        """Next-token log-probabilities after `prefix` and its key/value cache.  A slot with no
        type rule needs them twice (to generate, then to score): the last pass is remembered
        and a copy of its cache handed out, since batching expands a cache in place."""
        import copy

        import torch

        if tuple(prefix) in self._primed:  # moved to the memo: primed memory is freed as slots are filled
            self._last_prefix = (prefix, *self._primed.pop(tuple(prefix)))
        if self._last_prefix is None or self._last_prefix[0] != prefix:
            out = self.lm(torch.tensor([prefix]), use_cache=True, logits_to_keep=1)
            self._last_prefix = (prefix, torch.log_softmax(out.logits[0, -1].float(), -1), out.past_key_values)
        _, first_logp, cache = self._last_prefix
        return first_logp, copy.deepcopy(cache)

    def _score_rest(self, cache: Any, p: int, first_logp: Any, suffixes: list[list[int]]) -> list[float]:
        import torch

        n = len(suffixes)
        cache.batch_repeat_interleave(n)
        width = max(len(s) for s in suffixes)
        ids = torch.full((n, width), self.tokenizer.pad_token_id or 0, dtype=torch.long)
        mask = torch.zeros((n, width), dtype=torch.long)
        for i, s in enumerate(suffixes):
            ids[i, :len(s)] = torch.tensor(s)
            mask[i, :len(s)] = 1
        attention = torch.cat([torch.ones(n, p, dtype=torch.long), mask], dim=1)
        positions = torch.arange(p, p + width).unsqueeze(0).expand(n, width)
        logits = self.lm(input_ids=ids, attention_mask=attention, position_ids=positions, past_key_values=cache,
                         use_cache=True).logits
        logp = torch.log_softmax(logits[:, :-1].float(), -1).gather(-1, ids[:, 1:].unsqueeze(-1)).squeeze(-1)
        return [float(first_logp[s[0]] + logp[i, :len(s) - 1].sum()) for i, s in enumerate(suffixes)]

    def _score_one(self, prefix: list[int], suffix: list[int]) -> float:
        """The naive way (one full forward pass per candidate), kept as the benchmark's peer."""
        import torch

        ids = torch.tensor([prefix + suffix])
        logits = self.lm(ids, logits_to_keep=len(suffix) + 1).logits[0, :-1]
        logp = torch.log_softmax(logits.float(), -1).gather(-1, ids[0, len(prefix):].unsqueeze(-1)).squeeze(-1)
        return float(logp.sum())

    def _prefix_ids(self, text: str) -> list[int]:
        ids = self.tokenizer(text, add_special_tokens=False).input_ids[-self.max_left_tokens:] if text else []
        start = self.tokenizer.bos_token_id
        return ([start] if start is not None else []) + ids or self.tokenizer("\n", add_special_tokens=False).input_ids

    @property
    def _space_id(self) -> int:
        return self.tokenizer(" ", add_special_tokens=False).input_ids[0]
