"""`specimen serve` in a real browser: an open page follows its Markdown without a manual reload."""
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import pathlib

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, SPECIMEN


@pytest.fixture()
def served_copy():
    """A copy of the bundled site under `specimen serve` on a free port: (folder, base URL)."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-serve-browser-"))
    for part in ("content", "templates"):
        shutil.copytree(REPO / part, root / part)
    process = subprocess.Popen(
        [str(SPECIMEN), "serve", "--site", str(root), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
    assert match, line + process.stderr.read()
    yield root, match.group(1)
    process.send_signal(signal.SIGINT)
    try:
        assert process.wait(timeout=20) == 0
    finally:
        if process.poll() is None:
            process.kill()
        shutil.rmtree(root, ignore_errors=True)
    assert not (root / "Public").exists()


def save(path: pathlib.Path, text: str) -> None:
    """As editors save: a hidden temporary file renamed over the old one."""
    temporary = path.with_name("." + path.name + ".swp")
    temporary.write_text(text)
    os.rename(temporary, path)


def text_of(browser, selector: str) -> str:
    """The text of the first element matching `selector`, read in one script call.

    The page reloads while a test waits, so an element found in one call may be gone by the next:
    Chromium then reports it stale or, mid-navigation, as a node outside the document. Reading in one
    call and treating any driver error as "not yet" keeps the wait about the page, not the timing.
    """
    try:
        return browser.execute_script(
            "const e = document.querySelector(arguments[0]); return e ? e.innerText : ''", selector) or ""
    except WebDriverException:
        return ""


def test_saving_markdown_updates_the_open_page(served_copy, browser):
    root, base = served_copy
    browser.get(base + "components/checkbox/")
    WebDriverWait(browser, 10).until(lambda b: b.execute_script(
        "return window.performance.getEntriesByType('resource').some(e => e.name.includes('/_specimen/events'))"
        " || document.readyState === 'complete'"))
    time.sleep(0.5)  # the event stream connects after the page loads
    page = root / "content" / "pages" / "components" / "checkbox.md"
    save(page, page.read_text().replace("changes a setting", "flips a setting while serving"))
    WebDriverWait(browser, 15).until(lambda b: "flips a setting while serving" in text_of(b, "main"))


def test_a_broken_save_shows_the_errors_over_the_page_until_fixed(served_copy, browser):
    root, base = served_copy
    browser.get(base + "components/checkbox/")
    time.sleep(0.5)
    page = root / "content" / "pages" / "components" / "checkbox.md"
    good = page.read_text()
    save(page, good.replace("[Toggle](toggle.md) changes", "[Toggle](toggel.md) changes"))
    WebDriverWait(browser, 15).until(lambda b: text_of(b, "#specimen-serve-errors"))
    overlay = text_of(browser, "#specimen-serve-errors")
    assert "link to a missing page 'toggel.md'" in overlay
    assert "checkbox.md:10:" in overlay
    save(page, good)
    WebDriverWait(browser, 15).until(lambda b: not text_of(b, "#specimen-serve-errors") and text_of(b, "main"))
