"""ASR utility evaluation: the KN/ARPA estimator against an independent reference and
pocketsphinx's own reader; real espeak-ng speech decoded by real pocketsphinx."""

from __future__ import annotations

import math
import os
import shutil
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np
import pytest

from pseudofill.evaluate import asr
from pseudofill.evaluate.arpa import estimate, interpolate, lookup, write_arpa

CORPUS = ["the cat sat on the mat", "the dog sat on the log", "a cat saw the dog", "the cat ate",
          "dogs bark at cats", "the mat is red", "on the mat sat the cat", "the dog ate the cat food"]
HISTORIES = [[], ["<s>"], ["the"], ["<s>", "the"], ["the", "cat"], ["sat", "on"], ["zebra", "the"],
             ["cat", "zebra"], ["on", "the"], ["<mask>"]]


def _sentences(texts: list[str]) -> list[list[str]]:
    return [t.split() for t in texts]


def _total(model, history: list[str], exclude: tuple[str, ...] = ("<s>",)) -> float:
    return sum(10 ** model.log10_prob(history, w) for w in model.words if w not in exclude)


def _needs_pocketsphinx():
    return pytest.importorskip("pocketsphinx", reason="pocketsphinx not installed (pip install pocketsphinx==5.0.4)")


def _needs_espeak() -> None:
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng not installed (Debian package espeak-ng)")


@pytest.mark.parametrize("order", [1, 2, 3, 4])
def test_kn_distributions_sum_to_one_for_every_history(order):
    model = estimate(_sentences(CORPUS), order=order, vocab={w for t in CORPUS for w in t.split()} | {"zebra"})
    assert "zebra" in model.words and model.log10_prob([], "zebra") > -math.inf  # unseen vocabulary word
    for history in HISTORIES:
        assert _total(model, history) == pytest.approx(1.0, abs=1e-9), history


def test_kn_bigram_matches_an_independent_modified_kneser_ney():
    """Chen & Goodman's interpolated modified KN written out with dicts, on a corpus big
    enough that every discount comes from counts-of-counts (no fallback)."""
    rng = np.random.default_rng(7)
    words = [f"w{i}" for i in range(300)]
    weights = 1 / np.arange(1, 301)
    corpus = [list(rng.choice(words, size=rng.integers(1, 8), p=weights / weights.sum())) for _ in range(300)]
    bigrams = Counter((a, b) for s in corpus for a, b in zip(["<s>", *s], [*s, "</s>"]))
    continuation = Counter(b for (_, b) in bigrams)

    def discounts(counts) -> list[float]:
        n = [sum(1 for c in counts if c == k) for k in range(1, 5)]
        assert all(n), "corpus too small for this test"
        y = n[0] / (n[0] + 2 * n[1])
        return [0.0, 1 - 2 * y * n[1] / n[0], 2 - 3 * y * n[2] / n[1], 3 - 4 * y * n[3] / n[2]]

    d1, d2 = discounts(continuation.values()), discounts(bigrams.values())
    vocab = sorted(set(continuation) | {"<unk>"})  # everything but <s>
    total1 = sum(continuation.values())
    gamma1 = sum(d1[min(c, 3)] for c in continuation.values()) / total1
    unigram = {w: max(continuation[w] - d1[min(continuation[w], 3)], 0) / total1 + gamma1 / len(vocab) for w in vocab}
    following = defaultdict(dict)
    for (a, b), c in bigrams.items():
        following[a][b] = c
    model = estimate(corpus, order=2)
    pairs, expected = [], []
    for history, successors in following.items():
        total = sum(successors.values())
        gamma = sum(d2[min(c, 3)] for c in successors.values()) / total
        for w in vocab:
            c = successors.get(w, 0)
            pairs.append([model.index[history], model.index[w]])
            expected.append((max(c - d2[min(c, 3)], 0) if c else 0) / total + gamma * unigram[w])
    assert 10 ** lookup(model, np.array(pairs)) == pytest.approx(np.array(expected), rel=1e-9)
    assert model.log10_prob([], "w0") == pytest.approx(math.log10(unigram["w0"]))


def test_mixture_and_dropped_mask_stay_normalised():
    indomain = estimate(_sentences(CORPUS), order=3)
    generic = estimate(_sentences(["the big red dog ran home", "a cat is an animal", "the weather is nice"]), order=3)
    mixed = interpolate(indomain, generic, 0.7)
    for history in [*HISTORIES, ["the", "big"], ["big", "red"], ["weather", "is"]]:
        assert _total(mixed, history) == pytest.approx(1.0, abs=1e-9), history
    # mixture of the two components where both list the n-gram
    p = 0.7 * 10 ** indomain.log10_prob(["the"], "cat") + 0.3 * 10 ** generic.log10_prob(["the"], "cat")
    assert 10 ** mixed.log10_prob(["the"], "cat") == pytest.approx(p)

    masked = [f"{t} <mask> sat" for t in CORPUS]
    dropped = estimate(_sentences(masked), order=3, drop_token="<mask>")
    assert dropped.log10_prob(["the"], "<mask>") == -math.inf  # never predicted
    for history in HISTORIES:
        assert _total(dropped, history, exclude=("<s>", "<mask>")) == pytest.approx(1.0, abs=1e-9), history
    kept = estimate(_sentences(masked), order=3)  # baseline 0: an ordinary word
    assert kept.log10_prob(["cat"], "<mask>") > -1


def _read_arpa(path: Path) -> tuple[dict[int, int], dict[int, list[list[str]]]]:
    header, sections, current = {}, defaultdict(list), None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("ngram "):
            k, n = line[6:].split("=")
            header[int(k)] = int(n)
        elif line.endswith("-grams:"):
            current = int(line[1:].split("-")[0])
        elif line.startswith("\\"):
            current = None
        elif current and line:
            sections[current].append(line.split("\t"))
    return header, sections


def test_arpa_file_is_consistent_and_pocketsphinx_reads_the_same_probabilities(tmp_path):
    path = write_arpa(_sentences(CORPUS), tmp_path / "lm.arpa", order=3, vocab={w for t in CORPUS for w in t.split()})
    header, sections = _read_arpa(path)
    assert header == {k: len(rows) for k, rows in sections.items()} and set(header) == {1, 2, 3}
    assert all(len(r) == 3 for k in (1, 2) for r in sections[k]) and all(len(r) == 2 for r in sections[3])
    unigrams = {r[1] for r in sections[1]}
    assert {"<s>", "</s>", "<unk>"} <= unigrams
    for k in (2, 3):  # every n-gram's history is itself listed (ARPA needs it for backoff)
        listed = {r[1] for r in sections[k - 1]}
        assert all(" ".join(r[1].split()[:-1]) in listed for r in sections[k])

    pocketsphinx = _needs_pocketsphinx()
    logmath = pocketsphinx.LogMath()
    loaded = pocketsphinx.NGramModel(pocketsphinx.Config(), logmath, str(path))
    model = estimate(_sentences(CORPUS), order=3, vocab={w for t in CORPUS for w in t.split()})
    for history, word in [([], "cat"), (["the"], "cat"), (["the", "cat"], "sat"), (["cat", "the"], "sat"),
                          (["zebra", "the"], "mat"), (["<s>"], "the"), (["mat"], "</s>")]:
        theirs = logmath.log_to_log10(loaded.prob([word, *reversed(history)]))  # word first, history reversed
        assert theirs == pytest.approx(model.log10_prob(history, word), abs=2e-3), (history, word)


def test_normalise_spells_digits_and_unifies_mask_tags():
    assert asr.normalise("Call [PERSON_NAME_2] at 5 p.m., O’Brien's “office”!") == \
        "call <mask> at five p m o'brien's office"
    assert asr.normalise("[MASK] [LOCATION] <unk>") == "<mask> <mask> <unk>"
    assert asr.lm_sentences(["It rained. Then it stopped!", "  "]) == [["it", "rained"], ["then", "it", "stopped"]]


def test_missing_espeak_is_named(monkeypatch, tmp_path):
    monkeypatch.setattr(asr.shutil, "which", lambda name: None)
    with pytest.raises(asr.ToolMissingError, match="espeak-ng"):
        asr.synthesise(["hello"], tmp_path)


def test_wer_in_percent():
    assert asr.wer(["a b c d"], ["a x c"]) == pytest.approx(50.0)


TEST_SPEECH = ["My name is John Smith and I live in Boston.", "Please call me back tomorrow morning.",
               "The meeting moved to Tuesday at 3."]
OTHER_TEXT = ["I will see you on Monday.", "The weather was cold and rainy all week.",
              "She lives in Chicago with her brother."]


def test_synthesised_speech_is_cached_16k_mono(tmp_path):
    _needs_espeak()
    import wave

    first = asr.synthesise(["hello world", "hello world"], tmp_path)
    assert first[0] == first[1] and len(list(tmp_path.glob("*.wav"))) == 1
    with wave.open(str(first[0])) as audio:
        assert (audio.getframerate(), audio.getnchannels(), audio.getsampwidth()) == (16000, 1, 2)
        assert audio.getnframes() > 8000
    stamp = os.stat(first[0]).st_mtime_ns
    assert asr.synthesise(["hello world"], tmp_path) == first[:1] and os.stat(first[0]).st_mtime_ns == stamp
    assert asr.synthesise(["hello world"], tmp_path, rate=120) != first[:1]


def test_in_domain_lm_recognises_synthesised_speech_better_than_no_lm(tmp_path):
    _needs_espeak()
    _needs_pocketsphinx()
    references = [asr.normalise(s) for s in TEST_SPEECH]
    wavs = asr.synthesise(references, tmp_path / "audio")
    lm = write_arpa(asr.lm_sentences(TEST_SPEECH + OTHER_TEXT), tmp_path / "indomain.arpa")
    with_lm = asr.decode_timed(wavs, lm)
    without = asr.decode_timed(wavs, None)
    assert asr.wer(references, with_lm.transcripts) <= 10.0
    assert asr.wer(references, without.transcripts) > asr.wer(references, with_lm.transcripts) + 30
    assert 0 < with_lm.xrt < 1 and 0 < without.xrt < 2


def test_asr_table_rows_and_gap_closed(tmp_path, monkeypatch):
    _needs_espeak()
    _needs_pocketsphinx()
    oracle = TEST_SPEECH + OTHER_TEXT
    masked = [s.replace("John Smith", "[PERSON_NAME]").replace("Boston", "[LOCATION]") for s in oracle]
    versions = {("entityTagger", "oracle"): oracle, ("entityTagger", "baseline0"): masked,
                ("entityTagger", "baseline1"): masked,
                ("entityTagger", "lm_top1"): [s.replace("[PERSON_NAME]", "John Smith").replace("[LOCATION]", "Denver")
                                              for s in masked]}
    rows = asr.asr_table(TEST_SPEECH, versions, ["It was a long day.", "They live in a small town."], tmp_path,
                         generic_weight=0.2)
    by_method = {r["method"]: r for r in rows}
    assert [(r["masking"], r["method"]) for r in rows][:2] == [("all", "no_lm"), ("all", "generic_lm")]
    assert set(by_method) == {"no_lm", "generic_lm", "oracle", "baseline0", "baseline1", "lm_top1"}
    assert by_method["oracle"]["wer"] < by_method["baseline0"]["wer"] < by_method["no_lm"]["wer"]
    assert by_method["oracle"]["gap_closed"] == pytest.approx(1.0) and by_method["baseline0"]["gap_closed"] == 0.0
    gap = by_method["lm_top1"]["gap_closed"]  # the name is back, the city is not
    expected = (by_method["baseline0"]["wer"] - by_method["lm_top1"]["wer"]) / \
        (by_method["baseline0"]["wer"] - by_method["oracle"]["wer"])
    assert gap == pytest.approx(expected) and by_method["no_lm"]["gap_closed"] is None
    assert (tmp_path / "lm" / "entityTagger.baseline1.arpa").read_text().count("<mask>") == 0
    assert "<mask>" in (tmp_path / "lm" / "entityTagger.baseline0.arpa").read_text()

    def no_decoding(*_):
        raise AssertionError("a finished row was decoded again")

    monkeypatch.setattr(asr, "decode_timed", no_decoding)  # a rerun resumes from the cached rows
    again = asr.asr_table(TEST_SPEECH, versions, ["It was a long day.", "They live in a small town."], tmp_path,
                          generic_weight=0.2)
    assert again == rows
