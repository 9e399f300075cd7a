"""Norwegian infoTypes for the `patterns` detector: fødselsnummer and D-number,
organisasjonsnummer, bank accounts, postcodes, street addresses, car plates, written and
said dates, e-mails and streets read out, companies by their legal form.

Checksums come from python-stdnum (no.fodselsnummer: two check digits and a real birth
date, D-numbers with day + 40; no.orgnr; no.kontonr).  The weak shapes (a bare four-digit
postcode, a bare nine-digit number) score below the analyzer's threshold and count only
with a context word.
"""

from __future__ import annotations

import re

from stdnum.no import fodselsnummer, kontonr, orgnr

from ..pack import Rule
from ..written import digits_of
from .calendar import MONTH, NB_DAY_ORDINAL, NB_DAYS
from .spoken import NB_DIGIT_WORDS, NB_TEEN_WORDS, NB_TENS_WORDS


def no_personal_id(text: str) -> bool:
    """A fødselsnummer or D-number: a real birth date and both check digits."""
    return fodselsnummer.is_valid(digits_of(text))


def no_organisation_id(text: str) -> bool:
    return orgnr.is_valid(digits_of(text))


def no_account(text: str) -> bool:
    return kontonr.is_valid(digits_of(text))


# A capitalised word that is no sentence-initial function word ("Fra Storgata 4").
NB_NOT_FUNCTION = (r"(?!(?:På|I|Fra|Til|Ved|Mot|Hos|Med|Og|Men|Det|Den|Der|Her|Nå|Ja|Nei|Om|Etter|Før|Under|Over|"
                   r"Utenfor|Gjennom|Så|Da|Eller|At|En|Et|Ei|Jeg|Vi|Du|Han|Hun|De|Min|Mitt|Vår|Vårt|Hei)\b)")
_CAP = rf"{NB_NOT_FUNCTION}[A-ZÆØÅÉ][\w'’-]*"
NB_STREET_ENDINGS = ("gata|gate|gaten|veien|vegen|vei|veg|plass|plassen|alléen|alleen|allé|alle|bakken|stien|stubben|"
                     "svingen|kroken|tunet|ringen|brygge|bryggen|kaia|torget|torg|løkka|lia|haugen|jordet|"
                     "høgda|høyden|bråten|enga|sletta|lunden|parken|tråkket|stredet|smuget|kaien|dalen|åsen|tangen|myra|"
                     "berget|holmen|kollen|skogen|tunet|bukta|sundet|vika|neset|odden|stranda|veita|grenda|tun")
# Numbers said in words, 1 to 199 ("tolv", "tjueseks", "hundreogfem"), for spoken addresses.
_UNITS = "|".join((*NB_DIGIT_WORDS[1:], "ett", "syv"))
NB_NUMBER_WORD = (rf"(?:(?:ett)?hundre(?:og)?)?(?:(?:{'|'.join(NB_TENS_WORDS)})(?:{_UNITS})?|{_UNITS}|"
                  rf"{'|'.join(NB_TEEN_WORDS)})")
# A street said in a caseless transcript: "fjøsangerveien sekstiåtte", "konnerudgata tjueseks".
_NAME_WORD = rf"(?!(?:{NB_NOT_FUNCTION[6:-5].lower()})\b)[a-zæøåé]+"  # no function word ("til", "på")
NB_SPOKEN_STREET = re.compile(
    rf"(?<![\w-])(?:(?:[a-zæøåé]+(?:{NB_STREET_ENDINGS})|{_NAME_WORD} (?:gate|vei|veg|plass|allé))"
    rf" +(?:\d{{1,3}}|{NB_NUMBER_WORD})"
    rf"|(?:{_NAME_WORD} ){{1,2}}{_NAME_WORD} (?:gate|vei|veg|plass|allé) +{NB_NUMBER_WORD})"  # "st marie gate førtitre"
    rf"(?: [a-h]\b)?(?: (?:null|{NB_NUMBER_WORD})(?![\w-])){{0,5}}(?![\w-])",  # the postcode said after it stays in it
    re.IGNORECASE)
# An e-mail address read out: "piotr punkt kowalski krøllalfa outlook punkt com".
NB_EMAIL_ENDINGS = ("com", "no", "net", "org", "eu", "info", "io", "se", "dk", "nu")
NB_SPOKEN_EMAIL = re.compile(
    rf"(?<![\w-])[a-z0-9æøå]+(?: (?:punkt|strek|understrek|bindestrek) [a-z0-9æøå]+)*(?: (?:\d+|{NB_NUMBER_WORD}))?"
    rf" (?:krøllalfa|alfakrøll|at) (?:[a-z0-9æøå-]+ punkt )+(?:{'|'.join(NB_EMAIL_ENDINGS)})(?![\w-])",
    re.IGNORECASE)
# "Storgata 41B", "Thorvald Meyers gate 58, 3 etg", "Kirkeveien 45, 3. etasje", "Lars Hilles gate 30".
NB_STREET = re.compile(
    rf"(?<![\w-])(?:(?:{_CAP}\s+){{0,2}}[A-ZÆØÅÉ][\w-]*?(?:{NB_STREET_ENDINGS})|(?:{_CAP}\s+){{1,3}}(?:gate|vei|veg|"
    r"plass|allé))\s+\d{1,4}(?:-\d{1,4})?(?:\s?[A-Za-z]\b)?"
    r"(?:,?\s+\d{1,2}\.?\s?(?:etasje|etg)\.?|,?\s+(?:leil|leilighet)\.?\s*[A-Z]?\d{2,4}\b)*")
_POSTCODE = r"(?<![\w.,-])(?:NO-?\s?)?\d{4}(?![\w-]|[.,]\d| ?\d)"
# A name and a house number before a postcode and its town is an address, whatever the name
# ends in ("Ollebukta 17, 3124 Tønsberg", "Postboks 123, 0150 Oslo").
NB_ADDRESS_LINE = re.compile(rf"(?<![\w-])(?:{_CAP}\s+){{0,2}}{_CAP}\s+\d{{1,4}}(?:\s?[A-Za-z]\b)?"
                             rf"(?=,?\s+(?:NO-?\s?)?\d{{4}}\s+[A-ZÆØÅ])")
_TOWN = r"(?=\s+(?:[A-ZÆØÅ][a-zæøåé]+|[A-ZÆØÅ]{3,})(?![\w-]))"
_COMPANY = (rf"\b{_CAP}(?:(?:,? | & | og ){_CAP}){{0,3}},? (?:AS|ASA|ANS|DA|SA|ENK|BA|KS|NUF)(?![\w-])")
BANK = re.compile(r"\b(?:Spare[Bb]ank(?:en)?(?: 1)?(?: [A-ZÆØÅ][\w-]*){1,2}|[A-ZÆØÅ][a-zæøå]+ Sparebank)(?![\w-])")
_REFERENCE_WORDS = ("saks\\w*", "ordre\\w*", "kunde\\w*", "faktura\\w*", "referanse\\w*", "ref", "polise\\w*",
                    "anm\\.? ?nr\\.?", "anmeldelse\\w*", "bestilling\\w*", "avtale\\w*", "medlems\\w*", "skade\\w*",
                    "journal\\w*", "sporing\\w*", "ordrenr", "saksnr", "kundenr", "nr")
_NUMBER_END = r"(?![\d-]|[.,]\d)"
_SAID_YEAR = r"(?:\s+(?:nitten|tjue|to ?tusen)[a-zæøå]*)?"

NORWEGIAN_RULES: tuple[Rule, ...] = (
    Rule("STREET_ADDRESS", NB_SPOKEN_STREET, 0.7),
    # "23.09.2023", "1.3.24": a date, though its eight digits make a valid phone number
    Rule("DATE", re.compile(r"(?<![\d.,])(?:[12]\d|3[01]|0?[1-9])\.(?:1[0-2]|0?[1-9])\.(?:1[6-9]|20)?\d\d(?![\d.,]\d)"),
         0.9),
    Rule("EMAIL_ADDRESS", NB_SPOKEN_EMAIL, 0.8),
    Rule("MONEY", re.compile(r"(?<![\w,.])(?:kr\.?|NOK)\s?\d{1,3}(?:[ .]\d{3})*(?:,\d{1,2}|,-)?(?![\d])"
                             r"|(?<![\d,.])\d{1,3}(?:[ .]\d{3})+(?:,\d{1,2})?\s?(?:kr\b|kroner\b|NOK\b|,-)"), 0.65),
    Rule("NO_FODSELSNUMMER", re.compile(r"(?<![\d+-])\d{6}[ -]?\d{5}(?![\d-])"), 0.75, no_personal_id, 0.1,
         ("fødselsnummer\\w*", "fnr", "f\\.nr\\.?", "f\\.", "født", "personnummer\\w*", "d-nummer\\w*", "d-nr\\.?",
          "pnr")),
    Rule("NO_ORGANISASJONSNUMMER", re.compile(r"(?<![\d+-])[89]\d{2} ?\d{3} ?\d{3}(?![\d-])"), 0.8,
         no_organisation_id, 0.1, ("organisasjonsnummer\\w*", "org\\.? ?nr\\.?", "foretak\\w*", "firma\\w*",
                                   "mva")),
    Rule("BANK_ACCOUNT", re.compile(r"(?<![\w.,/-])\d{4}[ .]?\d{2}[ .]?\d{5}" + _NUMBER_END), 0.75, no_account, 0.3,
         ("konto\\w*", "kontonr\\.?", "bankkonto\\w*", "innbetal\\w*", "overfør\\w*")),
    # A postcode before a town ("0150 Oslo") is one; a bare four digits only near a hotword.
    Rule("POSTCODE", re.compile(_POSTCODE + _TOWN), 0.75),
    # the town after a postcode ("2010 Strømmen"), though no gazetteer lists it
    Rule("LOCATION", re.compile(r"(?<=\d{4} )[A-ZÆØÅ][a-zæøåé]+(?:[ -][A-ZÆØÅ][a-zæøåé]+)?(?![\w-])"), 0.6),
    Rule("POSTCODE", re.compile(_POSTCODE), 0.3,
         hotwords=("postnummer\\w*", "postnr\\.?", "adresse\\w*", "bor", "bosatt", "postboks"), window=40),
    Rule("STREET_ADDRESS", NB_ADDRESS_LINE, 0.7),
    Rule("STREET_ADDRESS", NB_STREET, 0.7,
         hotwords=("adresse\\w*", "adr\\.?", "bor", "bodde", "bosatt", "flytt\\w*", "lever\\w*", "send\\w*")),
    Rule("LICENSE_PLATE", re.compile(r"(?<![\w-])(?!(?:NO|KR|EU)\b)[A-Z]{2} ?\d{4,5}(?![\w-])"), 0.55,
         hotwords=("bil\\w*", "reg\\.? ?nr\\.?", "registreringsnummer\\w*", "skilt\\w*", "kjøretøy\\w*")),
    Rule("ORGANIZATION_NAME", re.compile(_COMPANY), 0.7),
    Rule("ORGANIZATION_NAME", BANK, 0.6),
    Rule("GENERIC_ID", re.compile(r"(?<![\w-])(?=[A-ZÆØÅ0-9/-]{4,})(?=[A-ZÆØÅ0-9/-]*\d)"
                                  r"[A-ZÆØÅ0-9]+(?:[-/][A-ZÆØÅ0-9]+)*(?![\w-])"), 0.45,
         hotwords=_REFERENCE_WORDS, window=30),
    Rule("GENERIC_ID", re.compile(r"(?<![\d-])\d{5,}(?![\d-])"), 0.4, hotwords=_REFERENCE_WORDS, window=30),
    # "12. januar 2024", "mandag 5. februar", "1. mars"; said: "fjortende mars", "tredje juli nittenåttisju"
    Rule("DATE", re.compile(rf"(?i)(?<![\w.])(?:(?:{'|'.join(NB_DAYS)})\s+(?:den\s+)?)?(?:[12]\d|3[01]|0?[1-9])\.\s*"
                            rf"(?:[-–]\s*(?:[12]\d|3[01]|0?[1-9])\.\s*)?{MONTH}(?:\s+\d{{4}})?"), 0.6),
    Rule("DATE", re.compile(rf"(?i)(?<![\w-])(?:{NB_DAY_ORDINAL})\s+{MONTH}{_SAID_YEAR}"), 0.6),
    Rule("DATE", re.compile(rf"(?i)(?<![\w-]){MONTH}\s+(?:1[6-9]|20)\d\d(?!\d)"), 0.5),
    Rule("DATE", re.compile(r"(?<![\w.,:/-])(?:1[6-9]|20)\d\d(?![\w.,:/-]|-tallet|\s\d{3}\b)"), 0.5,
         hotwords=("år", "året", "siden", "fra", "til", "født", "i", "våren", "høsten", "sommeren", "vinteren"),
         window=20),
)
