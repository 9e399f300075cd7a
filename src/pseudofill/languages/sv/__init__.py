"""Swedish: no packaged NER reads it, so its names are found by their capitals, titles,
introducing phrases and the gazetteers; its places stay in Sweden."""

from __future__ import annotations

from ..en.titles import HONORIFICS as INTERNATIONAL
from ..pack import LanguagePack, PhoneRules, listed_titles, word_file
from .calendar import CALENDAR
from .institutions import INSTITUTIONS
from .rules import SWEDISH_RULES
from .said import SAID
from .spoken import ABBREVIATION, NUMBERS, SPELLING, USERNAME_HOTWORDS
from .surrogates import SURROGATES

HONORIFICS = ("herr", "hr", "fru", "fröken", "frk", "doktor", "dr", "professor", "prof", "greve", "grevinnan",
              "grevinna", "friherre", "friherrinnan", "baron", "baronessan", "pastor", "syster", "broder",
              "farbror", "morbror", "faster", "moster", "tant", "kära", "käre")
OFFICES = ("kung", "kungen", "drottning", "drottningen", "prins", "prinsen", "prinsessan", "statsminister",
           "statsministern", "minister", "ministern", "kapten", "kaptenen", "överste", "översten", "löjtnant",
           "major", "general", "generalen", "amiral", "biskop", "biskopen", "kyrkoherde", "domare", "rådman",
           "advokat", "åklagare", "kommissarie", "polisinspektör", "direktör", "direktören", "landshövding",
           "borgmästare", "riksdagsman", "ingenjör", "konsul", "rektor", "lektor", "docent", "överläkare")
INTRODUCERS = ("som heter", "heter", "vid namn", "kallad", "kallas", "kallade", "född", "företrädd av",
               "företrädda av", "biträdd av", "gift med", "änka efter", "sökanden", "klaganden", "tilltalade",
               "målsäganden", "vittnet", "mitt namn är", "jag heter", "det här är", "det är", "pratar med",
               "talar med", "prata med", "tala med", "fråga efter", "hälsningar", "mvh")

SWEDISH = LanguagePack(
    "sv", "Swedish", "sv_SE", ("SE",), keeps_country=True, capitalises_only_names=True,
    capabilities=frozenset({"organisations"}), institutions=INSTITUTIONS,
    local_place_names=True, double_first_names=True,
    honorifics=HONORIFICS,
    offices=OFFICES,
    introducers=INTRODUCERS, titles=listed_titles(HONORIFICS, OFFICES, INTRODUCERS, also=INTERNATIONAL),
    place_prepositions=("i", "på", "från", "till", "vid", "utanför", "genom", "mot", "nära", "kring", "över"),
    place_kinds=("stad", "kommun", "län", "socken", "landskap"),
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
    function_words=word_file(__name__, "function_words.txt"),
    name_suffixes=("s", "are", "aren", "arna", "arnas", "ares", "bo", "bon", "bor", "borna", "ska", "sk"),
    name_compounds=True,
    name_cues=frozenset("heter hej hejsan tjena hallå tack fru herr doktor dr syster med namn namnet kallas "
                        "hette".split()),
    possessives=frozenset("min din sin mitt ditt sitt mina dina sina vår vårt våra er ert era".split()),
    place_verbs=frozenset("norr söder öster väster bor bodde flyttade flyttat".split()),
    everyday_above=5.5,  # wordfreq ranks Swedish names high ("anna", "lars")
    # "08-123 45 67", "+46 8 123 45 67": "381 613 331" (an account) and "5050-1055" (a bankgiro) are
    # valid national numbers without their trunk, but no phone as written
    phones=PhoneRules(("SE", "US", "GB", "DE", "FR", "IN", "CA", "AU", "IL", "BR"),
                      hotwords=("telefon", "telefonnummer", "telefonnumret", "tel", "tfn", "mobil", "mobilnummer",
                                "mobilnumret", "ring", "ringa", "ringer", "nummer", "numret", "nås på", "sms"),
                      birth_hotwords=("född", "födelsedatum", "födelsedag", "föddes"), min_digits=7,
                      trunk_region="SE"),
    rules=SWEDISH_RULES, surrogates=SURROGATES,
    numbers=NUMBERS, spelling=SPELLING, username_hotwords=USERNAME_HOTWORDS, abbreviation=ABBREVIATION,
    calendar=CALENDAR, articles=("en", "ett", "den", "det"), said=SAID,
    loan_languages=("en",),  # Swedish borrows English words ("password", "Royal"): everyday there, no name here
    instruct_example=("Jag träffade [MASK_1] vid stationen i [MASK_2] i måndags.",
                      "MASK_1 is a person name; MASK_2 is a location", {"MASK_1": "Karin Berg", "MASK_2": "Umeå"}),
    lm="gemma3",  # multilingual Gemma 3 270M: SmolLM2 knows little Swedish (benchmarks/bench_swedish_lm.py)
)
