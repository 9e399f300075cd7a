"""Generate the synthetic call-centre sample corpus shipped in examples/.

Writes two JSONL files to --out-dir (default examples/):

* sample_calls.jsonl       one document per line: {"id", "text", "channel"}
* sample_calls.gold.jsonl  gold PII spans per document in pseudofill's vault format:
  {"id", "spans": [{"start", "end", "label", "text", "entity"}]}, spans sorted by
  start; "entity" numbers the real-world entities of a document from 1 in order of
  first appearance (all mentions of the customer -- full name, first name, the
  surname after "Mr."/"Ms.", the spelled-out surname -- share one id; so do a phone
  number and its spoken read-back, a username and its spelling).

Each document is a customer-service dialogue ("Agent: ...\\nCustomer: ...") of
80-250 words assembled from templates filled with Faker (en_US) values. Text is
built by concatenation, so every offset is exact by construction; the script
asserts span/substring equality, non-overlap, Luhn (cards), mod-97 (IBANs) and SSN
validity. Output is byte-identical for the same --seed and Faker version. Rerun:

    python scripts/make_sample.py [--n 40] [--seed 7] [--out-dir examples]
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections import Counter
from datetime import date
from pathlib import Path

from faker import Faker
from sample_doc import Doc, Slot

OPENINGS = [
    "A: Thank you for calling {org}, my name is {agent}. How can I help you today?",
    ("A: Good morning, you've reached {org} customer support, this is {agent_full} speaking.\n"
     "C: Hi {agent}, I hope you can help me."),
    "A: Hi, thanks for contacting {org}. I'm {agent}, who am I speaking with?",
    "A: {org} billing department, {agent} here. What can I do for you?",
]
IDENTIFY = [
    "C: Hi, my name is {full}.\nA: Thanks, {first}. What seems to be the problem?",
    ("C: This is {full}, I'm calling about my account.\n"
     "A: Of course, {title} {last}. Could you spell your last name for me?\nC: Sure, it's {spelled_last}."),
    "A: Can I have your full name please?\nC: {full}. The last name is spelled {spelled_last}.",
    "C: Yeah, hi, it's {full}. Everyone calls me {first}.\nA: Nice to meet you, {first}.",
    "A: Who do I have the pleasure of speaking with?\nC: It's {title} {full}.",
]
# PII-bearing exchanges grouped by topic; a call uses at most one template per topic.
# Templates with "{phone_spoken}" are used in phone calls only.
MIDDLE = [
    ["A: Can you confirm your date of birth?\nC: Yes, I was born on {dob}.",
     "A: For security, what's your date of birth?\nC: My date of birth is {dob}."],
    ["A: What's the best phone number to reach you?\nC: It's {phone}.",
     "C: You can call me back at {phone}.\nA: Let me read that back: {phone_spoken}.\nC: That's right.",
     "C: My number is {phone_spoken}.\nA: Got it, {phone}."],
    ["A: And the email address on file?\nC: It's {email}.",
     "C: Could you send the confirmation to {email}?\nA: Sure, I'll send it there right away.",
     "C: Please email the receipt to {email} and copy my accountant at {email2}.\nA: Will do."],
    ["A: What's the shipping address?\nC: {street}, in {city}, {state}.",
     "C: I moved recently, the new address is {street}, {city}.\nA: Thanks, I've updated that for you."],
    [("C: I'm calling about order {order_id}, it never arrived.\n"
      "A: Let me look up {order_id}. I see it shipped on {date}."),
     "A: Do you have the order number handy?\nC: Yes, it's {order_id}."],
    ["A: Can I get your account number?\nC: Sure, it's {account}.",
     "C: The account number on my statement is {account}.\nA: Thank you, I've got it."],
    ["C: My username is {username}.\nA: Thanks, I can see the account for {username}.",
     "A: What's the user name on the account?\nC: It's {username}, spelled {spelled_username}.",
     "C: I can't log in, my user ID is {username}.\nA: I'll send a reset link to the email on file.",
     "A: And what's your handle on the community forum?\nC: It's {username}.",
     "C: My user name is {spelled_username}.\nA: So that's {username}, got it."],
    ["C: I'd like to pay with my card, the number is {card}.\nA: Thank you, the payment went through.",
     "A: Which card would you like to use today?\nC: The card number is {card}."],
    ["A: To verify your identity I need your social security number.\nC: Okay, it's {ssn}.",
     "A: I'll also need the social security number of the account holder.\nC: Sure, {ssn}."],
    ["C: For the refund, my IBAN is {iban}.\nA: Let me repeat that: {iban}.\nC: Correct."],
    ["A: Can you tell me the IP address shown on the screen?\nC: It says {ip}.",
     "C: My router's IP is {ip}, if that helps.\nA: Thanks, I'll run a line test on {ip}."],
    ["A: Please go to {url} and sign in there.\nC: Okay, I'm on the page now.",
     "C: I found your number on {url}.\nA: Yes, that's our official site."],
    ["C: I was charged twice on {date}.\nA: Yes, I can see both charges from {date}.",
     "C: I bought it on {date} at your store in {city}.\nA: Okay, that helps."],
    ["A: Your technician appointment is booked for {date2}.\nC: Great, thanks."],
    ["C: I'm travelling to {country} next month, will my card work there?\nA: Yes, I'll add a travel note.",
     "C: I live in {state}, just outside {city}.\nA: Thanks, that's in our coverage area."],
    ["C: My {partner} {other_full} is also on the account.\nA: Okay, {other_first} can call us with their own PIN.",
     "C: My {partner} {other_full} set this up, but {other_first} is away this week.\nA: No problem, I can help you."],
    ["A: I'm going to loop in my colleague {colleague} from our {city} office.\nC: Sure.",
     "C: The technician, {colleague}, told me to call you.\nA: Yes, I see the notes from {colleague}."],
    ["C: It's a work phone, I'm with {org2}.\nA: Understood, business accounts are handled a bit differently."],
    ["A: I've opened ticket {ticket} for this.\nC: Sorry, could you repeat that?\nA: Sure, {ticket}."],
    ["A: Is the account in the name of {title} {last}?\nC: Yes, that's me."],
]
FILLERS = [
    "A: How's your day going so far?\nC: Oh, not bad, thanks for asking.",
    "C: Sorry, can you hold on one second?\nA: Of course, take your time.\nC: Okay, I'm back.",
    "A: Bear with me while I pull that up.\nC: No problem.",
    "C: Uh, the line is a bit noisy, can you hear me okay?\nA: Yes, I can hear you fine.",
    "A: I completely understand how frustrating that must be.\nC: Yeah, it's been a long week.",
    "C: The weather has been terrible lately.\nA: Tell me about it, it's been raining all day here.",
    "A: Thanks for your patience.\nC: Sure, no worries.",
    ("C: I've been a customer for years, so this is really disappointing.\n"
     "A: I'm sorry to hear that, let's get it sorted out."),
    "A: The system is a little slow today, um, just one moment.\nC: That's fine, I'm not in a hurry.",
    "C: Honestly I almost gave up and went to a competitor.\nA: I'm glad you called us first.",
]
CLOSINGS = [
    "A: Thanks for calling, {title} {last}. Have a great day!\nC: You too, bye.",
    "A: You're all set, {first}. My name is {agent} if you need to call back.\nC: Thanks, {agent}. Bye.",
    "A: Alright, {title} {last}, is there anything else I can help with?\nC: No, that's all. Thank you!",
    "A: Thank you for choosing {org}. Goodbye.\nC: Bye now.",
]
REAL_CITIES = [("Chicago", "Illinois"), ("Houston", "Texas"), ("Phoenix", "Arizona"),
               ("Denver", "Colorado"), ("Seattle", "Washington"), ("Boston", "Massachusetts"),
               ("Atlanta", "Georgia"), ("Portland", "Oregon"), ("Miami", "Florida"),
               ("Nashville", "Tennessee"), ("San Diego", "California"), ("Pittsburgh", "Pennsylvania")]
DIGITS = "zero one two three four five six seven eight nine".split()
SPEAKERS = {"A": "Agent", "C": "Customer"}


def fmt_date(d: date, rng: random.Random, with_year: bool) -> str:
    month, day = d.strftime("%B"), d.day
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    styles = [f"{day} {month} {d.year}", d.strftime("%m/%d/%Y"), f"{month} {day}, {d.year}"]
    if not with_year:
        styles += [f"{month} {day}{suffix}", f"{day}{suffix} of {month}"]
    return rng.choice(styles)


def phone_formats(digits: str, rng: random.Random) -> tuple[str, str]:
    a, b, c = digits[:3], digits[3:6], digits[6:]
    written = rng.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}", f"{a}.{b}.{c}"])
    zero = rng.choice(["zero", "oh"])
    words = [[zero if ch == "0" else DIGITS[int(ch)] for ch in g] for g in (a, b, c)]
    return written, ", ".join(" ".join(w) for w in words)


def spell(token: str, rng: random.Random) -> str:
    return rng.choice(["-", " ", ", "]).join(token.upper())


def make_slots(fake: Faker, rng: random.Random) -> dict[str, Slot]:
    female = rng.random() < 0.5
    first = fake.first_name_female() if female else fake.first_name_male()
    last = fake.last_name()
    while not last.isalpha():
        last = fake.last_name()
    title = rng.choice(["Mrs.", "Ms."]) if female else "Mr."
    other_first = fake.first_name_male() if female else fake.first_name_female()
    agent_first, agent_last = fake.first_name(), fake.last_name()
    digits = re.sub(r"\D", "", fake.basic_phone_number())[-10:]
    assert len(digits) == 10, digits
    phone, spoken = phone_formats(digits, rng)
    username = rng.choice([fake.user_name(), f"{first.lower()}_{last[0].lower()}{rng.randint(10, 99)}",
                           f"{fake.word()}{fake.word()}{rng.randint(1, 99)}"])
    card = fake.credit_card_number()
    if len(card) == 16 and rng.random() < 0.5:
        card = " ".join(card[i:i + 4] for i in range(0, 16, 4))
    iban = fake.iban()
    if rng.random() < 0.5:
        iban = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    email_user = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{last}{rng.randint(1, 99)}"])
    recent = lambda: fake.date_between_dates(date(2021, 1, 1), date(2024, 12, 31))  # noqa: E731
    city, state = rng.choice(REAL_CITIES) if rng.random() < 0.5 else (fake.city(), fake.state())
    street = f"{fake.building_number()} {fake.street_name()}"
    if rng.random() < 0.4:
        street += ", " + fake.secondary_address().replace(".", "")
    p, loc = "PERSON_NAME", "LOCATION"
    return {
        "first": (first, p, "customer"), "last": (last, p, "customer"),
        "full": (f"{first} {last}", p, "customer"), "title": (title, None, None),
        "spelled_last": (spell(last, rng), "SPELLED_SEQUENCE", "customer"),
        "agent": (agent_first, p, "agent"), "agent_full": (f"{agent_first} {agent_last}", p, "agent"),
        "other_first": (other_first, p, "other"),
        "other_full": (f"{other_first} {last}", p, "other"),
        "partner": ("husband" if female else "wife", None, None),
        "colleague": (f"{fake.first_name()} {fake.last_name()}", p, "colleague"),
        "org": (fake.company(), "ORGANIZATION_NAME", "org"),
        "org2": (fake.company(), "ORGANIZATION_NAME", "org2"),
        "city": (city, loc, "city"), "state": (state, loc, "state"),
        "country": (fake.country(), loc, "country"),
        "street": (street, "STREET_ADDRESS", "street"),
        "email": (f"{email_user}@{fake.free_email_domain()}".lower(), "EMAIL_ADDRESS", "email"),
        "email2": (fake.company_email(), "EMAIL_ADDRESS", "email2"),
        "phone": (phone, "PHONE_NUMBER", "phone"), "phone_spoken": (spoken, "PHONE_NUMBER", "phone"),
        "order_id": (rng.choice([fake.bothify("ORD-######"), fake.bothify("??########").upper()]),
                     "GENERIC_ID", "order"),
        "account": (rng.choice([fake.numerify("##########"), fake.bothify("ACC-####-####")]),
                    "GENERIC_ID", "account"),
        "ticket": (rng.choice([fake.bothify("TKT-#######"), fake.bothify("CS######")]),
                   "GENERIC_ID", "ticket"),
        "username": (username, "USER_NAME", "username"),
        "spelled_username": (spell(username, rng), "SPELLED_SEQUENCE", "username"),
        "date": (fmt_date(recent(), rng, False), "DATE", "date"),
        "date2": (fmt_date(recent(), rng, False), "DATE", "date2"),
        "dob": (fmt_date(fake.date_between_dates(date(1940, 1, 1), date(2004, 12, 31)), rng, True),
                "DATE_OF_BIRTH", "dob"),
        "card": (card, "CREDIT_CARD_NUMBER", "card"), "ssn": (fake.ssn(), "US_SSN", "ssn"),
        "iban": (iban, "IBAN_CODE", "iban"), "ip": (fake.ipv4_public(), "IP_ADDRESS", "ip"),
        "url": (fake.url(), "URL", "url"),
    }


def make_doc(fake: Faker, rng: random.Random, channel: str) -> Doc:
    slots = make_slots(fake, rng)
    banned = ([] if channel == "phone" else ["{phone_spoken}"]) + (
        [] if slots["username"][0].isalnum() else ["{spelled_username}"])
    topics = [[t for t in group if not any(b in t for b in banned)] for group in MIDDLE]
    while True:
        chosen = rng.sample(topics, rng.randint(2, 8))
        body = [rng.choice(group) for group in chosen] + rng.sample(FILLERS, rng.randint(0, 3))
        rng.shuffle(body)
        doc = Doc(speakers=SPEAKERS)
        for template in [rng.choice(OPENINGS), rng.choice(IDENTIFY), *body, rng.choice(CLOSINGS)]:
            doc.render(template, slots)
        if 80 <= len(doc.text.split()) <= 250:
            return doc


def luhn_ok(number: str) -> bool:
    digits = [int(ch) for ch in reversed(number)]
    return sum(d if i % 2 == 0 else (d * 2 - 9 if d > 4 else d * 2) for i, d in enumerate(digits)) % 10 == 0


def iban_ok(iban: str) -> bool:
    moved = iban[4:] + iban[:4]
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


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
        compact = value.replace(" ", "")
        if s["label"] == "CREDIT_CARD_NUMBER":
            assert compact.isdigit() and luhn_ok(compact), value
        elif s["label"] == "IBAN_CODE":
            assert iban_ok(compact), value
        elif s["label"] == "US_SSN":
            area, group, serial = value.split("-")
            assert area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out-dir", type=Path, default=Path(__file__).resolve().parent.parent / "examples")
    args = parser.parse_args()

    fake = Faker("en_US")
    fake.seed_instance(args.seed)
    rng = random.Random(args.seed)
    docs, gold, labels = [], [], Counter[str]()
    for i in range(1, args.n + 1):
        channel = "phone" if rng.random() < 0.7 else "chat"
        doc = make_doc(fake, rng, channel)
        validate(doc.text, doc.spans)
        doc_id = f"call-{i:03d}"
        docs.append({"id": doc_id, "text": doc.text, "channel": channel})
        gold.append({"id": doc_id, "spans": doc.spans})
        labels.update(str(s["label"]) for s in doc.spans)

    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name, rows in (("sample_calls.jsonl", docs), ("sample_calls.gold.jsonl", gold)):
        with open(args.out_dir / name, "w", encoding="utf-8", newline="\n") as fh:
            fh.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    words = [len(str(d["text"]).split()) for d in docs]
    print(f"wrote {len(docs)} documents to {args.out_dir} ({min(words)}-{max(words)} words,"
          f" {sum(labels.values())} spans)")
    for label, count in sorted(labels.items()):
        print(f"  {label}: {count}")


if __name__ == "__main__":
    main()
