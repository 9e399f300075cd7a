"""pseudofill: make sensitive text corpora safe to train on.

io → detect → mask → fill → evaluate, one small data model passed between stages.
"""

from .detect import Analyzer
from .detect.presets import DEFAULT_DETECTORS
from .document import Document, MaskedDocument, Slot, Span, VaultEntry, VaultRecord
from .engines import RunSummary, mask
from .mask import Masker, MaskPipeline

__version__ = "0.1.0"
__all__ = [
    "DEFAULT_DETECTORS", "Analyzer", "Document", "MaskPipeline", "MaskedDocument", "Masker", "RunSummary", "Slot",
    "Span", "VaultEntry", "VaultRecord", "mask",
]
