"""The caseless NER with its real packaged model: what it reads, what it finds, what it drops."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pseudofill import MaskPipeline
from pseudofill.detect import CaselessEntityDetector
from pseudofill.detect.base import Detector
from pseudofill.detect.caseless import _ordinary
from pseudofill.detect.combine import Analyzer
from pseudofill.detect.entities import _cased
from pseudofill.detect.presets import expand_presets
from pseudofill.document import Document, Span
from pseudofill.models import SPACY_ALIASES

from ..helpers import doc, labelled

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def caseless():
    return CaselessEntityDetector()


def test_the_packaged_model_says_how_it_was_built():
    meta = json.loads((Path(SPACY_ALIASES["caseless"]) / "meta.json").read_text(encoding="utf-8"))
    assert meta["name"] == "ner_caseless_en" and "en_calls_asr5" not in meta["training"]["call_sets"]
    assert {"wikitext", "presidio", "calls"} <= set(meta["sources"])


def test_finds_names_without_capitals_or_cues(caseless):
    text = ("caller: yeah so um aetna approved the surgery last week\n"
            "agent: okay and is the appointment still in sacramento\n"
            "caller: yes my daughter priyanka drives me there")
    found = labelled(text, caseless.detect(doc(text)))
    assert ("ORGANIZATION_NAME", "aetna") in found
    assert ("LOCATION", "sacramento") in found
    assert ("PERSON_NAME", "priyanka") in found
    assert {s.source for s in caseless.detect(doc(text))} == {"caseless"}


def test_reads_only_caseless_lines(caseless):
    text = "Mr. Okafor wrote to Aetna in Sacramento.\nagent: and priyanka called from sacramento again"
    spans = caseless.detect(doc(text))
    assert spans and all(s.start > text.index("\n") for s in spans)  # the edited line is the ordinary NER's
    assert all(text[s.start:s.end] == text[s.start:s.end].lower() for s in spans)
    assert caseless.detect(doc("Priyanka Shah lives in Sacramento and works for Aetna.")) == []


def test_everyday_words_alone_are_not_names():
    assert _ordinary("church", "ORGANIZATION_NAME") and _ordinary("drawn", "PERSON_NAME")
    assert _ordinary("undertaker", "ORGANIZATION_NAME", alone=True) and not _ordinary("undertaker", "ORGANIZATION_NAME")
    assert not _ordinary("portland", "LOCATION") and not _ordinary("okafor", "PERSON_NAME")
    assert not _ordinary("kyle", "PERSON_NAME")  # a word-like first name the gazetteers list


class _Seen(Detector):
    """Records the text each kind of detector is given."""

    def __init__(self, recased: bool):
        self.recased = recased
        self.texts: list[str] = []

    def detect(self, doc: Document) -> list[Span]:
        self.texts.append(doc.text)
        return []


def test_the_analyzer_gives_a_caseless_reader_the_text_as_written():
    text = "agent: thank you for calling this is devon how can i help\ncaller: hi my name is anna lindqvist"
    as_written, recased = _Seen(recased=False), _Seen(recased=True)
    Analyzer([as_written, recased]).detect(Document("c1", text))
    assert as_written.texts == [text]
    assert recased.texts[0] != text and recased.texts[0].lower() == text.lower()


def test_presets_run_it_for_english_only():
    english, _ = expand_presets(["default"], {})
    swedish, _ = expand_presets(["default"], {}, "sv")
    assert "caseless" in english and "caseless" not in swedish


def test_the_default_run_masks_what_only_the_model_finds():
    text = ("speaker 1: so the claim went through progressive right\n"
            "speaker 2: yeah and the body shop in tacoma has the car now")
    masked, _ = MaskPipeline.from_config({}).mask(Document("c1", text))
    assert "progressive" not in masked.text and "tacoma" not in masked.text


def test_a_call_in_short_speaker_labels_is_still_caseless():
    # "A:" and "B:" on every line are capitals enough to look like edited prose (2 % of letters)
    turns = ["A: keystone medical supply how can i help", "B: yes and highmark is the secondary on it",
             "A: okay thank you so much for that one"] * 3
    text = "\n".join(turns)
    assert not _cased(text)
    assert _cased("The Court held that Mr Okafor had no remedy in Sacramento. " * 5)


def test_a_verb_after_a_first_name_is_no_surname():
    from pseudofill.detect.recase import recase

    assert "Beth said" in recase("b: the social worker beth said she sent it over last week", "en")
