"""Request and response bodies of `pseudofill serve`, as pydantic models.

They mirror the JSONL records the CLI writes (MASKED, VAULT, FILLED), so a line of any of
those files can be posted as is and a response line can be appended to them.  Request
models forbid unknown keys: a misspelt option ("detector") is an error, not a silent default.
The masked and vault records allow extra keys, because the CLI passes input fields through.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag

# A label must make a tag `masked_from_record` can parse back: "[PET_NAME_1]".
LABEL_PATTERN = r"^[A-Z][A-Z0-9]*(?:_[A-Z][A-Z0-9]*)*$"
Style = Literal["generic", "typed", "numbered"]
DocId = str | int


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class SpanIn(_Strict):
    """A span chosen by a person; offsets are code points (Python indices) into `text`."""

    start: int = Field(ge=0)
    end: int = Field(gt=0)
    label: str = Field(pattern=LABEL_PATTERN, examples=["PERSON_NAME"],
                       description="upper-case words joined by '_', e.g. PERSON_NAME")
    source: str = Field("review", description="kept in the vault entry (default 'review')")


_LANGUAGE = "the text's language (GET /detectors lists them); default the server config's, else en"


class MaskOptions(_Strict):
    detectors: list[str] | None = Field(None, min_length=1, description="default: the server config's")
    style: Style | None = None
    language: str | None = Field(None, description=_LANGUAGE)


class MaskRequest(MaskOptions):
    id: DocId | None = Field(None, description="default '1' (or the position in a batch)")
    text: str
    spans: list[SpanIn] | None = Field(
        None, description="use these spans instead of running the detectors (the review page's edits); "
                          "they must not overlap")


class FillOptions(_Strict):
    method: str | None = Field(None, description="a fill method of GET /methods; default the server config's")
    language: str | None = Field(None, description=_LANGUAGE)
    seed: int | None = None
    top_k: int | None = Field(None, ge=1)
    max_reuse: int | None = Field(None, ge=1)
    date_shift: Literal["document", "random", "none"] | None = Field(
        None, description="document: one shift moves every date of a document; random: each date on its own")
    top1: bool | None = None
    context: Literal["maskL", "repL"] | None = None
    upos: bool | None = None


class RunRequest(MaskRequest, FillOptions):
    """Mask (detect, or the given spans) and fill in one call."""


class MaskEntry(BaseModel):
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    tag: str
    label: str


class MaskedRecord(_Open):
    """A line of MASKED.jsonl; offsets of `masks` are into the masked text."""

    id: DocId
    text: str
    masks: list[MaskEntry] | None = None


class VaultSpan(_Open):
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    label: str
    text: str
    tag: str = ""
    entity: int | None = None
    source: str = ""
    score: float = 1.0


class VaultRecordModel(BaseModel):
    """A line of VAULT.jsonl; offsets are into the original text, which it quotes."""

    id: DocId
    spans: list[VaultSpan] = []


class FillRequest(FillOptions):
    masked: MaskedRecord
    vault: VaultRecordModel | None = Field(None, description="enables the leak guard and the originals' formats")


class FillEntry(BaseModel):
    tag: str
    start: int
    end: int
    value: str
    label: str
    edits: list[tuple[int, int, str]] = Field(
        default_factory=list, description="the text's own words the fill rewrote around it: (start, end, was)")


class FilledRecord(_Open):
    """A line of FILLED.jsonl; offsets of `fills` are into the filled text."""

    id: str
    text: str
    fills: list[FillEntry]


class RestoreRequest(_Strict):
    filled: FilledRecord
    vault: VaultRecordModel
    labels: list[str] | None = Field(None, description="restore only the spans the vault labels so (default: all)")


class RestoreResponse(BaseModel):
    restored: dict[str, Any] = Field(description="the original record: its id, text and other fields")


class MaskResponse(BaseModel):
    masked: MaskedRecord
    vault: VaultRecordModel


class FillResponse(BaseModel):
    filled: FilledRecord


class RunResponse(MaskResponse):
    filled: FilledRecord


class RecordFailure(BaseModel):
    """A batch record that failed; the others still get their results."""

    index: int
    id: str
    status: int
    detail: str


class MaskBatchRequest(_Strict):
    records: list[MaskRequest] = Field(min_length=1)


class FillBatchRequest(_Strict):
    records: list[FillRequest] = Field(min_length=1)


class RunBatchRequest(_Strict):
    records: list[RunRequest] = Field(min_length=1)


class MaskBatchResponse(BaseModel):
    results: list[MaskResponse]
    errors: list[RecordFailure]


class FillBatchResponse(BaseModel):
    results: list[FillResponse]
    errors: list[RecordFailure]


class RunBatchResponse(BaseModel):
    results: list[RunResponse]
    errors: list[RecordFailure]


class DetectorList(BaseModel):
    detectors: list[str]
    default: list[str]
    presets: dict[str, list[str]]  # names a request's `detectors` may use for these sets
    styles: list[str]
    default_style: str
    languages: list[str]
    default_language: str
    default_by_language: dict[str, list[str]]  # a preset leaves out what does not read a language


class MethodList(BaseModel):
    methods: list[str]
    default: str


def _shape(value: Any) -> str:
    """Which body a request is, so a validation error speaks of that shape only."""
    return "batch" if isinstance(value, dict) and "records" in value else "single"


def one_or_batch(single: type[BaseModel], batch: type[BaseModel]) -> Any:
    """`single | batch`, chosen by the presence of "records" (one shape's errors, not both)."""
    return Annotated[Annotated[single, Tag("single")] | Annotated[batch, Tag("batch")], Discriminator(_shape)]


MaskBody = one_or_batch(MaskRequest, MaskBatchRequest)
FillBody = one_or_batch(FillRequest, FillBatchRequest)
RunBody = one_or_batch(RunRequest, RunBatchRequest)
