#!/usr/bin/env python3
"""An independent reading of variables.json, the way Figma resolves variables: for every
combination of the modes of the collections with more than one mode, each variable takes its
value in its collection's mode and follows aliases, each alias in the mode its target's
collection is set to. Writes expected-values.json, which FigmaVariablesTests compares Specimen's
resolved values with. Python 3, standard library only; it shares no code with Specimen.

Normalized values: a color is #rrggbb (channels x 255, rounded) with /alpha when alpha is not 1;
a FLOAT scoped only to px fields, or unscoped and joined by aliases to such a FLOAT, is
NUMBERpx, any other FLOAT a number; STRING and BOOLEAN as
JSON writes them. Names: "." becomes "-", as Specimen reads names a token cannot hold."""
import itertools, json, os, sys

PX_SCOPES = {"WIDTH_HEIGHT", "GAP", "CORNER_RADIUS", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE",
             "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT"}

here = os.path.dirname(os.path.abspath(__file__))
body = json.load(open(os.path.join(here, sys.argv[1] if len(sys.argv) > 1 else "variables.json")))
meta = body.get("meta", body)
variables, collections = meta["variables"], meta["variableCollections"]

def number(x):
    return str(int(x)) if float(x).is_integer() else repr(float(x))

def pixel_floats():
    """FLOATs read as px: scoped to px fields only, or unscoped and joined by aliases to one that is."""
    def scoped(v):
        s = v.get("scopes") or []
        if not s or "ALL_SCOPES" in s:
            return None
        return all(x in PX_SCOPES for x in s)
    floats = {i: v for i, v in variables.items() if v["resolvedType"] == "FLOAT"}
    px = {i for i, v in floats.items() if scoped(v)}
    links = set()
    for i, v in floats.items():
        for value in v["valuesByMode"].values():
            if isinstance(value, dict) and value.get("id") in floats:
                links.add((i, value["id"]))
    changed = True
    while changed:  # to a fixed point
        changed = False
        for a, b in links:
            for x, y in ((a, b), (b, a)):
                if x in px and y not in px and scoped(floats[y]) is None:
                    px.add(y)
                    changed = True
    return px

PIXELS = pixel_floats()

def text(variable, value):
    kind = variable["resolvedType"]
    if kind == "COLOR":
        hexa = "#" + "".join("%02x" % round(value[c] * 255) for c in "rgb")
        a = value.get("a", 1)
        return hexa if a == 1 else hexa + "/" + number(round(a, 4))
    if kind == "FLOAT":
        return number(value) + ("px" if variable["id"] in PIXELS else "")
    return json.dumps(value)

def leaf(vid, modes):
    # Follows the aliases, each in the mode its variable's collection is set to.
    seen = vid
    while True:
        variable = variables[seen]
        collection = collections[variable["variableCollectionId"]]
        mode = modes.get(collection["id"], collection["defaultModeId"])
        values = variable["valuesByMode"]
        value = values.get(mode, values.get(collection["defaultModeId"]))
        if isinstance(value, dict) and value.get("type") == "VARIABLE_ALIAS":
            seen = value["id"]
            continue
        return text(variables[seen], value)

multi = [c for c in collections.values() if len(c["modes"]) > 1 and not c.get("remote")]
result = {}
for choice in itertools.product(*[c["modes"] for c in multi]):
    modes = {c["id"]: m["modeId"] for c, m in zip(multi, choice)}
    key = ",".join("%s=%s" % (c["name"], m["name"]) for c, m in zip(multi, choice))
    values = {}
    for vid, variable in variables.items():
        name = "/".join(part.strip().replace(".", "-") for part in variable["name"].split("/") if part.strip())
        values[name] = leaf(vid, modes)
    result[key] = dict(sorted(values.items()))
with open(os.path.join(here, "expected-values.json"), "w") as f:
    json.dump(result, f, indent=2, sort_keys=True)
    f.write("\n")
