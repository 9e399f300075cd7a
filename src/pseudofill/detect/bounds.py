"""Where a guess may start and end: never half a bracket or a quote, never inside a mark
the text itself carries ("[GC]", "[PERSON_NAME_1]").  A fill replaces the whole span, so
a span that takes an opening bracket without its closing one breaks the text."""

from __future__ import annotations

import re

from ..document import Span


def within_brackets(text: str, span: Span) -> Span | None:
    """The span without a bracket or quote it opens and does not close, or closes and did
    not open ("General's Office (Civil Matters", "(Rule 21" merged into a name): a fill of it
    would leave the text unbalanced.  A bracket closes the nearest of its kind opened in the
    span; either curly double quote closes an open one (judgments write "(“the Government“)").
    None when nothing is left."""
    start, end = span.start, span.end
    stack: list[int] = []
    for i in range(start, end):
        char = text[i]
        if char in "([":
            stack.append(i)
        elif char in ")]":
            opener = "(" if char == ")" else "["
            inside = [k for k, j in enumerate(stack) if text[j] == opener]
            if inside:
                del stack[inside[-1]:]
            elif any(c.isalnum() for c in text[start:i]):
                end = i  # "John Smith)": closes what opened before the span, after its name
                break
            else:
                start, stack = i + 1, []  # ") and Smith": the span starts after it
        elif char in "“”":
            if stack and text[stack[-1]] == "“":
                stack.pop()
            elif char == "“":
                stack.append(i)
            elif any(c.isalnum() for c in text[start:i]):
                end = i
                break
            else:
                start, stack = i + 1, []
    if stack and stack[0] == start:  # "(Rule 21": what follows the bracket it opens
        start, stack = start + 1, stack[1:]
    cut_end = stack[0] if stack else end
    if text.count('"', start, cut_end) % 2:
        if text[start] == '"':
            start += 1
        else:
            cut_end = text.rindex('"', start, cut_end)
    while start < cut_end and text[start].isspace():
        start += 1
    while cut_end > start and (text[cut_end - 1].isspace() or text[cut_end - 1] in ",;:-–(“"):
        cut_end -= 1
    if cut_end <= start:
        return None
    if (start, cut_end) == (span.start, span.end):
        return span
    return Span(start, cut_end, span.label, span.source, span.score, span.entity_id)


_MARK = re.compile(r"\[[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\]")


def bracketed_mark(text: str, span: Span) -> bool:
    """A span inside an all-capitals token in square brackets: a citation's or an editor's
    mark ("Salduz v. Turkey [GC]", "[EUR]") or a tag the text already holds
    ("[PERSON_NAME_1]"), which is text, not someone's name."""
    start = text.rfind("[", max(0, span.start - 40), span.start + 1)
    if start < 0:
        return False
    mark = _MARK.match(text, start)
    # a tag ("[PERSON_NAME_1]") or a short code ("[GC]", "[EUR]"), not a speaker's name ("[KAREN]")
    return mark is not None and mark.end() >= span.end and ("_" in mark.group() or len(mark.group()) <= 6)


def within_line(text: str, span: Span) -> Span | None:
    """The span up to the end of its line: a merge or a count that ran on into the next line
    would take its speaker's label ("seven\nagent"). None when nothing is left."""
    written = text[span.start:span.end]
    if "\n" not in written.strip():
        return span
    pieces = [(m.start(), m.group().rstrip()) for m in re.finditer(r"[^\n]+", written) if m.group().strip()]
    if not pieces:
        return None
    # an address keeps its line with the number: "Fatima Haddad\nKvarnbygatan 14"
    numbered = [p for p in pieces if re.search(r"\d", p[1])] if span.label == "STREET_ADDRESS" else []
    offset, piece = (numbered or pieces)[0]
    lead = len(piece) - len(piece.lstrip())
    return Span(span.start + offset + lead, span.start + offset + len(piece), span.label, span.source, span.score,
                span.entity_id)


def without_leading_word(text: str, span: Span) -> Span:
    """A full name without a word before it that no one is called, which a capital at the
    start of a sentence let in: an everyday word that is no noun or verb and on no list of
    names ("Amusing Preston Foster" → "Preston Foster"; not "Young", not "Will"); a word
    before a lone name may be what the person is called by ("Dizzy Dean")."""
    from ..lexicon.gazetteers import person_names
    from ..lexicon.words import part_of_speech

    first = _FIRST_WORD.match(text, span.start, span.end)
    if first is None:
        return span
    word, rest = first.group(1), text[first.end():span.end].split()
    firsts, lasts = person_names()
    if len(rest) < 2 or rest[0] not in firsts or word in firsts or word in lasts \
            or part_of_speech(word.lower()) not in _NOT_NOUNS:
        return span
    return Span(first.end(), span.end, span.label, span.source, span.score, span.entity_id)


_FIRST_WORD = re.compile(r"([^\W\d_]+)\s+(?=[A-Z])")
# not DET ("The Smiths"), not VERB (the tagged word list has "barack" as one)
_NOT_NOUNS = frozenset({"ADJ", "ADV", "AUX", "INTJ", "PRON", "CCONJ", "SCONJ", "ADP"})
