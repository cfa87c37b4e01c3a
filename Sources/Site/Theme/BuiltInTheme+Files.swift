// swift-format-ignore-file
// Generated from templates/ by scripts/generate-builtin-theme.py (`make theme`): do not edit.
// BuiltInThemeTests fails when this differs from templates/.

extension BuiltInTheme {
  /// Every file of the default theme, by its path under templates/, sorted.
  static let files: [File] = [
    File(path: "assets/favicon.svg", contents: .text(
##"""
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0a66d6"/><path d="M9 22h14M9 16h10M9 10h14" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>

"""##)),
    File(path: "assets/preview.js", contents: .text(
##"""
// Live previews: one script for every set. A preview's data (written by the `preview` directive
// from the set's geometry model) lists its drawings by the reader's situation — "rest", "on",
// "filled+focus@3" — and where the typed text and the clickable layers sit in each; this script
// tracks what the reader did, shows the matching drawing and moves the real control over it.
// Nothing here knows a component: with scripts off the default drawing is shown and the controls
// stay disabled.
(function () {
  "use strict";

  var FLAG_ORDER = ["on", "filled", "min", "max", "focus", "invalid", "shown", "press"];

  var place = function (element, frame, origin) {
    element.style.left = frame[0] - origin[0] + "px";
    element.style.top = frame[1] - origin[1] + "px";
    element.style.width = frame[2] + "px";
    element.style.height = frame[3] + "px";
  };

  var setUp = function (root) {
    var data;
    try { data = JSON.parse(root.getAttribute("data-live")); } catch (e) { return; }
    var stage = root.querySelector(".sp-live-stage");
    var drawings = root.querySelectorAll(".sp-live-state");
    var control = root.querySelector(".sp-live-control");
    var cells = root.querySelectorAll(".sp-live-digit");
    var counts = root.querySelectorAll(".sp-live-count");
    var targets = {};
    root.querySelectorAll("[data-target]").forEach(function (button) {
      targets[button.getAttribute("data-target")] = button;
    });
    // The ring a field or a number shows when its model draws no focus (see "ring" in the data):
    // laid over the model's own shape, so it follows the pill's corners.
    var ring = null;
    if (data.states.some(function (state) { return state.ring; })) {
      ring = document.createElement("span");
      ring.className = "sp-live-ring";
      ring.setAttribute("aria-hidden", "true");
      ring.hidden = true;
      stage.appendChild(ring);
      root.classList.add("sp-live-has-ring");
    }
    // A counter written "{count}/200" in the model names the limit: the field stops there.
    var limit = 0;
    data.states.forEach(function (state) {
      state.text.forEach(function (entry) {
        var found = entry.format && /\{count\}\s*\/\s*(\d+)/.exec(entry.format);
        if (found) limit = Math.max(limit, parseInt(found[1], 10));
      });
    });
    if (limit > 0 && control && "maxLength" in control) control.maxLength = limit;
    var number = data.number;
    var reader = {
      on: !!data.on, value: number ? number.value : 0, pressed: false, revealed: false, hover: false,
      invalid: !!data.invalid
    };
    var current = -1;

    var text = function () {
      if (cells.length) return Array.prototype.map.call(cells, function (cell) { return cell.value; }).join("");
      return control && "value" in control && data.control === "textbox" ? control.value : "";
    };
    var hasFocus = function () {
      var active = document.activeElement;
      if (!active || !root.contains(active)) return false;
      // A field shows focus however it got it; a switch or a stepper only from the keyboard.
      return /^(INPUT|TEXTAREA)$/.test(active.tagName) || active.matches(":focus-visible");
    };
    var filled = function () {
      var typed = text();
      return cells.length ? typed.length === cells.length : typed.length > 0;
    };
    // Lines of text as the field wraps them: its content height over its line height.
    var lineCount = function () {
      if (!data.lines || !text()) return 1;
      var height = control.style.height;
      control.style.height = "0px";
      var lineHeight = parseFloat(getComputedStyle(control).lineHeight) || 1;
      var lines = Math.max(1, Math.round(control.scrollHeight / lineHeight));
      control.style.height = height;
      return lines;
    };
    var situation = function () {
      var on = {
        on: reader.on,
        filled: filled(),
        min: number && reader.value <= number.min,
        max: number && reader.value >= number.max,
        focus: hasFocus(),
        invalid: reader.invalid,
        shown: reader.revealed,
        press: reader.pressed
      };
      return FLAG_ORDER.filter(function (flag) { return on[flag] && data.flags.indexOf(flag) >= 0; });
    };
    var find = function (key) {
      for (var i = 0; i < data.states.length; i++) if (data.states[i].keys.indexOf(key) >= 0) return i;
      return -1;
    };

    var render = function () {
      var flags = situation();
      var lines = Math.min(lineCount(), data.lines || 1);
      // Digits: the focus drawing of the cell that has it, `focus#2`.
      var cell = flags.indexOf("focus") >= 0 && cells.length
        ? "#" + (Array.prototype.indexOf.call(cells, document.activeElement) + 1) : "";
      var base = (flags.length ? flags.join("+") : "rest") + cell;
      var key = base + (lines > 1 ? "@" + lines : "");
      var index = find(key);
      if (index < 0) index = find(base);
      if (index < 0) index = data.initial;
      var state = data.states[index];
      if (index !== current) {
        drawings.forEach(function (drawing, position) { drawing.hidden = position !== index; });
        current = index;
      }
      // A pointer over a control with no hover drawing moves it toward its pressed drawing: that
      // drawing shows half-through over the one the situation picks, until the pointer leaves.
      var toward = -1;
      if (reader.hover && !reader.pressed && data.flags.indexOf("press") >= 0 && !(data.inert)) {
        var pressedFlags = FLAG_ORDER.filter(function (flag) { return flag === "press" || flags.indexOf(flag) >= 0; });
        toward = find(pressedFlags.join("+") + cell);
      }
      drawings.forEach(function (drawing, position) {
        if (position === toward && position !== index) drawing.setAttribute("data-toward", "");
        else drawing.removeAttribute("data-toward");
      });
      stage.style.width = state.size[0] + "px";
      stage.style.height = state.size[1] + "px";
      var origin = state.origin;
      // The live text where the model's text layer is: the field, the number, or each digit's cell.
      var live = function (layer) {
        for (var i = 0; i < state.text.length; i++) if (state.text[i].layer === layer) return state.text[i];
        return null;
      };
      var paint = function (element, entry) { if (entry && entry.fill) element.style.color = entry.fill; };
      if (cells.length) {
        data.cells.forEach(function (name, position) {
          if (state.targets[name]) place(cells[position], state.targets[name], origin);
          paint(cells[position], live(data.digits[position]));
        });
      } else if (live(data.layer)) {
        place(control, live(data.layer).frame, origin);
        paint(control, live(data.layer));
      }
      // A count of the typed text (0/200) where the model draws it; the drawing has it when empty.
      counts.forEach(function (count) {
        var entry = live(count.getAttribute("data-layer"));
        count.hidden = !entry || !entry.format || entry.hidden;
        if (count.hidden) return;
        place(count, entry.frame, origin);
        paint(count, entry);
        count.textContent = entry.format.replace("{count}", String(text().length));
      });
      if (data.lines) {
        // Past the last drawn line the field keeps its height and scrolls inside.
        control.style.overflowY = lineCount() > data.lines ? "auto" : "hidden";
      }
      Object.keys(targets).forEach(function (name) {
        var button = targets[name];
        var frame = state.targets[name];
        button.hidden = !frame;
        if (frame) place(button, frame, origin);
      });
      if (ring) {
        // The ring marks the control itself: a button of the preview with the focus shows its own
        // ring, and one ring is on screen at a time.
        ring.hidden = !state.ring || !hasFocus() || document.activeElement !== control;
        if (state.ring) {
          place(ring, state.ring.frame, origin);
          ring.style.borderRadius = state.ring.radius + "px";
        }
      }
      if (data.control === "switch") control.setAttribute("aria-checked", reader.on ? "true" : "false");
      if (number) {
        control.setAttribute("aria-valuenow", String(reader.value));
        control.textContent = String(reader.value);
        if (targets[number.decrease]) targets[number.decrease].setAttribute("aria-disabled", String(reader.value <= number.min));
        if (targets[number.increase]) targets[number.increase].setAttribute("aria-disabled", String(reader.value >= number.max));
      }
      // A clear button with nothing to clear is no stop for Tab: it takes the focus only with text,
      // as the keyboard table says.
      (data.clear || []).forEach(function (name) {
        if (!targets[name]) return;
        targets[name].setAttribute("aria-disabled", String(!text()));
        if (text()) targets[name].removeAttribute("tabindex"); else targets[name].setAttribute("tabindex", "-1");
      });
      if (data.reveal && targets[data.reveal]) {
        targets[data.reveal].setAttribute("aria-pressed", String(reader.revealed));
        control.type = reader.revealed ? "text" : "password";
      }
    };

    var press = function (down) {
      if (reader.pressed === down) return;
      reader.pressed = down;
      render();
    };
    var step = function (by) {
      var next = Math.min(number.max, Math.max(number.min, reader.value + by));
      if (next === reader.value) return;
      reader.value = next;
      render();
    };
    // A preview that starts invalid (the model's error drawing) checks the text as the field's
    // type, pattern and `required` say: valid text leaves the error, invalid text brings it back.
    var check = function () {
      if (!data.invalid) return;
      reader.invalid = !control.checkValidity();
      control.setAttribute("aria-invalid", String(reader.invalid));
    };
    var clear = function () {
      if (!text()) return;
      control.value = "";
      check();
      render();
      control.focus();
    };

    // On a screen narrower than the drawing the whole stage scales down, drawing and control
    // together, as the specimens' drawings do; the model's proportions stay.
    // The scale is the stage's --sp-live-scale too: focus rings inside divide their width by it,
    // so a ring stays 2 px on a phone however small the drawing is shown.
    var fit = function () {
      stage.style.zoom = "";
      stage.style.removeProperty("--sp-live-scale");
      var style = getComputedStyle(root);
      var room = root.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      var width = stage.offsetWidth;
      if (width > room && room > 0) {
        stage.style.zoom = String(room / width);
        stage.style.setProperty("--sp-live-scale", String(room / width));
      }
    };

    root.classList.add("sp-live-on");
    // Where the model draws focus its drawing is the indicator; elsewhere the browser's ring stays.
    if (data.flags.indexOf("focus") >= 0) root.classList.add("sp-live-draws-focus");
    render();
    fit();
    window.addEventListener("resize", fit);
    if (data.inert) return;
    var inputs = cells.length ? Array.prototype.slice.call(cells) : [control];
    inputs.forEach(function (element) { element.disabled = false; });
    // Focus moving inside the preview (the field to its clear button) keeps the focused drawing,
    // so a button the focused drawing shows stays there to take the focus.
    root.addEventListener("focusin", render);
    root.addEventListener("focusout", function (event) {
      if (event.relatedTarget && root.contains(event.relatedTarget)) return;
      reader.pressed = false;
      render();
    });
    Object.keys(targets).forEach(function (name) {
      targets[name].disabled = false;
      // A click on a button leaves the focus in the field, as a field's own buttons do.
      if (cells.length === 0 && data.control === "textbox") {
        targets[name].addEventListener("mousedown", function (event) { event.preventDefault(); });
      }
    });
    // A pointer anywhere on the stage presses the control, as a finger on the component does.
    stage.addEventListener("pointerdown", function (event) { if (event.button === 0) press(true); });
    ["pointerup", "pointerleave", "pointercancel"].forEach(function (type) {
      stage.addEventListener(type, function () { press(false); });
    });
    stage.addEventListener("pointerenter", function (event) {
      if (event.pointerType !== "mouse") return;
      reader.hover = true;
      render();
    });
    stage.addEventListener("pointerleave", function () {
      reader.hover = false;
      render();
    });

    if (data.control === "switch") {
      control.addEventListener("click", function () { reader.on = !reader.on; render(); });
      control.addEventListener("keydown", function (event) { if (event.key === " ") press(true); });
      control.addEventListener("keyup", function (event) { if (event.key === " ") press(false); });
    }
    if (data.control === "textbox") {
      // A preview that starts invalid (the model's error drawing) checks the text as the field's
      // type, pattern and `required` say: valid text leaves the error, invalid text brings it back.
      control.addEventListener("input", function () { check(); render(); });
      (data.clear || []).forEach(function (name) {
        if (targets[name]) targets[name].addEventListener("click", clear);
      });
      // Enter presses the model's submit layer (Composer's Send); a one-line field has no other use for it.
      if (data.submit) {
        control.addEventListener("keydown", function (event) {
          if (event.key === "Enter") { event.preventDefault(); clear(); }
        });
      }
      if (data.reveal && targets[data.reveal]) {
        targets[data.reveal].addEventListener("click", function () {
          reader.revealed = !reader.revealed;
          render();
          control.focus();
        });
      }
    }
    if (number) {
      control.setAttribute("tabindex", "0");
      control.removeAttribute("aria-disabled");
      var keys = { ArrowUp: number.step, ArrowRight: number.step, ArrowDown: -number.step, ArrowLeft: -number.step };
      control.addEventListener("keydown", function (event) {
        if (event.key in keys) step(keys[event.key]);
        else if (event.key === "Home") step(number.min - reader.value);
        else if (event.key === "End") step(number.max - reader.value);
        else return;
        event.preventDefault();
      });
      [[number.decrease, -number.step], [number.increase, number.step]].forEach(function (pair) {
        var button = targets[pair[0]];
        if (!button) return;
        button.addEventListener("click", function () { step(pair[1]); });
      });
    }
    if (cells.length) {
      var fill = function (from, digits) {
        var position = from;
        for (var i = 0; i < digits.length && position < cells.length; i++, position++) cells[position].value = digits[i];
        cells[Math.min(position, cells.length - 1)].focus();
        render();
      };
      cells.forEach(function (cell, position) {
        cell.addEventListener("input", function (event) {
          // Typing into a full cell replaces its digit; anything else (autofill) may bring several.
          var typed = event.inputType === "insertText" && event.data ? event.data : cell.value;
          var digits = typed.replace(/\D/g, "");
          cell.value = "";
          if (digits) fill(position, digits); else render();
        });
        cell.addEventListener("keydown", function (event) {
          if (event.key === "Backspace" && !cell.value && position > 0) {
            event.preventDefault();
            cells[position - 1].value = "";
            cells[position - 1].focus();
            render();
          } else if (event.key === "ArrowLeft" && position > 0) {
            cells[position - 1].focus();
          } else if (event.key === "ArrowRight" && position < cells.length - 1) {
            cells[position + 1].focus();
          }
        });
        cell.addEventListener("paste", function (event) {
          var pasted = (event.clipboardData || window.clipboardData).getData("text").replace(/\D/g, "");
          event.preventDefault();
          if (pasted) fill(position, pasted);
        });
      });
    }
  };

  document.querySelectorAll(".sp-live[data-live]").forEach(setUp);
})();

"""##)),
    File(path: "assets/search.js", contents: .text(
#"""
// Specimen's search client over the index `specimen build` writes to search/ (docs: README,
// "Search"). Loaded by specimen.js the first time the search box is used. A query fetches the
// manifest once, one shard per word and one record per result shown: a few KB on any site size.
const root = new URL("../", import.meta.url);
const cache = new Map();
let manifest = null;

const fetchJSON = (path) => {
  if (!cache.has(path)) {
    const version = manifest ? "?v=" + manifest.version : "";
    cache.set(path, fetch(new URL(path + version, root)).then((response) => {
      if (!response.ok) throw new Error(path + ": " + response.status);
      return response.json();
    }));
  }
  return cache.get(path);
};

// The build's own split: lowercase runs of letters and digits, two characters or more.
export const terms = (text) =>
  (text.toLowerCase().match(/[\p{Alphabetic}\p{N}]+/gu) || []).filter((word) => word.length >= 2);

// The shards that can hold words starting with `word`: the one whose key is its longest key
// prefix, and those whose keys start with it (a short word typed so far); many of those, and
// only the first counts (the word itself then matches exactly).
const shardsFor = (word, keys) => {
  let best = -1;
  const longer = [];
  keys.forEach((key, index) => {
    if (word.startsWith(key) && (best < 0 || key.length > keys[best].length)) best = index;
    else if (key.startsWith(word)) longer.push(index);
  });
  const chosen = best < 0 ? [] : [best];
  return longer.length <= 4 ? chosen.concat(longer) : chosen.length ? chosen : longer.slice(0, 1);
};

// The query as a name: all its runs of letters and digits, of any length, joined by "/" as the
// build joins a place's name, so `bg/sub-200`, `--bg-sub-200` and `bg sub 200` are all
// `bg/sub/200`; null for a single word. No word holds a "/", so a name never matches a word.
export const nameOf = (text) => {
  const words = text.toLowerCase().match(/[\p{Alphabetic}\p{N}]+/gu) || [];
  return words.length >= 2 ? words.join("/") : null;
};

// Whether two words are one edit apart: a letter added, dropped, changed, or two side by side swapped.
export const oneEditApart = (a, b) => {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
  return a.slice(i + 1) === b.slice(i + 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
};

// Per page: its score for one query word or name (the best of the index words it matches) and
// the place to link to. `matches(term)` is 2 for an exact match, 1 for a lesser one (a word the
// query word begins, one a typo away), 0 for none; a lesser match counts half. For a name, an
// exact match goes before any lesser one, whatever their weights.
const scoresFor = async (shardNumbers, index, matches, exactFirst = false) => {
  const shards = await Promise.all([...new Set(shardNumbers)].map((n) => fetchJSON("search/t/" + n + ".json")));
  const pages = new Map();
  const found = new Set();
  for (const shard of shards) {
    for (const term in shard) {
      const factor = matches(term);
      if (!factor) continue;
      found.add(term);
      const postings = shard[term];
      const rarity = Math.log(1 + index.pages / (postings.length / 3));
      let page = 0;
      for (let i = 0; i < postings.length; i += 3) {
        page += postings[i];
        const score = postings[i + 1] * rarity * factor;
        const exact = factor === 2;
        const known = pages.get(page);
        const better = exactFirst && known && exact !== known.exact ? exact : !known || known.score < score;
        if (better) {
          pages.set(page, { score, place: postings[i + 2], exact });
        }
      }
    }
  }
  return { pages, found: [...found].sort() };
};

const isName = (term) => term.includes("/");

// A word: the index words it begins (never a name's).
const wordScores = (word, index) =>
  scoresFor(shardsFor(word, index.shards), index, (term) =>
    isName(term) || !term.startsWith(word) ? 0 : term === word ? 2 : 1);

// A name: the places named so, or whose names it begins (one typed so far).
const nameScores = (name, index) =>
  scoresFor(shardsFor(name, index.shards), index, (term) =>
    !isName(term) || !term.startsWith(name) ? 0 : term === name ? 2 : 1, true);

// The shards that can hold a word one edit away from `word`, each edit's word worked out (a
// letter added or changed: each letter a shard key has there, or none), the edits nearest the
// end first, at most `limit` shards: a few on any site, all of them on a small one.
const typoShards = (word, keys, limit) => {
  const best = (text) => {
    let found = -1;
    keys.forEach((key, i) => { if (text.startsWith(key) && (found < 0 || key.length > keys[found].length)) found = i; });
    return found;
  };
  const chosen = [];
  const add = (text) => {
    const n = best(text);
    if (n >= 0 && !chosen.includes(n)) chosen.push(n);
  };
  const chars = [...word];
  for (let p = chars.length; p >= 0 && chosen.length < limit; p--) {
    const head = chars.slice(0, p).join("");
    const rest = chars.slice(p + 1).join("");
    add(head);
    if (p < chars.length) add(head + rest);
    if (p + 1 < chars.length) add(head + chars[p + 1] + chars[p] + chars.slice(p + 2).join(""));
    for (const key of keys) {
      if (key.length <= head.length || !key.startsWith(head)) continue;
      const letter = [...key.slice(head.length)][0];
      add(head + letter + rest);
      add(head + letter + chars.slice(p).join(""));
    }
  }
  return chosen.slice(0, limit);
};

// A word of four letters or more that begins no index word: the words one edit away from it
// (`toggel` is `toggle`, `swich` is `switch`), in the shards `typoShards` picks.
const typoScores = (word, index) => {
  if ([...word].length < 4) return { pages: new Map(), found: [] };
  return scoresFor(typoShards(word, index.shards, 8), index, (term) => !isName(term) && oneEditApart(word, term) ? 1 : 0);
};

// A record's URL as the build writes it: a path relative to the site root. Anything else — a
// scheme (`javascript:`), `//host`, `/path`, a backslash, a space or control character, or a path
// that climbs out of the root — is refused (null), so an index from elsewhere or edited by hand
// can never make a result run script or lead off the site.
export const recordURL = (u) => {
  if (typeof u !== "string" || /^[a-z][a-z0-9+.-]*:|^\/|[\\\u0000-\u0020\u007f]/i.test(u)) return null;
  const url = new URL(u, root);
  return url.href.startsWith(root.href) ? url : null;
};

const escapeHTML = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

// The place's words around the first query word found, escaped, with every word that starts
// with a query word in <mark>: the label (a heading or a row's name), then its text.
export const snippet = (label, text, words) => {
  const full = [label, text].filter(Boolean).join(" — ");
  const matches = [];
  const pattern = /[\p{Alphabetic}\p{N}]+/gu;
  for (let found; (found = pattern.exec(full)); ) {
    const word = found[0].toLowerCase();
    if (words.some((query) => word.startsWith(query))) matches.push([found.index, found.index + found[0].length]);
  }
  // A window of about 140 characters that opens a little before the first match.
  const width = 140;
  let start = matches.length && matches[0][0] > 40 ? full.lastIndexOf(" ", matches[0][0] - 30) + 1 : 0;
  let end = Math.min(full.length, start + width);
  if (end < full.length) end = Math.max(full.lastIndexOf(" ", end), start + 1);
  let html = start > 0 ? "…" : "";
  let at = start;
  for (const [from, to] of matches) {
    if (from < start || to > end) continue;
    html += escapeHTML(full.slice(at, from)) + "<mark>" + escapeHTML(full.slice(from, to)) + "</mark>";
    at = to;
  }
  html += escapeHTML(full.slice(at, end));
  if (end < full.length && !html.endsWith("…")) html += "…";
  return html;
};

// The heading a place is under, or the place itself when it is a heading (`[anchor, label,
// text, "h"]`); "" at the page's top.
export const sectionOf = (places, at) => {
  for (let i = Math.min(at, places.length - 1); i > 0; i--) {
    if (Array.isArray(places[i]) && places[i][3] === "h") return String(places[i][1] || "");
  }
  return "";
};

// Results in score order: every word must match, and a place whose whole name the query is
// comes first (`bg/sub-200` opens that token's row, not a row that shares its words), then a
// place whose name the query begins. A word that matches nothing is taken as a typo: the words
// one edit away stand for it, and `corrected` gives the query as read. Each result's `data()`
// fetches its page record: { url, meta: { title, section }, excerpt } with the URL pointing at
// the place the query weighs most, `section` the heading that place is under (none at the
// page's top) and the excerpt a snippet of that place with the query words marked (escaped
// HTML), or null when the record's URL is refused (`recordURL`).
export async function search(query) {
  if (!manifest) manifest = await fetchJSON("search/index.json");
  const words = [...new Set(terms(query))];
  const name = nameOf(query);
  if (!words.length && !name) return { results: [] };
  const [named, ...perWord] = await Promise.all([
    name ? nameScores(name, manifest) : { pages: new Map() },
    ...words.map((word) => wordScores(word, manifest)),
  ]);
  const read = [...words];
  if (!named.pages.size) {
    for (const [at, word] of words.entries()) {
      if (perWord[at].pages.size) continue;
      const near = await typoScores(word, manifest);
      if (!near.pages.size) continue;
      perWord[at] = near;
      read[at] = near.found[0];
    }
  }
  const totals = new Map();
  for (const [page, first] of words.length ? perWord[0].pages : []) {
    let score = first.score;
    let place = first;
    for (const other of perWord.slice(1)) {
      const hit = other.pages.get(page);
      if (!hit) { score = -1; break; }
      score += hit.score;
      if (hit.score > place.score) place = hit;
    }
    if (score >= 0) totals.set(page, { page, score, place: place.place, rank: 0 });
  }
  for (const [page, hit] of named.pages) {
    const known = totals.get(page);
    totals.set(page, { page, score: hit.score + (known ? known.score : 0), place: hit.place, rank: hit.exact ? 2 : 1 });
  }
  const ranked = [...totals.values()].sort((a, b) => b.rank - a.rank || b.score - a.score || a.page - b.page);
  const marked = read.filter(Boolean);
  return {
    corrected: read.some((word, at) => word !== words[at]) ? read.join(" ") : null,
    results: ranked.map((hit) => ({
      data: () => fetchJSON("search/p/" + hit.page + ".json").then((record) => {
        const places = Array.isArray(record.s) ? record.s : [];
        const [anchor, label, text] = places[hit.place] || ["", "", ""];
        const url = recordURL(record.u);
        if (!url) return null;
        if (anchor) url.hash = anchor;
        return {
          url: url.href,
          meta: { title: record.t, section: sectionOf(places, hit.place) },
          excerpt: snippet(String(label || ""), String(text || ""), marked),
        };
      }),
    })),
  };
}

"""#)),
    File(path: "assets/specimen.css", contents: .text(
##"""
/* Specimen's default theme. Its colors are the --sp-* properties below: each reads the site's
   token that site.yml's chrome: maps it to (tokens.css writes --sp-chrome-*), and falls back to
   the theme's own palette, light and dark, so the chrome follows the theme switch with any design
   system. The palette matches ChromePalette in Sources/Site/SiteChrome.swift, which checks contrast. */
:root {
  --sp-bg: var(--sp-chrome-background, #ffffff);
  --sp-bg-subtle: var(--sp-chrome-surface, #f7f7f8);
  --sp-text: var(--sp-chrome-text, #1c1c1e);
  --sp-text-muted: var(--sp-chrome-muted-text, #636366);
  --sp-border: var(--sp-chrome-border, #e5e5ea);
  --sp-accent: var(--sp-chrome-accent, #0a66d6);
  --sp-focus: var(--sp-chrome-focus, var(--sp-accent));
  --sp-code-bg: var(--sp-chrome-code-background, #f4f4f6);
  --sp-radius: 8px;
  --sp-font: "Inter", system-ui, -apple-system, "Segoe UI", sans-serif;
  --sp-mono: ui-monospace, "SF Mono", Menlo, Consolas, monospace;
  color-scheme: light;
}
[data-theme="dark"] {
  --sp-bg: var(--sp-chrome-background, #16161a);
  --sp-bg-subtle: var(--sp-chrome-surface, #222228);
  --sp-text: var(--sp-chrome-text, #ececf0);
  --sp-text-muted: var(--sp-chrome-muted-text, #a8a8b0);
  --sp-border: var(--sp-chrome-border, #3a3a40);
  --sp-accent: var(--sp-chrome-accent, #6cb2ff);
  --sp-code-bg: var(--sp-chrome-code-background, #26262a);
  color-scheme: dark;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; font-family: var(--sp-font); font-size: 16px; line-height: 1.6;
  color: var(--sp-text); background: var(--sp-bg);
}
a { color: var(--sp-accent); }
a:focus-visible, button:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 2px; }
.sp-skip { position: absolute; left: -999px; top: 0; }
.sp-skip:focus { left: 8px; top: 8px; background: var(--sp-bg); padding: 8px; z-index: 10; }

.sp-header {
  display: flex; align-items: center; gap: 12px; padding: 12px 24px;
  border-bottom: 1px solid var(--sp-border); position: sticky; top: 0; background: var(--sp-bg); z-index: 5;
}
.sp-brand { font-weight: 700; color: var(--sp-text); text-decoration: none; }
.sp-version { color: var(--sp-text-muted); font-size: 14px; }
.sp-versions select { font: inherit; font-size: 14px; color: var(--sp-text); background: var(--sp-bg); border: 1px solid var(--sp-border); border-radius: 6px; padding: 4px 6px; }
.sp-header button {
  font: inherit; font-size: 14px; padding: 4px 12px; border-radius: 999px; cursor: pointer;
  border: 1px solid var(--sp-border); background: var(--sp-bg); color: var(--sp-text);
}
.sp-nav-toggle { margin-left: auto; }
.sp-theme-toggle { margin-left: auto; }
.sp-theme-toggle + .sp-nav-toggle { margin-left: 0; }

.sp-layout {
  display: grid; grid-template-columns: 220px minmax(0, 1fr) 200px; gap: 40px;
  max-width: 1280px; margin: 0 auto; padding: 24px;
}
.sp-nav ul, .sp-toc ul, .sp-breadcrumbs ol { list-style: none; margin: 0; padding: 0; }
.sp-nav-title { font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: var(--sp-text-muted); margin: 16px 0 4px; }
/* A section without a title (a one-page section shown as its page's link) keeps the space a
   title would give, so its link does not read as the last entry of the section above. */
.sp-nav-section + .sp-nav-section > ul:first-child { margin-top: 16px; }
.sp-nav-fold > summary { cursor: pointer; border-radius: 6px; }
.sp-nav-fold > summary:hover { color: var(--sp-text); }
.sp-nav a { display: block; padding: 4px 8px; border-radius: 6px; color: var(--sp-text); text-decoration: none; }
.sp-nav a[aria-current="page"] { background: var(--sp-bg-subtle); font-weight: 600; }
.sp-nav a:hover { background: var(--sp-bg-subtle); }

.sp-main { min-width: 0; }
.sp-breadcrumbs ol { display: flex; flex-wrap: wrap; gap: 6px; font-size: 14px; color: var(--sp-text-muted); }
.sp-breadcrumbs li + li::before { content: "›"; margin-right: 6px; }
.sp-article h1 { font-size: 36px; line-height: 1.2; margin: 8px 0 8px; }
.sp-article h2 { font-size: 24px; margin: 48px 0 12px; padding-top: 8px; border-top: 1px solid var(--sp-border); }
.sp-article h3 { font-size: 19px; margin: 32px 0 8px; }
.sp-title { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
/* A title of one long word (a Figma name such as Category/SomethingOther) breaks inside the
   column on a phone rather than push the page sideways. */
.sp-title > h1 { min-width: 0; overflow-wrap: anywhere; }
.sp-summary { font-size: 19px; color: var(--sp-text-muted); margin: 0 0 16px; }
.sp-status, .sp-badge {
  display: inline-block; font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 999px;
  background: var(--sp-bg-subtle); border: 1px solid var(--sp-border); margin: 0;
}
.sp-status-stable, .sp-badge-stable { color: #116b32; }
.sp-status-beta, .sp-badge-beta { color: #8a5300; }
.sp-status-deprecated, .sp-badge-deprecated { color: #b3261e; }
.sp-badge-stable { display: none; }
[data-theme="dark"] .sp-status-stable, [data-theme="dark"] .sp-badge-stable { color: #56d364; }
[data-theme="dark"] .sp-status-beta, [data-theme="dark"] .sp-badge-beta { color: #e3b341; }
[data-theme="dark"] .sp-status-deprecated, [data-theme="dark"] .sp-badge-deprecated { color: #ff7b72; }

.sp-toc { position: sticky; top: 72px; align-self: start; font-size: 14px; }
.sp-toc-title { font-weight: 600; margin: 0 0 8px; }
.sp-toc a { color: var(--sp-text-muted); text-decoration: none; display: block; padding: 2px 0; }
.sp-toc a:hover { color: var(--sp-accent); }
.sp-toc-sub { padding-left: 12px; }
.sp-toc a[aria-current] { color: var(--sp-text); font-weight: 600; box-shadow: inset 2px 0 0 var(--sp-accent); padding-left: 8px; }

.sp-pager { display: flex; justify-content: space-between; gap: 16px; margin: 64px 0 0; padding-top: 16px; border-top: 1px solid var(--sp-border); }
.sp-pager a { text-decoration: none; }
.sp-pager span { display: block; font-size: 12px; color: var(--sp-text-muted); }
.sp-pager-next { margin-left: auto; text-align: right; }
.sp-footer { border-top: 1px solid var(--sp-border); padding: 24px; color: var(--sp-text-muted); font-size: 14px; text-align: center; }

code { font-family: var(--sp-mono); font-size: .9em; background: var(--sp-code-bg); padding: 1px 4px; border-radius: 4px; }
.sp-code { position: relative; margin: 16px 0; }
.sp-code pre { background: var(--sp-code-bg); padding: 44px 16px 16px; border-radius: var(--sp-radius); overflow-x: auto; margin: 0; }
/* The copy button has the block's top row to itself, beside the language's name, so no line of
   code runs under it however far the line reaches; a block with a title keeps the button level
   with the title instead. */
.sp-code::before { content: attr(data-language); position: absolute; top: 12px; left: 16px; font: 12px/20px var(--sp-mono); color: var(--sp-text-muted); pointer-events: none; }
.sp-code:has(> .sp-code-title)::before { content: none; }
.sp-code:has(> .sp-code-title) pre { padding-top: 16px; }
.sp-code pre code { background: none; padding: 0; font-size: 14px; line-height: 1.5; }
.sp-copy { position: absolute; top: 8px; right: 8px; font-size: 12px; padding: 2px 8px; border-radius: 6px; border: 1px solid var(--sp-border); background: var(--sp-bg); color: var(--sp-text); cursor: pointer; }
.tok-keyword { color: #9b2393; font-weight: 600; }
.tok-string { color: #c41a16; }
.tok-comment { color: #5d6c79; font-style: italic; }
.tok-number, .tok-literal { color: #1c00cf; }
.tok-type { color: #0b4f79; }
.tok-key, .tok-attr { color: #3900a0; }
.tok-tag { color: #9b2393; }
.tok-variable { color: #0f68a0; }
[data-theme="dark"] .tok-keyword { color: #ff7ab2; }
[data-theme="dark"] .tok-string { color: #ff8170; }
[data-theme="dark"] .tok-comment { color: #a3b1bf; }
[data-theme="dark"] .tok-number, [data-theme="dark"] .tok-literal { color: #d9c97c; }
[data-theme="dark"] .tok-type { color: #5dd8ff; }
[data-theme="dark"] .tok-key, [data-theme="dark"] .tok-attr { color: #b281eb; }
[data-theme="dark"] .tok-tag { color: #ff7ab2; }
[data-theme="dark"] .tok-variable { color: #6bdfff; }

.sp-callout { border: 1px solid var(--sp-border); border-left-width: 4px; border-radius: var(--sp-radius); padding: 12px 16px; margin: 16px 0; background: var(--sp-bg-subtle); }
.sp-callout > :last-child { margin-bottom: 0; }
.sp-callout-title { font-weight: 700; margin: 0 0 4px; }
.sp-callout-note { border-left-color: #0a66d6; }
.sp-callout-warning { border-left-color: #b86e00; }
.sp-callout-do { border-left-color: #1a7f37; }
.sp-callout-dont { border-left-color: #c62828; }

table { border-collapse: collapse; width: 100%; margin: 16px 0; font-size: 14px; }
th, td { text-align: left; padding: 8px; border-bottom: 1px solid var(--sp-border); vertical-align: top; }
th { font-weight: 600; }

/* Tables authors write in Markdown: the generated tables' look, scrolling sideways in their
   wrapper on narrow screens (alignment comes as a style attribute, as cmark-gfm writes it). */
.sp-table-wrap { overflow-x: auto; margin: 16px 0; }
.sp-table-wrap > table { margin: 0; }
.sp-table-wrap:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 2px; }
li:has(> input[type="checkbox"]:first-child), li:has(> p:first-child > input[type="checkbox"]:first-child) { list-style: none; }
li > input[type="checkbox"]:first-child, li > p:first-child > input[type="checkbox"]:first-child { margin: 0 6px 0 -20px; }
.footnotes { margin-top: 32px; padding-top: 8px; border-top: 1px solid var(--sp-border); font-size: 14px; }

/* Below 1100 px "On this page" folds above the article; below 760 px the navigation is a drawer. */
@media (max-width: 1100px) {
  .sp-layout { grid-template-columns: 200px minmax(0, 1fr); }
  .sp-nav { grid-row: 1 / span 2; }
  .sp-toc { position: static; grid-column: 2; grid-row: 1; }
  .sp-main { grid-column: 2; grid-row: 2; }
  .sp-toc-details { border: 1px solid var(--sp-border); border-radius: var(--sp-radius); padding: 8px 12px; }
  .sp-toc-details:not([open]) .sp-toc-title { margin: 0; }
  /* Folded here, so its summary says it opens: a chevron that turns with it. */
  .sp-toc-title { display: flex; align-items: center; justify-content: space-between; }
  .sp-toc-title::after {
    content: ""; width: 7px; height: 7px; margin: 0 4px 3px 12px; border: solid currentColor;
    border-width: 0 2px 2px 0; transform: rotate(45deg); transition: transform .15s;
  }
  .sp-toc-details:not([open]) .sp-toc-title::after { transform: rotate(-45deg); margin-bottom: 0; }
  /* Moved into the article by the script: the article takes the column from the top. */
  .sp-toc-in-article .sp-main { grid-row: 1 / span 2; }
  .sp-article > .sp-toc { margin: 16px 0 24px; }
}
@media (max-width: 760px) {
  .sp-layout { grid-template-columns: minmax(0, 1fr); padding: 16px; gap: 16px; }
  .sp-nav { display: none; grid-row: auto; }
  .sp-nav.sp-open { display: block; }
  .sp-toc, .sp-main, .sp-toc-in-article .sp-main { grid-column: 1; grid-row: auto; }
  .sp-header { flex-wrap: wrap; padding: 10px 16px; }
  .sp-search { order: 10; flex: 1 1 100%; margin-left: 0; }
  .sp-toc { order: -1; }
  .sp-search + .sp-theme-toggle { margin-left: auto; }
  .sp-article h1 { font-size: 30px; }
  /* The title is right under the trail: the trail names only where the page sits. */
  .sp-breadcrumbs li[aria-current] { display: none; }
  /* The header's name already leads home: a page in a section shows the section alone. */
  .sp-breadcrumbs li:first-child:has(+ li:not([aria-current])) { display: none; }
  .sp-breadcrumbs li:first-child:has(+ li:not([aria-current])) + li::before { content: none; }
}
@media (min-width: 761px) { .sp-nav-toggle { display: none; } }
@media (max-width: 420px) { .sp-version { display: none; } }

/* Component definitions: properties, variant matrices, code props. */
.sp-properties-summary, .sp-variants-summary { font-weight: 600; }
.sp-property-set { margin: 24px 0; }
.sp-properties-head { color: var(--sp-text-muted); font-size: 14px; }
.sp-set-name { color: var(--sp-text); font-size: 16px; }
.sp-unpublished { display: inline-block; font-size: 12px; padding: 0 6px; border-radius: 4px; background: var(--sp-bg-subtle); border: 1px dashed var(--sp-border); }
.sp-option-default { font-weight: 600; }
.sp-default-mark { font-weight: 400; color: var(--sp-text-muted); font-size: 12px; }
.sp-variant-grid { width: auto; }
.sp-variant-grid td.sp-cell { text-align: center; min-width: 56px; }
.sp-cell.sp-published { color: #116b32; }
.sp-cell.sp-hole { color: #b3261e; background: repeating-linear-gradient(45deg, transparent 0 6px, rgba(179, 38, 30, .08) 6px 12px); }
.sp-prop-deprecated th, .sp-prop-deprecated td { color: var(--sp-text-muted); }
.sp-prop-deprecated code { text-decoration: line-through; }
.sp-deprecated { font-weight: 600; color: #b3261e; }
.sp-type-union code { white-space: nowrap; }
.sp-prop-required, .sp-prop-attribute { font-size: 12px; font-weight: 400; color: var(--sp-text-muted); }
.sp-props caption { text-align: left; font-weight: 600; padding: 8px 0; }
/* A Figma file's styles say which file they are from, so none reads as the tokens' values. */
.sp-figma-styles-file { font-weight: 400; color: var(--sp-text-muted); }
.sp-props-inherited { font-size: 14px; color: var(--sp-text-muted); }
.sp-props-none { color: var(--sp-text-muted); }
.sp-parity { margin: 24px 0; }
.sp-parity-head { font-size: 14px; color: var(--sp-text-muted); }
.sp-parity-head strong, .sp-parity-head code { color: var(--sp-text); }
.sp-parity-value { color: var(--sp-text-muted); }
.sp-parity-status { font-weight: 600; }
.sp-parity-matched .sp-parity-status { color: #116b32; }
.sp-parity-flagged .sp-parity-status { color: #b3261e; }
.sp-token-error, .sp-missing { color: #b3261e; }
.sp-figma-link { overflow-wrap: anywhere; }
.sp-figma-description { margin: 16px 0; padding: 14px 18px; border: 1px solid var(--sp-border); border-radius: var(--sp-radius); }
.sp-figma-description-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; margin: 0 0 8px; font-size: 13px; font-weight: 600; color: var(--sp-text-muted); }
.sp-figma-description > p:last-child { margin-bottom: 0; }

/* Specimens, anatomy and touch targets: the drawings from the geometry models and the grid
   they sit in. Fills are token custom properties, so the theme switch repaints them. A
   drawing sits on the page's own color, the backdrop the accessibility audit measures against,
   so a faint rule (the Input's, 1.25:1) shows as it will in the product. A drawing with a
   translucent layer gets a checker as design tools show a canvas, faint enough (under 1.1:1
   against the page) that such a rule still shows on both squares. Anatomy and touch-target
   wells sit on the page too. Redlines read at 4.5:1 or more on the page in both themes. */
:root {
  --specimen-well: #ffffff; --specimen-well-alt: #eeeef2; --specimen-checker: rgb(0 0 0 / 0.035);
  --specimen-redline: #c62828; --specimen-redline-text: #ffffff;
}
[data-theme="dark"] {
  --specimen-well: #1c1c1e; --specimen-well-alt: #28282c; --specimen-checker: rgb(255 255 255 / 0.04);
  --specimen-redline: #ff7b72; --specimen-redline-text: #1c1c1e;
}
.sp-specimen-well {
  background-color: var(--specimen-well);
  background-image: repeating-conic-gradient(var(--specimen-well-alt) 0 25%, transparent 0 50%);
  background-size: 16px 16px;
}
.sp-specimen > .sp-specimen-well, .sp-touch-target-platform > .sp-specimen-well { background-color: var(--sp-bg); background-image: none; }
/* A drawing whose colours no token names keeps them in the dark theme, as the file draws them:
   its dark ink would vanish into the page, so it sits on a light tile, as on the canvas. */
[data-theme="dark"] .sp-specimen > .sp-specimen-well.sp-specimen-fixed-colors { background-color: #ffffff; }
.sp-specimen > .sp-specimen-well.sp-specimen-translucent {
  background-image: repeating-conic-gradient(var(--specimen-checker) 0 25%, transparent 0 50%);
}
.sp-specimens { margin: 16px 0 24px; }
.sp-specimen-defs { position: absolute; width: 0; height: 0; overflow: hidden; }
.sp-specimen-properties { font-size: 13px; color: var(--sp-text-muted); margin: 0 0 8px; }
.sp-specimen-group { margin: 0 0 12px; }
.sp-specimen-group-label { font-size: 13px; font-weight: 600; margin: 0 0 6px; }
.sp-specimen-group-property { font-weight: 400; color: var(--sp-text-muted); }
.sp-specimen-head { display: none; }
/* Cells pack by the drawing's size: a cell may give up a tenth of its width so two share a row
   of an article a little narrower than the build assumed, and a lone drawing never stretches
   into a full-width card (auto-fill keeps the empty columns). A drawing whose text would then
   read under 11 px gives up less: --sp-specimen-least is the narrowest it may be drawn, and the
   cell holds it with the well's padding and the card's border (18 px). */
.sp-specimen-row {
  display: grid; gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(min(max(calc(var(--sp-specimen-cell, 96px) * 0.9), calc(var(--sp-specimen-least, 0px) + 18px)), 100%), 1fr));
}
/* On a phone a row that needs several lines shares them evenly (GeometryDirectives.phoneColumns). */
@media (max-width: 760px) {
  .sp-specimen-row[style*="--sp-specimen-phone-columns"] { grid-template-columns: repeat(var(--sp-specimen-phone-columns), minmax(0, 1fr)); }
}
.sp-specimen {
  margin: 0; border: 1px solid var(--sp-border); border-radius: var(--sp-radius); overflow: hidden;
  display: flex; flex-direction: column; min-width: 0; background: var(--sp-bg);
}
.sp-specimen > .sp-specimen-well { flex: 1; display: flex; align-items: center; justify-content: center; padding: 16px; }
.sp-specimen svg { display: block; max-width: 100%; height: auto; overflow: visible; }
.sp-specimen figcaption, .sp-specimen-caption { font-size: 12px; line-height: 16px; padding: 6px 8px; color: var(--sp-text-muted); text-align: center; }
.sp-specimen-hole { align-items: center; justify-content: center; border-style: dashed; background: none; }
/* An icon family: each icon in a square of one size, its name under it, as many to a row as fit. */
.sp-icon-grid {
  list-style: none; margin: 16px 0 24px; padding: 0; display: grid; gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
}
.sp-icon {
  margin: 0; padding: 12px 6px 8px; border: 1px solid var(--sp-border); border-radius: var(--sp-radius);
  display: flex; flex-direction: column; align-items: center; gap: 8px; min-width: 0; background: var(--sp-bg);
}
.sp-icon-well { width: var(--sp-icon-side, 32px); height: var(--sp-icon-side, 32px); display: flex; align-items: center; justify-content: center; }
/* Icons keep the colours Figma draws them in (mostly dark ink): in the dark theme each sits on a
   light tile, as on the canvas, rather than vanish into the page. */
[data-theme="dark"] .sp-icon-well { box-sizing: content-box; padding: 6px; border-radius: 6px; background: #f4f4f6; }
.sp-icon-well svg { display: block; max-width: 100%; max-height: 100%; width: 100%; height: auto; }
/* An icon family by name alone: short lines in as many columns as fit, read down each column. */
.sp-icon-names { list-style: none; margin: 12px 0 24px; padding: 0; columns: 150px; column-gap: 24px; font-size: 14px; line-height: 24px; }
.sp-icon-names > li { break-inside: avoid; overflow-wrap: anywhere; }
.sp-icon-name { font-size: 12px; line-height: 16px; color: var(--sp-text-muted); text-align: center; overflow-wrap: anywhere; }
@media (min-width: 761px) {
  /* The variant matrix: row heads, then one column per value across the top. */
  .sp-specimen-matrix .sp-specimen-head, .sp-specimen-matrix .sp-specimen-group { display: flex; gap: 8px; align-items: center; }
  .sp-specimen-matrix .sp-specimen-head { margin: 0 0 6px; font-size: 13px; font-weight: 600; }
  /* Columns shrink with the article (sidebars take more of a narrow window) rather than overflow it. */
  .sp-specimen-matrix .sp-specimen-head > span { flex: 0 1 calc(var(--sp-specimen-cell) + 2px); min-width: 0; text-align: center; }
  .sp-specimen-matrix .sp-specimen-head > .sp-specimen-corner { flex: 0 0 112px; text-align: left; font-weight: 400; color: var(--sp-text-muted); }
  .sp-specimen-matrix .sp-specimen-group { margin: 0 0 8px; }
  .sp-specimen-matrix .sp-specimen-group-label { flex: 0 0 112px; margin: 0; }
  .sp-specimen-matrix .sp-specimen-row { flex: 0 1 auto; min-width: 0; grid-template-columns: repeat(var(--sp-specimen-columns), minmax(0, calc(var(--sp-specimen-cell) + 2px))); }
  .sp-specimen-matrix .sp-specimen-group-property, .sp-specimen-matrix .sp-specimen figcaption {
    position: absolute; width: 1px; height: 1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
  }
}
.sp-anatomy { margin: 16px 0; padding: 24px; border: 1px solid var(--sp-border); border-radius: var(--sp-radius); background: var(--sp-bg); }
.sp-anatomy svg { display: block; margin: 0 auto; max-width: 100%; height: auto; overflow: visible; }
.sp-anatomy-narrow { display: none; }
@media (max-width: 900px) {
  .sp-anatomy-wide { display: none; }
  .sp-anatomy-narrow { display: block; }
  /* Drawn at its own size where shrinking it would take the component's text under 11 px: the figure scrolls. */
  .sp-anatomy-at-size svg { max-width: none; }
}
@media (max-width: 760px) { .sp-anatomy { padding: 12px 8px; } }
.sp-anatomy figcaption { text-align: center; font-size: 13px; color: var(--sp-text-muted); margin-top: 8px; }
/* A drawing whose text would read under 11 px if it shrank to the column keeps its size
   (--sp-drawing-least) and its surface scrolls sideways, as a wide anatomy figure does. */
.sp-specimen > .sp-specimen-well.sp-specimen-scroll { overflow-x: auto; justify-content: safe center; }
.sp-specimen-scroll > svg { max-width: none; width: max(var(--sp-drawing-least), min(100%, var(--sp-drawing-width))); flex-shrink: 0; }
/* On a phone such a surface keeps 2 px each side, so a field that fits the column at its least
   width (e&'s, 330 px) does not scroll by a few pixels. */
@media (max-width: 760px) { .sp-specimen > .sp-specimen-well.sp-specimen-scroll { padding-left: 2px; padding-right: 2px; } }
.sp-specimen-scroll:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: -2px; }
.sp-specimen-scroll.sp-scrolls, .sp-anatomy-scroll.sp-scrolls { -webkit-mask-image: linear-gradient(to right, #000 calc(100% - 40px), transparent); mask-image: linear-gradient(to right, #000 calc(100% - 40px), transparent); }
/* A light tile on the dark page would fade into the page: its edge is shaded instead. */
[data-theme="dark"] .sp-specimen > .sp-specimen-well.sp-specimen-fixed-colors.sp-scrolls {
  -webkit-mask-image: none; mask-image: none; box-shadow: inset -16px 0 12px -12px rgb(0 0 0 / .45);
}
.sp-scroll-hint { margin: 6px 0 0; font-size: 13px; color: var(--sp-text-muted); text-align: right; }
.sp-scroll-hint[hidden] { display: none; }
.sp-anatomy-parts { font-size: 14px; }
.sp-anatomy-part { font-weight: 600; margin-right: 6px; }
/* Touch targets: one card per platform, its caption under the target it measures
   (--sp-target-at is the target's middle across the drawing). */
.sp-touch-target { margin: 16px 0; }
.sp-touch-target-variant { font-size: 13px; font-weight: 600; margin: 12px 0 6px; }
.sp-touch-target-row { display: flex; flex-wrap: wrap; gap: 8px; }
/* The accessibility audit: badges in the page's own text color (a failure has a heavier border
   and says so in words), then the findings folded in a table that scrolls inside itself. */
.sp-a11y { margin: 16px 0; }
.sp-a11y-status { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 8px; }
/* A status label: the level in bold, then what it says, in the colours of its status (pass green,
   an AA failure red, an AAA failure amber), each its own background so the text keeps AA contrast
   on any page colour the chrome maps. */
.sp-a11y-badge { display: inline-block; padding: 1px 10px 1px 8px; border: 1px solid; border-radius: 999px; font-size: 14px; font-weight: 500; line-height: 1.5; white-space: nowrap; }
.sp-a11y-badge-level { font-weight: 700; }
.sp-a11y-pass { color: #116329; background: #dafbe1; border-color: #4ac26b; }
.sp-a11y-fail { color: #a40e26; background: #ffebe9; border-color: #ff8182; }
.sp-a11y-fail.sp-a11y-badge-aaa { color: #7a4a00; background: #fff8c5; border-color: #d4a72c; }
[data-theme="dark"] .sp-a11y-pass { color: #7ee787; background: #0f2e1a; border-color: #2ea043; }
[data-theme="dark"] .sp-a11y-fail { color: #ffa198; background: #3d1214; border-color: #da3633; }
[data-theme="dark"] .sp-a11y-fail.sp-a11y-badge-aaa { color: #f2cc60; background: #33270a; border-color: #9e6a03; }
.sp-a11y-mark { font-weight: 700; }
.sp-a11y-counts, .sp-a11y-row-count { color: var(--sp-text-muted); font-size: 14px; font-weight: 400; }
.sp-a11y-details { border: 1px solid var(--sp-border); border-radius: var(--sp-radius); }
.sp-a11y-details > summary { cursor: pointer; padding: 10px 14px; font-weight: 600; }
.sp-a11y-details > summary:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 2px; }
.sp-a11y-table, .sp-a11y-overview { display: block; max-width: 100%; overflow-x: auto; font-size: 14px; }
.sp-a11y-table:focus-visible, .sp-a11y-overview:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 2px; }
.sp-a11y-row-fail > td:first-child { font-weight: 700; }
.sp-a11y-level { color: var(--sp-text-muted); font-size: 12px; }
.sp-touch-target-platform {
  margin: 0; max-width: 100%; border: 1px solid var(--sp-border); border-radius: var(--sp-radius); overflow: hidden;
  display: flex; flex-direction: column; background: var(--sp-bg);
}
.sp-touch-target-platform > .sp-specimen-well { padding: 12px; }
.sp-touch-target svg { display: block; max-width: 100%; height: auto; overflow: visible; }
/* Captions sit at the foot of their cards, so a row of cards of different heights reads along one line. */
.sp-touch-target-platform figcaption { font-size: 13px; line-height: 18px; padding: 6px 12px; margin-top: auto; }
.sp-touch-target-legend { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 8px; font-size: 13px; color: var(--sp-text-muted); }
.sp-touch-target-key { display: inline-flex; align-items: center; gap: 6px; }
.sp-touch-target-swatch { display: inline-block; width: 16px; height: 10px; border: 1.5px solid var(--specimen-redline, #E5484D); }
.sp-touch-target-swatch-minimum { border: 1.5px dashed var(--specimen-target, #0A84FF); }
.sp-touch-target-platform figcaption > span {
  display: inline-block; position: relative; left: var(--sp-target-at, 50%); transform: translateX(calc(-1 * var(--sp-target-at, 50%)));
}
.sp-touch-target-summary { margin: 8px 0 0; }
.sp-nav-gap { padding: 0 8px; color: var(--sp-text-muted); }
[data-theme="dark"] .sp-deprecated, [data-theme="dark"] .sp-token-error, [data-theme="dark"] .sp-missing { color: #ff7b72; }

/* Search, heading anchors, copy and edit links. */
.sp-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sp-search { position: relative; margin-left: auto; flex: 0 1 280px; }
.sp-search[hidden] { display: none; }
.sp-search + .sp-theme-toggle { margin-left: 0; }
.sp-search-input {
  width: 100%; font: inherit; font-size: 14px; padding: 5px 32px 5px 12px; border-radius: 999px;
  border: 1px solid var(--sp-border); background: var(--sp-bg-subtle); color: var(--sp-text);
}
.sp-search-input:focus { outline: 2px solid var(--sp-focus); outline-offset: 1px; }
.sp-search-key {
  position: absolute; right: 10px; top: 50%; transform: translateY(-50%); font: 12px var(--sp-mono);
  color: var(--sp-text-muted); border: 1px solid var(--sp-border); border-radius: 4px; padding: 0 5px;
}
.sp-search-results {
  position: absolute; top: calc(100% + 6px); right: 0; width: min(480px, calc(100vw - 32px)); max-height: 70vh; overflow-y: auto;
  margin: 0; padding: 4px; list-style: none; background: var(--sp-bg); border: 1px solid var(--sp-border);
  border-radius: var(--sp-radius); box-shadow: 0 8px 28px rgb(0 0 0 / .18); z-index: 20;
}
.sp-search-results a { display: block; padding: 8px 10px; border-radius: 6px; color: var(--sp-text); text-decoration: none; }
.sp-search-results strong { display: block; }
.sp-search-results span { display: block; font-size: 13px; color: var(--sp-text-muted); }
.sp-search-results mark { background: none; color: var(--sp-text); font-weight: 700; }
.sp-search-results [aria-selected="true"] a, .sp-search-results a:hover { background: var(--sp-bg-subtle); outline: 2px solid var(--sp-accent); outline-offset: -2px; }
.sp-search-empty, .sp-search-note { padding: 8px 10px; color: var(--sp-text-muted); font-size: 14px; }
.sp-anchor { margin-left: 8px; color: var(--sp-text-muted); text-decoration: none; font-weight: 400; opacity: .55; }
.sp-anchor:hover, .sp-anchor:focus-visible { color: var(--sp-accent); opacity: 1; }
.sp-copy-inline {
  font: 11px var(--sp-font); margin: 0 6px; padding: 0 6px; border-radius: 4px; cursor: pointer; vertical-align: middle;
  border: 1px solid var(--sp-border); background: var(--sp-bg); color: var(--sp-text-muted);
}
.sp-copy-inline:hover { color: var(--sp-text); }
.sp-edit { margin: 32px 0 0; font-size: 14px; }
.sp-toc-title { cursor: pointer; list-style: none; }
.sp-toc-title::-webkit-details-marker { display: none; }
:target { scroll-margin-top: 72px; }
.sp-specimen:target, .sp-token-table tr:target, .sp-cell:target { outline: 2px solid var(--sp-accent); outline-offset: 2px; }

/* Wide tables scroll inside themselves, never the page. */
.sp-properties-table, .sp-variant-grid, .sp-contrast-table, .sp-props, .sp-parity-table { display: block; max-width: 100%; overflow-x: auto; }
.sp-article { overflow-wrap: break-word; }
.sp-specimen-row > .sp-specimen { max-width: 100%; }

/* Dark theme: the states of the variant grid, hairlines around swatches, visible rules. */
.sp-swatch > span { box-shadow: inset 0 0 0 1px rgb(128 128 128 / .45); }
/* A swatch as dark as the dark page still shows its square: a lighter ring there. */
[data-theme="dark"] .sp-swatch > span { box-shadow: inset 0 0 0 1px rgb(170 170 170 / .55); }
[data-theme="dark"] .sp-cell.sp-published, [data-theme="dark"] .sp-parity-matched .sp-parity-status { color: #56d364; }
[data-theme="dark"] .sp-parity-flagged .sp-parity-status { color: #ff7b72; }
[data-theme="dark"] .sp-cell.sp-hole { color: #ffb4ab; background: repeating-linear-gradient(45deg, transparent 0 6px, rgb(255 123 114 / .14) 6px 12px); }

@media print {
  .sp-header, .sp-nav, .sp-toc, .sp-pager, .sp-skip, .sp-edit, .sp-footer, .sp-copy, .sp-copy-inline, .sp-anchor { display: none !important; }
  .sp-layout { display: block; padding: 0; max-width: none; }
  body { font-size: 11pt; background: #fff; color: #000; }
  a { color: inherit; }
  .sp-article a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 9pt; }
  .sp-code pre, .sp-properties-table, .sp-variant-grid, .sp-token-table-wrap { overflow: visible; white-space: pre-wrap; }
  .sp-code::before { content: none; }
  .sp-code pre { padding-top: 16px; }
  .sp-article h2, .sp-article h3 { break-after: avoid; }
  figure, tr, .sp-callout { break-inside: avoid; }
}
/* Token tables wrap long names and alias chains before they scroll; their rules follow the theme. */
.sp-token-table th, .sp-token-table td { border-bottom-color: var(--sp-border); }
.sp-token-table .sp-chain { flex-wrap: wrap; }
/* Below 760 px the search box takes its own row under the brand and buttons. */
@media (max-width: 760px) {
  .sp-search { margin-left: 0; flex: 1 1 100%; }
}

/* The release page (site.yml release:): breaking changes, token swatches, drawings before and after. */
.sp-release-breaking { border: 1px solid #d93025; border-left-width: 4px; border-radius: var(--sp-radius); padding: 12px 16px; margin: 16px 0 24px; }
.sp-release-breaking-title { font-weight: 600; margin: 0 0 4px; color: #b3261e; }
[data-theme="dark"] .sp-release-breaking-title { color: #ff8a80; }
.sp-release-breaking ul { margin: 8px 0 0; }
.sp-release-list { list-style: none; padding: 0; margin: 8px 0 16px; }
.sp-release-item { padding: 6px 0; border-bottom: 1px solid var(--sp-border); overflow-wrap: anywhere; }
.sp-release-values { white-space: nowrap; }
.sp-release-values .sp-swatch { margin-right: 4px; vertical-align: -3px; }
.sp-release-before { text-decoration: line-through; text-decoration-color: var(--sp-text-muted); }
.sp-release-contexts, .sp-release-count, .sp-release-note, .sp-release-pages { color: var(--sp-text-muted); }
.sp-release-count { font-weight: 400; }
.sp-release-breaking-tag { display: inline-block; font-size: 12px; font-weight: 600; padding: 0 6px; border-radius: 4px; background: #fce8e6; color: #a50e0e; }
[data-theme="dark"] .sp-release-breaking-tag { background: #5c1a16; color: #ffb4ab; }
.sp-release-drawing { display: inline-block; vertical-align: top; margin: 8px 16px 16px 0; }
.sp-release-pair { display: flex; align-items: center; gap: 12px; padding: 12px; border: 1px solid var(--sp-border); border-radius: var(--sp-radius); background: #ffffff; overflow-x: auto; }
.sp-release-side { display: flex; flex-direction: column; align-items: center; gap: 4px; }
.sp-release-side-label { font-size: 12px; color: #636366; }
.sp-release-arrow { color: #636366; }
.sp-release-drawing figcaption { font-size: 13px; color: var(--sp-text-muted); margin-top: 4px; max-width: 40em; }
.sp-release-set .sp-release-pages { font-size: 15px; font-weight: 400; }
/* The switcher names the version; the static label beside the brand would repeat it. */
.sp-header:has(.sp-versions:not([hidden])) .sp-version { display: none; }
/* Live previews (the preview directive, preview.js): the model's drawing with the real control laid
   over it at the model's coordinates. The control is transparent: the drawing shows every state,
   the control carries focus, typing and the accessible role. */
.sp-live { display: inline-block; vertical-align: top; max-width: 100%; margin: 16px 12px 8px 0; padding: 16px; border: 1px solid var(--sp-border); border-radius: var(--sp-radius);
  background: var(--sp-bg); overflow-x: auto; }
.sp-live-stage { position: relative; margin: 0 auto; }
.sp-live-state svg { display: block; overflow: visible; }
/* Hover: the pressed drawing half-through over the shown one (preview.js marks it). */
.sp-live-state[hidden][data-toward] { display: block; position: absolute; top: 0; left: 0; opacity: .5; pointer-events: none; }
.sp-live-control, .sp-live-digit, .sp-live-target {
  position: absolute; margin: 0; padding: 0; border: 0; border-radius: 0; background: transparent;
  color: inherit; font: inherit; appearance: none; -webkit-appearance: none; }
.sp-live-control:disabled, .sp-live-digit:disabled, .sp-live-target:disabled { cursor: default; }
button.sp-live-control, .sp-live-target { cursor: pointer; }
input.sp-live-control, textarea.sp-live-control, .sp-live-digit { caret-color: currentColor; resize: none;
  overflow: hidden; white-space: pre-wrap; }
.sp-live-control::placeholder { opacity: 1; }
.sp-live-digit { text-align: center; }
.sp-live-number { display: flex; align-items: center; justify-content: center; cursor: default; user-select: none; }
/* Where the model draws focus (its Focused variant) the script shows it and the browser's outline
   would draw a second ring; a model without one (Stepper, Composer) gets the ring below. */
.sp-live-draws-focus .sp-live-control:focus, .sp-live-draws-focus .sp-live-digit:focus { outline: none; }
.sp-live-on:not(.sp-live-draws-focus):not(.sp-live-has-ring) .sp-live-control:focus-visible,
.sp-live-on .sp-live-target:focus-visible { outline: var(--sp-live-ring) solid var(--sp-focus); outline-offset: var(--sp-live-ring); }
/* A stage scaled down to fit a phone (preview.js) scales its rings too: 2 px on screen at any scale. */
.sp-live-stage { --sp-live-ring: calc(2px / var(--sp-live-scale, 1)); }
/* A text field whose model draws no focus (an Error preview of an underlined field) gets no
   rectangular box around its text: a rule in the focus colour under the text it takes. */
.sp-live-on:not(.sp-live-draws-focus):not(.sp-live-has-ring) :is(input, textarea).sp-live-control:focus {
  outline: none; box-shadow: 0 2px 0 0 var(--sp-focus);
}
.sp-live-target[aria-disabled="true"] { cursor: default; }
/* A model draws no hover for its buttons (send, clear, the stepper's): the pointer over one that
   acts tints it, a press more, in the page's text colour so it shows in either theme; a button
   with nothing to do stays as drawn. Corners are the layer's (written inline) or a small round. */
.sp-live-target { border-radius: 4px; }
.sp-live-on .sp-live-target:not([aria-disabled="true"]):not(:disabled):hover { background: color-mix(in srgb, var(--sp-text) 14%, transparent); }
.sp-live-on .sp-live-target:not([aria-disabled="true"]):not(:disabled):active { background: color-mix(in srgb, var(--sp-text) 24%, transparent); }
.sp-live-switch { left: 0; top: 0; width: 100%; height: 100%; }
/* The keyboard directive: the keys a preview answers to and the role it exposes. */
.sp-keyboard-role { margin: 8px 0 0; }
.sp-live-control::placeholder { color: var(--sp-live-placeholder, currentColor); }
.sp-live-count { position: absolute; white-space: nowrap; pointer-events: none; }
/* Keyboard-scrollable blocks, code titles and the Figma description heading: blocks that scroll
   sideways show focus; a code title sits above its block, level with the copy button; the
   description's heading keeps the look of a label, not of a section. */
.sp-code pre:focus-visible, .sp-properties-table:focus-visible, .sp-variant-grid:focus-visible,
.sp-contrast-table:focus-visible, .sp-props:focus-visible, .sp-parity-table:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 2px; }
.sp-code-title { margin: 0 0 8px; padding-right: 72px; font-size: 14px; font-weight: 600; color: var(--sp-text-muted); }
.sp-code:has(> .sp-code-title) > .sp-copy { top: 0; }
.sp-article .sp-figma-description h2.sp-figma-description-head { font-size: 13px; margin: 0 0 8px; padding: 0; border: 0; color: var(--sp-text-muted); }

/* Token and props tables. Names break only after a "/" (the markup's <wbr>) or a "-", never inside
   a word; a color keeps its chip, hex and alpha on one line; one copy button per value, shown on
   the row a pointer or the keyboard is in. Where the article is narrower than a table needs, each
   row stacks: the name, then every cell under its column's heading (data-label), so no column is
   out of sight and nothing is cut. */
.sp-article { container: sp-article / inline-size; }
.sp-token-table .sp-token-name, .sp-token-table .sp-token-var { overflow-wrap: normal; word-break: normal; hyphens: manual; }
.sp-name-part, .sp-color-chip, .sp-ring-band { white-space: nowrap; }
/* A chip and a short value ("#636366", "4 pt") stay on one line. */
.sp-token-table td.sp-token-value:has(> code.sp-value) { white-space: nowrap; }
/* A text style's sample is large: its spec goes on the line under it, broken only between parts. */
.sp-value-part { white-space: nowrap; }
.sp-token-table td.sp-token-value:has(> .sp-value > .sp-value-part) > .sp-value { display: block; margin-top: 4px; }
/* A size drawn to scale may leave no room beside it: its value goes under it, never past the cell. */
.sp-token-table td.sp-token-value:has(> .sp-preview > .sp-box-sample) { white-space: normal; }
.sp-token-table th, .sp-token-table td { padding-left: 10px; }
.sp-token-table th[data-copy], .sp-token-table td[data-copy] { position: relative; padding-right: 28px; }
.sp-copy-inline {
  position: absolute; top: 6px; right: 3px; display: grid; place-items: center; width: 22px; height: 22px; margin: 0; padding: 0;
  border-radius: 6px; cursor: pointer; border: 1px solid var(--sp-border); background: var(--sp-bg); color: var(--sp-text-muted); opacity: 0;
}
.sp-copy-inline.sp-copied { color: var(--sp-accent); border-color: var(--sp-accent); opacity: 1; }
/* "Copied" shows above the button for as long as it is marked, not only in a tooltip. */
.sp-copy-inline.sp-copied::after {
  content: "Copied"; position: absolute; bottom: calc(100% + 4px); right: -2px; padding: 2px 6px; border-radius: 4px;
  font: 600 12px/16px var(--sp-font); white-space: nowrap; pointer-events: none; background: var(--sp-text); color: var(--sp-bg);
}
.sp-token-table tr:hover .sp-copy-inline, .sp-token-table tr:focus-within .sp-copy-inline { opacity: 1; }
.sp-copy-inline:hover { color: var(--sp-text); }
.sp-copy-inline:focus-visible { opacity: 1; outline: 2px solid var(--sp-focus); outline-offset: 1px; }
@media (hover: none) and (pointer: coarse) { .sp-copy-inline { opacity: 1; } }
.sp-token-table td[data-label]::before, .sp-props td[data-label]::before, .sp-properties-table td[data-label]::before { display: none; }
/* Every token table of a page gives its name column one width and shares the rest evenly among its
   contexts, so the tables of a page's groups line up (up to four contexts; wider tables size by content). */
.sp-token-table:not(:has(> thead th:nth-child(6))) { table-layout: fixed; }
.sp-token-table th.sp-token-heading { width: 34%; }
/* A value the same in several contexts spans their columns and says so. */
.sp-token-same { display: block; margin: 0 0 2px; font-size: 12px; color: var(--sp-text-muted); }
@container sp-article (max-width: 640px) {
  .sp-token-table-wrap { overflow-x: visible; }
  :is(.sp-token-table, .sp-props, .sp-properties-table), :is(.sp-token-table, .sp-props, .sp-properties-table) :is(tbody, tr, th, td) {
    display: block; width: auto; min-width: 0; max-width: none; overflow: visible;
  }
  :is(.sp-token-table, .sp-props, .sp-properties-table) > thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  :is(.sp-token-table, .sp-props, .sp-properties-table) caption { display: block; }
  :is(.sp-token-table, .sp-props, .sp-properties-table) tr { padding: 10px 0; border-bottom: 1px solid var(--sp-border); }
  :is(.sp-token-table, .sp-props, .sp-properties-table) :is(th, td) { border: 0; padding: 2px 0; }
  /* The column's name hangs in a gutter at the left of its cell. */
  :is(.sp-token-table, .sp-props, .sp-properties-table) td[data-label] { display: flow-root; padding: 3px 0 3px 100px; }
  :is(.sp-token-table, .sp-props, .sp-properties-table) td[data-label]::before {
    content: attr(data-label); display: block; float: left; width: 92px; margin: 3px 0 0 -100px; white-space: normal;
    font-size: 12px; line-height: 1.4; font-weight: 600; color: var(--sp-text-muted);
  }
  :is(.sp-token-table, .sp-props, .sp-properties-table) td[data-label]:empty { display: none; }
  /* Values sit two abreast, each under its context's name, to keep a stacked row short. */
  .sp-token-table td.sp-token-value[data-label] { display: inline-block; vertical-align: top; width: 50%; padding: 4px 28px 4px 0; white-space: normal; }
  .sp-token-table td.sp-token-value[data-label]::before { float: none; width: auto; margin: 0 0 2px; }
  .sp-token-table .sp-token-same { display: none; }
  /* A table of one value column names it once, above its rows, not beside every value. */
  .sp-token-table:not(:has(> thead th:nth-child(3))) > thead { display: block; position: static; width: auto; height: auto; overflow: visible; clip-path: none; }
  .sp-token-table:not(:has(> thead th:nth-child(3))) > thead tr { padding: 4px 0; border-bottom: 1px solid var(--sp-border); }
  .sp-token-table:not(:has(> thead th:nth-child(3))) > thead th.sp-token-heading { display: none; }
  .sp-token-table td.sp-token-value:not([data-label]) { padding: 4px 28px 4px 0; white-space: normal; }
  .sp-token-table tr:not(:has(td.sp-token-value + td.sp-token-value)) td.sp-token-value { width: 100%; }
  /* A table of colors is a compact list: the head names the contexts once, as columns; a token is
     its name, its variable and description on a clipped line each, then its values side by side,
     a chip and a hex each, the alias under it by its last two parts (the fold opens the chain). */
  .sp-token-table[data-values="color"] > thead { display: block; position: static; width: auto; height: auto; overflow: visible; clip-path: none; }
  .sp-token-table[data-values="color"] > thead tr { display: flex; column-gap: 8px; padding: 4px 0; border-bottom: 1px solid var(--sp-border); }
  .sp-token-table[data-values="color"] > thead th { flex: 1 1 0; min-width: 0; font-size: 12px; overflow-wrap: anywhere; }
  .sp-token-table[data-values="color"] > thead th.sp-token-heading { display: none; }
  .sp-token-table[data-values="color"] tr:not(.sp-token-group, [hidden]) { display: flex; flex-wrap: wrap; column-gap: 8px; padding: 4px 0; }
  .sp-token-table[data-values="color"] > tbody > tr > th[scope="row"] {
    flex: 0 0 100%; min-width: 0; display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 8px; line-height: 1.3; padding: 0 28px 0 0;
  }
  /* The name and its variable share the first line; the description, a mark or a label a line each. */
  .sp-token-table[data-values="color"] > tbody > tr > th[scope="row"] > * { flex: 0 0 100%; min-width: 0; }
  .sp-token-table[data-values="color"] > tbody > tr > th[scope="row"] > .sp-token-name { flex: none; max-width: 100%; }
  .sp-token-table[data-values="color"] > tbody > tr > th[scope="row"] > .sp-token-meta { flex: 1 1 0; }
  /* A token's variable, type and description are read whole: they wrap rather than being cut off. */
  .sp-token-table[data-values="color"] :is(.sp-token-meta, .sp-token-description) { margin: 0; line-height: 1.3; overflow-wrap: anywhere; }
  .sp-token-table[data-values="color"] td.sp-token-value, .sp-token-table[data-values="color"] td.sp-token-value[data-label] {
    display: block; flex: 1 1 0; min-width: 0; width: auto; padding: 2px 24px 0 0; white-space: nowrap; line-height: 1.3;
  }
  .sp-token-table[data-values="color"] td.sp-token-value[colspan="2"] { flex-grow: 2; }
  .sp-token-table[data-values="color"] td.sp-token-value[colspan="3"] { flex-grow: 3; }
  .sp-token-table[data-values="color"] td.sp-token-value[colspan="4"] { flex-grow: 4; }
  .sp-token-table[data-values="color"] td.sp-token-value[data-label]::before { display: none; }
  .sp-token-table[data-values="color"] td.sp-token-value .sp-preview { min-width: 0; min-height: 0; margin-right: 4px; }
  .sp-token-table[data-values="color"] td.sp-token-value .sp-preview .sp-swatch { width: 18px; height: 18px; border-radius: 4px; }
  .sp-token-table[data-values="color"] td.sp-token-value code.sp-value { font-size: 12px; }
  .sp-token-table[data-values="color"] .sp-token-chain { margin-top: 0; line-height: 1.3; }
  .sp-token-table[data-values="color"] .sp-token-chain > summary { display: block; width: auto; font-size: 0; list-style: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .sp-token-table[data-values="color"] .sp-token-chain > summary::-webkit-details-marker { display: none; }
  .sp-token-table[data-values="color"] .sp-token-chain > summary::before { content: "→ "; font-size: 11px; }
  .sp-token-table[data-values="color"] .sp-token-chain > summary .sp-token-name { display: inline; font-size: 11px; }
  .sp-token-table[data-values="color"] .sp-token-chain > summary .sp-alias-group { display: none; }
  .sp-token-table[data-values="color"] .sp-token-chain[open] { white-space: normal; }
  /* A variant grid of many columns reads its column names upward, so every column fits. */
  .sp-variant-grid:has(thead th:nth-child(6)) thead th:not(.sp-corner) {
    writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; text-align: left; vertical-align: bottom; padding: 6px 2px;
    font-size: 12px;
  }
  .sp-variant-grid:has(thead th:nth-child(6)) :is(td.sp-cell, th) { min-width: 0; padding: 6px 2px; font-size: 12px; }
  .sp-variant-grid:has(thead th:nth-child(6)) tbody th { padding-right: 6px; }
}
/* Contrast lists: one line a pair at every width. On a narrow screen each row is two lines in a
   grid beside its sample (the names, then the ratio and the AA, AA large and AAA marks), never
   a card of labelled cells; a long list is folded by group under a line that sums it up. */
.sp-contrast-table :is(th, td) { vertical-align: middle; }
.sp-contrast-table .sp-contrast-pair { font-weight: 400; }
.sp-contrast-measured { display: block; font-size: 12px; color: var(--sp-text-muted); }
.sp-contrast-pair .sp-token-name, .sp-contrast-ratio { white-space: nowrap; }
.sp-contrast-grades { font-size: 13px; }
.sp-contrast-grades > span { display: inline-block; white-space: nowrap; margin-right: 6px; }
.sp-contrast-sample-cell { width: 48px; }
.sp-contrast-caption { margin: 16px 0 8px; }
.sp-contrast-group { border: 1px solid var(--sp-border); border-radius: var(--sp-radius); margin: 0 0 8px; }
.sp-contrast-group > summary { cursor: pointer; padding: 8px 12px; }
.sp-contrast-group > summary:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 2px; }
.sp-contrast-group > .sp-contrast-table { margin: 0 12px 8px; max-width: calc(100% - 24px); }
.sp-contrast-report { container-type: inline-size; }
@container (max-width: 640px) {
  .sp-contrast-table, .sp-contrast-table tbody { display: block; overflow: visible; }
  .sp-contrast-table > thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .sp-contrast-table caption { display: block; text-align: left; }
  .sp-contrast-table tr {
    display: grid; grid-template-columns: 48px auto minmax(0, 1fr); column-gap: 10px; row-gap: 2px; align-items: center;
    padding: 8px 0; border-bottom: 1px solid var(--sp-border);
  }
  .sp-contrast-table tr > :is(th, td) { border: 0; padding: 0; width: auto; }
  .sp-contrast-table .sp-contrast-sample-cell { grid-row: 1 / span 2; }
  .sp-contrast-table .sp-contrast-pair { grid-column: 2 / -1; }
  .sp-contrast-table .sp-contrast-pair .sp-token-name { white-space: normal; overflow-wrap: anywhere; }
  .sp-contrast-table .sp-contrast-ratio { grid-column: 2; font-weight: 600; }
  .sp-contrast-table .sp-contrast-grades { grid-column: 3; }
  .sp-contrast-table td[colspan] { grid-column: 1 / -1; }
}
/* Other tables (contrast reports, parity, Markdown) that do not fit their room: specimen.js labels
   their cells from the headings and marks them sp-stacked, and they stack the same way. */
table.sp-stacked, table.sp-stacked :is(tbody, tr, th, td) { display: block; width: auto; min-width: 0; max-width: none; overflow: visible; }
table.sp-stacked > thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
table.sp-stacked caption { display: block; }
table.sp-stacked tr { padding: 10px 0; border-bottom: 1px solid var(--sp-border); }
table.sp-stacked :is(th, td) { border: 0; padding: 2px 0; }
table.sp-stacked td[data-label] { display: flow-root; padding: 3px 0 3px 100px; }
table.sp-stacked td[data-label]::before {
  content: attr(data-label); float: left; width: 92px; margin: 3px 0 0 -100px; white-space: normal;
  font-size: 12px; line-height: 1.4; font-weight: 600; color: var(--sp-text-muted);
}

/* Header, menu and anchors. --sp-header-height is the sticky header's real height (specimen.js
   measures it; it wraps to two rows on a phone), so a heading reached by a link or a search result
   lands below it. On a phone the header's buttons sit at the right, and the menu opens as a panel
   under its button. Heading anchors show on hover and focus; summaries read at text weight. */
[id] { scroll-margin-top: calc(var(--sp-header-height, 64px) + 12px); }
.sp-toc { top: calc(var(--sp-header-height, 56px) + 16px); }
.sp-article :is(h2, h3, h4) .sp-anchor { opacity: 0; }
.sp-article :is(h2, h3, h4):hover .sp-anchor, .sp-article .sp-anchor:focus-visible { opacity: 1; }
.sp-properties-summary, .sp-variants-summary, .sp-touch-target-summary, .sp-touch-target-platform { font-weight: 400; }
@media (max-width: 760px) {
  .sp-header > .sp-theme-toggle { margin-left: auto; }
  .sp-header > .sp-theme-toggle + .sp-nav-toggle { margin-left: 0; }
  .sp-nav.sp-open {
    position: fixed; z-index: 6; top: var(--sp-menu-top, calc(var(--sp-header-height, 56px) + 4px)); right: 16px;
    width: min(320px, calc(100vw - 32px)); max-height: calc(100vh - var(--sp-menu-top, 64px) - 16px); overflow-y: auto;
    padding: 4px 12px 12px; background: var(--sp-bg); border: 1px solid var(--sp-border); border-radius: var(--sp-radius);
    box-shadow: 0 8px 28px rgb(0 0 0 / .18);
  }
}

/* Search box and results: the "/" chip only where there is a keyboard and the box is idle (the
   box's own clear button is the only "×" while typing); results show the matching text with the
   query's words marked. */
.sp-search-input:focus ~ .sp-search-key, .sp-search-input:not(:placeholder-shown) ~ .sp-search-key { display: none; }
@media (hover: none) and (pointer: coarse) { .sp-search-key { display: none; } }
.sp-search-results span { line-height: 1.45; margin-top: 2px; }
.sp-search-results mark { background: color-mix(in srgb, var(--sp-accent) 22%, transparent); color: var(--sp-text); font-weight: inherit; border-radius: 2px; padding: 0 1px; }

/* Live previews' focus where the model draws none (Composer, Stepper): one ring in the chrome's
   focus color around the model's own shape, replacing the browser's rectangle around the text;
   the gap before it shows what lies under it, so no second band reads as a ring of its own. */
.sp-live-has-ring .sp-live-control:focus { outline: none; }
.sp-live-ring { position: absolute; pointer-events: none; outline: var(--sp-live-ring) solid var(--sp-focus);
  outline-offset: var(--sp-live-ring); }
.sp-live-ring[hidden] { display: none; }

/* Compact reference tables: token tables, property tables and parity reports. A token row is
   its name (the group's part hidden under a group heading row, still read and copied), a small
   line with its CSS variable, type and description, then each context's value side by side with
   its alias chain folded under it. Long tables fold behind a summary that counts what they hold;
   specimen.js opens a fold when a link or a search result points inside it. */
.sp-token-table { font-size: 14px; }
.sp-token-table th, .sp-token-table td { padding-top: 6px; padding-bottom: 6px; }
.sp-token-table thead th { font-size: 13px; color: var(--sp-text-muted); font-weight: 600; }
.sp-token-table tbody th[scope="row"] { font-weight: 400; min-width: 12em; }
.sp-token-table .sp-token-name { font-weight: 600; }
.sp-token-prefix { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sp-token-group th { padding: 10px 10px 2px; border-bottom: 0; }
.sp-token-group .sp-token-name { font-weight: 400; color: var(--sp-text-muted); background: none; padding: 0; }
.sp-token-meta, .sp-token-description { display: block; font-size: 12px; line-height: 1.45; color: var(--sp-text-muted); }
.sp-token-meta .sp-token-var, .sp-token-meta .sp-token-type { display: inline; font-size: inherit; opacity: 1; }
.sp-token-description { color: var(--sp-text); margin-top: 2px; max-width: 36em; }
.sp-token-description .sp-figma-variable { margin: 2px 0 0; padding-left: 16px; }
.sp-token-table td.sp-token-value .sp-preview { min-height: 20px; margin-right: 6px; }
.sp-token-chain { font-size: 12px; line-height: 1.45; margin-top: 2px; color: var(--sp-text-muted); white-space: normal; }
.sp-token-chain > summary { cursor: pointer; width: fit-content; border-radius: 4px; }
.sp-token-chain > summary:focus-visible, .sp-token-details > summary:focus-visible, .sp-property-set > summary:focus-visible,
.sp-parity-agreeing > summary:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 2px; }
/* The name the value refers to moves whole to the next line before it breaks at a "/". */
.sp-token-chain > summary .sp-token-name { display: inline-block; background: none; padding: 0; font-size: inherit; }
.sp-token-chain .sp-chain { margin: 4px 0 2px; }
.sp-token-chain .sp-subchain { margin-top: 2px; }
.sp-token-details { margin: 12px 0 16px; border: 1px solid var(--sp-border); border-radius: var(--sp-radius); }
.sp-token-details > summary { cursor: pointer; padding: 10px 14px; font-weight: 600; }
.sp-token-details[open] > summary { border-bottom: 1px solid var(--sp-border); }
/* A picker for a modifier other than the colour scheme, above the panels of its values. */
.sp-context-picker { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 8px 0 4px; }
.sp-context-picker label { display: inline-flex; align-items: center; gap: 8px; font-size: 14px; }
.sp-context-picker-name { font-weight: 600; }
.sp-context-picker select {
  font: inherit; color: var(--sp-text); background: var(--sp-bg); border: 1px solid var(--sp-border);
  border-radius: 6px; padding: 4px 8px; min-height: 32px;
}
.sp-context-picker select:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 1px; }
.sp-context-row-label { display: block; font-size: 12px; font-weight: 600; color: var(--sp-text-muted); }
.sp-context-picking .sp-context-row-label { display: none; }
.sp-token-table tr[hidden] { display: none; }
.sp-token-details .sp-context-picked { padding: 0 14px; }
/* A folded group of colors shows them in its summary. */
.sp-token-strip { display: flex; flex-wrap: wrap; gap: 3px; margin-top: 8px; font-weight: 400; }
.sp-token-strip .sp-swatch-inline { width: 18px; height: 18px; margin: 0; border-radius: 4px; }
.sp-token-details-count, .sp-property-set-count { font-weight: 400; color: var(--sp-text-muted); font-size: 14px; }
.sp-token-details .sp-token-table-wrap { padding: 0 8px 4px; }
.sp-token-details .sp-token-table { margin: 0; }
.sp-token-details .sp-token-table > caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sp-token-table tbody tr:last-child :is(th, td) { border-bottom: 0; }
@container sp-article (max-width: 640px) {
  /* A stacked prop puts its type and default side by side; a parity row stacks its three sides. */
  .sp-props td:is([data-label="Type"], [data-label="Default"]) { display: inline-block; vertical-align: top; width: 50%; padding: 3px 8px 3px 0; }
  .sp-props td:is([data-label="Type"], [data-label="Default"])::before { float: none; display: block; width: auto; margin: 0 0 2px; }
  table.sp-parity-table, table.sp-parity-table :is(tbody, tr, th, td) { display: block; width: auto; min-width: 0; max-width: none; overflow: visible; }
  table.sp-parity-table > thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.sp-parity-table tr { padding: 8px 0; border-bottom: 1px solid var(--sp-border); }
  table.sp-parity-table :is(th, td) { border: 0; padding: 2px 0; }
  table.sp-parity-table td[data-label] { display: flow-root; padding: 2px 0 2px 72px; }
  table.sp-parity-table td[data-label]::before {
    content: attr(data-label); float: left; width: 64px; margin: 2px 0 0 -72px;
    font-size: 12px; line-height: 1.4; font-weight: 600; color: var(--sp-text-muted);
  }
  .sp-token-table .sp-token-group th { padding: 10px 0 0; }
  .sp-token-table tr.sp-token-group { padding: 0; border-bottom: 0; }
  .sp-token-table tbody tr[data-token] { padding: 8px 0; }
  .sp-token-table tbody th[scope="row"] { min-width: 0; padding-right: 28px; }
  .sp-token-details .sp-token-table-wrap { padding: 0 12px 4px; }
}
.sp-property-set > summary { cursor: pointer; padding: 8px 0; border-bottom: 1px solid var(--sp-border); }
details.sp-property-set { margin: 0; }
details.sp-property-set[open] { margin-bottom: 16px; }
details.sp-property-set[open] > summary { border-bottom: 0; }
details.sp-property-set .sp-properties-head { font-size: 13px; margin: 0 0 6px; }
details.sp-property-set .sp-set-description { margin: 0 0 4px; }
.sp-properties-table { margin: 8px 0; }
.sp-properties-table :is(th, td) { padding-top: 6px; padding-bottom: 6px; }
.sp-property-description { display: block; font-size: 12px; line-height: 1.45; color: var(--sp-text-muted); margin-top: 2px; }
.sp-parity-table { margin: 8px 0; }
.sp-parity-table :is(th, td) { padding-top: 6px; padding-bottom: 6px; }
.sp-parity-agreeing { margin: 0 0 16px; font-size: 14px; }
.sp-parity-agreeing > summary { cursor: pointer; color: var(--sp-text-muted); width: fit-content; border-radius: 4px; }
/* Specimen cards keep a narrow surface around the drawing (SpecimenGridFit's padding), so two
   field-wide drawings share a row; live previews sit side by side where two fit. */
.sp-specimen > .sp-specimen-well { padding: 8px; }
.sp-live { padding: 12px; margin-right: 8px; }
.sp-keyboard-keys > summary { cursor: pointer; width: fit-content; font-size: 14px; border-radius: 4px; }
.sp-keyboard-keys > summary:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 2px; }
.sp-keyboard-title { font-weight: 600; }
.sp-keyboard-keys .sp-table-wrap { margin: 8px 0; }
.sp-keyboard .sp-keyboard-role { margin: 4px 0 16px; font-size: 14px; color: var(--sp-text-muted); }
.sp-specimen figcaption { padding: 4px 8px; }
.sp-specimens-single {
  /* The cell is the drawing and its 8 px of surface each side; the card's border is outside it,
     so the drawing keeps its own size. */
  display: inline-flex; flex-direction: column; vertical-align: top; width: min(calc(var(--sp-specimen-cell) + 2px), 100%); margin-right: 8px;
}
/* What the lone drawing fixes reads under it, so two side by side start level whatever its length. */
.sp-specimens-single > .sp-specimen-properties { order: 1; margin: 6px 0 0; font-size: 12px; }
/* What the drawing leaves out because the file marks it as an annotation (a redlines group). */
.sp-specimen-note { margin: -10px 0 16px; max-width: 72ch; font-size: 12px; color: var(--sp-text-muted); }
.sp-specimens-fold { margin: 12px 0 16px; border: 1px solid var(--sp-border); border-radius: var(--sp-radius); }
.sp-specimens-fold > summary { cursor: pointer; padding: 10px 14px; font-weight: 600; }
.sp-specimens-fold > summary:focus-visible { outline: 2px solid var(--sp-focus); outline-offset: 2px; }
.sp-specimens-fold[open] > summary { border-bottom: 1px solid var(--sp-border); }
.sp-specimens-fold > .sp-specimens, .sp-specimens-fold > .sp-touch-target { margin: 12px; }
/* A tighter vertical rhythm between sections and around drawings. */
.sp-article h2 { margin-top: 32px; }
@media (min-width: 761px) { .sp-anatomy-parts { columns: 2; column-gap: 24px; } }
.sp-specimens { margin: 12px 0 16px; }
.sp-live { margin-top: 8px; }

"""##)),
    File(path: "assets/specimen.js", contents: .text(
##"""
// Progressive enhancement only: every page reads fully without this script.
(function () {
  "use strict";

  // What a copy button did is said aloud through one polite status region, and shown beside it.
  var copyStatus = document.createElement("div");
  copyStatus.className = "sp-visually-hidden sp-copy-status";
  copyStatus.setAttribute("role", "status");
  copyStatus.setAttribute("aria-live", "polite");
  document.body.appendChild(copyStatus);
  var announce = function (text) {
    // Emptied first, so a second copy of the same value is announced again.
    copyStatus.textContent = "";
    setTimeout(function () { copyStatus.textContent = text; }, 30);
  };

  var copyText = function (button, text, label) {
    if (!navigator.clipboard) return;
    navigator.clipboard.writeText(text).then(function () {
      button.textContent = "Copied";
      announce("Copied");
      setTimeout(function () { button.textContent = label; }, 1500);
    });
  };

  // Copy buttons on code blocks.
  document.querySelectorAll(".sp-copy").forEach(function (button) {
    button.addEventListener("click", function () {
      var code = button.parentElement.querySelector("code");
      // Without the block's last line break: pasted into a terminal, a command waits for Return.
      if (code) copyText(button, code.textContent.replace(/\n$/, ""), "Copy");
    });
  });

  // One copy button per value in token tables: the name cell copies its CSS variable, each value
  // cell its value (the build writes what in data-copy). The button shows on the row a pointer or
  // the keyboard is in, and is always reachable with Tab.
  document.querySelectorAll(".sp-token-table [data-copy]").forEach(function (cell) {
    var what = cell.getAttribute("data-copy");
    if (!what) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "sp-copy-inline";
    // Two overlapping sheets: the copy glyph; the label names what it copies.
    button.innerHTML = '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">' +
      '<rect x="5.5" y="5.5" width="8" height="8" rx="1.5" fill="none" stroke="currentColor"/>' +
      '<path d="M10.5 3.5v-1a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1" fill="none" stroke="currentColor"/></svg>';
    button.setAttribute("aria-label", "Copy " + what);
    button.setAttribute("title", "Copy " + what);
    button.addEventListener("click", function () {
      if (!navigator.clipboard) return;
      navigator.clipboard.writeText(what).then(function () {
        button.classList.add("sp-copied");
        button.setAttribute("title", "Copied");
        announce("Copied " + what);
        setTimeout(function () {
          button.classList.remove("sp-copied");
          button.setAttribute("title", "Copy " + what);
        }, 1500);
      });
    });
    cell.appendChild(button);
  });

  // Any other table in the article that is wider than its room (a contrast report, a parity table,
  // a Markdown table on a phone) stacks like the token tables: each cell is labelled by its
  // column's heading, and the table gets sp-stacked while it does not fit.
  var others = Array.prototype.filter.call(document.querySelectorAll(".sp-article table"), function (table) {
    return !table.matches(".sp-token-table, .sp-props, .sp-properties-table, .sp-variant-grid, .sp-contrast-table") && table.tHead;
  });
  others.forEach(function (table) {
    var headings = Array.prototype.map.call(table.tHead.rows[0].cells, function (cell) { return cell.textContent.trim(); });
    Array.prototype.forEach.call(table.tBodies, function (body) {
      Array.prototype.forEach.call(body.rows, function (row) {
        var column = 0;
        Array.prototype.forEach.call(row.cells, function (cell) {
          if (cell.tagName === "TD" && headings[column] && !cell.hasAttribute("data-label")) {
            cell.setAttribute("data-label", headings[column]);
          }
          column += cell.colSpan || 1;
        });
      });
    });
  });
  var stackTables = function () {
    others.forEach(function (table) {
      table.classList.remove("sp-stacked");
      var room = table.parentElement.clientWidth;
      if (table.scrollWidth > room + 1 || table.getBoundingClientRect().width > room + 1) table.classList.add("sp-stacked");
    });
  };
  if (others.length) {
    stackTables();
    window.addEventListener("resize", stackTables);
  }

  // A drawing kept at its own size where the column is narrower scrolls sideways: while part of
  // it is out of sight its edge fades and a line under it says so; both go at the end.
  document.querySelectorAll(".sp-anatomy-scroll, .sp-specimen-scroll").forEach(function (box) {
    var hint = document.createElement("p");
    hint.className = "sp-scroll-hint";
    hint.textContent = "Scroll sideways for the whole drawing →";
    box.after(hint);
    var drawing = box.classList.contains("sp-specimen-scroll") ? box.querySelector("svg") : null;
    var mark = function () {
      var hidden = box.scrollWidth - box.clientWidth - box.scrollLeft > 1;
      box.classList.toggle("sp-scrolls", hidden);
      hint.hidden = !hidden;
      // A specimen's surface takes the keyboard only while it scrolls, named for its drawing.
      if (drawing) {
        if (box.scrollWidth - box.clientWidth > 1) {
          box.setAttribute("tabindex", "0");
          box.setAttribute("role", "group");
          box.setAttribute("aria-label", (drawing.getAttribute("aria-label") || "Drawing") + ", scrolls sideways");
        } else {
          box.removeAttribute("tabindex");
          box.removeAttribute("role");
          box.removeAttribute("aria-label");
        }
      }
    };
    mark();
    box.addEventListener("scroll", mark, { passive: true });
    window.addEventListener("resize", mark);
  });

  // The sticky header's real height (it wraps to two rows on a phone), for every anchor target's
  // scroll margin and the menu's place under it. Measured before a linked target is kept in
  // sight below, so after a change of width the margin is the new one when the target is placed.
  var header = document.querySelector(".sp-header");
  if (header) {
    // A header that scrolls away with the page (a site's own style may unstick it) covers nothing.
    var measure = function () {
      var sticks = /^(sticky|fixed)$/.test(getComputedStyle(header).position);
      document.documentElement.style.setProperty("--sp-header-height", (sticks ? header.offsetHeight : 0) + "px");
    };
    measure();
    if (window.ResizeObserver) new ResizeObserver(measure).observe(header);
    else window.addEventListener("resize", measure);
  }

  // A link, a search result or a shared address that points inside a folded table or list (a
  // <details>) opens the folds around its target first, so the jump lands on something in sight.
  // Without the script the fold stays shut and its summary still says what it holds.
  // The element a link's hash names, or null (a hash that is not percent-encoding names none).
  var elementFor = function (hash) {
    var id;
    try { id = decodeURIComponent(hash.replace(/^#/, "")); } catch (e) { return null; }
    return (id && document.getElementById(id)) || null;
  };
  // A target in a brand's or a size's panel that is not the one shown switches the picker to it.
  var revealPanel = null;
  // A row shown for some of a picker's values names them by their position among its panels.
  var panelOfRow = function (row) {
    var wrap = row.closest(".sp-context-picked");
    var first = parseInt((row.getAttribute("data-sp-context-panels") || "").split(" ")[0], 10);
    return (wrap && wrap.querySelectorAll(".sp-context-panel")[first]) || null;
  };
  var openAround = function (hash) {
    var target = elementFor(hash);
    var opened = false;
    for (var node = target; node; node = node.parentElement) {
      if (node.tagName === "DETAILS" && !node.open) { node.open = true; opened = true; }
      if (node.hidden && revealPanel && node.hasAttribute("data-sp-context-panels")) { revealPanel(panelOfRow(node)); opened = true; }
    }
    return opened;
  };
  // Keeps a linked target in sight while the page is still settling: fonts, drawings and folds
  // above it (and "On this page", folded on narrow screens) change its place after the first
  // scroll. Each change of the page's size scrolls to it again, until the reader scrolls, clicks
  // or types. When the page has loaded and a second has passed without a change,
  // `data-sp-landed` on <html> names the target, for tests to wait on; a later shift (a window
  // turned sideways, a late drawing) takes it away, scrolls back and sets it again once quiet.
  // One target at a time: following another link stops keeping the first in sight.
  var stopKeeping = null;
  var keepInSight = function (target) {
    if (stopKeeping) stopKeeping();
    var done = false;
    var quiet = null;
    var observer = null;
    var placedTop = null;
    var readerEvents = ["wheel", "touchstart", "pointerdown", "keydown"];
    var settle = function () {
      if (!done) document.documentElement.setAttribute("data-sp-landed", target.id);
    };
    var stop = function () {
      if (done) return;
      settle();
      done = true;
      if (observer) observer.disconnect();
      clearTimeout(quiet);
      readerEvents.forEach(function (name) { window.removeEventListener(name, stop, true); });
      window.removeEventListener("scroll", scrolled, true);
      window.removeEventListener("resize", place);
    };
    var place = function () {
      if (done) return;
      document.documentElement.removeAttribute("data-sp-landed");
      target.scrollIntoView();
      placedTop = target.getBoundingClientRect().top;
      clearTimeout(quiet);
      if (document.readyState === "complete") quiet = setTimeout(settle, 1000);
    };
    // A scroll that moves the target from where it was put, with no change of layout behind it,
    // is the reader's (a scroll bar dragged): the page stops following.
    var scrolled = function () {
      if (placedTop === null) return;
      var top = target.getBoundingClientRect().top;
      if (Math.abs(top - placedTop) > 2) {
        // A frame later: a shift of layout the observer reported has placed the target again.
        requestAnimationFrame(function () {
          requestAnimationFrame(function () {
            if (!done && Math.abs(target.getBoundingClientRect().top - placedTop) > 2) stop();
          });
        });
      }
    };
    stopKeeping = stop;
    document.documentElement.removeAttribute("data-sp-landed");
    readerEvents.forEach(function (name) { window.addEventListener(name, stop, true); });
    window.addEventListener("scroll", scrolled, true);
    window.addEventListener("resize", place);
    if (window.ResizeObserver) {
      observer = new ResizeObserver(place);
      observer.observe(document.body);
    }
    if (document.readyState !== "complete") window.addEventListener("load", place);
    if (document.fonts && document.fonts.ready) document.fonts.ready.then(place);
    place();
  };
  var land = function (hash) {
    openAround(hash);
    var target = elementFor(hash);
    if (target) keepInSight(target);
  };
  if (location.hash) land(location.hash);
  window.addEventListener("hashchange", function () { land(location.hash); });
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[href*='#']");
    if (link && link.pathname === location.pathname && link.host === location.host) openAround(link.hash);
  });

  // A visible link on every section heading, for sharing a deep link.
  document.querySelectorAll(".sp-article h2[id], .sp-article h3[id], .sp-article h4[id]").forEach(function (heading) {
    var link = document.createElement("a");
    link.className = "sp-anchor";
    link.href = "#" + heading.id;
    link.setAttribute("aria-label", "Link to “" + heading.textContent.trim() + "”");
    link.textContent = "#";
    // A word joiner keeps the link on the line of the heading's last word.
    heading.appendChild(document.createTextNode("\u2060"));
    heading.appendChild(link);
  });

  // The light/dark switch names the theme it switches to; tokens.css defines both, so switching
  // repaints without a reload.
  var themeToggle = document.querySelector(".sp-theme-toggle");
  if (themeToggle) {
    var root = document.documentElement;
    var showTheme = function (theme) {
      var next = theme === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", theme);
      themeToggle.textContent = next === "dark" ? "Dark theme" : "Light theme";
      themeToggle.setAttribute("aria-label", "Switch to the " + next + " theme");
    };
    showTheme(root.getAttribute("data-theme") === "dark" ? "dark" : "light");
    themeToggle.addEventListener("click", function () {
      var next = root.getAttribute("data-theme") === "dark" ? "light" : "dark";
      showTheme(next);
      try { localStorage.setItem("specimen-theme", next); } catch (e) {}
    });
  }

  // Context pickers: tables whose contexts differ by a modifier other than the colour scheme
  // (brand, size, density) show one of its values at a time. Choosing one shows that value's
  // panels, sets the modifier's attribute on the page (tokens.css keys the value's custom
  // properties on it, so swatches and previews repaint) and keeps the choice for the next page.
  // Attribute names come from the markup ([a-z0-9-]) and are compared, never built into selectors.
  var contextSelects = Array.prototype.slice.call(document.querySelectorAll("select[data-sp-context-attribute]"));
  if (contextSelects.length) {
    var chosenContexts = {};
    var choosePanel = function (panel) {
      (panel.getAttribute("data-sp-context-attributes") || "").split(" ").forEach(function (attribute) {
        if (!attribute) return;
        chosenContexts[attribute] = panel.getAttribute("data-sp-context-" + attribute);
        document.documentElement.setAttribute("data-" + attribute, chosenContexts[attribute]);
      });
    };
    var showContexts = function () {
      contextSelects.forEach(function (select) {
        select.value = chosenContexts[select.getAttribute("data-sp-context-attribute")];
      });
      document.querySelectorAll(".sp-context-picked").forEach(function (wrap) {
        var shown = "";
        wrap.querySelectorAll(".sp-context-panel").forEach(function (panel, position) {
          var attributes = (panel.getAttribute("data-sp-context-attributes") || "").split(" ");
          panel.hidden = attributes.some(function (attribute) {
            return attribute && panel.getAttribute("data-sp-context-" + attribute) !== chosenContexts[attribute];
          });
          if (!panel.hidden && shown === "") shown = String(position);
        });
        // Each row that differs between the values shows for the chosen one's panel only.
        wrap.querySelectorAll("tr[data-sp-context-panels]").forEach(function (row) {
          row.hidden = row.getAttribute("data-sp-context-panels").split(" ").indexOf(shown) < 0;
        });
      });
    };
    contextSelects.forEach(function (select) {
      var attribute = select.getAttribute("data-sp-context-attribute");
      var values = Array.prototype.map.call(select.options, function (option) { return option.value; });
      if (!(attribute in chosenContexts)) {
        var kept = null;
        try { kept = localStorage.getItem("specimen-context-" + attribute); } catch (e) {}
        var current = document.documentElement.getAttribute("data-" + attribute);
        chosenContexts[attribute] = values.indexOf(kept) >= 0 ? kept : values.indexOf(current) >= 0 ? current : values[0];
      }
      select.closest(".sp-context-picker").hidden = false;
      select.closest(".sp-context-picked").classList.add("sp-context-picking");
      select.addEventListener("change", function () {
        chosenContexts[attribute] = select.value;
        document.documentElement.setAttribute("data-" + attribute, select.value);
        try { localStorage.setItem("specimen-context-" + attribute, select.value); } catch (e) {}
        showContexts();
      });
    });
    // A shared address into a panel opens on that panel's brand or size.
    var linked = location.hash ? elementFor(location.hash) : null;
    var linkedRow = linked && linked.closest("tr[data-sp-context-panels]");
    var linkedPanel = linkedRow && panelOfRow(linkedRow);
    if (linkedPanel) choosePanel(linkedPanel);
    Object.keys(chosenContexts).forEach(function (attribute) {
      document.documentElement.setAttribute("data-" + attribute, chosenContexts[attribute]);
    });
    showContexts();
    revealPanel = function (panel) {
      if (!panel) return;
      choosePanel(panel);
      showContexts();
    };
  }

  // The navigation menu on narrow screens opens under its button; Escape, a click outside or a
  // chosen link closes it, and Escape gives the focus back to the button.
  var toggle = document.querySelector(".sp-nav-toggle");
  var nav = document.getElementById("sp-nav");
  if (toggle && nav) {
    var setOpen = function (open) {
      // The panel opens just under the button, wherever the button is on screen.
      if (open) document.documentElement.style.setProperty("--sp-menu-top", toggle.getBoundingClientRect().bottom + 6 + "px");
      nav.classList.toggle("sp-open", open);
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    };
    var isOpen = function () { return nav.classList.contains("sp-open"); };
    toggle.addEventListener("click", function () { setOpen(!isOpen()); });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && isOpen()) {
        setOpen(false);
        toggle.focus();
      }
    });
    document.addEventListener("click", function (event) {
      if (isOpen() && !nav.contains(event.target) && !toggle.contains(event.target)) setOpen(false);
    });
    nav.addEventListener("click", function (event) {
      if (event.target.closest && event.target.closest("a")) setOpen(false);
    });
  }

  // Below 1100 px "On this page" has no column of its own: it moves into the article, under the
  // title and summary (a reader sees what the page is before its outline), and starts folded.
  // Wider, it goes back to its column beside the article.
  var tocAside = document.querySelector(".sp-toc");
  var titleBlock = document.querySelector(".sp-article > .sp-title");
  var narrow = window.matchMedia("(max-width: 1100px)");
  if (tocAside && titleBlock) {
    var tocHome = tocAside.parentNode;
    var tocNext = tocAside.nextSibling;
    var placeToc = function () {
      if (narrow.matches) {
        var after = titleBlock;
        while (after.nextElementSibling && after.nextElementSibling.matches(".sp-summary, .sp-source")) {
          after = after.nextElementSibling;
        }
        after.after(tocAside);
      } else if (tocAside.parentNode !== tocHome) {
        tocHome.insertBefore(tocAside, tocNext);
      }
      document.documentElement.classList.toggle("sp-toc-in-article", narrow.matches);
    };
    placeToc();
    if (narrow.addEventListener) narrow.addEventListener("change", placeToc);
  }
  var toc = document.querySelector(".sp-toc-details");
  if (toc && narrow.matches) toc.removeAttribute("open");

  // "On this page" marks the section being read: the last heading it lists that has scrolled up
  // to the header.
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll(".sp-toc a[href^='#']"));
  var tocTargets = tocLinks.map(function (link) { return elementFor(link.hash); });
  var markPending = false;
  var markSection = function () {
    markPending = false;
    var line = (parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--sp-header-height")) || 0) + 24;
    var current = -1;
    for (var i = 0; i < tocTargets.length; i++) {
      if (tocTargets[i] && tocTargets[i].getBoundingClientRect().top <= line) current = i;
    }
    tocLinks.forEach(function (link, index) {
      if (index === current) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    });
  };
  if (tocLinks.length) {
    window.addEventListener("scroll", function () {
      if (!markPending) { markPending = true; window.requestAnimationFrame(markSection); }
    }, { passive: true });
    markSection();
  }

  // The version switcher of a site built per version: versions.json at the output root lists
  // the versions side by side; choosing one opens the same page there when that version has it,
  // else that version's home page.
  var versions = document.querySelector(".sp-versions");
  if (versions && window.fetch) {
    var versionSelect = versions.querySelector("select");
    var listURL = new URL(versions.getAttribute("data-versions"), location.href);
    var currentVersion = versions.getAttribute("data-current");
    var versionRoot = new URL(currentVersion + "/", listURL);
    fetch(listURL.href).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (list) {
      if (!list || !Array.isArray(list.versions)) return;
      list.versions.forEach(function (entry) {
        if (typeof entry.path !== "string" || typeof entry.version !== "string") return;
        var option = document.createElement("option");
        option.value = entry.path;
        option.textContent = entry.version;
        if (entry.path === currentVersion) option.selected = true;
        versionSelect.appendChild(option);
      });
      if (versionSelect.options.length > 1) versions.hidden = false;
    }).catch(function () {});
    versionSelect.addEventListener("change", function () {
      var path = location.pathname;
      var page = path.indexOf(versionRoot.pathname) === 0 ? path.slice(versionRoot.pathname.length) : "";
      var home = new URL(encodeURIComponent(versionSelect.value) + "/", listURL);
      var target = new URL(page, home);
      var go = function (url) { location.href = url; };
      fetch(target.href, { method: "HEAD" }).then(function (response) {
        go(response.ok ? target.href : home.href);
      }).catch(function () { go(home.href); });
    });
  }

  // Search over the index the build writes (assets/search.js): "/" focuses the box, arrows move
  // through the results, Enter opens the selected (or first) one, Escape closes the list.
  var form = document.querySelector(".sp-search");
  if (!form || !window.fetch) return;
  form.hidden = false;
  var input = form.querySelector(".sp-search-input");
  var list = form.querySelector(".sp-search-results");
  var siteRoot = new URL(form.getAttribute("data-root") || "./", location.href);
  var searchModule = null;
  var hits = [];
  var active = -1;
  var generation = 0;

  var load = function () {
    if (!searchModule) {
      searchModule = import(new URL("assets/search.js", siteRoot).href);
    }
    return searchModule;
  };
  var isTyping = function (target) {
    return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  };
  var close = function () {
    list.hidden = true;
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  var select = function (index) {
    var items = list.querySelectorAll("[role=option]");
    if (!items.length) return;
    active = (index + items.length) % items.length;
    items.forEach(function (item, position) { item.setAttribute("aria-selected", position === active ? "true" : "false"); });
    input.setAttribute("aria-activedescendant", items[active].id);
    items[active].scrollIntoView({ block: "nearest" });
  };
  // Excerpts are escaped text, with at most <mark> around matched words; nothing else passes.
  var excerptHTML = function (excerpt) { return (excerpt || "").replace(/<(?!\/?mark>)[^>]*>/g, ""); };
  var note = function (className, text) {
    var item = document.createElement("li");
    item.className = className;
    item.textContent = text;
    list.appendChild(item);
  };
  // `corrected`: the query as search.js read it when a word of it was a typo.
  var showResults = function (results, query, corrected) {
    hits = results;
    list.innerHTML = "";
    if (!results.length) {
      note("sp-search-empty", "No results for \u201c" + query + "\u201d. Try fewer words, the start of a word, " +
        "or a token or component name as the pages show it.");
    } else if (corrected) {
      note("sp-search-note", "Showing results for \u201c" + corrected + "\u201d");
    }
    results.forEach(function (result, index) {
      var item = document.createElement("li");
      item.id = "sp-search-result-" + index;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      var link = document.createElement("a");
      link.href = result.url;
      var title = document.createElement("strong");
      // The page, then the section the result lands in.
      var section = result.meta && result.meta.section;
      title.textContent = ((result.meta && result.meta.title) || result.url) + (section ? " \u203a " + section : "");
      var excerpt = document.createElement("span");
      excerpt.innerHTML = excerptHTML(result.excerpt);
      link.appendChild(title);
      link.appendChild(excerpt);
      item.appendChild(link);
      list.appendChild(item);
    });
    list.hidden = false;
    active = -1;
  };

  input.addEventListener("focus", load);
  // A query waits for a pause in typing, so the index parts of every prefix typed on the way are
  // never fetched; only the first results' excerpts are.
  var pending = null;
  var run = function (query, mine) {
    var corrected = null;
    load().then(function (module) { return mine === generation ? module.search(query) : null; }).then(function (search) {
      if (mine !== generation || !search) return null;
      corrected = search.corrected || null;
      return Promise.all(search.results.slice(0, 6).map(function (result) { return result.data(); }));
    }).then(function (results) {
      if (results && mine === generation) {
        shown = mine;
        // A result whose URL search.js refused is left out.
        showResults(results.filter(Boolean), query, corrected);
      }
    });
  };
  var shown = 0;
  input.addEventListener("input", function () {
    var query = input.value.trim();
    var mine = ++generation;
    clearTimeout(pending);
    if (!query) { hits = []; close(); return; }
    pending = setTimeout(function () { run(query, mine); }, 200);
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { event.preventDefault(); select(active + 1); }
    else if (event.key === "ArrowUp") { event.preventDefault(); select(active - 1); }
    else if (event.key === "Escape") { close(); }
    else if (event.key === "Enter") {
      event.preventDefault();
      var query = input.value.trim();
      if (shown === generation) {
        var hit = hits[active < 0 ? 0 : active];
        if (hit) location.href = hit.url;
      } else if (query) {
        // Enter before the results are in: open the first hit once it is known.
        clearTimeout(pending);
        var mine = generation;
        load().then(function (module) { return module.search(query); }).then(function (search) {
          return search && search.results.length && mine === generation ? search.results[0].data() : null;
        }).then(function (first) { if (first) location.href = first.url; });
      }
    }
  });
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
      event.preventDefault();
      input.focus();
    }
  });
  document.addEventListener("click", function (event) { if (!form.contains(event.target)) close(); });
})();

"""##)),
    File(path: "page.mustache", contents: .text(
##"""
{{! Specimen's default theme. A site extends it as the parent theme/page and replaces the
    blocks it wants to change; docs/TEMPLATES.md lists them. }}
<!DOCTYPE html>
<html lang="{{site.language}}">
{{> head}}
<body>
<a class="sp-skip" href="#main">Skip to content</a>
{{$header}}
{{> header}}
{{/header}}
<div class="sp-layout">
{{$nav}}
{{> nav}}
{{/nav}}
<main id="main" class="sp-main">
{{> breadcrumbs}}
<article class="sp-article">
{{$title}}
<div class="sp-title"><h1>{{page.title}}</h1>{{#page.status}}<span class="sp-status sp-status-{{name}}">{{label}}</span>{{/page.status}}</div>
{{#page.summary}}<p class="sp-summary">{{page.summary}}</p>{{/page.summary}}
{{#page.figma}}<p class="sp-source"><a href="{{page.figma}}" rel="noopener">Open in Figma</a></p>{{/page.figma}}
{{/title}}
{{{page.content}}}
</article>
{{#page.editURL}}<p class="sp-edit"><a href="{{page.editURL}}" rel="noopener">Edit this page</a></p>{{/page.editURL}}
{{$pager}}
{{> pager}}
{{/pager}}
</main>
{{> toc}}
</div>
{{$footer}}
{{> footer}}
{{/footer}}
<script src="{{root}}assets/specimen.js"></script>
<script src="{{root}}assets/preview.js"></script>
</body>
</html>

"""##)),
    File(path: "partials/breadcrumbs.mustache", contents: .text(
#"""
{{#page.hasBreadcrumbs}}
<nav class="sp-breadcrumbs" aria-label="Breadcrumb">
<ol>
{{#page.breadcrumbs}}
<li>{{#url}}<a href="{{url}}">{{title}}</a>{{/url}}{{^url}}{{title}}{{/url}}</li>
{{/page.breadcrumbs}}
<li aria-current="page">{{page.title}}</li>
</ol>
</nav>
{{/page.hasBreadcrumbs}}

"""#)),
    File(path: "partials/footer.mustache", contents: .text(
#"""
<footer class="sp-footer">
<p>{{site.name}}{{#site.version}} {{site.version}}{{/site.version}}. Built with Specimen{{#site.builtFrom}} from {{site.builtFrom}}{{/site.builtFrom}}.</p>
</footer>

"""#)),
    File(path: "partials/head.mustache", contents: .text(
#"""
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{page.documentTitle}}</title>
{{#page.description}}<meta name="description" content="{{page.description}}">{{/page.description}}
{{#page.canonical}}<link rel="canonical" href="{{page.canonical}}">{{/page.canonical}}
{{#page.markdown}}<link rel="alternate" type="text/markdown" href="{{page.markdown}}">{{/page.markdown}}
<meta property="og:type" content="website">
<meta property="og:site_name" content="{{site.name}}">
<meta property="og:title" content="{{page.title}}">
{{#page.description}}<meta property="og:description" content="{{page.description}}">{{/page.description}}
{{#page.canonical}}<meta property="og:url" content="{{page.canonical}}">{{/page.canonical}}
<link rel="icon" href="{{root}}assets/favicon.svg" type="image/svg+xml">
{{#site.hasTokens}}<link rel="stylesheet" href="{{root}}tokens.css">{{/site.hasTokens}}
{{$stylesheets}}
<link rel="stylesheet" href="{{root}}assets/specimen.css">
{{/stylesheets}}
<script>
// The theme is set before the first paint so a dark page never flashes light.
try {
  var theme = localStorage.getItem("specimen-theme") ||
    (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
  document.documentElement.setAttribute("data-theme", theme);
} catch (e) {}
</script>
</head>

"""#)),
    File(path: "partials/header.mustache", contents: .text(
#"""
<header class="sp-header">
{{$brand}}
<a class="sp-brand" href="{{root}}">{{site.name}}</a>
{{#site.version}}<span class="sp-version">v{{site.version}}</span>{{/site.version}}
{{/brand}}
{{#site.versionPath}}
<div class="sp-versions" data-versions="{{root}}../versions.json" data-current="{{site.versionPath}}" hidden>
<label class="sp-visually-hidden" for="sp-version-select">Version</label>
<select id="sp-version-select" class="sp-version-select"></select>
</div>
{{/site.versionPath}}
{{#site.search}}
<form class="sp-search" role="search" data-root="{{root}}" hidden>
<label class="sp-visually-hidden" for="sp-search-input">Search</label>
<input id="sp-search-input" class="sp-search-input" type="search" name="q" placeholder="Search" aria-keyshortcuts="/" aria-controls="sp-search-results">
<kbd class="sp-search-key" aria-hidden="true">/</kbd>
<ul id="sp-search-results" class="sp-search-results" role="listbox" aria-label="Search results" hidden></ul>
</form>
{{/site.search}}
{{#site.hasTokens}}<button type="button" class="sp-theme-toggle" aria-label="Switch to the dark theme">Dark theme</button>{{/site.hasTokens}}
<button type="button" class="sp-nav-toggle" aria-controls="sp-nav" aria-expanded="false">Menu</button>
</header>

"""#)),
    File(path: "partials/nav.mustache", contents: .text(
#"""
<nav id="sp-nav" class="sp-nav" aria-label="Site">
{{#nav}}
<div class="sp-nav-section">
{{#folded}}<details class="sp-nav-fold"{{#open}} open{{/open}}><summary class="sp-nav-title">{{title}}</summary>{{/folded}}
{{^folded}}{{#title}}<p class="sp-nav-title">{{title}}</p>{{/title}}{{/folded}}
<ul>
{{#pages}}
{{#isGap}}<li class="sp-nav-gap" aria-hidden="true">…</li>{{/isGap}}{{^isGap}}
<li><a href="{{url}}"{{#current}} aria-current="page"{{/current}}>{{title}}{{#status}}{{#name}} <span class="sp-badge sp-badge-{{name}}">{{label}}</span>{{/name}}{{/status}}</a></li>
{{/isGap}}
{{/pages}}
</ul>
{{#folded}}</details>{{/folded}}
</div>
{{/nav}}
</nav>

"""#)),
    File(path: "partials/pager.mustache", contents: .text(
#"""
{{#page.hasPager}}
<nav class="sp-pager" aria-label="Previous and next page">
{{#page.previous}}<a class="sp-pager-previous" href="{{url}}" rel="prev"><span>Previous</span> {{title}}</a>{{/page.previous}}
{{#page.next}}<a class="sp-pager-next" href="{{url}}" rel="next"><span>Next</span> {{title}}</a>{{/page.next}}
</nav>
{{/page.hasPager}}

"""#)),
    File(path: "partials/toc.mustache", contents: .text(
##"""
{{#page.hasToc}}
<aside class="sp-toc" aria-labelledby="sp-toc-title">
<details class="sp-toc-details" open>
<summary id="sp-toc-title" class="sp-toc-title">On this page</summary>
<ul>
{{#page.toc}}
<li{{#isSub}} class="sp-toc-sub"{{/isSub}}><a href="#{{id}}">{{text}}</a></li>
{{/page.toc}}
</ul>
</details>
</aside>
{{/page.hasToc}}

"""##)),
  ]
}
