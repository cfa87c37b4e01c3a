"""Keyboard focus and the pointer in every live preview of the bundled sites, reached by Tab as a reader reaches it:
one indicator at a time, at 1400 and 390 px, light and dark. Where the model draws focus (its
Focused variant) the drawing is the indicator and the page adds no ring; elsewhere (Stepper,
Composer, a preview's buttons) one ring at least 2 px wide, at least 3:1 against the page behind
the preview, whole inside the preview's box (never clipped by its scrolling), and no ring inside
another."""
import io
import re

import pytest
from PIL import Image, ImageChops
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import site_pages
from test_theme import contrast

THEMES = ["light", "dark"]
WIDTHS = [1400, 390]


# What the reader sees of the focus in one preview: the rings CSS draws (outlines and box-shadows
# on the focused element, its ancestors inside the preview, and the preview's ring), the colour
# behind the preview, and whether the shown drawing is one of the model's focus drawings.
FOCUS_STATE = r"""
const root = arguments[0], active = document.activeElement;
const parse = c => (c.match(/[\d.]+/g) || []).slice(0, 4).map(Number);
const shown = el => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 &&
  getComputedStyle(el).visibility !== 'hidden'; };
const rings = [];
const candidates = [...root.querySelectorAll('*'), root].filter(el => el === active || el.contains(active)
  || el.classList.contains('sp-live-ring'));
for (const el of candidates) {
  if (!shown(el)) continue;
  const s = getComputedStyle(el), box = el.getBoundingClientRect();
  if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) {
    const reach = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
    rings.push({kind: 'outline', element: el.className || el.tagName, style: s.outlineStyle,
      width: parseFloat(s.outlineWidth), color: parse(s.outlineColor),
      box: [box.left - reach, box.top - reach, box.right + reach, box.bottom + reach]});
  }
  if (s.boxShadow !== 'none') {
    // The outermost layer of a spread-only shadow is the ring the reader sees.
    const layers = s.boxShadow.split(/,(?![^(]*\))/).map(layer => {
      const colour = layer.match(/rgba?\([^)]*\)/), lengths = layer.replace(/rgba?\([^)]*\)/, '').trim().split(/\s+/);
      return {spread: parseFloat(lengths[3] || '0'), color: colour ? parse(colour[0]) : [0, 0, 0]};
    });
    const outer = layers.reduce((a, b) => (b.spread > a.spread ? b : a));
    rings.push({kind: 'box-shadow', element: el.className || el.tagName, style: 'solid', width: outer.spread,
      color: outer.color, box: [box.left - outer.spread, box.top - outer.spread, box.right + outer.spread,
        box.bottom + outer.spread]});
  }
}
let behind = root, bg = getComputedStyle(root).backgroundColor;
while (behind && /rgba\(.*,\s*0\)|transparent/.test(bg)) { behind = behind.parentElement;
  bg = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)'; }
const data = JSON.parse(root.getAttribute('data-live'));
const drawings = [...root.querySelectorAll('.sp-live-state')];
const visible = drawings.filter(d => !d.hidden);
const keys = visible.length === 1 ? data.states[drawings.indexOf(visible[0])].keys : [];
const frame = root.getBoundingClientRect(), scroll = root.scrollWidth > root.clientWidth;
return {rings, page: parse(bg), keys, control: active.matches('.sp-live-control, .sp-live-digit'),
  name: active.getAttribute('aria-label') || active.className,
  inside: [frame.left + root.clientLeft, frame.top + root.clientTop,
           frame.left + root.clientLeft + root.clientWidth, frame.top + root.clientTop + root.clientHeight],
  scrolls: scroll};
"""


def live_pages(built_sites):
    """(site, page) of every page of the bundled sites that holds a live preview."""
    found = []
    for site, folder in built_sites.items():
        for page in site_pages(folder):
            file = folder / (page + "index.html" if page == "" or page.endswith("/") else page)
            if 'class="sp-live' in file.read_text(encoding="utf-8"):
                found.append((site, page))
    return found


def stops_in(browser, root):
    """Tab from a button put before the preview, through each stop inside it, yielding each."""
    browser.execute_script("""
      document.getElementById('before')?.remove();
      const before = document.createElement('button'); before.id = 'before'; before.textContent = 'before';
      arguments[0].before(before); before.focus();""", root)
    for _ in range(12):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        if not browser.execute_script("return arguments[0].contains(document.activeElement)", root):
            return
        yield browser.switch_to.active_element


def fill_fields(browser, root):
    """Text in the preview's fields, so the buttons that act only on text (clear, send) are stops."""
    browser.execute_script("""
      for (const field of arguments[0].querySelectorAll('input.sp-live-control, textarea.sp-live-control')) {
        if (field.disabled || field.value) continue;
        field.value = 'Hello'; field.dispatchEvent(new Event('input', {bubbles: true}));
      }""", root)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("theme", THEMES)
def test_each_live_control_shows_one_clear_focus_indicator(built_sites, site_addresses, browser, theme, width):
    pages = live_pages(built_sites)
    assert {site for site, _ in pages} == {"appetite", "eand"}
    browser.set_window_size(width, 900)
    checked, problems = 0, []
    try:
        for site, page in pages:
            for filled in (False, True):
                browser.get(site_addresses[site] + page)
                browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
                roots = browser.find_elements("css selector", ".sp-live.sp-live-on")
                for index in range(len(roots)):
                    root = browser.find_elements("css selector", ".sp-live.sp-live-on")[index]
                    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", root)
                    if filled:
                        fill_fields(browser, root)
                    for _ in stops_in(browser, root):
                        state = browser.execute_script(FOCUS_STATE, root)
                        checked += 1
                        where = f"{site} {page} {root.get_attribute('data-set')} #{index} {state['name']}"
                        problems += focus_problems(state, where)
    finally:
        browser.set_window_size(1280, 900)
    assert checked >= 20
    assert not problems, "\n".join(problems)


def focus_problems(state, where):
    # "filled+focus#2@3": the flags, the focused cell and the lines.
    rings, drawn = state["rings"], any("focus" in re.split(r"[+#@]", key) for key in state["keys"])
    if state["control"] and drawn:
        # The model's focus drawing is the indicator: a ring from the page would be a second one.
        return [f"{where}: the model draws the focus and the page adds {rings}"] if rings else []
    if len(rings) != 1:
        return [f"{where}: {len(rings)} rings, not one: {rings}"]
    ring, problems = rings[0], []
    if ring["style"] in ("auto", "dotted", "dashed") or ring["width"] < 2:
        problems.append(f"{where}: a {ring['width']} px {ring['style']} ring")
    ratio = contrast(ring["color"][:3], state["page"][:3])
    if ratio < 3:
        problems.append(f"{where}: the ring is {ratio:.2f}:1 against the page")
    box, inside = ring["box"], state["inside"]
    if box[0] < inside[0] - 0.5 or box[1] < inside[1] - 0.5 or box[2] > inside[2] + 0.5 or box[3] > inside[3] + 0.5:
        problems.append(f"{where}: the ring {box} runs past the preview {inside}, which clips it")
    return problems


def pixels(browser, element):
    """The element's pixels as the reader sees them (a PNG of its box)."""
    return Image.open(io.BytesIO(element.screenshot_as_png)).convert("RGB")


def changed(before, after):
    """How many pixels differ clearly (any channel by more than 24 of 255) between two shots."""
    if before.size != after.size:
        return before.size[0] * before.size[1]
    difference = ImageChops.difference(before, after).tobytes()
    return sum(1 for i in range(0, len(difference), 3) if max(difference[i:i + 3]) > 24)


@pytest.mark.parametrize("theme", THEMES)
def test_a_pointer_over_a_previews_button_changes_it_unless_it_has_nothing_to_do(
        built_sites, site_addresses, browser, theme):
    """The models draw no hover for their buttons (Composer's send, Stepper's minus and plus, the
    fields' clear and eye): the pointer over one that acts changes what the reader sees; over one
    with nothing to do (send with no text, minus at the minimum) nothing changes."""
    seen = {"acts": 0, "idle": 0}
    problems = []
    for site, page in live_pages(built_sites):
        browser.get(site_addresses[site] + page)
        browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
        for root in browser.find_elements("css selector", ".sp-live.sp-live-on"):
            fill_fields(browser, root)
            for button in root.find_elements("css selector", ".sp-live-target"):
                if not button.is_displayed() or not button.is_enabled():
                    continue
                browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", root)
                ActionChains(browser).move_to_element(browser.find_element("css selector", "h1")).perform()
                stage = root.find_element("css selector", ".sp-live-stage")
                before = pixels(browser, stage)
                ActionChains(browser).move_to_element(button).perform()
                after = pixels(browser, stage)
                idle = button.get_attribute("aria-disabled") == "true"
                seen["idle" if idle else "acts"] += 1
                difference = changed(before, after)
                name = f"{site} {page} {root.get_attribute('data-set')} {button.get_attribute('aria-label')}"
                if not idle and difference < 40:
                    problems.append(f"{name}: the pointer over it changes {difference} pixels")
                if idle and difference > 0:
                    problems.append(f"{name}: has nothing to do, yet the pointer changes {difference} pixels")
    assert seen["acts"] >= 5 and seen["idle"] >= 0
    assert not problems, "\n".join(problems)
