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
