"""The REST service and its review page: `create_app(config)` is the ASGI app,
`serve(...)` runs it (`pseudofill serve`); request bodies in `schemas`, the page in static/."""

from .app import create_app, serve

__all__ = ["create_app", "serve"]
