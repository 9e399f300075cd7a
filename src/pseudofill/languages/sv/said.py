"""Swedish said aloud, for fills of transcripts: numbers read digit by digit ("noll sju
tre … trettiotvå"), names spelled with the Swedish spelling alphabet ("Viktor Ivar Kalle",
"M som i Martin") and e-mail addresses read out ("anna punkt berg snabel a telia punkt
se").  A substitute is said the way its original was, so the transcript stays a transcript.
"""

from __future__ import annotations

import re

from ..said_aloud import said_forms
from .rules import SV_EMAIL_ENDINGS
from .spoken import SV_ALPHABET_WORDS, SV_DIGIT_NOUNS, SV_NUMBERS

# Words a read-out number may hold besides numbers: joiners and fillers.
_FILLERS = frozenset({"och", "eller", "streck", "bindestreck", "mellanslag", "plus", "eh", "öh"})

SAID = said_forms(
    SV_NUMBERS, SV_ALPHABET_WORDS, {"@": " snabel a ", ".": " punkt ", "-": " streck ", "_": " understreck "},
    frozenset({"snabel", "a", "punkt", "streck", "understreck", "bindestreck", "lägenhet", "lgh", "som", "i",
               *SV_EMAIL_ENDINGS, *_FILLERS}),
    _FILLERS, re.compile(r"(?i) snabel"), digit_nouns=SV_DIGIT_NOUNS,
    nouns=("nolla", "etta", "tvåa", "trea", "fyra", "femma", "sexa", "sjua", "åtta", "nia"))  # "… sex etta"
respeak_number, respell, read_out_email = SAID.respeak, SAID.respell, SAID.read_out_email
is_number_word, is_said_form = SAID.is_number_word, SAID.is_said_form
