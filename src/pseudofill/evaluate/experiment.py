"""A utility experiment from one TOML file (experiments/*.toml): the corpus and its
split, the generic corpus, the downstream LM, the masking techniques and fill methods.

Every corpus version — raw (Oracle), masked (Baselines 0/1), and each fill method's
output per masking technique — is built once here and cached under the experiment's
work directory, so `evaluate lm`, `evaluate asr` and `evaluate canaries` share them and
an interrupted run resumes where it stopped.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..checkpoint import ResumableRun
from ..config import load_config
from ..document import ConfigError, Document, FilledDocument, MaskedDocument, RecordError, VaultRecord
from ..io import AtomicJsonlWriter
from ..language import get_language
from ..mask import MaskPipeline
from . import BASELINE0_RENORM, OUTSIDE_GAP, REFERENCE_METHODS
from .corpora import one_part, read_documents, read_switchboard, read_wikitext, split_documents, take_words
from .downstream import LMShape, TrainSettings, words_with_offsets
from .pretrained import PretrainedLM

_TABLES = {"experiment", "corpus", "generic", "model", "pretrain", "adapt", "maskings", "methods", "canaries", "asr"}


@dataclass
class Experiment:
    name: str
    workdir: Path
    seed: int
    corpus: dict[str, Any]
    generic: dict[str, Any]
    shape: LMShape
    pretrain: TrainSettings
    adapt: TrainSettings
    maskings: dict[str, dict[str, Any]]
    methods: dict[str, dict[str, Any]]
    canaries: dict[str, Any] = field(default_factory=dict)
    asr: dict[str, Any] = field(default_factory=dict)
    adapt_repeats: int = 1  # adaptations per version, seeds adapt.seed + 0..n-1: the table reports their mean
    language: str = "en"    # the corpus's: detectors and fills (`[experiment] language = "sv"`)
    pretrained: PretrainedLM | None = None  # `[model] pretrained = NAME`: LoRA on that LM instead of `shape`


def _dataclass_from(cls: type, table: Mapping[str, Any], where: str) -> Any:
    try:
        return cls(**table)
    except TypeError as exc:
        raise ConfigError(f"[{where}]: {exc}") from None


def load_experiment(path: str | Path, workdir: str | Path | None = None) -> Experiment:
    """Paths inside the file are relative to the file itself."""
    path = Path(path)
    cfg = load_config(path)
    unknown = set(cfg) - _TABLES
    if unknown:
        raise ConfigError(f"{path}: unknown table(s) {sorted(unknown)}; known: {sorted(_TABLES)}")
    here = path.parent

    def resolve(table: dict[str, Any], *keys: str) -> dict[str, Any]:
        return {k: (str((here / v).resolve()) if k in keys and isinstance(v, str) else v) for k, v in table.items()}

    head = cfg.get("experiment", {})
    adapt = {"steps": 100, "lr": 5e-4, **cfg.get("adapt", {})}
    repeats = adapt.pop("repeats", 1)
    if not isinstance(repeats, int) or repeats < 1:
        raise ConfigError(f"{path}: [adapt] repeats must be a whole number ≥ 1, not {repeats!r}")
    maskings = cfg.get("maskings") or {"combined": {}}
    methods = cfg.get("methods") or {}
    if not isinstance(maskings, dict) or not all(isinstance(v, dict) for v in maskings.values()):
        raise ConfigError(f"{path}: [maskings.NAME] tables expected")
    if not isinstance(methods, dict) or not all(isinstance(v, dict) for v in methods.values()):
        raise ConfigError(f"{path}: [methods.NAME] tables expected")
    clash = set(methods) & {*REFERENCE_METHODS, *OUTSIDE_GAP, BASELINE0_RENORM}
    if clash:
        raise ConfigError(f"{path}: method names {sorted(clash)} are reserved for the reference rows")
    maskings = {name: resolve(table, "config") for name, table in maskings.items()}
    corpus = resolve(cfg.get("corpus", {}), "switchboard", "path")
    pretrained = "pretrained" in cfg.get("model", {})
    if not ("switchboard" in corpus) ^ ("path" in corpus):
        raise ConfigError(f"{path}: [corpus] needs exactly one of switchboard = ZIP or path = CORPUS")
    return Experiment(
        name=str(head.get("name", path.stem)),
        workdir=Path(workdir or (here / head.get("workdir", f"../out/experiments/{path.stem}"))).resolve(),
        seed=int(head.get("seed", 0)),
        corpus=corpus,
        generic=resolve(cfg.get("generic", {}), "wikitext", "path"),
        shape=LMShape() if pretrained else _dataclass_from(LMShape, cfg.get("model", {}), "model"),
        pretrain=_dataclass_from(TrainSettings, cfg.get("pretrain", {}), "pretrain"),
        adapt=_dataclass_from(TrainSettings, adapt, "adapt"),
        maskings=maskings,
        methods=methods,
        canaries=cfg.get("canaries", {}),
        asr=cfg.get("asr", {}),
        adapt_repeats=repeats,
        language=get_language(head.get("language")).code,
        pretrained=_dataclass_from(PretrainedLM, cfg["model"], "model") if pretrained else None,
    )


def applies(method_config: Mapping[str, Any], masking: str) -> bool:
    """A method runs on every masking unless its table lists some (`maskings = [...]`)."""
    return masking in method_config.get("maskings", [masking])


def filling(method_config: Mapping[str, Any]) -> dict[str, Any]:
    """What decides a method's output: its table without the maskings it is run on (listing
    one more masking must not throw away the ones already filled and adapted on)."""
    return {k: v for k, v in method_config.items() if k != "maskings"}


def cache_key(*parts: Any) -> str:
    """The name of a cached corpus version or model: a short digest of what made it."""
    return hashlib.sha1(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()[:10]


def texts_digest(texts: Sequence[str] | None) -> str | None:
    """A corpus version by its texts: a model adapted on a refilled or remasked version is
    never read from the cache of an earlier one."""
    if texts is None:
        return None
    digest = hashlib.sha1()
    for text in texts:
        digest.update(text.encode() + b"\0")
    return digest.hexdigest()[:16]


@dataclass
class MaskedCorpus:
    """One masking technique applied to the train split (and to test, to know where
    its slots are)."""
    masked: list[MaskedDocument]
    vaults: list[VaultRecord]
    test_spans: list[list[tuple[int, int, str]]]
    masked_token_pct: float


class Versions:
    """The corpus versions of one experiment, built on demand and cached."""

    def __init__(self, experiment: Experiment, train: Sequence[Document] | None = None,
                 test: Sequence[Document] | None = None, log: Any = None, tag: Any = None):
        self.experiment = experiment
        self.tag = tag  # tells cached fills of a modified corpus (planted canaries) apart
        self._split = (list(train), list(test)) if train is not None and test is not None else None
        self._masked: dict[str, MaskedCorpus] = {}
        self.fill_errors: dict[tuple[str, str], int] = {}
        self._filled: dict[Path, list[FilledDocument]] = {}  # read or made once per run
        self.log = log or (lambda message: print(message, file=sys.stderr))

    def split(self) -> tuple[list[Document], list[Document]]:
        if self._split is None:
            c, seed = self.experiment.corpus, self.experiment.seed
            documents = (read_switchboard(c["switchboard"], int(c.get("turns_per_document", 10)))
                         if "switchboard" in c else
                         read_documents(c["path"], c.get("text_field", "text"), c.get("id_field", "id")))
            documents = one_part(documents, c.get("part"))
            train, test = split_documents(documents, float(c.get("test_fraction", 0.15)), seed)
            self._split = take_words(train, c.get("max_train_words")), take_words(test, c.get("max_test_words"))
        return self._split

    def generic_texts(self) -> list[str]:
        g = self.experiment.generic
        if "wikitext" in g:
            texts = read_wikitext(g["wikitext"], tuple(g.get("splits", ("valid", "test"))))
        elif "path" in g:
            texts = [d.text for d in one_part(read_documents(g["path"]), g.get("part"))]
        else:
            raise ConfigError("[generic] needs wikitext = DIR or path = CORPUS")
        return texts[: g.get("max_paragraphs")] if g.get("max_paragraphs") else texts

    def masked(self, masking: str) -> MaskedCorpus:
        if masking not in self._masked:
            config = self.experiment.maskings[masking]
            options = {k: v for k, v in config.items() if k != "config"}
            pipeline = MaskPipeline.from_config(config.get("config"), style="numbered",
                                                language=self.experiment.language, **options)
            train, test = self.split()
            results = [pipeline.mask(doc) for doc in train]
            test_spans = [[(e.start, e.end, e.label) for e in pipeline.mask(doc)[1].entries] for doc in test]
            total = masked_words = 0
            for doc, (_, vault) in zip(train, results, strict=True):
                for _, (start, end) in words_with_offsets(doc.text):
                    total += 1
                    masked_words += any(e.start < end and start < e.end for e in vault.entries)
            self._masked[masking] = MaskedCorpus([m for m, _ in results], [v for _, v in results], test_spans,
                                                 100.0 * masked_words / max(1, total))
        return self._masked[masking]

    def texts(self, masking: str, method: str) -> list[str]:
        """Training texts of one version: raw (oracle), masked (baselines), or filled."""
        train, _ = self.split()
        if method == "oracle":
            return [d.text for d in train]
        if method in ("baseline0", "baseline1"):
            return [m.text for m in self.masked(masking).masked]
        return [d.text for d in self.filled(masking, method)]

    def fill_path(self, masking: str, method: str) -> Path:
        key = cache_key(self.experiment.corpus, self.experiment.seed, self.experiment.maskings[masking],
                        filling(self.experiment.methods[method]), *([self.tag] if self.tag is not None else []))
        return self.experiment.workdir / "fills" / f"{masking}__{method}__{key}.jsonl"

    def cached_fill_errors(self, masking: str, method: str) -> int | None:
        """How many documents of a cached fill failed (and stayed masked); None if not cached."""
        if (masking, method) in self.fill_errors:
            return self.fill_errors[(masking, method)]
        path = self.fill_path(masking, method)
        return sum("fill_error" in json.loads(line) for line in path.open(encoding="utf-8")) \
            if path.is_file() else None

    def filled(self, masking: str, method: str) -> list[FilledDocument]:
        """One method's fill of one masking, cached.  A fill stopped part-way (Ctrl-C, an
        error, `kill`) resumes at the document after the last checkpoint when asked again,
        with the filler's reuse counts replayed, so a long chat-model fill is not redone."""
        path = self.fill_path(masking, method)
        if path in self._filled:
            return self._filled[path]
        cached = path.is_file()
        if cached:
            self.log(f"{masking}/{method}: the cached fill {path} (delete it to refill after changing the fill)")
        else:
            self._fill(masking, method, path)
        documents = [FilledDocument.from_record(json.loads(line)) for line in path.open(encoding="utf-8")]
        errors = self.fill_errors[(masking, method)] = sum("fill_error" in d.meta for d in documents)
        if errors and not cached:
            self.log(f"warning: {errors} document(s) of {masking}/{method} failed to fill and stay masked")
        self._filled[path] = documents
        return documents

    def _fill(self, masking: str, method: str, path: Path) -> None:
        from ..fill.stream import build_filler, fill_stream, reuse_counts_carried

        config = filling(self.experiment.methods[method])
        corpus = self.masked(masking)
        tune = config.pop("finetune", None)
        if tune:
            config["model"] = str(self._finetuned_model(masking, tune, config.get("method", "lm")))
        filler = build_filler({"fill": {"seed": self.experiment.seed, **_fill_table(config)}},
                              language=self.experiment.language)
        fingerprint = {"fill": path.name, "masked": texts_digest([m.text for m in corpus.masked])}
        pairs = list(zip(corpus.masked, corpus.vaults))
        run = ResumableRun({"fill": path}, fingerprint, resume=True, keep_on_error=True)
        if run.stale():
            self.log(f"{masking}/{method}: the interrupted fill was of another masked corpus; filling it anew")
            run.resume = False
        with run, reuse_counts_carried(filler, run):
            done = run.done
            self.log(f"filling {masking} with {method} ({sum(len(m.slots) for m in corpus.masked)} masks)"
                     + (f", resuming after {done} of {len(pairs)} documents" if done else ""))
            for (masked, _), result in fill_stream(filler, pairs[done:]):
                if isinstance(result, RecordError):  # keep the document, masked, and count it
                    result = FilledDocument(masked.id, masked.text, [], {"fill_error": str(result)})
                run.write("fill", result.to_record())
                run.item_done(filler.diversity.drain())
        if hasattr(filler, "answered"):  # a chat fill: how much of it is the model's, how much fallback
            answered, failures, calls = (int(getattr(filler, k)) for k in ("answered", "failures", "calls"))
            self.log(f"{masking}/{method}: the model answered {answered} of the {answered + failures} slots it was "
                     f"asked about ({100 * answered / max(1, answered + failures):.0f} %) in {calls} prompts"
                     + (f" (the {len(pairs) - done} documents filled in this run)" if done else ""))

    def _finetuned_model(self, masking: str, tune: Mapping[str, Any] | bool, method: str) -> Path:
        from ..fill.finetune import TuneConfig, finetune

        options = dict(tune) if isinstance(tune, Mapping) else {}
        rounds = int(options.pop("rounds", 1))
        corpus = self.masked(masking)
        key = cache_key(self.experiment.corpus, self.experiment.maskings[masking], options, method, rounds,
                      *([self.tag] if self.tag is not None else []))
        output = self.experiment.workdir / "models" / f"{masking}__{method}__{key}"
        if not (output / "adapter_config.json").is_file() and not (output / "config.json").is_file():
            masked_path = self.experiment.workdir / "masked" / f"{masking}.jsonl"
            with AtomicJsonlWriter(masked_path) as out:
                for doc in corpus.masked:
                    out.write(doc.to_record())
            self.log(f"fine-tuning the {method} fill model on the {masking}-masked train split")
            finetune(masked_path, output, method=method, rounds=rounds,
                     config=_dataclass_from(TuneConfig, {"seed": self.experiment.seed, **options}, "finetune"))
        return output


def _fill_table(config: Mapping[str, Any]) -> dict[str, Any]:
    """A [methods.NAME] table as a [fill] table: method options on top, the rest as params."""
    top = {k: config[k] for k in ("method", "seed", "top_k", "max_reuse") if k in config}
    params = {k: v for k, v in config.items() if k not in top and k not in ("params", "maskings")}
    return {**top, "params": {**config.get("params", {}), **params}}

