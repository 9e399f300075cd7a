"""Norwegian said aloud, for fills of transcripts: numbers read digit by digit ("null ni
to … førtisju"), names spelled letter by letter or in the spelling alphabet ("B som i
Bernhard"), e-mail addresses read out ("ola punkt nordmann krøllalfa gmail punkt com")."""

from __future__ import annotations

import re

from ..said_aloud import said_forms
from .rules import NB_EMAIL_ENDINGS
from .spoken import NB_ALPHABET_WORDS, NB_NUMBERS

# Words a read-out number may hold besides numbers: joiners and fillers.
_FILLERS = frozenset({"og", "eller", "strek", "bindestrek", "mellomrom", "pluss", "eh", "ehm", "øh"})

SAID = said_forms(
    NB_NUMBERS, NB_ALPHABET_WORDS, {"@": " krøllalfa ", ".": " punkt ", "-": " bindestrek ", "_": " understrek "},
    frozenset({"krøllalfa", "alfakrøll", "punkt", "strek", "understrek", "bindestrek", "etasje", "som", "i",
               *NB_EMAIL_ENDINGS, *_FILLERS}),
    _FILLERS, re.compile(r"(?i) (?:krøllalfa|alfakrøll) "), single=frozenset({"en"}))
respeak_number, is_number_word = SAID.respeak, SAID.is_number_word
