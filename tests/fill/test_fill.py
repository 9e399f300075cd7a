"""Fill stage: data model, surrogates, constraints, baselines, file runs and the CLI."""

from __future__ import annotations

import re

import phonenumbers
import pytest
from stdnum import iban, luhn
from stdnum.us import rtn, ssn

from pseudofill.cli import main
from pseudofill.detect import merge_overlaps
from pseudofill.detect.patterns import _numeric_date, _vin
from pseudofill.document import Document, MaskedDocument, VaultRecord, masked_from_record, parse_tag
from pseudofill.engines.runs import fill_file
from pseudofill.fill import FakerFiller, RandomFiller, UposRandomFiller
from pseudofill.fill.constraints import LeakGuard
from pseudofill.fill.stream import build_filler
from pseudofill.fill.surrogates import SurrogateFactory
from pseudofill.fill.upos import upos_lexicon
from pseudofill.mask import Masker

from ..helpers import read_jsonl, write_jsonl

TAG = re.compile(r"\[(?:MASK|[A-Z_]+\d*)\]")


def masked_pair(text: str, items: list[tuple[str, str]], style: str = "numbered") -> tuple[MaskedDocument, VaultRecord]:
    """Mask the given (substring, label) occurrences (every occurrence) with the real masker."""
    from pseudofill.document import Span

    spans = []
    for needle, label in items:
        spans += [Span(m.start(), m.end(), label) for m in re.finditer(re.escape(needle), text)]
    return Masker(style).mask(Document("d1", text), merge_overlaps(spans))


# --------------------------------------------------------------------------- data model
def test_parse_tag_forms():
    assert parse_tag("[PERSON_NAME_12]") == ("PERSON_NAME", 12)
    assert parse_tag("[ICD10_CODE]") == ("ICD10_CODE", None)
    assert parse_tag("[MASK]") == (None, None)
    with pytest.raises(ValueError):
        parse_tag("[not a tag]")


def test_masked_record_round_trip_with_and_without_masks_field():
    masked, _ = masked_pair("Hi John, meet Ann in Paris.", [("John", "PERSON_NAME"), ("Ann", "PERSON_NAME"),
                                                             ("Paris", "LOCATION")])
    record = masked.to_record()
    assert masked_from_record(record).slots == masked.slots
    del record["masks"]
    assert [(s.start, s.tag, s.label) for s in masked_from_record(record).slots] == \
        [(s.start, s.tag, s.label) for s in masked.slots]


# --------------------------------------------------------------------------- surrogates
@pytest.fixture
def factory():
    f = SurrogateFactory()
    f.seed(7)
    return f


@pytest.mark.parametrize("original, shape", [
    ("29 November 1996", r"\d{1,2} [A-Z][a-z]+ \d{4}"),
    ("03/14/2021", r"\d\d/\d\d/\d{4}"),
    ("2000-04-16 11:34:35", r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"),
    ("March 3rd", r"[A-Z][a-z]+ \d{1,2}(st|nd|rd|th)"),
    ("Nov. 3, 1976", r"[A-Z][a-z]{2}\. \d{1,2}, \d{4}"),
    ("Tuesday", r"(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"),
])
def test_dates_keep_their_format(factory, original, shape):
    for value in factory.candidates("DATE", original, 5):
        assert re.fullmatch(shape, value), (original, value)
        if re.fullmatch(r"[\d/.-]+( [\d:]+)?", original):
            assert _numeric_date(value.split(" ")[0])


def test_ages_decades_and_relative_dates_get_a_real_substitute():
    """spaCy tags ages ("a 79 year old") and relative dates ("today") DATE: each needs a
    substitute of its kind, not the neutral "something" the last resort gives."""
    text = "A 79 year old and a 5-year-old came in the 1990s and again today, for a couple of months."
    items = [("79 year old", "DATE"), ("5-year-old", "DATE"), ("the 1990s", "DATE"), ("today", "DATE"),
             ("a couple of months", "DATE")]
    masked, vault = masked_pair(text, items)
    values = [f.value for f in FakerFiller(seed=1).fill(masked, vault).fills]
    assert re.fullmatch(r"\d\d year old", values[0]) and values[0] != "79 year old"
    assert re.fullmatch(r"\d-year-old", values[1]) and values[1] != "5-year-old"
    assert re.fullmatch(r"the (19|20)\d0s", values[2]) and values[2] != "the 1990s"
    assert "something" not in values and not {"today", "a couple of months"} & set(values)


def test_numbers_keep_pattern_and_checksums(factory):
    cards = factory.candidates("CREDIT_CARD_NUMBER", "4111 1111 1111 1111", 5)
    assert all(re.fullmatch(r"4\d{3} \d{4} \d{4} \d{4}", c) and luhn.is_valid(c.replace(" ", "")) for c in cards)
    ibans = factory.candidates("IBAN_CODE", "GB82 WEST 1234 5698 7654 32", 5)
    # a twin country with the same layout (the country code would be a shared word)
    assert all(re.fullmatch(r"IE\d\d [A-Z]{4} \d{4} \d{4} \d{4} \d\d", c) and iban.is_valid(c) for c in ibans)
    assert all(ssn.is_valid(v) and re.fullmatch(r"\d{3}-\d\d-\d{4}", v)
               for v in factory.candidates("US_SSN", "123-45-6789", 5))
    assert all(rtn.is_valid(v) for v in factory.candidates("ROUTING_NUMBER", "021000021", 5))
    assert all(_vin(v) for v in factory.candidates("VEHICLE_IDENTIFICATION_NUMBER", "1HGCM82633A004352", 5))
    phones = factory.candidates("PHONE_NUMBER", "(212) 583-0166", 5)
    assert all(re.fullmatch(r"\(\d{3}\) \d{3}-\d{4}", p) and phonenumbers.is_valid_number(phonenumbers.parse(p, "US"))
               for p in phones)
    uk = factory.candidates("PHONE_NUMBER", "07700 063 966", 5)  # a UK mobile stays a valid UK number
    assert all(re.fullmatch(r"\d{5} \d{3} \d{3}", p) and phonenumbers.is_valid_number(phonenumbers.parse(p, "GB"))
               for p in uk)
    spoken = factory.candidates("DIGIT_SEQUENCE", "four five six", 3)
    assert all(len(v.split()) == 3 for v in spoken)
    assert all(re.fullmatch(r"[A-Z]{3}-\d{6}", v) for v in factory.candidates("GENERIC_ID", "ORD-482913", 3))


def test_contact_values_are_well_formed(factory):
    assert all(re.fullmatch(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", v) for v in factory.candidates("EMAIL_ADDRESS", "a@b.co", 5))
    assert all(v.startswith("http") for v in factory.candidates("URL", "https://x.org/a", 3))


@pytest.mark.parametrize("original, shape", [
    ("flores39@gmail.com", r"[a-z]+\d\d@(yahoo|hotmail|outlook|icloud|aol|protonmail|live)\.com"),
    ("charles.perez@company.co.uk", r"[a-z]+\.[a-z]+@[a-z]+\.co\.uk"),
    ("2408119@sun.ac.za", r"\d{7}@[a-z-]+\.ac\.za"),
])
def test_written_email_keeps_its_shape(factory, original, shape):
    """A substitute address a tagger can learn from: free mail stays free mail (another
    provider), the digits and the joiner of the name stay, so does the ending."""
    values = factory.candidates("EMAIL_ADDRESS", original, 5)
    assert all(re.fullmatch(shape, v) for v in values), values
    assert original not in values


# --------------------------------------------------------------------------- constraints
def test_leak_guard_token_level_and_formatting_insensitive():
    guard = LeakGuard(["John Smith", "555-123-4567", "four five six"])
    assert guard.leaks("John Brown") and guard.leaks("Mary Smith") and guard.leaks("(555) 123 4567")
    assert guard.leaks("four five six") and not guard.leaks("four five seven")
    assert not guard.leaks("Jane Doe")


def test_leak_guard_counts_every_shared_word_as_fitb_does():
    guard = LeakGuard(["Aunt Bertha Inc", "Suite 501", "GB56HXDO88167774656119", "Mr. Lee"])
    assert guard.leaks("Moreno Inc") and guard.leaks("12 Main St, Suite 9") and guard.leaks("GB11AAAA1")
    assert not guard.leaks("Mr. Park")  # titles are kept on purpose
    assert not guard.leaks("Moreno Corp") and not guard.leaks("Apt. 12")
    assert not guard.leaks("14 Oak Road, Suite 9", strict=False)  # the last resort tolerates format words
    assert guard.leaks("Aunt Mary Corp", strict=False)


def test_surrogates_avoid_the_originals_format_words(factory):
    companies = factory.candidates("ORGANIZATION_NAME", "Aunt Bertha Inc", 8)  # the legal form stays, the name not
    assert companies and all(c.endswith(" Inc") and not {"Aunt", "Bertha"} & set(c.split()) for c in companies)
    assert "Inc" in factory.kept_words("ORGANIZATION_NAME", "Aunt Bertha Inc")  # which the leak guard lets through
    assert all(re.fullmatch(r"(Apt\.|Suite) \d+", c) for c in factory.candidates("STREET_ADDRESS", "Apt. 595", 4))
    phones = factory.candidates("PHONE_NUMBER", "(555) 201-1234 x123", 4)
    assert all(re.fullmatch(r"\(\d{3}\) \d{3}-\d{4} ext\. \d{3}", c) for c in phones)


# --------------------------------------------------------------------------- fillers
TEXT = ("Hi, this is John Smith from Acme Corp in Boston. Mr. Smith's wife Mary Smith called on "
        "29 November 1996 from 555-123-4567. John said Acme Corp is great.")
ITEMS = [("John Smith", "PERSON_NAME"), ("Acme Corp", "ORGANIZATION_NAME"), ("Boston", "LOCATION"),
         ("Mary Smith", "PERSON_NAME"), ("29 November 1996", "DATE"), ("555-123-4567", "PHONE_NUMBER")]


@pytest.mark.parametrize("style", ["numbered", "typed", "generic"])
@pytest.mark.parametrize("filler_class", [FakerFiller, RandomFiller, UposRandomFiller])
def test_fill_is_complete_consistent_and_leak_free(filler_class, style):
    masked, vault = masked_pair(TEXT, ITEMS, style)
    filled = filler_class(seed=3).fill(masked, vault)
    assert not TAG.search(filled.text)
    for fill in filled.fills:
        assert filled.text[fill.start:fill.end] == fill.value
    originals = {e.text.casefold() for e in vault.entries}
    assert not any(f.value.casefold() in originals for f in filled.fills)
    by_entity: dict = {}
    for entry, fill in zip(vault.entries, filled.fills):
        by_entity.setdefault((entry.label, entry.entity_id), set()).add(fill.value)
    if filler_class is FakerFiller:  # whole-name vs surname mentions render differently
        values = {k: v for k, v in by_entity.items() if k[0] != "PERSON_NAME"}
        assert all(len(v) == 1 for v in values.values())
    # different entities never share a substitute
    firsts = [sorted(v)[0] for v in by_entity.values()]
    assert len(firsts) == len(set(firsts))


def test_person_mentions_render_from_one_surrogate_person():
    text = "John Smith called. Later Mr. Smith called again, and John hung up. His wife Mary Smith waited."
    masked, vault = masked_pair(text, [("John Smith", "PERSON_NAME"), ("Smith", "PERSON_NAME"),
                                       ("John", "PERSON_NAME"), ("Mary Smith", "PERSON_NAME")])
    filled = FakerFiller(seed=1).fill(masked, vault)
    values = [f.value for f in filled.fills]
    full, surname_only, first_only, wife = values[0], values[1], values[2], values[3]
    first, last = full.split()
    assert surname_only == last  # "Mr. [..]" → the surrogate's surname
    assert first_only == first
    assert wife.split()[-1] == last and wife != full  # the family keeps one surname
    assert "Mr. " + last in filled.text


def test_a_hyphenated_surname_alone_stays_a_surname():
    masked, vault = masked_pair("I spoke to Blair-Roberts today.", [("Blair-Roberts", "PERSON_NAME")])
    value = FakerFiller(seed=1).fill(masked, vault).fills[0].value
    assert len(value.split()) == 1, value


def test_title_sets_gender():
    masked, vault = masked_pair("It's Mrs. Lopez here.", [("Lopez", "PERSON_NAME")])
    from faker.providers.person.en_US import Provider as AmericanNames

    filler = FakerFiller(seed=0)
    filler.prepare()
    people = [filler.surrogates.person("female") for _ in range(20)]
    assert all(p.first in AmericanNames.first_names_female for p in people)
    assert filler.fill(masked, vault).fills[0].value != "Lopez"


def test_same_seed_same_fills_whatever_the_order():
    a = masked_pair(TEXT, ITEMS)
    b = masked_pair("Call Ann Lee at 555-987-6543.", [("Ann Lee", "PERSON_NAME"), ("555-987-6543", "PHONE_NUMBER")])
    b = (MaskedDocument("d2", b[0].text, b[0].slots), VaultRecord("d2", b[1].entries))
    first = [f.text for f in FakerFiller(seed=5).fill_batch([a, b])]
    second = [f.text for f in FakerFiller(seed=5).fill_batch([b, a])][::-1]
    assert first == second
    assert FakerFiller(seed=6).fill(*a).text != first[0]


def test_leak_guard_rejects_an_original_even_if_proposed(monkeypatch):
    masked, vault = masked_pair("Meet Boston people in Boston.", [("Boston", "LOCATION")])
    filler = FakerFiller(seed=0)
    filler.prepare()
    monkeypatch.setattr(filler.surrogates, "candidates", lambda label, original, k: ["Boston", "boston", "Denver"])
    assert {f.value for f in filler.fill(masked, vault).fills} == {"Denver"}


def test_diversity_cap_limits_reuse_across_the_corpus(monkeypatch):
    filler = FakerFiller(seed=0, max_reuse=2)
    filler.prepare()
    monkeypatch.setattr(filler.surrogates, "candidates",
                        lambda label, original, k: ["Denver", "Austin", "Reno"][: k if k < 50 else 3])
    values = []
    for i in range(6):
        masked, vault = masked_pair("I live in Boston.", [("Boston", "LOCATION")])
        masked = MaskedDocument(f"d{i}", masked.text, masked.slots)
        values.append(filler.fill(masked, VaultRecord(f"d{i}", vault.entries)).fills[0].value)
    assert max(values.count(v) for v in set(values)) <= 2


def test_a_frequency_masked_year_moves_with_the_document_dates():
    text = "On 7 March 2014 he was arrested; on 12 May 2015 the court heard him. A sum of 1500 was paid."
    masked, vault = masked_pair(text, [(w, "RARE_WORD") for w in ("7", "2014", "12", "2015", "1500")])
    shifts = set()
    for seed in range(6):
        fills = {f.tag: f.value for f in FakerFiller(seed=seed).fill(masked, vault).fills}
        years = [int(fills[e.tag]) for e in vault.entries if e.text in ("2014", "2015")]
        assert years[1] - years[0] == 1 and 1 <= abs(years[0] - 2014) <= 2  # one shift for both
        shifts.add(years[0] - 2014)
    assert -1 in shifts  # 2015 became 2014, an original of the document: no leak, the shift


def test_days_months_and_letters_never_run_out():
    """A judgment that masks every day and month: a day may become another original day, or
    what another day became, since a number of two digits names no one; without that, the
    fills ran out of days and months and read "On something May" and "20 Saturday"."""
    from pseudofill.document import Span
    from pseudofill.fill.constraints import names_no_one
    from pseudofill.fill.lm import CausalLMFiller

    assert names_no_one("7") and names_no_one("K") and names_no_one("May", frozenset({"may"}))
    assert not names_no_one("123") and not names_no_one("Smith")
    days = [str(d) for d in range(1, 29)]
    months = ["January", "March", "April", "June", "October", "November", "December"]
    text = " ".join(f"On {d} {months[i % len(months)]} it rained." for i, d in enumerate(days))
    spans = [Span(m.start(), m.end(), "RARE_WORD") for m in re.finditer(r"(?<=On )\d+|(?<=\d )[A-Z]\w+", text)]
    masked, vault = Masker("numbered").mask(Document("d1", text), merge_overlaps(spans))
    filled = CausalLMFiller(seed=0, max_reuse=2).fill(masked, vault)
    by_tag = {f.tag: f.value for f in filled.fills}
    values = {e.text: by_tag[e.tag] for e in vault.entries}
    assert set(values) == set(days) | set(months)
    assert all(values[d].isdigit() and values[d] != d and 1 <= int(values[d]) <= 28 for d in days)
    assert all(values[m] in months + ["February", "May", "July", "August", "September"] and values[m] != m
               for m in months)


def test_fill_without_vault_uses_labels_from_typed_tags():
    masked = MaskedDocument("x", "Call [PHONE_NUMBER_1] or mail [EMAIL_ADDRESS_1].",
                            masked_from_record({"id": "x",
                                                "text": "Call [PHONE_NUMBER_1] or mail [EMAIL_ADDRESS_1]."}).slots)
    filled = FakerFiller(seed=0).fill(masked)
    assert "@" in filled.fills[1].value and any(c.isdigit() for c in filled.fills[0].value)


def test_upos_random_matches_the_original_pos():
    masked, vault = masked_pair("She bought a house and ran quickly.", [("house", "RARE_WORD"), ("ran", "RARE_WORD"),
                                                                        ("quickly", "RARE_WORD")])
    filled = UposRandomFiller(seed=0).fill(masked, vault)
    lexicon = upos_lexicon()
    assert [f.value in lexicon[tag] for f, tag in zip(filled.fills, ["NOUN", "VERB", "ADV"])] == [True] * 3


# --------------------------------------------------------------------------- files and CLI
def test_fill_file_aligns_vault_by_id_and_reports_missing(tmp_path):
    pairs = [masked_pair("I am John Smith.", [("John Smith", "PERSON_NAME")]) for _ in range(3)]
    masked = [MaskedDocument(f"d{i}", m.text, m.slots).to_record() for i, (m, _) in enumerate(pairs)]
    vault = [VaultRecord(f"d{i}", v.entries).to_record() for i, (_, v) in enumerate(pairs)]
    write_jsonl(tmp_path / "m.jsonl", masked + [{"id": "bad"}])
    write_jsonl(tmp_path / "v.jsonl", [vault[2], vault[0]])  # out of order, d1 missing
    summary = fill_file(tmp_path / "m.jsonl", tmp_path / "f.jsonl", build_filler(method="faker"),
                        vault_path=tmp_path / "v.jsonl", progress=False)
    assert (summary.documents, summary.errors) == (2, 2)
    assert [r["id"] for r in read_jsonl(tmp_path / "f.jsonl")] == ["d0", "d2"]
    errors = read_jsonl(tmp_path / "f.jsonl.errors")
    assert {e["id"] for e in errors} == {"d1", None} and any(e["line"] == 4 for e in errors)


def test_cli_run_and_fill(tmp_path, capsys, nlp):
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": "1", "text": "I'm John Smith, call me on (415) 555-2671."}])
    assert main(["run", str(source), "-o", str(tmp_path / "r.jsonl"), "--vault", str(tmp_path / "v.jsonl"),
                 "--method", "faker", "--no-progress"]) == 0
    (record,) = read_jsonl(tmp_path / "r.jsonl")
    assert "John" not in record["text"] and "2671" not in record["text"] and not TAG.search(record["text"])
    assert [f["tag"] for f in record["fills"]] == ["[PERSON_NAME_1]", "[PHONE_NUMBER_1]"]
    assert main(["mask", str(source), "-o", str(tmp_path / "m.jsonl"), "--vault", str(tmp_path / "v2.jsonl"),
                 "--no-progress"]) == 0
    assert main(["fill", str(tmp_path / "m.jsonl"), "-o", str(tmp_path / "f.jsonl"), "--vault",
                 str(tmp_path / "v2.jsonl"), "--method", "faker", "--seed", "1", "--no-progress"]) == 0
    assert read_jsonl(tmp_path / "f.jsonl")[0]["fills"][0]["value"] != "John Smith"
    assert main(["fill", str(tmp_path / "m.jsonl"), "-o", str(tmp_path / "g.jsonl"), "--method", "nope"]) == 1
    assert "nope" in capsys.readouterr().err


def test_a_time_range_stays_a_valid_range():
    import random

    from pseudofill.fill.formats import random_clock

    rng = random.Random(3)
    for _ in range(50):
        value = random_clock("between 5.54 p.m. and 6.27 p.m.", rng)
        first, second = re.findall(r"(\d+)\.(\d\d)", value)
        assert value.startswith("between ") and value.endswith(" p.m.")
        assert 1 <= int(first[0]) <= 12 and 1 <= int(second[0]) <= 12 and int(first[1]) < 60 and int(second[1]) < 60
        assert (int(first[0]), int(first[1])) < (int(second[0]), int(second[1]))


def test_a_lone_english_first_name_stays_a_first_name():
    from pseudofill.fill.name_forms import Person

    person = Person("Lucas", "Aguilera", "male")
    assert [person.render(m, False) for m in ("Christopher", "Peck", "Mr Peck")] == ["Lucas", "Aguilera",
                                                                                      "Mr Aguilera"]


def test_a_short_form_of_a_name_gets_a_short_form_of_the_substitute():
    """"paddy" of Patrick O'Sullivan is said of Robert Miller as "Robby", not as a second
    person; a substitute no list shortens keeps its first name."""
    from pseudofill.fill.name_forms import Person

    assert Person("Robert", "Miller", "male", "patrick o'sullivan").render("paddy", False) == "Robby"
    assert Person("Robert", "Miller", "male", "patrick o'sullivan").render("paddy's", False) == "Robby's"
    assert Person("Zoltan", "Kiss", "male", "patrick o'sullivan").render("pat", False) == "Zoltan"
    assert Person("Robert", "Miller", "male", "patrick o'sullivan").render("Mr O'Sullivan", False) == "Mr Miller"


def test_a_family_by_its_surname_stays_a_family():
    from pseudofill.fill.name_forms import Person

    person = Person("Robert", "Miller", "male")
    assert [person.render(m, False) for m in ("patels", "o'neills", "jones")] == ["Millers", "Millers", "Miller"]
    assert Person("Ann", "Johns", "female").render("patels", False) == "Johnses"


def test_a_name_restated_in_brackets_gets_the_substitute_of_the_name():
    text = ("The Warsaw Court of Appeal dismissed it. The Warsaw Court of Appeal (Sąd Apelacyjny) sat in March. "
            "The Lublin Court of Appeal agreed.")
    masked, vault = masked_pair(text, [("Warsaw Court of Appeal", "ORGANIZATION_NAME"),
                                       ("Warsaw Court of Appeal (Sąd Apelacyjny)", "ORGANIZATION_NAME"),
                                       ("Lublin Court of Appeal", "ORGANIZATION_NAME")])
    values = [f.value for f in FakerFiller(seed=3).fill(masked, vault).fills]
    assert values[0] == values[1] != values[2], values
    assert all(v.endswith("Court of Appeal") and "Warsaw" not in v and "Lublin" not in v for v in values), values


def test_an_organisation_with_no_admissible_candidate_stays_a_body_of_its_kind(monkeypatch):
    masked, vault = masked_pair("He wrote to the Prison Medical Service.",
                                [("Prison Medical Service", "ORGANIZATION_NAME")])
    filler = FakerFiller(seed=0)
    filler.prepare()
    monkeypatch.setattr(filler.surrogates, "candidates", lambda label, original, k: [])  # nothing to choose from
    assert filler.fill(masked, vault).text == "He wrote to the service."  # one "the", not two


def test_a_spelling_spells_the_substitute_of_the_word_it_spells():
    from pseudofill.fill.codes import spelled_word

    assert spelled_word("F L O R E S", [("Lisa Flores", "Amy Coleman")]) == "C O L E M A N"
    assert spelled_word("a-l-m-o-s-t-f-i-e-l-d-8-3", [("almostfield83", "wharvey40")]) == "w-h-a-r-v-e-y-4-0"
    assert spelled_word("B, R, A, N, D, I", [("Brandi Garrison", "Ana Ruiz")]) == "A, N, A"
    assert spelled_word("X Y Z", [("Lisa Flores", "Amy Coleman")]) is None  # spells nothing said before
    masked, vault = masked_pair("Customer: Lisa Flores. The last name is spelled F L O R E S.",
                                [("Lisa Flores", "PERSON_NAME"), ("F L O R E S", "SPELLED_SEQUENCE")])
    filled = build_filler({"fill": {"method": "faker"}}).fill(masked, vault)
    name, spelled = (f.value for f in filled.fills)
    assert spelled == " ".join(name.split()[-1].upper())


def test_someone_whose_sex_no_list_tells_is_filled_by_a_name_of_either_sex():
    """Seen in a Swedish newsreel: "Mary och Cary är ett romantiskt team" — the lists give
    "Cary" to men and women, the text says no more, and "Cary Grant" became "Natalia
    Duarte".  A substitute of either sex asserts nothing the original did not."""
    from pseudofill.fill.names import first_name_gender, unisex_first_names

    masked, vault = masked_pair("It is Mary Bryan and Cary Grant. Mary and Cary are a team.",
                                [("Mary Bryan", "PERSON_NAME"), ("Cary Grant", "PERSON_NAME")])
    unisex = set(unisex_first_names("en"))
    assert len(unisex) >= 20 and not {"Bird", "Unknown"} & unisex  # no word a reader takes for one
    for seed in range(4):
        mary, cary = (f.value for f in FakerFiller(seed=seed).fill(masked, vault).fills[:2])
        assert first_name_gender(mary.split()[0], language="en") == "female", mary
        assert cary.split()[0] in unisex, cary
