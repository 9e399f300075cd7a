"""`pseudofill serve`'s REST API through FastAPI's TestClient: the real detectors (spaCy
NER included), the real `faker` filler, and once the packaged `lm` on one sentence."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from pseudofill.document import ConfigError
from pseudofill.serve import create_app

CALL = "Hi, this is John Smith, my phone number is 555-123-4567 and I live in Boston."


@pytest.fixture(scope="module")
def client(nlp) -> TestClient:
    return TestClient(create_app())


def assert_consistent(masked: dict, vault: dict, original: str) -> None:
    """Every mask sits at its offsets in the masked text; every vault span quotes the original."""
    assert masked["id"] == vault["id"]
    for mask in masked["masks"]:
        assert masked["text"][mask["start"]:mask["end"]] == mask["tag"]
    for span in vault["spans"]:
        assert original[span["start"]:span["end"]] == span["text"]
    assert [m["tag"] for m in masked["masks"]] == [s["tag"] for s in vault["spans"]]


def assert_filled(filled: dict, vault: dict) -> None:
    assert "[" not in filled["text"]
    for fill in filled["fills"]:
        assert filled["text"][fill["start"]:fill["end"]] == fill["value"]
    for span in vault["spans"]:
        assert span["text"] not in filled["text"]


def test_lists_and_health(client):
    detectors = client.get("/detectors").json()
    assert {"entity", "patterns", "transcript"} <= set(detectors["detectors"])
    assert detectors["default"] == ["entity", "caseless", "names", "places", "attributes", "patterns", "transcript"]
    assert detectors["presets"]["accurate"] == ["entity", "rampart", "caseless", "names", "places", "organisations",
                                               "attributes", "patterns", "transcript"]  # organisations: Swedish only
    assert "organisations" in detectors["default_by_language"]["sv"]
    assert detectors["styles"] == ["generic", "typed", "numbered"] and detectors["default_style"] == "numbered"
    methods = client.get("/methods").json()
    assert {"lm", "faker", "random", "instruct"} <= set(methods["methods"]) and methods["default"] == "lm"
    assert client.get("/health").json()["status"] == "ok"


def test_mask_detects_with_the_default_detectors(client):
    answer = client.post("/mask", json={"id": "c1", "text": CALL})
    assert answer.status_code == 200, answer.text
    masked, vault = answer.json()["masked"], answer.json()["vault"]
    assert masked["text"] == ("Hi, this is [PERSON_NAME_1], my phone number is [PHONE_NUMBER_1] "
                              "and I live in [LOCATION_1].")
    assert {(s["label"], s["text"]) for s in vault["spans"]} == {
        ("PERSON_NAME", "John Smith"), ("PHONE_NUMBER", "555-123-4567"), ("LOCATION", "Boston")}
    assert_consistent(masked, vault, CALL)


def test_mask_options_override_the_server_defaults(client):
    answer = client.post("/mask", json={"text": CALL, "detectors": ["patterns"], "style": "typed"}).json()
    assert answer["masked"]["text"] == "Hi, this is John Smith, my phone number is [PHONE_NUMBER] and I live in Boston."
    assert answer["masked"]["id"] == "1"


def test_given_spans_are_used_as_is_with_code_point_offsets(client):
    text = "😀🏠 Ana lives at Rue Émile-Zola, 𝔸𝕟𝕒's flat."
    ana, street = text.index("Ana"), text.index("Rue Émile-Zola")
    spans = [{"start": street, "end": street + len("Rue Émile-Zola"), "label": "STREET_ADDRESS"},
             {"start": ana, "end": ana + 3, "label": "PERSON_NAME", "source": "entity"}]
    answer = client.post("/mask", json={"id": "u", "text": text, "spans": spans}).json()
    masked, vault = answer["masked"], answer["vault"]
    assert masked["text"] == "😀🏠 [PERSON_NAME_1] lives at [STREET_ADDRESS_1], 𝔸𝕟𝕒's flat."
    assert [(s["text"], s["source"]) for s in vault["spans"]] == [("Ana", "entity"), ("Rue Émile-Zola", "review")]
    assert_consistent(masked, vault, text)


@pytest.mark.parametrize(("spans", "message"), [
    ([{"start": 5, "end": 99, "label": "X"}], "outside the text"),
    ([{"start": 4, "end": 4, "label": "X"}], "empty"),
    ([{"start": 0, "end": 5, "label": "A"}, {"start": 3, "end": 8, "label": "B"}], "overlap"),
    ([{"start": 0, "end": 2, "label": "person name"}], "spans.0.label"),
    ([{"start": -1, "end": 2, "label": "X"}], "spans.0.start"),
])
def test_bad_spans_are_422_with_the_reason(client, spans, message):
    answer = client.post("/mask", json={"id": "r9", "text": "Call Ana Lee now.", "spans": spans})
    assert answer.status_code == 422
    assert message in answer.json()["detail"]


def test_empty_text_masks_and_fills_to_nothing(client):
    answer = client.post("/run", json={"text": "", "method": "faker"})
    assert answer.status_code == 200, answer.text
    assert answer.json()["masked"]["masks"] == [] and answer.json()["filled"] == {"id": "1", "text": "", "fills": []}


def test_fill_a_masked_record_with_its_vault(client):
    masked = client.post("/mask", json={"id": "f1", "text": CALL}).json()
    answer = client.post("/fill", json={**masked, "method": "faker", "seed": 3})
    assert answer.status_code == 200, answer.text
    filled = answer.json()["filled"]
    assert filled["id"] == "f1" and len(filled["fills"]) == 3
    assert filled["text"].startswith("Hi, this is ") and filled["text"].endswith(".")
    assert_filled(filled, masked["vault"])
    # Without a vault (a masked record only) the tags are still all filled.
    bare = client.post("/fill", json={"masked": {"id": "f2", "text": "Ask [PERSON_NAME_1] today."},
                                      "method": "faker"}).json()["filled"]
    assert "[" not in bare["text"] and bare["fills"][0]["label"] == "PERSON_NAME"


def test_run_is_deterministic_and_its_reuse_cap_is_per_request(client):
    """max_reuse=1 with a cap carried across requests would change the second answer."""
    body = {"id": "d", "text": CALL, "method": "faker", "seed": 5, "max_reuse": 1}
    first, second = (client.post("/run", json=body).json() for _ in range(2))
    assert first == second
    assert_filled(first["filled"], first["vault"])
    assert_consistent(first["masked"], first["vault"], CALL)


def test_run_with_reviewed_spans(client):
    """The review page's path: a dropped span stays verbatim, an added one is filled."""
    word = CALL.index("number")
    spans = [{"start": 12, "end": 22, "label": "PERSON_NAME"}, {"start": word, "end": word + 6, "label": "NOUN"}]
    answer = client.post("/run", json={"id": "rv", "text": CALL, "spans": spans, "method": "faker"}).json()
    filled = answer["filled"]
    assert filled["text"].endswith(" and I live in Boston.")
    assert "John Smith" not in filled["text"] and " number " not in filled["text"]
    assert [f["label"] for f in filled["fills"]] == ["PERSON_NAME", "NOUN"]


@pytest.mark.slow
def test_run_with_the_packaged_lm(client):
    text = "Please call Maria Lopez tomorrow."
    answer = client.post("/run", json={"id": "lm1", "text": text, "detectors": ["entity"], "top1": True})
    assert answer.status_code == 200, answer.text
    result = answer.json()
    assert {s["text"] for s in result["vault"]["spans"]} >= {"Maria Lopez"}
    assert_filled(result["filled"], result["vault"])
    assert result["filled"]["text"].startswith("Please call ")


def test_batches_report_each_failed_record_and_keep_the_rest(client):
    records = [{"id": "a", "text": "Call 555-123-4567 now."},
               {"id": "b", "text": "short", "spans": [{"start": 0, "end": 50, "label": "X"}]},
               {"id": "a", "text": "Duplicate id."}]
    answer = client.post("/mask", json={"records": [{**r, "detectors": ["patterns"]} for r in records]})
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert [r["masked"]["text"] for r in body["results"]] == ["Call [PHONE_NUMBER_1] now."]
    assert [(e["index"], e["id"], e["status"]) for e in body["errors"]] == [(1, "b", 422), (2, "a", 422)]
    assert "duplicate id" in body["errors"][1]["detail"]
    masked = body["results"][0]
    fills = client.post("/fill", json={"records": [
        {**masked, "method": "faker"},
        {"masked": masked["masked"], "vault": {**masked["vault"], "id": "zz"}, "method": "faker"},
        {**masked, "method": "no-such-method"},
    ]}).json()
    assert len(fills["results"]) == 1 and "[" not in fills["results"][0]["filled"]["text"]
    assert [(e["index"], e["status"]) for e in fills["errors"]] == [(1, 422), (2, 400)]
    runs = client.post("/run", json={"records": [{"id": "x", "text": CALL, "method": "faker"},
                                                 {"id": "y", "text": "Mail ann@example.com", "method": "faker"}]})
    assert [r["filled"]["id"] for r in runs.json()["results"]] == ["x", "y"] and runs.json()["errors"] == []


@pytest.mark.parametrize(("path", "body", "status", "message"), [
    ("/mask", {"text": "x", "detectors": ["nope"]}, 400, "unknown detector 'nope'"),
    ("/run", {"text": "Call 555-123-4567.", "detectors": ["patterns"], "method": "nope"}, 400,
     "unknown fill method 'nope'"),
    ("/run", {"text": "Call 555-123-4567.", "detectors": ["patterns"], "method": "faker", "top1": True}, 400,
     "has no parameter(s) top1"),
    ("/mask", {"text": 5}, 422, "text: Input should be a valid string"),
    ("/mask", {"text": "x", "detector": ["entity"]}, 422, "detector: Extra inputs are not permitted"),
    ("/mask", {"text": "x", "style": "fancy"}, 422, "style: Input should be"),
    ("/mask", {"text": "x", "detectors": []}, 422, "detectors: List should have at least 1 item"),
    ("/mask", {"records": [{"txt": "x"}]}, 422, "records.0.text: Field required"),
    ("/mask", {"text": "nul\x00byte"}, 422, "NUL"),
    ("/fill", {"masked": {"id": "m", "text": "[x]", "masks": [{"start": 0, "end": 3, "tag": "[x]", "label": "X"}]}},
     422, "record 'm': reading the masked record failed"),
    ("/fill", {"masked": {"id": "m", "text": "Hi [MASK]"}, "vault": {"id": "other", "spans": []}}, 422,
     "vault id 'other'"),
])
def test_bad_requests_are_4xx_with_a_readable_detail(client, path, body, status, message):
    answer = client.post(path, json=body)
    assert answer.status_code == status, answer.text
    assert message in answer.json()["detail"]


def test_malformed_bodies(client):
    broken = client.post("/mask", content=b'{"text": ', headers={"content-type": "application/json"})
    assert broken.status_code == 422 and broken.json()["detail"].startswith("invalid JSON at character 9")
    surrogate = client.post("/mask", content=b'{"text": "\\ud800"}', headers={"content-type": "application/json"})
    assert surrogate.status_code == 422 and "lone surrogates" in surrogate.json()["detail"]
    form = client.post("/mask", content=b'{"text": "x"}', headers={"content-type": "text/plain"})
    assert form.status_code == 422 and "Content-Type: application/json" in form.json()["detail"]


def test_body_limit_413_by_header_and_by_streamed_bytes(nlp):
    small = TestClient(create_app(max_body_bytes=200))
    declared = small.post("/mask", json={"text": "x" * 300})
    assert declared.status_code == 413 and "200 bytes" in declared.json()["detail"]

    def chunks(parts):
        yield from parts

    too_long = small.post("/mask", content=chunks([b'{"text": "', b"y" * 150, b"z" * 150, b'"}']),
                          headers={"content-type": "application/json"})
    assert "content-length" not in too_long.request.headers
    assert too_long.status_code == 413
    fits = small.post("/mask", content=chunks([b'{"text": "Call 555-123-4567",', b' "detectors": ["patterns"]}']),
                      headers={"content-type": "application/json"})
    assert fits.status_code == 200 and fits.json()["masked"]["text"] == "Call [PHONE_NUMBER_1]"


def test_server_config_sets_the_defaults(tmp_path, nlp):
    config = tmp_path / "serve.toml"
    config.write_text('[mask]\ndetectors = ["patterns"]\nstyle = "typed"\n[fill]\nmethod = "faker"\n')
    configured = TestClient(create_app(config))
    assert configured.get("/detectors").json()["default"] == ["patterns"]
    assert configured.get("/methods").json()["default"] == "faker"
    result = configured.post("/run", json={"text": CALL}).json()
    assert result["masked"]["text"] == "Hi, this is John Smith, my phone number is [PHONE_NUMBER] and I live in Boston."
    assert "555-123-4567" not in result["filled"]["text"] and "John Smith" in result["filled"]["text"]
    with pytest.raises(ConfigError, match="not found"):
        create_app(tmp_path / "missing.toml")
    with pytest.raises(ConfigError, match="unknown detector"):
        create_app({"mask": {"detectors": ["nope"]}, "fill": {"method": "faker"}}, preload=True)


def test_page_static_files_and_schema(client):
    page = client.get("/")
    assert page.status_code == 200 and 'id="original"' in page.text and 'id="legend"' in page.text
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert "http" not in page.text.replace("http-equiv", "")  # nothing fetched from elsewhere
    script = client.get("/static/app.js")
    assert script.status_code == 200 and "codePointMaps" in script.text
    assert client.get("/static/app.css").status_code == 200
    schema = client.get("/openapi.json").json()
    assert {"MaskRequest", "MaskBatchRequest", "FillRequest", "RunRequest", "SpanIn", "MaskResponse",
            "RunResponse"} <= set(schema["components"]["schemas"])
    assert "requestBody" in schema["paths"]["/run"]["post"]
    assert json.dumps(schema["paths"]["/mask"]["post"]["requestBody"]).count("$ref") >= 2


def test_restore_gives_the_original_back_and_refuses_a_vault_that_is_not_the_fills(client):
    ran = client.post("/run", json={"id": "r1", "text": CALL, "method": "faker"}).json()
    restored = client.post("/restore", json={"filled": ran["filled"], "vault": ran["vault"]})
    assert restored.status_code == 200 and restored.json()["restored"] == {"id": "r1", "text": CALL}
    phone_only = client.post("/restore", json={"filled": ran["filled"], "vault": ran["vault"],
                                                "labels": ["PHONE_NUMBER"]}).json()["restored"]["text"]
    assert "555-123-4567" in phone_only and "John Smith" not in phone_only
    ran["vault"]["spans"] = ran["vault"]["spans"][1:]
    refused = client.post("/restore", json={"filled": ran["filled"], "vault": ran["vault"]})
    assert refused.status_code == 422 and "not this fill's" in refused.json()["detail"]


def test_a_token_guards_every_call_but_the_page(tmp_path, nlp):
    from pseudofill.serve.guards import read_token

    (tmp_path / "token").write_text("s3cret-token-of-32-characters-xx\n")
    token = read_token(tmp_path / "token")
    guarded = TestClient(create_app(token=token))
    assert guarded.get("/health").status_code == 401
    assert guarded.post("/mask", json={"text": CALL}).status_code == 401
    assert guarded.get("/health", headers={"Authorization": "Bearer wrong"}).status_code == 401
    assert guarded.get("/health", headers={"Authorization": f"Bearer {token}"}).status_code == 200
    ok = guarded.post("/mask", json={"text": CALL}, headers={"Authorization": f"Bearer {token}"})
    assert ok.status_code == 200 and guarded.get("/").status_code == 200  # the page asks for the token itself
    (tmp_path / "short").write_text("abc\n")
    with pytest.raises(ConfigError, match="at least 16"):
        read_token(tmp_path / "short")
    (tmp_path / "blank").write_text("  \n\n")
    with pytest.raises(ConfigError, match="at least 16"):
        read_token(tmp_path / "blank")


def test_serving_beyond_this_machine_needs_a_token(tmp_path, capsys):
    from pseudofill.cli import main

    assert main(["serve", "--host", "0.0.0.0", "--port", "8999"]) == 1
    assert "needs --token-file" in capsys.readouterr().err
