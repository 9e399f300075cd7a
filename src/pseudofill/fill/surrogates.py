"""Type-aware substitutes that keep the original's shape.

A DATE keeps its format ("29 November 1996" → "14 March 2003"), a number keeps its digit
pattern and gets a valid checksum where its type has one (Luhn, IBAN mod 97, ABA, VIN),
a PERSON_NAME keeps the mention's shape ("Mr. Smith" → a surname only) and the gender a
title implies.  Without the original (no vault), the label alone decides.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import TYPE_CHECKING

from faker import Faker
from faker.providers.address.en_US import Provider as _USAddress

from ..language import LANGUAGES, get_language
from ..languages.en.attributes import (
    CONDITIONS,
    RELATIVE_GENERATIONS,
    RELATIVES_BY_GENDER,
    STATUSES,
    number_words,
    occupations,
    plural_of,
    relatives,
)
from ..languages.en.spoken import EN_DIGITS, EN_TEENS, EN_TENS
from ..lexicon.amounts import amount_kind
from ..lexicon.gazetteers import is_place, organisation_kinds
from ..lexicon.taxonomy import DEMOGRAPHIC, LOCATION, ORGANIZATION_NAME
from ..lexicon.text import capitalised
from .amounts import amount_words, counted_words, new_count
from .codes import SAID_STREET_KINDS, SAID_UNITS, CodeRules
from .demonyms import RELIGIONS, demonym_country, is_religion
from .durations import new_age
from .formats import DATE_WORDS, as_written, random_clock, reshape_date
from .generators import generators
from .name_forms import Person
from .names import make_person, split_title
from .occupations import another_occupation
from .spoken import said_name
from .upos import closed_class_words

if TYPE_CHECKING:
    from .profile import DocumentProfile


_CITIZEN = re.compile(r"\s+(?:nationals?|citizens?)$", re.IGNORECASE)
_LEGAL_SUFFIX = re.compile(r"\b(LLC|Inc|Ltd|Limited|Corp|Group|PLC|plc|GmbH|Co|AG|SA|A/S|AB|HB|KB|ApS|SpA|"
                           r"Sp\. z o\.o\.)\.?$")
# Professions that represent someone in a case: a substitute stays one ("a solicitor practising in …").
# Labels a transcript may read out word by word (detect/transcript.py, languages/sv/rules.py).
_READ_OUT = frozenset({"EMAIL_ADDRESS", "STREET_ADDRESS", "DIGIT_SEQUENCE", "PHONE_NUMBER", "GENERIC_ID",
                       "SPELLED_SEQUENCE", "SE_PERSONNUMMER", "POSTCODE", "BANK_ACCOUNT", "LICENSE_PLATE"})
DEMONYMS = ["American", "British", "Canadian", "Mexican", "Brazilian", "German", "French", "Spanish", "Italian",
            "Dutch", "Swedish", "Norwegian", "Polish", "Greek", "Turkish", "Egyptian", "Nigerian", "Kenyan",
            "Indian", "Chinese", "Japanese", "Korean", "Vietnamese", "Filipino", "Australian", "Irish", "Scottish",
            "Portuguese", "Chilean", "Peruvian", "Catholic", "Protestant", "Muslim", "Jewish", "Buddhist", "Hindu"]

RELATIVE_DATES = ["yesterday", "last week", "last month", "last year", "next week", "next month", "the other day",
                  "a few days ago", "a few weeks ago", "a couple of years ago", "recently", "this spring",
                  "last summer", "in the fall", "a few months", "a couple of weeks", "two years", "the weekend"]
_AGE = re.compile(r"\b(\d{1,3})(?=\s*-?\s*(?:years?|yrs?)[\s-]*old\b)", re.IGNORECASE)

# What the rules of these labels reshape; an original without it gets a fresh value.
_SAID_DIGIT = r"\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b"  # "three seven eight two …"
_RESHAPED = {
    "CREDIT_CARD_NUMBER": re.compile(rf"\d\D*\d|{_SAID_DIGIT}", re.IGNORECASE),
    "IBAN_CODE": re.compile(r"^\s*[A-Za-z]{2}\s*\d\d"),
    "PHONE_NUMBER": re.compile(rf"\d|{_SAID_DIGIT}", re.IGNORECASE),
    "SWIFT_CODE": re.compile(r"^\s*[A-Za-z0-9]{6}"),
}

_SAID_NUMBER_WORDS = frozenset({"oh", *EN_DIGITS, *EN_TEENS, *EN_TENS, "hundred", "thousand", "double", "triple",
                                "and", "dash", "hyphen", "slash"})
_STREET_KIND_WORDS = SAID_STREET_KINDS | frozenset(SAID_UNITS)
LABELS_WITH_RULES = frozenset({
    "PERSON_NAME", "ORGANIZATION_NAME", "LOCATION", "DEMOGRAPHIC", "DATE", "DATE_OF_BIRTH", "TIME",
    "EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD_NUMBER", "US_SSN", "IBAN_CODE", "IP_ADDRESS", "MAC_ADDRESS",
    "URL", "DOMAIN_NAME", "STREET_ADDRESS", "VEHICLE_IDENTIFICATION_NUMBER", "SWIFT_CODE", "ROUTING_NUMBER",
    "SE_PERSONNUMMER", "SE_ORGANISATIONSNUMMER", "POSTCODE", "LICENSE_PLATE", "BANK_ACCOUNT",
    "PASSPORT", "GENERIC_ID", "DIGIT_SEQUENCE", "SPELLED_SEQUENCE", "USER_NAME", "MONEY", "QUANTITY", "PERCENT",
    "OCCUPATION", "RELATIVE", "MEDICAL_CONDITION", "AGE",
}) | frozenset(label for pack in LANGUAGES.values() for label in pack.surrogates)  # a pack's own ids
# Labels whose substitutes follow the document's profile (date shift, substitute country,
# organisations rebuilt from them): every method takes the rule's value for these.
STORY_LABELS = frozenset({"DATE", "DATE_OF_BIRTH", "LOCATION", "DEMOGRAPHIC", "ORGANIZATION_NAME"})
# Labels whose rules offer candidates that differ in kind, not just digits: the LM ranks
# them in context.  The others take their rule's first admissible value.
LM_RANKED = frozenset({"PERSON_NAME", "ORGANIZATION_NAME", "OCCUPATION", "RELATIVE", "MEDICAL_CONDITION"})


# A status the story turns on, said in other words (one, more than one).
_STATUS_SAID_OTHERWISE = {"widow": ("bereaved wife", "bereaved wives"),
                          "widower": ("bereaved husband", "bereaved husbands"),
                          "orphan": ("parentless child", "parentless children")}


class SurrogateFactory(CodeRules):
    """Candidates for one slot from its label and original string; seed per document."""

    def __init__(self, locale: str = "en_US", language: str | None = None):
        self.locale = locale
        self.pack = get_language(language)
        self.faker = Faker(locale)
        self.rng = random.Random(0)
        self.profile: DocumentProfile | None = None

    def seed(self, seed: int, profile: DocumentProfile | None = None) -> None:
        """Start a document: its seed and what its substitutes share (date shift, places…)."""
        self.faker.seed_instance(seed)
        self.rng = random.Random(seed)
        self.profile = profile

    def person(self, gender: str, original: str | None = None) -> Person:
        """Someone of the gender and the origin the original's name (or the document) says;
        of either sex where it says none and the origin's lists allow."""
        if self.profile is not None:
            first, last = make_person(self.profile.people_locale(split_title(original or "")[1]), gender, self.rng,
                                      unisex=True)
            return Person(first, last, gender, split_title(original or "")[1])
        if gender == "unknown":
            gender = self.rng.choice(["male", "female"])
        first = self.faker.first_name_male() if gender == "male" else self.faker.first_name_female()
        return Person(first, self.faker.last_name(), gender, split_title(original or "")[1])

    def birth_shift(self) -> int:
        """Days a birth date moves: the document's date shift where its dates move together."""
        document = self.profile is not None and self.profile.date_shift == "document"
        return self.profile.date_offset if self.profile is not None and document else self.rng.randint(-730, 730)

    def _rule(self, label: str) -> Callable[[str | None], str] | None:
        """The pack's own rule for the label, else the shared one, else its owner pack's (a personnummer in English)."""
        shared = generators.factory(label) if label in generators else None
        own = self.pack.surrogates.get(label) or (None if shared else next(
            (pack.surrogates[label] for pack in LANGUAGES.values() if label in pack.surrogates), None))
        return (lambda original: own(self, original) or (shared(self, original) if shared else "")) if own \
            else functools.partial(shared, self) if shared else None

    def candidates(self, label: str, original: str | None, k: int) -> list[str]:
        """Up to k distinct substitutes (fewer when the label has few forms).  An original
        without the shape its label's rule reshapes (a reviewer's "CREDIT_CARD_NUMBER" on
        "see above") is ignored: the label alone decides."""
        make = self._rule(label)
        if make is None:
            return []
        if label == ORGANIZATION_NAME and self.profile is not None and original:
            rebuilt = [c.value for c in self.profile.organisation(original)]
            if rebuilt:
                return rebuilt[:k]
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

    def kept_words(self, label: str, original: str | None) -> tuple[str, ...]:
        """Words of the original its rule keeps on purpose, which the leak guard lets through:
        what was counted ("hearings" in "nineteen hearings"), not which or how many; the
        lower-case words around a date or time ("approximately", "between"), not the month;
        an organisation's kind ("Regional Court"), a place's ("city", "Co."), a company's
        legal form, "national" after a nationality."""
        if not original:
            return ()
        if label in ("MONEY", "PERCENT", "QUANTITY") and amount_kind(original):  # "approximately", "NOK", "sq. m"
            return amount_words(original)
        if label == "QUANTITY" and (counted := counted_words(original)):
            return counted
        if label in ("DATE", "TIME", "DATE_OF_BIRTH"):  # "approximately", "between", "hour"
            return tuple(w for w in re.findall(r"[^\W\d_]+", original) if w.islower() and w not in DATE_WORDS)
        if label == ORGANIZATION_NAME:
            rebuilt = self.profile.organisation(original) if self.profile is not None else []
            suffix = _LEGAL_SUFFIX.search(original)
            shape = self._shaped_organisation(original)  # "Vårdcentralen" of "Vårdcentralen Sävja"
            kind = (original[:shape.start("name")] + original[shape.end("name"):],) if shape else ()
            return tuple([rebuilt[0].kept] if rebuilt else []) + ((suffix.group(1),) if suffix else ()) + kind
        if label == LOCATION and self.profile is not None:
            from .places import parse

            place = parse(original)
            return tuple(filter(None, (place.article, place.prefix, place.suffix)))
        if label == DEMOGRAPHIC:
            return tuple(w for w in original.split() if demonym_country(w) is None)
        pack = get_language(self.profile.language if self.profile is not None else None)
        if label in _READ_OUT and re.search(r"[a-z]", original) and not re.search(r"[A-Z\d]", original) \
                and self.profile is not None and pack.call_grammar:
            # an English caller's way of saying digits ("double", "oh", "forty"), not which digits;
            # an address's kind of street and unit ("crescent", "apartment"), not which
            kinds = _STREET_KIND_WORDS if label == "STREET_ADDRESS" else frozenset()
            if label == "EMAIL_ADDRESS":  # its ending ("dot co dot uk"), not its name
                kinds = frozenset(original.rpartition(" at ")[2].split()[1:])
            return tuple(w for w in original.split() if w in _SAID_NUMBER_WORDS or w in kinds)
        if label in _READ_OUT and self.profile is not None and pack.said is not None:
            # a transcript's way of saying it ("snabel a", "punkt", "noll sju"), not who it is; any number word
            return (*(w for w in re.findall(r"[^\W\d_]+", original) if pack.said.is_said_form(w)), *pack.said.words)
        if label not in LABELS_WITH_RULES:  # a phrase written by the method: its function words
            return tuple(w for w in original.lower().split()
                         if w in closed_class_words(self.profile.language if self.profile else "en"))
        return self.id_words(original) if label == "GENERIC_ID" else ()  # "Reports of … 1996-V"

    # --- names, places, organisations ------------------------------------------------
    @generators.register("ORGANIZATION_NAME")
    def _organization_name(self, original: str | None) -> str:
        """A company; an original with a legal form keeps it ("Weaver-Griffin Ltd" → "Kline
        Ltd"); organisations of a kind are rebuilt in `candidates` from the profile."""
        listed = self._listed_organisation(original)
        if listed is not None:
            return listed
        if original and original.islower() and len(original.split()) <= 2:
            return self.faker.last_name()  # a caller names a firm in a word or two: "lloyds" → "hernandez"
        company = self.faker.company()
        suffix = _LEGAL_SUFFIX.search(original or "")
        if suffix:
            company = re.sub(r",? (LLC|Inc|Ltd|PLC|Group|and Sons|AB|HB)$", "", company) + " " + suffix.group(1)
        return company

    def _listed_organisation(self, original: str | None) -> str | None:
        """Where the language has an organisation gazetteer: a listed body becomes another of
        its kind ("Telia" → "Tele2", "Handelsbanken" → "Swedbank"), written as the original
        ("postnord" → "budbee"); a body named by its shape keeps its kind word and takes the
        document's place for its name ("Vårdcentralen Sävja" → "Vårdcentralen Hjo")."""
        if self.profile is None or not original:
            return None
        pack = get_language(self.profile.language)
        code, shapes = pack.code, pack.institutions
        kinds = organisation_kinds(code)
        kind = kinds.get(_listed_by_lower(code).get(original.lower(), "")) \
            or ("bank" if kinds and shapes.bank and shapes.bank.fullmatch(original) else None) \
            or ("authority" if kinds and shapes.authority and shapes.authority.fullmatch(original) else None)
        if kind is not None:
            key = original.lower()
            options = sorted(n for n, k in kinds.items() if k == kind and key not in n.lower() and n.lower() not in key)
            if options:
                value = self.faker.random_element(options)
                return said_name(value) if original.islower() else value
        shaped = self._shaped_organisation(original)
        if shaped:
            name = shaped.group("name")
            genitive = shapes.genitive and name.endswith("s") and not is_place(name, code)  # "Danderyds sjukhus"
            bare = name[:-1] if genitive else name
            place = self.profile.place(bare) + name[len(bare):]
            value = original[:shaped.start("name")] + place + original[shaped.end("name"):]
            return value.lower() if original.islower() else value
        return None

    def _shaped_organisation(self, original: str) -> re.Match[str] | None:
        """An institution named by its shape in the document's language ("Örebro kommun")."""
        pack = get_language(self.profile.language if self.profile is not None else None)
        # caseless ("vivalla förskola", "vårdcentralen näsby"): read with its capitals back
        readings = [original] if not original.islower() else \
            [original[:1].upper() + original[1:], capitalised(original), original]
        for pattern in pack.institutions.shapes:
            for reading in readings:
                shaped = pattern.fullmatch(reading)
                if shaped and "name" in pattern.groupindex:
                    return shaped
        return None

    @generators.register("LOCATION")
    def _location(self, original: str | None) -> str:
        if self.profile is not None and original:
            return self.profile.place(original)
        kind = _location_kind(original or "")
        if kind == "country":
            return self.faker.country()
        if kind == "state":
            return self.faker.state()
        return self.faker.city()

    @generators.register("DEMOGRAPHIC")
    def _demographic(self, original: str | None) -> str:
        """A nationality follows the document's substitute country ("Polish national" →
        "Czech national"); a religion, a job or a relative gets one of its own kind."""
        if self.profile is not None and original:
            words = re.findall(r"[^\W\d_]+", original)
            citizen = _CITIZEN.search(original)
            if citizen and demonym_country(original[:citizen.start()]) is None:  # "a United Kingdom national"
                return self.profile.country_as_nationality(original[:citizen.start()]) + citizen.group()
            if any(demonym_country(w) is not None for w in words):
                profile = self.profile
                return re.sub(r"[^\W\d_]+", lambda m: profile.nationality(m.group())
                              if demonym_country(m.group()) is not None else m.group(), original)
            if any(is_religion(w) for w in words):
                return as_written(self.rng.choice([r for r in RELIGIONS if r.lower() not in original.lower()]),
                                   original)
            if original.lower() in occupations():
                return self._occupation(original)
            if original.lower().split()[-1] in relatives():
                return self._relative(original)
        value = self.rng.choice(DEMONYMS)
        citizen = _CITIZEN.search(original or "")
        if citizen:
            return value + citizen.group()
        return value + "s" if original and original.endswith("s") and not original.endswith("ss") else value

    @generators.register("QUANTITY")
    def _quantity(self, original: str | None) -> str:
        """A count in words or said vaguely becomes another of about its size ("nineteen
        hearings" → "twenty-two hearings", "several thousand" → "a few thousand"); an amount
        is moved as amounts are; a nationality among its words moves as nationalities do
        ("two Swiss chemists" → "four Romanian chemists")."""
        value = new_count(original or "", self.rng) or self._money(original)
        profile = self.profile
        if profile is None:
            return value
        return re.sub(r"\b[A-Z][^\W\d_]+\b",
                      lambda m: profile.nationality(m.group()) if demonym_country(m.group()) else m.group(), value)

    # --- quasi-identifiers ----------------------------------------------------------------
    @generators.register("OCCUPATION")
    def _occupation(self, original: str | None) -> str:
        def any_job() -> str:
            kind, _, modifier = self.faker.job().lower().partition(", ")
            return f"{modifier} {kind}" if modifier else kind

        return another_occupation(original, self.rng, any_job,
                                  self.profile.occupation_sector if self.profile is not None else None)

    @generators.register("RELATIVE")
    def _relative(self, original: str | None) -> str:
        """A relative of the same gender and number, with another count ("his two sisters" →
        "three daughters"); "no children" keeps its "no"; a status is said otherwise, the story
        needs it ("payable to widowers" → "payable to bereaved husbands", not "to brothers")."""
        words = (original or "child").split()
        noun = words[-1].lower()
        gender, singular = next(((g, r) for g, group in RELATIVES_BY_GENDER.items() for r in group
                                 if noun in (r, plural_of(r))), ("unknown", "child"))
        status = next((status for status in STATUSES if noun in (status, plural_of(status))), None)
        if status is not None:
            gender, singular = STATUSES[status], status
        plural = noun != singular
        kin = [r for r in RELATIVES_BY_GENDER[gender] if r != singular]
        generation = RELATIVE_GENERATIONS.get(singular)  # the same, else the nearest one ("grandson" → "nephew")
        kin = [r for r in kin if abs(RELATIVE_GENERATIONS[r] - generation) == min(
            abs(RELATIVE_GENERATIONS[k] - generation) for k in kin)] if generation is not None else kin
        other = _STATUS_SAID_OTHERWISE[status][plural] if status in _STATUS_SAID_OTHERWISE else self.rng.choice(kin)
        count = next((w for w in words if w.lower() in number_words() or w.lower() == "no"), None)
        if count and count.lower() != "no":
            count = self._quantity(count) or count
        said_otherwise = status in _STATUS_SAID_OTHERWISE  # already in its number
        value = " ".join(filter(None, [count, plural_of(other) if plural and not said_otherwise else other]))
        return as_written(value, original or value)

    @generators.register("MEDICAL_CONDITION")
    def _medical_condition(self, original: str | None) -> str:
        conditions = [c.strip() for c in CONDITIONS.replace("\n", ";").split(";") if " " in c.strip()]
        return as_written(self.rng.choice(conditions), original or "x")

    # --- dates and times ----------------------------------------------------------------
    @generators.register("DATE")
    def _date(self, original: str | None) -> str:
        """One shift per document (`date_shift = "document"`): every date moves by the
        document's offset in its own format, durations and ages change a little, relative
        dates stay relative; otherwise each date is drawn on its own, in its format."""
        shift = self.profile.date_shift if self.profile is not None else "random"
        if shift == "document" and original:
            from .dates import substitute_date

            assert self.profile is not None
            value = substitute_date(original, self.profile.date_offset, self.rng, self.profile.age_step,
                                    self.profile.language)
            if value:
                return value
        day = date(1950, 1, 1) + timedelta(days=self.rng.randrange(365 * 75))
        if not original:
            return day.strftime("%d %B %Y").lstrip("0")
        age = _AGE.search(original)
        if age:  # spaCy tags "a 79 year old" DATE: an age, not a year
            before = original[:age.start(1)]
            return before + self._age_number(age.group(1), before) + original[age.end(1):]
        for _ in range(5):
            value = reshape_date(original, day, self.rng)
            if value != original:
                return value
            day = date(1950, 1, 1) + timedelta(days=self.rng.randrange(365 * 75))
        return self.rng.choice(RELATIVE_DATES)  # nothing to reshape ("today", "a couple of months")

    @generators.register("AGE")
    def _age(self, original: str | None) -> str:
        """Another age on the same side of 18, by the document's age step where it has one
        (a birth date moved by as much keeps it true): "65 years of age" → "68 years of age"."""
        step = self.profile.age_step if self.profile is not None else None
        return new_age(original or "", self.rng, step) or self._date(original)

    def _age_number(self, digits: str, before: str) -> str:
        """An age of the same digit count; after "a", one that does not need "an" (8, 11, 18, 80s)."""
        low, high = {1: (2, 9), 2: (18, 95)}.get(len(digits), (100, 104))
        ages = [n for n in range(low, high + 1)
                if not (before.lower().endswith("a ") and (str(n).startswith("8") or n in (11, 18)))]
        return str(self.rng.choice(ages))

    @generators.register("DATE_OF_BIRTH")
    def _date_of_birth(self, original: str | None) -> str:
        """A birth date moves with the document's dates and against its ages: whoever was
        17 on a shifted date is now 17 + the age step, as the filled text says."""
        if self.profile is not None and self.profile.date_shift == "document" and original:
            from .dates import substitute_date

            value = substitute_date(original, self.profile.birth_offset, self.rng, self.profile.age_step,
                                    self.profile.language)
            if value:
                return value
        if self.profile is not None and self.profile.date_shift != "random" and original:
            return self._date(original)
        day = date(1940, 1, 1) + timedelta(days=self.rng.randrange(365 * 65))
        return reshape_date(original, day, self.rng) if original else day.strftime("%B %d, %Y")

    @generators.register("TIME")
    def _time(self, original: str | None) -> str:
        if not original or not re.search(r"\d", original):
            return f"{self.rng.randint(1, 12)} {self.rng.choice(['a.m.', 'p.m.'])}"
        return random_clock(original, self.rng)


_STATES = frozenset(s.lower() for s in _USAddress.states)
_COUNTRIES = frozenset(c.lower() for c in _USAddress.countries) | {"usa", "us", "uk", "america", "england"}


def _location_kind(text: str) -> str:
    lower = text.lower().strip()
    if lower in _COUNTRIES:
        return "country"
    if lower in _STATES:
        return "state"
    return "city"


@functools.lru_cache(maxsize=4)
def _listed_by_lower(code: str) -> dict[str, str]:
    """A language's listed organisations by their lower case ("postnord" → "PostNord")."""
    return {name.lower(): name for name in organisation_kinds(code)}
