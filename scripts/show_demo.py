"""Print the first call of the demo: original, filled, and what replaced what."""

from __future__ import annotations

import json
import sys


def first(path: str) -> dict:
    with open(path, encoding="utf-8") as handle:
        return json.loads(handle.readline())


def main() -> None:
    original, vault, filled = (first(p) for p in sys.argv[1:4])
    print(f"--- original ({sys.argv[1]}):\n" + original["text"])
    print("\n--- filled (" + sys.argv[3] + "):\n" + filled["text"])
    print("\n--- what replaced what (the vault stays apart from the filled corpus):")
    for span, fill in zip(vault["spans"], filled["fills"]):
        print(f"{fill['tag']:24} {span['text']!r:32} -> {fill['value']!r}")


if __name__ == "__main__":
    main()
