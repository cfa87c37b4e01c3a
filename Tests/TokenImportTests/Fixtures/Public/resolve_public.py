#!/usr/bin/env python3
"""An independent reading of the public token files in this folder, to hold Specimen to.

Written from the formats' documentation, sharing no code with Specimen. For every context of
every source it prints each color, dimension, number, typography and border token's value:
colors as #rrggbb with an alpha, dimensions in px (rem x 16, pt x 4/3 as CSS defines them),
typography as its first family, weight, sizes in px and line height as a multiple (family and
line height left out where the file leaves them out), a
multi-value spacing as the text of its sizes, borders as width, style and color.

    python3 resolve_public.py > independent.json

The sources and how each is read:

- figma-variables-github-action-example: a folder of DTCG files (one per Figma collection and
  mode, as Figma's sync action writes them), merged in name order, one context.
- amzn-style-dictionary/component-cti: Style Dictionary's pre-DTCG JSON, files deep-merged in
  name order; `color` tokens are CSS colors, `size` tokens rem numbers; references may end in
  `.value`; an untyped number elsewhere is a number.
- tokens-studio-plugin-example-css/tokens.json: one Tokens Studio file whose top-level keys are
  sets (no $themes: every set, one context); references leave the set name out.
- terrazzoapp-dtcg-examples/github-primer/light.tokens.json: Primer's base light colors in DTCG
  2025.10 (color objects with components, references), one context.
- terrazzoapp-dtcg-examples/{figma-sds,apple-hig,adobe-spectrum}: Terrazzo's single-file exports
  of those systems: colors (objects or CSS strings), numbers, dimensions in px or rem, and
  typographies as Terrazzo's parser keeps them, one context: Figma SDS's write no lineHeight and
  Apple HIG's no fontFamily (left missing: the font's normal line height, the inherited family),
  neither writes letterSpacing (0); a line height written as a size is that size over the font
  size, and one over a font size of 0 has no multiple and is not compared.
- terrazzoapp-dtcg-examples/ibm-carbon/layout.tokens.json: IBM Carbon's layout file in DTCG
  2025.10: rem and px dimensions, a 0 written with an empty unit (0 px), fluid spacing in vw (no
  px, not compared), numbers.
- terrazzoapp-dtcg-examples/adobe-spectrum/base.tokens.json: Spectrum's base file in DTCG
  2025.10: px dimensions and references to them, numbers, black as a color object; its Android
  elevation in dp and its letter spacings in em have no px here and are not compared.
- terrazzoapp-dtcg-examples/github-primer/github-primer.json: Terrazzo's older single-file Primer
  export: colors as hex strings ("ffffff" without "#" read as that hex), dimensions
  as "16px" strings and references to them, numbers; its typographies lack letterSpacing (0),
  one lacks lineHeight too, and those in em sizes have no px here and are not compared.
- terrazzoapp-dtcg-examples/ibm-carbon/ibm-carbon.json: Terrazzo's single-file Carbon export:
  color objects, rem and px dimensions (icons, easings, durations and families not compared).
- terrazzoapp-dtcg-examples/shopify-polaris/shopify-polaris.json: Terrazzo's single-file Polaris
  export in DTCG 2025.10: color objects and px spacing.
- terrazzoapp-dtcg-examples/microsoft-fluent/microsoft-fluent.json: Terrazzo's single-file Fluent
  export: hex colors and references, px dimensions, typographies without letterSpacing (0); its
  color objects name their components `channels`, as an earlier draft did, and are read as
  components.
- terrazzoapp-dtcg-examples/salesforce-lightning/salesforce-lightning.json: Terrazzo's older
  single-file Lightning export: hex colors (some with alpha) and references, rem sizes as
  objects or "0.75rem" strings (line heights in em not compared).
- tokens-studio-sd-transforms/sd-transforms.tokens.json: one Tokens Studio set alone, with math,
  sRGB color modifiers, `rgba({…}, a)` and line heights in %.
- MTRNord-matrix-org-redesign-tokens/tokens: a Tokens Studio folder (as Penpot exports it) with
  $themes.json and $metadata.json, one context per theme; typography fields named by type names
  (fontSizes), a font family list holding one reference, a letter spacing left out (0 in Figma).
"""

import ast
import json
import math
import operator
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REF = re.compile(r"^\{([^{}]+)\}$")
PX_PER = {"px": 1.0, "rem": 16.0, "pt": 4.0 / 3.0, "": 1.0}


def tokens_of(tree, path=(), inherited=None, dollar=True):
    """(path, token, type) for every token in document order; `dollar` says which keys mark one."""
    value_key, type_key = ("$value", "$type") if dollar else ("value", "type")
    group_type = tree.get(type_key) if isinstance(tree.get(type_key), str) else inherited
    for key, node in tree.items():
        if not isinstance(node, dict) or key.startswith("$"):
            continue
        if value_key in node:
            yield path + (key,), node, node.get(type_key, group_type)
        else:
            yield from tokens_of(node, path + (key,), group_type, dollar)


def merge(into, other):
    """Deep merge: groups key by key, a token whole."""
    for key, value in other.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict) and "value" not in value and "$value" not in value:
            merge(into[key], value)
        else:
            into[key] = value


def color(text):
    """#rgb, #rrggbb, #rrggbbaa, rgb(r, g, b) and rgba(r, g, b, a) as [r, g, b, a] in 0...1."""
    text = text.strip()
    match = re.fullmatch(r"rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)", text)
    if match:
        r, g, b = (float(match.group(i)) / 255 for i in (1, 2, 3))
        return [r, g, b, float(match.group(4)) if match.group(4) else 1.0]
    # A hex without its "#" (Primer's old export writes "ffffff") is the same hex.
    if re.fullmatch(r"[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}", text):
        text = "#" + text
    if not re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})", text):
        raise ValueError("not a color: " + text)
    digits = text[1:]
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    channels = [int(digits[i:i + 2], 16) / 255 for i in range(0, len(digits), 2)]
    return channels + [1.0] if len(channels) == 3 else channels


def px(value, bare_unit="px"):
    """A size written as a number or a string with px, rem or pt, in px."""
    if isinstance(value, (int, float)):
        return float(value) * PX_PER[bare_unit]
    match = re.fullmatch(r"\s*(-?[\d.]+)\s*(px|rem|pt)?\s*", value)
    if not match:
        raise ValueError("not a size: " + value)
    return float(match.group(1)) * PX_PER[match.group(2) or bare_unit]


def number_text(value):
    """8, 0.5, -2.25: at most 4 decimals, no trailing zeros."""
    return ("%.4f" % value).rstrip("0").rstrip(".")


def describe_color(rgba):
    """#rrggbb, each channel rounded to the nearest byte, a half up as CSS serializes colors
    (the epsilon keeps a half computed as 220.49999999999997 a half)."""
    r, g, b, a = rgba
    byte = lambda c: int(math.floor(max(0.0, min(1.0, c)) * 255 + 0.5 + 1e-9))
    return {"color": "#" + "".join("%02x" % byte(c) for c in (r, g, b)), "alpha": round(a, 4)}


class Resolver:
    """One context's tokens by dotted path; values resolved through references on demand."""

    def __init__(self, tokens, value_key):
        self.tokens = tokens
        self.value_key = value_key

    def target(self, name):
        """A reference's token: Style Dictionary's `.value` ending dropped when it names none."""
        if name.endswith(".value") and name not in self.tokens:
            return name[:-len(".value")]
        return name

    def raw(self, path, depth=0):
        """The value a token comes down to through whole-value references."""
        value = self.tokens[path][0][self.value_key]
        match = REF.match(value.strip()) if isinstance(value, str) else None
        if match and depth < 50:
            return self.raw(self.target(match.group(1)), depth + 1)
        return value

    def color(self, path, depth=0):
        """A color token: its value (a reference, a color, or rgba over a reference), then its
        Tokens Studio modifier, computed in sRGB as Tokens Studio documents it."""
        token = self.tokens[path][0]
        value = token[self.value_key]
        if isinstance(value, dict):  # a 2025.10 color object in sRGB
            if value.get("colorSpace") != "srgb":
                raise ValueError("only sRGB color objects are read here")
            # "channels" is what an earlier draft called the components (Fluent's export).
            components = value["components"] if "components" in value else value["channels"]
            return [float(c) for c in components] + [float(value.get("alpha", 1))]
        value = value.strip()
        match = REF.match(value)
        over = re.fullmatch(r"rgba\(\s*\{([^{}]+)\}\s*,\s*([\d.]+)\s*\)", value)
        if match and depth < 50:
            rgba = self.color(self.target(match.group(1)), depth + 1)
        elif over:  # Tokens Studio's rgba({color}, alpha)
            rgba = self.color(over.group(1), depth + 1)[:3] + [float(over.group(2))]
        else:
            rgba = color(value)
        modify = (token.get("$extensions") or {}).get("studio.tokens", {}).get("modify")
        if modify:
            if modify.get("space", "srgb") != "srgb":
                raise ValueError("only sRGB modifiers are read here")
            amount = float(modify["value"])
            kind = modify["type"]
            if kind == "lighten":
                rgba = [c + (1 - c) * amount for c in rgba[:3]] + rgba[3:]
            elif kind == "darken":
                rgba = [c * (1 - amount) for c in rgba[:3]] + rgba[3:]
            elif kind == "alpha":
                rgba = rgba[:3] + [amount]
            else:
                raise ValueError("modifier " + kind)
        return rgba

    def field(self, value):
        """A field of a composite value, through its reference."""
        match = REF.match(value.strip()) if isinstance(value, str) else None
        return self.raw(self.target(match.group(1))) if match else value

    def measure(self, value, depth=0):
        """A size in px or a plain number: as written, through references, or Tokens Studio math
        (references replaced by their values, px dropped, evaluated by Python's own parser)."""
        if isinstance(value, (int, float)):
            return float(value)
        match = REF.match(value.strip())
        if match and depth < 50:
            return self.measure(self.raw(self.target(match.group(1))), depth + 1)
        try:
            return px(value)
        except ValueError:
            pass
        text = re.sub(r"\{([^{}]+)\}", lambda m: repr(self.measure(self.raw(m.group(1)), depth + 1)), value)
        return arithmetic(ast.parse(re.sub(r"(\d)px\b", r"\1", text).strip(), mode="eval"))


OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def arithmetic(node):
    """Numbers, + - * / and parentheses only."""
    if isinstance(node, ast.Expression):
        return arithmetic(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
        return OPERATORS[type(node.op)](arithmetic(node.left), arithmetic(node.right))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -arithmetic(node.operand)
    raise ValueError("not arithmetic")


def studio_value(resolver, path, kind):
    if kind == "color":
        return describe_color(resolver.color(path))
    if kind == "dimension":
        value = resolver.raw(path)
        if isinstance(value, str) and value.strip().endswith("%"):
            raise ValueError("a share of a font size: no px of its own")
        return {"px": round(resolver.measure(value), 4)}
    if kind == "number":
        value = resolver.raw(path)
        if isinstance(value, str) and value.strip().endswith("%"):
            return {"number": round(float(value.strip()[:-1]) / 100, 4)}
        return {"number": round(resolver.measure(value), 4)}
    if kind == "typography":
        value = resolver.raw(path)
        plural = {"fontFamilies": "fontFamily", "fontSizes": "fontSize", "fontWeights": "fontWeight",
                  "lineHeights": "lineHeight"}
        fields = {plural.get(key, key): item for key, item in value.items()}
        families = fields["fontFamily"]
        if isinstance(families, list) and len(families) == 1:
            families = resolver.field(families[0])
        families = resolver.field(families)
        size = resolver.measure(fields["fontSize"])
        line = resolver.field(fields["lineHeight"])
        line = float(line[:-1]) / 100 if isinstance(line, str) and line.endswith("%") else float(line)
        return {"typography": {
            "family": families[0] if isinstance(families, list) else families.split(",")[0].strip(),
            "size": round(size, 4), "weight": float(resolver.field(fields["fontWeight"])),
            "lineHeight": round(line, 4),
            "letterSpacing": round(px(resolver.field(fields.get("letterSpacing", "0"))), 4)}}
    if kind == "border":
        value = resolver.raw(path)
        color_value = value["color"]
        match = REF.match(color_value.strip())
        rgba = resolver.color(match.group(1)) if match else color(color_value)
        return {"border": {"width": round(resolver.measure(value["width"]), 4),
                           "style": value.get("style", "solid"), **describe_color(rgba)}}
    return None


STUDIO_KINDS = {"color": "color", "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension",
                "borderWidth": "dimension", "fontSizes": "dimension", "letterSpacing": "dimension",
                "paragraphSpacing": "dimension", "paragraphIndent": "dimension", "dimension": "dimension",
                "opacity": "number", "number": "number", "typography": "typography", "border": "border",
                "lineHeights": "number"}


def studio_context(sets, order, selected):
    """The merged tokens of the selected sets (later sets win), resolved."""
    merged = {}
    for name in order:
        if name in selected:
            for path, token, kind in tokens_of(sets[name], dollar="$value" in json.dumps(sets[name])):
                merged[".".join(path)] = (token, kind)
    value_key = "$value" if any("$value" in token for token, _ in merged.values()) else "value"
    resolver = Resolver(merged, value_key)
    values = {}
    for path, (token, kind) in merged.items():
        value = token.get(value_key)
        if kind in ("spacing", "borderRadius") and isinstance(value, str) and len(value.split()) > 1:
            # A multi-value (a CSS shorthand): each part written out in px.
            try:
                parts = [resolver.measure(part) for part in value.split()]
            except (ValueError, KeyError, SyntaxError):
                continue
            values[path.replace(".", "/")] = {"text": " ".join(number_text(p) + "px" for p in parts)}
            continue
        kind = STUDIO_KINDS.get(kind)
        if kind is None:
            continue
        try:
            described = studio_value(resolver, path, kind)
        except (ValueError, KeyError, SyntaxError):
            continue  # not a value of its type (an error in the file); nothing to compare
        if described:
            values[path.replace(".", "/")] = described
    return values


def studio_folder(folder):
    sets = {}
    for root, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".json") and not name.startswith("$"):
                full = os.path.join(root, name)
                sets[os.path.relpath(full, folder)[:-len(".json")]] = json.load(open(full, encoding="utf-8"))
    themes = json.load(open(os.path.join(folder, "$themes.json"), encoding="utf-8"))
    order = json.load(open(os.path.join(folder, "$metadata.json"), encoding="utf-8"))["tokenSetOrder"]
    result = {}
    for theme in themes:
        selected = {name for name, state in theme["selectedTokenSets"].items() if state in ("enabled", "source")}
        result[theme["group"] + "=" + theme["name"]] = studio_context(sets, order, selected)
    return result


def studio_file_of_sets(path):
    sets = json.load(open(path, encoding="utf-8"))
    return {"": studio_context(sets, list(sets), set(sets))}


def studio_single_set(path):
    return {"": studio_context({"set": json.load(open(path, encoding="utf-8"))}, ["set"], {"set"})}


def dtcg_folder(folder):
    tree = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            merge(tree, json.load(open(os.path.join(folder, name), encoding="utf-8")))
    return dtcg_tree(tree)


def dtcg_file(path):
    return dtcg_tree(json.load(open(path, encoding="utf-8")))


def dtcg_tree(tree):
    # A token is an object with $value (2025.10: a token holds no groups or tokens); one that
    # holds an object that may hold a token under another key is no valid token and is left out,
    # while a plain value there (Primer's "alpha": 0) or an object of $ keys only (Spectrum's
    # "default": {"$extensions": ...}) is no token and is passed over, the $value standing.
    def holds_no_token(value):
        return not isinstance(value, dict) or all(
            key.startswith("$") and key not in ("$value", "$ref") for key in value)

    tokens = {".".join(path): (token, kind) for path, token, kind in tokens_of(tree)
              if all(key.startswith("$") or holds_no_token(value) for key, value in token.items())}
    resolver = Resolver(tokens, "$value")
    values = {}
    for path, (token, kind) in tokens.items():
        if kind == "color":
            try:
                values[path.replace(".", "/")] = describe_color(resolver.color(path))
            except (ValueError, KeyError):
                pass  # no color the script reads
        elif kind == "number":
            values[path.replace(".", "/")] = {"number": float(resolver.raw(path))}
        elif kind == "dimension":
            value = resolver.raw(path)
            # px and rem as 2025.10 defines them, and a 0 without a unit (0 in any unit); vw and
            # the other units outside it have no size in px. Older drafts' "16px" strings too.
            if isinstance(value, dict) and value.get("unit") in ("px", "rem", "") and (
                    value["unit"] or value["value"] == 0):
                values[path.replace(".", "/")] = {"px": round(float(value["value"]) * PX_PER[value["unit"]], 4)}
            elif isinstance(value, str) and re.fullmatch(r"-?[\d.]+(px|rem)", value.strip()):
                values[path.replace(".", "/")] = {"px": round(px(value), 4)}
        elif kind == "typography":
            try:
                described = dtcg_typography(resolver, path)
            except (ValueError, KeyError, TypeError, ZeroDivisionError):
                continue  # a size with no px here (em), or no typography the script reads
            values[path.replace(".", "/")] = {"typography": described}
    return {"": values}


FONT_WEIGHT_NAMES = {"thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
                     "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600,
                     "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900,
                     "heavy": 900, "extra-black": 950, "ultra-black": 950}


def dtcg_size(value, units=("px", "rem")):
    """A DTCG dimension object or an older "16px" string, in px (rem and em x 16)."""
    if isinstance(value, (int, float)) and value == 0:
        return 0.0
    if isinstance(value, dict):
        number, unit = float(value["value"]), value["unit"]
    else:
        match = re.fullmatch(r"\s*(-?[\d.]+)([a-z]+)\s*", value)
        if not match:
            raise ValueError("not a size: " + str(value))
        number, unit = float(match.group(1)), match.group(2)
    if unit not in units:
        raise ValueError("no px: " + str(value))
    return number * {"px": 1.0, "rem": 16.0, "em": 16.0}[unit]


def dtcg_typography(resolver, path):
    """A typography as Terrazzo's parser keeps it: any of its properties may be left out. A
    missing family or line height stays missing (the text keeps the family it inherits, and the
    font's normal line height); a missing letter spacing is 0. A line height written as a size is
    that size over the font size, or the size itself over a font size of 0."""
    fields = {key: resolver.field(item) for key, item in resolver.raw(path).items()}
    # A font size in em (Primer's inline code) is relative to the parent's; where a number of px
    # is needed it counts 16 px, as a browser's default font size is.
    size = dtcg_size(fields["fontSize"], units=("px", "rem", "em"))
    weight = fields["fontWeight"]
    described = {"size": round(size, 4),
                 "weight": float(FONT_WEIGHT_NAMES[weight] if isinstance(weight, str) else weight),
                 "letterSpacing": round(dtcg_size(fields.get("letterSpacing", 0)), 4)}
    if "fontFamily" in fields:
        families = fields["fontFamily"]
        described["family"] = families[0] if isinstance(families, list) else families.split(",")[0].strip()
    if "lineHeight" in fields:
        line = fields["lineHeight"]
        if isinstance(line, (int, float)):
            described["lineHeight"] = round(float(line), 4)
        elif size == 0:
            # No multiple of a size of 0 is a length: the length stays as written (Apple HIG's title3).
            described["lineHeightPx"] = round(dtcg_size(line), 4)
        else:
            described["lineHeight"] = round(dtcg_size(line) / size, 4)
    return described


def style_dictionary(folder):
    tree = {}
    files = sorted(os.path.relpath(os.path.join(root, name), folder)
                   for root, _, names in os.walk(folder) for name in names if name.endswith(".json"))
    for name in files:
        merge(tree, json.load(open(os.path.join(folder, name), encoding="utf-8")))
    tokens = {".".join(path): (token, None) for path, token, _ in tokens_of(tree, dollar=False)}
    resolver = Resolver(tokens, "value")

    def category(path, depth=0):
        """The category that gives a token its kind: its own, or its reference target's."""
        value = tokens[path][0]["value"]
        match = REF.match(value.strip()) if isinstance(value, str) else None
        if match and depth < 50:
            target = match.group(1)
            return category(target[:-len(".value")] if target.endswith(".value") else target, depth + 1)
        return path.split(".")[0], value

    values = {}
    for path in tokens:
        head, value = category(path)
        name = path.replace(".", "/")
        if head == "color":
            values[name] = describe_color(color(value))
        elif head == "size":
            values[name] = {"px": round(px(value, bare_unit="rem"), 4)}
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            values[name] = {"number": float(value)}
    return {"": values}


SOURCES = {
    "amzn-style-dictionary/component-cti": style_dictionary,
    "figma-variables-github-action-example": dtcg_folder,
    "tokens-studio-plugin-example-css/tokens.json": studio_file_of_sets,
    "MTRNord-matrix-org-redesign-tokens/tokens": studio_folder,
    "tokens-studio-sd-transforms/sd-transforms.tokens.json": studio_single_set,
    "terrazzoapp-dtcg-examples/github-primer/light.tokens.json": dtcg_file,
    "terrazzoapp-dtcg-examples/figma-sds/figma-sds.json": dtcg_file,
    "terrazzoapp-dtcg-examples/apple-hig/apple-hig.json": dtcg_file,
    "terrazzoapp-dtcg-examples/adobe-spectrum/adobe-spectrum.json": dtcg_file,
    "terrazzoapp-dtcg-examples/ibm-carbon/layout.tokens.json": dtcg_file,
    "terrazzoapp-dtcg-examples/adobe-spectrum/base.tokens.json": dtcg_file,
    "terrazzoapp-dtcg-examples/github-primer/github-primer.json": dtcg_file,
    "terrazzoapp-dtcg-examples/ibm-carbon/ibm-carbon.json": dtcg_file,
    "terrazzoapp-dtcg-examples/shopify-polaris/shopify-polaris.json": dtcg_file,
    "terrazzoapp-dtcg-examples/microsoft-fluent/microsoft-fluent.json": dtcg_file,
    "terrazzoapp-dtcg-examples/salesforce-lightning/salesforce-lightning.json": dtcg_file,
}


def main():
    result = {source: read(os.path.join(HERE, source)) for source, read in SOURCES.items()}
    json.dump(result, sys.stdout, indent=2, sort_keys=True, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
