"""Command line: parses arguments, calls the library, turns its errors into exit codes."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .document import PseudofillError
from .mask import STYLES
from .pipeline import DEFAULT_DETECTORS, MaskPipeline
from .registry import detectors

# The run finished and wrote every good record, but some records became error records.
EXIT_RECORD_ERRORS = 3


def _add_mask_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("input", help="JSONL, CSV, plain-text file, or a directory of .txt files")
    parser.add_argument("-o", "--output", required=True, help="masked corpus (JSONL)")
    parser.add_argument("--vault", required=True, help="mask map with the original strings (JSONL); keep it apart")
    parser.add_argument("--config", help="TOML config ([mask], [detectors.NAME], [exclusions])")
    parser.add_argument("--detectors", help=f"comma-separated; default {','.join(DEFAULT_DETECTORS)}")
    parser.add_argument("--style", choices=STYLES, help="mask tags: [MASK], [LABEL] or [LABEL_N] (default numbered)")
    parser.add_argument("--merge-adjacent", action="store_true", default=None, help="join masks separated by spaces")
    parser.add_argument("--min-score", type=float, help="drop detections scoring below this (default 0.5)")
    parser.add_argument("--format", choices=("jsonl", "txt", "csv", "dir"), help="input format (default: by suffix)")
    parser.add_argument("--text-field", default="text", help="JSONL key or CSV column holding the text")
    parser.add_argument("--id-field", default="id", help="JSONL key or CSV column holding the id")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pseudofill", description="Detect, mask and refill personal information.")
    commands = parser.add_subparsers(dest="command", required=True)
    mask = commands.add_parser("mask", help="detect personal information and mask it")
    _add_mask_arguments(mask)
    commands.add_parser("detectors", help="list the detectors a config or --detectors can name")
    return parser


def _run_mask(args: argparse.Namespace) -> int:
    names = [n.strip() for n in args.detectors.split(",") if n.strip()] if args.detectors else None
    pipeline = MaskPipeline.from_config(
        args.config, detectors=names, style=args.style, merge_adjacent=args.merge_adjacent, min_score=args.min_score
    )
    summary = pipeline.run(args.input, args.output, args.vault, fmt=args.format, text_field=args.text_field,
                           id_field=args.id_field, progress=False if args.no_progress else None)
    labels = ", ".join(f"{k} {v}" for k, v in sorted(summary.labels.items(), key=lambda kv: -kv[1]))
    print(f"masked {summary.documents} documents, {summary.spans} spans ({labels or 'none'})", file=sys.stderr)
    print(f"wrote {summary.output} and vault {summary.vault}", file=sys.stderr)
    if summary.errors:
        print(f"{summary.errors} record(s) could not be masked: see {summary.error_file}", file=sys.stderr)
        return EXIT_RECORD_ERRORS
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "mask":
            return _run_mask(args)
        if args.command == "detectors":
            print(json.dumps(detectors.names()))
            return 0
    except (PseudofillError, OSError) as exc:
        print(f"pseudofill {args.command}: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted; outputs were not replaced (partial files end in .partial)", file=sys.stderr)
        return 130
    raise AssertionError(f"unhandled command {args.command}")


if __name__ == "__main__":
    sys.exit(main())
