"""Durations, ages and relative dates: not points in time, so the document's date shift
does not move them; each gets a close value of its own kind, in the original's words and
shape ("three years and nine months" → "four years and two months", "aged 65" → "aged
63", "the following day" → "the day after")."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from ..languages.en.attributes import number_words
from ..languages.en.calendar import WEEKDAYS
from ..languages.written import as_like

_FULL_DAY = {d.lower(): i for i, d in enumerate(WEEKDAYS)}


def splice(text: str, replacements: list[tuple[int, int, str]]) -> str:
    out, end = [], 0
    for start, stop, new in replacements:
        out += [text[end:start], new]
        end = stop
    return "".join(out) + text[end:]

_NUMBERS = number_words()
_SPELLED = {n: w for w, n in _NUMBERS.items() if " " not in w}
_NUM_WORDS = "|".join(sorted(map(re.escape, _NUMBERS), key=len, reverse=True))
_NUM = rf"(?:{_NUM_WORDS}|\d{{1,3}})"
_ARTICLE = re.compile(rf"(?<!\w)(an?)(\s+)(?=({_NUM_WORDS}|\d+)(?![\w.]))", re.IGNORECASE)
_AGES = [re.compile(pattern, re.IGNORECASE) for pattern in (
    (rf"(?<!\w)(?:aged|ages?)\s+(?:of\s+)?(?:about\s+|around\s+|approximately\s+|between\s+)?(?P<n>{_NUM})"
     rf"(?:\s*(?:-|–|to|and|or)\s*(?P<n2>{_NUM}))?(?!\w)"),
    rf"(?<![\w-])(?P<n>{_NUM})(?P<gap>\s*-\s*|\s+)(?P<unit>year|month|week|day)(?P<pl>s)?(?:\s*-\s*|\s+)old(?!\w)",
    rf"(?<![\w-])(?P<n>{_NUM})(?P<gap>\s+)(?P<unit>year)(?P<pl>s)?\s+of\s+age(?!\w)")]
_DECADE_WORDS = ["twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties"]
_DECADE_AGE = re.compile(rf"(?<!\w)(?:his|her|their|my|your|our|its)\s+(?:(?:early|mid|late)[- ]?)?"
                         rf"(?P<dec>['’]?[2-9]0['’]?s|{'|'.join(_DECADE_WORDS)})(?!\w)", re.IGNORECASE)
_VAGUE = {"a few": 0, "a couple of": 0, "several": 0, "some": 0, "many": 1, "a number of": 1, "numerous": 1}
_QTY = rf"(?:a\s+few|a\s+couple\s+of|a\s+number\s+of|several|some|many|numerous|{_NUM_WORDS}|\d{{1,3}}(?:\.\d+)?|an?)"
_COMPONENT = re.compile(
    rf"(?<![\w.-])(?P<q1>{_QTY})(?:\s*(?P<sep>-|–|to|or)\s*(?P<q2>{_QTY}))?(?P<gap>\s*-\s*|\s+)"
    r"(?:(?:more|further|full|whole|long|consecutive|working|calendar|additional)\s+)?"
    r"(?P<unit>year|month|week|day|hour|minute|decade|fortnight|night)(?P<pl>s)?(?P<pos>['’]s?)?(?!\w)",
    re.IGNORECASE)
# a part of a compound duration stays below the next unit up ("three years and eleven months")
_CAPS = {("year", "month"): 11, ("year", "week"): 51, ("year", "day"): 364, ("month", "week"): 4, ("month", "day"): 30,
         ("week", "day"): 6, ("day", "hour"): 23, ("hour", "minute"): 59}


def stated_ages(original: str) -> list[int]:
    """The ages in years a date span states ("seventeen years old", "aged 65 to 70")."""
    match = next(filter(None, (pattern.search(original) for pattern in _AGES)), None)
    if match is None or (match.groupdict().get("unit") or "year").lower() != "year":
        return []
    return [age for name in ("n", "n2") if match.groupdict().get(name) and (age := _read(match[name])) is not None]


def age_step_fits(step: int, age: int) -> bool:
    """An age moved by `step` stays an age and on its side of 18 (a minor stays a minor:
    the law treats them apart)."""
    return age + step >= 1 and (age + step < 18) == (age < 18)


def new_age(original: str, rng: random.Random, step: int | None = None) -> str | None:
    """The age changed by one to three years — by `step` (the document's, so a birth
    year moved by as much keeps every age true) where it fits — on the same side of 18,
    fitting the article before it ("a 16-year-old" never becomes "a 18-year-old"); None
    when `original` states no age."""
    match = next(filter(None, (pattern.search(original) for pattern in _AGES)), None)
    if match is None:
        return _new_decade_age(original, rng)
    names = [name for name in ("n", "n2") if match.groupdict().get(name)]
    yearly = (match.groupdict().get("unit") or "year").lower() == "year"
    words = not match["n"][0].isdigit()

    def valid(new: int, old: int) -> bool:
        return new >= 1 and (not words or new <= 99) and (not yearly or age_step_fits(new - old, old))

    ages = [age for age in (_read(match[n]) for n in names) if age is not None]
    if len(ages) < len(names):
        return None
    if yearly and step is not None and all(valid(a + step, a) for a in ages):
        moved: list[int] | None = [a + step for a in ages]
    else:
        moved = _move(ages, rng, 3, valid, _fits_article(original, match, "n"))
    if moved is None:
        return None
    edits = [(match.start(n), match.end(n), _write(v, match[n])) for n, v in zip(names, moved)]
    return _fix_articles(_with_unit(original, match, moved[0], edits))


def _with_unit(original: str, match: re.Match[str], first: int, edits: list[tuple[int, int, str]]) -> str:
    """The edits, and the unit's number made to agree ("one year old", "two years old")."""
    if match.groupdict().get("unit") and "-" not in match["gap"] and (_read(match["n"]) != 1) == bool(match["pl"]):
        edits = [*edits, (match.start("unit"), match.end("unit") + len(match["pl"] or ""),
                          match["unit"] + (as_like("s", match["unit"]) if first != 1 else ""))]
    return splice(original, edits)


def _new_decade_age(original: str, rng: random.Random) -> str | None:
    """"in his forties" → "in his fifties": the next decade of life, either way."""
    match = _DECADE_AGE.search(original)
    if match is None:
        return None
    said = match["dec"]
    if said[0].isalpha():
        i = _DECADE_WORDS.index(said.lower())
        new = as_like(_DECADE_WORDS[rng.choice([j for j in (i - 1, i + 1) if 0 <= j < len(_DECADE_WORDS)])], said)
    else:
        tens = int(re.search(r"\d0", said).group())
        new = re.sub(r"\d0", str(rng.choice([t for t in (tens - 10, tens + 10) if 20 <= t <= 90])), said)
    return splice(original, [(match.start("dec"), match.end("dec"), new)])


def new_duration(original: str, rng: random.Random) -> str | None:
    """Each length of time in `original` a little longer or shorter, in the same words
    ("three years and nine months" → "four years and seven months"); None when there is none."""
    edits: list[tuple[int, int, str]] = []
    previous: tuple[int, str] | None = None
    for match in _COMPONENT.finditer(original):
        unit = match["unit"].lower()
        if match["q1"].lower() in ("a", "an") and re.search(r"(?:half|once|twice|thrice|times|per|every)\s+$",
                                                            _before(original, match.start()), re.IGNORECASE):
            continue  # "half a day", "twice a week": not a count of days or weeks
        joined = previous and re.fullmatch(r"\s*,?\s*(?:and\s+)?", original[previous[0]:match.start()], re.IGNORECASE)
        new = _new_component(match, rng, _CAPS.get((previous[1], unit)) if previous and joined else None)
        if new is not None:
            edits.append((match.start(), match.end(), new))
        previous = (match.end(), unit)
    return _fix_articles(splice(original, edits)) if edits else None


def _new_component(match: re.Match[str], rng: random.Random, high: int | None) -> str | None:
    first, second = match["q1"], match["q2"]
    vague = re.sub(r"\s+", " ", first.lower())
    if vague in _VAGUE:
        count, plural = as_like(rng.choice([v for v, size in _VAGUE.items()
                                             if size == _VAGUE[vague] and v not in (vague, "some")]), first), True
    elif "." in first:  # "1.5 years" → "2.5 years", as many decimals
        value = float(first)
        count = f"{rng.choice([v for v in (value - 1, value + 1) if v > 0]):.{len(first.split('.')[1])}f}"
        plural = True
    else:
        words = not first[0].isdigit()

        def valid(new: int, old: int) -> bool:
            return new >= 1 and (high is None or new <= high) and (not words or new <= 99)

        values = [_read(first)] + ([_read(second)] if second else [])
        if None in values:
            return None
        moved = _move(values, rng, max(1, round(values[0] * 0.25)), valid, _fits_article(match.string, match, "q1"))
        if moved is None:
            return None
        count = _write(moved[0], first)
        if second:
            count += match.string[match.end("q1"):match.start("q2")] + _write(moved[1], second)
        plural = moved[-1] != 1
    unit = match["unit"] + (as_like("s", match["unit"]) if plural and "-" not in match["gap"] else "")
    mark = (match["pos"] or "")[:1] + ("s" if match["pos"] and not plural else "")  # "seven days’", "a day’s"
    return count + match.string[match.end("q2" if second else "q1"):match.start("unit")] + unit + mark


def _move(values: list[int], rng: random.Random, spread: int, valid: Callable[[int, int], bool],
          fits: Callable[[int], bool]) -> list[int] | None:
    """`values` all moved by one non-zero step (a range keeps its order and width),
    preferring a step whose first value fits the article before it."""
    steps = [s for s in range(-spread, spread + 1) if s and all(valid(v + s, v) for v in values)]
    if not steps:
        return None
    step = rng.choice([s for s in steps if fits(values[0] + s)] or steps)
    return [v + step for v in values]


def _fits_article(text: str, match: re.Match[str], group: str) -> Callable[[int], bool]:
    article = re.search(r"(?<!\w)(an?)\s+$", _before(text, match.start(group)), re.IGNORECASE)
    want_an = article is not None and article.group(1).lower() == "an"
    return lambda value: article is None or _takes_an(_write(value, match[group])) == want_an


def _before(text: str, end: int) -> str:
    """The few characters before `end`: a look back that stays cheap in a long judgment."""
    return text[max(0, end - 24):end]


def _takes_an(number: str) -> bool:
    return number.lower().startswith(("8", "eight", "eleven")) or number.isdigit() and int(number) in (11, 18)


def _fix_articles(text: str) -> str:
    """"a 18-year-old" → "an 18-year-old" when no value fitting the article was near."""
    return _ARTICLE.sub(lambda m: as_like("an" if _takes_an(m.group(3)) else "a", m.group(1)) + m.group(2), text)


def _read(token: str) -> int | None:
    token = re.sub(r"\s+", " ", token.lower())
    return int(token) if token.isdigit() else 1 if token in ("a", "an") else _NUMBERS.get(token)


def _write(value: int, like: str) -> str:
    """Digits stay digits, words stay words ("twenty four" keeps its space), as cased."""
    if like[0].isdigit():
        return str(value)
    return as_like(_SPELLED[value].replace("-", " ") if " " in like.strip() else _SPELLED[value], like)


# --------------------------------------------------------------------------- relative dates
def _relative_groups() -> list[list[str]]:
    """Phrases that say the same point relative to the story (or to now): a synonym keeps
    the order the shifted dates keep.  The first group holding a phrase is its own."""
    groups = [["the day before yesterday", "two days ago"], ["the day after tomorrow", "in two days"],
              ["yesterday", "a day ago"], ["tomorrow", "a day from now"], ["today", "this day"],
              ["last night", "yesterday evening"], ["tonight", "this evening"],
              ["overnight", "during the night", "that night"],
              ["this morning", "earlier this morning"], ["recently", "lately", "not long ago"],
              ["the other day", "a few days ago"], ["at that time", "at the time"], ["nowadays", "these days"]]
    for unit in ("day", "night", "morning", "evening", "afternoon", "week", "weekend", "month", "year"):
        groups += [[f"the following {unit}", f"the next {unit}", f"the {unit} after"],
                   [f"the previous {unit}", f"the preceding {unit}", f"the {unit} before"],
                   [f"the same {unit}", f"that same {unit}", f"that {unit}"]]
    for unit in ("week", "weekend", "month", "year"):
        groups += [[f"last {unit}", f"the past {unit}", f"the previous {unit}"], [f"next {unit}", f"the coming {unit}"],
                   [f"this {unit}", f"the current {unit}"]]
    return groups


_GROUPS = _relative_groups()


def _phrase(words: str) -> str:
    """A phrase as a pattern; "the day after" only alone, not "the day after the hearing"."""
    tail = r"(?!\s+\w)" if words.endswith(("after", "before")) else ""
    return r"(?<!\w)" + r"\s+".join(map(re.escape, words.split())) + r"(?!\w)" + tail


RELATIVE = re.compile("|".join(map(_phrase, sorted({p for g in _GROUPS for p in g}, key=len, reverse=True))),
                       re.IGNORECASE)
_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
_ORDINAL = re.compile(rf"(?<!\w)(?:{'|'.join(_ORDINALS)})(?=\s+(?:day|night|morning|evening|week|month|year)s?(?!\w))",
                      re.IGNORECASE)
WEEKDAY_NAME = re.compile(r"(?<!\w)(?:mon|tues|wednes|thurs|fri|satur|sun)day(?!\w)", re.IGNORECASE)
_BEFORE_AFTER = re.compile(r"(?<!\w)(?:ago|later|earlier|before|after|previously|hence|since)(?!\w)", re.IGNORECASE)


def new_relative(original: str, rng: random.Random) -> str | None:
    """Another way to say the same relative date ("the following day" → "the day after",
    "last week" → "the previous week"); an ordinal or weekday moves by a step ("second
    day" → "third day", "next Tuesday" → "next Friday"); None when nothing is relative."""
    match = RELATIVE.search(original)
    if match:
        said = re.sub(r"\s+", " ", match.group().lower())
        group = next(g for g in _GROUPS if said in g)
        new = as_like(rng.choice([p for p in group if p != said]), match.group())
        return splice(original, [(match.start(), match.end(), new)])
    match = _ORDINAL.search(original)
    if match:
        i = _ORDINALS.index(match.group().lower())
        new = _ORDINALS[rng.choice([j for j in (i - 1, i + 1) if 0 <= j < len(_ORDINALS)])]
        return splice(original, [(match.start(), match.end(), as_like(new, match.group()))])
    if WEEKDAY_NAME.search(original):
        return move_weekdays(original, rng.randint(1, 6))
    match = _SEASON.search(original)
    if match:  # "in summer" → "in winter": a season stays a season
        new = rng.choice([season for season in _SEASONS if season != match.group().lower()])
        return splice(original, [(match.start(), match.end(), as_like(new, match.group()))])
    if not original.lower().startswith("the ") and RELATIVE.search("the " + original):  # "following day"
        said = new_relative("the " + original, rng)
        return said[4:] if said and said.lower().startswith("the ") else said
    return new_duration(original, rng) if _BEFORE_AFTER.search(original) else None


_SEASONS = ("spring", "summer", "autumn", "winter")
_SEASON = re.compile(r"(?<!\w)(?:spring|summer|autumn|fall|winter)(?!\w)", re.IGNORECASE)


def move_weekdays(text: str, days: int) -> str:
    return WEEKDAY_NAME.sub(lambda m: as_like(WEEKDAYS[(_FULL_DAY[m.group().lower()] + days) % 7], m.group()), text)
