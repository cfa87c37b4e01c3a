"""The files coding agents read, as a validator reads them: components.json, each component's
file and tokens.json against their JSON Schemas in docs/schemas/, and the twins' links."""
import json
import pathlib
import re
import shutil
import tempfile

import jsonschema
import pytest

from conftest import build

REPO = pathlib.Path(__file__).resolve().parents[2]
SCHEMAS = REPO / "docs" / "schemas"


def schema(name):
    return json.loads((SCHEMAS / name).read_text())


def check(instance, name):
    validator = jsonschema.Draft202012Validator(schema(name), format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:5])


def test_schemas_are_valid():
    for path in SCHEMAS.glob("*.schema.json"):
        jsonschema.Draft202012Validator.check_schema(json.loads(path.read_text()))


@pytest.mark.parametrize("site", ["appetite", "eand"])
def test_files_match_their_schemas(built_sites, site):
    root = built_sites[site]
    manifest = json.loads((root / "components.json").read_text())
    check(manifest, "components.schema.json")
    assert manifest["components"]
    for component in manifest["components"]:
        check(json.loads((root / component["file"]).read_text()), "component.schema.json")
    check(json.loads((root / "tokens.json").read_text()), "tokens.schema.json")


def test_an_audited_sites_component_files_match_their_schema():
    """With accessibility: in site.yml, each drawn component's file carries its audit."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-audited-"))
    try:
        shutil.copytree(REPO / "content", root / "content")
        with open(root / "content" / "site.yml", "a") as site:
            site.write("\naccessibility:\n  level: AA\n")
        build(root, root / "Public")
        manifest = json.loads((root / "Public" / "components.json").read_text())
        audited = 0
        for component in manifest["components"]:
            entry = json.loads((root / "Public" / component["file"]).read_text())
            check(entry, "component.schema.json")
            audited += "accessibility" in entry
        assert audited >= 8, f"{audited} component files carry an audit"
    finally:
        shutil.rmtree(root, ignore_errors=True)


@pytest.mark.parametrize("site", ["appetite", "eand"])
def test_every_twin_link_resolves(built_sites, site):
    root = built_sites[site]
    for twin in root.rglob("index.md"):
        for target in re.findall(r"\]\(([^)\s#]+)", twin.read_text()):
            if re.match(r"^[a-z]+:", target):
                continue
            assert (twin.parent / target).exists(), f"{twin.relative_to(root)} links to {target}"
