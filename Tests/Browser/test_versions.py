"""Two versions of a small site built side by side into one folder (Tests/ReleasesTests/Fixtures,
v1 and v2): the switcher in the header lists both from versions.json and goes to the same page in
the other version when it has it, else to that version's home. v2 also has its release page."""
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import REPO, SPECIMEN, serve

FIXTURES = REPO / "Tests" / "ReleasesTests" / "Fixtures"


def specimen(*arguments):
    result = subprocess.run([str(SPECIMEN), *arguments], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


@pytest.fixture(scope="module")
def versions_server():
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-versions-"))
    output = root / "site"
    for version in ("v1", "v2"):
        site = root / version
        shutil.copytree(FIXTURES / version, site)
        shutil.copytree(REPO / "templates", site / "templates")
    # v2's release page compares it with a copy of v1 kept inside v2's folder, since every path
    # site.yml names must stay inside the site.
    shutil.copytree(root / "v1", root / "v2" / "previous")
    with open(root / "v2" / "content" / "site.yml", "a", encoding="utf-8") as file:
        file.write("release:\n  previous: previous\n")
    for version in ("v1", "v2"):
        specimen("build", "--site", str(root / version), "--output", str(output), "--version-path", version)
    httpd = serve(output)
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


def switcher(browser):
    WebDriverWait(browser, 10).until(
        lambda b: b.find_element(By.CSS_SELECTOR, ".sp-versions").is_displayed())
    return Select(browser.find_element(By.CSS_SELECTOR, ".sp-version-select"))


def choose(browser, version):
    before = browser.current_url
    switcher(browser).select_by_visible_text(version)
    WebDriverWait(browser, 10).until(lambda b: b.current_url != before)


def test_the_switcher_lists_every_version_newest_first(browser, versions_server):
    browser.get(versions_server + "v2/components/switch/")
    select = switcher(browser)
    assert [option.text for option in select.options] == ["2.0", "1.0"]
    assert select.first_selected_option.text == "2.0"
    # The static version label gives way to the switcher.
    assert not browser.find_element(By.CSS_SELECTOR, ".sp-version").is_displayed()


def test_switching_keeps_the_page_when_the_other_version_has_it(browser, versions_server):
    browser.get(versions_server + "v2/components/switch/")
    choose(browser, "1.0")
    assert browser.current_url == versions_server + "v1/components/switch/"
    assert switcher(browser).first_selected_option.text == "1.0"
    choose(browser, "2.0")
    assert browser.current_url == versions_server + "v2/components/switch/"


def test_a_page_the_other_version_lacks_goes_to_its_home(browser, versions_server):
    browser.get(versions_server + "v2/components/chip/")
    choose(browser, "1.0")
    assert browser.current_url == versions_server + "v1/"
    browser.get(versions_server + "v1/components/badge/")
    choose(browser, "2.0")
    assert browser.current_url == versions_server + "v2/"


def test_the_release_page_is_in_the_navigation(browser, versions_server):
    browser.get(versions_server + "v2/")
    link = browser.find_element(By.LINK_TEXT, "What changed in 2.0")
    link.click()
    WebDriverWait(browser, 10).until(lambda b: b.current_url.endswith("/v2/releases/2.0/"))
    assert browser.find_element(By.CSS_SELECTOR, ".sp-release-breaking").is_displayed()
    drawings = browser.find_elements(By.CSS_SELECTOR, ".sp-release-drawing svg")
    assert len(drawings) == 6
    toc = [a.text for a in browser.find_elements(By.CSS_SELECTOR, ".sp-toc a")]
    assert toc[:4] == ["Tokens", "Components", "Drawings", "Pages"]
