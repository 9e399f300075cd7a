"""How a person's name is written — initials, surname alone, first name alone, "Last,
First", possessive, capitals, a double surname — so its substitute is written the same
way ("Mr S. Esmer" → "Mr K. Aydın").  Which names exist and where they come from is
names.py's business; this is only their shape.
"""

from __future__ import annotations

import re
import zlib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..lexicon.gazetteers import nicknames, person_names
from .names import (
    first_name_gender,
    is_initial,
    last_name_gender,
    list_roles,
    lookup_words,
    name_languages,
    name_words,
    own_role,
    split_title,
    surname_table,
)

_INITIAL_LETTER = re.compile(r"[^\W\d_]{1,2}(?=\.|$|[\s-])")


def initials_form(original: str, lone: str = "last", own: str | None = None) -> str:
    """A mention's written shape: "full", "initial+last" (one or more initials),
    "first+initial", "last", "first", "initials" or "last, first".  A lone name no list
    holds takes `lone` (the document's habit: `lone_name_form`); `own`: see `lone_form`."""
    words = name_words(original)[1]
    if "," in words[1:-1]:
        return "last, first"
    words = [w for w in words if w != ","]
    initial = [is_initial(w) for w in words]
    if not words or len(words) > 1 and not initial[0] and not initial[-1]:
        return "full"
    if all(initial):
        return "initials"
    if initial[0] or initial[-1]:
        return "initial+last" if initial[0] else "first+initial"
    return lone_form(words[0], own) or lone


def lone_form(word: str, own: str | None = None) -> str | None:
    """"first" for a word in twice as many first-name lists as surname lists, "last" for
    the rest of the listed words, None for a word no list holds ("Ubul", "Warrane").  With
    `own`, the locale of a text whose people are its own, a first name of that locale's is
    "first", and a word the lists give both roles is None too ("Ahmed": a Norwegian surname,
    a first name in eight lists)."""
    if own is not None and own_role(word, own) == "first":
        return "first"  # its own first name ("Marte"), though another list has a surname so
    first, last = list_roles(word)
    if not first and not last:
        return None
    if own is not None and not (first > 2 * last or last > 2 * first):
        return None  # "Abdi", "Ahmed": as many lists give either; the document's habit decides
    return "first" if first > 2 * last else "last"


def lone_name_form(mentions: Iterable[str], own: str | None = None) -> str:
    """How a document writes a lone name: "first" when most of its listed lone names are
    first names (a chat's speakers "Nicole:", "John:", a list of children), else "last"."""
    forms = Counter(lone_form(words[0], own) for words in (lookup_words(m) for m in mentions if not split_title(m)[0])
                    if len(words) == 1)
    return "first" if forms["first"] > forms["last"] else "last"


def render_form(first: str, last: str, form: str, original: str) -> str:
    """`first last` written like `original`: its initials with their dots and spaces, its
    possessive, an upper-case or hyphenated double surname.  A title stays in the text."""
    possessive, words = name_words(original)
    words = [w for w in words if w != ","]
    surname = next((w for w in reversed(words) if not is_initial(w)), "")
    if re.search(r"\w-\w", surname) and "-" not in last and form not in ("first", "first+initial"):
        last = f"{last}-{_second_surname(last)}"
    if surname.isupper() and len(surname) > 1:  # "Kamil PRUS"
        last = last.upper()
    if words and words[0].isupper() and not is_initial(words[0]) and form != "last, first":
        first = first.upper()
    f0, l0 = first[:1] or "A", last[:1] or "A"
    seed = zlib.crc32(f"{first} {last}".encode())
    extra = ["ABDEFGHIJKLMNOPRSTVWZ"[(seed >> (5 * i)) % 21] for i in range(4)]  # fixed by the name
    lead = " ".join(w for w in words if is_initial(w)) or ("X.Y." if form == "initials" else "X.")
    count = len(_INITIAL_LETTER.findall(lead))
    text = {
        "initials": lambda: _reletter(lead, [l0] if count == 1 else [f0, *extra[: count - 2], l0]),
        "initial+last": lambda: f"{_reletter(lead, [f0, *extra])} {last}",
        "first+initial": lambda: f"{first} {_reletter(lead, [l0])}",
        "last, first": lambda: f"{last}, {first}",
        "first": lambda: first,
        "last": lambda: last,
    }.get(form, lambda: " ".join([first, *[_reletter(w, extra) for w in words[1:-1] if is_initial(w)], last]))()
    if possessive in ("'", "’") and not text.endswith("s"):
        possessive += "s"
    return text + possessive


def _reletter(initials: str, letters: list[str]) -> str:
    """`initials` ("M.P.", "J.-P.", "M. P.") with its letters replaced in turn."""
    queue = iter([*letters, *"ABCD"])
    return _INITIAL_LETTER.sub(lambda m: next(queue).upper(), initials)


def _second_surname(last: str) -> str:
    """Another surname of the locale and gender `last` has, fixed by `last`."""
    table = surname_table(last)
    gender = last_name_gender(last)
    pool = [n for kind in (f"last_{gender}", "last") for n in table.get(kind, ()) if n != last]
    pool = pool or [n for kind, names in table.items() if kind.startswith("last") for n in names if n != last]
    return pool[zlib.crc32(last.encode()) % len(pool)]


MALE_TITLES = frozenset({"mr", "sir", "mister", "lord", "herr", "hr", "monsieur", "signor", "señor", "sr", "baron",
                         "count"})
FEMALE_TITLES = frozenset({"mrs", "ms", "miss", "madam", "madame", "lady", "missus", "dame", "baroness", "frau",
                           "fru", "fröken", "frk", "mme", "mlle", "signora", "señora", "sra", "countess"})


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    gender: str  # "male" | "female" | "unknown"
    source: str = ""  # the original name this person stands for, without its title

    def render(self, mention: str | None, title_before: bool, lone: str = "last", own: str | None = None) -> str:
        """The substitute in the mention's shape: its title kept ("Mr Kamil Prus" → "Mr Jan
        Nowak"), initials as initials ("S. Esmer" → "K. Aydın"), surname only, first name
        only (a word the original full name began with; an unlisted lone name as the
        document's `lone` names are written), possessive kept."""
        if mention is None:
            return self.last if title_before else f"{self.first} {self.last}"
        title, name = split_title(mention)
        if _family(name):  # "the patels", "the kellys' shop": the substitute's family
            plural = "es" if re.search(r"(?:s|x|z|ch|sh)$", self.last) else "s"  # "the Joneses"
            return title + self.last + (plural.upper() if name.isupper() else plural)
        form = initials_form(name, lone, own)
        words, source = name.split(), self.source.split()
        if len(words) == 1 and len(source) >= 2:
            bare = re.sub(r"['’]s?$", "", words[0]).casefold()
            if not title and bare in nicknames().get(source[0].casefold(), ()):
                return render_form(self.short_first(), self.last, "first", name)  # "paddy" of patrick
            form = "first" if bare == source[0].casefold() else "last" if bare == source[-1].casefold() else form
        if form == "first" and (title or title_before):
            form = "last"  # "Mr Smith": a title goes with a surname
        return title + render_form(self.first, self.last, form, name)

    def short_first(self) -> str:
        """A short form of the substitute's first name ("Robert" → "Robby"), fixed by the
        name, one that sounds like it where there is one (not "Dobbin"); the name itself
        when no list gives one."""
        shorts = sorted(s.title() for s in nicknames().get(self.first.casefold(), ()) if s.title() in person_names()[0])
        shorts = [s for s in shorts if s[:2] == self.first[:2]] or shorts
        return shorts[zlib.crc32(self.first.encode()) % len(shorts)] if shorts else self.first


def _family(name: str) -> bool:
    """A surname in the plural: no listed name itself, a listed one without its "s"."""
    plural = re.fullmatch(r"([^\W\d_][\w']+?)s", name)
    return plural is not None and not any(list_roles(name)) and any(list_roles(plural.group(1)))


def gender_of(mention: str | None, title: str | None) -> str:
    """From a title before or inside the mention, else its first name as the lists of the
    language the whole name is from read it ("Joan Crawford" is a woman, "Joan Miró" a
    man), else as most lists do."""
    inside, name = split_title(mention or "")
    for word in f"{title or ''} {inside}".lower().replace(".", " ").split():
        if word in MALE_TITLES:
            return "male"
        if word in FEMALE_TITLES:
            return "female"
    first = re.findall(r"[^\W\d_]{2,}", name)
    if not first:
        return "unknown"
    origins = name_languages(name) if len(first) >= 2 else {}
    return first_name_gender(first[0], language=max(origins, key=lambda lang: origins[lang]) if origins else None)
