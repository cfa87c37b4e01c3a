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
