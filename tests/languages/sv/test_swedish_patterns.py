"""Swedish infoTypes (issue 16): organisationsnummer, postcodes, street addresses, car
registrations, bank and giro numbers, dates, phones and transcripts' spelled letters and
spoken numbers, found where the text is Swedish (language = "sv") and never in English
text; each new label filled with a valid substitute in the original's layout."""

from __future__ import annotations

import re

import pytest
from stdnum import luhn
from stdnum.se import orgnr, postnummer

from pseudofill.detect import Analyzer, PatternDetector, TranscriptDetector
from pseudofill.detect.transcript import DIGITS, SPELLED, USER_NAME
from pseudofill.evaluate.slots import SlotFill
from pseudofill.evaluate.types import type_correct
from pseudofill.fill.surrogates import SurrogateFactory
from pseudofill.languages.sv.rules import PLATE_LETTERS, SV_STREET_ENDINGS

from ...helpers import doc, labelled

# Labels only Swedish rules give (STREET_ADDRESS and DATE have English rules too).
SWEDISH_LABELS = {"SE_ORGANISATIONSNUMMER", "POSTCODE", "LICENSE_PLATE", "BANK_ACCOUNT", "SE_PERSONNUMMER"}


@pytest.fixture(scope="module")
def swedish():
    return Analyzer([PatternDetector(language="sv")], min_score=0.5, propagate=False)


@pytest.fixture(scope="module")
def english():
    return Analyzer([PatternDetector()], min_score=0.5, propagate=False)


def found(analyzer, text):
    return labelled(text, analyzer.detect(doc(text)))


def scores(text, label, language="sv"):
    """Raw scores of one label's spans, before the analyzer's threshold."""
    return {text[s.start:s.end]: s.score for s in PatternDetector(language=language).detect(doc(text))
            if s.label == label}


# --------------------------------------------------------------------------- organisationsnummer


@pytest.mark.parametrize("text, number", [
    ("Företaget har organisationsnummer 556036-0793 och säte i Göteborg.", "556036-0793"),
    ("Fakturan går till Axelsson HB, org.nr 969219-9350.", "969219-9350"),
    ("Vi köpte 5560360793 förra året.", "5560360793"),  # valid check digit: found without a hotword too
])
def test_organisationsnummer(swedish, text, number):
    assert ("SE_ORGANISATIONSNUMMER", number) in found(swedish, text)


def test_an_organisationsnummer_with_a_bad_check_digit_or_a_personnummer_is_none():
    assert scores("Vi köpte 556036-0794 förra året.", "SE_ORGANISATIONSNUMMER") == {"556036-0794": 0.1}
    assert not scores("Hennes personnummer är 811218-9876.", "SE_ORGANISATIONSNUMMER")  # third digit 0 or 1


# --------------------------------------------------------------------------- postcodes and addresses


@pytest.mark.parametrize("text, postcode", [
    ("Skicka till Storgatan 12B, 411 38 Göteborg.", "411 38"),
    ("Adress: Drottninggatan 5, SE-111 51 Stockholm", "SE-111 51"),
    ("Box 123, 41138 GÖTEBORG", "41138"),
    ("Postnumret är 791 21, det är i Falun.", "791 21"),
    ("Mitt postnummer är 11127.", "11127"),
])
def test_postcodes_before_a_town_or_near_a_hotword(swedish, text, postcode):
    assert ("POSTCODE", postcode) in found(swedish, text)


@pytest.mark.parametrize("text", [
    "Det finns 12345 invånare i kommunen.",
    "Vi sålde 411 38 gånger så mycket.",
    "Det kostar 123 45 kr.",
    "Ring 070 123 45 67.",  # the tail of a phone number
])
def test_a_bare_five_digit_number_is_no_postcode(swedish, text):
    assert all(score < 0.5 for score in scores(text, "POSTCODE").values())
    assert "POSTCODE" not in {label for label, _ in found(swedish, text)}


@pytest.mark.parametrize("address", [
    "Storgatan 12B",
    "Drottninggatan 5, 3 tr",
    "Stora Nygatan 7 lgh 1102",
    "Östra Hamngatan 24",
    "Sankt Eriksgatan 3A",
    "Sveavägen 44",
    "Stureplan 4",
    "Drottning Kristinas väg 7",
    "Kungsträdgårdsgatan 12 A",
    "Nybrokajen 11",
])
def test_street_addresses(swedish, address):
    text = f"Jag bor på {address} sedan förra året."
    assert ("STREET_ADDRESS", address) in found(swedish, text)


def test_a_street_name_without_a_number_or_a_lowercase_word_is_no_address(swedish):
    for text in ("Vi gick längs Storgatan i går.", "Vägen 5 km bort var stängd.", "Planen 3 gick bra."):
        assert "STREET_ADDRESS" not in {label for label, _ in found(swedish, text)}, text


# --------------------------------------------------------------------------- car registrations


@pytest.mark.parametrize("plate", ["ABC 123", "ABC 12A", "ABC123", "DLA 346", "YSC 60J"])
def test_license_plates(swedish, plate):
    assert ("LICENSE_PLATE", plate) in found(swedish, f"Bilen har registreringsnummer {plate}.")


def test_a_plate_scores_higher_with_a_hotword():
    assert scores("Jag såg ABC 123 på gatan.", "LICENSE_PLATE") == {"ABC 123": 0.55}
    assert scores("Min bil, ABC 123, står ute.", "LICENSE_PLATE")["ABC 123"] > 0.85


@pytest.mark.parametrize("text", [
    "Det kostar SEK 100 eller EUR 250.",  # currency codes
    "Enligt SFS 2018 gäller det.",        # a year after capitals
    "Bilen ABI 123 och AQB 12C och VVS 123.",  # I, Q and V are never on a plate
    "Han har ABCD 123 och AB 123.",       # four letters, two letters
])
def test_all_caps_words_with_numbers_are_no_plates(swedish, text):
    assert "LICENSE_PLATE" not in {label for label, _ in found(swedish, text)}


# --------------------------------------------------------------------------- bank and giro numbers


@pytest.mark.parametrize("text, number", [
    ("Clearingnummer 8327-9, kontonummer 123 456 789-0.", "8327-9"),
    ("Clearingnummer 8327-9, kontonummer 123 456 789-0.", "123 456 789-0"),
    ("Handelsbanken, clearingnummer 6996, kontonummer 030 824 628.", "6996"),
    ("Handelsbanken, clearingnummer 6996, kontonummer 030 824 628.", "030 824 628"),
    ("Betala till bankgiro 5050-1055.", "5050-1055"),
    ("Betala till plusgiro 4 56 78-9.", "4 56 78-9"),
    ("Mitt konto 381 613 331 hos SEB, mitt nummer är 08-123 45 67.", "381 613 331"),  # not a phone number
])
def test_bank_numbers_near_their_words(swedish, text, number):
    assert ("BANK_ACCOUNT", number) in found(swedish, text)


@pytest.mark.parametrize("text", [
    "Vi var 8327 personer och 123 456 789 besökare.",  # no hotword
    "Kontot har 5 000 kr och 12 500 kronor.",          # amounts
    "Mitt kontonummer ändrades 2021.",                 # a year
    "Kontot öppnades 2021-03-04.",                     # a date
    "Jag har ett konto. " + "Det var en lång dag. " * 3 + "Vi var 8327 personer.",  # the word too far away
])
def test_numbers_are_no_bank_numbers_without_a_close_hotword(swedish, text):
    assert "BANK_ACCOUNT" not in {label for label, _ in found(swedish, text)}


# --------------------------------------------------------------------------- dates


@pytest.mark.parametrize("written", ["3 mars 2021", "3:e mars 2021", "22:a januari", "mars 2021", "måndagen den 3 mars",
                                     "14 okt. 2024", "1 Maj", "2015-06-22", "30 DECEMBER 1999"])
def test_swedish_dates(swedish, written):
    assert ("DATE", written) in found(swedish, f"Det hände {written} och inget mer.")


def test_den_3_mars_leaves_den_outside(swedish):
    assert ("DATE", "3 mars") in found(swedish, "Vi ses den 3 mars.")


def test_day_and_month_with_a_slash_need_den_or_a_date_word(swedish):
    assert ("DATE", "5/6") in found(swedish, "Vi ses den 5/6.")
    assert ("DATE", "3/4") in found(swedish, "Datum: 3/4.")
    assert "DATE" not in {label for label, _ in found(swedish, "Han åt 3/4 av pizzan.")}


def test_a_birth_date_in_swedish(swedish, english):
    assert ("DATE_OF_BIRTH", "12 maj 1980") in found(swedish, "Hon är född 12 maj 1980 i Lund.")
    assert ("DATE_OF_BIRTH", "1949-07-12") in found(swedish, "Mitt födelsedatum är 1949-07-12.")
    assert ("DATE", "1949-07-12") in found(english, "Mitt födelsedatum är 1949-07-12.")  # English words only


def test_years_are_dates_and_plain_numbers_nothing(swedish):
    """A year is a DATE, as English NER reads one; counts are nothing."""
    text = "År 2021 var vi 25 stycken, 1999 bara 3 och 12 av dem kom tillbaka, 2 300 000 kronor."
    spans = found(swedish, text)
    assert {(label, value) for label, value in spans if label != "MONEY"} == {("DATE", "2021"), ("DATE", "1999")}


# --------------------------------------------------------------------------- phones


def test_swedish_regions_come_first_only_for_swedish():
    assert PatternDetector().phone_regions is None and PatternDetector(phone_regions=("GB",)).phone_regions == ("GB",)
    swedish, english = PatternDetector(language="sv"), PatternDetector()
    swedish.prepare()
    english.prepare()
    assert swedish._regions[0] == "SE" and english._regions[0] == "US"


@pytest.mark.parametrize("number", ["070-123 45 67", "08-123 456 78", "031-711 22 33", "+46 8 123 456 78",
                                    "0736919232"])
def test_swedish_phone_numbers(swedish, number):
    assert ("PHONE_NUMBER", number) in found(swedish, f"Mitt nummer är {number}, ring när som helst.")


def test_swedish_phone_words_boost_only_in_swedish():
    text = "Mobil: 555 1234 5678."
    assert scores(text, "PHONE_NUMBER")["555 1234 5678"] > scores(text, "PHONE_NUMBER", "en")["555 1234 5678"]


def test_numbers_without_the_trunk_zero_are_no_swedish_phones(swedish):
    text = "Det var 2015-06-22 och bankgiro 5050-1055."
    assert {(label, value) for label, value in found(swedish, text)} == {("DATE", "2015-06-22"),
                                                                         ("BANK_ACCOUNT", "5050-1055")}


# --------------------------------------------------------------------------- English unchanged


ENGLISH_TEXTS = [
    "Call me at 415-555-2671 or write to 12 Main Street, Springfield, IL 62704 by March 3, 2021.",
    "Order ABC 123 shipped to 41138 customers; see case 5560360793 and ABC123.",
    "Storgatan 12B, 411 38 Göteborg, clearingnummer 8327-9, bankgiro 5050-1055, bilen ABC 123, 3 mars 2021.",
]


@pytest.mark.parametrize("text", ENGLISH_TEXTS)
def test_english_finds_none_of_the_swedish_labels(english, text):
    assert not {label for label, _ in found(english, text)} & SWEDISH_LABELS
    assert not {value for label, value in found(english, text) if "Storgatan" in value or "mars" in value}


def test_asked_for_by_name_a_swedish_rule_runs_in_english_unless_english_has_the_label():
    text = "Bilen ABC 123 stod på Storgatan 12B den 3 mars 2021."
    plate = PatternDetector(infotypes=["LICENSE_PLATE"]).detect(doc(text))
    assert {text[s.start:s.end] for s in plate} == {"ABC 123"}
    dates = PatternDetector(infotypes=["DATE", "STREET_ADDRESS"]).detect(doc(text))
    assert not dates  # English has its own DATE and STREET_ADDRESS rules: the Swedish ones stay off


# --------------------------------------------------------------------------- transcripts


@pytest.fixture(scope="module")
def transcript():
    return TranscriptDetector(language="sv")


def spans_of(detector, text, label):
    return {t for lab, t in labelled(text, detector.detect(doc(text))) if lab == label}


@pytest.mark.parametrize("text, spelled", [
    ("Efternamnet stavas Å-B-E-R-G, okej?", "Å-B-E-R-G"),
    ("Det är L I N D med D på slutet", "L I N D"),
    ("Det stavas Ö, S, T, L, U, N, D", "Ö, S, T, L, U, N, D"),
    ("Det är Adam Bertil Caesar, som sagt", "Adam Bertil Caesar"),
    ("det är östen rudolf ivar, okej", "östen rudolf ivar"),
    ("Först kommer B som i Bertil", "B som i Bertil"),
])
def test_swedish_spelled_letters(transcript, text, spelled):
    assert spans_of(transcript, text, SPELLED) == {spelled}


def test_two_spelling_alphabet_names_are_a_person(transcript):
    assert not spans_of(transcript, "Erik Johan Svensson ringde om EU och AB.", SPELLED)


@pytest.mark.parametrize("text, digits", [
    ("Numret är noll sju tre, fyrtiofem sexton tjugoen.", "noll sju tre, fyrtiofem sexton tjugoen"),
    ("Koden är fem en sju och sen inget mer.", "fem en sju"),
    ("Det är 070 fyrtio två", "070 fyrtio två"),
    ("Koden var dubbel sju fyra, tror jag", "dubbel sju fyra"),
    ("Jag läser upp det: noll åtta, sju sex tre, fem fem ett.", "noll åtta, sju sex tre, fem fem ett"),
])
def test_swedish_spoken_digits(transcript, text, digits):
    assert digits in spans_of(transcript, text, DIGITS)


@pytest.mark.parametrize("text", [
    "Jag har en bil och tusen tack för hjälpen.",
    "Det kostar fem kronor, en gång i veckan.",
    "Vi var tre en gång.",  # "en" ends no run
])
def test_everyday_swedish_numbers_are_no_digit_runs(transcript, text):
    assert not spans_of(transcript, text, DIGITS)


def test_english_transcripts_keep_english_numbers():
    assert not spans_of(TranscriptDetector(), "noll sju tre fyrtiofem", DIGITS)
    assert spans_of(TranscriptDetector(), "zero seven three forty five", DIGITS) == {"zero seven three forty five"}


def test_swedish_username_words(transcript):
    text = "Mitt användarnamn är coolkatt, och inloggning sker via webben i morgon."
    assert spans_of(transcript, text, USER_NAME) == {"coolkatt"}  # Swedish everyday words are not usernames
    assert not spans_of(TranscriptDetector(), text, USER_NAME) & {"coolkatt"}  # English does not know the word


# --------------------------------------------------------------------------- fills


def fills(label, original, seeds=range(8), k=3):
    factory = SurrogateFactory(language="sv")
    values = []
    for seed in seeds:
        factory.seed(seed)
        values += factory.candidates(label, original, k)
    assert values
    return values


def layout(value):
    return re.sub(r"\d", "9", value)


@pytest.mark.parametrize("original", ["556036-0793", "5560360793", "802001-6240"])
def test_organisationsnummer_fill(original):
    for value in fills("SE_ORGANISATIONSNUMMER", original):
        assert orgnr.is_valid(value) and value != original, value
        assert layout(value) == layout(original) and value[0] == original[0] and int(value[2]) >= 2
        assert type_correct(SlotFill("d", "SE_ORGANISATIONSNUMMER", original, value, None))


@pytest.mark.parametrize("original", ["411 38", "41138", "SE-411 38"])
def test_postcode_fill(original):
    for value in fills("POSTCODE", original):
        assert postnummer.is_valid(value) and value != original and layout(value) == layout(original), value
        assert type_correct(SlotFill("d", "POSTCODE", original, value, None))


@pytest.mark.parametrize("original", ["ABC 123", "ABC 12A", "ABC123"])
def test_license_plate_fill(original):
    for value in fills("LICENSE_PLATE", original):
        assert value != original and re.sub(r"[A-Z]", "A", layout(value)) == re.sub(r"[A-Z]", "A", layout(original))
        assert set(re.sub(r"[\d ]", "", value)) <= set(PLATE_LETTERS) and not value.endswith("O"), value
        assert type_correct(SlotFill("d", "LICENSE_PLATE", original, value, None))


def test_bank_account_fills_keep_the_layout_and_the_check_digits_that_held():
    for value in fills("BANK_ACCOUNT", "8327-9"):  # Swedbank clearing number with its check digit
        assert layout(value) == "9999-9" and value[0] == "8" and luhn.calc_check_digit(value[:4]) == value[5]
    for original in ("5050-1055", "991-2346"):  # bankgiro numbers
        for value in fills("BANK_ACCOUNT", original):
            assert layout(value) == layout(original) and luhn.is_valid(value.replace("-", "")) and value != original
    for original in ("123 456 789-0", "6996", "030 824 628"):
        for value in fills("BANK_ACCOUNT", original):
            assert layout(value) == layout(original) and value != original, value


@pytest.mark.parametrize("original", ["Storgatan 12B", "Drottninggatan 5, 3 tr", "Stora Nygatan 7 lgh 1102",
                                      "Drottning Kristinas väg 7"])
def test_a_swedish_street_address_stays_swedish(original):
    endings = re.compile(rf"[^\W\d_](?:{SV_STREET_ENDINGS})$")
    number = original[re.search(r"\s\d", original).start():]
    for value in fills("STREET_ADDRESS", original):
        name, rest = value[:re.search(r"\s\d", value).start()], value[re.search(r"\s\d", value).start():]
        assert endings.search(name.lower()), value
        assert re.sub(r"[A-Z]", "A", layout(rest)) == re.sub(r"[A-Z]", "A", layout(number)) and value != original
    factory = SurrogateFactory(language="sv")
    factory.seed(3)
    first = factory.candidates("STREET_ADDRESS", original, 3)
    factory.seed(3)
    assert factory.candidates("STREET_ADDRESS", original, 3) == first  # seeded: the same draw again


def test_an_english_street_address_stays_english():
    for value in fills("STREET_ADDRESS", "742 Evergreen Terrace"):
        assert re.match(r"\d+ [A-Z]", value) and not re.search("gatan|vägen", value), value
