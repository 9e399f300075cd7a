"""The vault at rest: each record sealed with AES-256-GCM (`cryptography`), its id as
associated data, so the file holds no original string and a record moved to another id,
edited or read with another key fails its check.

A sealed line is `{"id": …, "sealed": base64(nonce ‖ ciphertext)}`; the key file holds 32
random bytes, URL-safe base64 (make one with `pseudofill vault-key KEY`, keep it apart from
the vault).  Without a key the vault is plain JSON, as before.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .document import ConfigError, VaultRecord
from .io import read_jsonl_records

KEY_ENV = "PSEUDOFILL_VAULT_KEY_FILE"


def new_key(path: str | Path) -> None:
    """Write a fresh key, readable by its owner only."""
    path = Path(path)
    if path.exists():
        raise ConfigError(f"key file {path} exists: a new key would orphan the vaults sealed with it")
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w") as handle:
        handle.write(base64.urlsafe_b64encode(os.urandom(32)).decode() + "\n")


def load_key(path: str | Path | None) -> bytes | None:
    """The key of a key file (None: no file given, a plain vault)."""
    if path is None:
        return None
    try:
        key = base64.urlsafe_b64decode(Path(path).read_text(encoding="utf-8").strip())
    except OSError as exc:
        raise ConfigError(f"vault key file {path}: {exc.strerror or exc}") from None
    except (binascii.Error, ValueError):
        key = b""
    if len(key) != 32:
        raise ConfigError(f"vault key file {path}: not a key (32 bytes, URL-safe base64; `pseudofill vault-key`)")
    return key


def seal(record: dict[str, Any], key: bytes | None) -> dict[str, Any]:
    """A vault record as its file holds it: sealed under `key`, or as it is without one."""
    if key is None:
        return record
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    nonce = os.urandom(12)
    plain = json.dumps(record["spans"], ensure_ascii=False).encode()
    sealed = nonce + AESGCM(key).encrypt(nonce, plain, str(record["id"]).encode())
    return {"id": record["id"], "sealed": base64.b64encode(sealed).decode()}


def unseal(record: dict[str, Any], key: bytes | None, where: str) -> dict[str, Any]:
    """A vault line back as a vault record; a sealed line needs its key, and the right one."""
    if "sealed" not in record:
        return record
    if key is None:
        raise ConfigError(f"{where} is encrypted: give its key with --vault-key-file (or {KEY_ENV})")
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    try:
        raw = base64.b64decode(record["sealed"])
        plain = AESGCM(key).decrypt(raw[:12], raw[12:], str(record["id"]).encode())
    except (InvalidTag, binascii.Error, ValueError):
        raise ConfigError(f"{where}: record {record['id']!r} does not open with this key "
                          "(a wrong key, or a record changed or moved)") from None
    return {"id": record["id"], "spans": json.loads(plain)}


def read_vault(path: str | Path, key: bytes | None = None) -> Iterator[VaultRecord]:
    """The records of a vault file, sealed or plain."""
    for record in read_jsonl_records(path):
        yield VaultRecord.from_record(unseal(record, key, f"vault {path}"))


def add_vault_key_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--vault-key-file", default=os.environ.get(KEY_ENV),
                        help=f"seal the vault with this key (AES-GCM), or open a sealed one (also {KEY_ENV}; "
                             "make one with `pseudofill vault-key KEY`)")
