"""Document-wide date shifting and the substitutes of durations, ages and relative dates."""

from __future__ import annotations

import calendar
import random
import re
from datetime import date, datetime, timedelta

import pytest

from pseudofill.fill.dates import draw_offset, new_age, new_duration, new_relative, shift_date, substitute_date
from pseudofill.fill.formats import reshape_date

OFFSETS = [365, -365, 366, 400, -400, 549, -549, 600, -611, 729, 730, -730]
ALL_OFFSETS = [sign * n for n in range(365, 731) for sign in (1, -1)]
FULL_MONTHS = set(calendar.month_name[1:])
ABBR_MONTHS = set(calendar.month_abbr[1:]) | {"Sept"}
FULL_DAYS = set(calendar.day_name)
ABBR_DAYS = set(calendar.day_abbr)
NAMES = {n.lower() for n in FULL_MONTHS | ABBR_MONTHS | FULL_DAYS | ABBR_DAYS}

# Absolute dates: original → how strptime reads its date part (None: not a full date).
ABSOLUTE = {
    "On 6 December 2010": "On %d %B %Y",
    "on 29 April 2011": "on %d %B %Y",
    "2015-06-22": "%Y-%m-%d",
    "06/06/95": "%m/%d/%y",
    "3/8/1995": "%m/%d/%Y",
    "6.12.2010": "%d.%m.%Y",
    "Monday, 6 June 1995": "%A, %d %B %Y",
    "June 6th, 1995": "%B %d, %Y",
    "the 6th of December 2010": "the %d of %B %Y",
    "Dec 6, 2010": "%b %d, %Y",
    "Tue., 6 Dec. 2011": "%a., %d %b. %Y",
    "2000-04-16 11:34:35": "%Y-%m-%d %H:%M:%S",
    "DECEMBER 6, 2010": "%B %d, %Y",
    "in June 1995": None,
    "at the end of September 1994": None,
    "Sept. 1994": None,
    "Dec 2010": None,
    "06/1995": None,
    "in 1987": None,
    "the 1990s": None,
    "the 1980s": None,
    "the 1980's": None,
    "mid-1990s": None,
    "the early ’90s": None,
    "between 19 and 20 August 1995": None,
    "19-20 August 1995": None,
    "1995-97": None,
    "1995 to 1997": None,
    "March 20th": None,
    "20 March": None,
    "Monday 20 March": None,
    "in June": None,
    "between 28 December and 3 January 1996": None,
}
NOT_DATES = ["Article 6", "the Government", "twelve", "6", "paragraph 25", "application no. 12345/95", "the 6th"]


def signature(text: str) -> str:
    """The format of a written date: digit runs → 9, month names → MONTH/MON, weekday
    names → DAY/DY (periods kept), ordinal suffixes → ~."""
    def name(match: re.Match[str]) -> str:
        word = match.group()
        for names, tag in ((FULL_MONTHS, "MONTH"), (ABBR_MONTHS, "MON"), (FULL_DAYS, "DAY"), (ABBR_DAYS, "DY")):
            if word.capitalize() in names or word in names:
                return tag
        return word

    text = re.sub(r"(?<=\d)(?:st|nd|rd|th)\b", "~", text)
    return re.sub(r"\d+", "9", re.sub(r"[A-Za-z]+", name, text))


def same_format(original: str, shifted: str) -> bool:
    """Same signature, a "May" standing for an abbreviation without its period, and each
    digit run as wide as it was, except an unpadded day or month (6 → 16)."""
    expected, got = signature(original), signature(shifted)
    if "May" in shifted and "MON" in expected and "May" not in original:
        expected = re.sub(r"MON\.?(?!TH)", "MONTH", expected)
    numeric = re.search(r"\d[/.-]\d", original) is not None
    for old, new in zip(re.findall(r"['’]?\d+", original), re.findall(r"['’]?\d+", shifted), strict=True):
        fixed = len(old) >= 3 or old.startswith("0") or (numeric and len(old) == 2)  # "’90s" is 3
        if (len(new) != len(old)) if fixed else (new.startswith("0") or len(new) > 2):
            return False
    words = zip(re.findall(r"[A-Za-z]+", original), re.findall(r"[A-Za-z]+", shifted))
    return expected == got and all(new[0].isupper() == old[0].isupper() for old, new in words)


def parse(text: str, fmt: str) -> datetime:
    return datetime.strptime(re.sub(r"(?<=\d)(?:st|nd|rd|th)\b", "", text), fmt)


# --------------------------------------------------------------------------- absolute dates
@pytest.mark.parametrize("original", ABSOLUTE)
@pytest.mark.parametrize("offset", OFFSETS)
def test_shift_keeps_the_format(original, offset):
    shifted = shift_date(original, offset)
    assert shifted and same_format(original, shifted), (original, offset, shifted)


@pytest.mark.parametrize("original", ABSOLUTE)
def test_shift_never_returns_the_original_and_writes_real_names(original):
    def words(text: str) -> set[str]:
        return {w.lower() for w in re.findall(r"[A-Za-z]+", re.sub(r"(?<=\d)(?:st|nd|rd|th)\b", "", text))}

    original_words = words(original) - NAMES
    for offset in ALL_OFFSETS:
        shifted = shift_date(original, offset)
        assert shifted != original, (original, offset)
        new_words = words(shifted) - original_words
        assert new_words <= NAMES, (original, offset, shifted)  # never "Dece", "Apri"


@pytest.mark.parametrize("original, fmt", [(k, v) for k, v in ABSOLUTE.items() if v])
@pytest.mark.parametrize("offset", OFFSETS)
def test_full_dates_move_by_the_offset_and_get_their_weekday(original, fmt, offset):
    shifted = shift_date(original, offset)
    assert parse(shifted, fmt) - parse(original, fmt) == timedelta(days=offset)
    weekday = re.match(r"[A-Za-z]+(?=\.?,)", shifted)
    if weekday:
        moved = parse(shifted, fmt).date()
        assert weekday.group() in (calendar.day_name[moved.weekday()], calendar.day_abbr[moved.weekday()])


@pytest.mark.parametrize("offset", OFFSETS)
def test_two_dates_of_a_document_keep_order_and_interval(offset):
    first, second = shift_date("6 December 2010", offset), shift_date("7 July 2014", offset)
    a, b = parse(first, "%d %B %Y"), parse(second, "%d %B %Y")
    assert (b - a).days == 1309 and a < b
    both = shift_date("between 6 December 2010 and 7 July 2014", offset)
    assert both == f"between {first} and {second}"


@pytest.mark.parametrize("original, month, year", [("in June 1995", 6, 1995), ("Sept. 1994", 9, 1994),
                                                   ("06/1995", 6, 1995), ("DECEMBER 2010", 12, 2010)])
@pytest.mark.parametrize("offset", OFFSETS)
def test_month_and_year_moves_its_middle(original, month, year, offset):
    moved = date(year, month, 15) + timedelta(days=offset)
    shifted = shift_date(original, offset)
    assert str(moved.year) in shifted
    words = [w for w in re.findall(r"[A-Za-z]+", shifted) if w.lower() in NAMES]
    assert [calendar.month_name[moved.month].lower().startswith(w.lower()) for w in words] == [True] * len(words)
    assert len(words) == 1 or "/" in shifted and shifted.startswith(f"{moved.month:02d}/")


@pytest.mark.parametrize("offset", OFFSETS)
def test_years_decades_and_ranges(offset):
    year = (date(1987, 7, 1) + timedelta(days=offset)).year
    assert shift_date("in 1987", offset) == f"in {year}"
    assert shift_date("1995 to 1997", offset) == f"{year + 8} to {year + 10}"
    assert shift_date("1995-97", offset) == f"{year + 8}-{(year + 10) % 100:02d}"
    decade = "2000s" if offset > 0 else "1980s"
    assert shift_date("the 1990s", offset) == f"the {decade}"
    assert shift_date("mid-1990s", offset) == f"mid-{decade}"
    assert shift_date("the 1980's", offset) == ("the 1990's" if offset > 0 else "the 1970's")


@pytest.mark.parametrize("original, first_day", [("between 19 and 20 August 1995", date(1995, 8, 19)),
                                                 ("19-20 August 1995", date(1995, 8, 19))])
@pytest.mark.parametrize("offset", OFFSETS)
def test_days_of_one_month_keep_their_distance(original, first_day, offset):
    days = [int(d) for d in re.findall(r"\b\d{1,2}\b", shift_date(original, offset))]
    moved = first_day + timedelta(days=offset)
    assert days == [moved.day, moved.day + 1]


def test_a_group_of_days_stays_inside_its_month():
    shifted = shift_date("30 and 31 January 1995", 395)  # 30 January + 395 days = 29 February 1996
    assert shifted == "28 and 29 February 1996"
    assert shift_date("30 and 31 January 1995", 394) == "28 and 29 February 1996"


def test_yearless_dates_move_and_borrow_a_neighbours_year():
    assert shift_date("March 20th", 400) == "April 24th"
    assert shift_date("Monday 20 March", 400) == "Tuesday 24 April"  # 400 days = 57 weeks + 1 day
    # a whole number of years would bring the day back: it moves one more day
    assert shift_date("March 20th", 365) == "March 21st" and shift_date("20 March", -730) == "21 March"
    # the December before a January date is in the year before
    assert shift_date("between 28 December and 3 January 1996", -400) == "between 23 November and 29 November 1994"


@pytest.mark.parametrize("original, expected", [
    ("Sept. 1994", "Oct. 1995"), ("Sep 1994", "Oct 1995"), ("September 1994", "October 1995"),
    ("June 1995", "July 1996"), ("Dec 2010", "Jan 2012"), ("Aug. 1995", "Sep. 1996"), ("Sept. 1995", "Oct. 1996"),
])
def test_month_words_keep_full_or_abbreviated(original, expected):
    assert shift_date(original, 400) == expected


def test_may_after_an_abbreviation_has_no_period():
    assert shift_date("Sept. 1994", -122) == "May 1994"


@pytest.mark.parametrize("text", NOT_DATES)
def test_non_dates_are_none(text):
    assert shift_date(text, 400) is None
    assert substitute_date(text, 400, random.Random(0)) is None


@pytest.mark.parametrize("text", ["three years and nine months", "15 weeks", "aged 65", "the following day",
                                  "yesterday", "last week", "several months"])
def test_durations_ages_and_relative_dates_are_not_absolute(text):
    assert shift_date(text, 400) is None


# --------------------------------------------------------------------------- offsets
def test_draw_offset_range_sign_and_cleanliness():
    offsets = [draw_offset(random.Random(seed)) for seed in range(300)]
    assert all(365 <= abs(o) <= 730 for o in offsets)
    assert {o > 0 for o in offsets} == {True, False} and len(set(offsets)) > 100
    assert all(7 <= abs(o) % 365 <= 358 for o in offsets)  # a day and month always move
    assert all(len({(date(y, 7, 1) + timedelta(days=o)).year - y for y in range(2000, 2004)}) == 1 for o in offsets)
    assert all(10 <= abs(draw_offset(random.Random(s), 10, 20)) <= 20 for s in range(50))
    with pytest.raises(ValueError):
        draw_offset(random.Random(0), 0, 10)


# --------------------------------------------------------------------------- durations
NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" \
         r"seventeen|eighteen|nineteen|twenty)"


def grammatical(text: str) -> bool:
    """No "1 weeks", no "two week"; "a"/"an" as the number after it is said."""
    if re.search(r"(?<![\w.-])(?:1|one|an?)\s+(?:year|month|week|day|hour)s\b", text, re.IGNORECASE):
        return False
    singular = rf"(?<![\w.-])(?!(?:1|one)\b){NUMBER}\s+(?:year|month|week|day|hour)\b(?!s|\s+old)"
    if re.search(singular, text, re.IGNORECASE):
        return False
    for article, number in re.findall(rf"(?<!\w)(an?)\s+({NUMBER})(?!\w)", text, re.IGNORECASE):
        takes_an = number.startswith(("8", "eight", "eleven")) or number in ("11", "18")
        if (article.lower() == "an") != takes_an:
            return False
    return True


@pytest.mark.parametrize("original, shape", [
    ("three years and nine months", r"([a-z]+) years? and ([a-z]+) months?"),
    ("twelve years and six months", r"([a-z]+) years? and ([a-z]+) months?"),
    ("two to four years", r"([a-z]+) to ([a-z]+) years"),
    ("15 weeks", r"(\d+) weeks?"),
    ("seven days’", r"([a-z]+) days’"),
    ("a year", r"(two) years"),
    ("several months", r"(a few|a couple of|a number of|many|numerous) months"),
    ("Three years", r"([A-Z][a-z]+) years?"),
    ("a two-year sentence", r"an? ([a-z]+)-year sentence"),
    ("2 weeks", r"(\d) weeks?"),
    ("twenty-four hours", r"([a-z]+-[a-z]+|[a-z]+) hours"),
    ("1.5 years", r"(0\.5|2\.5) years"),
    ("a few more days", r"(several|a couple of) more days"),
])
def test_durations_change_in_their_own_words(original, shape):
    from pseudofill.languages.en.attributes import number_words

    numbers = number_words()
    for seed in range(40):
        new = new_duration(original, random.Random(seed))
        match = re.fullmatch(shape, new)
        assert match and new != original and grammatical(new), (original, new)
        values = [numbers.get(v.lower(), v) for v in match.groups()]
        if len(values) == 2 and "to" in original:
            assert values[0] < values[1]  # a range stays ordered
        if "months" in original and "years" in original:
            assert values[1] < 12


def test_duration_sizes_stay_close():
    assert {new_duration("15 weeks", random.Random(s)) for s in range(60)} <= {f"{n} weeks" for n in range(11, 20)}
    assert all(new_duration("two months and 29 days", random.Random(s)).split()[3] != "29"
               and int(new_duration("two months and 29 days", random.Random(s)).split()[3]) <= 30 for s in range(40))
    assert new_duration("one year", random.Random(0)) == "two years"
    assert new_duration("a day’s", random.Random(0)) == "two days’"
    assert new_duration("2 weeks", random.Random(3)) in ("1 week", "3 weeks")
    assert {new_duration("2 weeks", random.Random(s)) for s in range(20)} == {"1 week", "3 weeks"}


@pytest.mark.parametrize("text", ["twice a week", "half a day", "Article 6", "the Government", "twelve", "aged"])
def test_not_durations(text):
    assert new_duration(text, random.Random(0)) is None


# --------------------------------------------------------------------------- ages
@pytest.mark.parametrize("original, shape", [
    ("aged 65", r"aged (\d+)"), ("a 16-year-old", r"an? (\d+)-year-old"), ("fifteen years old", r"([a-z]+) years old"),
    ("a 8-year-old", r"an? (\d+)-year-old"), ("at the age of 65", r"at the age of (\d+)"),
    ("an 11-year-old", r"an? (\d+)-year-old"), ("an 18-year-old", r"an? (\d+)-year-old"),
    ("65 years of age", r"(\d+) years of age"), ("79 year old", r"(\d+) year old"),
    ("two years old", r"([a-z]+) years? old"), ("a 5-month-old", r"an? (\d+)-month-old"),
])
def test_ages_move_a_little_on_the_same_side_of_eighteen(original, shape):
    from pseudofill.languages.en.attributes import number_words

    numbers = number_words()
    old = numbers.get(re.search(rf"\d+|{NUMBER}", original).group(), None) or int(re.search(r"\d+", original).group())
    for seed in range(40):
        new = new_age(original, random.Random(seed))
        match = re.fullmatch(shape, new)
        assert match and grammatical(new), (original, new)
        value = int(numbers.get(match.group(1), match.group(1)))
        assert 1 <= abs(value - old) <= 3 and (value < 18) == (old < 18), (original, new)


def test_ages_prefer_a_value_that_fits_the_article():
    assert all(not re.match(r"a (8|11|18)", new_age("a 9-year-old", random.Random(s))) for s in range(40))
    assert {new_age("an 11-year-old", random.Random(s)) for s in range(40)} == {"an 8-year-old"}
    assert new_age("an 18-year-old", random.Random(0)).startswith("a ")  # nothing near takes "an"


def test_age_ranges_and_decades_of_life():
    low, high = map(int, re.fullmatch(r"aged between (\d+) and (\d+)", new_age("aged between 16 and 18",
                                                                              random.Random(1))).groups())
    assert high - low == 2 and low != 16
    assert {new_age("in his forties", random.Random(s)) for s in range(20)} == {"in his thirties", "in his fifties"}
    assert {new_age("in her mid-40s", random.Random(s)) for s in range(20)} == {"in her mid-30s", "in her mid-50s"}
    assert new_age("15 weeks", random.Random(0)) is None and new_age("6 December 2010", random.Random(0)) is None


# --------------------------------------------------------------------------- relative dates
@pytest.mark.parametrize("original, allowed", [
    ("the following day", {"the next day", "the day after"}),
    ("last week", {"the past week", "the previous week"}),
    ("overnight", {"during the night", "that night"}),
    ("that night", {"overnight", "during the night"}),
    ("the next morning", {"the following morning", "the morning after"}),
    ("second day", {"first day", "third day"}),
    ("yesterday", {"a day ago"}),
    ("The previous day", {"The preceding day", "The day before"}),
    ("next Tuesday", {f"next {d}" for d in calendar.day_name} - {"next Tuesday"}),
    ("on the same day", {"on that same day", "on that day"}),
    ("next month", {"the coming month"}),
])
def test_relative_dates_stay_relative(original, allowed):
    results = {new_relative(original, random.Random(seed)) for seed in range(30)}
    assert results <= allowed and original not in results, (original, results)


@pytest.mark.parametrize("text", ["Article 6", "the Government", "twelve", "the day after the hearing",
                                  "6 December 2010"])
def test_not_relative(text):
    assert new_relative(text, random.Random(0)) is None


# --------------------------------------------------------------------------- dispatch
def test_substitute_dispatches_by_kind():
    rng = random.Random(5)
    assert re.fullmatch(r"(one|three|four|five) years? old", substitute_date("two years old", 400, rng))
    assert substitute_date("On 6 December 2010", 400, rng) == "On 10 January 2012"
    assert re.fullmatch(r"[a-z]+ years and [a-z]+ months", substitute_date("three years and nine months", 400, rng))
    assert substitute_date("the following day", 400, rng) in ("the next day", "the day after")
    assert substitute_date("for two years from 1995", 400, random.Random(0)) == "for three years from 1996"
    assert substitute_date("on Tuesday", 400, rng) == "on Wednesday"  # the document's shift: 400 = 57 weeks + 1
    assert substitute_date("Article 6", 400, rng) is None
    assert re.fullmatch(r"aged \d\d on 10 January 2012", substitute_date("aged 65 on 6 December 2010", 400, rng))


def test_substitutes_differ_from_originals_for_any_offset():
    originals = ["the 1990s", "March 20th", "three years", "aged 65", "last week", "in June", "06/06/95"]
    rng = random.Random(11)
    assert all(substitute_date(o, off, rng) not in (None, o) for o in originals for off in ALL_OFFSETS[::7])


# --------------------------------------------------------------------------- reshape_date (random mode)
@pytest.mark.parametrize("original, words", [("June 1995", FULL_MONTHS), ("May 5", FULL_MONTHS),
                                             ("Dec 2010", set(calendar.month_abbr[1:])),
                                             ("Sept. 1994", set(calendar.month_abbr[1:]) | {"Sept"})])
def test_reshape_date_writes_real_month_names(original, words):
    for month in range(1, 13):
        value = reshape_date(original, date(2001, month, 3), random.Random(0))
        word = re.match(r"[A-Za-z]+", value).group()
        assert word in words and calendar.month_name[month].startswith(word), (original, value)
        assert (word == "Sept") == (month == 9 and original.startswith("Sept"))


@pytest.mark.parametrize("original", ["following day", "in summer", "Winter", "the following day"])
def test_seasons_and_bare_relative_dates_stay_relative(original):
    value = substitute_date(original, 400, random.Random(3))
    assert value and value != original and not any(ch.isdigit() for ch in value)
    assert ("day" in value) == ("day" in original)


@pytest.mark.parametrize("original, language, fmt, moved", [
    ("15/10", "sv", "%d/%m", date(2000, 10, 15)),  # a day above 12 shows the order
    ("3/4", "sv", "%d/%m", date(2000, 4, 3)),      # both ≤ 12: the language's own order, day first in Swedish
    ("3/4", "en", "%m/%d", date(2000, 3, 4)),      # and month first in English
    ("12/25", "en", "%m/%d", date(2000, 12, 25)),
    ("05/10", "nb", "%d/%m", date(2000, 10, 5)),
])
def test_a_day_and_month_without_a_year_move_by_the_offset(original, language, fmt, moved):
    """"15/10" in a Swedish call is 15 October: it moves with the document's other dates,
    stays a valid day and month in the same order, zero-padded only where it was."""
    for offset in (100, -400, 731):
        shifted = shift_date(original, offset, language)
        expected = moved + timedelta(days=offset)
        assert shifted is not None and datetime.strptime(shifted, fmt).date().replace(year=2000) == \
            expected.replace(year=2000), (original, offset, shifted)
        padded = any(part.startswith("0") for part in original.split("/"))
        assert all(len(part) == 2 for part in shifted.split("/")) if padded else \
            not any(part.startswith("0") for part in shifted.split("/")), (original, shifted)
    assert shift_date("13/13", 100, "sv") is None


def test_a_drawn_day_and_month_keep_the_order_the_numbers_show():
    rng = random.Random(0)
    for _ in range(50):
        day = date(1950, 1, 1) + timedelta(days=rng.randrange(365 * 75))
        first, second = (int(p) for p in reshape_date("15/10", day, rng).split("/"))
        assert 1 <= second <= 12 and first == day.day  # day first, as "15" showed
        first, second = (int(p) for p in reshape_date("12/25", day, rng).split("/"))
        assert 1 <= first <= 12 and second == day.day
        first, second = (int(p) for p in reshape_date("3/4", day, rng).split("/"))
        assert first <= 12 and second <= 12  # read either way, still a date
