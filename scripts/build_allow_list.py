"""Build pseudofill's default English allowList (src/pseudofill/languages/en/allow_list.txt).

allowList masking (Vats et al. 2023) keeps only tokens found in a list of common,
non-identifying words and masks everything else. This script derives such a list
reproducibly from wordfreq's English ranking, filtered with Debian's wamerican
dictionary to remove proper nouns:

1. Walk ``wordfreq.top_n_list("en", N)`` in rank order.
2. Keep only lowercase alphabetic words; a single internal apostrophe is allowed
   ("don't", "it's", "people's"), since contractions are ordinary vocabulary.
3. Drop single letters other than "a" and "i" (otherwise spelled-out sequences such
   as "S-M-I-T-H" would pass through unmasked).
4. Drop proper nouns: words that wamerican lists only capitalised ("london",
   "texas", "david"); words that are both ("will", "may", "mark", "rose") stay.
5. Drop words absent from wamerican (slang, abbreviations, British spellings).
6. Drop DENY_LIST: names, places and brands that survive step 4 only through an
   obscure lowercase sense (john = toilet, harry = to harass, japan = to lacquer).
7. ALWAYS_KEEP words are included whatever their rank or dictionary status
   (conversational fillers, the pronoun "I" contractions, titles, call-centre terms).

Stops as soon as the list holds SIZE words and writes them in wordfreq rank order
under a ``#`` header. Rerun (needs ``apt-get install wamerican``) with:

    python scripts/build_allow_list.py [--out src/pseudofill/languages/en/allow_list.txt]
"""

from __future__ import annotations

import argparse
import re
import subprocess
from collections import Counter
from importlib.metadata import version
from pathlib import Path

from wordfreq import top_n_list

N = 20_000
SIZE = 5_000
DICT_PATH = Path("/usr/share/dict/american-english")
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "src/pseudofill/languages/en/allow_list.txt"
WORD_RE = re.compile(r"[a-z]+(?:'[a-z]+)?")

# Included regardless of rank, dictionary or proper-noun status.
ALWAYS_KEEP: frozenset[str] = frozenset(
    # conversational fillers / backchannels common in call transcripts
    "ok okay alright yeah yep yup nope uh um hmm mm huh ah oh oops hi hello bye "
    "gonna wanna gotta kinda "
    # the pronoun I is capitalised in wamerican, so are its contractions
    "i'm i've i'll i'd "
    # titles: not PII themselves (gold spans exclude them), keep "Mr. <MASK>" readable
    "mr mrs ms dr "
    # call-centre vocabulary that names a field without identifying anyone
    "username password login voicemail refund".split()
)

# Words wamerican also lists in lowercase, but only in a rare sense (john = toilet,
# harry = to harass, japan = to lacquer): in transcripts they are names/places/brands.
DENY_LIST: frozenset[str] = frozenset(
    # given names
    "john peter tom mike harry tony jimmy maria bob billy bobby rick terry roger "
    "don lee martin khan jay ed matt josh ken nick dick "
    # places and brands
    "china japan wales oxford google amazon twitter".split()
)


def wamerican_version() -> str:
    out = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", "wamerican"],
        check=True, capture_output=True, text=True,
    )
    return out.stdout.strip()


def classify(word: str, dictionary: set[str], always: bool = True) -> str:
    """Return "keep" or the reason the word is dropped."""
    if always and word in ALWAYS_KEEP:
        return "keep"
    if not WORD_RE.fullmatch(word):
        return "format"
    if len(word) == 1 and word not in ("a", "i"):
        return "single letter"
    if word in DENY_LIST:
        return "deny list"
    if word in dictionary:
        return "keep"
    if word[0].upper() + word[1:] in dictionary:
        return "proper noun"
    return "not in dictionary"


def build(dictionary: set[str]) -> tuple[list[str], int, Counter[str], list[tuple[str, str]]]:
    """Return (words in rank order, ranks consumed, drop counts, dropped words)."""
    ranked = top_n_list("en", N)
    rank = {word: i for i, word in enumerate(ranked)}
    missing = ALWAYS_KEEP - rank.keys()
    assert not missing, f"ALWAYS_KEEP words outside wordfreq top {N}: {sorted(missing)}"
    kept: set[str] = set(ALWAYS_KEEP)  # always-kept words count towards SIZE
    reasons: Counter[str] = Counter()
    dropped: list[tuple[str, str]] = []
    consumed = 0
    for consumed, word in enumerate(ranked, start=1):
        if len(kept) == SIZE:
            consumed -= 1
            break
        reason = classify(word, dictionary)
        if reason == "keep":
            kept.add(word)
        else:
            reasons[reason] += 1
            dropped.append((word, reason))
    assert len(kept) == SIZE
    return sorted(kept, key=rank.__getitem__), consumed, reasons, dropped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()

    dictionary = set(DICT_PATH.read_text(encoding="utf-8").splitlines())
    kept, consumed, reasons, dropped = build(dictionary)

    header = [
        "# pseudofill default allowList (English), one lowercase word per line.",
        "# Generated by scripts/build_allow_list.py -- do not edit by hand.",
        f"# Source: wordfreq {version('wordfreq')} top_n_list('en', {N}), rank order;",
        f"# proper nouns / unknown words removed with wamerican {wamerican_version()}"
        f" ({DICT_PATH}).",
        f"# {SIZE} words: filtered wordfreq ranks 1-{consumed} plus a"
        f" {len(ALWAYS_KEEP)}-word always-keep list ({len(DENY_LIST)}-word deny list).",
    ]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(header + kept) + "\n", encoding="utf-8")

    print(f"wrote {len(kept)} words to {args.out}")
    print(f"wordfreq ranks consumed: {consumed} (of top {N})")
    for reason, count in sorted(reasons.items()):
        print(f"dropped ({reason}): {count}")
    for reason, n_examples in (("proper noun", 20), ("not in dictionary", 10)):
        examples = [w for w, r in dropped if r == reason][:n_examples]
        print(f"e.g. dropped ({reason}):", ", ".join(examples))
    rescued = [w for w in ALWAYS_KEEP if classify(w, dictionary, always=False) != "keep"]
    print("ALWAYS_KEEP words the filter would drop:", ", ".join(sorted(rescued)))
    ranked = top_n_list("en", consumed)
    late = [w for w in kept if w in ALWAYS_KEEP and w not in ranked]
    print(f"ALWAYS_KEEP words ranked after {consumed}:", ", ".join(late))


if __name__ == "__main__":
    main()
