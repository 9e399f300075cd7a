"""Origin- and gender-aware person names, on Faker's real lists (no mocks)."""

from __future__ import annotations

import random
import re
import unicodedata

import pytest
from faker.providers.person.pl_PL import Provider as PolishNames
from faker.providers.person.tr_TR import Provider as TurkishNames

from pseudofill.fill.demonyms import DEMONYMS, demonym_country
from pseudofill.fill.name_forms import gender_of, initials_form, lone_form, lone_name_form, render_form
from pseudofill.fill.names import first_name_gender, last_name_gender, make_person, name_locales, person_locales
from pseudofill.fill.origins import country_locale, document_locale, locale_of_place


def _top(name: str, n: int = 1) -> list[str]:
    return list(name_locales(name))[:n]


def _latin(text: str) -> bool:
    return all(not c.isalpha() or unicodedata.name(c).startswith("LATIN") for c in text)


def test_tables_cover_the_council_of_europe():
    locales = person_locales()
    for locale in ("tr_TR", "pl_PL", "sv_SE", "de_DE", "ru_RU", "el_GR", "uk_UA", "fr_FR", "it_IT", "fi_FI",
                   "hu_HU", "ro_RO", "bg_BG", "ka_GE", "hy_AM", "az_AZ", "en_GB", "en_IE", "lt_LT", "is_IS"):
        assert locale in locales
    assert not {"ar_AA", "he_IL", "fa_IR"} & set(locales)  # no Latin-script names there


def test_turkish_letters_point_to_turkey():
    assert _top("Yanıkoğlu") == ["tr_TR"]
    assert _top("Mr S. Yanıkoğlu’s") == ["tr_TR"]  # title, initial and possessive are no evidence


def test_polish_names_point_to_poland():
    assert "pl_PL" in _top("Kamil Prus", 3)
    assert _top("Ms J. Chrzanowska") == ["pl_PL"]
    assert _top("Kowalska") == ["pl_PL"]


def test_other_origins():
    assert _top("M.P. Pellonpää") == ["fi_FI"]
    assert _top("Andrius Kazlauskas") == ["lt_LT"]
    assert _top("Giorgi Beridze") == ["ka_GE"]  # romanised Georgian lists
    assert _top("Nikos Papadopoulos") == ["el_GR"]
    assert _top("Ionuţ Popescu") == ["ro_RO"]


def test_both_parts_found_beat_one():
    scores = name_locales("Kamil Kowalski")
    assert next(iter(scores)) == "pl_PL"  # only pl_PL lists both; cs_CZ, sk_SK… list "Kamil"
    assert scores["pl_PL"] > 2 * scores["cs_CZ"]
    assert 0.9 < sum(scores.values()) <= 1  # the rest: "no origin we know"


def test_a_lone_weak_clue_does_not_decide_an_origin():
    from pseudofill.fill.profile import ORIGIN_SHARE

    assert max(name_locales("Efimiya").values()) < ORIGIN_SHARE  # "-miya": a Zulu-list ending, and nothing else
    assert max(name_locales("Chrzanowska").values()) >= ORIGIN_SHARE  # "-wska" says Polish
    assert max(name_locales("Yanıkoğlu").values()) >= ORIGIN_SHARE


@pytest.mark.parametrize("name, form", [("Andrew", "first"), ("Marcela", "first"), ("Anna", "first"),
                                        ("Jones", "last"), ("Becker", "last"), ("Graves", "last")])
def test_a_lone_name_is_a_first_name_where_most_lists_say_so(name, form):
    assert initials_form(name) == form


def test_common_names_are_drawn_more_often_where_faker_weighs_them():
    from faker.providers.person.en_US import Provider as AmericanNames

    top = sorted(AmericanNames.first_names_female, key=AmericanNames.first_names_female.get)[-40:]
    draws = [make_person("en_US", "female", random.Random(seed))[0] for seed in range(400)]
    share = sum(d in top for d in draws) / len(draws)
    assert share > 2 * 40 / len(AmericanNames.first_names_female)  # 40 of 381 names: 10 % if drawn uniformly


def test_unknown_names_have_no_locale():
    assert name_locales("Qxzvbw") == {}
    assert name_locales("") == {}
    assert name_locales("W.K.") == {}


def test_first_name_gender():
    assert first_name_gender("Anna") == "female"
    assert first_name_gender("Kamil") == "male"
    assert first_name_gender("Ms Ayşe") == "female"
    assert first_name_gender("Jean-Pierre") == "male"
    assert first_name_gender("Qxzvbw") == "unknown"
    assert first_name_gender("Kim") == "unknown"  # listed for men and women alike
    assert first_name_gender("Nicola") == "female"  # most locales…
    assert first_name_gender("Nicola", "it_IT") == first_name_gender("Nicola", "it") == "male"  # …not Italy's


def test_a_full_name_is_gendered_as_its_own_languages_lists_read_the_first_name():
    """Seen in a Swedish newsreel: "Joan Crawford" became "Pedro Cabrera" (English lists have
    Joan for women, Spanish ones for men, so the vote was a tie and the gender a coin)."""
    assert first_name_gender("Joan") == "unknown"
    assert first_name_gender("Joan", language="en") == gender_of("Joan Crawford", None) == "female"
    assert gender_of("Joan Miró", None) == "male" and gender_of("Jean Gabin", None) == "male"
    assert gender_of("Jean Harlow", None) == "female"


def test_surname_gender():
    assert last_name_gender("Kowalska") == "female"
    assert last_name_gender("Kowalski") == "male"
    assert last_name_gender("Ms J. Chrzanowska") == "female"
    assert last_name_gender("Novotná") == "female"
    assert last_name_gender("Ivanova") == "female"
    assert last_name_gender("Prus") == "unknown"


@pytest.mark.parametrize("place, locale", [
    ("Lublin", "pl_PL"), ("Şırnak", "tr_TR"), ("Sirnak", "tr_TR"), ("Poland", "pl_PL"),
    ("the Republic of Poland", "pl_PL"), ("Turkey", "tr_TR"), ("Türkiye", "tr_TR"), ("Polish", "pl_PL"),
    ("Turkish", "tr_TR"), ("Kurdish", "tr_TR"), ("Moldovan", "ro_RO"), ("Chisinau", "ro_RO"),
    ("Stockholm", "sv_SE"), ("Dublin", "en_IE"), ("British", "en_GB"), ("Tbilisi", "ka_GE"),
    ("Lublin, Poland", "pl_PL"), ("the Russian Federation", "ru_RU"), ("Luxembourg", "de_LU"),
    ("Tirana", "en_GB"),  # Faker has no Albanian names: the European fallback
    ("Qxzvbw Heights", None), ("turkey", None),
])
def test_locale_of_place(place, locale):
    assert locale_of_place(place) == locale


def test_nationalities_name_locales_with_latin_names():
    assert country_locale(demonym_country("Turkish")) == "tr_TR" and country_locale(demonym_country("Poles")) == "pl_PL"
    assert {country_locale(code) for code in DEMONYMS} <= set(person_locales())


def test_document_locale_turkish_case():
    originals = [("PERSON_NAME", "Ufuk Yanıkoğlu"), ("PERSON_NAME", "Mr S. Esmer"), ("DEMOGRAPHIC", "Turkish"),
                 ("ORGANIZATION_NAME", "the Turkish Government"), ("LOCATION", "Şırnak"),
                 ("LOCATION", "Strasbourg"), ("LOCATION", "Strasbourg"), ("PERSON_NAME", "M.P. Pellonpää")]
    assert document_locale(originals) == "tr_TR"


def test_document_locale_polish_case():
    originals = [("PERSON_NAME", "Kamil Prus"), ("PERSON_NAME", "Ms J. Chrzanowska"),
                 ("DEMOGRAPHIC", "Polish national"), ("ORGANIZATION_NAME", "the Republic of Poland"),
                 ("ORGANIZATION_NAME", "Lublin Regional Court"), ("LOCATION", "Strasbourg")]
    assert document_locale(originals) == "pl_PL"
    assert document_locale(originals[:2]) == "pl_PL"  # the names alone


def test_document_locale_without_evidence():
    assert document_locale([]) is None
    assert document_locale([("DATE", "12 May 2004"), ("PERSON_NAME", "Qxzvbw")]) is None


def test_make_person_turkish_man_is_deterministic():
    first, last = make_person("tr_TR", "male", random.Random(7))
    assert first in TurkishNames.first_names_male and first not in TurkishNames.first_names_female
    assert last in TurkishNames.last_names
    assert make_person("tr_TR", "male", random.Random(7)) == (first, last)
    draws = {make_person("tr_TR", "female", random.Random(seed)) for seed in range(20)}
    assert len(draws) > 10 and all(f in TurkishNames.first_names_female for f, _ in draws)


def test_make_person_polish_woman_takes_feminine_surnames():
    draws = [make_person("pl_PL", "female", random.Random(seed)) for seed in range(300)]
    assert all(f in PolishNames.first_names_female for f, _ in draws)
    assert not any(re.search(r"(ski|cki)$", last) for _, last in draws)
    assert any(last.endswith("ska") for _, last in draws)
    men = [make_person("pl_PL", "male", random.Random(seed))[1] for seed in range(300)]
    assert any(last.endswith("ski") for last in men) and not any(last.endswith("ska") for last in men)


def test_make_person_romanises_and_falls_back():
    for locale in ("ru_RU", "el_GR", "ka_GE", "bg_BG", "uk_UA", "hy_AM"):
        first, last = make_person(locale, "unknown", random.Random(1))
        assert _latin(first + last) and first[0].isupper() and last[1:].islower(), (locale, first, last)
    assert make_person("he_IL", "male", random.Random(1)) == make_person("en_US", "male", random.Random(1))
    assert make_person("pl", "male", random.Random(1)) == make_person("pl_PL", "male", random.Random(1))
    genders = {first_name_gender(make_person("tr_TR", "unknown", random.Random(s))[0], "tr_TR") for s in range(30)}
    assert genders == {"male", "female"}


@pytest.mark.parametrize("original, form, rendered", [
    ("Kamil Prus", "full", "Kerem Kowalski"),
    ("Prus", "last", "Kowalski"),
    ("Kamil", "first", "Kerem"),
    ("Prus’s", "last", "Kowalski’s"),
    ("Prus's", "last", "Kowalski's"),
    ("Mr S. Esmer", "initial+last", "K. Kowalski"),
    ("J Chrzanowska", "initial+last", "K Kowalski"),
    ("W.K.", "initials", "K.K."),
    ("Kamil P.", "first+initial", "Kerem K."),
    ("Prus, Kamil", "last, first", "Kowalski, Kerem"),
    ("Kamil PRUS", "full", "Kerem KOWALSKI"),
    ("KAMIL PRUS", "full", "KEREM KOWALSKI"),
    ("Davies'", "last", "Kowalski's"),
])
def test_render_form(original, form, rendered):
    assert initials_form(original) == form
    assert render_form("Kerem", "Kowalski", form, original) == rendered


@pytest.mark.parametrize("original, pattern", [
    ("M.P. Pellonpää", r"A\.[A-Z]\. Yılmaz"),
    ("M. P. Pellonpää", r"A\. [A-Z]\. Yılmaz"),
    ("J.-P. Costa", r"A\.-[A-Z]\. Yılmaz"),
    ("A.B.C.", r"A\.[A-Z]\.Y\."),
    ("M.", r"Y\."),
    ("John F. Kennedy", r"Ahmet [A-Z]\. Yılmaz"),
    ("Kowalska-Nowak", r"Yılmaz-[^\W\d_]+"),
    ("Pellonpää’s", r"Yılmaz’s"),
])
def test_render_form_keeps_initials_and_double_surnames(original, pattern):
    rendered = render_form("Ahmet", "Yılmaz", initials_form(original), original)
    assert re.fullmatch(pattern, rendered), rendered
    assert render_form("Ahmet", "Yılmaz", initials_form(original), original) == rendered  # fixed, not random
    if original != "M.":
        assert initials_form(rendered) == initials_form(original)


def test_an_unlisted_lone_name_follows_the_document():
    assert lone_form("Ubul") is None and lone_form("Nicole") == "first" and lone_form("Kowalski") == "last"
    assert lone_name_form(["Ubul", "Nicole", "Mary", "John"]) == "first"  # a chat's speakers
    assert lone_name_form(["Ubul", "Kowalski", "Nowak"]) == "last"
    assert lone_name_form(["Ubul", "Anna Nowak"]) == "last"  # no lone name listed: the default
    assert initials_form("Ubul", "first") == "first" and initials_form("Ubul") == "last"
    assert initials_form("Kowalski", "first") == "last"  # the lists decide where they know the name

