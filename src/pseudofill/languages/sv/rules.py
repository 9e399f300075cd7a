"""Swedish infoTypes for the `patterns` detector: personnummer, organisationsnummer,
postcodes, street addresses, car registrations, bank and giro numbers, written dates.

Checksums come from python-stdnum (Luhn, orgnr, postnummer).  The weak shapes (a bare
five-digit postcode, a clearing number, "3/4") score below the analyzer's threshold and
count only with a context word, bank numbers only with one close by.
"""

from __future__ import annotations

import re
from datetime import date

from stdnum import luhn
from stdnum.se import orgnr, postnummer

from ..pack import Rule
from ..written import digits_of
from .calendar import SV_DAY_ORDINAL, SV_MONTHS
from .institutions import BANK, SV_NOT_FUNCTION
from .spoken import SV_DIGIT_WORDS, SV_TEEN_WORDS, SV_TENS_WORDS


def se_personal_id(text: str) -> bool:
    """A Swedish personnummer or samordningsnummer: YYMMDD[-+]NNNC or with the century, a
    real birth date and the Luhn check digit over the last ten digits."""
    return se_birth_date(text) is not None and luhn.is_valid(digits_of(text)[-10:])


def se_birth_date(text: str) -> date | None:
    """The birth date a personnummer states (a samordningsnummer's day is + 60): with its
    century where written (12 digits), else the latest one not in the future — one earlier
    after "+", which marks a hundred or more years."""
    digits = digits_of(text)
    if len(digits) == 12 and digits[:2] in ("18", "19", "20"):
        century, digits = int(digits[:2]) * 100, digits[2:]
    elif len(digits) == 10:
        century = (2000 if 2000 + int(digits[:2]) <= date.today().year else 1900) - (100 if "+" in text else 0)
    else:
        return None
    day = int(digits[4:6])
    try:
        return date(century + int(digits[:2]), int(digits[2:4]), day - 60 if day > 60 else day)
    except ValueError:
        return None


def se_organisation_id(text: str) -> bool:
    """An organisationsnummer: ten digits, the third at least 2 (a personnummer's month
    digit is 0 or 1, so the two never collide) and the Luhn check digit."""
    digits = digits_of(text)
    return len(digits) == 10 and digits[2] >= "2" and orgnr.is_valid(digits)


def _account_number(text: str) -> bool:
    """An account number (7–12 digits), a plusgiro (from 5), or a clearing number and account together."""
    return 5 <= len(digits_of(text)) <= 17 and not _ISO_DATE.fullmatch(text)


def _giro_number(text: str) -> bool:
    """Bankgiro and plusgiro numbers end in a Luhn check digit over all their digits."""
    return luhn.is_valid(digits_of(text))


_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_NUMBER_END = r"(?![\w/-]|[.,]\d)"
# Letters of a Swedish registration: A–Z without I, Q, V (nor Å, Ä, Ö); the last place may
# be a letter too (never O there, which the fill respects; detection does not insist).
PLATE_LETTERS = "ABCDEFGHJKLMNOPRSTUWXYZ"
PLATE = re.compile(rf"[{PLATE_LETTERS}]{{3}} ?\d{{2}}[\d{PLATE_LETTERS}]")
SV_STREET_ENDINGS = ("gatan|gata|vägen|väg|gränd|torget|torg|stigen|backen|allén|plan|leden|stråket|kajen|"
                     "svängen|slingan|"
                     "esplanaden")
_CAP = rf"{SV_NOT_FUNCTION}[A-ZÅÄÖÉ][\w-]*"
# Numbers said in words, 1 to 199 ("tolv", "tjugotvå", "hundrafem"), for spoken addresses.
_UNITS = "|".join(SV_DIGIT_WORDS[1:])
_SV_NUMBER_WORD = (rf"(?:(?:ett)?hundra)?(?:(?:{'|'.join(SV_TENS_WORDS)})(?:{_UNITS}|en)?|{_UNITS}|"
                   rf"{'|'.join(SV_TEEN_WORDS)})")
# A street said in a caseless transcript: "ystadgatan sju b", "bergsvägen tolv", "ljungstigen 9".
# A postcode said after it stays in the address ("ljungstigen nio två åtta ett fyrtiotre").
SV_SPOKEN_STREET = re.compile(
    rf"(?<![\w-])[a-zåäöé]+(?:{SV_STREET_ENDINGS.replace('plan|', '')}|gången) +"
    rf"(?:\d{{1,3}}|{_SV_NUMBER_WORD})(?! gång)(?: [a-h]\b)?"
    rf"(?: (?:lägenhet|lgh) (?:\d{{3,4}}|[a-zåäö]+hundra[a-zåäö]*))?"
    rf"(?: (?:noll|{_SV_NUMBER_WORD})(?![\w-])){{0,5}}(?![\w-])")
# An e-mail address read out: "camilla punkt nordin snabel a hotmail punkt com".
SV_EMAIL_ENDINGS = ("com", "se", "nu", "net", "org", "eu", "info", "io", "fi", "no", "dk")
SV_SPOKEN_EMAIL = re.compile(
    rf"(?<![\w-])[a-z0-9åäö]+(?: (?:punkt|streck|understreck|bindestreck) [a-z0-9åäö]+)*(?: (?:\d+|{_SV_NUMBER_WORD}))?"
    rf" snabel[- ]?a (?:[a-z0-9åäö-]+ punkt )+(?:{'|'.join(SV_EMAIL_ENDINGS)})(?![\w-])", re.IGNORECASE)
# Amounts with thousands apart: "3 000 kronor", "14 500 kr", "1 250:-".
SV_MONEY = re.compile(r"(?<![\d,.])\d{1,3}(?: \d{3})+(?:,\d{1,2})?\s?(?:kr\b|kronor\b|SEK\b|:-)")
# "Storgatan 12B", "Östra Hamngatan 24, 3 tr", "Drottning Kristinas väg 7 lgh 1102".
SV_STREET = re.compile(
    rf"(?<![\w-])(?:(?:{_CAP}\s+){{0,2}}[A-ZÅÄÖÉ][\w-]*?(?:{SV_STREET_ENDINGS})|(?:{_CAP}\s+){{1,2}}(?:gatan|gata|"
    r"vägen|väg|gränd))\s+\d{1,4}(?:-\d{1,4})?(?:[a-z]\b|\s?[A-Z]\b)?"
    r"(?:,?\s+(?:lgh|lägenhet)\.?\s*\d{3,4}\b|,?\s+\d{1,2}\s?(?:tr|trappor|trappa)\b)*")
_POSTCODE = (r"(?<![\w-])(?<!\d )(?:SE-?\s?)?[1-9]\d{2} ?\d{2}(?![\w-]| ?\d|[.,]\d)"
             r"(?!\s*(?:kr|kronor|SEK|EUR|USD|:-)(?!\w))")
_TOWN = r"(?=,?\s+(?:[A-ZÅÄÖ][a-zåäöé]+|[A-ZÅÄÖ]{3,})(?![\w-]))"
_SV_MONTH = rf"(?:{SV_MONTHS}|(?:jan|feb|mar|apr|jun|jul|aug|sept|sep|okt|nov|dec)\.?)"  # "mars." ends a sentence
_SV_DAY = rf"(?:(?:[12]\d|3[01]|0?[1-9])(?::[ae])?|(?:{SV_DAY_ORDINAL})(?!\w))"
SV_WEEKDAY = r"(?:mån|tis|ons|tors|fre|lör|sön)dag(?:en)?"

_SV_CAP = r"[A-ZÅÄÖ][\wåäöéü'’-]+"
# "Lundin & Andreasson AB", "Jonasson Edvardsson HB", "Sjöberg Bygg Aktiebolag", "Ica Banken".
_SV_COMPANY = (rf"\b{_SV_CAP}(?:(?:,? | & | och ){_SV_CAP}){{0,3}},? (?:AB|HB|KB|Aktiebolag|Handelsbolag|"
               r"Kommanditbolag|Ek\. ?för\.?|ekonomisk förening)(?: \(publ\))?(?![\w-])")

# Reference numbers named by their Swedish word ("ärendenummer ÄR-2023-4471", "kundnummer 4471882").
_SV_REFERENCE_WORDS = ("ärende\\w*", "order\\w*", "kundnummer\\w*", "kundnr", "faktur\\w*", "referens\\w*", "ref",
                       "bokning\\w*", "kolli\\w*", "sändning\\w*", "avtal\\w*", "medlems\\w*", "försäkrings\\w*",
                       "skade\\w*", "diarie\\w*", "ocr", "ocr-nummer", "kund-id", "id", "spårnings\\w*",
                       "abonnemang\\w*", "ärendenr", "ordernr")

SWEDISH_RULES: tuple[Rule, ...] = (
    Rule("STREET_ADDRESS", SV_SPOKEN_STREET, 0.6),
    Rule("EMAIL_ADDRESS", SV_SPOKEN_EMAIL, 0.8),
    Rule("MONEY", SV_MONEY, 0.65),
    Rule("GENERIC_ID", re.compile(r"(?<![\w-])(?=[A-ZÅÄÖ0-9-]{4,})(?=[A-ZÅÄÖ0-9-]*\d)(?=[A-ZÅÄÖ0-9-]*[A-ZÅÄÖ])"
                                  r"[A-ZÅÄÖ0-9]+(?:-[A-ZÅÄÖ0-9]+)*(?![\w-])"), 0.5,
         hotwords=(*_SV_REFERENCE_WORDS, "nummer", "numret", "nr"), window=40),
    # "BN 2023-000412", "SN 2024/1187", "F 20781"; digit groups "3004 5571 82"
    Rule("GENERIC_ID", re.compile(r"(?<![\w-])[A-ZÅÄÖ]{1,3} \d[\d/-]{2,}\d(?![\w-])"), 0.5,
         hotwords=_SV_REFERENCE_WORDS, window=40),
    Rule("GENERIC_ID", re.compile(r"(?<![\w-])\d{3,4}(?: \d{2,4}){1,3}(?![\w-])"), 0.45,
         hotwords=_SV_REFERENCE_WORDS, window=40),
    Rule("GENERIC_ID", re.compile(r"(?<![\d-])\d{5,}(?![\d-])"), 0.4, hotwords=_SV_REFERENCE_WORDS,
         window=40),
    Rule("ORGANIZATION_NAME", re.compile(_SV_COMPANY), 0.7),
    Rule("ORGANIZATION_NAME", BANK, 0.6),
    # A year alone ("1939", "år 1945"): a date, as NER reads it in English.
    Rule("DATE", re.compile(r"(?<![\w.,:/-])(?:1[6-9]|20)\d\d(?![\w.,:/-]|-talet|\s\d{3}\b)"), 0.55,
         hotwords=("år", "året", "sedan", "från", "till", "född", "i", "våren", "hösten", "sommaren", "vintern"),
         window=20),
    Rule("SE_PERSONNUMMER", re.compile(r"(?<![\d+-])(?:18|19|20)?\d{6}[-+]?\d{4}(?![\d-])"), 0.7, se_personal_id, 0.1,
         ("personnummer", "personnumret", "personnr", "pnr", "samordningsnummer", "född", "personal identity")),
    Rule("SE_ORGANISATIONSNUMMER", re.compile(r"(?<![\d+-])\d{2}[2-9]\d{3}-?\d{4}(?![\d-])"), 0.7,
         se_organisation_id, 0.1, ("organisationsnummer", "organisationsnumret", "orgnr", "org\\.? ?nr\\.?",
                                   "företag\\w*", "bolag\\w*", "aktiebolag\\w*")),
    # A postcode before a town ("411 38 Göteborg") is one; a bare five digits only near a hotword.
    Rule("POSTCODE", re.compile(_POSTCODE + _TOWN), 0.75, postnummer.is_valid),
    Rule("POSTCODE", re.compile(_POSTCODE), 0.3, postnummer.is_valid,
         hotwords=("postnummer", "postnumret", "postnr", "post\\.? ?nr", "adress\\w*", "bor", "boende", "bostad"),
         window=60),
    Rule("STREET_ADDRESS", SV_STREET, 0.7,
         hotwords=("adress\\w*", "gatuadress", "bor", "bodde", "boende", "bostad", "folkbokförd", "flyttat",
                   "levera\\w*", "skicka\\w*")),
    Rule("LICENSE_PLATE", re.compile(rf"(?<![\w-])(?!(?:SEK|EUR|USD|GBP|NOK|DKK|CHF)\b){PLATE.pattern}(?![\w-])"),
         0.55, hotwords=("bil", "bilen", "bilens", "registreringsnummer", "registreringsnumret", "regnummer",
                         "regnr", "reg\\.? ?nr\\.?", "registreringsskylt\\w*", "skylt\\w*", "fordon\\w*")),
    # Bank numbers only with their word close by (then above a digit run or an unlikely
    # phone number of the same shape): clearing "8327-9", bankgiro "5050-1055" (a valid Luhn
    # digit scores higher), plusgiro "4 56 78-9", account "123 456 789-0" (not "5 000 kr").
    Rule("BANK_ACCOUNT", re.compile(r"(?<![\w.,/-])[1-9]\d{3}(?:-\d)?" + _NUMBER_END), 0.3,
         hotwords=("clearingnummer", "clearingnumret", "clearingnr", "clearing"), window=30),
    Rule("BANK_ACCOUNT", re.compile(r"(?<![\w.,/-])(?:\d{3,4}-\d{4}|\d{1,2}(?: \d{2}){0,3}-\d)" + _NUMBER_END),
         0.45, _giro_number, 0.2, ("bankgiro\\w*", "plusgiro\\w*", "giro", "bg", "pg"),
         window=40),
    Rule("BANK_ACCOUNT", re.compile(r"(?<![\w.,/-])\d{1,6}(?:[ -]\d{1,6}){0,5}" + _NUMBER_END
                                    + r"(?!\s*(?:kr|kronor|SEK|:-)(?!\w))"), 0.35, _account_number,
         hotwords=("kontonummer", "kontonumret", "kontonr", "konto", "kontot", "bankkonto\\w*", "personkonto\\w*"),
         window=40),
    Rule("DATE", re.compile(rf"(?<![\w:/.-])(?:{SV_WEEKDAY}\s+(?:den\s+)?)?{_SV_DAY}\s+{_SV_MONTH}"
                            rf"(?:\s+\d{{4}})?(?![\w-])|\b{_SV_MONTH}\s+\d{{4}}\b", re.IGNORECASE), 0.6),
    # A day alone: "den 14:e"; "den elfte" before a time, a pause or another day ("den tjugoandra klockan …").
    Rule("DATE", re.compile(r"(?i:(?<=\bden ))(?:[12]\d|3[01]|0?[1-9]):[ae](?![\w-])"), 0.6),
    # ("den tredje" is also "the third one": a day where a weekday, a time or a booking is near)
    Rule("DATE", re.compile(rf"(?i:(?<=\bden ))(?:{SV_DAY_ORDINAL})(?![\w-])(?!\s+(?:gången|personen|raden|"
                            rf"månaden|veckan|året|sidan|delen)\b)", re.IGNORECASE), 0.3,
         hotwords=(SV_WEEKDAY, "klockan", "kl", "datum\\w*", "dag", "dagen", "mellan", "tid\\w*", "ses", "bokar",
                   "bokat", "kommer", "förfallodag\\w*", "betal\\w*", "månad\\w*"), window=25),
    # "den 3/4" is a date; "3/4" elsewhere (a fraction, a score) only with a date word close by.
    Rule("DATE", re.compile(r"(?i:(?<=\bden ))(?:[12]\d|3[01]|0?[1-9])/(?:1[0-2]|0?[1-9])" + _NUMBER_END), 0.6),
    Rule("DATE", re.compile(r"(?<![\w/.,-])(?:[12]\d|3[01]|0?[1-9])/(?:1[0-2]|0?[1-9])" + _NUMBER_END), 0.2,
         hotwords=("datum", "daterad", "daterat", "dagen", "född", "födelsedag", "fr\\.o\\.m\\.", "t\\.o\\.m\\.",
                   "senast", "mötet"), window=40),
)

