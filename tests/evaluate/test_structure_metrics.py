"""Story-keeping measures on hand-made fills with known answers (no models, no name data)."""

from __future__ import annotations

import pytest

from pseudofill.evaluate.quality import SlotFill, format_preservation
from pseudofill.evaluate.structure import (
    calendar_date,
    date_format_kept,
    date_intervals_kept,
    date_order_kept,
    distinct_entities_merged,
    gender_kept,
    leading_title,
    month_words_valid,
    name_origin_kept,
    organisation_kind_kept,
    real_places,
    same_shape,
    structure_metrics,
    titles_kept,
)

_entities = iter(range(10_000))


def _slot(label: str, original: str, value: str, doc: str = "d", entity: object = "new") -> SlotFill:
    return SlotFill(doc, label, original, value, (label, next(_entities) if entity == "new" else entity))


def _dates(*pairs: tuple[str, str], doc: str = "d", label: str = "DATE") -> list[SlotFill]:
    return [_slot(label, original, value, doc) for original, value in pairs]


# Stand-ins for the name and place functions (the real ones live in modules still being written).
_FIRST_NAMES = {"kamil": "male", "jan": "male", "ahmet": "male", "anna": "female", "cheryl": "female"}


def _first_name_gender(first: str) -> str:
    return _FIRST_NAMES.get(first.lower(), "unknown")


def _kind(name: str) -> str | None:
    lowered = name.lower()
    return "court" if "court" in lowered else "company" if "sons" in lowered or "ltd" in lowered else None


_PLACES = {"Lublin", "Gdańsk", "Poland", "Ankara"}

_LANGUAGES = {"Mehmet Yılmaz": {"tr": 0.9}, "Ahmet Kaya": {"tr": 0.8, "az": 0.1},
              "Cheryl Bishop": {"en": 0.9}, "José García": {"es": 0.9}, "Juan Pérez": {"es": 0.9},
              "Kamil Prus": {"pl": 0.9, "cs": 0.2}, "Jan Nowak": {"pl": 0.8}, "Halil Kaya": {"de": 0.25, "tr": 0.2}}


def _languages(name: str) -> dict[str, float]:
    return _LANGUAGES.get(name, {})


# --- reading dates -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("3 March 1990", (1990, 3, 3)), ("the 3rd of March, 1990", (1990, 3, 3)), ("Sept. 17, 1951", (1951, 9, 17)),
    ("Monday, 3 March 1990", (1990, 3, 3)), ("03/04/1990", (1990, 4, 3)), ("12/17/1951", (1951, 12, 17)),
    ("1990-05-06", (1990, 5, 6)), ("Dec. 1951", (1951, 12, None)), ("in 1990", (1990, None, None)),
    ("5 May", None), ("1990s", None), ("1990-2000", None), ("1 January 2000 to 5 May 2001", None),
    ("31 February 1990", None), ("17/12/51", None), ("yesterday", None),
])
def test_calendar_date_reads_only_what_is_sure(text, expected):
    assert calendar_date(text) == expected


# --- date order and intervals --------------------------------------------------------------------

def test_date_order_kept_by_a_shift_and_broken_by_a_reversed_pair():
    shifted = _dates(("3 March 1990", "10 April 1991"), ("5 June 1991", "12 July 1992"), ("1 May 1992", "8 June 1993"))
    assert date_order_kept(shifted) == 1.0
    # the first two fills swap order; the pairs with the third date stay in order
    reversed_pair = _dates(("3 March 1990", "12 July 1992"), ("5 June 1991", "10 April 1991"),
                           ("1 May 1992", "8 June 1993"))
    assert date_order_kept(reversed_pair) == pytest.approx(2 / 3)


def test_date_order_compares_within_documents_at_a_shared_precision():
    # in doc a, the fill says the same month where the original had different months; doc b is fine;
    # pairs across documents (a's 1990 against b's 1980) are never compared
    slots = (_dates(("March 1990", "June 1985"), ("May 1990", "June 1985"), doc="a")
             + _dates(("1980", "1979"), ("1981", "1983"), doc="b"))
    assert date_order_kept(slots) == 0.5
    # "1990" against "March 1990" is neither before nor after: not scored
    assert date_order_kept(_dates(("1990", "1985"), ("March 1990", "June 1985"))) is None
    # an unreadable fill is not scored either (month_words_valid catches it)
    assert date_order_kept(_dates(("3 March 1990", "recently"), ("5 June 1991", "12 July 1992"))) is None


def test_date_order_counts_date_of_birth_and_repeats_once():
    slots = (_dates(("1 May 1960", "1 May 1975"), label="DATE_OF_BIRTH")
             + _dates(("3 March 1990", "10 April 1970"), ("3 March 1990", "10 April 1970")))
    # one pair (repeat mentions are one date): the birth now falls after the event
    assert date_order_kept(slots) == 0.0


def test_date_intervals_kept_within_tolerance():
    shifted = _dates(("3 March 1990", "10 April 1991"), ("5 June 1991", "12 July 1992"))
    assert date_intervals_kept(shifted) == 1.0
    stretched = _dates(("3 March 1990", "10 April 1991"), ("5 June 1991", "20 October 1992"),
                       ("1 May 1992", "8 June 1993"))
    # 20 October is 100 days later than one shift would give: its two pairs break
    assert date_intervals_kept(stretched) == pytest.approx(1 / 3)
    assert date_intervals_kept(stretched, tolerance_days=120) == 1.0


def test_date_intervals_need_full_dates_everywhere():
    assert date_intervals_kept(_dates(("March 1990", "June 1985"), ("May 1990", "August 1985"))) is None
    assert date_intervals_kept([_slot("PERSON_NAME", "Ann Lee", "Jo Park")]) is None


# --- written shape -------------------------------------------------------------------------------

@pytest.mark.parametrize(("original", "value", "kept"), [
    ("3 March 1990", "17 June 1985", True), ("3 May 1990", "17 June 1985", True), ("3rd March", "22nd May", True),
    ("03/04/1990", "10/11/1985", True), ("10 a.m.", "3 p.m.", True), ("Monday", "Friday", True),
    ("Dec. 1990", "Mar. 1985", True),
    ("03/04/1990", "3/4/1990", False), ("December 1990", "Dec 1990", False), ("1990", "90", False),
    ("10 a.m.", "3 pm", False), ("3 March 1990", "3 March, 1990", False), ("17 December 1951", "17 Dece 1951", False),
])
def test_same_shape(original, value, kept):
    assert same_shape(original, value) is kept


def test_date_format_kept_is_stricter_than_the_loose_signature():
    slots = _dates(("1990", "90"), ("03/04/1990", "3/4/1990"), ("3 March 1990", "17 June 1985"))
    assert format_preservation(slots) == 1.0  # the loose signature lets every one through
    assert date_format_kept(slots) == pytest.approx(1 / 3)


def test_date_format_kept_scores_times_and_skips_undated_originals():
    slots = [_slot("TIME", "10:30", "9:05"), _slot("TIME", "10:30", "9.05"), _slot("DATE", "recently", "last week"),
             _slot("PERSON_NAME", "1990", "Ann")]
    assert date_format_kept(slots) == 0.5
    assert date_format_kept([_slot("DATE", "recently", "last week")]) is None


# --- month words ---------------------------------------------------------------------------------

def test_month_words_valid_flags_truncated_months():
    slots = _dates(("17 December 1951", "17 Dece 1951"), ("2 April 1999", "2 Apri 1999"), ("3 May", "Sept. 3"),
                   ("1 Dec. 1951", "1 Dec. 1951"), ("3 March 1990", "3 March 1990"), ("1990", "1985"))
    slots.append(_slot("PERSON_NAME", "Kamil Prus", "Marc Dupont"))  # a first name, not a month
    assert month_words_valid(slots) == pytest.approx(3 / 5)
    assert month_words_valid(_dates(("1990", "1985"))) is None


# --- people --------------------------------------------------------------------------------------

def test_leading_title():
    assert [leading_title(n) for n in ("Mr. Kamil Prus", "Lord Justice Smith", "Judge Brown", "Drake Smith",
                                       "dr Lee")] == ["mr", "lord justice", "judge", None, "dr"]


def test_titles_kept_and_dropped():
    people = [("Mr Kamil Prus", "Mr Jan Nowak"), ("Mr. Kamil Prus", "mr Jan Nowak"), ("Mrs Ann Lee", "Cheryl Bishop"),
              ("Lord Justice Smith", "Lord Brown"), ("Judge Smith", "Judge Brown"), ("Drake Smith", "Mr Brown")]
    slots = [_slot("PERSON_NAME", original, value) for original, value in people]
    slots.append(_slot("ORGANIZATION_NAME", "Dr Oetker", "Acme"))
    assert titles_kept(slots) == pytest.approx(3 / 5)
    assert titles_kept([_slot("PERSON_NAME", "Kamil Prus", "Mr Jan Nowak")]) is None


def test_gender_kept_from_titles_and_first_names():
    slots = [_slot("PERSON_NAME", "Mr Kamil Prus", "Jan Nowak"),  # title → first name: kept
             _slot("PERSON_NAME", "Kamil Prus", "Cheryl Bishop"),  # flipped
             _slot("PERSON_NAME", "Mrs Lee", "Mr Park"),  # flipped
             _slot("PERSON_NAME", "Herr Prus", "Frau Nowak"),  # flipped
             _slot("PERSON_NAME", "Anna Nowak", "Zed Quux"),  # fill gender unknown: lost
             _slot("PERSON_NAME", "Prus", "Anna"),  # original unknown: not scored
             _slot("PERSON_NAME", "K. Prus", "Jan Nowak")]  # an initial says nothing: not scored
    assert gender_kept(slots, _first_name_gender) == pytest.approx(1 / 5)
    assert gender_kept([_slot("PERSON_NAME", "Dr Prus", "Dr Nowak")], _first_name_gender) is None


def test_name_origin_kept_by_language():
    slots = [_slot("PERSON_NAME", "Mehmet Yılmaz", "Ahmet Kaya"),  # same language
             _slot("PERSON_NAME", "José García", "Juan Pérez"),
             _slot("PERSON_NAME", "Mr Kamil Prus", "Mr Jan Nowak"),  # title set aside before looking up
             _slot("PERSON_NAME", "Mehmet Yılmaz", "Cheryl Bishop"),  # origin lost
             _slot("PERSON_NAME", "Unknown Person", "Cheryl Bishop"),  # origin unknown: not scored
             _slot("PERSON_NAME", "Halil Kaya", "Cheryl Bishop")]  # no language decides: not scored
    assert name_origin_kept(slots, _languages) == pytest.approx(3 / 4)
    assert name_origin_kept([_slot("PERSON_NAME", "Zed Quux", "Ahmet Kaya")], _languages) is None


# --- organisations and places --------------------------------------------------------------------

def test_organisation_kind_kept():
    slots = [_slot("ORGANIZATION_NAME", "Lublin Regional Court", "Gdańsk Regional Court"),
             _slot("ORGANIZATION_NAME", "Warsaw Court of Appeal", "Robinson and Sons"),
             _slot("ORGANIZATION_NAME", "Kline-Taylor", "Acme Ltd")]  # kind unknown: not scored
    assert organisation_kind_kept(slots, _kind) == 0.5
    assert organisation_kind_kept([slots[2]], _kind) is None


def test_real_places():
    slots = [_slot("LOCATION", "Lublin", "Gdańsk"), _slot("LOCATION", "Poland", "South Kevinshire"),
             _slot("LOCATION", "the village", "the town"), _slot("PERSON_NAME", "Ankara", "Nowhere")]
    assert real_places(slots, _PLACES.__contains__) == 0.5
    assert real_places([slots[2]], _PLACES.__contains__) is None


# --- distinct entities ---------------------------------------------------------------------------

def test_distinct_entities_merged():
    slots = [_slot("PERSON_NAME", "Kamil Prus", "Jan Nowak", entity=1), _slot("PERSON_NAME", "Prus", "Nowak", entity=1),
             _slot("PERSON_NAME", "Anna Lis", "jan nowak", entity=2),  # a second person, one substitute
             _slot("PERSON_NAME", "Ewa Prus", "Ewa Nowak", entity=3),
             _slot("PERSON_NAME", "Prus", "Nowak", entity=4),  # written alike already: not a merge
             _slot("PERSON_NAME", "Ola Kot", "Jan Nowak", doc="other", entity=1)]  # another document
    assert distinct_entities_merged(slots) == pytest.approx(2 / 5)
    assert distinct_entities_merged(slots, labels=["LOCATION"]) is None
    assert distinct_entities_merged([]) is None


def test_a_bracketed_restatement_is_the_entity_it_restates():
    slots = [_slot("ORGANIZATION_NAME", "Warsaw Court of Appeal", "Brno Court of Appeal", entity=1),
             _slot("ORGANIZATION_NAME", "Warsaw Court of Appeal (Sąd Apelacyjny)", "Brno Court of Appeal", entity=2),
             _slot("ORGANIZATION_NAME", "Lublin Court of Appeal", "Brno Court of Appeal", entity=3)]
    assert distinct_entities_merged(slots[:2]) == 0.0
    assert distinct_entities_merged(slots) == 1.0  # Lublin's court is another court


def test_unlinked_slots_are_entities_by_their_words():
    slots = [_slot("LOCATION", "Rome", "Oslo", entity=None), _slot("LOCATION", "Rome", "Oslo", entity=None),
             _slot("LOCATION", "Paris", "Oslo", entity=None)]
    assert distinct_entities_merged(slots) == 1.0
    assert distinct_entities_merged(slots[:2]) == 0.0


# --- all together --------------------------------------------------------------------------------

def test_structure_metrics_runs_every_measure():
    slots = (_dates(("3 March 1990", "10 April 1991"), ("5 June 1991", "12 July 1992"))
             + [_slot("PERSON_NAME", "Mr Kamil Prus", "Cheryl Bishop"), _slot("LOCATION", "Lublin", "Gdańsk"),
                _slot("ORGANIZATION_NAME", "Lublin Regional Court", "Robinson and Sons")])
    result = structure_metrics(slots, first_name_gender=_first_name_gender, kind=_kind, is_real=_PLACES.__contains__,
                               languages=_languages)
    assert result == {"date_order_kept": 1.0, "date_intervals_kept": 1.0, "date_format_kept": 1.0,
                      "month_words_valid": 1.0, "titles_kept": 0.0, "gender_kept": 0.0,
                      "organisation_kind_kept": 0.0, "real_places": 1.0, "name_origin_kept": 0.0,
                      "distinct_entities_merged": 0.0}
    empty = structure_metrics([], first_name_gender=_first_name_gender, kind=_kind, is_real=_PLACES.__contains__,
                              languages=_languages)
    assert set(empty.values()) == {None}
