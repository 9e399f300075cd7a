"""A pipeline's configuration, read and checked once.

The CLI, the service, the Ray engine and the Python API all start from a `PipelineConfig`:
the TOML file (or dict) is read once, its tables and keys checked once, the language
resolved once; `MaskPipeline.from_config` builds the analyzer and masker from it and
`fill.stream.build_filler` the filler.  Overrides (a command's flags, a request's options)
give a new config, never an edited one.

    [pipeline]  language = "sv"
    [mask]      detectors, style, merge_adjacent, min_score, propagate, overlap, batch_size, shape
    [detectors.NAME]  parameters of one detector (presets are expanded by detect/presets.py)
    [exclusions]      what is never masked (read by the analyzer: detect/combine.py)
    [fill]      method, seed, top_k, max_reuse, date_shift, date_shift_days; [fill.params]
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeAlias

from .document import ConfigError
from .languages import DEFAULT_LANGUAGE, get_language

TABLES = ("pipeline", "mask", "detectors", "exclusions", "fill")
MASK_KEYS = frozenset({"detectors", "style", "merge_adjacent", "min_score", "propagate", "overlap", "batch_size",
                       "shape"})
FILL_KEYS = frozenset({"method", "seed", "top_k", "max_reuse", "date_shift", "date_shift_days", "params"})
# What every builder takes as its config: a TOML path, a dict of its tables, a loaded config, or nothing.
ConfigSource: TypeAlias = "str | Path | Mapping[str, Any] | PipelineConfig | None"


def load_config(path: str | Path) -> dict[str, Any]:
    """A TOML file as tables; a missing or malformed file is a ConfigError naming it."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise ConfigError(f"config file {path} not found") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file {path}: {exc}") from None


@dataclass(frozen=True)
class PipelineConfig:
    """The tables of a config, checked: `language` is a pack's code (None when the config
    leaves it to each stage's default), `mask` the [mask] options, `detectors` the
    [detectors.NAME] tables, `exclusions` the [exclusions] table, `fill` the [fill] options
    with their `params`.  Plain dicts, so a config pickles to Ray workers as it is."""

    language: str | None = None
    mask: dict[str, Any] = field(default_factory=dict)
    detectors: dict[str, Any] = field(default_factory=dict)
    exclusions: dict[str, Any] | None = None
    fill: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def load(cls, config: ConfigSource = None, *,
             language: str | None = None, mask: Mapping[str, Any] | None = None,
             fill: Mapping[str, Any] | None = None) -> PipelineConfig:
        """From a TOML path, a dict of its tables, a config already loaded (kept as it is) or
        nothing; `language`, `mask` and `fill` override the file (None values are unset)."""
        if isinstance(config, PipelineConfig):
            loaded = config
        else:
            tables = load_config(config) if isinstance(config, (str, Path)) else dict(config or {})
            loaded = cls._from_tables(tables)
        return loaded.but(language=language, mask=mask, fill=fill)

    @classmethod
    def _from_tables(cls, tables: Mapping[str, Any]) -> PipelineConfig:
        unknown = set(tables) - set(TABLES)
        if unknown:
            raise ConfigError(f"unknown config table(s) {sorted(unknown)}; expected {', '.join(TABLES)}")
        for table in TABLES:
            if not isinstance(tables.get(table, {}), Mapping):
                raise ConfigError(f"[{table}] must be a table")
        pipeline = dict(tables.get("pipeline", {}))
        if set(pipeline) - {"language"}:
            raise ConfigError(f"unknown [pipeline] option(s) {sorted(set(pipeline) - {'language'})}; "
                              "known: ['language']")
        value = pipeline.get("language")
        if value is not None and not isinstance(value, str):
            raise ConfigError(f"[pipeline] language must be a string such as \"sv\", not {value!r}")
        exclusions = tables.get("exclusions")
        return cls(language=None, mask=_checked(dict(tables.get("mask", {})), MASK_KEYS, "mask"),
                   detectors=dict(tables.get("detectors", {})),
                   exclusions=dict(exclusions) if exclusions is not None else None,
                   fill=_checked(_with_params(dict(tables.get("fill", {})), {}), FILL_KEYS, "fill")
                   ).but(language=value)

    def but(self, *, language: str | None = None, mask: Mapping[str, Any] | None = None,
            fill: Mapping[str, Any] | None = None) -> PipelineConfig:
        """This config with overrides; None values leave a setting as it is, and fill
        `params` add to the file's [fill.params]."""
        if language is None and not mask and not fill:
            return self
        mask_options = {**self.mask, **{k: v for k, v in (mask or {}).items() if v is not None}}
        fill_overrides = {k: v for k, v in (fill or {}).items() if v is not None and k != "params"}
        fill_options = _with_params({**self.fill, **fill_overrides}, dict((fill or {}).get("params") or {}))
        return PipelineConfig(language=get_language(language).code if language is not None else self.language,
                              mask=_checked(mask_options, MASK_KEYS, "mask"), detectors=self.detectors,
                              exclusions=self.exclusions, fill=_checked(fill_options, FILL_KEYS, "fill"))

    @property
    def code(self) -> str:
        """The language the pipeline reads: the config's, else the default (English)."""
        return self.language or DEFAULT_LANGUAGE

    def tables(self) -> dict[str, Any]:
        """The config as TOML tables again (what a file with these settings would hold)."""
        tables: dict[str, Any] = {"mask": dict(self.mask), "detectors": dict(self.detectors), "fill": dict(self.fill)}
        if self.language is not None:
            tables["pipeline"] = {"language": self.language}
        if self.exclusions is not None:
            tables["exclusions"] = dict(self.exclusions)
        return tables


def _with_params(options: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
    params = options.get("params", {})
    if not isinstance(params, Mapping):
        raise ConfigError(f"[fill.params] must be a table, not {params!r}")
    return {**options, "params": {**params, **extra}}


def _checked(options: dict[str, Any], known: frozenset[str], table: str) -> dict[str, Any]:
    unknown = set(options) - known
    if unknown:
        raise ConfigError(f"unknown [{table}] option(s) {sorted(unknown)}; known: {sorted(known)}")
    return options
