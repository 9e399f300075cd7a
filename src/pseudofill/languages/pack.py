"""What each stage needs to know of a language, in one place: a language is a pack
(`languages/<code>/`), and code asks the pack (its titles, its word lists, its locale) rather
than which language it reads."""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from .calendar import Calendar


@dataclass(frozen=True)
class PhoneRules:
    """How a language's texts write phone numbers."""

    regions: tuple[str, ...]  # national formats tried, in order (phonenumbers' region codes)
    hotwords: tuple[str, ...] = ()  # words that say a number is a phone, beside the English ones
    birth_hotwords: tuple[str, ...] = ()  # words that say a date is a birth date, beside the English ones
    min_digits: int = 0  # fewer digits make no phone ("24 timmar", "1177")
    trunk_region: str | None = None  # a number of this region is written with its trunk 0 or + code


Validator = Callable[[str], bool]


class Draw(Protocol):
    """What a pack's surrogate generator draws with (the fill's SurrogateFactory): the
    document's random stream, and how far a birth date moves with the document's dates."""

    rng: random.Random

    def birth_shift(self) -> int: ...


# A pack's substitute for one label: from the draw and the original (None: the shared rule's).
Generator = Callable[[Draw, str | None], str | None]


@dataclass(frozen=True)
class Rule:
    """An infoType found by its pattern (the `patterns` detector): its base score, a check that
    lowers a failed match to `invalid_score`, and the words that raise it when near."""
    label: str
    pattern: re.Pattern[str]
    score: float
    validate: Validator | None = None
    invalid_score: float = 0.0
    hotwords: tuple[str, ...] = ()
    # Greedy digit/character groups may swallow a following number or word ("card
    # 4111111111111111 5 times"): on a failed check, retry shorter group prefixes.
    trim_groups: bool = False
    # Characters within which a hotword counts, when closer than the detector's window:
    # "konto" anywhere in a paragraph does not make every number in it an account.
    window: int | None = None


@dataclass(frozen=True, eq=False)
class SaidForms:
    """How the fill says a value again the way a transcript read it out in the language:
    numbers word by word, a spelling in its alphabet, an e-mail with its words for "@" and "."."""

    # a number read out, with new digits or the ones given (None: none)
    respeak: Callable[[str, random.Random, int, str | None], str | None]
    respell: Callable[[str, str | None, random.Random], str | None]  # a spelling, of the target or new letters
    read_out_email: Callable[[str], str]
    is_said_form: Callable[[str], bool]    # a word that says how, not what ("punkt", a number word)
    is_number_word: Callable[[str], bool]
    email: re.Pattern[str]                 # an e-mail read out ("snabel a")
    read_digits: Callable[[str], str | None] = lambda said: None  # the digits a number read out says
    words: frozenset[str] = frozenset()  # its number words, 0–99: they say digits, not whose


@dataclass(frozen=True, eq=False)
class Titles:
    """How a language writes the titles before a name and the phrases that introduce one."""

    chain: re.Pattern[str]            # one or more titles before a name ("Dr", "kung", "Judge")
    clear_honorific: re.Pattern[str]  # a title that only ever stands before a name
    introduced: re.Pattern[str]       # a phrase a name follows ("som heter", "represented by")
    lower_case: bool                  # titles are written in lower case ("herr Lind", "kung Gustaf")
    judicial: re.Pattern[str] | None = None     # a judge by the letters after the name ("Tugendhat J")
    kin_initial: re.Pattern[str] | None = None  # a relative by initials ("daughter M.")


def listed_titles(honorifics: tuple[str, ...], offices: tuple[str, ...], introducers: tuple[str, ...],
                  also: str) -> Titles:
    """The titles of a language that lists its words, in lower case as it writes them, beside
    the honorifics `also` (a regex alternation) every language reads."""
    def alternation(words: tuple[str, ...]) -> str:
        return "|".join(map(re.escape, sorted(words, key=len, reverse=True)))

    return Titles(
        re.compile(rf"(?<![\w.])(?:(?:{alternation((*honorifics, *offices))}|{also})\.?[ \t\u00a0]+)+",
                   re.IGNORECASE),
        re.compile(rf"(?<![\w.])(?:{alternation(honorifics)}|{also})(?![\w])", re.IGNORECASE),
        re.compile(rf"\b(?:{alternation(introducers)}),?[ \t]+(?=[^\W\d_])", re.IGNORECASE),
        lower_case=True,
    )


@dataclass(frozen=True, eq=False)
class Institutions:
    """How a language names its institutions: the kind words before a name ("Vårdcentralen
    Sävja") and after it ("Örebro kommun", "Bluewater Telecom"), and the shapes of such names
    (a shape's group `name` is the part a fill replaces)."""

    heads: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    shapes: tuple[re.Pattern[str], ...] = ()
    authority: re.Pattern[str] | None = None  # an authority named by what it is ("Skatteverket")
    bank: re.Pattern[str] | None = None       # a bank by its shape ("Sparbanken Nord", "Barclays Bank")
    genitive: bool = False  # the name before a kind takes a genitive s ("Danderyds sjukhus")
    # A recased firm's kind word is part of its name ("Bluewater Telecom", not "Vivalla förskola").
    kind_in_name: bool = False

    @functools.cached_property
    def words(self) -> frozenset[str]:
        """The kind words, lower case: they say what a body is, not who."""
        return frozenset(w.lower() for w in (*self.heads, *self.kinds))


def named_institutions(heads: tuple[str, ...], kinds: tuple[str, ...], endings: tuple[str, ...], name: str,
                       stem: str) -> tuple[re.Pattern[str], ...]:
    """The shapes of institution names built from a language's kind words: a head before one
    or two `name` words ("Vårdcentralen Sävja", "NAV Drammen"), one or two before a kind ("Örebro
    kommun", "Furuset skole"), a `stem` with a kind at its end ("Kvarnbyskolan")."""
    return (
        re.compile(rf"(?<![\w-])(?:{'|'.join(heads)})\s+(?P<name>{name}(?:\s+{name})?)"),
        re.compile(rf"(?<![\w-])(?P<name>{name}(?:\s+{name})?)\s+(?:{'|'.join(kinds)})(?![\w-])"),
        re.compile(rf"(?<![\w-])(?P<name>{stem})(?:{'|'.join(endings)})(?![\w-])"),
    )


@dataclass(frozen=True, eq=False)
class SaidNumbers:
    """How a language's transcripts say digits: a run of them is an identifier read out."""

    digits: Callable[[str], int | None]  # a number word's digit count ("forty" 2, "fyrtiofem" 2), None: not one
    tens: frozenset[str]
    units: frozenset[str]
    multipliers: Mapping[str, int]       # "double five" = two digits
    homophones: Mapping[str, int]        # ASR errors or ambiguous words ("for", "en"), only inside a run
    token: re.Pattern[str]
    noun_digits: frozenset[str] = frozenset()  # digits named as nouns ("etta"): may end a run
    homophones_start: bool = False       # a homophone may start a run ("for six one …"), not only continue one
    joiners: frozenset[str] = frozenset()  # said between groups ("dash", "stroke")
    plus: re.Pattern[str] | None = None  # a country code said before the digits ("plus three nine")
    quantity: re.Pattern[str] | None = None  # a written number that is a quantity, year or time, no identifier
    amount: re.Pattern[str] | None = None    # a short run that says an amount ("fyra tusen")
    # A run said in words that is four digits at most or an amount ("one forty nine", "two thousand")
    # is a price, a year or a count, unless a word before it asks for an identifier (`id_cue`).
    said_amount: re.Pattern[str] | None = None
    id_cue: re.Pattern[str] | None = None
    address_before: re.Pattern[str] | None = None  # five digits after an address are its postcode
    grouped_ends: bool = False  # a phone said in groups may start or end on a homophone


@dataclass(frozen=True, eq=False)
class Spelling:
    """How a language's transcripts spell names and codes letter by letter."""

    patterns: tuple[tuple[re.Pattern[str], float], ...]
    not_spelled: frozenset[str]          # capitals that are words ("TV", "AB")
    alphabet: Mapping[str, str] = field(default_factory=dict)  # its spelling alphabet, letter → word
    cue: re.Pattern[str] | None = None   # a word that asks for a spelling ("stava"): two capitals after it
    two_letters: re.Pattern[str] | None = None


@dataclass(frozen=True, eq=False)  # compared and hashed as itself: it holds tables
class LanguagePack:
    code: str                          # ISO 639-1, as wordfreq and Faker name it
    name: str
    locale: str                        # Faker's locale for people, streets, phones, companies
    countries: tuple[str, ...]         # where a text that names no country of its own is set
    keeps_country: bool                # its own country's places stay in that country
    honorifics: tuple[str, ...] = ()   # titles that stand before a name ("herr", "fru")
    offices: tuple[str, ...] = ()      # ranks and offices before a name, kept in the span
    introducers: tuple[str, ...] = ()  # phrases after which a name follows ("som heter")
    # It capitalises only proper nouns (not English's "Justice", "Bill", "Rose" as words): a
    # capitalised first name alone, or a listed name that is also a word, names someone.
    capitalises_only_names: bool = False
    # Its place names are not geonames' English ones: the gazetteer adds its countries, towns and
    # exonyms as it writes them ("Norge", "Göteborg", "Rom"), and the fill writes a country so.
    local_place_names: bool = False
    double_first_names: bool = False  # first names of two listed parts ("Karl-Johan", "Eva-Lena")
    titles: Titles | None = None       # how the rules find a name by its title (people.py)
    institutions: Institutions = Institutions()
    # What the packaged models and lexicons of this project read in it: "ner" (a spaCy NER
    # pipeline), "attributes" (the occupation and relative lexicon), "organisations" (a gazetteer
    # of its bodies, languages/<code>/organisations.txt, and institution shapes).  A preset leaves out
    # the detectors that need what a language lacks.
    capabilities: frozenset[str] = frozenset()
    place_prepositions: tuple[str, ...] = ()  # "i", "från": a first name after them is a place
    place_context: tuple[str, ...] = ()  # before a place that is also a first name ("in Florence"); else the above
    place_kinds: tuple[str, ...] = ()    # said after a place's name, part of it ("Limerick city", "Mora kommun")
    # Places named by their form ("Yorkshire", "Co. Limerick"); a pattern's first group, if it has
    # one, must be no common word.
    place_forms: tuple[re.Pattern[str], ...] = ()
    # Where its names come from (Faker locales, geonames countries): wordfreq's common
    # words lose these (wordfreq has no case: "anna", "göteborg" rank high), bar `keep`.
    name_locales: tuple[str, ...] = ()
    keep: frozenset[str] = frozenset()
    allow_list: str | None = None  # a bundled list of its common words (a path in the package) over wordfreq's
    exonyms: tuple[str, ...] = ()  # its own names for well-known places abroad ("Rom", "Köpenhamn")
    # How its surnames end ("-ström", "-qvist"): a surname the lists do not hold, after a first name.
    surname_endings: tuple[str, ...] = ()
    # What a fill writes when nothing of the type fits: by label, "*" for any other.
    neutral: tuple[tuple[str, str], ...] = (("PERSON_NAME", "someone"), ("LOCATION", "somewhere"),
                                            ("ORGANIZATION_NAME", "the company"), ("*", "something"))
    # Closed-class words (never a substitute on their own); English reads them from the UPOS lexicon.
    function_words: frozenset[str] = frozenset()
    # How its names inflect as one word: the suffixes a name takes ("Stockholms",
    # "Rembrandts", "Östersundaren") and whether a name starts a compound ("Stockholmsområdet"): such forms
    # of a detected name are masked at the name, the suffix kept, so the substitute is
    # inflected the same way ("Rembrandts" → "Vermeers").  English needs neither: "Smith's"
    # and "Paris-based" already part at the apostrophe and the hyphen.
    name_suffixes: tuple[str, ...] = ()
    name_compounds: bool = False
    # Caseless text (recase.py): the words after which a name follows ("heter", "my name's"), the
    # verbs and directions before a place beside its place prepositions ("bor", "norr"), and how
    # common a word may be and still be a name with no cue (wordfreq's Zipf).  No cues: not recased.
    name_cues: frozenset[str] = frozenset()
    # Possessives said after a noun ("mora di", "faren min", "mamma din"): a word before one is
    # a kin or a thing, no name a cue introduced ("hva heter mora di").
    possessives: frozenset[str] = frozenset()
    place_verbs: frozenset[str] = frozenset()
    everyday_above: float = 4.0
    # Its own infoTypes (the `patterns` detector runs them beside the shared ones; another
    # language's run only when asked for by name): ids, postcodes, streets, dates as written.
    rules: tuple[Rule, ...] = ()
    # Its own substitutes by label (a personnummer that passes its checks, a street of its
    # kind), tried before the shared rules of fill/; and the letters its car plates use.
    surrogates: Mapping[str, Generator] = field(default_factory=dict)
    plate_letters: str = "ABCDEFGHJKLMNOPRSTUWXYZ"  # no I, Q, V (read as 1, O, U), nor Å, Ä, Ö
    phones: PhoneRules = PhoneRules(("US", "GB", "DE", "FR", "IN", "CA", "AU", "SE", "IL", "BR"))
    # Its transcripts: digits and letters read out, the words that ask for a user name, the
    # abbreviations that look like one ("org.nr"), the languages it borrows words from ("password").
    numbers: SaidNumbers | None = None
    spelling: Spelling | None = None
    username_hotwords: tuple[str, ...] = ()
    abbreviation: re.Pattern[str] | None = None
    loan_languages: tuple[str, ...] = ()
    # The call grammar of detect/spoken*.py and calls.py (e-mails, references, addresses, dates
    # and firms said aloud, names without capitals) reads its transcripts.
    call_grammar: bool = False
    # The fill says numbers, letters and e-mail words again in its words ("noll sju", "snabel a"),
    # where English has `reshape`'s spoken digits.
    said: SaidForms | None = None
    # Its texts name people of any origin: the fill guesses each document's from its names (else
    # its people are its own); `surname_locale` names those inside a firm ("McGrory and Company").
    guesses_origin: bool = False
    surname_locale: str | None = None
    calendar: Calendar | None = None  # its months, weekdays and dates as written (the fill moves them)
    articles: tuple[str, ...] = ()  # "the a an": doubled ("the a") a fill broke the sentence
    word_pattern: re.Pattern[str] = re.compile(r"[^\W\d_](?:[^\W\d_]|['-])*")  # a word, as an LM's output is read
    # The bundled UPOS lexicon (languages/en/upos_lexicon.tsv) tags its words: a verb after a first
    # name is no surname, an adverb found as a firm's name is the word where it stands.
    upos_lexicon: bool = False
    # A worked example for a base model's prompt (text, types, answer) in the language.
    instruct_example: tuple[str, str, Mapping[str, str]] | None = None
    aliases: tuple[str, ...] = ()  # other codes that name it ("no" for Bokmål)
    lm: str = "smollm2"  # the causal LM of the `lm` and `instruct` fills (an alias of models.PACKAGED_GGUF)

    def identifier_of(self, digits: str) -> str | None:
        """The checked identifier these digits are by the pack's own rules (a fødselsnummer:
        a rule whose check passes), else a phone valid in its country; None: just digits."""
        for rule in self.rules:
            if rule.validate is not None and rule.pattern.fullmatch(digits) and rule.validate(digits):
                return rule.label
        from .phones import is_valid_phone

        valid = is_valid_phone(digits, self.phones.regions[0])
        return "PHONE_NUMBER" if valid and len(digits) >= max(self.phones.min_digits, 7) else None


def word_file(package: str, name: str) -> frozenset[str]:
    """The words of a pack's data file (`languages/<code>/<name>`), whitespace-separated, lines
    starting with "#" left out."""
    from importlib import resources

    text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    return frozenset(w for line in text.splitlines() if not line.startswith("#") for w in line.split())
