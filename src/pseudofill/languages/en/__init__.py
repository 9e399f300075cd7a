"""English: the default language; a packaged spaCy pipeline reads it."""

from __future__ import annotations

import re

from ..pack import LanguagePack
from .calendar import CALENDAR
from .institutions import INSTITUTIONS
from .places import COUNTY, PLACE_CONTEXT, PLACE_KINDS, SHIRE
from .spoken import NUMBERS, SPELLING
from .titles import TITLES

ENGLISH = LanguagePack(
    "en", "English", "en_US", ("US", "GB", "CA", "AU", "IE", "NZ"), keeps_country=False,
    capabilities=frozenset({"ner", "attributes"}),  # spaCy's NER pipelines, the occupation lexicon
    upos_lexicon=True, allow_list="languages/en/allow_list.txt",
    # its texts name people from anywhere; names inside a firm are British ("McGrory and Company")
    guesses_origin=True, surname_locale="en_GB",
    titles=TITLES, institutions=INSTITUTIONS,
    place_context=PLACE_CONTEXT, place_kinds=PLACE_KINDS, place_forms=(SHIRE, COUNTY),
    # calls: the call grammar (detect/spoken*.py, calls.py), digits and letters read out
    call_grammar=True, numbers=NUMBERS, spelling=SPELLING,
    name_cues=frozenset("name's names named called hi hello hey thanks mister mr missus mrs miss ms doctor dr "
                        "father is i'm im am with ask speak spoke talked".split()),
    place_verbs=frozenset("in from to near at through outside visiting".split()),
    everyday_above=4.0,  # English words that are names ("will", "rose", "mark") rank high
    calendar=CALENDAR, articles=("the", "a", "an"),
    word_pattern=re.compile(r"[A-Za-z][A-Za-z'-]*"),  # as the LM fills were measured
    instruct_example=("I met [MASK_1] at the station in [MASK_2] on Monday.",
                      "MASK_1 is a person name; MASK_2 is a location", {"MASK_1": "Laura Kim", "MASK_2": "Leeds"}),
)
