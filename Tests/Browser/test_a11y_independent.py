"""The audit's text-contrast numbers against what the reader's browser paints.

For every text of every drawn variant on a component page, the browser rasterises, on the specimen's
own backdrop and in the page's theme, everything the drawing paints before that text, once
without it (the colour beneath) and once with the text as a box of its own colour (the colour it
is painted, translucency composited), each read as the colour covering most of the text's box; a text that changes nothing of the whole
drawing where it stands (covered by a layer painted after it) is not read. The ratio comes from the WCAG 2.x
formula written below, not from Specimen. Each pair must be one `specimen a11y --format json`
reports for that component, variant and theme, with the same ratio and result; and each finding
for a variant the page draws must be a text the page draws. Run on e& and on a site `specimen init`
writes from a public Figma file as published (figmagic's template, 25 components outside any set).
"""
import json
import pathlib
import shutil
import subprocess
import tempfile

import pytest

from conftest import REPO, SPECIMEN, serve

FIGMAGIC = REPO / "Tests" / "FigmaTests" / "Fixtures" / "Published" / "figmagic" / "figma.json"

# For each drawn text: its colour as painted and the colour beneath it, each the colour that covers
# most of the text's box, with how much of it that colour covers (an edge, a gradient or an icon
# beneath makes it less than all). Colours are [r, g, b].
MEASURE = """
const done = arguments[arguments.length - 1];
const rgb = c => (c.match(/[\\d.]+/g) || []).map(Number);
const styled = ['fill', 'stroke', 'opacity', 'fill-opacity', 'stroke-opacity', 'stroke-width', 'color',
                'font-family', 'font-size', 'font-weight', 'visibility', 'display'];
const backdrop = e => { for (; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor;
                        if (rgb(c).length === 3 || (rgb(c)[3] || 0) > 0) return c; } return 'rgb(255, 255, 255)'; };
// The drawing rasterised on the specimen's backdrop, holding what is painted before the text and,
// with `asBox`, the text itself as a box of its colour: so translucency composites as the browser
// composites it.
// With `whole`, everything the drawing paints, before the text and after it, the text itself kept
// (`whole === 'with'`) or taken out (`'without'`): what the reader sees of it.
const render = (svg, index, asBox, whole) => new Promise(resolve => {
  const all = [...svg.querySelectorAll('*')];
  const text = svg.querySelectorAll('text')[index];
  const at = all.indexOf(text);
  const clone = svg.cloneNode(true);
  const copies = [...clone.querySelectorAll('*')];
  // Computed styles inline, so the copy paints in the page's theme without its stylesheet.
  all.forEach((element, i) => {
    const computed = getComputedStyle(element);
    copies[i].setAttribute('style', styled.map(p => `${p}:${computed.getPropertyValue(p)}`).join(';'));
  });
  const ancestors = new Set();
  for (let e = text.parentElement; e && e !== svg; e = e.parentElement) ancestors.add(all.indexOf(e));
  const box = text.getBBox();
  if (asBox) {
    const rect = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    for (const [name, value] of [['x', box.x], ['y', box.y], ['width', box.width], ['height', box.height]]) rect.setAttribute(name, value);
    rect.setAttribute('style', copies[at].getAttribute('style'));
    copies[at].replaceWith(rect);
  }
  if (whole === 'without') copies[at].remove();
  if (!whole) copies.forEach((copy, i) => {
    if (ancestors.has(i) || (asBox && i === at)) return;
    if (i >= at || copy.tagName === 'text') copy.remove();
  });
  // Icons are <use> of symbols kept in the grid's shared definitions.
  const shared = svg.closest('.sp-specimens')?.querySelector('svg.sp-specimen-defs defs');
  if (shared) clone.insertBefore(shared.cloneNode(true), clone.firstChild);
  const [w, h] = [svg.viewBox.baseVal.width, svg.viewBox.baseVal.height];
  clone.setAttribute('width', w); clone.setAttribute('height', h);
  const image = new Image();
  image.onload = () => {
    const canvas = document.createElement('canvas');
    canvas.width = w; canvas.height = h;
    const context = canvas.getContext('2d');
    context.fillStyle = backdrop(svg.parentElement);
    context.fillRect(0, 0, w, h);
    context.drawImage(image, 0, 0, w, h);
    // The box in the canvas: user space less the view box's origin (a shadow's bleed moves it).
    const [left, top] = [box.x - svg.viewBox.baseVal.x, box.y - svg.viewBox.baseVal.y];
    const [x0, y0] = [Math.max(0, Math.floor(left)), Math.max(0, Math.floor(top))];
    const [x1, y1] = [Math.min(w, Math.ceil(left + box.width)), Math.min(h, Math.ceil(top + box.height))];
    if (x1 <= x0 || y1 <= y0) return resolve(null);
    const pixels = context.getImageData(x0, y0, x1 - x0, y1 - y0).data;
    const counts = new Map();
    for (let p = 0; p < pixels.length; p += 4) {
      const key = `${pixels[p]},${pixels[p + 1]},${pixels[p + 2]}`;
      counts.set(key, (counts.get(key) || 0) + 1);
    }
    const [most, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    resolve({color: most.split(',').map(Number), share: count / (pixels.length / 4), pixels});
  };
  image.onerror = () => resolve(null);
  image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(clone));
});
// How much of the text's box changes when the text is taken out of the whole drawing: nothing, for
// a text a layer painted after it covers (a state frame stacked under another).
const seen = async (svg, index) => {
  const [kept, without] = [await render(svg, index, false, 'with'), await render(svg, index, false, 'without')];
  if (!kept || !without) return 0;
  let changed = 0;
  for (let p = 0; p < kept.pixels.length; p += 4) {
    if (Math.abs(kept.pixels[p] - without.pixels[p]) + Math.abs(kept.pixels[p + 1] - without.pixels[p + 1])
        + Math.abs(kept.pixels[p + 2] - without.pixels[p + 2]) > 6) changed++;
  }
  return changed / (kept.pixels.length / 4);
};
const measureText = async (svg, index) => {
  // A text the reader cannot see is not a pair of colours the reader reads.
  if (await seen(svg, index) < 0.02) return null;
  const [beneath, painted] = [await render(svg, index, false), await render(svg, index, true)];
  if (!beneath || !painted) return null;
  return {text: svg.querySelectorAll('text')[index].textContent, fill: painted.color, beneath: beneath.color,
          share: Math.min(beneath.share, painted.share)};
};
(async () => {
  const drawings = [];
  for (const svg of document.querySelectorAll('.sp-specimens svg.sp-specimen-svg')) {
    const texts = [];
    for (let i = 0; i < svg.querySelectorAll('text').length; i++) texts.push(await measureText(svg, i));
    const grid = svg.closest('.sp-specimens');
    drawings.push({set: grid.dataset.set, label: svg.getAttribute('aria-label'), texts,
                   fixed: grid.querySelector('.sp-specimen-properties')?.textContent || ''});
  }
  done(drawings);
})();
"""


def luminance(color):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b):
    x, y = sorted([luminance(a), luminance(b)], reverse=True)
    return (x + 0.05) / (y + 0.05)


def hex_color(color):
    return "#" + "".join(f"{round(v):02X}" for v in color)


def rgb(hex_text):
    return [int(hex_text[i:i + 2], 16) for i in (1, 3, 5)]


def near(hex_text, color):
    """Within two steps a channel: the browser rounds a composited colour its own way."""
    return max(abs(a - b) for a, b in zip(rgb(hex_text), color)) <= 2


def variant_of(label):
    """An aria-label "Set — a: x, b: y" as the audit writes a variant: {"a": "x", "b": "y"}."""
    _, _, rest = label.partition(" — ")
    pairs = [part.split(": ", 1) for part in rest.split(", ") if ": " in part]
    return {name: value for name, value in pairs}


def audit(site):
    made = subprocess.run([str(SPECIMEN), "a11y", "--site", str(site), "--format", "json"],
                          capture_output=True, text=True, check=False)
    assert made.returncode in (0, 1), made.stderr
    return [json.loads(line) for line in made.stdout.splitlines() if line.startswith("{")]


def compare(browser, address, pages, findings, theme, context):
    """Every drawn text matched to a finding and every finding of a drawn variant to a text;
    returns how many pairs were compared."""
    texts = [f for f in findings if f["check"] == "text-contrast" and f["context"] == context]
    compared, unmatched, wrong = 0, [], []
    drawn_variants = set()
    matched_findings = set()
    for page in pages:
        browser.get(address + page)
        browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
        for drawing in browser.execute_async_script(MEASURE):
            variant = variant_of(drawing["label"])
            # A grid that sets a property other than the variant's (`status: success`) draws what the
            # audit of published variants, at their defaults, does not measure.
            named = [part.split(": ", 1)[0] for part in drawing["fixed"].split(" · ") if ": " in part]
            if any(name not in variant for name in named):
                continue
            key = (drawing["set"], json.dumps(variant, sort_keys=True))
            drawn_variants.add(key)
            candidates = [(i, f) for i, f in enumerate(texts)
                          if f["component"] == drawing["set"] and f["variant"] == variant]
            for measured in drawing["texts"]:
                # What cannot be one pair of colours is left to the audit's own tests: a box over an
                # edge or an icon, translucent text, nothing drawn.
                if measured is None or measured["share"] < 0.6:
                    continue
                fill, beneath = hex_color(measured["fill"]), measured["beneath"]
                found = [(i, f) for i, f in candidates if near(f["foreground"], measured["fill"])
                         and near(f["background"], beneath)]
                if not found:
                    unmatched.append(f"{page} {drawing['label']}: '{measured['text']}' {fill} on "
                                     f"{hex_color(beneath)} ({theme}) is in no finding")
                    continue
                for i, finding in found:
                    matched_findings.add(i)
                    # The ratio of the two colours the audit names, by this file's formula; that they
                    # are the painted colours is the match above.
                    independent = ratio(rgb(finding["foreground"]), rgb(finding["background"]))
                    if abs(finding["ratio"] - independent) > 1e-6 * independent:
                        wrong.append(f"{drawing['label']} {finding['layer']}: {finding['ratio']:.4f} vs {independent:.4f}")
                    if finding["result"] in ("pass", "fail"):
                        expected = "pass" if finding["ratio"] >= finding["required"] else "fail"
                        if finding["result"] != expected:
                            wrong.append(f"{drawing['label']} {finding['layer']}: {finding['result']} at "
                                         f"{finding['ratio']:.2f} against {finding['required']}")
                compared += 1
    # The other way: a finding about a variant the page draws names a text the reader sees.
    missing = [f"{f['component']} {f['variant']} {f['layer']} {f['foreground']} on {f['background']}"
               for i, f in enumerate(texts)
               if (f["component"], json.dumps(f["variant"], sort_keys=True)) in drawn_variants
               and i not in matched_findings and f["result"] != "unknown"]
    assert not unmatched, "\n".join(unmatched[:20])
    assert not wrong, "\n".join(wrong[:20])
    return compared, missing


def component_pages(public):
    return sorted(f"{p.parent.relative_to(public).as_posix()}/" for p in (public / "components").glob("*/index.html"))


@pytest.mark.parametrize("site, folder, least", [("appetite", ".", 40), ("eand", "examples/eand", 40)])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_bundled_sites_text_contrast_matches_the_painted_drawings(
        built_sites, site_addresses, browser, site, folder, least, theme):
    findings = audit(REPO / folder)
    pages = component_pages(built_sites[site])
    compared, missing = compare(browser, site_addresses[site], pages, findings, theme, {"theme": theme})
    assert compared >= least, compared
    assert not missing, "\n".join(missing[:20])


@pytest.fixture(scope="module")
def figmagic_site():
    """A site `specimen init` writes from figmagic's saved Figma file, built and served."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="specimen-figmagic-"))
    shutil.copyfile(FIGMAGIC, root / "Figmagic.json")
    made = subprocess.run([str(SPECIMEN), "init", str(root / "site"), "--figma", str(root / "Figmagic.json")],
                          capture_output=True, text=True, check=False)
    assert made.returncode == 0, made.stderr
    built = subprocess.run([str(SPECIMEN), "build", "--site", str(root / "site"), "--output", str(root / "public")],
                           capture_output=True, text=True, check=False)
    assert built.returncode == 0, built.stderr
    httpd = serve(root / "public")
    yield root, f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


def test_an_init_site_from_a_public_figma_file_matches_the_painted_drawings(figmagic_site, browser):
    root, address = figmagic_site
    findings = audit(root / "site")
    pages = component_pages(root / "public")
    # Every drawn component page of the file says how it fares.
    for page in pages:
        html = (root / "public" / page / "index.html").read_text()
        if 'class="sp-specimens"' in html:
            assert 'class="sp-a11y"' in html, f"{page} has drawings but no accessibility badge"
    compared, missing = compare(browser, address, pages, findings, "light", {})
    assert compared >= 15, compared
    assert not missing, "\n".join(missing[:20])
