"""Norwegian Bokmål: no packaged NER reads it, so its names are found by their capitals,
titles, introducing phrases and the gazetteers; its places stay in Norway; its identifiers
(fødselsnummer, D-number, organisasjonsnummer, accounts) pass their check digits."""

from __future__ import annotations

from ..en.titles import HONORIFICS as INTERNATIONAL
from ..pack import LanguagePack, PhoneRules, listed_titles, word_file
from .calendar import CALENDAR
from .institutions import INSTITUTIONS
from .rules import NORWEGIAN_RULES
from .said import SAID
from .spoken import ABBREVIATION, NUMBERS, SPELLING, USERNAME_HOTWORDS
from .surrogates import SURROGATES

HONORIFICS = ("herr", "hr", "fru", "frøken", "frk", "doktor", "dr", "professor", "prof", "pastor", "søster",
              "onkel", "tante", "kjære")
OFFICES = ("kong", "kongen", "dronning", "dronningen", "prins", "prinsen", "prinsesse", "prinsessen",
           "statsminister", "statsministeren", "minister", "ministeren", "kaptein", "kapteinen", "oberst", "major",
           "general", "generalen", "admiral", "biskop", "biskopen", "sogneprest", "prest", "dommer", "advokat",
           "politiadvokat", "aktor", "politiinspektør", "politibetjent", "pb", "lensmann", "direktør", "direktøren",
           "fylkesmann", "statsforvalter", "ordfører", "ordføreren", "rådmann", "stortingsrepresentant", "ingeniør",
           "konsul", "rektor", "lektor", "dosent", "overlege", "fastlege", "helsesykepleier", "sykepleier",
           "saksbehandler", "prosjektleder", "daglig leder")
INTRODUCERS = ("som heter", "heter", "ved navn", "kalt", "kalles", "født", "representert ved", "gift med",
               "enke etter", "klager", "tiltalte", "fornærmede", "vitnet", "vitne", "anmelder", "pasient", "bruker",
               "mitt navn er", "jeg heter", "dette er", "det er", "snakker med", "prat med", "spør etter",
               "hilsen", "mvh", "med vennlig hilsen", "vennlig hilsen", "pårørende", "sign")

NORWEGIAN = LanguagePack(
    "nb", "Norwegian Bokmål", "no_NO", ("NO",), keeps_country=True, capitalises_only_names=True,
    local_place_names=True, double_first_names=True, aliases=("no",),
    capabilities=frozenset({"organisations"}), institutions=INSTITUTIONS,
    honorifics=HONORIFICS, offices=OFFICES, introducers=INTRODUCERS,
    titles=listed_titles(HONORIFICS, OFFICES, INTRODUCERS, also=INTERNATIONAL),
    place_prepositions=("i", "på", "fra", "til", "ved", "utenfor", "gjennom", "mot", "nær", "rundt", "over"),
    place_kinds=("by", "kommune", "fylke", "sogn", "bydel"),
    name_locales=("no_NO", "sv_SE", "da_DK"),
    keep=frozenset("mai mars april juni juli dag liv mark kari per ola anne bjørn rune stein vår sol eik lind "
                   "berg dal strand vik hagen lie moen bakken nes haug".split()),
    exonyms=("Roma", "København", "Moskva", "Mexico", "Beijing", "Athen", "Brussel", "Wien", "Praha", "Lisboa",
             "Napoli", "Venezia", "Firenze", "Genève", "München", "Kairo", "Bagdad", "Jerusalem", "Helsingfors",
             "Åbo", "Kiev", "Kyiv", "St. Petersburg", "Gdańsk", "Grønland", "Island", "Færøyene", "Svalbard",
             "Østlandet", "Vestlandet", "Sørlandet", "Nord-Norge", "Trøndelag", "Finnmark", "Troms", "Nordland",
             "Vestland", "Rogaland", "Agder", "Viken", "Innlandet", "Vestfold", "Telemark", "Buskerud", "Akershus",
             "Østfold", "Møre og Romsdal", "Hedmark", "Oppland", "Sogn og Fjordane", "Hordaland", "Lofoten",
             "Vesterålen", "Hardanger", "Valdres", "Hallingdal", "Gudbrandsdalen", "Romerike", "Sunnfjord"),
    surname_endings=("sen", "ssen", "stad", "rud", "land", "heim", "vik", "berg", "dal", "bakken", "haug", "lie",
                     "nes", "strand", "moen", "bø", "ås", "seth", "vold", "bråten", "gård", "gaard"),
    neutral=(("PERSON_NAME", "noen"), ("LOCATION", "et sted"), ("ORGANIZATION_NAME", "firmaet"), ("*", "noe")),
    function_words=word_file(__name__, "function_words.txt"),
    name_suffixes=("s",),
    name_compounds=True,
    name_cues=frozenset("heter hei hallo takk fru herr doktor dr navn navnet kalles het med her".split()),
    possessives=frozenset("mi di si min din sin mitt ditt sitt mine dine sine vår vårt våre deres".split()),
    place_verbs=frozenset("nord sør øst vest bor bodde flytta flyttet bosatt".split()),
    everyday_above=5.5,  # wordfreq ranks Norwegian names high ("kari", "per")
    phones=PhoneRules(("NO", "SE", "US", "GB", "DE", "FR", "IN", "CA", "AU", "IL", "BR"),
                      hotwords=("telefon", "telefonnummer\\w*", "tlf", "tel", "mob", "mobil", "mobilnummer\\w*",
                                "ring", "ringe", "ringer", "nummer", "nummeret", "nås på", "sms"),
                      birth_hotwords=("født", "fødselsdato", "fødselsdag", "f."), min_digits=8),
    rules=NORWEGIAN_RULES, surrogates=SURROGATES, plate_letters="ABCDEFHJKLNPRSTUVXYZ",
    numbers=NUMBERS, spelling=SPELLING, username_hotwords=USERNAME_HOTWORDS, abbreviation=ABBREVIATION,
    calendar=CALENDAR, articles=("en", "ei", "et", "den", "det"), said=SAID,
    loan_languages=("en",),  # Norwegian borrows English words ("password", "Royal"): everyday there, no name here
    instruct_example=("Jeg møtte [MASK_1] på stasjonen i [MASK_2] på mandag.",
                      "MASK_1 is a person name; MASK_2 is a location", {"MASK_1": "Kari Nilsen", "MASK_2": "Hamar"}),
    lm="gemma3",  # the multilingual Gemma 3 270M, as for Swedish
)
