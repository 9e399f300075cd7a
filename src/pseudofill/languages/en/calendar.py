"""The English calendar: "4 March 2021", "March 4th, 2021", "the 1990s", "Tuesday the 3rd"."""

from __future__ import annotations

from ..calendar import YEAR, Calendar, date_pattern

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal_suffix(n: int) -> str:
    return "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _calendar() -> Calendar:
    mon = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
           r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?!\w)")
    wd = r"(?:mon|tue(?:s)?|wed(?:nes)?|thu(?:r(?:s)?)?|fri|sat(?:ur)?|sun)(?:day)?\.?(?!\w)"
    day = r"(?<!\d)[0-3]?\d(?:st|nd|rd|th)?(?!\d)"
    days = rf"{day}(?:\s*(?:-|–|—|to|and|&|,)\s*(?:the\s+)?{day}){{0,5}}"
    text = (rf"(?:{wd},?\s+(?:the\s+)?)?(?:{days}\s+(?:of\s+)?{mon}(?:,?\s+{YEAR})?"
            rf"|{mon}\s+(?:the\s+)?{days}(?:,?\s+{YEAR})?)|{mon},?\s+(?:of\s+)?{YEAR}")
    decade = r"['’]?s(?!\w)|\bthe\s+(?:(?:early|mid|late)[- ]?)?['’]?\d0['’]?s(?!\w)"
    return Calendar.of(MONTHS, WEEKDAYS, date_pattern(text, "to|and|until|till", decade, month=mon), ordinal_suffix,
                       short_months={"sept": 9}, short_days={"tues": 1, "thur": 3, "thurs": 3})


CALENDAR = _calendar()
