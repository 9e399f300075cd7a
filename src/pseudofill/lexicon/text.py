"""How a name is written, for detection and fill alike: its capitals back in caseless text,
the name a bracketed restatement follows."""

from __future__ import annotations

import re

_RESTATEMENT = re.compile(r"\s*\([^()]*\)$")


# A restatement that is an acronym, in its quotes: "(“RUC”)", "(PSO)".
ACRONYM_RESTATED = re.compile(r"(\s*\(\W*)([A-Z]{2,6})(\W*\)\s*)$")


def without_restatement(original: str) -> str:
    """The name a bracketed restatement follows: "Warsaw Court of Appeal (Sąd Apelacyjny)"
    is the entity "Warsaw Court of Appeal" (one substitute, not two entities merged), "Widow’s
    Bereavement Allowance (“WBA”)" the scheme."""
    return _RESTATEMENT.sub("", original)


def restated_acronym(name: str) -> str | None:
    """The acronym a name is restated as ("Prison Service Order (PSO)", "… (“RUC”)" → "PSO",
    "RUC"): the text may go on to say it alone."""
    match = ACRONYM_RESTATED.search(name)
    return match.group(2) if match else None


def capitalised(name: str) -> str:
    """Each word of a caseless name with its capital ("östra storgatan" → "Östra Storgatan"),
    where that keeps its length."""
    return " ".join(with_capital(word) for word in name.split(" "))


def headline_cased(name: str) -> str:
    """A name with a capital on each word but the small ones after the first ("court of
    appeal" → "Court of Appeal")."""
    words = name.split(" ")
    return " ".join(w if i and w in _SMALL_WORDS else with_capital(w) for i, w in enumerate(words))


def is_headline_cased(name: str) -> bool:
    """Every word but the small ones starts with a capital ("District Court", "the Court of Appeal")."""
    words = [w for w in name.split() if w not in _SMALL_WORDS]
    return bool(words) and all(w[:1].isupper() for w in words)


_SMALL_WORDS = frozenset({"a", "an", "and", "at", "for", "in", "of", "on", "the", "to"})


def with_capital(word: str) -> str:
    """`word` with a capital on each hyphenated part; unchanged where a capital would change
    its length ("ß" → "Ss")."""
    written = "-".join(part[:1].upper() + part[1:] for part in word.split("-"))
    return written if len(written) == len(word) else word
