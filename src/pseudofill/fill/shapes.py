"""The original's shape before the detector's label.

A label is a detector's guess; the vault holds what was really there.  Where the two
disagree, the shape decides which generator fills the slot: "NOK 625" tagged as an
organisation is still money ("NOK 540", not "Henderson-Hernandez"), "Over 160 hours" tagged
as a quantity is a duration, "Turkey" tagged as a person is a country,
and "hereinafter", "centre" or "Registrar" tagged as a person or a place in a text written
with capitals names no one and stays as it is.  Each disagreement shows in the fill's label, so a run can count them.
"""

from __future__ import annotations

import random
import re

from ..detect.amounts import amount_kind
from ..detect.evidence import is_currency_code, listed_name, said_of_no_one
from ..detect.gazetteers import place_names
from ..detect.taxonomy import LOCATION, ORGANIZATION_NAME, PERSON_NAME, TIME
from ..detect.vocabulary import default_allow_list
from ..language import get_language, home_country_names, is_everyday
from .durations import new_duration

# A span judged a name that is none: its words stay (fill with the original).
COMMON_WORDS = "COMMON_WORDS"
NAME_LABELS = frozenset({PERSON_NAME, LOCATION, ORGANIZATION_NAME})
AMOUNT_LABELS = frozenset({"MONEY", "PERCENT", "QUANTITY"})
_POINTS_IN_TIME = frozenset({"DATE", "DATE_OF_BIRTH"})
_WORD = re.compile(r"[^\W\d_]+")


def shape_label(label: str, original: str | None, language: str = "en", cased: bool = True,
                titled: bool = False) -> str:
    """The label the original's shape gives, or `label` when the shape agrees with it (or
    says nothing).  `cased`: the text writes names with capitals (a caseless transcript's
    "rose" may be a name); `titled`: a person's title stands before the slot ("Mr Crow")."""
    if not original:
        return label
    if label not in _POINTS_IN_TIME and label != TIME:
        amount = amount_kind(original)
        if amount is not None:
            return amount
    if label in AMOUNT_LABELS and is_currency_code(original):
        return COMMON_WORDS  # "(NOK)" after its amount: the unit alone says how much of nothing
    if label in AMOUNT_LABELS | {TIME} and label != "PERCENT" and new_duration(original, random.Random(0)) is not None:
        return "DATE"  # a length of time: the date rules move durations a little, in their words
    if label in NAME_LABELS and (cased and _common_words(original, language)
                                 or original.strip() in home_country_names(language)):
        return COMMON_WORDS  # ("Sverige" in a Swedish text says nothing about anyone either)
    if label in (PERSON_NAME, LOCATION) and cased and not titled and said_of_no_one(original, language):
        return COMMON_WORDS  # "Registrar" (an organisation stays one: "Telia", "Apple" are everyday words too)
    if label == PERSON_NAME and _is_country(original):  # (a State as an organisation keeps its form there)
        return LOCATION
    return label


def is_cased(text: str) -> bool:
    """The text writes with capitals: some sentence starts with one (a caseless ASR
    transcript does not)."""
    starts = re.findall(r"(?:^|[.!?]\s+)([^\W\d_])", text)
    return sum(c.isupper() for c in starts) * 2 > len(starts) if starts else any(c.isupper() for c in text)


def _common_words(original: str, language: str) -> bool:
    """All lower case, every word an everyday word of the language ("centre", "parole",
    "hereinafter") and none a listed name or place ("mary jones" is someone written
    carelessly, "jones" is frequent as a name)."""
    words = _WORD.findall(original)
    if not words or original != original.lower():
        return False
    common = default_allow_list(language)
    return all((w in common or is_everyday(w, get_language(language).code, 2.5))
               and not listed_name(w) and w.capitalize() not in place_names(language) for w in words)


def _is_country(original: str) -> bool:
    from .places import place_kind

    return place_kind(original) == "country"

