"""What the Nordic packs share of numbers and letters said aloud: numbers written as
compounds of number words ("fyrtiofem", "førtisju"), and a value said again the way a
transcript read it (new digits in the same words, a spelling in the same alphabet, an
e-mail with the language's words for "@" and ".")."""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass

from .pack import SaidForms
from .written import as_like

_TOKEN = re.compile(r"[^\W\d_]+|\d|\s+|.", re.DOTALL)


@dataclass(frozen=True, eq=False)
class CompoundNumbers:
    """A language's number words, 0–9, 10–19 and the tens, and every part a compound may
    hold with its digit count ("hundra" 2, "tusen" 3); `not_alone`: parts that are no number
    on their own ("en" is also "a")."""

    digit_words: tuple[str, ...]
    teen_words: tuple[str, ...]
    tens_words: tuple[str, ...]
    units: frozenset[str]
    tens: frozenset[str]
    parts: Mapping[str, int]
    not_alone: frozenset[str] = frozenset()

    @functools.cached_property
    def _longest_first(self) -> list[str]:
        return sorted(self.parts, key=len, reverse=True)

    @functools.lru_cache(maxsize=8192)  # noqa: B019 - a pack's tables live as long as the process
    def split(self, word: str) -> tuple[str, ...] | None:
        """A compound's number words ("fyrtiofem" → fyrtio, fem); None unless it is all number words."""
        if not word:
            return ()
        for part in self._longest_first:
            rest = self.split(word[len(part):]) if word.startswith(part) else None
            if rest is not None:
                return (part, *rest)
        return None

    def digits(self, word: str) -> int | None:
        """Digits a number word stands for, counted as the English are ("fyrtiofem" 2)."""
        parts = self.split(word) if word not in self.not_alone else None
        if not parts or not self.parts[parts[0]]:  # nor a compound that starts with a joiner ("og")
            return None
        return sum(0 if before in self.tens and part in self.units else self.parts[part]
                   for before, part in zip(("", *parts), parts))

    @functools.cached_property
    def _values(self) -> dict[str, int]:
        values = {w: n for n, w in enumerate(self.digit_words)} | {w: n for n, w in enumerate(self.teen_words, 10)}
        return values | {w: 10 * n for n, w in enumerate(self.tens_words, 2)}

    def value(self, word: str) -> int | None:
        """The number 0–99 a number word says ("åttifem" 85, "null" 0); None for any other."""
        parts = self.split(word) if word not in self.not_alone else None
        if not parts or len(parts) > 2 or any(p not in self._values for p in parts):
            return None
        if len(parts) == 2 and not (parts[0] in self.tens_words and self._values[parts[1]] < 10):
            return None
        return sum(self._values[p] for p in parts)

    def word(self, value: int) -> str:
        """0–99 in words ("trettiotvå")."""
        if value < 10:
            return self.digit_words[value]
        if value < 20:
            return self.teen_words[value - 10]
        return self.tens_words[value // 10 - 2] + (self.digit_words[value % 10] if value % 10 else "")


def said_forms(numbers: CompoundNumbers, alphabet: Mapping[str, str], email_words: Mapping[str, str],
               said_words: frozenset[str], fillers: frozenset[str], email: re.Pattern[str],
               digit_nouns: frozenset[str] = frozenset(), nouns: tuple[str, ...] = (),
               single: frozenset[str] = frozenset()) -> SaidForms:
    """A pack's SaidForms from its tables: `digit_nouns` the digits named as nouns ("etta"),
    `nouns` those a new one is drawn from, 0–9; `single` words that say one digit though no
    number alone ("en" in a run); `said_words` the words that say how, not what ("punkt")."""
    alphabet_words = frozenset(alphabet.values())

    def is_number_word(word: str) -> bool:
        return word in digit_nouns or word in single or bool(numbers.digits(word))

    def new_word(word: str, rng: random.Random) -> str:
        lower = word.lower()
        if lower in digit_nouns:
            return as_like(rng.choice(nouns), word)
        digits = 1 if lower in single else numbers.digits(lower)
        return as_like(numbers.word(rng.randint(0, 9) if digits == 1 else rng.randint(10, 99)), word)

    def read_digits(original: str) -> str | None:
        """The digits a number read out says ("null ni ti åttifem" → "091085"); None when a
        word says no digits or a number of them no value tells (a filler is skipped)."""
        digits = []
        for token in _TOKEN.findall(original):
            lower = token.lower()
            if token.isdigit():
                digits.append(token)
            elif lower in single:
                digits.append("1")
            elif token[0].isalpha() and lower not in fillers:
                value, count = numbers.value(lower), numbers.digits(lower)
                if value is None or count not in (1, 2):
                    return None
                digits.append(f"{value:0{count}d}")
        return "".join(digits) or None

    def say(original: str, digits: str) -> str | None:
        """`digits` read out in the original's words: each number word says as many digits as
        the one it replaces (two starting with 0 said digit by digit).  None: they do not fit."""
        out, rest = [], digits
        for token in _TOKEN.findall(original):
            lower = token.lower()
            count = 1 if token.isdigit() or lower in single else numbers.digits(lower) if token[0].isalpha() \
                and lower not in fillers else 0
            if not count:
                out.append(token)
                continue
            part, rest = rest[:count], rest[count:]  # (a longer number: its national end, a phone's)
            if len(part) < count:
                return None
            said = part if token.isdigit() else numbers.word(int(part)) if part[0] != "0" or count == 1 \
                else " ".join(numbers.word(int(d)) for d in part)
            out.append(as_like(said, token))
        return "".join(out) if not rest else None

    def respeak(original: str, rng: random.Random, keep: int = 0, digits: str | None = None) -> str | None:
        """A number read out, read out again with new digits ("noll sju tre" → "noll fem nio");
        digits written among the words are drawn anew, the first `keep` words stay (a phone's
        "noll sju").  Given `digits` (a valid identifier's), those are said instead.  None:
        not a read-out number."""
        tokens = _TOKEN.findall(original)
        words = [t.lower() for t in tokens if t[0].isalpha()]
        if not any(is_number_word(w) for w in words) or \
                any(len(w) > 1 and w not in fillers and not is_number_word(w) for w in words):
            return None  # decided before any draw: a caller's random stream is left as it was
        if digits is not None and (said := say(original, digits)) is not None:
            return said
        out = []
        for token in tokens:
            lower = token.lower()
            if keep and token[0].isalnum():
                out.append(token)
                keep -= 1
            elif token.isdigit():
                out.append(str(rng.randint(0, 9)))
            elif token[0].isalpha() and is_number_word(lower):
                out.append(new_word(token, rng))
            elif token[0].isalpha() and len(token) == 1:  # a letter read out among the digits ("u a fyra åtta")
                out.append(as_like(rng.choice("abcdefghijklmnoprstuvy"), token))
            elif token[0].isalpha() and lower not in fillers:
                return None
            else:
                out.append(token)
        return "".join(out)

    def respell(original: str, target: str | None, rng: random.Random) -> str | None:
        """A spelling in the alphabet said again: of `target` (the substitute of the word it
        spells) or of new letters ("M som i Martin" → "F som i Filip").  None: no spelling."""
        one = re.fullmatch(r"([^\W\d_]) som i ([^\W\d_]+)", original)
        if one:
            letter = rng.choice([c for c in alphabet if c != one.group(1).upper()])
            return f"{as_like(letter, one.group(1))} som i {as_like(alphabet[letter], one.group(2))}"
        words = re.findall(r"[^\W\d_]+", original)
        lower_alphabet = {w.lower() for w in alphabet.values()}
        if len(words) < 2 or any(w.lower() not in lower_alphabet for w in words):
            return None
        letters = [c.upper() for c in (target or "") if c.upper() in alphabet] or \
            [rng.choice(list(alphabet)) for _ in words]
        separator = re.search(r"[^\w]+", original)
        joined = (separator.group() if separator else " ").join(alphabet[c] for c in letters)
        return joined.lower() if original.islower() else joined

    def read_out_email(address: str) -> str:
        """An e-mail address as a caller reads it ("anna.berg@telia.se" → "anna punkt berg snabel a …")."""
        return re.sub(r"[@._-]", lambda m: email_words[m.group()], address.lower())

    def is_said_form(word: str) -> bool:
        """A word that says how something is read out, not what it is: a number word, a letter,
        a word of the spelling alphabet, "punkt"."""
        lower = word.lower()
        return lower in said_words or is_number_word(lower) or len(lower) == 1 or lower.capitalize() in alphabet_words

    return SaidForms(respeak, respell, read_out_email, is_said_form, is_number_word, email=email,
                     read_digits=read_digits, words=frozenset(numbers.word(n) for n in range(100)) | digit_nouns)
