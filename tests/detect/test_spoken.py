"""Identifiers said aloud, as a speech recogniser writes them (English)."""

from __future__ import annotations

import re

import pytest

from pseudofill import Document, MaskPipeline
from pseudofill.detect.spoken import find_spoken
from pseudofill.detect.spoken_addresses import find_addresses
from pseudofill.detect.spoken_dates import find_dates


def said(text: str) -> dict[str, str]:
    return {text[start:end]: label
            for start, end, label, _ in (*find_spoken(text), *find_addresses(text), *find_dates(text))}


@pytest.mark.parametrize("text, value, label", [
    ("my email is anna dot berg at gmail dot com all one word", "anna dot berg at gmail dot com", "EMAIL_ADDRESS"),
    ("it's k underscore lee twelve at hotmail dot com", "k underscore lee twelve at hotmail dot com",
     "EMAIL_ADDRESS"),
    ("send it to raul dash mendoza at icloud dot com please", "raul dash mendoza at icloud dot com", "EMAIL_ADDRESS"),
    ("uh yes it's b w seven seven four oh two nine", "b w seven seven four oh two nine", "GENERIC_ID"),
    ("policy number r t two two six nine thanks", "r t two two six nine", "GENERIC_ID"),
    ("the code is x ray, quebec, seven, bravo, romeo, two", "x ray, quebec, seven, bravo, romeo, two", "GENERIC_ID"),
    ("sure it's q u i n t a n i l l a", "q u i n t a n i l l a", "SPELLED_SEQUENCE"),
    ("m as in mike a r t y", "m as in mike a r t y", "SPELLED_SEQUENCE"),
    ("we're at fourteen oh two elm street apartment six c in san leandro",
     "fourteen oh two elm street apartment six c", "STREET_ADDRESS"),
    ("her date of birth is the twelfth of april nineteen fifty one okay", "the twelfth of april nineteen fifty one",
     "DATE_OF_BIRTH"),
    ("and his date of birth\nmay second, twenty fifteen", "may second, twenty fifteen", "DATE_OF_BIRTH"),
    ("the bill is due on the fifteenth", "the fifteenth", "DATE"),
    ("what's the username\nit's k underscore lee twelve\nand the email", "k underscore lee twelve", "USER_NAME"),
    ("my login is frank m underscore seven seven all one word", "frank m underscore seven seven", "USER_NAME"),
    ("you'll log in with keisha j twenty three and the password", "keisha j twenty three", "USER_NAME"),
    ("and your username?\nso it'll be t tran four oh two", "t tran four oh two", "USER_NAME"),
    ("diallo is d i a double l o", "d i a double l o", "SPELLED_SEQUENCE"),
    ("it's s s h, dash, oh oh nine one four. do you", "s s h, dash, oh oh nine one four", "GENERIC_ID"),
    ("it's two four oh eight one one nine three at sun dot ac dot za.",
     "two four oh eight one one nine three at sun dot ac dot za", "EMAIL_ADDRESS"),
    # street kinds beyond the American ones, a road's two kind words, a British "the crescent"
    ("yeah, fourteen rangituhi crescent, titahi bay", "fourteen rangituhi crescent", "STREET_ADDRESS"),
    ("i'm outside twelve twenty four maple grove road in edina", "twelve twenty four maple grove road",
     "STREET_ADDRESS"),
    ("the property address six the crescent, shrewsbury", "six the crescent", "STREET_ADDRESS"),
    ("sixty two forty six ninth line oh wait", "sixty two forty six ninth line", "STREET_ADDRESS"),
    ("i was at the plant on rotunda drive", "rotunda drive", "LOCATION"),
    ("take it to the sandy boulevard office", "sandy boulevard", "LOCATION"),
    ("he's uh fourth march nineteen forty one", "fourth march nineteen forty one", "DATE"),
    ("she's coming home on wednesday the eighth and", "wednesday the eighth", "DATE"),
    ("rep: and date of birth\ncaller: seven march eighty five\nrep: ok", "seven march eighty five", "DATE_OF_BIRTH"),
    ("rep: can i take your date of birth\ncaller: yeah it's twenty third eleven eighty four",
     "twenty third eleven eighty four", "DATE_OF_BIRTH"),
    ("caller: margaret o'sullivan, the eleventh of february forty four\nagent: yes",
     "the eleventh of february forty four", "DATE"),
    ("agent: got it we've got the fourth at nine or the week after", "the fourth", "DATE"),
    ("caller: the fourth's fine i'll drop it off", "the fourth", "DATE"),
    ("rep: thanks. and when did it happen\ncaller: the sixth, a truck on the hume highway", "the sixth", "DATE"),
    ("can i take your pps number please. seven four one nine two oh three t a. and your name",
     "seven four one nine two oh three t a", "GENERIC_ID"),
    ("agent: it'll go to the address we have, four morgan street, two oh four nine\ncustomer: yes",
     "two oh four nine", "POSTCODE"),
    ("rep: and still seven kurrajong court, lara?\ncaller: yep, three two one two", "three two one two", "POSTCODE"),
    ("caller: thi hoa nguyen eleven forty six rue ontario est h two l one s seven",
     "eleven forty six rue ontario est", "STREET_ADDRESS"),
    ("it should be twenty minutes and he went out the m fifty", "m fifty", "LOCATION"),
    ("on the fifth of may forty people came", "the fifth of may", "DATE"),  # a count after it, no year
    ("what's your username there\ncaller: it's hanna m underscore ninety one\nrep: and",
     "hanna m underscore ninety one", "USER_NAME"),
    ("the application number's p twenty four stroke oh one eight eight seven stroke h h\nagent: ok",
     "p twenty four stroke oh one eight eight seven stroke h h", "GENERIC_ID"),
    ("speaker 1: so i've got lachlan pham in rockingham six one six eight", "six one six eight", "POSTCODE"),
    ("i ended the ride right by the rack on fifth and pike", "fifth and pike", "LOCATION"),
    ("speaker 1: it's at sixteen oh five north a w grimes boulevard and the fee",
     "sixteen oh five north a w grimes boulevard", "STREET_ADDRESS"),
    ("date of birth\naleksandra, third of the fifth eighty nine", "third of the fifth eighty nine", "DATE"),
    ("and his date of birth\nhe's uh twelve ten two thousand one", "twelve ten two thousand one", "DATE_OF_BIRTH"),
    # addresses with no street number, a road by its number, a unit of three, a rural delivery, a Welsh one
    ("and the tank's still at rural route two box eighteen out by", "rural route two box eighteen", "STREET_ADDRESS"),
    ("to my old box, p o box fourteen oh six. okay", "p o box fourteen oh six", "STREET_ADDRESS"),
    ("speaker 2: seventeen twenty two county road forty five it's the blue trailer",
     "seventeen twenty two county road forty five", "STREET_ADDRESS"),
    ("customer: unit nine oh four, eighty eight grenville street toronto",
     "unit nine oh four, eighty eight grenville street", "STREET_ADDRESS"),
    ("B: it's rose cottage, mill lane little haywood", "rose cottage, mill lane", "STREET_ADDRESS"),
    ("customer: three four two old coach road, r d two te awamutu", "three four two old coach road, r d two",
     "STREET_ADDRESS"),
    ("speaker 2: nine heol y nant clydach", "nine heol y nant", "STREET_ADDRESS"),
    ("caller: harjit dot d at shaw dot c a\nrep: perfect", "harjit dot d at shaw dot c a", "EMAIL_ADDRESS"),
    # a month shortened; a second birth date a turn after the question; a day said back
    ("agent: date of birth for the notes\ncustomer: fourteenth of feb eighty seven", "fourteenth of feb eighty seven",
     "DATE_OF_BIRTH"),
    ("agent: and dates of birth for both of you\ncaller: mine's eleven twenty three ninety six and his is two two "
     "ninety four\nagent: okay", "two two ninety four", "DATE_OF_BIRTH"),
    ("agent: so we're picking up june fifth at eight\ncaller: the fifth yeah and", "the fifth", "DATE"),
    ("agent: and his prison number\ncaller: a four four nine one d k\nagent: thanks", "a four four nine one d k",
     "GENERIC_ID"),
    ("it's one eighteen peachtree walk apartment twelve oh six in decatur",
     "one eighteen peachtree walk apartment twelve oh six", "STREET_ADDRESS"),
    ("we're at three thirty three vista del sol unit b in mesa", "three thirty three vista del sol unit b",
     "STREET_ADDRESS"),
    ("the address we have is sixty six palomino lane lot fourteen in", "sixty six palomino lane lot fourteen",
     "STREET_ADDRESS"),
    ("it's fourteen a kellaway avenue b s seven, eight q t", "fourteen a kellaway avenue", "STREET_ADDRESS"),
    ("B: aye flat two stroke one, ninety four dumbarton road", "flat two stroke one, ninety four dumbarton road",
     "STREET_ADDRESS"),
    ("customer: number six, mill lane in ledbury", "number six, mill lane", "STREET_ADDRESS"),
    ("A: what's the user name\nB: it's capital j capital r underscore nakamura twenty twenty\nA: and",
     "capital j capital r underscore nakamura twenty twenty", "USER_NAME"),
    ("agent: it is authorized through the twenty sixth\ncustomer: twenty sixth okay and", "twenty sixth", "DATE"),
])
def test_a_spoken_identifier_is_found_whole(text, value, label):
    assert said(text).get(value) == label, said(text)


@pytest.mark.parametrize("text", [
    "i will be there at nine and i have a cat",
    "On 10 November 1999, a single judge of the Court decided",
    "On 28 November 2006 the Lublin Regional Court imposed a sentence",
    "it costs forty nine ninety nine a month",
    "my number is five one oh four four two eight eight one seven",  # digits alone: the digit-run rule's
    "it worked for the first time",
    "it was a dot matrix printer",
    "may i speak with may lin",
    "it's eleven thousand which is way more than we paid",
    "i saved it on hard drive and did one more line",
    "i log in with two factor now",
    "i have two march tickets for twenty people",
    "it's the medium one i think second row from the bottom",
    "rep: yeah our b s b is ready and can you confirm the v i n for me",   # the names of numbers
    "A: the club name's all one word",
    "on first and second floors and at first and then",
    "it's nothing but four years of endurance and you might be teachable",  # no numbered street in it
    "caller: a four nine nine a month",                                     # an article, not an id's letter
    "we went down the county road and then the box was empty",
])
def test_prose_and_plain_numbers_are_no_spoken_identifiers(text):
    assert said(text) == {}


def test_the_default_run_masks_a_call_read_aloud():
    text = ("agent: thanks for calling can i have the account number\n"
            "customer: uh yes it's b w seven seven four oh two nine and my email is anna dot berg at gmail dot com\n"
            "agent: and the last name\ncustomer: q u i n t a n i l l a")
    masked, vault = MaskPipeline.from_config({}).mask(Document("c1", text))
    labels = {e.text: e.label for e in vault.entries}
    assert labels.get("b w seven seven four oh two nine") == "GENERIC_ID", labels
    assert labels.get("anna dot berg at gmail dot com") == "EMAIL_ADDRESS", labels
    assert labels.get("q u i n t a n i l l a") == "SPELLED_SEQUENCE", labels
    assert "gmail dot com" not in masked.text and "q u i n" not in masked.text


def test_an_english_transcript_gets_its_names_capitals_back():
    """A name no everyday word is, or one after a cue ("my name is", "thanks"), gets its
    capital; an everyday word does not ("i will call you in may about the bill")."""
    from pseudofill.detect.recase import recase

    text = ("agent: thank you for calling bluewater telecom my name is devon\n"
            "customer: hi devon i talked to roxanne yesterday and i will call you in may about the bill")
    recased = recase(text, "en")
    assert len(recased) == len(text)
    for name in ("Devon", "Roxanne", "Bluewater Telecom"):  # a firm before its kind word, with it
        assert name in recased, recased
    assert "i will call you in may about the bill" in recased
    masked, vault = MaskPipeline.from_config({}).mask(Document("c2", text))
    people = {e.text for e in vault.entries if e.label == "PERSON_NAME"}
    assert {"devon", "roxanne"} <= people, vault.entries
    assert ("bluewater telecom", "ORGANIZATION_NAME") in {(e.text, e.label) for e in vault.entries}
    assert "bill" not in {e.text for e in vault.entries}


def test_a_spoken_original_gets_a_spoken_substitute():
    """An e-mail or address said aloud is filled with one said aloud, in lower case, no digits."""
    from pseudofill.fill.baselines import FakerFiller
    from pseudofill.fill.spoken import en_said_number

    assert [en_said_number(d) for d in ("7", "46", "06", "246", "9506")] == [
        "seven", "forty six", "oh six", "two forty six", "ninety five oh six"]
    text = ("customer: my email is anna dot berg at gmail dot com and i live at "
            "fourteen oh two elm street apartment six c")
    masked, vault = MaskPipeline.from_config({}).mask(Document("c3", text))
    assert {e.label for e in vault.entries} >= {"EMAIL_ADDRESS", "STREET_ADDRESS"}, vault.entries
    for seed in range(3):
        filled = FakerFiller(seed=seed).fill(masked, vault)
        said = {f.label: f.value for f in filled.fills}
        assert re.fullmatch(r"[a-z ]+ at [a-z ]+ dot [a-z]+", said["EMAIL_ADDRESS"]), said
        assert not re.search(r"[\dA-Z@.]", said["STREET_ADDRESS"]), said


def test_a_whole_call_keeps_its_speakers_and_says_numbers_in_words():
    """A count or a name that runs on into the next line does not take its speaker's label
    with it; a number said in words is filled with number words, never letters."""
    from pseudofill.fill.baselines import FakerFiller

    text = ("customer: five one oh four four two eight eight one seven\n"
            "agent: that's five one oh four four two double eight one seven\n"
            "customer: yep\nagent: your plan stays at forty nine ninety nine a month thanks devon\nagent: bye")
    masked, vault = MaskPipeline.from_config({}).mask(Document("c4", text))
    assert not any("\n" in e.text for e in vault.entries), vault.entries
    filled = FakerFiller(seed=0).fill(masked, vault).text
    assert [line.split(":")[0] for line in filled.splitlines()] == ["customer", "agent", "customer", "agent", "agent"]
    said = {"zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
            "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "double", "triple"}
    numbers = filled.splitlines()[1].split(":", 1)[1].split()[1:]
    assert numbers and all(word in said for word in numbers), filled
