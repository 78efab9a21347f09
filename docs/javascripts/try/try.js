// Entry point of the try-it widgets (loaded on every page as a small module).
// It only looks for widgets and wires them; the engine (Pyodide, ~13 MB) is
// downloaded by engine.js on the reader's first click, never on page load.

async function init() {
  const hands = document.querySelectorAll(".mouche-hand:not([data-init])");
  const play = document.querySelector("#mouche-play:not([data-init])");
  const bench = document.querySelector("#mouche-workbench:not([data-init])");
  const numbers = document.querySelector("#mouche-numbers:not([data-init])");
  const compare = document.querySelector("#mouche-compare:not([data-init])");
  if (hands.length) {
    const { initHand } = await import("./hand.js");
    hands.forEach(initHand);
  }
  if (play) (await import("./play.js")).initPlay(play);
  if (bench) (await import("./workbench.js")).initWorkbench(bench);
  if (numbers) (await import("./numbers.js")).initNumbers(numbers);
  if (compare) (await import("./compare.js")).initCompare(compare);
}

// Material's instant navigation swaps pages without reloading scripts.
if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => { init(); });
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", init);
} else {
  init();
}
