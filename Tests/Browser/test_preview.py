"""Live previews in Chromium: every control the bundled pages tell the reader to use, by mouse and by
keyboard, in light and dark. Geometry is read from the rendered page and compared with the model's
own drawing of the same variant (the specimens on the page, or the preview's drawing for that
situation), and aria state with what the control says."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

THEMES = ["light", "dark"]


def open_page(browser, url, theme):
    browser.get(url)
    browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)


def preview(browser, set_name, index=0):
    """The index-th live preview of a set on the page."""
    found = browser.find_elements(By.CSS_SELECTOR, f".sp-live[data-set='{set_name}']")
    assert len(found) > index, f"no preview #{index} of {set_name}"
    element = found[index]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    return element


def shown_keys(browser, root):
    """The situations the shown drawing stands for."""
    return browser.execute_script("""
      const root = arguments[0];
      const data = JSON.parse(root.getAttribute('data-live'));
      const drawings = [...root.querySelectorAll('.sp-live-state')];
      const shown = drawings.filter(d => !d.hidden);
      if (shown.length !== 1) return null;
      return data.states[drawings.indexOf(shown[0])].keys;""", root)


def handle_centre(browser, svg):
    """The x of the Toggle handle's centre in the drawing's own units: the unfiltered circle."""
    return browser.execute_script("""
      const svg = arguments[0];
      const circles = [...svg.querySelectorAll('circle:not([filter])')];
      const handle = circles[circles.length - 1];
      const box = handle.getBoundingClientRect(), frame = svg.getBoundingClientRect();
      const scale = svg.viewBox.baseVal.width / frame.width;
      return svg.viewBox.baseVal.x + (box.left + box.width / 2 - frame.left) * scale;""", svg)


def shown_svg(root):
    return next(d for d in root.find_elements(By.CSS_SELECTOR, ".sp-live-state") if d.is_displayed()) \
        .find_element(By.TAG_NAME, "svg")


def specimen_handle(browser, figure_id):
    svg = browser.find_element(By.CSS_SELECTOR, f"#{figure_id} svg")
    return handle_centre(browser, svg)


# MARK: Toggle


@pytest.mark.parametrize("theme", THEMES)
def test_toggle_flips_by_click_and_moves_its_handle(server, browser, theme):
    open_page(browser, server + "components/toggle/", theme)
    off, on = specimen_handle(browser, "toggle-default-off"), specimen_handle(browser, "toggle-default-on")
    assert on - off == pytest.approx(16, abs=0.01)
    root = preview(browser, "Toggle")
    switch = root.find_element(By.CSS_SELECTOR, "[role=switch]")
    assert switch.get_attribute("aria-checked") == "false"
    assert handle_centre(browser, shown_svg(root)) == pytest.approx(off, abs=0.01)
    switch.click()
    assert switch.get_attribute("aria-checked") == "true"
    assert handle_centre(browser, shown_svg(root)) == pytest.approx(on, abs=0.01)
    # A click focuses without the keyboard: no ring.
    assert shown_keys(browser, root) == ["on"]
    switch.click()
    assert switch.get_attribute("aria-checked") == "false"
    assert shown_keys(browser, root) == ["rest"]


@pytest.mark.parametrize("theme", THEMES)
def test_toggle_shows_pressed_while_the_pointer_is_down(server, browser, theme):
    open_page(browser, server + "components/toggle/", theme)
    root = preview(browser, "Toggle")
    switch = root.find_element(By.CSS_SELECTOR, "[role=switch]")
    ActionChains(browser).move_to_element(switch).click_and_hold().perform()
    assert "press" in shown_keys(browser, root)
    ActionChains(browser).release().perform()
    assert shown_keys(browser, root) == ["on"]
    assert switch.get_attribute("aria-checked") == "true"


@pytest.mark.parametrize("theme", THEMES)
def test_toggle_by_keyboard_shows_the_ring_and_flips_on_space_and_enter(server, browser, theme):
    open_page(browser, server + "components/toggle/", theme)
    root = preview(browser, "Toggle")
    switch = root.find_element(By.CSS_SELECTOR, "[role=switch]")
    # Tab to it from the element before, so focus comes from the keyboard.
    browser.execute_script("""
      const before = document.createElement('button'); before.id = 'before'; before.textContent = 'before';
      arguments[0].before(before); before.focus();""", root)
    ActionChains(browser).send_keys(Keys.TAB).perform()
    assert browser.switch_to.active_element == switch
    assert shown_keys(browser, root) == ["focus"]
    ActionChains(browser).key_down(Keys.SPACE).perform()
    assert "press" in shown_keys(browser, root)
    ActionChains(browser).key_up(Keys.SPACE).perform()
    assert switch.get_attribute("aria-checked") == "true"
    assert shown_keys(browser, root) == ["on+focus"]
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert switch.get_attribute("aria-checked") == "false"
    assert shown_keys(browser, root) == ["focus"]
    # The browser's own outline is off: the model's ring is the focus indicator.
    assert browser.execute_script("return getComputedStyle(arguments[0]).outlineStyle", switch) == "none"


@pytest.mark.parametrize("theme", THEMES)
def test_toggle_label_row_is_one_switch(server, browser, theme):
    open_page(browser, server + "components/toggle/", theme)
    root = preview(browser, "_Toggle Label")
    switch = root.find_element(By.CSS_SELECTOR, "[role=switch]")
    stage = root.find_element(By.CSS_SELECTOR, ".sp-live-stage")
    assert switch.size == stage.size
    assert switch.get_attribute("aria-label")
    # Click the text (the far end of the row), then the track (the near end).
    width = stage.size["width"]
    ActionChains(browser).move_to_element_with_offset(stage, width // 2 - 20, 0).click().perform()
    assert switch.get_attribute("aria-checked") == "true"
    ActionChains(browser).move_to_element_with_offset(stage, -width // 2 + 26, 0).click().perform()
    assert switch.get_attribute("aria-checked") == "false"
