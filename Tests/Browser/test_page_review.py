"""Every page of the bundled sites and of two sites `specimen init` writes from public exports,
read at 1400 and 390 px as a design-system lead reads them: nothing pushes the page sideways, no
drawing is shrunk until the component's own text reads under 11 px, and the line that names what
a gallery's drawings share names switches as words ("Optional off"), never as bare booleans, and
never repeats the text the drawings already show.

The two init sites: the digdir Tokens Studio export with figmagic's Figma file, and Figma's Simple
Design System tokens with figma-export's Figma file and SDS's react-docgen-typescript props, all
exactly as their repositories publish them (Tests/*/Fixtures/Published)."""
import pathlib
import re
import shutil
import subprocess
import tempfile

import pytest

from conftest import REPO, SPECIMEN, serve, site_pages

PUBLISHED_TOKENS = REPO / "Tests" / "TokenImportTests" / "Fixtures" / "Published"
PUBLISHED_FIGMA = REPO / "Tests" / "FigmaTests" / "Fixtures" / "Published"
PUBLISHED_PROPS = REPO / "Tests" / "CodePropsTests" / "Fixtures" / "Published"
INIT_SITES = {
    "digdir-figmagic": ["--tokens", PUBLISHED_TOKENS / "digdir-designsystemet" / "design-tokens",
                        "--figma", PUBLISHED_FIGMA / "figmagic" / "figma.json"],
    "sds-figma-export": ["--tokens", PUBLISHED_TOKENS / "figma-sds" / "tokens.json",
                         "--figma", PUBLISHED_FIGMA / "figma-export" / "figma.files.json",
                         "--props", PUBLISHED_PROPS / "figma-sds-react-docgen-typescript" / "folder"],
}
WIDTHS = [1400, 390]

# The on-screen size of each drawn text against its own: a drawing may be drawn smaller to fit,
# but not so far that text of 11 px or more reads under 11 px (text the component itself draws
# smaller, such as a 6 px redline label in a Figma file, may not shrink at all). A drawing too wide
# for the column with its surface whatever its text (a whole form on a phone) is left to its own rule.
SHRUNK_TEXT = """
  const found = [];
  for (const svg of document.querySelectorAll('.sp-specimen svg.sp-specimen-svg')) {
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || svg.closest('details:not([open])')) continue;
    const own = parseFloat(svg.getAttribute('width'));
    // With its 8 px of surface and 1 px border each side, wider than the column: it must shrink.
    if (own + 18 > document.querySelector('.sp-article').getBoundingClientRect().width) continue;
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
def reviewed_sites(built_sites, site_addresses):
    """Each site's address and pages: the two bundled ones and the two init writes."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-review-"))
    servers, sites = [], {}
    for name in ("appetite", "eand"):
        sites[name] = (site_addresses[name], site_pages(built_sites[name]))
    for name, arguments in INIT_SITES.items():
        site, public = root / name, root / f"{name}-public"
        made = subprocess.run([str(SPECIMEN), "init", str(site), *map(str, arguments)],
                              capture_output=True, text=True, check=False)
        assert made.returncode == 0, made.stderr[-2000:]
        built = subprocess.run([str(SPECIMEN), "build", "--site", str(site), "--output", str(public)],
                               capture_output=True, text=True, check=False)
        assert built.returncode == 0, built.stderr[-2000:]
        httpd = serve(public)
        servers.append(httpd)
        sites[name] = (f"http://127.0.0.1:{httpd.server_address[1]}/", site_pages(public))
    yield sites
    for httpd in servers:
        httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
@pytest.mark.parametrize("width", WIDTHS)
def test_no_page_scrolls_sideways_or_shrinks_drawn_text_under_11_px(reviewed_sites, browser, site, width):
    base, pages = reviewed_sites[site]
    assert len(pages) > 3, pages
    browser.set_window_size(width, 900)
    sideways, shrunk = [], []
    try:
        for page in pages:
            browser.get(base + page)
            if found := browser.execute_script(SIDEWAYS):
                sideways.append((page, found))
            if found := browser.execute_script(SHRUNK_TEXT):
                shrunk.append((page, found))
    finally:
        browser.set_window_size(1280, 900)
    assert not sideways, f"pages wider than {width} px: {sideways}"
    assert not shrunk, f"drawn text under 11 px at {width} px: {shrunk}"


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
        assert browser.execute_script(
            "return document.querySelector('.sp-props-none').textContent") == "Accordion takes no props."


@pytest.mark.parametrize("site", ["appetite", "eand", *INIT_SITES])
@pytest.mark.parametrize("width", WIDTHS)
def test_the_chrome_says_nothing_twice(reviewed_sites, browser, site, width):
    """"On this page" lists two headings or more (an outline of one is that heading, and on a
    phone it is a fold to open for one link), and the breadcrumbs do not name the page twice
    (init's Icons page in the Icons section)."""
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
    finally:
        browser.set_window_size(1280, 900)
    assert not found, found
