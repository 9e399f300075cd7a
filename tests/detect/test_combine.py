"""Analyzer post-processing: threshold, propagation, exclusions, overlap merging."""

from __future__ import annotations

import pytest

from pseudofill.detect import Analyzer, DictionaryDetector, merge_overlaps, propagate
from pseudofill.detect.base import Detector
from pseudofill.document import Document, Span
from pseudofill.lexicon.taxonomy import RARE_WORD

from ..helpers import doc, labelled


class Fixed(Detector):
    """A detector returning given (start, end, label, score) spans: unit input for the analyzer."""

    name = "fixed"

    def __init__(self, *spans):
        self.spans = spans

    def detect(self, document):
        return [Span(s, e, label, self.name, score) for s, e, label, score in self.spans]


# --------------------------------------------------------------------------- merge_overlaps


def test_partial_overlap_becomes_union_with_dominant_label():
    a = Span(0, 10, "PERSON_NAME", "x", 0.9)        # longer
    b = Span(6, 14, "ORGANIZATION_NAME", "y", 0.95)  # overlaps a's tail
    (merged,) = merge_overlaps([b, a])
    assert (merged.start, merged.end) == (0, 14)   # no character of either is lost
    assert merged.label == "PERSON_NAME"


def test_chain_of_overlaps_is_one_union():
    spans = [Span(0, 5, "A"), Span(4, 9, "B"), Span(8, 20, "C"), Span(25, 30, "D")]
    merged = merge_overlaps(spans)
    assert [(s.start, s.end, s.label) for s in merged] == [(0, 20, "C"), (25, 30, "D")]


def test_nested_spans_collapse_into_the_outer():
    outer = Span(0, 20, "STREET_ADDRESS", "p", 0.7)
    inner = Span(5, 9, "PHONE_NUMBER", "p", 0.99)
    assert [(s.start, s.end, s.label) for s in merge_overlaps([inner, outer])] == [(0, 20, "STREET_ADDRESS")]


def test_touching_spans_stay_separate():
    merged = merge_overlaps([Span(0, 4, "A"), Span(4, 8, "B")])
    assert [(s.start, s.end) for s in merged] == [(0, 4), (4, 8)]


def test_score_strategy_picks_higher_score_label():
    a = Span(0, 10, "PERSON_NAME", "x", 0.6)
    b = Span(6, 14, "ORGANIZATION_NAME", "y", 0.95)
    (longest,) = merge_overlaps([a, b], "longest")
    (by_score,) = merge_overlaps([a, b], "score")
    assert longest.label == "PERSON_NAME"
    assert by_score.label == "ORGANIZATION_NAME" and (by_score.start, by_score.end) == (0, 14)


def test_analyzer_overlap_option():
    text = "Alexandra Bell Ltd called"
    fixed = Fixed((0, 14, "PERSON_NAME", 0.6), (10, 18, "ORGANIZATION_NAME", 0.9))
    by_len = Analyzer([fixed], propagate=False).detect(doc(text))
    by_score = Analyzer([fixed], propagate=False, overlap="score").detect(doc(text))
    assert [(s.start, s.end, s.label) for s in by_len] == [(0, 18, "PERSON_NAME")]
    assert [(s.start, s.end, s.label) for s in by_score] == [(0, 18, "ORGANIZATION_NAME")]


def test_analyzer_rejects_bad_arguments():
    with pytest.raises(ValueError, match="overlap"):
        Analyzer([Fixed()], overlap="shortest")
    with pytest.raises(ValueError, match="at least one"):
        Analyzer([])


def test_min_score_threshold():
    text = "abcdefghij"
    fixed = Fixed((0, 3, "A", 0.49), (4, 6, "B", 0.5))
    assert [s.label for s in Analyzer([fixed], min_score=0.5, propagate=False).detect(doc(text))] == ["B"]
    assert [s.label for s in Analyzer([fixed], min_score=0.1, propagate=False).detect(doc(text))] == ["A", "B"]


def test_spans_from_several_detectors_are_combined_and_sorted():
    text = "0123456789abcdef"
    analyzer = Analyzer([Fixed((10, 12, "B", 1.0)), Fixed((0, 2, "A", 1.0), (11, 14, "C", 1.0))], propagate=False)
    assert [(s.start, s.end) for s in analyzer.detect(doc(text))] == [(0, 2), (10, 14)]


# --------------------------------------------------------------------------- propagation


def test_propagation_masks_other_occurrences_any_case():
    text = "Okafor called. Later OKAFOR and okafor wrote; Okaforville is a town."
    analyzer = Analyzer([Fixed((0, 6, "PERSON_NAME", 0.85))])
    spans = analyzer.detect(doc(text))
    found = [text[s.start:s.end] for s in spans]
    assert found == ["Okafor", "OKAFOR", "okafor"]         # whole words only: not "Okaforville"
    assert {s.label for s in spans} == {"PERSON_NAME"}
    assert [s.source for s in spans] == ["fixed", "propagation", "propagation"]


def test_propagation_does_not_spread_name_to_common_lower_case_word():
    text = "Mark said to mark the box. MARK agreed, Mark left."
    spans = Analyzer([Fixed((0, 4, "PERSON_NAME", 0.85))]).detect(doc(text))
    found = [(s.start, text[s.start:s.end]) for s in spans]
    assert (text.index("mark"), "mark") not in found
    assert [t for _, t in found] == ["Mark", "MARK", "Mark"]


def test_propagation_off():
    text = "Okafor called. Later okafor wrote."
    spans = Analyzer([Fixed((0, 6, "PERSON_NAME", 0.85))], propagate=False).detect(doc(text))
    assert [text[s.start:s.end] for s in spans] == ["Okafor"]


def test_propagation_ignores_rare_words_and_single_characters():
    text = "Q is Zork. Q and zork."
    spans = [Span(0, 1, "PERSON_NAME"), Span(5, 9, RARE_WORD)]
    assert propagate(text, spans) == []


def test_propagation_uses_filtered_spans_only():
    text = "Okafor called. Later Okafor wrote."
    analyzer = Analyzer([Fixed((0, 6, "PERSON_NAME", 0.3))], min_score=0.5)
    assert analyzer.detect(doc(text)) == []


def test_propagated_span_inside_another_is_merged():
    text = "Lisa Flores wrote to lisa.flores@example.com"
    analyzer = Analyzer([Fixed((5, 11, "PERSON_NAME", 0.85), (21, 44, "EMAIL_ADDRESS", 0.95))])
    assert labelled(text, analyzer.detect(doc(text))) == {
        ("PERSON_NAME", "Flores"), ("EMAIL_ADDRESS", "lisa.flores@example.com"),
    }


def test_propagation_with_turkish_dotted_capital_i():
    text = "Ali called. Later ALİ and Alı wrote."
    spans = Analyzer([Fixed((0, 3, "PERSON_NAME", 0.85))]).detect(doc(text))
    assert [text[s.start:s.end] for s in spans][0] == "Ali"


def test_exclusions_apply_to_propagated_spans():
    text = "Monday Okafor. See you monday, Okafor."
    analyzer = Analyzer([Fixed((0, 6, "PERSON_NAME", 0.85), (7, 13, "PERSON_NAME", 0.85))],
                        exclusions={"PERSON_NAME": ["monday"]})
    assert [text[s.start:s.end] for s in analyzer.detect(doc(text))] == ["Okafor", "Okafor"]


def test_detect_batch_matches_detect_per_document():
    dictionary = DictionaryDetector(terms={"PERSON_NAME": ["Okafor"]})
    analyzer = Analyzer([dictionary])
    docs = [Document("1", "Okafor and okafor"), Document("2", "nobody"), Document("3", "Hi OKAFOR")]
    assert list(analyzer.detect_batch(docs)) == [analyzer.detect(d) for d in docs]


def test_first_and_last_name_of_a_detected_person_propagate():
    text = "Hi, my name is Crystal Booth.\nThanks, Crystal. Ms. BOOTH, your order; Al waits."
    analyzer = Analyzer([Fixed((15, 28, "PERSON_NAME", 0.85))])
    spans = analyzer.detect(doc(text))
    assert [text[s.start:s.end] for s in spans] == ["Crystal Booth", "Crystal", "BOOTH"]
    assert {s.label for s in spans} == {"PERSON_NAME"}


def test_name_parts_of_non_person_labels_do_not_propagate():
    text = "Chang Holdings called. Chang is here."
    spans = Analyzer([Fixed((0, 14, "ORGANIZATION_NAME", 0.9))]).detect(doc(text))
    assert [text[s.start:s.end] for s in spans] == ["Chang Holdings"]


# --------------------------------------------------------------------------- one label per string


def test_one_string_gets_one_label_so_one_entity():
    text = "I've opened ticket TKT-1276842 for this. Sure, TKT-1276842."
    first, second = text.index("TKT"), text.rindex("TKT")
    analyzer = Analyzer([Fixed((first, first + 11, "MONEY", 0.85)),  # NER's amount, once
                         Fixed((first, first + 11, "GENERIC_ID", 0.85), (second, second + 11, "GENERIC_ID", 0.85))])
    assert {s.label for s in analyzer.detect(doc(text))} == {"GENERIC_ID"}  # two detections beat one


def test_a_word_of_a_full_name_stays_that_person():
    text = "it's Brandi Garrison. Everyone calls me Brandi. Nice to meet you, Brandi."
    second, third = text.index("Brandi", 21), text.rindex("Brandi")
    spans = [(5, 20, "PERSON_NAME", 0.85), (second, second + 6, "ORGANIZATION_NAME", 0.85),  # NER, twice wrong
             (third, third + 6, "ORGANIZATION_NAME", 0.8), (third, third + 6, "PERSON_NAME", 0.9)]
    found = Analyzer([Fixed(*spans)], overlap="score").detect(doc(text))
    assert [s.label for s in found] == ["PERSON_NAME"] * 3  # more votes for the organisation, but her name


def test_a_tie_between_labels_goes_to_the_organisation_and_agreeing_labels_stay():
    text = "remonstrance in Opole Prison. The Opole Prison authorities. Lublin and Lublin."
    a, b = text.index("Opole Prison"), text.rindex("Opole Prison")
    c, d = text.index("Lublin"), text.rindex("Lublin")
    fixed = Fixed((a, a + 12, "LOCATION", 0.85), (b, b + 12, "ORGANIZATION_NAME", 0.85),
                  (c, c + 6, "LOCATION", 0.7), (d, d + 6, "LOCATION", 0.9))
    found = Analyzer([fixed], propagate=False).detect(doc(text))
    assert [s.label for s in found] == ["ORGANIZATION_NAME", "ORGANIZATION_NAME", "LOCATION", "LOCATION"]


def test_a_state_seen_in_pieces_is_masked_whole():
    """Found in the judgments' perplexity fill: NER saw "United Kingdom of Great Britain" and
    "Northern Ireland", and the fill wrote "against the Russian Federation and Kareliya"."""
    text = ("The case originated in an application against the United Kingdom of Great Britain and Northern "
            "Ireland lodged with the Court. He lives in Belfast, Northern Ireland.")
    state = text.index("United Kingdom")
    pieces = Fixed((state, state + len("United Kingdom of Great Britain"), "LOCATION", 0.9),
                   (text.index("Northern"), text.index("Northern") + len("Northern Ireland"), "LOCATION", 0.9),
                   (text.rindex("Northern"), text.rindex("Northern") + len("Northern Ireland"), "LOCATION", 0.9))
    found = [text[s.start:s.end] for s in Analyzer([pieces], propagate=False).detect(doc(text))]
    assert found == ["United Kingdom of Great Britain and Northern Ireland", "Northern Ireland"], found


@pytest.mark.parametrize("said, name", [("Amusing Preston Foster", "Preston Foster"),
                                        ("Meanwhile Anna Berg", "Anna Berg"), ("Will Smith", "Will Smith"),
                                        ("Young Johnny", "Young Johnny"), ("The Smiths", "The Smiths"),
                                        ("Dizzy Dean", "Dizzy Dean")])
def test_a_person_loses_a_leading_word_no_one_is_called(said, name):
    """A newsreel's "Amusing Preston Foster and Edie Adams": any detector's person span."""
    text = f"Oh, why don't we get breaks like this? {said} and Edie Adams were there."
    start = text.index(said)
    found = Analyzer([Fixed((start, start + len(said), "PERSON_NAME", 0.9))], propagate=False).detect(doc(text))
    assert [text[s.start:s.end] for s in found] == [name]


def test_a_name_does_not_spread_to_an_english_word_in_another_languages_text():
    text = ("Här är Robert Young och hans fru. På ena sidan ler Paula Stone mot young Johnny Arledge, "
            "och alla är glada för Robert.")
    name = text.index("Robert Young")
    found = Analyzer([Fixed((name, name + len("Robert Young"), "PERSON_NAME", 0.9))], language="sv").detect(doc(text))
    assert "young" not in [text[s.start:s.end] for s in found] and "Robert" in [text[s.start:s.end] for s in found]

