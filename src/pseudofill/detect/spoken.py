"""Identifiers as a speech recogniser writes them: said, not typed.

A caller reads an e-mail aloud ("anna dot berg at gmail dot com"), spells a name in lower
case ("q u i n t a n i l l a", "m as in mike a r t y"), reads a reference mixing letters
and number words ("b w seven seven four oh two nine") and an address in words ("fourteen
oh two elm street apartment six c").  No written-form pattern sees any of these.  One
grammar of spoken tokens — letters, spelling-alphabet words, number words, "double",
"dot", "underscore", "dash" — finds them all (English).
"""

from __future__ import annotations

import re

from ..language import is_everyday
from ..languages.en.spoken import (
    EN_DIGITS,
    NATO,
    NUMBER_WORD_SET,
    NUMBER_WORDS,
    said_tokens,
    sounds_like,
    spelled_letters,
)
from ..lexicon.gazetteers import person_names, place_names

EMAIL_ADDRESS, GENERIC_ID, SPELLED, STREET_ADDRESS = "EMAIL_ADDRESS", "GENERIC_ID", "SPELLED_SEQUENCE", "STREET_ADDRESS"

# A speaker's label before a turn ("kund: ", "A: ", "Handläggare: "), which many readings step over.
TURN_LABEL = r"[^\W\d_][\w .-]{0,30}:"
SPEAKER_LABEL = re.compile(rf"^\s*{TURN_LABEL}\s*")
# Where a turn starts: a line's start or its label ("speaker 2: | ray uh ray castellanos").
TURN_START = re.compile(rf"(?:^|\n)(?:{TURN_LABEL})?\s*$")

# a letter and the word that says it ("m as in mike", "b for boy", "x as in x ray"; not "c | for the")
# (a "for" between a letter and a digit or a letter is a four heard: "t for seven one one", "g for t e")
_SAID_AS = "|".join([r"x\s+(?:as\s+in|for|like)\s+x\s+ray", *(rf"{c}\s+(?:as\s+in|for|like)\s+{c}[a-z]*(?![\w'])"
                                                             for c in "abcdefghijklmnopqrstuvwxyz"),
                     rf"[a-z]\s+for(?=\s+(?:{NUMBER_WORDS}|(?![ai]\b)[a-z])(?![\w']))"])
_LETTER = (rf"(?:(?:double\s+|triple\s+)?(?:{_SAID_AS}|[a-z])|"  # "h u double s a i n"
           + NATO + ")")
SAID_DIGIT = rf"(?:(?:double|triple)\s+)?(?:{NUMBER_WORDS}|\d+)"
_GAP = r"(?:\s*,?\s+(?:dash|hyphen|stroke|slash)(?:\s*,)?\s+|\s*[,-]\s*|\s+)"  # "s s h, dash, oh oh nine"
# Letters and digits together, four tokens or more, a letter and two digits at least.
_REFERENCE = re.compile(rf"(?<![\w'])(?:{_LETTER}|{SAID_DIGIT})(?:{_GAP}(?:{_LETTER}|{SAID_DIGIT})){{3,}}(?![\w'])")
_SPELLED = re.compile(rf"(?<![\w']){_LETTER}(?:{_GAP}{_LETTER}){{2,}}(?![\w'])")
_IS_DIGIT = re.compile(rf"^{SAID_DIGIT}$")
# The names of numbers, said as letters: "the v i n", "your a r n", "our b s b" name no one.
ID_KINDS = frozenset("vin otp arn bsb mrn imei ssn dob pps ppsn nhs nhi ndis ein itin tfn abn acn sin nin utr iban "
                     "bic pan upi ifsc cvv cvc pin mpan mprn eircode vat gst hst".split())
_ACRONYMS = frozenset("sms mms ussd tsh mri ecg ekg icu atm pdf usb dvd gps wifi".split())  # "an s m s", no name
# letters after a determiner name a kind of thing where the call says so or says them so twice ("my b v n
# will be blocked … gave him the b v n", "your c n i c number"; a body is said once: "with the a b r s m"); a
# time's "a m" comes after its number ("two a m i was sleeping")
_A_KIND = re.compile(r"(?<![\w'])(?:the|a|an|my|your|his|her|our|their)\s+$")
_KIND_NOUN = re.compile(r"\s+(?:number|no|code|reset|check|app|form|certificate|request|details)\b")
_AFTER_NUMBER = re.compile(rf"(?<![\w'])(?:{NUMBER_WORDS})\s+$")
_TLD = ("com|net|org|edu|gov|io|co|us|uk|ca|de|it|fr|es|se|nl|info|biz|me|ai|za|au|nz|ie|in|sg|ac|ng|ke|ph|pk|jp|"
        "br|mx|pl|ch|be|dk|fi")
_COUNTRY_TLD = [t for t in _TLD.split("|") if len(t) == 2]
_SPELLED_TLD = "|".join(rf"{t[0]}\s+{t[1]}" for t in _COUNTRY_TLD)  # "shaw dot c a"
_SECOND_TLD = "|".join(t for t in _COUNTRY_TLD if t not in ("it", "me", "us", "be"))  # "… dot com dot it works"
# A domain's label may be said as words or letters ("caddo schools", "p t d"), its ending spelled ("e d u").
_LABEL = r"[a-z0-9]+(?:\s+(?!dot\b|at\b)[a-z0-9]+){0,2}"
_SPOKEN_DOMAIN = re.compile(rf"\s+at\s+({_LABEL}(?:\s+(?:dash|hyphen)\s+{_LABEL})*"
                            rf"(?:\s+dot\s+{_LABEL})*?\s+dot\s+(?:{_TLD}|e\s+d\s+u|c\s+o\s+m|o\s+r\s+g|n\s+e\s+t|g\s+o\s+v"
                            rf"|{_SPELLED_TLD})"
                            rf"(?:\s+dot\s+(?:{_SECOND_TLD}|{_SPELLED_TLD}))?)(?![\w'])")  # "dot co dot uk", "dot n g"
# Words that end the spoken local part of an e-mail read backwards ("my email is | anna dot berg").
_BEFORE_EMAIL = frozenset("is it's its my his her their our your email e-mail mail address that's thats the and or "
                          "yes yeah so okay ok sure it to me send sent at was under use using reach on uh um "
                          "er ah hmm well like just then from with".split())
SAID_NUMBER = rf"(?:(?:double|triple)\s+)?(?:{NUMBER_WORDS})"
FUNCTION_WORD = r"(?:the|of|a|an|and|in|on|at|to|for|by|with|from)\b"


def find_spoken(text: str) -> list[tuple[int, int, str, float]]:
    """(start, end, label, score) of every spoken identifier in a transcript (its dates:
    spoken_dates.py; its addresses: spoken_addresses.py)."""
    lower = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)  # offsets kept ("İ")
    found = _references(lower)
    found += [(m.start(), m.end(), SPELLED, 0.7) for m in _spellings(lower)]
    # said, on a line a recogniser wrote: it starts in lower case after its speaker's label
    # ("On 10 November 1999, a" is prose; the names recasing gave capitals do not count); an
    # e-mail's "at … dot com" says itself on any line
    found += _spelled_words(lower, [f for f in found if f[2] == SPELLED])
    emails = _emails(lower)
    found += [name for name in _user_names(lower) if not any(e[0] <= name[0] < e[1] for e in emails)]
    return [*emails, *(f for f in found if transcribed(text, f[0]))]


def _spellings(text: str) -> list[re.Match[str]]:
    """Letters said one by one (three or more, two kinds at least: "i i i" is a stammer), not
    a number's kind ("the v i n"), an everyday acronym, a time's "a m", nor letters a call
    says are a kind of thing (see _A_KIND)."""
    spelled = [m for m in _SPELLED.finditer(text) if not any(_IS_DIGIT.match(t) for t in said_tokens(m.group()))
               and _letters(m.group()) >= 3 and len(set(m.group().replace(" ", "").replace(",", ""))) >= 2
               and spelled_letters(m.group()) not in ID_KINDS | _ACRONYMS
               and not (m.group().startswith(("a m", "p m"))
                        and _AFTER_NUMBER.search(text, max(0, m.start() - 12), m.start()))]
    kinds = [spelled_letters(m.group()) for m in spelled if _A_KIND.search(text, max(0, m.start() - 8), m.start())]
    return [m for m in spelled if not (_A_KIND.search(text, max(0, m.start() - 8), m.start())
                                       and (kinds.count(spelled_letters(m.group())) >= 2
                                            or _KIND_NOUN.match(text, m.end())))]


def _spelled_words(text: str, spellings: list[tuple[int, int, str, float]]) -> list[tuple[int, int, str, float]]:
    """The word a spelling spells, said just before it, is a name ("park min jun, last name p
    as in papa a r k"; "it's rajesh r a j e s h"): found there and on the spelling's turn."""
    found = []
    for start, end, _, _ in spellings:
        word = spelled_letters(text[start:end])
        if len(word) < 3 or is_everyday(word, "en", 4.0):
            continue  # "hey dot com … h e y": a word, not a name
        turn = text.rfind("\n", 0, start)
        before = text[max(0, text.rfind("\n", 0, max(0, turn))):start]  # this turn and the one before
        offset = start - len(before)
        said = [(offset + m.start(), offset + m.end(), "PERSON_NAME", 0.6)
                for m in re.finditer(rf"(?<![\w']){re.escape(word)}(?![\w'])", before)]
        found += said or _heard_as(text, start, word)
    return found


_SPELLING_CUE = re.compile(r",?\s*(?:it's|that's|that is|spelled|spelt|spelling|so that's)\s*,?\s*$")


def _heard_as(text: str, start: int, word: str) -> list[tuple[int, int, str, float]]:
    """One to three words after a first name that sound like the surname spelled next ("lorraine
    too he why, it's t u h i w a i"; not "it's under my mum, it's m u r p h y")."""
    line_start = text.rfind("\n", 0, start) + 1
    cue = _SPELLING_CUE.search(text, line_start, start)
    words = list(re.finditer(r"[a-z']+", text[line_start:cue.start()])) if cue else []
    for k in range(min(3, len(words) - 1), 0, -1):
        heard = words[-k:]
        if words[-k - 1].group().title() in person_names()[0] and sounds_like([w.group() for w in heard], word):
            return [(line_start + heard[0].start(), line_start + heard[-1].end(), "PERSON_NAME", 0.6)]
    return []


_WORD = re.compile(r"[^\W\d_]+")
_SENTENCE_CAPITAL = re.compile(r"[a-z][.?!]\s+([A-Z][^\W\d_]*)")
_ENUMERATOR = re.compile(r"\s*\(?(?:[ivxlc]+|[a-z]|\d+)[.)]\s+")


def transcribed(text: str, position: int) -> bool:
    """The line's first everyday word is in lower case (a name recasing capitalised is no
    everyday word: "Bilal Chaudhry. chaudhry is c-h-a-u-d-h-r-y"; nor is a first name it
    capitalised, "Frank m underscore", nor a word after a name: "Northfield Medical group").
    A line of no everyday word ("B: arjun mehta") is as the line before it."""
    start = text.rfind("\n", 0, position) + 1
    for _ in range(3):
        said = _said_in_lower_case(text, start)
        if said is not None or start == 0:
            return bool(said)
        start = text.rfind("\n", 0, start - 1) + 1
    return False


def _said_in_lower_case(text: str, start: int) -> bool | None:
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    label = SPEAKER_LABEL.match(text[start:end]) or _ENUMERATOR.match(text[start:end])  # "agent: ", "(ii) "
    if any(is_everyday(m.group(1).lower(), "en", 4.0) and m.group(1) not in person_names()[0]
           for m in _SENTENCE_CAPITAL.finditer(text, start, end)):
        return False  # "… the box. MARK agreed": edited text's sentences open with capitals
    previous = ""
    for word in _WORD.finditer(text, start + (label.end() if label else 0), end):
        written = word.group()
        if is_everyday(written.lower(), "en", 4.0) and not (previous[:1].isupper() and written[:1].isupper()) \
                and not (written.istitle() and (written in person_names()[0] or written in place_names("en"))):
            return written.islower()
        previous = written
    return None


def _letters(said: str) -> int:
    return len(re.findall(rf"(?<![\w'])(?:[a-z]|{NATO})(?![\w'])", said))


def _emails(text: str) -> list[tuple[int, int, str, float]]:
    found = []
    for domain in _SPOKEN_DOMAIN.finditer(text):
        start = domain.start()
        words = list(re.finditer(r"[\w'-]+", text[max(0, start - 120):start]))
        offset = max(0, start - 120)
        first = None
        for word in reversed(words):
            between = text[offset + word.end():start if first is None else first]
            if word.group() in _BEFORE_EMAIL or re.search(r"[.?!:\n]", between):
                break
            first = offset + word.start()
        if first is not None:
            found.append((first, domain.end(), EMAIL_ADDRESS, 0.85))
    return found


_PPS = re.compile(r"\bp\s?p\s?s(?:\s?n)?\b")


def _references(text: str) -> list[tuple[int, int, str, float]]:
    found = []
    for match in _REFERENCE.finditer(text):
        # "a" and "i" at either end are the words ("forty nine ninety nine a month")
        start = match.start() + len(re.match(rf"(?:[ai]\s+(?={SAID_DIGIT}\b))*", match.group()).group())
        # "… three t a." ends on its letters, so does an Irish pps number ("… eight three t a grand")
        closed = re.match(r"\s*(?:[.,?!]|$)", text[match.end():match.end() + 2]) \
            or _PPS.search(text, max(0, match.start() - 80), match.start())
        end = match.end() - (0 if closed and re.search(r"(?<![\w'])[a-z]\s+[ai]$", match.group())
                             else len(re.search(r"(?:\s+[ai])*$", match.group()).group()))
        if start > match.start() and TURN_START.search(text, max(0, match.start() - 40), match.start()) \
                and _letters(text[start:end]) >= 1:
            start = match.start()  # a whole answer: "his prison number / a four four nine one d k"
        said = text[start:end]
        digits = len(re.findall(rf"(?<![\w']){SAID_DIGIT}(?![\w'])", said))
        if _letters(said) >= 1 and digits >= 2 and len(said_tokens(said)) >= 4 and not _CLOCK.fullmatch(said):
            found.append((start, end, GENERIC_ID, 0.7))
    return found


_CLOCK = re.compile(rf"(?:{SAID_NUMBER}\s+){{1,3}}[ap]\s+m")  # "nine forty a m", "eleven fifty two p m"


_JOINER = re.compile(r"(?<![\w'])underscore(?![\w'])")
# ("all one word" ends at "all": "… underscore ninety one" keeps its "one")
_AFTER_NAME = _BEFORE_EMAIL | frozenset("all lowercase capital please thanks thank you login username user name "
                                        "name's id handle".split())


# A log-in name after the word that asks for it, with the numbers said after it ("your user id
# hwlee fifty six is locked").
_CUED_USER_NAME = re.compile(rf"\b(?:user ?name|user ?id|login|log in|handle|screen name|gamer ?tag|network id)"
                             rf"(?:'s)?[^\S\n]+(?:is\s+|was\s+|it's\s+|with\s+|as\s+)?(?:(?:so|uh|um)\s+)?"
                             rf"(?P<name>(?!(?:{FUNCTION_WORD}|is|was|it's|and|but|with|as|so|uh|um)\b)"
                             # "keisha j twenty three", "hana sato twenty two"
                             rf"[a-z][a-z0-9]*(?:[^\S\n]+[a-z][a-z]*(?=[^\S\n]+(?:{NUMBER_WORDS})\b))?"
                             rf"(?:[^\S\n]+{SAID_DIGIT})+)(?![\w'])")


_USER_CUE = re.compile(r"\b(?:user ?name|user ?id|login|log in|handle|screen name|network id)\b")
_USER_ANSWER = re.compile(rf"(?:^(?:{TURN_LABEL}\s*)?|(?<![\w'])(?:is it|it's|its|is|that's|it'll be|it will be|"
                          rf"it'd be|it would be|should be)\s+)"
                          rf"(?P<name>(?P<word>[a-z]+(?:\s+[a-z]+)?)(?:\s+{SAID_DIGIT})+)(?![\w':])", re.MULTILINE)
_NOT_USER = frozenset("the a an my your is it it's that's and or of to in on at for number phone old new last first "
                      "one okay ok yes yeah yep no so um uh er right sure".split()) | frozenset(EN_DIGITS)
_ONE_WORD = re.compile(r",?\s+all\s+one\s+word\b")


def _names_someone(said: str) -> bool:
    """Not all everyday words before a log-in's numbers: not "log in as usual twenty times"."""
    return not all(len(w) > 1 and is_everyday(w, "en", 4.0) for w in re.findall(r"[a-z]+", said)
                   if w not in NUMBER_WORD_SET)


def _user_names(text: str) -> list[tuple[int, int, str, float]]:
    """A log-in name read aloud: words joined by "underscore", no domain after it ("k
    underscore lee twelve", "frank m underscore seven seven"), or after the word that asks
    for it, with numbers after it."""
    found = [(m.start("name"), m.end("name"), "USER_NAME", 0.6) for m in _CUED_USER_NAME.finditer(text)
             if _names_someone(m.group("name"))]
    for cue in _USER_CUE.finditer(text):  # the answer, on this turn or the next: "it's tomas h eighty five"
        answer = next((a for a in _USER_ANSWER.finditer(text, cue.end(), min(len(text), cue.end() + 160))
                       if not set(a.group("word").split()) & _NOT_USER and _names_someone(a.group("name"))), None)
        if answer:
            found.append((answer.start("name"), answer.end("name"), "USER_NAME", 0.6))
    for one_word in _ONE_WORD.finditer(text):  # "r halvorsen two, all one word"
        words = list(re.finditer(r"[\w']+", text[max(0, one_word.start() - 50):one_word.start()]))
        offset, start = max(0, one_word.start() - 50), None
        for word in reversed(words[-4:]):
            if word.group() in _AFTER_NAME or re.search(r"[.?!:\n]", text[offset + word.end():one_word.start()]):
                break
            start = offset + word.start()
        if start is not None:
            found.append((start, one_word.start() + len(text[start:one_word.start()].rstrip(" ,")) - (
                one_word.start() - start), "USER_NAME", 0.6))
    for joiner in _JOINER.finditer(text):
        start = joiner.start()
        for word in reversed(list(re.finditer(r"[\w']+", text[max(0, start - 60):start]))):
            position = max(0, joiner.start() - 60) + word.start()
            capital = word.group() == "capital" and re.match(r"\s+[a-z](?![\w'])", text[position + 7:])
            if word.group() in _AFTER_NAME and not capital \
                    or re.search(r"[.?!:,\n]", text[position + len(word.group()):start]) \
                    or joiner.start() - position > 40:  # "capital j capital r underscore …" keeps its capitals
                break
            start = position
        end = joiner.end()
        for word in re.finditer(r"[\w']+", text[end:end + 60]):
            if word.group() in _AFTER_NAME or re.search(r"[.?!:,\n]", text[end:joiner.end() + word.start()]) \
                    or word.end() > 40:
                break
            end = joiner.end() + word.end()
        if start < joiner.start() and end > joiner.end():
            found.append((start, end, "USER_NAME", 0.6))
    return found
