"""Check digits python-stdnum lacks, for the detector that validates them and the filler
that writes valid ones alike."""

from __future__ import annotations

VIN_VALUES = {**{str(d): d for d in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))),
              **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10)))}
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_check_digit(vin: str) -> str:
    """The ISO 3779 / North-American check digit of a 17-character VIN (its 9th character)."""
    total = sum(VIN_VALUES[c] * w for c, w in zip(vin, VIN_WEIGHTS)) % 11
    return "X" if total == 10 else str(total)
