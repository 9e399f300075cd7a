"""Norwegian substitutes the shared rules do not know: a fødselsnummer or D-number and an
organisasjonsnummer that pass their checks, a bank account with its check digit, a
four-digit postcode, a Norwegian street for a Norwegian one, a car plate."""

from __future__ import annotations

import functools
import re
from datetime import date, timedelta

from faker import Faker
from stdnum.no import fodselsnummer, kontonr, orgnr

from ..pack import Draw
from ..streets import local_street
from ..written import digits_of, fill_digits, other_than, same_case, same_magnitude
from .rules import NB_STREET_ENDINGS
from .said import SAID

_STREET = re.compile(rf"[^\W\d_](?:{NB_STREET_ENDINGS})\b|\b(?:gate|vei|veg|plass)\s+\d")


@functools.lru_cache(maxsize=1)
def _faker() -> Faker:
    return Faker("no_NO")


def _birth_date(digits: str) -> date | None:
    try:
        return fodselsnummer.get_birth_date(digits)
    except Exception:  # noqa: BLE001 - stdnum raises several kinds for a malformed number
        return None


def fodselsnummer_value(draw: Draw, original: str | None) -> str:
    """A valid fødselsnummer (a D-number for a D-number: day + 40) in the original's layout:
    its birth date moved by the document's date shift (an age the text states still holds), a
    new individual number of the same gender (its last digit's parity) and century range,
    both check digits."""
    rng = draw.rng
    digits = digits_of(original or "")
    born = _birth_date(digits) or date(1940, 1, 1) + timedelta(days=rng.randrange(365 * 65))
    born = born + timedelta(days=draw.birth_shift())
    d_number = len(digits) == 11 and int(digits[0]) >= 4
    female = int(digits[8]) % 2 == 0 if len(digits) == 11 else rng.random() < .5
    low, high = (0, 499) if born.year < 2000 else (500, 999)
    for _ in range(200):
        individual = rng.randint(low, high)
        if (individual % 2 == 0) != female:
            individual = individual + 1 if individual < high else individual - 1
        core = f"{born.day + (40 if d_number else 0):02d}{born:%m%y}{individual:03d}"
        first = fodselsnummer.calc_check_digit1(core)
        if len(first) == 1:
            second = fodselsnummer.calc_check_digit2(core + first)
            if len(second) == 1 and fodselsnummer.is_valid(core + first + second):
                return fill_digits(original or "000000 00000", core + first + second)
    raise RuntimeError("no valid fødselsnummer in 200 draws")  # each draw succeeds with p ≈ 0.8


def organisasjonsnummer(draw: Draw, original: str | None) -> str:
    """A valid organisasjonsnummer (9 digits, first 8 or 9, the mod-11 check digit) in the
    original's layout, never the original."""
    rng = draw.rng
    template = original if original and len(digits_of(original)) == 9 else "900 000 000"

    def one() -> str:
        while True:  # one draw in eleven passes the check digit
            number = rng.choice("89") + "".join(str(rng.randint(0, 9)) for _ in range(8))
            if orgnr.is_valid(number):
                return fill_digits(template, number)

    return other_than(original, one)


def bank_account(draw: Draw, original: str | None) -> str | None:
    """An account number (11 digits, mod-11 check) for one: in its layout, never the original.
    None for other account numbers (the shared rule's)."""
    if original is not None and len(digits_of(original)) != 11:
        return None
    rng = draw.rng
    template = original or "1234 56 78903"

    def one() -> str:
        while True:  # one draw in eleven passes the check digit
            number = same_magnitude(digits_of(template)[:4], rng) + "".join(str(rng.randint(0, 9)) for _ in range(7))
            if kontonr.is_valid(number):
                return fill_digits(template, number)

    return other_than(original, one)


def postcode(draw: Draw, original: str | None) -> str | None:
    """A four-digit postcode for one ("0150", "NO-5003"), never the original; None for another."""
    if original is not None and len(digits_of(original)) != 4:
        return None
    return other_than(original, lambda: fill_digits(original or "0000", f"{draw.rng.randint(1, 9991):04d}"))


def license_plate(draw: Draw, original: str | None) -> str | None:
    """A Norwegian plate ("EL 38215": two letters, four or five digits) in the original's layout."""
    if original is not None and not re.fullmatch(r"\s*[A-Za-z]{2} ?\d{4,5}\s*", original):
        return None
    template = original or "AB 12345"
    letters = "ABCDEFHJKLNPRSTUVXYZ"  # no G, I, M, O, Q, W, Æ, Ø, Å on Norwegian plates
    rng = draw.rng
    return other_than(original, lambda: re.sub(r"\d", lambda _: str(rng.randint(0, 9)), re.sub(
        r"[A-Za-z]", lambda m: same_case(rng.choice(letters), m.group()), template)))


def street_address(draw: Draw, original: str | None) -> str | None:
    """A Norwegian street for a Norwegian one ("Storgata 41B" → "Lundeveien 17C", "fjøsangerveien
    sekstiåtte" → "bakkeveien tjueni").  None for another address."""
    if not original or not _STREET.search(original):
        return None
    return local_street(draw, original, _faker(), SAID, "Storgata")


SURROGATES = {"NO_FODSELSNUMMER": fodselsnummer_value, "NO_ORGANISASJONSNUMMER": organisasjonsnummer,
              "BANK_ACCOUNT": bank_account, "POSTCODE": postcode, "LICENSE_PLATE": license_plate,
              "STREET_ADDRESS": street_address}
