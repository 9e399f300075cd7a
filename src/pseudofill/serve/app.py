"""`pseudofill serve`: the library behind a small REST API, plus the review page.

    POST /mask   {"text", "id"?, "detectors"?, "style"?, "spans"?}  → {"masked", "vault"}
    POST /fill   {"masked", "vault"?, "method"?, "seed"?, ...}       → {"filled"}
    POST /run    /mask's body + /fill's options                      → {"masked", "vault", "filled"}
    ({"records": [...]} in place of one body: {"results": [...], "errors": [...]})
    GET  /detectors, /methods, /health;  GET / the review page (static/)

Records have the shapes of the CLI's MASKED / VAULT / FILLED JSONL lines.  Models are
built once per option set and kept (a small LRU), and one request at a time uses them:
spaCy and torch models are not safe to share between threads, and on a small CPU box
parallel inference would not be faster anyway.  Bad input is always a 4xx with a
readable `detail`: 400 for an unknown detector / method / parameter (ConfigError), 413
for a body over the limit, 422 for a malformed body or a record the library rejects.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from .. import __version__, io
from .. import fill as _fill_methods  # noqa: F401 - registers the fill methods
from ..config import ConfigSource, PipelineConfig
from ..detect.base import detectors as detector_registry
from ..detect.presets import PRESETS, expand_presets
from ..document import (
    ConfigError,
    Document,
    FilledDocument,
    MaskedDocument,
    RecordError,
    Span,
    VaultRecord,
    masked_from_record,
)
from ..fill.base import Filler
from ..fill.base import fillers as filler_registry
from ..fill.constraints import DiversityCap
from ..fill.restore import restore
from ..fill.stream import DEFAULT_METHOD, build_filler, fill_stream
from ..language import LANGUAGES, get_language
from ..mask import STYLES, Masker, MaskPipeline
from . import schemas as api
from .guards import LOOPBACK, BearerToken, BodyLimit, read_token

logger = logging.getLogger(__name__)
STATIC_DIR = Path(__file__).parent / "static"
DEFAULT_MAX_BODY = 5 * 2**20
CACHE_SIZE = 8  # option sets kept built; the underlying models are cached in models.py too
# The page loads nothing from elsewhere: no CDN, no inline script, works offline.
PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; "
                               "base-uri 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
}
T = TypeVar("T")


class Engine:
    """The server config and the pipelines and fillers built from it, kept by options."""

    def __init__(self, config: ConfigSource = None):
        self.config = PipelineConfig.load(config)  # read once; a request's options override it
        self.lock = threading.RLock()
        self._pipelines: OrderedDict[Any, MaskPipeline] = OrderedDict()
        self._fillers: OrderedDict[Any, Filler] = OrderedDict()

    @property
    def default_language(self) -> str:
        return self.config.code

    def default_detectors(self, language: str | None = None) -> list[str]:
        names = self.config.mask.get("detectors") or ["default"]
        # the page ticks detectors, not presets
        return expand_presets(list(names), {}, get_language(language or self.default_language).code)[0]

    @property
    def default_style(self) -> str:
        return str(self.config.mask.get("style", "numbered"))

    @property
    def default_method(self) -> str:
        return str(self.config.fill.get("method", DEFAULT_METHOD))

    def pipeline(self, detectors: Sequence[str] | None, style: str | None, language: str | None = None,
                 ) -> MaskPipeline:
        key = (tuple(detectors) if detectors else None, style, language)
        return _cached(self._pipelines, key, lambda: MaskPipeline.from_config(
            self.config, detectors=detectors, style=style, language=language))

    def filler(self, options: api.FillOptions, in_request: dict[Any, Filler]) -> Filler:
        """The filler for these options, its reuse cap fresh for this request: a request
        is the corpus the cap counts over, so a reply never depends on earlier requests."""
        overrides = fill_overrides(options)
        key = repr(sorted((k, sorted(v.items()) if isinstance(v, dict) else v) for k, v in overrides.items()))
        if key not in in_request:
            filler = _cached(self._fillers, key, lambda: build_filler(self.config, **overrides))
            filler.diversity = DiversityCap(filler.max_reuse)
            in_request[key] = filler
        return in_request[key]

    def masker(self, style: str | None) -> Masker:
        try:
            return Masker(style or self.default_style)
        except ValueError as exc:
            raise ConfigError(str(exc)) from None


def _cached(cache: OrderedDict[Any, T], key: Any, build: Callable[[], T]) -> T:
    if key in cache:
        cache.move_to_end(key)
        return cache[key]
    value = cache[key] = build()
    if len(cache) > CACHE_SIZE:
        cache.popitem(last=False)
    return value


def fill_overrides(options: api.FillOptions) -> dict[str, Any]:
    """Request options → `build_filler` keyword arguments (unset ones keep the config's)."""
    params = {k: v for k, v in {"top1": options.top1, "context": options.context, "upos": options.upos}.items()
              if v is not None}
    base = {"method": options.method, "seed": options.seed, "top_k": options.top_k, "max_reuse": options.max_reuse,
            "date_shift": options.date_shift, "language": options.language}
    return {k: v for k, v in base.items() if v is not None} | ({"params": params} if params else {})


@contextmanager
def record_errors(doc_id: str, stage: str) -> Iterator[None]:
    """Library errors → 4xx: a bad option is 400, anything a record triggers is 422 naming it."""
    try:
        yield
    except HTTPException:
        raise
    except ConfigError as exc:
        raise HTTPException(400, str(exc)) from None
    except Exception as exc:  # one bad record is the client's 4xx, not a crash
        logger.error("record %r: %s failed: %s", doc_id, stage, type(exc).__name__)  # no message: it may quote text
        raise HTTPException(422, f"record {doc_id!r}: {stage} failed: {type(exc).__name__}: {exc}") from None


def check_text(doc_id: str, text: str) -> None:
    """The CLI's input rules (io.check_text), as a 422."""
    try:
        io.check_text(doc_id, text)
    except RecordError as err:
        raise HTTPException(422, f"record {err.record_id!r}: {err.reason}") from None


def given_spans(doc: Document, request: api.MaskRequest) -> list[Span]:
    """The spans a person chose, checked: inside the text, non-empty, not overlapping.
    Overlaps are refused rather than merged: merging would pick a label for the person."""
    spans: list[Span] = []
    for given in sorted(request.spans or [], key=lambda s: (s.start, s.end)):
        if not given.start < given.end <= len(doc.text):
            raise HTTPException(422, f"record {doc.id!r}: span {given.start}:{given.end} ({given.label}) is empty or "
                                     f"outside the text (code points 0..{len(doc.text)})")
        if spans and given.start < spans[-1].end:
            last = spans[-1]
            raise HTTPException(422, f"record {doc.id!r}: spans {last.start}:{last.end} ({last.label}) and "
                                     f"{given.start}:{given.end} ({given.label}) overlap; give each character "
                                     "to one span")
        spans.append(Span(given.start, given.end, given.label, source=given.source))
    return spans


def mask_one(engine: Engine, request: api.MaskRequest, doc_id: str) -> tuple[MaskedDocument, VaultRecord]:
    check_text(doc_id, request.text)
    doc = Document(doc_id, request.text)
    with record_errors(doc_id, "masking"):
        if request.spans is not None:
            return engine.masker(request.style).mask(doc, given_spans(doc, request))
        return engine.pipeline(request.detectors, request.style, request.language).mask(doc)


def parse_fill(request: api.FillRequest) -> tuple[MaskedDocument, VaultRecord | None]:
    record = request.masked.model_dump()
    if record.get("masks") is None:
        record.pop("masks", None)  # no offsets given: masked_from_record finds the tags itself
    doc_id = str(record["id"])
    check_text(doc_id, record["text"])
    with record_errors(doc_id, "reading the masked record"):
        masked = masked_from_record(record)
        vault = VaultRecord.from_record(request.vault.model_dump()) if request.vault is not None else None
    if vault is not None and vault.id != masked.id:
        raise HTTPException(422, f"vault id {vault.id!r} is not the masked record's id {masked.id!r}")
    return masked, vault


def fill_many(engine: Engine, items: list[tuple[api.FillOptions, MaskedDocument, VaultRecord | None]],
              ) -> list[FilledDocument | HTTPException]:
    """Fill in order; records sharing options go through one `fill_stream` (an LM primes
    its contexts in batches).  A failed record becomes its HTTPException."""
    in_request: dict[Any, Filler] = {}
    results: list[FilledDocument | HTTPException] = [HTTPException(500)] * len(items)
    groups: dict[int, tuple[Filler, list[int]]] = {}
    for i, (options, masked, _) in enumerate(items):
        try:
            with record_errors(masked.id, "building the filler"):
                filler = engine.filler(options, in_request)
            groups.setdefault(id(filler), (filler, []))[1].append(i)
        except HTTPException as exc:
            results[i] = exc
    for filler, indices in groups.values():
        with record_errors(items[indices[0]][1].id, "fill"):
            stream = fill_stream(filler, [(items[i][1], items[i][2]) for i in indices])
            for i, (_, filled) in zip(indices, stream, strict=True):
                results[i] = filled if isinstance(filled, FilledDocument) else HTTPException(422, str(filled))
    return results


Outcome = tuple[int, str, Any]  # (index in the request, record id, result or HTTPException)


def mask_all(engine: Engine, requests: Sequence[api.MaskRequest]) -> list[Outcome]:
    """Mask every record; a repeated id is refused as in the CLI (its fills would collide)."""
    outcomes: list[Outcome] = []
    seen: set[str] = set()
    for i, request in enumerate(requests):
        doc_id = str(i + 1) if request.id is None else str(request.id)
        try:
            if doc_id in seen:
                raise HTTPException(422, f"duplicate id {doc_id!r}")
            seen.add(doc_id)
            outcomes.append((i, doc_id, mask_one(engine, request, doc_id)))
        except HTTPException as exc:
            outcomes.append((i, doc_id, exc))
    return outcomes


def fill_all(engine: Engine, ready: list[tuple[Outcome, api.FillOptions, MaskedDocument, VaultRecord | None]],
             make: Callable[[Outcome, FilledDocument], dict[str, Any]]) -> list[Outcome]:
    filled = fill_many(engine, [(options, masked, vault) for _, options, masked, vault in ready])
    return [(o[0], o[1], result if isinstance(result, HTTPException) else make(o, result))
            for (o, *_), result in zip(ready, filled, strict=True)]


def respond(outcomes: list[Outcome], batch: bool) -> dict[str, Any]:
    """One record: its result, or its error as the response.  A batch: both lists."""
    outcomes = sorted(outcomes, key=lambda o: o[0])
    if not batch:
        result = outcomes[0][2]
        if isinstance(result, HTTPException):
            raise result
        return result
    return {"results": [o[2] for o in outcomes if not isinstance(o[2], HTTPException)],
            "errors": [{"index": i, "id": doc_id, "status": exc.status_code, "detail": str(exc.detail)}
                       for i, doc_id, exc in outcomes if isinstance(exc, HTTPException)]}


def readable(errors: Sequence[Any]) -> str:
    """pydantic's error list as one line: "records.0.text: Field required"."""
    parts = []
    for error in errors:
        where = ".".join(str(p) for p in error.get("loc", ()) if p not in ("body", "single", "batch"))
        if error.get("type") == "json_invalid":
            parts.append(f"invalid JSON at character {where}: {error.get('ctx', {}).get('error', error.get('msg'))}")
        elif not where and error.get("type") == "model_attributes_type":
            parts.append("body: expected a JSON object (sent with Content-Type: application/json)")
        else:
            parts.append(f"{where or 'body'}: {error.get('msg')}")
    return "; ".join(parts)


def create_app(config: ConfigSource = None, max_body_bytes: int = DEFAULT_MAX_BODY,
               *, preload: bool = False, token: str | None = None) -> FastAPI:
    """The service; `config` gives the defaults of every request ([mask], [detectors.NAME],
    [exclusions], [fill]).  `preload` builds the default pipeline and filler now, so a bad
    config fails at start-up and the first request is not the slow one.  With `token`, every
    call but the review page's files needs `Authorization: Bearer <token>`."""
    engine = Engine(config)
    if preload:
        engine.pipeline(None, None)
        engine.filler(api.FillOptions(), {})
    app = FastAPI(title="pseudofill", version=__version__,
                  description="Detect, mask and refill personal information; records as in the CLI's JSONL files.")
    app.add_middleware(BodyLimit, max_bytes=max_body_bytes)
    if token is not None:
        app.add_middleware(BearerToken, token=token)  # added last: it runs first, before a body is read
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    app.state.engine = engine

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [{k: e[k] for k in ("loc", "msg", "type") if k in e} for e in exc.errors()]
        return JSONResponse({"detail": readable(exc.errors()), "errors": errors}, status_code=422)

    @app.get("/", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(STATIC_DIR / "index.html", headers=PAGE_HEADERS)

    @app.get("/health")
    def health() -> dict[str, Any]:
        return {"status": "ok", "version": __version__, "pipelines": len(engine._pipelines),
                "fillers": len(engine._fillers), "max_body_bytes": max_body_bytes}

    @app.get("/detectors", response_model=api.DetectorList)
    def list_detectors() -> dict[str, Any]:
        return {"detectors": detector_registry.names(), "default": engine.default_detectors(),
                "presets": {name: list(members) for name, members in PRESETS.items()},
                "styles": list(STYLES), "default_style": engine.default_style,
                "languages": sorted(LANGUAGES), "default_language": engine.default_language,
                "default_by_language": {code: engine.default_detectors(code) for code in sorted(LANGUAGES)}}

    @app.get("/methods", response_model=api.MethodList)
    def list_methods() -> dict[str, Any]:
        return {"methods": filler_registry.names(), "default": engine.default_method}

    @app.post("/mask", response_model=api.MaskResponse | api.MaskBatchResponse)
    def mask(body: api.MaskBody) -> dict[str, Any]:  # type: ignore[valid-type]
        """Detect and mask, or mask the given `spans` (the review page's edits) as they are."""
        batch = isinstance(body, api.MaskBatchRequest)
        with engine.lock:
            outcomes = mask_all(engine, body.records if batch else [body])
        return respond([(i, doc_id, r if isinstance(r, HTTPException) else
                         {"masked": r[0].to_record(), "vault": r[1].to_record()}) for i, doc_id, r in outcomes], batch)

    @app.post("/fill", response_model=api.FillResponse | api.FillBatchResponse)
    def fill(body: api.FillBody) -> dict[str, Any]:  # type: ignore[valid-type]
        """Fill a masked record; with its vault, the leak guard and the originals' formats apply."""
        batch = isinstance(body, api.FillBatchRequest)
        outcomes: list[Outcome] = []
        ready = []
        for i, request in enumerate(body.records if batch else [body]):
            try:
                ready.append(((i, str(request.masked.id), None), request, *parse_fill(request)))
            except HTTPException as exc:
                outcomes.append((i, str(request.masked.id), exc))
        with engine.lock:
            outcomes += fill_all(engine, ready, lambda o, filled: {"filled": filled.to_record()})
        return respond(outcomes, batch)

    @app.post("/restore", response_model=api.RestoreResponse)
    def restore_one(body: api.RestoreRequest) -> dict[str, Any]:
        """The original record from a filled one and its vault; a pair that disagrees is a 422."""
        filled = FilledDocument.from_record(body.filled.model_dump())
        vault = VaultRecord.from_record(body.vault.model_dump())
        try:
            original = restore(filled, vault, set(body.labels) if body.labels is not None else None)
        except RecordError as exc:
            raise HTTPException(422, str(exc)) from None
        return {"restored": original.to_record()}

    @app.post("/run", response_model=api.RunResponse | api.RunBatchResponse)
    def run(body: api.RunBody) -> dict[str, Any]:  # type: ignore[valid-type]
        """/mask then /fill in one call; the page sends the reviewed `spans` here."""
        batch = isinstance(body, api.RunBatchRequest)
        requests: list[api.RunRequest] = body.records if batch else [body]
        with engine.lock:
            masked = mask_all(engine, requests)
            failed = [o for o in masked if isinstance(o[2], HTTPException)]
            ready = [(o, requests[o[0]], *o[2]) for o in masked if not isinstance(o[2], HTTPException)]
            filled = fill_all(engine, ready, lambda o, doc: {"masked": o[2][0].to_record(),
                                                             "vault": o[2][1].to_record(), "filled": doc.to_record()})
        return respond(failed + filled, batch)

    return app


def serve(host: str = "127.0.0.1", port: int = 8000, config: ConfigSource = None,
          max_body_bytes: int = DEFAULT_MAX_BODY, token_file: str | Path | None = None) -> None:
    """`pseudofill serve`: load the default models, then serve until interrupted.  Beyond this
    machine (a host other than loopback) only with a token: /mask answers with the originals."""
    import uvicorn

    token = read_token(token_file) if token_file is not None else None
    if host not in LOOPBACK and token is None:
        raise ConfigError(f"serving on {host} needs --token-file: /mask and /restore answer with the original "
                          "strings; without a token serve on 127.0.0.1 (behind a proxy that authenticates)")
    app = create_app(config, max_body_bytes, preload=True, token=token)
    uvicorn.run(app, host=host, port=port, log_level="info")
