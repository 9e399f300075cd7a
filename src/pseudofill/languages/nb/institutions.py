"""How Norwegian names its institutions: "NAV Drammen", "Oslo kommune", "Furuset skole",
"Sykehuset Innlandet Gjøvik", "Spjelkavik legesenter", "Hansen Rør AS"."""

from __future__ import annotations

import re

from ..pack import Institutions, named_institutions
from .rules import BANK, NB_NOT_FUNCTION

_NAME = rf"{NB_NOT_FUNCTION}[A-ZÆØÅ][\wæøåéü&'’-]*"
# The words that say what kind of institution a name is: before its name ("NAV Lillestrøm",
# "Sykehuset Innlandet") and after it ("Bodø kommune", "Furuset skole").
HEADS = ("NAV", "Sykehuset", "Legevakten", "Barnehagen", "Skolen", "Kommunen", "Politiet", "Tannlegen",
         "Helsestasjonen", "Biblioteket", "Kirken", "Menigheten", "Borettslaget", "Sameiet", "Stiftelsen",
         "Foreningen", "Frisør", "Kafé", "Restaurant", "Hotell", "Bakeri", "Apotek")
KINDS = ("kommune", "fylkeskommune", "sykehus", "sjukehus", "sentralsykehus", "sentralsjukehus",
         "universitetssykehus", "universitetssjukehus",
         "legesenter", "legekontor", "helsesenter", "skole", "skule", "barneskole", "ungdomsskole",
         "videregående skole", "vgs", "barnehage", "universitet", "høgskole", "høyskole", "bibliotek", "kirke",
         "menighet", "tingrett", "lagmannsrett", "politidistrikt", "borettslag", "sameie", "tannlegesenter",
         "helsestasjon", "sykehjem", "omsorgssenter", "idrettslag")
# One word that says its kind at its end: "Kvaløysletta skole" is two; "Frelsesarmeen", "Tromsøbadet" no.
_KIND_ENDINGS = ("skolen", "sykehuset", "sjukehuset", "kirken", "barnehagen", "legesenteret")
# Authorities named by what they are: Skatteetaten, Arbeidstilsynet, Lånekassen.
AUTHORITY = re.compile(r"(?<![\w-])[A-ZÆØÅ][a-zæøå]+(?:etaten|tilsynet|direktoratet|registeret|registrene|verket|"
                       r"kassen|banken|forvaltningen|ombudet)(?![\w-])")

INSTITUTIONS = Institutions(
    heads=HEADS, kinds=KINDS, authority=AUTHORITY, bank=BANK,
    shapes=(
        AUTHORITY,
        *named_institutions(HEADS, KINDS, _KIND_ENDINGS, _NAME, rf"{NB_NOT_FUNCTION}[A-ZÆØÅ][a-zæøåé]{{2,}}?"),
    ))
