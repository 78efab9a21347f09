// Example hands: a <div class="mouche-hand"> holding a hand record as text
// (made by docs/hooks/pyodide.py from a ```mouche-hand fence). On the reader's
// click the engine replays it: step through the actions with their rulings and
// clauses, see the settlement, and replay it under another ruleset side by side.

import { number, t, tn } from "./i18n.js";
import {
  clauseLinks, engineCall, engineInfo, errorBox, h, markClick, markFirstRuling,
  resultNode, rulingsList, settlementTable, statusNode, statusWord, suitName, summaryLines,
} from "./render.js";
import { causesList, compareHref } from "./compare.js";

function stepper(result, links) {
  const steps = result.steps || [];
  // An illegal record stops at its refused action: shown as one more step.
  const total = steps.length + (result.error ? 1 : 0);
  let index = 0;
  const counter = h("span", { class: "mouche-stepper__count" });
  const body = h("div", { class: "mouche-stepper__body", attrs: { "aria-live": "polite" } });
  const prev = h("button", { type: "button", class: "md-button", text: `◀ ${t("Back")}` });
  const next = h("button", { type: "button", class: "md-button", text: `${t("Next")} ▶` });
  const all = h("button", { type: "button", class: "md-button", text: t("All steps") });
  const stepNode = (i) =>
    i < steps.length
      ? [h("p", {}, h("code", { class: "mouche-action", text: steps[i].action })), rulingsList(steps[i].rulings, links)]
      : [errorBox(result.error, links, t("Refused"))];
  const show = () => {
    counter.textContent = total ? t("Action {number} of {total}", { number: index + 1, total }) : t("No actions");
    body.replaceChildren(...(total ? stepNode(index) : []));
    prev.disabled = index <= 0;
    next.disabled = index >= total - 1;
  };
  // A button that becomes disabled loses the focus: it goes to the other one.
  prev.addEventListener("click", () => { index = Math.max(0, index - 1); show(); if (prev.disabled) next.focus(); });
  next.addEventListener("click", () => { index = Math.min(total - 1, index + 1); show(); if (next.disabled) prev.focus(); });
  all.addEventListener("click", () => {
    body.replaceChildren(h("ol", { class: "mouche-steps" }, Array.from({ length: total }, (_, i) => h("li", {}, stepNode(i)))));
    counter.textContent = tn("{n} action", "{n} actions", total);
    prev.disabled = next.disabled = true;
    body.tabIndex = -1;
    body.focus();
  });
  show();
  const node = h("div", { class: "mouche-stepper" }, h("div", { class: "mouche-stepper__nav" }, prev, " ", next, " ", all, " ", counter), body);
  node.focusFirst = () => (next.disabled ? all : next).focus();
  return node;
}

function outcomeRows(result) {
  return [
    [t("Status"), statusWord(result.status) + (result.error ? ` (${result.error.clause}: ${result.error.message})` : "")],
    [t("Tricks won"), (result.tricks_won || []).join(" / ")],
    [t("Mouche shown"), result.mouche
      ? tn("p{seat}, {suit}, {n} point", "p{seat}, {suit}, {n} points", result.mouche.points, { seat: result.mouche.holder, suit: suitName(result.mouche.suit) })
      : t("none")],
    [t("Jetons"), (result.deltas || []).map((d) => number(d)).join(" / ")],
    [t("Pot after"), result.pot_after === undefined || result.pot_after === null ? "" : number(result.pot_after)],
    [t("Mouches owed"), (result.mouches_owed || []).map((m) => number(m)).join(", ") || t("none")],
  ];
}

function comparison(a, b, links) {
  const rowsA = outcomeRows(a);
  const rowsB = outcomeRows(b);
  const differ = rowsA.some(([, v], i) => v !== rowsB[i][1]);
  const table = h(
    "table",
    { class: "mouche-compare" },
    h("thead", {}, h("tr", {}, h("th", { text: t("Outcome") }), h("th", { text: a.ruleset }), h("th", { text: b.ruleset }))),
    h(
      "tbody",
      {},
      rowsA.map(([label, v], i) =>
        h("tr", { class: v !== rowsB[i][1] ? "mouche-compare--differs" : "" }, h("th", { text: label }), h("td", { text: v }), h("td", { text: rowsB[i][1] })),
      ),
    ),
  );
  const wrap = h("div", { class: "mouche-compare-wrap" });
  wrap.append(h("p", { text: differ ? t("The results differ (rows marked):") : t("Same result under {ruleset}.", { ruleset: b.ruleset }) }), table);
  if (b.error) wrap.append(errorBox(b.error, links, t("Under {ruleset}", { ruleset: b.ruleset })));
  return wrap;
}

async function compareControls(widget, record, result, links, status) {
  const info = await engineInfo(status);
  if (!info) return null;
  const select = h("select", { attrs: { "aria-label": t("Another ruleset") } });
  for (const r of info.rulesets) {
    if (r.id !== result.ruleset) select.append(h("option", { value: r.id, text: `${r.title} (${r.id})` }));
  }
  if (widget.dataset.compare) select.value = widget.dataset.compare;
  const out = h("div", { class: "mouche-hand__compare-out", attrs: { "aria-live": "polite" } });
  const button = h("button", { type: "button", class: "md-button", text: t("Replay under another ruleset") });
  button.addEventListener("click", async () => {
    button.disabled = true;
    const response = await engineCall("replay", { record, ruleset: select.value }, status);
    button.disabled = false;
    button.focus(); // the comparison below is announced by its live region
    out.replaceChildren();
    if (!response) return;
    if (!response.ok) {
      out.append(errorBox(response.error, response.error.clause_links || links, t("This record cannot be replayed under {ruleset}", { ruleset: select.value })));
      return;
    }
    widget.dataset.compareResult = JSON.stringify(response.result.replay);
    const allLinks = { ...links, ...response.result.clause_links };
    out.append(comparison(result, response.result.replay, allLinks));
    // Which option causes each difference: the compare view's attribution, in short.
    const b = { preset: select.value };
    const why = await engineCall("compare", { record, b }, status);
    if (why && why.ok && (why.result.causes || []).length) {
      out.append(
        h("p", { class: "mouche-hand__why-title" }, h("strong", { text: t("Why they differ") }), " ", t("(each differing option switched alone):")),
        causesList(why.result, { ...allLinks, ...why.result.clause_links }),
      );
    }
    out.append(h("p", {}, h("a", { class: "mouche-hand__compare-link", href: compareHref({ text: record, b }), text: t("Open this comparison in the compare view") })));
  });
  return h("div", { class: "mouche-hand__compare" }, select, " ", button, out);
}

async function run(widget, record, button, status) {
  markClick();
  button.disabled = true;
  const response = await engineCall("replay", { record }, status);
  if (!response) {
    button.disabled = false;
    button.focus();
    return;
  }
  const panel = widget.querySelector(".mouche-hand__panel");
  panel.replaceChildren();
  if (!response.ok) {
    panel.append(errorBox(response.error, response.error.clause_links || {}, t("This record cannot be replayed")));
    button.disabled = false;
    button.focus();
    return;
  }
  const { replay: result, clause_links: links } = response.result;
  widget.dataset.result = JSON.stringify(result);
  button.hidden = true;
  const steps = stepper(result, links);
  // the stepper now tells the hand step by step: the build's reading of it steps aside
  const reading = widget.querySelector(".mouche-hand__reading");
  if (reading) reading.hidden = true;
  panel.append(steps);
  steps.focusFirst(); // the run button is gone: the reader goes on with "Next"
  markFirstRuling();
  const final = h("details", { class: "mouche-hand__final", open: true }, h("summary", { text: t("Outcome and settlement") }), resultNode(result, links));
  panel.append(final);
  const controls = await compareControls(widget, record, result, links, status);
  if (controls) panel.append(controls);
  widget.dataset.ready = "true";
}

export function initHand(widget) {
  if (widget.dataset.init) return;
  widget.dataset.init = "1";
  const pre = widget.querySelector(".mouche-hand__record");
  const record = pre ? pre.textContent : "";
  const status = statusNode();
  const button = h("button", { type: "button", class: "md-button md-button--primary mouche-hand__run", text: t("Step through with the engine") });
  button.addEventListener("click", () => run(widget, record, button, status));
  widget.append(button, status, h("div", { class: "mouche-hand__panel" }));
}

// Re-exported for the workbench, which shows a replay the same way.
export { clauseLinks, resultNode, settlementTable, stepper, summaryLines };
