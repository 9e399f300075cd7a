"""Swedish substitutes the shared rules do not know: a personnummer and an
organisationsnummer that pass their checks, a Swedish street for a Swedish one."""

from __future__ import annotations

import functools
import re
from datetime import date, timedelta

from faker import Faker
from stdnum import luhn

from ..pack import Draw
from ..streets import local_street
from ..written import digits_of, fill_digits, other_than
from .rules import SV_STREET_ENDINGS, se_birth_date
from .said import SAID

_SWEDISH_STREET = re.compile(rf"[^\W\d_](?:{SV_STREET_ENDINGS})\b|\b(?:gatan|gata|vägen|väg|gränd)\s+\d")
_TOWN = re.compile(r"\b[A-ZÅÄÖ][a-zåäöé]+\b")  # a town after the postcode


@functools.lru_cache(maxsize=1)
def _swedish_faker() -> Faker:
    return Faker("sv_SE")


def personnummer(draw: Draw, original: str | None) -> str:
    """A valid personnummer (or samordningsnummer, day + 60) in the original's layout: its
    birth date moved by the document's date shift (so an age the text states still holds), a
    new serial with the same gender digit parity, the Luhn check digit."""
    rng = draw.rng
    digits = digits_of(original or "")[-10:]
    born = se_birth_date(original or "") or date(1940, 1, 1) + timedelta(days=rng.randrange(365 * 65))
    born = born + timedelta(days=draw.birth_shift())
    coordination = len(digits) == 10 and int(digits[4:6]) > 60
    gender = int(digits[8]) % 2 if len(digits) == 10 else rng.randrange(2)
    core = f"{born:%y%m}{born.day + (60 if coordination else 0):02d}{rng.randrange(100):02d}"
    core += str(rng.randrange(5) * 2 + gender)
    value = core + luhn.calc_check_digit(core)
    if original and len(digits_of(original)) == 12:
        value = f"{born.year // 100}" + value
    return fill_digits(original or "000000-0000", value)


def organisationsnummer(draw: Draw, original: str | None) -> str:
    """A valid organisationsnummer in the original's layout and of its kind (the first digit:
    5 a limited company, 8 an association…), the third digit 2 or more, the Luhn check digit;
    never the original."""
    rng = draw.rng
    template = original if original and len(digits_of(original)) == 10 else "556000-0000"

    def one() -> str:
        core = digits_of(template)[0] + str(rng.randint(0, 9)) + str(rng.randint(2, 9)) \
            + "".join(str(rng.randint(0, 9)) for _ in range(6))
        return fill_digits(template, core + luhn.calc_check_digit(core))

    return other_than(original, one)


def street_address(draw: Draw, original: str | None) -> str | None:
    """A Swedish street for a Swedish one ("Storgatan 12B, 3 tr" → "Björkvägen 47C, 2 tr"),
    the town after its postcode too.  None for another address."""
    if not original or not _SWEDISH_STREET.search(original):
        return None
    return local_street(draw, original, _swedish_faker(), SAID, "Storgatan", _TOWN)


SURROGATES = {"SE_PERSONNUMMER": personnummer, "SE_ORGANISATIONSNUMMER": organisationsnummer,
              "STREET_ADDRESS": street_address}
