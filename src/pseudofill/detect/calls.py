"""The bodies a call names without capitals (English transcripts).

A call names the company it reaches ("thank you for calling bluewater telecom", "agent:
lakeshore mutual claims, this is gab"), the firms its caller deals with ("she's with state
farm", "a guy from quickfix came out") and bodies by what they are ("mercy regional
hospital").  No capital says so, and NER reads capitals.  These readings find them, on the
lines a recogniser wrote (`spoken.transcribed`):

- the greeting: "thank you for calling X", "welcome to X", "X, this is dana", "calling from X"
  (call_greetings.py);
- a listed body said as a recogniser writes it (languages/en/organisations.txt: "at and t",
  "u p s", "lowes"); one that is also an everyday word ("target", "chase") only where the
  call says it is a firm ("at target", "chase card", "state farm sent us", "by the best buy");
- a name before the word for its kind ("greenway property management", "arctic air");
- a body named as what it is ("the hospital was baylor scott and white", "who's the
  carrier? — nationwide"), where someone is ("at cook children's in frisco"), where a
  caller found someone ("on zillow"), initials and a surname ("through j b hunt");
- a firm where a customer puts it ("i'm with up now", "it all goes through harcourts":
  providers.py);
- a made-up brand: a word no one writes joining two everyday words ("pixelnest", "dashdrop").

The people are `callers.py`'s, the places `call_places.py`'s.
"""

from __future__ import annotations

import functools
import re

from ..language import is_everyday
from ..languages.en.kinds import KIND_ALONE, spelled_legal_form_end
from ..languages.en.spoken import STREET_WORDS
from ..lexicon.gazetteers import (
    country_names,
    is_common,
    organisation_kinds,
    person_names,
    place_names,
    said_organisations,
)
from ..lexicon.taxonomy import ORGANIZATION_NAME
from ..lexicon.words import part_of_speech
from .call_greetings import answering, firm_kind, greeted, name_run, partners
from .call_places import NUMBER_WORDS, find_places, names_a_place
from .callers import NOT_NOUNS, RELATIONS, STOP_WORDS, Token, introduced, is_person, unwritten
from .providers import find_providers
from .spoken import SPEAKER_LABEL, TURN_LABEL, transcribed

_TOKEN = re.compile(r"[a-z0-9][a-z0-9'&+-]*")
# The words before a firm's name in a call, and after it.
_FIRM_ROLES = frozenset(  # "our contractor X"
    "contractor company provider carrier vendor insurer lender employer".split())
_FLYING = frozenset("flying fly flew".split())  # "he's flying skyline holidays"
_FIRM_BEFORE = frozenset("calling called call from with at by through via using use uses used switched switch "
                         "joined join".split()) | _FIRM_ROLES | _FLYING
_FIRM_AFTER = frozenset("account card app store customer customers support rep representative agent insurance "
                        "policy claim claims website site bank pharmacy membership order plan bill branch credit "
                        "login password gift department fraud phone service services delivery driver package flight "
                        "reservation rewards points member location dot routing distribution warehouse depot "
                        "headquarters hq dealership".split())


def find_bodies(text: str) -> list[tuple[int, int, str, float]]:
    """(start, end, label, score) of every body a transcript names (see module)."""
    lower = "".join(c.lower() if len(c.lower()) == 1 else c for c in text).replace("’", "'")
    found: list[tuple[int, int, str, float]] = []
    for line in re.finditer(r"[^\n]+", lower):
        label = SPEAKER_LABEL.match(line.group())
        start = line.start() + (label.end() if label else 0)
        if not transcribed(text, start):
            continue
        tokens = [Token(line.start() + m.start(), line.start() + m.end(), m.group(),
                         not lower[line.start() + p.end():line.start() + m.start()].strip())
                  for p, m in _pairs(list(_TOKEN.finditer(line.group())))]
        kind_named = _kind_named(tokens, start)
        found += [(s, e, ORGANIZATION_NAME, score) for s, e, score in
                  (*_listed(lower, line.start(), line.end()), *greeted(lower, tokens, start),
                   *kind_named, *_brands(lower, tokens, line.start()), *find_providers(lower, start, line.end()))]
        found += answering(lower, start)
        found += [person for person in introduced(lower, tokens)  # "it's called | seoul street eats"
                  if not any(s <= person[0] and person[1] <= e for s, e, _ in kind_named)]
        found += [(s, e, ORGANIZATION_NAME, 0.65) for s, e in _kind_is(lower, tokens)]
        found += partners(lower, line.start(), line.end())
        found += [(s, e, ORGANIZATION_NAME, 0.65) for s, e in _answered_body(lower, tokens, start)]
        found += [(m.start(1), m.end(1), ORGANIZATION_NAME, 0.6) for m in _INITIALS.finditer(lower, start, line.end())
                  if m.group(2).title() in person_names()[1] or unwritten(m.group(2))]  # not "with u n backing"
        found += find_places(lower, tokens, line.start(), line.end()) + _placed_bodies(lower, line.start(), line.end())
        found += [(s, e, ORGANIZATION_NAME, 0.7) for s, e in _national_bodies(lower, line.start(), line.end())]
    return [(s, spelled_legal_form_end(lower, e), label, score) if label == ORGANIZATION_NAME else (s, e, label, score)
            for s, e, label, score in found]


@functools.lru_cache(maxsize=1)
def _national() -> re.Pattern[str]:
    countries = sorted({*(c.lower() for c in country_names()), "england", "scotland", "wales", "northern ireland",
                        "uk", "u k", "usa", "u s a", "nz", "n z"}, key=len, reverse=True)
    return re.compile(rf"(?<![\w'])(?P<name>[a-z']{{3,}})\s+(?:{'|'.join(map(re.escape, countries))})(?![\w'])")


def _national_bodies(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A body named for its country ("age uk", "police scotland", "one n z"): a noun or a number
    and the country, after a word that names a firm or before what the body did ("… came out",
    "… have offered me"); not a town and its country ("leeds uk")."""
    found = []
    for match in _national().finditer(text, start, end):
        word = match.group("name")
        before = text[max(start, match.start() - 20):match.start()].split()
        after = re.match(r"\s+([a-z']+)", text[match.end():end])
        cued = bool(before) and before[-1] in _FIRM_BEFORE
        acting = after is not None and part_of_speech(after.group(1)) in ("VERB", "AUX") \
            and not (before and before[-1] in _DETERMINERS | _POSSESSIVES | STOP_WORDS)
        if (cued or acting) and part_of_speech(word) in ("NOUN", "NUM", "PROPN", None) \
                and (word not in STOP_WORDS or word in NUMBER_WORDS) \
                and not (word.title() in place_names("en") and not is_everyday(word, "en", 4.0)):
            found.append((match.start(), match.end()))
    return found


# Initials and a name after a word that names a firm: "the delivery is through j b hunt".
_INITIALS = re.compile(r"\b(?:through|via|with|from|at|using|by)\s+((?![ai]\s)[a-z](?:\s+[a-z]){1,2}\s+([a-z]{3,}))"
                       r"(?![\w'])")
# "the hospital was baylor scott and white", "your employer is columbus city schools", "the
# nearest tire shop is big o tires": a body named as what it is.
_BODY_NOUNS = frozenset("hospital clinic bank pharmacy company insurer insurance carrier provider employer school "
                        "plan "
                        "lender shop store dealer dealership agency firm hotel airline contractor vendor restaurant "
                        "caterer venue gym practice servicer utility builder brokerage broker".split())


def _kind_is(text: str, tokens: list[Token]) -> list[tuple[int, int]]:
    found = []
    for i, token in enumerate(tokens[:-2]):
        apposed = token.word not in ("is", "was") and tokens[i - 1].word in _FIRM_ROLES and token.joined \
            and unwritten(token.word)  # "his employer sysco reported", not "the company folds"
        asked = token.word in ("still", "now") and tokens[i - 1].word in _BODY_NOUNS and i >= 3 \
            and tokens[i - 2].word in _POSSESSIVES and tokens[i - 3].word in ("is", "was")  # "is your bank still …"
        if asked:
            run = name_run(tokens, i + 1) if i + 1 < len(tokens) else []
            if run and not is_person([tokens[j].word for j in run]):
                found.append((tokens[run[0]].start, tokens[run[-1]].end))
            continue
        if not apposed and (token.word not in ("is", "was") or tokens[i - 1].word not in _BODY_NOUNS) or i < 2:
            continue
        at = i if apposed else i + 1 + (tokens[i + 1].word in ("still", "now", "currently"))  # "is still premera …"
        owned = any(tokens[k].word in _DETERMINERS | _POSSESSIVES and all(t.joined for t in tokens[k + 1:i + 1])
                    for k in range(max(0, i - 4), i - 1))  # not the speaker's "a:"
        run = name_run(tokens, at) if at < len(tokens) else []
        run = run[:next((k for k, j in enumerate(run) if k and part_of_speech(tokens[j].word) in ("VERB", "AUX")),
                        len(run))]  # "sysco | reported"
        words = [tokens[j].word for j in run]
        if owned and words and not is_person(words) \
                and not (len(words) == 1 and is_everyday(words[0], "en", 4.0)) \
                and not any(w in NUMBER_WORDS or part_of_speech(w) in ("VERB", "AUX") or part_of_speech(w) == "ADJ"
                            and not (len(words) >= 2 and firm_kind(words[-1])) for w in words[:1]):  # "big o tires"
            found.append((tokens[run[0]].start, tokens[run[-1]].end))
    return found


# A question for a body ending the turn before: "who's the carrier?" — "nationwide".
_BODY_ASKED = re.compile(r"(?:(?:(?:who's|who is|what's|what is|which) (?:the|your) (?:insurance )?|(?:what|which) )"
                         r"(?:carrier|insurer|insurance company|insurance|bank|employer|provider|company|lender|"
                         r"pharmacy|undertaker|funeral home|solicitor|garage|agency|school|club|hospital|practice|"
                         r"surgery|vet|builder|developer|airline|network|supplier|courier|dealer|dealership|broker|"
                         r"landlord|letting agent|estate agent|medical aid|health fund)\b"
                         r"|\b(?:business|company|trading) name"  # "is it under a business name"
                         r"|\bwho(?:'s| is| are| do| does| did| were| was)? (?:you|he|she|they|it|we)"
                         r"(?: (?:flying|banking|bank|insured|covered|registered|signed up|booked))? with)"
                         rf"[^\n]{{0,40}}?\??\s*\n(?:{TURN_LABEL})?\s*$")


def _answered_body(text: str, tokens: list[Token], start: int) -> list[tuple[int, int]]:
    first = next((i for i, t in enumerate(tokens) if t.start >= start), None)
    while first is not None and first + 1 < len(tokens) and tokens[first].word in _FILLERS:
        first += 1  # "yes still point yoga"
    if first is None or not _BODY_ASKED.search(text, max(0, start - 80), start) or tokens[first].word in STOP_WORDS:
        return []
    run = name_run(tokens, first, 4)
    words = [tokens[j].word for j in run]  # a surname alone is a firm's name here ("what bank? — frost")
    if words[0] in RELATIONS or words[0].rstrip("s") in RELATIONS:
        return []  # "who's she staying with — grandma"
    return [] if is_person(words) and not (len(words) == 1 and words[0].title() not in person_names()[0]) \
        else [(tokens[run[0]].start, tokens[run[-1]].end)]


# A body where someone is, then its town: "doctor lindqvist at cook children's in frisco";
_AT_IN = re.compile(r"\b(?:at|with|from)\s+(?P<name>(?:(?!(?:the|a|an|my|your|his|her|our|their|this|that|these|"
                    r"those|some|any|one|home|work|school)\b)[a-z']+\s+){1,3}?)in\s+(?P<place>[a-z]+(?:\s[a-z]+)?)\b")


def _placed_bodies(text: str, start: int, end: int) -> list[tuple[int, int, str, float]]:
    found: list[tuple[int, int, str, float]] = []
    places = place_names("en")
    for match in _AT_IN.finditer(text, start, end):
        words = match.group("name").split()
        place = match.group("place")
        if not (place.title() in places or " ".join(place.split()[:1]).title() in places) or is_person(words) \
                or len(words) == 1 and is_everyday(words[0], "en", 4.0) or names_a_place(words):
            continue
        found.append((match.start("name"), match.start("name") + len(" ".join(words)), ORGANIZATION_NAME, 0.6))
    return found


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
    if len(words) == 1 and words[0] in NUMBER_WORDS:
        return True  # "three": only as a greeting names it
    if len(words) >= 3 and all(len(w) == 1 for w in words if w != "and"):
        return False  # a spelled acronym: "u p s", "a t and t"
    if len(words) >= 2 and (firm_kind(words[-1]) or any(w.title() in place_names("en") and not is_common(w, "en")
                                                    for w in words)):
        return False  # "united airlines", "citizens bank", "air canada", "bank of america"
    return all(len(w) < 3 or w in STOP_WORDS or is_everyday(w, "en", 4.0) for w in words)


def _listed(text: str, start: int, end: int) -> list[tuple[int, int, float]]:
    found: list[tuple[int, int, float]] = []
    pattern = _said_pattern()
    for match in pattern.finditer(text, start, end) if pattern else ():
        form = re.sub(r"\s+", " ", match.group())
        if form in NUMBER_WORDS or _ambiguous(form) and not _firm_context(text, match.start(), match.end(), start):
            continue  # "target", "state farm", "more than", "next": a firm only where a call says so
        if _names_a_card(text, match.start(), match.end(), form):
            continue
        found.append((match.start(), match.end(), 0.75))
    return found


def _names_a_card(text: str, start: int, end: int, form: str) -> bool:
    """A card network said as the kind of card ("it's an amex three seven six eight", "my visa
    card"): what the card is, no body the caller deals with."""
    if organisation_kinds("en").get(said_organisations("en").get(form, "")) != "card network":
        return False  # "my capital one card": an issuer is a body
    following = re.match(r"[\s,]*([a-z]+)", text[end:end + 24])
    before = text[max(0, start - 4):start].split()
    return bool(following and following.group(1) in NUMBER_WORDS | {"card", "credit", "debit", "ending"}) \
        or bool(before and before[-1] in ("a", "an"))


_DETERMINERS = frozenset("the a an this that these those each every any no some next last".split())


def _firm_context(text: str, start: int, end: int, line_start: int) -> bool:
    """A word that names a firm before ("calling chase", "at target"), or one of a firm's
    things after and no article before ("chase card"; not "the next bill")."""
    before = text[max(line_start, start - 20):start].split()
    after = re.findall(r"[a-z0-9']+", text[end:end + 24].split("\n")[0])
    previous, following = (before[-1] if before else ""), (after[0].strip(",.?!") if after else "")
    if previous == "to" and len(before) >= 2 and before[-2] in _MOVING:  # "i'm switching to t mobile"
        return True
    if len(before) >= 2 and (previous == "the" and before[-2] in _BESIDE or previous in ("a", "an")
                             and before[-2] in _BESIDE | {"at", "to"}) \
            and part_of_speech(following) not in ("NOUN", "ADJ") or _REFERRAL.search(text, line_start, start):
        return True  # a store by which a place is: "by the best buy"; "found you on nextdoor"; not
        # "from the next billing date"
    if following in _DETERMINERS | _POSSESSIVES and len(after) >= 2:
        following = after[1].strip(",.?!")  # "it's fifth third, the routing is …"
    acting = following in _FIRM_ACTS and len(after) >= 2 and after[1] in ("us", "me", "my", "our", "him", "her", "them")
    # "chase card"; "the ally account", not "the next bill"
    owned = previous not in _DETERMINERS or previous == "the" and part_of_speech(text[start:end].split()[0]) == "NOUN"
    return previous in _FIRM_BEFORE or (following in _FIRM_AFTER and owned) or acting


_BESIDE = frozenset("by near behind beside past from".split())  # "across from the …"; "at a seven eleven"
# What a firm does to its customer: "state farm sent us a renewal", "chase charged me twice".
_FIRM_ACTS = frozenset("sent charged billed denied approved cancelled canceled raised dropped covered paid "
                       "refunded emailed texted mailed offered quoted offers quotes bought acquired".split())
_MOVING = frozenset("switch switched switching move moved moving go went going over".split())


def _kind_named(tokens: list[Token], start: int) -> list[tuple[int, int, float]]:
    """One to three name words and then kind words ("bright smile dental", "crestmark recovery
    services", "all seasons heating and air"): a firm where a name word is no everyday word,
    after a word that names a firm, where two nouns name it with no article before them
    ("cascade ridge apartments", "park slope veterinary"), or said as a whole turn (an
    answer: "bright smiles orthodontics")."""
    found = []
    i = 0
    while i < len(tokens):
        if not firm_kind(tokens[i].word) or not tokens[i].joined:
            i += 1
            continue
        end = i
        while end + 1 < len(tokens) and tokens[end + 1].joined and (firm_kind(tokens[end + 1].word) or (
                tokens[end + 1].word == "and" and end + 2 < len(tokens) and firm_kind(tokens[end + 2].word))):
            end += 1
        first = i
        while first > 0 and i - first < 3 and tokens[first].joined and tokens[first - 1].word not in NUMBER_WORDS \
                and (tokens[first - 1].word not in STOP_WORDS | _FIRM_BEFORE
                     or first == i and tokens[i].word in _KIN_FIRMS and tokens[first - 1].word == "and"):
            first -= 1  # "garza and sons tire"
        previous = tokens[first - 1].word if first > 0 else ""
        rare = [j for j in range(first, i) if not is_everyday(tokens[j].word, "en", 4.5)
                and unwritten(re.sub(r"'s?$", "", tokens[j].word)) and not tokens[j].word.isdigit()]
        if previous not in _FIRM_BEFORE and rare:  # "my cousin uses | hernandez auto body", "evergreen crest …"
            first = max([first, *(j + 1 for j in range(first, rare[0]) if part_of_speech(tokens[j].word)
                                  in ("VERB", "AUX", "PRON", "DET", "ADP", "SCONJ", "CCONJ"))])
        names = [t.word for t in tokens[first:i]]
        if first > 0 and tokens[first - 1].word in NUMBER_WORDS and STREET_WORDS & {tokens[i].word}:
            i = end + 1
            continue  # "seven kurrajong court": an address
        # after "from", "at": two words at least, or a noun ("from valley towing"; not "physical therapy")
        cued = previous in _FIRM_BEFORE and (len(names) + end - i >= 2 or part_of_speech(names[0]) == "NOUN") \
            if names else False
        nouns = len(names) >= 2 and previous not in _DETERMINERS | _POSSESSIVES and not STREET_WORDS & set(names) \
            and all(part_of_speech(w) in ("NOUN", "PROPN", None) and not w.isdigit() for w in names)
        # a place's name before the kind: "the miami herald", "jackson memorial", "columbus city schools"
        placed = names_a_place(names) and (len(names) >= 2 or tokens[i].word not in ("school", "schools"))
        turn = len(names) >= 2 and end == len(tokens) - 1 and (first == 0 or tokens[first - 1].end <= start) \
            and not any(part_of_speech(w) in NOT_NOUNS for w in names)
        if names and (rare or previous in _FIRM_ROLES or cued or nouns or placed or turn) \
                and not (len(names) == 1 and tokens[i].word in KIND_ALONE and not rare
                         and previous not in _FIRM_ROLES | _FLYING):  # "flying skyline holidays", not "from
            # summer holidays", "back from stroke rehab"
            found.append((tokens[first].start, tokens[end].end, 0.65))
        i = end + 1
    return found


_POSSESSIVES = frozenset("my your his her our their its".split())
_FILLERS = frozenset("yes yeah yep uh um it's its oh".split())
_KIN_FIRMS = frozenset("sons brothers daughters".split())

def _brands(text: str, tokens: list[Token], line_start: int) -> list[tuple[int, int, float]]:
    """A made-up brand beside a firm's word, or any word no one writes where a caller says
    where they found someone ("i saw your listing on zillow")."""
    return [(t.start, t.end, 0.6) for t in tokens
            if _made_up_brand(t.word) and _firm_context(text, t.start, t.end, line_start)
            or _REFERRAL.search(text, max(line_start, t.start - 40), t.start) and t.word.isalpha()
            and not is_everyday(t.word, "en", 4.0)] + [(t.start, t.end, 0.7) for k, t in enumerate(tokens)
                                                        if _rare_firm(text, tokens, k)]


# What a firm does to its customer, said of a word no one writes: "gcash sent me a text", "opay
# blocked my account"; and whose account a caller holds: "from my posb account".
_ACTS_ON = re.compile(r"\s+(?:(?:will|would|has|have|had|also|just|already|then|never|did|didn't|won't)\s+)*"
                      r"(?:sent|send|sends|charged|billed|blocked|froze|frozen|flagged|debited|deducted|credited|"
                      r"reversed|refunded|texted|emailed|messaged|phoned|called|rang|contacted|notified|approved|"
                      r"declined|denied|cancelled|canceled|closed|suspended)\s+(?:me|us|you|him|her|them|my|our|your|"
                      r"his|their)\b")
_HELD = frozenset("account accounts card cards wallet loan".split())


def _rare_firm(text: str, tokens: list[Token], k: int) -> bool:
    word = tokens[k].word
    if not word.isalpha() or len(word) < 4 or not unwritten(word) or is_person([word]) \
            or word.title() in place_names("en"):
        return False
    following = tokens[k + 1].word if k + 1 < len(tokens) else ""
    held = k > 0 and tokens[k - 1].word in _POSSESSIVES and following in _HELD and tokens[k + 1].joined
    return held or bool(_ACTS_ON.match(text, tokens[k].end))


_REFERRAL = re.compile(r"\b(?:found|saw|seen|heard about|heard of|read about|posted|advertised)\s+(?:you|us|it|this|"
                       r"that|them|(?:your|the|an?)\s+[a-z]+)\s+(?:on|through)\s+$")


@functools.lru_cache(maxsize=8192)
def _made_up_brand(word: str) -> bool:
    """A word no one writes made of two everyday ones ("pixel|nest", "dash|drop", "sleep|well"),
    no one's name and no place."""
    if len(word) < 7 or not word.isalpha() or not unwritten(word) or is_person([word]) \
            or word.title() in place_names("en") \
            or any(word.endswith(end) and is_everyday(word[:-len(end)], "en", 3.0) for end in ("es", "s")):
        return False  # "mailboxes": an everyday thing, more than one
    return any(is_everyday(word[:k], "en", 3.5) and is_everyday(word[k:], "en", 3.5)
               for k in range(3, len(word) - 2))
