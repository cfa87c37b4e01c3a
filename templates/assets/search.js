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

// Per page: its score for one query word (the best of the words it starts) and the place to
// link to. A whole-word match counts twice a prefix match.
const scoresFor = async (word, index) => {
  const shards = await Promise.all(shardsFor(word, index.shards).map((n) => fetchJSON("search/t/" + n + ".json")));
  const pages = new Map();
  for (const shard of shards) {
    for (const term in shard) {
      if (!term.startsWith(word)) continue;
      const postings = shard[term];
      const rarity = Math.log(1 + index.pages / (postings.length / 3));
      const factor = term === word ? 2 : 1;
      let page = 0;
      for (let i = 0; i < postings.length; i += 3) {
        page += postings[i];
        const score = postings[i + 1] * rarity * factor;
        const known = pages.get(page);
        if (!known || known.score < score) pages.set(page, { score, place: postings[i + 2] });
      }
    }
  }
  return pages;
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

// Results in score order: every word must match. Each result's `data()` fetches its page record:
// { url, meta: { title }, excerpt } with the URL pointing at the place the words weigh most and
// the excerpt a snippet of that place with the query words marked (escaped HTML), or
// null when the record's URL is refused (`recordURL`).
export async function search(query) {
  if (!manifest) manifest = await fetchJSON("search/index.json");
  const words = [...new Set(terms(query))];
  if (!words.length) return { results: [] };
  const perWord = await Promise.all(words.map((word) => scoresFor(word, manifest)));
  const totals = [];
  for (const [page, first] of perWord[0]) {
    let score = first.score;
    let place = first;
    for (const other of perWord.slice(1)) {
      const hit = other.get(page);
      if (!hit) { score = -1; break; }
      score += hit.score;
      if (hit.score > place.score) place = hit;
    }
    if (score >= 0) totals.push({ page, score, place: place.place });
  }
  totals.sort((a, b) => b.score - a.score || a.page - b.page);
  return {
    results: totals.map((hit) => ({
      data: () => fetchJSON("search/p/" + hit.page + ".json").then((record) => {
        const [anchor, label, text] = record.s[hit.place] || ["", "", ""];
        const url = recordURL(record.u);
        if (!url) return null;
        if (anchor) url.hash = anchor;
        return { url: url.href, meta: { title: record.t }, excerpt: snippet(String(label || ""), String(text || ""), words) };
      }),
    })),
  };
}
