"""Build the list of Swedish words that are also names or places (src/pseudofill/languages/sv/name_words.txt).

Caseless text (ASR output: "jag heter björn och bor i mora") loses the capital that tells
"Björn" the man from "björn" the bear.  detect/recase.py gives a capital back to a word of
the gazetteers; the words listed here are also ordinary Swedish words, so they get one only
after a cue ("heter björn", "bor i mora").  A word is listed when it is a name or place of
the gazetteers (first names of the Nordic locales, last names of every Faker locale,
Swedish places) and spaCy's Swedish lemma table (spacy-lookups-data, MIT) holds it as a
word form or a lemma in lower case, or it is one of spaCy's Swedish stop words.

    pip install --no-deps spacy-lookups-data==1.0.5   # only to rebuild
    .venv/bin/python scripts/build_name_words.py [--out src/pseudofill/languages/sv/name_words.txt]
"""

from __future__ import annotations

import argparse
import gzip
import json
from importlib import resources
from pathlib import Path

from spacy.lang.sv.stop_words import STOP_WORDS

from pseudofill.lexicon.gazetteers import own_first_names, person_names, place_names

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "src/pseudofill/languages/sv/name_words.txt"))
    args = parser.parse_args()
    table = resources.files("spacy_lookups_data").joinpath("data/sv_lemma_lookup.json.gz").read_bytes()
    lemmas: dict[str, str] = json.loads(gzip.decompress(table))
    # the table writes proper nouns with their capital ("Stockholms" → "Stockholm"): words are the lower-case ones
    words = {w for w in (*lemmas, *lemmas.values()) if w.islower()} | set(STOP_WORDS)
    names = own_first_names("sv") | person_names()[1] | place_names("sv")
    listed = sorted({n.lower() for n in names if n.lower() in words and n.isalpha()})
    header = "# Swedish words that are also names or places: scripts/build_name_words.py\n"
    Path(args.out).write_text(header + "\n".join(listed) + "\n", encoding="utf-8")
    print(f"wrote {len(listed)} words to {args.out}")


if __name__ == "__main__":
    main()
