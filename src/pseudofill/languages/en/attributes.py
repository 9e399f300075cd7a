"""What an English text says of who someone is: jobs and ranks, kin, conditions, and
the number words that count them.  The attribute detector matches these phrases; the
filler draws its substitutes from the same lists, so a job stays a job of the same kind."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from .spoken import EN_DIGITS, EN_TEENS, EN_TENS

# Ranks and common jobs missing from Faker's (mostly professional) list.
_MORE_OCCUPATIONS = """
police officer; detective; detective police officer; detective constable; constable; soldier; officer; army officer;
private; lance corporal; corporal; sergeant; staff sergeant; lieutenant; first lieutenant; second lieutenant;
captain; colonel; lieutenant colonel; non-commissioned officer; gendarme;
waiter; waitress; silver service waiter; teacher; farmer; nurse; doctor; student; journalist; businessman;
businesswoman; shopkeeper; driver; lorry driver; taxi driver; mechanic; miner; fisherman; priest; imam; rabbi;
labourer; builder; cleaner; cook; chef; baker; butcher; carpenter; electrician; plumber; tailor; pensioner;
civil servant; public servant; diplomat; politician; mayor; headmaster; professor; lecturer; researcher;
pharmacist; surgeon; dentist; midwife; psychologist; psychiatrist; social worker; accountant; banker;
entrepreneur; engineer; technician; clerk; prison officer; prison guard; security guard; bodyguard; housewife;
unemployed; self-employed; trader; dealer; merchant; salesman; vendor; duty solicitor; trainee solicitor;
family solicitor; criminal defence solicitor
"""
# Lines of work a story turns on: a soldier's complaint about his commanding officer stays a
# soldier's about an officer, a doctor's evidence a doctor's; who represents someone stays a lawyer.
OCCUPATION_SECTORS = {
    "legal": ("solicitor", "barrister", "lawyer", "attorney", "advocate", "legal adviser"),
    "military": ("soldier", "private", "lance corporal", "corporal", "sergeant", "staff sergeant", "sergeant major",
                 "warrant officer", "second lieutenant", "lieutenant", "first lieutenant", "captain", "major",
                 "lieutenant colonel", "colonel", "commanding officer", "non-commissioned officer", "army officer",
                 "platoon commander", "company commander", "adjutant", "gunner", "trooper"),
    "police": ("police officer", "policeman", "policewoman", "constable", "police constable", "detective",
               "detective constable", "detective police officer", "detective sergeant", "police sergeant", "inspector",
               "detective inspector", "chief inspector", "superintendent", "gendarme"),
    "medical": ("doctor", "physician", "surgeon", "general practitioner", "psychiatrist", "psychologist", "nurse",
                "paramedic", "midwife", "consultant", "radiologist", "anaesthetist", "cardiologist", "neurologist"),
    "prison": ("prison officer", "prison guard", "warder", "prison governor", "custody officer"),
    "teaching": ("teacher", "schoolteacher", "headmaster", "head teacher", "lecturer", "professor", "tutor"),
}
# Roles of the proceedings themselves: every case has them, they describe no one.
PROCEDURAL_ROLES = frozenset(
    "judge lawyer lawyers prosecutor counsel attorney advocate agent representative registrar solicitor-general "
    "applicant defendant claimant plaintiff witness expert president vice-president delegate rapporteur "
    "secretary".split())
# Kin terms by the gender they imply (a substitute keeps it).
RELATIVES_BY_GENDER = {
    "female": ("sister", "daughter", "stepdaughter", "half-sister", "granddaughter", "niece"),
    "male": ("brother", "son", "stepson", "half-brother", "grandson", "nephew"),
    "unknown": ("child", "stepchild", "sibling", "grandchild"),
}
# Generations below the person whose kin they are: a substitute keeps it ("his brother", a man of
# 35, is not "his grandson").
RELATIVE_GENERATIONS = {"sister": 0, "brother": 0, "half-sister": 0, "half-brother": 0, "sibling": 0,
                        "daughter": 1, "son": 1, "stepdaughter": 1, "stepson": 1, "niece": 1, "nephew": 1,
                        "child": 1, "stepchild": 1, "granddaughter": 2, "grandson": 2, "grandchild": 2}
# Detected, but no one's relative to substitute with ("his five widows").
STATUSES = {"widow": "female", "widower": "male", "orphan": "unknown", "twin": "unknown"}
RELATIVES = (*(r for group in RELATIVES_BY_GENDER.values() for r in group), *STATUSES)
CONDITIONS = """
disease; syndrome; disorder; haemorrhage; hemorrhage; cancer; tumour; tumor; neuropathy; disability; disabilities;
paralysis; diabetes; epilepsy; schizophrenia; depression; hiv; aids; hepatitis; tuberculosis; dementia; stroke;
heart attack; asthma; cirrhosis; leukaemia; leukemia; psychosis; autism; alcoholism; drug addiction; addiction;
infarction; fracture; concussion; amputation; blindness; deafness; sclerosis; dystrophy; palsy; anorexia;
bulimia; ptsd; post-traumatic stress disorder; bipolar disorder; personality disorder; mental illness;
mental disorder; learning disability; functionally impaired; visually impaired; hearing impaired; obesity;
hypertension; pneumonia; brain damage; brain injury; head injury; spinal injury; coma; incontinence
"""

@functools.lru_cache(maxsize=1)
def number_words() -> dict[str, int]:
    """"one" … "ninety-nine" → 1 … 99 (both "twenty-four" and "twenty four")."""
    values = {word: n for n, word in enumerate(EN_DIGITS[1:] + EN_TEENS, start=1)}
    for tens, word in enumerate(EN_TENS, start=2):
        values[word] = tens * 10
        for n, unit in enumerate(EN_DIGITS[1:], start=1):
            values[f"{word}-{unit}"] = values[f"{word} {unit}"] = tens * 10 + n
    return values


def plural_of(phrase: str) -> str:
    return list(_plurals(phrase))[-1]


def _plurals(phrase: str) -> Iterator[str]:
    yield phrase
    head, _, last = phrase.rpartition(" ")
    prefix = head + " " if head else ""
    if last.endswith("man"):
        yield prefix + last[:-3] + "men"
    elif last.endswith("child"):
        yield prefix + last + "ren"
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        yield prefix + last[:-1] + "ies"
    elif last.endswith(("s", "x", "ch", "sh")):
        yield prefix + last + "es"
    elif last.endswith("fe"):
        yield prefix + last[:-2] + "ves"
    else:
        yield prefix + last + "s"


def _split(words: str) -> list[str]:
    return [w.strip().lower() for w in re.split(r"[;\n]", words) if w.strip()]


@functools.lru_cache(maxsize=1)
def occupation_titles() -> tuple[str, ...]:
    """Faker's English job titles in the order they are written in text ("agricultural
    engineer"), plus ranks and everyday jobs, singular."""
    from faker.providers.job.en_US import Provider

    titles = set(_split(_MORE_OCCUPATIONS))
    for job in Provider.jobs:
        job = job.lower()
        if "/" in job or "(" in job or len(job) < 5:  # "Copy", "Land", "Make", "Sub": fragments
            continue
        head, _, modifier = job.partition(", ")
        titles.add(f"{modifier} {head}" if modifier else job)
    return tuple(sorted(titles - PROCEDURAL_ROLES))


@functools.lru_cache(maxsize=1)
def occupations() -> frozenset[str]:
    """The job titles and their plurals, as the detector matches them."""
    return frozenset(form for title in occupation_titles() for form in _plurals(title))


@functools.lru_cache(maxsize=1)
def conditions() -> frozenset[str]:
    return frozenset(form for c in _split(CONDITIONS) for form in _plurals(c))


@functools.lru_cache(maxsize=1)
def relatives() -> frozenset[str]:
    return frozenset(form for r in RELATIVES for form in _plurals(r))
