"""Detection vs gold and residual risk: the numbers a privacy review reads."""

from __future__ import annotations

import json

import pytest

from pseudofill.cli import main
from pseudofill.document import VaultEntry, VaultRecord
from pseudofill.engines.runs import mask_file
from pseudofill.evaluate.detection import Mention, score_mentions, score_vaults
from pseudofill.evaluate.risk import annotate, document_score, missed_mentions, residual_risk, review_records

from ..helpers import SAMPLE, SAMPLE_GOLD

# The paper's Table 2 example (Dialpad §4.1), with a detector that found "Rachel" only
# and the email's domain only.
TEXT = "Dunder Mifflin, this is Rachel Green speaking. It's MK21@abc.com"
GOLD = [Mention(0, 14, "ORGANIZATION_NAME", "Dunder Mifflin"), Mention(24, 36, "PERSON_NAME", "Rachel Green"),
        Mention(52, 64, "EMAIL_ADDRESS", "MK21@abc.com")]
FOUND = [Mention(24, 30, "PERSON_NAME", "Rachel"), Mention(57, 64, "EMAIL_ADDRESS", "abc.com")]


def test_paper_example_scores_six_with_the_papers_email_score():
    missed = missed_mentions(GOLD, FOUND, scores={"EMAIL_ADDRESS": 3})
    assert [(m.label, m.partial, m.score) for m in missed] == [
        ("ORGANIZATION_NAME", False, 2), ("PERSON_NAME", True, 3), ("EMAIL_ADDRESS", True, 1)]
    assert document_score(missed) == 6  # 2 + ⌈5/2⌉ + ⌊3/2⌋
    # Table 6 scores an email 4: its partial is ⌊4/2⌋ = 2.
    assert document_score(missed_mentions(GOLD, FOUND)) == 7


def test_annotation_shows_what_a_reviewer_must_see():
    missed = missed_mentions(GOLD, FOUND)
    view = annotate(TEXT, FOUND, [{"start": m.start, "end": m.end, "tag": m.tag(), "partial": m.partial}
                                  for m in missed])
    assert view == ("(Dunder Mifflin)[MISSED_ORGANIZATION_NAME], this is [PERSON_NAME] "
                    "(Green)[MISSED_PERSON_NAME_PARTIAL] speaking. It's (MK21@)[MISSED_EMAIL_ADDRESS_PARTIAL]"
                    "[EMAIL_ADDRESS]")


def test_repeated_misses_of_one_value_count_once():
    gold = [Mention(0, 4, "PERSON_NAME", "Marc"), Mention(10, 14, "PERSON_NAME", "marc"),
            Mention(20, 24, "PERSON_NAME", "Marc"), Mention(30, 35, "LOCATION", "Paris")]
    assert document_score(missed_mentions(gold, [])) == 5 + 2
    by_entity = [Mention(0, 13, "PERSON_NAME", "Teresa Hughes", 1), Mention(20, 26, "PERSON_NAME", "Teresa", 1)]
    assert document_score(missed_mentions(by_entity, [])) == 5


def _vault(doc_id: str, spans: list[tuple[int, int, str, str]]) -> VaultRecord:
    return VaultRecord(doc_id, [VaultEntry(s, e, label, text, "", None) for s, e, label, text in spans])


def test_corpus_criterion_and_missing_documents():
    gold = [_vault(f"d{i}", [(0, 3, "PERSON_NAME", "Ann")]) for i in range(4)]
    detected = [_vault("d0", [(0, 3, "PERSON_NAME", "Ann")]), _vault("d1", [(0, 3, "X", "Ann")]),
                _vault("d2", [])]  # d3 absent: scores as all missed, and is listed
    result = residual_risk(gold, detected)
    assert [d["score"] for d in result["documents"]] == [0, 0, 5, 5]
    assert result["mean"] == 2.5 and result["std"] == 2.5
    assert result["mu_plus_sigma"] == 5.0 and result["passes"] is False
    assert result["missing_from_vault"] == ["d3"] and result["max"] == 5


def test_review_queue_holds_the_risky_documents_riskiest_first():
    gold = [_vault("calm", [(0, 3, "LOCATION", "Rome")]),
            _vault("risky", [(0, 3, "PERSON_NAME", "Ann"), (8, 12, "LOCATION", "Rome")])]
    detected = [_vault("calm", [(0, 3, "LOCATION", "Rome")]), _vault("risky", [])]
    result = residual_risk(gold, detected)
    queue = review_records(result, detected, {"risky": "Ann met Rome"}, threshold=5)
    assert [r["id"] for r in queue] == ["risky"] and queue[0]["score"] == 7
    assert queue[0]["annotated"] == "(Ann)[MISSED_PERSON_NAME] met (Rome)[MISSED_LOCATION]"
    assert review_records(result, detected, {}, threshold=100) == []


def test_token_recall_lets_titles_and_function_words_stay_clear():
    gold = [[Mention(0, 12, "PERSON_NAME", "Dr Ann Jones"), Mention(20, 38, "ORGANIZATION_NAME", "Bank of Ireland")]]
    found = [[Mention(3, 12, "PERSON_NAME", "Ann Jones"), Mention(20, 24, "ORGANIZATION_NAME", "Bank")]]
    scores = score_mentions(gold, found)
    assert scores.recall("PERSON_NAME") == 1.0           # "Dr" may stay
    assert scores.recall("ORGANIZATION_NAME") == 0.0     # "Ireland" is missed
    assert scores.token_recall() == pytest.approx(3 / 4)  # Ann, Jones, Bank of Ann Jones Bank Ireland
    assert scores.token_precision() == 1.0


def test_a_mention_without_word_tokens_must_be_masked_whole():
    gold = [Mention(4, 7, "OTHER", "+++")]  # no word token: detection and risk agree it was missed
    scores = score_mentions([gold], [[]])
    assert scores.recall("OTHER") == 0.0 and scores.token_recall() == 0.0
    assert [m.partial for m in missed_mentions(gold, [])] == [False]
    assert score_mentions([gold], [[Mention(4, 7, "OTHER", "+++")]]).recall("OTHER") == 1.0


def test_entity_recall_needs_every_mention():
    gold = [[Mention(0, 3, "PERSON_NAME", "Ann", 1), Mention(10, 13, "PERSON_NAME", "Ann", 1),
             Mention(20, 23, "PERSON_NAME", "Bob", 2)]]
    found = [[Mention(0, 3, "PERSON_NAME", "Ann"), Mention(20, 23, "PERSON_NAME", "Bob")]]
    result = score_mentions(gold, found).to_dict()
    assert result["entity_recall"] == 0.5 and result["mention_recall"] == pytest.approx(2 / 3)


def test_cli_detection_and_risk_on_the_sample(tmp_path, default_pipeline):
    masked, vault = tmp_path / "m.jsonl", tmp_path / "v.jsonl"
    mask_file(default_pipeline, SAMPLE, masked, vault, progress=False)
    assert main(["evaluate", "detection", "--gold", str(SAMPLE_GOLD), "--vault", str(vault),
                 "-o", str(tmp_path / "det.json")]) == 0
    det = json.loads((tmp_path / "det.json").read_text())
    assert {"mention_recall", "token_recall", "token_precision", "by_label"} <= set(det)
    assert det["mention_recall"] > 0.9 and det["by_label"]["EMAIL_ADDRESS"]["mention_recall"] == 1.0
    review = tmp_path / "review.jsonl"
    assert main(["evaluate", "risk", "--gold", str(SAMPLE_GOLD), "--vault", str(vault), "-o",
                 str(tmp_path / "risk.json"), "--original", str(SAMPLE), "--review", str(review)]) == 0
    risk = json.loads((tmp_path / "risk.json").read_text())
    assert {"mean", "std", "p95", "max", "mu_plus_sigma", "passes", "documents"} <= set(risk)
    assert len(risk["documents"]) == len(SAMPLE.read_text().splitlines())
    flagged = [json.loads(line) for line in review.read_text().splitlines()]
    assert len(flagged) == sum(d["score"] >= 5 for d in risk["documents"])
    assert all("[MISSED_" in r["annotated"] for r in flagged)


def test_score_vaults_reports_unmatched_ids():
    result = score_vaults([_vault("a", [(0, 3, "PERSON_NAME", "Ann")])], [_vault("b", [])])
    assert result["missing_from_vault"] == ["a"] and result["not_in_gold"] == ["b"]
    assert result["mention_recall"] == 0.0


def test_cli_names_a_broken_gold_file(tmp_path, capsys):
    bad = tmp_path / "gold.jsonl"
    bad.write_text('{"id": "a", "spans": []}\n{not json\n')
    assert main(["evaluate", "risk", "--gold", str(bad), "--vault", str(bad)]) == 1
    assert "line 2" in capsys.readouterr().err
