"""PatternDetector infoTypes: a positive and a negative (or invalid) case for each.

Detection goes through the Analyzer with the single PatternDetector, so the score
threshold (min_score 0.5) and overlap resolution decide as they do in a real run.
"""

from __future__ import annotations

import pytest

from pseudofill.detect import Analyzer, PatternDetector
from pseudofill.detect.base import compile_hotwords, has_hotword

from ..helpers import covered, doc, labelled


@pytest.fixture(scope="module")
def analyzer():
    return Analyzer([PatternDetector()], min_score=0.5, propagate=False)


def found(analyzer, text):
    return labelled(text, analyzer.detect(doc(text)))


def labels_of(analyzer, text):
    return {label for label, _ in found(analyzer, text)}


# --------------------------------------------------------------------------- contact


def test_email(analyzer):
    assert ("EMAIL_ADDRESS", "jane.doe+news@mail.example.co.uk") in found(
        analyzer, "Write to jane.doe+news@mail.example.co.uk today.")
    assert ("EMAIL_ADDRESS", "JOHN@EXAMPLE.COM") in found(analyzer, "email JOHN@EXAMPLE.COM now")


def test_not_an_email(analyzer):
    assert "EMAIL_ADDRESS" not in labels_of(analyzer, "Meet me @ noon, user@localhost said hi")


@pytest.mark.parametrize("number", [
    "(555) 123-4567",
    "415-555-2671",
    "415.555.2671",
    "+1 907 886 6661",
    "+44 20 7946 0958",
    "020 7946 0958",
])
def test_phone_formats(analyzer, number):
    text = f"Please call me at {number} after lunch."
    assert ("PHONE_NUMBER", number) in found(analyzer, text)


def test_too_few_digits_is_not_a_phone(analyzer):
    assert "PHONE_NUMBER" not in labels_of(analyzer, "We sold 12 chairs and 345 tables in 2 days.")


def test_phone_regions_parameter_limits_national_formats():
    text = "Ring 020 7946 0958 please."
    gb = PatternDetector(infotypes=["PHONE_NUMBER"], phone_regions=("GB",))
    de = PatternDetector(infotypes=["PHONE_NUMBER"], phone_regions=("DE",))
    gb_spans = [s for s in gb.detect(doc(text)) if text[s.start:s.end] == "020 7946 0958"]
    de_spans = [s for s in de.detect(doc(text)) if text[s.start:s.end] == "020 7946 0958"]
    assert gb_spans, "a London number is valid in GB"
    # Scored higher where it is a valid national number than where it is merely possible.
    assert not de_spans or max(s.score for s in gb_spans) > max(s.score for s in de_spans)


# --------------------------------------------------------------------------- payment


def test_credit_card_valid_luhn(analyzer):
    text = "Here it is: 4111 1111 1111 1111, thanks."
    assert ("CREDIT_CARD_NUMBER", "4111 1111 1111 1111") in found(analyzer, text)
    assert ("CREDIT_CARD_NUMBER", "4111-1111-1111-1111") in found(analyzer, "Here: 4111-1111-1111-1111.")


def test_credit_card_invalid_luhn_without_hotword_is_dropped(analyzer):
    assert "CREDIT_CARD_NUMBER" not in labels_of(analyzer, "Here it is: 4111 1111 1111 1112, thanks.")


def test_credit_card_invalid_luhn_with_hotword_is_kept(analyzer):
    text = "My card is 4111 1111 1111 1112, thanks."
    assert ("CREDIT_CARD_NUMBER", "4111 1111 1111 1112") in found(analyzer, text)


def test_valid_card_followed_by_another_number_is_still_masked(analyzer):
    text = "number 4111111111111111 5 times"
    spans = analyzer.detect(doc(text))
    assert covered(text, spans, "4111111111111111")


def test_us_ssn_valid_and_invalid(analyzer):
    assert ("US_SSN", "536-22-8726") in found(analyzer, "It's 536-22-8726.")
    assert ("US_SSN", "536 22 8726") in found(analyzer, "My ssn is 536 22 8726.")
    # area 000 is never issued: without a context word the US_SSN guess is dropped
    assert "US_SSN" not in labels_of(analyzer, "The value 000-12-3456 here")
    # mixed separators are not an SSN shape
    assert "US_SSN" not in labels_of(analyzer, "ssn 536-22 8726")


def test_iban_valid_and_invalid(analyzer):
    assert ("IBAN_CODE", "GB82 WEST 1234 5698 7654 32") in found(analyzer, "Send to GB82 WEST 1234 5698 7654 32 now")
    assert ("IBAN_CODE", "DE89370400440532013000") in found(analyzer, "Send to DE89370400440532013000 now")
    # one changed check digit: mod-97 fails, no hotword → not an IBAN
    assert "IBAN_CODE" not in labels_of(analyzer, "Send to GB83 WEST 1234 5698 7654 32 now")


def test_iban_followed_by_capital_word_is_still_masked(analyzer):
    text = "Send it to GB82 WEST 1234 5698 7654 32 I think."
    spans = analyzer.detect(doc(text))
    assert ("IBAN_CODE", "GB82 WEST 1234 5698 7654 32") in labelled(text, spans)


def test_swift_needs_hotword(analyzer):
    assert ("SWIFT_CODE", "DEUTDEFF500") in found(analyzer, "The swift code is DEUTDEFF500.")
    assert "SWIFT_CODE" not in labels_of(analyzer, "The word DEUTDEFF500 is here.")


def test_routing_number_with_context(analyzer):
    assert ("ROUTING_NUMBER", "021000021") in found(analyzer, "My routing number is 021000021.")
    assert "ROUTING_NUMBER" not in labels_of(analyzer, "The figure 021000021 means nothing.")
    # wrong ABA checksum: not a routing number even next to the hotword
    assert "ROUTING_NUMBER" not in labels_of(analyzer, "My routing number is 021000022.")


# --------------------------------------------------------------------------- network


def test_ipv4_valid_and_invalid(analyzer):
    assert ("IP_ADDRESS", "192.168.1.10") in found(analyzer, "The server 192.168.1.10 is up.")
    assert ("IP_ADDRESS", "10.0.0.254") in found(analyzer, "It says 10.0.0.254 on the screen.")
    assert "IP_ADDRESS" not in labels_of(analyzer, "The value 999.1.1.1 is up.")
    assert "IP_ADDRESS" not in labels_of(analyzer, "Version 1.2.3.4.5 is out.")


def test_ipv4_at_end_of_sentence():
    detector = PatternDetector(infotypes=["IP_ADDRESS"])
    text = "My router's IP is 10.0.0.254."
    assert labelled(text, detector.detect(doc(text))) == {("IP_ADDRESS", "10.0.0.254")}
    # a fifth dotted group still makes it a version string, not an address
    assert detector.detect(doc("Version 1.2.3.4.5 is out.")) == []


@pytest.mark.parametrize("address", [
    "2001:db8::1", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", "fe80::1ff:fe23:4567:890a",
])
def test_ipv6(analyzer, address):
    assert ("IP_ADDRESS", address) in found(analyzer, f"addr {address} up")


def test_not_ipv6(analyzer):
    assert "IP_ADDRESS" not in labels_of(analyzer, "Meet at 10:30 or 12:45:00 tomorrow.")


def test_mac_address(analyzer):
    assert ("MAC_ADDRESS", "00:1A:2B:3C:4D:5E") in found(analyzer, "mac 00:1A:2B:3C:4D:5E ok")
    assert ("MAC_ADDRESS", "001a.2b3c.4d5e") in found(analyzer, "device 001a.2b3c.4d5e ok")
    assert "MAC_ADDRESS" not in labels_of(analyzer, "mixed 00:1A-2B:3C-4D:5E ok")


def test_url(analyzer):
    text = "Go to https://example.com/path?q=1."
    assert ("URL", "https://example.com/path?q=1") in found(analyzer, text)  # final period left out
    assert ("URL", "www.shop.example.org/cart") in found(analyzer, "see www.shop.example.org/cart, ok")
    assert "URL" not in labels_of(analyzer, "http is a protocol")


def test_domain_name(analyzer):
    assert ("DOMAIN_NAME", "example.org") in found(analyzer, "Visit example.org today.")
    assert ("DOMAIN_NAME", "news.bbc.co.uk") in found(analyzer, "I read news.bbc.co.uk daily.")


def test_missing_space_after_period_is_not_a_domain(analyzer):
    text = "That was the end.It was fine."
    assert "DOMAIN_NAME" not in labels_of(analyzer, text)
    assert "DOMAIN_NAME" not in labels_of(analyzer, "I stayed home.Nothing happened.")


# --------------------------------------------------------------------------- dates


@pytest.mark.parametrize("value", [
    "29 November 1996", "March 5, 2020", "5th of May 2020", "Sept. 3", "2021-03-04", "03/04/2021", "31.12.99",
    "2021-03-04 14:30", "2021-03-04T14:30:59",
])
def test_date_formats(analyzer, value):
    assert ("DATE", value) in found(analyzer, f"It happened on {value} in the end.")


def test_impossible_numeric_date_is_dropped(analyzer):
    assert "DATE" not in labels_of(analyzer, "It happened on 13/13/2021 in the end.")
    assert "DATE" not in labels_of(analyzer, "It happened on 2021-02-30 in the end.")
    assert "DATE" not in labels_of(analyzer, "It happened on 2021-02-30 10:15 in the end.")


def test_date_of_birth_after_born_on(analyzer):
    text = "I was born on 29 November 1996. Much later, after school and college, we met on 3 March 2020."
    result = found(analyzer, text)
    assert ("DATE_OF_BIRTH", "29 November 1996") in result
    assert ("DATE", "3 March 2020") in result  # too far from "born": an ordinary date
    text = "She left two children, born in 1987 and 1992. On 11 May 2000 the applicant applied."
    assert ("DATE", "11 May 2000") in found(analyzer, text)  # "born" of the sentence before


def test_date_of_birth_only_infotype_still_finds_birth_dates():
    detector = PatternDetector(infotypes=["DATE_OF_BIRTH"])
    text = "My date of birth is 1980-07-14. Then, after a long wait, I called again on 2024-01-02."
    assert labelled(text, detector.detect(doc(text))) == {("DATE_OF_BIRTH", "1980-07-14")}


# --------------------------------------------------------------------------- ids


def test_vin_check_digit(analyzer):
    assert ("VEHICLE_IDENTIFICATION_NUMBER", "1HGCM82633A004352") in found(analyzer, "The code 1HGCM82633A004352 ok")
    # check digit (position 9) wrong: not labelled a VIN without a vehicle word
    assert "VEHICLE_IDENTIFICATION_NUMBER" not in labels_of(analyzer, "The code 1HGCM82634A004352 ok")
    # letters I, O, Q never occur in a VIN
    assert "VEHICLE_IDENTIFICATION_NUMBER" not in labels_of(analyzer, "The code 1HGCM8263OA004352 ok")


def test_passport_needs_hotword(analyzer):
    assert ("PASSPORT", "A12345678") in found(analyzer, "My passport is A12345678.")
    assert ("PASSPORT", "123456789") in found(analyzer, "passport number 123456789")
    assert "PASSPORT" not in labels_of(analyzer, "The lot A12345678 shipped.")


def test_generic_id(analyzer):
    assert ("GENERIC_ID", "ORD-482913") in found(analyzer, "My order ORD-482913 never came.")
    assert ("GENERIC_ID", "TKT-1276842") in found(analyzer, "I opened ticket TKT-1276842 for this.")
    # all-letter capitals are words, not ids
    assert "GENERIC_ID" not in labels_of(analyzer, "The NASA and FBI order arrived.")


def test_bare_number_is_an_id_only_with_a_hotword(analyzer):
    assert ("GENERIC_ID", "8834712") in found(analyzer, "Your invoice 8834712 is paid.")
    assert "GENERIC_ID" not in labels_of(analyzer, "We counted 8834712 grains.")


# --------------------------------------------------------------------------- addresses, organisations


def test_street_address(analyzer):
    assert ("STREET_ADDRESS", "1234 Oak Street, Apt 5") in found(analyzer, "I live at 1234 Oak Street, Apt 5 in town.")
    assert ("STREET_ADDRESS", "77 Sunset Blvd., Los Angeles, CA 90028") in found(
        analyzer, "Ship it to 77 Sunset Blvd., Los Angeles, CA 90028 please.")
    assert ("STREET_ADDRESS", "PO Box 1234") in found(analyzer, "Send it to PO Box 1234.")
    assert "STREET_ADDRESS" not in labels_of(analyzer, "I have 3 dogs and 2 cats.")


def test_organization_name(analyzer):
    assert ("ORGANIZATION_NAME", "Lyons LLC") in found(analyzer, "I work at Lyons LLC now.")
    assert ("ORGANIZATION_NAME", "Smith, Jones and Brown") in found(
        analyzer, "Thanks for calling Smith, Jones and Brown today.")
    assert "ORGANIZATION_NAME" not in labels_of(analyzer, "the llc filed nothing")


# --------------------------------------------------------------------------- parameters, hotwords


def test_infotypes_restricts_labels():
    text = "Mail a@b.io or call (555) 123-4567 from 192.168.0.1."
    detector = PatternDetector(infotypes=["EMAIL_ADDRESS"])
    assert {s.label for s in detector.detect(doc(text))} == {"EMAIL_ADDRESS"}


def test_extra_hotwords_boost_a_rule():
    text = "The lot A12345678 shipped."
    plain = PatternDetector(infotypes=["PASSPORT"])
    boosted = PatternDetector(infotypes=["PASSPORT"], extra_hotwords={"PASSPORT": ["lot"]})
    score = lambda det: max((s.score for s in det.detect(doc(text))), default=0.0)  # noqa: E731
    assert score(boosted) >= 0.5 > score(plain)


def test_hotword_window_is_respected():
    near = "passport " + "A12345678"
    far = "passport " + "x " * 60 + "A12345678"
    detector = PatternDetector(infotypes=["PASSPORT"], hotword_window=100)
    a = Analyzer([detector], propagate=False)
    assert "PASSPORT" in {s.label for s in a.detect(doc(near))}
    assert "PASSPORT" not in {s.label for s in a.detect(doc(far))}


def test_hotword_helpers_match_whole_words_only():
    pattern = compile_hotwords(["card", "e-?mail"])
    text = "discard this: X, then email"
    x = text.index("X")
    assert not has_hotword(text, x, x + 1, pattern, window=10)       # "discard" is not "card"
    assert has_hotword(text, x, x + 1, pattern, window=20)           # "email" on the right
    assert compile_hotwords([]) is None and not has_hotword(text, 0, 1, None, 100)


def test_invalid_card_without_context_is_not_partly_masked(analyzer):
    # Neither a card (Luhn fails, no hotword) nor a phone: no fragment of it is masked
    # (a masked fragment would leave the rest of the number visible beside it).
    assert found(analyzer, "the reference 4111 1111 1111 1112 was printed") == set()


def test_dotted_quad_that_is_no_ip_is_not_a_phone(analyzer):
    assert "PHONE_NUMBER" not in labels_of(analyzer, "version 999.1.1.1 is out")


def test_invalid_but_possible_phone_with_hotword_is_kept(analyzer):
    assert ("PHONE_NUMBER", "583 0166 12") in found(analyzer, "my phone is 583 0166 12")
