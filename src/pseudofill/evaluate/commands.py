"""`pseudofill evaluate …`: each evaluation prints its headline
figures as a table and writes every number as JSON (written atomically)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..document import VaultEntry, VaultRecord
from ..io import atomic_path, read_jsonl_records
from ..registry import Registry
from ..vault import add_vault_key_argument, load_key, read_vault


@dataclass(frozen=True)
class Evaluation:
    """One `pseudofill evaluate` subcommand: its help, its arguments, and what it computes
    (printing its headline table, returning every number)."""

    help: str
    arguments: Callable[[argparse.ArgumentParser], None]
    evaluate: Callable[[argparse.Namespace], dict[str, Any]]


evaluations: Registry[Evaluation] = Registry("evaluation")


def evaluation(name: str, help: str, arguments: Callable[[argparse.ArgumentParser], None]
               ) -> Callable[[Callable[[argparse.Namespace], dict[str, Any]]], Callable[..., dict[str, Any]]]:
    """Register `evaluate NAME`: a module that defines one (and is imported by
    `evaluate/__init__`) adds a subcommand without editing a list."""
    def register(evaluate: Callable[[argparse.Namespace], dict[str, Any]]) -> Callable[..., dict[str, Any]]:
        evaluations.register(name)(lambda: Evaluation(help, arguments, evaluate))
        return evaluate

    return register


def add_parsers(commands: Any) -> None:
    evaluate = commands.add_parser("evaluate",
                                   help="prove it: detection, quality, story, risk, LM/ASR utility, canaries")
    kinds = evaluate.add_subparsers(dest="evaluation", required=True)
    for name in evaluations.names():
        kind = evaluations.create(name)
        sub = kinds.add_parser(name, help=kind.help)
        kind.arguments(sub)
        sub.add_argument("-o", "--output", help="write every number here (JSON)")


def _detection_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--gold", required=True, help="gold spans in vault format (JSONL)")
    parser.add_argument("--vault", required=True, help="the vault `pseudofill mask` wrote")
    add_vault_key_argument(parser)


def _quality_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--original", required=True, help="the input corpus `mask`/`run` read")
    parser.add_argument("--filled", required=True, help="FILLED.jsonl")
    parser.add_argument("--vault", required=True, help="VAULT.jsonl")
    parser.add_argument("--no-syntheticity", action="store_true", help="skip the original-vs-filled classifier")
    parser.add_argument("--lang", default="en", help="the corpus's language (sv: gazetteer type checks, no UPOS)")
    add_vault_key_argument(parser)


def _story_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--original", required=True, help="the input corpus `run` read")
    parser.add_argument("--vault", required=True, help="the vault `run --vault` wrote")
    parser.add_argument("--filled", required=True, help="FILLED.jsonl")
    parser.add_argument("--gold", help="gold spans in vault format (JSONL; \"text\" optional): label agreement and "
                                       "collateral spans")
    parser.add_argument("--lang", default="en", help="the corpus's language (en, sv)")
    add_vault_key_argument(parser)


def _risk_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--gold", required=True, help="gold spans in vault format (JSONL)")
    parser.add_argument("--vault", required=True, help="the vault `pseudofill mask` wrote")
    parser.add_argument("--original", help="input corpus: with --review, the review file shows the text")
    parser.add_argument("--review", help="write the documents at or above the threshold here (JSONL) for review")
    parser.add_argument("--threshold", type=int, default=5)
    parser.add_argument("--hide-text", action="store_true", help="leave the missed strings out of the output")
    add_vault_key_argument(parser)


def _experiment_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, help="EXPERIMENT.toml (see experiments/)")
    parser.add_argument("--workdir", help="cache of corpus versions and results (default: the config's)")


def write_json(path: str | Path, data: Any) -> None:
    with atomic_path(path) as temporary, temporary.open("w", encoding="utf-8") as out:
        json.dump(data, out, indent=1, ensure_ascii=False, default=str)


def _vaults(path: str, key_file: str | None = None) -> list[VaultRecord]:
    return list(read_vault(path, load_key(key_file)))


def _percent(value: Any) -> str:
    return "—" if value is None or value != value else f"{100 * value:.1f} %"


@evaluation("detection", "detected spans (VAULT) vs gold spans (GOLD_VAULT)", _detection_arguments)
def detection(args: argparse.Namespace) -> dict[str, Any]:
    from .detection import score_vaults

    result = score_vaults(_vaults(args.gold), _vaults(args.vault, args.vault_key_file))
    print(f"{'label':24} {'mentions':>8} {'mention recall':>15} {'token recall':>13} {'token precision':>16}")
    for label, row in result["by_label"].items():
        if row["gold"]:
            print(f"{label:24} {row['gold']:8d} {_percent(row['mention_recall']):>15} "
                  f"{_percent(row['token_recall']):>13} {_percent(row['token_precision']):>16}")
    print(f"{'all':24} {result['mentions']:8d} {_percent(result['mention_recall']):>15} "
          f"{_percent(result['token_recall']):>13} {_percent(result['token_precision']):>16}")
    if result["entity_recall"] is not None:
        print(f"entity recall (every mention of an entity found): {_percent(result['entity_recall'])}")
    for key in ("missing_from_vault", "not_in_gold"):
        if result[key]:
            print(f"warning: {len(result[key])} document(s) {key.replace('_', ' ')}: {result[key][:5]}",
                  file=sys.stderr)
    return result


@evaluation("quality", "pseudonym quality (FitB): UPOS, leaks, similarity, diversity…", _quality_arguments)
def quality(args: argparse.Namespace) -> dict[str, Any]:
    from .quality import format_quality_table
    from .quality_io import evaluate_quality_files

    result = evaluate_quality_files(args.original, args.filled, args.vault, syntheticity=not args.no_syntheticity,
                                    language=args.lang, vault_key=load_key(args.vault_key_file))
    print(format_quality_table(result))
    return result


def gold_records(records: Iterable[dict[str, Any]], texts: dict[str, str]) -> list[VaultRecord]:
    """Gold spans in vault format; a span without "text" takes it from its document."""
    gold = []
    for record in records:
        doc_id, text = str(record["id"]), texts.get(str(record["id"]), "")
        gold.append(VaultRecord(doc_id, [
            VaultEntry(int(s["start"]), int(s["end"]), str(s["label"]),
                       str(s["text"]) if s.get("text") is not None else text[int(s["start"]):int(s["end"])], "")
            for s in record.get("spans", [])]))
    return gold


@evaluation("story", "what a whole `run` hands back: labels, amounts, collateral, broken text, neutral fills, "
            "originals still readable, the story kept", _story_arguments)
def story(args: argparse.Namespace) -> dict[str, Any]:
    from ..document import Document, FilledDocument, RecordError
    from ..io import read_corpus
    from .story import evaluate_story

    items = list(read_corpus(args.original))
    originals = [d for d in items if isinstance(d, Document)]
    filled = [FilledDocument.from_record(record) for record in read_jsonl_records(args.filled)]
    gold = None
    if args.gold:
        gold = gold_records(read_jsonl_records(args.gold), {d.id: d.text for d in originals})
    result = evaluate_story(originals, _vaults(args.vault, args.vault_key_file), filled, gold, language=args.lang)
    result["skipped"] += [{"id": e.record_id, "line": e.line, "reason": f"unreadable original: {e.reason}"}
                          for e in items if isinstance(e, RecordError)]
    print(format_story_table(result))
    if result["skipped"]:
        print(f"warning: {len(result['skipped'])} document(s) skipped: {result['skipped'][:3]}", file=sys.stderr)
    return result


def format_story_table(result: dict[str, Any]) -> str:
    """The headline figures of `evaluate_story`, one measure a line."""
    lines = [f"documents {result['documents']}   fills {result['fills']}   words {result['words']:,}"]

    def line(name: str, value: str, note: str) -> None:
        lines.append(f"{name:30} {value:>8}  {note}")

    agreement = result["label_agreement"]
    if agreement is not None:
        types = ", ".join(f"{t} {_percent(c['share'])}" for t, c in agreement["by_gold_type"].items())
        line("label agreement", _percent(agreement["share"]), f"({agreement['pairs']} pairs; {types})")
    amounts = result["amounts"]
    line("amounts kept", _percent(amounts["share"]), f"({amounts['kept']} of {amounts['amounts']})")
    collateral = result["collateral"]
    if collateral is not None:
        per = collateral["per_1000_words"]
        line("collateral spans / 1,000 words", "—" if per is None else f"{per:.1f}",
             f"({collateral['spans']} spans; kind changed {_percent(collateral['kind_changed_share'])})")
    line("broken documents", str(result["broken"]["documents"]), f"({_percent(result['broken']['share'])})")
    line("neutral fallbacks", _percent(result["neutral"]["share"]), f"({result['neutral']['fills']} fills)")
    for group, name in (("person_location", "readable person/place"), ("organisation", "readable organisation")):
        tally = result["readable"][group]
        line(name, _percent(tally["share"]), f"({tally['readable']} of {tally['entries']})")
    lines.append("story: " + ", ".join(f"{k.replace('_', ' ')} {_percent(v)}" for k, v in result["structure"].items()))
    return "\n".join(lines)


@evaluation("risk", "residual re-identification risk per document (μ + σ < 5)", _risk_arguments)
def risk(args: argparse.Namespace) -> dict[str, Any]:
    from .risk import residual_risk

    gold, detected = _vaults(args.gold), _vaults(args.vault, args.vault_key_file)
    result = residual_risk(gold, detected, threshold=args.threshold, show_text=not args.hide_text)
    print(f"documents {result['documents_scored']}   mean {result['mean']:.2f}   std {result['std']:.2f}   "
          f"P95 {result['p95']:.1f}   max {result['max']}")
    print(f"μ + σ = {result['mu_plus_sigma']:.2f} {'<' if result['passes'] else '≥'} {args.threshold}: "
          f"{'PASSES' if result['passes'] else 'FAILS'}; {result['above_threshold']} document(s) at or above "
          f"{args.threshold}")
    if args.review:
        _write_review(args, detected, result)
    return result


def _write_review(args: argparse.Namespace, detected: list[VaultRecord], result: dict[str, Any]) -> None:
    from ..document import Document
    from ..io import AtomicJsonlWriter, read_corpus
    from .risk import review_records

    texts = {d.id: d.text for d in read_corpus(args.original) if isinstance(d, Document)} if args.original else {}
    records = review_records(result, detected, texts, args.threshold)
    with AtomicJsonlWriter(args.review) as out:
        for record in records:
            out.write(record)
    print(f"wrote {len(records)} document(s) for review to {args.review}", file=sys.stderr)


def _attack_arguments(parser: argparse.ArgumentParser) -> None:
    from .attack import DEFAULT_METHODS, DEFAULT_RATES

    parser.add_argument("--original", required=True, help="the source corpus (JSONL, CSV, text)")
    parser.add_argument("--gold", required=True, help="its gold spans in vault format (or a vault `mask` wrote)")
    parser.add_argument("--methods", default=",".join(DEFAULT_METHODS),
                        help="comma-separated: default (the config's fill), any fill method, and the controls "
                             "redact, faker_en, original")
    parser.add_argument("--leak-rate", default=",".join(f"{r:g}" for r in DEFAULT_RATES),
                        help="share(s) of gold entities left in the clear, comma-separated; the first is the "
                             "headline and the infill attack's")
    parser.add_argument("--config", help="TOML config whose [fill] is the `default` method")
    parser.add_argument("--lang", default="en", help="the corpus's language")
    parser.add_argument("--lm", help="the attacker's causal LM (default: the language's packaged one)")
    parser.add_argument("--infill-targets", type=int, default=30, help="substituted entities the infill attack "
                                                                         "tries to recover (0: no infill attack)")
    parser.add_argument("--candidates", type=int, default=100, help="pool per target: the original and "
                                                                    "CANDIDATES − 1 distractors")
    parser.add_argument("--limit", type=int, help="attack the first LIMIT documents only")
    parser.add_argument("--seed", type=int, default=0)
    add_vault_key_argument(parser)


@evaluation("attack", "privacy under attack: leaked originals told from substitutes (parrot), originals put "
            "back from context (infill)", _attack_arguments)
def attack(args: argparse.Namespace) -> dict[str, Any]:
    from ..document import Document
    from ..io import read_corpus
    from .attack import attack as run_attack

    documents = [d for d in read_corpus(args.original) if isinstance(d, Document)][:args.limit]
    if args.vault_key_file:  # a sealed vault `mask` wrote
        gold = [{"id": record.id, "spans": [{"start": e.start, "end": e.end, "label": e.label, "entity": e.entity_id}
                                             for e in record.entries]}
                for record in _vaults(args.gold, args.vault_key_file)]
    else:  # gold spans need no "text": the document has it
        gold = list(read_jsonl_records(args.gold))
        unread = next((record.get("id") for record in gold if not isinstance(record.get("spans"), list)), None)
        if unread is not None:
            raise ValueError(f"{args.gold}: record {unread!r} holds no spans (a sealed vault needs --vault-key-file)")
    try:
        rates = [float(rate) for rate in args.leak_rate.split(",") if rate.strip()]
    except ValueError:
        raise SystemExit(f"error: --leak-rate takes shares such as 0.05,0.01, not {args.leak_rate!r}") from None
    result = run_attack(documents, gold, [m.strip() for m in args.methods.split(",") if m.strip()], rates,
                        config=args.config, language=args.lang, lm=args.lm, infill_targets=args.infill_targets,
                        candidates=args.candidates, seed=args.seed)
    print(format_attack_table(result))
    return result


def format_attack_table(result: dict[str, Any]) -> str:
    rates = result["leak_rates"]
    lines = [f"{result['documents']} documents, {result['entities']} entities; parrot attack (AUC, leak recall at "
             f"50 % precision) by leak rate:",
             f"{'method':12} " + " ".join(f"{f'{100 * r:g} % leaked':>22}" for r in rates)]
    for method, found in result["parrot"].items():
        cells = []
        for rate in rates:
            row = found["by_leak_rate"].get(str(rate), {})
            auc = "—" if row.get("auc") is None else f"{row['auc']:.3f}"
            cells.append(f"{auc:>8} {_percent(row.get('leak_recall_at_p50')):>8} ({row.get('leaks', 0):>3})")
        lines.append(f"{method:12} " + " ".join(f"{c:>22}" for c in cells))
    if result["infill"]:
        lines.append(f"infill attack at {100 * result['leak_rate']:g} % leaked (top-10 recovery; chance "
                     f"{_percent(next(iter(result['infill'].values())).get('chance_top10'))}):")
        for kind, found in result["infill"].items():
            if found.get("targets"):
                lines.append(f"{kind:12} top-1 {_percent(found['top1']):>7}  top-10 {_percent(found['top10']):>7} "
                             f"({found['top10_over_chance']:.1f}× chance; calibrated "
                             f"{_percent(found['calibrated']['top10'])}; no context "
                             f"{_percent(found['prior_only']['top10'])})  of {found['targets']} targets")
    return "\n".join(lines)


def _ner_utility_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--train", required=True, help="training documents (JSONL, CSV, text)")
    parser.add_argument("--train-gold", required=True, help="their gold spans (the `evaluate detection` format)")
    parser.add_argument("--test", required=True, help="real held-out documents")
    parser.add_argument("--test-gold", required=True, help="their gold spans")
    parser.add_argument("--methods", default="raw,default,redact,faker_en",
                        help="comma-separated: raw (the source text), default (the config's fill), any fill method, "
                             "redact")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--epochs", type=int, default=15)
    parser.add_argument("--config", help="TOML config whose [fill] is the `default` method")
    parser.add_argument("--lang", default="en", help="the corpus's language")


@evaluation("ner-utility", "train a NER on each version of the training corpus, score it on real text",
            _ner_utility_arguments)
def ner_utility(args: argparse.Namespace) -> dict[str, Any]:
    from ..document import Document
    from ..io import read_corpus
    from .ner_utility import ner_utility as run_ner_utility

    def documents(path: str) -> list[Document]:
        return [d for d in read_corpus(path) if isinstance(d, Document)]

    result = run_ner_utility(documents(args.train), list(read_jsonl_records(args.train_gold)), documents(args.test),
                             list(read_jsonl_records(args.test_gold)),
                             [m.strip() for m in args.methods.split(",") if m.strip()], seeds=args.seeds,
                             epochs=args.epochs, config=args.config, language=args.lang)
    print(f"{'method':12} {'F1':>14} {'retained':>9}  per label")
    for method, row in result["methods"].items():
        labels = ", ".join(f"{label} {100 * v['f1']:.1f}" for label, v in row["by_label"].items())
        print(f"{method:12} {100 * row['f1']:6.1f} ± {100 * row['f1_std']:4.1f} {_percent(row['f1_retained']):>9}  "
              f"{labels}")
    return result


def _experiment(args: argparse.Namespace) -> Any:
    from .experiment import load_experiment

    return load_experiment(args.config, args.workdir)


@evaluation("lm", "perplexity table (Vats Tables 2–5)", _experiment_arguments)
def lm(args: argparse.Namespace) -> dict[str, Any]:
    from .utility import by_label_lines, lm_table, pivot_table

    result = lm_table(_experiment(args))
    print(pivot_table(result["rows"], "perplexity"))
    print("masked tokens: " + ", ".join(f"{k} {v:.1f} %" for k, v in result["masked_token_pct"].items()))
    print(by_label_lines(result))
    return result


@evaluation("asr", "WER table (Vats Table 6)", _experiment_arguments)
def asr(args: argparse.Namespace) -> dict[str, Any]:
    from .utility import asr_experiment, pivot_table

    result = asr_experiment(_experiment(args))
    print(pivot_table(result["rows"], "wer"))
    return result


@evaluation("canaries", "memorisation audit: canary exposure, raw vs filled", _experiment_arguments)
def canaries(args: argparse.Namespace) -> dict[str, Any]:
    from .canaries import canary_table

    result = canary_table(_experiment(args))
    print(f"{'canary':60} {'repeats':>7} {'exposure raw':>13} {'filled':>7} {'unplanted':>9} {'left in filled':>15}")
    for row in result["canaries"]:
        print(f"{row['text'][:60]:60} {row['repeats']:7d} {row['exposure_raw']:13.2f} "
              f"{row['exposure_filled']:7.2f} {row['exposure_unplanted']:9.2f} {row['left_in_filled']:15d}")
    means = result["mean_exposure"]
    print(f"mean exposure: raw {means['raw']:.2f}, filled {means['filled']:.2f}, unplanted {means['unplanted']:.2f} "
          f"(max {result['max_exposure']:.2f} bits)")
    inference = result["inference"]
    print(f"PII inference top-1 among {inference['distractors'] + 1}: "
          + ", ".join(f"{name} {_percent(inference[name]['top1'])}" for name in ("raw", "filled", "unplanted")))
    return result


def run(args: argparse.Namespace) -> int:
    result = evaluations.create(args.evaluation).evaluate(args)
    if args.output:
        write_json(args.output, result)
        print(f"wrote {args.output}", file=sys.stderr)
    return 0
