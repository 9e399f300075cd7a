"""Detectors: each finds spans of one kind; the Analyzer combines them.

Importing this package registers every detector under its name:
entity, caseless, names, places, attributes, patterns, transcript, rampart, allow_list, vocab_threshold, dictionary.
"""

from . import presidio as _presidio  # noqa: F401 - registers presidio, presidio_results; Presidio imported lazily
from .attributes import AttributeDetector
from .base import Detector
from .caseless import CaselessEntityDetector
from .combine import Analyzer, merge_overlaps, propagate
from .dictionary import DictionaryDetector, Exclusions
from .entities import EntityDetector
from .organisations import OrganisationDetector
from .patterns import PatternDetector
from .people import NameRulesDetector
from .places import PlaceGazetteerDetector
from .rampart import RampartDetector
from .transcript import TranscriptDetector
from .vocabulary import AllowListDetector, VocabThresholdDetector

__all__ = [
    "Analyzer", "AllowListDetector", "AttributeDetector", "CaselessEntityDetector", "Detector", "DictionaryDetector",
    "EntityDetector",
    "Exclusions", "NameRulesDetector", "OrganisationDetector", "PatternDetector", "PlaceGazetteerDetector",
    "RampartDetector", "TranscriptDetector", "VocabThresholdDetector", "merge_overlaps", "propagate",
]
