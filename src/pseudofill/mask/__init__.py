"""The mask stage: spans found by the detectors become tags ([MASK], [PERSON],
[PERSON_NAME_1]) in the text, their originals go to a separate vault."""

from .masker import STYLES, Masker
from .pipeline import MaskPipeline

__all__ = ["STYLES", "MaskPipeline", "Masker"]
