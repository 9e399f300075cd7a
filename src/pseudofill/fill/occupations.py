"""Occupations filled within their line of work: "Corporal G" complaining of his "commanding
officer" is still a soldier complaining of an officer after the fill ("lance corporal",
"platoon commander"), not an "energy manager" of a "financial risk analyst"; a job with no
line of work in the lists gets one with its head word ("agricultural engineer" → "civil
engineer"), else any job.  A job restated by its acronym keeps one made from the new job
("Commanding Officer (“CO”)" → "Platoon Commander (“PC”)"), an acronym alone becomes
another ("CO" → "RSM")."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from ..languages.en.attributes import OCCUPATION_SECTORS, occupation_titles, plural_of
from ..lexicon.gazetteers import is_place
from ..lexicon.text import headline_cased, is_headline_cased, without_restatement
from .formats import as_written
from .organisations import restated

_ACRONYM = re.compile(r"[A-Z]{2,5}")


def another_occupation(original: str | None, rng: random.Random, any_job: Callable[[], str],
                       document_sector: str | None = None) -> str:
    """Another job in the original's number and capitalisation; `any_job` draws one
    from a generator's list when the original's line of work is unknown.  A job said by a
    word several lines share ("officer") is of the document's line of work
    (`document_sector`, see `sector_of`) where that line has it."""
    original = original or ""
    if _ACRONYM.fullmatch(original):
        job = _job_in_sector(document_sector or rng.choice(sorted(OCCUPATION_SECTORS)), "", rng, words=2)
        return "".join(w[0] for w in re.split(r"[ -]", job)).upper()
    said = without_restatement(original)
    singular, head, plural = _singular(said)
    sector = sector_of(singular)
    if sector is None and document_sector is not None and \
            any(job.split()[-1] == head for job in OCCUPATION_SECTORS[document_sector]):
        sector = document_sector  # "officer" in a soldier's case: a rank
    same = [t for t in occupation_titles() if t.split()[-1] == head and t != singular
            and not any(is_place(w.capitalize()) for w in t.split())]  # not "scotland solicitor"
    if sector is not None:  # restated by an acronym: a job of two words, to make one of
        job = _job_in_sector(sector, singular, rng, words=2 if said != original else 1)
    elif same and (len(same) >= 3 or rng.random() < .8):  # "officer" another officer, not a claims handler
        job = rng.choice(same)
    else:
        job = any_job()
    value = as_written(plural_of(job) if plural else job, said or job)
    if " " in value and is_headline_cased(said):
        value = headline_cased(value)  # "Commanding Officer" → "Platoon Commander", "Head of Unit" → "Chief of Staff"
    return restated(original, value) if said != original else value


def sector_of(job: str) -> str | None:
    """The line of work of a job ("corporals" → military), or of the rank a name is said
    with ("Corporal G"); None for one the lists do not place."""
    singular = _singular(job)[0]
    words = singular.split()
    return next((name for name, jobs in OCCUPATION_SECTORS.items()
                 if singular in jobs or len(words) > 1 and words[0] in jobs), None)


def is_job(said: str) -> bool:
    """A job or rank of the lists, whole ("sergeant major", "Private"): a person's slot
    holding one names no one and is filled as a job."""
    return any(_singular(said)[0] in jobs for jobs in OCCUPATION_SECTORS.values())


def _singular(said: str) -> tuple[str, str, bool]:
    """(the job in the singular, its head word, whether it was plural), lower case."""
    plural = bool(re.search(r"(?:men|[^s]s)$", said))
    words = said.lower().split()
    head = words[-1][:-1] if plural and words and words[-1].endswith("s") else (words[-1] if words else "")
    if head.endswith("men"):
        head = head[:-3] + "man"
    return (" ".join([*words[:-1], head]) if words else ""), head, plural


def _job_in_sector(sector: str, besides: str, rng: random.Random, words: int = 1) -> str:
    """A job of the line of work sharing no word with `besides` (the leak guard's rule:
    "officer" is no "prison officer"), of at least `words` words where there is one."""
    said = set(besides.split())
    jobs = [job for job in OCCUPATION_SECTORS[sector] if not said & set(job.split())] or \
        [job for job in OCCUPATION_SECTORS[sector] if job != besides]
    return rng.choice([job for job in jobs if len(job.split()) >= words] or jobs)
