"""TranscriptDetector: spelled letters, digit runs, usernames."""

from __future__ import annotations

import pytest

from pseudofill.detect import Analyzer, TranscriptDetector
from pseudofill.detect.base import detectors
from pseudofill.detect.transcript import DIGITS, SPELLED, USER_NAME
from pseudofill.document import ConfigError, Document

from ..helpers import doc, labelled


@pytest.fixture(scope="module")
def detector():
    return TranscriptDetector()


def found(detector, text, label=None):
    return {t for lab, t in labelled(text, detector.detect(doc(text))) if label is None or lab == label}


# --------------------------------------------------------------------------- spelled


@pytest.mark.parametrize(("text", "spelled"), [
    ("My name is spelled A-L-P-H-A, okay?", "A-L-P-H-A"),
    ("Initials are M. K. and that's it", "M. K"),
    ("It is S M I T H right", "S M I T H"),
    ("It's G, R, I, F, F, I, T, H okay", "G, R, I, F, F, I, T, H"),
    ("that's bravo alpha kilo for the code", "bravo alpha kilo"),
    ("Charlie, Delta, echo", "Charlie, Delta, echo"),
    ("the first letter is B as in Boy", "B as in Boy"),
])
def test_spelled_sequences(detector, text, spelled):
    assert found(detector, text, SPELLED) == {spelled}


@pytest.mark.parametrize("text", [
    "I watched TV at 9 PM, it was OK.",
    "I moved from the US to the EU.",
    "It's a well-known fact.",
    "Alpha is the first letter.",       # one NATO word alone is not spelling
    "I went to a shop.",
])
def test_not_spelled(detector, text):
    assert found(detector, text, SPELLED) == set()


# --------------------------------------------------------------------------- digit runs


@pytest.mark.parametrize(("text", "run"), [
    ("the code is four five six thanks", "four five six"),
    ("my pin is four five for six", "four five for six"),   # ASR homophone inside the run
    ("it's oh seven seven double nine", "oh seven seven double nine"),
    ("account 4 4 3 9 please", "4 4 3 9"),
    ("the claim number is nineteen eighty four", "nineteen eighty four"),
    ("my number is two one two five five five oh one nine", "two one two five five five oh one nine"),
    # an address's zip: five digits, homophones anywhere in them
    ("it's nine forty one alder street unit b portland nine seven to one for", "nine seven to one for"),
])
def test_spoken_digit_runs(detector, text, run):
    assert run in found(detector, text, DIGITS)


@pytest.mark.parametrize("text", ["it was nineteen eighty four", "the fee is one forty nine", "room twelve oh one"])
def test_a_short_number_said_with_no_word_asking_for_one_is_no_identifier(detector, text):
    assert found(detector, text, DIGITS) == set()


def test_homophone_does_not_start_or_end_a_run(detector):
    text = "the code I gave for four five six to you"
    assert found(detector, text, DIGITS) == {"four five six"}
    assert found(detector, "we live on elm street and have five for two of them", DIGITS) == set()


def test_numeric_phone_style_run_covers_every_digit(detector):
    text = "Call (555) 123-4567 now"
    spans = [s for s in detector.detect(doc(text)) if s.label == DIGITS]
    assert len(spans) == 1
    (span,) = spans
    for part in ("555", "123", "4567"):
        start = text.index(part)
        assert span.start <= start and start + len(part) <= span.end


@pytest.mark.parametrize("text", [
    "I am 42 years old",          # two digits is not a run
    "one of them was broken",     # a lone number word
    "I have two kids and one dog",
])
def test_not_digit_runs(detector, text):
    assert found(detector, text, DIGITS) == set()


@pytest.mark.parametrize("text", ["I am forty two years old", "it took twenty one days"])
def test_spoken_two_digit_number_is_not_a_run(detector, text):
    assert found(detector, text, DIGITS) == set()


def test_run_starting_with_multiplier_includes_it(detector):
    assert found(detector, "my pin is double five seven", DIGITS) == {"double five seven"}


def test_min_digits_parameter():
    text = "I am 42 years old"
    assert found(TranscriptDetector(find=[DIGITS], min_digits=2), text) == {"42"}


def test_run_breaks_on_newline(detector):
    text = "five six\nseven eight"
    assert found(detector, text, DIGITS) == set()


# --------------------------------------------------------------------------- usernames


@pytest.mark.parametrize(("text", "name"), [
    ("I'm enigma52 on there", "enigma52"),
    ("you can find kate_r88 there", "kate_r88"),
    ("my login is john.doe77", "john.doe77"),
])
def test_usernames_without_hotword(text, name):
    analyzer = Analyzer([TranscriptDetector(find=[USER_NAME])], propagate=False)
    assert ("USER_NAME", name) in labelled(text, analyzer.detect(doc(text)))


def test_username_hotword_boosts_score(detector):
    plain = [s for s in detector.detect(doc("I'm enigma52 there")) if s.label == USER_NAME]
    boosted = [s for s in detector.detect(doc("my username is enigma52")) if s.label == USER_NAME]
    assert plain and boosted and boosted[0].score > plain[0].score


def test_plain_word_username_only_near_hotword():
    analyzer = Analyzer([TranscriptDetector(find=[USER_NAME])], min_score=0.5, propagate=False)

    def names(text):
        return {t for lab, t in labelled(text, analyzer.detect(doc(text))) if lab == USER_NAME}

    assert names("my username is Mrbigchef") == {"Mrbigchef"}
    assert names("Mrbigchef is what they call me") == set()
    far = "my username, as I said, " + "blah " * 20 + "is Mrbigchef"
    assert far.index("Mrbigchef") - far.index("username") - len("username") > 100
    assert names(far) == set()
    # a common word near the hotword is not a username
    assert names("my username is Kitchen") == set()


@pytest.mark.parametrize("text", [
    "e.g. this is fine",
    "write to flores39@gmail.com",
    "COVID19 is over",
    "The meeting is at noon",
])
def test_not_usernames(detector, text):
    assert found(detector, text, USER_NAME) == set()


# --------------------------------------------------------------------------- parameters


def test_find_parameter_selects_patterns():
    text = "It's S M I T H, pin four five six, user enigma52"
    only_digits = TranscriptDetector(find=[DIGITS])
    assert {s.label for s in only_digits.detect(doc(text))} == {DIGITS}


def test_unknown_pattern_is_a_config_error_through_the_registry():
    with pytest.raises(ConfigError, match="EMOJI"):
        detectors.create("transcript", find=["EMOJI"])


def test_provision_numbers_are_not_digit_sequences():
    from pseudofill.detect import TranscriptDetector

    detector = TranscriptDetector()
    text = "the rights guaranteed by Articles 6, 10 and 13 and §§ 2, 3, 4; my code is 6, 10, 13."
    assert [text[s.start:s.end] for s in detector.detect(doc(text))] == ["6, 10, 13"]


def test_a_phone_in_its_groups_may_end_on_a_homophone():
    text = "customer: my number's seven eight oh, for nine one, six six oh to\nagent: sure"
    spans = {text[s.start:s.end] for s in TranscriptDetector().detect(Document("c", text))}
    assert "seven eight oh, for nine one, six six oh to" in spans, spans
