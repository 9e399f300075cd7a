"""The vault at rest: sealed per record with AES-GCM, its id as associated data; no original
string in the file; a missing or wrong key is one clear line and exit 1."""

from __future__ import annotations

import json

import pytest

from pseudofill.cli import main
from pseudofill.document import ConfigError
from pseudofill.vault import load_key, new_key, seal, unseal

from .helpers import read_jsonl, write_jsonl

RECORDS = [{"id": "1", "text": "Mail ann.berg@example.com or call (555) 123-4567, says Ann Berg."},
           {"id": "2", "text": "My IBAN is GB82 WEST 1234 5698 7654 32, thanks."}]
PLAIN = {"id": "1", "spans": [{"start": 0, "end": 8, "label": "PERSON_NAME", "text": "Ann Berg", "tag": "[P_1]"}]}


@pytest.fixture
def key(tmp_path):
    new_key(tmp_path / "key")
    return tmp_path / "key"


def test_a_sealed_record_opens_with_its_key_and_its_id_only(key, tmp_path):
    secret = load_key(key)
    sealed = seal(PLAIN, secret)
    assert "Ann Berg" not in json.dumps(sealed) and unseal(sealed, secret, "v") == PLAIN
    assert seal(PLAIN, None) is PLAIN and unseal(PLAIN, secret, "v") == PLAIN  # a plain vault reads as before
    new_key(tmp_path / "other")
    with pytest.raises(ConfigError, match="does not open with this key"):
        unseal(sealed, load_key(tmp_path / "other"), "v")
    with pytest.raises(ConfigError, match="does not open with this key"):
        unseal({**sealed, "id": "2"}, secret, "v")  # moved to another record
    with pytest.raises(ConfigError, match="is encrypted"):
        unseal(sealed, None, "v")
    with pytest.raises(ConfigError, match="exists"):
        new_key(key)
    (tmp_path / "bad").write_text("not a key\n")
    with pytest.raises(ConfigError, match="not a key"):
        load_key(tmp_path / "bad")
    assert oct(key.stat().st_mode & 0o777) == "0o600"


def test_mask_fill_restore_and_evaluate_with_a_sealed_vault(key, tmp_path, capsys):
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in RECORDS), encoding="utf-8")
    sealed = ["--vault-key-file", str(key)]
    assert main(["mask", str(source), "-o", str(tmp_path / "m.jsonl"), "--vault", str(tmp_path / "v.jsonl"),
                 "--detectors", "patterns,names", "--no-progress", *sealed]) == 0
    vault_text = (tmp_path / "v.jsonl").read_text()
    assert all("sealed" in r for r in read_jsonl(tmp_path / "v.jsonl"))
    assert not any(word in vault_text for word in ("ann.berg", "555", "GB82", "Ann Berg"))
    assert main(["fill", str(tmp_path / "m.jsonl"), "-o", str(tmp_path / "f.jsonl"), "--vault",
                 str(tmp_path / "v.jsonl"), "--method", "faker", "--no-progress", *sealed]) == 0
    assert main(["restore", str(tmp_path / "f.jsonl"), "--vault", str(tmp_path / "v.jsonl"),
                 "-o", str(tmp_path / "r.jsonl"), "--no-progress", *sealed]) == 0
    assert (tmp_path / "r.jsonl").read_bytes() == source.read_bytes()
    gold = write_jsonl(tmp_path / "gold.jsonl", [{"id": "1", "spans": []}, {"id": "2", "spans": []}])
    assert main(["evaluate", "detection", "--gold", str(gold), "--vault", str(tmp_path / "v.jsonl"), *sealed]) == 0
    capsys.readouterr()
    assert main(["restore", str(tmp_path / "f.jsonl"), "--vault", str(tmp_path / "v.jsonl"),
                 "-o", str(tmp_path / "r2.jsonl"), "--no-progress"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is encrypted" in err and "Traceback" not in err
    assert not (tmp_path / "r2.jsonl").exists()


def test_a_sealed_run_resumes(key, tmp_path, monkeypatch):
    """Killed after some records (a Ctrl-C), `--resume` finishes the sealed vault: every
    record once, each opening with the key."""
    from pseudofill.mask import MaskPipeline
    from pseudofill.vault import read_vault

    monkeypatch.setenv("PSEUDOFILL_CHECKPOINT_SECONDS", "0")
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": str(i), "text": f"Call (555) 123-45{i:02d} now."}
                                                 for i in range(40)])
    real = MaskPipeline.mask_stream

    def interrupted(self, items, known_ids=()):
        for n, result in enumerate(real(self, items, known_ids)):
            if n == 25:
                raise KeyboardInterrupt
            yield result

    args = ["mask", str(source), "-o", str(tmp_path / "m.jsonl"), "--vault", str(tmp_path / "v.jsonl"),
            "--detectors", "patterns", "--no-progress", "--vault-key-file", str(key)]
    monkeypatch.setattr(MaskPipeline, "mask_stream", interrupted)
    assert main(args) == 130
    monkeypatch.setattr(MaskPipeline, "mask_stream", real)
    assert main([*args, "--resume"]) == 0
    vaults = list(read_vault(tmp_path / "v.jsonl", load_key(key)))
    assert [v.id for v in vaults] == [str(i) for i in range(40)]
    assert all(v.entries[0].text == f"(555) 123-45{i:02d}" for i, v in enumerate(vaults))
