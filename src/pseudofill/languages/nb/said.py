"""Norwegian said aloud, for fills of transcripts: numbers read digit by digit ("null ni
to … førtisju"), names spelled letter by letter or in the spelling alphabet ("B som i
Bernhard"), e-mail addresses read out ("ola punkt nordmann krøllalfa gmail punkt com")."""

from __future__ import annotations

import random
import re

from ..pack import SaidForms
from ..written import as_like
from .rules import NB_EMAIL_ENDINGS
from .spoken import NB_ALPHABET_WORDS, NB_DIGIT_WORDS, NB_TEEN_WORDS, NB_TENS_WORDS, nb_number_digits

_TOKEN = re.compile(r"[^\W\d_]+|\d|\s+|.", re.DOTALL)
# Words a read-out number may hold besides numbers: joiners and fillers.
_FILLERS = frozenset({"og", "eller", "strek", "bindestrek", "mellomrom", "pluss", "eh", "ehm", "øh"})


def nb_number_word(value: int) -> str:
    """0–99 in words ("førtisju")."""
    if value < 10:
        return NB_DIGIT_WORDS[value]
    if value < 20:
        return NB_TEEN_WORDS[value - 10]
    return NB_TENS_WORDS[value // 10 - 2] + (NB_DIGIT_WORDS[value % 10] if value % 10 else "")


def is_number_word(word: str) -> bool:
    return word == "en" or bool(nb_number_digits(word))


def respeak_number(original: str, rng: random.Random, keep: int = 0) -> str | None:
    """A number read out in Norwegian, read out again with new digits ("null ni to" → "null
    fire sju"), a word of one digit for one, of two for two; the first `keep` words stay.
    None: not a read-out number."""
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
            digits = 1 if lower == "en" else nb_number_digits(lower)
            out.append(as_like(nb_number_word(rng.randint(0, 9) if digits == 1 else rng.randint(10, 99)), token))
        elif token[0].isalpha() and len(token) == 1:  # a letter read out among the digits
            out.append(as_like(rng.choice("abcdefghijklmnoprstuvy"), token))
        elif token[0].isalpha() and lower not in _FILLERS:
            return None
        else:
            out.append(token)
    return "".join(out)


def respell(original: str, target: str | None, rng: random.Random) -> str | None:
    """A spelling in the Norwegian alphabet said again ("B som i Bernhard" → "K som i Karin"),
    of `target` or of new letters.  None: no spelling in the alphabet."""
    one = re.fullmatch(r"([^\W\d_]) som i ([^\W\d_]+)", original)
    if one:
        letter = rng.choice([c for c in NB_ALPHABET_WORDS if c != one.group(1).upper()])
        return f"{as_like(letter, one.group(1))} som i {as_like(NB_ALPHABET_WORDS[letter], one.group(2))}"
    words = re.findall(r"[^\W\d_]+", original)
    alphabet = {w.lower() for w in NB_ALPHABET_WORDS.values()}
    if len(words) < 2 or any(w.lower() not in alphabet for w in words):
        return None
    letters = [c.upper() for c in (target or "") if c.upper() in NB_ALPHABET_WORDS] or \
        [rng.choice(list(NB_ALPHABET_WORDS)) for _ in words]
    separator = re.search(r"[^\w]+", original)
    joined = (separator.group() if separator else " ").join(NB_ALPHABET_WORDS[c] for c in letters)
    return joined.lower() if original.islower() else joined


def read_out_email(address: str) -> str:
    """An e-mail address as a Norwegian caller reads it ("ola.nordmann@gmail.com" → "ola
    punkt nordmann krøllalfa gmail punkt com")."""
    words = {"@": " krøllalfa ", ".": " punkt ", "-": " bindestrek ", "_": " understrek "}
    return re.sub(r"[@._-]", lambda m: words[m.group()], address.lower())


_SAID = frozenset({"krøllalfa", "alfakrøll", "punkt", "strek", "understrek", "bindestrek", "etasje", "som", "i",
                   *NB_EMAIL_ENDINGS, *_FILLERS})
_ALPHABET_WORDS = frozenset(NB_ALPHABET_WORDS.values())


def is_said_form(word: str) -> bool:
    """A word that says how something is read out, not what it is: a number word, a letter,
    a word of the spelling alphabet, "krøllalfa", "punkt"."""
    lower = word.lower()
    return lower in _SAID or is_number_word(lower) or len(lower) == 1 or lower.capitalize() in _ALPHABET_WORDS


SAID = SaidForms(respeak_number, respell, read_out_email, is_said_form, is_number_word,
                 email=re.compile(r"(?i) (?:krøllalfa|alfakrøll) "))
