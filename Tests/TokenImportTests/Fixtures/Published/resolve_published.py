#!/usr/bin/env python3
"""An independent reading of a sample of the published token exports in this folder.

Written from the tools' documentation and the exporters' own code as each README names it,
sharing no code with Specimen. For each system it reads the default context (the one Specimen
shows first) and prints every 7th token (by path) whose value, followed through its aliases,
is a plain color (#rgb, #rrggbb, #rrggbbaa, rgb()/rgba()) or a size written with px or rem
(rem x 16): colors as #rrggbb with an alpha, sizes in px. Values the tools compute (math,
Tokens Studio's color modifiers under `$extensions`, formulas) are left to the tests that check
them. Style Dictionary passes an untyped value through as written, so "999px" is that size.

    python3 resolve_published.py > independent.json

How each export's default context is read:

- Style Dictionary trees (HashiCorp, Gestalt, US-CBP, Kong, Brave): every *.json file
  deep-merged in path order (Gestalt: its *-dark files are the dark scheme, left out); a token
  is an object with `value` or `$value`; an alias `{a.b}` may have spaces inside the braces
  and a trailing `.value`. Kong's folder holds its tree and the palette its config includes.
- Tokens Studio exports with `$themes` (digdir, Sage, Equinor, NVE, Workday's canvas-tokens-studio):
  the first theme of each group, its `enabled` and `source` sets merged in
  `$metadata.tokenSetOrder`, a name that is a folder of sets (Workday's `base`) standing for
  the sets in it in name order; aliases name the token's path without its set. A color object
  in OKLCH (Workday's palette) is taken to sRGB here, through OKLab with Ottosson's matrices. Without `$themes` (Workday; NL Design System's single file, whose keys
  are its sets): every set, in file order.
- Style Dictionary 4 trees: REI Cedar (its config's `include` folders, then its theme's
  `source`; an alias may end in `.$value`), Red Hat (YAML files, deep-merged in path order),
  Fluent UI's DTCG demo (the global file and the light one).
- Figma's own variables export (Fermi's Bison): every file but the second mode of each
  collection (Dark, Wireframe); a color is an object whose `hex` and `alpha` are read.
- GitHub Primer (`primer/primitives`): its JSON5 files, read by a JSON5 reader written here from
  the specification (a key written twice in an object keeps its first place and takes the later
  value, as the `json5` package Primer's build uses reads it: `dark.dimmed.json5` writes
  `$extensions` twice in each token), merged as a Style Dictionary tree; every value is sampled (the files are
  few). Its themes as its `scripts/themes.config.ts` and `themeOverrides` preprocessor build them:
  a theme reads the files outside `light/` and `dark/` folders and those of its scheme (`light`
  for a name starting with "light", else `dark`), a palette named for a theme
  (`light.high-contrast.json5` for `light-high-contrast`, `dark.dimmed.json5` for `dark-dimmed`)
  in that theme alone, after the others; a token's `$extensions["org.primer.overrides"]`
  value for the theme, else for that scheme, replaces its `$value` (an object is spread over the
  token: `$value` and `alpha`); an `alpha` sets the alpha of the colour the value resolves to.
  The light theme is the default context; every colour is also sampled in `dark` and three
  further themes.
- Theo (Twilio Paste): `tokens.yml` and the files it imports, each after its imports and once;
  later aliases and props replace earlier ones; `{!alias}` is the alias's value.
- Figma SDS: each collection's `$value` (its first mode); an alias names the variable by its
  display name, each part keyed as the exporter keys it (runs of other characters than ASCII
  letters and digits become `-`, lowercased).
"""

import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EVERY = 7


def json_files(folder, suffixes=(".json",)):
    found = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in files:
            if name.endswith(suffixes) and not name.startswith("."):
                found.append(os.path.relpath(os.path.join(root, name), folder))
    return sorted(found)


def load(path):
    with open(path, encoding="utf-8") as f:
        if path.endswith(".json5"):
            return JSON5(f.read()).document()
        if path.endswith((".yml", ".yaml")):
            import yaml  # PyYAML, only for the tree written in YAML

            # Through libyaml: like the tree's own parser it reads a tab after a key's colon.
            return string_keys(yaml.load(f, Loader=yaml.CSafeLoader))
        return json.load(f)


class JSON5:
    """JSON5 as its specification (json5.org) reads it, for Primer's files: comments, keys
    unquoted or in single quotes, strings in single quotes, trailing commas, `+`, `.5`, hex."""

    NAME = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
    NUMBER = re.compile(r"[+-]?(0[xX][0-9a-fA-F]+|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)")
    ESCAPES = {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", "0": "\0"}

    def __init__(self, text):
        self.text, self.at = text, 0

    def document(self):
        value = self.value()
        self.space()
        if self.at != len(self.text):
            raise ValueError("text after the value at %d" % self.at)
        return value

    def space(self):
        while self.at < len(self.text):
            if self.text[self.at].isspace() or self.text[self.at] == "\ufeff":
                self.at += 1
            elif self.text.startswith("//", self.at):
                end = self.text.find("\n", self.at)
                self.at = len(self.text) if end < 0 else end
            elif self.text.startswith("/*", self.at):
                self.at = self.text.index("*/", self.at + 2) + 2
            else:
                return

    def value(self):
        self.space()
        c = self.text[self.at]
        if c == "{":
            return self.members("}", self.pair, {})
        if c == "[":
            return self.members("]", self.value, [])
        if c in "'\"":
            return self.string()
        for word, value in (("true", True), ("false", False), ("null", None)):
            if self.text.startswith(word, self.at):
                self.at += len(word)
                return value
        m = self.NUMBER.match(self.text, self.at)
        if not m:
            raise ValueError("no value at %d" % self.at)
        self.at = m.end()
        written = m.group(0)
        body = written.lstrip("+-")
        number = int(body, 16) if body[:2] in ("0x", "0X") else float(body)
        number = -number if written.startswith("-") else number
        return int(number) if isinstance(number, float) and number.is_integer() and "." not in body and "e" not in body.lower() else number

    def members(self, close, read, into):
        self.at += 1
        while True:
            self.space()
            if self.text[self.at] == close:
                self.at += 1
                return into
            item = read()
            if isinstance(into, dict):
                # A repeated key: the later value, in the first one's place (a dict keeps it).
                into[item[0]] = item[1]
            else:
                into.append(item)
            self.space()
            if self.text[self.at] == ",":
                self.at += 1

    def pair(self):
        if self.text[self.at] in "'\"":
            key = self.string()
        else:
            m = self.NAME.match(self.text, self.at)
            key, self.at = m.group(0), m.end()
        self.space()
        assert self.text[self.at] == ":"
        self.at += 1
        return key, self.value()

    def string(self):
        quote = self.text[self.at]
        self.at += 1
        out = []
        while self.text[self.at] != quote:
            c = self.text[self.at]
            if c == "\\":
                e = self.text[self.at + 1]
                self.at += 2
                if e == "u":
                    out.append(chr(int(self.text[self.at:self.at + 4], 16)))
                    self.at += 4
                elif e == "x":
                    out.append(chr(int(self.text[self.at:self.at + 2], 16)))
                    self.at += 2
                elif e == "\n":
                    pass  # a line continuation
                else:
                    out.append(self.ESCAPES.get(e, e))
            else:
                out.append(c)
                self.at += 1
        self.at += 1
        return "".join(out)


def string_keys(node):
    """YAML's numeral keys (`40:`) as the strings a JavaScript object makes of them."""
    if isinstance(node, dict):
        return {str(key): string_keys(value) for key, value in node.items()}
    return node


def is_token(node):
    return isinstance(node, dict) and ("$value" in node or "value" in node)


def merge(into, tree):
    """Groups merge key by key; a token replaces whole."""
    for key, value in tree.items():
        if isinstance(value, dict) and not is_token(value) and isinstance(into.get(key), dict) and not is_token(into[key]):
            merge(into[key], value)
        else:
            into[key] = value


def type_of(node):
    written = node.get("$type", node.get("type"))
    return written if isinstance(written, str) else None


def tokens(tree, prefix=(), inherited=None):
    """Every token by path (a tuple of keys), each with the type it or its groups write (keys
    starting with $ are no tokens or groups)."""
    out = {}
    group_type = type_of(tree) or inherited
    for key, value in tree.items():
        if key.startswith("$") or not isinstance(value, dict):
            continue
        if is_token(value):
            out[prefix + (key,)] = (value, type_of(value) or group_type)
        else:
            out.update(tokens(value, prefix + (key,), group_type))
    return out


# The types whose values are colors and sizes, as the tools name them; a value of any other
# written type ("font", "other", "fontSize") is passed through as the text it is.
VALUE_TYPES = {
    "color", "dimension", "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "letterSpacing",
    "paragraphSpacing", "paragraphIndent", "font-size", "letter-spacing", "border-radius", "border-width",
}


def value_of(token):
    return token["$value"] if "$value" in token else token["value"]


def parse_color(text):
    text = text.strip().lower()
    m = re.fullmatch(r"#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})", text)
    if m:
        digits = m.group(1)
        if len(digits) == 3:
            digits = "".join(c * 2 for c in digits)
        alpha = int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0
        return {"color": "#" + digits[:6], "alpha": round(alpha, 4)}
    m = re.fullmatch(r"rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+%?)\s*)?\)", text)
    if m:
        channels = [int(m.group(i)) for i in (1, 2, 3)]
        if any(c > 255 for c in channels):
            return None
        alpha = m.group(4)
        a = 1.0 if alpha is None else (float(alpha[:-1]) / 100 if alpha.endswith("%") else float(alpha))
        return {"color": "#" + "".join("%02x" % c for c in channels), "alpha": round(a, 4)}
    return None


def parse_size(text):
    m = re.fullmatch(r"\s*(-?\d+(?:\.\d+)?)(px|rem)\s*", text)
    if not m:
        return None
    number = float(m.group(1))
    return {"px": round(number * (16 if m.group(2) == "rem" else 1), 4)}


def oklch_color(components, alpha):
    """OKLCH to sRGB through OKLab and linear sRGB, with Björn Ottosson's published matrices
    (the ones CSS Color 4 cites); None outside the sRGB gamut, which a reader must map."""
    lightness, chroma, hue = (float(c) for c in components)
    a = chroma * math.cos(math.radians(hue))
    b = chroma * math.sin(math.radians(hue))
    l_ = lightness + 0.3963377774 * a + 0.2158037573 * b
    m_ = lightness - 0.1055613458 * a - 0.0638541728 * b
    s_ = lightness - 0.0894841775 * a - 1.2914855480 * b
    l, m, s = l_ ** 3, m_ ** 3, s_ ** 3
    linear = (
        4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
        -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
        -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
    )
    if any(c < -0.0005 or c > 1.0005 for c in linear):
        return None

    def encode(c):
        c = min(max(c, 0.0), 1.0)
        return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055

    return {"color": "#" + "".join("%02x" % round(encode(c) * 255) for c in linear), "alpha": round(alpha, 4)}


def resolve(all_tokens, path, alias_path, depth=0):
    """The value a token's aliases lead to, or None when it is no plain color or size; the
    type of the token that holds the value decides whether it is one (an alias gives its
    target's value, whatever its own type says)."""
    if depth > 50 or path not in all_tokens:
        return None
    token, written_type = all_tokens[path]
    value = value_of(token)
    if isinstance(value, dict) and value.get("colorSpace") == "oklch" and written_type == "color":
        # A DTCG color in OKLCH (Workday's palette): its components, taken to sRGB here.
        return oklch_color(value["components"], float(value.get("alpha", 1)))
    if isinstance(value, dict) and isinstance(value.get("hex"), str) and written_type == "color":
        # A DTCG color object as Figma's export writes it: its hex and its alpha.
        read = parse_color(value["hex"])
        if read is not None:
            read["alpha"] = round(float(value.get("alpha", 1)), 4)
        return read
    modify = (token.get("$extensions") or {}).get("studio.tokens", {})
    if not isinstance(value, str) or (isinstance(modify, dict) and "modify" in modify):
        return None
    target = alias_path(value)
    if target is not None:
        return resolve(all_tokens, target, alias_path, depth + 1)
    read = parse_color(value) or parse_size(value)
    if read is not None and written_type is not None and written_type not in VALUE_TYPES:
        return {"text": value}
    return read


def style_dictionary_alias(text):
    m = re.fullmatch(r"\{\s*([^{}]+?)\s*\}", text.strip())
    if not m:
        return None
    name = m.group(1)
    for suffix in (".$value", ".value"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
            break
    return tuple(name.split("."))


def sample(all_tokens, alias_path, name=lambda path: "/".join(path), every=EVERY):
    values = {}
    readable = []
    for path in sorted(all_tokens):
        if "_" in path or "$root" in path:
            continue  # a group's own token has a name of its own
        resolved = resolve(all_tokens, path, alias_path)
        if resolved is not None:
            readable.append((path, resolved))
    for path, resolved in readable[::every]:
        values[name(path)] = resolved
    return {"(default)": values}


def style_dictionary(folder, leave_out=lambda name: False, order=lambda name: name, suffixes=(".json",), every=EVERY):
    tree = {}
    for name in sorted(json_files(folder, suffixes), key=order):
        if not leave_out(name):
            merge(tree, load(os.path.join(folder, name)))
    return sample(tokens(tree), style_dictionary_alias, every=every)


def studio_sets(folder):
    """The sets of a Tokens Studio folder by name (the path without .json)."""
    return {name[: -len(".json")]: load(os.path.join(folder, name)) for name in json_files(folder)
            if not os.path.basename(name).startswith("$")}


def studio(sets, themes, order):
    if themes:
        first_of_group = {}
        for theme in themes:
            first_of_group.setdefault(theme.get("group", theme["name"]), theme)
        chosen = set()
        for theme in first_of_group.values():
            chosen.update(name for name, status in theme["selectedTokenSets"].items() if status in ("enabled", "source"))
        names = [name for name in order if name in chosen]
    else:
        names = list(sets)
    tree = {}
    for name in names:
        # A name that is a folder of sets (Workday's `base`) stands for the sets in it.
        for set_name in [name] if name in sets else sorted(n for n in sets if n.startswith(name + "/")):
            merge(tree, sets[set_name])
    return sample(tokens(tree), style_dictionary_alias)


def studio_folder(folder):
    sets = studio_sets(folder)
    themes = load(os.path.join(folder, "$themes.json")) if os.path.exists(os.path.join(folder, "$themes.json")) else []
    metadata = os.path.join(folder, "$metadata.json")
    order = load(metadata).get("tokenSetOrder", sorted(sets)) if os.path.exists(metadata) else sorted(sets)
    return studio(sets, themes, order)


def studio_file(path):
    document = load(path)
    sets = {key: value for key, value in document.items() if not key.startswith("$")}
    order = document.get("$metadata", {}).get("tokenSetOrder", list(sets))
    return studio(sets, document.get("$themes", []), order)


def sds_key(part):
    return "-".join(re.split(r"[^0-9A-Za-z]+", part)).lower()


def figma_sds(path):
    tree = load(path)

    def alias(text):
        m = re.fullmatch(r"\{(@[^.{}]+)\.([^{}]+)\}", text)
        return (m.group(1),) + tuple(sds_key(p) for p in m.group(2).split(".")) if m else None

    return sample(tokens(tree), alias)


def rei_cedar(folder):
    """Its config's `include` (_options, global, web), then its `source` (the rei-dot-com theme)."""
    rank = {"_options": 0, "global": 1, "web": 2, "themes": 3}
    return style_dictionary(folder, order=lambda name: (rank.get(name.split("/")[0], 4), name))


def figma_export(folder, other_modes):
    """Figma's variables export: a file per mode; the default reads each collection's first mode."""
    return style_dictionary(folder, leave_out=lambda name: name in other_modes)


def theo(folder):
    """Theo: `tokens.yml` and what it imports, each file after its imports and once; later
    aliases and props replace earlier ones; `{!name}` in a value is the alias's value, itself
    read through aliases. Theo passes values through as written."""
    aliases, props, seen = {}, {}, set()

    def read(path):
        path = os.path.normpath(path)
        if path in seen:
            return
        seen.add(path)
        node = load(path) or {}
        for name in node.get("imports") or []:
            read(os.path.join(os.path.dirname(path), name))
        for name, value in (node.get("aliases") or {}).items():
            aliases[name] = value["value"] if isinstance(value, dict) else value
        items = node.get("props") or {}
        if isinstance(items, list):
            items = {item["name"]: item for item in items}
        for name, prop in items.items():
            props[name] = prop["value"]

    def substitute(text, depth=0):
        if depth > 50 or not isinstance(text, str):
            return text
        return re.sub(r"\{!([^}]+)\}", lambda m: str(substitute(aliases[m.group(1)], depth + 1)), text)

    read(os.path.join(folder, "tokens.yml"))
    return sample({(name,): ({"value": substitute(value)}, None) for name, value in props.items()}, lambda text: None)


PRIMER_THEMES = ("dark", "dark-dimmed", "light-high-contrast", "dark-protanopia-deuteranopia-high-contrast")


def primer_theme(folder, theme):
    """Every token of one of Primer's themes, by path: (token with the theme's value, type)."""
    scheme = "light" if theme.startswith("light") else "dark"
    tree = {}
    own_palettes = []
    for name in json_files(folder, (".json5",)):
        folders = name.split(os.sep)[:-1]
        if ("light" in folders or "dark" in folders) and scheme not in folders:
            continue
        # `light.high-contrast.json5`: the palette the config includes for that theme alone,
        # after its scheme's own.
        stem = os.path.basename(name)[: -len(".json5")]
        if "." in stem:
            if stem.replace(".", "-") == theme:
                own_palettes.append(name)
            continue
        merge(tree, load(os.path.join(folder, name)))
    for name in own_palettes:
        merge(tree, load(os.path.join(folder, name)))
    themed = {}
    for path, (token, written_type) in tokens(tree).items():
        overrides = (token.get("$extensions") or {}).get("org.primer.overrides") or {}
        override = overrides.get(theme) or overrides.get(scheme)
        if override is not None:
            token = dict(token)
            if isinstance(override, dict):
                token.update(override)
            else:
                token["$value"] = override
        themed[path] = (token, written_type)
    return themed


def primer_color(themed, path, depth=0):
    """A colour token's colour in a theme: its value through aliases, its alpha replaced by the
    token's own `alpha` where it has one."""
    if depth > 50 or path not in themed:
        return None
    token, written_type = themed[path]
    value = token.get("$value")
    if not isinstance(value, str):
        return None
    target = style_dictionary_alias(value)
    color = primer_color(themed, target, depth + 1) if target is not None else parse_color(value)
    if color is None:
        return None
    if isinstance(token.get("alpha"), (int, float)):
        color = {"color": color["color"], "alpha": round(float(token["alpha"]), 4)}
    return color


def primer(folder):
    light = primer_theme(folder, "light")
    values = {}
    for path in sorted(light):
        if light[path][1] == "color":
            read = primer_color(light, path)
        else:
            read = resolve(light, path, style_dictionary_alias)
        if read is not None:
            values["/".join(path)] = read
    result = {"(default)": values}
    for theme in PRIMER_THEMES:
        themed = primer_theme(folder, theme)
        colors = {"/".join(p): primer_color(themed, p) for p in sorted(themed) if themed[p][1] == "color"}
        result["theme=" + theme] = {name: color for name, color in colors.items() if color is not None}
    return result


SOURCES = {
    "hashicorp-design-system/src": style_dictionary,
    "pinterest-gestalt/classic": lambda f: style_dictionary(f, leave_out=lambda n: "dark" in n),
    "US-CBP-design-system/tokens": style_dictionary,
    "Kong-design-tokens": style_dictionary,
    "brave-leo/tokens": style_dictionary,
    "digdir-designsystemet/design-tokens": studio_folder,
    "Sage-design-tokens/tokens": studio_folder,
    "equinor-design-system/raw": studio_folder,
    "Workday-canvas-tokens/tokens": studio_folder,
    "nl-design-system-themes/basis.tokens.json": studio_file,
    "figma-sds/tokens.json": figma_sds,
    "NVE-Designsystem/tokens": studio_folder,
    "rei-cedar-tokens/tokens": rei_cedar,
    "fluentui-token-pipeline/src/demo/w3c": lambda f: style_dictionary(f, leave_out=lambda n: "dark" in n),
    "red-hat-design-tokens/tokens": lambda f: style_dictionary(f, suffixes=(".yml", ".yaml")),
    "fermi-bison/tokens": lambda f: figma_export(f, {"Dark.tokens.json", "Wireframe.tokens.json"}),
    "twilio-paste/tokens": theo,
    "Workday-canvas-tokens-studio/tokens": studio_folder,
    "primer-primitives/src/tokens": primer,
}


def main():
    result = {source: read(os.path.join(HERE, source)) for source, read in SOURCES.items()}
    json.dump(result, sys.stdout, indent=2, sort_keys=True, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
