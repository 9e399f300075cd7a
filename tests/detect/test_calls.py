"""People and bodies a call names without capitals, and what a transcript leaves unmasked."""

from __future__ import annotations

import json
import re

import pytest

from pseudofill import Document, MaskPipeline
from pseudofill.cli import main
from pseudofill.detect.bounds import within_line
from pseudofill.detect.calls import find_bodies
from pseudofill.detect.shape import for_transcript, is_transcript
from pseudofill.document import ConfigError, Span
from pseudofill.lexicon.gazetteers import said_forms, said_organisations


def named(text: str) -> dict[str, str]:
    return {text[start:end]: label for start, end, label, _ in find_bodies(text)}


@pytest.mark.parametrize("text, value, label", [
    ("agent: thank you for calling bluewater telecom my name is devon", "bluewater telecom", "ORGANIZATION_NAME"),
    ("agent: lakeshore mutual claims, this is gab, how can i help", "lakeshore mutual", "ORGANIZATION_NAME"),
    ("customer: um, i'm with at and t right now and honestly", "at and t", "ORGANIZATION_NAME"),
    ("customer: i got it delivered from target but it was broken", "target", "ORGANIZATION_NAME"),
    ("customer: my cousin uses hernandez auto body for that", "hernandez auto body", "ORGANIZATION_NAME"),
    ("agent: hi it's marco with dashdrop i have your delivery", "dashdrop", "ORGANIZATION_NAME"),
    ("agent: speaker one this is tasha how can i help", "tasha", "PERSON_NAME"),
    ("agent: hi chevonne i'm outside your building", "chevonne", "PERSON_NAME"),
    ("agent: hi mister gutierres i'm calling about your card", "gutierres", "PERSON_NAME"),
    ("customer: maybe the neighbor bill took it he does that", "bill", "PERSON_NAME"),
    ("agent: thank you, rose. when did this happen", "rose", "PERSON_NAME"),
    ("agent: i'm trying to reach sipho ndlovu about your results", "sipho ndlovu", "PERSON_NAME"),
    ("speaker 1: okay, i have a thomas wisniewski born march third", "thomas wisniewski", "PERSON_NAME"),
    ("customer: this is may.", "may", "PERSON_NAME"),
    ("agent: and your name? hyun woo park. can you spell that", "hyun woo park", "PERSON_NAME"),
    ("customer: yeah i told august on tuesday and he said", "august", "PERSON_NAME"),
    ("agent: is this mister o'brien? yeah", "o'brien", "PERSON_NAME"),
    ("agent: you're on the red eye through chicago o'hare tonight", "o'hare", "LOCATION"),
    ("agent: we're doing free assessments in the oakridge neighborhood", "oakridge", "LOCATION"),
    ("speaker 1: roosevelt high school, attendance office, this is missus kaplan.", "roosevelt high school",
     "ORGANIZATION_NAME"),
    ("agent: i'll send our contractor arctic air they're usually quick", "arctic air", "ORGANIZATION_NAME"),
    ("agent: i'm dispatching a tow truck from valley towing now", "valley towing", "ORGANIZATION_NAME"),
    ("speaker 1: and do you still have blue shield of california?", "blue shield of california",
     "ORGANIZATION_NAME"),
    ("speaker 1: good morning desert sun federal credit union this is amara", "desert sun federal credit union",
     "ORGANIZATION_NAME"),
    ("customer: the defendant is evergreen crest property management? yes", "evergreen crest property management",
     "ORGANIZATION_NAME"),
    ("customer: my doctor is at northshore endocrinology on fifth", "northshore endocrinology", "ORGANIZATION_NAME"),
    ("caller: i'm switching to t mobile next week", "t mobile", "ORGANIZATION_NAME"),
    ("customer: i got a letter from the irs about my return", "irs", "ORGANIZATION_NAME"),
    ("A: thank you and your name\nB: arjun mehta\nA: thanks", "arjun mehta", "PERSON_NAME"),
    ("agent: and the name on the card teresa m gutierrez let me read it back", "teresa m gutierrez", "PERSON_NAME"),
    ("speaker 2: yes i'm his mom folake adebayo", "folake adebayo", "PERSON_NAME"),
    ("rep: oh no okay rose are you an existing customer", "rose", "PERSON_NAME"),
    ("customer: o'connor's funeral home, in douglas.", "o'connor's funeral home", "ORGANIZATION_NAME"),
    ("customer: garza and sons tire we're on the corner", "garza and sons tire", "ORGANIZATION_NAME"),
    ("speaker 2: it's called seoul street eats l l c", "seoul street eats l l c", "ORGANIZATION_NAME"),
    ("A: hello is that hartley and boyce yes it is", "hartley and boyce", "ORGANIZATION_NAME"),
    ("agent: thanks for holding oregon d m v this is pete", "oregon d m v", "ORGANIZATION_NAME"),
    ("speaker 1: good morning hamlin and price\nspeaker 2: hi", "hamlin and price", "ORGANIZATION_NAME"),
    ("agent: a fault on the network side so nbn co will send a tech", "nbn co", "ORGANIZATION_NAME"),
    ("caller: castle vets um robin on reception can email them", "robin", "PERSON_NAME"),
    ("agent: thanks and that's for shavaun o'dwyer", "shavaun o'dwyer", "PERSON_NAME"),
    ("customer: she gets out of meadowvale secondary at two thirty", "meadowvale secondary", "ORGANIZATION_NAME"),
    # a firm where a customer puts it, even an everyday word; a firm's name as a whole answer
    ("caller: no no i closed that i'm with up now um", "up", "ORGANIZATION_NAME"),
    ("agent: and you've been with three since about twenty nineteen", "three", "ORGANIZATION_NAME"),
    ("customer: the landlord's aroha te whata but it all goes through harcourts they manage it", "harcourts",
     "ORGANIZATION_NAME"),
    ("agent: sweet as and that's all going on the farmlands account yeah", "farmlands", "ORGANIZATION_NAME"),
    ("okay and the provider on the receipt\nbright smiles orthodontics\nand the date", "bright smiles orthodontics",
     "ORGANIZATION_NAME"),
    # a branch by its place; someone said of after their kin word; a name that starts what is said of it
    ("caller: you're number twelve for the meersbrook site", "meersbrook", "LOCATION"),
    ("rep: ava's in saturday jazz at the saint vital studio", "saint vital", "LOCATION"),
    ("caller: yeah it's me and my fiance will, he works nights", "will", "PERSON_NAME"),
    ("customer: the landlord's aroha te whata but it all goes through", "aroha te whata", "PERSON_NAME"),
    ("agent: so that was booked with rich he covers the stockport area", "rich", "PERSON_NAME"),
    ("caller: then tunde will bring the teller to the branch", "tunde", "PERSON_NAME"),
    ("caller: i think he might be down as izzy on your system", "izzy", "PERSON_NAME"),  # a listed short form
    ("customer: okay that's still more than what boost offered me", "boost", "ORGANIZATION_NAME"),  # Boost Mobile
    ("rep: okay so you're loaded out of the target distribution center", "target", "ORGANIZATION_NAME"),
    ("agent: and what bank is the business account with\ncustomer: frost\nagent: routing", "frost",
     "ORGANIZATION_NAME"),
    ("and which undertaker?\nmcdermotts, in tuam.\nright", "mcdermotts", "ORGANIZATION_NAME"),
    ("agent: is it under a business name\ncaller: yes still point yoga, it's just me", "still point yoga",
     "ORGANIZATION_NAME"),
    ("customer: the mass is in saint patrick's on friday", "saint patrick's", "ORGANIZATION_NAME"),
    ("A: saint brigid's parish office good morning", "saint brigid's parish", "ORGANIZATION_NAME"),
    ("customer: oh it's probably tunde he set the whole thing up", "tunde", "PERSON_NAME"),
    ("agent: there we go okay dawn and can you read me the", "dawn", "PERSON_NAME"),
    ("B: yep and the key / ivy next door has one", "ivy", "PERSON_NAME"),
    ("aye that's ailsa she's good. and the address", "ailsa", "PERSON_NAME"),
    ("B: hiya dot it's helen are you still", "dot", "PERSON_NAME"),
    ("B: the key's next door with the patels", "patels", "PERSON_NAME"),  # a family by its surname
    ("customer: okay and will jon a than be there, our realtor", "jon a than", "PERSON_NAME"),  # in pieces
])
def test_a_caseless_call_names_its_people_and_bodies(text, value, label):
    assert named(text).get(value) == label


@pytest.mark.parametrize("text, words", [
    ("rep: and still seven kurrajong court, lara?", "seven kurrajong court"),  # an address
    ("B: hi mary and john how are you", "mary and john"),                     # two people
])
def test_no_body_is_read_where_a_call_says_something_else(text, words):
    assert all(label != "ORGANIZATION_NAME" for value, label in named(text).items() if value in words), named(text)


@pytest.mark.parametrize("text", [
    "customer: the target is to pay it off by spring",           # an everyday word, no firm around it
    "customer: this is ridiculous i've been waiting an hour",
    "agent: okay i'm dispatching a tow truck now",
    "agent: and your current bill is due on the first",
    "customer: i went to physical therapy last week",            # a kind word with no name before it
    "customer: we moved her to a nursing home and i work from home",
    "customer: you can trust me and the college fund is fine, my two sons and brothers",
    "customer: i talked with mary and john about it",
    "agent: pickup is seven ten at the corner by the mailboxes",
    "caller: and does it start right away or from the next billing date",

    "customer: i came straight from physical therapy",           # an adjective, not a name, before it
    "agent: i see it at three o'clock",
    "agent: thank you for calling customer care how can i help you",
    "agent: it's valid for seven days once the doctor submits it",
    "agent: so will you be paying today",
    "(ii) A statement by the doctor appointed by the Office, who concluded",  # edited text: no call
    "customer: i'm with my mum now and we've been with them since june",
    "agent: sorry i can't change bank details over the phone",    # a contraction names nothing
    "customer: it goes through the system and into the savings account",
    "agent: at the main site and the old branch",
    "a man called her and said he was from the council",                 # "said" is a name too
    "the crime rate was up in the dallas area and the boss he said",
    "and then man she's really something",
    "the mass is on saint patrick's day",
    "A: it's just us and the car men are here",                           # "justus", "carmen" are no one here
])
def test_everyday_speech_names_no_one(text):
    assert named(text) == {}


def test_a_listed_body_is_heard_as_a_recogniser_writes_it():
    assert {"at&t", "at and t", "a t and t"} <= said_forms("AT&T")
    assert {"lowe's", "lowes"} <= said_forms("Lowe's")
    assert "booking dot com" in said_forms("Booking.com")
    said = said_organisations("en")
    assert said["u p s"] == "UPS" and said["t mobile"] == "T-Mobile"


@pytest.mark.parametrize("text, expected", [
    ("agent: hi how can i help\ncustomer: my card was stolen yesterday", True),
    ("thank you for calling walgreens this is dwayne how can i help", True),
    ("On 10 November 1999 the applicant lodged a complaint.\nThe Court held that it was late.", False),
    ("Dear Sir,\nI write to confirm the meeting on Tuesday.\nYours faithfully", False),
])
def test_a_transcript_is_known_by_its_shape(text, expected):
    assert is_transcript(text) is expected


def test_a_transcript_keeps_what_says_nothing_of_anyone():
    text = "give it twenty minutes since saturday it cost four dollars born the twelfth of april nineteen fifty one"
    spans = [Span(text.index(said), text.index(said) + len(said), label) for said, label in (
        ("twenty minutes", "DATE"), ("saturday", "DATE"), ("four dollars", "MONEY"),
        ("the twelfth of april nineteen fifty one", "DATE"))]
    kept = [text[s.start:s.end] for s in for_transcript(text, spans)]
    assert kept == ["the twelfth of april nineteen fifty one"]


def test_the_shape_decides_what_a_run_masks():
    call = ("agent: thanks for calling, the technician comes in twenty minutes\n"
            "customer: okay my date of birth is the third of may nineteen eighty\n")
    spans = {shape: {call[s.start:s.end] for s in MaskPipeline.from_config({}, shape=shape).analyzer.detect(
        Document("c1", call))} for shape in ("auto", "edited")}
    assert "twenty minutes" in spans["edited"] and "twenty minutes" not in spans["auto"]
    assert any("the third of may nineteen eighty" in s for s in spans["auto"])
    with pytest.raises(ConfigError, match="shape"):
        MaskPipeline.from_config({}, shape="chat")


def test_the_cli_takes_a_shape(tmp_path):
    source = tmp_path / "calls.jsonl"
    source.write_text(json.dumps({"id": "c1", "text": "agent: the technician comes in twenty minutes\n"
                                                      "customer: okay thanks so much"}) + "\n")
    masked = {}
    for shape in ("auto", "edited"):
        out = tmp_path / f"{shape}.jsonl"
        assert main(["mask", str(source), "-o", str(out), "--vault", str(tmp_path / f"{shape}.vault.jsonl"),
                     "--shape", shape, "--no-progress"]) == 0
        masked[shape] = json.loads(out.read_text())["text"]
    assert "twenty minutes" in masked["auto"] and "twenty minutes" not in masked["edited"]


@pytest.mark.parametrize("text, value", [
    ("agent: i was rear ended at the light on main street and fourth avenue", "main street"),
    ("agent: i was rear ended at the light on main street and fourth avenue", "fourth avenue"),
    ("customer: i'm pulled over on the shoulder on interstate five right now", "interstate five"),
    ("agent: yep, ticket c p dash seven seven one oh four.", "c p dash seven seven one oh four"),
    ("customer: it's four one seven dash two two nine oh dash c oh five",
     "four one seven dash two two nine oh dash c oh five"),
    ("customer: my number is plus three nine, three four seven, one one two, eight eight nine oh.",
     "plus three nine, three four seven, one one two, eight eight nine oh"),
    ("customer: one west main street apartment three a freehold new jersey oh seven seven two eight",
     "freehold new jersey"),
    ("speaker 1: it was mailed to fifty five hundred rainier avenue south apartment two oh nine",
     "fifty five hundred rainier avenue south apartment two oh nine"),
    ("B: i'm at two forty broadway apartment eighteen f and they left it", "two forty broadway apartment eighteen f"),
    ("agent: the rental from denver international airport is due", "denver international airport"),
    ("caller: ximena x as in x ray i m e n a reyes", "x as in x ray i m e n a"),
    ("speaker 1: weekends cost more and the twenty eighth is a saturday", "the twenty eighth"),
])
def test_streets_routes_and_dashed_numbers_said_aloud_are_masked_whole(text, value):
    found = [text[s.start:s.end] for s in MaskPipeline.from_config({}).analyzer.detect(Document("c", text))]
    assert any(value in span for span in found), found


def test_an_everyday_first_name_spreads_only_as_a_name():
    text = "agent: hi, may i speak with may lin?\ncustomer: this is may. i got a bill from bill kowalski"
    found = {(s.start, text[s.start:s.end]) for s in MaskPipeline.from_config({}).analyzer.detect(Document("c", text))}
    assert (text.index("may i"), "may") not in found and (text.index("a bill") + 2, "bill") not in found
    assert any(value == "may lin" for _, value in found) and any("bill kowalski" in value for _, value in found)


def test_a_found_name_spreads_to_its_short_forms_where_a_name_stands():
    text = "caller: that's my husband william hartley\nagent: okay and is bill there with you\ncaller: the bill is paid"
    found = {(s.start, text[s.start:s.end]) for s in MaskPipeline.from_config({}).analyzer.detect(Document("c", text))}
    assert (text.index("is bill") + 3, "bill") in found
    assert (text.index("the bill") + 4, "bill") not in found


@pytest.mark.parametrize("text", [
    "agent: the initial service is one forty nine and then quarterly",
    "customer: it's a twenty twenty two tacoma",
    "customer: roughly two thousand four hundred dollars",
    "agent: you can call three one one and they'll book it",
])
def test_a_price_a_year_or_a_count_said_in_a_call_is_no_identifier(text):
    assert not [s for s in MaskPipeline.from_config({}).analyzer.detect(Document("c", text))
                if s.label == "DIGIT_SEQUENCE"]


def test_the_last_four_digits_are_an_identifier():
    text = "agent: and the card ending in four four five one"
    found = [text[s.start:s.end] for s in MaskPipeline.from_config({}).analyzer.detect(Document("c", text))]
    assert "four four five one" in found


def test_an_everyday_name_spreads_to_its_slots_only():
    text = ("customer: the hr lady faith said i need a letter\ncustomer: i just give that to faith\n"
            "customer: keep the faith and the jack is in the trunk")
    found = {text[s.start:s.end] + "@" + str(s.start)
             for s in MaskPipeline.from_config({}).analyzer.detect(Document("c", text))}
    assert f"faith@{text.index('faith said')}" in found and f"faith@{text.index('to faith') + 3}" in found
    assert f"faith@{text.index('the faith') + 4}" not in found


def test_a_way_said_is_no_street():
    text = "customer: i'm on my way, down the road, by the way"
    assert not MaskPipeline.from_config({}).analyzer.detect(Document("c", text))


def test_an_address_that_ran_over_a_line_keeps_its_numbered_line():
    text = "Fatima Haddad\nKvarnbygatan 14"
    kept = within_line(text, Span(0, len(text), "STREET_ADDRESS"))
    assert kept is not None and text[kept.start:kept.end] == "Kvarnbygatan 14"


def test_a_caseless_call_is_filled_in_lower_case_and_a_spelled_name_spells_its_substitute():
    from pseudofill.fill.baselines import FakerFiller

    call = ("agent: thank you for calling walgreens this is dwayne how can i help\n"
            "customer: hi my insurance is with state farm. my last name is okafor, o k a f o r")
    masked, vault = MaskPipeline.from_config({}).mask(Document("c1", call))
    filled = FakerFiller(seed=0).fill(masked, vault).text
    assert filled == filled.lower()
    for original in ("walgreens", "dwayne", "state farm", "okafor", "o k a f o r"):
        assert original not in filled
    surname = filled.split("my last name is ")[1].split(",")[0]
    assert filled.endswith(" ".join(surname.replace(" ", "")))  # "lopez, l o p e z"


def test_a_street_said_without_its_number_becomes_another_street():
    from pseudofill.fill.baselines import FakerFiller

    call = "agent: i see the pharmacy on maple avenue is open\ncustomer: okay thanks so much for that"
    masked, vault = MaskPipeline.from_config({}).mask(Document("c2", call))
    filled = FakerFiller(seed=0).fill(masked, vault).text
    assert "maple" not in filled and " avenue is open" in filled


def test_a_name_spelled_on_its_own_turn_spells_the_substitute_and_a_dash_stays_a_dash():
    from pseudofill.fill.baselines import FakerFiller

    call = ("customer: it's adaeze nwosu\nagent: and could you spell the last name for me\ncustomer: n w o s u\n"
            "agent: and the member number\ncustomer: um, it's i c f dash four four seven nine two.")
    masked, vault = MaskPipeline.from_config({}).mask(Document("c3", call))
    assert [e.label for e in vault.entries if e.text == "n w o s u"] == ["SPELLED_SEQUENCE"]
    filled = FakerFiller(seed=0).fill(masked, vault).text
    surname = filled.split("\n")[0].split()[-1]
    assert " ".join(surname) in filled and "n w o s u" not in filled
    assert re.search(r"it's [a-z] [a-z] [a-z] dash( [a-z]+){5}\.", filled), filled
