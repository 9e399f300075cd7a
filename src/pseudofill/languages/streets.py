"""A street of one country for a street of it, shared by the packs whose streets end in a
kind ("Storgatan", "Fjøsangerveien"): a name from the country's Faker, the house number,
letter, flat and floor in the original's layout, numbers said again in the language's words."""

from __future__ import annotations

import re

from faker import Faker

from .pack import Draw, SaidForms
from .written import same_case, same_magnitude


def local_street(draw: Draw, original: str, faker: Faker, said: SaidForms, fallback: str,
                 town: re.Pattern[str] | None = None) -> str:
    """`original` with a new street name from `faker` (seeded from the document's stream, so
    the draw repeats) and new digits; `town`: a town after the postcode, drawn anew."""
    rng = draw.rng
    faker.seed_instance(rng.getrandbits(32))
    number = next((m for m in re.finditer(r"\s+([^\W_]+)", original)  # "12B" or a number said: "tolv"
                   if m.group(1)[0].isdigit() or said.is_number_word(m.group(1).lower())), None)
    street, rest = (original[:number.start()], original[number.start():]) if number else (original, "")
    name = next((n for n in (faker.street_name() for _ in range(10)) if n != street), fallback)
    rest = re.sub(r"\d+", lambda m: same_magnitude(m.group(), rng), rest)
    rest = re.sub(r"[^\W\d_]{3,}", lambda m: said.respeak(m.group(), rng, 0, None) or m.group(), rest)  # "tolv"
    if original.islower():  # a caseless transcript's "bergsvägen tolv"
        name = name.lower()
    letter = r"(?<=\d)( ?)([A-Za-z])\b" if not original.islower() else r"(?<=\w)( )([a-h])\b"  # "12B", "tolv b"
    rest = re.sub(letter, lambda m: m.group(1) + same_case(rng.choice("ABCDEFGH"), m.group(2)), rest)
    if town is not None:
        rest = town.sub(lambda m: faker.city(), rest)
    return name + rest
