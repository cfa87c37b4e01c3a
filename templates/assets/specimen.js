// Progressive enhancement only: every page reads fully without this script.
(function () {
  "use strict";

  // Copy buttons on code blocks.
  document.querySelectorAll(".sp-copy").forEach(function (button) {
    button.addEventListener("click", function () {
      var code = button.parentElement.querySelector("code");
      if (!code || !navigator.clipboard) return;
      navigator.clipboard.writeText(code.textContent).then(function () {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      });
    });
  });

  // The light/dark switch: tokens.css defines both themes, so switching repaints without a reload.
  var themeToggle = document.querySelector(".sp-theme-toggle");
  if (themeToggle) {
    var root = document.documentElement;
    var show = function (theme) {
      root.setAttribute("data-theme", theme);
      themeToggle.setAttribute("aria-pressed", theme === "dark" ? "true" : "false");
    };
    show(root.getAttribute("data-theme") === "dark" ? "dark" : "light");
    themeToggle.addEventListener("click", function () {
      var next = root.getAttribute("data-theme") === "dark" ? "light" : "dark";
      show(next);
      try { localStorage.setItem("specimen-theme", next); } catch (e) {}
    });
  }

  // The navigation drawer on narrow screens.
  var toggle = document.querySelector(".sp-nav-toggle");
  var nav = document.getElementById("sp-nav");
  if (toggle && nav) {
    toggle.addEventListener("click", function () {
      var open = nav.classList.toggle("sp-open");
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }
})();
