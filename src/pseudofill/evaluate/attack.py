"""`evaluate attack`: privacy proved by attacking the output, not by counting.

A seeded share of the gold entities leaks (stays in the clear, as a detection miss would);
the rest is masked and filled by each method.  Two attackers then read what a method hands
back: the parrot attacker tries to tell the leaked originals from the substitutes
(`parrot.py`), the infill attacker tries to put the true original back into a substituted
entity's place from the context (`infill.py`).  Controls show each attack can win:
`redact` (masks left: the leaks are the only names) and `faker_en` (American Faker values
whatever the document) for the parrot, `original` (the source text with only the target
masked) for the infill.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..document import Document
from ..language import get_language
from .infill import TARGET_LABELS, choose_targets, infill_attack
from .leaks import GoldEntity, check_methods, gold_entities, leak_order, leaked_at, method_filler, versions
from .parrot import parrot_attack
from .surprisal import LanguageModelScorer

DEFAULT_METHODS = ("default", "redact", "faker_en", "original")
DEFAULT_RATES = (0.05, 0.01, 0.10)


def attack(documents: Sequence[Document], gold: Iterable[dict[str, Any]], methods: Sequence[str] = DEFAULT_METHODS,
           leak_rates: Sequence[float] = DEFAULT_RATES, *, config: Any = None, language: str = "en",
           lm: str | None = None, infill_targets: int = 30, candidates: int = 100, seed: int = 0,
           log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Both attacks on every method; the first leak rate is the headline (the infill attack
    reads the outputs at that rate).  `gold`: records {"id", "spans": [{"start", "end",
    "label"[, "entity"]}]} in the `evaluate detection` format."""
    log = log or (lambda message: print(message, file=sys.stderr))
    if not leak_rates:
        raise ValueError("give at least one leak rate")
    check_methods(methods)
    if candidates < 2:
        raise ValueError(f"the infill pool needs the original and at least one distractor, not {candidates}")
    texts = {doc.id: doc for doc in documents}
    entities: dict[str, list[GoldEntity]] = {}
    for record in gold:
        doc_id = str(record["id"])
        if doc_id in texts:
            entities[doc_id] = gold_entities(texts[doc_id], record.get("spans", []))
    missing = [doc.id for doc in documents if doc.id not in entities]
    if missing:
        raise ValueError(f"no gold spans for {len(missing)} document(s): {', '.join(missing[:5])}")
    pack = get_language(language)
    scorer = LanguageModelScorer(lm or pack.lm)
    order = leak_order([e for members in entities.values() for e in members], seed)
    headline = leaked_at(order, leak_rates[0])
    started = time.perf_counter()
    result: dict[str, Any] = {"kind": "attack", "leak_rate": leak_rates[0], "leak_rates": list(leak_rates),
                              "documents": len(documents), "entities": len(order), "language": pack.code,
                              "lm": scorer.model, "seed": seed, "parrot": {}, "infill": {}}
    headline_versions: dict[str, Any] = {}
    for method in methods:
        filler = method_filler(method, config, pack.code, seed)
        for rate in leak_rates if method != "original" else ():
            leaked = leaked_at(order, rate)
            log(f"{method}: {len(leaked)} of {len(order)} entities leaked ({100 * rate:g} %), filling and attacking")
            outputs = versions(documents, entities, leaked, method, filler)
            found = parrot_attack(outputs, entities, leaked, scorer, seed)
            if rate == leak_rates[0]:
                headline_versions[method] = outputs
                result["parrot"][method] = found | {"by_leak_rate": {}}
            result["parrot"][method]["by_leak_rate"][str(rate)] = {
                key: found[key] for key in ("entities", "leaks", "auc", "leak_recall_at_p50")}
        if method == "original":
            headline_versions[method] = versions(documents, entities, headline, method)
    if infill_targets > 0:
        if "redact" not in headline_versions:  # the reference every fill is read against
            headline_versions["redact"] = versions(documents, entities, headline, "redact")
        targets = choose_targets(entities, headline, infill_targets, candidates, pack.locale, seed)
        log(f"infill: {len(targets)} targets ({', '.join(TARGET_LABELS)}), {candidates} candidates each, "
            f"on {', '.join(headline_versions)}")
        result["infill"] = infill_attack(headline_versions, targets, scorer)
    result["seconds"] = round(time.perf_counter() - started, 1)
    return result
