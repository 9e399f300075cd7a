"""What every filler shares: slots → entities → one substitute each → filled text.

A method only says which candidates a slot gets (`propose`) and which one wins
(`select`).  This class does the rest the same way for all of them: the label and the
original of each slot (from the vault when there is one), one substitute per entity,
person names rendered in each mention's shape, the leak guard, no two entities sharing a
substitute, the corpus-wide reuse cap, and a per-document random generator so results do
not depend on batch order or on how a corpus is split across workers.  `fillers` is the
registry of fill methods by name.
"""

from __future__ import annotations

import bisect
import functools
import hashlib
import random
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import TYPE_CHECKING, Any

from ..component import Component
from ..document import ConfigError, FilledDocument, MaskedDocument, RecordError, Slot, VaultEntry, VaultRecord
from ..language import get_language
from ..languages.en.kinds import kind_words
from ..lexicon.taxonomy import ORGANIZATION_NAME, PERSON_NAME, PERSON_TITLES, SPELLED_SEQUENCE
from ..lexicon.text import headline_cased, is_headline_cased, restated_acronym, without_restatement
from ..mask.masker import name_tokens
from ..registry import Registry
from .assemble import assemble, repeats_neighbour
from .codes import spell_like, spelled_word, spells_a_word
from .constraints import DiversityCap, DocumentMemory, LeakGuard, compact, names_no_one, reads_as_a_word
from .name_forms import Person, gender_of
from .names import split_title, without_diacritics
from .organisations import restated
from .profile import DATE_SHIFTS, DocumentProfile
from .shapes import COMMON_WORDS, entity_shapes, is_cased, shape_label
from .spoken import said_in_english, say_in_english
from .surrogates import SurrogateFactory

if TYPE_CHECKING:
    from .upos import UposTagger

# Dates the document shift moves; `date_shift = "none"` leaves them to the method (the LM
# writes them; rule-only methods draw each on its own, as "random" does).
SHIFTED_LABELS = frozenset({"DATE", "DATE_OF_BIRTH"})
# Substitutes that may share an everyday word with another original (see LeakGuard.leaks).
EVERYDAY_OK = frozenset({"LOCATION", "ORGANIZATION_NAME", "DEMOGRAPHIC", "MISC", "OCCUPATION", "MEDICAL_CONDITION",
                         "RELATIVE", "QUANTITY"})
# Labels a caller reads aloud and the written generators write with digits and symbols.
_SAID_ALOUD = frozenset({"EMAIL_ADDRESS", "STREET_ADDRESS", "USER_NAME", "POSTCODE"})
_BORN_BEFORE = re.compile(r"\b(?:born|birth|DOB|d\.o\.b\.)(?:\s+(?:on|in|at))?[\s:]*$", re.IGNORECASE)
_LIST_GAP = re.compile(r"\s*(?:,|and|,\s*and|or)\s*", re.IGNORECASE)


def _born(state: DocumentState, index: int) -> bool:
    """A birth date: "born on [DATE]", or the next of a list ("born on [DATE] and [DATE]")."""
    slot, text = state.plan[index].slot, state.masked.text
    if _BORN_BEFORE.search(text, max(0, slot.start - 24), slot.start):
        return True
    if index == 0:
        return False
    before = state.plan[index - 1]
    return before.label in SHIFTED_LABELS and bool(_LIST_GAP.fullmatch(text, before.slot.end, slot.start)) \
        and _born(state, index - 1)
_TITLE_BEFORE = re.compile(r"\b(" + "|".join(sorted(PERSON_TITLES)) + r")\.?\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class SlotInfo:
    index: int
    slot: Slot
    label: str
    original: str | None
    entity: tuple[object, ...]
    title: str | None  # "Mr." right before the slot


@dataclass
class DocumentState:
    masked: MaskedDocument
    plan: list[SlotInfo]
    values: list[str | None]
    rng: random.Random
    guard: LeakGuard
    memory: DocumentMemory
    profile: DocumentProfile | None = None  # what the document's substitutes share (new_state makes one)
    scratch: dict[str, object] = field(default_factory=dict)  # per-document caches of a method

    def cached(self, key: str, make: Callable[[], Any]) -> Any:
        """A per-document value computed once (UPOS of the originals, sentence bounds…)."""
        if key not in self.scratch:
            self.scratch[key] = make()
        return self.scratch[key]

    def original_upos(self, tagger: UposTagger) -> list[str | None]:
        """UPOS of each slot's original (None without a vault), tagged once per document."""
        originals = [info.original for info in self.plan]
        if all(o is None for o in originals):
            return [None] * len(originals)
        return self.cached("upos", lambda: tagger.original_tags(self.masked, [i.slot for i in self.plan], originals))


def chunks(items: Iterable[Any], size: int) -> Iterator[list[Any]]:
    iterator = iter(items)
    while block := list(islice(iterator, size)):
        yield block


@functools.lru_cache(maxsize=8)
def calendar_words(language: str) -> frozenset[str]:
    """The language's months and weekdays, case-folded."""
    calendar = get_language(language).calendar
    return frozenset(w.casefold() for w in (*calendar.months, *calendar.weekdays)) if calendar else frozenset()


def document_seed(seed: int, doc_id: str) -> int:
    """Same seed + same document id → same fills, wherever the document is processed."""
    return int.from_bytes(hashlib.blake2b(f"{seed}\x00{doc_id}".encode(), digest_size=8).digest(), "big")


def plan_slots(masked: MaskedDocument, vault: VaultRecord | None) -> list[SlotInfo]:
    """Label, original and entity of every slot the vault made.

    With a vault, each entry finds its slot by tag and offset (where the masker put it:
    its original offset moved by the tags before it), never by count: a bracketed capital
    token the text itself holds ("[GC]", "[PERSON_NAME_1]" in the input) is text, not a
    slot.  An entry without its slot is a `RecordError` naming the document."""
    slots = _vaulted_slots(masked, vault) if vault is not None else [(slot, None) for slot in masked.slots]
    plan = []
    for i, (slot, entry) in enumerate(slots):
        label = entry.label if entry is not None and slot.label in ("MASK", entry.label) else slot.label
        if slot.entity_id is not None:
            entity: tuple[object, ...] = (label, slot.entity_id)
        elif entry is not None and entry.entity_id is not None:
            entity = (label, entry.entity_id)
        else:
            entity = ("slot", i)
        title = _TITLE_BEFORE.search(masked.text, max(0, slot.start - 12), slot.start)
        plan.append(SlotInfo(i, slot, label, entry.text if entry else None, entity, title.group() if title else None))
    return plan


def _vaulted_slots(masked: MaskedDocument, vault: VaultRecord) -> list[tuple[Slot, VaultEntry | None]]:
    """Each entry's slot where the masker put it; for a vault without offsets (made by
    hand), the next slot of its tag.  Neither: the vault is not this text's."""
    entries = sorted(vault.entries, key=lambda e: e.start)
    paired = _by_offset(masked, entries) or _by_tag(masked, vault.entries)
    if paired is None:
        raise RecordError("the vault's entries have no masks of their tags at their places in the masked text: "
                          f"vault and masked text do not match ({', '.join(e.tag for e in vault.entries[:5])}…)",
                          record_id=masked.id)
    return paired


def _fits(slot: Slot, entry: VaultEntry) -> bool:
    # "[MASK]" or a typed "[PERSON_NAME]" may stand for the vault's "[PERSON_NAME_1]"
    return slot.tag == entry.tag or not entry.tag or slot.label == "MASK" \
        or (slot.entity_id is None and slot.label == entry.label)


def _by_offset(masked: MaskedDocument, entries: list[VaultEntry]) -> list[tuple[Slot, VaultEntry | None]] | None:
    by_start = {slot.start: slot for slot in masked.slots}
    pairs: list[tuple[Slot, VaultEntry | None]] = []
    shift = 0  # how far the tags before an entry moved it
    for entry in entries:
        slot = by_start.get(entry.start + shift)
        if slot is None or masked.text[slot.start:slot.end] != slot.tag or not _fits(slot, entry):
            return None
        pairs.append((slot, entry))
        shift += len(slot.tag) - (entry.end - entry.start)
    return pairs


def _by_tag(masked: MaskedDocument, entries: list[VaultEntry]) -> list[tuple[Slot, VaultEntry | None]] | None:
    pairs: list[tuple[Slot, VaultEntry | None]] = []
    slots = iter(masked.slots)
    for entry in entries:
        slot = next((s for s in slots if s.tag == entry.tag or not entry.tag and _fits(s, entry)), None)
        if slot is None:
            return None
        pairs.append((slot, entry))
    return pairs


class Filler(Component):
    """Base of every fill method: `fill(masked, vault=None) -> FilledDocument`."""

    name = "filler"
    typed = True  # False: every slot is a plain word slot (the untyped baselines)

    def __init__(self, seed: int = 0, top_k: int = 10, max_reuse: int | None = 20, locale: str | None = None,
                 language: str = "en", date_shift: str = "document", date_shift_days: Sequence[int] = (365, 730)):
        """`language`: the text's ("sv"): its surrogates, its places' country, its name lists;
        `locale`: Faker's, when not the language's own (default: "en_US" for English)."""
        self.seed = seed
        self.top_k = top_k
        self.max_reuse = max_reuse
        self.locale = locale
        self.language = language
        self.date_shift = date_shift
        self.date_shift_days = tuple(date_shift_days)

    # --- what a method decides --------------------------------------------------------
    def propose(self, info: SlotInfo, state: DocumentState) -> list[str]:
        """Candidate substitutes for the first mention of an entity."""
        return self.surrogates.candidates(info.label, info.original, self.top_k)

    def select(self, info: SlotInfo, candidates: list[str], state: DocumentState) -> str:
        """The winner among admissible candidates (default: the first)."""
        return candidates[0]

    def fallback(self, info: SlotInfo, state: DocumentState) -> str:
        """When no candidate passes the constraints: a type-aware surrogate, else a neutral word."""
        pool = self.surrogates.candidates(info.label, info.original, 50)
        kept = self.surrogates.kept_words(info.label, info.original)
        for strict in (True, False):  # a shared format word ("Suite", "am", a country code) before no value
            for value in pool:
                if self._admissible(value, state, strict, kept, info.label in EVERYDAY_OK):
                    return value
        # taken by another entity or used often, else drawn without the original's shape: still
        # of its kind, unlike "something"
        for value in [*pool, *self.surrogates.candidates(info.label, None, 20)]:
            if value.strip() and not state.guard.leaks(value, False, kept, info.label in EVERYDAY_OK):
                return value
        language = get_language(self.language)
        if info.label == ORGANIZATION_NAME and info.original and language.institutions.kind_in_name \
                and (kind := kind_words(info.original)):
            return "the " + kind[-1].lower()  # "the service": a body of its kind, not "the company"
        neutral = dict(language.neutral)
        return neutral.get(info.label, neutral["*"])

    # --- the shared machinery ---------------------------------------------------------
    def _setup(self) -> None:
        """Check the date shift and build the surrogate generators; a method with a model
        loads it in its own `_setup`, after this one."""
        if self.date_shift not in DATE_SHIFTS:
            raise ConfigError(f"date_shift must be one of {DATE_SHIFTS}, not {self.date_shift!r}")
        days = self.date_shift_days
        if len(days) != 2 or not all(isinstance(d, int) for d in days) or not 0 < days[0] <= days[1]:
            raise ConfigError(f"date_shift_days must be [min, max] with 0 < min <= max days, not {list(days)!r}")
        self.surrogates = SurrogateFactory(self.locale or get_language(self.language).locale, self.language)
        self.diversity = DiversityCap(self.max_reuse)

    def fill(self, masked: MaskedDocument, vault: VaultRecord | None = None) -> FilledDocument:
        self.prepare()
        state = self.new_state(masked, vault)
        self.surrogates.seed(document_seed(self.seed, masked.id), state.profile)
        for info in state.plan:
            state.values[info.index] = self._as_written(info, self._value(info, state), state)
        return assemble(masked, [(info.slot, info.label) for info in state.plan], [v or "" for v in state.values],
                        get_language(self.language).name_suffixes)

    def new_state(self, masked: MaskedDocument, vault: VaultRecord | None) -> DocumentState:
        originals = [e.text for e in vault.entries] if vault is not None else []
        plan = plan_slots(masked, vault)
        if self.typed:  # the original's shape over the detector's label ("NOK 625" is money)
            cased = is_cased(masked.text)
            shaped = [shape_label(info.label, info.original, self.language, cased, titled=info.title is not None)
                      for info in plan]
            shaped = entity_shapes(shaped, [info.label for info in plan], [info.entity for info in plan])
            plan = [replace(info, label=label) for info, label in zip(plan, shaped, strict=True)]
        seed = document_seed(self.seed, masked.id)
        profile = DocumentProfile([(info.label, info.original or "") for info in plan], seed, self.date_shift,
                                  (self.date_shift_days[0], self.date_shift_days[1]), get_language(self.language).code)
        return DocumentState(masked, plan, [None] * len(plan), random.Random(seed), LeakGuard(originals),
                             DocumentMemory(), profile)

    def prime(self, items: Sequence[tuple[MaskedDocument, VaultRecord | None]]) -> None:
        """Precompute, batched, what the next documents will need (an LM's passes over
        their contexts); they are then filled one by one, in order.  Default: nothing."""

    def fill_batch(self, items: Iterable[tuple[MaskedDocument, VaultRecord | None]],
                   chunk: int = 16) -> Iterator[FilledDocument]:
        """Fill in order, priming `chunk` documents at a time."""
        for block in chunks(items, chunk):
            self.prime(block)
            for masked, vault in block:
                yield self.fill(masked, vault)

    def _as_written(self, info: SlotInfo, value: str, state: DocumentState) -> str:
        """A caseless transcript's words stay caseless ("gunilla ros" → "angelica jeppsson",
        "dwayne" → "troy"); an English text written with capitals keeps its generators'
        casing though a detector found a lower-case name in it."""
        if info.label in _SAID_ALOUD and re.search(r"[\d@]", value) and said_in_english(info.original):
            return say_in_english(value)  # a spoken e-mail or address gets a spoken one
        pack = get_language(self.language)
        if info.original and info.original.islower() and (pack.capitalises_only_names or self._caseless_call(state)):
            if pack.call_grammar and info.original.isascii() and "-" not in info.original:
                # a caller's name as a recogniser writes it: "stephanie", "thompson wolf"
                return re.sub(r"(?<=[a-z])-(?=[a-z])", " ", without_diacritics(value.lower()))
            return value.lower()
        return value

    def _caseless_call(self, state: DocumentState) -> bool:
        """A call written without capitals, as a recogniser writes one, in a language the call grammar reads."""
        return get_language(self.language).call_grammar and not state.cached("cased",
                                                                             lambda: is_cased(state.masked.text))

    def _value(self, info: SlotInfo, state: DocumentState) -> str:
        if info.label == COMMON_WORDS and info.original:
            # everyday words a detector took for a name name no one; a currency code alone
            # ("(NOK)" after its amount) is the substitute country's, as its amount is
            return state.profile.currency(info.original) if state.profile is not None else info.original
        known = state.memory.values.get(info.entity)
        if isinstance(known, Person):
            return known.render(info.original, info.title is not None, *_lone(state))
        if isinstance(known, str):  # "District Court" after a "district court" of the same body: its capitals
            headline = info.label == ORGANIZATION_NAME and known.islower() and is_headline_cased(info.original or "")
            return headline_cased(known) if headline else known
        if info.label == PERSON_NAME and self.typed:
            return self._new_person(info, state)
        if info.label == SPELLED_SEQUENCE and info.original and self.typed:
            before = [(o.original, v, o.label) for o in state.plan
                      if o.index < info.index and o.original and (v := state.values[o.index])]
            spelled = spelled_word(info.original, [(o, v) for o, v, _ in before],
                                   [(o, v) for o, v, label in before if label == PERSON_NAME])
            if spelled is None and spells_a_word(info.original):  # a name heard wrong before it is spelled
                spelled = spell_like(info.original, self.surrogates.faker.last_name())  # ("vish nev ska … w-i-s-n-i")
            # the letters alone are no leak ("E" in both)
            if spelled is not None and not state.guard.leaks(re.sub(r"[\W_]", "", spelled)):
                state.memory.remember(info.entity, spelled, spelled)
                return spelled
        if info.label in SHIFTED_LABELS and state.profile is not None and state.profile.date_shift == "document" \
                and info.original and self.typed:
            shifted = self._shifted(info, "DATE_OF_BIRTH" if _born(state, info.index) else info.label)
            if shifted is not None:
                state.memory.remember(info.entity, shifted, shifted)
                return shifted
        alias = (info.label, without_restatement(info.original)) if info.original else None
        if alias in state.memory.aliases:  # "Warsaw Court of Appeal (Sąd Apelacyjny)" after "Warsaw Court of Appeal"
            value = restated(info.original or "", state.memory.aliases[alias])
        else:
            candidates = self._acceptable(self.propose(info, state), info, state)
            value = self.select(info, candidates, state) if candidates else self.fallback(info, state)
            self.diversity.use(value)
            if alias is not None:
                state.memory.aliases[alias] = without_restatement(value)
        if (said := restated_acronym(info.original or "")) and (new := restated_acronym(value)):
            state.memory.aliases[(info.label, said)] = new  # "PSO" said alone later: "IS"
        state.memory.remember(info.entity, value, value)
        return value

    def _shifted(self, info: SlotInfo, label: str) -> str | None:
        """A date moved by the document's shift.  The shift is one bijection for the whole
        document, so the value is checked against its own original only: another date of
        the document may well share its month or its year (or be exactly what a different
        date became), and the corpus-wide reuse cap would break the shift."""
        for value in self.surrogates.candidates(label, info.original, 1):
            if compact(value) != compact(info.original or ""):
                return value
        return None

    def _new_person(self, info: SlotInfo, state: DocumentState) -> str:
        """People are chosen whole (first + last, gender from a title or the original first
        name) so every later mention — "Mr. Smith", "John" — renders from the same person.
        A family keeps one surname: a new person whose original surname was seen before
        gets that surname's substitute, and so does a lone unlinked "Smith"."""
        memory = state.memory
        tokens = name_tokens(info.original or "")
        last = tokens[-1] if tokens else None
        title = split_title(info.original or "")[0]
        if len(tokens) == 1 and (last in memory.surnames or last in memory.first_names):
            value = title + (memory.surnames.get(last) or memory.first_names[last])  # "Mr Nowak" of the family
            memory.remember(info.entity, value, value)
            return value
        gender = gender_of(info.original, info.title)
        # The person stands for the entity's fullest mention: "Asya" first, "Asya Godina" later
        fullest = max((i.original for i in state.plan if i.entity == info.entity and i.original),
                      key=lambda o: len(name_tokens(o)), default=info.original)
        if gender == "unknown" and fullest != info.original:
            gender = gender_of(fullest, None)
        people = [self.surrogates.person(gender, fullest) for _ in range(self.top_k * 3)]
        if len(tokens) >= 2 and last in memory.surnames:
            people = [Person(p.first, memory.surnames[last], p.gender, p.source) for p in people]
        rendered = {p.render(info.original, info.title is not None, *_lone(state)): p for p in people}
        kept = (title, "s") if re.search(r"['’]s$", info.original or "") else (title,)  # "Mr", a possessive
        caseless = self._caseless_call(state)  # in lower case "with love i think" reads as no one
        admissible = [text for text, p in rendered.items()  # the title ("Judge", "Lord Justice") stays on purpose
                      if self._admissible(text, state, kept=kept) and not state.guard.leaks(f"{p.first} {p.last}")
                      and not (caseless and any(reads_as_a_word(w) for w in text.split()))]
        choice = self.select(info, admissible[:self.top_k * 2], state) if admissible else self.fallback(info, state)
        person = rendered.get(choice)
        memory.remember(info.entity, person if person is not None else choice, choice)
        if person is not None:
            memory.taken.add(compact(f"{person.first} {person.last}"))
            if len(tokens) >= 2 and last is not None:
                memory.surnames.setdefault(last, person.last)
                memory.first_names.setdefault(tokens[0], person.first)
        self.diversity.use(choice)
        return choice

    def _acceptable(self, values: Iterable[str], info: SlotInfo, state: DocumentState) -> list[str]:
        """The values a slot may take, in order: admissible (a small number, a letter or a
        month only has to differ from its own original), and no repeat of the word beside it."""
        kept = self.surrogates.kept_words(info.label, info.original)
        everyday = info.label in EVERYDAY_OK
        calendar = calendar_words(self.language)
        return [v for v in values
                if (names_no_one(v, calendar) and compact(v) != compact(info.original or "")
                    or self._admissible(v, state, kept=kept, everyday_ok=everyday))
                and not repeats_neighbour(state.masked.text, info.slot, v)]

    def _admissible(self, value: str, state: DocumentState, strict: bool = True, kept: tuple[str, ...] = (),
                    everyday_ok: bool = False) -> bool:
        return bool(value.strip()) and not state.guard.leaks(value, strict, kept, everyday_ok) \
            and not state.memory.taken_by_other(value) and self.diversity.allows(value)


fillers: Registry[Filler] = Registry("fill method")

_SENTENCE = re.compile(r"[^.!?\n]*(?:[.!?]+|\n|$)\s*")


def sentence_bounds(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _SENTENCE.finditer(text) if m.end() > m.start()]


def sentence_window(info: SlotInfo, state: DocumentState, sentences: int) -> tuple[tuple[int, int], int, int]:
    """The slot's sentence and the span of ±`sentences` sentences around it (FitB's context)."""
    text = state.masked.text
    bounds: list[tuple[int, int]] = state.cached("sentences", lambda: sentence_bounds(text))
    if not bounds:
        return (0, len(text)), 0, len(text)
    index = max(0, bisect.bisect_right(bounds, (info.slot.start, len(text) + 1)) - 1)  # sentences tile the text
    return bounds[index], bounds[max(0, index - sentences)][0], bounds[min(len(bounds) - 1, index + sentences)][1]


def render(text: str, start: int, end: int, replacements: list[tuple[int, int, str]]) -> str:
    """text[start:end] with (start, end, value) replacements applied."""
    pieces, cursor = [], start
    for a, b, value in sorted(replacements):
        pieces += [text[cursor:a], value]
        cursor = b
    pieces.append(text[cursor:end])
    return "".join(pieces)


def _lone(state: DocumentState) -> tuple[str, str | None]:
    """How the document writes a lone name, and the locale whose lists say what one is."""
    if state.profile is None:
        return "last", None
    return state.profile.lone_name_form, state.profile.own_locale
