"""The original's shape before the detector's label.

A label is a detector's guess; the vault holds what was really there.  Where the two
disagree, the shape decides which generator fills the slot: "NOK 625" tagged as an
organisation is still money ("NOK 540", not "Henderson-Hernandez"), "Over 160 hours" tagged
as a quantity is a duration, "Turkey" tagged as a person is a country,
and "hereinafter" or "centre" tagged as a name in a text written with capitals names no one
and stays as it is.  Each disagreement shows in the fill's label, so a run can count them.
"""

from __future__ import annotations

import random
import re

from ..detect.taxonomy import LOCATION, ORGANIZATION_NAME, PERSON_NAME, TIME
from ..detect.vocabulary import default_allow_list
from ..language import get_language, home_country_names, is_everyday
from .amounts import amount_kind
from .durations import new_duration

# A span judged a name that is none: its words stay (fill with the original).
COMMON_WORDS = "COMMON_WORDS"
NAME_LABELS = frozenset({PERSON_NAME, LOCATION, ORGANIZATION_NAME})
AMOUNT_LABELS = frozenset({"MONEY", "PERCENT", "QUANTITY"})
_POINTS_IN_TIME = frozenset({"DATE", "DATE_OF_BIRTH"})
_WORD = re.compile(r"[^\W\d_]+")


def shape_label(label: str, original: str | None, language: str = "en", cased: bool = True) -> str:
    """The label the original's shape gives, or `label` when the shape agrees with it (or
    says nothing).  `cased`: the text writes names with capitals (a caseless transcript's
    "rose" may be a name)."""
    if not original:
        return label
    if label not in _POINTS_IN_TIME and label != TIME:
        amount = amount_kind(original)
        if amount is not None:
            return amount
    if label in AMOUNT_LABELS | {TIME} and label != "PERCENT" and new_duration(original, random.Random(0)) is not None:
        return "DATE"  # a length of time: the date rules move durations a little, in their words
    if label in NAME_LABELS and (cased and _common_words(original, language)
                                 or original.strip() in home_country_names(language)):
        return COMMON_WORDS  # ("Sverige" in a Swedish text says nothing about anyone either)
    if label == PERSON_NAME and _is_country(original):  # (a State as an organisation keeps its form there)
        return LOCATION
    return label


def is_cased(text: str) -> bool:
    """The text writes with capitals: some sentence starts with one (a caseless ASR
    transcript does not)."""
    starts = re.findall(r"(?:^|[.!?]\s+)([^\W\d_])", text)
    return sum(c.isupper() for c in starts) * 2 > len(starts) if starts else any(c.isupper() for c in text)


def _common_words(original: str, language: str) -> bool:
    """All lower case and every word an everyday word of the language ("centre", "parole",
    "hereinafter"): no name is written so in a text that has capitals."""
    words = _WORD.findall(original)
    if not words or original != original.lower():
        return False
    common = default_allow_list(language)
    return all(w in common or is_everyday(w, get_language(language).code, 2.5) for w in words)


def _is_country(original: str) -> bool:
    from .places import place_kind

    return place_kind(original) == "country"

