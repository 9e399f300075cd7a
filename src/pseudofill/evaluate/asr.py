"""ASR utility of a corpus version (Vats et al. 2023, Table 6): WER of a recogniser whose
language model was estimated on that version.

Test sentences are synthesised with espeak-ng and decoded by pocketsphinx 5 (its bundled
en-us GMM-HMM acoustic model and CMUdict) with an interpolated modified-KN trigram from
`arpa` fused inside the decoder's search.  Everything is local and deterministic: no
speech corpus or neural model has to be fetched.

Two choices that differ from Vats (an RNN-T with a fused neural LM):

* "No LM" decodes with a uniform unigram over every CMUdict word: a flat word loop, the
  only word-level search pocketsphinx has without a language model (its allphone mode
  outputs phones, which have no WER).  A GMM-HMM recogniser leans on its LM far more than
  an RNN-T, so this row is near 100 % WER; it is a floor, not a comparable figure.
* An adapted LM is the linear mixture of the version's own KN model and the generic one
  (`generic_weight`, SRILM's -mix-lm), the n-gram counterpart of fine-tuning the generic
  LM on the version: in-domain statistics dominate, the generic share keeps words the
  small in-domain corpus lacks recognisable.  `generic_weight=0` uses in-domain text only.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import re
import shutil
import subprocess
import tempfile
import time
import unicodedata
import wave
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..document import TAG_PATTERN, PseudofillError
from ..io import atomic_path
from .arpa import estimate, interpolate, write_model
from .gap import gap_closed

MASK_WORD = "<mask>"  # what every mask tag becomes; not in CMUdict, so never recognised
SAMPLE_RATE = 16_000  # the bundled acoustic model's rate
DEFAULT_VOICE = "en-us+klatt2"  # klatt variants: ~45 % WER with the bundled generic LM vs ~75 % for plain en-us
DEFAULT_RATE = 170
# Beams narrower than pocketsphinx's defaults (1e-48): ~4x faster, same WER on espeak speech.
_SEARCH = {"beam": 1e-40, "wbeam": 1e-30, "pbeam": 1e-40, "maxhmmpf": 10000}
_DIGITS = "zero one two three four five six seven eight nine".split()
_TOKEN = re.compile(r"<mask>|<unk>|[a-z]+(?:'[a-z]+)*|\d")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


class ToolMissingError(PseudofillError):
    """An external program or optional package the ASR evaluation needs is not installed."""


@dataclass(frozen=True)
class Decoded:
    transcripts: list[str]
    seconds: float  # decoding time, model loading excluded
    audio_seconds: float

    @property
    def xrt(self) -> float:
        """Real-time factor: decoding time per second of audio."""
        return self.seconds / self.audio_seconds if self.audio_seconds else 0.0


def normalise(text: str) -> str:
    """Lowercase words as CMUdict spells them; mask tags → <mask>; digits read one by one.

    The same function serves references, the text that is synthesised and LM training
    text, so numbers are spoken, expected and modelled the same way ("1990" → "one nine
    nine zero")."""
    text = TAG_PATTERN.sub(f" {MASK_WORD} ", text).replace("’", "'")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return " ".join(_DIGITS[int(t)] if t.isdigit() else t for t in _TOKEN.findall(text))


def lm_sentences(texts: Sequence[str]) -> list[list[str]]:
    """Normalised word lists, one per sentence: test utterances are single sentences, so
    <s> and </s> contexts should be sentence boundaries, not paragraph ones."""
    return [words for text in texts for part in _SENTENCE_END.split(text) if (words := normalise(part).split())]


def wer(references: Sequence[str], hypotheses: Sequence[str]) -> float:
    """Corpus word error rate in percent (jiwer: total edits / total reference words)."""
    import jiwer

    return 100.0 * float(jiwer.wer(list(references), list(hypotheses)))


def synthesise(sentences: Sequence[str], out_dir: Path, voice: str = DEFAULT_VOICE,
               rate: int = DEFAULT_RATE) -> list[Path]:
    """One 16 kHz mono 16-bit WAV per sentence, named by a hash of (voice, rate, text) so
    a rerun reuses what exists."""
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        raise ToolMissingError("espeak-ng not found: install the Debian package espeak-ng (apt-get install espeak-ng)")
    from scipy.signal import resample_poly

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for sentence in sentences:
        digest = hashlib.sha1(f"{voice}\0{rate}\0{sentence}".encode()).hexdigest()[:20]
        path = out_dir / f"{digest}.wav"
        if not path.exists():
            raw = out_dir / f"{digest}.espeak.wav"
            subprocess.run([espeak, "-v", voice, "-s", str(rate), "-w", str(raw), "--stdin"],
                           input=sentence.encode(), check=True, capture_output=True)
            with wave.open(str(raw)) as source:
                rate_in = source.getframerate()
                samples = np.frombuffer(source.readframes(source.getnframes()), dtype=np.int16)
            raw.unlink()
            step = math.gcd(SAMPLE_RATE, rate_in)
            resampled = resample_poly(samples.astype(np.float64), SAMPLE_RATE // step, rate_in // step)
            _write_wav(path, np.clip(np.round(resampled), -32768, 32767).astype(np.int16))
        paths.append(path)
    return paths


def _write_wav(path: Path, samples: np.ndarray) -> None:
    with atomic_path(path) as partial, wave.open(str(partial), "wb") as out:  # the cache trusts whole files only
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(samples.tobytes())


def _read_pcm(path: Path) -> bytes:
    with wave.open(str(path)) as source:
        if (source.getframerate(), source.getnchannels(), source.getsampwidth()) != (SAMPLE_RATE, 1, 2):
            raise PseudofillError(f"{path}: need {SAMPLE_RATE} Hz mono 16-bit audio")
        return source.readframes(source.getnframes())


def _pocketsphinx() -> Any:
    try:
        import pocketsphinx
    except ImportError as error:
        raise ToolMissingError("pocketsphinx is not installed (pip install pocketsphinx==5.0.4)") from error
    return pocketsphinx


def _dictionary_lines() -> list[str]:
    return Path(_pocketsphinx().get_model_path("en-us/cmudict-en-us.dict")).read_text(encoding="utf-8").splitlines()


def _headword(line: str) -> str:
    return re.sub(r"\(\d+\)$", "", line.split(" ", 1)[0])


def _arpa_unigrams(lm: Path) -> set[str]:
    words, inside = set(), False
    with Path(lm).open(encoding="utf-8") as source:
        for line in source:
            if line.startswith("\\"):
                if inside:
                    break
                inside = line.strip() == "\\1-grams:"
            elif inside and line.strip():
                words.add(line.split("\t")[1].strip())
    return words


def _uniform_lm() -> Path:
    """A unigram ARPA giving every CMUdict word the same probability: decoding "without LM"."""
    path = Path(tempfile.gettempdir()) / "pseudofill-asr" / "cmudict-uniform.arpa"
    if not path.exists():
        words = sorted({_headword(line) for line in _dictionary_lines() if line.strip()})
        log10_p = -math.log10(len(words) + 1)  # + </s>
        with atomic_path(path) as partial, partial.open("w", encoding="utf-8") as out:
            out.write(f"\\data\\\nngram 1={len(words) + 2}\n\n\\1-grams:\n-99.000000\t<s>\t0\n")
            out.writelines(f"{log10_p:.6f}\t{w}\t0\n" for w in ["</s>", *words])
            out.write("\n\\end\\\n")
    return path


@functools.lru_cache(maxsize=1)  # one LM's decoder at a time: a big trigram takes ~100 MB
def _decoder(lm: str, stamp: float) -> Any:
    """A decoder whose dictionary holds just the LM's words: pocketsphinx spends ~10 s on
    the 134k-word CMUdict for every LM that lacks most of it."""
    pocketsphinx = _pocketsphinx()
    if lm == "":
        return pocketsphinx.Decoder(lm=str(_uniform_lm()), loglevel="ERROR", fwdflat=False, bestpath=False,
                                    maxwpf=20, **_SEARCH)
    known = _arpa_unigrams(Path(lm))
    dictionary = Path(lm).with_suffix(".dict")
    dictionary.write_text("".join(f"{line}\n" for line in _dictionary_lines() if _headword(line) in known),
                          encoding="utf-8")
    return pocketsphinx.Decoder(lm=lm, dict=str(dictionary), loglevel="ERROR", **_SEARCH)


def decode_timed(wavs: Sequence[Path], lm: Path | None) -> Decoded:
    """Transcripts of 16 kHz WAVs with the ARPA `lm` fused in the search (None: uniform
    unigram over CMUdict, see the module docstring), with decoding time."""
    decoder = _decoder(str(lm) if lm is not None else "", Path(lm).stat().st_mtime if lm is not None else 0.0)
    transcripts, seconds, audio_seconds = [], 0.0, 0.0
    for wav in wavs:
        pcm = _read_pcm(Path(wav))
        start = time.perf_counter()
        decoder.start_utt()
        decoder.process_raw(pcm, full_utt=True)
        decoder.end_utt()
        seconds += time.perf_counter() - start
        audio_seconds += len(pcm) / 2 / SAMPLE_RATE
        hypothesis = decoder.hyp()
        transcripts.append(hypothesis.hypstr if hypothesis is not None else "")
    return Decoded(transcripts, seconds, audio_seconds)


def decode(wavs: Sequence[Path], lm: Path | None) -> list[str]:
    return decode_timed(wavs, lm).transcripts


def asr_table(test_sentences: Sequence[str], versions: Mapping[tuple[str, str], Sequence[str]],
              generic_texts: Sequence[str] | None, workdir: Path, order: int = 3, generic_weight: float = 0.3,
              voice: str = DEFAULT_VOICE, rate: int = DEFAULT_RATE, log: Callable[[str], Any] = lambda _: None,
              ) -> list[dict]:
    """WER per corpus version, plus `no_lm` and `generic_lm` rows (masking "all").

    `versions`: (masking, method) → training texts.  Mask tags stay one word, <mask>
    (baseline0); for method "baseline1" n-grams containing it are left out of the model.
    Each row is cached under `workdir/rows`, keyed by everything it depends on, so an
    interrupted run decodes only what is missing."""
    workdir = Path(workdir)
    references = [r for r in (normalise(s) for s in test_sentences) if r]
    wavs = synthesise(references, workdir / "audio", voice, rate)
    setting = (references, voice, rate, order, generic_weight, sorted(_SEARCH.items()))
    rows: list[dict] = []
    generic: dict | None = None

    def add(masking: str, method: str, texts: Sequence[str] | None, build: Callable[[], Path | None]) -> None:
        key = hashlib.sha1(json.dumps([setting, texts, method == "baseline1"])
                           .encode()).hexdigest()[:12]
        cached = workdir / "rows" / f"{_safe(masking)}.{_safe(method)}.{key}.json"
        if cached.is_file():
            rows.append(json.loads(cached.read_text(encoding="utf-8")))
            return
        log(f"decoding {len(wavs)} utterances with the {masking}/{method} LM")
        decoded = decode_timed(wavs, build())
        rows.append({"masking": masking, "method": method, "wer": wer(references, decoded.transcripts),
                     "gap_closed": None, "xrt": decoded.xrt})
        with atomic_path(cached) as partial:
            partial.write_text(json.dumps(rows[-1]), encoding="utf-8")

    def generic_model() -> dict:
        nonlocal generic
        if generic is None:
            generic = estimate(lm_sentences(generic_texts or []), order, drop_token=MASK_WORD)
        return generic

    def version_lm(masking: str, method: str, texts: Sequence[str]) -> Path:
        model = estimate(lm_sentences(texts), order, drop_token=MASK_WORD if method == "baseline1" else None)
        if generic_texts and generic_weight > 0:
            model = interpolate(model, generic_model(), 1 - generic_weight)
        return write_model(model, workdir / "lm" / f"{_safe(masking)}.{_safe(method)}.arpa")

    add("all", "no_lm", None, lambda: None)
    if generic_texts:
        add("all", "generic_lm", list(generic_texts),
            lambda: write_model(generic_model(), workdir / "lm" / "generic.arpa"))
    for (masking, method), texts in versions.items():
        add(masking, method, [*texts, *(generic_texts or [])] if generic_weight > 0 else list(texts),
            lambda masking=masking, method=method, texts=texts: version_lm(masking, method, texts))
    _decoder.cache_clear()
    gap_closed(rows, "wer")
    return rows


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]+", "_", name)


__all__ = ["MASK_WORD", "Decoded", "ToolMissingError", "asr_table", "decode", "decode_timed", "lm_sentences",
           "normalise", "synthesise", "wer"]
