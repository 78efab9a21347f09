// The hand-record workbench: paste or edit a record, replay it in the engine,
// see the result or the error with its clause, download the record.

import { number, t, tn } from "./i18n.js";
import { engineCall, errorBox, h, markClick, markFirstRuling, resultNode, statusNode, statusWord, withNodes } from "./render.js";
import { stepper } from "./hand.js";
import { compareHref } from "./compare.js";

function download(text) {
  const blob = new Blob([text], { type: "text/plain;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = h("a", { href: url, download: "hand.toml" });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A session record's replay: the totals, then each deal folded (the last one open). */
function sessionNode(result, links) {
  const n = result.deals.length;
  const seats = (values) => values.map((v, s) => `p${s} ${v > 0 ? "+" : ""}${number(v)}`).join(", ");
  const owed = result.owed.length ? result.owed.map(([s, a]) => t("{amount} from p{seat}", { amount: number(a), seat: s })).join(", ") : t("none");
  const head = h(
    "div",
    { class: "mouche-result" },
    h("p", { class: "mouche-status-line" }, ...withNodes(t("{session}: {status}.", { status: statusWord(result.status) }), {
      session: h("strong", { text: tn("Session of {n} deal", "Session of {n} deals", n) }),
    })),
    h("p", { text: t("Net jetons over the session: {totals}. Pot for the next deal: {pot}; mouches owed: {owed}.", { totals: seats(result.totals), pot: number(result.pot_after), owed }) }),
  );
  const deals = result.deals.map((deal, k) => {
    const box = h(
      "details",
      { class: "mouche-session-deal" },
      h("summary", { text: t("Deal {number} of {total}: {status}, jetons {jetons}", { number: k + 1, total: n, status: statusWord(deal.status), jetons: seats(deal.deltas) }) }),
      stepper(deal, links),
      resultNode(deal, links),
    );
    box.open = k === n - 1;
    return box;
  });
  return h("div", { class: "mouche-session" }, head, deals);
}

export function initWorkbench(root) {
  if (root.dataset.init) return;
  root.dataset.init = "1";
  const sample = root.querySelector(".mouche-workbench__sample");
  const textarea = h("textarea", {
    id: "mouche-record",
    class: "mouche-workbench__text",
    spellcheck: false,
    value: sample ? sample.textContent : "",
    attrs: { rows: "16", "aria-label": t("Hand record (TOML)") },
  });
  if (sample) sample.hidden = true;
  const status = statusNode();
  const out = h("div", { class: "mouche-workbench__out" });
  const replay = h("button", { type: "button", class: "md-button md-button--primary", text: t("Replay") });
  const save = h("button", { type: "button", class: "md-button", text: t("Download the record") });
  replay.addEventListener("click", async () => {
    markClick();
    replay.disabled = true;
    out.replaceChildren(h("p", { class: "mouche-muted", text: t("Replaying…") }));
    root.dataset.result = "";
    const response = await engineCall("replay", { record: textarea.value }, status);
    replay.disabled = false;
    out.replaceChildren();
    if (!response) {
      replay.focus();
      return;
    }
    if (!response.ok) {
      root.dataset.result = "";
      out.append(errorBox(response.error, response.error.clause_links || {}, t("This record cannot be replayed")));
      replay.focus(); // the error is announced (role=alert)
      return;
    }
    const { replay: result, clause_links: links } = response.result;
    root.dataset.result = JSON.stringify(result);
    if (Array.isArray(result.deals)) {
      out.append(sessionNode(result, links));
      replay.focus();
    } else {
      const steps = stepper(result, links);
      out.append(steps, resultNode(result, links));
      steps.focusFirst();
    }
    markFirstRuling();
  });
  save.addEventListener("click", () => download(textarea.value));
  // The same record under two rulesets, with the cause of each difference.
  const compare = h("a", { class: "md-button mouche-workbench__compare", text: t("Compare under two rulesets") });
  const relink = () => { compare.href = compareHref({ text: textarea.value }); };
  textarea.addEventListener("input", relink);
  relink();
  root.append(
    h("label", { attrs: { for: "mouche-record" }, text: t("Hand record (TOML)") }),
    textarea,
    h("div", { class: "mouche-workbench__buttons" }, replay, " ", save, " ", compare),
    status,
    out,
  );
}
