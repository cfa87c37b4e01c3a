"""The built-in theme on a site of its own: no templates/ folder, tokens named like the Simple
Design System's (color/background/default, not Appetite UI's bg/white-0), opened in dark mode."""
import pathlib
import re
import shutil
import tempfile

import pytest
from selenium.webdriver.common.by import By

from conftest import REPO, build, serve

FIXTURE = REPO / "Tests" / "SiteTests" / "Fixtures" / "sds"


def without_chrome(site_yml: str) -> str:
    """site.yml without its chrome: block: the theme's own palette throughout."""
    return re.sub(r"\nchrome:\n(  .*\n)+", "\n", site_yml)


@pytest.fixture(scope="module", params=["mapped", "palette"])
def sds_site(request):
    """The fixture site built and served, with its chrome mapped to its tokens or not at all."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-sds-"))
    site = root / "site"
    shutil.copytree(FIXTURE, site)
    assert not (site / "templates").exists()
    if request.param == "palette":
        config = site / "content" / "site.yml"
        config.write_text(without_chrome(config.read_text(encoding="utf-8")), encoding="utf-8")
    build(site, root / "public")
    httpd = serve(root / "public")
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


def rgb(css: str):
    return tuple(int(float(part)) for part in re.findall(r"[\d.]+", css)[:3])


def luminance(color):
    def channel(byte):
        v = byte / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def style(browser, element, prop):
    return rgb(browser.execute_script("return getComputedStyle(arguments[0])[arguments[1]]", element, prop))


def test_dark_chrome_with_other_token_names(sds_site, browser):
    browser.get(sds_site)
    browser.execute_script("localStorage.setItem('specimen-theme', 'dark')")
    browser.get(sds_site)
    try:
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark"
        body = browser.find_element(By.TAG_NAME, "body")
        background, text = style(browser, body, "backgroundColor"), style(browser, body, "color")
        assert luminance(background) < 0.05, f"the page is not dark: {background}"
        assert contrast(text, background) >= 4.5, (text, background)
        # A token name in a code span reads on its box, and the box is not a dark hole in a light page.
        code = browser.find_element(By.CSS_SELECTOR, ".sp-article p code")
        assert code.text == "color/background/default"
        box = style(browser, code, "backgroundColor")
        assert contrast(style(browser, code, "color"), box) >= 4.5
        assert luminance(box) < 0.1
        # Muted text (the summary) and the header's buttons read too.
        summary = browser.find_element(By.CSS_SELECTOR, ".sp-summary")
        assert contrast(style(browser, summary, "color"), background) >= 4.5
        toggle = browser.find_element(By.CSS_SELECTOR, ".sp-theme-toggle")
        assert contrast(style(browser, toggle, "color"), style(browser, toggle, "backgroundColor")) >= 4.5
    finally:
        browser.execute_script("localStorage.removeItem('specimen-theme')")
