"""Issue 14: substitutes that keep a document's story — one date shift, titles, gender and
origin of people, real places from one substitute country, organisations rebuilt from
their parts.  Real fillers on a judgment-like text written for the test."""

from __future__ import annotations

from datetime import date

import pytest

from pseudofill import Document
from pseudofill.detect import merge_overlaps
from pseudofill.document import ConfigError, Span
from pseudofill.evaluate.quality import slot_fills
from pseudofill.evaluate.structure import structure_metrics
from pseudofill.fill.assemble import bare_country
from pseudofill.fill.demonyms import demonym_of
from pseudofill.fill.organisations import compose
from pseudofill.fill.places import country_of, is_real_place, place_kind
from pseudofill.fill.profile import DocumentProfile
from pseudofill.fill.stream import build_filler
from pseudofill.languages.en.kinds import organisation_kind
from pseudofill.mask import Masker

TEXT = ("The case originated in an application against the Republic of Poland lodged by a Polish national, "
        "Mr Kamil Prus, on 6 December 2010. He was represented by Ms J. Chrzanowska, a lawyer practising in "
        "Lublin. The applicant was born in 1987 and is detained in Lublin. On 28 November 2006 the Lublin "
        "Regional Court sentenced him to two to four years. On 5 November 2010 the Opole Lubelskie Prison "
        "Penitentiary Commission imposed the regime; Mr Prus appealed on 18 January 2011. The Polish Government "
        "were represented by the Ministry of Foreign Affairs.")
GOLD = [("Republic of Poland", "ORGANIZATION_NAME"), ("Polish", "DEMOGRAPHIC"), ("Mr Kamil Prus", "PERSON_NAME"),
        ("6 December 2010", "DATE"), ("Ms J. Chrzanowska", "PERSON_NAME"), ("Lublin", "LOCATION"),
        ("1987", "DATE"), ("Lublin", "LOCATION"), ("28 November 2006", "DATE"),
        ("Lublin Regional Court", "ORGANIZATION_NAME"),
        ("two to four years", "DATE"), ("5 November 2010", "DATE"),
        ("Opole Lubelskie Prison Penitentiary Commission", "ORGANIZATION_NAME"), ("Mr Prus", "PERSON_NAME"),
        ("18 January 2011", "DATE"), ("Polish Government", "ORGANIZATION_NAME"),
        ("Ministry of Foreign Affairs", "ORGANIZATION_NAME")]


def masked_judgment():
    spans, start = [], 0
    for text, label in GOLD:  # in the order they occur
        start = TEXT.index(text, start)
        spans.append(Span(start, start + len(text), label, "gold"))
        start += len(text)
    return Masker("numbered").mask(Document("pl-1", TEXT), merge_overlaps(spans))


@pytest.fixture(scope="module")
def faker_fill():
    masked, vault = masked_judgment()
    filled = build_filler({"fill": {"method": "faker"}}).fill(masked, vault)
    return vault, filled, {e.text: f.value for e, f in zip(vault.entries, filled.fills)}


def test_the_story_survives(faker_fill):
    vault, filled, values = faker_fill
    metrics = structure_metrics(slot_fills([vault], [filled]))
    for key in ("date_order_kept", "date_intervals_kept", "date_format_kept", "month_words_valid", "titles_kept",
                "gender_kept", "organisation_kind_kept", "real_places"):
        assert metrics[key] == 1.0, (key, metrics[key], values)
    assert metrics["distinct_entities_merged"] == 0.0
    assert "[" not in filled.text and not any(values[o] == o for o in values)


def test_one_date_shift_and_the_organisations_follow_the_places(faker_fill):
    _, _, values = faker_fill
    parse = lambda text: date(int(text.split()[2]), _MONTHS.index(text.split()[1]) + 1, int(text.split()[0]))  # noqa: E731
    shift = {parse(values[d]) - parse(d) for d in ("6 December 2010", "28 November 2006", "5 November 2010",
                                                     "18 January 2011")}
    assert len(shift) == 1 and 365 <= abs(shift.pop().days) <= 730
    place = values["Lublin"]
    assert is_real_place(place) and values["Lublin Regional Court"] == f"{place} Regional Court"
    assert values["Opole Lubelskie Prison Penitentiary Commission"].endswith(" Prison Penitentiary Commission")
    nationality = values["Polish"]
    assert values["Polish Government"] == f"{nationality} Government" and nationality != "Polish"
    assert demonym_of(country_of(values["Republic of Poland"]) or "") == nationality  # "Russian Federation"
    assert values["Ministry of Foreign Affairs"].startswith("Ministry of ")
    assert values["Mr Kamil Prus"].startswith("Mr ") and values["Ms J. Chrzanowska"].startswith("Ms ")
    assert values["Mr Prus"] == "Mr " + values["Mr Kamil Prus"].split()[-1]  # the same person, surname form
    assert values["Ms J. Chrzanowska"].split()[1][1] == "."  # an initial stays an initial


_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]


@pytest.mark.parametrize("shift", ["random", "none"])
def test_date_shift_modes(shift):
    masked, vault = masked_judgment()
    filled = build_filler({"fill": {"method": "faker", "date_shift": shift}}).fill(masked, vault)
    metrics = structure_metrics(slot_fills([vault], [filled]))
    assert metrics["date_intervals_kept"] is None or metrics["date_intervals_kept"] < 1.0


def test_bad_date_shift_options_are_config_errors():
    with pytest.raises(ConfigError, match="date_shift must be one of"):
        build_filler({"fill": {"method": "faker", "date_shift": "weekly"}})
    with pytest.raises(ConfigError, match="date_shift_days"):
        build_filler({"fill": {"method": "faker", "date_shift_days": [30, 10]}})


def test_an_organisation_with_nothing_to_replace_keeps_its_kind():
    import random

    options = [c.value for c in compose("the Ministry of Foreign Affairs", lambda u, k: u, random.Random(1))]
    assert options and all(v.startswith("the Ministry of ") and v != "the Ministry of Foreign Affairs"
                           for v in options)
    assert compose("Wood, Awdry and Ford", lambda u, k: u, random.Random(1)) == []  # no kind: the company rule
    # a State named by its people stays a State of the substitute people ("Williams-Shields" was one)
    state = compose("Kurdish State", lambda u, k: "Armenian" if u == "Kurdish" else u, random.Random(1))
    assert state and state[0].value == "Armenian State"
    assert organisation_kind("Secretary of State") == "ministry" and organisation_kind("the State") == "state"


def test_an_acronym_takes_its_kind_from_the_name_spelled_out_beside_it():
    """Found in the default fill of TAB judgments: "PKK (the Kurdistan Workers' Party)" became
    "Yoder PLC", "the House of Lords" a firm of solicitors, "HMP Maidstone" another."""
    import random

    (first, *_) = compose("PKK (the Kurdistan Workers' Party)", lambda u, k: "X" + u, random.Random(1))
    acronym, _, spelled = first.value.partition(" (")
    assert spelled.endswith("Party)") and "PKK" not in first.value and "Kurdistan" not in first.value
    assert acronym == "".join(w[0] for w in spelled.split() if w[0].isupper())  # "DP (the Democratic Party)"
    assert compose("Dev-Yol (illegal)", lambda u, k: u, random.Random(1)) == []  # no kind said: the company rule
    assert organisation_kind("the House of Lords") == "parliament" and organisation_kind("HMP Maidstone") == "prison"
    lords = [c.value for c in compose("the House of Lords", lambda u, k: u, random.Random(1))]
    assert lords and all(v.startswith("the ") and "Lords" not in v for v in lords)


def test_a_reference_keeps_its_everyday_words_and_changes_its_code():
    """Found in a whole run on a TAB judgment: spaCy's GENERIC_ID "Reports of Judgments and
    Decisions 1996-V" came back as "Bypkboj ul Ocioyjyhh and Ylphnbyal 7451-R"."""
    import re

    text = "See Ahmet v. Greece, Reports of Judgments and Decisions 1996-V, and order ORD-098326."
    spans = [Span(m.start(), m.end(), "GENERIC_ID", "gold")
             for m in re.finditer(r"Reports of Judgments and Decisions 1996-V|ORD-098326", text)]
    masked, vault = Masker("numbered").mask(Document("ref-1", text), spans)
    reference, order = (f.value for f in build_filler({"fill": {"method": "faker"}}).fill(masked, vault).fills)
    assert re.fullmatch(r"Reports of Judgments and Decisions \d{4}-[A-Z]", reference) and "1996-V" not in reference
    assert re.fullmatch(r"[A-Z]{3}-\d{6}", order) and order != "ORD-098326"  # a code's capitals are code
    from pseudofill.fill.surrogates import SurrogateFactory

    said = SurrogateFactory().candidates("GENERIC_ID", "order number nine eight seven six", 3)
    assert said and all(v.startswith("order number ") and v != "order number nine eight seven six" for v in said)


def test_an_acronym_said_alone_follows_its_substitute():
    """Found in a whole run on a TAB judgment: "Prison Service Order (PSO)" became
    "Immigration Service (IS)", and the later "PSO" a firm of solicitors."""
    import re

    text = "Under Prison Service Order (PSO) 1000 the governor read it. PSO 1000 applied to all prisoners."
    spans = [Span(m.start(), m.end(), "ORGANIZATION_NAME", "gold")
             for m in re.finditer(r"Prison Service Order \(PSO\)|PSO(?= 1000 applied)", text)]
    masked, vault = Masker("numbered").mask(Document("pso-1", text), spans)
    full, alone = (f.value for f in build_filler({"fill": {"method": "faker"}}).fill(masked, vault).fills)
    assert full.endswith(f"({alone})") and alone != "PSO", (full, alone)


def test_a_government_keeps_the_role_it_is_then_called_by():
    """Found by splitting the judgments' perplexity loss by label: "United Kingdom Government
    (“the Government”)" became "Cabinet", so a model adapted on the fill never saw the
    definition every judgment opens with."""
    import random

    places = {"United Kingdom": "Czechia", "Turkish": "Greek"}
    (first, *_) = compose("United Kingdom Government (“the Government”)", lambda u, k: places.get(u, "X" + u),
                          random.Random(1))
    assert first.value == "Czech Government (“the Government”)", first
    (first, *_) = compose("Turkish Government (“the Government”)", lambda u, k: places.get(u, u), random.Random(1))
    assert first.value == "Greek Government (“the Government”)", first
    commission = [c.value for c in compose("European Commission of Human Rights (“the Commission”)",
                                           lambda u, k: "X" + u, random.Random(1))]
    assert commission and all(v.endswith("Commission (“the Commission”)") for v in commission), commission
    assert "Human Rights" not in commission[0]
    native = compose("Supreme Court (Sąd Najwyższy)", lambda u, k: u, random.Random(1))
    assert native and all("(" not in c.value for c in native)  # a native name is dropped, as before
    (bare, *_) = compose("the Government of the United Kingdom", lambda u, k: "Ukraine", random.Random(1))
    assert bare.value == "the Government of Ukraine", bare  # no "of the Ukraine"


def test_a_state_party_becomes_the_substitute_countrys_formal_name():
    """Found by training a tagger on the filled judgments: "against the United Kingdom of
    Great Britain and Northern Ireland" became "against the Slovakia of Great Britain and
    Nitriansky kraj" (each everyday-word place a unit, the rest kept), and "the Republic of
    Turkey" a bare "Federal Republic"."""
    import random

    whole = "United Kingdom of Great Britain and Northern Ireland"
    (first, *_) = compose(whole, lambda u, k: {whole: "Slovak Republic"}.get(u, "X" + u), random.Random(1))
    assert first.value == "Slovak Republic", first
    states = ["United Kingdom of Great Britain and Northern Ireland", "Republic of Turkey", "Kingdom of Sweden",
              "Government of the Republic of Poland"]
    for seed in range(6):
        profile = DocumentProfile([("ORGANIZATION_NAME", s) for s in states], seed)
        *parties, government = (profile.organisation(s)[0].value for s in states)
        for original, value in zip(states, parties):
            assert place_kind(value) == "country" and country_of(value) != country_of(original), (original, value)
            assert "Britain" not in value and "Turkey" not in value, value
        assert government.startswith("Government of ") and place_kind(government[14:].removeprefix("the ")) \
            == "country", government


def test_a_state_said_without_article_loses_the_texts_the():
    masked, vault = Masker("numbered").mask(
        Document("st-1", "The case originated in an application against the Republic of Turkey lodged with "
                         "the Court."), [Span(50, 68, "ORGANIZATION_NAME", "Republic of Turkey")])
    bare = 0
    for seed in range(12):
        filled = build_filler({"fill": {"method": "faker", "seed": seed}}).fill(masked, vault)
        (fill,), text = filled.fills, filled.text
        assert ("against the " + fill.value in text) != bare_country(fill.value), text  # "against Ukraine"
        bare += bare_country(fill.value)
    assert 0 < bare < 12 and not bare_country("Swiss Confederation")


def test_a_body_keeps_its_capitals_and_its_role_through_the_document():
    """A body named first in lower case and then with capitals reads as each mention was
    written; a name said first plainly and then with its role keeps the role."""
    import re

    text = ("The applicant went to the district court. The District Court dismissed it. The Turkish Government "
            "replied. The Turkish Government (“the Government”) were represented by their Agent.")
    spans = [Span(m.start(), m.end(), "ORGANIZATION_NAME", "gold")
             for m in re.finditer(r"district court|District Court|Turkish Government(?: \(“the Government”\))?",
                                  text)]
    masked, vault = Masker("numbered").mask(Document("tr-1", text), spans)
    lower, titled, plain, restated = (f.value for f in build_filler({"fill": {"method": "faker"}}).fill(
        masked, vault).fills)
    assert lower.islower() and titled == " ".join(w.capitalize() for w in lower.split()), (lower, titled)
    assert restated == plain + " (“the Government”)" and "Turkish" not in plain, (plain, restated)


def test_a_country_named_as_a_nationality_follows_the_substitute_country():
    from pseudofill.fill.demonyms import demonym_of
    from pseudofill.fill.profile import DocumentProfile
    from pseudofill.fill.surrogates import SurrogateFactory

    profile = DocumentProfile([("LOCATION", "London"), ("LOCATION", "Manchester"),
                               ("DEMOGRAPHIC", "United Kingdom national")], seed=5)
    factory = SurrogateFactory()
    factory.seed(5, profile)
    (value,) = factory.candidates("DEMOGRAPHIC", "United Kingdom national", 2)
    assert value == f"{demonym_of(profile.places.target)} national" and "United" not in value


def test_lone_names_are_written_as_the_document_writes_them():
    """A chat's unlisted speaker name becomes a first name like the others; a name said
    first alone and later in full is one person, written as each mention is."""
    text = "Ubul: What a wife.\nNicole: Remember me, Mary?\nJohn: You saved my life!\nUbul Kerekes: Fine."
    chat = Document("chat-1", text)
    spans = [Span(m.start(), m.end(), "PERSON_NAME", "gold")
             for m in __import__("re").finditer(r"Ubul Kerekes|Ubul|Nicole|Mary|John", text)]
    masked, vault = Masker("numbered").mask(chat, spans)
    filled = build_filler({"fill": {"method": "faker"}}).fill(masked, vault)
    values = {e.text: f.value for e, f in zip(vault.entries, filled.fills)}
    assert len(values["Ubul Kerekes"].split()) == 2
    assert values["Ubul"] == values["Ubul Kerekes"].split()[0]  # the first name, not the surname


def test_a_body_named_for_what_it_does_keeps_its_kind():
    import random

    for name in ("Court of Cassation", "the Court of Cassation", "Assize Court"):
        options = [c.value for c in compose(name, lambda u, k: "X" + u, random.Random(1))]
        assert options and all("X" not in v and "Court" in v for v in options), (name, options)  # no name in it


def test_the_cases_origin_beats_a_weak_name_clue():
    """Faker's five German lists hold "Halil" and "Kaya", its Turkish one does not: a
    language counts its best list, not their sum, so in a Turkish case he keeps a Turkish
    name; a strong clue of another origin still wins."""
    from pseudofill.fill.names import name_languages
    from pseudofill.fill.profile import ORIGIN_SHARE, DocumentProfile

    assert max(name_languages("Halil Kaya").values()) < ORIGIN_SHARE
    turkish = DocumentProfile([("DEMOGRAPHIC", "Turkish"), ("LOCATION", "Adana"), ("PERSON_NAME", "Halil Kaya")],
                              seed=1)
    assert turkish.locale == "tr_TR" and turkish.people_locale("Halil Kaya") == "tr_TR"
    assert turkish.people_locale("Kowalska") == "pl_PL" and turkish.people_locale("M.P. Pellonpää") == "fi_FI"


@pytest.mark.parametrize("before, value, written", [
    ("by a ", "Iraqi national", "by an "), ("an ", "Ukrainian", "a "), ("A ", "Estonian", "An "),
    ("a ", "Polish", "a "), ("an ", "18-year-old", "an "), ("a ", "FBI agent", "a "), ("Ga ", "Iraqi", "Ga ")])
def test_a_or_an_agrees_with_the_substitute(before, value, written):
    from pseudofill.fill.assemble import with_article_for

    assert with_article_for(before, value) == written


@pytest.mark.parametrize("seed", range(6))
def test_stated_ages_stay_true_to_the_shifted_birth_year(seed):
    """Ages change (one to three years, the same step for the whole document) and birth
    dates move against them, so "born in 1983 … seventeen years old on 31 December 2000"
    still adds up after the shift."""
    import re

    from pseudofill.fill.durations import stated_ages

    text = ("The applicant was born in 1983 and lives in Adana. On 31 December 2000 the applicant, who was "
            "seventeen years old at the time, was arrested. His brother, aged 25, was born on 3 May 1975.")
    items = [("1983", "DATE"), ("31 December 2000", "DATE"), ("seventeen years old", "DATE"), ("aged 25", "DATE"),
             ("3 May 1975", "DATE"), ("Adana", "LOCATION")]
    spans = [Span(text.index(t), text.index(t) + len(t), label, "gold") for t, label in items]
    masked, vault = Masker("numbered").mask(Document("ages", text), merge_overlaps(spans))
    filled = build_filler({"fill": {"method": "faker", "seed": seed}}).fill(masked, vault)
    value = {e.text: f.value for e, f in zip(vault.entries, filled.fills)}
    born, event = int(value["1983"]), int(re.search(r"\d{4}", value["31 December 2000"])[0])
    (age,) = stated_ages(value["seventeen years old"])
    assert age != 17 and age < 18 and event - born in (age, age + 1)  # birthday before or after the event
    (brother,) = stated_ages(value["aged 25"])
    assert brother - 25 == age - 17 != 0  # one step for the document
    assert abs(int(value["3 May 1975"][-4:]) - 1975 - (born - 1983)) <= 1  # every birth date moves alike


def test_a_lawyer_who_represents_someone_stays_a_lawyer():
    """Read in the review page: "represented by Mr S. Creighton, a solicitor practising in
    London" had become "…, a paediatric nurse practising in Bratislava"."""
    from pseudofill.fill.surrogates import SurrogateFactory
    from pseudofill.languages.en.attributes import OCCUPATION_SECTORS

    factory = SurrogateFactory("en_US")
    for original in ("solicitor", "lawyers", "Barrister"):
        for value in factory.candidates("OCCUPATION", original, 5):
            singular = value.lower().rstrip("s")
            assert singular in OCCUPATION_SECTORS["legal"] and singular != original.lower().rstrip("s")


def test_a_soldier_and_his_commanding_officer_stay_soldiers():
    """Found by reading the judgments' default fill: a "Private" became a "Technical sales
    engineer", his "Commanding Officer (“CO”)" a "Financial risk analyst" and each later
    "CO" an "ENERGY MANAGER"."""
    import re

    from pseudofill.languages.en.attributes import OCCUPATION_SECTORS, plural_of

    text = ("The applicant, a Private, appeared before his Commanding Officer (“CO”). The CO fined him; "
            "an officer, a police officer and two doctors gave evidence.")
    spans = [Span(m.start(), m.end(), "OCCUPATION", "gold") for m in re.finditer(
        r"Private|Commanding Officer \(“CO”\)|(?<=The )CO|(?<=an )officer|police officer|doctors", text)]
    masked, vault = Masker("numbered").mask(Document("army-1", text), spans)
    for seed in range(4):
        filled = build_filler({"fill": {"method": "faker", "seed": seed}}).fill(masked, vault)
        private, officer, alone, an_officer, police, doctors = (f.value for f in filled.fills)
        rank = officer.split(" (")[0]
        for value, sector in ((private, "military"), (rank, "military"), (an_officer, "military"),
                              (police, "police")):
            assert value.lower() in OCCUPATION_SECTORS[sector] and value.lower() != "private", filled.fills
        assert doctors in {plural_of(job) for job in OCCUPATION_SECTORS["medical"]} - {"doctors"}, filled.fills
        assert officer.endswith(f" (“{alone}”)") and alone.isupper() and alone != "CO", filled.fills
    from pseudofill.fill.shapes import shape_label

    # a rank a recogniser took for a person names no one: another rank, not "Alphons Guidotti"
    assert shape_label("PERSON_NAME", "Sergeant Major") == shape_label("PERSON_NAME", "sergeant major") == "OCCUPATION"
    assert shape_label("PERSON_NAME", "Sergeant Hill") == "PERSON_NAME"


def test_officer_alone_takes_the_line_of_work_of_the_documents_bodies():
    """In a prison case "officer" had become "the prison medical insurance claims handler"."""
    prison = DocumentProfile([("ORGANIZATION_NAME", "HM Prison Wymott"), ("ORGANIZATION_NAME", "Prisons Ombudsman"),
                              ("OCCUPATION", "officer")], 0)
    assert prison.occupation_sector == "prison"
    assert DocumentProfile([("ORGANIZATION_NAME", "British Army"), ("OCCUPATION", "officer")], 0) \
        .occupation_sector == "military"
    assert DocumentProfile([("ORGANIZATION_NAME", "Court of Appeal"), ("OCCUPATION", "officer")], 0) \
        .occupation_sector is None


@pytest.mark.parametrize("original, generation", [("brother", 0), ("his two sisters", 0), ("son", 1),
                                                   ("daughters", 1), ("children", 1), ("grandson", 2)])
def test_a_relative_keeps_gender_and_generation(original, generation):
    """Seen in a whole run: "his brother", a man of 35, became "his grandson"."""
    from pseudofill.fill.surrogates import SurrogateFactory
    from pseudofill.languages.en.attributes import RELATIVE_GENERATIONS, RELATIVES_BY_GENDER

    def kin(value: str) -> str:
        noun = value.split()[-1]
        return next(r for group in RELATIVES_BY_GENDER.values() for r in group if noun in (r, r + "s", r + "ren"))

    said = kin(original)
    gender = next(g for g, group in RELATIVES_BY_GENDER.items() if said in group)
    for value in SurrogateFactory("en_US").candidates("RELATIVE", original, 8):
        other = kin(value)
        assert other != said and other in RELATIVES_BY_GENDER[gender], (original, value)
        assert abs(RELATIVE_GENERATIONS[other] - generation) <= (1 if generation == 2 else 0), (original, value)


def test_an_officer_of_a_prison_stays_with_the_prison():
    """Read in a whole run of a TAB judgment: every "officer" of a prison case had become an
    "insurance claims handler" ("the prison medical insurance claims handler")."""
    import re

    from pseudofill.languages.en.attributes import OCCUPATION_SECTORS

    text = "The governor of HM Prison Wymott and the Prison Service said the officer read the letter."
    spans = [Span(m.start(), m.end(), label, "gold") for m, label in
             [(re.search(r"HM Prison Wymott", text), "ORGANIZATION_NAME"),
              (re.search(r"Prison Service", text), "ORGANIZATION_NAME"), (re.search(r"officer", text), "OCCUPATION")]]
    masked, vault = Masker("numbered").mask(Document("prison-1", text), spans)
    for seed in range(4):
        filled = build_filler({"fill": {"method": "faker", "seed": seed}}).fill(masked, vault)
        officer = filled.fills[-1].value
        assert officer in OCCUPATION_SECTORS["prison"] and "officer" not in officer, filled.fills


def test_a_job_in_headline_case_is_replaced_in_headline_case():
    """"Head of Department" was given "Chief of staff": the capitals were copied only where
    every word of the original had one, and "of" has none."""
    import random

    from pseudofill.fill.occupations import another_occupation
    from pseudofill.lexicon.text import is_headline_cased

    for seed in range(6):
        value = another_occupation("Head of Department", random.Random(seed), lambda: "chief of staff")
        assert " " in value and is_headline_cased(value), value
