"""Capitals back for caseless text, so the rules that read capitals read it too.

ASR output and hurried chat drop the capitals ("jag heter anna lindqvist och bor i
majorna"), and a language without an NER model (Swedish here) finds people and places by
their capitals.  `recase` returns the text with a capital on each word of a caseless line
that the gazetteers know as a name, a place or an organisation ("Anna Lindqvist",
"Majorna", "PostNord", "Vårdcentralen Sävja"): always the same length, so every span found
in it holds for the original.  A name that is also an ordinary word ("björn", "sten",
"mora": languages/<code>/name_words.txt, scripts/build_name_words.py) gets its capital only
after a cue ("heter björn", "bor i mora") or after a first name ("anna berg"); so does a
name found once with a cue, everywhere in the document.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources

from ..language import get_language, is_everyday
from ..languages.en.spoken import STREET_WORDS
from ..lexicon.gazetteers import is_common, organisation_names, own_first_names, person_names, place_names
from ..lexicon.text import capitalised, with_capital
from ..lexicon.words import part_of_speech
from .spoken import SPEAKER_LABEL

_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_LABEL = SPEAKER_LABEL
_FILLERS = frozenset("uh um er ah eh hmm mm oh uhm erm huh".split())  # "uh dental cleaning"
_NO_FIRM_NAME = _FILLERS | STREET_WORDS  # before a kind word, no firm's name: "uh dental", "maple avenue pharmacy"


def is_caseless(line: str, min_words: int = 1) -> bool:
    """A line of words with no capital after its speaker label."""
    body = _LABEL.sub("", line, count=1)
    return len(_WORD.findall(body)) >= min_words and not any(ch.isupper() for ch in body)


@functools.lru_cache(maxsize=4)
def name_words(language: str) -> frozenset[str]:
    """The language's ordinary words that are also names or places (lower case)."""
    try:
        path = resources.files("pseudofill").joinpath(f"languages/{language}/name_words.txt")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return frozenset()
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#"))


@dataclass(frozen=True)
class _Lexicon:
    """What recasing one language reads, built once."""
    own: frozenset[str]
    places: frozenset[str]
    function_words: frozenset[str]
    ambiguous: frozenset[str]            # words that are also names: a capital only after a cue
    organisations: dict[str, str]        # lower case → as written
    heads: dict[str, str]                # "vårdcentralen" → "Vårdcentralen"
    kinds: frozenset[str]                # "förskola", "kommun"
    name_cues: frozenset[str]
    place_cues: frozenset[str]
    phrases: dict[str, tuple[str, ...]]  # places of several words by their first: "los" → "los angeles", …


@functools.lru_cache(maxsize=4)
def _lexicon(code: str) -> _Lexicon:
    language = get_language(code)
    function_words = language.function_words or _stop_words(code)  # English lists none of its own: spaCy's
    ambiguous = name_words(code) | function_words
    organisations = {name.lower(): name for name in organisation_names(code)
                     if " " not in name and len(name) >= 4 and name.lower() not in ambiguous
                     and not is_everyday(name, code, 4.0) and len(name.lower()) == len(name)}
    # a language without lists of its own (English) hears every list's first names: its speakers come from anywhere
    own = own_first_names(code) or frozenset(person_names()[0])
    phrases = sorted({place.lower() for place in place_names(code) if " " in place and len(place.lower()) == len(place)
                      and re.fullmatch(r"[^\W\d_]+(?:[ '-][^\W\d_]+)+", place)}, key=len, reverse=True)
    return _Lexicon(own, place_names(code), function_words, ambiguous, organisations,
                    {head.lower(): head for head in language.institutions.heads},
                    frozenset(language.institutions.kinds), language.name_cues,
                    frozenset(language.place_prepositions) | language.place_verbs,
                    _by_first_word(phrases))


def _by_first_word(phrases: list[str]) -> dict[str, tuple[str, ...]]:
    """Phrases (longest first) under their first word: a line is read word by word, not by
    one alternation of every place (that regex took 4 s a megabyte)."""
    index: dict[str, list[str]] = {}
    for phrase in phrases:
        index.setdefault(re.split(r"[ '-]", phrase, maxsplit=1)[0], []).append(phrase)
    return {first: tuple(found) for first, found in index.items()}


def _phrases_in(line: str, index: dict[str, tuple[str, ...]]) -> Iterator[tuple[int, int, str]]:
    """(start, end, phrase) of each listed phrase in `line` standing as whole words, leftmost
    and longest first, none overlapping."""
    end = 0
    for word in _PHRASE_START.finditer(line):
        if word.start() < end:
            continue
        for phrase in index.get(word.group(), ()):
            stop = word.start() + len(phrase)
            if line.startswith(phrase, word.start()) and not _WORD_CHAR.match(line, stop):
                yield word.start(), stop, phrase
                end = stop
                break


_PHRASE_START = re.compile(r"(?<![\w'-])[^\W\d_]+")
_WORD_CHAR = re.compile(r"[\w'-]")


def _stop_words(code: str) -> frozenset[str]:
    import importlib

    try:
        return frozenset(importlib.import_module(f"spacy.lang.{code}.stop_words").STOP_WORDS)
    except ImportError:
        return frozenset()


def recase(text: str, language: str = "en") -> str:
    """`text` with capitals on the names and places of its caseless lines (see module)."""
    pack = get_language(language)
    code = pack.code
    if not pack.name_cues or not any(is_caseless(line, 3) for line in text.splitlines()):
        return text  # a language with no cues is not recased; a short line says little
    lexicon = _lexicon(code)
    chars = list(text)
    cued: set[str] = set()  # names met after a cue: capitalised everywhere in the document
    lines = [(m.start(), m.group()) for m in re.finditer(r"[^\n]+", text)]
    for _ in range(2):  # the second pass capitalises what the first found with a cue
        before = len(cued)
        for k, (offset, line) in enumerate(lines):
            if is_caseless(line):
                asked = k > 0 and _asks_a_name(lines[k - 1][1], lexicon)
                _recase_line(line, offset, chars, lexicon, cued, code, asked)
        if len(cued) == before:
            break
    recased = "".join(chars)
    return recased if len(recased) == len(text) else text


def _asks_a_name(line: str, lexicon: _Lexicon) -> bool:
    """A turn that ends by asking a name ("hva heter du", "vad heter du?"): the next one answers it."""
    words = re.findall(r"[^\W\d_]+", line.lower())[-3:]
    return any(w in lexicon.name_cues for w in words[:-1]) and bool(words) and words[-1] not in lexicon.name_cues


def _recase_line(line: str, offset: int, chars: list[str], lexicon: _Lexicon, cued: set[str], code: str,
                 asked: bool = False) -> None:
    """`asked`: the line answers a name question, so a first name of any list that opens it is one."""
    firsts, lasts = person_names()
    pack = get_language(code)
    above = pack.everyday_above  # how common a name may be with no cue
    label = _LABEL.match(line)
    words = [w for w in _WORD.finditer(line) if not label or w.start() >= label.end()]  # not the speaker's label

    def write(word: re.Match[str], value: str) -> None:
        if len(value) == len(word.group()):
            chars[offset + word.start():offset + word.end()] = value

    for start, end, phrase in _phrases_in(line, lexicon.phrases):
        before = line[max(0, start - 40):start].split()
        # "los angeles", "el paso"; one of everyday words only after "in", "from": "long beach"
        if any(not is_common(part, code) for part in re.split(r"[ '-]", phrase)) \
                or (before and before[-1] in lexicon.place_cues):
            chars[offset + start:offset + end] = capitalised(phrase)
    previous, after_first, previous_first, previous_place = "", False, None, False
    for i, word in enumerate(words):
        written = word.group()
        following = words[i + 1].group() if i + 1 < len(words) else ""
        listed = lexicon.organisations.get(written)
        named_kind = following in lexicon.kinds and written not in lexicon.ambiguous and written not in _NO_FIRM_NAME \
            and not is_everyday(written, code, 4.5)
        if listed is not None or named_kind:  # "postnord" → "PostNord", "vivalla (förskola)" → "Vivalla"
            write(word, listed or with_capital(written))
            if named_kind and pack.institutions.kind_in_name:  # "Bluewater Telecom", not "Vivalla förskola"
                write(words[i + 1], with_capital(following))
            previous, after_first, previous_first, previous_place = written, False, None, False
            continue
        if written in lexicon.heads and following and following not in lexicon.ambiguous:
            write(word, lexicon.heads[written])  # "vårdcentralen sävja" → "Vårdcentralen Sävja"
            write(words[i + 1], with_capital(following))
        title = with_capital(written)
        if asked and i == 0 and title in firsts and written not in lexicon.function_words:
            cued.add(written)  # "hva heter du" – "zainab abdi"
        first = title in lexicon.own or (title in firsts and written in cued)  # another locale's: after a cue
        last, place = title in lasts, title in lexicon.places
        capital = written in cued and (first or last or place)
        if capital or written in lexicon.function_words:
            pass
        elif written not in lexicon.ambiguous and ((place and not (pack.upos_lexicon
                                                                   and is_everyday(written, code, 4.0)
                                                                   and part_of_speech(written) not in (None, "PROPN")))
                                                   or not is_everyday(written, code, above)):
            # (an English place that is an everyday word, "enterprise", "mobile", only after a cue: below)
            # unambiguous: a Nordic first name, a place, a surname after a first name or no everyday word
            capital = first or place or (last and (after_first or not _everyday(written, code)))
            if not capital and title in firsts and previous in lexicon.name_cues \
                    and following not in pack.possessives:  # "heter avi"; not "heter mora di"
                capital = first = True
                cued.add(written)
        else:  # also a word ("björn", "mora"): after a cue, or a surname after a first name
            capital = (previous in lexicon.name_cues and (first or last or title in firsts)
                       and following not in pack.possessives) \
                or (previous in lexicon.place_cues and place) or (after_first and last and not _verb(written, code)) \
                or (place and previous_place) \
                or (last and previous_first is not None and not is_everyday(previous, code, above))
            if capital and (previous in lexicon.name_cues or previous in lexicon.place_cues):  # "i mora" … "mora"
                first = first or title in firsts
                cued.add(written)
        if capital:
            write(word, title)
            if last and not after_first and previous_first is not None:  # "björn sandberg": both
                write(previous_first, with_capital(previous_first.group()))
        after_first = capital and first
        previous_first = word if first and not capital and written not in lexicon.function_words else None
        previous, previous_place = written, capital and place  # "phoenix arizona": a place after a place


def _verb(word: str, code: str) -> bool:
    """A verb after a first name is what the person did ("beth said she sent it"), not her surname."""
    return get_language(code).upos_lexicon and part_of_speech(word) == "VERB"


def _everyday(word: str, code: str) -> bool:
    """Everyday here or in a language it borrows from ("man", "can"): no name without a cue."""
    loans = get_language(code).loan_languages
    return is_everyday(word, code, 4.0) or any(is_everyday(word, loan, 4.5) for loan in loans)
