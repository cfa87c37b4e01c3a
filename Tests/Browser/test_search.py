"""Search in Chromium over the Pagefind index that `specimen build` writes."""
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
    assert server + page in hits[:3], (query, hits)


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
    assert eand_server + "components/input/" in hits
    browser.find_element(By.CSS_SELECTOR, ".sp-search-input").send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: driver.current_url == hits[0])


def test_search_index_is_fetched_only_when_used(server, browser):
    browser.get(server + "components/toggle/")
    fetched = browser.execute_script(
        "return performance.getEntriesByType('resource').filter(e => e.name.includes('/pagefind/')).length")
    assert fetched == 0


def test_enter_typed_at_once_opens_the_first_hit(server, browser):
    browser.get(server)
    browser.find_element(By.CSS_SELECTOR, ".sp-search-input").send_keys("Show Description" + Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda driver: driver.current_url == server + "components/toggle/")
