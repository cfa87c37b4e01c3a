"""Live previews in Chromium: every control the bundled pages tell the reader to use, by mouse and by
keyboard, in light and dark. Geometry is read from the rendered page and compared with the model's
own drawing of the same variant (the specimens on the page, or the preview's drawing for that
situation), and aria state with what the control says."""
import pathlib
import re

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
    # "Default, active. Click it.": the preview starts on.
    assert switch.get_attribute("aria-checked") == "true"
    assert handle_centre(browser, shown_svg(root)) == pytest.approx(on, abs=0.01)
    switch.click()
    assert switch.get_attribute("aria-checked") == "false"
    assert handle_centre(browser, shown_svg(root)) == pytest.approx(off, abs=0.01)
    # A click focuses without the keyboard: no ring.
    assert shown_keys(browser, root) == ["rest"]
    switch.click()
    assert switch.get_attribute("aria-checked") == "true"
    assert shown_keys(browser, root) == ["on"]
    assert handle_centre(browser, shown_svg(root)) == pytest.approx(on, abs=0.01)


@pytest.mark.parametrize("theme", THEMES)
def test_toggle_shows_pressed_while_the_pointer_is_down(server, browser, theme):
    open_page(browser, server + "components/toggle/", theme)
    root = preview(browser, "Toggle")
    switch = root.find_element(By.CSS_SELECTOR, "[role=switch]")
    ActionChains(browser).move_to_element(switch).click_and_hold().perform()
    assert shown_keys(browser, root) == ["on+press"]
    ActionChains(browser).release().perform()
    assert shown_keys(browser, root) == ["rest"]
    assert switch.get_attribute("aria-checked") == "false"


@pytest.mark.parametrize("theme", THEMES)
def test_a_pointer_over_the_toggle_moves_it_toward_pressed(server, browser, theme):
    """The file has no Hover state, so a hover shows the pressed drawing half-through over the
    one shown, and leaving takes it away; the situation's drawing stays the one shown."""
    open_page(browser, server + "components/toggle/", theme)
    root = preview(browser, "Toggle")
    switch = root.find_element(By.CSS_SELECTOR, "[role=switch]")
    toward = lambda: browser.execute_script("""
      const root = arguments[0], data = JSON.parse(root.getAttribute('data-live'));
      const drawings = [...root.querySelectorAll('.sp-live-state')];
      const marked = drawings.filter(d => d.hasAttribute('data-toward') && getComputedStyle(d).display !== 'none');
      return marked.map(d => [data.states[drawings.indexOf(d)].keys, getComputedStyle(d).opacity]);""", root)
    before = shown_keys(browser, root)
    ActionChains(browser).move_to_element(switch).perform()
    assert shown_keys(browser, root) == before
    pressed = "press" if before == ["rest"] else before[0] + "+press"
    assert toward() == [[[pressed], "0.5"]]
    ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, "h1")).perform()
    assert toward() == []


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
    assert shown_keys(browser, root) == ["on+focus"]
    ActionChains(browser).key_down(Keys.SPACE).perform()
    assert shown_keys(browser, root) == ["on+focus+press"]
    ActionChains(browser).key_up(Keys.SPACE).perform()
    assert switch.get_attribute("aria-checked") == "false"
    assert shown_keys(browser, root) == ["focus"]
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert switch.get_attribute("aria-checked") == "true"
    assert shown_keys(browser, root) == ["on+focus"]
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


# MARK: Input


def stage_height(browser, root):
    return browser.execute_script(
        "return arguments[0].querySelector('.sp-live-stage').getBoundingClientRect().height", root)


def model_height(browser, root, key):
    """The height the model lays the drawing for `key` out at: its SVG's height attribute."""
    return browser.execute_script("""
      const root = arguments[0], key = arguments[1];
      const data = JSON.parse(root.getAttribute('data-live'));
      const index = data.states.findIndex(s => s.keys.includes(key));
      if (index < 0) return null;
      return parseFloat(root.querySelectorAll('.sp-live-state svg')[index].getAttribute('height'));""", root, key)


def focus_from_keyboard(browser, root, target):
    """Tab into `target` from a button put just before the preview."""
    browser.execute_script("""
      document.getElementById('before')?.remove();
      const before = document.createElement('button'); before.id = 'before'; before.textContent = 'before';
      arguments[0].before(before); before.focus();""", root)
    ActionChains(browser).send_keys(Keys.TAB).perform()
    assert browser.switch_to.active_element == target


def leave(browser):
    """Click outside every control: the focus goes back to the page."""
    ActionChains(browser).move_to_element(browser.find_element(By.TAG_NAME, "h1")).click().perform()


def computed_color(browser, element):
    return browser.execute_script("return getComputedStyle(arguments[0]).color", element)


def variable_color(browser, variable):
    """The color a token's CSS variable resolves to on this page and theme."""
    return browser.execute_script("""
      const probe = document.createElement('span'); probe.style.color = 'var(' + arguments[0] + ')';
      document.body.append(probe); const color = getComputedStyle(probe).color; probe.remove(); return color;""",
        variable)


@pytest.mark.parametrize("theme", THEMES)
def test_text_input_takes_typing_in_each_type(server, browser, theme):
    open_page(browser, server + "components/input/", theme)
    count = len(browser.find_elements(By.CSS_SELECTOR, ".sp-live[data-set='Text Input']"))
    assert count >= 6
    for index in range(count):
        root = preview(browser, "Text Input", index)
        field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
        if field.get_attribute("value"):  # a fixed state that starts with text (Error)
            continue
        assert shown_keys(browser, root) == ["rest"]
        field.click()
        assert "focus" in shown_keys(browser, root)
        field.send_keys("abc")
        assert field.get_attribute("value") == "abc"
        assert shown_keys(browser, root) == ["focus", "filled+focus"]
        # The typed text sits where the model's value layer is, in its text style.
        frame = browser.execute_script("""
          const data = JSON.parse(arguments[0].getAttribute('data-live'));
          const state = data.states.find(s => s.keys.includes('filled+focus'));
          return state.text.find(t => t.layer === data.layer).frame;""", root)
        box = browser.execute_script("""
          const f = arguments[0].getBoundingClientRect(), s = arguments[1].getBoundingClientRect();
          return [f.left - s.left, f.top - s.top, f.width, f.height];""",
            field, root.find_element(By.CSS_SELECTOR, ".sp-live-stage"))
        assert box == pytest.approx(frame, abs=0.01)
        leave(browser)
        assert shown_keys(browser, root) == ["filled"]


@pytest.mark.parametrize("theme", THEMES)
def test_text_input_clear_button_empties_it_and_enter_does_not(server, browser, theme):
    open_page(browser, server + "components/input/", theme)
    root = preview(browser, "Text Input")
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    clear = root.find_element(By.CSS_SELECTOR, ".sp-live-target[data-target=clear]")
    field.click()
    # Focused draws the clear button (as the Figma variant does); with no text it does nothing,
    # and Tab passes it by: it takes the focus only with text.
    assert clear.is_displayed()
    assert clear.get_attribute("aria-disabled") == "true"
    field.send_keys(Keys.TAB)
    assert browser.switch_to.active_element != clear
    field.click()
    field.send_keys("abc", Keys.ENTER)
    assert field.get_attribute("value") == "abc"
    assert clear.get_attribute("aria-disabled") == "false"
    clear.click()
    assert field.get_attribute("value") == ""
    assert browser.switch_to.active_element == field
    # By keyboard: Tab from the field reaches the clear button, which stays drawn, and Enter clears.
    field.send_keys("abc", Keys.TAB)
    assert browser.switch_to.active_element == clear
    assert clear.is_displayed()
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert field.get_attribute("value") == ""


@pytest.mark.parametrize("theme", THEMES)
def test_the_error_field_shows_focus_as_its_model_draws_it_never_a_rectangle(server, browser, theme):
    """The Error preview once drew no focused state, and the browser's rectangle showed around its
    text: an underlined field has none. It now reaches the model's focus drawings (the brand rule
    once the text is valid), and the field itself draws no outline."""
    open_page(browser, server + "components/input/", theme)
    root = next(r for r in browser.find_elements(By.CSS_SELECTOR, ".sp-live.sp-live-on[data-set='Text Input']")
                if r.find_element(By.CSS_SELECTOR, "input.sp-live-control").get_attribute("aria-invalid"))
    assert "sp-live-draws-focus" in root.get_attribute("class")
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", field)
    field.click()
    assert browser.execute_script("return getComputedStyle(arguments[0]).outlineStyle", field) == "none"
    assert all("focus" in key.split("+") for key in shown_keys(browser, root))
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("ana@appetite.app")
    assert "filled+focus" in shown_keys(browser, root)


def typed_password(browser, server, theme):
    """Input's password preview with "secret1" typed: its root, its field and its eye button."""
    open_page(browser, server + "components/input/", theme)
    root = next(r for r in browser.find_elements(By.CSS_SELECTOR, ".sp-live[data-set='Text Input']")
                if r.find_elements(By.CSS_SELECTOR, "input[type=password]"))
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", root)
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    field.send_keys("secret1")
    return root, field, root.find_element(By.CSS_SELECTOR, ".sp-live-target[aria-pressed]")


@pytest.mark.parametrize("theme", THEMES)
def test_password_hides_the_text_until_its_eye_reveals_it(server, browser, theme):
    root, field, eye = typed_password(browser, server, theme)
    assert eye.get_attribute("aria-pressed") == "false"
    eye.click()
    assert field.get_attribute("type") == "text"
    assert eye.get_attribute("aria-pressed") == "true"
    # And by keyboard: Shift-Tab from the field to the eye is not needed; Enter on the focused eye.
    eye.send_keys(Keys.ENTER)
    assert field.get_attribute("type") == "password"
    assert field.get_attribute("value") == "secret1"


ICONS = pathlib.Path(__file__).resolve().parents[2] / "content" / "icons"


def icon_paths(name):
    """The path data of an icon as the site's icon folder has it."""
    return re.findall(r'd="([^"]+)"', (ICONS / f"{name}.svg").read_text())


def drawn_icon_paths(browser, root, target):
    """The path data of the icon the shown drawing puts under a clickable layer's button."""
    return browser.execute_script("""
      const root = arguments[0];
      const button = root.querySelector('.sp-live-target[data-target="' + arguments[1] + '"]').getBoundingClientRect();
      const x = button.left + button.width / 2, y = button.top + button.height / 2;
      const drawing = root.querySelector('.sp-live-state:not([hidden])');
      const use = [...drawing.querySelectorAll('use')].find(u => {
        const box = u.getBoundingClientRect();
        return box.left <= x && x <= box.right && box.top <= y && y <= box.bottom;
      });
      if (!use) return null;
      const symbol = document.getElementById((use.getAttribute('href') || '').slice(1));
      return symbol ? [...symbol.querySelectorAll('path')].map(p => p.getAttribute('d')) : null;""", root, target)


@pytest.mark.parametrize("theme", THEMES)
def test_the_password_eye_draws_the_icon_of_what_the_field_shows(server, browser, theme):
    """The model draws eye-off while the text is hidden and gives `eye` for while it shows: the
    drawing under the button follows each click, by pointer and by keyboard."""
    root, field, eye = typed_password(browser, server, theme)
    hidden, shown = icon_paths("eye-off"), icon_paths("eye")
    assert drawn_icon_paths(browser, root, "eye") == hidden
    eye.click()
    assert field.get_attribute("type") == "text"
    assert drawn_icon_paths(browser, root, "eye") == shown
    assert "shown" in "+".join(shown_keys(browser, root))
    eye.send_keys(Keys.ENTER)
    assert field.get_attribute("type") == "password"
    assert drawn_icon_paths(browser, root, "eye") == hidden


@pytest.mark.parametrize("theme", THEMES)
def test_prefix_keeps_its_prefix_and_the_reader_types_the_rest(server, browser, theme):
    open_page(browser, server + "components/input/", theme)
    root = next(r for r in browser.find_elements(By.CSS_SELECTOR, ".sp-live[data-set='Text Input']")
                if "https://" in r.get_attribute("innerHTML"))
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", root)
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    field.send_keys("example.com")
    assert field.get_attribute("value") == "example.com"
    # The prefix is part of the drawing, left of the field.
    prefix_right = browser.execute_script("""
      const texts = [...arguments[0].querySelectorAll('.sp-live-state:not([hidden]) text')];
      const prefix = texts.find(t => t.textContent.includes('https://'));
      return prefix.getBoundingClientRect().right;""", root)
    assert prefix_right <= field.rect["x"] + 0.5


@pytest.mark.parametrize("theme", THEMES)
def test_error_shows_its_hint_in_the_error_color(server, browser, theme):
    open_page(browser, server + "components/input/", theme)
    root = next(r for r in browser.find_elements(By.CSS_SELECTOR, ".sp-live[data-set='Text Input']")
                if r.find_element(By.CSS_SELECTOR, "input.sp-live-control").get_attribute("value"))
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", root)
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    hint = browser.find_element(By.ID, field.get_attribute("aria-describedby"))
    assert hint.get_attribute("textContent")
    drawn = browser.execute_script("""
      const texts = [...arguments[0].querySelectorAll('.sp-live-state:not([hidden]) text')];
      const hint = texts.find(t => t.textContent === arguments[1]);
      return hint && getComputedStyle(hint).fill;""", root, hint.get_attribute("textContent"))
    assert drawn == variable_color(browser, "--state-error-base-500")


def hint_fill(browser, root, hint_text):
    return browser.execute_script("""
      const texts = [...arguments[0].querySelectorAll('.sp-live-state:not([hidden]) text')];
      const hint = texts.find(t => t.textContent === arguments[1]);
      return hint && getComputedStyle(hint).fill;""", root, hint_text)


@pytest.mark.parametrize("theme", THEMES)
def test_error_leaves_when_the_value_is_valid_and_returns_when_it_breaks(server, browser, theme):
    """The Error preview starts in Error (the body fixes it), checks the text against the model's
    `accepts: email`: a valid address shows the field without the error, breaking it shows Error
    again, and aria-invalid says the same."""
    open_page(browser, server + "components/input/", theme)
    root = next(r for r in browser.find_elements(By.CSS_SELECTOR, ".sp-live[data-set='Text Input']")
                if r.find_element(By.CSS_SELECTOR, "input.sp-live-control").get_attribute("value"))
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", root)
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    hint = browser.find_element(By.ID, field.get_attribute("aria-describedby")).get_attribute("textContent")
    error = variable_color(browser, "--state-error-base-500")
    assert "invalid" in shown_keys(browser, root)[0].split("+")
    assert field.get_attribute("aria-invalid") == "true"
    field.send_keys("x")  # still no address
    assert all("invalid" in key.split("+") for key in shown_keys(browser, root))
    assert hint_fill(browser, root, hint) == error
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("ana@appetite.app")
    keys = shown_keys(browser, root)
    assert "filled+focus" in keys and not any("invalid" in key for key in keys), keys
    assert field.get_attribute("aria-invalid") == "false"
    assert hint_fill(browser, root, hint) != error
    # Broken again: Error comes back; emptied: a required field is invalid too.
    field.send_keys(Keys.BACKSPACE * len("@appetite.app"))
    assert all("invalid" in key.split("+") for key in shown_keys(browser, root))
    assert hint_fill(browser, root, hint) == error
    field.send_keys(Keys.CONTROL, "a", Keys.BACKSPACE)
    assert all("invalid" in key.split("+") for key in shown_keys(browser, root))
    assert field.get_attribute("aria-invalid") == "true"


@pytest.mark.parametrize("theme", THEMES)
def test_text_area_grows_a_line_per_line_to_five_then_scrolls(server, browser, theme):
    open_page(browser, server + "components/input/", theme)
    root = preview(browser, "Text Area")
    area = root.find_element(By.TAG_NAME, "textarea")
    area.click()
    one = stage_height(browser, root)
    assert one == model_height(browser, root, "focus")
    heights = {}
    typed = 1
    area.send_keys("line 1")
    for lines in (1, 3, 5, 7):
        while typed < lines:
            typed += 1
            area.send_keys(Keys.ENTER, f"line {typed}")
        key = "filled+focus" + (f"@{min(lines, 5)}" if lines > 1 else "")
        assert shown_keys(browser, root)[-1] == key or key in shown_keys(browser, root)
        heights[lines] = stage_height(browser, root)
        assert heights[lines] == pytest.approx(model_height(browser, root, key), abs=0.01)
    line_height = browser.execute_script("return parseFloat(getComputedStyle(arguments[0]).lineHeight)", area)
    assert heights[3] - heights[1] == pytest.approx(2 * line_height, abs=0.01)
    assert heights[5] - heights[3] == pytest.approx(2 * line_height, abs=0.01)
    assert heights[7] == heights[5]
    assert browser.execute_script("return arguments[0].scrollHeight > arguments[0].clientHeight", area)
    assert browser.execute_script("return getComputedStyle(arguments[0]).overflowY", area) == "auto"
    # The count follows the typing.
    count = root.find_element(By.CSS_SELECTOR, ".sp-live-count")
    assert count.text.startswith(str(len(area.get_attribute("value"))) + "/")


def step_buttons(root):
    return (root.find_element(By.CSS_SELECTOR, ".sp-live-target[aria-label=Decrease]"),
            root.find_element(By.CSS_SELECTOR, ".sp-live-target[aria-label=Increase]"))


def glyph_fills(browser, root):
    """The colors (icons paint in currentColor) of the two button glyphs in the shown drawing (the first and last icon uses)."""
    return browser.execute_script("""
      const svg = arguments[0].querySelector('.sp-live-state:not([hidden]) svg');
      const glyphs = [...svg.querySelectorAll('use')];
      return [getComputedStyle(glyphs[0]).color, getComputedStyle(glyphs[glyphs.length - 1]).color];""", root)


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("set_name", ["Counter Input", "Stepper"])
def test_number_steps_by_one_and_stops_at_its_bounds(server, browser, theme, set_name):
    open_page(browser, server + "components/input/", theme)
    root = preview(browser, set_name)
    spin = root.find_element(By.CSS_SELECTOR, "[role=spinbutton]")
    low, high = float(spin.get_attribute("aria-valuemin")), float(spin.get_attribute("aria-valuemax"))
    minus, plus = step_buttons(root)
    disabled = variable_color(browser, "--fg-disabled-400")
    start = float(spin.get_attribute("aria-valuenow"))
    plus.click()
    assert float(spin.get_attribute("aria-valuenow")) == start + 1
    assert spin.text == str(int(start + 1))
    # By mouse down to the minimum: the minus glyph dims and the value stops.
    for _ in range(int(start + 1 - low) + 2):
        minus.click()
    assert float(spin.get_attribute("aria-valuenow")) == low
    assert minus.get_attribute("aria-disabled") == "true"
    assert "min" in shown_keys(browser, root)[0]
    fills = glyph_fills(browser, root)
    assert fills[0] == disabled and fills[1] != disabled
    # By keyboard up to the maximum: the plus glyph dims and the value stops.
    focus_from_keyboard(browser, root, spin)
    for _ in range(int(high - low) + 2):
        ActionChains(browser).send_keys(Keys.ARROW_UP).perform()
    assert float(spin.get_attribute("aria-valuenow")) == high
    assert plus.get_attribute("aria-disabled") == "true"
    fills = glyph_fills(browser, root)
    assert fills[1] == disabled and fills[0] != disabled
    ActionChains(browser).send_keys(Keys.ARROW_DOWN).perform()
    assert float(spin.get_attribute("aria-valuenow")) == high - 1
    ActionChains(browser).send_keys(Keys.HOME).perform()
    assert float(spin.get_attribute("aria-valuenow")) == low
    outline = browser.execute_script("return getComputedStyle(arguments[0]).outlineStyle", spin)
    if set_name == "Counter Input":  # its model draws keyboard focus, so the browser's ring is off
        assert "focus" in shown_keys(browser, root)[0]
        assert outline == "none"
    else:  # Stepper has no Focused variant: one ring around the whole stepper shows the focus
        assert outline == "none"
        ring = root.find_element(By.CSS_SELECTOR, ".sp-live-ring")
        assert ring.is_displayed()
        ring_box, stage_box = browser.execute_script(
            "return [arguments[0].getBoundingClientRect().toJSON(), arguments[1].getBoundingClientRect().toJSON()]",
            ring, root.find_element(By.CSS_SELECTOR, ".sp-live-stage"))
        assert ring_box["width"] == pytest.approx(stage_box["width"], abs=0.5)


@pytest.mark.parametrize("theme", THEMES)
def test_digit_input_moves_forward_back_and_takes_a_pasted_code(server, browser, theme):
    open_page(browser, server + "components/input/", theme)
    root = preview(browser, "Digit Input")
    cells = root.find_elements(By.CSS_SELECTOR, ".sp-live-digit")
    assert len(cells) == 4
    cells[0].click()
    assert "focus#1" in shown_keys(browser, root)
    ActionChains(browser).send_keys("3").perform()
    assert browser.switch_to.active_element == cells[1]
    # The model's focus ring follows the cell that has focus.
    assert "focus#2" in shown_keys(browser, root)
    ActionChains(browser).send_keys("8").perform()
    assert [c.get_attribute("value") for c in cells] == ["3", "8", "", ""]
    ActionChains(browser).send_keys(Keys.BACKSPACE).perform()
    assert browser.switch_to.active_element == cells[1]
    assert cells[1].get_attribute("value") == ""
    # A pasted code fills the cells from the first.
    browser.execute_script("""
      const data = new DataTransfer(); data.setData('text/plain', '4 8 2 9');
      arguments[0].dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));""",
        cells[0])
    assert [c.get_attribute("value") for c in cells] == ["4", "8", "2", "9"]
    assert browser.switch_to.active_element == cells[3]
    assert "filled+focus#4" in shown_keys(browser, root)
    cells[3].send_keys(Keys.TAB)
    assert shown_keys(browser, root) == ["filled"]


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("index", [0, 1])
def test_composer_send_empties_the_field_only_with_text(server, browser, theme, index):
    open_page(browser, server + "components/input/", theme)
    root = preview(browser, "Composer", index)
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    send = root.find_element(By.CSS_SELECTOR, ".sp-live-target[data-target=send]")
    assert send.get_attribute("aria-disabled") == "true"
    send.click()
    assert shown_keys(browser, root) == ["rest"]
    field.send_keys("Hello")
    assert shown_keys(browser, root) == ["filled"]
    assert send.get_attribute("aria-disabled") == "false"
    send.click()
    assert field.get_attribute("value") == ""
    assert shown_keys(browser, root) == ["rest"]
    field.send_keys("Again", Keys.ENTER)
    assert field.get_attribute("value") == ""


def test_composer_overlay_floats_over_a_backdrop_with_the_blur_token(server, browser):
    open_page(browser, server + "components/input/", "light")
    root = preview(browser, "Composer", 0)
    # The field shows the backdrop blurred by backdropBlur/sm (a CSS blur radius is twice the
    # Gaussian's standard deviation), and the whole backdrop sits behind the bar.
    deviations, backdrops = browser.execute_script("""
      const svg = arguments[0].querySelector('.sp-live-state:not([hidden]) svg');
      const blurred = [...svg.querySelectorAll('g[clip-path] > use[filter]')];
      const deviation = u => parseFloat(document.querySelector(u.getAttribute('filter').slice(4, -1) + ' feGaussianBlur')
        .getAttribute('stdDeviation'));
      return [blurred.map(deviation), svg.querySelectorAll(':scope > use:not([filter])').length];""", root)
    token = browser.execute_script(
        "return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--backdropBlur-sm'))")
    assert deviations and all(2 * d == token for d in deviations)
    assert backdrops >= 1


# MARK: e&


@pytest.mark.parametrize("theme", THEMES)
def test_eand_email_field_is_live_from_its_own_model(eand_server, browser, theme):
    open_page(browser, eand_server + "components/input/", theme)
    root = preview(browser, "input-field")
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    assert field.get_attribute("aria-label") == "Email address"
    hint = browser.find_element(By.ID, field.get_attribute("aria-describedby"))
    assert hint.get_attribute("textContent") == "We’ll never share it."
    field.click()
    assert "focus" in shown_keys(browser, root)
    field.send_keys("ana@example.com")
    assert "filled" in "+".join(shown_keys(browser, root))
    dismiss = root.find_element(By.CSS_SELECTOR, ".sp-live-target[data-target=clear]")
    assert dismiss.is_displayed()
    leave(browser)
    assert shown_keys(browser, root) == ["filled"]
    assert not dismiss.is_displayed()
    field.click()
    dismiss.click()
    assert field.get_attribute("value") == ""


@pytest.mark.parametrize("theme", THEMES)
def test_a_disabled_toggle_does_nothing(server, browser, theme):
    open_page(browser, server + "components/toggle/", theme)
    root = preview(browser, "Toggle", 1)
    switch = root.find_element(By.CSS_SELECTOR, "[role=switch]")
    assert not switch.is_enabled()
    before = shown_keys(browser, root)
    ActionChains(browser).move_to_element(switch).click().perform()
    assert switch.get_attribute("aria-checked") == "true"
    assert shown_keys(browser, root) == before
    focus_from_keyboard_skips(browser, root, switch)


def focus_from_keyboard_skips(browser, root, switch):
    browser.execute_script("""
      const before = document.createElement('button'); before.textContent = 'before';
      arguments[0].before(before); before.focus();""", root)
    ActionChains(browser).send_keys(Keys.TAB).perform()
    assert browser.switch_to.active_element != switch


@pytest.mark.parametrize("theme", THEMES)
def test_previews_fit_a_narrow_screen_and_still_work(server, browser, theme):
    browser.set_window_size(360, 900)
    try:
        open_page(browser, server + "components/input/", theme)
        for root in browser.find_elements(By.CSS_SELECTOR, ".sp-live"):
            overflow = browser.execute_script(
                "return arguments[0].scrollWidth - arguments[0].clientWidth", root)
            assert overflow <= 1, root.get_attribute("data-set")
        root = preview(browser, "Composer", 0)
        field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
        field.send_keys("Hi")
        root.find_element(By.CSS_SELECTOR, ".sp-live-target[data-target=send]").click()
        assert field.get_attribute("value") == ""
        # Drawing and field scale together: the field still covers the drawn message layer.
        stage = root.find_element(By.CSS_SELECTOR, ".sp-live-stage")
        zoom = browser.execute_script("return parseFloat(arguments[0].style.zoom || '1')", stage)
        assert zoom < 1
        frame = browser.execute_script("""
          const data = JSON.parse(arguments[0].getAttribute('data-live'));
          const state = data.states.find(s => s.keys.includes('rest'));
          return [state.origin, state.text.find(t => t.layer === data.layer).frame];""", root)
        box = browser.execute_script("""
          const f = arguments[0].getBoundingClientRect(), s = arguments[1].getBoundingClientRect();
          return [f.left - s.left, f.top - s.top, f.width, f.height];""", field, stage)
        origin, expected = frame
        scaled = [(expected[0] - origin[0]) * zoom, (expected[1] - origin[1]) * zoom,
                  expected[2] * zoom, expected[3] * zoom]
        assert box == pytest.approx(scaled, abs=0.6)
    finally:
        browser.set_window_size(1280, 900)


def test_switching_the_theme_repaints_the_live_text_and_drawing(server, browser):
    open_page(browser, server + "components/input/", "light")
    root = preview(browser, "Text Input")
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    field.send_keys("abc")
    fill = browser.execute_script("""
      const data = JSON.parse(arguments[0].getAttribute('data-live'));
      return data.states.find(s => s.keys.includes('filled+focus')).text[0].fill;""", root)
    variable = fill[len("var("):-1]
    rule = lambda: browser.execute_script("""
      const line = [...arguments[0].querySelectorAll('.sp-live-state:not([hidden]) rect')]
        .find(r => (r.getAttribute('style') || '').includes('--input-border-focus'));
      return line && getComputedStyle(line).fill;""", root)
    light_text, light_rule = computed_color(browser, field), rule()
    assert light_text == variable_color(browser, variable)
    browser.find_element(By.CSS_SELECTOR, ".sp-theme-toggle").click()
    try:
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark"
        assert computed_color(browser, field) == variable_color(browser, variable) != light_text
        assert rule() != light_rule
        assert field.get_attribute("value") == "abc"
    finally:
        browser.find_element(By.CSS_SELECTOR, ".sp-theme-toggle").click()
