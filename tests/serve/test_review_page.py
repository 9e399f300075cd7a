"""The review page in a real browser: Debian's Chromium driven by Playwright, against the
real app (spaCy NER, the faker filler) served by uvicorn on a free localhost port.

Never downloads a browser (`playwright install` is not used): without /usr/bin/chromium
the test skips with the apt-get command that provides it.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
# An emoji before the reviewed word: its offsets differ between UTF-16 (the page) and code
# points (the API), so a wrong conversion shows up as a vault span with the wrong text.
TEXT = ("Hi 👋, this is John Smith, my phone number is 555-123-4567 and I live in Boston. "
        "I am calling about my dentist appointment.")

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server_url(nlp) -> Iterator[str]:
    """The real app in uvicorn on a background thread; shut down after the module."""
    import uvicorn

    from pseudofill.serve import create_app

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(), log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/"
    server.should_exit = True
    thread.join(timeout=15)
    sock.close()
    assert not thread.is_alive(), "uvicorn did not shut down"


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        pytest.skip("Debian chromium not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, server_url):
    context = browser.new_context(accept_downloads=True, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    failed: list[str] = []
    page.on("pageerror", lambda exc: failed.append(str(exc)))
    page.on("requestfailed", lambda request: failed.append(f"request failed: {request.url}"))
    page.goto(server_url)
    page.wait_for_selector("#detector-list input[value=entity]")
    yield page
    context.close()
    assert not failed, failed


def spans(page) -> list[tuple[str, str]]:
    return [(m.get_attribute("data-label"), m.inner_text()) for m in page.locator("#original mark.span").all()]


def drag_select(page, word: str) -> None:
    """Select `word` in the original pane with a real mouse drag across it."""
    box = page.evaluate("""(word) => {
        const walker = document.createTreeWalker(document.querySelector('#original'), NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.data.indexOf(word);
            if (at < 0 || node.parentElement.closest('mark')) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            const r = range.getBoundingClientRect();
            return {left: r.left, right: r.right, y: r.top + r.height / 2};
        }
        return null;
    }""", word)
    assert box, f"{word!r} is not plain text in #original"
    page.mouse.move(box["left"] + 1, box["y"])
    page.mouse.down()
    page.mouse.move((box["left"] + box["right"]) / 2, box["y"], steps=3)
    page.mouse.move(box["right"] - 1, box["y"], steps=3)
    page.mouse.up()


def download_jsonl(page, button: str) -> list[dict]:
    with page.expect_download() as info:
        page.click(button)
    path = info.value.path()
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def test_detect_review_fill_download(page, tmp_path):
    page.fill("#text", TEXT)
    page.fill("#doc-id", "call-7")
    page.click("#detect")
    page.wait_for_selector("#original mark.span")
    found = spans(page)
    assert ("PERSON_NAME", "John Smith") in found
    assert ("PHONE_NUMBER", "555-123-4567") in found
    assert ("LOCATION", "Boston") in found
    legend = page.inner_text("#legend")
    for label in ("PERSON_NAME", "PHONE_NUMBER", "LOCATION"):
        assert label in legend
    # The pane holds exactly the original text, highlights included.
    assert page.inner_text("#original") == TEXT

    # Drop Boston: it is no longer a highlight, and no longer in the legend.
    page.click("#original mark.span[data-label=LOCATION]")
    assert ("LOCATION", "Boston") not in spans(page)
    assert page.inner_text("#original .dropped") == "Boston"
    assert "LOCATION" not in page.inner_text("#legend")

    # Add "dentist" (after the emoji) with a label typed in free text.
    drag_select(page, "dentist")
    page.wait_for_selector("#label-chooser:not([hidden])")
    assert page.inner_text("#selection-preview") == "dentist"
    page.fill("#new-label", "medical info")
    page.click("#add-span")
    assert ("MEDICAL_INFO", "dentist") in spans(page)
    assert "MEDICAL_INFO" in page.inner_text("#legend")

    page.select_option("#method", "faker")
    page.click("#fill")
    page.wait_for_selector("#filled mark.fill")
    filled = page.inner_text("#filled")
    assert "[" not in filled and "]" not in filled
    assert "John Smith" not in filled and "555-123-4567" not in filled and "dentist" not in filled
    assert "Boston" in filled  # the dropped span stays verbatim
    for kept in ("Hi 👋, this is ", ", my phone number is ", " and I live in Boston. I am calling about my "):
        assert kept in filled
    assert {m.get_attribute("data-label") for m in page.locator("#filled mark.fill").all()} == {
        "PERSON_NAME", "PHONE_NUMBER", "MEDICAL_INFO"}
    assert page.is_hidden("#error")

    vault = download_jsonl(page, "#download-vault")
    assert [record["id"] for record in vault] == ["call-7"]
    by_text = {span["text"]: span for span in vault[0]["spans"]}
    assert set(by_text) == {"John Smith", "555-123-4567", "dentist"}
    start = TEXT.index("dentist")  # code points, as Python counts them
    assert (by_text["dentist"]["start"], by_text["dentist"]["end"]) == (start, start + len("dentist"))
    assert by_text["dentist"]["label"] == "MEDICAL_INFO" and by_text["dentist"]["source"] == "review"
    (filled_record,) = download_jsonl(page, "#download")
    assert filled_record["text"] == filled and filled_record["id"] == "call-7"

    shot = tmp_path / "review.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 1000 and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_api_error_is_shown(page):
    """A request the API refuses (no detector chosen → 422) shows its detail on the page."""
    page.fill("#text", "Call John Smith.")
    for box in page.locator("#detector-list input").all():
        box.uncheck()
    page.click("#detect")
    page.wait_for_selector("#error:not([hidden])")
    error = page.inner_text("#error")
    assert error.startswith("422") and "detectors" in error
    assert page.locator("#original mark.span").count() == 0


def test_jsonl_upload_record_picker_and_process_all(page):
    records = [{"id": "r1", "text": "Call John Smith on 555-123-4567."},
               {"id": "r2", "text": "Mail ann@example.com before Friday."},
               {"id": "r3", "text": "Nothing personal here."}]
    content = "\n".join([json.dumps(r) for r in records[:2]] + ["not json", json.dumps(records[2])]) + "\n"
    page.set_input_files("#file", files=[{"name": "calls.jsonl", "mimeType": "application/x-ndjson",
                                          "buffer": content.encode()}])
    page.wait_for_selector("#record:not([hidden])")
    assert page.input_value("#text") == records[0]["text"] and page.input_value("#doc-id") == "r1"
    assert "1 line(s)" in page.inner_text("#error")
    assert page.locator("#record option").count() == 3
    page.select_option("#record", "1")
    assert page.input_value("#text") == records[1]["text"] and page.input_value("#doc-id") == "r2"
    page.select_option("#method", "faker")
    page.click("#process-all")
    page.wait_for_selector("#download:not([disabled])")
    filled = download_jsonl(page, "#download")
    assert [r["id"] for r in filled] == ["r1", "r2", "r3"]
    assert "John Smith" not in filled[0]["text"] and "ann@example.com" not in filled[1]["text"]
    assert filled[2]["text"] == records[2]["text"] and all("[" not in r["text"] for r in filled)
    # The picked record shows its reviewed result, ready for edits.
    assert page.locator("#original mark.span").count() >= 1 and "[" not in page.inner_text("#filled")
