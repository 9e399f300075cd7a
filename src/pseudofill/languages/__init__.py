"""The languages pseudofill reads, one pack each (`en/`, `sv/`, `nb/`), and how a run picks one.

`--lang sv` (config `[pipeline] language = "sv"`) picks one of `LANGUAGES`; the detectors
read their word lists and titles from it, the fill its surrogate locale and the country
its places stay in, the evaluation its common words.  English is the default.
"""

from __future__ import annotations

from ..document import ConfigError
from .en import ENGLISH
from .nb import NORWEGIAN
from .pack import LanguagePack, PhoneRules
from .sv import SWEDISH

__all__ = ["DEFAULT_LANGUAGE", "ENGLISH", "LANGUAGES", "SWEDISH", "LanguagePack", "PhoneRules", "get_language",
           "month_numbers", "weekday_words"]

LANGUAGES: dict[str, LanguagePack] = {lang.code: lang for lang in (ENGLISH, SWEDISH, NORWEGIAN)}
DEFAULT_LANGUAGE = "en"
_ALIASES = {alias: pack.code for pack in LANGUAGES.values() for alias in pack.aliases}


def get_language(code: str | LanguagePack | None) -> LanguagePack:
    """The language of a code ("sv"), or a clear error naming the known ones."""
    if isinstance(code, LanguagePack):
        return code
    if code is None:
        return LANGUAGES[DEFAULT_LANGUAGE]
    key = str(code).strip().lower().replace("-", "_").split("_")[0]
    key = _ALIASES.get(key, key)
    if key not in LANGUAGES:
        raise ConfigError(f"unknown language {code!r}; known: {', '.join(sorted(LANGUAGES))}")
    return LANGUAGES[key]


def month_numbers(short: bool = True) -> dict[str, int]:
    """Every pack's month words, full (and short), lower case → 1–12: what a date's words may
    be, whichever language wrote it (an evaluation reads both sides of a fill)."""
    return {word: number for pack in LANGUAGES.values() if pack.calendar
            for word, number in (*pack.calendar.full_month.items(),
                                 *(pack.calendar.abbr_month.items() if short else ()))}


def weekday_words() -> frozenset[str]:
    """Every pack's weekday words, full and short, lower case."""
    return frozenset(word for pack in LANGUAGES.values() if pack.calendar
                     for word in (*pack.calendar.full_day, *pack.calendar.abbr_day))
