"""What detectors and fillers share: a constructor that only stores its parameters, a
lazy `prepare()`, and `get_params()`.

Constructors store each parameter under its own name (scikit-learn's rule), so what a
component was built with can be read back from its `__init__` signature, and models,
caches and counters loaded or kept later never pass for configuration: a run's resume
fingerprint and a clone (`type(c)(**c.get_params())`) see parameters only.
"""

from __future__ import annotations

import inspect
from typing import Any


class Component:
    """Base of detectors and fillers: build cheaply, load once, report the parameters."""

    _prepared: bool = False

    def prepare(self) -> None:
        """Load what the component needs, once: a bad model name or file fails here, as a
        configuration error, before the first record rather than once per record."""
        if not self._prepared:
            self._setup()
            self._prepared = True

    def _setup(self) -> None:
        """Subclasses load models, word lists and regexes here (extending call super()._setup())."""

    @classmethod
    def param_names(cls) -> tuple[str, ...]:
        """The constructor's parameter names, in signature order.  A constructor taking
        `**kwargs` passes them on to its parent's, so the walk up the MRO continues there;
        `*args` would leave parameters without names and is refused, as scikit-learn does."""
        names: list[str] = []
        for klass in cls.__mro__:
            if klass is object:
                break
            init = klass.__dict__.get("__init__")
            if init is None:
                continue
            passes_on = False
            for param in list(inspect.signature(init).parameters.values())[1:]:  # skip self
                if param.kind is inspect.Parameter.VAR_POSITIONAL:
                    raise TypeError(f"{cls.__name__}.__init__ takes *{param.name}: components need named parameters")
                if param.kind is inspect.Parameter.VAR_KEYWORD:
                    passes_on = True
                elif param.name not in names:
                    names.append(param.name)
            if not passes_on:
                break
        return tuple(names)

    def get_params(self) -> dict[str, Any]:
        """Each constructor parameter → the attribute of the same name (never run state)."""
        params = {}
        for name in self.param_names():
            try:
                params[name] = getattr(self, name)
            except AttributeError:
                raise AttributeError(f"{type(self).__name__} does not store its __init__ parameter {name!r} "
                                     f"as self.{name}") from None
        return params
