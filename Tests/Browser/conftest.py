"""Builds the bundled sites with the release binary and serves them on loopback for the browser."""
import functools
import http.server
import os
import pathlib
import shutil
import subprocess
import tempfile
import threading

import pytest

# The driver and browser are Debian's; Selenium must not look anything up online.
os.environ.setdefault("SE_AVOID_STATS", "true")
os.environ.setdefault("SE_OFFLINE", "true")
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

REPO = pathlib.Path(__file__).resolve().parents[2]
# SPECIMEN_BINARY picks another build (a debug one while iterating); make test uses the release one.
SPECIMEN = pathlib.Path(os.environ.get("SPECIMEN_BINARY", REPO / ".build" / "release" / "specimen"))


def build(site: pathlib.Path, output: pathlib.Path) -> None:
    result = subprocess.run(
        [str(SPECIMEN), "build", "--site", str(site), "--output", str(output)],
        capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep pytest output readable
        pass


@pytest.fixture(scope="session")
def built_sites():
    """Public folders of the bundled site and of examples/eand, in a temporary folder."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-browser-"))
    sites = {"appetite": root / "appetite"}
    build(REPO, sites["appetite"])
    if (REPO / "examples" / "eand" / "content" / "site.yml").exists():
        sites["eand"] = root / "eand"
        build(REPO / "examples" / "eand", sites["eand"])
    yield sites
    shutil.rmtree(root, ignore_errors=True)


def serve(folder):
    handler = functools.partial(QuietHandler, directory=str(folder))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


@pytest.fixture(scope="session")
def server(built_sites):
    """Serves the bundled site at http://127.0.0.1:<port>/."""
    httpd = serve(built_sites["appetite"])
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


@pytest.fixture(scope="session")
def eand_server(built_sites):
    """Serves the e& example site."""
    httpd = serve(built_sites["eand"])
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


@pytest.fixture(scope="session")
def site_addresses(server, eand_server):
    """Each bundled site's address by the name built_sites gives it."""
    return {"appetite": server, "eand": eand_server}


PUBLISHED_TOKENS = REPO / "Tests" / "TokenImportTests" / "Fixtures" / "Published"
PUBLISHED_FIGMA = REPO / "Tests" / "FigmaTests" / "Fixtures" / "Published"
PUBLISHED_PROPS = REPO / "Tests" / "CodePropsTests" / "Fixtures" / "Published"
# Two sites `specimen init` writes from public exports, exactly as their repositories publish them
# (Tests/*/Fixtures/Published): the digdir Tokens Studio export with figmagic's Figma file, and
# Figma's Simple Design System tokens with figma-export's Figma file, SDS's
# react-docgen-typescript props and the Code Connect files SDS publishes beside its code.
INIT_SITES = {
    "digdir-figmagic": ["--tokens", PUBLISHED_TOKENS / "digdir-designsystemet" / "design-tokens",
                        "--figma", PUBLISHED_FIGMA / "figmagic" / "figma.json"],
    "sds-figma-export": ["--tokens", PUBLISHED_TOKENS / "figma-sds" / "tokens.json",
                         "--figma", PUBLISHED_FIGMA / "figma-export" / "figma.files.json",
                         "--props", PUBLISHED_PROPS / "figma-sds-react-docgen-typescript" / "folder",
                         "--props", PUBLISHED_PROPS / "figma-sds" / "primitives"],
}


@pytest.fixture(scope="session")
def published_init_sites():
    """Each INIT_SITES site, written by `specimen init` and built once: its public folder and
    its address."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-init-sites-"))
    servers, sites = [], {}
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
        sites[name] = (public, f"http://127.0.0.1:{httpd.server_address[1]}/")
    yield sites
    for httpd in servers:
        httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


def site_pages(folder: pathlib.Path) -> list:
    """Every page a built site holds, as paths from its root ("" for the home page,
    "components/toggle/", "404.html"), in a stable order."""
    pages = []
    for file in sorted(folder.rglob("*.html")):
        path = file.relative_to(folder).as_posix()
        pages.append(path[: -len("index.html")] if path == "index.html" or path.endswith("/index.html") else path)
    return pages


# Page files named like URL schemes and with the characters a URL path cannot hold as they are.
ODD_PAGES = {
    "index.md": "---\ntitle: Home\norder: 1\n---\n# Home\n\nHello.\n",
    "javascript:alert(1).md": "---\ntitle: Trap\norder: 2\n---\n# Trap\n\nZebra crossing.\n",
    "a b#c?d%e.md": "---\ntitle: Odd\norder: 3\n---\n# Odd\n\nQuirky name. [Trap](./javascript:alert(1).md)\n",
    "javascript:alert(2)/index.md": "---\ntitle: Folder\norder: 4\n---\n# Folder\n\nWalrus.\n",
}


@pytest.fixture(scope="session")
def odd_names_site():
    """A small site, search on, with ODD_PAGES, built into docs/ of the folder it serves (as a
    host serves a site under a path): the public folder and the site's address."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-odd-names-"))
    site = root / "site"
    shutil.copytree(REPO / "templates", site / "templates")
    for path, text in ODD_PAGES.items():
        (site / "content" / "pages" / path).parent.mkdir(parents=True, exist_ok=True)
        (site / "content" / "pages" / path).write_text(text, encoding="utf-8")
    (site / "content" / "site.yml").write_text(
        "name: Odd names\nbaseURL: https://example.com/docs/\nsearch: true\n", encoding="utf-8")
    build(site, root / "public" / "docs")
    httpd = serve(root / "public")
    yield root / "public", f"http://127.0.0.1:{httpd.server_address[1]}/docs/"
    httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def browser():
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(argument)
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    options.binary_location = chromium
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(30)
    # axe-core walks every element; the Input page's live previews hold every drawing they can
    # show, and the machine may be shared, so a run gets more than the default 30 s.
    driver.set_script_timeout(120)
    yield driver
    driver.quit()
