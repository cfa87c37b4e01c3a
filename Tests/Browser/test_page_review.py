"""Every page of the bundled sites and of two sites `specimen init` writes from public exports,
read at 1400 and 390 px as a design-system lead reads them: nothing pushes the page sideways, no
drawing is shrunk until the component's own text reads under 11 px (a drawing wider than the
column scrolls inside itself instead), no page runs past the length budgets before a fold is
opened, the line that names what a gallery's drawings share names switches as words ("Optional
off"), never as bare booleans, and never repeats the text the drawings already show, and no
caption repeats the name its heading gives.

The two init sites: the digdir Tokens Studio export with figmagic's Figma file, and Figma's Simple
Design System tokens with figma-export's Figma file and SDS's react-docgen-typescript props, all
exactly as their repositories publish them (Tests/*/Fixtures/Published)."""
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import INIT_SITES, site_pages

WIDTHS = [1400, 390]
# The longest a page may be before a reader opens a fold, as test_page_budgets.py holds init's
# token pages to.
BUDGETS = {1400: 12_000, 390: 25_000}

# The on-screen size of each drawn text against its own: a drawing may be drawn smaller to fit,
# but not so far that text of 11 px or more reads under 11 px (text the component itself draws
# smaller, such as a 6 px redline label in a Figma file, may not shrink at all). A drawing wider
# than the column (a whole form on a phone) keeps that size too: its surface scrolls.
SHRUNK_TEXT = """
  const found = [];
  for (const svg of document.querySelectorAll('.sp-specimen svg.sp-specimen-svg')) {
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || svg.closest('details:not([open])')) continue;
    const own = parseFloat(svg.getAttribute('width'));
    const scale = box.width / own;
    for (const text of svg.querySelectorAll('text')) {
      const drawn = parseFloat(text.getAttribute('font-size')) * own / svg.viewBox.baseVal.width;
      const shown = drawn * scale;
      if (shown < Math.min(11, drawn) - 0.05) {
        found.push(`${svg.getAttribute('aria-label')}: ${text.textContent.slice(0, 30)} at ${shown.toFixed(1)} px`);
        break;
      }
    }
  }
  return found.slice(0, 5);
"""

SIDEWAYS = """
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const scrolls = e => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowX);
  const insideScroller = e => { for (let p = e.parentElement; p; p = p.parentElement) if (scrolls(p)) return true; return false; };
  return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > width + 1 && !insideScroller(e))
    .slice(0, 3).map(e => e.tagName + ' ' + (e.textContent || '').trim().slice(0, 40));
"""


@pytest.fixture(scope="module")
def reviewed_sites(built_sites, site_addresses, published_init_sites):
    """Each site's address and pages: the two bundled ones and the two init writes."""
    sites = {name: (site_addresses[name], site_pages(built_sites[name])) for name in ("appetite", "eand")}
    for name, (public, address) in published_init_sites.items():
        sites[name] = (address, site_pages(public))
    return sites


@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
@pytest.mark.parametrize("width", WIDTHS)
def test_no_page_scrolls_sideways_shrinks_drawn_text_or_runs_past_its_budget(reviewed_sites, browser, site, width):
    """Appetite UI's Input page, seven sets on one page, was 12,444 px at 1400; the Icons page of
    the SDS site listed 197 names a line each."""
    base, pages = reviewed_sites[site]
    assert len(pages) > 3, pages
    browser.set_window_size(width, 900)
    sideways, shrunk, long = [], [], []
    try:
        for page in pages:
            browser.get(base + page)
            if found := browser.execute_script(SIDEWAYS):
                sideways.append((page, found))
            if found := browser.execute_script(SHRUNK_TEXT):
                shrunk.append((page, found))
            for theme in ("light", "dark"):
                browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
                height = browser.execute_script("return document.documentElement.scrollHeight")
                if height > BUDGETS[width]:
                    long.append(f"{page} {theme}: {height} px")
    finally:
        browser.set_window_size(1280, 900)
    assert not sideways, f"pages wider than {width} px: {sideways}"
    assert not shrunk, f"drawn text under 11 px at {width} px: {shrunk}"
    assert not long, f"pages over {BUDGETS[width]} px at {width}: {long}"


def test_a_drawing_wider_than_a_phone_scrolls_at_its_own_size(reviewed_sites, browser):
    """figmagic's DemoForm, a whole form 704 px wide with its shadows' room, on a 390 px phone:
    drawn no narrower than its 12 px text allows at 11 px on screen (it was shrunk to 0.46), its
    surface scrolls,
    takes the keyboard under its drawing's name and says it scrolls until it reaches the end.
    Where a gallery fits, its surfaces take no stop on the keyboard's path."""
    base, _ = reviewed_sites["digdir-figmagic"]
    browser.set_window_size(390, 900)
    try:
        browser.get(base + "components/demo-form/")
        state = """const well = document.querySelector('.sp-specimen-scroll');
          const svg = well.querySelector('svg');
          const hint = well.nextElementSibling;
          return {drawn: svg.getBoundingClientRect().width, least: parseFloat(well.style.getPropertyValue('--sp-drawing-least')),
                  box: svg.viewBox.baseVal.width,
                  scrolls: well.scrollWidth > well.clientWidth, tabindex: well.getAttribute('tabindex'),
                  name: well.getAttribute('aria-label'), role: well.getAttribute('role'),
                  hint: hint.classList.contains('sp-scroll-hint') && !hint.hidden}"""
        seen = browser.execute_script(state)
        assert seen["box"] >= 700 and seen["least"] >= seen["box"] * 11 / 12 - 1, seen
        assert seen["drawn"] >= seen["least"] - 0.5 and seen["drawn"] > 390, seen
        assert seen["scrolls"] and seen["tabindex"] == "0" and seen["role"] == "group", seen
        assert seen["name"] == "DemoForm, scrolls sideways", seen
        assert seen["hint"], seen
        browser.execute_script("const w = document.querySelector('.sp-specimen-scroll'); w.scrollLeft = w.scrollWidth")
        browser.execute_script("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        assert not browser.execute_script(state)["hint"]
        # The e& site's fields, whose 12 px hints keep them from shrinking far, fit their cells at
        # 1400 and at 390 (they scrolled by 5 px on a phone with 8 px of surface each side): no
        # surface scrolls, shows the hint or takes focus.
        eand, _ = reviewed_sites["eand"]
        for width in (1400, 390):
            browser.set_window_size(width, 900)
            browser.get(eand + "components/input/")
            wells = browser.execute_script(
                "return [...document.querySelectorAll('.sp-specimen-scroll')].map(w => [w.scrollWidth > w.clientWidth,"
                " w.getAttribute('tabindex'), !w.nextElementSibling.hidden])")
            assert wells and not any(any(well) for well in wells), (width, wells)
    finally:
        browser.set_window_size(1280, 900)


def test_what_runs_out_of_an_unclipped_frame_is_drawn(reviewed_sites, browser):
    """figmagic's DemoForm is a 700 × 914 frame that does not clip, with its form running 128 px
    below it: the drawing's view box cut its Submit button off. The button's text is inside the
    view box and on screen inside the drawing, at 1400 and at 390."""
    base, _ = reviewed_sites["digdir-figmagic"]
    try:
        for width in (1400, 390):
            browser.set_window_size(width, 900)
            browser.get(base + "components/demo-form/")
            seen = browser.execute_script("""
              const text = [...document.querySelectorAll('.sp-specimen svg text')].find(t => t.textContent.trim() === 'SUBMIT');
              if (!text) return null;
              const svg = text.closest('svg'), box = svg.viewBox.baseVal, own = text.getBBox();
              const shown = text.getBoundingClientRect(), frame = svg.getBoundingClientRect();
              return {inBox: own.x >= box.x && own.y >= box.y && own.x + own.width <= box.x + box.width
                        && own.y + own.height <= box.y + box.height,
                      onScreen: shown.top >= frame.top - 0.5 && shown.bottom <= frame.bottom + 0.5,
                      box: [box.x, box.y, box.width, box.height], text: [own.x, own.y, own.width, own.height]};""")
            assert seen, f"no SUBMIT text at {width}"
            assert seen["inBox"] and seen["onScreen"], (width, seen)
    finally:
        browser.set_window_size(1280, 900)


@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
def test_no_caption_repeats_its_heading(reviewed_sites, browser, site):
    """A lone drawing was captioned with its set's name, which the section's heading already
    gives; it says its size instead, the size of what it draws ("700 × 987": figmagic's DemoForm
    without the redline annotations it leaves out, with the fields that run past its frame)."""
    base, pages = reviewed_sites[site]
    repeated = []
    for page in pages:
        browser.get(base + page)
        repeated += [(page, caption) for caption in browser.execute_script("""
          const headings = new Set([...document.querySelectorAll('h1, h2, h3')].map(h => h.textContent.replace('#', '').trim()));
          return [...document.querySelectorAll('.sp-specimens figure.sp-specimen > figcaption')]
            .map(c => [c.textContent.trim(), c.closest('.sp-specimens').dataset.set])
            .filter(([text, set]) => text === set || headings.has(text)).map(([text]) => text);""")]
    assert not repeated, repeated
    if site == "digdir-figmagic":
        browser.get(base + "components/demo-form/")
        assert browser.execute_script("return document.querySelector('.sp-specimen figcaption').textContent") == "700 × 987"


def test_an_icon_family_without_drawings_reads_in_columns(reviewed_sites, browser):
    """The SDS file's 197 octicons, saved without their outlines, listed a name a line (5,791 px
    at 1400): they read down columns, four or more across at 1400 and two at 390."""
    base, _ = reviewed_sites["sds-figma-export"]
    try:
        for width, columns in ((1400, 4), (390, 2)):
            browser.set_window_size(width, 900)
            browser.get(base + "components/icons/")
            lists = browser.find_elements(By.CSS_SELECTOR, "ul.sp-icon-names")
            names = sum(len(l.find_elements(By.TAG_NAME, "li")) for l in lists)
            assert names == 197, names
            first = lists[0].find_elements(By.TAG_NAME, "li")
            lefts = {round(li.location["x"]) for li in first}
            assert len(lefts) >= columns, (width, sorted(lefts))
            assert "alert" == first[0].text and "archive" == first[1].text
            height = browser.execute_script("return document.documentElement.scrollHeight")
            assert height < {1400: 2500, 390: 4000}[width], (width, height)
    finally:
        browser.set_window_size(1280, 900)


def test_figmagic_descriptions_read_as_text(reviewed_sites, browser):
    """figmagic writes a component's element settings (`element=input`, `type=checkbox`) before
    a `description=` line and Markdown after it; the page's summary is the text a reader reads."""
    base, pages = reviewed_sites["digdir-figmagic"]
    raw = []
    for page in pages:
        browser.get(base + page)
        raw += [(page, text) for text in browser.execute_script(
            "return [...document.querySelectorAll('.sp-summary, .sp-article p, .sp-article li')].map(e => e.textContent)")
            if re.search(r"\b(element|description|type)=|(^|\s)#+ ", text)]
    assert not raw, raw[:5]
    browser.get(base + "components/checkbox/")
    assert browser.execute_script("return document.querySelector('.sp-summary').textContent.trim()") == \
        "Perfect for that feeling of completeness: click."


@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
def test_what_a_gallery_shares_is_said_in_words(built_sites, reviewed_sites, browser, site):
    base, pages = reviewed_sites[site]
    lines = []
    for page in pages:
        browser.get(base + page)
        lines += [(page, line) for line in browser.execute_script(
            "return [...document.querySelectorAll('.sp-specimen-properties')].map(p => p.textContent)")]
    if site == "appetite":
        assert ("components/input/", "Type: Default · State: Filled · Optional off · Tooltip off") in lines, lines
    bare = [(page, line) for page, line in lines if re.search(r":\s*(true|false)\b", line)]
    assert not bare, bare
    # A text property is drawn, not captioned: no line runs to a paragraph.
    long = [(page, line) for page, line in lines if len(line) > 80]
    assert not long, long


@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
def test_no_table_shows_only_its_head(reviewed_sites, browser, site):
    """A component without props (SDS's Accordion: `"props": {}`) says so in a sentence."""
    base, pages = reviewed_sites[site]
    empty = []
    for page in pages:
        browser.get(base + page)
        empty += [(page, label) for label in browser.execute_script(
            "return [...document.querySelectorAll('table')].filter(t => !t.querySelector('tbody tr'))"
            ".map(t => t.getAttribute('aria-label') || t.className)")]
    assert not empty, empty
    if site == "sds-figma-export":
        browser.get(base + "components/accordion/")
        # Said to the reader in one sentence; what to run to read them is the page source's comment.
        assert browser.execute_script(
            "return document.querySelector('.sp-props-none').textContent").startswith(
                "No props are documented for Accordion and AccordionItem: the react-docgen-typescript output "
                "lists none.")


@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
@pytest.mark.parametrize("width", WIDTHS)
def test_the_chrome_says_nothing_twice(reviewed_sites, browser, site, width):
    """"On this page" lists two headings or more (an outline of one is that heading, and on a
    phone it is a fold to open for one link), and the breadcrumbs do not name the page twice
    (init's Icons page in the Icons section). The 404 page's trail was the one crumb "Page not
    found" over its title, and an empty pager drew a rule under it; on a phone the trail wrapped
    to leave "› Components" alone on a line, and the folded "On this page" had no mark that it
    opens."""
    base, pages = reviewed_sites[site]
    browser.set_window_size(width, 900)
    found = []
    try:
        for page in pages:
            browser.get(base + page)
            links = browser.execute_script("return document.querySelectorAll('.sp-toc a').length")
            if browser.execute_script("return !!document.querySelector('.sp-toc-title')") and links < 2:
                found.append((page, f"On this page with {links} link"))
            crumbs = browser.execute_script(
                "return [...document.querySelectorAll('.sp-breadcrumbs li')].map(li => li.textContent.trim())")
            if len(crumbs) != len(set(crumbs)):
                found.append((page, crumbs))
            shown = browser.execute_script(
                "return [...document.querySelectorAll('.sp-breadcrumbs li')].filter(li => li.offsetParent)"
                ".map(li => [li.textContent.trim(), Math.round(li.getBoundingClientRect().top)])")
            title = browser.execute_script("return document.querySelector('h1').textContent.trim()")
            if [name for name, _ in shown] == [title] or len({top for _, top in shown}) > 1:
                found.append((page, "trail", shown))
            if browser.execute_script("const p = document.querySelector('.sp-pager'); return !!p && !p.querySelector('a')"):
                found.append((page, "a pager without a link"))
            if width < 1100 and browser.execute_script(
                    "const t = document.querySelector('.sp-toc-title');"
                    "return !!t && getComputedStyle(t, '::after').content === 'none'"):
                found.append((page, "On this page folds without a mark"))
    finally:
        browser.set_window_size(1280, 900)
    assert not found, found


# Each navigation section after the first, by its first link's gap from the last link above it.
SECTION_GAPS = """
  const sections = [...document.querySelectorAll('#sp-nav .sp-nav-section')];
  const gaps = [];
  for (let i = 1; i < sections.length; i++) {
    const above = [...sections[i - 1].querySelectorAll('a')].filter(a => a.offsetParent).pop();
    const first = [...sections[i].querySelectorAll('a, summary')].find(e => e.offsetParent);
    if (!above || !first) continue;
    gaps.push([first.textContent.trim().slice(0, 30), first.getBoundingClientRect().top - above.getBoundingClientRect().bottom]);
  }
  return gaps;
"""


@pytest.mark.parametrize("site", ["appetite", *INIT_SITES])
def test_every_navigation_section_stands_apart(reviewed_sites, browser, site):
    """A section's first entry sits at least 12 px below the section above, titled or not: init's
    Icons page, a section of one page shown as its link, read as the last entry of "Unit test"
    when it followed that section's links without a gap."""
    base, _ = reviewed_sites[site]
    browser.set_window_size(1400, 900)
    browser.get(base)
    gaps = browser.execute_script(SECTION_GAPS)
    assert gaps, "no navigation sections to compare"
    assert not [gap for gap in gaps if gap[1] < 12], gaps


# The text of a code block that lies beside its Copy button (their heights overlap) and reaches
# under it, as the visible part of each line's box: what a reader cannot read for the button.
CODE_UNDER_COPY = """
const found = [];
for (const block of document.querySelectorAll('.sp-code')) {
  const button = block.querySelector(':scope > .sp-copy');
  const pre = block.querySelector('pre');
  if (!button || !pre || button.offsetParent === null) continue;
  const b = button.getBoundingClientRect(), box = pre.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(pre.querySelector('code') || pre);
  for (const r of range.getClientRects()) {
    const right = Math.min(r.right, box.right);
    if (r.width > 0 && r.bottom > b.top && r.top < b.bottom && right > b.left) {
      found.push(pre.textContent.split('\\n')[0].slice(0, 60));
      break;
    }
  }
}
return found;
"""


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
def test_no_code_runs_under_its_copy_button(reviewed_sites, browser, site, width):
    """SDS's Dialog import, one line of 88 characters, ran under the Copy button at 1400 px, and
    every Code Connect example whose first line is wider than a phone's column ran under it at 390."""
    base, pages = reviewed_sites[site]
    browser.set_window_size(width, 900)
    hidden = []
    try:
        for page in pages:
            browser.get(base + page)
            hidden += [(page, line) for line in browser.execute_script(CODE_UNDER_COPY)]
    finally:
        browser.set_window_size(1280, 900)
    assert not hidden, hidden


# The content of each value cell of the token tables that reaches past the cell's right edge.
VALUES_PAST_THEIR_CELLS = """
  const found = [];
  for (const cell of document.querySelectorAll('.sp-token-table td.sp-token-value')) {
    if (!cell.offsetParent) continue;
    const right = cell.getBoundingClientRect().right;
    for (const part of cell.querySelectorAll('.sp-preview, .sp-value')) {
      if (part.getBoundingClientRect().right > right + 1) {
        found.push(cell.closest('tr').id + ': ' + part.textContent.trim().slice(0, 20));
        break;
      }
    }
  }
  return found.slice(0, 5);
"""


@pytest.mark.parametrize("site", ["appetite", *INIT_SITES])
def test_no_token_value_runs_past_its_cell(reviewed_sites, browser, site):
    """digdir's size primitives at 1400: a 96 px square drawn to scale and its value ("139 px") on
    one line ran past the Large column, cut off at the table's edge. A "Same in Medium and Large"
    label floated to the right of its spanning cell read as the last column's."""
    base, pages = reviewed_sites[site]
    browser.set_window_size(1400, 900)
    found = []
    for page in pages:
        browser.get(base + page)
        browser.execute_script("document.querySelectorAll('details.sp-token-details').forEach(d => d.open = true)")
        if spilled := browser.execute_script(VALUES_PAST_THEIR_CELLS):
            found.append((page, spilled))
        floated = browser.execute_script(
            "return [...document.querySelectorAll('.sp-token-same')].filter(e => getComputedStyle(e).float !== 'none').length")
        if floated:
            found.append((page, f"{floated} labels floated"))
    assert not found, found


def test_a_light_tile_that_scrolls_on_the_dark_page_is_not_faded_into_it(reviewed_sites, browser):
    """figmagic's DemoForm, drawn in its own colours on a white tile, scrolls at 390: the fade that
    marks the hidden edge made the tile transparent there, a black band over the form."""
    base, _ = reviewed_sites["digdir-figmagic"]
    browser.set_window_size(390, 900)
    try:
        browser.get(base + "components/demo-form/")
        browser.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
        well = browser.find_element(By.CSS_SELECTOR, ".sp-specimen-fixed-colors.sp-specimen-scroll")
        assert "sp-scrolls" in well.get_attribute("class")
        style = browser.execute_script(
            "const s = getComputedStyle(arguments[0]); return [s.maskImage || s.webkitMaskImage, s.boxShadow]", well)
        assert style[0] == "none", style
        assert style[1] != "none", style
    finally:
        browser.execute_script("document.documentElement.removeAttribute('data-theme')")
        browser.set_window_size(1280, 900)


# Each row of specimens whose cards, an even number of them, leave one alone on a line.
LONE_CARDS = """
  const found = [];
  for (const row of document.querySelectorAll('.sp-specimen-row')) {
    const cards = [...row.children].filter(c => c.offsetParent);
    if (cards.length < 2 || cards.length % 2) continue;
    const lines = new Map();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      lines.set(top, (lines.get(top) || 0) + 1);
    }
    const counts = [...lines.values()];
    if (counts.includes(1) && Math.max(...counts) > 1) found.push((row.closest('[data-set]') || row).dataset.set + ': ' + counts.join('+'));
  }
  return found.slice(0, 5);
"""


@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
def test_no_even_row_of_specimens_leaves_one_alone_on_a_phone(reviewed_sites, browser, site):
    """Toggle's four states at 390 px: three on a line and Disabled alone under them."""
    base, pages = reviewed_sites[site]
    browser.set_window_size(390, 900)
    found = []
    try:
        for page in pages:
            browser.get(base + page)
            if lone := browser.execute_script(LONE_CARDS):
                found.append((page, lone))
    finally:
        browser.set_window_size(1280, 900)
    assert not found, found
