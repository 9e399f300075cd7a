"""Rules for codes and contact details: the same characters in a new draw, valid where the type has a
checksum (Luhn, IBAN mod 97, ABA, VIN, Swedish orgnr and giro numbers), a phone number valid where the
original is, an address (a Swedish one for a Swedish one), an e-mail, a URL.  Mixed into SurrogateFactory."""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING

from faker import Faker
from phonenumbers import COUNTRY_CODE_TO_REGION_CODE
from stdnum import iban, luhn
from stdnum.us import rtn

from ..languages.en.spoken import EN_DIGITS, EN_TEENS, EN_TENS, STREET_KINDS, sounds_like, spelled_letters
from ..languages.pack import LanguagePack
from ..languages.phones import is_valid_phone
from ..languages.written import digits_of, fill_digits, other_than, same_case, same_magnitude
from ..lexicon.amounts import amount_kind, is_currency_code
from ..lexicon.checks import vin_check_digit
from .amounts import new_amount
from .formats import iban_twins, is_number_word, phone_region, reshape, set_last_digit, spoken_digits
from .generators import generators
from .spoken import said_digit_count, said_digits, said_in_english

_SAID_DIGITS = frozenset((*EN_DIGITS, *EN_TEENS, *EN_TENS, "oh", "double", "triple"))

if TYPE_CHECKING:
    from .profile import DocumentProfile


class CodeRules:
    faker: Faker
    rng: random.Random
    profile: DocumentProfile | None
    pack: LanguagePack

    @generators.register("STREET_ADDRESS")
    def _street_address(self, original: str | None) -> str:
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

    # --- contact and network ------------------------------------------------------------
    @generators.register("EMAIL_ADDRESS")
    def _email_address(self, original: str | None) -> str:
        if original and said_in_english(original) and " at " in original:
            local, _, domain = original.lower().rpartition(" at ")
            words = local.split()
            digits = said_digit_count(" ".join(w for w in words if w in _SAID_DIGITS))
            joiner = next((mark for word, mark in (("dot", "."), ("underscore", "_"), ("dash", "-"))
                           if word in words), "")
            return self._email_like(digits, joiner, not set(words) - _SAID_DIGITS,
                                    [label.replace(" ", "") for label in re.split(r"\s+dot\s+", domain)])
        if original and original.count("@") == 1:
            local, _, domain = original.lower().partition("@")
            address = self._email_like(len(re.search(r"\d*$", local).group()),  # type: ignore[union-attr]
                                       next((mark for mark in "._-" if mark in local), ""), local.isdigit(),
                                       domain.split("."))
        else:
            address = (f"{self.faker.user_name()}@"
                       f"{self.faker.free_email_domain() if self.rng.random() < .5 else self.faker.domain_name()}")
        said = self.pack.said
        return said.read_out_email(address) if said and original and said.email.search(original) else address

    def _email_like(self, digits: int, joiner: str, only_digits: bool, domain: list[str]) -> str:
        """An address in the original's shape, written or read out: a new name with as many
        digits after it (all digits for a student number), first and last name joined the
        same way ("anna.berg" → "omar.lind"), a free mail for a free mail and another
        domain for an employer's, the same ending (".ac.za", ".co.uk")."""
        number = str(self.rng.randint(10 ** (digits - 1), 10 ** digits - 1)) if digits else ""
        name = "" if number and only_digits else \
            f"{self.faker.first_name()}{joiner}{self.faker.last_name()}".lower() if joiner else \
            re.sub(r"\d+$", "", self.faker.user_name())
        free = [m for m in _FREE_MAIL if m != domain[0]]
        host = self.rng.choice(free) if domain[0] in _FREE_MAIL else self.faker.domain_word()
        ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
        return f"{re.sub(r'[^a-z0-9._-]', '', ascii_name)}{number}@{'.'.join([host, *domain[1:]])}"

    @generators.register("URL")
    def _url(self, original: str | None) -> str:
        url = self.faker.url()
        if original and not original.lower().startswith("http"):
            url = re.sub(r"^https?://", "", url)
        if original and re.search(r"\w/\w", original.split("//")[-1]):
            url = url.rstrip("/") + "/" + self.faker.uri_path()
        return url

    @generators.register("DOMAIN_NAME")
    def _domain_name(self, original: str | None) -> str:
        return self.faker.domain_name()

    @generators.register("USER_NAME")
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

    @generators.register("IP_ADDRESS")
    def _ip_address(self, original: str | None) -> str:
        if original and ":" in original:
            return self.faker.ipv6()
        return self.faker.ipv4_public()

    @generators.register("MAC_ADDRESS")
    def _mac_address(self, original: str | None) -> str:
        return reshape(original, self.rng, letters="abcdef") if original else self.faker.mac_address()

    @generators.register("PHONE_NUMBER")
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
    @generators.register("CREDIT_CARD_NUMBER")
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

    @generators.register("US_SSN")
    def _us_ssn(self, original: str | None) -> str:
        area = self.rng.choice([a for a in range(1, 900) if a != 666])
        digits = f"{area:03d}{self.rng.randint(1, 99):02d}{self.rng.randint(1, 9999):04d}"
        return fill_digits(original or "000-00-0000", digits)

    @generators.register("POSTCODE")
    def _postcode(self, original: str | None) -> str:
        """A Swedish postcode ("411 38", "SE-114 18") in the original's layout, never the
        original; one said aloud is said again with other digits and letters ("three eight
        seven two", "s a six, five h t"), as many as it had."""
        if original and original == original.lower() and not re.search(r"\d", original):
            return other_than(original, lambda: reshape(original, self.rng))
        template = original if original and len(digits_of(original)) == 5 else "000 00"
        return other_than(original, lambda: fill_digits(template, str(self.rng.randint(10000, 99999))))

    @generators.register("LICENSE_PLATE")
    def _license_plate(self, original: str | None) -> str:
        """A Swedish registration in the original's layout ("ABC 123", "ABC 12A"): letters
        from those the plates use, digits where it has digits; never the original, nor a
        currency's code."""
        template = original or "ABC 123"

        def draw(i: int, c: str) -> str:
            if c.isdigit():
                return str(self.rng.randint(0, 9))
            if not c.isalpha():
                return c
            last = any(d.isdigit() for d in template[:i])  # a letter in the last place is never O
            letters = self.pack.plate_letters
            return same_case(self.rng.choice(letters.replace("O", "") if last else letters), c)

        def plate() -> str:  # not letters a reader takes for money ("SEK 21X")
            value = "".join(draw(i, c) for i, c in enumerate(template))
            return plate() if is_currency_code(re.sub(r"[^A-Za-z]", "", value)[:3].upper()) else value

        return other_than(original, plate)

    @generators.register("BANK_ACCOUNT")
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

    @generators.register("IBAN_CODE")
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

    @generators.register("ROUTING_NUMBER")
    def _routing_number(self, original: str | None) -> str:
        body = "".join(str(self.rng.randint(0, 9)) for _ in range(8))
        return fill_digits(original or "000000000", body + rtn.calc_check_digit(body))

    @generators.register("VEHICLE_IDENTIFICATION_NUMBER")
    def _vehicle_identification_number(self, original: str | None) -> str:
        alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        chars = [self.rng.choice(alphabet) for _ in range(17)]
        chars[8] = vin_check_digit("".join(chars))
        return "".join(chars)

    @generators.register("SWIFT_CODE")
    def _swift_code(self, original: str | None) -> str:
        value = reshape(original or "AAAAUS33", self.rng)
        return value[:4] + (original or "AAAAUS33")[4:6] + value[6:]  # keep the country code valid

    @generators.register("PASSPORT")
    def _passport(self, original: str | None) -> str:
        return reshape(original or "000000000", self.rng)

    @generators.register("GENERIC_ID")
    def _generic_id(self, original: str | None) -> str:
        """New characters in the original's shape; its everyday words stay ("Reports of
        Judgments and Decisions 1996-V" → "Reports of Judgments and Decisions 2381-K", not
        "Bypkboj ul Ocioyjyhh…"): they say what kind of reference it is, not whose."""
        return self._said_again(original) or reshape(original or "AB-000000", self.rng, keep=self.id_words(original))

    def id_words(self, original: str | None) -> tuple[str, ...]:
        """An identifier's everyday words, not in capitals and not digits said ("Reports", "of";
        not "ORD", "V", "nine")."""
        from wordfreq import zipf_frequency

        language = self.profile.language if self.profile is not None else "en"
        return tuple(w for w in re.findall(r"[^\W\d_]+", original or "") if len(w) > 1 and not w.isupper()
                     and not is_number_word(w) and zipf_frequency(w.lower(), language) >= 3.0)

    @generators.register("DIGIT_SEQUENCE")
    def _digit_sequence(self, original: str | None) -> str:
        keep = 2 if (original or "").lower().startswith("noll") else 0  # a phone read out keeps "noll sju"
        return self._said_again(original, keep) or reshape(original or "000", self.rng, keep_first=_trunk(original))

    def _said_again(self, original: str | None, keep: int = 0) -> str | None:
        """A number a transcript reads out in its pack's words ("noll sju"), read out again: a
        valid one of its kind where its digits are a checked identifier (a fødselsnummer said)."""
        if not original or self.profile is None or self.pack.said is None:
            return None
        digits = self.pack.said.read_digits(original) if re.search(r"[^\W\d_]", original) else None  # words
        label = self.pack.identifier_of(digits) if digits else None
        new = next(iter(self.candidates(label, digits, 1)), None) if label else None
        new_digits = digits_of(new)[-len(digits):] if new and digits else None  # a phone's, without +47
        return self.pack.said.respeak(original, self.rng, keep, new_digits)

    @generators.register("MONEY")
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

    generators.register("PERCENT")(_money)

    @generators.register("SPELLED_SEQUENCE")
    def _spelled_sequence(self, original: str | None) -> str:
        said = self.pack.said
        return (said.respell(original or "", None, self.rng) if said else None) \
            or reshape(original or "A-B-C", self.rng)


_FREE_MAIL = ("gmail", "yahoo", "hotmail", "outlook", "icloud", "aol", "protonmail", "live")
# What a said address tells of its kind, not which it is ("crescent", "ninth line",
# "apartment"): the substitute says the same, and the leak guard lets it through (kept_words).
SAID_STREET_KINDS = frozenset((*STREET_KINDS.split("|"), "line"))
SAID_UNITS = ("apartment", "apt", "unit", "suite", "flat")
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
