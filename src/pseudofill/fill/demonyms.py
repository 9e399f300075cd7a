"""Nationality words and the countries they belong to, so a nationality is replaced by
the one of the document's substitute country ("a Polish national" → "a Czech national"
when Lublin became Brno) and "the Turkish Government" follows the same country."""

from __future__ import annotations

import functools

# ISO 3166 alpha-2 → the English adjective of nationality.
DEMONYMS: dict[str, str] = {
    "AL": "Albanian", "AM": "Armenian", "AT": "Austrian", "AZ": "Azerbaijani", "BA": "Bosnian", "BE": "Belgian",
    "BG": "Bulgarian", "BY": "Belarusian", "CH": "Swiss", "CY": "Cypriot", "CZ": "Czech", "DE": "German",
    "DK": "Danish", "EE": "Estonian", "ES": "Spanish", "FI": "Finnish", "FR": "French", "GB": "British",
    "GE": "Georgian", "GR": "Greek", "HR": "Croatian", "HU": "Hungarian", "IE": "Irish", "IS": "Icelandic",
    "IT": "Italian", "LI": "Liechtenstein", "LT": "Lithuanian", "LU": "Luxembourgish", "LV": "Latvian",
    "MC": "Monegasque", "MD": "Moldovan", "ME": "Montenegrin", "MK": "Macedonian", "MT": "Maltese",
    "NL": "Dutch", "NO": "Norwegian", "PL": "Polish", "PT": "Portuguese", "RO": "Romanian", "RS": "Serbian",
    "RU": "Russian", "SE": "Swedish", "SI": "Slovenian", "SK": "Slovak", "SM": "Sammarinese", "TR": "Turkish",
    "UA": "Ukrainian", "US": "American", "CA": "Canadian", "MX": "Mexican", "BR": "Brazilian", "AR": "Argentine",
    "CL": "Chilean", "PE": "Peruvian", "CO": "Colombian", "AU": "Australian", "NZ": "New Zealand",
    "IN": "Indian", "PK": "Pakistani", "CN": "Chinese", "JP": "Japanese", "KR": "Korean", "VN": "Vietnamese",
    "PH": "Filipino", "ID": "Indonesian", "TH": "Thai", "IR": "Iranian", "IQ": "Iraqi", "SY": "Syrian",
    "IL": "Israeli", "EG": "Egyptian", "MA": "Moroccan", "DZ": "Algerian", "TN": "Tunisian", "NG": "Nigerian",
    "KE": "Kenyan", "ZA": "South African", "ET": "Ethiopian", "GH": "Ghanaian", "AF": "Afghan",
    "KZ": "Kazakh", "UZ": "Uzbek", "CU": "Cuban", "JM": "Jamaican",
}
# Other words for the same peoples (nouns, regions, minorities), and peoples of a state
# the list writes otherwise: they count as that state's nationality.
_MORE: dict[str, str | None] = {
    **dict.fromkeys(("turk", "kurdish", "kurd", "turkish cypriot"), "TR"), "pole": "PL", "swede": "SE",
    **dict.fromkeys(("briton", "english", "scottish", "scot", "welsh", "northern irish"), "GB"),
    "greek cypriot": "GR", **dict.fromkeys(("chechen", "ingush", "dagestani", "soviet"), "RU"), "croat": "HR",
    "serb": "RS", "yugoslav": "RS", "bosniak": "BA", "finn": "FI", "dane": "DK", "luxembourger": "LU",
    "liechtensteiner": "LI", "andorran": "AD", "catalan": "ES", "slovakian": "SK", "slovene": "SI", "azeri": "AZ",
    "icelander": "IS", "new zealander": "NZ", "taiwanese": "TW", "argentinian": "AR", "libyan": "LY",
    "lebanese": "LB", "jordanian": "JO", "palestinian": "PS", "saudi": "SA", "arab": "SA", "flemish": "BE",
    "walloon": "BE", "czechoslovak": "CZ", "roma": None, "romani": None}
RELIGIONS = ["Catholic", "Protestant", "Orthodox", "Muslim", "Jewish", "Buddhist", "Hindu", "Sikh", "Lutheran",
             "Anglican", "Methodist", "Baptist", "Alevi", "Sunni", "Shia"]


@functools.lru_cache(maxsize=1)
def _country_of_word() -> dict[str, str | None]:
    table: dict[str, str | None] = {word.lower(): code for code, word in DEMONYMS.items()}
    table.update(_MORE)
    return table


def demonym_country(word: str) -> str | None:
    """The country code of a nationality word or phrase ("Polish", "Turkish Cypriot",
    "Polish nationals", "Turks"), None when it is not one."""
    key = word.strip().lower()
    for suffix in (" nationals", " national", " citizens", " citizen", "s"):
        if key.endswith(suffix) and key[: -len(suffix)] in _country_of_word():
            key = key[: -len(suffix)]
            break
    return _country_of_word().get(key)


def nationality_in(text: str) -> str | None:
    """The country of the first nationality word in `text` ("a Turkish Cypriot national"
    → TR), capitalised words only ("polish the floor" is none)."""
    words = [w for w in text.replace(",", " ").split() if w]
    for i, word in enumerate(words):
        if word[:1].isupper():
            for key in (" ".join(words[i:i + 2]), word):
                code = demonym_country(key.strip(".;:()“”\"'"))
                if code:
                    return code
    return None


def is_demonym(word: str) -> bool:
    key = word.strip().lower()
    return key in _country_of_word() or demonym_country(word) is not None


def demonym_of(country: str) -> str | None:
    return DEMONYMS.get(country.upper())


def is_religion(word: str) -> bool:
    return word.strip().rstrip("s").capitalize() in RELIGIONS
