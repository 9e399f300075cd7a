"""Rules for codes and contact details: the same characters in a new draw, valid where the type has a
checksum (Luhn, IBAN mod 97, ABA, VIN, Swedish orgnr and giro numbers), a phone number valid where the
original is, an address (a Swedish one for a Swedish one), an e-mail, a URL.  Mixed into SurrogateFactory."""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable, Iterable
from datetime import date, timedelta
from typing import TYPE_CHECKING

from faker import Faker
from phonenumbers import COUNTRY_CODE_TO_REGION_CODE
from stdnum import iban, luhn
from stdnum.us import rtn

from ..detect.patterns import VIN_VALUES, VIN_WEIGHTS
from ..detect.spoken import STREET_KINDS, sounds_like, spelled_letters
from ..languages import get_language
from ..languages.en.spoken import EN_DIGITS, EN_TEENS, EN_TENS
from ..languages.sv.rules import PLATE_LETTERS, SV_STREET_ENDINGS, se_birth_date
from ..lexicon.amounts import amount_kind
from .amounts import new_amount
from .formats import (
    digits_of,
    fill_digits,
    iban_twins,
    is_valid_phone,
    phone_region,
    reshape,
    set_last_digit,
    spoken_digits,
)
from .spoken import (
    is_number_word,
    read_out_email,
    respeak_number,
    respell,
    said_digit_count,
    said_digits,
    said_in_english,
)

_SAID_DIGITS = frozenset((*EN_DIGITS, *EN_TEENS, *EN_TENS, "oh", "double", "triple"))

if TYPE_CHECKING:
    from .profile import DocumentProfile


class CodeRules:
    faker: Faker
    rng: random.Random
    profile: DocumentProfile | None

    def _street_address(self, original: str | None) -> str:
        if original and _SWEDISH_STREET.search(original):
            return self._swedish_street_address(original)
        if original and said_in_english(original):
            return self._said_street_address(original)
        value = self.faker.street_address()
        unit = original and re.search(r"\b(apt|apartment|suite|ste|unit)\b", original, re.IGNORECASE)
        if unit and re.fullmatch(r"\s*\w+\.?\s*#?\d+\w?\s*", original or ""):  # the unit alone: "Apt. 595"
            return self.faker.secondary_address()
        if unit and self.rng.random() < .7:
            value = (self.faker.building_number() + " " + self.faker.street_name() + ", "
                     + self.faker.secondary_address())
        if original and re.search(r"\b[A-Z]{2}\s+\d{5}\b", original):
            value += f", {self.faker.city()}, {self.faker.state_abbr()} {self.faker.zipcode()}"
        return value

    def _said_street_address(self, original: str) -> str:
        """An address a caller said, in its shape: a house number of as many digits, a new
        name, the same kind of street ("crescent", "road"), a unit only where one was said;
        the fill says it in words."""
        digits = min(max(said_digit_count(original), 1), 5)
        house = str(self.rng.randint(1 if digits == 1 else 10 ** (digits - 1), 10 ** digits - 1))
        kinds = [w for w in re.findall(r"[\w']+", original.lower()) if w in SAID_STREET_KINDS]
        name = self.faker.last_name()
        value = f"{house} {name} {(kinds[-1] if kinds else 'street').title()}"
        unit = re.search(rf"\b({'|'.join(SAID_UNITS)})\s", original.lower())
        return value + (f" {unit.group(1)} {self.rng.randint(1, 40)}" if unit else "")

    def _swedish_street_address(self, original: str) -> str:
        """A Swedish street for a Swedish one ("Storgatan 12B, 3 tr" → "Björkvägen 47C, 2 tr"):
        a street name from Faker's sv_SE (seeded from this rng, so the draw repeats), the
        house number, letter, flat and floor in the original's layout."""
        faker = _swedish_faker()
        faker.seed_instance(self.rng.getrandbits(32))
        number = next((m for m in re.finditer(r"\s+([^\W_]+)", original)  # "12B" or a number said: "tolv"
                       if m.group(1)[0].isdigit() or is_number_word(m.group(1).lower())), None)
        street, rest = (original[:number.start()], original[number.start():]) if number else (original, "")
        name = next((n for n in (faker.street_name() for _ in range(10)) if n != street), "Storgatan")
        rest = re.sub(r"\d+", lambda m: same_magnitude(m.group(), self.rng), rest)
        rest = re.sub(r"[^\W\d_]{3,}", lambda m: respeak_number(m.group(), self.rng) or m.group(), rest)  # "tolv"
        if original.islower():  # a caseless transcript's "bergsvägen tolv"
            name = name.lower()
        letter = r"(?<=\d)( ?)([A-Za-z])\b" if not original.islower() else r"(?<=\w)( )([a-h])\b"  # "12B", "tolv b"
        rest = re.sub(letter, lambda m: m.group(1) + _same_case(self.rng.choice("ABCDEFGH"), m.group(2)), rest)
        rest = re.sub(r"\b[A-ZÅÄÖ][a-zåäöé]+\b", lambda m: faker.city(), rest)  # a town after the postcode
        return name + rest

    # --- contact and network ------------------------------------------------------------
    def _email_address(self, original: str | None) -> str:
        if original and said_in_english(original) and " at " in original:
            return self._said_email_address(original)
        address = (f"{self.faker.user_name()}@"
                   f"{self.faker.free_email_domain() if self.rng.random() < .5 else self.faker.domain_name()}")
        return read_out_email(address) if original and " snabel" in original.lower() else address

    def _said_email_address(self, original: str) -> str:
        """An address a caller read out, in its shape: a new name with as many digits said
        after it (all digits for a student number), a free mail for a free mail and another
        domain for an employer's, the same ending ("dot ac dot za", "dot co dot uk")."""
        local, _, domain = original.lower().rpartition(" at ")
        digits = said_digit_count(" ".join(w for w in local.split() if w in _SAID_DIGITS))
        number = str(self.rng.randint(10 ** (digits - 1), 10 ** digits - 1)) if digits else ""
        joiner = next((mark for word, mark in (("dot", "."), ("underscore", "_"), ("dash", "-"))
                       if word in local.split()), "")  # "anna dot berg": a first and a last name joined the same way
        name = "" if number and not set(local.split()) - _SAID_DIGITS else \
            f"{self.faker.first_name()}{joiner}{self.faker.last_name()}".lower() if joiner else self.faker.user_name()
        labels = [label.replace(" ", "") for label in re.split(r"\s+dot\s+", domain)]
        free = [m for m in _FREE_MAIL if m != labels[0]]
        host = self.rng.choice(free) if labels[0] in _FREE_MAIL else self.faker.domain_word()
        return f"{name}{number}@{'.'.join([host, *labels[1:]])}"

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
        """A handle like the original: its digits ("kate_r88"), said or written ("rachterberg
        underscore ninety" → "mayala underscore forty two", said by the fill)."""
        name = self.faker.user_name()
        said = re.findall(r"[a-z]+", (original or "").lower())
        if "underscore" in said and "_" not in name:
            name = re.sub(r"\d+$", "", name) + "_"
        if original and (any(c.isdigit() for c in original) or set(said) & _SAID_DIGITS) \
                and not any(c.isdigit() for c in name):
            name += str(self.rng.randint(1, 99))
        return name.rstrip("_")

    def _ip_address(self, original: str | None) -> str:
        if original and ":" in original:
            return self.faker.ipv6()
        return self.faker.ipv4_public()

    def _mac_address(self, original: str | None) -> str:
        return reshape(original, self.rng, letters="abcdef") if original else self.faker.mac_address()

    def _phone_number(self, original: str | None) -> str:
        if not original:
            return self.faker.phone_number()
        said = self._said_again(original, keep=2 if original.lower().startswith("noll") else 0)  # "noll sju …"
        if said is not None:
            return said
        if spoken_digits(original):
            return reshape(original, self.rng, keep_first=_trunk(original))
        extension = ""
        marker = re.search(r"(?i)\s*\b(x|ext\.?|extension)\s*(\d+)\s*$", original)
        if marker:  # the extension keeps its digits' count, not its marker word ("x" ↔ "ext.")
            digits = "".join(str(self.rng.randint(0, 9)) for _ in marker.group(2))
            extension = (" ext. " if marker.group(1).lower() == "x" else " x") + digits
            original = original[:marker.start()]
        home = () if self.locale.startswith("en") else (self.locale[-2:],)
        region = phone_region(original, home)
        # Outside English the area code's first digit stays ("070…", "+46 8…"): random ones are rarely valid
        keep = 0 if not home else 2 if original.lstrip().startswith("0") else 0
        prefixed = original.strip().startswith("+")
        for _ in range(50):  # keep the format; draw digits until the number is valid where the original is
            value = reshape(original, self.rng, keep_first=keep, keep_prefix=prefixed)
            if home and prefixed:  # "+46 8 …": the digit after the country code is no trunk "0"
                value = re.sub(r"^(\s*\+\d{1,3}\D*)0", lambda m: m.group(1) + str(self.rng.randint(1, 9)), value)
            if region is None or is_valid_phone(value, region):
                return value + extension
        return value + extension

    # --- numbers with checksums ---------------------------------------------------------
    def _credit_card_number(self, original: str | None) -> str:
        if not original:
            return self.faker.credit_card_number()
        if not re.search(r"\d", original):  # "three seven eight two …": said again, its issuer's digit kept, valid
            if not said_digits(original):
                return self.faker.credit_card_number()
            for _ in range(100):
                value = reshape(original, self.rng, keep_first=1)
                if luhn.is_valid(said_digits(value) or "1"):
                    break
            return value
        value = reshape(original, self.rng, keep_first=1)
        return set_last_digit(value, luhn.calc_check_digit(digits_of(value)[:-1]))

    def _us_ssn(self, original: str | None) -> str:
        area = self.rng.choice([a for a in range(1, 900) if a != 666])
        digits = f"{area:03d}{self.rng.randint(1, 99):02d}{self.rng.randint(1, 9999):04d}"
        return fill_digits(original or "000-00-0000", digits)

    def _se_personnummer(self, original: str | None) -> str:
        """A valid Swedish personnummer (or samordningsnummer, day + 60) in the original's
        layout: its birth date moved by the document's date shift (so an age the text states
        still holds), a new serial with the same gender digit parity, the Luhn check digit."""
        digits = digits_of(original or "")[-10:]
        born = se_birth_date(original or "") or date(1940, 1, 1) + timedelta(days=self.rng.randrange(365 * 65))
        shift = self.profile.date_offset if self.profile is not None and self.profile.date_shift == "document" \
            else self.rng.randint(-730, 730)
        born = born + timedelta(days=shift)
        coordination = len(digits) == 10 and int(digits[4:6]) > 60
        gender = int(digits[8]) % 2 if len(digits) == 10 else self.rng.randrange(2)
        core = f"{born:%y%m}{born.day + (60 if coordination else 0):02d}{self.rng.randrange(100):02d}"
        core += str(self.rng.randrange(5) * 2 + gender)
        value = core + luhn.calc_check_digit(core)
        if original and len(digits_of(original)) == 12:
            value = f"{born.year // 100}" + value
        return fill_digits(original or "000000-0000", value)

    def _se_organisationsnummer(self, original: str | None) -> str:
        """A valid organisationsnummer in the original's layout and of its kind (the first
        digit: 5 a limited company, 8 an association…), the third digit 2 or more, the Luhn
        check digit; never the original."""
        template = original if original and len(digits_of(original)) == 10 else "556000-0000"

        def draw() -> str:
            core = digits_of(template)[0] + str(self.rng.randint(0, 9)) + str(self.rng.randint(2, 9)) \
                + "".join(str(self.rng.randint(0, 9)) for _ in range(6))
            return fill_digits(template, core + luhn.calc_check_digit(core))

        return other_than(original, draw)

    def _postcode(self, original: str | None) -> str:
        """A Swedish postcode ("411 38", "SE-114 18") in the original's layout, never the
        original; one said aloud is said again with other digits and letters ("three eight
        seven two", "s a six, five h t"), as many as it had."""
        if original and original == original.lower() and not re.search(r"\d", original):
            return other_than(original, lambda: reshape(original, self.rng))
        template = original if original and len(digits_of(original)) == 5 else "000 00"
        return other_than(original, lambda: fill_digits(template, str(self.rng.randint(10000, 99999))))

    def _license_plate(self, original: str | None) -> str:
        """A Swedish registration in the original's layout ("ABC 123", "ABC 12A"): letters
        from those the plates use, digits where it has digits; never the original."""
        template = original or "ABC 123"

        def draw(i: int, c: str) -> str:
            if c.isdigit():
                return str(self.rng.randint(0, 9))
            if not c.isalpha():
                return c
            last = any(d.isdigit() for d in template[:i])  # a letter in the last place is never O
            return _same_case(self.rng.choice(PLATE_LETTERS.replace("O", "") if last else PLATE_LETTERS), c)

        return other_than(original, lambda: "".join(draw(i, c) for i, c in enumerate(template)))

    def _bank_account(self, original: str | None) -> str:
        """A bank or giro number in the original's digit layout, never the original.  A
        clearing number with its check digit ("8327-9", Swedbank) keeps its bank's first
        digit and a valid check digit; a bankgiro or plusgiro number whose Luhn digit holds
        gets a valid one."""
        template = original if original and digits_of(original) else "5050-1055"
        old = digits_of(template)
        clearing = re.fullmatch(r"\s*\d{4}-\d\s*", template) and luhn.calc_check_digit(old[:4]) == old[4]
        giro = re.fullmatch(r"\s*(?:\d{3,4}-\d{4}|\d{1,2}(?: \d{2}){0,3}-\d)\s*", template) and luhn.is_valid(old)

        def draw() -> str:
            digits = old[0] + same_magnitude(old[1:], self.rng) if clearing else same_magnitude(old, self.rng)
            if clearing:
                digits = digits[:4] + luhn.calc_check_digit(digits[:4])
            elif giro:
                digits = digits[:-1] + luhn.calc_check_digit(digits[:-1])
            return fill_digits(template, digits)

        return other_than(original, draw)

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
        total = sum(VIN_VALUES[c] * w for c, w in zip(chars, VIN_WEIGHTS)) % 11
        chars[8] = "X" if total == 10 else str(total)
        return "".join(chars)

    def _swift_code(self, original: str | None) -> str:
        value = reshape(original or "AAAAUS33", self.rng)
        return value[:4] + (original or "AAAAUS33")[4:6] + value[6:]  # keep the country code valid

    def _passport(self, original: str | None) -> str:
        return reshape(original or "000000000", self.rng)

    def _generic_id(self, original: str | None) -> str:
        return self._said_again(original) or reshape(original or "AB-000000", self.rng)

    def _digit_sequence(self, original: str | None) -> str:
        keep = 2 if (original or "").lower().startswith("noll") else 0  # a phone read out keeps "noll sju"
        return self._said_again(original, keep) or reshape(original or "000", self.rng, keep_first=_trunk(original))

    def _said_again(self, original: str | None, keep: int = 0) -> str | None:
        """A number a transcript reads out in its pack's words ("noll sju"), read out again."""
        if not original or self.profile is None or not get_language(self.profile.language).said_forms:
            return None
        return respeak_number(original, self.rng, keep)

    def _money(self, original: str | None) -> str:
        """Amounts and measures keep their unit and magnitude ("GBP 425,000" → "GBP 618,307");
        one written in words is left to the language model."""
        if original is None:
            return f"{self.rng.randint(2, 900)}"
        if amount_kind(original):  # "NOK 625", "2,282 sq. m": its unit, size and roundness kept
            value = new_amount(original, self.rng)  # (the home country's money becomes the new one's)
            return self.profile.currency(value) if self.profile is not None else value
        if re.fullmatch(r"\s*[A-Z]{2,}[-/ ]?\d{3,}\s*", original):  # "TKT-1276842" tagged as an amount: a code
            return reshape(original, self.rng)
        if not re.search(r"\d", original):
            return ""
        # a year in the words moves with the document's dates ("end of 1985" → "end of 1984")
        years = round(self.profile.date_offset / 365.25) if self.profile is not None else self.rng.choice([-2, 2])
        return re.sub(r"(?<![\d,.])(?:1[89]|20)\d\d(?![\d,.]\d)|\d+", lambda m: self._number_in_words(m.group(), years),
                      original)

    def _number_in_words(self, number: str, years: int) -> str:
        if len(number) == 4 and number[:2] in ("18", "19", "20"):
            return str(int(number) + (years or 1))
        return same_magnitude(number, self.rng)

    _percent = _money

    def _spelled_sequence(self, original: str | None) -> str:
        return respell(original or "", None, self.rng) or reshape(original or "A-B-C", self.rng)


_FREE_MAIL = ("gmail", "yahoo", "hotmail", "outlook", "icloud", "aol", "protonmail", "live")
# What a said address tells of its kind, not which it is ("crescent", "ninth line",
# "apartment"): the substitute says the same, and the leak guard lets it through (kept_words).
SAID_STREET_KINDS = frozenset((*STREET_KINDS.split("|"), "line"))
SAID_UNITS = ("apartment", "apt", "unit", "suite", "flat")
# A Swedish street in an address: a name ending in "-gatan", "-vägen"… ("Storgatan 12B").
_SWEDISH_STREET = re.compile(rf"[^\W\d_](?:{SV_STREET_ENDINGS})\b|\b(?:gatan|gata|vägen|väg|gränd)\s+\d")


@functools.lru_cache(maxsize=1)
def _swedish_faker() -> Faker:
    return Faker("sv_SE")


def _same_case(letter: str, like: str) -> str:
    return letter.lower() if like.islower() else letter.upper()


def _trunk(original: str | None) -> int:
    """A number said from a trunk "oh" keeps it and the next digit ("oh seven seven double
    oh …" → "oh seven two …"), one said from "plus" its country code: a mobile's or an
    area's prefix says which country, no one."""
    if re.match(r"\s*plus\s", original or ""):  # "plus nine one …", "plus forty four …": its country code stays
        words = re.findall(r"[a-z]+", (original or "").lower())[1:6]
        digits = said_digits(" ".join(words))
        code = next((digits[:k] for k in (1, 2, 3) if int(digits[:k] or 0) in COUNTRY_CODE_TO_REGION_CODE), digits[:2])
        # the words that say it: "plus | forty four", "plus | two three four"
        return 1 + next((k for k in range(1, len(words) + 1) if said_digits(" ".join(words[:k])).startswith(code)
                         and not (k < len(words) and words[k - 1] in EN_TENS and words[k] in EN_DIGITS[1:])),
                        len(code))
    return 2 if re.match(rf"\s*(?:oh|zero)\s+(?:{'|'.join(EN_DIGITS[1:])})\b", original or "") else 0


def other_than(original: str | None, draw: Callable[[], str], tries: int = 100) -> str:
    """A draw that is not the original: the last one if none is (its layout allows no other)."""
    value = draw()
    for _ in range(tries):
        if value != original:
            break
        value = draw()
    return value


def same_magnitude(digits: str, rng: random.Random) -> str:
    """A digit run of the same width, not starting with 0 unless the original did."""
    first = "0" if digits[0] == "0" else str(rng.randint(1, 9))
    return first + "".join(str(rng.randint(0, 9)) for _ in digits[1:])


def spelled_word(original: str, earlier: Iterable[tuple[str, str]],
                 people: Iterable[tuple[str, str]] = ()) -> str | None:
    """A spelling of a word said before ("Lisa Flores … spelled F L O R E S", "diallo is d i a
    double l o") spells that word's substitute ("Amy Coleman" → "C O L E M A N"), the way the
    original spells; `earlier`: (original, substitute) of the slots before it, `people`: those
    that are people (a name heard wrong is one of theirs).  None: nothing it spells."""
    tokens = re.findall(r"[^\W_]+", original)
    said = "".join(tokens).casefold() if all(len(t) == 1 for t in tokens) else spelled_letters(original.lower())
    if len(said) < 2 or len(said) < len(tokens) / 3:
        return None  # not one character at a time ("bravo alpha kilo" is left to the rule)
    pairs = [(re.findall(r"[^\W_]+", before), re.findall(r"[^\W_]+", substitute))
             for before, substitute in reversed(list(earlier))]
    # a slot whose words map one to one first ("missus adeyemi" before "f dot adeyemi at …")
    for words, new in sorted(pairs, key=lambda pair: len(pair[0]) != len(pair[1])):
        for i, word in enumerate(words):
            if word.casefold() == said and new:
                return spell_like(original, new[i] if len(new) == len(words) else new[-1] if i == len(words) - 1
                                  else new[0])
    named = [(re.findall(r"[^\W_]+", before), re.findall(r"[^\W_]+", substitute))
             for before, substitute in reversed(list(people))]
    for words, new in named[:2]:  # a name heard wrong just before ("fia brennan … f i a d h", "lorraine too he
        heard = [w.casefold() for w in words]  # why, it's t u h i w a i"): that word of the substitute
        windows = [(k, j) for k in range(len(heard)) for j in range(k + 1, len(heard) + 1)]
        if new and len(heard) <= 4 and (hit := next((w for w in windows if sounds_like(heard[w[0]:w[1]], said)), None)):
            return spell_like(original, new[0] if hit[0] == 0 and hit[1] < len(heard) else new[-1])
    return None


def spells_a_word(original: str) -> bool:
    """Letters one at a time that make a word one could say: a name's spelling, no code's."""
    said = spelled_letters(original.lower())
    return len(said) >= 3 and not re.search(r"\d", original) \
        and not set(re.findall(r"[\w']+", original.lower())) & (_SAID_DIGITS - {"double", "triple"}) \
        and len(re.findall(r"[aeiouy]", said)) * 4 >= len(said)


def spell_like(original: str, word: str) -> str:
    """`word` spelled as `original` spells: its separator between letters, "double" for a
    doubled letter where the original says one, its case."""
    gap = re.search(r"(?<![^\W\d_])[^\W\d_]([\s,.-]+)[^\W\d_](?![^\W\d_])", original)
    doubles = re.search(r"(?i)\bdouble\s", original) is not None
    letters: list[str] = []
    for letter in re.sub(r"[\W_]", "", word):
        if doubles and letters and letters[-1] == letter.lower():
            letters[-1] = f"double {letter.lower()}"
        else:
            letters.append(letter.lower())
    spelled = (gap.group(1) if gap else " ").join(letters)
    return spelled.upper() if original.isupper() else spelled
