"""One configuration: read and checked once, overridden without being edited, the same
objects built from it by the CLI, the service, Ray and the Python API."""

from __future__ import annotations

import pickle

import pytest

import pseudofill
from pseudofill import config as config_module
from pseudofill.cli import main
from pseudofill.config import PipelineConfig
from pseudofill.document import ConfigError
from pseudofill.mask import MaskPipeline

from .helpers import read_jsonl, write_jsonl

TOML = """
[pipeline]
language = "sv_SE"
[mask]
detectors = ["patterns"]
style = "typed"
[detectors.patterns]
hotword_window = 40
[exclusions]
PERSON_NAME = ["Monday"]
[fill]
method = "faker"
seed = 3
[fill.params]
locale = "sv_SE"
"""


@pytest.fixture
def toml(tmp_path):
    path = tmp_path / "pipeline.toml"
    path.write_text(TOML, encoding="utf-8")
    return path


def test_a_config_is_read_into_checked_tables(toml):
    cfg = PipelineConfig.load(toml)
    assert cfg.language == "sv" and cfg.code == "sv"  # the alias resolved once
    assert cfg.mask == {"detectors": ["patterns"], "style": "typed"}
    assert cfg.detectors == {"patterns": {"hotword_window": 40}} and cfg.exclusions == {"PERSON_NAME": ["Monday"]}
    assert cfg.fill == {"method": "faker", "seed": 3, "params": {"locale": "sv_SE"}}
    assert PipelineConfig.load(cfg.tables()) == cfg and PipelineConfig.load(cfg) is cfg
    assert pickle.loads(pickle.dumps(cfg)) == cfg  # what Ray sends its actors


def test_overrides_give_a_new_config_and_leave_unset_values_alone(toml):
    cfg = PipelineConfig.load(toml)
    other = cfg.but(language="en", mask={"style": "generic", "min_score": None}, fill={"seed": 7, "params": {"x": 1}})
    assert other.language == "en" and other.mask["style"] == "generic" and "min_score" not in other.mask
    assert other.fill["seed"] == 7 and other.fill["params"] == {"locale": "sv_SE", "x": 1}
    assert cfg.mask["style"] == "typed" and cfg.fill["seed"] == 3  # the loaded one is unchanged
    assert PipelineConfig.load().code == "en" and PipelineConfig.load().language is None


@pytest.mark.parametrize(("tables", "message"), [
    ({"masking": {}}, r"unknown config table\(s\) \['masking'\]"),
    ({"mask": {"colour": "red"}}, r"unknown \[mask\] option\(s\) \['colour'\]"),
    ({"fill": {"methdo": "lm"}}, r"unknown \[fill\] option\(s\) \['methdo'\]"),
    ({"fill": {"params": 3}}, r"\[fill.params\] must be a table"),
    ({"detectors": "patterns"}, r"\[detectors\] must be a table"),
    ({"pipeline": {"language": "xx"}}, "unknown language 'xx'"),
])
def test_a_bad_config_is_refused_naming_what_is_wrong(tables, message):
    with pytest.raises(ConfigError, match=message):
        PipelineConfig.load(tables)


def test_a_bad_file_is_named(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("[mask\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="bad.toml"):
        PipelineConfig.load(bad)
    with pytest.raises(ConfigError, match="not found"):
        PipelineConfig.load(tmp_path / "none.toml")


def test_the_mask_pipeline_and_the_filler_are_built_from_one_config(toml):
    cfg = PipelineConfig.load(toml)
    pipeline = MaskPipeline.from_config(cfg)
    assert pipeline.language == "sv" and [d.name for d in pipeline.analyzer.detectors] == ["patterns"]
    assert pipeline.analyzer.detectors[0].hotword_window == 40 and pipeline.masker.style == "typed"
    filler = pseudofill.build_filler(cfg)
    assert type(filler).__name__ == "FakerFiller" and filler.seed == 3 and filler.language == "sv"


def test_a_whole_run_reads_its_config_once(toml, tmp_path, monkeypatch):
    reads = []
    real = config_module.load_config
    monkeypatch.setattr(config_module, "load_config", lambda path: reads.append(path) or real(path))
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": "1", "text": "Ring 070-123 45 67 eller mejla a@b.se."}])
    out = tmp_path / "out.jsonl"
    assert main(["run", str(source), "-o", str(out), "--config", str(toml), "--no-progress"]) == 0
    assert len(reads) == 1
    record = read_jsonl(out)[0]
    assert "070-123 45 67" not in record["text"] and "a@b.se" not in record["text"]


def test_the_python_api_runs_from_a_config(toml, tmp_path):
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": "1", "text": "Mejla a@b.se."}, {"id": "2", "text": 3}])
    summary = pseudofill.run(source, tmp_path / "out.jsonl", config=toml, vault=tmp_path / "v.jsonl", progress=False)
    assert summary.documents == 1 and summary.errors == 1  # the bad record is an error record, not lost
    assert "a@b.se" not in read_jsonl(tmp_path / "out.jsonl")[0]["text"]
