// Copy buttons on code blocks; the pages read fully without this script.
document.querySelectorAll(".sp-copy").forEach(function (button) {
  button.addEventListener("click", function () {
    var code = button.parentElement.querySelector("code");
    if (code && navigator.clipboard) navigator.clipboard.writeText(code.textContent);
  });
});

// Light and dark come from tokens.css: switching repaints the specimens without a reload.
(function () {
  var button = document.querySelector(".theme");
  if (!button) return;
  var root = document.documentElement;
  var show = function (theme) {
    root.setAttribute("data-theme", theme);
    button.setAttribute("aria-pressed", theme === "dark" ? "true" : "false");
  };
  show(root.getAttribute("data-theme") === "dark" ? "dark" : "light");
  button.addEventListener("click", function () {
    var next = root.getAttribute("data-theme") === "dark" ? "light" : "dark";
    show(next);
    try { localStorage.setItem("eand-theme", next); } catch (e) {}
  });
})();
