"""Sites `specimen init` writes from public token exports, exactly as their repositories publish
them (Tests/TokenImportTests/Fixtures/Published): no page is longer than 12,000 px at 1400 px or
25,000 px at 390 px, in either theme, before a reader opens a fold. A long group starts folded
under a summary that counts it and shows its colours."""
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By

from conftest import REPO, SPECIMEN, serve

PUBLISHED = REPO / "Tests" / "TokenImportTests" / "Fixtures" / "Published"
# Two Tokens Studio folders with $themes: seven modifiers and eleven groups of colours, and a
# palette of 334 colours in one group.
# Figma's Simple Design System: Figma variables in one DTCG file, three modes.
EXPORTS = {"digdir": PUBLISHED / "digdir-designsystemet" / "design-tokens",
           "sage": PUBLISHED / "Sage-design-tokens" / "tokens",
           "sds": PUBLISHED / "figma-sds" / "tokens.json"}
BUDGETS = {1400: 12_000, 390: 25_000}


@pytest.fixture(scope="module")
def init_sites():
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-budgets-"))
    servers, addresses = [], {}
    for name, tokens in EXPORTS.items():
        site = root / name
        made = subprocess.run([str(SPECIMEN), "init", str(site), "--tokens", str(tokens)],
                              capture_output=True, text=True, check=False)
        assert made.returncode == 0, made.stderr[-2000:]
        public = root / f"{name}-public"
        built = subprocess.run([str(SPECIMEN), "build", "--site", str(site), "--output", str(public)],
                               capture_output=True, text=True, check=False)
        assert built.returncode == 0, built.stderr[-2000:]
        pages = sorted(str(p.relative_to(public).parent) for p in public.rglob("index.html"))
        httpd = serve(public)
        servers.append(httpd)
        addresses[name] = (f"http://127.0.0.1:{httpd.server_address[1]}/", pages)
    yield addresses
    for httpd in servers:
        httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


@pytest.mark.parametrize("export", sorted(EXPORTS))
@pytest.mark.parametrize("width", sorted(BUDGETS))
def test_no_page_of_an_init_site_exceeds_the_budget(init_sites, browser, export, width):
    base, pages = init_sites[export]
    assert len(pages) > 5, pages
    browser.set_window_size(width, 900)
    too_long = []
    for page in pages:
        browser.get(base + ("" if page == "." else page + "/"))
        for theme in ("light", "dark"):
            browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
            height = browser.execute_script("return document.documentElement.scrollHeight")
            if height > BUDGETS[width]:
                too_long.append(f"{page} {theme}: {height} px")
    assert not too_long, f"pages over {BUDGETS[width]} px at {width}: {too_long}"


def test_a_folded_group_summarises_its_colours(init_sites, browser):
    base, _ = init_sites["digdir"]
    browser.set_window_size(1400, 900)
    browser.get(base + "foundations/color/")
    folds = browser.find_elements(By.CSS_SELECTOR, "details.sp-token-details")
    assert len(folds) >= 8
    first = folds[0]
    assert first.get_attribute("open") is None
    summary = first.find_element(By.TAG_NAME, "summary")
    assert "32 tokens in 2 contexts" in summary.text
    chips = summary.find_elements(By.CSS_SELECTOR, ".sp-token-strip .sp-swatch")
    assert len(chips) == 32
    # The chips stay on one or two lines and repaint with the theme switch.
    strip = summary.find_element(By.CSS_SELECTOR, ".sp-token-strip")
    assert strip.size["height"] <= 2 * 18 + 3
    fill = "return getComputedStyle(arguments[0].firstElementChild).backgroundColor"
    light = browser.execute_script(fill, chips[0])
    browser.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
    assert browser.execute_script(fill, chips[0]) != light
    # Opened, the table's columns are named by the scheme and say the values hold in every size
    # (no sentence above the table says it), and line up with the next group's.
    summary.click()
    headings = [th.text for th in first.find_elements(By.CSS_SELECTOR, "thead th")]
    assert headings == ["Token", "Light, every size", "Dark, every size"], headings
    assert not first.find_elements(By.XPATH, ".//*[starts-with(normalize-space(.), 'The same in every')]")
    folds[1].find_element(By.TAG_NAME, "summary").click()
    widths = [[th.size["width"] for th in fold.find_elements(By.CSS_SELECTOR, "thead th")] for fold in folds[:2]]
    assert widths[0] == widths[1], widths


def test_sds_colours_opened_on_a_phone_are_a_compact_list(init_sites, browser):
    """SDS's Color page with its four groups open (136 colours in three contexts) stays within
    the phone budget: a token is a few short lines, its values side by side under the contexts
    the table's head names once, not a card of stacked values."""
    base, _ = init_sites["sds"]
    browser.set_window_size(390, 900)
    browser.get(base + "foundations/color/")
    folds = browser.find_elements(By.CSS_SELECTOR, "details.sp-token-details")
    assert len(folds) == 4
    browser.execute_script("document.querySelectorAll('details.sp-token-details').forEach(d => { d.open = true; })")
    for theme in ("light", "dark"):
        browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
        height = browser.execute_script("return document.documentElement.scrollHeight")
        assert height < 22_000, f"{theme}: {height} px with every group open"
    row = browser.find_element(By.CSS_SELECTOR, "tr#token-color-background-default-default")
    cells = row.find_elements(By.CSS_SELECTOR, "td.sp-token-value")
    assert len(cells) == 3
    # The three values on one line, under the head's three context names.
    assert len({cell.location["y"] for cell in cells}) == 1
    head = folds[0].find_elements(By.CSS_SELECTOR, "thead th")
    shown = [th.text for th in head if th.is_displayed()]
    assert shown == ["SDS light", "SDS dark", "Brand B light"], shown
    # A few short lines: name, its variable wrapped whole (never cut off), the values.
    assert row.size["height"] <= 120, row.size
    # The alias reads by its last two parts; the fold still opens the whole chain.
    alias = cells[1].find_element(By.CSS_SELECTOR, ".sp-token-chain > summary .sp-token-name")
    assert alias.text == "gray/900", alias.text
    rights = browser.execute_script(
        "return [...document.querySelectorAll('table.sp-token-table')].map(t => t.getBoundingClientRect().right)")
    assert max(rights) <= 390, rights
