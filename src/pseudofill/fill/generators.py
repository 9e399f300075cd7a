"""Surrogate generators by label, as Presidio has operators: one rule per label draws a
substitute from the document's state (`SurrogateFactory`: its random stream, its Faker,
its profile).  A language's pack may offer its own rule for a label
(`LanguagePack.surrogates`: a personnummer, a street of its kind), tried first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..registry import Registry

# label → the rule, called with the SurrogateFactory and the original (None: the label alone decides)
generators: Registry[Callable[[Any, str | None], str]] = Registry("surrogate generator")
