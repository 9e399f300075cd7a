"""Fill methods: each turns a masked document (and, when allowed, its vault) into a
filled one.  Importing this package registers them: lm, mlm, instruct, faker, random, upos-random."""

from .base import Filler, SlotInfo, plan_slots
from .baselines import FakerFiller, RandomFiller, UposRandomFiller
from .instruct import InstructFiller
from .lm import CausalLMFiller
from .mlm import MaskedLMFiller

__all__ = ["CausalLMFiller", "FakerFiller", "Filler", "InstructFiller", "MaskedLMFiller", "RandomFiller", "SlotInfo",
           "UposRandomFiller", "plan_slots"]
