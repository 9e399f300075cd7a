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
from ..detect.kinds import kind_words, organisation_kind
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
                titled: bool = False, role_context: bool = False) -> str:
    """The label the original's shape gives, or `label` when the shape agrees with it (or
    says nothing).  `cased`: the text writes names with capitals (a caseless transcript's
    "rose" may be a name); `titled`: a person's title stands before the slot ("Mr Crow");
    `role_context`: a determiner or a title word does ("the Registrar", "Deputy Secretary";
    no brand is written so)."""
    if not original:
        return label
    if label not in _POINTS_IN_TIME and label != TIME:
        amount = amount_kind(original)
        if amount is not None:
            return amount
    if label in _CODE_LABELS and _prose(original, language):
        return "QUANTITY"  # "end of 1985 to 3,205": numbers in words of the text move, the words stay
    if label in AMOUNT_LABELS and is_currency_code(original):
        return COMMON_WORDS  # "(NOK)" after its amount: the unit alone says how much of nothing
    if label in AMOUNT_LABELS | {TIME} and label != "PERCENT" and new_duration(original, random.Random(0)) is not None:
        return "DATE"  # a length of time: the date rules move durations a little, in their words
    if label in NAME_LABELS and (cased and _common_words(original, language)
                                 or original.strip() in home_country_names(language)):
        return COMMON_WORDS  # ("Sverige" in a Swedish text says nothing about anyone either)
    if label in (PERSON_NAME, LOCATION) and cased and not titled and said_of_no_one(original, language):
        return COMMON_WORDS  # "Registrar" (an organisation stays one: "Telia", "Apple" are everyday words too)
    if label == ORGANIZATION_NAME and cased and (
            role_context and organisation_kind(original) is None and said_of_no_one(original, language)
            or not _WORD.sub(lambda m: "" if _kind_or_function(m.group(), original) else m.group(), original).strip()):
        return COMMON_WORDS  # "the Registrar", "its First Section", a bare "Chamber": no body in particular
    if label == PERSON_NAME and _is_country(original):  # (a State as an organisation keeps its form there)
        return LOCATION
    return label


_DETERMINERS = frozenset("the its his her their our your this that whose".split())


def role_context(before: str) -> bool:
    """The words before a slot make it a role: a determiner ("the [Registrar]") or a
    capitalised word inside a sentence ("Deputy [Secretary]", "Director of [Legal Affairs]")."""
    words = re.findall(r"[^\W\d_]+|[.!?]", before)[-3:]
    if not words:
        return False
    if words[-1].lower() in _DETERMINERS:
        return True
    last = [w for w in words if w not in ("of", "for")]
    return bool(last) and last[-1][:1].isupper() and len(words) > 1 and words[-2] not in ".!?" \
        and last[-1].lower() not in ("at", "to", "from", "by", "with", "in", "on")


def _kind_or_function(word: str, original: str) -> bool:
    return word.lower() in ("the", "of", "and", "for") or word in kind_words(original)


_CODE_LABELS = frozenset({"DIGIT_SEQUENCE", "GENERIC_ID"})


def _prose(original: str, language: str) -> bool:
    """Two or more everyday lower-case words between the digits: a phrase, not a code read
    out ("end of 1985 to 3,205"; "ld 0192 kb" is no phrase)."""
    words = [w for w in _WORD.findall(original) if len(w) >= 2]
    return bool(re.search(r"\d", original)) and len(words) >= 2 and all(
        w.islower() and is_everyday(w, get_language(language).code, 4.0) for w in words)


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

