"""A filler from config, and the fill stage over a stream of masked documents.
(`engines.runs.fill_file` and `run_file` run it over files.)

    [fill]
    method = "lm"           # a registered fill method
    seed = 0
    top_k = 10
    max_reuse = 20          # corpus-wide cap on reusing one substitute

    [fill.params]           # the method's own parameters

    [pipeline]
    language = "sv"         # the text's language: surrogates, places, name lists (default "en")
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from ..checkpoint import ResumableRun
from ..config import ConfigSource, PipelineConfig
from ..document import ConfigError, FilledDocument, MaskedDocument, RecordError, VaultRecord
from .base import Filler, chunks, fillers

DEFAULT_METHOD = "lm"
FillResult = FilledDocument | RecordError
Pair = tuple[MaskedDocument, VaultRecord | None]


def build_filler(config: ConfigSource = None, **overrides: Any) -> Filler:
    """A filler from the [fill] table of a config (a `PipelineConfig`, a TOML path or a dict
    of its tables); keyword arguments win, `params` adding to [fill.params]."""
    cfg = PipelineConfig.load(config, language=overrides.pop("language", None), fill=overrides)
    options = dict(cfg.fill)
    params = dict(options.pop("params", {}))
    method = options.pop("method", DEFAULT_METHOD)
    if cfg.language is not None:
        params.setdefault("language", cfg.language)
    filler = fillers.create(method, **options, **params)
    filler.prepare()
    return filler


def fill_stream(filler: Filler, items: Iterable[Pair | RecordError],
                chunk: int = 16) -> Iterator[tuple[Pair | RecordError, FillResult]]:
    """(item, its filled document or error) in input order.  Every `chunk` documents are
    primed together (an LM's batched passes over all their contexts), then filled one by one."""
    for block in chunks(items, chunk):
        pairs = [item for item in block if not isinstance(item, RecordError)]
        try:
            filler.prime(pairs)
        except ConfigError:
            raise
        except Exception:  # noqa: BLE001 - priming only saves time; each document reports its own error below
            filler.prime([])
        for item in block:
            yield item, item if isinstance(item, RecordError) else fill_safely(filler, *item)


def fill_safely(filler: Filler, masked: MaskedDocument, vault: VaultRecord | None) -> FillResult:
    try:
        return filler.fill(masked, vault)
    except ConfigError:
        raise
    except RecordError as exc:  # the document itself is wrong (its vault does not match): say so as it is
        return exc
    except Exception as exc:  # noqa: BLE001 - one bad document must not end the run
        return RecordError(f"fill failed: {type(exc).__name__}: {exc}", record_id=masked.id)


@contextmanager
def reuse_counts_carried(filler: Filler, run: ResumableRun) -> Iterator[None]:
    """The filler's corpus-wide reuse counts across a resume: the interrupted run's uses
    replayed first; inside, each use is journaled (`filler.diversity.drain()` per item)."""
    filler.prepare()
    filler.diversity.restore(run.replayed_journal())
    filler.diversity.journal = []
    try:
        yield
    finally:
        filler.diversity.journal = None
