"""How English writes where someone is: the words before a place, the kinds said after
one, and places named by their form ("Yorkshire", "Co. Limerick")."""

from __future__ import annotations

import re

# A city that is also a first name ("Florence", "Chelsea", "Jordan") is a place after these.
PLACE_CONTEXT = ("in", "at", "from", "near", "to", "of", "outside", "around", "into", "via")
# "Limerick city", "Adare village": the kind of place said after its name belongs to it.
PLACE_KINDS = ("city", "town", "village", "county", "province", "region", "district")
SHIRE = re.compile(r"(?<![\w-])[A-Z][a-z]+shire(?!\w)")
# "Co. Limerick", "County Durham": a county named as such, known to the gazetteer or not.
COUNTY = re.compile(r"(?<![\w-])(?:Co\.|County) ([A-Z][\w'’-]+)(?: [A-Z][\w'’-]+)?")
