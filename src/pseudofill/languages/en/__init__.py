"""English: the default language; a packaged spaCy pipeline reads it."""

from __future__ import annotations

from ..pack import LanguagePack

ENGLISH = LanguagePack("en", "English", "en_US", ("US", "GB", "CA", "AU", "IE", "NZ"), keeps_country=False, ner=True)
