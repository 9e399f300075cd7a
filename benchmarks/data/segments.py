"""Hand-written gold data as segments: plain strings and (text, label, key) tuples, joined
into a text whose span offsets are computed, never typed by hand."""

from __future__ import annotations

SPELLED = "SPELLED_SEQUENCE"


def assemble(cid, segments, labels):
    """The text, its spans ({start, end, label, text, entity}: one entity per key, numbered
    in order of first mention) and each span's key; checks that every span is one of
    `labels`, reads back as written, overlaps no other, and that an entity has one label
    (a spelled sequence shares the entity of what it spells)."""
    parts, spans, keys, entities, position = [], [], [], {}, 0
    for segment in segments:
        if isinstance(segment, str):
            parts.append(segment)
            position += len(segment)
            continue
        text, label, key = segment
        assert label in labels, (cid, label)
        assert text and text == text.strip(), (cid, text)
        entity = entities.setdefault(key, len(entities) + 1)
        spans.append({"start": position, "end": position + len(text), "label": label, "text": text,
                      "entity": entity})
        keys.append(key)
        parts.append(text)
        position += len(text)
    text = "".join(parts)
    for span in spans:
        assert text[span["start"]:span["end"]] == span["text"], (cid, span)
    for first, second in zip(spans, spans[1:]):
        assert first["end"] <= second["start"], (cid, first, second)
    by_entity = {}
    for span in spans:
        by_entity.setdefault(span["entity"], set()).add(span["label"])
    for entity, kinds in by_entity.items():
        assert len(kinds - {SPELLED}) <= 1, (cid, entity, kinds)
    return text, spans, keys
