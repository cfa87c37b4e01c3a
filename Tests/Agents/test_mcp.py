"""`specimen mcp` through the official MCP Python SDK's client: it starts the server over stdio,
once per bundled site and protocol era, lists the tools and calls each, and checks the answers
against the sites' own data."""
import asyncio
import json
import os
import pathlib

import pytest
from mcp import Client, StdioServerParameters

REPO = pathlib.Path(__file__).resolve().parents[2]
SPECIMEN = pathlib.Path(os.environ.get("SPECIMEN_BINARY", REPO / ".build" / "release" / "specimen"))
SITES = {"appetite": REPO, "eand": REPO / "examples" / "eand"}
# The most bytes a default answer about one component holds.
ANSWER_LIMIT = 8 * 1024


def session(site, mode):
    """Runs `body(client)` against `specimen mcp --site <site>`, negotiated in `mode`."""
    params = StdioServerParameters(command=str(SPECIMEN), args=["mcp", "--site", str(SITES[site])])

    def run(body):
        async def main():
            async with Client(params, mode=mode, read_timeout_seconds=120) as client:
                return await body(client)
        return asyncio.run(main())
    return run


async def text(client, tool, arguments):
    result = await client.call_tool(tool, arguments)
    assert result.content and result.content[0].type == "text"
    return result.content[0].text, result.is_error


async def answer(client, tool, arguments):
    body, is_error = await text(client, tool, arguments)
    assert not is_error, body
    return json.loads(body), len(body.encode())


MODES = ["auto", "legacy"]


@pytest.mark.parametrize("mode", MODES)
def test_toggle_through_every_tool(mode):
    async def body(client):
        tools = {tool.name for tool in (await client.list_tools()).tools}
        assert tools == {"list_components", "get_component", "search_docs", "get_tokens", "get_guidelines",
                         "check_usage"}
        listed, _ = await answer(client, "list_components", {})
        toggle = next(c for c in listed["components"] if c["name"] == "Toggle")
        assert toggle["variants"] == 8

        component, size = await answer(client, "get_component", {"name": "Toggle"})
        assert size <= ANSWER_LIMIT
        assert component["variants"]["published"] == 8
        assert component["variants"]["holes"] == 0
        assert component["variants"]["sizes"] == {"52×44": 8}
        assert component["variants"]["parts"]["track"] == "44×28"
        assert [p["name"] for p in component["properties"]] == ["State", "Active"]

        whole, _ = await answer(client, "get_component", {"name": "Toggle", "sections": ["variants", "tokens"]})
        assert len(whole["publishedVariants"]) == 8
        assert {t["name"] for t in whole["tokens"]} >= {"brand/base", "bg/soft-200"}

        hover, _ = await answer(client, "check_usage", {"component": "Toggle", "properties": {"State": "Hover"}})
        assert hover["valid"] is False
        assert "'Hover' is not an option of State" in hover["problems"][0]
        pressed, _ = await answer(client, "check_usage",
                                  {"component": "Toggle", "properties": {"State": "Pressed", "Active": "On"}})
        assert pressed["valid"] is True and pressed["size"] == "52×44"

        tokens, size = await answer(client, "get_tokens", {"prefix": "brand/", "context": "Dark · iOS"})
        assert size <= ANSWER_LIMIT
        base = next(t for t in tokens["tokens"] if t["name"] == "brand/base")
        assert base["value"] == "#409CFF"

        guidelines, size = await answer(client, "get_guidelines", {"component": "Toggle"})
        assert size <= ANSWER_LIMIT
        # The page's own guidance comes first; a section past the budget is named, not cut.
        assert "Guidelines" in [s["heading"] for s in guidelines["sections"]]
        assert "Tokens" in guidelines["leftOut"]
        one, _ = await answer(client, "get_guidelines", {"component": "Toggle", "section": "Guidelines"})
        assert "Weekly digest" in one["sections"][0]["text"]

        found, _ = await answer(client, "search_docs", {"query": "weekly digest"})
        assert found and found[0]["page"].startswith("components/toggle/index.md")

        missing, is_error = await text(client, "get_component", {"name": "Togle"})
        assert is_error and "Toggle" in missing

        resources = (await client.list_resources()).resources
        uris = {str(r.uri) for r in resources}
        assert "specimen:///components/toggle/index.md" in uris
        read = await client.read_resource("specimen:///components/toggle/index.md")
        assert "| State | Variant | Default (default), Pressed, Focused, Disabled |" in read.contents[0].text
    session("appetite", mode)(body)


@pytest.mark.parametrize("mode", MODES)
def test_eand_usage_rules_come_from_the_published_variants(mode):
    async def body(client):
        component, size = await answer(client, "get_component", {"name": "input-field"})
        assert size <= ANSWER_LIMIT
        assert component["variants"]["published"] == 38
        assert component["variants"]["combinations"] == 160

        otp, _ = await answer(client, "check_usage", {
            "component": "input-field", "properties": {"type": "otp", "filled": True, "active": True}})
        assert otp["valid"] is False
        assert "no published variant has filled=true with active=true" not in otp["problems"][0]
        assert "type=otp" in otp["problems"][0]
        assert otp["nearest"]
        for near in otp["nearest"]:
            assert "type" not in near["differs"], near
        # The nearest keeps otp and filled and gives up active, the value the rule forbids.
        first = otp["nearest"][0]
        assert "type=otp, default=false, filled=true, active=false" in first["variant"]
        assert first["differs"]["active"] == "false" and "filled" not in first["differs"]

        empty_error, _ = await answer(client, "check_usage", {
            "component": "input-field",
            "properties": {"type": "otp", "default": True, "filled": False, "error": True}})
        assert empty_error["valid"] is False

        text_ok, _ = await answer(client, "check_usage", {
            "component": "input-field",
            "properties": {"type": "text", "default": False, "filled": True, "active": True}})
        assert text_ok["valid"] is True

        guidelines, size = await answer(client, "get_guidelines", {"component": "input-field"})
        assert size <= ANSWER_LIMIT
        found, _ = await answer(client, "search_docs", {"query": "otp"})
        assert any(hit["page"].startswith("components/input/index.md") for hit in found)
    session("eand", mode)(body)


def test_built_folder_answers_the_same(tmp_path):
    import subprocess
    output = tmp_path / "site"
    subprocess.run([str(SPECIMEN), "build", "--site", str(SITES["eand"]), "--output", str(output)], check=True,
                   capture_output=True)
    params = StdioServerParameters(command=str(SPECIMEN), args=["mcp", "--built", str(output)])

    async def main():
        async with Client(params, read_timeout_seconds=60) as client:
            listed, _ = await answer(client, "list_components", {})
            return listed
    listed = asyncio.run(main())
    assert [c["name"] for c in listed["components"]] == ["input-field"]


def test_a_site_is_built_in_memory_with_the_answers_of_its_build(tmp_path):
    """--site writes nothing (the site's folder and the temporary folder stay as they were) and
    answers as --built does from the folder `specimen build` wrote."""
    import shutil
    import subprocess
    site = tmp_path / "site"
    for part in ("content", "templates"):
        shutil.copytree(SITES["eand"] / part, site / part)
    temporary = tmp_path / "tmp"
    temporary.mkdir()

    def listing():
        return sorted((str(path.relative_to(tmp_path)), path.stat().st_size, path.stat().st_mtime_ns)
                      for path in tmp_path.rglob("*"))

    async def calls(client):
        found = [await text(client, "list_components", {}),
                 await text(client, "get_component", {"name": "input-field", "sections": ["variants", "guidelines"]}),
                 await text(client, "check_usage", {"component": "input-field",
                                                    "properties": {"type": "otp", "filled": True, "active": True}}),
                 await text(client, "search_docs", {"query": "otp"}),
                 await text(client, "get_tokens", {"prefix": "color"})]
        resources = (await client.list_resources()).resources
        for resource in resources:
            found.append((await client.read_resource(resource.uri)).contents[0].text)
        return found

    def answers(args, env=None):
        params = StdioServerParameters(command=str(SPECIMEN), args=args, env=env)

        async def main():
            async with Client(params, read_timeout_seconds=120) as client:
                return await calls(client)
        return asyncio.run(main())

    before = listing()
    in_memory = answers(["mcp", "--site", str(site)], env={**os.environ, "TMPDIR": str(temporary)})
    assert listing() == before
    output = tmp_path / "built"
    subprocess.run([str(SPECIMEN), "build", "--site", str(site), "--output", str(output)], check=True,
                   capture_output=True)
    assert in_memory == answers(["mcp", "--built", str(output)])


def test_an_audited_site_answers_whether_a_component_passes(tmp_path):
    """With accessibility: in site.yml, get_component says whether the drawings pass each level
    and the accessibility section lists the failures, within the answer's budget."""
    import shutil
    shutil.copytree(REPO / "content", tmp_path / "content")
    with open(tmp_path / "content" / "site.yml", "a") as site:
        site.write("\naccessibility:\n  level: AA\n")
    params = StdioServerParameters(command=str(SPECIMEN), args=["mcp", "--site", str(tmp_path)])

    async def main():
        async with Client(params, read_timeout_seconds=120) as client:
            overview = await answer(client, "get_component", {"name": "Toggle"})
            failures = await answer(client, "get_component", {"name": "Toggle", "sections": ["accessibility"]})
            return overview, failures
    (overview, size), (detail, detail_size) = asyncio.run(main())
    assert size <= ANSWER_LIMIT and detail_size <= ANSWER_LIMIT
    status = overview["accessibility"]
    assert status["level"] == "AA" and status["aa"]["passes"] is False and status["aa"]["failures"] > 0
    assert "accessibilityFailures" not in overview
    track = next(f for f in detail["accessibilityFailures"] if f["layer"] == "track" and f["context"] == "theme: light")
    assert track["measured"] == "#E5E5EA on #FFFFFF 1.25:1" and track["required"] == "3:1"
