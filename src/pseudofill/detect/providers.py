"""The firms a caller is a customer or an employee of, named by where a customer puts them
(English transcripts): "i'm with up now", "we've been with three since twenty nineteen", "it
all goes through harcourts", "the farmlands account", "two transfers to opay", "my previous
employment with mphasis".  Many such names are everyday words or words no list holds; the
slot says what they are.  Read on one lowered line, as calls.py reads.
"""

from __future__ import annotations

import re

from ..languages.en.attributes import occupations
from ..lexicon.gazetteers import place_names
from .call_greetings import firm_kind
from .callers import STOP_WORDS, is_person, unwritten

# "i'm with up now", "we've been with three since", "still with wise for the transfers"
_CUSTOMER_OF = re.compile(r"\b(?:i'm|i am|we're|we are|been|was|were|stayed|still|i'm still|switched over)\s+with\s+"
                          r"(?P<firm>[a-z][a-z0-9&'-]*)\s+(?:now|since|these days|at the moment|for (?:about |over |"
                          r"nearly |almost )?(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|years|"
                          r"months|ages|a while))\b")
# "it all goes through harcourts", "the cover's through x", "the farmlands account"
_ARRANGED = re.compile(r"\b(?:goes|go|went|going|is|'s|was|booked|bought it|paid|pay|arranged|done)\s+"
                       r"(?:all\s+)?(?:through|via)\s+(?P<firm>[a-z][a-z0-9&'-]*)(?![\w'])"
                       r"|\bthe\s+(?P<owner>[a-z][a-z0-9&'-]*)\s+(?:account|app|portal|login)\b")
# money that went to or came from a firm: "three charges to glowmart online", "two transfers to opay"
_PAID = re.compile(r"\b(?:charges?|payments?|transfers?|debits?|transactions?|purchases?|refunds?|withdrawals?|"
                   r"deposits?|direct debits?|standing orders?)\s+(?:to|from|at|with|by)\s+"
                   r"(?P<firm>[a-z][a-z0-9&'-]{3,})(?:\s+(?P<kind>online|pay|ltd|limited|inc|llc|store|shop))?(?![\w'])")
# an employer: "your previous employment with mphasis", "i'm a scaffolder with kiwi access scaffolding"
# (the firm's words looked at, not taken: "… mphasis and then worked for infosys")
_EMPLOYED = re.compile(r"\b(?P<cue>[a-z]+)\s+(?:at|for|with)\s+"
                       r"(?=(?P<firm>[a-z][a-z0-9&'-]*(?:\s+[a-z][a-z0-9&'-]*){0,3}))")
_WORKING = frozenset("work works worked working employed employment job contracted hired".split())
_NO_FIRM = frozenset("you him her them us me it this that the a an my your his our their family friends kids "
                     "child baby mum mom dad partner husband wife work school myself yourself everyone someone "
                     "somebody everybody bank insurance".split())


def find_providers(text: str, start: int, end: int) -> list[tuple[int, int, float]]:
    """(start, end, score) of each firm a caller is a customer of on text[start:end]."""
    found = []
    for match in _CUSTOMER_OF.finditer(text, start, end):
        firm = match.group("firm")
        if firm not in _NO_FIRM and not is_person([firm]):  # any word in the slot: "up", "three"
            found.append((match.start("firm"), match.end("firm"), 0.6))
    for match in _ARRANGED.finditer(text, start, end):
        group = "firm" if match.group("firm") else "owner"
        if _nameless(match.group(group)) and len(match.group(group)) >= 5:
            found.append((match.start(group), match.end(group), 0.6))
    for match in _EMPLOYED.finditer(text, start, end):
        if match.group("cue") not in _WORKING and match.group("cue") not in occupations():
            continue
        words: list[str] = []
        for word in match.group("firm").split():
            if word in STOP_WORDS or word in _NO_FIRM:
                break
            words.append(word)
        named = len(words) > 1 and firm_kind(words[-1])  # "kiwi access scaffolding"
        if words and not is_person(words) and (named or _nameless(words[0])):  # "mphasis"
            found.append((match.start("firm"), match.start("firm") + len(" ".join(words if named else words[:1])), 0.6))
    for match in _PAID.finditer(text, start, end):
        if _nameless(match.group("firm")):
            found.append((match.start("firm"), match.end(), 0.6))
    return found


def _nameless(word: str) -> bool:
    """A word no one writes that names no one and no place ("harcourts", "farmlands")."""
    return word not in STOP_WORDS and word not in _NO_FIRM and unwritten(word) and not is_person([word]) \
        and word.title() not in place_names("en")
