"""Addresses as a transcript says them: a street and its number in words ("fourteen oh two elm
street apartment six c"), a street named where something is ("on main street", "off the
dallas north tollway", "on fifth and pike"), an address with no number (a box, a house's
name, a lot and block), the town after it and its postcode said as digits.  Read on lower
case; the spoken grammar's numbers and street words come from spoken.py.
"""

from __future__ import annotations

import re

from ..language import is_everyday
from ..languages.en.spoken import NUMBER_WORD_SET, NUMBER_WORDS, ORDINAL, STREET_KINDS
from ..lexicon.gazetteers import place_names
from ..lexicon.words import part_of_speech
from .spoken import FUNCTION_WORD, SAID_DIGIT, SAID_NUMBER, STREET_ADDRESS, TURN_LABEL, transcribed

# "county road b", "avenue h"; not a postcode's first letter ("kellaway avenue | b s seven")
_LETTER_AFTER = r"(?:[^\S\n]+(?![ai]\b)[a-z](?![\w'])(?![^\S\n]+[a-z](?![\w'])))?"

# "rainier avenue south", "thirty third avenue southwest"
_DIRECTION = r"(?:\s+(?:northeast|northwest|southeast|southwest|north|south|east|west)(?![\w']))?"

_NAMELESS = frozenset("the a an of and in on at to for by with from this that my your our main old new same next "
                      "other".split())  # "the main highway", "the same freeway" name no road

_UNIT = (rf"(?:apartment|apt|unit|suite|flat|level)\s+(?:{SAID_NUMBER}|[a-z])(?:\s+(?:{SAID_NUMBER}|[a-z])){{0,2}}"
         rf"(?:\s+(?:stroke|slash)\s+{SAID_NUMBER})?")  # a Glasgow flat: "flat two stroke one"

# "eleven thousand which is way more": no street
_NO_STREET_NAME = (rf"(?:{FUNCTION_WORD}|(?:which|who|is|are|was|were|be|it|that|this|you|we|they|he|she|i|so|but|or|"
                   r"not|more|less|much|many)\b)")

_ADDRESS = re.compile(rf"(?<![\w'])(?:{_UNIT},?\s+(?:at\s+)?)?(?:(?:number|lot)\s+)?"
                      rf"{SAID_NUMBER}(?:\s+{SAID_NUMBER}){{0,4}}"
                      rf"(?:\s+[a-h](?=\s))?,?"  # "fourteen a kellaway avenue", "number six, mill lane"
                      rf"\s+(?:(?:(?:north|south|east|west)\s+)?(?:(?:(?!{_NO_STREET_NAME})[a-z']+|(?!i\b|a\s+[a-z]{{2}})[a-z])\s+){{1,3}}?"
                      # "maple grove road"
                      rf"(?:{STREET_KINDS})\b(?:\s+(?:{STREET_KINDS})\b)?"
                      # a road by its number: "seventeen twenty two county road forty five"
                      rf"(?:(?:(?<=road)|(?<=highway)|(?<=route))\s+{SAID_NUMBER}(?:\s+{SAID_NUMBER})?(?![\w']))?"
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
                      rf"(?:,?\s+(?:apartment|apt|unit|suite|flat|number|lot|space|trailer)\s+(?:{SAID_DIGIT}|[a-z])(?:\s+(?:{SAID_DIGIT}|[a-z])){{0,3}}"
                      rf"(?![\w']))?"
                      rf"(?:,?\s+r\s*d\s+{SAID_NUMBER}(?![\w']))?")  # a rural delivery: "old coach road, r d two"

# An address with no street number: a box ("p o box fourteen oh six", "rural route two box
# eighteen") or a house's name on its street ("rose cottage, mill lane").
_NUMBERLESS = re.compile(rf"(?<![\w'])(?:(?:p\s*o|post\s+office)\s+box|(?:rural\s+route|r\s+r)\s+{SAID_NUMBER}"
                         rf"(?:\s+box)?)(?:\s+{SAID_NUMBER}){{1,5}}(?![\w'])"
                         # a lot and block, and the subdivision's name: "lot seven block twelve, san isidro homes"
                         rf"|(?<![\w'])(?:lot|block|blk)(?:\s+{SAID_NUMBER}){{1,3}}(?:,?\s+(?:block|blk|lot|phase)"
                         rf"(?:\s+{SAID_NUMBER}){{1,3}}){{1,2}}(?:,?\s+(?:(?!{FUNCTION_WORD})[a-z']+\s+){{1,3}}"
                         rf"(?:homes|subdivision|village|estates?|heights|residences|park)(?![\w']))?(?![\w'])"
                         rf"|(?<![\w'])(?:[a-z]+\s+)?(?:cottage|farm|lodge|barn|manor|farmhouse|bungalow),?\s+"
                         rf"(?:(?!{FUNCTION_WORD})[a-z']+\s+){{1,2}}(?:{STREET_KINDS})(?![\w'])")

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
                          rf"|(?:route|interstate|highway)\s+{SAID_NUMBER}(?:\s+{SAID_NUMBER})?|broadway)(?![\w'])"
                          # the street a place is by: "the cross street is broadway", "cross streets are x and y"
                          rf"|\bcross\s+streets?\s+(?:(?:is|are|would be|uh|um)\s+)*(?P<cross>{_NOT_NAMED}"
                          rf"(?!{FUNCTION_WORD})[a-z']+(?:\s+(?:{STREET_KINDS}))?)(?![\w'])"
                          # "take interstate forty", "the seventeenth street branch": named by number
                          rf"|(?<![\w'])(?P<numbered>(?:interstate|highway)\s+{SAID_NUMBER}(?:\s+{SAID_NUMBER})?"
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
                              rf"(?P<town>(?:(?!{FUNCTION_WORD}|{NUMBER_WORDS}\b|{_SAID_NO_TOWN}\b)[a-z']+,?\s+)"
                              rf"{{1,4}}?)"
                              # a zip (five digits), a postcode of four ("morley, six oh six two"), a British or
                              # Canadian one ("leeds, l s six, three b j", "calgary t two t, oh m five")
                              rf"(?=(?:{SAID_NUMBER}[\s,]+){{3,4}}{SAID_NUMBER}\b|(?:[a-z]\s+){{1,2}}{SAID_NUMBER}\b)")

# the suburb that ends the turn after a street: "thirty seven kaitemako road welcome bay"
_TOWN_AT_END = re.compile(r",?[^\S\n]+(?:in[^\S\n]+)?(?P<town>[a-z']+(?:[^\S\n]+[a-z']+){0,2})"
                          r"[^\S\n]*(?:[.,?!]|\n|$)")

_NOT_A_TOWN = frozenset("yes yeah yep okay ok right please thanks thank you correct sorry mate love that's it is was "
                        "the a an and or but so then now there here too as well cheers luv pet sir madam bye ta "
                        "".split()) | NUMBER_WORD_SET

_FOUR_DIGITS = re.compile(rf"[\s,]*((?:{SAID_NUMBER}[\s,]+){{3}}{SAID_NUMBER})(?![\w'])(?![\s,]+{SAID_NUMBER}\b)")

def _names_a_town(words: list[str]) -> bool:
    """No word that says something of a place ("same town", "since last week"), nor one everyday word."""
    return not set(words) & _NOT_A_TOWN and not any("'" in w or part_of_speech(w) in _NOT_IN_A_TOWN for w in words) \
        and not (len(words) == 1 and is_everyday(words[0], "en", 4.0))

_NOT_IN_A_TOWN = frozenset({"ADJ", "ADV", "DET", "PART", "PRON", "AUX", "ADP", "SCONJ", "CCONJ", "NUM", "INTJ"})

def _said_of_someone(name: str) -> bool:
    """A clause, no street's name: "and i don't drive", "and they drive"."""
    return any(part_of_speech(w) == "PRON" or w.endswith("n't") or w in _BE_DO_HAVE for w in name.split()[:-1])

_BE_DO_HAVE = frozenset("am is are was were do does did have has had".split())

def find_addresses(text: str) -> list[tuple[int, int, str, float]]:
    """(start, end, label, score) of the streets, addresses, towns and postcodes a transcript
    says, on the lines a recogniser wrote."""
    lower = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)  # offsets kept ("İ")
    return [found for found in _addresses(lower) if transcribed(text, found[0])]


def _addresses(text: str) -> list[tuple[int, int, str, float]]:
    found = [(m.start(g), m.end(g), "LOCATION", 0.65) for m in _STREET_NAME.finditer(text)
             for g in ("name", "cross", "numbered")
             if m.group(g) and not (g == "name" and (_NO_ROAD.search(m.group(g)) or _said_of_someone(m.group(g))))]
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
                            rf"(?P<code>(?:{SAID_NUMBER}[\s,]+){{3,4}}{SAID_NUMBER})(?![\w'])(?![\s,]+{SAID_NUMBER}\b)")

_NEXT_TURN_POSTCODE = re.compile(rf"(?:{TURN_LABEL}\s*)?(?:(?:yep|yes|yeah|yup|correct|that's right|"
                                 rf"right|uh|um)[,.]?\s+)*((?:{SAID_NUMBER}[\s,]+){{3,4}}{SAID_NUMBER})"
                                 rf"\s*(?:[.,?!]|\n|$)")
