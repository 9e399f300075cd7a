"""Amounts and measures: a number said with a currency or a unit, moved as a reader would
not notice.

What an amount tells a reader is its unit, its size and how round it is ("SEK 40,000,000"
is forty million, said in round figures); which digits it has is what may identify.  So a
substitute keeps the words, the separators, the leading and trailing zeros and the number of
significant digits, and moves the rest within about ±40 %: "SEK 40,000,000" → "SEK
30,000,000", "2,282 sq. m" → "2,710 sq. m", "0.5 grams" → "0.7 grams", "40%" → "60%".
Which spans are amounts is read by `lexicon.amounts.amount_kind`.
"""

from __future__ import annotations

import random
import re

from ..languages.en.attributes import number_words, plural_of
from ..lexicon.amounts import NUMBER
from .formats import as_written


def new_amount(original: str, rng: random.Random) -> str:
    """Every number of `original` moved as module doc says; the words and signs stay."""
    return re.sub(NUMBER, lambda m: _moved(m.group(), rng), original)


def _moved(number: str, rng: random.Random) -> str:
    digits = [i for i, c in enumerate(number) if c.isdigit()]
    run = "".join(number[i] for i in digits)
    core = run.strip("0")
    if not core:
        return number  # "0", "0.00"
    lead = len(run) - len(run.lstrip("0"))
    if core == "1" and len(run) - lead > 1:
        core = run[lead:lead + 2]  # "1,000" has no round neighbour within 40 %: "1,200", one digit finer
    value = int(core)
    low, high = 10 ** (len(core) - 1), 10 ** len(core) - 1
    options = range(max(low, int(value * 0.6 + 0.5)), min(high, int(value * 1.4)) + 1)
    wider = range(max(low, (value + 1) // 2), min(high, value * 2) + 1)  # "1 gram": none within 40 % either
    choices = [n for n in options if n != value] or [n for n in wider if n != value] or [value]
    moved = run[:lead] + str(rng.choice(choices)) + run[lead + len(core):]
    out = list(number)
    for position, digit in zip(digits, moved, strict=True):
        out[position] = digit
    return "".join(out)


def amount_words(original: str) -> tuple[str, ...]:
    """The words of an amount that say what it counts and how it is said, kept by its
    substitute ("approximately", "NOK", "Norwegian kroner", "sq. m")."""
    return tuple(re.findall(r"[^\W\d_]+", original))


_SPELLED_COUNT = re.compile(r"\b(?:" + "|".join(sorted(number_words(), key=len, reverse=True)) + r")\b", re.IGNORECASE)
# Counts said without a number, by size: one is replaced by another of its group.
_VAGUE_COUNTS = (("a few", "several", "some", "a couple of", "a number of"), ("many", "numerous", "a great many"),
                 ("dozens of", "scores of"), ("hundreds of", "several hundred"), ("thousands of", "several thousand"))
_VAGUE_COUNT = re.compile(r"\b(?:" + "|".join(sorted((w for g in _VAGUE_COUNTS for w in g), key=len, reverse=True))
                          + r")\b", re.IGNORECASE)


def new_count(original: str, rng: random.Random) -> str | None:
    """A count in words moved to another of about its size, what it counts kept and its
    number agreeing ("nineteen hearings" → "twenty-two hearings", "one charge" → "three
    charges"); a vague one to another of its size ("several thousand persons" → "thousands
    of persons").  None: no count in words."""
    spelled = _SPELLED_COUNT.search(original)
    vague = _VAGUE_COUNT.search(original)
    if vague and not spelled and not re.search(r"\d", original):
        said = vague.group().lower()
        group = next(g for g in _VAGUE_COUNTS if said in g)
        return original[:vague.start()] + as_written(rng.choice([w for w in group if w != said]), vague.group()) \
            + original[vague.end():]
    if not spelled:
        return None
    value = number_words()[spelled.group().lower()]
    said = {n: w for w, n in number_words().items() if " " not in w}  # one word: "twenty-two", not "one hundred one"
    counts = [n for n in range(max(2, value // 2), max(6, value * 2 + 2)) if n != value and n in said]
    if not counts:
        return None
    count = rng.choice(counts)
    rest = original[spelled.end():]
    noun = re.search(r"[^\W\d_]+$", rest)
    if value == 1 and noun and rest.strip() == noun.group():  # "one charge" (not "one hundred people")
        rest = rest[:noun.start()] + plural_of(noun.group())
    word = said[count]
    return original[:spelled.start()] + as_written(word, spelled.group()) + rest


def counted_words(original: str) -> tuple[str, ...]:
    """What a count in words counts, kept by its substitute ("hearing" and "hearings" of
    "one hearing"); () without one."""
    if not _SPELLED_COUNT.search(original):
        return ()
    counted = _SPELLED_COUNT.sub(" ", original)
    noun = re.search(r"[^\W\d_]+$", counted)
    return (counted, plural_of(noun.group())) if noun else (counted,)
