"""DLP-style infoTypes found by pattern and confirmed by validation.

Each match gets a base score; a failed checksum lowers it (`invalid_score`), a context
word within `hotword_window` characters raises it by `hotword_boost`.  The analyzer's
`min_score` then decides, so "card number 4111 1111 1111 1112" (bad Luhn, but said to
be a card) is still masked while a random 16-digit number is not.
Checksums come from python-stdnum and phonenumbers, not from code of our own, except
the VIN check digit, which stdnum does not have.  A language's own rules (Swedish
personnummer, postcodes, streets) are its pack's (`LanguagePack.rules`) and run after these.
"""

from __future__ import annotations

import functools
import ipaddress
import re
from collections.abc import Iterable, Sequence
from datetime import date

import phonenumbers
import tldextract
from stdnum import bic, iban, luhn, mac
from stdnum.us import rtn, ssn

from ..document import ConfigError, Document, Span
from ..languages import LANGUAGES, get_language
from ..languages.en.spoken import EN_MONTHS
from ..languages.pack import Rule
from ..lexicon.checks import vin_check_digit
from .base import Detector, compile_hotwords, detectors, has_hotword, string_list


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def _luhn(text: str) -> bool:
    digits = _digits(text)
    return 13 <= len(digits) <= 19 and luhn.is_valid(digits)


def _ip(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


def _vin(text: str) -> bool:
    """ISO 3779 / North-American check digit (position 9)."""
    return text[8] == vin_check_digit(text)


_MONTHS = (f"{EN_MONTHS}|"
           "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"


def _numeric_date(text: str) -> bool:
    parts = [int(p) for p in re.split(r"[/.-]", re.split(r"[ T]", text)[0])]
    if len(str(parts[0])) == 4 or parts[0] > 999:
        year, month, day = parts
    else:
        first, second, year = parts
        month, day = (first, second) if first <= 12 else (second, first)
        year = year + (2000 if year < 50 else 1900) if year < 100 else year
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


# USPS Publication 28 street suffixes (what real and Faker addresses use), with common abbreviations.
_STREET_SUFFIX = "|".join(sorted(set("""
alley allee ally anex annex arcade avenue bayou beach bend bluff bluffs bottom boulevard branch bridge brook
brooks burg burgs bypass camp canyon cape causeway center centers circle circles cliff cliffs club common commons
corner corners course court courts cove coves creek crescent crest crossing crossroad curve dale dam divide drive
drives estate estates expressway extension extensions fall falls ferry field fields flat flats ford fords forest
forge forges fork forks fort freeway garden gardens gateway glen glens green greens grove groves harbor harbors
haven heights highway hill hills hollow inlet island islands isle junction junctions key keys knoll knolls lake
lakes land landing lane light lights loaf lock locks lodge loop mall manor manors meadow meadows mews mill mills
mission motorway mount mountain mountains neck orchard oval overpass park parks parkway parkways pass passage path
pike pine pines place plain plains plaza point points port ports prairie radial ramp ranch rapid rapids rest ridge
ridges river road roads route row rue run shoal shoals shore shores skyway spring springs spur spurs square squares
station stravenue stream street streets summit terrace throughway trace track trafficway trail trailer tunnel
turnpike underpass union unions valley valleys via viaduct view views village villages ville vista walk walks wall
way ways well wells st ave rd blvd ln dr ct pl pkwy cir hwy sq trl expy fwy
""".split()), key=len, reverse=True))
_ORG_SUFFIX = ("LLC|L\\.L\\.C\\.|Inc|Incorporated|Ltd|Limited|Corp|Corporation|Company|Co|Group|PLC|plc|GmbH|AG|SA|"
               "S\\.A\\.|NV|BV|AB|Oy|LLP|LP|Partners|Holdings|and Sons|& Sons|& Co|and Company|& Company|Bank|"
               "Associates|Foundation|A/S|ApS|ASA|SpA|S\\.p\\.A\\.|SRL|S\\.r\\.l\\.|SARL|KG|A\\.Ş\\.|Sp\\. z o\\.o\\.")
_CAP = r"[A-Z][\w'’-]+"
_NUMBER_WORD = ("one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
                "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|several")
_COUNT = rf"(?:\d+(?:[.,]\d+)?|(?:{_NUMBER_WORD})\b(?:[ -](?:{_NUMBER_WORD})\b){{0,3}})"
_UNIT = r"(?:years?|months?|weeks?|days?|hours?|minutes?)"
# "two to four years", "twelve years and six months", "seven days’": durations date events.
_DURATION = rf"\b{_COUNT}(?:\s+(?:to|or)\s+{_COUNT})?[ -]{_UNIT}['’]?(?:,?\s+and\s+{_COUNT}[ -]{_UNIT}['’]?)*(?!\w)"
# Ages: "fifteen years old", "a 16-year-old", "aged 65", "at the age of 65".
_AGE = (rf"\b(?:{_COUNT}[ -]*years?[ -]old|(?:aged|age of)\s+{_COUNT})(?!\w)")
# Sums of money: "GBP 425,000", "NOK 240", "50,169.18 pounds sterling", "1,000 Polish zlotys".
_CURRENCY = "GBP|EUR|USD|NOK|SEK|DKK|PLN|TRY|CHF|RUB|UAH|HUF|CZK|RON|BGN|HRK|ISK|[£€$]"
_AMOUNT = r"(?<![\d,.])\d(?:[\d,.]*\d)?"  # "425,000", "50,169.18"; never a trailing comma or stop
_MONEY = (rf"(?:\b(?:{_CURRENCY})|(?<!\w)[£€$])\s?{_AMOUNT}(?:\s(?:million|billion))?|"
          rf"{_AMOUNT}(?:\s(?:million|billion))?\s(?:[A-Z][a-z]+\s)?"
          r"(?:pounds(?: sterling)?|euros?|dollars?|kroner|kronor|zlotys?|francs?|liras?|lira|roubles?|forints?)\b")
# Application, case, file and register numbers: "no. 43211/98", "11/15W.2.E", "K 145/01".
_REFERENCE = (r"(?<![\w/.])(?!\d{1,2}/\d{1,2}/\d{2,4}(?!\w))"
              r"(?:[A-Z]{1,3}[ -]?)?\d{1,7}/\d{2,4}[A-Z0-9]*(?:[-/.][A-Z0-9]+)*(?![\w/])")

RULES: tuple[Rule, ...] = (
    Rule("EMAIL_ADDRESS", re.compile(r"(?<![\w.+%-])[\w.+%-]{1,64}@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,24}\b"), 0.95,
         hotwords=("e-?mail", "mail", "address", "contact")),
    Rule("URL", re.compile(r"\b(?:https?://|ftp://|www\.)[^\s<>\"'`]+[^\s<>\"'`.,;:!?)\]]", re.IGNORECASE), 0.9),
    Rule("IP_ADDRESS", re.compile(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?!\w|\.\d)"), 0.9, _ip, 0.1,
         ("ip", "address", "server", "host")),
    Rule("IP_ADDRESS", re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{1,4}:){1,7}(?::|(?::[0-9A-Fa-f]{1,4}){1,7}|"
                                  r"[0-9A-Fa-f]{1,4})(?![\w:])"), 0.85, _ip, 0.0, ("ip", "ipv6", "address")),
    Rule("MAC_ADDRESS", re.compile(r"\b[0-9A-Fa-f]{2}(?:([:-])[0-9A-Fa-f]{2})(?:\1[0-9A-Fa-f]{2}){4}\b|"
                                   r"\b[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\b"), 0.9,
         mac.is_valid, 0.2, ("mac", "hardware", "device", "ethernet", "wifi")),
    Rule("CREDIT_CARD_NUMBER", re.compile(r"(?<![\d-])(?:\d[ -]?){12,18}\d(?![\d-])"), 0.9, _luhn, 0.3,
         ("card", "credit", "debit", "visa", "master ?card", "amex", "american express", "discover", "cc",
          "cvv", "expir\\w*", "payment"), trim_groups=True),
    Rule("US_SSN", re.compile(r"(?<![\d-])\d{3}([- .]?)\d{2}\1\d{4}(?![\d-])"), 0.6,
         lambda s: ssn.is_valid(_digits(s)), 0.2, ("ssn", "social security", "social", "ss ?#")),
    Rule("IBAN_CODE", re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b"), 0.95,
         lambda s: iban.is_valid(s), 0.3, ("iban", "bank", "account", "transfer"), trim_groups=True),
    Rule("VEHICLE_IDENTIFICATION_NUMBER", re.compile(r"\b(?=[A-HJ-NPR-Z0-9]*\d)(?=[A-HJ-NPR-Z0-9]*[A-Z])"
                                                     r"[A-HJ-NPR-Z0-9]{17}\b"), 0.9, _vin, 0.45,
         ("vin", "vehicle", "car", "chassis", "truck")),
    Rule("SWIFT_CODE", re.compile(r"\b[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b"), 0.4,
         lambda s: bic.is_valid(s), 0.0, ("swift", "bic", "bank", "wire", "transfer")),
    Rule("ROUTING_NUMBER", re.compile(r"(?<![\d-])\d{9}(?![\d-])"), 0.4, lambda s: rtn.is_valid(s), 0.1,
         ("routing", "aba", "rtn", "transit", "bank")),
    Rule("PASSPORT", re.compile(r"\b[A-Z]?\d{8,9}\b"), 0.3, hotwords=("passport",)),
    Rule("GENERIC_ID", re.compile(r"\b(?=[A-Z0-9-]{4,})(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])"
                                  r"[A-Z0-9]{2,}(?:-[A-Z0-9]+)*\b"), 0.5,
         hotwords=("order", "account", "id", "number", "no", "reference", "ref", "ticket", "confirmation", "case",
                   "tracking", "booking", "invoice", "customer", "member", "policy", "claim", "serial",
                   "license", "licence")),
    Rule("GENERIC_ID", re.compile(r"(?<![\d-])\d{5,}(?![\d-])"), 0.2,
         hotwords=("order", "account", "id", "reference", "ref", "ticket", "confirmation", "case", "tracking",
                   "booking", "invoice", "customer", "member", "policy", "claim", "serial", "license")),
    Rule("DATE", re.compile(r"\b(?:\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2}))"
                            r"(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?\b"), 0.6, _numeric_date, 0.2),
    Rule("DATE", re.compile(rf"\b(?:{_DAY}\s+(?:of\s+)?(?:{_MONTHS})\.?,?(?:\s+\d{{4}})?|(?:{_MONTHS})\.?\s+{_DAY}"
                            rf"(?:,?\s+\d{{4}})?|(?:{_MONTHS})\.?,?\s+\d{{4}})\b", re.IGNORECASE), 0.6),
    Rule("DATE", re.compile(_DURATION, re.IGNORECASE), 0.6),
    Rule("DATE", re.compile(_AGE, re.IGNORECASE), 0.6),
    Rule("MONEY", re.compile(_MONEY), 0.6),
    # Five digits or a letter ("5136/11", "K 145/01"); a short "50/50" or "9/11" needs "no." or "case" nearby.
    Rule("GENERIC_ID", re.compile(_REFERENCE), 0.6, lambda s: len(_digits(s)) >= 5 or bool(re.search("[A-Z]", s)),
         0.2,
         hotwords=("no", "nos", "application", "case", "file", "reference", "register", "judgment", "decision")),
    Rule("STREET_ADDRESS", re.compile(
        rf"\b\d{{1,6}}[A-Za-z]?\s+(?:{_CAP}\.?\s+){{0,4}}(?i:{_STREET_SUFFIX})\b\.?"
        r"(?:,?\s+(?i:apt|apartment|suite|ste|unit|room|floor|#)\.?\s*#?\w+)?"
        r"(?:,\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2},?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?)?"), 0.7,
        hotwords=("address", "live", "lives", "living", "located", "ship", "shipping", "deliver\\w*", "street")),
    Rule("ORGANIZATION_NAME", re.compile(rf"\b(?:[A-Z]\. ?){{0,3}}{_CAP}(?:[ ,]+{_CAP}){{0,3}},? "
                                         rf"(?:{_ORG_SUFFIX})(?!\w)\.?"), 0.6,
         hotwords=("company", "firm", "work", "employer", "calling", "from", "with", "at", "contacting")),
    Rule("ORGANIZATION_NAME", re.compile(rf"\b{_CAP}(?:, {_CAP})+,? (?:and|&) {_CAP}\b"), 0.45,
         hotwords=("company", "firm", "work", "employer", "calling", "with", "contacting", "reached", "choosing",
                   "solicitors", "lawyers", "advocates", "attorneys", "represented")),
    Rule("STREET_ADDRESS", re.compile(r"\b(?:P\.?\s?O\.?\s+Box|Post Office Box)\s+\d+\b", re.IGNORECASE), 0.8),
)

_DOTTED_DATE = re.compile(r"(?:[12]\d|3[01]|0?[1-9])\.(?:1[0-2]|0?[1-9])\.(?:\d{2}|\d{4})")
DOB_HOTWORDS = ("born", "birth", "birthday", "dob", "date of birth", "d\\.o\\.b\\.")
PHONE_HOTWORDS = ("phone", "call", "mobile", "cell", "tel", "telephone", "fax", "reach", "contact",
                  "text me", "landline", "extension", "ext")
_PHONE_SHAPE = re.compile(r"(?:\+?1[ .-]?)?(?:\(\d{3}\)\s?|\d{3}[ .-])\d{3}[ .-]\d{4}")
_DOMAIN = re.compile(r"(?<![\w@.-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,24})\b(?![@-])")


@detectors.register("patterns")
class PatternDetector(Detector):
    """Contact details, payment and government ids, network ids, dates and addresses."""

    name = "patterns"

    def __init__(
        self,
        infotypes: Sequence[str] | None = None,
        language: str = "en",
        phone_regions: Sequence[str] | None = None,
        hotword_window: int = 100,
        hotword_boost: float = 0.35,
        extra_hotwords: dict[str, list[str]] | None = None,
    ):
        self.infotypes = string_list(infotypes, "infotypes") if infotypes else None
        self.language = language
        # None: the language's own regions first (`LanguagePack.phones`), chosen in `_setup`.
        self.phone_regions = None if phone_regions is None else string_list(phone_regions, "phone_regions")
        self.hotword_window = hotword_window
        self.hotword_boost = hotword_boost
        self.extra_hotwords = {k: string_list(v, f"extra_hotwords.{k}") for k, v in (extra_hotwords or {}).items()}

    def _wanted(self, label: str) -> bool:
        return self.infotypes is None or label in self.infotypes

    def detect(self, doc: Document) -> list[Span]:
        self.prepare()
        text = doc.text
        spans: list[Span] = []
        for rule, hotwords in self._rules:
            for match in rule.pattern.finditer(text):
                start, end, valid = match.start(), match.end(), True
                if rule.validate is not None:
                    end, valid = _validated_end(rule, text, start, end)
                score = rule.score if valid else rule.invalid_score
                window = self.hotword_window if rule.window is None else min(rule.window, self.hotword_window)
                if has_hotword(text, start, end, hotwords, window):
                    score = min(1.0, score + self.hotword_boost)
                if score > 0:
                    spans.append(Span(start, end, rule.label, self.name, score))
        spans.extend(self._phones(text))
        spans.extend(self._domains(text))
        return self._mark_birth_dates(text, spans)

    def _setup(self) -> None:
        if not isinstance(self.hotword_window, int) or not isinstance(self.hotword_boost, (int, float)):
            raise ConfigError("patterns: hotword_window must be a whole number and hotword_boost a number")
        pack = get_language(self.language)
        others = [rule for other in LANGUAGES.values() if other is not pack for rule in other.rules]
        known = {rule.label for rule in (*RULES, *pack.rules, *others)} \
            | {"PHONE_NUMBER", "DOMAIN_NAME", "DATE_OF_BIRTH"}
        unknown = sorted(set(self.infotypes or ()) - known)
        if unknown:
            raise ConfigError(f"patterns: unknown infotype(s) {unknown}; known: {sorted(known)}")
        self._phone_rules, self._abbreviation = pack.phones, pack.abbreviation
        # A rule of another language runs when its label is asked for by name and this
        # language has no rule of its own for it (SE_PERSONNUMMER in English, not DATE).
        own = {rule.label for rule in (*RULES, *pack.rules)}
        asked = [rule for rule in others if rule.label in (self.infotypes or ()) and rule.label not in own]
        self._rules = [
            (rule, compile_hotwords((*rule.hotwords, *self.extra_hotwords.get(rule.label, []))))
            for rule in (*RULES, *pack.rules, *asked)
            if self._wanted(rule.label) or (rule.label == "DATE" and self._wanted("DATE_OF_BIRTH"))
        ]
        self._regions = self.phone_regions if self.phone_regions is not None else self._phone_rules.regions
        self._phone_hotwords = compile_hotwords((*PHONE_HOTWORDS, *self._phone_rules.hotwords,
                                                 *self.extra_hotwords.get("PHONE_NUMBER", [])))
        self._dob_hotwords = compile_hotwords((*DOB_HOTWORDS, *self._phone_rules.birth_hotwords))

    def _phones(self, text: str) -> Iterable[Span]:
        if not self._wanted("PHONE_NUMBER") or sum(c.isdigit() for c in text) < 6:
            return []
        seen: dict[tuple[int, int], Span] = {}
        for region in self._regions:
            for match in phonenumbers.PhoneNumberMatcher(text, region, leniency=phonenumbers.Leniency.POSSIBLE):
                key = (match.start, match.end)
                if key in seen or sum(c.isdigit() for c in match.raw_string) < self._phone_rules.min_digits:
                    continue  # a Swedish number has its area code: "24 timmar", "1177" are none
                if _DOTTED_DATE.fullmatch(match.raw_string):
                    continue  # "23.09.2023": a date, though its digits make a Norwegian number
                # Valid in its region: a phone number.  Merely of possible length: only
                # when shaped like one ("(390) 583-0166") or said to be one (hotword).
                # A bare digit run is weak evidence either way (it may be an id).
                if phonenumbers.is_valid_number(match.number) and not self._without_trunk(region, match.raw_string):
                    score = 0.75
                else:
                    score = 0.55 if _PHONE_SHAPE.fullmatch(match.raw_string) else 0.3
                if not re.search(r"\D", match.raw_string):
                    score -= 0.15
                if has_hotword(text, match.start, match.end, self._phone_hotwords, self.hotword_window):
                    score = min(1.0, score + self.hotword_boost)
                seen[key] = Span(match.start, match.end, "PHONE_NUMBER", self.name, score)
        return seen.values()

    def _without_trunk(self, region: str, raw: str) -> bool:
        """A number of the language's own region written without its trunk 0 or + code: in
        Swedish text "381 613 331" (an account), "5050-1055" (a bankgiro), "2015-06-22" (a
        date) are valid national numbers, but not phone numbers as written."""
        return region == self._phone_rules.trunk_region and not re.match(r"\s*[+0(]", raw)

    def _domains(self, text: str) -> Iterable[Span]:
        if not self._wanted("DOMAIN_NAME") or "." not in text:
            return []
        extract = _tld_extractor()
        spans = []
        for match in _DOMAIN.finditer(text):
            tld = match.group(1)
            if tld != tld.lower() and match.group() != match.group().upper():
                continue  # "end.It was" is a missing space, not a domain
            if self._abbreviation and self._abbreviation.fullmatch(match.group()):
                continue  # "reg.nr", "org.nr": the language's abbreviations, though ".nr" is a country's domain
            parts = extract(match.group())
            if parts.suffix and parts.domain:
                spans.append(Span(match.start(), match.end(), "DOMAIN_NAME", self.name, 0.8))
        return spans

    def _mark_birth_dates(self, text: str, spans: list[Span]) -> list[Span]:
        """A date near "born"/"date of birth" in its sentence is a DATE_OF_BIRTH (more sensitive
        than DATE): not "… born in 1987 and 1992. On 11 May 2000 the applicant applied"."""
        result = []
        for span in spans:
            left = _SENTENCE_END.split(text[max(0, span.start - 40):span.start])[-1]
            if span.label == "DATE" and self._dob_hotwords is not None and self._dob_hotwords.search(left):
                span = Span(span.start, span.end, "DATE_OF_BIRTH", self.name, min(1.0, span.score + 0.3))
            if self._wanted(span.label):
                result.append(span)
        return result


_SENTENCE_END = re.compile(r"[.;!?]\s|\n")


def _validated_end(rule: Rule, text: str, start: int, end: int) -> tuple[int, bool]:
    """End of the longest prefix (whole groups) that passes the rule's check, if any."""
    assert rule.validate is not None
    if rule.validate(text[start:end]):
        return end, True
    if rule.trim_groups:
        cuts = [m.start() for m in re.finditer(r"[ -]+", text[start:end])]
        for cut in reversed(cuts):
            if rule.pattern.fullmatch(text, start, start + cut) and rule.validate(text[start:start + cut]):
                return start + cut, True
    return end, False


@functools.lru_cache(maxsize=1)
def _tld_extractor() -> tldextract.TLDExtract:
    """tldextract with its bundled public-suffix snapshot: never touches the network."""
    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
