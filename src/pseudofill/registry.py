"""Components by string name, so the CLI, config files and later the web app and the
Ray engine all build the same objects (spaCy's registry idea, without the machinery).

The typed registries live beside their base classes (`detect.base.detectors`,
`fill.base.fillers`); this module holds the generic parts, which they import.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from .component import Component
from .document import ConfigError

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])  # a registered class keeps its own type


class Registry(Generic[T]):
    def __init__(self, kind: str):
        self.kind = kind
        self._factories: dict[str, Callable[..., T]] = {}

    def register(self, name: str) -> Callable[[F], F]:
        def decorate(factory: F) -> F:
            if name in self._factories:
                raise ValueError(f"{self.kind} {name!r} registered twice")
            self._factories[name] = factory
            return factory

        return decorate

    def __contains__(self, name: object) -> bool:
        return name in self._factories

    def names(self) -> list[str]:
        return sorted(self._factories)

    def factory(self, name: str) -> Callable[..., T]:
        return self._factories[name]

    def accepts(self, name: str, parameter: str) -> bool:
        """Does the component registered as `name` take `parameter` ("language")?"""
        return name in self._factories and parameter in inspect.signature(self._factories[name]).parameters

    def create(self, name: str, **params: Any) -> T:
        """Build a component; unknown names and parameters are configuration errors."""
        if name not in self._factories:
            raise ConfigError(f"unknown {self.kind} {name!r}; known: {', '.join(self.names())}")
        factory = self._factories[name]
        accepted = inspect.signature(factory).parameters
        unknown = [key for key in params if key not in accepted]
        if unknown:
            raise ConfigError(
                f"{self.kind} {name!r} has no parameter(s) {', '.join(unknown)}; "
                f"it takes: {', '.join(p for p in accepted if p != 'self')}"
            )
        try:
            return factory(**params)
        except (TypeError, ValueError) as exc:
            raise ConfigError(f"{self.kind} {name!r}: {exc}") from exc


_SIMPLE = (str, int, float, bool, type(None))


def _plain(value: Any) -> bool:
    """A plain configuration value: scalars, and lists, tuples and dicts of them."""
    if isinstance(value, _SIMPLE):
        return True
    if isinstance(value, (list, tuple)):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    return False


def _component(value: Any) -> bool:
    """A component held by another (a detector of the analyzer, or a stand-in with `detect`)."""
    return isinstance(value, Component) or hasattr(value, "detect")


def params_of(component: Any) -> dict[str, Any]:
    """What a component was built with: its constructor parameters (`get_params`) of plain
    values, and the parameters of the components it holds.  Models, compiled regexes and
    caches are skipped; run state is never a parameter.  A resumed run compares these to
    the interrupted run's."""
    found: dict[str, Any] = {"class": type(component).__name__}
    if isinstance(component, Component):
        params = component.get_params()
    else:  # not a Component (the Masker): its public attributes, as before
        params = {key: value for key, value in vars(component).items() if not key.startswith("_")}
    for key, value in params.items():
        if _plain(value):
            found[key] = value
        elif isinstance(value, Component):
            found[key] = params_of(value)
        elif isinstance(value, (list, tuple)) and value and all(_component(v) for v in value):
            found[key] = [params_of(v) for v in value]
    return found
