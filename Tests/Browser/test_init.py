"""A site `specimen init` wrote, opened as a new team would first see it: tokens named unlike
Appetite UI's (color/primary, color/surface) and a Figma file with node trees, built with the
built-in theme and no file written by hand; in dark mode the page must be dark and its text read."""
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, SPECIMEN, serve
from test_theme import contrast, luminance, style

DRAWN = REPO / "Tests" / "SiteTests" / "Fixtures" / "figma-drawn" / "content"


@pytest.fixture(scope="module")
def init_site():
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-init-"))
    site = root / "site"
    snapshot = root / "FixtureUIk7Q2ZmWxAbCdEf.json"
    shutil.copyfile(DRAWN / "figma" / "fixture.json", snapshot)
    made = subprocess.run(
        [str(SPECIMEN), "init", str(site), "--tokens", str(DRAWN / "tokens" / "fixture.resolver.json"),
         "--figma", str(snapshot)],
        capture_output=True, text=True, check=False)
    assert made.returncode == 0, made.stderr
    built = subprocess.run(
        [str(SPECIMEN), "build", "--site", str(site), "--output", str(root / "public")],
        capture_output=True, text=True, check=False)
    assert built.returncode == 0, built.stderr
    assert ", 0 warnings" in built.stdout, built.stdout + built.stderr
    httpd = serve(root / "public")
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


@pytest.mark.parametrize("page", ["", "components/button/", "foundations/color/"])
def test_dark_chrome_of_an_init_site(init_site, browser, page):
    browser.get(init_site)
    browser.execute_script("localStorage.setItem('specimen-theme', 'dark')")
    browser.get(init_site + page)
    try:
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark"
        body = browser.find_element(By.TAG_NAME, "body")
        background, text = style(browser, body, "backgroundColor"), style(browser, body, "color")
        assert luminance(background) < 0.05, f"the page is not dark: {background}"
        assert contrast(text, background) >= 4.5, (text, background)
        title = browser.find_element(By.CSS_SELECTOR, ".sp-article h1")
        assert contrast(style(browser, title, "color"), background) >= 4.5
        summary = browser.find_element(By.CSS_SELECTOR, ".sp-summary")
        assert contrast(style(browser, summary, "color"), background) >= 4.5
        for link in browser.find_elements(By.CSS_SELECTOR, ".sp-article a")[:5]:
            assert contrast(style(browser, link, "color"), background) >= 4.5, link.text
    finally:
        browser.execute_script("localStorage.removeItem('specimen-theme')")


def test_sds_dialog_page_copies_the_import_its_code_connect_files_write(published_init_sites, browser):
    """The first thing under Code on the SDS Dialog page is how to import it: every component its
    source file declares (react-docgen-typescript's Dialog.tsx: eight), from the module SDS's Code
    Connect files import them from (its `primitives` path alias); the Copy button copies that."""
    _, address = published_init_sites["sds-figma-export"]
    browser.get(address + "components/dialog/")
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": address.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    block = browser.find_element(By.CSS_SELECTOR, "#code + .sp-code")
    statement = ('import {\n  Dialog,\n  DialogTrigger,\n  DialogButton,\n  DialogTitle,\n  DialogDescription,\n'
                 '  DialogBody,\n  DialogModal,\n  DialogClose,\n} from "primitives";')
    assert block.find_element(By.TAG_NAME, "code").get_attribute("textContent") == statement
    button = block.find_element(By.CSS_SELECTOR, ".sp-copy")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    WebDriverWait(browser, 3).until(lambda _: button.text == "Copied")
    copied = browser.execute_async_script(
        "navigator.clipboard.readText().then(arguments[0], () => arguments[0](null))")
    assert copied == statement
