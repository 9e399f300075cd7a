"""How a body answers its phone and how a caller greets it (English transcripts).

"thank you for calling bluewater telecom", "agent: lakeshore mutual claims, this is gab",
"good morning little acorns early learning center this is dawn": the greeting puts a body's
name first on its line, before its department and the one who answers; partners' surnames
where a firm is answered ("is that hartley and boyce").  calls.py reads the rest of a call.
"""

from __future__ import annotations

import itertools
import re

from ..language import is_everyday
from ..languages.en.kinds import KIND_WORDS
from ..lexicon.gazetteers import person_names
from ..lexicon.taxonomy import LOCATION, ORGANIZATION_NAME
from ..lexicon.words import part_of_speech
from .call_places import LANDMARK_KINDS, SPECIALTY, names_a_place
from .callers import STOP_WORDS, Token, is_person, unwritten
from .spoken import TURN_LABEL

# Where a call's first words greet from a body ("thank you for calling X") or a person is from one.
_BEFORE_BODY = re.compile(r"(?:thank you for calling|thanks for calling|thank you for contacting|welcome to|"
                          r"you've reached|you have reached|calling from|calling you from|(?<![\w'])here at|"
                          r"(?:this is|it's|i'm|my name is) [a-z']+ (?:from|with|at))\s+(?:the\s+)?$")
# What follows a body's name in a greeting: its department, then who answers.
_DEPARTMENTS = ("claims", "support", "customer service", "customer care", "customer support", "card services",
                "member services", "patient services", "policy services", "online support", "tech support",
                "technical support", "reservations", "pharmacy", "baggage service", "leasing office",
                "attendance office", "front desk", "fraud department", "fraud prevention", "billing", "sales",
                "appointments", "scheduling", "membership office", "membership", "undergraduate admissions",
                "admissions", "roadside assistance", "help desk",
                "service", "services",
                "collections", "dispatch", "office", "department", "team", "desk", "line")
_ANSWER = re.compile(r"^[\s,.]*(?:this is|my name is|how (?:can|may) i|speaking|you're speaking)\b")

# Partners' surnames where a firm is answered or called: "is that hartley and boyce",
# "calling hughes and carter" (a firm of solicitors, accountants, agents).
_PARTNERS = re.compile(rf"(?:\b(?:is that|calling|called|instructed)|^(?:{TURN_LABEL}\s*)?(?:good )?"
                       r"(?:morning|afternoon|evening|hello|hi)[,.]?)\s+([a-z']{3,}\s+(?:and|&)\s+[a-z']{3,})(?![\w'])",
                       re.MULTILINE)


def partners(text: str, start: int, end: int) -> list[tuple[int, int, str, float]]:
    """Two surnames (listed or no English word), one no everyday word ("price" may be one)."""
    found = []
    for match in _PARTNERS.finditer(text, start, end):
        names = match.group(1).split()[::2]
        if all(w.title() in person_names()[1] or unwritten(w) for w in names) \
                and any(not is_everyday(w, "en", 4.0) for w in names):
            found.append((match.start(1), match.end(1), ORGANIZATION_NAME, 0.65))
    return found


_SALUTES = frozenset("sir madam ma'am maam mam love mate dear buddy boss hun pal".split())
_AT_PLACES = frozenset("home work school church night least last first once all".split())


def greeted(text: str, tokens: list[Token], line_start: int) -> list[tuple[int, int, float]]:
    """A body's name where a greeting puts it: after "thank you for calling", or first on
    the line before its department and "this is …"."""
    found = []
    for i, token in enumerate(tokens):
        cued = bool(_BEFORE_BODY.search(text[max(line_start, token.start - 40):token.start]))
        opening = token.start == line_start
        if not (cued or opening) or token.word in STOP_WORDS:
            continue
        run = name_run(tokens, i, 7)  # "the california department of child support services"
        if len(token.word) == 1:  # initials: "here at t i"
            run = list(itertools.takewhile(lambda j: len(tokens[j].word) == 1 and tokens[j].joined,
                                           range(i, min(i + 5, len(tokens)))))
            if len(run) < 2:
                continue
        while department := _last_department([tokens[j].word for j in run]):
            run = run[:len(run) - len(department)]
        if not run:
            continue
        after = text[tokens[run[-1]].end:]
        rest = _skip_departments(after)
        if opening and not cued and not _ANSWER.match(rest):
            continue  # "agent: okay so …" is no greeting
        words = [tokens[j].word for j in run]
        if words[0] in _SALUTES or words[0] in _AT_PLACES:
            continue  # "sir, this is pooja calling from …", "calling from home", "here at work"
        if len(words) == 1 and is_everyday(words[0], "en", 4.0) and not (cued or _ANSWER.match(rest)
                                                                         and part_of_speech(words[0]) == "NOUN"):
            continue  # "delta baggage service, this is …"; not "charging support, this is …"
        if cued and i and tokens[i - 1].word == "the" and all(is_everyday(w, "en", 4.0) for w in words) \
                and not names_a_place(words) and not (len(words) >= 2 and part_of_speech(words[0]) == "NOUN"
                                                       and (firm_kind(words[-1]) or words[-1] in LANDMARK_KINDS)):
            continue  # "calling the texas department of …", not "calling from the lab", "the public library"
        if is_person(words) and words[-1] not in KIND_WORDS:
            continue  # "this is dana from …" names her, not a firm ("roosevelt high school" is one)
        found.append((tokens[run[0]].start, tokens[run[-1]].end, 0.7))
    return found


# How a body answers its phone: "good morning little acorns early learning center this is
# dawn", "king county district court, civil division, this is …", "enterprise rent a car
# damage recovery unit this is …".
_OPENING = re.compile(r"(?:(?:(?:good )?(?:morning|afternoon|evening|day)|hi|hello|hey|hiya|thank you for calling|"
                      r"thanks for calling|welcome to|(?:thank you|thanks) for (?:holding|waiting))[,!.]?\s+)*"
                      r"(?P<body>[a-z0-9][a-z0-9'& -]{1,80}?)"
                      r"(?:,\s*[a-z ]{1,30}?)*[,.]?\s+(?:this is|my name is|you're speaking with|speaking|"
                      r"how (?:can|may) i)\b")


def answering(text: str, line_start: int) -> list[tuple[int, int, str, float]]:
    """The body answering, and the branch after "at" ("delta baggage service at hartsfield
    jackson": a place)."""
    opening = _OPENING.match(text, line_start)
    if not opening:
        return []
    words = opening.group("body").split()  # its department too ("… lending"): a name may end in one
    cut = next((k for k, w in enumerate(words) if w in STOP_WORDS and w not in ("of", "and", "a", "&")), len(words))
    words, branch = words[:cut], words[cut:]  # "walgreens | on maple avenue pharmacy"
    while words and words[-1] in ("of", "and", "a", "&"):
        words.pop()  # "lovely and | who am i speaking with"
    named_by = False  # "quest diagnostics | patient services", "delta | baggage service"; not "… tax services"
    while len(words) > 1 and (department := _last_department(words)) and len(department) < len(words) \
            and not set(department) <= KIND_WORDS | {"service", "sales"}:
        words, named_by = words[:-len(department)], True
    if not words or " ".join(words) in _DEPARTMENTS or len(words) > 8 or words[0] in STOP_WORDS \
            or is_person(words) and words[-1] not in KIND_WORDS and not named_by \
            or len(words) == 1 and is_everyday(words[0], "en", 4.0) \
            and (not named_by or part_of_speech(words[0]) in ("VERB", "ADJ", "ADV")):  # not "charging | support"
        return []
    start = opening.start("body")
    found = [(start, start + len(" ".join(words)), ORGANIZATION_NAME, 0.7)]
    if len(branch) >= 2 and branch[0] in ("at", "in", "on") and not set(branch[1:]) & STOP_WORDS:
        place = " ".join(branch[1:])
        at = text.find(place, start, opening.end("body"))
        found += [(at, at + len(place), LOCATION, 0.65)] if at >= 0 else []
    return found


def name_run(tokens: list[Token], i: int, limit: int = 5) -> list[int]:
    """The tokens of a name from `i`: joined by spaces, no stop word but "of" and "and" inside."""
    run = [i]
    for j in range(i + 1, min(len(tokens), i + limit)):
        if not tokens[j].joined or tokens[j].word in STOP_WORDS and tokens[j].word not in ("of", "and"):
            break
        run.append(j)
    while run and tokens[run[-1]].word in ("of", "and"):
        run.pop()
    return run


def _last_department(said: list[str]) -> tuple[str, ...]:
    """The department a name's words end in ("… | patient services"), the longest; () if none."""
    words = tuple(said)
    for department in sorted(_DEPARTMENTS, key=len, reverse=True):
        parts = tuple(department.split())
        if len(parts) <= len(words) and words[-len(parts):] == parts:
            return parts  # "customer care" alone is no body
    return ()


def _skip_departments(after: str) -> str:
    pattern = r"^[\s,]*(?:" + "|".join(sorted(_DEPARTMENTS, key=len, reverse=True)) + r")\b"
    while (match := re.match(pattern, after)) is not None:
        after = after[match.end():]
    return after



def firm_kind(word: str) -> bool:
    """A word that says what kind of firm a name is (\"dental\", \"roofing\", \"pediatrics\")."""
    return word in KIND_WORDS or bool(SPECIALTY.fullmatch(word))
