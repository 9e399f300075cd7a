"""The `lm` filler on the real packaged SmolLM2 (converted once into the model cache)."""

from __future__ import annotations

import re

import pytest

from pseudofill.document import MaskedDocument, VaultEntry, VaultRecord, masked_from_record
from pseudofill.fill import CausalLMFiller
from pseudofill.fill.base import DocumentState, plan_slots

TAG = re.compile(r"\[(?:MASK|[A-Z_]+\d*)\]")


@pytest.fixture(scope="module")
def filler():
    lm = CausalLMFiller(seed=0, top_k=4, top1=True)
    lm.prepare()
    return lm


def _masked(text: str, doc_id: str = "d") -> MaskedDocument:
    return masked_from_record({"id": doc_id, "text": text})


def test_cached_batch_scores_equal_the_naive_loop(filler):
    left, right = "My name is", " and I live in Paris."
    candidates = ["John", "Maria Lopez", "the", "Xq"]
    cached = filler.score(left + " ", candidates, right)
    filler.batch_scoring = False
    try:
        naive = filler.score(left + " ", candidates, right)
    finally:
        filler.batch_scoring = True
    assert cached == pytest.approx(naive, abs=2e-3)
    assert cached[0] > cached[3]  # a name beats junk after "My name is"


def test_cached_word_generation_equals_the_naive_loop(filler):
    left = "After lunch she drove her"
    cached = filler.generate_words(left, 6)
    filler.batch_scoring = False
    try:
        naive = filler.generate_words(left, 6)
    finally:
        filler.batch_scoring = True
    assert cached == naive
    assert len(cached) >= 4 and all(re.fullmatch(r"[A-Za-z][A-Za-z'-]*", w) for w in cached)


def test_words_after_a_newline_start_without_a_space(filler):
    words = filler.generate_words("Caller notes:\n", 4)
    assert words and all(re.fullmatch(r"[A-Za-z][A-Za-z'-]*", w) for w in words)


def test_lm_fill_is_complete_typed_and_consistent(filler):
    text = ("Hello, I am [PERSON_NAME_1] and I was born on [DATE_OF_BIRTH_1]. "
            "Please call [PERSON_NAME_1] at [PHONE_NUMBER_1].")
    masked = _masked(text)
    vault = VaultRecord("d", [VaultEntry(0, 0, "PERSON_NAME", "John Smith", "[PERSON_NAME_1]", 1),
                              VaultEntry(0, 0, "DATE_OF_BIRTH", "29 November 1996", "[DATE_OF_BIRTH_1]", 1),
                              VaultEntry(0, 0, "PERSON_NAME", "John Smith", "[PERSON_NAME_1]", 1),
                              VaultEntry(0, 0, "PHONE_NUMBER", "555-123-4567", "[PHONE_NUMBER_1]", 1)])
    filled = filler.fill(masked, vault)
    values = [f.value for f in filled.fills]
    assert not TAG.search(filled.text)
    assert values[0] == values[2] and values[0] != "John Smith" and "Smith" not in values[0]
    assert re.fullmatch(r"\d{1,2} [A-Z][a-z]+ \d{4}", values[1])
    assert re.fullmatch(r"\d{3}-\d{3}-\d{4}", values[3])


def test_untyped_mask_gets_a_word_from_the_lm(filler):
    filled = filler.fill(_masked("I drove my [MASK] to work this morning."))
    (fill,) = filled.fills
    assert re.fullmatch(r"[A-Za-z][A-Za-z'-]*", fill.value)


def test_same_seed_same_fill(filler):
    masked = _masked("We met [PERSON_NAME_1] in [LOCATION_1] last year.", "s")
    topk = CausalLMFiller(seed=3, top_k=4)
    topk.prepare()
    again = CausalLMFiller(seed=3, top_k=4)
    again.prepare()
    assert topk.fill(masked).text == again.fill(masked).text


def test_priming_a_batch_saves_model_calls_and_changes_nothing(filler):
    docs = [_masked(text, f"b{i}") for i, text in enumerate([
        "Please send it to [PERSON_NAME_1] in [LOCATION_1].", "My [MASK] is broken again.",
        "[ORGANIZATION_NAME_1] hired [PERSON_NAME_1] last week; [PERSON_NAME_1] starts Monday."])]
    one_by_one = [filler.fill(doc).text for doc in docs]
    primed = CausalLMFiller(seed=0, top_k=4, top1=True)
    primed.prepare()
    calls = []
    forward = primed.lm.forward
    primed.lm.forward = lambda *a, **k: calls.append(1) or forward(*a, **k)
    try:
        batched = [doc.text for doc in primed.fill_batch([(doc, None) for doc in docs])]
    finally:
        primed.lm.forward = forward
    assert batched == one_by_one
    # 5 entities: 1 priming pass + 1 scoring pass each (+ greedy steps for the [MASK]), not 2 each
    assert len(calls) <= 1 + 5 + primed.word_tokens


@pytest.mark.parametrize("context, expected_left", [("maskL", "I met [PERSON_NAME_1] in "),
                                                     ("repL", "I met Ann Lee in ")])
def test_contexts_maskl_and_repl(context, expected_left):
    masked = _masked("I met [PERSON_NAME_1] in [LOCATION_1] with [PERSON_NAME_2].")
    filler = CausalLMFiller(context=context)
    plan = plan_slots(masked, None)
    state = DocumentState(masked, plan, ["Ann Lee", None, None], None, None, None)  # type: ignore[arg-type]
    left, right = filler.contexts(plan[1], state)
    assert left == expected_left and right == " with [PERSON_NAME_2]."


def test_upos_constraint_keeps_the_original_pos(filler):
    upos = CausalLMFiller(seed=0, top_k=6, top1=True, upos=True)
    upos.prepare()
    masked = _masked("She bought a [RARE_WORD_1] yesterday.")
    vault = VaultRecord("d", [VaultEntry(0, 0, "RARE_WORD", "house", "[RARE_WORD_1]", 1)])
    filled = upos.fill(masked, vault)
    tag = upos.tagger.span_tags(filled.text, [(filled.fills[0].start, filled.fills[0].end)])[0]
    assert tag == "NOUN"


def test_a_phrase_gets_a_phrase_that_is_not_a_function_word(filler):
    """MISC "refused to accept food provided" must not come back as "have" or "or the …"."""
    from pseudofill.fill.upos import closed_class_words

    masked = _masked("The protest began because the detainees [MISC_1] by the prison authorities.")
    vault = VaultRecord("m", [VaultEntry(0, 0, "MISC", "refused to accept food provided", "[MISC_1]", 1)])
    (fill,) = filler.fill(masked, vault).fills
    words = fill.value.split()
    assert 2 <= len(words) <= 5 and words[0].lower() not in closed_class_words()
    assert fill.value != "refused to accept food provided"
    assert filler.generate_words("The detainees", 4, length=3)  # phrases, generated together
    assert all(1 <= len(p.split()) <= 3 for p in filler.generate_words("The detainees", 4, length=3))


def test_dtype_options():
    from pseudofill.document import ConfigError
    from pseudofill.models import resolve_dtype

    assert resolve_dtype("auto") in ("float32", "bfloat16") and resolve_dtype("float32") == "float32"
    with pytest.raises(ConfigError, match="dtype must be one of"):
        resolve_dtype("int4")


def test_a_frequency_masked_word_gets_a_word_of_its_kind_not_a_common_one(filler):
    """allowList masks "Florida" and "pharmacy": the LM alone offers "the", "I'm",
    "something"; with the lexicon's candidates the fills are a place and a rare noun."""
    from pseudofill.fill.upos import closed_class_words
    from pseudofill.lexicon.words import default_allow_list

    masked = _masked("We moved to [RARE_WORD_1] last year. I work at the [RARE_WORD_2] near the station.")
    vault = VaultRecord("r", [VaultEntry(0, 0, "RARE_WORD", "Florida", "[RARE_WORD_1]", 1),
                              VaultEntry(0, 0, "RARE_WORD", "pharmacy", "[RARE_WORD_2]", 2)])
    state = filler.new_state(masked, vault)
    place = filler.propose(state.plan[0], state)
    noun = filler.propose(state.plan[1], state)
    common = default_allow_list() | closed_class_words()
    assert place and all(w[:1].isupper() for w in place)
    assert noun and all(w.lower() not in common for w in noun)
    place_fill, noun_fill = filler.fill(masked, vault).fills
    assert place_fill.value != "Florida" and place_fill.value[:1].isupper()
    assert noun_fill.value.islower() and noun_fill.value.lower() not in common | {"pharmacy"}
    spelled = _masked("I'm a full time [RARE_WORD_1] [RARE_WORD_2] -[RARE_WORD_3].")  # "R V -er": not "American"
    letters = VaultRecord("s", [VaultEntry(0, 0, "RARE_WORD", "R", "[RARE_WORD_1]", 1),
                                VaultEntry(0, 0, "RARE_WORD", "V", "[RARE_WORD_2]", 2),
                                VaultEntry(0, 0, "RARE_WORD", "er", "[RARE_WORD_3]", 3)])
    *spelled_letters, piece = filler.fill(spelled, letters).fills
    assert all(len(f.value) == 1 and f.value.isupper() for f in spelled_letters)
    assert len(piece.value) == 2 and piece.value.isalpha() and piece.value.islower()  # a word's end, not "-blackwell"
    dated = _masked("On [RARE_WORD_1] May [RARE_WORD_2] a sum of [RARE_WORD_3] euros was paid.")
    numbers = VaultRecord("n", [VaultEntry(0, 0, "RARE_WORD", "12", "[RARE_WORD_1]", 1),
                                VaultEntry(0, 0, "RARE_WORD", "2014", "[RARE_WORD_2]", 2),
                                VaultEntry(0, 0, "RARE_WORD", "1500", "[RARE_WORD_3]", 3)])
    day, year, amount = (int(f.value) for f in filler.fill(dated, numbers).fills)  # "87 May 9648" before
    assert 10 <= day <= 24 and 1 <= abs(year - 2014) <= 2 and 750 <= amount <= 3000
    lm_only = CausalLMFiller(seed=0, top_k=4, top1=True, rare_candidates="lm")
    lm_only.prepare()
    assert lm_only.fill(masked, vault).fills[1].value  # the LM's continuations alone still fill
    with pytest.raises(ValueError, match="rare_candidates"):
        CausalLMFiller(rare_candidates="lexicon+lm")


def test_weighted_top_k_draws_the_likely_candidates_more_often():
    """Top-K `weighted`: the draw follows p(candidate + right | left); uniform (Vats) does not."""
    masked = _masked("The capital of France is [RARE_WORD_1], a city on the Seine.")
    vault = VaultRecord("w", [VaultEntry(0, 0, "RARE_WORD", "Paris", "[RARE_WORD_1]", 1)])
    candidates = ["Lyon", "Marseille", "banana", "xqzt", "the", "Tuesday"]
    shares = {}
    for weighted in (False, True):
        lm = CausalLMFiller(seed=0, top_k=6, weighted=weighted)
        lm.prepare()
        state = lm.new_state(masked, vault)
        left, right = lm.contexts(state.plan[0], state)
        scores = lm.score(left, candidates, right)
        likely = {c for _, c in sorted(zip(scores, candidates), reverse=True)[:2]}
        draws = [lm.select(state.plan[0], candidates, state) for _ in range(60)]
        shares[weighted] = sum(d in likely for d in draws) / len(draws)
    assert likely == {"Lyon", "Marseille"}
    assert shares[True] >= 0.9 and shares[False] <= 0.6
    # "Lyon" proposed twice, scored in full once and pruned once (−1000): it counts its best score
    lm.score = lambda left, candidates, right: [0.0, -1.0, -1000.0]
    assert {lm.select(state.plan[0], ["Lyon", "Marseille", "Lyon"], state) for _ in range(20)} <= {"Lyon", "Marseille"}
