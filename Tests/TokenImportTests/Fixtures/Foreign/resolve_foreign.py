#!/usr/bin/env python3
"""An independent reading of the foreign token fixtures, to hold Specimen's readers to.

Written from the formats' documentation, sharing no code with Specimen: Tokens Studio exports
(a folder of sets with $themes.json and $metadata.json, or one file) and Style Dictionary's
pre-DTCG JSON. For every context it prints each color, dimension and number token's value:
colors as #rrggbb with an alpha, dimensions in px (rem x 16), numbers as numbers.

    python3 resolve_foreign.py studio-folder studio-single.json style-dictionary > independent.json
"""

import ast
import colorsys
import json
import math
import operator
import os
import re
import sys

REF = re.compile(r"\{([^{}]+)\}")
DIMENSION_TYPES = {"dimension", "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes",
                   "letterSpacing", "paragraphSpacing"}
NUMBER_TYPES = {"number", "opacity"}


def walk_tokens(tree, path=()):
    """(dotted path, token) for every object with value or $value, in document order."""
    for key, node in tree.items():
        if not isinstance(node, dict) or key.startswith("$"):
            continue
        if "value" in node or "$value" in node:
            yield ".".join(path + (key,)), node
        else:
            yield from walk_tokens(node, path + (key,))


def field(token, name):
    return token.get("$" + name, token.get(name))


# Arithmetic: the expression with references replaced is evaluated by Python's own parser,
# only numbers, + - * /, parentheses and a few functions allowed.
OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
FUNCTIONS = {"round": round, "floor": __import__("math").floor, "ceil": __import__("math").ceil, "abs": abs,
             "min": min, "max": max, "roundTo": lambda x, n=0: round(x, int(n))}


def arithmetic(node):
    if isinstance(node, ast.Expression):
        return arithmetic(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
        return OPERATORS[type(node.op)](arithmetic(node.left), arithmetic(node.right))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -arithmetic(node.operand)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FUNCTIONS:
        return float(FUNCTIONS[node.func.id](*[arithmetic(a) for a in node.args]))
    raise ValueError("not arithmetic: " + ast.dump(node))


def hex_rgba(text):
    digits = text.strip().lstrip("#")
    if len(digits) in (3, 4):
        digits = "".join(c * 2 for c in digits)
    channels = [int(digits[i:i + 2], 16) / 255 for i in range(0, len(digits), 2)]
    return channels + [1.0] if len(channels) == 3 else channels


# CSS Color 4's conversions, written out here: sRGB and Display P3 share the transfer function;
# LCH is CIE Lab's polar form with a D50 white, reached from D65 by the Bradford transform.
SRGB_TO_XYZ = [[0.41239079926595934, 0.357584339383878, 0.1804807884018343],
               [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
               [0.01933081871559182, 0.11919477979462598, 0.9505321522496607]]
P3_TO_XYZ = [[0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
             [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
             [0.0, 0.04511338185890264, 1.043944368900976]]
D65_TO_D50 = [[1.0479298208405488, 0.022946793341019088, -0.05019222954313557],
              [0.029627815688159344, 0.990434484573249, -0.01707382502938514],
              [-0.009243058152591178, 0.015055144896577895, 0.7518742899580008]]
D50_WHITE = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]


def times(m, v):
    return [sum(m[i][j] * v[j] for j in range(3)) for i in range(3)]


def inverted(m):
    a, b, c = m[0]; d, e, f = m[1]; g, h, i = m[2]
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]


def decode(c):
    return math.copysign(abs(c) / 12.92 if abs(c) <= 0.04045 else ((abs(c) + 0.055) / 1.055) ** 2.4, c)


def encode(c):
    return math.copysign(abs(c) * 12.92 if abs(c) <= 0.0031308 else 1.055 * abs(c) ** (1 / 2.4) - 0.055, c)


def srgb_to_p3(rgb):
    return [encode(c) for c in times(inverted(P3_TO_XYZ), times(SRGB_TO_XYZ, [decode(c) for c in rgb]))]


def p3_to_srgb(p3):
    return [encode(c) for c in times(inverted(SRGB_TO_XYZ), times(P3_TO_XYZ, [decode(c) for c in p3]))]


def srgb_to_lch(rgb):
    x, y, z = [v / w for v, w in zip(times(D65_TO_D50, times(SRGB_TO_XYZ, [decode(c) for c in rgb])), D50_WHITE)]
    f = lambda t: t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    a, b = 500 * (fx - fy), 200 * (fy - fz)
    return [116 * fy - 16, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360]


def lch_to_srgb(lch):
    l, c, h = lch
    a, b = c * math.cos(math.radians(h)), c * math.sin(math.radians(h))
    fy = (l + 16) / 116
    fx, fz = fy + a / 500, fy - b / 200
    g = lambda t: t ** 3 if t ** 3 > 216 / 24389 else (116 * t - 16) / (24389 / 27)
    y = fy ** 3 if l > 8 else l / (24389 / 27)
    xyz50 = [g(fx) * D50_WHITE[0], y * D50_WHITE[1], g(fz) * D50_WHITE[2]]
    return [encode(c) for c in times(inverted(SRGB_TO_XYZ), times(inverted(D65_TO_D50), xyz50))]


class Context:
    """One theme's merged tokens, resolved on demand."""

    def __init__(self, tokens):
        self.tokens = tokens
        self.cache = {}

    def number(self, path):
        """A token's value as a float in px (or a plain number)."""
        value = field(self.tokens[path], "value")
        if isinstance(value, (int, float)):
            return float(value)
        text = value.strip()
        if text.endswith("%"):
            return float(text[:-1]) / 100
        text = REF.sub(lambda m: repr(self.number(m.group(1))), text)
        text = re.sub(r"(\d)(px|rem)\b", r"\1", text)
        return arithmetic(ast.parse(text, mode="eval"))

    def color(self, path):
        if path in self.cache:
            return self.cache[path]
        token = self.tokens[path]
        value = field(token, "value")
        match = REF.fullmatch(value.strip())
        over = re.fullmatch(r"rgba?\(\s*\{([^{}]+)\}\s*,\s*([0-9.]+)\s*\)", value.strip())
        if match:
            rgba = list(self.color(match.group(1)))
        elif over:  # Tokens Studio's rgba({color}, alpha)
            rgba = list(self.color(over.group(1)))[:3] + [float(over.group(2))]
        else:
            rgba = hex_rgba(value)
        modify = (field(token, "extensions") or {}).get("studio.tokens", {}).get("modify")
        if modify:
            rgba = self.modify(rgba, modify)
        self.cache[path] = rgba
        return rgba

    def modify(self, rgba, modify):
        amount = float(modify["value"])
        kind, space = modify["type"], modify.get("space", "srgb")
        r, g, b, a = rgba
        if kind == "alpha":
            return [r, g, b, amount]
        if space == "lch" and kind in ("lighten", "darken"):
            l, c, h = srgb_to_lch([r, g, b])
            l = l + (100 - l) * amount if kind == "lighten" else l - l * amount
            return lch_to_srgb([l, c * (1 - amount), h]) + [a]
        if space == "p3" and kind in ("lighten", "darken"):
            p3 = srgb_to_p3([r, g, b])
            p3 = [c + (1 - c) * amount if kind == "lighten" else c * (1 - amount) for c in p3]
            return p3_to_srgb(p3) + [a]
        if space == "hsl":
            h, l, s = colorsys.rgb_to_hls(r, g, b)
            if kind == "lighten":
                l = l + (1 - l) * amount
            elif kind == "darken":
                l = l - l * amount
            else:
                raise ValueError("mix in hsl is not in the fixtures")
            return list(colorsys.hls_to_rgb(h, l, s)) + [a]
        target = {"lighten": [1, 1, 1, a], "darken": [0, 0, 0, a]}.get(kind) or hex_rgba(modify["color"])
        return [c + (t - c) * amount for c, t in zip(rgba, target)]


def describe(context, path, kind):
    if kind == "color":
        r, g, b, a = context.color(path)
        return {"color": "#" + "".join("%02x" % round(max(0, min(1, c)) * 255) for c in (r, g, b)),
                "alpha": round(a, 4)}
    if kind == "dimension":
        return {"px": round(context.number(path), 4)}
    return {"number": round(context.number(path), 4)}


def kind_of(studio_type):
    if studio_type == "color":
        return "color"
    if studio_type in DIMENSION_TYPES:
        return "dimension"
    if studio_type in NUMBER_TYPES:
        return "number"
    return None


def studio(path):
    if os.path.isdir(path):
        sets = {}
        for folder, _, names in os.walk(path):
            for name in names:
                full = os.path.join(folder, name)
                key = os.path.relpath(full, path)[:-len(".json")]
                sets[key] = json.load(open(full))
        themes, metadata = sets.pop("$themes"), sets.pop("$metadata")
    else:
        sets = json.load(open(path))
        themes, metadata = sets.pop("$themes"), sets.pop("$metadata")
    order = metadata["tokenSetOrder"] + [name for name in sets if name not in metadata["tokenSetOrder"]]
    result = {}
    for theme in themes:
        merged = {}
        for name in order:
            if theme["selectedTokenSets"].get(name) in ("source", "enabled"):
                merged.update(dict(walk_tokens(sets[name])))
        context = Context(merged)
        values = {}
        for token_path, token in merged.items():
            kind = kind_of(field(token, "type"))
            if kind:
                values[token_path.replace(".", "/")] = describe(context, token_path, kind)
        result["theme=" + theme["name"]] = values
    return result


def deep_merge(into, other):
    for key, value in other.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict) and "value" not in value:
            deep_merge(into[key], value)
        else:
            into[key] = value


def style_dictionary(path):
    tree = {}
    files = sorted(os.path.relpath(os.path.join(folder, name), path)
                   for folder, _, names in os.walk(path) for name in names if name.endswith(".json"))
    for name in files:
        deep_merge(tree, json.load(open(os.path.join(path, name))))
    tokens = dict(walk_tokens(tree))

    def value(token_path):
        text = tokens[token_path]["value"]
        if isinstance(text, str):
            match = REF.fullmatch(text)
            if match:
                target = match.group(1)
                return value(target[:-len(".value")] if target.endswith(".value") else target)
        return text

    values = {}
    for token_path in tokens:
        category = token_path.split(".")[0]
        if category == "color":
            r, g, b, a = hex_rgba(value(token_path))
            values[token_path.replace(".", "/")] = {
                "color": "#" + "".join("%02x" % round(c * 255) for c in (r, g, b)), "alpha": round(a, 4)}
        elif category == "size":
            values[token_path.replace(".", "/")] = {"px": round(float(value(token_path)) * 16, 4)}
    return {"": values}


def main(paths):
    result = {}
    for path in paths:
        name = os.path.basename(path.rstrip("/"))
        if os.path.isdir(path) and not os.path.exists(os.path.join(path, "$themes.json")):
            result[name] = style_dictionary(path)
        else:
            result[name] = studio(path)
    print(json.dumps(result, indent=2, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1:])
