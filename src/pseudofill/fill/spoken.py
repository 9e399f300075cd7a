"""Swedish said aloud, for fills of transcripts: numbers read digit by digit ("noll sju
tre … trettiotvå"), names spelled with the Swedish spelling alphabet ("Viktor Ivar Kalle",
"M som i Martin") and e-mail addresses read out ("anna punkt berg snabel a telia punkt
se").  A substitute is said the way its original was, so the transcript stays a
transcript.  Which words are numbers and letters is detect/transcript.py's to say; this
module writes new ones.
"""

from __future__ import annotations

import random
import re

from ..languages.en.spoken import EN_DIGITS, EN_TEENS, EN_TENS
from ..languages.sv.rules import SV_EMAIL_ENDINGS
from ..languages.sv.spoken import (
    SV_ALPHABET_WORDS,
    SV_DIGIT_NOUNS,
    SV_DIGIT_WORDS,
    SV_TEEN_WORDS,
    SV_TENS_WORDS,
    sv_number_digits,
)
from .durations import as_like

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


_EN_ONES = ("oh", *EN_DIGITS[1:])  # a zero inside a number is said "oh"
# Originals an English caller said aloud: lower case, no digits, a word that says a symbol or a number.
_EN_SAID = re.compile(r"(?<![\w'])(?:" + "|".join(("at", "dot", "underscore", "dash", "oh", *EN_DIGITS,
                                                    *EN_TEENS, *EN_TENS)) + r")(?![\w'])")  # "fourteen coode street"


def _en_pair(digits: str) -> str:
    """Two digits as an English caller says them in a house number ("46" → "forty six", "06" → "oh six")."""
    tens, ones = int(digits[0]), int(digits[1])
    if tens == 0:
        return f"oh {_EN_ONES[ones]}"
    if tens == 1:
        return EN_TEENS[ones]
    return EN_TENS[tens - 2] + (f" {_EN_ONES[ones]}" if ones else "")


def en_said_number(digits: str) -> str:
    """Digits the way English speakers read a house or unit number: "246" → "two forty six",
    "9506" → "ninety five oh six"; longer runs digit by digit."""
    if len(digits) == 1:
        return "zero" if digits == "0" else _EN_ONES[int(digits)]
    if len(digits) == 2:
        return _en_pair(digits)
    if len(digits) == 3:
        return f"{_EN_ONES[int(digits[0])]} {_en_pair(digits[1:])}"
    if len(digits) == 4:
        return f"{_en_pair(digits[:2])} {_en_pair(digits[2:])}"
    return " ".join(_EN_ONES[int(d)] for d in digits)


def said_digit_count(said: str) -> int:
    """How many digits the number words at the start of `said` stand for, as a house number
    is read ("fourteen oh two" 4, "nine oh seven" 3, "thirty one twelve" 4, "six" 1)."""
    count, after_tens = 0, False
    for word in said.lower().split():
        if word in EN_TENS or word in EN_TEENS:
            count, after_tens = count + 2, word in EN_TENS
        elif word in _EN_ONES or word == "zero":
            count, after_tens = count + (0 if after_tens else 1), False
        elif word == "hundred":
            count, after_tens = count + 2, False
        elif word != "double":
            break
    return count


def said_digits(said: str) -> str:
    """The digits an English caller's number words stand for ("four five oh six" "4506",
    "forty five twelve" "4512", "double seven" "77", "eighty" "80"): what a check digit is
    computed on."""
    out, times, words = [], 1, re.split(r"[\s,-]+", said.lower().strip(" ,-"))
    for i, word in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        if word in ("double", "triple"):
            times = 2 if word == "double" else 3
            continue
        if word in _EN_ONES or word in ("zero", "oh"):
            if not (i and words[i - 1] in EN_TENS):  # "forty | five": said with its tens
                out.append(str(0 if word in ("zero", "oh") else _EN_ONES.index(word)) * times)
        elif word in EN_TEENS:
            out.append(str(10 + EN_TEENS.index(word)))
        elif word in EN_TENS:
            unit = _EN_ONES.index(following) if following in _EN_ONES and following != _EN_ONES[0] else 0
            out.append(f"{EN_TENS.index(word) + 2}{unit}")
        times = 1
    return "".join(out)


def said_in_english(original: str | None) -> bool:
    """The original was said aloud in an English transcript ("anna dot berg at gmail dot com",
    "fourteen oh two elm street")."""
    return bool(original) and original == original.lower() and not re.search(r"\d", original or "") \
        and bool(_EN_SAID.search(original or ""))


def say_in_english(value: str) -> str:
    """A written substitute as an English caller says it: lower case, numbers in words,
    "@" "at", "." "dot" ("r.harris@holloway-powers.biz" → "r dot harris at holloway dash
    powers dot biz", "246 Davidson Glen Suite 215" → "two forty six davidson glen suite two fifteen")."""
    words = {"@": " at ", ".": " dot ", "-": " dash ", "_": " underscore "}
    said = re.sub(r"(?<=\w)[@._-](?=\w)|@", lambda m: words[m.group()], value.lower())
    said = re.sub(r"\d+", lambda m: f" {en_said_number(m.group())} ", said)
    return re.sub(r"\s+", " ", re.sub(r"[,#]|\.(?=\s|$)", " ", said)).strip()  # "apt." is said "apt"


def said_name(name: str) -> str:
    """A listed name as a recogniser writes it, in the fewest words ("LV=" → "lv", "AT&T" →
    "at and t", "T-Mobile" → "t mobile")."""
    from ..detect.gazetteers import said_forms

    forms = [form for form in said_forms(name) if re.fullmatch(r"[a-z0-9' ]+", form)]
    return min(forms, key=lambda form: (len(form.split()), form)) if forms else name.lower()
