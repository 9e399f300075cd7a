"""Capitals back for caseless text, so the rules that read capitals read it too.

ASR output and hurried chat drop the capitals ("jag heter anna lindqvist och bor i
majorna"), and a language without an NER model (Swedish here) finds people and places by
their capitals.  `recase` returns the text with a capital on each word of a caseless line
that the gazetteers know as a name or a place ("Anna Lindqvist", "Majorna"): the same
length, so every span found in it holds for the original.  A name that is also an ordinary
word ("björn", "sten", "mora": data/name_words_<lang>.txt, scripts/build_name_words.py)
gets its capital only after a cue ("heter björn", "bor i mora") or after a first name
("anna berg"); so does a name found once with a cue, everywhere in the document.
"""

from __future__ import annotations

import functools
import re
from importlib import resources

from ..language import get_language, is_everyday
from .gazetteers import organisation_names, own_first_names, person_names, place_names
from .organisations import INSTITUTION_KINDS

_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_LABEL = re.compile(r"^\s*[^\W\d_][\w .-]{0,30}:\s*")  # "kund: ", "A: ", "Handläggare: "
# The words after which a name or a place follows, per language.
NAME_CUES = {"sv": frozenset("heter hej hejsan tjena hallå tack fru herr doktor dr syster med namn namnet "
                             "kallas hette".split())}
PLACE_CUES = {"sv": frozenset("i från till utanför vid nära mot på norr söder öster väster bor bodde "
                              "flyttade flyttat".split())}


def is_caseless(line: str, min_words: int = 1) -> bool:
    """A line of words with no capital after its speaker label."""
    body = _LABEL.sub("", line, count=1)
    return len(_WORD.findall(body)) >= min_words and not any(ch.isupper() for ch in body)


@functools.lru_cache(maxsize=4)
def name_words(language: str) -> frozenset[str]:
    """The language's ordinary words that are also names or places (lower case)."""
    try:
        text = resources.files("pseudofill").joinpath(f"data/name_words_{language}.txt").read_text(encoding="utf-8")
    except FileNotFoundError:
        return frozenset()
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#"))


def recase(text: str, language: str = "en") -> str:
    """`text` with capitals on the names and places of its caseless lines (see module)."""
    code = get_language(language).code
    if code not in NAME_CUES or not any(is_caseless(line, 3) for line in text.splitlines()):  # a short line says little
        return text
    firsts, lasts = person_names()
    own, places = own_first_names(code), place_names(code)
    function_words = get_language(code).function_words
    ambiguous = name_words(code) | function_words
    organisations = _organisations(code)
    kinds = frozenset(INSTITUTION_KINDS.get(code, ()))  # "vivalla förskola", "örebro kommun"
    name_cues, place_cues = NAME_CUES[code], PLACE_CUES[code]
    chars = list(text)
    cued: set[str] = set()  # names met after a cue: capitalised everywhere in the document
    lines = [(m.start(), m.group()) for m in re.finditer(r"[^\n]+", text)]
    for _ in range(2):  # the second pass capitalises what the first found with a cue
        for offset, line in lines:
            if not is_caseless(line):
                continue
            previous, after_first, previous_first = "", False, None
            words = list(_WORD.finditer(line))
            for i, word in enumerate(words):
                written = word.group()
                listed = organisations.get(written)
                if listed is not None or (i + 1 < len(words) and words[i + 1].group() in kinds
                                          and written not in ambiguous and not is_everyday(written, code, 4.5)):
                    start = offset + word.start()  # "postnord" → "PostNord", "vivalla (förskola)" → "Vivalla"
                    chars[start:start + len(written)] = listed or written.capitalize()
                    previous, after_first, previous_first = written, False, None
                    continue
                title = "-".join(part.capitalize() for part in written.split("-"))
                first = title in own or (title in firsts and written in cued)  # another locale's: after a cue
                last, place = title in lasts, title in places
                capital = written in cued and (first or last or place)
                if capital or written in function_words:
                    pass
                elif written not in ambiguous and (place or not is_everyday(written, code, 5.5)):
                    # unambiguous: a Nordic first name, a place, a surname after a first name or no everyday word
                    capital = first or place or (last and (after_first or not _everyday(written, code)))
                    if not capital and title in firsts and previous in name_cues:  # "heter avi"
                        capital = first = True
                        cued.add(written)
                else:  # also a word ("björn", "mora"): after a cue, or a surname after a first name
                    capital = (previous in name_cues and (first or last or title in firsts)) \
                        or (previous in place_cues and place) or (after_first and last)
                    if capital and (previous in name_cues or previous in place_cues):  # "i mora" … "står mora"
                        first = first or title in firsts
                        cued.add(written)
                if capital:
                    start = offset + word.start()
                    chars[start:start + len(written)] = title
                    if last and not after_first and previous_first is not None:  # "björn sandberg": both
                        at = offset + previous_first.start()
                        chars[at:previous_first.end() + offset] = previous_first.group().capitalize()
                after_first = capital and first
                previous_first = word if first and not capital and written not in function_words else None
                previous = written
    return "".join(chars)


@functools.lru_cache(maxsize=4)
def _organisations(code: str) -> dict[str, str]:
    """Listed organisations of one word that are no everyday word, by their lower case."""
    everyday = name_words(code) | get_language(code).function_words
    return {name.lower(): name for name in organisation_names(code)
            if " " not in name and len(name) >= 4 and name.lower() not in everyday and not is_everyday(name, code, 4.0)}


def _everyday(word: str, code: str) -> bool:
    """Everyday here or in English ("man", "can"): no name without a cue."""
    return is_everyday(word, code, 4.0) or is_everyday(word, "en", 4.5)
