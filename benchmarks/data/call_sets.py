"""What the English call-set generators (make_en_calls_asr*.py) share: the label tables, the helpers that
compute check digits and speak digits and read them back, the markup reader, the checks run on each assembled
call and on a whole set, and the writing of a set's two .jsonl files beside this file.

Where the sets differ, a check takes keywords (`rules`, passed from build_set() and build() to check_value()):
  heard        the homophones a set accepts for a digit ("for" 4, "to" 2; see HEARD); none by default
  tidied_mail  an e-mail may also stand in the tidied form an engine writes ("x.y@gmail.com")
  abroad       numbers from outside the US: UK and Australian phone numbers from 0, UK, Canadian and
               Australian postcodes, six-digit sort codes and BSBs
"""
import json
import re
import textwrap
from collections import Counter
from pathlib import Path

from segments import assemble
from stdnum import luhn

LABELS = {"PERSON_NAME", "ORGANIZATION_NAME", "LOCATION", "STREET_ADDRESS", "POSTCODE", "PHONE_NUMBER",
          "EMAIL_ADDRESS", "USER_NAME", "CREDIT_CARD_NUMBER", "US_SSN", "GENERIC_ID", "SPELLED_SEQUENCE",
          "DATE_OF_BIRTH", "DATE", "BANK_ACCOUNT"}
CODES = {"PER": "PERSON_NAME", "ORG": "ORGANIZATION_NAME", "LOC": "LOCATION", "ADR": "STREET_ADDRESS",
         "PC": "POSTCODE", "TEL": "PHONE_NUMBER", "MAIL": "EMAIL_ADDRESS", "USER": "USER_NAME",
         "CC": "CREDIT_CARD_NUMBER", "SSN": "US_SSN", "ID": "GENERIC_ID", "SPELL": "SPELLED_SEQUENCE",
         "DOB": "DATE_OF_BIRTH", "DATE": "DATE", "BANK": "BANK_ACCOUNT"}

WORDS = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = dict(zip("twenty thirty forty fifty sixty seventy eighty ninety".split(), range(2, 10)))
# what some engines write for a spoken digit; a set names those it accepts (digits_of's `heard`)
HEARD = {"for": "4", "to": "2"}

DATA_DIR = Path(__file__).resolve().parent
MARK = re.compile(r"\[\[([^|\]]+)\|([A-Z]+)(?:\|([^\]]+))?\]\]")
LABEL_LINE = re.compile(r"^(agent|customer|rep|caller|speaker [12]|A|B): ")
BODY_CHARS = re.compile(r"[a-z' .,?!:@-]*")
TOLL_FREE = {"800", "833", "844", "855", "866", "877", "888"}
NORMALISED_MAIL = re.compile(r"[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}")
# US zip, Australian postcode, Canadian "a9a 9a9", UK "a9 9aa" / "a99 9aa" / "aa9 9aa" / "aa99 9aa" / "a9a 9aa" /
# "aa9a 9aa"
POSTCODE_SHAPES = re.compile(r"9{5}|9{4}|A9A9A9|A{1,2}9[9A]?9AA")
USER_NUMBER = re.compile(r"\d| (one|two|three|four|five|six|seven|eight|nine|ten|\w+ty)\b")


def card(body):
    """A card number: the Luhn check digit is appended to body."""
    return body + luhn.calc_check_digit(body)


def aba(first8):
    """An ABA routing number (weights 3 7 1); the ninth digit is computed."""
    d = [int(c) for c in first8]
    total = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return first8 + str(-total % 10)


def aba_valid(nine):
    d = [int(c) for c in nine]
    return len(d) == 9 and sum(w * x for w, x in zip([3, 7, 1] * 3, d)) % 10 == 0


def pair(two):
    """'07' -> 'oh seven', '15' -> 'fifteen', '40' -> 'forty', '88' -> 'eighty eight'."""
    a, b = int(two[0]), int(two[1])
    if a == 0:
        return "oh " + WORDS[b]
    if a == 1:
        return TEENS[b]
    tens = [w for w, n in TENS.items() if n == a][0]
    return tens if b == 0 else tens + " " + WORDS[b]


def say(number, pattern, doubles=False, gap=", ", zero="oh"):
    """Spoken digits.  pattern: groups separated by spaces; in a group each character is a chunk size,
    1 = one digit ("four"), 2 = a pair ("forty two").  Groups are joined by gap.  doubles: "double four"."""
    digits = re.sub(r"\D", "", number)
    groups, i, out = pattern.split(), 0, []
    assert sum(int(c) for g in groups for c in g) == len(digits), (number, pattern)
    for group in groups:
        words, singles = [], []
        for size in group:
            chunk = digits[i:i + int(size)]
            i += int(size)
            if size == "1":
                singles.append(chunk)
            else:
                words.append(pair(chunk))
        if singles:
            run, j = [], 0
            while j < len(singles):
                k = j
                while doubles and k < len(singles) and singles[k] == singles[j]:
                    k += 1
                word = zero if singles[j] == "0" else WORDS[int(singles[j])]
                if doubles and k - j in (2, 3):
                    run.append(("double " if k - j == 2 else "triple ") + word)
                    j = k
                else:
                    run.append(word)
                    j += 1
            words = run + words
        out.append(" ".join(words))
    return gap.join(out)


def for_four(spoken):
    """What some engines write for a spoken four: 'for'."""
    return re.sub(r"\bfour\b", "for", spoken)


def digits_of(spoken, heard=(), thousand=False):
    """The digits of a spoken number (inverse of the forms used here); fillers and 'dash' are skipped.
    heard: the words of HEARD also read as digits ("for", "to"); thousand: 'thousand' is read as 000 (the first
    set's numbers); any other word is an error."""
    toks, out, i = re.findall(r"[a-z]+", spoken), [], 0
    value = {w: str(n) for n, w in enumerate(WORDS)} | {"oh": "0"} | {w: HEARD[w] for w in heard}
    while i < len(toks):
        t = toks[i]
        if t in ("uh", "um", "dash", "plus"):
            pass
        elif t in ("double", "triple"):
            out.append(value[toks[i + 1]] * (2 if t == "double" else 3))
            i += 1
        elif t in value:
            out.append(value[t])
        elif t in TEENS:
            out.append(str(10 + TEENS.index(t)))
        elif t in TENS:
            if i + 1 < len(toks) and toks[i + 1] in WORDS[1:]:
                out.append(str(TENS[t]) + value[toks[i + 1]])
                i += 1
            else:
                out.append(str(TENS[t]) + "0")
        elif t == "hundred":
            out.append("00")
        elif t == "thousand" and thousand:
            out.append("000")
        else:
            raise ValueError((spoken, t))
        i += 1
    return "".join(out)


def postcode_shape(spoken, heard=()):
    """'l s six, three b j' -> 'AA99AA': a single-letter word is a letter (A), the rest is read as digits (9)."""
    shape, run = [], []
    for t in re.findall(r"[a-z]+", spoken) + ["."]:
        if len(t) == 1:
            if run:
                shape.append("9" * len(digits_of(" ".join(run), heard)))
                run = []
            shape.append("A" if t != "." else "")
        else:
            run.append(t)
    return "".join(shape)


def self_check():
    """The helpers against published test values and known spoken forms."""
    assert luhn.is_valid("4111111111111111") and aba_valid("011000015")  # published test values
    assert digits_of("four oh four, double five two, eighteen thirty") == "4045521830"
    assert digits_of("for one for", ("for",)) == "414"
    assert digits_of("nine one five, to oh eight", ("for", "to")) == "915208"
    assert say("4045528137", "111 111 1111", doubles=True) == "four oh four, double five two, eight one three seven"
    assert postcode_shape("l s six, three b j") == "AA99AA" and postcode_shape("v seven l, one v four") == "A9A9A9"
    assert postcode_shape("c f eleven, nine n h") == "AA999AA" and postcode_shape("two one oh three") == "9999"


def segments_of(transcript, layout):
    """The transcript's markup as assemble() segments: plain strings and (text, label, key) tuples."""
    lines = [ln for ln in textwrap.dedent(transcript).strip("\n").split("\n")]
    text = (" " if layout == "block" else "\n").join(ln.strip() for ln in lines)
    segs, pos = [], 0
    for m in MARK.finditer(text):
        segs.append(text[pos:m.start()])
        value, code, key = m.group(1), m.group(2), m.group(3)
        label = CODES[code]
        segs.append((value, label, key if key else label + ":" + value))
        pos = m.end()
    segs.append(text[pos:])
    assert "[[" not in "".join(s for s in segs if isinstance(s, str)), transcript[:60]
    return [s for s in segs if s != ""]


def check_value(cid, span, heard=(), tidied_mail=False, abroad=False):
    """Checksums and shapes of the values, read back from their spoken form (the keywords: the module's header)."""
    label, txt = span["label"], span["text"]
    if label == "CREDIT_CARD_NUMBER":
        d = digits_of(txt, heard)
        assert len(d) in (15, 16) and luhn.is_valid(d), (cid, txt, d)
    elif label == "US_SSN":
        d = digits_of(txt, heard)
        if len(d) == 4:
            assert d != "0000", (cid, txt)
        else:
            assert len(d) == 9, (cid, txt, d)
            assert d[:3] not in ("000", "666") and d[0] != "9" and d[3:5] != "00" and d[5:] != "0000", (cid, txt)
    elif label == "PHONE_NUMBER":
        d = digits_of(txt, heard)
        if txt.startswith("plus"):
            assert 10 <= len(d) <= 13 and d[0] != "1", (cid, txt, d)
        elif abroad and d.startswith("0"):
            # UK (0 + ten digits: 01, 02, 03, 07) or Australian (0 + nine digits: 02-04, 07, 08)
            assert len(d) == 11 and d[1] in "1237" or len(d) == 10 and d[1] in "23478", (cid, txt, d)
        else:
            if len(d) == 11:
                assert d[0] == "1", (cid, txt)
                d = d[1:]
            assert len(d) == 10 and d[0] in "23456789" and d[3] in "23456789", (cid, txt, d)
            assert d[:3] not in TOLL_FREE, (cid, txt)
    elif label == "POSTCODE":
        if abroad:
            shape = postcode_shape(txt, heard)
            assert POSTCODE_SHAPES.fullmatch(shape), (cid, txt, shape)
        else:
            assert len(digits_of(txt, heard)) == 5, (cid, txt)
    elif label == "BANK_ACCOUNT":
        d = digits_of(txt, heard)  # abroad also a six-digit UK sort code or Australian BSB
        assert (abroad and len(d) == 6 or len(d) == 9 and aba_valid(d)
                or 8 <= len(d) <= 17 and not aba_valid(d)), (cid, txt, d)
    elif label == "EMAIL_ADDRESS":
        assert " at " in txt and " dot " in txt or tidied_mail and NORMALISED_MAIL.fullmatch(txt), (cid, txt)
    elif label == "USER_NAME":
        assert "underscore" in txt or USER_NUMBER.search(txt), (cid, txt)


def build(cid, layout, transcript, **rules):
    """One call's text and spans, checked: word boundaries, values (check_value() with rules), ASR style, layout
    (check_layout())."""
    text, spans, keys = assemble(cid, segments_of(transcript, layout), LABELS)
    for s in spans:  # word boundaries
        assert s["start"] == 0 or not text[s["start"] - 1].isalnum(), (cid, s)
        assert s["end"] == len(text) or not text[s["end"]].isalnum(), (cid, s)
        assert (not s["text"].startswith("the ")
                or s["label"] in ("DATE", "DATE_OF_BIRTH", "ORGANIZATION_NAME")), (cid, s)
        assert s["text"][-1] not in ".,?!", (cid, s)
        check_value(cid, s, **rules)
    lines = text.split("\n")
    for ln in lines:  # ASR style: lower case, no digits (only in a "speaker 1:" prefix)
        body = LABEL_LINE.sub("", ln)
        assert BODY_CHARS.fullmatch(body), (cid, re.search(r"[^a-z' .,?!:@-]", body))
        assert "  " not in body, (cid, body)
    check_layout(cid, lines, layout)
    return cid, text, spans


def check_layout(cid, lines, layout, label_line=LABEL_LINE):
    """A "block" is one line, "turns" are unlabelled lines; otherwise every line starts with one of two prefixes
    of label_line, those of "speakers" with speaker 1: / speaker 2:, the others with agent: / customer: and the like."""
    if layout == "block":
        assert len(lines) == 1, cid
    elif layout == "turns":
        assert len(lines) > 1 and not any(label_line.match(ln) for ln in lines), cid
    else:
        assert all(label_line.match(ln) for ln in lines), (cid, [ln for ln in lines if not label_line.match(ln)][:1])
        prefixes = {label_line.match(ln).group(1) for ln in lines}
        assert len(prefixes) == 2, (cid, prefixes)
        assert (layout == "speakers") == all(p.startswith("speaker") for p in prefixes), (cid, prefixes)


def uncovered_repeats(cid, text, spans, name_words):
    """Annotated strings that also occur outside every span (intended only for name_words, the set's names
    that are also ordinary words)."""
    covered = [(s["start"], s["end"]) for s in spans]
    found = set()
    for s in spans:
        if s["text"] in name_words:
            continue
        for m in re.finditer(rf"(?<![\w']){re.escape(s['text'])}(?![\w'])", text):
            if not any(a <= m.start() and m.end() <= b for a, b in covered):
                found.add(f"{cid}: unannotated {s['text']!r} at {m.start()}")
    return sorted(found)


def build_set(tag, calls, name_words, total, spans_per_call=None, **rules):
    """Every call of a set built (build(), ids '<tag>-en-001', ...) and the set checked: three calls, those whose
    domain says 'no PII', have no span; no annotated string stands unannotated elsewhere (but name_words); every
    label occurs; the number of spans lies in total (low, high), and a call's, if given, in spans_per_call.
    Returns the text records, the gold records, the label counts, the layout counts and the calls without PII."""
    records, golds, labels, layouts, warnings, empty = [], [], Counter(), Counter(), [], 0
    for i, (domain, layout, transcript) in enumerate(calls, 1):
        cid, text, spans = build(f"{tag}-en-{i:03d}", layout, transcript, **rules)
        records.append({"id": cid, "text": text})
        golds.append({"id": cid, "spans": spans})
        labels.update(s["label"] for s in spans)
        layouts[layout] += 1
        warnings += uncovered_repeats(cid, text, spans, name_words)
        empty += not spans
        assert ("no PII" in domain) == (not spans), (cid, domain)
        if spans_per_call:
            assert not spans or spans_per_call[0] <= len(spans) <= spans_per_call[1], (cid, len(spans))
    assert empty == 3, empty
    assert not warnings, warnings
    assert set(labels) == LABELS, LABELS - set(labels)
    assert total[0] <= sum(labels.values()) <= total[1], sum(labels.values())
    return records, golds, labels, layouts, empty


def write_set(stem, records, golds):
    """<stem>.jsonl (the texts) and <stem>.gold.jsonl (the spans) beside this file, one JSON object a line."""
    for name, rows in ((stem + ".jsonl", records), (stem + ".gold.jsonl", golds)):
        with open(DATA_DIR / name, "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")


def print_labels(labels):
    """The label counts, most first."""
    for label, n in sorted(labels.items(), key=lambda kv: -kv[1]):
        print(f"  {label:<24} {n}")


def report(records, empty, labels, layouts):
    """What build_set() returned, in short: calls, spans, layouts, then the label counts."""
    print(f"calls: {len(records)} ({empty} without PII), spans: {sum(labels.values())}, layouts: {dict(layouts)}")
    print_labels(labels)


def make_set(tag, calls, name_words, total, **rules):
    """What each set's generator does: check the helpers, build and check the set (build_set()), write
    en_calls_<tag>.jsonl and its gold beside this file, and print the report."""
    self_check()
    records, golds, labels, layouts, empty = build_set(tag, calls, name_words, total, **rules)
    write_set(f"en_calls_{tag}", records, golds)
    report(records, empty, labels, layouts)
