"""What a reader meets on a phone and at a desk: token and props tables that show every column at
360 px, one copy button per value, the sticky header never covering a heading a link jumped to,
the phone menu, search snippets, heading anchors, inline code that wraps between a path's folders,
and the live previews' focus and limits."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import build, serve


def sized(browser, width):
    browser.set_window_size(width, 900)
    return browser


@pytest.fixture
def restore_size(browser):
    yield browser
    browser.set_window_size(1280, 900)


def open_at(browser, url, theme="light"):
    browser.get(url)
    browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)


def open_folds(browser):
    """Opens every folded table and chain on the page, as a reader clicking each summary would."""
    browser.execute_script("document.querySelectorAll('.sp-article details').forEach(d => { d.open = true; })")


# MARK: Tables

# Every cell's text: whether some of it lies outside the viewport or is clipped by a scroller.
HIDDEN_TEXT = """
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const table of document.querySelectorAll(arguments[0])) {
    for (const cell of table.querySelectorAll('th, td')) {
      // Stacked tables keep their headings for screen readers only.
      const head = cell.closest('thead');
      if (head && getComputedStyle(head).position === 'absolute') continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent.trim() || !node.parentElement.getClientRects().length) continue;
        // Text kept for screen readers only (a token's group part under its heading row) is not cut.
        let forReaders = false;
        for (let p = node.parentElement; p && p !== cell && !forReaders; p = p.parentElement) {
          forReaders = getComputedStyle(p).clipPath === 'inset(50%)';
        }
        if (forReaders) continue;
        const range = document.createRange(); range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          let clipped = rect.left < -1 || rect.right > width + 1;
          for (let p = node.parentElement; p && !clipped; p = p.parentElement) {
            const style = getComputedStyle(p);
            if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) {
              const box = p.getBoundingClientRect();
              clipped = rect.left < box.left - 1 || rect.right > box.right + 1;
            }
          }
          if (clipped) { out.push(table.className + ': ' + node.textContent.trim().slice(0, 30)); break; }
        }
      }
    }
  }
  return out.slice(0, 5);"""


@pytest.mark.parametrize("width", [360, 390])
def test_tables_stack_at_phone_widths_with_every_columns_text_in_sight(server, eand_server, restore_size, width):
    browser = sized(restore_size, width)
    pages = [server + "components/input/", server + "components/toggle/", server + "foundations/color/",
             eand_server + "components/input/"]
    for page in pages:
        open_at(browser, page)
        open_folds(browser)
        hidden = browser.execute_script(HIDDEN_TEXT, ".sp-article table")
        assert not hidden, (page, width, hidden)
        # Stacked: the column headings are gone and each value names its column.
        labels = browser.execute_script("""
          return [...document.querySelectorAll(
              '.sp-token-table td.sp-token-value, .sp-props td[data-label], .sp-properties-table td[data-label], table.sp-stacked td')]
            .slice(0, 8).map(td => getComputedStyle(td, '::before').content);""")
        assert labels and all(label not in ("none", "normal", "") for label in labels), (page, labels)
        # Each cell is at least as tall as its label, so a label never runs over the next one.
        overlaps = browser.execute_script("""
          return [...document.querySelectorAll('.sp-article td[data-label]')].filter(td => {
            const style = getComputedStyle(td, '::before');
            return getComputedStyle(td).display !== 'none' && style.content !== 'none'
              && td.getBoundingClientRect().height < parseFloat(style.height) - 1;
          }).length;""")
        assert overlaps == 0


def test_tables_keep_their_columns_at_1400(server, restore_size):
    browser = sized(restore_size, 1400)
    open_at(browser, server + "components/toggle/")
    display = browser.execute_script(
        "return getComputedStyle(document.querySelector('.sp-token-table td.sp-token-value')).display")
    assert display == "table-cell"


def test_eand_variant_grid_shows_its_filled_columns_at_360(eand_server, restore_size):
    browser = sized(restore_size, 360)
    open_at(browser, eand_server + "components/input/")
    grid = browser.find_element(By.CSS_SELECTOR, ".sp-variant-grid")
    assert browser.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth + 1", grid)
    for heading in grid.find_elements(By.CSS_SELECTOR, "thead th"):
        if heading.text.startswith("filled"):
            right = browser.execute_script("return arguments[0].getBoundingClientRect().right", heading)
            assert right <= 360, (heading.text, right)


def test_one_copy_button_per_value_shown_on_hover_and_focus(server, restore_size):
    browser = sized(restore_size, 1400)
    open_at(browser, server + "components/toggle/")
    open_folds(browser)
    rows = browser.find_elements(By.CSS_SELECTOR, ".sp-token-table tbody tr[data-token]")
    assert rows
    for row in rows:
        counts = browser.execute_script("""
          return [...arguments[0].querySelectorAll('th, td')].map(cell =>
            [cell.hasAttribute('data-copy'), cell.querySelectorAll('.sp-copy-inline').length]);""", row)
        assert all(buttons == (1 if copies else 0) for copies, buttons in counts), counts
    ring = browser.find_element(By.ID, "token-focusring-brand")
    labels = [b.get_attribute("aria-label") for b in ring.find_elements(By.CSS_SELECTOR, ".sp-copy-inline")]
    assert labels[0] == "Copy var(--focusRing-brand)"
    assert "Copy 0 0 0 2px #FFFFFF, 0 0 0 4px #0A84FF" in labels
    # The value reads as one: no "Copy" inside the ring's words.
    assert "Copy" not in ring.find_element(By.CSS_SELECTOR, ".sp-ring-text").text
    opacity = lambda button: browser.execute_script("return getComputedStyle(arguments[0]).opacity", button)
    button = ring.find_elements(By.CSS_SELECTOR, ".sp-copy-inline")[1]
    ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, "h1")).perform()
    assert opacity(button) == "0"
    ActionChains(browser).move_to_element(ring).perform()
    assert opacity(button) == "1"
    # By keyboard: Tab reaches it and it shows while focused.
    ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, "h1")).perform()
    browser.execute_script("arguments[0].focus()", button)
    assert opacity(button) == "1"


def test_a_copy_button_says_copied_where_it_is_seen_and_heard(server, restore_size):
    """The token copy button shows "Copied" beside itself (not only in a tooltip) and a status
    region announces it; the code block's button does the same."""
    browser = sized(restore_size, 1400)
    open_at(browser, server + "components/toggle/")
    open_folds(browser)
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    ring = browser.find_element(By.ID, "token-focusring-brand")
    button = ring.find_elements(By.CSS_SELECTOR, ".sp-copy-inline")[0]
    ActionChains(browser).move_to_element(ring).click(button).perform()
    shown = lambda: browser.execute_script(
        "return getComputedStyle(arguments[0], '::after').content", button)
    WebDriverWait(browser, 3).until(lambda _: shown() == '"Copied"')
    status = browser.find_element(By.CSS_SELECTOR, ".sp-copy-status")
    assert status.get_attribute("role") == "status"
    WebDriverWait(browser, 3).until(lambda _: status.get_attribute("textContent") == "Copied var(--focusRing-brand)")
    # The mark goes again, and with it the word.
    WebDriverWait(browser, 4).until(lambda _: shown() in ("none", "normal"))
    code_copy = browser.find_elements(By.CSS_SELECTOR, ".sp-copy")
    if code_copy:
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", code_copy[0])
        code_copy[0].click()
        WebDriverWait(browser, 3).until(lambda _: code_copy[0].text == "Copied")
        WebDriverWait(browser, 3).until(lambda _: status.get_attribute("textContent") == "Copied")


def test_a_code_block_copies_without_its_last_line_break(server, restore_size):
    """The Platform Bridge's `specimen parity … --format table` block copied with the line break
    cmark ends every code block with: pasted into a terminal, the command ran at once."""
    browser = sized(restore_size, 1400)
    open_at(browser, server + "platforms/platform-bridge/")
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    block = next(b for b in browser.find_elements(By.CSS_SELECTOR, ".sp-code")
                 if "--format table" in b.find_element(By.TAG_NAME, "code").get_attribute("textContent"))
    written = block.find_element(By.TAG_NAME, "code").get_attribute("textContent")
    assert written.endswith("\n")
    button = block.find_element(By.CSS_SELECTOR, ".sp-copy")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    WebDriverWait(browser, 3).until(lambda _: button.text == "Copied")
    copied = browser.execute_async_script("navigator.clipboard.readText().then(arguments[0], () => arguments[0](null))")
    assert copied == written[:-1]


def test_shadow_layers_keep_their_alpha_beside_their_color(server, restore_size):
    browser = sized(restore_size, 1400)
    open_at(browser, server + "components/toggle/")
    open_folds(browser)
    chips = browser.find_elements(By.CSS_SELECTOR, "#token-shadow-toggle-handle .sp-shadow-layers .sp-color-chip")
    assert len(chips) >= 2
    for chip in chips:
        tops = browser.execute_script("""
          return [...arguments[0].querySelectorAll('code, .sp-alpha')].map(e => Math.round(e.getBoundingClientRect().top));""",
                                      chip)
        assert max(tops) - min(tops) <= 4, tops


def test_a_rows_units_agree(server, restore_size):
    browser = sized(restore_size, 1400)
    # The row's table is folded: the link opens it.
    open_at(browser, server + "components/input/#token-radius-full")
    row = browser.find_element(By.ID, "token-radius-full")
    assert row.find_element(By.CSS_SELECTOR, "td.sp-token-value .sp-value").text == "999 pt"
    # Each value's folded chain ends on that value, written the same way.
    open_folds(browser)
    pairs = browser.execute_script("""
      return [...document.querySelectorAll('td.sp-token-value')].filter(td => td.querySelector('.sp-chain-value'))
        .map(td => {
          const own = [...td.childNodes].filter(n => !(n.nodeType === 1 && n.matches('details, .sp-preview, button, .sp-token-same')))
            .map(n => n.textContent).join(' ');
          return [own.replace(/\\s+/g, ' ').trim(), td.querySelector('.sp-chain-value').textContent.trim()];
        });""")
    assert len(pairs) >= 10 and all(value == chain for value, chain in pairs), pairs


# MARK: Folds


@pytest.mark.parametrize("width", [390, 1400])
def test_a_link_into_a_fold_opens_it_and_lands_in_sight(server, restore_size, width):
    """Token tables, the full variant matrix, property tables, matching parity rows and key
    tables fold; a link to something inside a fold (a token row, a variant) opens it."""
    browser = sized(restore_size, width)
    for target in ("token-radius-full", "text-input-password-error"):
        # A fresh load, as from another page: the page before may have landed on the same target.
        browser.get("about:blank")
        open_at(browser, server + "components/input/#" + target)
        # The page says when the target has stopped moving (the layout settled), not a delay.
        WebDriverWait(browser, 20).until(lambda b: landed_in_sight(b, target))
        element = browser.find_element(By.ID, target)
        assert element.is_displayed(), target
        top = browser.execute_script("return arguments[0].getBoundingClientRect().top", element)
        header = browser.execute_script("return document.querySelector('.sp-header').getBoundingClientRect().bottom")
        assert header <= top < 900, (target, header, top)
    # A link on the page itself, as "On this page" or a search result would follow.
    open_at(browser, server + "components/input/")
    fold = browser.find_element(By.CSS_SELECTOR, ".sp-token-details:not([open])")
    row_id = fold.find_element(By.CSS_SELECTOR, "tr[data-token]").get_attribute("id")
    browser.execute_script(
        "const a = document.createElement('a'); a.href = '#' + arguments[0]; a.textContent = 'jump';"
        "document.querySelector('.sp-article p').append(a); a.click();", row_id)
    assert browser.find_element(By.ID, row_id).is_displayed()


def landed_in_sight(browser, target):
    """The page says it has landed on the target, and the target is under the header, on screen."""
    return browser.execute_script("""
      if (document.documentElement.getAttribute('data-sp-landed') !== arguments[0]) return false;
      const top = document.getElementById(arguments[0]).getBoundingClientRect().top;
      const header = document.querySelector('.sp-header').getBoundingClientRect().bottom;
      return header <= top && top < window.innerHeight;""", target)


def test_a_linked_target_comes_back_into_sight_when_the_window_changes_before_the_reader_scrolls(
        server, restore_size):
    """A phone turned sideways (or a window resized) after the page landed reflows every table
    above the target: until the reader scrolls, the page puts the target back in sight."""
    browser = sized(restore_size, 1400)
    target = "token-radius-full"
    browser.get("about:blank")
    open_at(browser, server + "components/input/#" + target)
    WebDriverWait(browser, 20).until(lambda b: landed_in_sight(b, target))
    browser.set_window_size(390, 900)
    # The same page is 3 to 4 times as long at 390: without placing it again the row is far off.
    WebDriverWait(browser, 20).until(lambda b: landed_in_sight(b, target))
    # Once the reader scrolls, the page no longer moves them.
    browser.execute_script("window.dispatchEvent(new WheelEvent('wheel')); window.scrollTo(0, 0);")
    browser.set_window_size(1400, 900)
    WebDriverWait(browser, 20).until(lambda b: b.execute_script("return window.innerWidth") == 1400)
    # Two frames: the resize event and any layout it caused have been handled.
    browser.execute_async_script(
        "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")
    assert browser.execute_script("return window.scrollY") < 900


@pytest.mark.parametrize("width", [1400, 390])
def test_a_linked_target_stays_in_sight_when_the_page_grows_above_it(server, restore_size, width):
    """A slow phone lays out drawings and fonts after the first scroll: content that appears
    above the target before the page has settled moves the reader back to it."""
    browser = sized(restore_size, width)
    target = "token-radius-full"
    open_at(browser, server + "components/input/")
    # The link is followed, then 100 ms later (well inside the second the page waits for quiet)
    # 3,000 px of content arrive above the target.
    browser.execute_script(
        "location.hash = '#' + arguments[0];"
        "setTimeout(() => { const late = document.createElement('div'); late.id = 'late'; late.style.height = '3000px';"
        "  document.querySelector('.sp-article').prepend(late); }, 100);", target)
    WebDriverWait(browser, 20).until(lambda b: b.execute_script("return !!document.getElementById('late')"))
    WebDriverWait(browser, 20).until(
        lambda b: b.execute_script("return document.documentElement.getAttribute('data-sp-landed')") == target)
    top = browser.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", target)
    header = browser.execute_script("return document.querySelector('.sp-header').getBoundingClientRect().bottom")
    assert header <= top < 900, (header, top)


@pytest.mark.parametrize("site", ["appetite", "eand"])
@pytest.mark.parametrize("width", [390, 900, 1400])
def test_on_this_page_follows_the_title_and_marks_the_section_read(server, eand_server, restore_size, width, site):
    browser = sized(restore_size, width)
    open_at(browser, (server if site == "appetite" else eand_server) + "components/input/")
    toc = browser.find_element(By.CSS_SELECTOR, ".sp-toc")
    title = browser.find_element(By.CSS_SELECTOR, ".sp-article h1")
    first_section = browser.find_element(By.CSS_SELECTOR, ".sp-article h2")
    if width <= 1100:
        # No column of its own: under the title, before the first section, in reading order too.
        assert title.rect["y"] < toc.rect["y"] < first_section.rect["y"], (title.rect, toc.rect, first_section.rect)
        assert browser.execute_script("return !!arguments[0].closest('.sp-article')", toc)
    else:
        assert toc.rect["x"] > title.rect["x"] + title.rect["width"] / 2, "beside the article"
    # Scrolled to a section, "On this page" marks it, and only it.
    links = browser.find_elements(By.CSS_SELECTOR, ".sp-toc a")
    target = links[len(links) // 2].get_attribute("href").split("#")[1]
    browser.execute_script("location.hash = '#' + arguments[0]", target)
    WebDriverWait(browser, 20).until(
        lambda b: b.execute_script("return document.documentElement.getAttribute('data-sp-landed')") == target)
    WebDriverWait(browser, 5).until(lambda b: b.execute_script(
        "return [...document.querySelectorAll('.sp-toc a[aria-current]')].map(a => a.hash)") == ["#" + target])


@pytest.mark.parametrize("width", [390, 1400])
def test_a_heading_anchor_stays_on_the_line_of_its_last_word(server, restore_size, width):
    browser = sized(restore_size, width)
    open_at(browser, server + "components/input/")
    # Headings made long enough to wrap, so every one ends on a line it shares with its anchor.
    apart = browser.execute_script(r"""
      const apart = [];
      for (const heading of document.querySelectorAll('.sp-article :is(h2, h3)[id]')) {
        const anchor = heading.querySelector('.sp-anchor');
        heading.insertBefore(
          document.createTextNode('A long heading that wraps onto a second line at any width, '), heading.firstChild);
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        let last = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!anchor.contains(node) && node.textContent.replace(/[\u2060\s]/g, '').length) last = node;
        }
        const end = last.textContent.replace(/[\u2060\s]+$/, '').length;
        const range = document.createRange();
        range.setStart(last, end - 1);
        range.setEnd(last, end);
        const word = range.getBoundingClientRect(), link = anchor.getBoundingClientRect();
        const middle = (link.top + link.bottom) / 2;
        if (middle < word.top || middle > word.bottom) apart.push([heading.id, word.top, word.bottom, middle]);
      }
      return apart;""")
    assert apart == []


def test_folds_say_what_they_hold_and_open_from_the_keyboard(server, restore_size):
    browser = sized(restore_size, 1400)
    open_at(browser, server + "components/input/")
    summaries = [s.text for s in browser.find_elements(By.CSS_SELECTOR, ".sp-token-details > summary")]
    assert summaries == ["Tokens Text Input reads 16 tokens in 2 contexts", "Tokens Composer reads 18 tokens in 2 contexts",
                         "Tokens Counter Input reads 12 tokens in 2 contexts"], summaries
    galleries = [s.text for s in browser.find_elements(By.CSS_SELECTOR, ".sp-specimens-fold > summary")]
    # Galleries the live previews or Text Input's states repeat, and the touch-target figures:
    # folded, each naming what it holds and what varies.
    assert galleries == ["6 variants of Text Input, by Type", "30 variants of Text Input, by State and Type",
                         "5 variants of Chip Input, by State", "5 variants of Digit Input, by State",
                         "5 variants of Text Area, by State",
                         "Touch targets of Stepper, 2 sizes, against iOS and Material 3",
                         "4 variants of Composer, by Style and State",
                         "Touch targets of Composer against iOS and Material 3"], galleries
    assert browser.find_element(By.CSS_SELECTOR, ".sp-parity-agreeing > summary").text == "8 matching rows"
    # Every variant is drawn, folded or not, each figure with its own id: Text Input's 6 types and
    # its 30 states by type, in two folds.
    figures = browser.execute_script(
        "return [...document.querySelectorAll('.sp-specimens-fold[data-set=\"Text Input\"] figure.sp-specimen')].map(f => f.id)")
    assert len(figures) == 36 and len(set(figures)) == 36 and all(figures)
    # Tab reaches a summary; Enter opens its fold.
    fold = browser.find_element(By.CSS_SELECTOR, ".sp-token-details")
    summary = fold.find_element(By.CSS_SELECTOR, "summary")
    browser.execute_script("arguments[0].focus()", summary)
    assert browser.execute_script("return document.activeElement === arguments[0]", summary)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert fold.get_attribute("open") is not None
    assert fold.find_element(By.CSS_SELECTOR, "tr[data-token]").is_displayed()


# MARK: Chrome


@pytest.mark.parametrize("site", ["appetite", "eand"])
@pytest.mark.parametrize("width", [390, 1400])
def test_a_heading_reached_from_on_this_page_lands_below_the_header(server, eand_server, restore_size, width, site):
    browser = sized(restore_size, width)
    open_at(browser, (server if site == "appetite" else eand_server) + "components/input/")
    toc = browser.find_element(By.CSS_SELECTOR, ".sp-toc-title")
    if browser.execute_script("return !arguments[0].parentElement.open", toc):
        toc.click()
    # A heading from the middle of the page, with room below it to scroll it to the top.
    links = browser.find_elements(By.CSS_SELECTOR, ".sp-toc a")
    link = links[len(links) // 2]
    anchor = link.get_attribute("href").split("#")[1]
    link.click()
    WebDriverWait(browser, 5).until(lambda driver: driver.execute_script("return location.hash") == "#" + anchor)
    header_bottom, heading_top = browser.execute_script("""
      return [document.querySelector('.sp-header').getBoundingClientRect().bottom,
              document.getElementById(arguments[0]).getBoundingClientRect().top];""", anchor)
    covered = max(header_bottom, 0)
    assert heading_top >= covered, (width, header_bottom, heading_top)
    assert heading_top < covered + 60, "the heading is at the top, just below the header"


@pytest.mark.parametrize("site", ["appetite", "eand"])
@pytest.mark.parametrize("width", [390, 1400])
def test_the_header_stays_on_top_while_the_page_scrolls(server, eand_server, restore_size, width, site):
    """The search box and the theme switch stay in reach: both themes' headers stick."""
    browser = sized(restore_size, width)
    open_at(browser, (server if site == "appetite" else eand_server) + "components/input/")
    browser.execute_script("window.scrollTo(0, 3000)")
    WebDriverWait(browser, 5).until(lambda b: b.execute_script("return window.scrollY") >= 2000)
    top, bottom = browser.execute_script(
        "const r = document.querySelector('.sp-header').getBoundingClientRect(); return [r.top, r.bottom];")
    assert top == 0 and bottom > 0, (top, bottom)
    # Nothing of the page is drawn over it.
    covering = browser.execute_script(
        "const r = document.querySelector('.sp-header').getBoundingClientRect();"
        "const hit = document.elementFromPoint(r.left + 8, r.top + r.height / 2);"
        "return hit && !hit.closest('.sp-header') ? hit.outerHTML.slice(0, 80) : null;")
    assert covering is None, covering


def test_a_search_result_lands_below_the_header_at_390(server, restore_size):
    browser = sized(restore_size, 390)
    open_at(browser, server + "components/toggle/")
    box = browser.find_element(By.CSS_SELECTOR, ".sp-search-input")
    box.send_keys("focusRing")
    WebDriverWait(browser, 10).until(
        lambda driver: driver.find_elements(By.CSS_SELECTOR, ".sp-search-results [role='option'] a"))
    link = browser.find_element(By.CSS_SELECTOR, ".sp-search-results [role='option'] a")
    anchor = link.get_attribute("href").split("#")[1]
    box.send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: driver.execute_script("return location.hash") == "#" + anchor)
    header_bottom, top = browser.execute_script("""
      return [document.querySelector('.sp-header').getBoundingClientRect().bottom,
              document.getElementById(arguments[0]).getBoundingClientRect().top];""", anchor)
    assert top >= header_bottom, (anchor, header_bottom, top)


def test_the_phone_menu_opens_under_its_button_and_closes_on_escape(server, restore_size):
    browser = sized(restore_size, 390)
    open_at(browser, server + "components/input/")
    toggle = browser.find_element(By.CSS_SELECTOR, ".sp-nav-toggle")
    nav = browser.find_element(By.ID, "sp-nav")
    # The header's buttons sit at its right edge.
    header = browser.find_element(By.CSS_SELECTOR, ".sp-header")
    assert header.rect["x"] + header.rect["width"] - (toggle.rect["x"] + toggle.rect["width"]) <= 24
    toggle.click()
    assert nav.is_displayed() and toggle.get_attribute("aria-expanded") == "true"
    gap = nav.rect["y"] - (toggle.rect["y"] + toggle.rect["height"])
    assert 0 <= gap <= 16, gap
    assert nav.rect["x"] + nav.rect["width"] >= toggle.rect["x"] + toggle.rect["width"] - 1
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert not nav.is_displayed() and toggle.get_attribute("aria-expanded") == "false"
    assert browser.switch_to.active_element == toggle
    # A click outside closes it too (at the left edge, beside the panel).
    toggle.click()
    assert nav.is_displayed()
    title = browser.find_element(By.CSS_SELECTOR, "main h1")
    ActionChains(browser).move_to_element_with_offset(title, -title.rect["width"] / 2 + 2, 0).click().perform()
    assert not nav.is_displayed()


def test_search_results_show_a_snippet_with_the_words_marked(server, browser):
    open_at(browser, server + "components/toggle/")
    box = browser.find_element(By.CSS_SELECTOR, ".sp-search-input")
    box.clear()
    box.send_keys("handle shadow")
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".sp-search-results mark"))
    first = browser.find_element(By.CSS_SELECTOR, ".sp-search-results [role='option'] span")
    marks = [mark.text.lower() for mark in first.find_elements(By.TAG_NAME, "mark")]
    assert marks and all(mark.startswith(("handle", "shadow")) for mark in marks), marks
    assert len(first.text) > len(" ".join(marks)) + 20, "a snippet of the text around the words"
    box.send_keys(Keys.ESCAPE)


def test_the_slash_chip_hides_while_typing(server, browser):
    open_at(browser, server + "components/toggle/")
    chip = browser.find_element(By.CSS_SELECTOR, ".sp-search-key")
    assert chip.is_displayed()
    box = browser.find_element(By.CSS_SELECTOR, ".sp-search-input")
    box.send_keys("to")
    assert not chip.is_displayed()
    box.clear()
    box.send_keys(Keys.ESCAPE)


def test_the_slash_chip_hides_on_touch_screens(server, browser):
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "hover", "value": "none"}]})
    try:
        open_at(browser, server + "components/toggle/")
        assert browser.execute_script("return matchMedia('(hover: none) and (pointer: coarse)').matches")
        assert not browser.find_element(By.CSS_SELECTOR, ".sp-search-key").is_displayed()
    finally:
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_heading_anchors_show_on_hover_and_focus_only(server, restore_size):
    browser = sized(restore_size, 1400)
    open_at(browser, server + "components/toggle/")
    heading = browser.find_element(By.CSS_SELECTOR, ".sp-article h2[id]")
    anchor = heading.find_element(By.CSS_SELECTOR, "a.sp-anchor")
    opacity = lambda: browser.execute_script("return getComputedStyle(arguments[0]).opacity", anchor)
    ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, "h1")).perform()
    assert opacity() == "0"
    ActionChains(browser).move_to_element(heading).perform()
    assert opacity() == "1"
    ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, "h1")).perform()
    # Focus after a key press is keyboard focus (:focus-visible).
    ActionChains(browser).send_keys(Keys.SHIFT).perform()
    browser.execute_script("arguments[0].focus()", anchor)
    assert browser.execute_script("return arguments[0].matches(':focus-visible')", anchor)
    assert opacity() == "1"


def test_summaries_and_touch_target_captions_read_at_text_weight(server, browser):
    open_at(browser, server + "components/toggle/")
    weights = browser.execute_script("""
      return [...document.querySelectorAll('.sp-properties-summary, .sp-variants-summary, .sp-touch-target-summary, .sp-touch-target-platform')]
        .map(e => parseInt(getComputedStyle(e).fontWeight));""")
    assert weights and all(weight <= 400 for weight in weights), weights


# MARK: Live previews


def live(browser, set_name, index=0):
    found = browser.find_elements(By.CSS_SELECTOR, f".sp-live[data-set='{set_name}']")
    assert len(found) > index
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", found[index])
    return found[index]


@pytest.mark.parametrize("index", [0, 1])
def test_composer_focus_is_a_ring_around_the_pill_not_the_browsers_outline(server, browser, index):
    open_at(browser, server + "components/input/")
    root = live(browser, "Composer", index)
    field = root.find_element(By.CSS_SELECTOR, "input.sp-live-control")
    ring = root.find_element(By.CSS_SELECTOR, ".sp-live-ring")
    assert not ring.is_displayed()
    field.click()
    assert browser.execute_script("return getComputedStyle(arguments[0]).outlineStyle", field) == "none"
    assert ring.is_displayed()
    radius, height, field_box, ring_box = browser.execute_script("""
      const ring = arguments[0], field = arguments[1];
      return [parseFloat(getComputedStyle(ring).borderTopLeftRadius), ring.getBoundingClientRect().height,
              field.getBoundingClientRect().toJSON(), ring.getBoundingClientRect().toJSON()];""", ring, field)
    assert radius * 2 >= height - 0.5, "the ring follows the pill's full radius"
    assert ring_box["left"] <= field_box["left"] and ring_box["right"] >= field_box["right"]
    browser.execute_script("arguments[0].blur()", field)
    assert not ring.is_displayed()


def test_text_area_counter_stops_at_its_limit(server, browser):
    open_at(browser, server + "components/input/")
    root = live(browser, "Text Area")
    area = root.find_element(By.TAG_NAME, "textarea")
    area.click()
    area.send_keys("x" * 230)
    assert len(area.get_attribute("value")) == 200
    assert root.find_element(By.CSS_SELECTOR, ".sp-live-count").text == "200/200"


# MARK: Inline code

# A page of prose naming files as init's pages and the docs do: long paths in code spans, one
# before a full stop, one in a list, one in a narrow table cell.
PATHS_PAGE = """---
title: Paths
---

Code Connect reads `content/code/primitives/Button.figma.tsx`. The semantic colors are in
`tokens/semantic/color.json`, beside `tokens/primitives/modes/color-scheme/light/global.json`.

- The props come from `content/code/folder/react-docgen-typescript.components.json`.
- A URL: `https://www.figma.com/design/GCvY3Qv8czRgZgvl1dG6lp/Primer-Web?node-id=18959-65008`.

| File | What |
| --- | --- |
| `content/tokens/design-tokens/primitives/modes/typography/size/large.json` | sizes |
"""


@pytest.fixture(scope="module")
def paths_site(tmp_path_factory):
    """A one-page site of PATHS_PAGE, built and served: its address."""
    root = tmp_path_factory.mktemp("paths")
    (root / "site" / "content" / "pages").mkdir(parents=True)
    (root / "site" / "content" / "site.yml").write_text("name: Paths\n", encoding="utf-8")
    (root / "site" / "content" / "pages" / "index.md").write_text(PATHS_PAGE, encoding="utf-8")
    build(root / "site", root / "public")
    httpd = serve(root / "public")
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


# Each line a reader sees of a paragraph, list item or cell that holds inline code, and of each
# code span in it, read character by character from where the browser put them; the code spans
# wider than their column.
CODE_LINES = """
  const lines = element => {
    // In reading order, a character more than half a line below the last starts a line: code's
    // smaller face sits a few pixels off the text's on the same line.
    const rows = [];
    let last = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent.length; i++) {
        const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || !rect.width) continue;
        if (last === null || rect.top > last + 8) rows.push('');
        last = rect.top;
        rows[rows.length - 1] += node.textContent[i];
      }
    }
    return rows.map(row => row.trim()).filter(Boolean);
  };
  const out = {lines: [], wide: []};
  const codes = [...document.querySelectorAll('.sp-article code')].filter(code => !code.closest('pre'));
  const blocks = new Set(codes.map(code => code.closest('p, li, td, th')).filter(Boolean));
  for (const block of blocks) out.lines.push(lines(block));
  for (const code of codes) {
    out.lines.push(lines(code));
    let column = code.parentElement;
    while (column && getComputedStyle(column).display === 'inline') column = column.parentElement;
    const box = column.getBoundingClientRect();
    for (const rect of code.getClientRects()) {
      if (rect.right > box.right + 1 || rect.left < box.left - 1) out.wide.push(code.textContent);
    }
  }
  return out;"""


@pytest.mark.parametrize("width", [390, 360])
def test_inline_code_paths_wrap_between_folders_and_never_leave_a_lone_stop(paths_site, server, restore_size, width):
    sized(restore_size, width)
    for url in [paths_site, server + "components/toggle/", server + "foundations/color/"]:
        open_at(restore_size, url)
        found = restore_size.execute_script(CODE_LINES)
        assert not found["wide"], f"{url}: {found['wide']}"
        lone = [lines for lines in found["lines"] if any(len(line) == 1 and not line.isalnum() for line in lines)]
        assert not lone, f"{url}: {lone[:3]}"
        if url == paths_site:
            # A path breaks after a "/" and keeps each name whole: "Button.figma.tsx" on one line.
            named = [lines for lines in found["lines"] if any("Button.figma" in line for line in lines)]
            assert named and all(any("Button.figma.tsx" in line for line in lines) for lines in named), named
            split = [line for lines in found["lines"] for line in lines
                     if line.startswith("/") or line[:1] == "." or line.endswith(".figma") or line.endswith("Button.")]
            assert not split, split
