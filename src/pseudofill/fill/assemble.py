"""The filled text: every slot's substitute in its place, read as the sentence around it
reads: "a"/"an" agreeing with the substitute, one article where the text has one ("of the
[ORG]" + "the chamber"), a genitive s dropped after a sibilant where names take it
("Hans bil"), no word doubled with its neighbour."""

from __future__ import annotations

import os
import re

from ..document import Fill, FilledDocument, MaskedDocument, Slot


def assemble(masked: MaskedDocument, slots: list[tuple[Slot, str]], values: list[str],
             name_suffixes: tuple[str, ...] = ()) -> FilledDocument:
    """The filled text from each (slot, label) and its value.  Where the language inflects
    names (`name_suffixes`), a genitive s left after a slot ("[PERSON_NAME_1]s bil") is
    dropped after a substitute that ends in a sibilant ("Hans bil", not "Hanss bil")."""
    pieces: list[str] = []
    fills: list[Fill] = []
    cursor = length = 0
    for (slot, label), value in zip(slots, values, strict=True):
        if _ARTICLE_AT_END.search(masked.text, max(0, slot.start - 6), slot.start):
            value = _ARTICLE_AT_START.sub("", value, count=1) or value  # "of the [ORG]" + "the chamber"
        said = _LAST_WORD.search(masked.text, max(0, slot.start - 40), slot.start)
        first = _FIRST_WORD.match(value)
        if said and first and " " in value and said.group(1).casefold() == first.group(1).casefold() \
                and masked.text[said.end(1):slot.start] == " ":
            value = value[first.end():].lstrip()  # "his personal [OCCUPATION]" + "personal assistant"
        written = masked.text[cursor:slot.start]
        before = with_article_for(written, value)
        if label in ("LOCATION", "ORGANIZATION_NAME") and _ARTICLE_THE.search(before) and bare_country(value):
            before = _ARTICLE_THE.sub("", before)  # "against the [Kingdom of Norway]" → "against Ukraine"
        kept = len(os.path.commonprefix([written, before]))
        edits = [(length + kept, length + len(before), written[kept:])] if before != written else []
        pieces += [before, value]
        length += len(before)
        start = length
        length += len(value)
        cursor = slot.end
        if "s" in name_suffixes and value[-1:] in ("s", "x", "z") and _GENITIVE_S.match(masked.text, cursor):
            cursor += 1
            edits.append((length, length, "s"))
        fills.append(Fill(start, length, slot.tag, value, label, tuple(edits)))
    pieces.append(masked.text[cursor:])
    return FilledDocument(masked.id, "".join(pieces), fills, masked.meta)


_GENITIVE_S = re.compile(r"s(?!\w)")
_ARTICLE_THE = re.compile(r"(?<![\w'’-])[Tt]he\s+$")
# Country names said with "the" ("the United Kingdom", "the Netherlands", "the Czech Republic").
_TAKES_THE = re.compile(r"^(?:United|Republic|Kingdom|Federation|Federal|State|Principality|Grand|Commonwealth|Union|"
                        r"Islamic|Democratic|Plurinational|Holy|Netherlands|Philippines|Gambia|Bahamas|Maldives|"
                        r"Seychelles|Comoros|Marshall|Solomon|Central African|Dominican|Czech|Russian Federation)\b"
                        r"|\b(?:Republic|Kingdom|Federation|Confederation|Duchy|Principality|Islands|Emirates|States)\b")


def bare_country(value: str) -> bool:
    """A country whose name takes no article ("Ukraine", "Poland")."""
    from .places import place_kind

    return place_kind(value) == "country" and not _TAKES_THE.search(value)
_ARTICLE_AT_END = re.compile(r"(?<![\w'’-])(?:the|a|an)\s+$", re.IGNORECASE)
_ARTICLE_AT_START = re.compile(r"^(?:[Tt]he|an?)\s+(?=\w)")  # not "A" of a spelling ("A B C")


_ARTICLE_BEFORE = re.compile(r"(?<![\w'’-])([Aa])(n?)(\s+)$")
_A_BEFORE_VOWEL = re.compile(r"(?i)(?:uni|use|usu|usa|ukr|ura|uro|uru|ute|eu|ewe|one|once)")


def with_article_for(before: str, value: str) -> str:
    """"a" or "an" before a substitute as it is said: "a Turkish national" → "an Iraqi
    national", "an Iraqi" → "a Ukrainian"; digits, acronyms and "h" are left as written."""
    article = _ARTICLE_BEFORE.search(before)
    first = value[:1]
    if article is None or not first.isalpha() or first in "hH" or re.match(r"[A-Z]{2,5}\b", value):
        return before
    vowel = first.lower() in "aeiou" and not _A_BEFORE_VOWEL.match(value)
    if vowel == bool(article.group(2)):
        return before
    return before[:article.start()] + article.group(1) + ("n" if vowel else "") + article.group(3)


_LAST_WORD = re.compile(r"(?<![\w'’])([^\W\d_]+)\W{0,2}$")  # a whole word: not the "s" of "it's"
_FIRST_WORD = re.compile(r"\W{0,2}([^\W\d_]+)")


def repeats_neighbour(text: str, slot: Slot, value: str) -> bool:
    """The substitute would double the word beside it ("of the [ORG]" + "The Hague Court"
    would read "the The")."""
    before = _LAST_WORD.search(text, max(0, slot.start - 40), slot.start)
    after = _FIRST_WORD.match(text, slot.end)
    words = [w.casefold() for w in re.findall(r"[^\W\d_]+", value)]
    if any(a == b for a, b in zip(words, words[1:])):
        return True  # or doubles one of its own ("Johansson Johansson HB", as Faker writes some)
    return bool(words) and (before is not None and before.group(1).casefold() == words[0]
                            or after is not None and after.group(1).casefold() == words[-1])
