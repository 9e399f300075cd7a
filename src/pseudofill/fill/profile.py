"""What the substitutes of one document share, so together they still tell its story.

One date shift moves every date of the document (order, intervals and weekdays survive,
as in clinical de-identification); one substitute country receives its places, its
nationalities ("a Polish national … in Lublin" → "a Czech national … in Brno"), its own
people (a Polish applicant gets a Czech name) and its money ("PLN 40,000" → "CZK 40,000");
a foreigner keeps a foreign origin (a Turkish witness in the Polish case keeps a Turkish
name); an organisation is rebuilt from the same substitutes ("Lublin Regional Court" →
"Brno Regional Court").  Everything is drawn from the document's own seed, so a document
gets the same substitutes wherever and in whatever batch it is filled.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..language import get_language, is_everyday
from ..languages.en.kinds import kinds_said
from ..languages.en.spoken import STREET_WORDS
from ..lexicon.gazetteers import local_places, place_names
from ..lexicon.taxonomy import DEMOGRAPHIC, LOCATION, ORGANIZATION_NAME, PERSON_NAME
from ..lexicon.text import capitalised
from .demonyms import DEMONYMS, demonym_country, demonym_of
from .organisations import Composition, compose

_STREET_NAMED = re.compile(r"(?i)[^\W\d_][\w' .-]*?\s+(" + "|".join(sorted(STREET_WORDS | {"parkway"})) + ")")

DATE_SHIFTS = ("document", "random", "none")
ORIGIN_SHARE = 0.35  # of a name's evidence (names.name_languages) one language needs to decide its origin
OWN_SHARE = 0.8  # of that language's evidence its own language or a second one needs for the name to stay local


@dataclass
class DocumentProfile:
    originals: Sequence[tuple[str, str]]  # (label, original string) of every slot, in order
    seed: int
    date_shift: str = "document"
    shift_days: tuple[int, int] = (365, 730)
    language: str = "en"  # the text's: its people's default origin, whether its places keep their country
    _nationalities: dict[str, str] = field(default_factory=dict)
    _surnames: dict[str, str] = field(default_factory=dict)
    _organisations: dict[str, list[Composition]] = field(default_factory=dict)
    _units: dict[str, str] = field(default_factory=dict)  # a body's name part → its substitute

    def _rng(self, purpose: str) -> random.Random:
        """A generator of its own per purpose: places drawn do not move the date shift."""
        return random.Random(f"{self.seed}:{purpose}")

    @cached_property
    def date_offset(self) -> int:
        from .dates import draw_offset

        return draw_offset(self._rng("dates"), *self.shift_days)

    @cached_property
    def age_step(self) -> int:
        """Years added to every age the document states, and taken from its birth dates
        (on top of the date shift), so each age stays true: one to three either way, one
        that keeps every stated age on its side of 18 when there is one, and that still
        moves birth dates by at least the shortest date shift ("born in 1983" must change)."""
        from .durations import age_step_fits, stated_ages

        ages = [age for original in self._of("DATE", "DATE_OF_BIRTH") for age in stated_ages(original)]
        steps = [s for s in (-3, -2, -1, 1, 2, 3) if abs(self.date_offset - round(s * 365.25)) >= self.shift_days[0]]
        return self._rng("ages").choice([s for s in steps if all(age_step_fits(s, a) for a in ages)] or steps)

    @property
    def birth_offset(self) -> int:
        """Days a birth date moves: the date shift less the age step."""
        return self.date_offset - round(self.age_step * 365.25)

    @cached_property
    def occupation_sector(self) -> str | None:
        """The line of work the document's jobs and ranks say most ("Corporal G", "his
        commanding officer": military), for a job said by a word several lines share."""
        from collections import Counter

        from .occupations import sector_of

        said = Counter(sector for original in self._of("OCCUPATION", "PERSON_NAME")
                       if (sector := sector_of(original)) is not None)
        said.update(_SECTOR_OF_BODY[kind] for original in self._of("ORGANIZATION_NAME")  # a prison's staff
                    for kind in kinds_said(original) if kind in _SECTOR_OF_BODY)
        return said.most_common(1)[0][0] if said else None

    def _of(self, *labels: str) -> list[str]:
        return [original for label, original in self.originals if label in labels and original]

    @cached_property
    def locale(self) -> str | None:
        """Where the document's people come from, when its names or its context say so; in
        a language other than English, its own people ("Birgitta" in a Swedish call is
        Swedish, though Finnish and German lists have her too)."""
        from .origins import document_locale

        if not get_language(self.language).guesses_origin:
            return get_language(self.language).locale
        return document_locale(list(self.originals))

    @cached_property
    def lone_name_form(self) -> str:
        """"first" where the document's lone names are first names (a chat's speakers)."""
        from .name_forms import lone_name_form

        return lone_name_form(self._of(PERSON_NAME), self.own_locale)

    @property
    def own_locale(self) -> str | None:
        """The locale whose lists say what a lone name is, in a language whose texts' people
        are its own (None where origins are guessed)."""
        pack = get_language(self.language)
        return None if pack.guesses_origin else pack.locale

    @cached_property
    def places(self) -> Any:
        from .places import PlaceSubstitutes, document_country, place_kind

        own = get_language(self.language)
        places = [capitalised(p) if p.islower() and own.capitalises_only_names else p for p in self._of(LOCATION)]
        # nationalities and money vote with the places where a text is about its country (a
        # judgment); a language whose texts stay home (Swedish reportage of Norwegian skiers)
        # hears them only when no place speaks
        words = self._country_evidence()
        country = document_country(places, [] if own.keeps_country else words) or document_country([], words)
        if own.keeps_country and country not in own.countries and any(p in local_places(own.code) for p in places):
            country = own.countries[0]  # "Mora" in a Swedish call is the Swedish one, not Cameroon's
        substitutes = PlaceSubstitutes(country, self._rng("places"), originals=places, language=self.language)
        for place in places:  # every country named moves before anyone's origin is asked
            if place_kind(place) == "country":
                substitutes.substitute(place)
        return substitutes

    def _country_evidence(self) -> list[str]:
        """Countries the document's nationalities and money name ("the Norwegian
        Government", "NOK 625"): towns alone mislead where a foreign city recurs ("Geneve"
        four times in a Norwegian case)."""
        from .world import currency_country

        codes = []
        for label, original in self.originals:
            if label not in (DEMOGRAPHIC, ORGANIZATION_NAME, "MONEY") or not original:
                continue
            for word in original.split():
                word = word.strip(",.;:()“”\"'’")
                code = demonym_country(word) or (currency_country(word) if label == "MONEY" and
                                                 len(word) == 3 and word.isupper() else None)
                codes.extend([code] if code else [])
        return codes

    def place(self, original: str) -> str:
        street = _STREET_NAMED.fullmatch(original.strip())
        if street:  # "maple avenue" said without its number: another street of that kind
            from ..lexicon.gazetteers import person_names

            names = sorted(n for n in person_names()[1] if re.fullmatch(r"[A-Z][a-z]+", n))  # said as English writes
            name = self._rng(f"street:{original.lower()}").choice(names)
            value = f"{name} {street.group(1)}"
            return value.lower() if original.islower() else value
        if original.islower():  # a caseless "mora", "fresno" is read as "Mora", "Fresno"
            return self.places.substitute(capitalised(original)).lower()
        return self.places.substitute(original)

    def nationality(self, word: str) -> str:
        """A nationality of a country that moved becomes its substitute's; another one a
        different nationality, the same one each time it occurs."""
        key = word.strip().lower()
        if key in self._nationalities:
            return _as_written(self._nationalities[key], word)
        code = demonym_country(word)
        moved = self.places.move(code) if code else None
        if moved and demonym_of(moved):  # "Swedish" where Sweden became Poland: "Polish"
            value = demonym_of(moved) or ""
        else:
            taken = set(self._nationalities.values())
            options = sorted(d for c, d in DEMONYMS.items() if c not in (code, self.places.country) and d not in taken
                             and d.lower() != key)
            value = self._rng(f"nationality:{key}").choice(options)
        self._nationalities[key] = value
        return _as_written(value, word)

    def country_as_nationality(self, country: str) -> str:
        """A country named as a nationality ("a United Kingdom national"): read as its
        nationality."""
        from .places import country_of

        code = country_of(country)
        return self.nationality(demonym_of(code) if code and demonym_of(code) else "Other")

    def surname(self, unit: str) -> str:
        """A surname for a name inside an organisation ("P. J. McGrory and Company")."""
        if unit not in self._surnames:
            from .names import make_person

            own = get_language(self.language)
            locale = self.locale or own.surname_locale or own.locale
            self._surnames[unit] = make_person(locale, "unknown", self._rng(f"surname:{unit}"))[1]
        return self._surnames[unit]

    def organisation(self, original: str) -> list[Composition]:
        """The organisation rebuilt from the document's substitutes, best candidates first
        (once per original: the fill asks for its candidates and for its kept words)."""
        if original not in self._organisations:
            # a short name the text gave a body ("Cosmesin … A/S (“Cosmesin”)") is that body's name part
            key = original.strip()
            said = next((value for unit, value in self._units.items() if unit == key or unit.startswith(key + " ")),
                        None)
            self._organisations[original] = [Composition(said, "")] if said else self._rebuild(original)
        return self._organisations[original]

    def _rebuild(self, original: str) -> list[Composition]:
        from .names import name_locales
        from .places import place_kind

        def resolve(unit: str, kind: str | None) -> str:
            if demonym_country(unit) is not None:
                return self.nationality(unit)
            if place_kind(unit) is not None or kind != "company" and not name_locales(unit):
                self._units[unit] = self.place(unit)
            else:
                self._units[unit] = self.surname(unit)
            return self._units[unit]

        rng = self._rng(f"organisation:{original}")
        if not original.islower():
            return compose(original, resolve, rng)
        # a caseless call's body, read with its capitals back ("galway city council" → "Galway
        # City Council" → "tuam city council"); one named by a place and words that say no
        # kind keeps the words ("idaho central" → "nevada central", "oregon d m v")
        rebuilt = compose(capitalised(original), resolve, rng)
        if not rebuilt and (place := _leading_place(original)):
            rebuilt = [Composition(self.place(place) + original[len(place):], original[len(place):])]
        return [Composition(c.value.lower(), c.kept.lower()) for c in rebuilt]

    def people_locale(self, original: str | None) -> str:
        """A person keeps the origin their name says — when it says it: one language holds
        at least `ORIGIN_SHARE` of the evidence ("Yanıkoğlu", "Yefremova"; not "John",
        which a dozen languages list) and, in a language whose texts' people are its own,
        neither that language nor another lists it nearly as often — else the document's,
        else English."""
        from .names import name_languages, name_locales

        languages = name_languages(original or "")
        pack = get_language(self.language)
        if languages:
            language, *others = languages
            # where a text's people are its own, a name stays one of them unless one foreign
            # language clearly claims it: not one its own language lists as often ("Marte", though
            # German lists have her too), nor one two languages share ("Sigrun": German, Icelandic)
            rival = 0.0 if pack.guesses_origin else max(
                languages.get(pack.locale.split("_")[0], 0.0), languages[others[0]] if others else 0.0)
            if languages[language] >= ORIGIN_SHARE and rival < OWN_SHARE * languages[language]:
                scores = name_locales(original or "")
                locale = max((loc for loc in scores if loc.split("_")[0] == language),
                             key=lambda loc: (scores[loc], loc))
                return self._in_world(locale, original or "")
        return self._in_world(self.locale or get_language(self.language).locale, original or "")

    def _in_world(self, locale: str, original: str) -> str:
        """The home country's people move with it; a foreigner stays foreign to the new one."""
        from .world import moved_locale

        return moved_locale(locale, self.places.moves(), self._rng(f"origin:{original}"))

    def currency(self, amount: str) -> str:
        """An amount in a moved country's money, said in its substitute's: the home
        country's always, another's when the money is that country's alone (a euro amount
        names no one country). One move per amount: "NOK 5" → "EUR 5" stays in euros."""
        from .world import country_facts, currency_country, moved_currency

        home, moves = self.places.country, self.places.moves()
        for old, new in sorted(moves.items(), key=lambda move: move[0] != home):
            facts = country_facts(old)
            if old != home and (facts is None or not facts.currency or currency_country(facts.currency) != old):
                continue
            said = moved_currency(amount, old, new, demonym_of(old), demonym_of(new))
            if said != amount:
                return said
        return amount


_SECTOR_OF_BODY = {"prison": "prison", "police": "police", "military": "military", "health": "medical"}


def _as_written(value: str, like: str) -> str:
    plural = like.rstrip().endswith("s") and not value.endswith("s") and not like.lower().endswith("ss")
    value = value + "s" if plural and like.strip().lower() not in ("swiss",) else value
    return value.upper() if like.isupper() and len(like) > 1 else value


def _leading_place(said: str) -> str | None:
    """The listed place a caseless body's name opens with, the rest everyday words or letters
    ("oregon" of "oregon d m v", "lancaster" of "lancaster general"), or None."""
    words = said.split()
    for n in (2, 1):
        place = " ".join(words[:n])
        rest = words[n:]
        if len(words) > n and place.title() in place_names("en") \
                and all(len(w) == 1 or is_everyday(w, "en", 3.5) for w in rest):
            return place
    return None
