"""English dates said aloud move whole and are said again the same way."""

from __future__ import annotations

import random

import pytest

from pseudofill.fill.dates import substitute_date
from pseudofill.fill.said_dates import ordinal_words, shift_said_date


@pytest.mark.parametrize("said, offset, moved", [
    ("the twelfth of april nineteen fifty one", 200, "the twenty ninth of october nineteen fifty one"),
    ("march third seventy eight", -37, "january twenty fifth seventy eight"),
    ("june sixth, nineteen sixty", 400, "july eleventh, nineteen sixty one"),
    ("the thirtieth of december two thousand one", 200, "the eighteenth of july two thousand two"),
    ("july twenty third nineteen ninety five", 200, "february eighth nineteen ninety six"),
    ("october second", 200, "april twentieth"),
    ("friday october second around five thirty", 200, "friday april twentieth around five thirty"),
    # said as numbers, month first: the "oh"s and the year's style kept
    ("one twenty six forty nine", 400, "three two fifty"),
    ("oh four oh nine nineteen eighty one", -40, "oh two twenty eight nineteen eighty one"),
    ("twelve thirty one ninety nine", 400, "two three oh one"),
    ("twelve ten two thousand one", 40, "one nineteen two thousand two"),
    # the British order, and the month by its number
    ("fourth march nineteen forty one", 40, "thirteenth april nineteen forty one"),
    ("third of the fifth eighty nine", 40, "twelfth of the sixth eighty nine"),
    ("seven march eighty five", 40, "sixteen april eighty five"),
    ("fourteenth of feb eighty seven", 20, "sixth of mar eighty seven"),  # a short month stays short
    ("twenty third eleven eighty four", 40, "second one eighty five"),  # the day first, an ordinal
])
def test_a_said_date_moves_whole(said, offset, moved):
    assert shift_said_date(said, offset) == moved


def test_a_day_said_alone_moves_within_its_month_and_never_stays():
    assert shift_said_date("the fifteenth", 28) != "the fifteenth"
    assert shift_said_date("the fifteenth", 4) == "the nineteenth"


@pytest.mark.parametrize("written", ["January 5 2001", "around two thirty", "next week"])
def test_a_written_or_undated_span_is_not_said(written):
    assert shift_said_date(written, 100) is None


def test_every_ordinal_reads_back():
    assert [ordinal_words(d) for d in (1, 2, 11, 20, 21, 30, 31)] == [
        "first", "second", "eleventh", "twentieth", "twenty first", "thirtieth", "thirty first"]


def test_the_date_fill_moves_a_said_date_and_its_weekday():
    moved = substitute_date("friday october second around five thirty", 200, random.Random(0))
    assert moved is not None and "october second" not in moved and not moved.startswith("friday")


def test_a_number_date_in_a_longer_run_is_no_date():
    assert shift_said_date("one twenty six forty nine five", 400) is None  # a phone number's digits
