#!/usr/bin/env python3
"""Gives a bundled site's tokens Figma variable ids, and binds its snapshots' paints to them.

    scripts/bind-figma-variables.py SITE [--check]

The bundled snapshots (content/figma/*.json) were written with literal colours; a real file binds
its paints to variables, and Figma's variables export records each variable's id on its token.
This script makes both sides say so, in the shapes the real tools write:

- every colour, dimension and number token in content/tokens/*.tokens.json gets
  `"$extensions": { "com.figma.variableId": "VariableID:F:N", "com.figma.scopes": ["ALL_SCOPES"] }`
  as Figma's DTCG export writes it (the same path in two mode files is one variable, one id); ids
  already there are kept, so running it again changes nothing;
- in every component set a geometry model draws, each fill and stroke whose colour is that of
  exactly one token the model names is bound to that token's variable, as REST responses write a
  binding: node-level `boundVariables.fills[n]` / `strokes[n]` and the paint's own
  `boundVariables.color`; each corner radius whose value is that of exactly one dimension token
  the model names is bound through `boundVariables.topLeftRadius` and its three siblings.

Paints no token of the model matches stay literal and are listed, so a person can look. Token
files are rewritten in their own layout (values on one line); the snapshot stays minified, with
its keys in their order. With --check nothing is written and the exit status says whether
anything would change.
"""

import argparse
import glob
import json
import os
import re
import sys

VARIABLE_TYPES = {"color", "dimension", "number"}


# --- the token files' own layout: objects broken over lines, values and arrays on one -------


def inline(value):
    if isinstance(value, dict):
        if not value:
            return "{}"
        return "{ " + ", ".join(json.dumps(k, ensure_ascii=False) + ": " + inline(v) for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(inline(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def block(value, indent=0):
    if not isinstance(value, dict) or not value:
        return inline(value)
    pad = "  " * (indent + 1)
    parts = []
    for key, child in value.items():
        one_line = key in ("$value", "$extensions") or not isinstance(child, dict)
        parts.append(pad + json.dumps(key, ensure_ascii=False) + ": " + (inline(child) if one_line else block(child, indent + 1)))
    return "{\n" + ",\n".join(parts) + "\n" + "  " * indent + "}"


def layout(document):
    return block(document) + "\n"


# --- tokens ----------------------------------------------------------------------------------


def tokens_of(document, path=(), inherited=None):
    """(path, token, $type) for every token in document order."""
    kind = document.get("$type", inherited)
    if "$value" in document:
        yield path, document, kind
        return
    for key, child in document.items():
        if not key.startswith("$") and isinstance(child, dict):
            yield from tokens_of(child, path + (key,), kind)


def default_files(tokens_dir):
    """The token files the default context reads, in resolution order."""
    resolvers = sorted(glob.glob(os.path.join(tokens_dir, "*.resolver.json")))
    if len(resolvers) != 1:
        sys.exit(f"{tokens_dir}: expected one *.resolver.json, found {len(resolvers)}")
    resolver = json.load(open(resolvers[0], encoding="utf-8"))
    files = []
    for entry in resolver["resolutionOrder"]:
        kind, name = entry["$ref"].split("/")[1:3]
        if kind == "sets":
            files += [s["$ref"] for s in resolver["sets"][name]["sources"]]
        else:
            modifier = resolver["modifiers"][name]
            files += [s["$ref"] for s in modifier["contexts"][modifier["default"]]]
    return files


class Tokens:
    def __init__(self, tokens_dir):
        self.dir = tokens_dir
        self.paths = sorted(glob.glob(os.path.join(tokens_dir, "*.tokens.json")))
        self.raw = {p: open(p, encoding="utf-8").read() for p in self.paths}
        self.docs = {p: json.loads(text) for p, text in self.raw.items()}
        self.flat = {}
        for name in default_files(tokens_dir):
            for path, token, kind in tokens_of(self.docs[os.path.join(tokens_dir, name)]):
                self.flat["/".join(path)] = (token, kind)

    def resolved(self, name):
        for _ in range(32):
            token, kind = self.flat[name]
            value = token["$value"]
            if isinstance(value, str) and value.startswith("{") and value.endswith("}"):
                name = value[1:-1].replace(".", "/")
                continue
            return value, kind
        sys.exit(f"{name}: alias chain too long")

    def give_ids(self):
        """Every colour, dimension and number token gets an id; a path keeps one id in every file."""
        ids = {}
        for p in self.paths:
            for path, token, kind in tokens_of(self.docs[p]):
                found = (token.get("$extensions") or {}).get("com.figma.variableId")
                if found:
                    ids.setdefault("/".join(path), found)
        taken = set(ids.values())
        for number, p in enumerate(self.paths, start=1):
            counter = 1
            for path, token, kind in tokens_of(self.docs[p]):
                name = "/".join(path)
                if kind not in VARIABLE_TYPES:
                    continue
                if name not in ids:
                    while f"VariableID:{number}:{counter}" in taken:
                        counter += 1
                    ids[name] = f"VariableID:{number}:{counter}"
                    taken.add(ids[name])
                extensions = token.setdefault("$extensions", {})
                extensions["com.figma.variableId"] = ids[name]
                extensions.setdefault("com.figma.scopes", ["ALL_SCOPES"])
        self.ids = ids

    def changed_files(self):
        out = {}
        for p in self.paths:
            if self.docs[p] == json.loads(self.raw[p]):
                continue
            if layout(json.loads(self.raw[p])) != self.raw[p]:
                sys.exit(f"{p}: not in the layout this script writes; add the ids by hand")
            out[p] = layout(self.docs[p])
        return out


# --- snapshots -------------------------------------------------------------------------------

TOKEN_WORD = re.compile(r"[A-Za-z_][\w.-]*(?:/[\w.-]+)+")
NAME_LINE = re.compile(r"^(\s*)-\s*(?:\{\s*)?name:\s*([^,}#]+?)\s*(?:[,}#]|$)")
RULE_LINE = re.compile(r"^\s*-\s*when:\s*\{(.*)\}")
RULE_LAYER = re.compile(r"^\s+([\w.-]+):\s*\{")


class Model:
    """What a geometry model says about each layer's tokens: the tokens written in the layer's own
    block, and per variant rule (`when:`) the tokens it gives each layer. Read as text, enough to
    tell which of two same-coloured tokens a layer uses; the check then confirms the binding."""

    def __init__(self, text, tokens):
        self.names = [w for w in dict.fromkeys(TOKEN_WORD.findall(text)) if w in tokens.flat]
        self.blocks = {}
        self.instances = {}
        self.rules = []
        section = "layers"
        stack = []
        for line in text.split("\n"):
            bare = line.split("#")[0].rstrip()
            if not bare.strip():
                continue
            indent = len(bare) - len(bare.lstrip())
            if indent == 0:
                section = "variants" if bare.startswith("variants:") else "layers" if bare.startswith(
                    ("layers:", "fill:", "stroke:", "rect:", "radius:", "layout:", "frame:")) else "other"
                stack = []
            found = [w for w in TOKEN_WORD.findall(bare) if w in tokens.flat]
            if section == "layers":
                named = NAME_LINE.match(bare)
                while stack and stack[-1][0] >= (indent if not named else len(named.group(1))):
                    stack.pop()
                if named:
                    stack.append((len(named.group(1)), named.group(2).strip().strip('"')))
                layer = stack[-1][1] if stack else "root"
                self.blocks.setdefault(layer, []).extend(found)
                instance = re.search(r"instance:\s*([^,}#]+)", bare)
                if instance:
                    self.instances[layer] = instance.group(1).strip().strip('"')
            elif section == "variants":
                rule = RULE_LINE.match(bare)
                if rule:
                    pairs = dict((k.strip(), v.strip().strip('"')) for k, v in
                                 (part.split(":", 1) for part in rule.group(1).split(",") if ":" in part))
                    self.rules.append((pairs, {}))
                    continue
                layer = RULE_LAYER.match(bare)
                if layer and self.rules:
                    self.rules[-1][1].setdefault(layer.group(1), []).extend(found)

    def candidates(self, layer, values):
        """The tokens a layer may be painted with in a variant, most likely first."""
        out = []
        for when, layers in reversed(self.rules):
            if all(values.get(k) == v for k, v in when.items()):
                out += layers.get(layer, [])
        return out + self.blocks.get(layer, [])


def models_by_set(models_dir, tokens):
    out = {}
    for path in sorted(glob.glob(os.path.join(models_dir, "*.yml"))):
        text = open(path, encoding="utf-8").read()
        match = re.search(r"^set:\s*(.+?)\s*(#.*)?$", text, re.M)
        if match:
            out[match.group(1).strip().strip('"')] = Model(text, tokens)
    return out


def rgba(value):
    if isinstance(value, dict) and "components" in value:
        r, g, b = value["components"][:3]
        return (r, g, b, value.get("alpha", 1))
    return None


def same_colour(a, b):
    return all(abs(x - y) <= 0.003 for x, y in zip(a[:3], b[:3])) and abs(a[3] - b[3]) <= 0.01


def dimension(value):
    if isinstance(value, dict) and "value" in value:
        return value["value"]
    return value if isinstance(value, (int, float)) else None


def alias(variable):
    return {"type": "VARIABLE_ALIAS", "id": variable}


def variant_values(name):
    return dict(part.split("=", 1) for part in name.split(", ") if "=" in part)


def pick(model, layer, values, tokens, matches_value):
    """The one token the model paints `layer` with in this variant that matches, or the list."""
    for name in model.candidates(layer, values):
        if matches_value(name):
            return [name]
    return [n for n in model.names if matches_value(n)]


def bind_node(node, model, values, layer, tokens, models, unmatched, set_name):
    bound = node.get("boundVariables", {})
    for key in ("fills", "strokes"):
        paints = node.get(key) or []
        for index, paint in enumerate(paints):
            if paint.get("type") != "SOLID":
                continue
            colour = paint["color"]
            colour = (colour["r"], colour["g"], colour["b"], colour.get("a", 1))
            matches = pick(model, layer, values, tokens,
                           lambda n: (c := rgba(tokens.resolved(n)[0])) is not None and same_colour(c, colour))
            if len(matches) != 1:
                unmatched.append(f"{set_name}: {node['name']} {key}[{index}] {matches or 'no token'}")
                continue
            variable = alias(tokens.ids[matches[0]])
            paint["boundVariables"] = {"color": variable}
            slots = bound.setdefault(key, [])
            while len(slots) <= index:
                slots.append(None)
            slots[index] = variable
    radii = node.get("rectangleCornerRadii") or ([node["cornerRadius"]] * 4 if "cornerRadius" in node else [])
    for corner, radius in zip(("topLeftRadius", "topRightRadius", "bottomRightRadius", "bottomLeftRadius"), radii):
        if not radius:
            continue
        matches = pick(model, layer, values, tokens,
                       lambda n: tokens.resolved(n)[1] == "dimension" and dimension(tokens.resolved(n)[0]) == radius)
        if len(matches) == 1:
            bound[corner] = alias(tokens.ids[matches[0]])
    for key in ("fills", "strokes"):
        if key in bound and any(slot is None for slot in bound[key]):
            # A node binds every paint of a list or none of it in REST responses.
            del bound[key]
            for paint in node.get(key) or []:
                paint.pop("boundVariables", None)
    if bound:
        node["boundVariables"] = bound
    for child in node.get("children", []):
        inner = model.instances.get(child["name"]) if child.get("type") == "INSTANCE" else None
        if inner in models:
            # An instance's layers are its own set's: that model names their tokens.
            for grandchild in child.get("children", []):
                bind_node(grandchild, models[inner], {}, grandchild["name"], tokens, models, unmatched, set_name)
            continue
        bind_node(child, model, values, child["name"], tokens, models, unmatched, set_name)


def component_sets(node):
    if node.get("type") == "COMPONENT_SET":
        yield node
        return
    for child in node.get("children", []):
        yield from component_sets(child)


def bind_snapshot(path, models, tokens, unmatched):
    raw = open(path, encoding="utf-8").read()
    snapshot = json.loads(raw)
    if json.dumps(snapshot, separators=(",", ":"), ensure_ascii=False) != raw:
        sys.exit(f"{path}: not minified as Figma sends it; this script writes minified JSON")
    roots = [snapshot["document"]] if "document" in snapshot else [n["document"] for n in snapshot["nodes"].values()]
    for root in roots:
        for component_set in component_sets(root):
            model = models.get(component_set["name"])
            if model is None:
                continue
            for variant in component_set.get("children", []):
                bind_node(variant, model, variant_values(variant["name"]), "root", tokens, models, unmatched,
                          component_set["name"])
    text = json.dumps(snapshot, separators=(",", ":"), ensure_ascii=False)
    return text if text != raw else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("site", help="the site folder (its content/ holds tokens, figma and geometry)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if anything would change")
    args = parser.parse_args()
    content = os.path.join(args.site, "content")
    tokens = Tokens(os.path.join(content, "tokens"))
    tokens.give_ids()
    changes = tokens.changed_files()
    models = models_by_set(os.path.join(content, "geometry"), tokens)
    unmatched = []
    for path in sorted(glob.glob(os.path.join(content, "figma", "*.json"))):
        text = bind_snapshot(path, models, tokens, unmatched)
        if text is not None:
            changes[path] = text
    for line in unmatched:
        print(f"left literal: {line}", file=sys.stderr)
    if args.check:
        for path in changes:
            print(f"would change {path}")
        sys.exit(1 if changes else 0)
    for path, text in changes.items():
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
