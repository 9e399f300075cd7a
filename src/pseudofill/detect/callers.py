"""The people a call names without capitals (English transcripts).

People come after the words a call introduces them with: "this is dana", "my name is",
"hi chevonne", "mister gutierres", "the neighbor bill", "thank you, rose." — a listed first
name after any of them, a word no one writes after the strong ones, and a surname after
either.  Once found, a name is found everywhere in the call (the analyzer's propagation).
The bodies and places a call names are `calls.py`'s; both read a line as `Token`s.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..language import is_everyday
from ..lexicon.gazetteers import person_names, place_names
from ..lexicon.taxonomy import LOCATION, PERSON_NAME
from ..lexicon.words import part_of_speech
from .spoken import TURN_LABEL

# Words no name starts with, and after which a name's words stop.
STOP_WORDS = frozenset(
    "a an the this that these those some any no every each which what whose my your his her its our their me you "
    "him us them i we he she it they i'm you're we're it's that's there's here's is are was were be been am do does "
    "did have has had will would can could should may might must shall not and or but so if then than because as "
    "of in on at to for from with by about into over under up down out off again back today now yesterday tomorrow "
    "please thanks thank hi hello hey yes yeah yep no nope okay ok alright right sure well oh uh um er ah hmm like "
    "just also too very really actually good morning afternoon evening great perfect how where when who why here "
    "there one can't don't won't isn't wasn't didn't doesn't couldn't wouldn't shouldn't i'll you'll we'll they'll "
    "he'll she'll i've you've we've they've i'd you'd we'd they'd he's she's they're".split())


@dataclass(frozen=True)
class Token:
    start: int
    end: int
    word: str
    joined: bool  # nothing but spaces between it and the token before


# Words before a person's name: introductions take a listed first name or a word no one
# writes ("this is sipho"); greetings and asking for someone too; weak cues a listed first
# name that is no everyday word ("with keiko"); relations any listed one ("the neighbor
# bill"); titles any word ("mister gutierres").
_INTRODUCTIONS = re.compile(r"(?<![\w'])(?:this is|my name is|name's|name is|names are|named|called|i'm|i am|"
                            r"speaking with|speak with|speak to|talk to|talked to|talking to|spoke to|spoke with|"
                            r"ask for|asking for|looking for|reach|reached|is this|this was|down as|listed as|"
                            r"goes by|known as|calls him|calls her|call him|call her|"
                            r"(?:your|full|first|last) name(?: please)?\?)[,]?\s+$")
_GREETINGS = re.compile(r"(?:^|[.?!,]\s*|\s)(?:hi|hiya|hello|hey|dear|bye|goodbye|thanks|thank you|it's|yes it's)"
                        r"[,]?\s+$")
_ROLE_IS = re.compile(r"\b(?:driver|tech|technician|instructor|convenor|convener|coordinator|adjuster|inspector|"
                      r"caseworker|contact|host|guide|rep|representative|agent|nurse|teacher|coach|manager|"
                      r"supervisor|officer|trainer|tutor|therapist|installer|courier)(?:\s+[a-z]+){0,3}?\s+"
                      r"(?:is|will be|would be|was|'ll be)\s+$")
# Where someone works, after their name: "robin on reception", "patience in the office said".
_AT_DESK = re.compile(r"\s+(?:(?:on|at|in|from)\s+(?:the\s+)?(?:reception|front desk|office|accounts|billing|hr|"
                      r"payroll|admin|dispatch|desk|customer service|pharmacy|warehouse)|next door)\s+(?:has|had|is|"
                      r"said|says|told|can|could|will|"
                      r"would|emailed|called|rang|sent|mentioned|asked|gave|helped|set|booked|sorted)\b")
_WEAK_CUES = frozenset("with to for from and or".split())
_SAID_OF = re.compile(r",?\s+(?:he|she|who)\s+(?:is|was|works|worked|will|would|does|did|has|had|can|'s|lives|said)\b"
                      r"|,\s+(?:he|she)'s\b")
_OWNERS = frozenset("a an the this that my your his her our their its some any".split())
# "aroha te whata", "alasdair mac cloud", "maire ni bhriain": the word after one is a surname
PARTICLES = frozenset("te de da di du van von der den del della le la al el bin ben ap mac mc nic ni ui".split())
_KIN_AFTER = re.compile(r",?\s+(?:my|our|his|her|their)\s+(?:[a-z]+\s+)?(?:manager|boss|supervisor|wife|husband|"
                        r"partner|son|daughter|brother|sister|mum|mom|dad|mother|father|neighbour|neighbor|"
                        r"colleague|assistant|friend|cousin|aunt|uncle|nephew|niece|carer|caregiver|nanny|"
                        r"landlord|tenant|flatmate|roommate|fiance|fiancee|girlfriend|boyfriend)\b")
_SUBJECT_NEXT = re.compile(r"\s+(?:i|he|she|we|they)\s+(?!think|guess|mean|suppose|know)[a-z]")
_WHEN = frozenset("today yesterday tomorrow tonight now then again also here there home first last once too".split())
_PRONOUN_AFTER = re.compile(r"\s+(?:he|she)(?:'s|'ll|'d)?\s")
_THEN = frozenset("then and so but cos because once when".split())
_SUBJECT_VERB = re.compile(r"\s+(?:will|would|can|could|said|says|told|came|comes|brought|brings|called|rang|"
                           r"sorted|fixed|took|takes|gave|sent)\s")
# someone, not something
_TOLD = frozenset("tell told ask asked text texted email emailed phoned ring rang message messaged".split())
RELATIONS = frozenset("neighbor neighbour wife husband son daughter brother sister mom mum dad mother father "
                       "friend cousin boss manager lady guy girl boy nurse aunt uncle grandma grandpa partner "
                       "roommate colleague coworker supervisor landlord tenant technician granddaughter grandson "
                       "grandmother grandfather granny nana niece nephew fiance fiancee fiancé fiancée girlfriend "
                       "boyfriend stepson stepdaughter stepmom stepdad aide caregiver caretaker nanny babysitter "
                       "sitter assistant coach teacher".split())
TITLES = frozenset("mister mr missus mrs miss ms misses doctor dr professor officer detective sergeant "
                    "constable inspector captain sheriff father pastor reverend".split())
_NO_NAME = STOP_WORDS | TITLES | frozenset("sorry calling here good fine great sure not just done trying going glad "
                                       "happy interested available aware there all also afraid still looking "
                                       "ready".split())
# A question for a name, ending the turn before: "and your name?", "the name on the card",
# "your partner's name for the contract?", "the applicant's name and date of birth".
_NAME_ASKED = re.compile(r"name(?: on (?:the|your) [a-z]+| as it appears on (?:the|your) [a-z]+| please| again)?"
                         rf"[?.,]?\s*(?:\n(?:{TURN_LABEL})?\s*)?$"
                         r"|name(?:,?\s+(?:and|for|of|on|as|per|it|it's|under|appears|the|your|his|her|their|please|again|date|birth|"
                         r"contract|account|card|ticket|reservation|booking|order|policy|file|record|lease|"
                         rf"application|form|appointment|claim)){{1,6}}[?.,]?\s*\n(?:{TURN_LABEL})?\s*$"
                         # "the name that showed on the request was ankit sharma"
                         r"|(?<!business )(?<!company )(?<!trading )(?<!hospital )(?<!practice )"
                         r"\bname(?:\s+(?!is\b|was\b)[a-z']+){0,6}\s+(?:is|was)\s+$")
_HESITATION = re.compile(r"(?<![\w'])(?:uh|um|er|erm|eh)[,.]?\s+$")  # "name as per account / eh tea sham …"
# "okay rose are you …", "okay dawn and can you"
_ASKED_NEXT = re.compile(r"\s+(?:and\s+)?(?:are|can|could|do|did|would|will|have|were)\s+(?:you|we)\b")
_INFLECTIONS = ("s", "es", "ed", "d", "ing", "er", "ers", "ly")
NOT_NOUNS = frozenset({"VERB", "AUX", "ADP", "PRON", "DET", "CCONJ", "SCONJ", "ADV", "PART"})  # "faith | said"
_IRISH = re.compile(r"o'[a-z]{3,}")
_SUFFIXES = ("ing", "ed", "ly", "tion", "sion", "able", "ible", "ment", "ness", "ous", "ful", "less", "ive", "ize",
             "ise", "ity")


# The words a handle or an address is read with, and an ordinal's shape: no one's name.
_SAID_SIGNS = frozenset("underscore dot dash hyphen slash backslash".split())
_ORDINAL = re.compile(r"[a-z]+(?:teenth|tieth|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
                      r"eleventh|twelfth)")


@functools.lru_cache(maxsize=16384)
def unwritten(word: str) -> bool:
    """No English word: not everyday, not among the 20,000 commonest in any use but a proper
    noun, not shaped like one ("dispatching", "unacceptable")."""
    if is_everyday(word, "en", 4.0) or _english_word(word) or word in _SAID_SIGNS or _ORDINAL.fullmatch(word) \
            or any(word.endswith(end) and _english_word(word[:-len(end)]) for end in _INFLECTIONS):
        return False  # "submits", "rebilled"; "thirtieth", "underscore"
    return not (len(word) >= 7 and word.endswith(_SUFFIXES))


def _english_word(word: str) -> bool:
    return part_of_speech(word) not in (None, "PROPN")


def introduced(text: str, tokens: list[Token]) -> list[tuple[int, int, str, float]]:
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
        if following is not None and following.word in _SAID_SIGNS:
            continue  # "it's rachterberg underscore ninety": a handle read aloud
        if len(word) == 1 and previous in TITLES and token.joined and surname and following is not None:
            found.append((token.start, following.end, PERSON_NAME, 0.8))  # "mister a santi": a name heard in two
            continue
        # "my fiance will, he works nights", "my husband bill who": kin named, then said of; not
        # "the guy said he was"
        kin_said_of = listed and previous in RELATIONS and token.joined and bool(_SAID_OF.match(text, token.end)) \
            and (part_of_speech(word) != "VERB" or text.startswith(",", token.end))
        if word in _NO_NAME and not kin_said_of and not (
                listed and (surname and following is not None and following.word.title() in lasts
                            or re.match(r"[.?!,]|$", text[token.end:token.end + 1]))
                and (_INTRODUCTIONS.search(before) or _GREETINGS.search(before))):
            continue  # "this is may.", "hi may,", "speak with may lin": a name that is also a word
        if not word.isalpha() and "'" not in word or word in RELATIONS and previous in _OWNERS \
                or word.endswith("'s") and part_of_speech(word[:-2]) == "PRON":
            continue  # "my son | karthik": the relation is no name; nor is "nobody's"
        titled = previous in TITLES and token.joined and (rare or (listed or word.title() in lasts) and part_of_speech(
            word) not in ("VERB", "AUX", "ADP", "ADV"))  # not "submits", "the inspector said"
        introduced = bool(_INTRODUCTIONS.search(before)) and (rare or listed and previous != "i'm"
                                                               or listed and not is_everyday(word, "en", 4.0))
        greeted = bool(_GREETINGS.search(before)) and (rare or listed and not (
            before.rstrip().endswith("it's") and is_everyday(word, "en", 4.0))
                                                       and not (is_everyday(word, "en", 5.5) and not surname))
        # "it's keiko", not "it's valid", "thanks man"
        vocative = listed and (bool(re.search(r",\s*$", before))  # "thank you, rose."
                               and bool(re.match(r"\s*(?:[.?!]|$)", text[token.end:token.end + 2]))
                               or bool(_ASKED_NEXT.match(text, token.end))
                               and bool(re.search(r"(?:^|[.?!]|\b(?:okay|ok|so|well|alright|oh no|oh))\s*$", before)))
        # "let lucas know"; not "the email said"
        told = previous in _TOLD and not (i >= 2 and tokens[i - 2].word in _OWNERS) \
            or previous == "let" and text.startswith(" know", token.end)
        related = previous in RELATIONS and not (part_of_speech(word) in NOT_NOUNS and is_everyday(word, "en", 4.0))
        apposed = i and text[tokens[i - 1].end:token.start] == ", " and previous in RELATIONS  # "our neighbour, X"
        desk = listed and bool(_AT_DESK.match(text, token.end))  # "robin on reception can email them"
        kin_is = (previous in ("is", "was") and i >= 2 and tokens[i - 2].word in RELATIONS
                  or previous.endswith("'s") and previous[:-2] in RELATIONS) and token.joined \
            and (rare or listed and part_of_speech(word) not in NOT_NOUNS)  # "my partner is keri", "the landlord's X"
        # "that'll be blessing my kitchen manager": a name and then who they are to the speaker;
        # not "in the summer her dad", "last summer my wife"
        kin_after = listed and token.joined and part_of_speech(word) not in NOT_NOUNS and previous not in _OWNERS \
            and part_of_speech(previous) not in ("ADP", "ADJ", "DET") and bool(_KIN_AFTER.match(text, token.end))
        # "my brother bright i sent him …": kin, a word that is a name here, and what is said of them
        kin_named = previous in RELATIONS and i >= 2 and tokens[i - 2].word in _OWNERS and token.joined \
            and (part_of_speech(word) in ("ADJ", "NOUN", "PROPN") or rare or listed and part_of_speech(word) is None) \
            and word not in _WHEN \
            and bool(_SUBJECT_NEXT.match(text, token.end))
        kin_is = kin_is or kin_said_of or kin_after or kin_named
        # "booked with rich he covers stockport", "then tunde will bring the teller": a name
        # that starts what is said of it
        subject = token.joined and len(word) >= 3 and ((listed and part_of_speech(word) not in NOT_NOUNS
                                                        and not is_everyday(word, "en", 5.0) or rare)
                                    and previous not in _OWNERS and bool(_PRONOUN_AFTER.match(text, token.end))
                                    or rare and previous in _THEN and bool(_SUBJECT_VERB.match(text, token.end)))
        # "that's ailsa she's good", "ring mo he's off"; not "and said he was", "the boss he said"
        # "the driver will be gurpreet", "is that gwilym", "… margaret speaking"
        cast = (bool(_ROLE_IS.search(text, max(0, token.start - 48), token.start)) or before.endswith("is that ")) \
            and len(word) >= 3 and (rare or listed and not is_everyday(word, "en", 4.0)) \
            or text.startswith(" speaking", token.end) and bool(re.search(r"(?:^|,)\s*$", before)) and (rare or listed)
        weak = (token.joined or apposed) and (listed and (related or told  # "i told august", not "the nurse said"
                                             or previous in _WEAK_CUES and not is_everyday(word, "en", 4.5))
                                 or previous in RELATIONS and (rare or word.title() in lasts and not is_everyday(
                                     word, "en", 4.0)))  # "i'm his mom folake adebayo", "my son obi"
        # the answer to "and your name?", "the name on the card": "arjun mehta", "park min jun"
        answered = bool(_NAME_ASKED.search(_HESITATION.sub("", text[max(0, token.start - 70):token.start]))) \
            and (rare or listed or surname or word.title() in lasts)
        paired = listed and surname and not (previous in ("a", "an", "the") and _english_word(word))
        # "i have a thomas wisniewski", not "a bent derailleur"
        if _IRISH.fullmatch(word) and unwritten(word) and not (titled or introduced or greeted or paired):
            # "o'brien", "o'hare": a name by its shape; after a place, a place ("chicago o'hare")
            place = previous.title() in place_names("en")
            first = tokens[i - 1] if i and token.joined and previous not in _NO_NAME and not place \
                and (unwritten(previous) or previous.title() in firsts) else token  # "shavaun o'dwyer"
            found.append((first.start, token.end, LOCATION if place else PERSON_NAME, 0.7))
            continue
        if not (titled or introduced or greeted or vocative or weak or paired or answered or cast or kin_is or desk
                or subject):
            continue
        end = token.end
        for k, following in enumerate(tokens[i + 1:i + (5 if answered else 3)]):  # a surname, a second word no one
            # writes; an answer's name may have been heard in more pieces ("tea sham ul haq")
            # "teresa m gutierrez", "park min jun": a letter or a noun between two names
            initial = (len(following.word) == 1 or part_of_speech(following.word) not in NOT_NOUNS) and k == 0 \
                and i + 2 < len(tokens) and tokens[i + 2].joined and unwritten(tokens[i + 2].word)
            listed_surname = following.word.title() in lasts and part_of_speech(following.word) not in NOT_NOUNS
            after = tokens[i + k + 2] if i + k + 2 < len(tokens) else None  # "aroha te whata", "luis de la"
            initial = initial or following.word in PARTICLES and after is not None and after.joined \
                and (unwritten(after.word) or after.word.title() in lasts or after.word in PARTICLES)
            if not following.joined or (following.word in _NO_NAME and not initial) or not following.word.isalpha() \
                    or not (initial or listed_surname or not is_everyday(following.word, "en", 4.0)):
                break
            end = following.end
        found.append((token.start, end, PERSON_NAME,
                      0.9 if introduced or titled or answered or previous in _TOLD else 0.8))
    return found + _families(tokens) + _split_names(tokens)


def _split_names(tokens: list[Token]) -> list[tuple[int, int, str, float]]:
    """A first name the recogniser wrote in pieces ("jon a than", "and rew"): two or three
    short pieces that make a listed name of six letters or more, one piece a name or no word."""
    firsts = person_names()[0]
    found = []
    for i in range(len(tokens) - 1):
        for n in (3, 2):
            parts = tokens[i:i + n]
            if len(parts) < n or not all(t.joined for t in parts[1:]) or not all(
                    t.word.isalpha() and len(t.word) <= 4 for t in parts):
                continue
            joined = "".join(t.word for t in parts)
            named = any(t.word not in STOP_WORDS and (t.word.title() in firsts or unwritten(t.word)) for t in parts)
            if len(joined) >= 6 and joined.title() in firsts and named:  # not "just us" (Justus)
                found.append((parts[0].start, parts[-1].end, PERSON_NAME, 0.6))
                break
    return found


def _families(tokens: list[Token]) -> list[tuple[int, int, str, float]]:
    """A family by its surname: "next door with the patels", "opposite the kellys' shop"."""
    lasts = person_names()[1]
    found = []
    for previous, token in zip(tokens, tokens[1:]):
        family = re.fullmatch(r"([a-z']+?)s'?", token.word)
        if previous.word == "the" and token.joined and family and family.group(1).title() in lasts \
                and token.word.title() not in place_names("en") and not is_everyday(token.word, "en", 4.0) \
                and {part_of_speech(family.group(1)), part_of_speech(token.word)} <= {None, "PROPN"}:
            found.append((token.start, token.start + len(family.group(1)) + 1, PERSON_NAME, 0.7))
    return found


def is_person(words: list[str]) -> bool:
    """The words are a person's name: a listed first name that is no everyday word ("dana",
    not "little" or "king") and surnames after it ("delta baggage service" is none), or a
    listed surname alone."""
    firsts, lasts = person_names()
    return bool(words) and ((words[0].title() in firsts and not is_everyday(words[0], "en", 4.5)
                             and all(w.title() in lasts or unwritten(w) for w in words[1:]))
                            or (len(words) == 1 and words[0].title() in lasts))
