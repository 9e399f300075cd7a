"""In-domain and generic corpora for the utility experiments, and the train/test split.

Switchboard (NLTK's sample, the nearest to Vats' Fisher) and WikiText-2 are read from
where the user keeps them; any JSONL/CSV/text corpus goes through `pseudofill.io`.
"""

from __future__ import annotations

import hashlib
import re
import zipfile
from collections.abc import Sequence
from pathlib import Path

from ..document import ConfigError, Document, RecordError
from ..io import read_corpus

_TURN = re.compile(r"^[AB]\.\d+:\s*")
_WIKITEXT_JOINERS = re.compile(r" @([-.,])@ ")
_WIKITEXT_HEADING = re.compile(r"^\s*=+ .* =+\s*$")


def read_switchboard(path: str | Path, turns_per_document: int = 10) -> list[Document]:
    """Each conversation cut into documents of `turns_per_document` speaker turns; ids
    name the conversation so a split never separates turns of one call."""
    path = Path(path)
    if not path.is_file():
        raise ConfigError(f"{path}: Switchboard archive not found")
    with zipfile.ZipFile(path) as archive:
        text = archive.read("switchboard/transcript").decode("utf-8", errors="replace")
    documents = []
    for number, conversation in enumerate(re.split(r"\n\s*\n", text), start=1):
        turns = [_TURN.sub("", line).strip() for line in conversation.splitlines() if _TURN.match(line)]
        for part, i in enumerate(range(0, len(turns), turns_per_document)):
            body = "\n".join(t for t in turns[i:i + turns_per_document] if t)
            if body.strip():
                documents.append(Document(f"sw{number:03d}-{part:02d}", body, {"conversation": f"sw{number:03d}"}))
    return documents


def read_wikitext(directory: str | Path, splits: Sequence[str] = ("valid", "test")) -> list[str]:
    """WikiText paragraphs with its " @-@ " joiners undone and headings dropped."""
    directory = Path(directory)
    texts = []
    for split in splits:
        path = directory / f"{split}.txt"
        if not path.is_file():
            raise ConfigError(f"{path}: WikiText split not found")
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not _WIKITEXT_HEADING.match(line):
                texts.append(_WIKITEXT_JOINERS.sub(r"\1", line.strip()))
    return texts


def read_documents(path: str | Path, text_field: str = "text", id_field: str = "id") -> list[Document]:
    """A user's corpus; unreadable records stop the experiment with their line numbers
    (an evaluation on silently fewer documents would mislead)."""
    documents, errors = [], []
    for item in read_corpus(path, text_field=text_field, id_field=id_field):
        (errors if isinstance(item, RecordError) else documents).append(item)
    if errors:
        raise ConfigError(f"{path}: {len(errors)} unreadable record(s), first: {errors[0]}")
    return documents


def split_documents(documents: Sequence[Document], test_fraction: float, seed: int = 0,
                    group_key: str = "conversation") -> tuple[list[Document], list[Document]]:
    """Deterministic split by document (or by `meta[group_key]` when present): a stable
    hash orders the groups, the first `test_fraction` of words go to test."""
    if not 0 < test_fraction < 1:
        raise ConfigError(f"test_fraction must be between 0 and 1, not {test_fraction}")
    groups: dict[str, list[Document]] = {}
    for doc in documents:
        groups.setdefault(str(doc.meta.get(group_key, doc.id)), []).append(doc)
    order = sorted(groups, key=lambda g: hashlib.sha1(f"{seed}:{g}".encode()).hexdigest())
    total = sum(len(d.text.split()) for d in documents)
    train, test, test_words = [], [], 0
    for group in order:
        if test_words < test_fraction * total:
            test += groups[group]
            test_words += sum(len(d.text.split()) for d in groups[group])
        else:
            train += groups[group]
    if not train or not test:
        raise ConfigError(f"{len(documents)} documents are too few to split into train and test")
    return train, test


def take_words(documents: Sequence[Document], max_words: int | None) -> list[Document]:
    """The first documents holding about `max_words` words (all when None)."""
    if max_words is None:
        return list(documents)
    taken, count = [], 0
    for doc in documents:
        if count >= max_words:
            break
        taken.append(doc)
        count += len(doc.text.split())
    return taken


def one_part(documents: Sequence[Document], part: Sequence[int] | None) -> list[Document]:
    """`part = [k, n]`: the documents whose stable hash of the id is k modulo n — disjoint
    parts of one collection, for an in-domain corpus and a generic one drawn from it."""
    if part is None:
        return list(documents)
    if len(part) != 2 or not all(isinstance(x, int) for x in part) or not 0 <= part[0] < part[1]:
        raise ConfigError(f"part must be [k, n] with 0 <= k < n, not {part!r}")
    k, n = part
    return [d for d in documents if int(hashlib.sha1(d.id.encode()).hexdigest(), 16) % n == k]
