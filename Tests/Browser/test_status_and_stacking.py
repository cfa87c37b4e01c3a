"""How two things read at a glance: the accessibility summary's status labels, in both themes,
and a token table of one value column stacked on a phone."""
import pytest
from selenium.webdriver.common.by import By

from test_theme import contrast, style


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_accessibility_badges_say_their_status_in_colour_with_aa_contrast(server, browser, theme):
    """Each badge is a status label of its own colours: its text is at least 4.5:1 on its own
    background, and an AA failure, an AAA failure and a pass each have a colour of their own (not
    one dark pill whatever it says)."""
    browser.get(server + "foundations/accessibility/")
    browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
    badges = browser.find_elements(By.CSS_SELECTOR, ".sp-a11y-badge")
    assert badges
    backgrounds = {}
    for badge in badges:
        text, background = style(browser, badge, "color"), style(browser, badge, "backgroundColor")
        assert contrast(text, background) >= 4.5, f"{badge.text}: {text} on {background}"
        kind = "pass" if "sp-a11y-pass" in badge.get_attribute("class") else (
            "aaa" if "sp-a11y-badge-aaa" in badge.get_attribute("class") else "aa")
        backgrounds.setdefault(kind, set()).add(background)
    # Every component of the bundled site fails at AA and at AAA.
    assert set(backgrounds) >= {"aa", "aaa"}
    assert all(len(colours) == 1 for colours in backgrounds.values()), backgrounds
    assert backgrounds["aa"] != backgrounds["aaa"]
    page = style(browser, browser.find_element(By.TAG_NAME, "body"), "backgroundColor")
    # A failure is not drawn in the page's own text colour, as the old pill was.
    text = style(browser, browser.find_element(By.TAG_NAME, "body"), "color")
    assert backgrounds["aa"] != {text} and backgrounds["aa"] != {page}


def test_a_one_column_token_table_names_its_column_once_on_a_phone(published_init_sites, browser):
    """digdir's border radii read the same in every size and color scheme: at 390 px the table's
    one value column is named once, above its rows, and no stacked row repeats it."""
    _, address = published_init_sites["digdir-figmagic"]
    browser.set_window_size(390, 900)
    try:
        browser.get(address + "foundations/border-radius/")
        table = browser.find_element(By.CSS_SELECTOR, "table.sp-token-table")
        heading = table.find_element(By.CSS_SELECTOR, "thead th:not(.sp-token-heading)")
        assert heading.is_displayed() and heading.text == "Every size and color scheme"
        assert heading.size["width"] > 100 and heading.size["height"] > 10
        cells = table.find_elements(By.CSS_SELECTOR, "td.sp-token-value")
        assert len(cells) > 3
        for cell in cells:
            label = browser.execute_script(
                "return getComputedStyle(arguments[0], '::before').content", cell)
            assert label in ("none", "normal", ""), label
            assert "Every size" not in cell.text
    finally:
        browser.set_window_size(1280, 900)
