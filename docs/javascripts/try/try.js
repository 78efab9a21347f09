// Entry point of the try-it widgets (loaded on every page as a small module).
// It only looks for widgets and wires them; the engine (Pyodide, ~13 MB) is
// downloaded by engine.js on the reader's first click, never on page load.
// Material's instant navigation keeps this module (and the engine worker) for
// the whole visit and calls init again on every page change. It also registers the
// site's service worker (offline.js), which keeps the pages and the engine.

import { ready, t } from "./i18n.js";
import { registerOffline } from "./offline.js";

const SKIP_LABELS = {
  "mouche-play": () => t("Skip to the game"),
  "mouche-workbench": () => t("Skip to the workbench"),
  "mouche-first-hand": () => t("Skip to the first example hand"),
};

/** A skip link, first in the tab order, to the page's widget (the Try pages). */
function skipLink() {
  document.querySelectorAll(".mouche-skip").forEach((a) => a.remove());
  const target = document.querySelector("#mouche-play, #mouche-workbench, .mouche-hand");
  if (!target) return;
  if (!target.id) target.id = "mouche-first-hand";
  target.tabIndex = -1;
  const link = document.createElement("a");
  link.className = "md-skip mouche-skip";
  link.href = `#${target.id}`;
  link.textContent = SKIP_LABELS[target.id] ? SKIP_LABELS[target.id]() : t("Skip to the example");
  link.addEventListener("click", (event) => {
    event.preventDefault();
    event.stopPropagation(); // not a page change for the instant navigation
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  });
  const first = document.querySelector(".md-skip");
  if (first) first.before(link);
  else document.body.prepend(link);
}

/** `start(widget)` now, or, for a widget folded in a closed <details> (the example hands of
 * a source page), when the reader first opens it: a long page does not build two dozen
 * widgets no one has opened before it can answer (issue 24.8). */
function whenShown(widget, start) {
  const fold = widget.closest("details:not([open])");
  if (!fold) { start(widget); return; }
  const opened = () => {
    if (!fold.open) return;
    fold.removeEventListener("toggle", opened);
    whenShown(widget, start); // an outer fold may still be closed
  };
  fold.addEventListener("toggle", opened);
}

const WIDGETS = "#mouche-play, #mouche-workbench, .mouche-hand, #mouche-numbers, #mouche-compare";

async function init() {
  // The page's language first: no widget speaks before its words are in (a page with
  // no widget fetches no catalogue).
  if (document.querySelector(WIDGETS)) await ready();
  skipLink();
  const hands = document.querySelectorAll(".mouche-hand:not([data-init])");
  const play = document.querySelector("#mouche-play:not([data-init])");
  const bench = document.querySelector("#mouche-workbench:not([data-init])");
  const numbers = document.querySelector("#mouche-numbers:not([data-init])");
  const compare = document.querySelector("#mouche-compare:not([data-init])");
  if (hands.length) {
    const { initHand } = await import("./hand.js");
    hands.forEach((hand) => whenShown(hand, initHand));
  }
  if (play) (await import("./play.js")).initPlay(play);
  if (bench) (await import("./workbench.js")).initWorkbench(bench);
  if (numbers) (await import("./numbers.js")).initNumbers(numbers);
  if (compare) (await import("./compare.js")).initCompare(compare);
}

registerOffline();

// Material's instant navigation swaps pages without reloading scripts.
if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => { init(); });
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", init);
} else {
  init();
}
