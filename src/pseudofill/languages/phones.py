"""Where a phone number is valid as written, by phonenumbers: a pack tells a phone among
digits read out, the fill reads an original's country from it, the evaluation whether a
fill is valid where its original was."""

from __future__ import annotations

from collections.abc import Sequence


def is_valid_phone(number: str, region: str) -> bool:
    import phonenumbers

    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(number, region))
    except phonenumbers.NumberParseException:
        return False


def first_valid_region(number: str, first: Sequence[str] = ()) -> str | None:
    """The first region, `first` ones in order, then every other, where the number is valid."""
    import phonenumbers

    for region in [*first, *sorted(phonenumbers.SUPPORTED_REGIONS - set(first))]:
        if is_valid_phone(number, region):
            return region
    return None
