"""What every substitute must respect, whichever method proposed it.

- leak guard: never the original, nor a string sharing a word or a 3+ digit number with
  any original masked string of the document (FitB measured 1.3 % absolute and 7 %
  partial leaks for RoBERTa without one);
- consistency: one entity, one substitute; different entities never share one;
- diversity: a corpus-wide cap on how often one substitute is reused (FitB saw "Trump"
  30 times in 1,428 fills).
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ..languages.en.spoken import EN_TEENS, EN_TENS
from ..lexicon.taxonomy import PERSON_TITLES

_TOKEN = re.compile(r"[^\W_]+")
_LETTERS = re.compile(r"[^\W\d_]+")
_SPOKEN = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine".split())} | {"oh": "0"}
# the other words a number is said with: alone they reveal nothing ("plus two three four …")
_SAID_NUMBER = frozenset((*EN_TEENS, *EN_TENS, "hundred", "double", "triple", "plus"))


FORMAT_WORDS = frozenset("apt. suite unit street road avenue lane drive court place square boulevard http https "
                         "corp group company gmbh ltd. llc inc. plc year years month months week weeks days hours "
                         "minutes decade century percent per cent pound pounds sterling euro euros dollar "
                         "dollars zloty zlotys kroner kronor francs lira million billion "
                         # Swedish: a flat, a floor, a company form, months
                         "lgh tr ab hb kb kr år månader veckor dagar januari februari mars april maj juni juli "
                         "augusti september oktober november december".replace(".", "").split())


def _tokens(text: str) -> set[str]:
    """What a substitute may not share with an original: every word and letter run (as
    FitB's partial-overlap measure counts them: "GB" inside an IBAN, "Suite", "Inc") and
    every number of 3+ digits.  Exempt: person titles, which the filler keeps on purpose,
    and numerals (spoken numbers, 1–2 digit numbers), which reveal nothing alone."""
    found = ({m.group().casefold() for m in _TOKEN.finditer(text)}
             | {m.group().casefold() for m in _LETTERS.finditer(text)})
    return {t for t in found if t not in PERSON_TITLES and t not in _SPOKEN and t not in _SAID_NUMBER
            and not (t.isdigit() and len(t) < 3)}


@functools.lru_cache(maxsize=65536)
def everyday_word(word: str) -> bool:
    """A word English text uses every day (wordfreq Zipf ≥ 4): alone it identifies no one."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en") >= 4.0


@functools.lru_cache(maxsize=65536)
def reads_as_a_word(name: str) -> bool:
    """A name an English reader takes for a word when it is written in lower case ("love",
    "hope", "will"), not one that is mostly a name ("john")."""
    from ..lexicon.words import part_of_speech

    return everyday_word(name.lower()) and part_of_speech(name.lower()) not in (None, "PROPN")


def names_no_one(value: str, calendar: frozenset[str] = frozenset()) -> bool:
    """A number of one or two digits, a single letter, a month or a weekday (`calendar`):
    another slot's original or substitute too, it still reveals no one, and a corpus of
    dates would soon run out of them under the reuse cap."""
    key = value.casefold()
    return key.isdigit() and len(key) < 3 or len(key) == 1 and key.isalpha() or key in calendar


def compact(text: str) -> str:
    """Letters and digits only, spoken digits as digits: "four one one" and "4-1-1" are one value."""
    words = [_SPOKEN.get(w, w) for w in re.findall(r"[^\W_]+", text.casefold())]
    return "".join(words)


class LeakGuard:
    """Rejects substitutes that reveal an original of this document."""

    def __init__(self, originals: Iterable[str]):
        self.originals = [o for o in originals if o.strip()]
        self.tokens = set().union(*(_tokens(o) for o in self.originals)) if self.originals else set()
        self.compacts = {compact(o) for o in self.originals} - {""}
        # A long document has thousands of originals: look them up instead of scanning.
        self._joined = "\x00".join(self.compacts)
        self._lengths = sorted({len(c) for c in self.compacts if len(c) >= 3})

    def leaks(self, value: str, strict: bool = True, kept: Iterable[str] = (), everyday_ok: bool = False) -> bool:
        """strict=False (the last resort, when no candidate passes): words that carry a
        format rather than an identity may be shared — short ones ("am", "of", "GB", "th")
        and unit, street and legal words ("Suite", "Street", "Inc", "https").  `kept`:
        words of this slot's original that its rule keeps on purpose ("hearings" in
        "nineteen hearings" → "twelve hearings").  `everyday_ok`: an everyday English word
        shared with some other original ("United" of "the United State of Kurdistan" in
        "United Arab Emirates") identifies no one — for places and bodies, not people."""
        value_compact = compact(value)
        if not value_compact:
            return False
        kept_compact = compact(" ".join(kept))  # "District Court" masked alone is no leak in "Brno District Court"
        if value_compact in self.compacts or (len(value_compact) >= 3 and value_compact in self._joined) \
                or self._contains_an_original(value_compact, kept_compact):
            return True
        shared = _tokens(value) & self.tokens
        for words in kept:
            shared -= _tokens(words)
        if everyday_ok:
            shared = {t for t in shared if not everyday_word(t)}
        if not strict:
            shared = {t for t in shared if len(t) > 3 and t not in FORMAT_WORDS}
        return bool(shared)

    def _contains_an_original(self, value_compact: str, kept_compact: str = "") -> bool:
        """Some original of 3+ characters inside the value (other than words kept on purpose):
        each of the value's substrings of an original's length, looked up (a value is short;
        the originals may be many)."""
        for length in self._lengths:
            if length > len(value_compact):
                break
            if any(part in self.compacts and part not in kept_compact
                   for part in (value_compact[i:i + length] for i in range(len(value_compact) - length + 1))):
                return True
        return False


class DiversityCap:
    """Corpus-level: one substitute at most `max_reuse` times (None: no cap).

    The counts are the only state a filler carries from one document to the next.  A
    resumable run journals each use (`journal`, when set) and replays them (`restore`); a
    Ray worker records every decision (`audit`: asks and uses) so the driver can check it
    against the corpus-wide counts in input order (`agrees`)."""

    def __init__(self, max_reuse: int | None = 20):
        self.max_reuse = max_reuse
        self.counts: Counter[str] = Counter()
        self.journal: list[str] | None = None
        self.audit: list[tuple[str, bool | None]] | None = None  # (value, allowed?) for asks, (value, None) for uses

    def allows(self, value: str) -> bool:
        key = value.casefold()
        allowed = self.max_reuse is None or self.counts[key] < self.max_reuse
        if self.audit is not None:
            self.audit.append((key, allowed))
        return allowed

    def use(self, value: str) -> None:
        key = value.casefold()
        self.counts[key] += 1
        if self.journal is not None:
            self.journal.append(key)
        if self.audit is not None:
            self.audit.append((key, None))

    def restore(self, used: Iterable[str]) -> None:
        self.counts.update(used)

    def drain(self) -> list[str]:
        """The uses journaled since the last drain."""
        if self.journal is None:
            return []
        used, self.journal = self.journal, []
        return used

    def take_audit(self) -> list[tuple[str, bool | None]]:
        """The decisions recorded since the last call."""
        if self.audit is None:
            return []
        taken, self.audit = self.audit, []
        return taken

    def agrees(self, audit: Iterable[Sequence[Any]]) -> bool:
        """Would every ask of a document filled elsewhere (with other counts) have had the
        same answer under these counts?  Then its fills are what this filler would have
        chosen, and its uses are counted here; if not, nothing changes (fill it again)."""
        added: Counter[str] = Counter()
        for key, allowed in audit:
            if allowed is None:
                added[key] += 1
            elif self.max_reuse is not None and (self.counts[key] + added[key] < self.max_reuse) != allowed:
                return False
        for key, n in added.items():
            self.counts[key] += n
            if self.journal is not None:
                self.journal.extend([key] * n)
        return True


class DocumentMemory:
    """Within one document: the substitute each entity got, and which are taken."""

    def __init__(self) -> None:
        self.values: dict[object, object] = {}
        self.taken: set[str] = set()
        self.surnames: dict[str, str] = {}  # original surname (casefolded) → its substitute
        self.first_names: dict[str, str] = {}
        self.aliases: dict[tuple[str, str], str] = {}  # (label, original without its bracket) → substitute

    def taken_by_other(self, value: str) -> bool:
        return compact(value) in self.taken

    def remember(self, entity: object, chosen: object, rendered: str) -> None:
        self.values[entity] = chosen
        self.taken.add(compact(rendered))
