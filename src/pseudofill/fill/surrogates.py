"""Type-aware substitutes that keep the original's shape.

A DATE keeps its format ("29 November 1996" → "14 March 2003"), a number keeps its digit
pattern and gets a valid checksum where its type has one (Luhn, IBAN mod 97, ABA, VIN),
a PERSON_NAME keeps the mention's shape ("Mr. Smith" → a surname only) and the gender a
title implies.  Without the original (no vault), the label alone decides.
"""

from __future__ import annotations

import calendar
import random
import re
from dataclasses import dataclass
from datetime import date, timedelta

from faker import Faker
from faker.providers.address.en_US import Provider as _USAddress
from faker.providers.person.en_US import Provider as _PersonNames
from stdnum import iban, luhn
from stdnum.us import rtn

from ..detect.attributes import CONDITIONS, RELATIVES_BY_GENDER, STATUSES, number_words, plural_of
from ..detect.patterns import _VIN_VALUES, _VIN_WEIGHTS
from .formats import (digits_of, fill_digits, iban_twins, is_valid_phone, phone_region, random_clock, reshape,
                      reshape_date, set_last_digit, spoken_digits)

MALE_FIRST = frozenset(n.lower() for n in _PersonNames.first_names_male)
FEMALE_FIRST = frozenset(n.lower() for n in _PersonNames.first_names_female)
MALE_TITLES = frozenset({"mr", "sir", "mister", "lord"})
FEMALE_TITLES = frozenset({"mrs", "ms", "miss", "madam", "madame", "lady", "missus"})

LEGAL_SUFFIXES = ["LLC", "Inc", "Ltd", "Corp", "Group", "PLC", "GmbH", "Co"]
DEMONYMS = ["American", "British", "Canadian", "Mexican", "Brazilian", "German", "French", "Spanish", "Italian",
            "Dutch", "Swedish", "Norwegian", "Polish", "Greek", "Turkish", "Egyptian", "Nigerian", "Kenyan",
            "Indian", "Chinese", "Japanese", "Korean", "Vietnamese", "Filipino", "Australian", "Irish", "Scottish",
            "Portuguese", "Chilean", "Peruvian", "Catholic", "Protestant", "Muslim", "Jewish", "Buddhist", "Hindu"]

RELATIVE_DATES = ["yesterday", "last week", "last month", "last year", "next week", "next month", "the other day",
                  "a few days ago", "a few weeks ago", "a couple of years ago", "recently", "this spring",
                  "last summer", "in the fall", "a few months", "a couple of weeks", "two years", "the weekend"]
_AGE = re.compile(r"\b(\d{1,3})(?=\s*-?\s*(?:years?|yrs?)[\s-]*old\b)", re.IGNORECASE)

# What the rules of these labels reshape; an original without it gets a fresh value.
_RESHAPED = {
    "CREDIT_CARD_NUMBER": re.compile(r"\d\D*\d"),
    "IBAN_CODE": re.compile(r"^\s*[A-Za-z]{2}\s*\d\d"),
    "PHONE_NUMBER": re.compile(r"\d|\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b", re.IGNORECASE),
    "SWIFT_CODE": re.compile(r"^\s*[A-Za-z0-9]{6}"),
}

LABELS_WITH_RULES = frozenset({
    "PERSON_NAME", "ORGANIZATION_NAME", "LOCATION", "DEMOGRAPHIC", "DATE", "DATE_OF_BIRTH", "TIME",
    "EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD_NUMBER", "US_SSN", "IBAN_CODE", "IP_ADDRESS", "MAC_ADDRESS",
    "URL", "DOMAIN_NAME", "STREET_ADDRESS", "VEHICLE_IDENTIFICATION_NUMBER", "SWIFT_CODE", "ROUTING_NUMBER",
    "PASSPORT", "GENERIC_ID", "DIGIT_SEQUENCE", "SPELLED_SEQUENCE", "USER_NAME", "MONEY", "QUANTITY", "PERCENT",
    "OCCUPATION", "RELATIVE", "MEDICAL_CONDITION",
})


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    gender: str  # "male" | "female" | "unknown"

    def render(self, mention: str | None, title_before: bool) -> str:
        """The surrogate in the original mention's shape: full, first, last or initial + last."""
        tokens = re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*\.?", mention or "")  # "Blair-Roberts" is one surname
        if mention is None:
            return self.last if title_before else f"{self.first} {self.last}"
        if len(tokens) >= 2 and len(tokens[0].rstrip(".")) == 1:
            return f"{self.first[0]}. {self.last}"
        if len(tokens) >= 2:
            return f"{self.first} {self.last}"
        if title_before or (tokens and tokens[0].lower() not in MALE_FIRST | FEMALE_FIRST):
            return self.last
        return self.first


def gender_of(mention: str | None, title: str | None) -> str:
    if title and title.lower().rstrip(".") in MALE_TITLES:
        return "male"
    if title and title.lower().rstrip(".") in FEMALE_TITLES:
        return "female"
    first = re.findall(r"[^\W\d_]+", mention or "")
    name = first[0].lower() if first else ""
    if name in MALE_FIRST and name not in FEMALE_FIRST:
        return "male"
    if name in FEMALE_FIRST and name not in MALE_FIRST:
        return "female"
    return "unknown"


class SurrogateFactory:
    """Candidates for one slot from its label and original string; seed per document."""

    def __init__(self, locale: str = "en_US"):
        self.locale = locale
        self.faker = Faker(locale)
        self.rng = random.Random(0)

    def seed(self, seed: int) -> None:
        self.faker.seed_instance(seed)
        self.rng = random.Random(seed)

    def person(self, gender: str) -> Person:
        if gender == "unknown":
            gender = self.rng.choice(["male", "female"])
        first = self.faker.first_name_male() if gender == "male" else self.faker.first_name_female()
        return Person(first, self.faker.last_name(), gender)

    def candidates(self, label: str, original: str | None, k: int) -> list[str]:
        """Up to k distinct substitutes (fewer when the label has few forms).  An original
        without the shape its label's rule reshapes (a reviewer's "CREDIT_CARD_NUMBER" on
        "see above") is ignored: the label alone decides."""
        make = getattr(self, "_" + label.lower(), None)
        if make is None:
            return []
        shape = _RESHAPED.get(label)
        if original is not None and shape is not None and not shape.search(original):
            original = None
        out: list[str] = []
        for _ in range(k * 3):
            value = make(original)
            if value and value not in out:
                out.append(value)
            if len(out) == k:
                break
        return out

    @staticmethod
    def kept_words(label: str, original: str | None) -> tuple[str, ...]:
        """Words of the original its rule keeps on purpose: what was counted ("hearings"
        in "nineteen hearings"), not which or how many; the lower-case words around a date
        or time ("approximately", "between", "hour"), not the month.  The leak guard lets
        them through."""
        if label == "QUANTITY" and original and _SPELLED_COUNT.search(original):
            return (_SPELLED_COUNT.sub(" ", original),)
        if label in ("DATE", "TIME", "DATE_OF_BIRTH") and original:  # "approximately", "between", "hour"
            return tuple(w for w in re.findall(r"[^\W\d_]+", original) if w.islower() and w not in _MONTH_WORDS)
        return ()

    # --- names, places, organisations ------------------------------------------------
    def _organization_name(self, original: str | None) -> str:
        """An original with a legal suffix gets a company with another one (the shared word
        would count as a partial leak)."""
        company = self.faker.company()
        suffix = re.search(rf"\b({'|'.join(LEGAL_SUFFIXES)})\.?$", original or "")
        if suffix:
            other = self.rng.choice([s for s in LEGAL_SUFFIXES if s != suffix.group(1)])
            company = re.sub(r",? (LLC|Inc|Ltd|PLC|Group|and Sons)$", "", company) + " " + other
        return company

    def _location(self, original: str | None) -> str:
        kind = _location_kind(original or "")
        if kind == "country":
            return self.faker.country()
        if kind == "state":
            return self.faker.state()
        return self.faker.city()

    def _demographic(self, original: str | None) -> str:
        value = self.rng.choice(DEMONYMS)
        return value + "s" if original and original.endswith("s") and not original.endswith("ss") else value

    def _street_address(self, original: str | None) -> str:
        value = self.faker.street_address()
        unit = original and re.search(r"\b(apt|apartment|suite|ste|unit)\b", original, re.IGNORECASE)
        if unit and re.fullmatch(r"\s*\w+\.?\s*#?\d+\w?\s*", original or ""):  # the unit alone: "Apt. 595"
            return self.faker.secondary_address()
        if unit and self.rng.random() < .7:
            value = self.faker.building_number() + " " + self.faker.street_name() + ", " + self.faker.secondary_address()
        if original and re.search(r"\b[A-Z]{2}\s+\d{5}\b", original):
            value += f", {self.faker.city()}, {self.faker.state_abbr()} {self.faker.zipcode()}"
        return value

    # --- contact and network ------------------------------------------------------------
    def _email_address(self, original: str | None) -> str:
        return f"{self.faker.user_name()}@{self.faker.free_email_domain() if self.rng.random() < .5 else self.faker.domain_name()}"

    def _url(self, original: str | None) -> str:
        url = self.faker.url()
        if original and not original.lower().startswith("http"):
            url = re.sub(r"^https?://", "", url)
        if original and re.search(r"\w/\w", original.split("//")[-1]):
            url = url.rstrip("/") + "/" + self.faker.uri_path()
        return url

    def _domain_name(self, original: str | None) -> str:
        return self.faker.domain_name()

    def _user_name(self, original: str | None) -> str:
        name = self.faker.user_name()
        if original and any(c.isdigit() for c in original) and not any(c.isdigit() for c in name):
            name += str(self.rng.randint(1, 99))
        return name

    def _ip_address(self, original: str | None) -> str:
        if original and ":" in original:
            return self.faker.ipv6()
        return self.faker.ipv4_public()

    def _mac_address(self, original: str | None) -> str:
        return reshape(original, self.rng, letters="abcdef") if original else self.faker.mac_address()

    def _phone_number(self, original: str | None) -> str:
        if not original:
            return self.faker.phone_number()
        if spoken_digits(original):
            return reshape(original, self.rng)
        extension = ""
        marker = re.search(r"(?i)\s*\b(x|ext\.?|extension)\s*(\d+)\s*$", original)
        if marker:  # the extension keeps its digits' count, not its marker word ("x" ↔ "ext.")
            digits = "".join(str(self.rng.randint(0, 9)) for _ in marker.group(2))
            extension = (" ext. " if marker.group(1).lower() == "x" else " x") + digits
            original = original[:marker.start()]
        region = phone_region(original)
        for _ in range(50):  # keep the format; draw digits until the number is valid where the original is
            value = reshape(original, self.rng, keep_prefix=original.strip().startswith("+"))
            if region is None or is_valid_phone(value, region):
                return value + extension
        return value + extension

    # --- numbers with checksums ---------------------------------------------------------
    def _credit_card_number(self, original: str | None) -> str:
        if not original:
            return self.faker.credit_card_number()
        value = reshape(original, self.rng, keep_first=1)
        return set_last_digit(value, luhn.calc_check_digit(digits_of(value)[:-1]))

    def _us_ssn(self, original: str | None) -> str:
        area = self.rng.choice([a for a in range(1, 900) if a != 666])
        digits = f"{area:03d}{self.rng.randint(1, 99):02d}{self.rng.randint(1, 9999):04d}"
        return fill_digits(original or "000-00-0000", digits)

    def _iban_code(self, original: str | None) -> str:
        if not original:
            return self.faker.iban()
        country = original.strip()[:2].upper()
        twins = iban_twins().get(country, [])
        value = reshape(original, self.rng, keep_first=4)
        if twins:  # another country whose account numbers have the same shape
            country = self.rng.choice(twins)
            value = (country if original.strip()[:2].isupper() else country.lower()) + value.strip()[2:]
        compact = re.sub(r"\s", "", value)
        check = iban.calc_check_digits(country + "00" + compact[4:])
        return re.sub(r"^(\w\w)\d\d", lambda m: m.group(1) + check, value)

    def _routing_number(self, original: str | None) -> str:
        body = "".join(str(self.rng.randint(0, 9)) for _ in range(8))
        return fill_digits(original or "000000000", body + rtn.calc_check_digit(body))

    def _vehicle_identification_number(self, original: str | None) -> str:
        alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        chars = [self.rng.choice(alphabet) for _ in range(17)]
        total = sum(_VIN_VALUES[c] * w for c, w in zip(chars, _VIN_WEIGHTS)) % 11
        chars[8] = "X" if total == 10 else str(total)
        return "".join(chars)

    def _swift_code(self, original: str | None) -> str:
        value = reshape(original or "AAAAUS33", self.rng)
        return value[:4] + (original or "AAAAUS33")[4:6] + value[6:]  # keep the country code valid

    def _passport(self, original: str | None) -> str:
        return reshape(original or "000000000", self.rng)

    def _generic_id(self, original: str | None) -> str:
        return reshape(original or "AB-000000", self.rng)

    def _digit_sequence(self, original: str | None) -> str:
        return reshape(original or "000", self.rng)

    def _money(self, original: str | None) -> str:
        """Amounts and measures keep their unit and magnitude ("GBP 425,000" → "GBP 618,307");
        one written in words is left to the language model."""
        if original is None:
            return f"{self.rng.randint(2, 900)}"
        return re.sub(r"\d+", lambda m: _same_magnitude(m.group(), self.rng), original) \
            if re.search(r"\d", original) else ""

    _percent = _money

    def _quantity(self, original: str | None) -> str:
        """A count in words becomes another of about the same size ("nineteen hearings" →
        "twenty-two hearings"); "one charge" becomes "two charges"."""
        spelled = _SPELLED_COUNT.search(original or "")
        if not spelled or original is None:
            return self._money(original)
        value = number_words()[spelled.group().lower()]
        count = self.rng.choice([n for n in range(max(2, value // 2), value * 2 + 2) if n != value])
        rest = original[spelled.end():]
        noun = re.search(r"[^\W\d_]+$", rest)
        if value == 1 and noun:
            rest = rest[:noun.start()] + plural_of(noun.group())
        return original[:spelled.start()] + _as_written(_spelled(count), spelled.group()) + rest

    # --- quasi-identifiers ----------------------------------------------------------------
    def _occupation(self, original: str | None) -> str:
        """Another job in the original's number and capitalisation ("police officers" → "surveyors")."""
        head, _, modifier = self.faker.job().lower().partition(", ")
        job = f"{modifier} {head}" if modifier else head
        if original and (original.endswith("men") or re.search(r"[^s]s$", original)):
            job = plural_of(job)
        return _as_written(job, original or job)

    def _relative(self, original: str | None) -> str:
        """A relative of the same gender and number, with another count ("his two sisters" →
        "three daughters"); "no children" keeps its "no"."""
        words = (original or "child").split()
        noun = words[-1].lower()
        gender, singular = next(((g, r) for g, group in RELATIVES_BY_GENDER.items() for r in group
                                 if noun in (r, plural_of(r))), ("unknown", "child"))
        for status, status_gender in STATUSES.items():
            if noun in (status, plural_of(status)):
                gender, singular = status_gender, status
        other = self.rng.choice([r for r in RELATIVES_BY_GENDER[gender] if r != singular])
        plural = noun != singular
        count = next((w for w in words if w.lower() in number_words() or w.lower() == "no"), None)
        if count and count.lower() != "no":
            count = self._quantity(count) or count
        value = " ".join(filter(None, [count, plural_of(other) if plural else other]))
        return _as_written(value, original or value)

    def _medical_condition(self, original: str | None) -> str:
        conditions = [c.strip() for c in CONDITIONS.replace("\n", ";").split(";") if " " in c.strip()]
        return _as_written(self.rng.choice(conditions), original or "x")

    def _spelled_sequence(self, original: str | None) -> str:
        return reshape(original or "A-B-C", self.rng)

    # --- dates and times ----------------------------------------------------------------
    def _date(self, original: str | None) -> str:
        day = date(1950, 1, 1) + timedelta(days=self.rng.randrange(365 * 75))
        if not original:
            return day.strftime("%d %B %Y").lstrip("0")
        age = _AGE.search(original)
        if age:  # spaCy tags "a 79 year old" DATE: an age, not a year
            return original[:age.start(1)] + self._age(age.group(1), original[:age.start(1)]) + original[age.end(1):]
        for _ in range(5):
            value = reshape_date(original, day, self.rng)
            if value != original:
                return value
            day = date(1950, 1, 1) + timedelta(days=self.rng.randrange(365 * 75))
        return self.rng.choice(RELATIVE_DATES)  # nothing to reshape ("today", "a couple of months")

    def _age(self, digits: str, before: str) -> str:
        """An age of the same digit count; after "a", one that does not need "an" (8, 11, 18, 80s)."""
        low, high = {1: (2, 9), 2: (18, 95)}.get(len(digits), (100, 104))
        ages = [n for n in range(low, high + 1)
                if not (before.lower().endswith("a ") and (str(n).startswith("8") or n in (11, 18)))]
        return str(self.rng.choice(ages))

    def _date_of_birth(self, original: str | None) -> str:
        day = date(1940, 1, 1) + timedelta(days=self.rng.randrange(365 * 65))
        return reshape_date(original, day, self.rng) if original else day.strftime("%B %d, %Y")

    def _time(self, original: str | None) -> str:
        if not original or not re.search(r"\d", original):
            return f"{self.rng.randint(1, 12)} {self.rng.choice(['a.m.', 'p.m.'])}"
        return random_clock(original, self.rng)


_STATES = frozenset(s.lower() for s in _USAddress.states)
_COUNTRIES = frozenset(c.lower() for c in _USAddress.countries) | {"usa", "us", "uk", "america", "england"}


_SPELLED_COUNT = re.compile(r"\b(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|"
                            r"four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|"
                            r"eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen)\b", re.IGNORECASE)


_MONTH_WORDS = frozenset(m.lower() for m in (*calendar.month_name[1:], *calendar.month_abbr[1:], *calendar.day_name,
                                              *calendar.day_abbr)) | {"sept"}


def _spelled(count: int) -> str:
    return next(word for word, value in number_words().items() if value == count and " " not in word)


def _as_written(value: str, original: str) -> str:
    """`value` capitalised as the original is ("Two" → "Three", "POLICE" → "NURSE")."""
    if original.isupper() and len(original) > 1:
        return value.upper()
    return value[:1].upper() + value[1:] if original[:1].isupper() else value


def _same_magnitude(digits: str, rng: random.Random) -> str:
    """A digit run of the same width, not starting with 0 unless the original did."""
    first = "0" if digits[0] == "0" else str(rng.randint(1, 9))
    return first + "".join(str(rng.randint(0, 9)) for _ in digits[1:])


def _location_kind(text: str) -> str:
    lower = text.lower().strip()
    if lower in _COUNTRIES:
        return "country"
    if lower in _STATES:
        return "state"
    return "city"
