"""The document builder both sample generators share (make_sample.py, make_sample_sv.py):
text built by concatenation, so every gold span's offsets are exact by construction."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

Slot = tuple[str, str | None, str | None]  # (text, label, entity key)


@dataclass
class Doc:
    """Concatenates text pieces while recording gold spans with exact offsets."""

    parts: list[str] = field(default_factory=list)
    length: int = 0
    spans: list[dict[str, object]] = field(default_factory=list)
    entities: dict[str, int] = field(default_factory=dict)
    speaker: str = ""
    speakers: dict[str, str] = field(default_factory=lambda: {"A": "Agent", "C": "Customer"})

    def add(self, text: str, label: str | None = None, key: str | None = None) -> None:
        if label is not None and key is not None:
            entity = self.entities.setdefault(key, len(self.entities) + 1)
            self.spans.append({"start": self.length, "end": self.length + len(text),
                               "label": label, "text": text, "entity": entity})
        self.parts.append(text)
        self.length += len(text)

    def render(self, template: str, slots: dict[str, Slot]) -> None:
        for line in template.split("\n"):
            speaker, _, body = line.partition(": ")
            if speaker == self.speaker:  # same speaker again: continue the turn
                self.add(" ")
            else:
                self.add(("\n" if self.parts else "") + self.speakers[speaker] + ": ")
                self.speaker = speaker
            for i, piece in enumerate(re.split(r"\{(\w+)\}", body)):
                if i % 2:
                    self.add(*slots[piece])
                elif piece:
                    self.add(piece)

    @property
    def text(self) -> str:
        return "".join(self.parts)
