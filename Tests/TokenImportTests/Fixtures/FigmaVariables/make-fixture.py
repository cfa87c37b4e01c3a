#!/usr/bin/env python3
"""Writes variables.json: a GET /v1/files/:key/variables/local body, minified on one line as the
API sends it. Run once; the JSON is the fixture (this script only documents how it was written)."""
import json, os

def color(r, g, b, a=1):
    return {"r": r, "g": g, "b": b, "a": a}

def alias(i):
    return {"type": "VARIABLE_ALIAS", "id": i}

variables = {}
def var(i, name, coll, typ, values, scopes=("ALL_SCOPES",), description="", hidden=False, code=None,
        remote=False, deleted=None):
    v = {"id": i, "name": name, "key": "", "variableCollectionId": coll,
         "resolvedType": typ, "valuesByMode": values, "remote": remote, "description": description,
         "hiddenFromPublishing": hidden, "scopes": list(scopes), "codeSyntax": code or {}}
    if deleted is not None:
        v["deletedButReferenced"] = deleted
    variables[i] = v

P, S, D, L = "VariableCollectionId:1:1", "VariableCollectionId:2:1", "VariableCollectionId:3:1", "VariableCollectionId:9f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6/40:2"
LIB = "VariableID:9f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6/40:7"
# Primitives: one mode.
var("VariableID:1:2", "color/blue/500", P, "COLOR", {"1:0": color(0.0392156862745098, 0.5176470588235295, 1)},
    scopes=("ALL_FILLS", "STROKE_COLOR"), code={"WEB": "var(--color-blue-500)", "iOS": "Color.blue500"})
var("VariableID:1:3", "color/blue/700", P, "COLOR", {"1:0": color(0, 0.3137254901960784, 0.7058823529411765)})
var("VariableID:1:4", "color/gray/0", P, "COLOR", {"1:0": color(1, 1, 1)})
var("VariableID:1:5", "color/gray/950", P, "COLOR", {"1:0": color(0.0588235294117647, 0.0705882352941176, 0.0862745098039216)})
var("VariableID:1:6", "color/black-alpha/24", P, "COLOR", {"1:0": color(0, 0, 0, 0.24)})
var("VariableID:1:7", "space/4", P, "FLOAT", {"1:0": 4}, scopes=("GAP", "WIDTH_HEIGHT"))
var("VariableID:1:8", "space/8", P, "FLOAT", {"1:0": 8}, scopes=("GAP", "WIDTH_HEIGHT"))
var("VariableID:1:9", "space/12", P, "FLOAT", {"1:0": 12}, scopes=("GAP",))
var("VariableID:1:10", "radius/md", P, "FLOAT", {"1:0": 6}, scopes=("CORNER_RADIUS",),
    description="Buttons and inputs", code={"WEB": "var(--radius-md)", "ANDROID": "R.dimen.radius_md"})
var("VariableID:1:11", "opacity/disabled", P, "FLOAT", {"1:0": 40}, scopes=("OPACITY",))
var("VariableID:1:12", "z/overlay", P, "FLOAT", {"1:0": 1000}, scopes=())
var("VariableID:1:13", "font/family/sans", P, "STRING", {"1:0": "Inter"}, scopes=("FONT_FAMILY",))
var("VariableID:1:14", "spacing/0.5", P, "FLOAT", {"1:0": 2}, scopes=("GAP",))
var("VariableID:1:15", "font/size/body", P, "FLOAT", {"1:0": 16}, scopes=("FONT_SIZE", "FONT_WEIGHT"))
var("VariableID:1:16", "color/legacy/accent", P, "COLOR", {"1:0": color(0.91, 0.2, 0.31)}, deleted=True)
var("VariableID:1:17", "internal/debug", P, "BOOLEAN", {"1:0": False}, hidden=True)
var("VariableID:1:18", "space/base", P, "FLOAT", {"1:0": 8}, scopes=())
var("VariableID:1:19", "layout/gutter", P, "FLOAT", {"1:0": alias("VariableID:1:9")})
# Semantic: Light and Dark, aliases within and across collections, a chain, a library alias.
var("VariableID:2:2", "bg/default", S, "COLOR", {"2:0": alias("VariableID:1:4"), "2:1": alias("VariableID:1:5")},
    scopes=("FRAME_FILL", "SHAPE_FILL"), description="Page background", code={"WEB": "var(--bg-default)"})
var("VariableID:2:3", "fg/default", S, "COLOR", {"2:0": alias("VariableID:1:5"), "2:1": alias("VariableID:1:4")},
    scopes=("TEXT_FILL",))
var("VariableID:2:4", "brand/base", S, "COLOR", {"2:0": alias("VariableID:1:2"), "2:1": alias("VariableID:1:3")})
var("VariableID:2:5", "button/bg", S, "COLOR", {"2:0": alias("VariableID:2:4"), "2:1": alias("VariableID:2:4")},
    description="Alias of an alias: brand/base in the same mode")
var("VariableID:2:6", "button/bg-hover", S, "COLOR", {"2:0": alias("VariableID:2:5"), "2:1": color(0.2, 0.6, 1, 0.9)})
var("VariableID:2:7", "overlay/scrim", S, "COLOR", {"2:0": alias("VariableID:1:6"), "2:1": color(0, 0, 0, 0.6)})
var("VariableID:2:8", "control/gap", S, "FLOAT", {"2:0": alias("VariableID:3:2"), "2:1": alias("VariableID:3:2")},
    scopes=("GAP",), description="Follows the density")
var("VariableID:2:9", "brand/logo", S, "COLOR", {"2:0": alias(LIB), "2:1": alias(LIB)})
var("VariableID:2:10", "theme/is-dark", S, "BOOLEAN", {"2:0": False, "2:1": True})
var("VariableID:2:11", "theme/name", S, "STRING", {"2:0": "light", "2:1": "dark"}, hidden=True)
var("VariableID:2:12", "border/subtle", S, "COLOR", {"2:0": alias("VariableID:1:6")})
# Density: Compact and Comfortable.
var("VariableID:3:2", "control/padding", D, "FLOAT", {"3:0": alias("VariableID:1:7"), "3:1": alias("VariableID:1:9")},
    scopes=("GAP", "WIDTH_HEIGHT"))
var("VariableID:3:3", "control/height", D, "FLOAT", {"3:0": 28, "3:1": 36}, scopes=("WIDTH_HEIGHT",))
var("VariableID:3:4", "control/radius", D, "FLOAT", {"3:0": alias("VariableID:1:10"), "3:1": 8}, scopes=("CORNER_RADIUS",))
var("VariableID:3:5", "control/columns", D, "FLOAT", {"3:0": 12, "3:1": 8}, scopes=())
var("VariableID:3:6", "control/inset", D, "FLOAT", {"3:0": alias("VariableID:1:18"), "3:1": 10}, scopes=("GAP",))
# A library's variable this file uses (remote), with its collection.
var(LIB, "brand/logo-color", L, "COLOR", {"40:0": color(0.8, 0.1, 0.4)}, remote=True)

collections = {
    P: {"id": P, "name": "Primitives", "key": "c0ffee0000000000000000000000000000000001",
        "modes": [{"modeId": "1:0", "name": "Value"}], "defaultModeId": "1:0", "remote": False,
        "hiddenFromPublishing": False, "variableIds": [k for k, v in variables.items() if v["variableCollectionId"] == P]},
    S: {"id": S, "name": "Semantic", "key": "c0ffee0000000000000000000000000000000002",
        "modes": [{"modeId": "2:0", "name": "Light"}, {"modeId": "2:1", "name": "Dark"}], "defaultModeId": "2:0",
        "remote": False, "hiddenFromPublishing": False,
        "variableIds": [k for k, v in variables.items() if v["variableCollectionId"] == S]},
    D: {"id": D, "name": "Density", "key": "c0ffee0000000000000000000000000000000003",
        "modes": [{"modeId": "3:0", "name": "Compact"}, {"modeId": "3:1", "name": "Comfortable"}],
        "defaultModeId": "3:1", "remote": False, "hiddenFromPublishing": False,
        "variableIds": [k for k, v in variables.items() if v["variableCollectionId"] == D]},
    L: {"id": L, "name": "Brand library", "key": "9f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6",
        "modes": [{"modeId": "40:0", "name": "Default"}], "defaultModeId": "40:0", "remote": True,
        "hiddenFromPublishing": False, "variableIds": [LIB]},
}
for i, v in enumerate(variables.values()):
    v["key"] = "%040x" % (0xabc000 + i)
body = {"status": 200, "error": False, "meta": {"variables": variables, "variableCollections": collections}}
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "variables.json"), "w") as f:
    f.write(json.dumps(body, separators=(",", ":")) + "\n")
