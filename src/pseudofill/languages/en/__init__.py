"""English: the default language; a packaged spaCy pipeline reads it."""

from __future__ import annotations

from ..pack import LanguagePack

ENGLISH = LanguagePack(
    "en", "English", "en_US", ("US", "GB", "CA", "AU", "IE", "NZ"), keeps_country=False, ner=True,
    name_cues=frozenset("name's names named called hi hello hey thanks mister mr missus mrs miss ms doctor dr "
                        "father is i'm im am with ask speak spoke talked".split()),
    place_verbs=frozenset("in from to near at through outside visiting".split()),
    everyday_above=4.0,  # English words that are names ("will", "rose", "mark") rank high
)
