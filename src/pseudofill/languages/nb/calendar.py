"""The Norwegian calendar: "12. januar 2024", "1. mars", "mandag 5. februar", "mars 2021", "3.–5. mai"."""

from __future__ import annotations

import re

from ..calendar import NUMERIC, YEAR, Calendar

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
    pattern = re.compile(
        rf"{NUMERIC}|(?P<text>{text})"
        rf"|(?P<range>(?<![\d'’])(?:1[6-9]|20)\d\d\s*(?:-|–|—|/|til|og)\s*(?:(?:1[6-9]|20)\d\d|\d\d)(?![\d'’]))"
        rf"|(?P<decade>(?<![\d'’])(?:1[6-9]|20)\d0-(?:tallet|årene)(?!\w))"
        rf"|(?P<year>{YEAR})", re.IGNORECASE)
    return Calendar(NB_MONTH_NAMES, NB_DAYS, {m: i for i, m in enumerate(NB_MONTH_NAMES, start=1)},
                    {m[:3]: i for i, m in enumerate(NB_MONTH_NAMES, start=1)} | {"sept": 9},
                    {d: i for i, d in enumerate(NB_DAYS)} | {f"{d}en": i for i, d in enumerate(NB_DAYS)},
                    {d[:3]: i for i, d in enumerate(NB_DAYS)}, pattern, lambda n: ".", NB_DAY_ORDINALS)


CALENDAR = _calendar()
