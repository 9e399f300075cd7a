"""The analyzer: many detectors, one resolved list of spans per document.

Order of post-processing: score threshold, bracketed marks and each span checked against its
own words (detect/evidence.py) → propagation → exclusions → a state's name seen in pieces
made whole → overlaps → the merged spans trimmed and relabelled again.
Overlapping spans are merged into their union (labelled by the dominant span), never
cut: cutting would leave the part of a name that only one detector saw unmasked.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..document import Document, Span
from ..language import get_language, is_everyday
from ..languages.en.kinds import KIND_WORDS
from ..languages.en.spoken import NUMBER_WORDS
from ..lexicon.everyday import title_words
from ..lexicon.gazetteers import nicknames, person_names
from ..lexicon.taxonomy import DATE, ORGANIZATION_NAME, PERSON_NAME, RARE_WORD
from ..lexicon.words import default_allow_list, part_of_speech
from .base import Detector
from .bounds import bracketed_mark, within_line
from .dictionary import Exclusions
from .evidence import MODEL_SOURCES, aliases_after, checked, person_and_body, stop_words
from .places import whole_states
from .recase import recase
from .shape import DURATION, NUMBER_LABELS, SAID_OF_NO_ONE, check_shape, for_transcript, is_transcript
from .spoken import TURN_LABEL, TURN_START, transcribed

OVERLAP_STRATEGIES = ("longest", "score")


@functools.lru_cache(maxsize=4)
def _not_name_parts(language: str = "en") -> frozenset[str]:
    """Parts of a detected person's span that do not name them: "The", "and", "Justice"
    (Swedish: "och", "herr", "kungen")."""
    return stop_words(language) | title_words(language)


class Analyzer(Detector):
    name = "analyzer"

    def __init__(
        self,
        detectors: Sequence[Detector],
        min_score: float = 0.5,
        exclusions: Mapping[str, Iterable[str]] | None = None,
        propagate: bool = True,
        overlap: str = "longest",
        language: str = "en",
        shape: str = "auto",
    ):
        if not 0.0 <= min_score <= 1.0:  # also rejects NaN
            raise ValueError(f"min_score must be between 0 and 1, not {min_score}")
        if overlap not in OVERLAP_STRATEGIES:
            raise ValueError(f"overlap must be one of {OVERLAP_STRATEGIES}, not {overlap!r}")
        if not detectors:
            raise ValueError("an analyzer needs at least one detector")
        self.detectors = list(detectors)
        self.min_score = min_score
        self.exclusions = exclusions
        self.compiled_exclusions = Exclusions(exclusions)
        self.propagate = propagate
        self.overlap = overlap
        self.language = get_language(language).code
        self.shape = check_shape(shape)

    def _setup(self) -> None:
        for detector in self.detectors:
            detector.prepare()

    def detect(self, doc: Document) -> list[Span]:
        return next(self.detect_batch([doc]))

    def detect_batch(self, docs: Iterable[Document]) -> Iterator[list[Span]]:
        self.prepare()
        docs = list(docs)
        # read as written: recasing gives a transcript capitals
        transcripts = [self.shape == "transcript" or (self.shape == "auto" and is_transcript(doc.text))
                       for doc in docs]
        # caseless lines get their names' capitals back (same length: the spans hold for the original)
        written = docs
        docs = [doc if (text := recase(doc.text, self.language)) == doc.text else replace(doc, text=text)
                for doc in docs]
        per_detector = [list(detector.detect_batch(docs if detector.recased else written))
                        for detector in self.detectors]
        for i, doc in enumerate(docs):
            spans = self.resolve(doc.text, [span for found in per_detector for span in found[i]], transcripts[i])
            # after the merge: a number NER calls a price or a time is one, though digits are said
            yield for_transcript(doc.text, spans, self.language) if transcripts[i] else spans

    def resolve(self, text: str, spans: list[Span], transcript: bool = False) -> list[Span]:
        # each detection judged by its own words before it spreads (a role dropped here spreads
        # nowhere; a part of a full name spread below is never judged alone), then the merge's
        # unions trimmed and relabelled once more
        if transcript:
            spans = cue_over_guess(text, spans)
        kept: list[Span] = []
        aliases: dict[str, str | None] = {}
        for span in (part for found in spans for part in person_and_body(text, found)):
            if span.score < self.min_score or bracketed_mark(text, span):
                continue
            judged = checked(text, span, self.language)
            if judged is not None:
                kept.append(judged)
            if (alias := aliases_after(text, span)) is not None and aliases.get(alias) is None:
                # a short form names what its phrase names: "Cosmesin Laboratorieprodukter A/S (“Cosmesin”)"
                # is a firm, "Widow’s Bereavement Allowance (“WBA”)" a scheme; a job wins over a drop:
                # "Commanding Officer (“CO”)" is one, so is "CO"
                aliases[alias] = judged and judged.label
        spans = []
        for span in kept:
            label = aliases.get(text[span.start:span.end], span.label)
            if label is not None:
                spans.append(span if label == span.label else replace(span, label=label))
        if self.propagate:
            spans = spans + propagate(text, spans, self.language)
        if self.compiled_exclusions:
            spans = self.compiled_exclusions.filter(text, spans)
        merged = [kept for union in merge_overlaps(spans + whole_states(text, spans), self.overlap)
                  for span in person_and_body(text, union)
                  if (kept := checked(text, span, self.language, roles=False)) is not None]
        return one_label_per_string(text, merged, spans)


_NUMBER = re.compile(rf"\d|\b(?:{NUMBER_WORDS}|thousand|million|billion|half|dozen|grand|quid|bucks)\b",
                     re.IGNORECASE)


def cue_over_guess(text: str, spans: list[Span]) -> list[Span]:
    """On a caseless call NER reads the capitals recasing gave, a guess; a span the call's
    own words found ("my last name is okafor", "o k a f o r") is read, not guessed: a model's
    span that runs across one's edge goes ("Okafor, o k")."""
    spans = [line for s in spans if (line := within_line(text, s)) is not None]  # "n w o s u\nagent" is "n w o s u"
    cued = [s for s in spans if s.source == "transcript" and s.score >= 0.7]
    said = [s for s in spans if s.source == "transcript"]
    named = {text[s.start:s.end].split()[0].lower() for s in cued if s.label == PERSON_NAME}

    def crosses(span: Span, others: list[Span]) -> bool:
        return any(o.start < span.end and span.start < o.end and not (span.start <= o.start and o.end <= span.end)
                   and not (o.start <= span.start and span.end <= o.end) for o in others)

    # nor does a count kept as said run a place or a handle on: "apartment twelve | same town",
    # "interstate five | right", "gwhitfield sixty one | right"
    def within(span: Span) -> bool:  # "n w o s u" spelled, not NER's organisation "N W O S U"
        return any(c.start <= span.start and span.end <= c.end and c.label != span.label for c in cued)

    return [s for s in spans if not (s.source in MODEL_SOURCES and (crosses(s, cued) or within(s)))
            and not (s.label in SAID_OF_NO_ONE and crosses(s, said))
            # nor a model's amount with no number in it, over a body the call names ("metro west ems billing
            # office" as MONEY)
            and not (s.source in MODEL_SOURCES and s.label in NUMBER_LABELS and not _NUMBER.search(text, s.start, s.end)
                     and any(s.start <= o.start and o.end <= s.end for o in said))
            # a model's date that ends in a stretch of time runs a day on ("may fifteenth | or thirty days")
            and not (s.source in MODEL_SOURCES and s.label == DATE and DURATION.search(text, s.start, s.end))
            # nor is a day a date where the call named someone by it ("his name is sunday okoro … and sunday
            # called you")
            and not (s.source in MODEL_SOURCES and s.label == DATE and text[s.start:s.end].lower() in named
                     and _in_a_name_slot(text, s.start, s.end))]


def one_label_per_string(text: str, merged: list[Span], found: list[Span]) -> list[Span]:
    """A string found at several places under different labels gets one of them
    throughout, so one entity and one substitute: "ticket TKT-1276842" (an amount to NER,
    an id to the patterns) and a later "TKT-1276842" (an id) are both ids.  Each place
    keeps the label the overlap merge gave it when they agree; otherwise the label of most
    places wins, then the one most detectors gave (propagated copies do not vote); a word
    of a person's full name found in the document is that person; a tie goes to an
    organisation ("Opole Lubelskie Prison" is no town, "Cosmesin" may be a firm)."""
    places: dict[str, Counter[str]] = {}
    for span in merged:
        if span.label != RARE_WORD:
            places.setdefault(text[span.start:span.end].casefold(), Counter())[span.label] += 1
    # a day that names someone stays a day where it is one ("on sunday evening … sunday okoro")
    mixed = {key: labels for key, labels in places.items() if len(labels) > 1 and set(labels) != {DATE, PERSON_NAME}}
    if not mixed:
        return merged
    # "Brandi" after "Brandi Garrison" is her, whatever NER made of it alone
    name_parts = {word.casefold() for span in merged if span.label == PERSON_NAME
                  for words in [text[span.start:span.end].split()] if len(words) > 1 for word in words}
    votes: Counter[tuple[str, str]] = Counter()
    for span in found:
        key = text[span.start:span.end].casefold()
        if key in mixed and span.source != "propagation":
            votes[key, span.label] += 1
    result = []
    for span in merged:
        key = text[span.start:span.end].casefold()
        if key in mixed:
            labels = mixed[key]
            best = max(labels, key=lambda label: (label == PERSON_NAME and key in name_parts, labels[label],
                                                  votes[key, label], label == ORGANIZATION_NAME))
            span = Span(span.start, span.end, best, span.source, span.score, span.entity_id)
        result.append(span)
    return result


# Before a word used as a word, not a name: an article, a possessive, a pronoun, a modal.
_WORD_AFTER = re.compile(r"(?<![\w'])(?:the|a|an|this|that|my|your|our|his|her|their|its|every|each|no|any|some|"
                         r"i|we|you|they|can|could|will|would|should|must|might|in|on|of|since|until|during|"
                         r"last|next)\s+$")

_A_THING = re.compile(r"(?<![\w'])(?:a|an|no|any|some|my|your|our|his|her|their|every|each)\s+$")
_PRONOUN_NEXT = re.compile(r"\s+(?:i|you|he|she|we|they|it|be|not|have)\b")
# Where a name that is also a word stands as a name: after a word that takes a person, or
# before one a person does ("give that to faith", "faith said", "thanks, rose.").
_SLOT_BEFORE = re.compile(r"(?<![\w'])(?:to|with|for|from|tell|told|ask|asked|call|called|and|hi|hello|hey|thanks|"
                          r"thank you|dear)\s+$|,\s*$")
_RESTARTED = re.compile(r"\s+(?:uh|um|er)\b|,")
_ASKED_FOR = re.compile(r"(?<![\w'])(?:is|was)\s+$")
_THERE = re.compile(r"\s+(?:there|around|available|in today|home)\b")
_SLOT_AFTER = re.compile(r"\s*[,.?!]|\s*$|\s+(?:said|says|is|was|will|would|told|who|has|had|came|called)\b")


def _in_a_name_slot(text: str, start: int, end: int) -> bool:
    """An everyday word that is also a found name stands where a name would: not after an
    article, a modal or a pronoun, not before a pronoun ("may i"); and in speech, where
    capitals do not tell, after a word that takes a person or before one a person does,
    after "to" no verb ("to wade through")."""
    before = text[max(0, start - 12):start]
    if _WORD_AFTER.search(before) or _PRONOUN_NEXT.match(text, end):
        return False
    if not (text[start:end].islower() or transcribed(text, start)):
        return True  # edited text: "Bill testified"
    if re.search(r"(?<![\w'])to\s+$", before) and part_of_speech(text[start:end].lower()) == "VERB":
        return False
    return bool(_SLOT_BEFORE.search(before) or _SLOT_AFTER.match(text, end)
                or _ASKED_FOR.search(before) and _THERE.match(text, end)  # "is bill there"
                or TURN_START.search(text, max(0, start - 40), start) and _RESTARTED.match(text, end))
                # "speaker 2: ray uh ray castellanos"


def _short_forms(name: str, language: str) -> list[str]:
    """A name's short forms: its beginnings that are names and no common words ("raj" of
    "rajesh", "alex" of "alexander"; not "will" of "william"), and its listed nicknames
    ("bill", "billy" of "william"); one that is a word spreads only to a name's slot.  The
    nicknames are English ones, read where the call grammar reads (English)."""
    if not get_language(language).call_grammar:
        return []
    firsts, lasts = person_names()
    listed = sorted(short for short in nicknames().get(name.lower(), ()) if len(short) >= 3)
    return [name[:k] for k in range(3, len(name) - 1) if name[:k].title() in firsts | lasts
            and not is_everyday(name[:k].lower(), language, 5.0) and len(name) >= 5] + listed


def propagate(text: str, spans: list[Span], language: str = "en") -> list[Span]:
    """Every other occurrence (whole word, any case) of a string detected in this document.

    The first and last names of a detected person spread on their own too.  A detected
    "Mark" does not spread to the verb "mark": an all-lower-case occurrence of a common
    word (of the language or of English, which other languages' texts quote) is skipped
    unless the detected string itself was lower case.
    """
    calls = get_language(language).call_grammar  # a call's names come without capitals
    best: dict[str, Span] = {}  # casefolded string → the detection it came from
    forms: dict[str, str] = {}  # casefolded string → a form as written, for the regex
    for span in spans:
        if span.label == RARE_WORD:
            continue  # frequency masking already caught every occurrence
        written = text[span.start:span.end]
        key = written.casefold()
        if len(key.strip()) >= 2 and (key not in best or span.score > best[key].score):
            best[key], forms[key] = span, written
    common = default_allow_list(language) | default_allow_list()  # English too: a newsreel's "on young Johnny"
    parts: dict[str, Span] = {}
    dated: dict[str, Span] = {}  # a person's name that is also a day: "sunday okoro … and sunday called you"
    for key, span in best.items():
        if span.label == PERSON_NAME:  # "Crystal Booth" found → later "Thanks, Crystal" too
            for n, part in enumerate(re.findall(r"[^\W\d_]{3,}", forms[key])):
                if part.casefold() in best and best[part.casefold()].label == DATE:
                    dated[part.casefold()] = span
                if part.casefold() not in best and part.casefold() not in _not_name_parts(language):
                    parts.setdefault(part.casefold(), span)
                    forms.setdefault(part.casefold(), part)
                for short in _short_forms(part, language) if n == 0 else ():  # "rajesh" found → "not raj"
                    parts.setdefault(short.casefold(), span)
                    forms.setdefault(short.casefold(), short)
        if span.label == ORGANIZATION_NAME and calls and forms[key].islower() \
                and (name := _firm_name(forms[key])) and name not in best:
            parts.setdefault(name, span)  # "ridgeline exteriors" found → "ridgeline only wanted to patch it"
            forms.setdefault(name, name)
    best.update(parts)
    if not best:
        return []
    # Built from the written forms: IGNORECASE matches "Weiß" to "WEIß" but not to the
    # casefolded "weiss".
    alternatives = "|".join(re.escape(forms[k]) for k in sorted(best, key=lambda k: len(forms[k]), reverse=True))
    pattern = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)
    found = []
    for match in pattern.finditer(text):
        source = best.get(match.group().casefold()) or _case_insensitive_lookup(best, match.group())
        if match.group().casefold() in dated and _in_a_name_slot(text, match.start(), match.end()):
            source = dated[match.group().casefold()]
        original = text[source.start:source.end]
        occurrence = match.group()
        if occurrence.islower() and occurrence in common and (not original.islower() or not calls) \
                and not (calls and source.label == PERSON_NAME and transcribed(text, match.start())
                         and _in_a_name_slot(text, match.start(), match.end())):
            continue  # outside a call also a lower-case find: "den andra klockan tre" is no other "andra";
            # a call's name recasing gave capitals is found where a name stands: "it's jack, jack kessler"
        if source.label == ORGANIZATION_NAME and occurrence.islower() and calls \
                and part_of_speech(occurrence) not in (None, "PROPN", "NOUN") \
                and not _A_WHOLE_TURN.fullmatch(_line_of(text, match.start())):
            continue  # "i'm with up now" found the firm, not "once it's up", "not very wise of me"; but
            # "who's the insurance through / progressive"
        if source.label == ORGANIZATION_NAME and occurrence.islower() and calls \
                and part_of_speech(occurrence) in ("NOUN", "ADJ") \
                and _A_THING.search(text, max(0, match.start() - 8), match.start()):
            continue  # "here at spark" found the firm, not "there's no spark left"
        if source.label == PERSON_NAME and calls and is_everyday(occurrence, language, 4.0) \
                and not _in_a_name_slot(text, match.start(), match.end()):
            continue  # "a bill", "i can mark it", "may i", "dawn to dusk" after "bill kowalski", "dawn"
            # (also recased: a name found once has its capital everywhere, "May i")
        if (match.start(), match.end()) != (source.start, source.end):
            found.append(Span(match.start(), match.end(), source.label, "propagation", source.score))
    return found + _inflected(text, best, forms, alternatives, language)


_A_WHOLE_TURN = re.compile(rf"(?:{TURN_LABEL})?\s*(?:uh|um|oh|it's)?\s*[a-z'&-]+(?: [a-z'&-]+){{0,3}}[.?!]?\s*")


def _line_of(text: str, at: int) -> str:
    return text[text.rfind("\n", 0, at) + 1:(text.find("\n", at) + 1 or len(text) + 1) - 1]


def _firm_name(said: str) -> str | None:
    """The name a caller calls a firm by, before its kind words ("ridgeline" of "ridgeline
    exteriors"): one or two words no one says every day."""
    words = said.split()
    kinds = [k for k, word in enumerate(words) if word in KIND_WORDS]
    if not kinds or not 1 <= kinds[0] <= 2 or kinds[0] == len(words):
        return None
    name = words[:kinds[0]]
    return " ".join(name) if all(len(w) >= 4 and not is_everyday(w, "en", 3.5) for w in name) else None


def _inflected(text: str, best: dict[str, Span], forms: dict[str, str], alternatives: str,
               language: str) -> list[Span]:
    """A detected name inside an inflected word ("Stockholms", "Rembrandts",
    "Stockholmsområdet"), masked at the name so the suffix stays and the substitute takes
    it.  It is written with the name's capital (a caseless text has had them given back);
    a compound needs a name of four letters or more and a word of the language after it (a
    rarer one after a linking s: "Norrköpingskamraterna"; "Personen" is no "Per"), two
    everyday words make no name ("Björkskogen"), and a person's name run into a word that
    is none is that person ("Benjaminvanninen", as a transcript writes it); a name of three
    letters or more before no word at all is a misheard compound, masked whole ("Årebrägden")."""
    lang = get_language(language)
    if not lang.name_suffixes and not lang.name_compounds:
        return []
    common = default_allow_list(language)
    found = []
    for match in re.finditer(rf"(?<!\w)({alternatives})(\w+)", text, re.IGNORECASE):
        stem, tail = match.group(1), match.group(2)
        key = stem.casefold()
        source = best.get(key) or _case_insensitive_lookup(best, stem)
        written = forms.get(key, stem)
        if stem[:1] != written[:1] and not written.islower():
            continue  # "stockholms" in running text is no "Stockholm" found
        if tail not in lang.name_suffixes:
            linked = tail[:1] == "s" and len(tail) >= 4  # "Norrköpings|kamraterna", "Stockholms|ban"
            head = tail[1:] if linked else tail
            # a word no one writes otherwise ("Stockholmsgrabbe", "Årebragden", "Liaklev") takes a rarer
            # word after the name, and a name of three letters
            new_word = not is_everyday(stem + tail, lang.code, 1.0)
            rarest = (1.0 if new_word else 2.0) if linked else (2.0 if new_word else 3.0)
            everyday = is_everyday(head, lang.code, rarest) if len(head) >= (3 if linked else 4) \
                else len(head) == 3 and is_everyday(head, lang.code, 4.0)  # "Malmö|hus"
            shortest = 3 if new_word and everyday and len(head) >= 4 else 4
            # a transcript runs a name into the next word ("Benjaminvanninen"): a person's name
            # of five letters or more at the start of a capitalised word no one writes otherwise;
            # or mishears a compound ("Årebrägden"): a shorter name, then no word at all
            misheard = match.group(1)[:1].isupper() and len(tail) >= 4 and new_word \
                and not is_everyday(tail, lang.code, 1.0)
            fused = (source.label == PERSON_NAME and len(stem) >= 5 or misheard) and tail.islower() \
                and len(tail) >= 3 and stem.lower() not in common and not is_everyday(tail, lang.code, 2.5) \
                and not is_everyday(stem + tail, lang.code, 2.0)
            if not lang.name_compounds or len(stem) < (3 if fused else shortest) or tail[:1].isupper() \
                    or not (everyday or fused) \
                    or (stem.lower() in common and (stem + tail).lower() in common):
                continue
            if fused and not everyday:  # the whole run-on word is the person: no surname left readable
                found.append(Span(match.start(1), match.end(2), source.label, "propagation", source.score))
                continue
        found.append(Span(match.start(1), match.end(1), source.label, "propagation", source.score))
    return found


def _case_insensitive_lookup(best: dict[str, Span], occurrence: str) -> Span:
    """Where casefold() and the regex's IGNORECASE disagree (Turkish İ)."""
    return next(span for key, span in best.items() if re.fullmatch(re.escape(key), occurrence, re.IGNORECASE))


def merge_overlaps(spans: list[Span], strategy: str = "longest") -> list[Span]:
    """Union of overlapping spans, labelled by the longest (or highest-scoring) member."""
    if strategy == "longest":
        def rank(s: Span) -> tuple[float, ...]:
            return (len(s), s.score)
    else:
        def rank(s: Span) -> tuple[float, ...]:
            return (s.score, len(s))
    merged: list[Span] = []
    cluster: list[Span] = []
    cluster_end = -1
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        if cluster and span.start >= cluster_end:
            merged.append(_union(cluster, rank))
            cluster = []
        cluster.append(span)
        cluster_end = max(cluster_end, span.end) if len(cluster) > 1 else span.end
    if cluster:
        merged.append(_union(cluster, rank))
    return merged


def _union(cluster: list[Span], rank: Any) -> Span:
    if len(cluster) == 1:
        return cluster[0]
    top = max(cluster, key=rank)
    return Span(min(s.start for s in cluster), max(s.end for s in cluster), top.label, top.source, top.score,
                top.entity_id)
