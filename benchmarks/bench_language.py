"""A language pack on texts with gold spans: the whole run (mask with the pack's default
detectors, fill with `faker` or `lm`) and what a reader of its output would check.

- detection: mention recall (every word of a gold mention masked), token precision, per gold label;
- identifiers: for every gold label the pack's rules check ("NO_FODSELSNUMMER", "SE_PERSONNUMMER"…),
  its mentions masked and its fills valid by the same check; phones valid in the pack's first region;
- people: the share of person fills whose first word is a first name of the pack's own locale
  (a lone surname gets a surname; a name of another origin keeps its origin);
- leaks: gold originals of four letters or more still readable in the filled text.

    .venv/bin/python benchmarks/bench_language.py --lang nb
    .venv/bin/python benchmarks/bench_language.py --lang nb --set benchmarks/data/nb_heldout.jsonl

Without --set: the pack's own sample (languages/<code>/sample.jsonl).  Writes
benchmarks/results/language_<code>_<set>.json and prints the table.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pseudofill import Document, MaskPipeline  # noqa: E402
from pseudofill.evaluate.detection import score_detection  # noqa: E402
from pseudofill.fill.base import fillers  # noqa: E402
from pseudofill.io import read_jsonl_records  # noqa: E402
from pseudofill.languages import get_language  # noqa: E402


def first_names(locale: str) -> set[str]:
    import importlib

    provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
    return {n.lower() for attr in ("first_names_male", "first_names_female", "first_names")
            for n in getattr(provider, attr, ())}


def run(code: str, texts: Path, gold_path: Path, method: str) -> dict[str, Any]:
    import phonenumbers

    pack = get_language(code)
    records = list(read_jsonl_records(texts))
    gold = {r["id"]: r["spans"] for r in read_jsonl_records(gold_path)}
    pipeline = MaskPipeline.from_config({"pipeline": {"language": pack.code}})
    filler = fillers.create(method, language=pack.code, seed=0)
    checks = {rule.label: rule.validate for rule in pack.rules if rule.validate}
    names = first_names(pack.name_locales[0] if pack.name_locales else pack.locale)
    predicted, ids, people, phones, left = [], Counter(), Counter(), Counter(), []
    for record in records:
        doc = Document(record["id"], record["text"])
        masked, vault = pipeline.mask(doc)
        filled = filler.fill(masked, vault)
        predicted.append([(e.start, e.end, e.label) for e in vault.entries])
        covered = {i for e in vault.entries for i in range(e.start, e.end)}
        for span in gold[doc.id]:
            if span["label"] in checks:
                ids["mentions"] += 1
                ids["masked"] += all(i in covered for i in range(span["start"], span["end"]))
        for fill in filled.fills:
            if fill.label in checks and re.search(r"\d", fill.value):
                ids["fills"] += 1
                ids["valid fills"] += bool(checks[fill.label](fill.value))
            if fill.label == "PHONE_NUMBER" and re.search(r"\d", fill.value):
                phones["fills"] += 1
                try:
                    number = phonenumbers.parse(fill.value, pack.phones.regions[0])
                    phones["valid"] += phonenumbers.is_valid_number(number)
                except phonenumbers.NumberParseException:
                    pass
            if fill.label == "PERSON_NAME" and fill.value.split():
                people["fills"] += 1
                people["own first name"] += fill.value.split()[0].lower().strip(".,") in names
        lower = filled.text.lower()
        left += [(doc.id, s["text"]) for s in gold[doc.id] if len(s["text"]) >= 4 and s["text"].lower() in lower]
    scores = score_detection([r["text"] for r in records],
                             [[(s["start"], s["end"], s["label"]) for s in gold[r["id"]]] for r in records], predicted)
    return {"language": pack.code, "set": str(texts.relative_to(ROOT)), "method": method, "documents": len(records),
            "detection": {"recall": scores.recall(), "token_precision": scores.token_precision(),
                          "per_label": {label: {"mentions": c.gold, "mention_recall": c.mention_recall,
                                                "token_precision": c.token_precision}
                                        for label, c in sorted(scores.per_label.items()) if c.gold}},
            "identifiers": dict(ids), "phones": dict(phones),
            "people": dict(people), "originals_left": left}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", required=True)
    parser.add_argument("--set", type=Path, help="a JSONL of texts; its gold beside it as <name>.gold.jsonl")
    parser.add_argument("--method", default="faker", choices=("faker", "lm"))
    parser.add_argument("--no-save", action="store_true")
    args = parser.parse_args()
    pack = get_language(args.lang)
    texts = (args.set or ROOT / "src" / "pseudofill" / "languages" / pack.code / "sample.jsonl").resolve()
    result = run(pack.code, texts, texts.with_name(texts.name.replace(".jsonl", ".gold.jsonl")), args.method)
    detection = result["detection"]
    print(f"{pack.name} on {result['set']} ({result['documents']} texts, fill: {args.method})")
    print("| label | mentions | mention recall | token precision |\n|---|---|---|---|")
    for label, row in detection["per_label"].items():
        precision = "—" if row["token_precision"] is None else f"{row['token_precision']:.1%}"
        print(f"| {label} | {row['mentions']} | {row['mention_recall']:.1%} | {precision} |")
    total = sum(row["mentions"] for row in detection["per_label"].values())
    print(f"| all | {total} | {detection['recall']:.1%} | {detection['token_precision']:.1%} |")
    ids, phones, people = result["identifiers"], result["phones"], result["people"]
    print(f"checked identifiers masked {ids.get('masked', 0)}/{ids.get('mentions', 0)}, fills valid "
          f"{ids.get('valid fills', 0)}/{ids.get('fills', 0)}; phone fills valid {phones.get('valid', 0)}/"
          f"{phones.get('fills', 0)}; person fills with an own first name {people.get('own first name', 0)}/"
          f"{people.get('fills', 0)}; originals left {len(result['originals_left'])}: {result['originals_left'][:8]}")
    if not args.no_save:
        out = ROOT / "benchmarks" / "results" / f"language_{pack.code}_{texts.stem}.json"
        out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
