#!/usr/bin/env python3
"""An independent reading of the droidkit set (Android units, fluid units, empty-unit zeros):
every context of droidkit.resolver.json, each token's value after its aliases, normalized.
Writes independent-values.json, which WildCorpusTests compares Specimen's resolved values with.
Python 3, standard library only; it shares no code with Specimen.

Normalized values: a dimension as written, `NUMBERunit` (dp, sp, vw, ch, … kept), 0 as `0`; a
color `#RRGGBB` of its sRGB components x 255 rounded, then `/alpha` below 1; a typography
`family|weight|size|letterSpacing|lineHeight` with the line height a multiple of the size (a
dimension in px, dp or sp divided by the size); a border `width|style|color`; a shadow its layers
`color offsetX offsetY blur spread` joined by `, `. Numbers with at most 4 decimals."""
import json, os, re

here = os.path.dirname(os.path.abspath(__file__))

def load(name):
    return json.load(open(os.path.join(here, name)))

def number(x):
    x = round(float(x), 4)
    return str(int(x)) if x.is_integer() else ("%.4f" % x).rstrip("0").rstrip(".")

def dimension(v):
    if isinstance(v, str):
        m = re.fullmatch(r"(-?[0-9.]+)([a-z]*)", v)
        v = {"value": float(m.group(1)), "unit": m.group(2) or "px"}
    if isinstance(v, (int, float)):
        v = {"value": v, "unit": "px"}
    return "0" if float(v["value"]) == 0 else number(v["value"]) + v["unit"]

def pixels(v):
    m = re.fullmatch(r"(-?[0-9.]+)(px|dp|sp)", v)
    return float(m.group(1)) if m else None

def color(v):
    hexes = "".join("%02X" % round(c * 255) for c in v["components"])
    alpha = v.get("alpha", 1)
    return "#" + hexes + ("" if alpha >= 1 else "/" + number(alpha))

def flatten(tree, path=(), inherited=None, out=None):
    out = {} if out is None else out
    kind = tree.get("$type", inherited)
    for key, child in tree.items():
        if key.startswith("$") or not isinstance(child, dict):
            continue
        if "$value" in child:
            out["/".join(path + (key,))] = (child.get("$type", kind), child["$value"])
        else:
            flatten(child, path + (key,), kind, out)
    return out

def merge(*trees):
    out = {}
    for tree in trees:
        out.update(flatten(tree))
    return out

def value(tokens, name, seen=()):
    kind, raw = tokens[name]
    if isinstance(raw, str) and raw.startswith("{") and raw.endswith("}"):
        target = raw[1:-1].replace(".", "/")
        return value(tokens, target, seen + (name,))
    if kind == "dimension":
        return dimension(raw)
    if kind == "color":
        return color(raw)
    if kind == "typography":
        size = dimension(raw["fontSize"])
        line = raw["lineHeight"]
        if isinstance(line, dict):
            line = pixels(dimension(line)) / pixels(size)
        return "|".join([raw["fontFamily"], number(raw["fontWeight"]), size, dimension(raw["letterSpacing"]),
                         number(line)])
    if kind == "border":
        return "|".join([dimension(raw["width"]), raw["style"], color(raw["color"])])
    if kind == "shadow":
        layers = raw if isinstance(raw, list) else [raw]
        return ", ".join(" ".join([color(l["color"])] + [dimension(l[f]) for f in
                                   ("offsetX", "offsetY", "blur", "spread")]) for l in layers)
    raise ValueError(f"{name}: type {kind} is not read here")

resolver = load("droidkit.resolver.json")
core = [load(s["$ref"]) for s in resolver["resolutionOrder"][0]["sources"]]
modifier = resolver["resolutionOrder"][1]
result = {}
for context, sources in modifier["contexts"].items():
    tokens = merge(*core, *[load(s["$ref"]) for s in sources])
    result[f"{modifier['name']}={context}"] = {name: value(tokens, name) for name in sorted(tokens)}
with open(os.path.join(here, "independent-values.json"), "w") as f:
    json.dump(result, f, indent=2, sort_keys=True)
    f.write("\n")
