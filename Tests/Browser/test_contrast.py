"""Contrast lists a person can read: one line a pair (the sample, the two names, the ratio and the
AA, AA large and AAA marks) at every width, never a tall card of labelled cells."""
import pytest


@pytest.fixture
def restore_size(browser):
    yield
    browser.set_window_size(1280, 900)


@pytest.mark.parametrize("width", [1400, 1100, 900, 760, 390])
def test_a_contrast_pair_is_one_line_at_every_width(server, browser, restore_size, width):
    browser.set_window_size(width, 900)
    browser.get(server + "foundations/color/")
    found = browser.execute_script(
        """const rows = [...document.querySelectorAll('.sp-contrast-report table.sp-contrast-table tbody tr')];
           return {
             rows: rows.length,
             stacked: document.querySelectorAll('.sp-contrast-report table.sp-stacked').length,
             tallest: Math.max(...rows.map(r => r.getBoundingClientRect().height)),
             overflow: [...document.querySelectorAll('.sp-contrast-report table')]
               .filter(t => t.scrollWidth > t.clientWidth + 1).length,
             complete: rows.every(r => r.querySelector('svg.sp-contrast-sample') && r.querySelector('.sp-contrast-ratio')
               && (r.querySelector('.sp-contrast-grades').textContent.includes('3:1, non-text (1.4.11)')
                   ? ['AA'] : ['AA', 'AA large', 'AAA']).every(level => [...r.querySelectorAll('.sp-contrast-grades > span')]
                 .some(s => s.textContent.replace(/[✓✗]\\s*/, '').replace(/ (passes|fails)$/, '') === level))),
             graphics: rows.filter(r => r.querySelector('.sp-contrast-grades').textContent.includes('non-text')).length,
             spoken: rows[0].querySelector('.sp-contrast-grades > span').textContent.trim(),
           };""")
    assert found["rows"] >= 20
    assert found["stacked"] == 0
    assert found["complete"]
    # The icons the components draw (Composer's send arrow, the inputs' icons) are held to 3:1.
    assert found["graphics"] > 0
    assert found["overflow"] == 0
    # A card of seven labelled cells was 190 px a pair; a row is the names, the measured colors
    # with the sets that draw them, and the grades (a fourth line on a phone at most).
    assert found["tallest"] <= (128 if width < 760 else 90), f"a pair is {found['tallest']} px tall at {width}"
    assert found["spoken"] in ("✗ AA fails", "✓ AA passes")


@pytest.mark.parametrize("width, budget", [(1400, 7500), (390, 12000)])
def test_the_color_page_with_its_contrast_list_stays_within_its_budget(server, browser, restore_size, width, budget):
    """With a card per pair the Color page was 12,500 px at 1400 and 15,900 at 390."""
    browser.set_window_size(width, 900)
    browser.get(server + "foundations/color/")
    height = browser.execute_script("return document.documentElement.scrollHeight")
    assert height <= budget, f"the Color page is {height} px tall at {width}"
