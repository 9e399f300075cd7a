"""The Swedish calendar: "3 mars 2021", "den 3:e mars", "måndagen den 14 februari", "mars 2021", "3–5 maj"."""

from __future__ import annotations

from ..calendar import YEAR, Calendar, date_pattern

SV_MONTH_NAMES = ("januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
                  "november", "december")
SV_MONTHS = "|".join(SV_MONTH_NAMES)
SV_DAYS = ("måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag")
# The days of a month said as ordinals ("den tredje maj", "tjugoförsta"), 1 to 31.
SV_DAY_ORDINALS = ("första", "andra", "tredje", "fjärde", "femte", "sjätte", "sjunde", "åttonde", "nionde", "tionde",
                   "elfte", "tolfte", "trettonde", "fjortonde", "femtonde", "sextonde", "sjuttonde", "artonde",
                   "nittonde", "tjugonde", *(f"tjugo{w}" for w in ("första", "andra", "tredje", "fjärde", "femte",
                                                                    "sjätte", "sjunde", "åttonde", "nionde")),
                   "trettionde", "trettioförsta")
SV_DAY_ORDINAL = "|".join(sorted(SV_DAY_ORDINALS, key=len, reverse=True))


def _calendar() -> Calendar:
    mon = (r"(?:jan(?:uari)?|feb(?:ruari)?|mars?|apr(?:il)?|maj|juni?|juli?|aug(?:usti)?|sep(?:t(?:ember)?)?"
           r"|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?!\w)")
    wd = rf"(?:{'|'.join(SV_DAYS)})(?:en)?(?!\w)"
    day = rf"(?:(?<!\d)[0-3]?\d(?::[ae])?(?!\d)|(?<!\w)(?:{SV_DAY_ORDINAL})(?!\w))"
    days = rf"{day}(?:\s*(?:-|–|—|till|och|&|,)\s*{day}){{0,5}}"
    text = (rf"(?:{wd},?\s+)?(?:den\s+)?(?:{days}\s+{mon}(?:,?\s+{YEAR})?)|{mon}\s+{YEAR}")
    return Calendar.of(SV_MONTH_NAMES, SV_DAYS, date_pattern(text, "till|och", "-talet(?!\\w)"),
                       lambda n: ":a" if n % 10 in (1, 2) and n % 100 not in (11, 12) else ":e",
                       day_words=SV_DAY_ORDINALS, short_months={"sept": 9, "okt": 10}, definite="en",
                       day_first=True)


CALENDAR = _calendar()
