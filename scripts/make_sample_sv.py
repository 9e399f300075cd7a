"""Generate the Swedish synthetic call-centre sample corpus shipped in the Swedish pack.

The Swedish counterpart of scripts/make_sample.py. Writes two JSONL files to --out-dir
(default src/pseudofill/languages/sv/):

* sample.jsonl       one document per line: {"id", "text", "channel"}
* sample.gold.jsonl  gold PII spans per document in pseudofill's vault format:
  {"id", "spans": [{"start", "end", "label", "text", "entity"}]}, spans sorted by
  start; "entity" numbers the real-world entities of a document from 1 in order of
  first appearance (all mentions of the customer -- full name, first name, the
  surname after "herr"/"fru", the spelled-out surname -- share one id; so do a phone
  number and its spoken read-back, a colleague's full and first name).

Each document is a customer-service dialogue ("Agent: ...\\nKund: ...") of 80-250
words assembled from Swedish templates filled with Faker (sv_SE) values and values
made here: personnummer (Luhn, a real birth date that is also the customer's date of
birth), organisationsnummer (Luhn, third digit >= 2), phone numbers in Swedish
layouts (and read back one word per digit), registration plates, clearing and account
numbers, postcodes that fit their city. Faker's own ssn() and org_id() are not used:
they depend on today's date and on the global random module, so they would break
reproducibility. Text is built by concatenation, so every offset is exact by
construction; the script asserts span/substring equality, non-overlap, personnummer
and organisationsnummer validity (python-stdnum) and that every written phone number
is valid for region SE (phonenumbers). Output is byte-identical for the same --seed
and Faker version. Rerun:

    python scripts/make_sample_sv.py [--n 40] [--seed 7] [--out-dir src/pseudofill/languages/sv]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import unicodedata
from collections import Counter
from datetime import date
from pathlib import Path

import phonenumbers
from faker import Faker
from sample_doc import Doc, Slot
from stdnum.se import orgnr, personnummer

OPENINGS = [
    "A: Välkommen till {org}, du pratar med {agent}. Vad kan jag hjälpa dig med idag?",
    ("A: God morgon, du har kommit till {org} kundtjänst, {agent_full} heter jag.\n"
     "C: Hej {agent}, jag hoppas att du kan hjälpa mig."),
    "A: Hej och tack för att du kontaktar {org}. Jag heter {agent}, vem pratar jag med?",
    "A: {org}, fakturaavdelningen, det är {agent}. Vad kan jag göra för dig?",
    "A: Hej, {agent} på {org} kundservice. Hur kan jag hjälpa till?",
]
IDENTIFY = [
    "C: Hej, jag heter {full}.\nA: Tack, {first}. Vad gäller det?",
    ("C: Det är {full}, jag hör av mig angående mitt konto.\n"
     "A: Absolut, {title} {last}. Kan du stava efternamnet åt mig?\nC: Javisst, {spelled_last}."),
    "A: Får jag be om ditt fullständiga namn?\nC: {full}. Efternamnet stavas {spelled_last}.",
    "C: Hej, {full} här.\nA: Hej {first}, berätta vad som har hänt.",
    "A: Vem har jag äran att tala med?\nC: {full}, men säg gärna {first}.",
    ("A: Kan jag få ditt namn?\nC: {full}.\nA: Och hur stavas efternamnet?\n"
     "C: {spelled_last}.\nA: Tack, {title} {last}."),
]
# PII-bearing exchanges grouped by topic; a call uses at most one template per topic.
# Templates with "{phone_spoken}" or about the phone line are used in phone calls only.
MIDDLE = [
    ["A: Kan du bekräfta ditt födelsedatum?\nC: Ja, jag är född {dob}.",
     "A: Av säkerhetsskäl behöver jag ditt födelsedatum.\nC: Mitt födelsedatum är {dob}.",
     "A: Och när är du född?\nC: Jag är född den {dob}."],
    ["A: För att verifiera dig behöver jag ditt personnummer.\nC: Okej, det är {pnr}.",
     "C: Mitt personnummer är {pnr}.\nA: Tack, då har jag hittat dig i systemet.",
     "A: Vilket personnummer står abonnemanget på?\nC: {pnr}, det är mitt eget.",
     ("A: Jag behöver också ditt personnummer.\nC: Det är {pnr}.\n"
      "A: Tack, och du är alltså född {dob}?\nC: Ja, det stämmer.")],
    ["A: Vilket telefonnummer når vi dig bäst på?\nC: Det är {phone}.",
     "C: Du kan ringa tillbaka på {phone}.\nA: Jag läser upp det: {phone_spoken}.\nC: Det stämmer.",
     "C: Mitt nummer är {phone_spoken}.\nA: Uppfattat, {phone}.",
     "C: Jag har bytt nummer, det nya är {phone}.\nA: Tack, jag uppdaterar det direkt."],
    ["A: Och vilken e-postadress har du?\nC: Det är {email}.",
     "C: Kan du skicka bekräftelsen till {email}?\nA: Självklart, jag skickar den direkt.",
     "C: Skicka kvittot till {email} och gärna en kopia till min revisor på {email2}.\nA: Det ska jag göra."],
    ["A: Vilken adress ska vi skicka till?\nC: {street}, {postcode} {city}.",
     "C: Jag har flyttat nyligen, den nya adressen är {street} i {city}.\nA: Tack, jag har uppdaterat det åt dig.",
     "A: Stämmer adressen {street}, {postcode} {city}?\nC: Ja, det är rätt.",
     "C: Postnumret är {postcode}, det är i {city}.\nA: Perfekt, då letar jag upp närmaste ombud."],
    [("C: Det är ett företagsavtal, jag jobbar på {org2}.\nA: Kan du ge mig organisationsnumret?\n"
      "C: Ja, det är {orgnr}."),
     "A: Vilket organisationsnummer har företaget?\nC: {orgnr}, det är {org2}.",
     "C: Fakturan ska gå till {org2}, organisationsnummer {orgnr}.\nA: Noterat.",
     "C: Det är min jobbtelefon, jag är anställd på {org2}.\nA: Jag förstår, företagskunder hanteras lite annorlunda."],
    ["C: Det gäller bilen, registreringsnumret är {plate}.\nA: Tack, jag ser {plate} här i systemet.",
     "A: Vilket registreringsnummer har fordonet?\nC: {plate}.",
     ("C: Jag fick en parkeringsbot på {plate} den {date}, men jag stod inte ens där.\n"
      "A: Jag förstår, jag öppnar ett ärende om det.")],
    [("C: Återbetalningen kan gå till mitt konto, clearingnummer {clearing}, kontonummer {account}.\n"
      "A: Jag upprepar: clearing {clearing}, konto {account}.\nC: Korrekt."),
     "A: Vilket konto vill du att pengarna sätts in på?\nC: Clearingnumret är {clearing} och kontonumret {account}.",
     ("C: Autogirot ska dras från mitt konto hos {bank}, clearingnummer {clearing}, kontonummer {account}.\n"
      "A: Tack, jag lägger in det.")],
    ["C: Jag blev debiterad två gånger den {date}.\nA: Ja, jag ser båda dragningarna från den {date}.",
     "C: Jag handlade den {date} i er butik i {city2}.\nA: Okej, det hjälper."],
    ["A: Teknikerbesöket är bokat till den {date2}.\nC: Toppen, tack.",
     "A: Den nya leveransdagen blir {date2}.\nC: Bra, då är jag hemma."],
    ["C: Jag ska resa till {country} nästa månad, fungerar kortet där?\nA: Ja, jag lägger in en reseanteckning.",
     "C: Jag bor strax utanför {city}.\nA: Tack, det ligger inom vårt täckningsområde.",
     "C: Jag är i {city2} några veckor, kan ni skicka dit istället?\nA: Absolut, det går bra."],
    [("C: Min {partner} {other_full} står också på kontot.\n"
      "A: Okej, {other_first} kan ringa oss med sin egen kod."),
     ("C: Min {partner} {other_full} ordnade det här, men {other_first} är bortrest den här veckan.\n"
      "A: Inga problem, jag kan hjälpa dig.")],
    ["A: Jag kopplar in min kollega {colleague} från vårt kontor i {city2}.\nC: Visst.",
     ("C: Teknikern, {colleague}, sa att jag skulle höra av mig till er.\n"
      "A: Ja, jag ser anteckningarna från {colleague_first}.")],
    ["A: Står kontot på {title} {last}?\nC: Ja, det är jag."],
]
FILLERS = [
    "A: Hur har dagen varit hittills?\nC: Åh, inte så pjåkigt, tack som frågar.",
    "C: Förlåt, kan du vänta en sekund?\nA: Självklart, ta den tid du behöver.\nC: Okej, nu är jag tillbaka.",
    "A: Ett ögonblick medan jag tar fram det.\nC: Inga problem.",
    "C: Öh, det brusar lite på linjen, hör du mig?\nA: Ja, jag hör dig bra.",
    "A: Jag förstår verkligen att det är frustrerande.\nC: Ja, det har varit en lång vecka.",
    "C: Vädret har varit hemskt på sistone.\nA: Säg inte det, här har det regnat hela dagen.",
    "A: Tack för att du väntade.\nC: Absolut, ingen fara.",
    ("C: Jag har varit kund i många år, så det här är verkligen en besvikelse.\n"
     "A: Det är tråkigt att höra, vi ska se till att lösa det."),
    "A: Systemet är lite segt idag, öh, bara ett ögonblick.\nC: Det gör inget, jag har ingen brådska.",
    "C: Ärligt talat var jag nära att byta till en konkurrent.\nA: Vad bra att du hörde av dig till oss först.",
]
CLOSINGS = [
    "A: Tack för att du hörde av dig, {title} {last}. Ha en fortsatt trevlig dag!\nC: Detsamma, hej då.",
    "A: Då är allt klart, {first}. Jag heter {agent} om du behöver höra av dig igen.\nC: Tack, {agent}. Hej då.",
    "A: Då så, {title} {last}, är det något mer jag kan hjälpa till med?\nC: Nej, det var allt. Tack så mycket!",
    "A: Tack för att du valde {org}. Hej då!\nC: Hej hej.",
    "A: Var det något mer, {first}?\nC: Nej, det var allt. Tack för hjälpen!\nA: Tack själv, ha en bra dag.",
]
PHONE_ONLY = ["{phone_spoken}", "på linjen"]
# Faker sv_SE's cities (all real) with the first three digits of their postcodes, so "411 38 Göteborg" fits.
POSTCODES = {
    "Stockholm": (111, 118), "Göteborg": (411, 418), "Malmö": (211, 217), "Uppsala": (752, 757),
    "Västerås": (721, 725), "Örebro": (702, 703), "Linköping": (582, 587), "Helsingborg": (252, 256),
    "Jönköping": (553, 556), "Norrköping": (602, 603), "Lund": (222, 227), "Umeå": (903, 907),
    "Gävle": (802, 806), "Borås": (503, 507), "Mölndal": (431, 431), "Södertälje": (151, 152),
    "Eskilstuna": (632, 635), "Karlstad": (652, 654), "Halmstad": (302, 302), "Växjö": (352, 352),
    "Sundsvall": (852, 856), "Luleå": (972, 975), "Trollhättan": (461, 462), "Östersund": (831, 831),
    "Falun": (791, 791), "Kalmar": (392, 393), "Kristianstad": (291, 291), "Karlskrona": (371, 371),
    "Skellefteå": (931, 931), "Varberg": (432, 432), "Nyköping": (611, 611), "Piteå": (941, 941),
    "Borlänge": (784, 784), "Skövde": (541, 541), "Uddevalla": (451, 451), "Lidingö": (181, 181),
    "Motala": (591, 591), "Landskrona": (261, 261), "Örnsköldsvik": (891, 891), "Karlskoga": (691, 691),
    "Trelleborg": (231, 231), "Lidköping": (531, 531), "Alingsås": (441, 441), "Sandviken": (811, 811),
    "Ängelholm": (262, 262),
}
COUNTRIES = ["Spanien", "Thailand", "Grekland", "Italien", "Norge", "Danmark", "Finland", "Tyskland",
             "Frankrike", "Portugal", "Kroatien", "USA", "Turkiet", "Island"]
# Clearing number and account layouts per bank: digits of the clearing number, whether it
# carries a check digit ("8327-9"), and the account's digit groups.
BANKS = {"Swedbank": ("8", True, (3, 3, 3, 1)), "Handelsbanken": ("6", False, (3, 3, 3)),
         "SEB": ("5", False, (3, 2, 2)), "Nordea": ("11", False, (2, 3, 2))}
PLATE_LETTERS = "ABCDEFGHJKLMNOPRSTUWXYZ"  # no I, Q, V (nor Å, Ä, Ö)
MONTHS = "januari februari mars april maj juni juli augusti september oktober november december".split()
DIGITS = "noll ett två tre fyra fem sex sju åtta nio".split()
SPEAKERS = {"A": "Agent", "C": "Kund"}


def fmt_date(d: date, rng: random.Random, with_year: bool) -> str:
    month, day = MONTHS[d.month - 1], d.day
    suffix = ":a" if day % 10 in (1, 2) and day not in (11, 12) else ":e"
    styles = [f"{day} {month} {d.year}", d.isoformat()]
    if not with_year:
        styles += [f"{day} {month}", f"{day}{suffix} {month}", f"{day}/{d.month}"]
    return rng.choice(styles)


def luhn_digit(payload: str) -> str:
    """The Luhn check digit for payload (weights 2, 1, 2, ... from the left of an even length)."""
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str(-total % 10)


def make_personnummer(born: date, female: bool, rng: random.Random) -> str:
    """A valid personnummer for a birth date; the ninth digit is even for women, odd for men."""
    serial = f"{rng.randint(0, 99):02d}{rng.choice('02468' if female else '13579')}"
    short = born.strftime("%y%m%d") + serial
    check = luhn_digit(short)
    layout = rng.choice(["short", "short", "long", "compact"])
    if layout == "short":
        return f"{short[:6]}-{serial}{check}"
    return f"{born:%Y%m%d}{'-' if layout == 'long' else ''}{serial}{check}"


def make_orgnr(company: str, rng: random.Random) -> str:
    """An organisationsnummer: group digit 5 (aktiebolag) or 9 (handelsbolag), third digit >= 2."""
    head = "556" if company.endswith(" AB") else "969"
    if company.endswith(" AB") and rng.random() < 0.4:
        head = "559"
    payload = head + "".join(str(rng.randint(0, 9)) for _ in range(6))
    number = payload + luhn_digit(payload)
    return f"{number[:6]}-{number[6:]}"


def make_phone(rng: random.Random) -> tuple[str, str]:
    """A Swedish phone number in a written layout, and its read-back one word per digit."""
    kind = rng.choice(["mobile", "mobile", "mobile", "08", "local"])
    sub = lambda n: str(rng.randint(2, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))  # noqa: E731
    if kind == "mobile":
        area, number = "07" + rng.choice("02369"), sub(7)
        groups = [number[:3], number[3:5], number[5:]]
    elif kind == "08":
        area, number = "08", sub(rng.choice([7, 8]))
        groups = ([number[:3], number[3:6], number[6:]] if len(number) == 8
                  else [number[:3], number[3:5], number[5:]])
    else:
        area, number = rng.choice(["031", "040", "018", "013", "019", "090"]), sub(rng.choice([6, 7]))
        groups = ([number[:2], number[2:4], number[4:]] if len(number) == 6
                  else [number[:3], number[3:5], number[5:]])
    styles = [f"{area}-{' '.join(groups)}", f"+46 {area[1:]} {' '.join(groups)}", f"{area} {' '.join(groups)}"]
    if kind == "mobile":
        styles.append(area + number)
    written = rng.choice(styles)
    words = [" ".join(DIGITS[int(ch)] for ch in group) for group in (area, *groups)]
    return written, ", ".join(words)


def make_plate(rng: random.Random) -> str:
    letters = "".join(rng.choice(PLATE_LETTERS) for _ in range(3))
    if rng.random() < 0.5:
        return f"{letters} {rng.randint(0, 999):03d}"
    return f"{letters} {rng.randint(0, 99):02d}{rng.choice(PLATE_LETTERS.replace('O', ''))}"


def make_bank_account(rng: random.Random) -> tuple[str, str, str]:
    bank = rng.choice(sorted(BANKS))
    prefix, check, groups = BANKS[bank]
    clearing = prefix + "".join(str(rng.randint(0, 9)) for _ in range(4 - len(prefix)))
    if check:
        clearing += f"-{rng.randint(0, 9)}"
    digits = [str(rng.randint(0, 9)) for _ in range(sum(groups))]
    parts, at = [], 0
    for size in groups:
        parts.append("".join(digits[at:at + size]))
        at += size
    account = " ".join(parts[:3]) + ("-" + parts[3] if len(parts) > 3 else "")
    return bank, clearing, account


def ascii_fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if ch.isascii() and (ch.isalnum() or ch in "@._-"))


def spell(token: str, rng: random.Random) -> str:
    return rng.choice(["-", " ", ", "]).join(token.upper())


def make_slots(fake: Faker, rng: random.Random) -> dict[str, Slot]:
    female = rng.random() < 0.5
    first = fake.first_name_female() if female else fake.first_name_male()
    last = fake.last_name()
    while not last.isalpha():
        last = fake.last_name()
    title = "fru" if female else "herr"
    married = rng.random() < 0.6
    other_first = fake.first_name_male() if female else fake.first_name_female()
    other_last = last if married else fake.last_name()
    partner = ("man" if female else "fru") if married else "sambo"
    agent_first, agent_last = fake.first_name(), fake.last_name()
    while agent_first == first:
        agent_first = fake.first_name()
    colleague_first, colleague_last = fake.first_name(), fake.last_name()
    phone, spoken = make_phone(rng)
    city = rng.choice(sorted(POSTCODES)) if rng.random() < 0.8 else fake.city()
    lo, hi = POSTCODES[city]  # every city Faker sv_SE knows is in the table
    postcode = f"{rng.randint(lo, hi)} {rng.randint(10, 99)}"
    city2 = fake.city()
    while city2 == city:
        city2 = fake.city()
    street = f"{fake.street_name()} {rng.choice([rng.randint(1, 20), rng.randint(1, 20), rng.randint(1, 120)])}"
    if rng.random() < 0.3:
        street += rng.choice("ABC")
    if rng.random() < 0.2:
        street += f", lgh {rng.randint(10, 17)}{rng.randint(1, 4):02d}"
    org2 = fake.company()
    bank, clearing, account = make_bank_account(rng)
    email_user = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{last}{rng.randint(1, 99)}",
                             f"{first}{rng.randint(50, 99)}"])
    email2 = f"{fake.first_name()}@{fake.last_name()}revision.se"
    recent = lambda: fake.date_between_dates(date(2021, 1, 1), date(2024, 12, 31))  # noqa: E731
    born = fake.date_between_dates(date(1940, 1, 1), date(2004, 12, 31))
    p, loc = "PERSON_NAME", "LOCATION"
    return {
        "first": (first, p, "customer"), "last": (last, p, "customer"),
        "full": (f"{first} {last}", p, "customer"), "title": (title, None, None),
        "spelled_last": (spell(last, rng), "SPELLED_SEQUENCE", "customer"),
        "agent": (agent_first, p, "agent"), "agent_full": (f"{agent_first} {agent_last}", p, "agent"),
        "other_first": (other_first, p, "other"),
        "other_full": (f"{other_first} {other_last}", p, "other"),
        "partner": (partner, None, None),
        "colleague": (f"{colleague_first} {colleague_last}", p, "colleague"),
        "colleague_first": (colleague_first, p, "colleague"),
        "org": (fake.company(), "ORGANIZATION_NAME", "org"),
        "org2": (org2, "ORGANIZATION_NAME", "org2"),
        "orgnr": (make_orgnr(org2, rng), "SE_ORGANISATIONSNUMMER", "orgnr"),
        "bank": (bank, "ORGANIZATION_NAME", "bank"),
        "clearing": (clearing, "BANK_ACCOUNT", "clearing"), "account": (account, "BANK_ACCOUNT", "account"),
        "city": (city, loc, "city"), "city2": (city2, loc, "city2"),
        "country": (rng.choice(COUNTRIES), loc, "country"),
        "street": (street, "STREET_ADDRESS", "street"), "postcode": (postcode, "POSTCODE", "postcode"),
        "email": (ascii_fold(f"{email_user}@{fake.free_email_domain()}".lower()), "EMAIL_ADDRESS", "email"),
        "email2": (ascii_fold(email2.lower()), "EMAIL_ADDRESS", "email2"),
        "phone": (phone, "PHONE_NUMBER", "phone"), "phone_spoken": (spoken, "PHONE_NUMBER", "phone"),
        "plate": (make_plate(rng), "LICENSE_PLATE", "plate"),
        "date": (fmt_date(recent(), rng, False), "DATE", "date"),
        "date2": (fmt_date(recent(), rng, False), "DATE", "date2"),
        "dob": (fmt_date(born, rng, True), "DATE_OF_BIRTH", "dob"),
        "pnr": (make_personnummer(born, female, rng), "SE_PERSONNUMMER", "pnr"),
    }


def make_doc(fake: Faker, rng: random.Random, channel: str) -> Doc:
    slots = make_slots(fake, rng)
    banned = [] if channel == "phone" else PHONE_ONLY
    allowed = lambda t: not any(b in t for b in banned)  # noqa: E731
    topics = [[t for t in group if allowed(t)] for group in MIDDLE]
    fillers = [t for t in FILLERS if allowed(t)]
    while True:
        chosen = rng.sample(topics, rng.randint(3, 8))
        body = [rng.choice(group) for group in chosen] + rng.sample(fillers, rng.randint(0, 3))
        rng.shuffle(body)
        doc = Doc(speakers=SPEAKERS)
        for template in [rng.choice(OPENINGS), rng.choice(IDENTIFY), *body, rng.choice(CLOSINGS)]:
            doc.render(template, slots)
        if 80 <= len(doc.text.split()) <= 250:
            return doc


def validate(text: str, spans: list[dict[str, object]]) -> None:
    seen: list[object] = []
    prev_end = 0
    for s in spans:
        start, end, value = s["start"], s["end"], str(s["text"])
        assert isinstance(start, int) and isinstance(end, int)
        assert text[start:end] == value and value == value.strip(), s
        assert start >= prev_end, f"overlapping spans at {start}"
        prev_end = end
        if s["entity"] not in seen:
            assert s["entity"] == len(seen) + 1, "entities must be numbered by first appearance"
            seen.append(s["entity"])
        if s["label"] == "SE_PERSONNUMMER":
            assert personnummer.is_valid(value), value
        elif s["label"] == "SE_ORGANISATIONSNUMMER":
            assert re.fullmatch(r"\d{6}-\d{4}", value) and int(value[2]) >= 2 and orgnr.is_valid(value), value
        elif s["label"] == "PHONE_NUMBER" and any(ch.isdigit() for ch in value):
            assert phonenumbers.is_valid_number(phonenumbers.parse(value, "SE")), value
        elif s["label"] == "POSTCODE":
            assert re.fullmatch(r"[1-9]\d\d \d\d", value), value
        elif s["label"] == "LICENSE_PLATE":
            assert re.fullmatch(r"[A-HJ-PR-UW-Z]{3} \d{2}[\dA-HJ-NPR-UW-Z]", value), value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out-dir", type=Path,
                        default=Path(__file__).resolve().parents[1] / "src/pseudofill/languages/sv")
    args = parser.parse_args()

    fake = Faker("sv_SE")
    fake.seed_instance(args.seed)
    rng = random.Random(args.seed)
    docs, gold, labels = [], [], Counter[str]()
    for i in range(1, args.n + 1):
        channel = "phone" if rng.random() < 0.7 else "chat"
        doc = make_doc(fake, rng, channel)
        validate(doc.text, doc.spans)
        doc_id = f"call-sv-{i:03d}"
        docs.append({"id": doc_id, "text": doc.text, "channel": channel})
        gold.append({"id": doc_id, "spans": doc.spans})
        labels.update(str(s["label"]) for s in doc.spans)

    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name, rows in (("sample.jsonl", docs), ("sample.gold.jsonl", gold)):
        with open(args.out_dir / name, "w", encoding="utf-8", newline="\n") as fh:
            fh.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    words = [len(str(d["text"]).split()) for d in docs]
    print(f"wrote {len(docs)} documents to {args.out_dir} ({min(words)}-{max(words)} words,"
          f" {sum(labels.values())} spans)")
    for label, count in sorted(labels.items()):
        print(f"  {label}: {count}")


if __name__ == "__main__":
    main()
