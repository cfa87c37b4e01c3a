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
