"""The people and bodies a call names without capitals (English transcripts).

A call names the company it reaches ("thank you for calling bluewater telecom", "agent:
lakeshore mutual claims, this is gab"), the firms its caller deals with ("she's with state
farm", "a guy from quickfix came out") and places by what they are ("mercy regional
hospital").  No capital says so, and NER reads capitals.  Four readings find them, on the
lines a recogniser wrote (`spoken.transcribed`):

- the greeting: "thank you for calling X", "welcome to X", "X, this is dana", "calling from X";
- a listed body said as a recogniser writes it (data/organisations_en.txt: "at and t",
  "u p s", "lowes"); one that is also an everyday word ("target", "chase") only after a
  word that names a firm ("at target", "calling chase") or before one ("chase card");
- a name before the word for its kind ("greenway property management", "arctic air");
- a made-up brand: a word no one writes joining two everyday words ("pixelnest", "dashdrop").

People come after the words a call introduces them with: "this is dana", "my name is",
"hi chevonne", "mister gutierres", "the neighbor bill", "thank you, rose." — a listed first
name after any of them, a word no one writes after the strong ones, and a surname after
either.  Once found, a name is found everywhere in the call (the analyzer's propagation).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..language import is_everyday
from .gazetteers import is_common, person_names, place_names, said_organisations
from .spoken import EN_DIGITS, EN_TEENS, EN_TENS, SPEAKER_LABEL, STREET_WORDS, transcribed
from .taxonomy import LOCATION, ORGANIZATION_NAME, PERSON_NAME
from .vocabulary import part_of_speech

_TOKEN = re.compile(r"[a-z0-9][a-z0-9'&+-]*")
# Words no name starts with, and after which a name's words stop.
_STOP = frozenset(
    "a an the this that these those some any no every each which what whose my your his her its our their me you "
    "him us them i we he she it they i'm you're we're it's that's there's here's is are was were be been am do does "
    "did have has had will would can could should may might must shall not and or but so if then than because as "
    "of in on at to for from with by about into over under up down out off again back today now yesterday tomorrow "
    "please thanks thank hi hello hey yes yeah yep no nope okay ok alright right sure well oh uh um er ah hmm like "
    "just also too very really actually good morning afternoon evening great perfect how where when who why here "
    "there one".split())
# Where a call's first words greet from a body ("thank you for calling X") or a person is from one.
_BEFORE_BODY = re.compile(r"(?:thank you for calling|thanks for calling|thank you for contacting|welcome to|"
                          r"you've reached|you have reached|calling from|calling you from|"
                          r"(?:this is|it's|i'm|my name is) [a-z']+ (?:from|with|at))\s+$")
# What follows a body's name in a greeting: its department, then who answers.
_DEPARTMENTS = ("claims", "support", "customer service", "customer care", "customer support", "card services",
                "member services", "patient services", "policy services", "online support", "tech support",
                "technical support", "reservations", "pharmacy", "baggage service", "leasing office",
                "attendance office", "front desk", "fraud department", "fraud prevention", "billing", "sales",
                "appointments", "scheduling", "roadside assistance", "help desk", "service", "services",
                "collections", "dispatch", "office", "department", "team", "desk", "line")
_ANSWER = re.compile(r"^[\s,.]*(?:this is|my name is|how (?:can|may) i|speaking|you're speaking)\b")
# The words before a firm's name in a call, and after it.
_FIRM_ROLES = frozenset("contractor company provider carrier vendor insurer lender".split())  # "our contractor X"
_FIRM_BEFORE = frozenset("calling called call from with at by through via using use uses used switched switch "
                         "joined join".split()) | _FIRM_ROLES
_FIRM_AFTER = frozenset("account card app store customer customers support rep representative agent insurance "
                        "policy claim claims website site bank pharmacy membership order plan bill branch credit "
                        "login password gift department fraud phone service services delivery driver package flight "
                        "reservation rewards points member location dot".split())
# The words for what kind of body an English firm is, after its name ("Bluewater Telecom"):
# recasing capitalises a name before them (organisations.INSTITUTION_KINDS); a call reads
# more of them ("… property management").
FIRM_KINDS = ("telecom", "bank", "insurance", "dental", "medical", "clinic", "hospital", "pharmacy", "solar",
              "plumbing", "logistics", "mutual", "realty", "properties", "airlines", "motors", "electric", "energy",
              "utilities", "wireless", "cable", "health", "healthcare", "labs", "credit", "towing", "roofing",
              "mattress", "therapy", "movers", "storage", "fitness")
KIND_WORDS = frozenset(FIRM_KINDS) | frozenset(
    "banking union assurance mobile laboratory chiropractic pediatrics orthodontics optometry veterinary vet "
    "electrical power heating cooling hvac air moving freight trucking auto body repair apartments management "
    "financial finance lending loans mortgage capital recovery collections services solutions systems "
    "technologies software consulting partners associates agency group school academy college university "
    "church salon spa cleaners cleaning landscaping construction builders bakery cafe restaurant pizza grill "
    "diner market foods farms gym daycare airways rentals hotel inn suites resort furniture appliances "
    "property center centre court kitchen tires tire travel trading llc inc incorporated ltd limited corp "
    "corporation plc gmbh ford toyota honda chevrolet chevy nissan hyundai kia subaru volkswagen mazda dodge "
    "jeep buick lexus bmw".split())
_KIND_ALONE = frozenset("group services systems solutions partners associates agency management market "
                        "health power air mobile".split())  # no kind without a name word before them


@dataclass(frozen=True)
class _Token:
    start: int
    end: int
    word: str
    joined: bool  # nothing but spaces between it and the token before


def find_bodies(text: str) -> list[tuple[int, int, str, float]]:
    """(start, end, label, score) of every body a transcript names (see module)."""
    lower = "".join(c.lower() if len(c.lower()) == 1 else c for c in text).replace("’", "'")
    found: list[tuple[int, int, str, float]] = []
    for line in re.finditer(r"[^\n]+", lower):
        label = SPEAKER_LABEL.match(line.group())
        start = line.start() + (label.end() if label else 0)
        if not transcribed(text, start):
            continue
        tokens = [_Token(line.start() + m.start(), line.start() + m.end(), m.group(),
                         not lower[line.start() + p.end():line.start() + m.start()].strip())
                  for p, m in _pairs(list(_TOKEN.finditer(line.group())))]
        found += [(s, e, ORGANIZATION_NAME, score) for s, e, score in
                  (*_listed(lower, line.start(), line.end()), *_greeted(lower, tokens, start),
                   *_kind_named(tokens), *_brands(lower, tokens, line.start()))]
        found += _answering(lower, start)
        found += _introduced(lower, tokens)
        found += [(m.start(1), m.end(1), LOCATION, 0.65) for m in _QUARTER.finditer(lower, line.start(), line.end())
                  if unwritten(m.group(1))]
    return found


# Words before a person's name: introductions take a listed first name or a word no one
# writes ("this is sipho"); greetings and asking for someone too; weak cues a listed first
# name that is no everyday word ("with keiko"); relations any listed one ("the neighbor
# bill"); titles any word ("mister gutierres").
_INTRODUCTIONS = re.compile(r"(?<![\w'])(?:this is|my name is|name's|name is|names are|named|called|i'm|i am|"
                            r"speaking with|speak with|speak to|talk to|talked to|talking to|spoke to|spoke with|"
                            r"ask for|asking for|looking for|reach|reached|is this|this was|"
                            r"(?:your|full|first|last) name(?: please)?\?)[,]?\s+$")
_GREETINGS = re.compile(r"(?:^|[.?!,]\s*|\s)(?:hi|hello|hey|dear|bye|goodbye|thanks|thank you|it's|yes it's)"
                        r"[,]?\s+$")
_WEAK_CUES = frozenset("with to for from and or".split())
_TOLD = frozenset("tell told ask asked text texted email emailed phoned".split())  # someone, not something
_RELATIONS = frozenset("neighbor neighbour wife husband son daughter brother sister mom mum dad mother father "
                       "friend cousin boss manager lady guy girl boy nurse aunt uncle grandma grandpa partner "
                       "roommate colleague coworker supervisor landlord tenant technician".split())
_TITLES = frozenset("mister mr missus mrs miss ms misses doctor dr professor officer detective sergeant "
                    "father pastor reverend".split())
_NO_NAME = _STOP | _TITLES | frozenset("sorry calling here good fine great sure not just done trying going glad "
                                       "happy interested available aware there all also afraid still looking "
                                       "ready".split())
_NAME_ASKED = re.compile(r"name(?: on (?:the|your) [a-z]+| as it appears on (?:the|your) [a-z]+| please| again)?"
                         r"[?.,]?\s*(?:\n(?:[^\W\d_][\w .-]{0,30}:)?\s*)?$")
_ASKED_NEXT = re.compile(r"\s+(?:are|can|could|do|did|would|will|have|were)\s+(?:you|we)\b")  # "okay rose are you …"
_INFLECTIONS = ("s", "es", "ed", "d", "ing", "er", "ers", "ly")
_NOT_NOUNS = frozenset({"VERB", "AUX", "ADP", "PRON", "DET", "CCONJ", "SCONJ", "ADV", "PART"})  # "faith | said"
_IRISH = re.compile(r"o'[a-z]{3,}")
_SUFFIXES = ("ing", "ed", "ly", "tion", "sion", "able", "ible", "ment", "ness", "ous", "ful", "less", "ive", "ize",
             "ise", "ity")


@functools.lru_cache(maxsize=16384)
def unwritten(word: str) -> bool:
    """No English word: not everyday, not among the 20,000 commonest in any use but a proper
    noun, not shaped like one ("dispatching", "unacceptable")."""
    if is_everyday(word, "en", 4.0) or _english_word(word) \
            or any(word.endswith(end) and _english_word(word[:-len(end)]) for end in _INFLECTIONS):
        return False  # "submits", "rebilled"
    return not (len(word) >= 7 and word.endswith(_SUFFIXES))


def _english_word(word: str) -> bool:
    return part_of_speech(word) not in (None, "PROPN")


def _introduced(text: str, tokens: list[_Token]) -> list[tuple[int, int, str, float]]:
    firsts, lasts = person_names()
    found = []
    for i, token in enumerate(tokens):
        word = token.word
        before = text[max(0, token.start - 24):token.start]
        previous = tokens[i - 1].word if i else ""
        listed, rare = word.title() in firsts, unwritten(word)
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        surname = following is not None and following.joined and following.word.isalpha() \
            and unwritten(following.word)
        if word in _NO_NAME and not (listed and (surname and following is not None and following.word.title() in lasts
                                                 or re.match(r"[.?!,]|$", text[token.end:token.end + 1]))
                                     and (_INTRODUCTIONS.search(before) or _GREETINGS.search(before))):
            continue  # "this is may.", "hi may,", "speak with may lin": a name that is also a word
        if not word.isalpha() and "'" not in word:
            continue
        titled = previous in _TITLES and token.joined and (rare or listed or word.title() in lasts)  # not "submits"
        introduced = bool(_INTRODUCTIONS.search(before)) and (rare or listed and previous != "i'm"
                                                               or listed and not is_everyday(word, "en", 4.0))
        greeted = bool(_GREETINGS.search(before)) and (rare or listed and not (
            before.rstrip().endswith("it's") and is_everyday(word, "en", 4.0)))  # "it's keiko", not "it's valid"
        vocative = listed and (bool(re.search(r",\s*$", before))  # "thank you, rose."
                               and bool(re.match(r"\s*(?:[.?!]|$)", text[token.end:token.end + 2]))
                               or bool(_ASKED_NEXT.match(text, token.end))
                               and bool(re.search(r"(?:^|[.?!]|\b(?:okay|ok|so|well|alright|oh no|oh))\s*$", before)))
        weak = token.joined and (listed and (previous in _RELATIONS or previous in _TOLD  # "i told august"
                                             or previous in _WEAK_CUES and not is_everyday(word, "en", 4.5))
                                 or previous in _RELATIONS and rare)  # "i'm his mom folake adebayo"
        # the answer to "and your name?", "the name on the card": "arjun mehta", "park min jun"
        answered = bool(_NAME_ASKED.search(text[max(0, token.start - 70):token.start])) \
            and (rare or listed or surname)
        paired = listed and surname  # "i have a thomas wisniewski"
        if _IRISH.fullmatch(word) and unwritten(word) and not (titled or introduced or greeted or paired):
            # "o'brien", "o'hare": a name by its shape; after a place, a place ("chicago o'hare")
            place = previous.title() in place_names("en")
            found.append((token.start, token.end, LOCATION if place else PERSON_NAME, 0.7))
            continue
        if not (titled or introduced or greeted or vocative or weak or paired or answered):
            continue
        end = token.end
        for k, following in enumerate(tokens[i + 1:i + 3]):  # a surname, a second word no one writes
            initial = len(following.word) == 1 and k == 0 and i + 2 < len(tokens) \
                and unwritten(tokens[i + 2].word)  # "teresa m gutierrez"
            listed_surname = following.word.title() in lasts and part_of_speech(following.word) not in _NOT_NOUNS
            if not following.joined or (following.word in _NO_NAME and not initial) or not following.word.isalpha() \
                    or not (initial or listed_surname or not is_everyday(following.word, "en", 4.0)):
                break
            end = following.end
        found.append((token.start, end, PERSON_NAME,
                      0.9 if introduced or titled or answered or previous in _TOLD else 0.8))
    return found


# A place named by the kind of place it is: "the oakridge neighborhood", "in ashford county".
_QUARTER = re.compile(r"(?<![\w'])([a-z]+) (?:neighborhood|neighbourhood|district|county|township|"
                      r"village|suburb|borough|parish)(?![\w'])")


def _pairs(matches: list[re.Match[str]]) -> list[tuple[re.Match[str], re.Match[str]]]:
    return [(matches[i - 1] if i else m, m) for i, m in enumerate(matches)]


@functools.lru_cache(maxsize=1)
def _said_pattern() -> re.Pattern[str] | None:
    forms = sorted(said_organisations("en"), key=len, reverse=True)
    said = "|".join(re.escape(form).replace(r"\ ", r"\s+") for form in forms)
    return re.compile(rf"(?<![\w'])(?:{said})(?![\w'])") if forms else None


@functools.lru_cache(maxsize=4096)
def _ambiguous(form: str) -> bool:
    """Every word of the form is an everyday one ("target", "state farm", "t mobile"); a
    name of four words or more is none ("blue shield of california")."""
    words = form.split()
    if len(words) >= 4:
        return False
    if len(words) == 1 and words[0] in _NUMBER_WORDS:
        return True  # "three": only as a greeting names it
    if len(words) >= 3 and all(len(w) == 1 for w in words if w != "and"):
        return False  # a spelled acronym: "u p s", "a t and t"
    if len(words) >= 2 and (_kind(words[-1]) or any(w.title() in place_names("en") and not is_common(w, "en")
                                                    for w in words)):
        return False  # "united airlines", "citizens bank", "air canada", "bank of america"
    return all(len(w) < 3 or w in _STOP or is_everyday(w, "en", 4.0) for w in words)


_NUMBER_WORDS = frozenset((*EN_DIGITS, *EN_TEENS, *EN_TENS, "oh", "hundred", "thousand"))


def _listed(text: str, start: int, end: int) -> list[tuple[int, int, float]]:
    found: list[tuple[int, int, float]] = []
    pattern = _said_pattern()
    for match in pattern.finditer(text, start, end) if pattern else ():
        form = re.sub(r"\s+", " ", match.group())
        if form in _NUMBER_WORDS or _ambiguous(form) and not _firm_context(text, match.start(), match.end(), start):
            continue  # "target", "state farm", "more than", "next": a firm only where a call says so
        found.append((match.start(), match.end(), 0.75))
    return found


_DETERMINERS = frozenset("the a an this that these those each every any no some next last".split())


def _firm_context(text: str, start: int, end: int, line_start: int) -> bool:
    """A word that names a firm before ("calling chase", "at target"), or one of a firm's
    things after and no article before ("chase card"; not "the next bill")."""
    before = text[max(line_start, start - 20):start].split()
    after = text[end:end + 20].split()
    previous, following = (before[-1] if before else ""), (after[0].strip(",.?!") if after else "")
    if previous == "to" and len(before) >= 2 and before[-2] in _MOVING:  # "i'm switching to t mobile"
        return True
    return previous in _FIRM_BEFORE or (following in _FIRM_AFTER and previous not in _DETERMINERS)


_MOVING = frozenset("switch switched switching move moved moving go went going over".split())


def _greeted(text: str, tokens: list[_Token], line_start: int) -> list[tuple[int, int, float]]:
    """A body's name where a greeting puts it: after "thank you for calling", or first on
    the line before its department and "this is …"."""
    found = []
    for i, token in enumerate(tokens):
        cued = bool(_BEFORE_BODY.search(text[max(line_start, token.start - 40):token.start]))
        opening = token.start == line_start
        if not (cued or opening) or token.word in _STOP:
            continue
        run = _name_run(tokens, i)
        while department := _last_department(tokens, run):
            run = run[:len(run) - len(department)]
        if not run:
            continue
        after = text[tokens[run[-1]].end:]
        rest = _skip_departments(after)
        if opening and not cued and not _ANSWER.match(rest):
            continue  # "agent: okay so …" is no greeting
        words = [tokens[j].word for j in run]
        if len(words) == 1 and is_everyday(words[0], "en", 4.0) and not (cued or _ANSWER.match(rest)):
            continue
        if _person(words) and words[-1] not in KIND_WORDS:
            continue  # "this is dana from …" names her, not a firm ("roosevelt high school" is one)
        found.append((tokens[run[0]].start, tokens[run[-1]].end, 0.7))
    return found


# How a body answers its phone: "good morning little acorns early learning center this is
# dawn", "king county district court, civil division, this is …", "enterprise rent a car
# damage recovery unit this is …".
_OPENING = re.compile(r"(?:(?:good (?:morning|afternoon|evening|day)|hi|hello|hey|thank you for calling|"
                      r"thanks for calling|welcome to)[,!.]?\s+)*(?P<body>[a-z0-9][a-z0-9'& -]{1,80}?)"
                      r"(?:,\s*[a-z ]{1,30}?)*[,.]?\s+(?:this is|my name is|you're speaking with|speaking|"
                      r"how (?:can|may) i)\b")


def _answering(text: str, line_start: int) -> list[tuple[int, int, str, float]]:
    """The body answering, and the branch after "at" ("delta baggage service at hartsfield
    jackson": a place)."""
    opening = _OPENING.match(text, line_start)
    if not opening:
        return []
    words = opening.group("body").split()  # its department too ("… lending"): a name may end in one
    cut = next((k for k, w in enumerate(words) if w in _STOP and w not in ("of", "and", "a", "&")), len(words))
    words, branch = words[:cut], words[cut:]  # "walgreens | on maple avenue pharmacy"
    if not words or " ".join(words) in _DEPARTMENTS or len(words) > 8 or words[0] in _STOP \
            or _person(words) and words[-1] not in KIND_WORDS or len(words) == 1 and is_everyday(words[0], "en", 4.0):
        return []
    start = opening.start("body")
    found = [(start, start + len(" ".join(words)), ORGANIZATION_NAME, 0.7)]
    if len(branch) >= 2 and branch[0] in ("at", "in", "on") and not set(branch[1:]) & _STOP:
        place = " ".join(branch[1:])
        at = text.find(place, start, opening.end("body"))
        found += [(at, at + len(place), LOCATION, 0.65)] if at >= 0 else []
    return found


def _name_run(tokens: list[_Token], i: int, limit: int = 5) -> list[int]:
    """The tokens of a name from `i`: joined by spaces, no stop word but "of" and "and" inside."""
    run = [i]
    for j in range(i + 1, min(len(tokens), i + limit)):
        if not tokens[j].joined or tokens[j].word in _STOP and tokens[j].word not in ("of", "and"):
            break
        run.append(j)
    while run and tokens[run[-1]].word in ("of", "and"):
        run.pop()
    return run


def _last_department(tokens: list[_Token], run: list[int]) -> tuple[str, ...]:
    words = tuple(tokens[j].word for j in run)
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


def _kind_named(tokens: list[_Token]) -> list[tuple[int, int, float]]:
    """One to three name words and then kind words ("bright smile dental", "crestmark recovery
    services", "all seasons heating and air"): a firm where a name word is no everyday word,
    after a word that names a firm, or where two nouns name it with no article before them
    ("cascade ridge apartments", "park slope veterinary")."""
    found = []
    i = 0
    while i < len(tokens):
        if not _kind(tokens[i].word) or not tokens[i].joined:
            i += 1
            continue
        end = i
        while end + 1 < len(tokens) and tokens[end + 1].joined and (_kind(tokens[end + 1].word) or (
                tokens[end + 1].word == "and" and end + 2 < len(tokens) and _kind(tokens[end + 2].word))):
            end += 1
        first = i
        while first > 0 and i - first < 3 and tokens[first].joined \
                and tokens[first - 1].word not in _STOP | _FIRM_BEFORE:
            first -= 1
        previous = tokens[first - 1].word if first > 0 else ""
        rare = [j for j in range(first, i) if not is_everyday(tokens[j].word, "en", 4.5)
                and unwritten(re.sub(r"'s?$", "", tokens[j].word)) and not tokens[j].word.isdigit()]
        if previous not in _FIRM_BEFORE and rare:  # "my cousin uses | hernandez auto body", "evergreen crest …"
            first = max([first, *(j + 1 for j in range(first, rare[0]) if part_of_speech(tokens[j].word)
                                  in ("VERB", "AUX", "PRON", "DET", "ADP", "SCONJ", "CCONJ"))])
        names = [t.word for t in tokens[first:i]]
        # after "from", "at": two words at least, or a noun ("from valley towing"; not "physical therapy")
        cued = previous in _FIRM_BEFORE and (len(names) + end - i >= 2 or part_of_speech(names[0]) == "NOUN") \
            if names else False
        nouns = len(names) >= 2 and previous not in _DETERMINERS | _POSSESSIVES and not STREET_WORDS & set(names) \
            and all(part_of_speech(w) in ("NOUN", "PROPN", None) and not w.isdigit() for w in names)
        if names and (rare or previous in _FIRM_ROLES or cued or nouns) \
                and not (len(names) == 1 and tokens[i].word in _KIND_ALONE and not rare
                         and previous not in _FIRM_ROLES):
            found.append((tokens[first].start, tokens[end].end, 0.65))
        i = end + 1
    return found


_POSSESSIVES = frozenset("my your his her our their its".split())
_SPECIALTY = re.compile(r"[a-z]{3,}(?:ology|ologists?|iatrics|pedics|dontics)")  # "northshore endocrinology"


def _kind(word: str) -> bool:
    return word in KIND_WORDS or bool(_SPECIALTY.fullmatch(word))


def _brands(text: str, tokens: list[_Token], line_start: int) -> list[tuple[int, int, float]]:
    return [(t.start, t.end, 0.6) for t in tokens
            if _made_up_brand(t.word) and _firm_context(text, t.start, t.end, line_start)]


@functools.lru_cache(maxsize=8192)
def _made_up_brand(word: str) -> bool:
    """A word no one writes made of two everyday ones ("pixel|nest", "dash|drop", "sleep|well"),
    no one's name and no place."""
    if len(word) < 7 or not word.isalpha() or not unwritten(word) or _person([word]) \
            or word.title() in place_names("en"):
        return False
    return any(is_everyday(word[:k], "en", 3.5) and is_everyday(word[k:], "en", 3.5)
               for k in range(3, len(word) - 2))


def _person(words: list[str]) -> bool:
    """The words are a person's name: a listed first name that is no everyday word ("dana",
    not "little" or "king") and surnames after it ("delta baggage service" is none), or a
    listed surname alone."""
    firsts, lasts = person_names()
    return bool(words) and ((words[0].title() in firsts and not is_everyday(words[0], "en", 4.5)
                             and all(w.title() in lasts or unwritten(w) for w in words[1:]))
                            or (len(words) == 1 and words[0].title() in lasts))
