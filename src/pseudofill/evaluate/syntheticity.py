"""Syntheticity (Yermilov et al. 2023, FitB §4 v): can a classifier tell original sentences
from pseudonymised ones?  Cross-validated accuracy; 50 % is best (indistinguishable).

Logistic regression on all-MiniLM-L6-v2 sentence embeddings.  A sentence and its filled
counterpart always fall in the same fold (grouped CV): otherwise the classifier could
recognise a test sentence by its twin in the training folds and score above chance for
reasons unrelated to the substitutes.

Reading it: well above 50 % means the substitutes give the text away.  Below 50 % is not
better than 50 %: cross-validated linear classifiers fall under chance on small samples
with nothing to learn (measured here: ~0.4 at 60 pairs, ~0.5 from 150 on), and far under
it when substitutes are other documents' originals (a name is "original" in one fold and
"filled" in the next).  Read |accuracy − 50 %| with the fold spread in mind.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any

FOLDS = 5


def syntheticity_accuracy(original_sentences: Sequence[str], filled_sentences: Sequence[str], *,
                          encoder: Any = None, folds: int = FOLDS, seed: int = 0) -> dict[str, Any]:
    """{"accuracy", "std", "folds", "n", "fold_accuracies"}: mean and population std of the
    per-fold accuracies of a stratified grouped k-fold CV; `n` is the number of sentence
    pairs (each gives one original and one filled example).  Fewer than `folds` pairs: one
    fold per pair; fewer than two pairs: accuracy None (nothing to cross-validate)."""
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import StratifiedGroupKFold
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    if len(original_sentences) != len(filled_sentences):
        raise ValueError(f"{len(original_sentences)} original but {len(filled_sentences)} filled sentences")
    pairs = len(original_sentences)
    splits = min(folds, pairs)
    if splits < 2:
        return {"accuracy": None, "std": None, "folds": 0, "n": pairs, "fold_accuracies": []}
    if encoder is None:
        from ..models import load_sentence_encoder

        encoder = load_sentence_encoder()
    features = encoder.encode(list(original_sentences) + list(filled_sentences), batch_size=64,
                              normalize_embeddings=True, convert_to_numpy=True)
    is_filled = np.array([0] * pairs + [1] * pairs)
    pair_of = np.concatenate([np.arange(pairs), np.arange(pairs)])
    splitter = StratifiedGroupKFold(n_splits=splits, shuffle=True, random_state=seed)
    accuracies = []
    for train, test in splitter.split(features, is_filled, groups=pair_of):
        model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000))
        model.fit(features[train], is_filled[train])
        accuracies.append(float((model.predict(features[test]) == is_filled[test]).mean()))
    return {"accuracy": statistics.fmean(accuracies), "std": statistics.pstdev(accuracies), "folds": splits,
            "n": pairs, "fold_accuracies": accuracies}
