"""Named detector sets, so `--detectors fast` means one thing everywhere (CLI, config,
service).  Each preset lists detectors with the parameters it sets; a user's own
`[detectors.NAME]` table overrides them key by key.  Why these: benchmarks/bench_tab.py
and the README's "Which detectors" table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..languages import get_language

_RULES: dict[str, dict[str, Any]] = {"caseless": {}, "names": {}, "places": {}, "organisations": {},
                                     "attributes": {}, "patterns": {}, "transcript": {}}

PRESETS: dict[str, dict[str, dict[str, Any]]] = {
    # Both packaged spaCy pipelines (md finds more people, sm more amounts and roles),
    # the name and place rules, validated patterns and the transcript patterns.
    "default": {"entity": {}, **_RULES},
    # One small pipeline: about twice the speed, a few points less recall on people.
    "fast": {"entity": {"model": "sm"}, **_RULES},
    # The default plus the Rampart PII tagger (names, addresses, ids).
    "accurate": {"entity": {}, "rampart": {}, **_RULES},
}
DEFAULT_DETECTORS: tuple[str, ...] = tuple(PRESETS["default"])


def expand_presets(names: Sequence[str], params: Mapping[str, Any],
                   language: str = "en") -> tuple[list[str], dict[str, Any]]:
    """Detector names with presets replaced by their members, and each detector's
    parameters: the preset's, overridden by the user's.  A preset leaves out the members
    that do not read `language` (no packaged Swedish NER: Swedish runs on the rules and
    gazetteers); a detector named on its own always runs."""
    from .base import detectors

    capabilities = get_language(language).capabilities

    def reads(member: str) -> bool:
        needs = getattr(detectors.factory(member), "needs", None) if member in detectors else None
        return needs is None or needs in capabilities

    expanded: list[str] = []
    merged: dict[str, Any] = {}
    for name in names:
        members = {m: p for m, p in PRESETS[name].items() if reads(m)} if name in PRESETS else {name: {}}
        for member, preset_params in members.items():
            if member not in expanded:
                expanded.append(member)
                merged[member] = dict(preset_params)
    for member, own in params.items():
        if isinstance(own, Mapping) and member in merged:
            merged[member].update(own)
        else:
            merged[member] = own
    return expanded, merged


def build_detectors(names: Sequence[str], tables: Mapping[str, Any], language: str = "en") -> list[Any]:
    """The detectors a config names (presets expanded, `[detectors.NAME]` tables applied),
    each with the pipeline's language where it takes one and none is set.  An unknown name
    or a table for no detector is a ConfigError listing what is known."""
    from ..document import ConfigError
    from .base import detectors

    expanded, params = expand_presets(names, tables, language)
    missing = [name for name in expanded if name not in detectors]
    if missing:
        raise ConfigError(f"unknown detector {missing[0]!r}; known: {', '.join(detectors.names())}; "
                          f"presets: {', '.join(PRESETS)}")
    unregistered = sorted(set(params) - set(detectors.names()))
    if unregistered:
        raise ConfigError(f"[detectors.{unregistered[0]}]: no detector of that name; "
                          f"known: {', '.join(detectors.names())}")
    built = []
    for name in expanded:
        own = params.get(name, {})
        if not isinstance(own, Mapping):
            raise ConfigError(f"[detectors.{name}] must be a table of parameters")
        own = dict(own)
        if detectors.accepts(name, "language"):
            own.setdefault("language", language)
        built.append(detectors.create(name, **own))
    return built
