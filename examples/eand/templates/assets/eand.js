// Copy buttons on code blocks; the pages read fully without this script.
document.querySelectorAll(".sp-copy").forEach(function (button) {
  button.addEventListener("click", function () {
    var code = button.parentElement.querySelector("code");
    if (code && navigator.clipboard) navigator.clipboard.writeText(code.textContent);
  });
});
