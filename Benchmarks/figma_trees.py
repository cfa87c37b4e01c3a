"""Figma node trees for the benchmark's sets: what `generate --figma-trees` writes instead of models.

Each set is drawn by the rules its geometry model would have (an optional 16 px icon and a label
in a filled, rounded, hugging auto-layout row; a rule per property value, later rules winning), but
written as Figma's REST API answers `GET /v1/files/:key/nodes?ids=…&geometry=paths`: one minified
body per file, a `nodes` entry per component set, every node with its boxes, render bounds,
transform, constraints, paints with their bound variables (node-level `boundVariables.fills[n]`
and the paint's own `boundVariables.color`), strokes, effects, auto layout, text style and the
ellipse's `fillGeometry`. Paints carry the colours Figma resolves in the default (light) mode; the
tokens they bind record the same variable ids in `$extensions`, as Figma's variables export does.

No randomness: the trees follow from the sets and the tokens alone, so the rest of the site (and
its random choices) is the same bytes as with models.
"""

import json

ICON = 16
# Figma's outline of a 16 px ellipse, as `geometry=paths` returns it.
CIRCLE_PATH = ("M16 8C16 12.4183 12.4183 16 8 16C3.58172 16 0 12.4183 0 8C0 3.58172 3.58172 0 8 0"
               "C12.4183 0 16 3.58172 16 8Z")
FONT_SIZES = {"xs": 12, "sm": 14, "md": 16, "lg": 18, "xl": 20}
LABEL_SIZES = {"xs": 12, "sm": 14, "md": 16, "lg": 18, "xl": 24}
# Average advance of Inter Medium, in ems: Figma measures the label, this stands in for it.
ADVANCE = 0.56


def r4(x):
    return float(round(x, 4)) if x != int(x) else int(x)


# --- tokens: values in the default mode, and the variable ids Figma gave them -----------------


class Variables:
    """Resolves token paths to light-mode values and hands out one Figma variable id per token."""

    def __init__(self, files):
        self.files = files
        self.flat = {}
        for name in ("primitives.tokens.json", "alpha.tokens.json", "dimensions.tokens.json",
                     "semantic-light.tokens.json", "effects.tokens.json", "components.tokens.json"):
            self._flatten(files[name], [])
        self.ids = {}

    def _flatten(self, node, path):
        if "$value" in node:
            self.flat[".".join(path)] = node
            return
        for key, child in node.items():
            if not key.startswith("$") and isinstance(child, dict):
                self._flatten(child, path + [key])

    def value(self, path):
        """The value of a token (`bg/white-0` or `bg.white-0`), aliases followed."""
        dotted = path.replace("/", ".")
        for _ in range(16):
            value = self.flat[dotted]["$value"]
            if isinstance(value, str) and value.startswith("{"):
                dotted = value[1:-1]
                continue
            return value
        raise ValueError(f"alias chain too long at {path}")

    def rgba(self, path):
        value = self.value(path)
        r, g, b = value["components"]
        return {"r": r, "g": g, "b": b, "a": value.get("alpha", 1)}

    def alias(self, path):
        """The VARIABLE_ALIAS that binds `path`, giving the token an id the first time."""
        dotted = path.replace("/", ".")
        if dotted not in self.ids:
            # Collections as Figma numbers them: 1 for semantic colours, 2 for component tokens,
            # 3 for dimensions.
            collection = 2 if dotted.startswith("component.") else 3 if self.flat[dotted].get(
                "$type", "") == "dimension" or dotted.split(".")[0] in ("spacing", "radius", "border") else 1
            self.ids[dotted] = f"VariableID:{collection}:{len(self.ids) + 1}"
        return {"type": "VARIABLE_ALIAS", "id": self.ids[dotted]}

    def record_ids(self):
        """Writes each bound token's id into its `$extensions`, in every file that defines it."""
        for name in ("primitives.tokens.json", "alpha.tokens.json", "dimensions.tokens.json",
                     "semantic-light.tokens.json", "semantic-dark.tokens.json", "components.tokens.json"):
            doc = self.files[name]
            for dotted, variable in self.ids.items():
                node = doc
                for part in dotted.split("."):
                    node = node.get(part) if isinstance(node, dict) else None
                    if node is None:
                        break
                if node is not None and "$value" in node:
                    # Figma's own variables export writes flat keys: the id, then the scopes.
                    scopes = ["ALL_SCOPES"] if dotted.startswith(("spacing.", "radius.", "border.")) else [
                        "ALL_FILLS", "STROKE_COLOR", "EFFECT_COLOR"]
                    node["$extensions"] = {"com.figma.variableId": variable, "com.figma.scopes": scopes}


# --- the variant a model's rules describe ---------------------------------------------------


def variant_style(s, values, tokens):
    """What the generated model's rules give one variant, in their order (later rules win)."""
    slug = s["slug"]

    def tok(name, fallback):
        return f"component/{slug}/{name}" if name in tokens else fallback

    fg = tok("fg-default", "text/strong-950")
    style = {"fill": tok("bg-default", "bg/soft-200"), "stroke": None, "opacity": 1, "effect": None,
             "padding": (8, 16), "gap": 8, "label_style": "md", "label_fill": fg, "icon_fill": fg}
    state = values.get("State")
    if state and state != s["properties"][0][1][0]:
        if state == "Disabled":
            style["opacity"] = 0.4
        elif state == "Focused":
            style["effect"] = "focusRing/brand"
        elif state == "Error":
            style["stroke"] = (tok("border-focus", "state/error/base-500"), 2)
        else:
            style["fill"] = tok("bg-" + state.lower(), "bg/sub-300")
    if "Size" in values:
        pad = {"xs": 2, "sm": 4, "md": 8, "lg": 12, "xl": 16}[values["Size"]]
        style["padding"] = (pad, pad * 2)
        style["label_style"] = values["Size"]
    if "Type" in values:
        if values["Type"] in ("Ghost", "Outline"):
            style["fill"] = "bg/white-0"
            style["stroke"] = (tok("border-default", "stroke/soft-200"), 1)
        elif values["Type"] == "Destructive":
            style["fill"] = "state/error/base-500"
        else:
            style["fill"] = tok("bg-selected", "brand/base-500")
    if values.get("Active") == "On":
        style["fill"] = "brand/base-500"
        style["label_fill"] = "bg/white-0"
    if "Emphasis" in values:
        style["effect"] = "shadow/elevation-%d" % {"Low": 1, "Medium": 3, "High": 6}[values["Emphasis"]]
    if "Density" in values:
        style["gap"] = {"Compact": 4, "Regular": 8, "Comfortable": 12}[values["Density"]]
    return style


# --- nodes -----------------------------------------------------------------------------------


def box(x, y, w, h):
    return {"x": r4(x), "y": r4(y), "width": r4(w), "height": r4(h)}


def common(node_id, name, kind, x, y, w, h, parent_x, parent_y):
    return {
        "id": node_id, "name": name, "type": kind, "scrollBehavior": "SCROLLS", "blendMode": "PASS_THROUGH",
        "absoluteBoundingBox": box(x, y, w, h), "absoluteRenderBounds": box(x, y, w, h),
        "constraints": {"vertical": "TOP", "horizontal": "LEFT"},
        "relativeTransform": [[1, 0, r4(x - parent_x)], [0, 1, r4(y - parent_y)]],
        "size": {"x": r4(w), "y": r4(h)},
    }


def solid(variables, path):
    return {"blendMode": "NORMAL", "type": "SOLID", "color": variables.rgba(path),
            "boundVariables": {"color": variables.alias(path)}}


def shadows(variables, path):
    """A shadow token's layers as Figma's DROP_SHADOW effects, colours bound to their variables."""
    effects = []
    for layer in variables.value(path):
        colour = layer["color"]
        variable = colour[1:-1] if isinstance(colour, str) else None
        effect = {
            "type": "DROP_SHADOW", "visible": True,
            "color": variables.rgba(variable) if variable else {"r": 0, "g": 0, "b": 0, "a": 1},
            "blendMode": "NORMAL", "offset": {"x": layer["offsetX"]["value"], "y": layer["offsetY"]["value"]},
            "radius": layer["blur"]["value"], "spread": layer["spread"]["value"], "showShadowBehindNode": False,
        }
        if variable:
            effect["boundVariables"] = {"color": variables.alias(variable)}
        effects.append(effect)
    return effects


def variant_node(s, base, k, combo, x, y, tokens, variables, set_x, set_y):
    values = {p: v for (p, _), v in zip(s["properties"], combo)}
    style = variant_style(s, values, tokens)
    defaults = {prop: default for prop, _, default in s["extra"]}
    show_icon = defaults.get("Show Icon", True)
    label = defaults.get("Label", "Label")
    size = LABEL_SIZES[style["label_style"]]
    line = size + 8
    text_w = r4(round(len(label) * size * ADVANCE, 4))
    pv, ph = style["padding"]
    gap = style["gap"]
    content_h = max(ICON if show_icon else 0, line)
    w = ph * 2 + (ICON + gap if show_icon else 0) + text_w
    h = pv * 2 + content_h
    node_id = f"{base}:{k + 2}"
    name = ", ".join(f"{p}={v}" for p, v in values.items())
    root = common(node_id, name, "COMPONENT", x, y, w, h, set_x, set_y)
    bound = {"fills": [variables.alias(style["fill"])], "topLeftRadius": variables.alias("radius/8"),
             "topRightRadius": variables.alias("radius/8"), "bottomLeftRadius": variables.alias("radius/8"),
             "bottomRightRadius": variables.alias("radius/8"), "itemSpacing": variables.alias(f"spacing/{gap}"),
             "paddingLeft": variables.alias(f"spacing/{ph}"), "paddingRight": variables.alias(f"spacing/{ph}"),
             "paddingTop": variables.alias(f"spacing/{pv}"), "paddingBottom": variables.alias(f"spacing/{pv}")}
    strokes, weight = [], 1
    if style["stroke"]:
        strokes = [solid(variables, style["stroke"][0])]
        weight = style["stroke"][1]
        bound["strokes"] = [variables.alias(style["stroke"][0])]
        bound["strokeWeight"] = variables.alias(f"border/width/{weight}")
    root.update({
        "clipsContent": False, "background": [solid(variables, style["fill"])],
        "fills": [solid(variables, style["fill"])], "strokes": strokes, "strokeWeight": weight,
        "strokeAlign": "INSIDE", "cornerRadius": 8, "cornerSmoothing": 0,
        "backgroundColor": variables.rgba(style["fill"]),
        "layoutMode": "HORIZONTAL", "itemSpacing": gap, "primaryAxisAlignItems": "MIN",
        "counterAxisAlignItems": "CENTER", "paddingLeft": ph, "paddingRight": ph, "paddingTop": pv,
        "paddingBottom": pv, "layoutWrap": "NO_WRAP", "layoutSizingHorizontal": "HUG",
        "layoutSizingVertical": "HUG", "boundVariables": bound,
        "effects": shadows(variables, style["effect"]) if style["effect"] else [], "interactions": [],
    })
    if style["opacity"] != 1:
        root["opacity"] = style["opacity"]
    children = []
    cursor = x + ph
    icon = common(f"{node_id};1", "icon", "ELLIPSE", cursor, y + pv + (content_h - ICON) / 2, ICON, ICON, x, y)
    icon.update({
        "fills": [solid(variables, style["icon_fill"])], "strokes": [], "strokeWeight": 1, "strokeAlign": "INSIDE",
        "arcData": {"startingAngle": 0, "endingAngle": 6.2831854820251465, "innerRadius": 0},
        "fillGeometry": [{"path": CIRCLE_PATH, "windingRule": "NONZERO"}], "strokeGeometry": [],
        "layoutAlign": "INHERIT", "layoutGrow": 0, "layoutSizingHorizontal": "FIXED",
        "layoutSizingVertical": "FIXED", "effects": [], "interactions": [],
        "boundVariables": {"fills": [variables.alias(style["icon_fill"])]},
        "componentPropertyReferences": {"visible": f"Show Icon#{base}:4"},
    })
    if not show_icon:
        icon["visible"] = False
        del icon["absoluteRenderBounds"]
    else:
        cursor += ICON + gap
    children.append(icon)
    text = common(f"{node_id};2", "label", "TEXT", cursor, y + pv + (content_h - line) / 2, text_w, line, x, y)
    text.update({
        "componentPropertyReferences": {"characters": f"Label#{base}:0"},
        "fills": [solid(variables, style["label_fill"])], "strokes": [], "strokeWeight": 1,
        "strokeAlign": "OUTSIDE", "layoutAlign": "INHERIT", "layoutGrow": 0, "layoutSizingHorizontal": "HUG",
        "layoutSizingVertical": "HUG", "characters": label, "characterStyleOverrides": [], "styleOverrideTable": {},
        "lineTypes": ["NONE"], "lineIndentations": [0],
        "style": {"fontFamily": "Inter", "fontPostScriptName": "Inter-Medium", "fontWeight": 500,
                  "textAutoResize": "WIDTH_AND_HEIGHT", "fontSize": size, "textAlignHorizontal": "LEFT",
                  "textAlignVertical": "TOP", "letterSpacing": 0, "lineHeightPx": line,
                  "lineHeightPercentFontSize": r4(round(line * 100 / size, 4)), "lineHeightUnit": "PIXELS"},
        "layoutVersion": 4, "effects": [], "interactions": [],
        "boundVariables": {"fills": [variables.alias(style["label_fill"])]},
    })
    children.append(text)
    root["children"] = children
    return root


def set_node(s, tokens, variables, set_x, set_y):
    base = 1000 + s["index"]
    set_id = f"{base}:1"
    definitions = {}
    for prop, options in s["properties"]:
        definitions[prop] = {"type": "VARIANT", "defaultValue": options[0], "variantOptions": options}
    for k, (prop, kind, default) in enumerate(s["extra"]):
        definitions[f"{prop}#{base}:{k * 4}"] = {"type": kind, "defaultValue": default}
    children, components = [], {}
    for k, combo in enumerate(s["variants"]):
        node = variant_node(s, base, k, combo, set_x + 24 + (k % 8) * 280, set_y + 24 + (k // 8) * 80,
                            tokens, variables, set_x, set_y)
        children.append(node)
        components[node["id"]] = {"key": s["variant_keys"][k], "name": node["name"], "description": "",
                                  "remote": False, "componentSetId": set_id, "documentationLinks": []}
    height = 48 + ((len(children) + 7) // 8) * 80
    node = common(set_id, s["name"], "COMPONENT_SET", set_x, set_y, 2264, height, 0, 0)
    node.update({
        "clipsContent": False, "fills": [],
        "strokes": [{"blendMode": "NORMAL", "type": "SOLID",
                     "color": {"r": 0.5921568870544434, "g": 0.27843138575553894, "b": 1, "a": 1}}],
        "strokeWeight": 1, "strokeAlign": "INSIDE", "strokeDashes": [10, 5], "cornerRadius": 5,
        "effects": [], "interactions": [], "componentPropertyDefinitions": definitions, "children": children,
    })
    return node, components


def nodes_response(sets, file_number, model_tokens, variables):
    """A saved `GET /v1/files/:key/nodes?ids=<every set>&geometry=paths` body, minified."""
    nodes = {}
    y = 0
    for s in sets:
        node, components = set_node(s, model_tokens[s["slug"]], variables, 0, y)
        y += node["absoluteBoundingBox"]["height"] + 120
        nodes[node["id"]] = {
            "document": node, "components": components,
            "componentSets": {node["id"]: {
                "key": s["key"], "name": s["name"],
                "description": f"{s['name']}: {len(s['variants'])} variants, generated for the build benchmark.",
                "remote": False, "documentationLinks": []}},
            "schemaVersion": 0, "styles": {},
        }
    body = {
        "name": f"Bench Library {file_number:02d}", "role": "viewer", "lastModified": "2026-10-02T09:30:00Z",
        "editorType": "figma", "thumbnailUrl": f"https://s3-alpha.figma.com/thumbnails/bench-{file_number:02d}",
        "version": str(2179954600 + file_number), "nodes": nodes, "linkAccess": "view",
    }
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False)
