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
from difflib import SequenceMatcher

from ..language import is_everyday
from .gazetteers import person_names, place_names
from .vocabulary import part_of_speech

EMAIL_ADDRESS, GENERIC_ID, SPELLED, STREET_ADDRESS = "EMAIL_ADDRESS", "GENERIC_ID", "SPELLED_SEQUENCE", "STREET_ADDRESS"

# English said aloud, for detection and fill alike: the digits, the teens, the tens, the
# spelling alphabet, and the label a transcript puts before a turn ("agent: ", "A: ").
EN_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
EN_TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen")
EN_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
NATO_WORDS = ("alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima|mike|"
              "november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky|x-ray|xray|yankee|zulu")
# A speaker's label before a turn ("kund: ", "A: ", "Handläggare: "), which many readings step over.
TURN_LABEL = r"[^\W\d_][\w .-]{0,30}:"
SPEAKER_LABEL = re.compile(rf"^\s*{TURN_LABEL}\s*")
# Where a turn starts: a line's start or its label ("speaker 2: | ray uh ray castellanos").
TURN_START = re.compile(rf"(?:^|\n)(?:{TURN_LABEL})?\s*$")

EN_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
# Months as callers shorten them ("the fourteenth of feb"), in order; "jan", "mar", "jun" and
# "jul" stay out of what is read as a month (names and words), not out of what the fill writes.
SHORT_MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sept|oct|nov|dec"
SAID_MONTHS = EN_MONTHS + "|feb|apr|aug|sept|oct|nov|dec"


def month_number(said: str) -> int:
    """1–12 of a month said in full or short ("feb" → 2)."""
    months = EN_MONTHS.split("|")
    return months.index(said) + 1 if said in months else SHORT_MONTHS.split("|").index(said) + 1

NATO = NATO_WORDS + r"|x\s+ray"
NUMBER_WORDS = "|".join(("zero", "oh", *EN_DIGITS[1:], *EN_TEENS, *EN_TENS, "hundred"))
_LETTER = (r"(?:(?:double\s+|triple\s+)?[a-z](?:\s+(?:as\s+in|for|like)\s+(?:x\s+ray|[a-z]+))?|"  # "x as in x ray",
           + NATO + ")")  # "h u double s a i n"
_DIGIT = rf"(?:(?:double|triple)\s+)?(?:{NUMBER_WORDS}|\d+)"
_GAP = r"(?:\s*,?\s+(?:dash|hyphen|stroke|slash)(?:\s*,)?\s+|\s*[,-]\s*|\s+)"  # "s s h, dash, oh oh nine"
# Letters and digits together, four tokens or more, a letter and two digits at least.
_REFERENCE = re.compile(rf"(?<![\w'])(?:{_LETTER}|{_DIGIT})(?:{_GAP}(?:{_LETTER}|{_DIGIT})){{3,}}(?![\w'])")
_SPELLED = re.compile(rf"(?<![\w']){_LETTER}(?:{_GAP}{_LETTER}){{2,}}(?![\w'])")
_IS_DIGIT = re.compile(rf"^{_DIGIT}$")
# The names of numbers, said as letters: "the v i n", "your a r n", "our b s b" name no one.
ID_KINDS = frozenset("vin otp arn bsb mrn imei ssn dob pps ppsn nhs nhi ndis ein itin tfn abn acn sin nin utr iban "
                     "bic pan upi ifsc cvv cvc pin mpan mprn eircode vat gst hst".split())
_ACRONYMS = frozenset("sms mms ussd tsh mri ecg ekg icu atm pdf usb dvd gps wifi".split())  # "an s m s", no name
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
# The words of a street's name said in full (recasing, the calls' kind names and the fill read them too).
STREET_WORDS = frozenset("street avenue road lane drive boulevard way place court".split())
STREET_KINDS = ("street|st|avenue|ave|road|rd|lane|ln|drive|dr|court|ct|boulevard|blvd|way|place|pl|terrace|circle|"
           "parkway|highway|trail|plaza|square|tollway|freeway|expressway|turnpike|crescent|ridge|mews|grove|gardens|"
           "rise|loop|pike|cove|crest|glen|row|close|walk|path|bend|alley|hollow")
# "county road b", "avenue h"; not a postcode's first letter ("kellaway avenue | b s seven")
_LETTER_AFTER = r"(?:[^\S\n]+(?![ai]\b)[a-z](?![\w'])(?![^\S\n]+[a-z](?![\w'])))?"
# "rainier avenue south", "thirty third avenue southwest"
_DIRECTION = r"(?:\s+(?:northeast|northwest|southeast|southwest|north|south|east|west)(?![\w']))?"
_SAID_NUMBER = rf"(?:(?:double|triple)\s+)?(?:{NUMBER_WORDS})"
_NAMELESS = frozenset("the a an of and in on at to for by with from this that my your our main old new same next "
                      "other".split())  # "the main highway", "the same freeway" name no road
_FUNCTION = r"(?:the|of|a|an|and|in|on|at|to|for|by|with|from)\b"
_UNIT = (rf"(?:apartment|apt|unit|suite|flat|level)\s+(?:{_SAID_NUMBER}|[a-z])(?:\s+(?:{_SAID_NUMBER}|[a-z])){{0,2}}"
         rf"(?:\s+(?:stroke|slash)\s+{_SAID_NUMBER})?")  # a Glasgow flat: "flat two stroke one"
ORDINAL_UNITS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
ORDINAL = (rf"(?:(?:twenty|thirty)[\s-](?:{ORDINAL_UNITS})|{ORDINAL_UNITS}|tenth|eleventh|twelfth|thirteenth|"
            r"fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)")
# "eleven thousand which is way more": no street
_NO_STREET_NAME = (rf"(?:{_FUNCTION}|(?:which|who|is|are|was|were|be|it|that|this|you|we|they|he|she|i|so|but|or|"
                   r"not|more|less|much|many)\b)")
_ADDRESS = re.compile(rf"(?<![\w'])(?:{_UNIT},?\s+(?:at\s+)?)?(?:(?:number|lot)\s+)?"
                      rf"{_SAID_NUMBER}(?:\s+{_SAID_NUMBER}){{0,4}}"
                      rf"(?:\s+[a-h](?=\s))?,?"  # "fourteen a kellaway avenue", "number six, mill lane"
                      rf"\s+(?:(?:(?:north|south|east|west)\s+)?(?:(?:(?!{_NO_STREET_NAME})[a-z']+|(?!i\b|a\s+[a-z]{{2}})[a-z])\s+){{1,3}}?"
                      # "maple grove road"
                      rf"(?:{STREET_KINDS})\b(?:\s+(?:{STREET_KINDS})\b)?"
                      # a road by its number: "seventeen twenty two county road forty five"
                      rf"(?:(?:(?<=road)|(?<=highway)|(?<=route))\s+{_SAID_NUMBER}(?:\s+{_SAID_NUMBER})?(?![\w']))?"
                      rf"{_LETTER_AFTER}{_DIRECTION}"
                      rf"|broadway\b|{ORDINAL}\s+line\b"  # "ninth line", "six the crescent":
                      rf"|the\s+(?:crescent|close|grove|mews|green|parade|avenue|drive|terrace|row|square)\b"
                      # a Quebec street: "eleven forty six rue ontario est"
                      rf"|(?:rue|chemin|rang)\s+(?:(?:de\s+la|de|du|des|saint|sainte)\s+)?[a-z'-]+"
                      rf"(?:\s+(?:est|ouest|nord|sud)\b)?"
                      rf"|(?:heol|ffordd|stryd|lon)\s+(?:(?:y|yr)\s+)?[a-z'-]+"  # a Welsh one: "nine heol y nant"
                      # a Spanish one: "three thirty three vista del sol", "calle de la luna"
                      rf"|(?:calle|camino|avenida|paseo|vista|via|rancho|placita|plaza)\s+"
                      rf"(?:(?:del|de la|de los|de las|de|la|el|los|las)\s+)?[a-z'-]{{3,}})"
                      rf"(?:,?\s+(?:apartment|apt|unit|suite|flat|number|lot|space|trailer)\s+(?:{_DIGIT}|[a-z])(?:\s+(?:{_DIGIT}|[a-z])){{0,3}}"
                      rf"(?![\w']))?"
                      rf"(?:,?\s+r\s*d\s+{_SAID_NUMBER}(?![\w']))?")  # a rural delivery: "old coach road, r d two"
# An address with no street number: a box ("p o box fourteen oh six", "rural route two box
# eighteen") or a house's name on its street ("rose cottage, mill lane").
_NUMBERLESS = re.compile(rf"(?<![\w'])(?:(?:p\s*o|post\s+office)\s+box|(?:rural\s+route|r\s+r)\s+{_SAID_NUMBER}"
                         rf"(?:\s+box)?)(?:\s+{_SAID_NUMBER}){{1,5}}(?![\w'])"
                         rf"|(?<![\w'])(?:[a-z]+\s+)?(?:cottage|farm|lodge|barn|manor|farmhouse|bungalow),?\s+"
                         rf"(?:(?!{_FUNCTION})[a-z']+\s+){{1,2}}(?:{STREET_KINDS})(?![\w'])")

# A street or road named without its number, after a word that places it ("on main street",
# "at union avenue and fourth", "on route nine", "interstate five").
_NOT_NAMED = (r"(?!(?:the|a|an|my|your|our|their|his|her|its|this|that|some|any|no|every|each|one|which|what|other|"
              r"uh|um|er|ah)\b)")
_NO_ROAD = re.compile(r"\b(?:hard|test|disk|disc|flash|thumb|usb|external|long|short|scenic|back|front)\s+drive$")
_STREET_NAME = re.compile(rf"(?<![\w'])(?:on|at|off|near|onto|along|from|of|and|by|past|via|as far as)\s+"
                          rf"(?:(?:uh|um)\s+)?(?P<name>"
                          rf"(?:{_NOT_NAMED}[a-z']+\s+){{1,3}}(?:street|avenue|road|boulevard|lane|drive|crescent|parkway|highway|"
                          rf"terrace|trail|tollway|freeway|expressway|turnpike|park|airport){_LETTER_AFTER}{_DIRECTION}"
                          rf"|avenue\s+(?![ai]\b)[a-z]"
                          rf"|(?:route|interstate|highway)\s+{_SAID_NUMBER}(?:\s+{_SAID_NUMBER})?|broadway)(?![\w'])"
                          # the street a place is by: "the cross street is broadway", "cross streets are x and y"
                          rf"|\bcross\s+streets?\s+(?:(?:is|are|would be|uh|um)\s+)*(?P<cross>{_NOT_NAMED}"
                          rf"(?!{_FUNCTION})[a-z']+(?:\s+(?:{STREET_KINDS}))?)(?![\w'])"
                          # "take interstate forty", "the seventeenth street branch": named by number
                          rf"|(?<![\w'])(?P<numbered>(?:interstate|highway)\s+{_SAID_NUMBER}(?:\s+{_SAID_NUMBER})?"
                          rf"|{ORDINAL}\s+(?:street|avenue)"
                          # a motorway by its letter: "he went out the m fifty", "off the n seven"
                          rf"|(?<=the\s)[man]\s+(?:{NUMBER_WORDS})(?:\s+(?:{NUMBER_WORDS}))?)(?![\w'])")
# A named road said with "the": "right off the dallas north tollway", "on the garden state parkway".
_THE_ROAD = re.compile(r"(?<![\w'])(?:on|off|near|onto|along|from|take|took|via|of|to)\s+the\s+(?P<name>"
                       r"(?P<words>(?:[a-z']+\s+){1,3}?)(?:tollway|freeway|expressway|turnpike|parkway|highway))"
                       r"(?![\w'])")
# A branch named by its street: "take it to the sandy boulevard office".
_BRANCH_STREET = re.compile(r"(?<![\w'])the\s+(?P<name>(?P<words>(?:[a-z']+\s+){1,2}?)(?:street|avenue|road|boulevard|"
                            r"drive|lane))\s+(?:office|branch|location|store|site|clinic|campus|depot|shop)s?(?![\w'])")
# The town and state between a said address and its zip code (five digits said).
_SAID_NO_TOWN = r"(?:it's|its|that's|is|was|um|uh|yeah|okay|ok|so|and|zip|code|zip code|postcode)"
_TOWN_BEFORE_ZIP = re.compile(rf",?\s+(?:in\s+)?"
                              rf"(?P<town>(?:(?!{_FUNCTION}|{NUMBER_WORDS}\b|{_SAID_NO_TOWN}\b)[a-z']+,?\s+)"
                              rf"{{1,4}}?)"
                              # a zip (five digits), a postcode of four ("morley, six oh six two"), a British or
                              # Canadian one ("leeds, l s six, three b j", "calgary t two t, oh m five")
                              rf"(?=(?:{_SAID_NUMBER}[\s,]+){{3,4}}{_SAID_NUMBER}\b|(?:[a-z]\s+){{1,2}}{_SAID_NUMBER}\b)")
# the suburb that ends the turn after a street: "thirty seven kaitemako road welcome bay"
_TOWN_AT_END = re.compile(r",?[^\S\n]+(?:in[^\S\n]+)?(?P<town>[a-z']+(?:[^\S\n]+[a-z']+){0,2})"
                          r"[^\S\n]*(?:[.,?!]|\n|$)")
_NUMBER_WORD_SET = frozenset(NUMBER_WORDS.split("|"))
_NOT_A_TOWN = frozenset("yes yeah yep okay ok right please thanks thank you correct sorry mate love that's it is was "
                        "the a an and or but so then now there here too as well cheers luv pet sir madam bye ta "
                        "".split()) | _NUMBER_WORD_SET
_FOUR_DIGITS = re.compile(rf"[\s,]*((?:{_SAID_NUMBER}[\s,]+){{3}}{_SAID_NUMBER})(?![\w'])(?![\s,]+{_SAID_NUMBER}\b)")


def find_spoken(text: str) -> list[tuple[int, int, str, float]]:
    """(start, end, label, score) of every spoken identifier in a transcript (its dates:
    spoken_dates.py)."""
    lower = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)  # offsets kept ("İ")
    found = [*_references(lower), *_addresses(lower)]
    found += [(m.start(), m.end(), SPELLED, 0.7) for m in _SPELLED.finditer(lower)
              if not any(_IS_DIGIT.match(t) for t in _tokens(m.group())) and _letters(m.group()) >= 3
              and len(set(m.group().replace(" ", "").replace(",", ""))) >= 2  # "i i i" is a stammer
              and spelled_letters(m.group()) not in ID_KINDS | _ACRONYMS]
    # said, on a line a recogniser wrote: it starts in lower case after its speaker's label
    # ("On 10 November 1999, a" is prose; the names recasing gave capitals do not count); an
    # e-mail's "at … dot com" says itself on any line
    found += _spelled_words(lower, [f for f in found if f[2] == SPELLED])
    emails = _emails(lower)
    found += [name for name in _user_names(lower) if not any(e[0] <= name[0] < e[1] for e in emails)]
    return [*emails, *(f for f in found if transcribed(text, f[0]))]


def spelled_letters(said: str) -> str:
    """The word a spelling spells: "p as in papa a r k" → "park", "bravo o b" → "bob"."""
    letters, times = [], 1
    for token in _tokens(said):
        word = token.split()[0] if token else ""
        if word in ("double", "triple"):
            times = 2 if word == "double" else 3
            continue
        letters.append((word[:1] if len(word) == 1 or re.fullmatch(NATO, token) else "") * times)
        times = 1
    return "".join(letters)


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


def sounds_like(heard: list[str], word: str) -> bool:
    """Words heard for a spelled name ("too he why", "tuhiwai"): its first letter, length, some letters."""
    joined = "".join(heard)
    return bool(joined) and joined[0] == word[0] and len(word) - 2 <= len(joined) <= len(word) + 3 \
        and SequenceMatcher(None, joined, word).ratio() >= 0.35 and joined != word


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


def _tokens(said: str) -> list[str]:
    return re.split(r"\s*[,-]\s*|\s+(?!as\s+in|for\s|like\s)(?<!\bas\s)(?<!\bin\s)", said.strip())


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


def _names_a_town(words: list[str]) -> bool:
    """No word that says something of a place ("same town", "since last week"), nor one everyday word."""
    return not set(words) & _NOT_A_TOWN and not any("'" in w or part_of_speech(w) in _NOT_IN_A_TOWN for w in words) \
        and not (len(words) == 1 and is_everyday(words[0], "en", 4.0))


_NOT_IN_A_TOWN = frozenset({"ADJ", "ADV", "DET", "PART", "PRON", "AUX", "ADP", "SCONJ", "CCONJ", "NUM", "INTJ"})


def _references(text: str) -> list[tuple[int, int, str, float]]:
    found = []
    for match in _REFERENCE.finditer(text):
        # "a" and "i" at either end are the words ("forty nine ninety nine a month")
        start = match.start() + len(re.match(rf"(?:[ai]\s+(?={_DIGIT}\b))*", match.group()).group())
        # "… three t a." ends on its letters, so does an Irish pps number ("… eight three t a grand")
        closed = re.match(r"\s*(?:[.,?!]|$)", text[match.end():match.end() + 2]) \
            or _PPS.search(text, max(0, match.start() - 80), match.start())
        end = match.end() - (0 if closed and re.search(r"(?<![\w'])[a-z]\s+[ai]$", match.group())
                             else len(re.search(r"(?:\s+[ai])*$", match.group()).group()))
        if start > match.start() and TURN_START.search(text, max(0, match.start() - 40), match.start()) \
                and _letters(text[start:end]) >= 1:
            start = match.start()  # a whole answer: "his prison number / a four four nine one d k"
        said = text[start:end]
        digits = len(re.findall(rf"(?<![\w']){_DIGIT}(?![\w'])", said))
        if _letters(said) >= 1 and digits >= 2 and len(_tokens(said)) >= 4:
            found.append((start, end, GENERIC_ID, 0.7))
    return found


def _addresses(text: str) -> list[tuple[int, int, str, float]]:
    found = [(m.start(g), m.end(g), "LOCATION", 0.65) for m in _STREET_NAME.finditer(text)
             for g in ("name", "cross", "numbered")
             if m.group(g) and not (g == "name" and _NO_ROAD.search(m.group(g)))]
    for road in (*_THE_ROAD.finditer(text), *_BRANCH_STREET.finditer(text)):  # not "the old highway"
        words = road.group("words").split()
        if not set(words) & _NAMELESS and (len(words) >= 2 or part_of_speech(words[0]) not in ("ADJ", "NUM", "ADV")):
            found.append((road.start("name"), road.end("name"), "LOCATION", 0.65))
    for corner in _CORNER.finditer(text):  # "on fifth and pike": a numbered street and a named one
        numbered = [re.fullmatch(ORDINAL, corner.group(g)) is not None for g in ("x", "y")]
        named = corner.group("y") if numbered[0] else corner.group("x")
        if sum(numbered) == 1 and not is_everyday(named, "en", 4.0):
            found.append((corner.start("x"), corner.end("y"), "LOCATION", 0.6))
    for town in _TOWN_POSTCODE.finditer(text):  # "lachlan pham in rockingham six one six eight"
        if town.group("town").title() in place_names("en"):
            found.append((town.start("code"), town.end("code"), "POSTCODE", 0.6))
    found += [(m.start(), m.end(), STREET_ADDRESS, 0.7) for m in _NUMBERLESS.finditer(text)]
    for address in _ADDRESS.finditer(text):
        found.append((address.start(), address.end(), STREET_ADDRESS, 0.75))
        town = _TOWN_BEFORE_ZIP.match(text, address.end())
        if town:  # "… apartment three a freehold new jersey oh seven seven two eight"
            said = town.group("town").rstrip(" ,")
            found.append((town.start("town"), town.start("town") + len(said), "LOCATION", 0.65))
        elif (suburb := _TOWN_AT_END.match(text, address.end())) is not None \
                and _names_a_town(suburb.group("town").split()):  # "… kaitemako road welcome bay"
            found.append((suburb.start("town"), suburb.end("town"), "LOCATION", 0.6))
        # the postcode after the town, or after the street ("four morgan street, two oh four
        # nine"), or said next when the address was read back ("… kurrajong court, lara? / yep,
        # three two one two")
        end = town.end() if town else address.end()
        postcode = _FOUR_DIGITS.match(text, end) or _NEXT_TURN_POSTCODE.match(text, text.find("\n", end) + 1) \
            if re.match(r"[^\n]{0,30}\?\s*\n", text[end:]) else _FOUR_DIGITS.match(text, end)
        if postcode:
            found.append((postcode.start(1), postcode.end(1), "POSTCODE", 0.65))
    return found


_CORNER = re.compile(rf"\b(?:on|at|of)\s+(?P<x>{ORDINAL}|[a-z']{{3,}})\s+and\s+(?P<y>{ORDINAL}|[a-z']{{3,}})(?![\w'])")
_TOWN_POSTCODE = re.compile(rf"\b(?:in|from|at)\s+(?P<town>[a-z']+(?:\s+[a-z']+)?)\s*,?\s+"
                            rf"(?P<code>(?:{_SAID_NUMBER}[\s,]+){{3,4}}{_SAID_NUMBER})(?![\w'])(?![\s,]+{_SAID_NUMBER}\b)")
_NEXT_TURN_POSTCODE = re.compile(rf"(?:{TURN_LABEL}\s*)?(?:(?:yep|yes|yeah|yup|correct|that's right|"
                                 rf"right|uh|um)[,.]?\s+)*((?:{_SAID_NUMBER}[\s,]+){{3,4}}{_SAID_NUMBER})"
                                 rf"\s*(?:[.,?!]|\n|$)")


_JOINER = re.compile(r"(?<![\w'])underscore(?![\w'])")
# ("all one word" ends at "all": "… underscore ninety one" keeps its "one")
_AFTER_NAME = _BEFORE_EMAIL | frozenset("all lowercase capital please thanks thank you login username user name "
                                        "name's id handle".split())


# A log-in name after the word that asks for it, with the numbers said after it ("your user id
# hwlee fifty six is locked").
_CUED_USER_NAME = re.compile(rf"\b(?:user ?name|user ?id|login|log in|handle|screen name|gamer ?tag|network id)"
                             rf"(?:'s)?[^\S\n]+(?:is\s+|was\s+|it's\s+|with\s+|as\s+)?(?:(?:so|uh|um)\s+)?"
                             rf"(?P<name>(?!(?:{_FUNCTION}|is|was|it's|and|but|with|as|so|uh|um)\b)"
                             # "keisha j twenty three", "hana sato twenty two"
                             rf"[a-z][a-z0-9]*(?:[^\S\n]+[a-z][a-z]*(?=[^\S\n]+(?:{NUMBER_WORDS})\b))?"
                             rf"(?:[^\S\n]+{_DIGIT})+)(?![\w'])")


_USER_CUE = re.compile(r"\b(?:user ?name|user ?id|login|log in|handle|screen name|network id)\b")
_USER_ANSWER = re.compile(rf"(?:^(?:{TURN_LABEL}\s*)?|(?<![\w'])(?:is it|it's|its|is|that's|it'll be|it will be|"
                          rf"it'd be|it would be|should be)\s+)"
                          rf"(?P<name>(?P<word>[a-z]+(?:\s+[a-z]+)?)(?:\s+{_DIGIT})+)(?![\w':])", re.MULTILINE)
_NOT_USER = frozenset("the a an my your is it it's that's and or of to in on at for number phone old new last first "
                      "one okay ok yes yeah yep no so um uh er right sure".split()) | frozenset(EN_DIGITS)
_ONE_WORD = re.compile(r",?\s+all\s+one\s+word\b")


def _names_someone(said: str) -> bool:
    """Not all everyday words before a log-in's numbers: not "log in as usual twenty times"."""
    return not all(len(w) > 1 and is_everyday(w, "en", 4.0) for w in re.findall(r"[a-z]+", said)
                   if w not in _NUMBER_WORD_SET)


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
