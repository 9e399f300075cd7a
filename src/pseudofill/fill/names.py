"""Person names that keep their origin and gender: "Mr Kamil Prus" in a case against
Poland becomes another Polish man, not "Cheryl Bishop".

Faker's person lists (69 locales with Latin-script names; Russian, Ukrainian, Greek,
Bulgarian, Macedonian, Georgian and Armenian ones romanised as an English judgment writes
them, "Ivanov") say where a written name comes from and a first name's gender;
nationalities, the respondent state and places pick a document's locale when its names
alone do not; name_forms.py copies a mention's shape ("M.P. Pellonpää" → "A.B. Yılmaz").
"""

from __future__ import annotations

import functools
import importlib
import math
import random
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable

from ..languages.en.titles import AMBIGUOUS_HONORIFICS, HONORIFICS, OFFICES
from ..lexicon.gazetteers import cached_lists, provider_attr
from ..lexicon.taxonomy import PERSON_TITLES
from .constraints import reads_as_a_word

KINDS = ("first_male", "first_female", "first", "last_male", "last_female", "last")
_BIT = {kind: 1 << i for i, kind in enumerate(KINDS)}
_FIRST = _BIT["first_male"] | _BIT["first_female"] | _BIT["first"]
_LAST = _BIT["last_male"] | _BIT["last_female"] | _BIT["last"]
_ATTRS = {  # kind → Faker attributes, the first present wins (romanised before native script)
    "first_male": ("first_romanized_names_male", "first_names_male"),
    "first_female": ("first_romanized_names_female", "first_names_female"),
    "first": ("first_romanized_names", "first_names"),
    "last_male": ("last_names_male", "male_last_names"),
    "last_female": ("last_names_female",),
    "last": ("last_romanized_names", "unisex_last_names", "last_names"),
}
# Feminine surnames Faker lacks: Polish -ski → -ska, Lithuanian -as/-is/-us → married -ienė.
# Names are drawn by the square root of Faker's frequencies where it has them: commoner
# names, as real text has, without "James Smith" in every other document.
WEIGHT_POWER = 0.5
UNISEX_POOL = 20  # fewer names of either sex in a language's lists: an unknown sex is drawn instead
_UNPLACED = 4.0  # the evidence for "from nowhere we know": one full-strength spelling clue
_FEMININE = {"pl_PL": (("ski", "ska"), ("cki", "cka"), ("dzki", "dzka")),
             "lt_LT": (("ius", "ienė"), ("as", "ienė"), ("is", "ienė"), ("ys", "ienė"), ("us", "ienė"))}
# Letters Faker's `unidecode` romanises unlike an English judgment (it writes ძ as "z'").
_BEFORE_UNIDECODE = {
    "bg_BG": {"ъ": "a", "щ": "sht", "й": "y", "х": "h", "ю": "yu", "я": "ya", "ь": ""},
    "mk_MK": {"х": "h", "ј": "j", "ќ": "kj", "ѓ": "gj", "џ": "dzh", "ѕ": "dz"},
    "ka_GE": {"ძ": "dz", "ხ": "kh", "ც": "ts", "წ": "ts", "ჭ": "ch", "ჩ": "ch", "ღ": "gh", "თ": "t", "ფ": "p",
              "ქ": "k", "ყ": "q"},
    "hy_AM": {"ու": "u", "ւ": "v"},
}
# Letters that name their locale outright, where the lists are too small to say so
# (Azerbaijani shares ı, ğ, ş with Turkish but writes ə; Turkish names are far commoner).
_LETTERS = {"ı": "tr_TR", "ğ": "tr_TR", "ş": "tr_TR", "ə": "az_AZ", "ţ": "ro_RO", "ő": "hu_HU", "ű": "hu_HU",
            "į": "lt_LT", "ų": "lt_LT", "ĺ": "sk_SK", "ŕ": "sk_SK"}
# Languages whose Faker locales have no Latin-script names → the locale standing in.
STAND_IN = {"ar": "fr_DZ", "fa": "fr_DZ", "he": "en_US", "ko": "en_US", "th": "en_TH", "hi": "en_IN"}
_FOLD = str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss", "æ": "ae",
                       "Æ": "Ae", "œ": "oe", "ə": "e", "Ə": "E", "þ": "th", "ð": "d", "’": "'"})


def without_diacritics(text: str) -> str:
    """Without diacritics: "Yilmaz" typed in English still finds "Yılmaz"; "đang" is "dang"
    in a caseless English call (a recogniser writes no such letter)."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _fold(text: str) -> str:
    return text.casefold() if text.isascii() else without_diacritics(text).casefold()


def _is_latin(name: str) -> bool:
    return all(not c.isalpha() or unicodedata.name(c, "").startswith("LATIN") for c in name)


def _romaniser(locale: str) -> Callable[[str], str] | None:
    """Faker's own romanisation of a locale's script (None: its names are Latin already)."""
    from faker.decode import unidecode

    if locale in ("ru_RU", "uk_UA"):
        translit = importlib.import_module(f"faker.providers.person.{locale}").translit
    elif locale == "el_GR":
        from faker.providers.internet.el_GR import latinize as translit
    elif locale in _BEFORE_UNIDECODE:
        def translit(name: str) -> str:
            for native, latin in _BEFORE_UNIDECODE[locale].items():
                name = name.replace(native, latin).replace(native.capitalize(), latin.capitalize())
            return unidecode(name).replace("`", "").replace("'", "")
    else:
        return None

    def romanise(name: str) -> str:
        try:
            latin = translit(name)
        except KeyError:  # a letter missing from Faker's table ("Ё")
            latin = unidecode(name)
        return re.sub(r"[^\W\d_]+", lambda m: m[0][:1].upper() + m[0][1:].lower(), latin)  # "THeodosis"
    return romanise


def _build_lists() -> list[list[str]]:
    """Rows [locale, kind, names…] of every Faker locale with Latin-script person names,
    and [locale, kind@, frequencies…] where Faker weighs them."""
    from faker.config import AVAILABLE_LOCALES
    from faker.providers.person import Provider as Base

    rows = []
    for locale in AVAILABLE_LOCALES:
        try:
            provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        except (ImportError, AttributeError):
            continue
        romanise = _romaniser(locale) or str

        def pick(attrs: tuple[str, ...], provider: type = provider, romanise: Callable[[str], str] = romanise
                 ) -> dict[str, float]:
            """The first attribute with Latin names (not Base's "John", "Doe"), each with
            Faker's frequency where it gives one (18 locales), else 1."""
            for attr in attrs:
                value = provider_attr(provider, attr)
                weights = value if isinstance(value, dict) else dict.fromkeys(value or (), 1.0)  # type: ignore[arg-type]
                names: dict[str, float] = defaultdict(float)
                for raw, weight in weights.items():
                    name = romanise(raw).strip() if isinstance(raw, str) else ""
                    name = name.title() if name.isupper() else name
                    if len(name) > 1 and name[0].isupper() and _is_latin(name):
                        names[name] += float(weight)
                if value is not provider_attr(Base, attr) and names:
                    return dict(names)
            return {}
        lists = {kind: pick(attrs) for kind, attrs in _ATTRS.items()}
        if lists["first_male"] or lists["first_female"]:
            lists["first"] = {}
        if lists["last_male"] or lists["last_female"]:
            lists["last"] = pick(("last_names_unisex", "unisex_last_names"))
        if stems := pick(("last_names_without_suffix",)):  # Icelandic patronymics
            lists.update(last_male={s + "son": w for s, w in stems.items()},
                         last_female={s + "dóttir": w for s, w in stems.items()}, last={})
        if locale == "lt_LT":  # one list of each; Lithuanian men's names end in -s
            first = lists["first"]
            lists.update(last_male=lists["last"], last={}, first={},
                         first_male={n: w for n, w in first.items() if n.endswith("s")},
                         first_female={n: w for n, w in first.items() if not n.endswith("s")})
        if rules := _FEMININE.get(locale):
            lists["last_female"] = {next((n[: -len(m)] + f for m, f in rules if n.endswith(m)), n): w
                                    for n, w in lists["last_male"].items()}
        for kind, names in lists.items():
            ordered = sorted(names)
            rows += [[locale, kind, *ordered]] if names else []
            if len(set(names.values())) > 1:  # frequencies: "<kind>@" beside the names, in their order
                rows.append([locale, kind + "@", *(f"{names[n]:.6g}" for n in ordered)])
    return rows


class _Tables:
    """Per-locale lists and what `name_locales` reads off them: name → locales, and how
    much likelier a letter or a surname ending is in one locale (rates by list size)."""

    def __init__(self, rows: list[list[str]]) -> None:
        self.lists: dict[str, dict[str, tuple[str, ...]]] = defaultdict(dict)
        self.weights: dict[tuple[str, str], tuple[float, ...]] = {}  # (locale, kind) → Faker's frequencies
        for locale, kind, *names in rows:
            if kind.endswith("@"):
                self.weights[locale, kind[:-1]] = tuple(float(w) ** WEIGHT_POWER for w in names)
            else:
                self.lists[locale][kind] = tuple(names)
        self.lists, self.locales = dict(self.lists), sorted(self.lists)
        names: dict[str, list[int]] = defaultdict(list)
        letters: dict[str, Counter[str]] = defaultdict(Counter)
        endings: dict[str, Counter[str]] = defaultdict(Counter)
        gendered: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        sizes, surnames = Counter[str](), Counter[str]()
        for code, locale in enumerate(self.locales):
            for kind, kind_names in self.lists[locale].items():
                bit, last, female = _BIT[kind], kind.startswith("last"), kind == "last_female"
                for name in kind_names:
                    folded, low = _fold(name), name.lower()
                    names[folded].append(code << 6 | bit)
                    if not name.isascii():
                        letters[locale].update({c for c in low if ord(c) > 127 and c.isalpha()})
                    for ending in {low[-4:], low[-3:], folded[-4:], folded[-3:]} if last else ():
                        endings[locale][ending] += 1
                        if kind != "last":
                            gendered[ending][female] += 1
                sizes[locale] += len(kind_names)
                surnames[locale] += len(kind_names) if last else 0
        self.names = {key: _merge(entry) for key, entry in names.items()}
        self.letters = {**_shares(letters, sizes, minimum=3), **{c: {loc: 1.0} for c, loc in _LETTERS.items()}}
        self.endings = _shares(endings, surnames, minimum=4)
        self.surname_gender = {e: (m, f) for e, (m, f) in gendered.items() if m + f >= 5}

    def hits(self, word: str) -> list[tuple[str, int]]:
        """(locale, kind bits) of every list holding `word`, diacritics or not."""
        return [(self.locales[code >> 6], code & 63) for code in self.names.get(_fold(word), ())]


def _merge(codes: list[int]) -> tuple[int, ...]:
    """One `locale << 6 | kind bits` per locale."""
    if len(codes) == 1:
        return (codes[0],)
    merged: defaultdict[int, int] = defaultdict(int)
    for code in codes:
        merged[code >> 6] |= code & 63
    return tuple(locale << 6 | bits for locale, bits in merged.items())


def _shares(counts: dict[str, Counter[str]], sizes: Counter[str], minimum: int) -> dict[str, dict[str, float]]:
    """feature → {locale: share of its rate}, damped while the feature is rare."""
    rates: dict[str, dict[str, float]] = defaultdict(dict)
    totals: Counter[str] = Counter()
    for locale, counter in counts.items():
        for feature, n in counter.items():
            rates[feature][locale] = n / sizes[locale]
            totals[feature] += n
    return {f: {loc: rate / sum(r.values()) * totals[f] / (totals[f] + 5) for loc, rate in r.items()}
            for f, r in rates.items() if totals[f] >= minimum}


@functools.lru_cache(maxsize=1)
def _tables() -> _Tables:
    return _Tables(cached_lists("person_lists_v3", ("faker",), _build_lists))


_TITLE = re.compile(r"^(?:(?:" + "|".join(sorted(PERSON_TITLES, key=len, reverse=True)) + r")\.?\s+)+",
                    re.IGNORECASE)
# A title chain inside a mention ("Mr", "Lord Justice", "Judge", "Ms Dr"): the substitute keeps it.
_TITLE_CHAIN = re.compile(rf"^(?:(?:{HONORIFICS}|{AMBIGUOUS_HONORIFICS}|{OFFICES})\.?\s+)+")
_POSSESSIVE = re.compile(r"(?:['’]s|(?<=s)['’])$")
_INITIAL = re.compile(r"(?:[^\W\d_]{1,2}\.[\s-]*)+[^\W\d_]?|[^\W\d_]")  # "M.P.", "J.-P.", "W.K"
_PARTICLES = frozenset("van von der den de del della di da du le la ter ten bin ibn al el".split())


def name_words(name: str) -> tuple[str, list[str]]:
    """(possessive ending, words) of a mention without its title; a comma is a word."""
    text = _TITLE.sub("", name.strip())
    possessive = _POSSESSIVE.search(text)
    text = text[: possessive.start()] if possessive else text
    return (possessive.group() if possessive else ""), text.replace(",", " , ").split()


def split_title(mention: str) -> tuple[str, str]:
    """("Mr ", "Kamil Prus") from "Mr Kamil Prus"; ("", mention) without a title."""
    title = _TITLE_CHAIN.match(mention)
    if title is None or title.end() == len(mention):
        return "", mention
    return title.group(), mention[title.end():]


def is_initial(word: str) -> bool:
    return word[:1].isupper() and _INITIAL.fullmatch(word) is not None


def lookup_words(name: str) -> list[str]:
    """The words that can be looked up: no initials, particles ("van") or commas."""
    return [w for w in name_words(name)[1] if w != "," and not is_initial(w) and w.lower() not in _PARTICLES]


def name_locales(name: str) -> dict[str, float]:
    """Locales whose lists hold the name's parts → share of the evidence, best first.
    A part found scores 10 plus its rarity across locales, so both parts found beat one;
    letters and surname endings typical of a locale ("ğ", "-ska") add up to 4 each.  The
    shares leave room for "no known origin" (`_UNPLACED`): a lone weak clue ("-miya")
    does not decide one."""
    scores = _evidence(name)
    total = sum(scores.values()) + _UNPLACED
    return {loc: s / total for loc, s in sorted(scores.items(), key=lambda kv: -kv[1]) if s / total >= 0.002}


def name_languages(name: str) -> dict[str, float]:
    """Languages ("tr", "de") → share of the evidence, best first.  A language counts its
    best locale, not the sum of its locales: German's five lists (which also hold many
    Turkish and Polish names) do not outvote Turkish's one."""
    best: defaultdict[str, float] = defaultdict(float)
    for locale, score in _evidence(name).items():
        language = locale.split("_")[0]
        best[language] = max(best[language], score)
    total = sum(best.values()) + _UNPLACED
    return {lang: s / total for lang, s in sorted(best.items(), key=lambda kv: -kv[1]) if s / total >= 0.002}


def _evidence(name: str) -> dict[str, float]:
    tables, words = _tables(), lookup_words(name)
    scores: defaultdict[str, float] = defaultdict(float)
    for i, word in enumerate(words):
        role = _FIRST | _LAST if len(words) == 1 or 0 < i < len(words) - 1 else _FIRST if i == 0 else _LAST
        for part in filter(None, word.split("-")):
            hits = tables.hits(part)
            rarity = math.log(1 + len(tables.locales) / len(hits)) if hits else 0.0
            for locale, bits in hits:
                scores[locale] += (1.0 if bits & role else 0.6) * (10 + rarity)
            for locale, share in _spelling(part, surname=bool(role & _LAST)).items():
                scores[locale] += 4 * share
    return scores


def _spelling(word: str, surname: bool) -> dict[str, float]:
    """Locale shares from the word's non-ASCII letters and, for a surname, its ending."""
    tables, low = _tables(), word.lower()
    evidence: defaultdict[str, float] = defaultdict(float)
    for letter in {c for c in low if ord(c) > 127}:
        for locale, share in tables.letters.get(letter, {}).items():
            evidence[locale] += share
    ending = next((low[-n:] for n in (4, 3) if surname and len(low) > n and low[-n:] in tables.endings), "")
    for locale, share in tables.endings.get(ending, {}).items():
        evidence[locale] += share
    return evidence


def first_name_gender(first: str, locale: str | None = None, language: str | None = None) -> str:
    """"male" | "female" | "unknown": each locale listing the name for one gender votes
    (listed for both, it abstains); two thirds decide, and `locale`'s own vote wins; with
    `language` (the one the whole name is from) only its locales vote where any of them
    does ("Joan" is a woman in English lists, a man in Catalan and Spanish ones)."""
    words, locale = lookup_words(first), resolve_locale(locale) if locale else None
    votes: Counter[str] = Counter()
    own: Counter[str] = Counter()
    for loc, bits in _tables().hits(words[0].split("-")[0]) if words else ():
        male, female = bool(bits & _BIT["first_male"]), bool(bits & _BIT["first_female"])
        if male != female:
            if loc == locale:
                return "male" if male else "female"
            votes["male" if male else "female"] += 1
            if loc.split("_")[0] == language:
                own["male" if male else "female"] += 1
    votes = own or votes
    (top, n), *rest = votes.most_common() or [("unknown", 0)]
    return top if n and (not rest or n >= 2 * rest[0][1]) else "unknown"


def last_name_gender(last: str) -> str:
    """A surname's gender where its language marks it ("Kowalska", "Novotná", "Ivanova"):
    from the gendered surname lists, else from the endings seen in them."""
    words = lookup_words(last)
    if not words:
        return "unknown"
    word = words[-1].split("-")[-1]
    kinds = {bits & (_BIT["last_male"] | _BIT["last_female"]) for _, bits in _tables().hits(word)} - {0}
    if len(kinds) == 1:
        return "female" if kinds == {_BIT["last_female"]} else "male"
    for ending in (word.lower()[-4:], word.lower()[-3:]):
        male, female = _tables().surname_gender.get(ending, (0, 0))
        if male + female and max(male, female) >= 9 * min(male, female):
            return "female" if female > male else "male"
    return "unknown"


def person_locales() -> tuple[str, ...]:
    """The Faker locales with Latin-script person names, the ones `make_person` draws from."""
    return tuple(_tables().locales)


def resolve_locale(locale: str) -> str:
    """The locale with Latin-script names standing for `locale` ("pl", "pl-PL", "ar_SA")."""
    lists = _tables().lists
    locale = locale.replace("-", "_")
    language = locale.split("_")[0].lower()
    return locale if locale in lists else STAND_IN.get(language) or next(
        (loc for loc in sorted(lists) if loc.split("_")[0] == language), "en_US")


def make_person(locale: str, gender: str, rng: random.Random, unisex: bool = False) -> tuple[str, str]:
    """(first, last) from `locale`'s lists for `gender` ("unknown": either), fixed by the
    rng's state; with gendered and unisex surname lists (Polish, Azerbaijani) each is half.
    A first name other lists give the other sex ("Kim", "Antonie") is drawn again: the
    reader, who knows no list, must still read the pronouns right.  With `unisex`, an
    unknown sex takes a first name of either sex where the language's lists have enough."""
    tables = _tables()
    locale = resolve_locale(locale)
    table = tables.lists[locale]
    pool: tuple[str, ...] = ()
    if gender not in ("male", "female"):
        pool = unisex_first_names(locale.split("_")[0]) if unisex else ()
        gender = "male" if rng.random() < .5 else "female"  # the surname's, where surnames have one

    def draw(part: str) -> str:
        kinds = [k for k in (f"{part}_{gender}", part) if table.get(k)]
        kinds = kinds or [k for k in table if k.startswith(part)]
        kind = kinds[0] if len(kinds) == 1 else kinds[rng.random() < .5]
        if weights := tables.weights.get((locale, kind)):
            return rng.choices(table[kind], weights)[0]
        return rng.choice(table[kind])
    if len(pool) >= UNISEX_POOL:
        return rng.choice(pool), draw("last")
    first = draw("first")
    for _ in range(4):
        if first_name_gender(first) == gender:
            break
        first = draw("first")
    return first, draw("last")


@functools.lru_cache(maxsize=8)
def unisex_first_names(language: str) -> tuple[str, ...]:
    """First names `language`'s lists give both sexes and do not, taken together, claim for
    one ("Bailey", "Leslie"): the substitute of someone whose sex the text does not tell
    ("Cary") tells none either, where a drawn sex would contradict half the readers."""
    both = {name for locale, table in _tables().lists.items() if locale.split("_")[0] == language
            for name in set(table.get("first_male", ())) & set(table.get("first_female", ()))}
    return tuple(sorted(n for n in both if first_name_gender(n, language=language) == "unknown"
                        and not reads_as_a_word(n)))  # not "Bird", "Justice", "Unknown"


def list_roles(word: str) -> tuple[int, int]:
    """(first-name lists, surname lists) of Faker's locales that hold the word."""
    hits = _tables().hits(word.split("-")[0])
    return sum(bool(b & _FIRST) for _, b in hits), sum(bool(b & _LAST) for _, b in hits)


def own_role(word: str, locale: str) -> str | None:
    """"first" or "last" where `locale`'s lists hold the word as one and not the other
    ("Marte" is a Norwegian first name, though an Austrian list has her as a surname)."""
    bits = next((b for loc, b in _tables().hits(word.split("-")[0]) if loc == resolve_locale(locale)), 0)
    if bool(bits & _FIRST) == bool(bits & _LAST):
        return None
    return "first" if bits & _FIRST else "last"


def surname_table(last: str) -> dict[str, list[str]]:
    """Faker's name lists of the locale a surname most likely comes from."""
    return _tables().lists[resolve_locale(next(iter(name_locales(last)), "en_US"))]

