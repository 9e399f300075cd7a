"""One very long document: the NER sees it in overlapping windows (spaCy refuses texts
over a million characters), and masking, filling and every offset stay exact."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from pseudofill.cli import main
from pseudofill.detect import EntityDetector
from pseudofill.document import Document, context_windows

FILLER = ("we talked about the garden and the weather for a while, and then about the price of paint "
          "and whether the fence needed a second coat before the winter. ")
PEOPLE = ["Maria Lopez", "Daniel Okafor", "Priya Raman", "Tomasz Nowak", "Grace Mitchell", "Kenji Watanabe"]


def long_text(size: int, every: int, seed: int = 0) -> tuple[str, list[tuple[int, str]]]:
    """Plain talk with a call by a named person every `every` characters (one right at
    each window cut of the entity detector's default size); returns the planted names."""
    rng = random.Random(seed)
    parts, planted, length = [], [], 0
    cuts = {a for _, a, _, _ in context_windows("x " * (size // 2), 100_000)}
    while length < size:
        near_cut = any(0 <= c - length < len(FILLER) for c in cuts)
        if near_cut or length // every != (length + len(FILLER)) // every:
            name = rng.choice(PEOPLE)
            sentence = f"Yesterday {name} phoned me about it. "
            planted.append((length + len("Yesterday "), name))
            parts.append(sentence)
            length += len(sentence)
        parts.append(FILLER)
        length += len(FILLER)
    return "".join(parts), planted


@pytest.mark.slow
def test_ner_over_a_text_longer_than_spacy_accepts_finds_names_at_every_cut(nlp):
    text, planted = long_text(1_150_000, 25_000)
    assert len(text) > nlp.max_length  # spaCy alone would refuse it
    spans = EntityDetector(labels=["PERSON_NAME"]).detect(Document("long", text))
    found = {(s.start, text[s.start:s.end]) for s in spans}
    missing = [(at, name) for at, name in planted if (at, name) not in found]
    assert not missing, f"{len(missing)} of {len(planted)} planted names missed, e.g. {missing[:3]}"
    assert len(spans) == len({s.start for s in spans})  # overlapping windows report each entity once


@pytest.mark.slow
def test_a_10_mb_document_masks_and_fills_with_exact_offsets(tmp_path: Path):
    text, _ = long_text(10 * 2**20, 4_000)
    text = text.replace("about it.", "about it, call 555-0134 or mail lopez@example.com.", 400)
    source = tmp_path / "big.jsonl"
    source.write_text(json.dumps({"id": "big", "text": text}) + "\n", encoding="utf-8")
    out, vault = tmp_path / "filled.jsonl", tmp_path / "vault.jsonl"
    assert main(["run", str(source), "-o", str(out), "--vault", str(vault), "--detectors", "patterns,dictionary",
                 "--config", str(_people_config(tmp_path)), "--method", "faker", "--no-progress"]) == 0
    filled = json.loads(out.read_text(encoding="utf-8"))
    entries = json.loads(vault.read_text(encoding="utf-8"))["spans"]
    assert len(entries) > 2_000 and {e["label"] for e in entries} >= {"PERSON_NAME", "EMAIL_ADDRESS"}
    assert all(text[e["start"]:e["end"]] == e["text"] for e in entries)
    assert all(filled["text"][f["start"]:f["end"]] == f["value"] for f in filled["fills"])
    kept_original = "".join(text[a:b] for a, b in zip([0] + [e["end"] for e in entries],
                                                      [e["start"] for e in entries] + [len(text)]))
    fills = filled["fills"]
    kept_filled = "".join(filled["text"][a:b] for a, b in zip([0] + [f["end"] for f in fills],
                                                              [f["start"] for f in fills] + [len(filled["text"])]))
    assert kept_filled == kept_original  # every unmasked character in place
    assert not any(name in filled["text"] for name in PEOPLE) and "lopez@example.com" not in filled["text"]


def _people_config(tmp_path: Path) -> Path:
    path = tmp_path / "people.toml"
    path.write_text("[detectors.dictionary]\nterms = {PERSON_NAME = " + json.dumps(PEOPLE) + "}\n", encoding="utf-8")
    return path
