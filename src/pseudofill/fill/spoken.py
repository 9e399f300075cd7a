"""English said aloud, for fills of call transcripts: numbers said as a caller says them
("four oh two", "nineteen eighty"), addresses and e-mails in words.  A substitute is said the
way its original was, so the transcript stays a transcript (another language's pack says its
own: `LanguagePack.said`).
"""

from __future__ import annotations

import re

from ..languages.en.spoken import EN_DIGITS, EN_TEENS, EN_TENS

_EN_ONES = ("oh", *EN_DIGITS[1:])  # a zero inside a number is said "oh"
# Originals an English caller said aloud: lower case, no digits, a word that says a symbol or a number.
_EN_SAID = re.compile(r"(?<![\w'])(?:" + "|".join(("at", "dot", "underscore", "dash", "oh", *EN_DIGITS,
                                                    *EN_TEENS, *EN_TENS)) + r")(?![\w'])")  # "fourteen coode street"


def _en_pair(digits: str) -> str:
    """Two digits as an English caller says them in a house number ("46" → "forty six", "06" → "oh six")."""
    tens, ones = int(digits[0]), int(digits[1])
    if tens == 0:
        return f"oh {_EN_ONES[ones]}"
    if tens == 1:
        return EN_TEENS[ones]
    return EN_TENS[tens - 2] + (f" {_EN_ONES[ones]}" if ones else "")


def en_said_number(digits: str) -> str:
    """Digits the way English speakers read a house or unit number: "246" → "two forty six",
    "9506" → "ninety five oh six"; longer runs digit by digit."""
    if len(digits) == 1:
        return "zero" if digits == "0" else _EN_ONES[int(digits)]
    if len(digits) == 2:
        return _en_pair(digits)
    if len(digits) == 3:
        return f"{_EN_ONES[int(digits[0])]} {_en_pair(digits[1:])}"
    if len(digits) == 4:
        return f"{_en_pair(digits[:2])} {_en_pair(digits[2:])}"
    return " ".join(_EN_ONES[int(d)] for d in digits)


def said_digit_count(said: str) -> int:
    """How many digits the number words at the start of `said` stand for, as a house number
    is read ("fourteen oh two" 4, "nine oh seven" 3, "thirty one twelve" 4, "six" 1)."""
    count, after_tens = 0, False
    for word in said.lower().split():
        if word in EN_TENS or word in EN_TEENS:
            count, after_tens = count + 2, word in EN_TENS
        elif word in _EN_ONES or word == "zero":
            count, after_tens = count + (0 if after_tens else 1), False
        elif word == "hundred":
            count, after_tens = count + 2, False
        elif word != "double":
            break
    return count


def said_digits(said: str) -> str:
    """The digits an English caller's number words stand for ("four five oh six" "4506",
    "forty five twelve" "4512", "double seven" "77", "eighty" "80"): what a check digit is
    computed on."""
    out, times, words = [], 1, re.split(r"[\s,-]+", said.lower().strip(" ,-"))
    for i, word in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        if word in ("double", "triple"):
            times = 2 if word == "double" else 3
            continue
        if word in _EN_ONES or word in ("zero", "oh"):
            if not (i and words[i - 1] in EN_TENS):  # "forty | five": said with its tens
                out.append(str(0 if word in ("zero", "oh") else _EN_ONES.index(word)) * times)
        elif word in EN_TEENS:
            out.append(str(10 + EN_TEENS.index(word)))
        elif word in EN_TENS:
            unit = _EN_ONES.index(following) if following in _EN_ONES and following != _EN_ONES[0] else 0
            out.append(f"{EN_TENS.index(word) + 2}{unit}")
        times = 1
    return "".join(out)


def said_in_english(original: str | None) -> bool:
    """The original was said aloud in an English transcript ("anna dot berg at gmail dot com",
    "fourteen oh two elm street")."""
    return bool(original) and original == original.lower() and not re.search(r"\d", original or "") \
        and bool(_EN_SAID.search(original or ""))


def say_in_english(value: str) -> str:
    """A written substitute as an English caller says it: lower case, numbers in words,
    "@" "at", "." "dot" ("r.harris@holloway-powers.biz" → "r dot harris at holloway dash
    powers dot biz", "246 Davidson Glen Suite 215" → "two forty six davidson glen suite two fifteen")."""
    words = {"@": " at ", ".": " dot ", "-": " dash ", "_": " underscore "}
    said = re.sub(r"(?<=\w)[@._-](?=\w)|@", lambda m: words[m.group()], value.lower())
    said = re.sub(r"\d+", lambda m: f" {en_said_number(m.group())} ", said)
    return re.sub(r"\s+", " ", re.sub(r"[,#]|\.(?=\s|$)", " ", said)).strip()  # "apt." is said "apt"


def said_name(name: str) -> str:
    """A listed name as a recogniser writes it, in the fewest words ("LV=" → "lv", "AT&T" →
    "at and t", "T-Mobile" → "t mobile")."""
    from ..lexicon.gazetteers import said_forms

    forms = [form for form in said_forms(name) if re.fullmatch(r"[a-z0-9' ]+", form)]
    return min(forms, key=lambda form: (len(form.split()), form)) if forms else name.lower()
