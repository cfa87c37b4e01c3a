"""axe-core 4.x in Selenium: the axe.min.js that the PyPI wheel axe-playwright-python ships, read
from the installed package and injected into the page (Playwright itself is not needed)."""
import functools
import importlib.metadata
import json


@functools.cache
def source() -> str:
    """The text of axe.min.js from the installed axe-playwright-python, without importing the
    package (its Python side imports Playwright, which these tests do not install)."""
    try:
        files = importlib.metadata.files("axe-playwright-python") or []
    except importlib.metadata.PackageNotFoundError as error:
        raise RuntimeError("axe-core is missing: run scripts/setup.sh test") from error
    for file in files:
        if file.name == "axe.min.js":
            return file.read_text(encoding="utf-8")
    raise RuntimeError("axe-playwright-python has no axe.min.js: run scripts/setup.sh test")


def version(browser) -> str:
    inject(browser)
    return browser.execute_script("return axe.version")


def inject(browser) -> None:
    """Adds axe to the page once per page load."""
    if not browser.execute_script("return typeof window.axe === 'object'"):
        browser.execute_script(source())


def run(browser) -> list:
    """Every violation axe finds on the page as it is now, with nothing excluded and every rule
    axe runs by default (WCAG 2.x A and AA and best practices), at any impact."""
    inject(browser)
    results = browser.execute_async_script(
        """const done = arguments[arguments.length - 1];
           axe.run(document, {resultTypes: ['violations']})
             .then(r => done(r.violations.map(v => ({
                id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => ({target: n.target, summary: n.failureSummary}))}))))
             .catch(e => done({error: String(e)}));"""
    )
    if isinstance(results, dict):
        raise RuntimeError(results["error"])
    return results


def report(violations: list, limit: int = 5) -> str:
    """Readable lines per rule: its id, impact and help, then up to `limit` elements with why."""
    lines = []
    for violation in violations:
        lines.append(f"{violation['id']} ({violation['impact']}): {violation['help']}, "
                     f"{len(violation['nodes'])} elements")
        for node in violation["nodes"][:limit]:
            summary = " ".join((node.get("summary") or "").split())
            lines.append(f"    {json.dumps(node['target'])}: {summary[:300]}")
    return "\n".join(lines)
