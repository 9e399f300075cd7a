"""Components by string name, so the CLI, config files and later the web app and the
Ray engine all build the same objects (spaCy's registry idea, without the machinery)."""

from __future__ import annotations

import inspect
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, TypeVar

from .document import ConfigError

T = TypeVar("T")


class Registry(Generic[T]):
    def __init__(self, kind: str):
        self.kind = kind
        self._factories: dict[str, Callable[..., T]] = {}

    def register(self, name: str) -> Callable[[Callable[..., T]], Callable[..., T]]:
        def decorate(factory: Callable[..., T]) -> Callable[..., T]:
            if name in self._factories:
                raise ValueError(f"{self.kind} {name!r} registered twice")
            self._factories[name] = factory
            return factory

        return decorate

    def names(self) -> list[str]:
        return sorted(self._factories)

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


detectors: Registry[Any] = Registry("detector")
fillers: Registry[Any] = Registry("fill method")


def load_config(path: str | Path) -> dict[str, Any]:
    path = Path(path)
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise ConfigError(f"config file {path} not found") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file {path}: {exc}") from None


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


def params_of(component: Any) -> dict[str, Any]:
    """What a component was built with (scikit-learn's get_params, roughly): its public
    attributes of plain values, and the parameters of the components it holds.  Models
    and caches are skipped.  A resumed run compares these to the interrupted run's."""
    found: dict[str, Any] = {"class": type(component).__name__}
    for key, value in vars(component).items():
        if key.startswith("_"):
            continue
        if _plain(value):
            found[key] = value
        elif isinstance(value, (list, tuple)) and value and all(hasattr(v, "detect") for v in value):
            found[key] = [params_of(v) for v in value]
    return found
