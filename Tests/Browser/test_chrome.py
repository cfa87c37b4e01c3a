"""The chrome around the pages: every width from 360 to 1400 px, both themes, deep links, copy
buttons, the edit link, the 404 page, the head's metadata and print styles."""
import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

APPETITE = ["", "foundations/color/", "components/input/", "components/toggle/"]
EAND = ["", "components/input/", "components/price-line/", "components/searchbar/"]
WIDTHS = [360, 390, 768, 1400]


def sized(browser, width):
    browser.set_window_size(width, 900)
    return browser


@pytest.fixture
def restore_size(browser):
    yield browser
    browser.set_window_size(1280, 900)


def overflowing(browser):
    """Elements wider than the viewport that make the page scroll sideways."""
    return browser.execute_script("""
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      const scrolls = e => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowX);
      const insideScroller = e => { for (let p = e.parentElement; p; p = p.parentElement) if (scrolls(p)) return true; return false; };
      return [...document.querySelectorAll('body *')].filter(e => {
        const box = e.getBoundingClientRect();
        return box.right > width + 1 && !insideScroller(e);
      }).slice(0, 5).map(e => e.tagName + '.' + e.className);
    """)


@pytest.mark.parametrize("width", WIDTHS)
def test_no_page_scrolls_sideways(server, eand_server, restore_size, width):
    browser = sized(restore_size, width)
    for base, paths in ((server, APPETITE), (eand_server, EAND)):
        for path in paths:
            browser.get(base + path)
            assert browser.execute_script(
                "return document.documentElement.scrollWidth") <= browser.execute_script(
                "return document.documentElement.clientWidth"), (base + path, width, overflowing(browser))


def test_wide_tables_scroll_inside_their_wrapper_or_stack(server, restore_size):
    browser = sized(restore_size, 360)
    found = set()
    for path in ("components/input/", "components/toggle/"):
        browser.get(server + path)
        for selector in (".sp-variant-grid",):
            for box in browser.find_elements(By.CSS_SELECTOR, selector):
                found.add(selector)
                overflow = box.value_of_css_property("overflow-x")
                assert overflow in ("auto", "scroll"), (selector, overflow)
        # Token and properties tables stack into rows instead (test_reading.py checks every
        # cell is in sight).
        for selector in (".sp-token-table", ".sp-properties-table"):
            for table in browser.find_elements(By.CSS_SELECTOR, selector):
                found.add(selector)
                assert table.value_of_css_property("display") == "block"
    assert len(found) == 3, found


@pytest.mark.parametrize("width", [360, 390, 1400])
def test_anatomy_labels_read_at_11_px_and_a_wider_drawing_scrolls(server, restore_size, width):
    """On a phone the anatomy's labels read at 10 px or more, and a drawing the component's own
    text keeps wider than the figure (the Input's 14 px hint stops its variant at 79 %) shows at
    its own size and scrolls in a focusable box; the Toggle's fits whole."""
    browser = sized(restore_size, width)
    for path in ("components/input/", "components/toggle/"):
        browser.get(server + path)
        shown = browser.execute_script("""
          return [...document.querySelectorAll('.sp-anatomy-svg')].filter(s => s.getBoundingClientRect().width > 0)
            .map(s => { const scroller = s.closest('.sp-anatomy-scroll');
              return [11 * s.getBoundingClientRect().width / s.viewBox.baseVal.width,
                      scroller.scrollWidth - scroller.clientWidth, scroller.tabIndex,
                      getComputedStyle(scroller).overflowX]; });""")
        assert len(shown) == 1, (path, width, shown)
        label_size, scrolled, tab_index, overflow = shown[0]
        assert label_size >= 9.95, (path, width, label_size)
        hint = browser.execute_script("""
          const box = [...document.querySelectorAll('.sp-anatomy-scroll')].find(b => b.getBoundingClientRect().width > 0);
          const hint = box.nextElementSibling;
          return [hint.className, hint.getBoundingClientRect().height > 0, box.classList.contains('sp-scrolls')];""")
        if scrolled > 0:
            assert label_size >= 10.95, (path, width, label_size)
            assert width < 900 and path == "components/input/", (path, width, scrolled)
            assert tab_index == 0 and overflow == "auto", (tab_index, overflow)
            # Part of it is out of sight: the edge fades and a line says so, until the end.
            assert hint == ["sp-scroll-hint", True, True], (path, width, hint)
            after = browser.execute_script("""
              const box = [...document.querySelectorAll('.sp-anatomy-scroll')].find(b => b.getBoundingClientRect().width > 0);
              box.scrollLeft = box.scrollWidth;
              box.dispatchEvent(new Event('scroll'));
              return [box.nextElementSibling.getBoundingClientRect().height > 0, box.classList.contains('sp-scrolls')];""")
            assert after == [False, False], (path, width, after)
        else:
            assert hint == ["sp-scroll-hint", False, False], (path, width, hint)


@pytest.mark.parametrize("width", [1400, 1100])
def test_token_names_wrap_only_between_their_parts(server, eand_server, restore_size, width):
    browser = sized(restore_size, width)
    for page in (server + "components/input/", server + "foundations/color/", eand_server + "components/input/"):
        browser.get(page)
        broken = browser.execute_script("""
          document.querySelectorAll('.sp-article details').forEach(d => { d.open = true; });
          const out = [];
          for (const code of document.querySelectorAll('.sp-token-table .sp-token-name, .sp-token-table .sp-token-var')) {
            const text = code.textContent; const range = document.createRange(); let top = null;
            let offset = 0;
            const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let i = 0; i < node.length; i++, offset++) {
                range.setStart(node, i); range.setEnd(node, i + 1);
                const rect = range.getBoundingClientRect();
                if (top !== null && rect.top > top + 2 && !'/-'.includes(text[offset - 1])) out.push(text);
                top = rect.top;
              }
            }
          }
          return out.slice(0, 5);""")
        assert not broken, (page, width, broken)


def test_eand_token_table_fits_its_column_at_1400(eand_server, restore_size):
    browser = sized(restore_size, 1400)
    browser.get(eand_server + "components/input/")
    browser.execute_script("document.querySelectorAll('.sp-article details').forEach(d => { d.open = true; })")
    for wrap in browser.find_elements(By.CSS_SELECTOR, ".sp-token-table-wrap"):
        assert browser.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth + 1", wrap)


@pytest.mark.parametrize("width", [360, 390])
def test_eand_has_a_menu_and_on_this_page_on_narrow_screens(eand_server, restore_size, width):
    browser = sized(restore_size, width)
    browser.get(eand_server + "components/input/")
    nav = browser.find_element(By.ID, "sp-nav")
    assert not nav.is_displayed()
    browser.find_element(By.CSS_SELECTOR, ".sp-nav-toggle").click()
    assert nav.is_displayed()
    assert nav.find_element(By.CSS_SELECTOR, "a[aria-current='page']").is_displayed()
    # The menu lies over the page; Escape closes it.
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert not nav.is_displayed()
    toc = browser.find_element(By.CSS_SELECTOR, ".sp-toc-title")
    assert toc.is_displayed()
    toc.click()
    links = [link for link in browser.find_elements(By.CSS_SELECTOR, ".sp-toc a") if link.is_displayed()]
    assert links
    # Under the title, above the first section: a reader sees what the page is, then its outline.
    assert browser.find_element(By.CSS_SELECTOR, "main h1").rect["y"] < toc.rect["y"]
    assert toc.rect["y"] < browser.find_element(By.CSS_SELECTOR, ".sp-article h2").rect["y"]


def test_eand_sidebar_shows_status_badges(eand_server, browser):
    browser.get(eand_server + "components/input/")
    badges = [b.text for b in browser.find_elements(By.CSS_SELECTOR, ".sp-nav .sp-badge") if b.is_displayed()]
    assert "Beta" in badges


def test_theme_button_names_the_theme_it_switches_to(server, eand_server, browser):
    for base in (server, eand_server):
        browser.get(base + "components/input/")
        root = browser.find_element(By.TAG_NAME, "html")
        button = browser.find_element(By.CSS_SELECTOR, ".sp-theme-toggle")
        for _ in range(2):
            theme = root.get_attribute("data-theme")
            expected = "Light theme" if theme == "dark" else "Dark theme"
            assert button.text == expected
            assert button.get_attribute("aria-label") == f"Switch to the {expected.split()[0].lower()} theme"
            button.click()
        browser.execute_script("localStorage.clear()")


def rgb(value, over=(255, 255, 255)):
    """An rgb()/rgba() value as opaque channels, composited over `over` when translucent."""
    parts = [float(part) for part in re.findall(r"[\d.]+", value)]
    alpha = parts[3] if len(parts) > 3 else 1.0
    return [round(c * alpha + o * (1 - alpha)) for c, o in zip(parts[:3], over)]


def luminance(color):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_swatches_have_a_hairline_and_table_rules_show(server, eand_server, browser, theme):
    for base in (server, eand_server):
        browser.get(base + "components/input/")
        browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
        swatch = browser.find_element(By.CSS_SELECTOR, ".sp-swatch > span")
        assert "inset" in swatch.value_of_css_property("box-shadow") or \
            swatch.value_of_css_property("border-top-style") != "none"
        cell = browser.find_element(By.CSS_SELECTOR, ".sp-token-table td")
        background = rgb(browser.execute_script("return getComputedStyle(document.body).backgroundColor"))
        rule = rgb(cell.value_of_css_property("border-bottom-color"), over=background)
        assert contrast(rule, background) >= 1.2, (base, theme, rule, background)


def test_deep_links_to_specimens_variant_cells_and_token_rows(server, browser):
    browser.get(server + "components/toggle/#toggle-disabled-on")
    target = browser.find_element(By.ID, "toggle-disabled-on")
    assert target.tag_name == "figure" and "sp-specimen" in target.get_attribute("class")
    assert browser.execute_script("return document.querySelector(':target') === arguments[0]", target)
    assert browser.find_element(By.ID, "variants-toggle-disabled-on").tag_name == "td"
    rows = browser.find_elements(By.CSS_SELECTOR, ".sp-token-table tr[data-token]")
    assert rows and all(row.get_attribute("id").startswith("token-") for row in rows)
    ids = browser.execute_script("return [...document.querySelectorAll('[id]')].map(e => e.id)")
    assert len(ids) == len(set(ids))


def test_headings_have_anchor_links_and_tokens_copy_buttons(server, browser):
    browser.get(server + "components/toggle/")
    for heading in browser.find_elements(By.CSS_SELECTOR, ".sp-article h2[id]"):
        # Shown on hover and focus (test_reading.py); here, that every heading has one.
        anchor = heading.find_element(By.CSS_SELECTOR, "a.sp-anchor")
        assert anchor.get_attribute("href").endswith("#" + heading.get_attribute("id"))
    labels = [b.get_attribute("aria-label") for b in browser.find_elements(By.CSS_SELECTOR, ".sp-copy-inline")]
    assert "Copy var(--bg-soft-200)" in labels
    assert "Copy #E5E5EA" in labels


def test_head_has_canonical_description_open_graph_and_favicon(server, browser):
    browser.get(server + "components/toggle/")
    head = {
        "canonical": "link[rel='canonical']", "description": "meta[name='description']",
        "og:title": "meta[property='og:title']", "og:url": "meta[property='og:url']",
        "og:description": "meta[property='og:description']", "icon": "link[rel='icon']",
    }
    found = {name: browser.find_elements(By.CSS_SELECTOR, selector) for name, selector in head.items()}
    assert all(found.values()), [name for name, elements in found.items() if not elements]
    assert found["canonical"][0].get_attribute("href") == "https://design.appetite.app/components/toggle/"
    assert found["og:title"][0].get_attribute("content") == "Toggle"
    icon = found["icon"][0].get_attribute("href")
    browser.get(icon)
    assert "<svg" in browser.page_source


def test_no_edit_link_without_a_repository_and_404_page(server, eand_server, browser):
    # Neither bundled site names a repository yet: no page links to an address that is not real.
    for page in (server + "components/toggle/", eand_server + "components/input/"):
        browser.get(page)
        assert not browser.find_elements(By.LINK_TEXT, "Edit this page")
    for base in (server, eand_server):
        browser.get(base + "404.html")
        assert browser.find_element(By.CSS_SELECTOR, "main h1").text == "Page not found"
        assert browser.find_elements(By.CSS_SELECTOR, ".sp-nav a")


def test_print_hides_the_chrome(server, browser):
    browser.get(server + "components/toggle/")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        for selector in (".sp-header", ".sp-nav", ".sp-toc", ".sp-pager"):
            assert not browser.find_element(By.CSS_SELECTOR, selector).is_displayed(), selector
        assert browser.find_element(By.CSS_SELECTOR, "main h1").is_displayed()
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
