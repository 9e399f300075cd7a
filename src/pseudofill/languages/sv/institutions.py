"""How Swedish names its institutions: "Skatteverket", "Vårdcentralen Sävja", "Örebro kommun",
"Kvarnbyskolan", "Perssons Bil & Däck"."""

from __future__ import annotations

import re

from ..pack import Institutions, named_institutions

# A capitalised word that is no sentence-initial function word ("Från Tallbacksvägen 4").
SV_NOT_FUNCTION = (r"(?!(?:På|I|Från|Till|Vid|Mot|Hos|Med|Och|Men|Det|Den|Där|Här|Nu|Ja|Nej|Om|Efter|Före|Under|"
                   r"Över|Utanför|Genom|Så|Då|Eller|Att|En|Ett|Jag|Vi|Du|Han|Hon|De|Min|Mitt|Vår|Vårt)\b)")
_NAME = rf"{SV_NOT_FUNCTION}[A-ZÅÄÖ][\wåäöéü&'’-]*"
# The words that say what kind of institution a name is: before its name ("Vårdcentralen
# Sävja", "Region Skåne") and after it ("Örebro kommun", "Danderyds sjukhus").
HEADS = ("Vårdcentralen", "Hälsocentralen", "Förskolan", "Skolan", "Barnavårdscentralen", "BVC", "Folktandvården",
         "Tandvården", "Apoteket", "Biblioteket", "Gymnasiet", "Kyrkan", "Församlingen", "Brf", "BRF",
         "Bostadsrättsföreningen", "Region", "Kommunen", "Hyresgästföreningen", "Stiftelsen", "Föreningen",
         # businesses named the same way: "Salong Popović", "Guldsmeden Hägg"
         "Salong", "Café", "Kafé", "Restaurang", "Pizzeria", "Hotell", "Konditori", "Bageri", "Guldsmeden",
         "Frisörsalongen", "Optiker", "Blomsterhandeln", "Bokhandeln")
KINDS = ("kommun", "sjukhus", "lasarett", "förskola", "skola", "vårdcentral", "hälsocentral", "församling",
         "gymnasium", "gymnasiet", "universitet", "högskola", "folkhögskola", "bibliotek", "stad", "stift", "kyrka",
         "tingsrätt", "hovrätt", "förvaltningsrätt", "a-kassa", "tandvård", "hotell", "Hotell")
# A trade after its owner's name, the name in the genitive: "Perssons Bil & Däck", "Linds El och VVS".
TRADES = ("Bil", "Bilservice", "Däck", "Bygg", "Byggservice", "El", "VVS", "Rör", "Måleri", "Måleriservice", "Städ",
          "Städservice", "Transport", "Åkeri", "Flytt", "Trädgård", "Plåt", "Tak", "Snickeri", "Redovisning",
          "Ekonomi", "Konsult", "Fastigheter", "Fastighetsservice", "Optik", "Blommor", "Hår", "Skönhet", "Tandvård",
          "Fysio", "Motor", "Maskin", "Smide", "Glas", "Golv", "Kakel")
# One word that says its kind at its end: "Kvarnbyskolan", "Vaksalakyrkan", "Djurkliniken".
_KIND_ENDINGS = ("skolan", "gymnasiet", "kyrkan", "kliniken", "sjukhuset", "församling", "förskolan",
                 "vårdcentralen", "biblioteket")
# Authorities named by what they are: Skatteverket, Försäkringskassan, Kronofogdemyndigheten.
AUTHORITY = re.compile(r"(?<![\w-])[A-ZÅÄÖ][a-zåäö]+(?:verket|kassan|myndigheten|styrelsen|inspektionen|nämnden|"
                       r"förvaltningen|fogden|ombudsmannen)(?![\w-])")
# Banks: the listed ones are the organisation gazetteer's; these are the shapes of the others.
BANK = re.compile(r"\b(?:[A-ZÅÄÖ][a-zåäö]+banken|Sparbanken(?: [A-ZÅÄÖ]\w+)?|[A-ZÅÄÖ]\w* Bank)(?![\w-])")

INSTITUTIONS = Institutions(
    heads=HEADS, kinds=KINDS, authority=AUTHORITY, bank=BANK, genitive=True,
    shapes=(
        AUTHORITY,
        *named_institutions(HEADS, KINDS, _KIND_ENDINGS, _NAME, rf"{SV_NOT_FUNCTION}[A-ZÅÄÖ][a-zåäöé]{{2,}}?"),
        re.compile(rf"(?<![\w-])(?P<name>{SV_NOT_FUNCTION}[A-ZÅÄÖ][a-zåäöé]+s) (?:{'|'.join(TRADES)})"
                   rf"(?:(?: & | och |, )(?:{'|'.join(TRADES)}))*(?![\w-])"),
    ))
