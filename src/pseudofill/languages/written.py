"""How a value is written, for every pack's generators and the fill alike: digits put into
a layout, a word cased like another, a draw that is not the original."""

from __future__ import annotations

import random
import re
from collections.abc import Callable


def digits_of(text: str) -> str:
    return re.sub(r"\D", "", text)


def fill_digits(template: str, digits: str) -> str:
    """Put `digits` into the digit positions of `template` (keeps its separators)."""
    stream = iter(digits)
    return re.sub(r"\d", lambda _: next(stream, "0"), template) if digits_of(template) else digits


def as_like(word: str, like: str) -> str:
    """`word` in the case of `like` ("TOLV", "Tolv", "tolv")."""
    if like.isupper() and len(like) > 1:
        return word.upper()
    return word[:1].upper() + word[1:].lower() if like[:1].isupper() else word.lower()


def same_case(letter: str, like: str) -> str:
    return letter.lower() if like.islower() else letter.upper()


def other_than(original: str | None, draw: Callable[[], str], tries: int = 100) -> str:
    """A draw that is not the original: the last one if none is (its layout allows no other)."""
    value = draw()
    for _ in range(tries):
        if value != original:
            break
        value = draw()
    return value


def same_magnitude(digits: str, rng: random.Random) -> str:
    """A digit run of the same width, not starting with 0 unless the original did."""
    first = "0" if digits[0] == "0" else str(rng.randint(1, 9))
    return first + "".join(str(rng.randint(0, 9)) for _ in digits[1:])
