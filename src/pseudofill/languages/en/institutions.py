"""How English names its firms and bodies: by their kind after the name ("Bluewater Telecom")."""

from __future__ import annotations

import re

from ..pack import Institutions
from .kinds import FIRM_KINDS, KIND_WORDS

_KINDS = "|".join(sorted(KIND_WORDS, key=len, reverse=True))
INSTITUTIONS = Institutions(
    kinds=FIRM_KINDS, kind_in_name=True,
    bank=re.compile(r"\b[A-Z]\w* Bank(?![\w-])"),  # "Barclays Bank"
    shapes=(
        # a call's firm said before its kind ("bluewater telecom", "all seasons heating and air";
        # caseless: an edited text's "Lublin Regional Court" is its own)
        re.compile(rf"(?P<name>[a-z][a-z']*(?:\s[a-z][a-z']*){{0,2}}?)\s(?:{_KINDS})(?:\s(?:and\s)?(?:{_KINDS}))*"),
    ))
