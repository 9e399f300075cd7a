"""pseudofill: make sensitive text corpora safe to train on.

io → detect → mask → fill → evaluate, one small data model passed between stages.
"""

from .config import PipelineConfig
from .detect import Analyzer
from .detect.presets import DEFAULT_DETECTORS
from .document import Document, MaskedDocument, Slot, Span, VaultEntry, VaultRecord
from .engines import RunSummary, mask, restore_file, run
from .fill.stream import build_filler
from .mask import Masker, MaskPipeline

__version__ = "0.1.0"
__all__ = [
    "DEFAULT_DETECTORS", "Analyzer", "Document", "MaskPipeline", "MaskedDocument", "Masker", "PipelineConfig",
    "RunSummary", "Slot", "Span", "VaultEntry", "VaultRecord", "build_filler", "mask", "restore_file", "run",
]
