"""The original's shape before the detector's label.

A label is a detector's guess; the vault holds what was really there.  Where the two
disagree, the shape decides which generator fills the slot: "NOK 625" tagged as an
organisation is still money ("NOK 540", not "Henderson-Hernandez"), "Over 160 hours" tagged
as a quantity is a duration, "Turkey" tagged as a person is a country,
and "hereinafter", "centre" or "Registrar" tagged as a person or a place in a text written
with capitals names no one and stays as it is, as does an organisation named only by its
kind ("the Chamber").  The decision is the entity's: "Crow" after "John Crow" is him.
Each disagreement shows in the fill's label, so a run can count them.
"""

from __future__ import annotations

import random
import re

from ..document import TAG_PATTERN
from ..language import get_language, home_country_names, is_everyday
from ..languages.en.kinds import kind_words, organisation_kind
from ..lexicon.amounts import amount_kind, is_currency_code
from ..lexicon.everyday import everyday_not_a_name, said_of_no_one
from ..lexicon.taxonomy import LOCATION, ORGANIZATION_NAME, PERSON_NAME, RARE_WORD, TIME
from ..lexicon.text import without_restatement
from .durations import new_duration
from .occupations import is_job

# A span judged a name that is none: its words stay (fill with the original).
COMMON_WORDS = "COMMON_WORDS"
NAME_LABELS = frozenset({PERSON_NAME, LOCATION, ORGANIZATION_NAME})
AMOUNT_LABELS = frozenset({"MONEY", "PERCENT", "QUANTITY"})
# Labels a model or a loose rule guesses: the original's shape may overrule them.
_GUESSED_LABELS = {PERSON_NAME, ORGANIZATION_NAME} | AMOUNT_LABELS | {"DIGIT_SEQUENCE", "GENERIC_ID", "NUMBER", "MISC"}
_WORD = re.compile(r"[^\W\d_]+")
_YEAR = re.compile(r"(1[5-9]|20)\d\d")  # a four-digit number a year could be


def shape_label(label: str, original: str | None, language: str = "en", cased: bool = True,
                titled: bool = False) -> str:
    """The label the original's shape gives, or `label` when the shape agrees with it (or
    says nothing).  `cased`: the text writes names with capitals (a caseless transcript's
    "rose" may be a name); `titled`: a person's title stands before the slot ("Mr Crow")."""
    if not original:
        return label
    if label == RARE_WORD and _YEAR.fullmatch(original):
        return "DATE"  # a frequency-masked year moves with the document's dates ("born in 1962")
    if label in _GUESSED_LABELS:  # a pattern-checked format (a plate, a phone number) is no guess
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
    if label == ORGANIZATION_NAME and cased and not [w for w in _WORD.findall(original)
                                                     if not _kind_or_function(w, original)]:
        return COMMON_WORDS  # a bare "Chamber", "the Government": no body in particular (a role may be a brand)
    if label == "MISC" and cased and _proper_name(original):  # (a phrase, "refused food", is the method's to write)
        # "Widow’s Bereavement Allowance" (and its "WBA"): a scheme anyone may claim; "Cosmesin",
        # "Solidarność": a name, rebuilt as a body's is (its kind word kept: "movement")
        return COMMON_WORDS if _everyday_thing(original, language) else ORGANIZATION_NAME
    if label == PERSON_NAME and _is_country(original):  # (a State as an organisation keeps its form there)
        return LOCATION
    if label == PERSON_NAME and is_job(original):
        return "OCCUPATION"  # "the sergeant major": a rank, another rank, not "Alphons Guidotti"
    return label


def _proper_name(original: str) -> bool:
    """Every word but the function words written with a capital."""
    return all(w[:1].isupper() or w.lower() in _FUNCTION_WORDS for w in _WORD.findall(original))


def _everyday_thing(original: str, language: str) -> bool:
    """A thing named in everyday words, or by the capitals of such a name: no one's."""
    core = without_restatement(original.strip())  # "… Allowance (“WBA”)"
    if re.fullmatch(r"[A-Z]{2,6}", core):
        return True
    code = get_language(language).code
    words = [w for w in _WORD.findall(core) if w.lower() not in _FUNCTION_WORDS]
    return bool(words) and all(is_everyday(w.lower(), code, 2.0) for w in words)


def _kind_or_function(word: str, original: str) -> bool:
    return word.lower() in _FUNCTION_WORDS or word in kind_words(original) or organisation_kind(word) is not None


# Around a body's kind word, words that do not name one: "the First Section", "the Board’s".
_FUNCTION_WORDS = frozenset("the of and for s first second third fourth fifth sixth seventh eighth ninth tenth".split())


_CODE_LABELS = frozenset({"DIGIT_SEQUENCE", "GENERIC_ID"})


def _prose(original: str, language: str) -> bool:
    """Two or more everyday lower-case words between the digits: a phrase, not a code read
    out ("end of 1985 to 3,205"; "ld 0192 kb" is no phrase)."""
    words = [w for w in _WORD.findall(original) if len(w) >= 2]
    return bool(re.search(r"\d", original)) and len(words) >= 2 and all(
        w.islower() and is_everyday(w, get_language(language).code, 4.0) for w in words)


def is_cased(text: str) -> bool:
    """The text writes with capitals: most of its sentences start with one, or, without
    full stops, some word of a line has one (its mask tags are none).  A caseless ASR transcript does neither,
    whatever its speaker labels ("Agent:", "Kund:") look like."""
    text = TAG_PATTERN.sub("", text)  # a masked text's tags are no capitals of its own
    lines = [re.sub(r"^\s*[^\s:]{1,20}:\s*", "", line) for line in text.splitlines()]  # speaker labels off
    starts = [m.group(1) for line in lines for m in re.finditer(r"[.!?]\s+([^\W\d_])", line)]
    if len(starts) >= 2:
        return sum(c.isupper() for c in starts) * 2 > len(starts)
    return any(w[:1].isupper() for line in lines for w in re.findall(r"[^\W\d_]+", line))


def _common_words(original: str, language: str) -> bool:
    """All lower case and every word an everyday word of the language that names no one
    ("centre", "parole", "hereinafter"; not "mary jones", not "stockholm")."""
    words = _WORD.findall(original)
    return bool(words) and original == original.lower() and all(everyday_not_a_name(w, language) for w in words)


def _is_country(original: str) -> bool:
    from .places import place_kind

    return place_kind(original) == "country"



def entity_shapes(shaped: list[str], detected: list[str], entities: list[object]) -> list[str]:
    """Keeping a mention as written is the entity's decision, not the mention's: "Crow"
    (an everyday word) after "John Crow" is him, so it keeps its detected label."""
    named = {entity for label, entity in zip(shaped, entities, strict=True) if label != COMMON_WORDS}
    return [found if label == COMMON_WORDS and entity in named else label
            for label, found, entity in zip(shaped, detected, entities, strict=True)]
