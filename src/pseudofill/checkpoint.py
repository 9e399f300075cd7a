"""Runs that survive `kill -9`: `--resume` continues where the last checkpoint was (an
experiment's fills resume on their own).

The outputs are the usual atomic `.partial` files (renamed only when the run ends); a
checkpoint beside them vouches, every few seconds, for how many input items they hold
and where each file ends.  Whatever was written after it is cut away on resume and
done again, so the finished outputs hold every record exactly once.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .document import PseudofillError
from .io import AtomicJsonlWriter, atomic_path


class ResumableRun:
    """The outputs of one run (output, vault, errors…) written as one unit that survives
    `kill -9`: every few seconds, at a record boundary, the partial files are synced and
    a checkpoint (`OUTPUT.checkpoint.json`) records how many input items they hold and
    where each file ends.  `resume=True` cuts the partial files back to that checkpoint
    and reports in `done` how many input items to skip, so nothing is written twice or
    lost.  A side journal carries state a runner must replay (a filler's reuse counts).

    `fingerprint` (input size and mtime, options) must match to resume; `counters` (a
    dataclass such as RunSummary) is saved with each checkpoint and restored.  Ctrl-C keeps
    the complete items for a resume; with `keep_on_error` any other error does too."""

    def __init__(self, outputs: dict[str, Path], fingerprint: dict[str, Any], *, resume: bool = False,
                 counters: Any = None, every: float | None = None, drop_if_empty: tuple[str, ...] = ("errors",),
                 keep_on_error: bool = False):
        self.outputs = {name: Path(path) for name, path in outputs.items()}
        first = next(iter(self.outputs.values()))
        self.checkpoint_path = first.with_name(first.name + ".checkpoint.json")
        self.journal_path = first.with_name(first.name + ".journal")
        self.fingerprint = json.loads(json.dumps(fingerprint, default=str))
        self.resume = resume
        self.counters = counters
        self.every = float(os.environ.get("PSEUDOFILL_CHECKPOINT_SECONDS", 2.0)) if every is None else every
        self.drop_if_empty = drop_if_empty
        self.keep_on_error = keep_on_error  # an error keeps what is complete, as Ctrl-C does (hours of fill)
        self.done = 0  # input items fully written (skipped on resume)
        self.resumed_from = 0
        self._writers: dict[str, AtomicJsonlWriter] = {}
        self._boundary: dict[str, int] = {}
        self._replay: list[str] = []
        self._last = 0.0

    def __enter__(self) -> ResumableRun:
        offsets = self._load_checkpoint() if self.resume else None
        try:
            for name, path in {**self.outputs, "journal": self.journal_path}.items():
                self._writers[name] = AtomicJsonlWriter(path, resume_at=offsets[name] if offsets else None).__enter__()
        except OSError as exc:  # a partial file the checkpoint names is gone
            self._abandon()
            raise PseudofillError(f"cannot resume: {exc}; run without --resume to start again") from None
        if offsets and offsets["journal"]:
            with self._writers["journal"].partial.open("rb") as handle:
                self._replay = [json.loads(line) for line in handle.read(offsets["journal"]).splitlines()]
        self._boundary = {name: w.offset() for name, w in self._writers.items()}
        self._last = time.monotonic()
        return self

    def _load_checkpoint(self) -> dict[str, int] | None:
        if not self.checkpoint_path.is_file():
            return None  # nothing interrupted: start from the beginning
        try:
            saved = json.loads(self.checkpoint_path.read_text(encoding="utf-8"))
            offsets = {str(k): int(v) for k, v in saved["offsets"].items()}
            items = int(saved["items"])
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise PseudofillError(f"{self.checkpoint_path}: unreadable checkpoint ({exc}); "
                                  "delete it to start again") from None
        if saved.get("fingerprint") != self.fingerprint:
            changed = sorted(k for k in {*self.fingerprint, *saved.get("fingerprint", {})}
                             if self.fingerprint.get(k) != saved.get("fingerprint", {}).get(k))
            raise PseudofillError(f"cannot resume {self.checkpoint_path}: the run differs from the interrupted one "
                                  f"({', '.join(changed)}); run without --resume to start again")
        if set(offsets) != {*self.outputs, "journal"}:
            raise PseudofillError(f"cannot resume {self.checkpoint_path}: it covers other outputs "
                                  f"({', '.join(sorted(offsets))})")
        self.done = self.resumed_from = items
        if self.counters is not None:
            for key, value in saved.get("counters", {}).items():
                setattr(self.counters, key, value)
        return offsets

    def stale(self) -> bool:
        """A checkpoint is there, but of another run or with a partial file gone: resuming
        would refuse."""
        try:
            saved = json.loads(self.checkpoint_path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return False
        except (OSError, ValueError):
            return True
        partials = [p.with_name(p.name + ".partial") for p in (*self.outputs.values(), self.journal_path)]
        return not isinstance(saved, dict) or saved.get("fingerprint") != self.fingerprint \
            or not all(p.is_file() for p in partials)

    def replayed_journal(self) -> list[str]:
        """The journal entries of the items written before the interruption."""
        return self._replay

    def write(self, name: str, record: dict[str, Any]) -> None:
        self._writers[name].write(record)

    def item_done(self, journal: Iterable[str] = ()) -> None:
        """One input item is completely written (with `journal`, the state changes it
        caused): a boundary a checkpoint may vouch for."""
        for entry in journal:
            self._writers["journal"].write(entry)
        self.done += 1
        self._boundary = {name: w.offset() for name, w in self._writers.items()}
        if time.monotonic() - self._last >= self.every:
            self.checkpoint()

    def checkpoint(self) -> None:
        for writer in self._writers.values():
            writer.sync()
        state = {"fingerprint": self.fingerprint, "items": self.done, "offsets": self._boundary}
        if self.counters is not None:
            state["counters"] = dataclasses.asdict(self.counters)
        with atomic_path(self.checkpoint_path) as temporary:
            temporary.write_text(json.dumps(state), encoding="utf-8")
        self._last = time.monotonic()

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        kept = exc_type is not None and (issubclass(exc_type, KeyboardInterrupt) or self.keep_on_error)
        if kept:  # keep what is complete, for a resume (a full disk may refuse even this)
            with contextlib.suppress(OSError):
                self.checkpoint()
        for writer in self._writers.values():
            if exc_type is None:
                writer.__exit__(None, None, None)
            else:  # the writer keeps its partial file as it does after Ctrl-C
                writer.__exit__(KeyboardInterrupt if kept else exc_type, exc, tb)
        if exc_type is not None:
            if not kept:
                self._abandon()
            return
        for name in self.drop_if_empty:
            if name in self.outputs and self.outputs[name].stat().st_size == 0:
                self.outputs[name].unlink()
        self.journal_path.unlink(missing_ok=True)
        self.checkpoint_path.unlink(missing_ok=True)

    def _abandon(self) -> None:
        for writer in self._writers.values():
            writer.partial.unlink(missing_ok=True)
        self.journal_path.with_name(self.journal_path.name + ".partial").unlink(missing_ok=True)
        self.checkpoint_path.unlink(missing_ok=True)


def input_fingerprint(*paths: str | Path | None) -> dict[str, Any]:
    """What identifies an input for --resume: its resolved path, size and mtime."""
    found: dict[str, Any] = {}
    for index, path in enumerate(p for p in paths if p):
        stat = Path(path).stat()
        found[f"input{index or ''}"] = [str(Path(path).resolve()), stat.st_size, stat.st_mtime_ns]
    return found


def options_digest(*options: Any) -> str:
    """A short, stable digest of a run's options (components' parameters, formats)."""
    import hashlib

    return hashlib.sha1(json.dumps(options, sort_keys=True, default=str).encode()).hexdigest()[:16]
