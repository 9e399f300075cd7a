"""Command line: parses arguments, calls the library, turns its errors into exit codes."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from . import fill as _fill_methods  # noqa: F401 - registers the fill methods
from .config import PipelineConfig
from .detect.base import detectors
from .detect.presets import DEFAULT_DETECTORS
from .detect.shape import SHAPES
from .document import PseudofillError
from .engines.runs import RunSummary, fill_file, mask_file, restore_file, run_file
from .evaluate import commands as evaluate_commands
from .fill.base import fillers
from .fill.finetune import TuneConfig, finetune
from .fill.stream import DEFAULT_METHOD, build_filler
from .language import LANGUAGES
from .mask import STYLES, MaskPipeline
from .vault import add_vault_key_argument, load_key, new_key

# The run finished and wrote every good record, but some records became error records.
EXIT_RECORD_ERRORS = 3


def _add_mask_arguments(parser: argparse.ArgumentParser, vault_required: bool = True,
                        output_help: str = "masked corpus (JSONL)") -> None:
    parser.add_argument("input", help="JSONL, CSV, plain-text file, or a directory of .txt files")
    parser.add_argument("-o", "--output", required=True, help=output_help)
    parser.add_argument("--vault", required=vault_required,
                        help="mask map with the original strings (JSONL); keep it apart")
    add_vault_key_argument(parser)
    parser.add_argument("--config", help="TOML config ([mask], [detectors.NAME], [exclusions])")
    parser.add_argument("--detectors", help=f"comma-separated; default {','.join(DEFAULT_DETECTORS)}")
    parser.add_argument("--style", choices=STYLES, help="mask tags: [MASK], [LABEL] or [LABEL_N] (default numbered)")
    parser.add_argument("--merge-adjacent", action="store_true", default=None, help="join masks separated by spaces")
    parser.add_argument("--min-score", type=float, help="drop detections scoring below this (default 0.5)")
    parser.add_argument("--shape", choices=SHAPES,
                        help="edited text masks counts, amounts, times and jobs too; a transcript keeps them "
                             "(default auto: a transcript where most lines open with a speaker's label or "
                             "have no capital)")
    parser.add_argument("--format", choices=("jsonl", "txt", "csv", "dir"), help="input format (default: by suffix)")
    parser.add_argument("--text-field", default="text", help="JSONL key or CSV column holding the text")
    parser.add_argument("--id-field", default="id", help="JSONL key or CSV column holding the id")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    _add_resume_argument(parser)
    _add_language_argument(parser)


def _add_language_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", help=f"the text's language: {', '.join(sorted(LANGUAGES))} "
                                       "(default: [pipeline] language of the config, else en)")


def _add_resume_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--resume", action="store_true",
                        help="continue an interrupted run (killed, Ctrl-C) from its last checkpoint")


def _add_fill_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--method", help=f"fill method: {', '.join(fillers.names())} (default {DEFAULT_METHOD})")
    parser.add_argument("--top-k", type=int, help="candidates per slot; Top-K samples among them (default 10)")
    parser.add_argument("--seed", type=int, help="same seed, same fills (default 0)")
    parser.add_argument("--max-reuse", type=int, help="corpus-wide cap on reusing one substitute (default 20)")
    parser.add_argument("--date-shift", choices=("document", "random", "none"),
                        help="document: one shift moves every date of a document (default); random: each date on "
                             "its own; none: dates left to the method")
    parser.add_argument("--model", help="model of the method: packaged alias (smollm2, gemma3), .gguf, directory "
                                           "or hub name (lm/instruct default: the language pack's, SmolLM2 for en, "
                                           "Gemma 3 for sv and nb)")
    parser.add_argument("--top1", action="store_true", default=None, help="take the best candidate (else Top-K)")
    parser.add_argument("--context", choices=("maskL", "repL"), help="other masks as tags, or left ones as fills")
    parser.add_argument("--upos", action="store_true", default=None, help="keep candidates of the original's UPOS")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pseudofill", description="Detect, mask and refill personal information.")
    commands = parser.add_subparsers(dest="command", required=True)
    mask = commands.add_parser("mask", help="detect personal information and mask it")
    _add_mask_arguments(mask)
    fill = commands.add_parser("fill", help="fill the masks of a masked corpus with substitutes")
    fill.add_argument("input", help="MASKED.jsonl as `pseudofill mask` writes it")
    fill.add_argument("-o", "--output", required=True, help="filled corpus (JSONL)")
    fill.add_argument("--vault", help="VAULT.jsonl: enables the leak guard and the originals' types and formats")
    add_vault_key_argument(fill)
    fill.add_argument("--config", help="TOML config with a [fill] table")
    fill.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    _add_resume_argument(fill)
    _add_language_argument(fill)
    _add_fill_arguments(fill)
    run = commands.add_parser("run", help="mask and fill in one pass (the vault is written only with --vault)")
    _add_mask_arguments(run, vault_required=False, output_help="filled corpus (JSONL)")
    _add_fill_arguments(run)
    run.add_argument("--engine", choices=("local", "ray"), default="local",
                     help="local: this process; ray: Ray Data actors, models loaded once per worker")
    run.add_argument("--address", help="Ray cluster to join (e.g. auto, ray://head:10001); default: a local Ray")
    run.add_argument("--workers", type=int, default=2, help="Ray actors (each loads the models once)")
    restore = commands.add_parser("restore", help="put the originals back from a filled corpus and its vault")
    restore.add_argument("input", help="FILLED.jsonl as `pseudofill run` or `fill` writes it")
    restore.add_argument("--vault", required=True, help="VAULT.jsonl of the same run")
    restore.add_argument("-o", "--output", required=True, help="restored corpus (JSONL)")
    restore.add_argument("--labels", help="comma-separated labels to restore (default: all)")
    add_vault_key_argument(restore)
    key = commands.add_parser("vault-key", help="write a new vault key (32 random bytes) to a file only you can read")
    key.add_argument("path")
    restore.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    _add_resume_argument(restore)
    tune = commands.add_parser("finetune", help="adapt the fill model to an in-domain corpus (LoRA)")
    tune.add_argument("corpus", help="JSONL corpus: raw documents, or masked ones (filled by the model first)")
    tune.add_argument("-o", "--output", required=True, help="directory for the tuned model (use it with --model)")
    tune.add_argument("--method", default="lm", choices=("lm", "instruct", "mlm"))
    tune.add_argument("--model", help="model to start from (lm/instruct default: the language's packaged LM)")
    _add_language_argument(tune)
    tune.add_argument("--rounds", type=int, default=1, help="fill → tune → refill rounds (lm)")
    tune.add_argument("--steps", type=int, default=20)
    tune.add_argument("--batch-size", type=int, default=8)
    tune.add_argument("--seq-len", type=int, default=128)
    tune.add_argument("--lr", type=float, default=2e-4)
    tune.add_argument("--seed", type=int, default=0)
    serve = commands.add_parser("serve", help="REST API (/mask, /fill, /run) and the review page")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--config", help="TOML config: the defaults for requests ([mask], [detectors.NAME], [fill])")
    serve.add_argument("--max-body-mb", type=float, default=5.0, help="largest request body accepted (413 above)")
    serve.add_argument("--token-file", default=os.environ.get("PSEUDOFILL_TOKEN_FILE"),
                       help="a file whose first line is the bearer token every API call must send "
                            "(needed to serve beyond 127.0.0.1; also PSEUDOFILL_TOKEN_FILE)")
    evaluate_commands.add_parsers(commands)
    report = commands.add_parser("report", help="one self-contained HTML page from evaluation JSON files")
    report.add_argument("results", nargs="+", help="JSON files written by `pseudofill evaluate`")
    report.add_argument("-o", "--output", required=True, help="report.html")
    commands.add_parser("detectors", help="list the detectors a config or --detectors can name")
    commands.add_parser("methods", help="list the fill methods")
    return parser


def _config(args: argparse.Namespace) -> PipelineConfig:
    """The config file with this command's flags over it, read and checked once."""
    mask = {key: getattr(args, key, None) for key in ("style", "merge_adjacent", "min_score", "shape")}
    if getattr(args, "detectors", None):
        mask["detectors"] = [n.strip() for n in args.detectors.split(",") if n.strip()]
    fill: dict[str, object] = {}
    if hasattr(args, "method"):
        params = {k: v for k, v in {"model": args.model, "top1": args.top1, "context": args.context,
                                    "upos": args.upos}.items() if v is not None}
        fill = {"method": args.method, "top_k": args.top_k, "seed": args.seed, "max_reuse": args.max_reuse,
                "date_shift": args.date_shift, "params": params or None}
    return PipelineConfig.load(args.config, language=getattr(args, "lang", None), mask=mask, fill=fill)


def _report(verb: str, summary: RunSummary, what: str) -> int:
    if summary.resumed_from:
        print(f"resumed after {summary.resumed_from} input records written by the interrupted run", file=sys.stderr)
    labels = ", ".join(f"{k} {v}" for k, v in sorted(summary.labels.items(), key=lambda kv: -kv[1]))
    print(f"{verb} {summary.documents} documents, {summary.spans} {what}" + (f" ({labels})" if labels else ""),
          file=sys.stderr)
    print(f"wrote {summary.output}" + (f" and vault {summary.vault}" if summary.vault else ""), file=sys.stderr)
    if summary.errors:
        print(f"{summary.errors} record(s) failed: see {summary.error_file}", file=sys.stderr)
        return EXIT_RECORD_ERRORS
    return 0


def _run_fill(args: argparse.Namespace) -> int:
    summary = fill_file(args.input, args.output, build_filler(_config(args)), vault_path=args.vault,
                        progress=False if args.no_progress else None, resume=args.resume,
                        vault_key=load_key(args.vault_key_file))
    return _report("filled", summary, "slots")


def _run_run(args: argparse.Namespace) -> int:
    config = _config(args)
    if args.engine == "ray":
        from .engines.on_ray import run_ray

        summary = run_ray(args.input, args.output, config=config, vault=args.vault, address=args.address,
                          workers=args.workers, progress=False if args.no_progress else None, fmt=args.format,
                          text_field=args.text_field, id_field=args.id_field, resume=args.resume,
                          vault_key=load_key(args.vault_key_file))
        return _report("masked and filled", summary, "slots")
    summary = run_file(args.input, args.output, MaskPipeline.from_config(config), build_filler(config),
                       vault=args.vault, progress=False if args.no_progress else None, resume=args.resume,
                       fmt=args.format, text_field=args.text_field, id_field=args.id_field,
                       vault_key=load_key(args.vault_key_file))
    return _report("masked and filled", summary, "slots")


def _run_mask(args: argparse.Namespace) -> int:
    summary = mask_file(MaskPipeline.from_config(_config(args)), args.input, args.output, args.vault, fmt=args.format,
                        text_field=args.text_field, id_field=args.id_field,
                        progress=False if args.no_progress else None, resume=args.resume,
                        vault_key=load_key(args.vault_key_file))
    return _report("masked", summary, "spans")


def _run_restore(args: argparse.Namespace) -> int:
    labels = {label.strip() for label in args.labels.split(",") if label.strip()} if args.labels else None
    summary = restore_file(args.input, args.output, args.vault, labels=labels,
                           progress=False if args.no_progress else None, resume=args.resume,
                           vault_key=load_key(args.vault_key_file))
    return _report("restored", summary, "spans")


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "mask":
            return _run_mask(args)
        if args.command == "fill":
            return _run_fill(args)
        if args.command == "run":
            return _run_run(args)
        if args.command == "restore":
            return _run_restore(args)
        if args.command == "vault-key":
            new_key(args.path)
            print(f"wrote a new vault key to {args.path} (readable by you only; keep it apart from the vault)",
                  file=sys.stderr)
            return 0
        if args.command == "finetune":
            config = TuneConfig(steps=args.steps, batch_size=args.batch_size, seq_len=args.seq_len, lr=args.lr,
                                seed=args.seed)
            out = finetune(args.corpus, args.output, method=args.method, model=args.model, rounds=args.rounds,
                           config=config, language=args.lang)
            print(f"wrote the tuned model to {out} (use it with --model {out})", file=sys.stderr)
            return 0
        if args.command == "serve":
            from .serve import serve

            serve(host=args.host, port=args.port, config=args.config, max_body_bytes=int(args.max_body_mb * 2**20),
                  token_file=args.token_file)
            return 0
        if args.command == "evaluate":
            return evaluate_commands.run(args)
        if args.command == "report":
            from .report import write_report

            print(f"wrote {write_report([Path(p) for p in args.results], Path(args.output))}", file=sys.stderr)
            return 0
        if args.command == "detectors":
            print(json.dumps(detectors.names()))
            return 0
        if args.command == "methods":
            print(json.dumps(fillers.names()))
            return 0
    except (PseudofillError, OSError, ValueError) as exc:
        print(f"pseudofill {args.command}: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted; outputs were not replaced (partial files end in .partial); "
              "the same command with --resume continues", file=sys.stderr)
        return 130
    raise AssertionError(f"unhandled command {args.command}")


if __name__ == "__main__":
    sys.exit(main())
