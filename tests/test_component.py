"""The component contract shared by detectors and fillers: constructors store parameters,
`get_params` reads them back, `prepare` loads once, and run state is never configuration."""

from __future__ import annotations

import inspect

import pytest

import pseudofill.detect  # noqa: F401 - registers the detectors
import pseudofill.fill  # noqa: F401 - registers the fill methods
from pseudofill import registry
from pseudofill.component import Component
from pseudofill.detect import Analyzer, NameRulesDetector, PatternDetector
from pseudofill.detect.base import Detector, detectors
from pseudofill.document import ConfigError
from pseudofill.fill import CausalLMFiller, FakerFiller, InstructFiller, MaskedLMFiller, UposRandomFiller
from pseudofill.fill.base import Filler, fillers
from pseudofill.registry import params_of

ALL = [(detectors, name) for name in detectors.names()] + [(fillers, name) for name in fillers.names()]


def _ids(case: tuple[registry.Registry, str]) -> str:
    return f"{case[0].kind}:{case[1]}"


# --- get_params ----------------------------------------------------------------------
@pytest.mark.parametrize(("cls", "kwargs"), [
    (FakerFiller, dict(seed=7, top_k=3, max_reuse=None, locale="de_DE", language="sv", date_shift="none",
                              date_shift_days=(10, 20))),
    (UposRandomFiller, dict(seed=1, top_k=4, max_reuse=5, locale="en_GB", language="en", date_shift="document",
                            date_shift_days=(30, 60))),
    (CausalLMFiller, dict(model="some/causal-lm", seed=3, top_k=5, top1=True, context="repL", sentences=1, upos=True,
                          max_reuse=2, right_tokens=4, prune=2, word_tokens=2, prime_tokens=100, max_left_tokens=64,
                          batch_scoring=False, rare_candidates="lm", weighted=True, locale="fr_FR", language="en",
                          dtype="bfloat16", date_shift="none", date_shift_days=(1, 2))),
    (MaskedLMFiller, dict(model="some/mlm", seed=2, top_k=6, top1=True, sentences=0, max_reuse=1, locale="en_US",
                          language="en", date_shift="document", date_shift_days=(365, 730))),
    (InstructFiller, dict(model="some/chat-lm", seed=9, top_k=2, context="repL", sentences=3, upos=True, retries=0,
                          max_new_tokens=16, max_reuse=None, locale="en_US", language="sv", date_shift="none",
                          date_shift_days=(7, 14))),
    (NameRulesDetector, dict(score=0.5, initials_score=0.4, gazetteer=False, language="sv")),
    (PatternDetector, dict(infotypes=("EMAIL_ADDRESS",), language="sv", phone_regions=("US",), hotword_window=20,
                           hotword_boost=0.1, extra_hotwords={"PHONE_NUMBER": ("cell",)})),
])
def test_get_params_equals_the_constructor_arguments(cls, kwargs):
    assert cls(**kwargs).get_params() == kwargs


@pytest.mark.parametrize("case", ALL, ids=_ids)
def test_every_registered_component_reports_exactly_its_constructor_parameters(case):
    reg, name = case
    component = reg.create(name)
    expected = [p for p in inspect.signature(type(component)).parameters]
    assert list(component.get_params()) == expected
    assert isinstance(component, Detector if reg is detectors else Filler)


def test_param_names_follow_kwargs_up_the_mro_and_refuse_args():
    class Base(Component):
        def __init__(self, a: int = 1, b: int = 2):
            self.a = a
            self.b = b

    class Child(Base):
        def __init__(self, c: int = 3, **kwargs: int):
            super().__init__(**kwargs)
            self.c = c

    class Inherits(Base):
        pass

    class Positional(Component):
        def __init__(self, *values: int):
            self.values = values

    assert Child.param_names() == ("c", "a", "b")
    assert Child(c=5, b=7).get_params() == {"c": 5, "a": 1, "b": 7}
    assert Inherits.param_names() == ("a", "b")
    assert Component.param_names() == ()
    with pytest.raises(TypeError, match=r"\*values"):
        Positional.param_names()


def test_a_parameter_stored_under_another_name_is_reported():
    class Renamed(Component):
        def __init__(self, size: int = 1):
            self._size = size

    with pytest.raises(AttributeError, match="size"):
        Renamed().get_params()


# --- run state ----------------------------------------------------------------------
def test_instruct_counters_and_loaded_state_are_not_parameters():
    filler = InstructFiller()
    fresh = params_of(InstructFiller())
    filler.calls += 3  # what _generate and propose count during a run
    filler.failures += 2
    filler.tagger = None  # what _setup sets
    assert "calls" not in params_of(filler) and "failures" not in params_of(filler)
    assert params_of(filler) == fresh
    assert InstructFiller().calls == 0 and InstructFiller().failures == 0  # counters are per object


def test_prepared_filler_reports_the_same_params():
    filler = FakerFiller(seed=4)
    before = params_of(filler)
    filler.prepare()
    assert hasattr(filler, "surrogates") and hasattr(filler, "diversity")
    assert params_of(filler) == before == {"class": "FakerFiller", **filler.get_params()}


# --- prepare -------------------------------------------------------------------------
def test_prepare_runs_setup_once_and_again_after_a_failure():
    class Counting(Component):
        def __init__(self, fail: bool = False):
            self.fail = fail

        def _setup(self) -> None:
            self.setups = getattr(self, "setups", 0) + 1
            if self.fail:
                raise ConfigError("bad")

    ok = Counting()
    ok.prepare()
    ok.prepare()
    assert ok.setups == 1

    bad = Counting(fail=True)
    for _ in range(2):  # not marked prepared: the error is raised every time
        with pytest.raises(ConfigError):
            bad.prepare()
    assert bad.setups == 2


def test_filler_prepare_loads_once():
    filler = FakerFiller()
    filler.prepare()
    surrogates, diversity = filler.surrogates, filler.diversity
    filler.prepare()
    assert filler.surrogates is surrogates and filler.diversity is diversity


def test_filler_setup_checks_its_parameters():
    with pytest.raises(ConfigError, match="date_shift"):
        FakerFiller(date_shift="weekly").prepare()
    with pytest.raises(ConfigError, match="--model"):
        MaskedLMFiller().prepare()


# --- clones --------------------------------------------------------------------------
@pytest.mark.parametrize("case", ALL, ids=_ids)
def test_a_clone_from_params_is_an_equal_component(case):
    reg, name = case
    component = reg.create(name)
    clone = type(component)(**component.get_params())
    assert type(clone) is type(component)
    assert clone.get_params() == component.get_params()
    assert params_of(clone) == params_of(component)


def test_a_clone_of_an_analyzer_holds_equal_detectors():
    analyzer = Analyzer([NameRulesDetector(score=0.6), PatternDetector(hotword_window=10)], min_score=0.7,
                        propagate=False, overlap="score")
    clone = Analyzer(**analyzer.get_params())
    assert params_of(clone) == params_of(analyzer)
    assert params_of(clone)["detectors"] == [
        {"class": "NameRulesDetector", "score": 0.6, "initials_score": 0.6, "gazetteer": True, "language": "en"},
        {"class": "PatternDetector", "infotypes": None, "language": "en",
         "phone_regions": PatternDetector().phone_regions, "hotword_window": 10, "hotword_boost": 0.35,
         "extra_hotwords": {}},
    ]


# --- registries ----------------------------------------------------------------------
def test_typed_registries_live_beside_their_base_classes():
    assert not hasattr(registry, "detectors") and not hasattr(registry, "fillers")  # one place each
    assert {"entity", "patterns", "names"} <= set(detectors.names())
    assert {"faker", "lm", "mlm", "instruct", "random", "upos-random"} <= set(fillers.names())


def test_an_analyzer_with_exclusions_clones_and_fingerprints_them():
    exclusions = {"PERSON_NAME": ["Monday", "re:^Dr\\.?$"]}
    analyzer = Analyzer([NameRulesDetector()], exclusions=exclusions)
    clone = Analyzer(**analyzer.get_params())
    assert params_of(clone) == params_of(analyzer)
    assert params_of(analyzer)["exclusions"] == exclusions
    assert params_of(Analyzer([NameRulesDetector()]))["exclusions"] is None
