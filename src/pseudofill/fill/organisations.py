"""Organisations filled from their parts: the name words are replaced by the document's
substitutes for them, the words that say what kind of body it is stay.

"Lublin Regional Court" → "Brno Regional Court" when Lublin became Brno; "the Polish
Government" → "the Czech Government"; "Opole Lubelskie District Prosecutor" → "Zlín
District Prosecutor"; "HM Prison Wymott" → "HM Prison Kladno".  A name with nothing to
replace ("the Ministry of Foreign Affairs", "the European Commission of Human Rights")
becomes another body of the same kind ("the Ministry of Justice"); an acronym takes the
kind of the name spelled out beside it ("PKK (the Kurdistan Workers' Party)" → "DP (the
Democratic Party)"); one whose words say no kind ("Kline-Taylor", "Wood, Awdry and Ford")
is left to the company generator.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

from ..languages.en.calendar import ordinal_suffix
from ..languages.en.kinds import ORGANISATION_KINDS, REMIT_WORDS, kind_words, organisation_kind
from ..lexicon.gazetteers import is_place
from ..lexicon.text import ACRONYM_RESTATED
from .assemble import bare_country
from .demonyms import demonym_of, is_demonym

# Bodies of each kind with no name in them, for a name that has nothing else to replace.
GENERIC_BODIES: dict[str, tuple[str, ...]] = {
    "state": ("Republic", "Federal Republic", "Kingdom"),
    "government": ("Government", "Cabinet"),
    "ministry": ("Ministry of Justice", "Ministry of the Interior", "Ministry of Finance", "Ministry of Health",
                 "Ministry of Defence", "Ministry of Labour", "Ministry of Education", "Ministry of Agriculture"),
    "prosecutor": ("District Prosecutor", "Regional Prosecutor", "Public Prosecutor", "Prosecutor General",
                   "Appeal Prosecutor"),
    "court": ("Regional Court", "District Court", "Court of Appeal", "Administrative Court", "Supreme Court",
              "County Court", "High Court", "Constitutional Court"),
    "prison": ("Central Prison", "Remand Prison", "State Prison", "Detention Centre", "Remand Centre"),
    "police": ("National Police", "Criminal Police", "Border Police", "Gendarmerie", "Municipal Police"),
    "military": ("Army", "Armed Forces", "Infantry Division", "National Guard", "Air Force"),
    "parliament": ("Parliament", "National Assembly", "Senate"),
    "commission": ("Appeals Board", "Social Insurance Board", "Parole Board", "Tax Authority", "Labour Inspectorate",
                   "Data Protection Agency", "National Audit Office", "Employment Office", "Complaints Commission",
                   "Electoral Commission", "Law Commission", "Ombudsman", "Immigration Service"),
    "municipality": ("Municipality", "City Council", "County Council", "Town Council"),
    "health": ("General Hospital", "Regional Hospital", "Psychiatric Hospital", "University Clinic"),
    "education": ("State University", "Technical College", "Institute of Technology", "Police Academy"),
    "party": ("Democratic Party", "Workers' Party", "People's Movement", "National Front", "Socialist League"),
    "union": ("Workers' Union", "Farmers' Association", "Human Rights Foundation", "Teachers' Union"),
}
_KIND_WORDS = frozenset(word for words in ORGANISATION_KINDS.values() for phrase in words
                        for word in phrase.split()) | REMIT_WORDS
# A capitalised word, an initial ("P.", "J."), or an all-capital abbreviation, in one run.
_NAME_WORD = re.compile(r"(?:[A-Z]\.|[^\W\d_][\w'’.-]*)")
_ARTICLE = re.compile(r"^(?:the|The|THE)\s+")


@dataclass(frozen=True)
class Composition:
    value: str
    kept: str  # the original with its replaced parts removed: what the leak guard lets through


def _is_name_word(word: str) -> bool:
    """A nationality, a place that is not an everyday word, or a word English text rarely
    uses (wordfreq Zipf < 3: "Lublin", "Wymott", "Lubelskie"; "Regional", "Inland" are
    ≥ 3); never a kind word ("Centre" is also a French region)."""
    from wordfreq import zipf_frequency

    if is_demonym(word):
        return True
    if word.lower() in _KIND_WORDS:
        return False
    frequency = zipf_frequency(word.lower(), "en")
    return frequency < 3.0 or (is_place(word) and frequency < 4.5)


def _units(name: str, company: bool = False) -> list[tuple[int, int]]:
    """Spans of the name words: consecutive capitalised name words (and initials), so
    "Opole Lubelskie" is one unit and "Regional Court" none; a nationality is a unit of
    its own ("Polish").  In a company's name every capitalised word but its legal form
    is the name ("Moyola Cellars Limited")."""
    places = _place_runs(name)
    units: list[tuple[int, int]] = []
    for match in _NAME_WORD.finditer(name):
        if any(start <= match.start() < end for start, end in places):
            continue
        word = re.sub(r"['’]s$", "", match.group().rstrip("."))  # "Commander's"
        named = word[:1].isupper() and ((len(word) > 1 and (_is_name_word(word) or company and
                                                            word.lower() not in _KIND_WORDS))
                                        or (len(word) == 1 and match.group().endswith(".")))
        if word.isupper() and len(word) > 1 and not is_demonym(word):
            named = False  # "HM", "DPP", "A/S": abbreviations and legal forms stay
        if not named:
            continue
        if units and name[units[-1][1]:match.start()] in (" ", "-", " ") and not is_demonym(word) \
                and not is_demonym(name[units[-1][0]:units[-1][1]]):
            units[-1] = (units[-1][0], match.end())
        else:
            units.append((match.start(), match.end()))
    return sorted(units + places)


def _place_runs(name: str) -> list[tuple[int, int]]:
    """Places of several everyday words ("United Kingdom", "Northern Ireland"), and a
    state's name with its "of" and "and" ("Republic of Poland", "United Kingdom of Great
    Britain and Northern Ireland"): a unit though no word of them is a name alone — the
    state becomes the substitute country's formal name, not "Czechia of Great Britain"."""
    from .places import place_kind

    words = [m for m in _NAME_WORD.finditer(name) if m.group()[:1].isupper()]
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        for j in range(min(len(words), i + 8), i + 1, -1):
            start, end = words[i].start(), words[j - 1].end()
            gaps = {name[a.end():b.start()] for a, b in zip(words[i:j - 1], words[i + 1:j])}
            if gaps <= {" "} and is_place(name[start:end]) \
                    or gaps <= _STATE_GAPS and place_kind(name[start:end]) == "country":
                runs.append((start, end))
                i = j - 1
                break
        i += 1
    return runs


_STATE_GAPS = frozenset({" ", " of ", " of the ", " and "})


def compose(original: str, resolve: Callable[[str, str | None], str], rng: random.Random) -> list[Composition]:
    """The organisation's substitutes, best first: each name unit replaced by
    `resolve(unit, kind)` (the document's substitute for that place, nationality or name),
    the rest kept.  A name with a kind and no unit becomes another body of its kind (one
    with the same kind word first: a Commission stays a Commission); none when the name
    says no kind (the caller's company generator decides)."""
    bracket = _BRACKET.search(original)
    if bracket:  # "(kammarrätten)", "(“RUC”)": the native name goes, an acronym follows the new name
        head = original[:bracket.start()]
        role = bracket.group() if _ROLE_RESTATED.fullmatch(bracket.group()) else ""  # words the leak guard lets by
        rebuilt = [Composition(restated(original, c.value), c.kept + role) for c in compose(head, resolve, rng)]
        rebuilt.sort(key=lambda c: _BRACKET.search(c.value) is None)  # the role it is called by kept first
        spelled = bracket.group().strip()[1:-1].strip()
        if rebuilt or not _ACRONYM_HEAD.fullmatch(head) or organisation_kind(spelled) is None:
            return rebuilt
        # "PKK (the Kurdistan Workers' Party)": the spelled-out name says the kind, the acronym follows it
        return [Composition(f"{acronym} ({c.value})", c.kept) for c in compose(spelled, resolve, rng)
                if len(acronym := _capitals(c.value)) >= 2]
    kind = organisation_kind(original)
    units = _units(original, company=kind == "company") if kind else _place_runs(original)
    if not units and kind is None:  # "Wood, Awdry and Ford": every word may be a name
        return []
    if not units:
        if kind not in GENERIC_BODIES:
            return []
        article = _ARTICLE.match(original)
        lead = article.group() if article else ""
        said = {w.lower() for w in kind_words(original)}
        options = [b for b in GENERIC_BODIES[kind] if b.lower() not in original.lower()]
        rng.shuffle(options)
        same = [body for body in options if said & set(body.lower().split())]
        options = same or options  # a Service stays a Service, a Board a Board
        return [Composition(lead + body, lead + " ".join(said)) for body in options]
    pieces: list[str] = []
    kept: list[str] = []
    last = 0
    for start, end in units:
        new = _attributive(original, start, end, resolve(original[start:end], kind))
        before = original[last:start]
        if re.search(r"\bthe $", before) and (new.startswith("the ") or bare_country(new)):
            before = before[:-4]  # "of the United Kingdom" → "of Ukraine", "of the Philippines"
        pieces += [before, new]
        kept.append(original[last:start])
        last = end
    pieces.append(original[last:])
    kept.append(original[last:])
    value = re.sub(r"\d+", lambda m: str(rng.randint(10 ** (len(m.group()) - 1), 10 ** len(m.group()) - 1)),
                   "".join(pieces))  # "33rd Infantry Division" → "58rd…": a number is no kind
    value = re.sub(r"\b(\d*)(1[123]|[0-9])(st|nd|rd|th)\b", lambda m: m.group(1) + m.group(2) + ordinal_suffix(
        int(m.group(1) + m.group(2))), value)
    return [Composition(value, " ".join(kept))]


def _attributive(original: str, start: int, end: int, value: str) -> str:
    """A country before the body's words is said by its adjective ("United Kingdom
    Government" → "Czech Government", not "Czechia Government")."""
    from .places import country_of, place_kind

    if not re.match(r" [A-Z]", original[end:end + 2]) or place_kind(original[start:end]) != "country":
        return value
    code = country_of(value) if place_kind(value) == "country" else None
    return (demonym_of(code) if code else None) or value


_BRACKET = re.compile(r"\s*\([^()]*\)\s*$")
_ACRONYM_HEAD = re.compile(r"\s*[A-Z]{2,6}\s*")


def _capitals(value: str) -> str:
    """The initials of a name's capitalised words ("the Ukrainian Workers' Party" → "UWP")."""
    return "".join(w[0] for w in re.findall(r"[A-Z][\w'’-]*", value))


def restated(original: str, value: str) -> str:
    """`value` (a substitute for `original` without its brackets) with the original's
    bracketed restatement carried over: an acronym rebuilt from the new name's capitals
    ("(“RUC”)" → "(“RMC”)"); the role a judgment then calls the body by kept where the new
    name is one ("Turkish Government (“the Government”)" → "Czech Government (“the
    Government”)"); a native name or a comment dropped."""
    value = _BRACKET.sub("", value)
    bracket = _BRACKET.search(original)
    if bracket is None:
        return value
    if acronym := ACRONYM_RESTATED.fullmatch(bracket.group()):
        capitals = _capitals(value)
        return value + acronym.group(1) + capitals + acronym.group(3) if len(capitals) >= 2 else value
    role = _ROLE_RESTATED.fullmatch(bracket.group())
    if role and set(role.group(1).lower().split()) <= set(value.lower().split()):
        return value + bracket.group().rstrip()
    return value


# A restatement by the role the text goes on to use: "(“the Government”)", "(the Commission)".
_ROLE_RESTATED = re.compile(r"\s*\(\W*(?:the|The)\s+([A-Z]?[a-z]+(?: [a-z]+)?)\W*\)\s*")

