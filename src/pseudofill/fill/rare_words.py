"""Candidates for a frequency-masked word (allowList, vocabThres: label RARE_WORD): words
of the original's part of speech and of about its frequency, written in its case.

Left to itself a language model continues a sentence with its likeliest words
("something", "the", "I'm"); a corpus whose rare words all became common ones teaches a
downstream model that rare words never come, and it pays for that on real text.  These
words join the model's own continuations and the model ranks them all in the sentence.

The frequency band is wordfreq's; the parts of speech are the language pack's UPOS lexicon
(English: its 20,000 commonest words).  A language without one gets no such candidates.
"""

from __future__ import annotations

import bisect
import functools
import random
import re
import string
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..language import get_language
from ..lexicon.gazetteers import is_first_name, is_last_name, is_place
from ..lexicon.taxonomy import LOCATION
from ..lexicon.words import upos_lexicon
from .formats import as_written
from .surrogates import SurrogateFactory

if TYPE_CHECKING:
    from .base import DocumentState, SlotInfo
    from .upos import UposTagger

BAND = 300  # the words of the original's tag nearest to its frequency that a draw picks from
RANKED, WINDOW = 200_000, 4000  # without a tagged lexicon: wordfreq's commonest words; those nearest the original


@functools.lru_cache(maxsize=2)
def _by_frequency(code: str) -> dict[str, tuple[list[float], list[str]]]:
    """UPOS → (zipf frequencies ascending, their words)."""
    from wordfreq import zipf_frequency

    table = {}
    for tag, words in upos_lexicon().items():
        pairs = sorted((zipf_frequency(w, code), w) for w in words if w.isalpha())
        table[tag] = ([z for z, _ in pairs], [w for _, w in pairs])
    return table


def in_case_of(word: str, original: str) -> str:
    """`word` written as the original is: "TV" → upper, "Florida" → capitalised, else lower."""
    return as_written(word if original[:1].isupper() else word.lower(), original)


def similar_words(original: str, upos: str | None, rng: random.Random, n: int, language: str = "en",
                  names: Callable[[str, int], list[str]] | None = None) -> list[str]:
    """Up to `n` words of the original's tag drawn from the `BAND` nearest to its frequency,
    in its case; a number another of its kind, a single letter other letters, a proper noun `names(original, n)`:
    a place for a place, a first name for a first name (the fill's surrogates)."""
    pack = get_language(language)
    number = re.fullmatch(r"(\d+)([^\W\d_]*)", original)
    if number:  # a number ("555", "48213", "30th"): other digits, as many, an ordinal's ending its own
        digits, ending = number.groups()
        drawn = _other_numbers(digits, rng, n)
        calendar = pack.calendar
        if calendar is not None and ending and calendar.ordinal(int(digits)) == ending:
            return [d + calendar.ordinal(int(d)) for d in drawn]
        return [d + ending for d in drawn]
    if not original.isalpha():
        return []
    if len(original) == 1:  # a spelled letter ("T V")
        letters = string.ascii_uppercase if original.isupper() else string.ascii_lowercase
        return rng.sample([c for c in letters if c != original], min(n, len(letters) - 1))
    if upos == "PROPN" and names is not None:
        return [in_case_of(name, original) for name in names(original, n)]
    if not pack.upos_lexicon:
        return _same_ending(original, rng, n, pack.code, pack.function_words)
    if upos is None:
        return []
    zipfs, words = _by_frequency(pack.code).get(upos, ([], []))
    if not words:
        return []
    from wordfreq import zipf_frequency

    at = bisect.bisect_left(zipfs, zipf_frequency(original.lower(), pack.code))
    start = max(0, min(at - BAND // 2, len(words) - BAND))
    band = [w for w in words[start:start + BAND] if w != original.lower()]
    return [in_case_of(w, original) for w in rng.sample(band, min(n, len(band)))]


@functools.lru_cache(maxsize=2)
def _by_rank(code: str) -> tuple[list[float], list[str]]:
    """wordfreq's commonest words of the language, rarest first, and their zipf frequencies."""
    from wordfreq import top_n_list, zipf_frequency

    words = [w for w in reversed(top_n_list(code, RANKED)) if w.isalpha()]
    return [zipf_frequency(w, code) for w in words], words


def _same_ending(original: str, rng: random.Random, n: int, code: str, function_words: frozenset[str]) -> list[str]:
    """Without a tagged lexicon: words of about the original's frequency that end as it does.
    Where a word's ending carries its class and inflection ("källaren" → "vinden",
    "vattna" → "tvätta"), the ending stands in for the tag; the LM ranks what it brings."""
    if len(original) < 3 or not original.isalpha():
        return []
    zipfs, words = _by_rank(code)
    from wordfreq import zipf_frequency

    at = bisect.bisect_left(zipfs, zipf_frequency(original.lower(), code))
    window = words[max(0, at - WINDOW // 2):at + WINDOW // 2]
    for length in (3, 2, 0):  # (0: no word of the window ends so; then any word of its frequency)
        ending = original.lower()[len(original) - length:]
        alike = [w for w in window if w.endswith(ending) and w != original.lower() and w not in function_words
                 and len(w) > max(length, 2)]
        if len(alike) >= (n // 2 if length else 1):
            return [in_case_of(w, original) for w in rng.sample(alike, min(n, len(alike)))]
    return []


def _other_numbers(digits: str, rng: random.Random, n: int) -> list[str]:
    """Numbers a reader takes for the same kind of number: a quantity one of its size and as
    many digits ("12 May" → 17, not 87); a code (a leading zero, five digits or more) other
    digits.  (A year is a date: the document's date shift moves it, `shapes.shape_label`.)"""
    if digits[0] == "0" or len(digits) >= 5:
        first = "123456789" if digits[0] != "0" else string.digits
        return [rng.choice(first) + "".join(rng.choice(string.digits) for _ in digits[1:]) for _ in range(n)]
    value = int(digits)
    if len(digits) == 1:
        low, high = 1, 9
    else:
        low, high = max(10 ** (len(digits) - 1), (value + 1) // 2), min(10 ** len(digits) - 1, 2 * value)
        if value <= 31:  # a day of the month, maybe: "30 April" never "51 September"
            high = min(high, max(value, 28))
    others = [v for v in range(low, high + 1) if v != value] or [value]
    return [str(rng.choice(others)) for _ in range(n)]


def cut_off(text: str, start: int, end: int) -> str | None:
    """Whether the slot is what is left of a transcript's cut-off word: "end" for the end of
    one ("R V -er"), "start" for its beginning ("th- the"), else None ("Smith-Jones" is no cut)."""
    if text[max(0, start - 2):start] in (" -", "\n-") or start == 1 and text[0] == "-":
        return "end"
    if text[end:end + 2] in ("- ", "-\n") or text[end:] == "-":
        return "start"
    return None


def word_pieces(words: list[str], original: str, cut: str) -> list[str]:
    """Pieces of other words as long as the original piece, in its case: their ends for the
    end of a word ("-er" → "-ng"), their beginnings for a beginning ("th-" → "ca-")."""
    n = len(original)
    pieces = [in_case_of(w[-n:] if cut == "end" else w[:n], original) for w in words if len(w) > n and w.isalpha()]
    return list(dict.fromkeys(p for p in pieces if p.lower() != original.lower()))


def _calendar_group(original: str, language: str) -> tuple[str, ...] | None:
    """The language's months, or its weekdays, where the original is one of them."""
    calendar = get_language(language).calendar
    groups = (calendar.months, calendar.weekdays) if calendar is not None else ()
    return next((names for names in groups if original.lower() in (n.lower() for n in names)), None)


def listed_proper_noun(original: str, language: str) -> bool:
    """A capitalised month, weekday, place or name the language's lists know."""
    return original[:1].isupper() and (_calendar_group(original, language) is not None or is_place(original, language)
                                       or is_first_name(original, language) or is_last_name(original, language))


def proper_nouns(surrogates: SurrogateFactory, language: str, original: str, n: int) -> list[str]:
    """A frequency-masked proper noun's substitutes: other months for a month ("October"),
    other weekdays for a weekday, places for a listed place ("Florida"), first names for a
    listed first name, else surnames."""
    names = _calendar_group(original, language)
    if names is not None:
        return [name for name in names if name.lower() != original.lower()]
    if is_place(original, language):  # one word for one: not "Los" of "Los Angeles"
        places = surrogates.candidates(LOCATION, original, 3 * n)
        return [p for p in places if len(p.split()) == len(original.split())][:n] or places[:n]
    make = surrogates.faker.first_name if is_first_name(original, language) else surrogates.faker.last_name
    return [make() for _ in range(n)]


def typed_rare_words(info: SlotInfo, state: DocumentState, tagger: UposTagger, surrogates: SurrogateFactory,
                     language: str, n: int) -> list[str]:
    """`similar_words` for a slot: the original's tag read in its sentence (where the
    language has a tagged lexicon) or a listed name or place taken as a proper noun."""
    original = info.original or ""
    upos = None
    if len(original) > 1 and original.isalpha():  # (the tagger is English's: another language's lexicon-less)
        upos = state.original_upos(tagger)[info.index] if get_language(language).upos_lexicon \
            else "PROPN" if listed_proper_noun(original, language) else None
    return similar_words(original, upos, state.rng, n, language, functools.partial(proper_nouns, surrogates, language))
