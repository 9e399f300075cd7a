"""What each stage needs to know of a language, in one place: a language is a pack
(`languages/<code>/`), and code asks the pack (its titles, its word lists, its locale) rather
than which language it reads."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PhoneRules:
    """How a language's texts write phone numbers."""

    regions: tuple[str, ...]  # national formats tried, in order (phonenumbers' region codes)
    hotwords: tuple[str, ...] = ()  # words that say a number is a phone, beside the English ones
    birth_hotwords: tuple[str, ...] = ()  # words that say a date is a birth date, beside the English ones
    min_digits: int = 0  # fewer digits make no phone ("24 timmar", "1177")
    trunk_region: str | None = None  # a number of this region is written with its trunk 0 or + code


@dataclass(frozen=True)
class LanguagePack:
    code: str                          # ISO 639-1, as wordfreq and Faker name it
    name: str
    locale: str                        # Faker's locale for people, streets, phones, companies
    countries: tuple[str, ...]         # where a text that names no country of its own is set
    keeps_country: bool                # its own country's places stay in that country
    ner: bool                          # a packaged NER pipeline reads it (spaCy's English ones)
    honorifics: tuple[str, ...] = ()   # titles that stand before a name ("herr", "fru")
    offices: tuple[str, ...] = ()      # ranks and offices before a name, kept in the span
    introducers: tuple[str, ...] = ()  # phrases after which a name follows ("som heter")
    place_prepositions: tuple[str, ...] = ()  # "i", "från": a first name after them is a place
    # Where its names come from (Faker locales, geonames countries): wordfreq's common
    # words lose these (wordfreq has no case: "anna", "göteborg" rank high), bar `keep`.
    name_locales: tuple[str, ...] = ()
    keep: frozenset[str] = frozenset()
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
    place_verbs: frozenset[str] = frozenset()
    everyday_above: float = 4.0
    phones: PhoneRules = PhoneRules(("US", "GB", "DE", "FR", "IN", "CA", "AU", "SE", "IL", "BR"))
    lm: str = "smollm2"  # the causal LM of the `lm` and `instruct` fills (an alias of models.PACKAGED_GGUF)
