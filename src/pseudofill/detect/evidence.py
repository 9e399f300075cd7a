"""Each span checked against its own words and the text around it, before it spreads and
again after the merge.

A model's label is a guess, and a merge of guesses can take in what no detector meant: a
bracket ("(Rule 21"), the first word of the next sentence ("M.K. However").  The words of
the span are evidence of their own, read here the same way in every document: an amount is
an amount whatever NER called it ("NOK 625" as an organisation), initials are a person, a
body's head word ("Office", "Fourth Section of the Court") is no person or town, a currency
code after its amount ("(NOK)") is part of the amount, and a role said of no one ("the
Registrar", "Criminal") or a statute ("Social Insurance Act") is no name at all.  Nothing
here names one corpus's words: the lists are the language's (common words, name and place
gazetteers, organisation kinds, ISO currencies, English statute heads).
"""

from __future__ import annotations

import functools
import re

from ..document import Span
from ..languages import get_language, month_numbers
from ..languages.en.attributes import PROCEDURAL_ROLES, occupation_titles
from ..languages.en.kinds import BUSINESS_PLACES, kind_words, organisation_kind
from ..languages.en.places import COUNTY
from ..languages.en.spoken import STREET_WORDS
from ..languages.en.titles import HONORIFICS
from ..lexicon.amounts import amount_kind, is_currency_code
from ..lexicon.everyday import (
    everyday_not_a_name,
    has_title,
    listed_name,
    said_of_no_one,
    title_words,
)
from ..lexicon.gazetteers import is_place, looks_like_demonym
from ..lexicon.taxonomy import (
    AGE,
    DATE,
    LOCATION,
    OCCUPATION,
    ORGANIZATION_NAME,
    PERSON_NAME,
    PERSON_TITLES,
    QUANTITY,
    RELATIVE,
)
from ..lexicon.text import without_restatement
from .attributes import LEADING_COUNT
from .bounds import within_brackets, within_line, without_leading_word
from .recase import is_caseless
from .spoken import ID_KINDS

NAME_LABELS = frozenset({PERSON_NAME, ORGANIZATION_NAME, LOCATION})
_INITIALS = re.compile(r"(?:[A-Z]\.\s?){1,4}(?:['’]s)?")
_WORD = re.compile(r"[^\W\d_]+")
_NEXT_SENTENCE = re.compile(r"(?<=\.)\s+([A-Z][a-z]+)$")
# The head of a statute's name ("… Act", "… Act 1984", "Code of …"), in English.
_STATUTE = re.compile(r"(?:\b(?:Act|Acts|Code|Ordinance|Statute|Regulations?|Decree|Directive)(?:\s+(?:of\s+)?\d{4})?$"
                      r"|^(?:the\s+)?(?:Code|Ordinance|Law|Act)\s+(?:of|on)\s)")
_BUSINESS = re.compile(rf"\b(?:{'|'.join(BUSINESS_PLACES)})s?$", re.IGNORECASE)
# Labels the patterns give a run of digits; the words around may say it is none.
_NUMBER_GUESSES = frozenset({"GENERIC_ID", "PHONE_NUMBER", "DIGIT_SEQUENCE"})
_MONTHS = "|".join(month_numbers(short=False))
# A scheme or an award named by its kind: what someone receives, no one's name.
_SCHEME = re.compile(r"\b(?:Allowances?|Benefits?|Pensions?|Credits?|Grants?|Schemes?|Programmes?|Programs?"
                     r"|Subsid(?:y|ies)|Bursar(?:y|ies)|Scholarships?|Reliefs?|Supplements?|Awards?|Prizes?|Medals?)$")
# What a model or a tagger guessed (a user's dictionary and the rules are no guesses).
MODEL_SOURCES = frozenset({"entity", "rampart", "presidio"})
# A number of three digits or more inside a name guess: a reference or a code.
_NUMBER_CODE = re.compile(r"(?<![\d,.])\d{3,}(?![\d,.]\d)")
# How old someone is, in English ("aged 65", "age of 65", "fifteen years old", "65 years of age").
_AGE_PHRASE = re.compile(r"(?i)(?<!\w)(?:aged?\s+(?:of\s+)?[\w-]+|[\w-]+\s*-?\s*(?:years?|yrs?)[\s-]*old"
                         r"|[\w-]+\s+years?\s+of\s+age)(?!\w)")
_CALENDAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b")
# Heads of English nouns for who does something ("Registrar", "Delegate", "Commissioner").
_AGENT_NOUN = re.compile(r"(?:ar|or|er|ee|ist|ate|ant|ent|ian)s?$")
_DETERMINER_BEFORE = re.compile(r"(?<!\w)(?:the|a|an|this|that|his|her|its|their|our|your|my)\s+$", re.IGNORECASE)
# A bracketed short form defined right after a phrase: "Commanding Officer (“CO”)", "(hereinafter “WBA”)".
_ALIAS_AFTER = re.compile(r"\s*\((?:hereinafter\s+)?[“\"‘']?(?:the\s+)?([A-Z]{2,6})[”\"’']?\)")
_SHORT_NAME_AFTER = re.compile(r"\s*\((?:hereinafter\s+)?[“\"‘'](?:the\s+)?([A-Z][\w’'-]+(?:\s[A-Z][\w’'-]+)?)"
                               r"[”\"’']\)")
_HONORIFIC_INSIDE = re.compile(rf"(?<=\s)(?:{HONORIFICS})\.?\s+(?=[A-Z])")
# Initials then a surname: "J. Grainger", "K. McCLEERY" (a surname in capitals ends where they do).
_INITIALS_LED = re.compile(r"(?:[A-Z]\.\s){1,3}\s*(?:(?P<caps>[A-Z][A-Z'’-]+(?:\s[A-Z][A-Z'’-]+)*)\b|[A-Z][\w'’-]+)")
# A heading's letter: "A. Criminal proceedings", "B. Censorship" on a line of their own.
_HEADING = re.compile(r"[A-Z]\.\s+[A-Z][a-z]+(?:[ \t][^\n.]*)?(?:\n|$)")


def checked(text: str, span: Span, language: str = "en", roles: bool = True) -> Span | None:
    """The span as its evidence has it: trimmed to whole brackets and to its own sentence,
    relabelled by its words, or None when it names nothing (`roles`: also when it is a role
    said of no one)."""
    trimmed = within_line(text, span)
    trimmed = within_brackets(text, trimmed) if trimmed is not None else None
    if trimmed is not None:
        trimmed = _own_sentence(text, trimmed, language)
    if trimmed is not None and trimmed.label in (ORGANIZATION_NAME, LOCATION):
        trimmed = _person_inside(text, trimmed)
    if trimmed is None or (trimmed.label in NAME_LABELS and _heading(text, trimmed, language)):
        return None
    written = text[trimmed.start:trimmed.end]
    if trimmed.label in NAME_LABELS and written.lower().replace(" ", "") in ID_KINDS \
            and get_language(language).call_grammar:
        return None  # "i'll need the imei", "the v i n": the name of a number, no one's
    if roles and span.source in MODEL_SOURCES and trimmed.label in NAME_LABELS and written.islower() \
            and (not _caseless_line(text, trimmed.start) or said_of_no_one(written, language)):
        return None  # "social security", "lagen om rättsprövning": a cased line writes names with capitals
    titled = _title_before(text, trimmed.start, language)  # "Mr [Crow]", "Sergeant [Crow]"
    # a currency code is an amount's unit only beside its number: "NOK 625", "100 Norwegian kroner (NOK)"
    near_number = bool(re.search(r"\d\s*(?:[^\W\d_]+\s+){0,2}\(?\s*$", text[max(0, trimmed.start - 40):trimmed.start])
                       or re.match(r"\s?\d", text[trimmed.end:trimmed.end + 3]))
    determined = bool(_DETERMINER_BEFORE.search(text[max(0, trimmed.start - 8):trimmed.start]))
    label = label_by_words(text[trimmed.start:trimmed.end], trimmed.label, language, titled,
                           roles and span.source in MODEL_SOURCES, near_number, determined)
    if label is None:
        return None
    if label in _NUMBER_GUESSES and _year_to_year(written):
        label = DATE  # "1997/98": a tax or school year, no reference
    if label == "STREET_ADDRESS" and re.search(rf"\b(?:{_MONTHS})\s+$", text[max(0, trimmed.start - 12):trimmed.start],
                                                re.IGNORECASE) and re.match(r"(?:19|20)\d\d\b", written):
        return None  # "June [2004 State Security Courts]": a year, then a name, no house number
    if label == "DIGIT_SEQUENCE" and re.fullmatch(r"[1-9]\d{0,2}(?:,\d{3})*", written) \
            and re.match(r"[ -][a-z]{3,}", text[trimmed.end:trimmed.end + 5]):
        label = QUANTITY  # "110 suspects", "152 page-long": a count, not a code
    if label in NAME_LABELS and _scheme_acronym(text, written):
        label = "MISC"  # "WBA", defined as "Widow’s Bereavement Allowance (“WBA”)"
    if label == "DEMOGRAPHIC" and written.islower() and get_language(language).call_grammar \
            and not any(looks_like_demonym(w.title()) for w in (written, written[:-1], written[:-2])) \
            and _FIRM_CUE.search(text, max(0, trimmed.start - 16), trimmed.start):
        label = ORGANIZATION_NAME  # "i'm with capitec now": a model's nationality where a caller names a firm
    if label == PERSON_NAME:
        trimmed = without_leading_word(text, trimmed)
    if label == trimmed.label:
        return trimmed
    return Span(trimmed.start, trimmed.end, label, trimmed.source, trimmed.score, trimmed.entity_id)


_FIRM_CUE = re.compile(r"\b(?:with|at|from|through|via|using|switched to|bank with|banks? is)\s+$")


def _year_to_year(written: str) -> bool:
    """"1997/98", "1999/2000": one year and the next."""
    found = re.fullmatch(r"((?:19|20)\d\d)/(\d\d|(?:19|20)\d\d)", written.strip())
    if not found:
        return False
    first, second = int(found.group(1)), int(found.group(2))
    return second == first + 1 or second == (first + 1) % 100


def _scheme_acronym(text: str, written: str) -> bool:
    """A short form the text defines as a scheme's: "Widow’s Bereavement Allowance (“WBA”)"."""
    if not re.fullmatch(r"[A-Z]{2,6}", written):
        return False
    defined = re.search(rf"((?:[A-Z][^\W\d_]*(?:[’']s)?\s+(?:(?:of|for|and|the)\s+)*){{1,6}})\(\W?{written}\W?\)", text)
    return bool(defined and _SCHEME.search(defined.group(1).strip()))


def label_by_words(original: str, label: str, language: str = "en", titled: bool = False,
                   roles: bool = True, near_number: bool = True, determined: bool = False) -> str | None:
    """The label the span's own words give when they contradict `label`; None: no name
    (`roles`: a role said of no one is none either).  `titled`: a person's title stands
    right before it; `determined`: an article or a possessive ("the Registrar", "his
    Commanding Officer")."""
    if label in (DATE, "NUMBER", QUANTITY) and _AGE_PHRASE.search(original) and not _CALENDAR.search(original):
        return AGE  # "65 years of age", "a sixteen -year-old": how old someone is, no date
    if label in (RELATIVE, OCCUPATION) and LEADING_COUNT.match(original):
        return QUANTITY  # "two children": how many moves, the relation stays
    if label not in NAME_LABELS:
        return label
    if _STATUTE.search(original) and not _names_someone_or_somewhere(original, language):
        return None  # "Social Insurance Act", "Police and Criminal Evidence Act 1984": public law, no one's name
    if label != LOCATION and _SCHEME.search(without_restatement(original.strip())) \
            and not _names_someone_or_somewhere(original, language):
        return "MISC"  # "Widow’s Bereavement Allowance": a scheme (the fill keeps one named by everyday words)
    if is_currency_code(original) and near_number:
        return "MONEY"  # "100 Norwegian kroner (NOK)": part of an amount ("works at AMD" is no money)
    amount = amount_kind(original) if label != LOCATION else None  # "14 Mark Lane" is an address
    if amount is not None:
        return amount
    if _INITIALS.fullmatch(original.strip()):
        return PERSON_NAME  # "W.K.", "M.K.’s": initials stand for someone
    if label == ORGANIZATION_NAME and COUNTY.fullmatch(original.split(", ")[-1]):
        return LOCATION  # "Patrickswell, Co. Limerick" (a company's "Co." follows its name)
    if label == ORGANIZATION_NAME and organisation_kind(original) is None and _led_by_title(original, language):
        return PERSON_NAME  # "Corporal G", "Inspector Morse"
    if label == ORGANIZATION_NAME and determined and _role_of_no_one(original, language):
        # "his Commanding Officer" is someone's job, no body's name; the court's own roles
        # ("the Registrar") are every case's and say nothing of anyone
        return None if roles and _procedural(original) else OCCUPATION
    kind = organisation_kind(original)
    road = label == LOCATION and original.split()[-1].lower() in STREET_WORDS - {"court", "place"}
    if label in (PERSON_NAME, LOCATION) and kind not in (None, "state") and not titled and not road \
            and not has_title(original, language) and (not _names_someone_or_somewhere(original, language)
                                                     or label == LOCATION and _BUSINESS.search(original)):
        return ORGANIZATION_NAME  # "Office", "Fourth Section of the Court", "Culloden Hotel"
    if roles and label == ORGANIZATION_NAME and _everyday_acronym(original):
        return None  # "VAT": an everyday word in capitals, no body
    if label != LOCATION and _NUMBER_CODE.search(original) or not _WORD.search(original):
        return "GENERIC_ID"  # "SFS 2000:634", "Reports … 1996-V": a reference, no name (an address is a place)
    if roles and label == PERSON_NAME and not titled and said_of_no_one(original, language):
        return None
    if label == PERSON_NAME and " " not in original.strip() and is_place(original.strip(), language) \
            and not listed_name(original.strip()):
        return LOCATION  # "Muş"
    return label


@functools.lru_cache(maxsize=4)
def stop_words(language: str = "en") -> frozenset[str]:
    """spaCy's stop words of the language: words that start sentences and name no one."""
    import importlib

    from ..models import import_spacy

    import_spacy()
    return frozenset(importlib.import_module(f"spacy.lang.{get_language(language).code}.stop_words").STOP_WORDS)


def _title_before(text: str, start: int, language: str) -> bool:
    words = re.findall(r"[^\W\d_]+", text[max(0, start - 24):start])
    return bool(words) and words[-1].lower() in title_words(language) and not text[start - 1:start].isalnum()


def _caseless_line(text: str, position: int) -> bool:
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", position)
    return is_caseless(text[start:end if end >= 0 else len(text)])


def _everyday_acronym(original: str) -> bool:
    """A short word in capitals that is a common noun ("VAT", "AIDS"; not "AMD")."""
    from ..lexicon.words import upos_lexicon

    word = original.strip()
    return word.isalpha() and word.isupper() and 3 <= len(word) <= 5 \
        and word.lower() in upos_lexicon().get("NOUN", ()) and not listed_name(word)


def _led_by_title(original: str, language: str) -> bool:
    """A rank or title, then a name or a letter ("Corporal G"), no title alone ("Sergeant Major")."""
    words = _WORD.findall(original)
    titles = title_words(language)
    return len(words) > 1 and words[0].lower() in titles and all(w[:1].isupper() for w in words[1:]) \
        and any(w.lower() not in titles and (len(w) == 1 or not everyday_not_a_name(w, language)) for w in words[1:])


def _role_of_no_one(original: str, language: str) -> bool:
    """Everyday words only, no letter that stands for someone, no kind word of a body, and
    a head that names a person's job ("the Registrar", "Commanding Officer (“CO”)"; "the
    Regional Court" is a body, "the Human Rights Building" a place)."""
    words = _outside_brackets(original)
    if not words or any(len(w) == 1 for w in words) or organisation_kind(original) is not None:
        return False
    head, titles = words[-1].lower(), title_words(language)
    return all(w.lower() in titles or everyday_not_a_name(w, language) for w in words) \
        and (head in titles or head.removesuffix("s") in titles or head in PROCEDURAL_ROLES
             or head in _job_heads() or bool(_AGENT_NOUN.search(head)))


@functools.lru_cache(maxsize=1)
def _job_heads() -> frozenset[str]:
    """The last words of the occupation list ("secretary", "clerk", "surveyor")."""
    return frozenset(title.split()[-1] for title in occupation_titles())


def _procedural(original: str) -> bool:
    return " ".join(_outside_brackets(original)).lower() in PROCEDURAL_ROLES


def _outside_brackets(original: str) -> list[str]:
    return _WORD.findall(re.sub(r"\s*\([^)]*\)", "", original))


def aliases_after(text: str, span: Span) -> str | None:
    """The short form a text defines for the span's phrase right after it ("CO" in
    "Commanding Officer (“CO”)", "Cosmesin" in "Cosmesin A/S (“Cosmesin”)"): it names what
    the phrase names."""
    found = _ALIAS_AFTER.match(text, span.end) or _ALIAS_AFTER.search(text[span.start:span.end])
    if found:
        return found.group(1)
    # or a word of it, quoted: "Cosmesin Laboratorieprodukter A/S (“Cosmesin”)"
    phrase = text[span.start:span.end]
    after, inside = _SHORT_NAME_AFTER.match(text, span.end), _SHORT_NAME_AFTER.search(phrase)
    name, named = (after.group(1), phrase) if after else (inside.group(1), phrase[:inside.start()]) if inside \
        else ("", "")
    return name if name and name in named else None


def _person_inside(text: str, span: Span) -> Span:
    """An organisation or a place a merge ran into a person ("Government Ms K. McCLEERY",
    "J. CROW Counsel"): the person, from the honorific or the initials on."""
    if span.label == PERSON_NAME:
        return span  # "Ms Smith and Mr Jones" are both masked
    written = text[span.start:span.end]
    start = span.start
    inside = _HONORIFIC_INSIDE.search(written)
    if inside is not None:
        start = span.start + inside.end()
    led = _INITIALS_LED.match(text, start, span.end)
    if inside is None and (led is None or not led.group("caps")):
        return span
    return Span(start, span.end, PERSON_NAME, span.source, span.score, span.entity_id)


def person_and_body(text: str, span: Span) -> list[Span]:
    """A name and, after a comma, the body they speak for, as one model span ("J. Grainger,
    Foreign and Commonwealth Office"): two entities, each masked as what it is."""
    led = _INITIALS_LED.match(text, span.start, span.end)
    if span.label not in NAME_LABELS or led is None or text[led.end():led.end() + 2] != ", ":
        return [span]
    if span.end <= led.end() + 2 or organisation_kind(text[led.end() + 2:span.end]) is None:
        return [span]
    return [Span(span.start, led.end(), PERSON_NAME, span.source, span.score, span.entity_id),
            Span(led.end() + 2, span.end, ORGANIZATION_NAME, span.source, span.score, span.entity_id)]


def _heading(text: str, span: Span, language: str) -> bool:
    """A heading's letter and its first word at the start of a line ("A. Criminal
    proceedings against the applicant"): no initial and no name."""
    if span.start and text[span.start - 1] != "\n":
        return False
    found = _HEADING.match(text, span.start)
    words = _WORD.findall(text[span.start:span.end])
    return found is not None and len(words) == 2 and everyday_not_a_name(words[1], language)


def _names_someone_or_somewhere(original: str, language: str) -> bool:
    """A listed name or place among its capitalised words, its kind words aside ("Court"
    is a surname too)."""
    kind = {w.lower() for w in kind_words(original)}
    return any(listed_name(w) or is_place(w, language) for w in _WORD.findall(original)
               if w[:1].isupper() and w.lower() not in kind)


def _own_sentence(text: str, span: Span, language: str) -> Span | None:
    """Without the first word of the next sentence ("W.K. The", "M.K. However"): a word
    that starts sentences and names no one, after a full stop."""
    found = _NEXT_SENTENCE.search(text, span.start, span.end)
    if found is None:
        return span
    word = found.group(1)
    before = text[span.start:found.start()].rstrip(".").split()
    if listed_name(word) or word.lower() not in stop_words(language) \
            or (before and before[-1].lower() in PERSON_TITLES):
        return span  # "Mr. Rose", "S.D. Burden"
    end = found.start()
    return Span(span.start, end, span.label, span.source, span.score, span.entity_id) if end > span.start else None
