"""The parrot attack ("hiding in plain sight", Carrell et al.): shown every entity of the
output, leaked originals and substitutes alike, can an attacker tell which are real?

The attacker is given the strongest position: the place of every entity span.  For each
entity it measures what a real attacker could — the LM's surprisal of the string in its
context and of the words after it, how many other documents carry the same string, whether
a name's language fits the other names of its document, whether a place is real, whether
its shape matches the document's other values of its kind, how many mentions and forms it
has — and a classifier learns, with cross-validation by document (a document's entities
never straddle training and test), which entities are leaks.  The best of two classifiers
(gradient-boosted trees, logistic regression) is reported: the audit errs on the
attacker's side.  AUC 0.5 = substitutes hide the leaks; 1.0 = every leak stands out.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from ..lexicon.taxonomy import LOCATION, PERSON_NAME
from .leaks import EntityKey, GoldEntity, Version
from .references import is_real_place, name_languages
from .surprisal import LanguageModelScorer

FEATURES = ("surprisal", "first_token", "right_context", "other_documents", "mentions", "forms", "characters",
            "words", "digits", "capitalised", "not_a_word", "origin_fit", "origin_known", "real_place",
            "shape_share")
ROC_POINTS = 60


def _shape(text: str) -> str:
    return re.sub(r"(.)\1+", r"\1", re.sub(r"\d", "d", re.sub(r"[A-ZÀ-Þ]", "X", re.sub(r"[a-zß-ÿ]", "x", text))))


def _overlap(a: dict[str, float], b: dict[str, float]) -> float:
    return sum(min(share, b.get(language, 0.0)) for language, share in a.items())


def entity_features(versions: Sequence[Version], entities: dict[str, list[GoldEntity]],
                    scorer: LanguageModelScorer) -> tuple[list[EntityKey], list[str], list[list[float]]]:
    """(keys, labels, feature rows) of every entity shown in the versions; NaN where a
    feature says nothing (a place's reality for a date)."""
    nan = math.nan
    texts = {v.id: v.text for v in versions}
    keys, labels, rows = [], [], []
    for version in versions:
        members = [e for e in entities.get(version.id, []) if e.key in version.mentions]
        spans = [span for e in members for span in version.mentions[e.key]]
        scores = dict(zip(spans, scorer.span_surprisals(version.text, spans), strict=True))
        shown = {e.key: version.shown(e.key) for e in members}
        languages = {e.key: name_languages(max(shown[e.key], key=len)) for e in members if e.label == PERSON_NAME}
        for entity in members:
            strings = shown[entity.key]
            name = max(strings, key=len)
            found = [scores[span] for span in version.mentions[entity.key]]
            elsewhere = sum(1 for doc_id, text in texts.items() if doc_id != version.id and name in text)
            peers = [e for e in members if e.label == entity.label and e.key != entity.key]
            own = languages.get(entity.key)
            others = [languages[p.key] for p in peers if languages.get(p.key)]
            fit = sum(_overlap(own, o) for o in others) / len(others) if own and others else nan
            shapes = [_shape(max(shown[p.key], key=len)) for p in peers]
            words = name.split()
            keys.append(entity.key)
            labels.append(entity.label)
            rows.append([
                sum(s.mean for s in found) / len(found), sum(s.first for s in found) / len(found),
                sum(s.right for s in found) / len(found), math.log1p(elsewhere), len(strings), len(set(strings)),
                len(name), len(words), sum(c.isdigit() for c in name) / max(len(name), 1),
                sum(w[:1].isupper() for w in words) / max(len(words), 1),
                float(bool(re.search(r"[\[\]_<>{}]", name))),
                fit, float(bool(own)) if entity.label == PERSON_NAME else nan,
                float(is_real_place(name)) if entity.label == LOCATION else nan,
                sum(s == _shape(name) for s in shapes) / len(shapes) if shapes else nan])
    return keys, labels, rows


def _classifiers(seed: int) -> dict[str, Any]:
    from sklearn.ensemble import HistGradientBoostingClassifier
    from sklearn.impute import SimpleImputer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    return {
        "boosted_trees": make_pipeline(  # "says nothing" as its own value, below every real one
            SimpleImputer(strategy="constant", fill_value=-1.0, keep_empty_features=True),
            HistGradientBoostingClassifier(max_iter=150, learning_rate=0.05, max_leaf_nodes=8, min_samples_leaf=10,
                                           class_weight="balanced", random_state=seed)),
        "logistic_regression": make_pipeline(SimpleImputer(strategy="median", keep_empty_features=True),
                                             StandardScaler(), LogisticRegression(max_iter=2000,
                                                                                  class_weight="balanced")),
    }


def out_of_fold_scores(rows: list[list[float]], labels: list[str], leaked: list[bool], groups: list[str],
                       seed: int = 0, folds: int = 5) -> dict[str, list[float]]:
    """Each classifier's leak score for every entity, from a model that never saw its document."""
    import numpy as np
    from sklearn.model_selection import StratifiedGroupKFold

    kinds = sorted(set(labels))
    features = np.array([row + [float(label == kind) for kind in kinds] for row, label in zip(rows, labels)],
                        dtype=float)
    target = np.array(leaked, dtype=int)
    splits = min(folds, len(set(groups)), max(int(target.sum()), 2))
    scores = {name: np.full(len(target), 0.5) for name in _classifiers(seed)}
    splitter = StratifiedGroupKFold(n_splits=splits, shuffle=True, random_state=seed)
    for train, test in splitter.split(features, target, groups=np.array(groups)):
        if len(set(target[train])) < 2:
            continue  # nothing to learn from: the fold's entities keep the uninformed 0.5
        for name, model in _classifiers(seed).items():
            model.fit(features[train], target[train])
            scores[name][test] = model.predict_proba(features[test])[:, 1]
    return {name: values.tolist() for name, values in scores.items()}


def recall_at_precision(leaked: Sequence[bool], scores: Sequence[float], precision: float = 0.5) -> float | None:
    """The share of leaks an attacker finds while at least `precision` of what it flags is a leak."""
    from sklearn.metrics import precision_recall_curve

    if not any(leaked):
        return None
    precisions, recalls, _ = precision_recall_curve(list(leaked), list(scores))
    reached = [r for p, r in zip(precisions, recalls) if p >= precision]
    return float(max(reached)) if reached else 0.0


def _auc(leaked: Sequence[bool], scores: Sequence[float]) -> float | None:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(list(leaked), list(scores))) if 0 < sum(leaked) < len(leaked) else None


def _roc(leaked: Sequence[bool], scores: Sequence[float]) -> list[list[float]]:
    from sklearn.metrics import roc_curve

    if not 0 < sum(leaked) < len(leaked):
        return []
    fpr, tpr, _ = roc_curve(list(leaked), list(scores))
    step = max(1, len(fpr) // ROC_POINTS)
    points = list(zip(fpr[::step], tpr[::step])) + [(fpr[-1], tpr[-1])]
    return [[round(float(x), 4), round(float(y), 4)] for x, y in points]


def parrot_attack(versions: Sequence[Version], entities: dict[str, list[GoldEntity]],
                  leaked: frozenset[EntityKey], scorer: LanguageModelScorer, seed: int = 0) -> dict[str, Any]:
    """AUC and leak recall at 50 % precision, overall and per label, with the ROC curve."""
    keys, labels, rows = entity_features(versions, entities, scorer)
    is_leak = [key in leaked for key in keys]
    if not any(is_leak):
        return {"entities": len(keys), "leaks": 0, "auc": None, "leak_recall_at_p50": None, "by_label": {},
                "note": "no entity leaked at this rate"}
    by_classifier = out_of_fold_scores(rows, labels, is_leak, [key[0] for key in keys], seed)
    aucs = {name: _auc(is_leak, scores) for name, scores in by_classifier.items()}
    best = max(aucs, key=lambda name: aucs[name] or 0.0)
    scores = by_classifier[best]
    by_label = {}
    for label in sorted(set(labels)):
        chosen = [i for i, lab in enumerate(labels) if lab == label]
        picked = [is_leak[i] for i in chosen]
        by_label[label] = {"entities": len(chosen), "leaks": sum(picked),
                           "auc": _auc(picked, [scores[i] for i in chosen]),
                           "leak_recall_at_p50": recall_at_precision(picked, [scores[i] for i in chosen])}
    return {"entities": len(keys), "leaks": sum(is_leak), "auc": aucs[best],
            "leak_recall_at_p50": recall_at_precision(is_leak, scores), "classifier": best,
            "auc_by_classifier": aucs, "by_label": by_label, "roc": _roc(is_leak, scores)}
