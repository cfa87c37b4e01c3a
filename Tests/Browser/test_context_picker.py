"""A site whose contexts differ by a brand as well as the colour scheme: each token table shows one
brand at a time under a labelled picker a keyboard works; choosing a brand shows its rows, sets
the page's `data-brand` (so tokens.css repaints) and is kept for the next page."""
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import SPECIMEN, serve

FILES = {
    "content/site.yml": "name: Brands\ntokens:\n  resolver: tokens/r.resolver.json\n  contexts:\n"
                        "    theme: [light, dark]\n    brand: [acme, other]\n",
    "content/tokens/r.resolver.json": """{ "version": "2025.10",
  "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
  "modifiers": {
    "brand": { "contexts": { "acme": [], "other": [{ "$ref": "other.tokens.json" }] }, "default": "acme" },
    "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
  "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }, { "$ref": "#/modifiers/theme" }] }""",
    "content/tokens/base.tokens.json":
        '{ "color": { "$type": "color", "brand": { "$value": "#0A66D6" }, "text": { "$value": "#111111" } } }',
    "content/tokens/other.tokens.json": '{ "color": { "brand": { "$type": "color", "$value": "#C8102E" } } }',
    "content/tokens/dark.tokens.json": '{ "color": { "text": { "$type": "color", "$value": "#EEEEEE" } } }',
    "content/pages/index.md": "---\ntitle: Home\n---\n\nThe brand is {{token color/brand}}.\n\n"
                              "```token-list color\n```\n",
    "content/pages/more.md": "---\ntitle: More\n---\n\n```tokens\ncolor/brand\ncolor/text\n```\n",
}


@pytest.fixture(scope="module")
def brand_site():
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-picker-"))
    for path, text in FILES.items():
        (root / "site" / path).parent.mkdir(parents=True, exist_ok=True)
        (root / "site" / path).write_text(text)
    built = subprocess.run([str(SPECIMEN), "build", "--site", str(root / "site"), "--output", str(root / "public")],
                           capture_output=True, text=True, check=False)
    assert built.returncode == 0, built.stderr
    httpd = serve(root / "public")
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


@pytest.mark.parametrize("width", [1400, 390])
def test_a_brand_picker_shows_one_brand_at_a_time(brand_site, browser, width):
    browser.set_window_size(width, 900)
    browser.get(brand_site)
    browser.execute_script("localStorage.removeItem('specimen-context-brand')")
    browser.get(brand_site)
    picker = browser.find_element(By.CSS_SELECTOR, ".sp-context-picker select")
    assert picker.is_displayed()
    assert picker.find_element(By.XPATH, "ancestor::label").text.startswith("Brand")
    # One table: color/text is the same in both brands (one row), color/brand differs (a row each).
    rows = browser.find_elements(By.CSS_SELECTOR, '.sp-token-table tr[data-token="color/brand"]')
    assert len(rows) == 2
    assert [r.is_displayed() for r in rows] == [True, False]
    assert browser.find_element(By.CSS_SELECTOR, '.sp-token-table tr[data-token="color/text"]').is_displayed()
    assert browser.execute_script("return document.documentElement.getAttribute('data-brand')") == "acme"
    swatch = browser.find_element(By.CSS_SELECTOR, ".sp-token-ref .sp-swatch > span")
    fill = "return getComputedStyle(arguments[0]).backgroundColor"
    assert browser.execute_script(fill, swatch) == "rgb(10, 102, 214)"
    # By keyboard: focus the picker and choose the next brand.
    browser.execute_script("arguments[0].focus()", picker)
    picker.send_keys(Keys.ARROW_DOWN)
    assert picker.get_attribute("value") == "other"
    assert [r.is_displayed() for r in rows] == [False, True]
    assert browser.execute_script("return document.documentElement.getAttribute('data-brand')") == "other"
    assert browser.execute_script(fill, swatch) == "rgb(200, 16, 46)"
    # Headings name the scheme alone; the rows' brand labels are for a reader without the script.
    assert [th.get_attribute("textContent") for th in browser.find_elements(By.CSS_SELECTOR, ".sp-token-table thead th")] == \
        ["Token", "Light", "Dark"]
    assert not rows[1].find_element(By.CSS_SELECTOR, ".sp-context-row-label").is_displayed()
    # The next page opens on the same brand.
    browser.get(brand_site + "more/")
    assert browser.find_element(By.CSS_SELECTOR, ".sp-context-picker select").get_attribute("value") == "other"
    assert browser.execute_script("return document.documentElement.getAttribute('data-brand')") == "other"
    # A link to a row of a brand not shown switches the picker to it and lands on the row.
    browser.get(brand_site + "#token-color-brand")
    row = browser.find_element(By.ID, "token-color-brand")
    assert row.is_displayed()
    assert browser.find_element(By.CSS_SELECTOR, ".sp-context-picker select").get_attribute("value") == "acme"
    assert browser.execute_script("return document.documentElement.getAttribute('data-brand')") == "acme"
    browser.execute_script("localStorage.removeItem('specimen-context-brand')")
