"""The evaluation's own references: Faker's lists, geonames, pycountry and phonenumbers read
directly, not the filler's rules."""

from __future__ import annotations

from pseudofill.evaluate import references as ref
from pseudofill.evaluate.slots import SlotFill
from pseudofill.evaluate.structure import gender_kept, name_origin_kept, real_places
from pseudofill.languages.phones import is_valid_phone


def _person(original: str, value: str, doc: str = "d") -> SlotFill:
    return SlotFill(doc, "PERSON_NAME", original, value, ("PERSON_NAME", original))


def test_a_first_names_sex_is_what_the_lists_that_give_one_say():
    assert ref.first_name_gender("John") == "male" and ref.first_name_gender("Olga") == "female"
    assert ref.first_name_gender("Xqzvrt") == "unknown"
    assert ref.title_gender("Mrs.") == "female" and ref.title_gender("herr") == "male"


def test_an_origin_is_decided_only_where_one_language_claims_the_name():
    assert ref.name_origin("Mehmet Yılmaz") == "tr" and ref.name_origin("Giorgi Beridze") == "ka"
    assert ref.name_origin("John Smith") is None  # a dozen lists hold both words
    assert ref.name_origin("Xqzvrt Wwwq") is None and ref.name_languages("") == {}


def test_real_places_and_phones_come_from_geonames_pycountry_and_phonenumbers():
    assert ref.is_real_place("Stockholm") and ref.is_real_place("the Netherlands") and ref.is_real_place("Ohio")
    assert ref.is_real_place("Mora kommun") and not ref.is_real_place("South Kevinshire")
    assert ref.phone_region("+47 412 76 358") == "NO" and ref.phone_region("00-00-00-00") is None
    assert is_valid_phone("070-123 45 67", "SE") and not is_valid_phone("12345", "SE")


def test_the_measures_use_the_references_by_default():
    assert gender_kept([_person("Mr John Smith", "Mr Paul Jones"), _person("Olga Berg", "Ivan Berg")]) == 0.5
    assert name_origin_kept([_person("Mehmet Yılmaz", "Ahmet Yılmaz"), _person("Giorgi Beridze", "Jan Berg")]) == 0.5
    places = [SlotFill("d", "LOCATION", "Oslo", "Bergen", ("LOCATION", "Oslo")),
              SlotFill("d", "LOCATION", "Oslo", "South Kevinshire", ("LOCATION", "Oslo"))]
    assert real_places(places) == 0.5
