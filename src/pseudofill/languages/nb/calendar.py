"""The Norwegian calendar: "12. januar 2024", "1. mars", "mandag 5. februar", "mars 2021", "3.–5. mai"."""

from __future__ import annotations

from ..calendar import YEAR, Calendar, date_pattern

NB_MONTH_NAMES = ("januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
                  "november", "desember")
NB_MONTHS = "|".join(NB_MONTH_NAMES)
NB_DAYS = ("mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag")
# The days of a month said as ordinals ("fjortende mars", "tjueandre januar"), 1 to 31.
_ORDINAL_UNITS = ("første", "andre", "tredje", "fjerde", "femte", "sjette", "sjuende", "åttende", "niende")
NB_DAY_ORDINALS = (*_ORDINAL_UNITS, "tiende", "ellevte", "tolvte", "trettende", "fjortende", "femtende", "sekstende",
                   "syttende", "attende", "nittende", "tjuende", *(f"tjue{w}" for w in _ORDINAL_UNITS),
                   "trettiende", "trettiførste", "tjugende")
NB_DAY_ORDINAL = "|".join(sorted(NB_DAY_ORDINALS, key=len, reverse=True))
MONTH = (r"(?:jan(?:uar)?|feb(?:ruar)?|mars?|apr(?:il)?|mai|juni?|juli?|aug(?:ust)?|sep(?:t(?:ember)?)?"
         r"|okt(?:ober)?|nov(?:ember)?|des(?:ember)?)\.?(?!\w)")


def _calendar() -> Calendar:
    wd = rf"(?:{'|'.join(NB_DAYS)})(?:en)?(?!\w)"
    day = rf"(?:(?<!\d)[0-3]?\d\.(?!\d)|(?<!\w)(?:{NB_DAY_ORDINAL})(?!\w))"
    days = rf"{day}(?:\s*(?:-|–|—|til|og|&|,)\s*{day}){{0,5}}"
    text = rf"(?:{wd},?\s+)?(?:den\s+)?(?:{days}\s*{MONTH}(?:,?\s+{YEAR})?)|{MONTH}\s+{YEAR}"
    return Calendar.of(NB_MONTH_NAMES, NB_DAYS, date_pattern(text, "til|og", "-(?:tallet|årene)(?!\\w)"),
                       lambda n: ".", day_words=NB_DAY_ORDINALS, short_months={"sept": 9}, definite="en",
                       day_first=True)


CALENDAR = _calendar()
