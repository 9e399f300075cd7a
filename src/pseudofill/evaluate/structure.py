"""Does a filled corpus keep the story?  What a substitute must carry over from its original
beyond "looks like its type": the order and spacing of a document's dates, a date's exact
written shape, real month words, a person's title, gender and likely origin, an
organisation's kind, a place's reality, and distinct entities staying distinct.

Every measure takes the per-slot records `evaluate_quality` builds and returns a share in
[0, 1], or None when no slot qualifies (a corpus without titles says nothing about titles).
Dates are read by a small strict parser of our own, independent of the fill's date code, so
the fill is not graded by its own reading: what it cannot read for sure it does not score.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import date
from itertools import combinations

from ..languages import month_numbers, weekday_words
from ..lexicon.taxonomy import PERSON_TITLES
from ..lexicon.text import without_restatement
from .countries import country_languages, document_worlds
from .slots import SlotFill

CalendarDate = tuple[int, int | None, int | None]  # (year, month, day); month/day None when not written

DATE_LABELS = frozenset({"DATE", "DATE_OF_BIRTH"})
FORMAT_LABELS = DATE_LABELS | {"TIME"}

# every pack's ("3 mars 2021", "den 3 okt"): a fill may write its dates in another language's words
_MONTH_NUMBER = month_numbers()
_FULL_MONTHS = frozenset(month_numbers(short=False))
_VALID_MONTH_WORDS = frozenset(_MONTH_NUMBER)
_WEEKDAYS = weekday_words()
_ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})
_WORD = re.compile(r"[^\W\d_]+")

# ---------------------------------------------------------------------------------------------
# Reading dates

_MON = r"(?P<mon>" + "|".join(sorted(_MONTH_NUMBER, key=len, reverse=True)) + r")(?![^\W\d_])\.?"
_YEAR = r"(?P<year>[12]\d{3})(?!\d|[-./]\d|[^\W\d_])"  # "1990s" and "1990-91" are not one year
_NOT_AFTER_NUMBER = r"(?<![\d])(?<!\d[-./])"
_DATE_SHAPES = tuple(re.compile(shape, re.IGNORECASE) for shape in (
    rf"(?<!\d)(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MON},?\s+{_YEAR}",  # 17th of December, 1951
    rf"(?<![^\W\d_]){_MON}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?,?\s+{_YEAR}",  # December 17, 1951
    rf"{_NOT_AFTER_NUMBER}(?P<year>[12]\d{{3}})(?P<sep>[-./])(?P<month>\d{{1,2}})(?P=sep)(?P<day>\d{{1,2}})(?!\d)",
    rf"{_NOT_AFTER_NUMBER}(?P<day>\d{{1,2}})(?P<sep>[-./])(?P<month>\d{{1,2}})(?P=sep){_YEAR}",  # 17.12.1951
    rf"(?<![^\W\d_]){_MON},?\s+{_YEAR}",  # December 1951
    rf"{_NOT_AFTER_NUMBER}(?P<month>\d{{1,2}})[./]{_YEAR}",  # 12/1951
    rf"{_NOT_AFTER_NUMBER}{_YEAR}",  # 1951
))


def _date_matches(text: str) -> list[re.Match[str]]:
    """Non-overlapping date readings, the most specific shape first."""
    found: list[re.Match[str]] = []
    for shape in _DATE_SHAPES:
        for match in shape.finditer(text):
            if all(match.end() <= other.start() or match.start() >= other.end() for other in found):
                found.append(match)
    return found


@functools.lru_cache(maxsize=65536)
def calendar_date(text: str) -> CalendarDate | None:
    """The one absolute date written in `text`.  None without a four-digit year, with two
    dates (a range) or an impossible date: guessing would score our parser, not the fill.
    Numeric dates are read day first (European judgments) unless the middle number is > 12."""
    found = _date_matches(text)
    if len(found) != 1:
        return None
    parts = found[0].groupdict()
    year = int(parts["year"])
    month = _MONTH_NUMBER[parts["mon"].lower()] if parts.get("mon") else None
    month = int(parts["month"]) if parts.get("month") else month
    day = int(parts["day"]) if parts.get("day") else None
    if parts.get("month") and day is not None and month is not None and month > 12 >= day:
        month, day = day, month
    try:
        date(year, month or 1, day or 1)
    except ValueError:
        return None
    return (year, month, day)


def _precision(when: CalendarDate) -> int:
    return 1 + (when[1] is not None) + (when[2] is not None)


def _order(first: CalendarDate, second: CalendarDate, precision: int) -> int:
    a, b = first[:precision], second[:precision]
    return (a > b) - (a < b)


def _ordinal(when: CalendarDate) -> int:
    return date(when[0], when[1] or 1, when[2] or 1).toordinal()


def _date_pairs(slots: Sequence[SlotFill], labels: Iterable[str] = DATE_LABELS,
                ) -> Iterator[tuple[tuple[CalendarDate, CalendarDate], ...]]:
    """Pairs of (original, fill) readings within a document.  Identical readings are one
    date: repeated mentions would pad the share with trivially kept pairs."""
    wanted = set(labels)
    by_doc: dict[str, dict[tuple[CalendarDate, CalendarDate], None]] = defaultdict(dict)
    for slot in slots:
        if slot.label in wanted:
            original, value = calendar_date(slot.original), calendar_date(slot.value)
            if original is not None and value is not None:
                by_doc[slot.doc_id][(original, value)] = None
    for dated in by_doc.values():
        yield from combinations(dated, 2)


def _share(outcomes: Iterable[bool]) -> float | None:
    total = kept = 0
    for outcome in outcomes:
        total += 1
        kept += bool(outcome)
    return kept / total if total else None


def date_order_kept(slots: Sequence[SlotFill]) -> float | None:
    """Share of a document's date pairs whose order (before / same / after) the fill kept.
    Compared at the coarsest precision of the four dates; "1990" against "March 1990" is
    neither before nor after, so a pair mixing year-only with month-precise dates is skipped."""
    def kept(pair: tuple[tuple[CalendarDate, CalendarDate], ...]) -> bool | None:
        (o1, v1), (o2, v2) = pair
        precisions = [_precision(when) for when in (o1, o2, v1, v2)]
        precision = min(precisions)
        if precision == 1 and max(precisions) > 1:
            return None
        return _order(o1, o2, precision) == _order(v1, v2, precision)

    return _share(k for k in map(kept, _date_pairs(slots)) if k is not None)


def date_intervals_kept(slots: Sequence[SlotFill], tolerance_days: int = 31) -> float | None:
    """Share of a document's pairs of full dates (day, month, year on all four) whose interval
    the fill kept within `tolerance_days`: one shift per document keeps every interval.
    Birth dates (DATE_OF_BIRTH) are left out: they move by the document's age step too, so
    that every stated age stays true."""
    def kept(pair: tuple[tuple[CalendarDate, CalendarDate], ...]) -> bool | None:
        (o1, v1), (o2, v2) = pair
        if min(_precision(when) for when in (o1, o2, v1, v2)) < 3:
            return None
        return abs((_ordinal(v2) - _ordinal(v1)) - (_ordinal(o2) - _ordinal(o1))) <= tolerance_days

    return _share(k for k in map(kept, _date_pairs(slots, DATE_LABELS - {"DATE_OF_BIRTH"})) if k is not None)


# ---------------------------------------------------------------------------------------------
# Written shape of dates and times

_SHAPE_TOKEN = re.compile(r"(?P<meridiem>(?<![^\W\d_])[ap]\.?m\b\.?)|(?P<number>\d+)|(?P<word>[^\W\d_]+)"
                          r"|(?P<space>\s+)|(?P<mark>.)", re.IGNORECASE | re.DOTALL)
# "10" could be written padded or not, so it matches both "3" and "03"; "3" and "03" differ.
_COMPATIBLE = frozenset({frozenset({"N1", "N2"}), frozenset({"N0", "N2"}),
                         frozenset({"MAY", "MONTH"}), frozenset({"MAY", "MON"})})
_DATE_TOKENS = frozenset({"N0", "N1", "N2", "MONTH", "MON", "MAY", "DAY"})


def _number_token(digits: str) -> str:
    if len(digits) == 1:
        return "N1"
    if len(digits) == 2:
        return "N0" if digits[0] == "0" else "N2"
    return "9" * len(digits)


_NUMBER_WORDS = frozenset(("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
                           "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
                           "a an several few couple").split())
_UNITS = frozenset("second minute hour day night week month year decade century".split())


def _word_token(word: str, before: list[str]) -> str:
    if word == "may":
        return "MAY"  # both the full name and its own abbreviation
    if word in _FULL_MONTHS:
        return "MONTH"
    if word in _MONTH_NUMBER:
        return "MON"
    if word in _WEEKDAYS:
        return "DAY"
    if word in _ORDINAL_SUFFIXES and before and before[-1][0] in "N9":
        return "ORD"  # "1st" and "3rd" are one shape
    if word in ("a", "e") and len(before) >= 2 and before[-1] == ":" and before[-2][0] in "N9":
        return "ORD"  # Swedish "1:a", "3:e"
    if word in _NUMBER_WORDS:
        return "NUMWORD"  # "two years" and "three years" are one shape
    if word.endswith("s") and word[:-1] in _UNITS:
        return word[:-1]  # "one year" / "two years": number agrees, the shape is the same
    return word


def date_signature(text: str) -> tuple[str, ...]:
    """The written shape of a date or time, token by token: numbers by width and padding,
    month names full (MONTH) or abbreviated (MON), weekdays (DAY), a.m./p.m. by spelling,
    other words lower-cased, punctuation and spacing as written."""
    tokens: list[str] = []
    for match in _SHAPE_TOKEN.finditer(text):
        kind, piece = match.lastgroup, match.group()
        if kind == "meridiem":
            tokens.append("MERIDIEM" + piece[1:].lower())
        elif kind == "number":
            tokens.append(_number_token(piece))
        elif kind == "word":
            tokens.append(_word_token(piece.lower(), tokens))
        else:
            tokens.append(" " if kind == "space" else piece)
    return tuple(tokens)


def same_shape(original: str, value: str) -> bool:
    a, b = date_signature(original), date_signature(value)
    return len(a) == len(b) and all(x == y or frozenset({x, y}) in _COMPATIBLE for x, y in zip(a, b))


def date_format_kept(slots: Sequence[SlotFill], labels: Iterable[str] = FORMAT_LABELS) -> float | None:
    """Share of date and time fills written exactly in the original's shape.  Stricter than
    quality.format_preservation, which collapses every digit run to one 9 and every month
    word to M: there "1990" → "90", "03" → "3", "December" → "Dec" and "3 p.m." → "3 pm"
    all pass.  Here widths of 3+ digits are exact, a leading zero must stay where it shows,
    full and abbreviated months differ, and ordinal suffixes are one token.  Slots whose
    original has no number, month or weekday ("recently") are not scored."""
    wanted = set(labels)
    chosen = [s for s in slots if s.label in wanted
              and any(token in _DATE_TOKENS or token.isdigit() for token in date_signature(s.original))]
    return _share(same_shape(s.original, s.value) for s in chosen)


def _month_like(word: str) -> bool:
    word = word.lower()
    return len(word) >= 3 and any(name.startswith(word) for name in _FULL_MONTHS)


def month_words_valid(slots: Sequence[SlotFill], labels: Iterable[str] = FORMAT_LABELS) -> float | None:
    """Share of date fills with a month-like word ("Dec", "Apri") whose month words are all
    real: a full name, a standard three-letter abbreviation or "Sept".  A language model's
    truncated "17 Dece 1951" reads as a typo to a human and as noise to a trained model."""
    wanted = set(labels)
    worded = ([w.lower() for w in _WORD.findall(s.value) if _month_like(w)] for s in slots if s.label in wanted)
    return _share(all(w in _VALID_MONTH_WORDS for w in words) for words in worded if words)


# ---------------------------------------------------------------------------------------------
# People

EXTRA_TITLES = frozenset({"judge", "sir", "dr"})  # offices the taxonomy leaves out of honorifics
TWO_WORD_TITLES = frozenset({"lord justice", "lady justice", "mr justice", "mrs justice"})
ORIGIN_EVIDENCE = 0.5  # of a name's evidence one language needs to be its origin (and more than any other)
_LEADING_WORDS = re.compile(r"\s*([^\W\d_]+)(?:\.?\s+([^\W\d_]+))?")

def leading_title(name: str) -> str | None:
    """The lower-cased title a person mention starts with, period dropped ("Mr." → "mr")."""
    match = _LEADING_WORDS.match(name)
    if match is None:
        return None
    first = match.group(1).lower()
    if match.group(2) and f"{first} {match.group(2).lower()}" in TWO_WORD_TITLES:
        return f"{first} {match.group(2).lower()}"
    return first if first in PERSON_TITLES or first in EXTRA_TITLES else None


def without_title(name: str) -> str:
    title = leading_title(name)
    if title is None:
        return name.strip()
    words = r"\.?\s+".join(re.escape(word) for word in title.split())
    return re.sub(rf"^\s*{words}\.?\s*", "", name, count=1, flags=re.IGNORECASE).strip()


def titles_kept(slots: Sequence[SlotFill]) -> float | None:
    """Share of titled person mentions whose fill starts with the same title: "Mr Kamil Prus"
    → "Cheryl Bishop" loses the register and, with it, how the text addresses the person."""
    titled = ((leading_title(s.original), s.value) for s in slots if s.label == "PERSON_NAME")
    return _share(leading_title(value) == title for title, value in titled if title is not None)


def _title_gender(title: str) -> str:
    from .references import title_gender

    return title_gender(title.split()[0])


def person_gender(name: str, first_name_gender: Callable[[str], str]) -> str:
    """"male", "female" or "unknown": the title says it first, else the first name (an
    initial or a lone surname says nothing, if the name function knows it)."""
    title = leading_title(name)
    if title is not None and (gender := _title_gender(title)) in ("male", "female"):
        return gender
    words = _WORD.findall(without_title(name))
    if not words or len(words[0]) < 2:
        return "unknown"
    gender = first_name_gender(words[0])
    return gender if gender in ("male", "female") else "unknown"


def gender_kept(slots: Sequence[SlotFill], first_name_gender: Callable[[str], str] | None = None) -> float | None:
    """Share of person mentions of known gender whose fill has the same gender; a fill whose
    gender cannot be told counts as lost (the text's pronouns no longer have a referent)."""
    if first_name_gender is None:
        from .references import first_name_gender  # type: ignore[no-redef]
    genders = functools.lru_cache(maxsize=None)(lambda text: person_gender(text, first_name_gender))
    people = ((genders(s.original), s.value) for s in slots if s.label == "PERSON_NAME")
    return _share(genders(value) == gender for gender, value in people if gender != "unknown")


def name_origin_kept(slots: Sequence[SlotFill],
                     languages: Callable[[str], dict[str, float]] | None = None) -> float | None:
    """Share of person mentions whose name says its origin — one language's lists hold it
    more than any other's, with at least half the evidence — whose fill can come from that
    language: a Turkish applicant keeps a Turkish-sounding name; where the document's
    country was replaced (its places say so), its own people come from the new one.  `languages`: name →
    language ("tr") → share, best first (default: `references.name_languages`, Faker's lists
    read directly, not the fill's scoring)."""
    if languages is None:
        from .references import name_languages as languages  # type: ignore[no-redef]
    scored = functools.lru_cache(maxsize=None)(lambda text: languages(without_title(text)))

    def origin(text: str) -> str | None:
        if not re.search(r"[^\W\d_]{2,}", without_title(text)) or re.fullmatch(r"\s*\w+\s+[A-Z]\.?\s*", text):
            return None  # initials ("J.", "Captain J"): no origin to keep
        ranked = sorted(scored(text).items(), key=lambda item: (-item[1], item[0]))
        if not ranked or ranked[0][1] < ORIGIN_EVIDENCE or len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
            return None
        return ranked[0][0]

    worlds = document_worlds(slots)

    def kept(language: str, value: str, doc_id: str) -> bool:
        shares = scored(value)
        found = {lang for lang, share in shares.items() if share > 0}
        moves = worlds.get(doc_id, {})  # a country moved: its people too (theirs: the first language there)
        home = next((c for c in moves if country_languages(c, first=True) == {language}), None)
        if home is not None and moves[home] != home and language not in country_languages(moves[home]):
            # reads more like the new country than like the old
            return max((shares.get(lang, 0.0) for lang in country_languages(moves[home], own=False)), default=0.0) \
                > shares.get(language, 0.0)
        return language in found

    origins = ((origin(s.original), s.value, s.doc_id) for s in slots if s.label == "PERSON_NAME")
    return _share(kept(language, value, doc) for language, value, doc in origins if language is not None)


# ---------------------------------------------------------------------------------------------
# Organisations and places

def organisation_kind_kept(slots: Sequence[SlotFill], kind: Callable[[str], str | None] | None = None) -> float | None:
    """Share of organisations of a known kind whose fill is of the same kind: a court filled
    as "Robinson and Sons" turns a judgment into nonsense."""
    if kind is None:
        from ..languages.en.kinds import organisation_kind as kind  # type: ignore[no-redef]
    kinds = ((kind(s.original), s.value) for s in slots if s.label == "ORGANIZATION_NAME")
    return _share(kind(value) == original for original, value in kinds if original is not None)


def real_places(slots: Sequence[SlotFill], is_real: Callable[[str], bool] | None = None) -> float | None:
    """Share of real places whose fill is a real place too ("South Kevinshire" is not)."""
    if is_real is None:
        from .references import is_real_place as is_real  # type: ignore[no-redef]
    places = [s.value for s in slots if s.label == "LOCATION" and is_real(s.original)]
    return _share(is_real(value) for value in places)


# ---------------------------------------------------------------------------------------------
# Distinct entities



def _normal(text: str) -> str:
    return " ".join(text.casefold().split())


def _entity_key(slot: SlotFill) -> object:
    """An entity within its document; an unlinked slot is known only by its words."""
    entity = slot.entity
    if isinstance(entity, tuple) and len(entity) == 2 and entity[1] is None:
        return (slot.label, "text", _normal(slot.original))
    return entity


def distinct_entities_merged(slots: Sequence[SlotFill], labels: Iterable[str] | None = None) -> float | None:
    """Share of a document's distinct entities whose substitute (case-insensitive) another of
    its entities also got.  Two entities written alike in the original ("Nowak" for husband
    and wife), or one restating the other in brackets ("Warsaw Court of Appeal (Sąd
    Apelacyjny)"), sharing a substitute are not merged: the story had them alike already."""
    wanted = None if labels is None else set(labels)
    entities: set[tuple[str, object]] = set()
    holders: dict[tuple[str, str], dict[object, set[str]]] = defaultdict(lambda: defaultdict(set))
    for slot in slots:
        if wanted is not None and slot.label not in wanted:
            continue
        key = _entity_key(slot)
        entities.add((slot.doc_id, key))
        if value := _normal(slot.value):
            holders[(slot.doc_id, value)][key].add(_normal(without_restatement(slot.original)))
    merged: set[tuple[str, object]] = set()
    for (doc_id, _), by_entity in holders.items():
        for (a, originals_a), (b, originals_b) in combinations(by_entity.items(), 2):
            if len(originals_a | originals_b) > 1:
                merged |= {(doc_id, a), (doc_id, b)}
    return len(merged) / len(entities) if entities else None


# ---------------------------------------------------------------------------------------------

def structure_metrics(slots: Sequence[SlotFill], *, first_name_gender: Callable[[str], str] | None = None,
                      kind: Callable[[str], str | None] | None = None, is_real: Callable[[str], bool] | None = None,
                      languages: Callable[[str], dict[str, float]] | None = None) -> dict[str, float | None]:
    """Every structure measure; the name and place functions default to pseudofill's own."""
    return {
        "date_order_kept": date_order_kept(slots),
        "date_intervals_kept": date_intervals_kept(slots),
        "date_format_kept": date_format_kept(slots),
        "month_words_valid": month_words_valid(slots),
        "titles_kept": titles_kept(slots),
        "gender_kept": gender_kept(slots, first_name_gender),
        "organisation_kind_kept": organisation_kind_kept(slots, kind),
        "real_places": real_places(slots, is_real),
        "name_origin_kept": name_origin_kept(slots, languages),
        "distinct_entities_merged": distinct_entities_merged(slots),
    }
