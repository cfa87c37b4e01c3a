"""Search in Chromium over the index that `specimen build` writes, and what a query costs."""
import gzip
import pathlib
import shutil
import subprocess
import tempfile
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

QUERIES = [
    ("focusRing", "components/toggle/"),
    ("Digit Input", "components/input/"),
    ("Show Description", "components/toggle/"),
    ("#8E8E93", "foundations/color/"),
]


from conftest import REPO, build, serve


def page_of(url):
    """A result links to the place on its page; the page is the URL without the fragment."""
    return url.split("#")[0]


def search(browser, query):
    box = browser.find_element(By.CSS_SELECTOR, ".sp-search-input")
    box.clear()
    box.send_keys(query)
    WebDriverWait(browser, 10).until(
        lambda driver: driver.find_elements(By.CSS_SELECTOR, ".sp-search-results [role='option'] a"))
    return [link.get_attribute("href") for link in
            browser.find_elements(By.CSS_SELECTOR, ".sp-search-results [role='option'] a")]


@pytest.mark.parametrize("query,page", QUERIES)
def test_query_finds_the_right_page(server, browser, query, page):
    browser.get(server)
    hits = search(browser, query)
    assert server + page in [page_of(hit) for hit in hits[:3]], (query, hits)


def test_slash_focuses_enter_opens_and_arrows_move(server, browser):
    browser.get(server + "components/input/")
    browser.find_element(By.TAG_NAME, "body").send_keys("/")
    box = browser.switch_to.active_element
    assert box.get_attribute("class") == "sp-search-input"
    hits = search(browser, "Show Description")
    box.send_keys(Keys.ARROW_DOWN)
    selected = browser.find_element(By.CSS_SELECTOR, ".sp-search-results [aria-selected='true']")
    assert box.get_attribute("aria-activedescendant") == selected.get_attribute("id")
    box.send_keys(Keys.ARROW_UP)  # back around to the last hit, then down to the first again
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: driver.current_url == hits[0])


def test_enter_without_selection_opens_the_first_hit(eand_server, browser):
    browser.get(eand_server + "components/searchbar/")
    hits = search(browser, "OtpInput")
    assert eand_server + "components/input/" in [page_of(hit) for hit in hits]
    browser.find_element(By.CSS_SELECTOR, ".sp-search-input").send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: driver.current_url == hits[0])


def test_search_index_is_fetched_only_when_used(server, browser):
    browser.get(server + "components/toggle/")
    fetched = browser.execute_script(
        "return performance.getEntriesByType('resource').filter(e => e.name.includes('/search/') || e.name.includes('search.js')).length")
    assert fetched == 0


def test_enter_typed_at_once_opens_the_first_hit(server, browser):
    browser.get(server)
    browser.find_element(By.CSS_SELECTOR, ".sp-search-input").send_keys("Show Description" + Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: page_of(driver.current_url) == server + "components/toggle/")


# A query that is a token's name, as a table shows it (with or without its group) or as its CSS
# variable reads, lands on that token's row; a component's name on its page; a word one edit
# away from a word of the site on that word's page.
EXACT_NAMES = [
    ("bg/sub-200", "#token-bg-sub-200"),
    ("text/soft-500", "#token-text-soft-500"),
    ("brand/base", "#token-brand-base"),
    ("colors/gray/300", "foundations/color/#token-colors-gray-300"),
    ("gray/300", "foundations/color/#token-colors-gray-300"),
    ("--colors-gray-300", "foundations/color/#token-colors-gray-300"),
    ("alpha-72", "#token-colors-alpha-white-alpha-72"),
    ("Toggle", "components/toggle/"),
    ("Checkbox", "components/checkbox/"),
    ("Digit Input", "components/input/#digit-input"),
]
# A word one edit away from a word of the site finds that word's page.
TYPOS = [("toggel", "components/toggle/"), ("swich", "components/toggle/"), ("chekbox", "components/checkbox/")]


def first_hit_lands(browser, base, query, target, anywhere_on_page=False):
    """The first result's target ends with `target` (its page's, `anywhere_on_page`), and Enter
    opens it with the place in the page."""
    browser.get(base)
    hits = search(browser, query)
    landing = page_of(hits[0]) if anywhere_on_page else hits[0]
    assert landing.endswith(target) and hits[0].startswith(base), (query, hits)
    browser.find_element(By.CSS_SELECTOR, ".sp-search-input").send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: driver.current_url == hits[0])
    fragment = urllib.parse.urlparse(hits[0]).fragment
    if fragment:
        assert browser.execute_script("return !!document.getElementById(arguments[0])", fragment), hits[0]


@pytest.mark.parametrize("query,target", EXACT_NAMES)
def test_an_exact_name_or_a_typo_lands_on_its_place(server, browser, query, target):
    first_hit_lands(browser, server, query, target)


@pytest.mark.parametrize("query,target", TYPOS)
def test_a_typo_finds_the_page_of_the_word_one_edit_away(server, browser, query, target):
    first_hit_lands(browser, server, query, target, anywhere_on_page=True)


def test_a_result_names_its_page_and_section_and_a_typo_says_how_it_was_read(server, browser):
    browser.get(server)
    search(browser, "bg/sub-200")
    title = browser.find_element(By.CSS_SELECTOR, ".sp-search-results [role='option'] strong").text
    assert title == "Color \u203a Semantic colors", title
    browser.get(server)
    search(browser, "toggel")
    note = WebDriverWait(browser, 10).until(
        lambda driver: driver.find_elements(By.CSS_SELECTOR, ".sp-search-results .sp-search-note"))[0].text
    assert "toggle" in note, note


def test_a_query_that_matches_nothing_says_so_and_what_to_try(server, browser):
    browser.get(server)
    box = browser.find_element(By.CSS_SELECTOR, ".sp-search-input")
    box.send_keys("qqxqzz")
    WebDriverWait(browser, 10).until(
        lambda driver: driver.find_elements(By.CSS_SELECTOR, ".sp-search-results .sp-search-empty"))
    text = browser.find_element(By.CSS_SELECTOR, ".sp-search-results .sp-search-empty").text
    assert "qqxqzz" in text and "Try" in text, text
    assert not browser.find_elements(By.CSS_SELECTOR, ".sp-search-results [role='option']")


# Figma's Simple Design System as `specimen init` writes it: token names in three and four parts
# under an `@` collection mark, and a name's first parts alone (a group) open its first token.
SDS_NAMES = [
    ("color/background/brand/hover", "foundations/color/#token-color-background-brand-hover"),
    ("background/brand/hover", "foundations/color/#token-color-background-brand-hover"),
    ("@color/background/brand/default", "foundations/color/#token-color-background-brand-default"),
    ("color/background/brand", "foundations/color/#token-color-background-brand-default"),
    ("size/space/150", "foundations/size/#token-size-space-150"),
    ("Icon Button", "components/icon-button/"),
    ("Switch", "components/switch/"),
]


@pytest.mark.parametrize("query,target", SDS_NAMES)
def test_a_token_name_of_an_init_site_lands_on_its_row(published_init_sites, browser, query, target):
    _, base = published_init_sites["sds-figma-export"]
    first_hit_lands(browser, base, query, target)


def test_a_typo_on_an_init_site_finds_its_component(published_init_sites, browser):
    _, base = published_init_sites["sds-figma-export"]
    first_hit_lands(browser, base, "swich", "components/switch/", anywhere_on_page=True)


# A record's URL becomes a link: only a path relative to the site root may, resolved under it.
REFUSED_RECORD_URLS = [
    "javascript:alert(1)", "JavaScript:alert(1)//", " javascript:alert(1)", "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>", "vbscript:x", "https://evil.example/", "//evil.example/x",
    "/docs/index.html", "\\\\evil.example/", "..\\x", "../x", "%2e%2e/x", "a\nb/", 7, None,
]


def record_urls(browser, urls):
    """What assets/search.js makes of each record URL: the address it links to, or None."""
    return browser.execute_async_script(
        """const [urls, done] = [arguments[0], arguments[arguments.length - 1]];
        import(new URL("assets/search.js", document.baseURI).href).then((module) =>
          done(urls.map((u) => { const url = module.recordURL(u); return url && url.href; })));""",
        urls)


def test_the_client_refuses_record_urls_that_are_not_relative_paths(odd_names_site, browser):
    _, base = odd_names_site
    browser.get(base)
    refused = record_urls(browser, REFUSED_RECORD_URLS)
    assert refused == [None] * len(REFUSED_RECORD_URLS), list(zip(REFUSED_RECORD_URLS, refused))
    kept = ["", "components/toggle/", "javascript%3Aalert%281%29/", "a%20b%23c%3Fd%25e/"]
    assert record_urls(browser, kept) == [base + url for url in kept]


def test_a_page_named_like_a_script_url_is_found_and_opened_as_a_page(odd_names_site, browser):
    _, base = odd_names_site
    browser.get(base)
    hits = search(browser, "zebra")
    assert hits == [base + "javascript%3Aalert%281%29/"]
    browser.find_element(By.CSS_SELECTOR, ".sp-search-input").send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: driver.current_url == hits[0])
    assert browser.find_element(By.CSS_SELECTOR, "main h1").text == "Trap"


def test_a_record_with_a_script_url_is_never_a_result(odd_names_site, browser):
    """An index edited by hand (or from elsewhere) whose record is a javascript: URL: the result
    is left out, and Enter runs nothing and goes nowhere."""
    public, _ = odd_names_site
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-tampered-"))
    shutil.copytree(public, root / "public")
    records = root / "public" / "docs" / "search" / "p"
    for record in records.iterdir():
        if '"Trap"' in record.read_text(encoding="utf-8"):
            record.write_text('{"u":"javascript:document.title=\'ran\'//","t":"Trap","s":[["",""]]}\n',
                              encoding="utf-8")
    httpd = serve(root / "public")
    try:
        base = f"http://127.0.0.1:{httpd.server_address[1]}/docs/"
        browser.get(base)
        box = browser.find_element(By.CSS_SELECTOR, ".sp-search-input")
        box.send_keys("zebra")
        WebDriverWait(browser, 10).until(
            lambda driver: driver.find_elements(By.CSS_SELECTOR, ".sp-search-results .sp-search-empty"))
        assert not browser.find_elements(By.CSS_SELECTOR, ".sp-search-results a")
        box.send_keys(Keys.ENTER)
        # Enter typed at once, before the results are in, takes the first hit as it arrives.
        box.clear()
        box.send_keys("zebra" + Keys.ENTER)
        WebDriverWait(browser, 10).until(lambda driver: driver.execute_script(
            "return performance.getEntriesByType('resource').some(e => e.name.includes('/search/p/'))"))
        browser.execute_script("return new Promise((done) => setTimeout(done, 500))")
        assert browser.current_url == base
        assert browser.title != "ran"
    finally:
        httpd.shutdown()
        shutil.rmtree(root, ignore_errors=True)


# What a first query may cost, counted as a static host sends it: gzip (level 6, the usual
# default; every host compresses JS and JSON, brotli does better), headers not counted.
BUDGET = 100_000


@pytest.fixture(scope="module")
def generated_site():
    """A 300-page site from Benchmarks/generate with its data, search on."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-search-"))
    subprocess.run([str(REPO / "Benchmarks" / "generate"), "--pages", "300", "--seed", "1", "--out",
                    str(root / "site"), "--with-data"], check=True, capture_output=True)
    with open(root / "site" / "content" / "site.yml", "a", encoding="utf-8") as config:
        config.write("search: true\n")
    build(root / "site", root / "public")
    httpd = serve(root / "public")
    yield root / "public", f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


def first_query_cost(browser, folder, base, query):
    """Bytes (raw, gzip) of everything the first query fetches, read back from the files."""
    browser.get(base)
    browser.execute_script("performance.setResourceTimingBufferSize(1000); performance.clearResourceTimings()")
    hits = search(browser, query)
    urls = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    raw = compressed = 0
    for url in urls:
        path = urllib.parse.urlparse(url).path.lstrip("/")
        data = (folder / path).read_bytes()
        raw += len(data)
        compressed += len(gzip.compress(data, compresslevel=6, mtime=0))
    return hits, urls, raw, compressed


@pytest.mark.parametrize("query", ["button", "Disabled Focused", "color brand", "ember"])
def test_a_first_query_costs_less_than_the_budget(generated_site, browser, query):
    folder, base = generated_site
    hits, urls, raw, compressed = first_query_cost(browser, folder, base, query)
    assert hits, query
    assert any("search/t/" in url for url in urls) and any("search/p/" in url for url in urls)
    assert compressed <= BUDGET, (query, compressed, raw, urls)
