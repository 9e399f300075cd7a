"""Swedish said aloud, for fills of transcripts: numbers read digit by digit ("noll sju
tre … trettiotvå"), names spelled with the Swedish spelling alphabet ("Viktor Ivar Kalle",
"M som i Martin") and e-mail addresses read out ("anna punkt berg snabel a telia punkt
se").  A substitute is said the way its original was, so the transcript stays a transcript.
"""

from __future__ import annotations

import random
import re

from ..pack import SaidForms
from ..written import as_like
from .rules import SV_EMAIL_ENDINGS
from .spoken import SV_ALPHABET_WORDS, SV_DIGIT_NOUNS, SV_DIGIT_WORDS, SV_TEEN_WORDS, SV_TENS_WORDS, sv_number_digits

_NOUNS = ("nolla", "etta", "tvåa", "trea", "fyra", "femma", "sexa", "sjua", "åtta", "nia")  # "… sex etta"
_ALPHABET_WORDS = frozenset(SV_ALPHABET_WORDS.values())
_TOKEN = re.compile(r"[^\W\d_]+|\d|\s+|.", re.DOTALL)
# Words a read-out number may hold besides numbers: joiners and fillers.
_FILLERS = frozenset({"och", "eller", "streck", "bindestreck", "mellanslag", "plus", "eh", "öh"})


def sv_number_word(value: int) -> str:
    """0–99 in words ("trettiotvå")."""
    if value < 10:
        return SV_DIGIT_WORDS[value]
    if value < 20:
        return SV_TEEN_WORDS[value - 10]
    return SV_TENS_WORDS[value // 10 - 2] + (SV_DIGIT_WORDS[value % 10] if value % 10 else "")


def _new_word(word: str, rng: random.Random) -> str:
    """A number word of the same kind: a digit for a digit, a digit's noun for a noun, a
    two-digit word for a two-digit one."""
    lower = word.lower()
    if lower in SV_DIGIT_NOUNS:
        return as_like(rng.choice(_NOUNS), word)
    digits = sv_number_digits(lower)
    value = rng.randint(0, 9) if digits == 1 else rng.randint(10, 99)
    return as_like(sv_number_word(value), word)


def is_number_word(word: str) -> bool:
    return word in SV_DIGIT_NOUNS or bool(sv_number_digits(word))


def respeak_number(original: str, rng: random.Random, keep: int = 0) -> str | None:
    """A number read out in Swedish, read out again with new digits ("noll sju tre" → "noll
    fem nio"); digits written among the words are drawn anew, the first `keep` words stay
    (a phone's "noll sju").  None: not a read-out number."""
    tokens = _TOKEN.findall(original)
    words = [t.lower() for t in tokens if t[0].isalpha()]
    if not any(is_number_word(w) for w in words) or \
            any(len(w) > 1 and w not in _FILLERS and not is_number_word(w) for w in words):
        return None  # decided before any draw: a caller's random stream is left as it was
    out = []
    for token in tokens:
        lower = token.lower()
        if keep and token[0].isalnum():
            out.append(token)
            keep -= 1
        elif token.isdigit():
            out.append(str(rng.randint(0, 9)))
        elif token[0].isalpha() and is_number_word(lower):
            out.append(_new_word(token, rng))
        elif token[0].isalpha() and len(token) == 1:  # a letter read out among the digits ("u a fyra åtta")
            out.append(as_like(rng.choice("abcdefghijklmnoprstuvy"), token))
        elif token[0].isalpha() and lower not in _FILLERS:
            return None
        else:
            out.append(token)
    return "".join(out)


def respell(original: str, target: str | None, rng: random.Random) -> str | None:
    """A spelling in the Swedish alphabet said again: of `target` (the substitute of the word
    it spells) or of new letters ("Viktor Ivar Kalle" → "Adam Niklas Niklas"; "M som i
    Martin" → "F som i Filip").  None: no spelling in the alphabet."""
    one = re.fullmatch(r"([^\W\d_]) som i ([^\W\d_]+)", original)
    if one:
        letter = rng.choice([c for c in SV_ALPHABET_WORDS if c != one.group(1).upper()])
        return f"{as_like(letter, one.group(1))} som i {as_like(SV_ALPHABET_WORDS[letter], one.group(2))}"
    words = re.findall(r"[^\W\d_]+", original)
    alphabet = {w.lower() for w in SV_ALPHABET_WORDS.values()}
    if len(words) < 2 or any(w.lower() not in alphabet for w in words):
        return None
    letters = [c.upper() for c in (target or "") if c.upper() in SV_ALPHABET_WORDS] or \
        [rng.choice(list(SV_ALPHABET_WORDS)) for _ in words]
    separator = re.search(r"[^\w]+", original)
    joined = (separator.group() if separator else " ").join(SV_ALPHABET_WORDS[c] for c in letters)
    return joined.lower() if original.islower() else joined


def read_out_email(address: str) -> str:
    """An e-mail address as a Swedish caller reads it ("anna.berg@telia.se" → "anna punkt
    berg snabel a telia punkt se")."""
    words = {"@": " snabel a ", ".": " punkt ", "-": " streck ", "_": " understreck "}
    return re.sub(r"[@._-]", lambda m: words[m.group()], address.lower())


_SAID = frozenset({"snabel", "a", "punkt", "streck", "understreck", "bindestreck", "lägenhet", "lgh", "som", "i",
                   *SV_EMAIL_ENDINGS, *_FILLERS})


def is_said_form(word: str) -> bool:
    """A word that says how something is read out, not what it is: a number word, a letter,
    a word of the spelling alphabet, "snabel a", "punkt"."""
    lower = word.lower()
    return lower in _SAID or is_number_word(lower) or len(lower) == 1 or lower.capitalize() in _ALPHABET_WORDS


SAID = SaidForms(respeak_number, respell, read_out_email, is_said_form, is_number_word,
                 email=re.compile(r"(?i) snabel"))
