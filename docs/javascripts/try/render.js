// Shared DOM helpers for the try-it widgets. Data is only ever set as text
// (textContent, attribute values): a record or a URL cannot inject markup.

import { call, onProgress } from "./engine.js";
import { colon, number, t, tn } from "./i18n.js";

/** The site's root, from this script's own URL (works under any base path). */
export const SITE_ROOT = new URL("../../", import.meta.url);

const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
/** A suit's name, as the page's language says it. */
const SUIT_NAMES = { S: () => t("spades"), H: () => t("hearts"), D: () => t("diamonds"), C: () => t("clubs") };

/** Create an element: h("p", {class: "x", text: "...", attrs: {...}, on: {click}}, ...children). */
export function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = String(value);
    else if (key === "on") for (const [name, fn] of Object.entries(value)) node.addEventListener(name, fn);
    else if (key === "attrs") for (const [name, v] of Object.entries(value)) node.setAttribute(name, String(v));
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node[key] = value;
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// A face card's and the ace's letter as the page's language writes it (issue 40.8): French
// players write R D V (roi, dame, valet), Russian ones К Д В and Т (туз). The records'
// notation (KS, "p3 play KS") keeps the English letters; docs/sitegen/card_letters.py reads
// the same messages for the cards the build writes.
const RANK_LETTERS = { A: () => t("A"), K: () => t("K"), Q: () => t("Q"), J: () => t("J") };

/** A rank as the page's language writes it: "R" for "K" in French, "К" in Russian. */
export function rankLabel(rank) {
  return RANK_LETTERS[rank] ? RANK_LETTERS[rank]() : String(rank);
}

/** A card as text with its suit symbol, e.g. "10♥", "R♠" in French (a non-card string is
 * shown as is). */
export function cardLabel(card) {
  const text = String(card);
  const suit = text.slice(-1);
  if (!SUIT_SYMBOLS[suit]) return text;
  const rank = text.slice(0, -1);
  return (RANK_LETTERS[rank] ? RANK_LETTERS[rank]() : rank) + SUIT_SYMBOLS[suit];
}

const RANK_NAMES = { A: () => t("ace"), K: () => t("king"), Q: () => t("queen"), J: () => t("knave") };
// A card in words, one message a suit: the suit's form after a rank is the language's
// ("roi de pique", "король пик"), not always the suit's name alone.
const CARD_NAMES = {
  S: (rank) => t("{rank} of spades", { rank }),
  H: (rank) => t("{rank} of hearts", { rank }),
  D: (rank) => t("{rank} of diamonds", { rank }),
  C: (rank) => t("{rank} of clubs", { rank }),
};

/** A card in words: "king of spades", "10 of hearts" (in the page's language). */
export function cardName(card) {
  const text = String(card);
  const suit = text.slice(-1);
  if (!CARD_NAMES[suit]) return text;
  const rank = text.slice(0, -1);
  return CARD_NAMES[suit](RANK_NAMES[rank] ? RANK_NAMES[rank]() : rank);
}

export function cardNode(card, extra = {}) {
  const text = String(card);
  const suit = text.slice(-1);
  const red = suit === "H" || suit === "D";
  return h("span", {
    class: `mouche-card${red ? " mouche-card--red" : ""}`,
    text: cardLabel(text),
    attrs: { title: cardName(text) },
    ...extra,
  });
}

/** A suit as its symbol (coloured like the cards), named for assistive technology. */
export function suitNode(suit) {
  const red = suit === "H" || suit === "D";
  return h("span", { class: `mouche-card${red ? " mouche-card--red" : ""}`, text: SUIT_SYMBOLS[suit] || suit, attrs: { title: suitName(suit) } });
}

// A card (KS, 10H) anywhere, or a lone suit letter after "in " or in parentheses
// ("a mouche in S", "the suit led (C)"), as the engine's messages write them in English;
// a card with its suit's symbol (K♠), as they write it in another language
// (mouche.cards.CardSaid: its rank's English letter, which the page's language replaces);
// an action quoted in the record notation ("p3 play KS") is kept as it is.
const CARD_OR_SUIT = /(\bp\d+ (?:play|exchange)(?: (?:10|[2-9JQKA])[SHDC])+)|\b(10|[2-9JQKA])([SHDC])\b|(\bin |\()([SHDC])(?=\)|\W|$)|\b(10|[2-9JQKA])([♠♥♦♣])/g;
const SUIT_OF_SYMBOL = Object.fromEntries(Object.entries(SUIT_SYMBOLS).map(([suit, symbol]) => [symbol, suit]));

/** An engine text (ruling, refusal) with its cards and suits shown as faces: KS → K♠,
 * K♠ → R♠ in French.
 * Display only: the record notation (the actions) stays as it is. */
export function richText(text) {
  const source = String(text ?? "");
  const out = [];
  let last = 0;
  for (const m of source.matchAll(CARD_OR_SUIT)) {
    out.push(source.slice(last, m.index));
    if (m[1]) out.push(m[1]);
    else if (m[2]) out.push(cardNode(m[2] + m[3]));
    else if (m[6]) out.push(cardNode(m[6] + SUIT_OF_SYMBOL[m[7]]));
    else out.push(m[4], suitNode(m[5]));
    last = m.index + m[0].length;
  }
  out.push(source.slice(last));
  return out;
}

/** The suit's name (spades…) for a suit letter. */
export function suitName(suit) {
  return SUIT_NAMES[suit] ? SUIT_NAMES[suit]() : suit;
}

export function cardsNode(cards) {
  return h("span", { class: "mouche-cards" }, (cards || []).map((c, i) => [i ? " " : "", cardNode(c)]));
}

// The clauses' names in the page's language ("Académie des jeux, Art. 9"), where the page
// gives them (the Play page's data-clause-names, sitegen.widgets.clause_names); elsewhere
// a clause is linked by its id. Read again when the page changes (instant navigation).
let names = { holder: undefined, map: {} };

function clauseName(id) {
  const holder = document.querySelector("[data-clause-names]");
  if (holder !== names.holder) {
    names = { holder, map: {} };
    try {
      if (holder) names.map = JSON.parse(holder.dataset.clauseNames) || {};
    } catch {
      /* the ids, as before */
    }
  }
  return typeof names.map[id] === "string" ? names.map[id] : null;
}

/** A clause or decision id in an engine text ("academie.13", "ed.all-pass"). */
export const CLAUSE_ID = /[a-z][a-z0-9-]*\.[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?/g;

/** An engine text with the clauses it names by their ids named as the page names them. */
function namedText(text) {
  return String(text).replace(CLAUSE_ID, (id) => clauseName(id) || id);
}

/** A clause (or editorial decision) id as a link to its anchor on the site, by its name
 * where the page gives it; the id stays in data-clause. */
export function clauseLink(id, links) {
  const path = links && typeof links[id] === "string" ? links[id] : null;
  const name = clauseName(id);
  if (!path) return h("code", { text: name || id });
  return h("a", { class: "mouche-clause", href: new URL(path, SITE_ROOT).href, text: name || id, attrs: { "data-clause": id } });
}

export function clauseLinks(ids, links) {
  // a name holds a comma ("Académie des jeux, Art. 9"): names are parted by semicolons
  const part = (ids || []).some((id) => clauseName(id)) ? "; " : ", ";
  return h("span", { class: "mouche-clauses" }, (ids || []).map((id, i) => [i ? part : "", clauseLink(id, links)]));
}

export function rulingsList(rulings, links) {
  if (!rulings || !rulings.length) return h("p", { class: "mouche-muted", text: t("No ruling.") });
  return h(
    "ul",
    { class: "mouche-rulings" },
    rulings.map((r) =>
      h(
        "li",
        {},
        richText(r.text),
        r.clauses && r.clauses.length ? [" (", clauseLinks(r.clauses, links), ")"] : [],
        // a clause borrowed from another source than the ruleset's own says so
        typeof r.note === "string" && r.note ? [" ", h("span", { class: "mouche-muted", text: namedText(r.note) })] : [],
      ),
    ),
  );
}

export function seatName(seat, you = null) {
  return seat === you ? t("p{seat} (you)", { seat }) : `p${seat}`;
}

/** A number of jetons with its sign: +3, -6, 0. */
export function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

/** The error of an illegal record or action: message and clause. */
export function errorBox(error, links, prefix = t("Illegal")) {
  const box = h("div", { class: "mouche-error", attrs: { role: "alert" } });
  const title = Number.isInteger(error.action) ? t("{title} (action {number})", { title: prefix, number: error.action + 1 }) : prefix;
  box.append(h("strong", { text: t("{title}:", { title }) }), " ", ...richText(error.message || ""));
  if (error.clause) box.append(" — ", clauseLink(error.clause, links));
  if (typeof error.note === "string" && error.note) box.append(" ", h("span", { class: "mouche-muted", text: error.note }));
  return box;
}

/** The settlement of a replayed deal: tricks won, mouche, jetons, pot and owed mouches. */
export function settlementTable(result, you = null) {
  const seats = (result.deltas || result.tricks_won || []).map((_, i) => i);
  const table = h("table", { class: "mouche-settlement" });
  table.append(
    h("thead", {}, h("tr", {}, h("th", { text: t("Seat") }), h("th", { text: t("Tricks") }), h("th", { text: t("Jetons") }))),
    h(
      "tbody",
      {},
      seats.map((s) =>
        h(
          "tr",
          {},
          h("td", { text: seatName(s, you) }),
          h("td", { text: (result.tricks_won || [])[s] ?? "" }),
          h("td", { text: result.deltas ? signed(result.deltas[s]) : "" }),
        ),
      ),
    ),
  );
  return table;
}

export function summaryLines(result) {
  const lines = [];
  if (result.mouche) {
    const m = result.mouche;
    lines.push(tn("Mouche shown by p{seat}: {suit}, {n} point.", "Mouche shown by p{seat}: {suit}, {n} points.", m.points, { seat: m.holder, suit: suitName(m.suit) }));
  }
  if (result.pot_after !== undefined) lines.push(t("Pot carried to the next deal: {pot}.", { pot: number(result.pot_after) }));
  if (result.mouches_owed && result.mouches_owed.length) {
    lines.push(t("Mouches owed to later deals: {list}.", { list: result.mouches_owed.map((x) => number(x)).join(", ") }));
  }
  return lines;
}

/** A replay's status in words ("Complete deal"), an unknown one as it is. */
export function statusWords(status) {
  const words = { complete: () => t("Complete deal"), incomplete: () => t("Incomplete deal"), illegal: () => t("Illegal action") }[status];
  return words ? words() : status;
}

/** The same in one word, as a table cell or a session's line says it (complete, incomplete, illegal). */
export function statusWord(status) {
  const words = { complete: () => t("complete"), incomplete: () => t("incomplete"), illegal: () => t("illegal") }[status];
  return words ? words() : status;
}

/** A translated message with nodes in its `{placeholders}` (a card shown as its face),
 * so that a language may put them where its grammar wants them. */
export function withNodes(text, nodes) {
  const out = [];
  let last = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    if (!(m[1] in nodes)) continue;
    out.push(text.slice(last, m.index), nodes[m[1]]);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out.filter((part) => part !== "");
}

/** The whole outcome of a replay: status, error, hands, tricks, settlement. */
export function resultNode(result, links) {
  const node = h("div", { class: "mouche-result" });
  const status = statusWords(result.status);
  node.append(h("p", { class: "mouche-status-line" }, ...withNodes(t("{status} under {ruleset}.", { ruleset: result.ruleset }), { status: h("strong", { text: status }) })));
  if (result.error) node.append(errorBox(result.error, links));
  if (result.hands) {
    node.append(
      h("p", {}, ...withNodes(t("Hands as dealt (turn-up {card}):"), { card: cardNode(result.turnup) })),
      h("ul", { class: "mouche-hands" }, result.hands.map((hand, s) => h("li", {}, `${colon("p" + s)} `, cardsNode(hand)))),
    );
  }
  if (result.tricks && result.tricks.length) {
    node.append(
      h(
        "ol",
        { class: "mouche-tricks" },
        result.tricks.map((trick) =>
          h("li", {}, ...withNodes(trick.winner === null || trick.winner === undefined
            ? t("led by p{seat}: {cards}", { seat: trick.leader })
            : t("led by p{seat}: {cards} — won by p{winner}", { seat: trick.leader, winner: trick.winner }), { cards: cardsNode(trick.cards) })),
        ),
      ),
    );
  }
  if (result.status !== "illegal") {
    node.append(h("p", { text: t("Settlement:") }), settlementTable(result));
    for (const line of summaryLines(result)) node.append(h("p", { text: line }));
  }
  return node;
}

/** A status line with a progress bar: it follows the engine's download byte by byte, then
 * shows each later step as under way (an indeterminate bar), never as a full bar waiting. */
export function statusNode() {
  const text = h("span", { class: "mouche-status__text" });
  const bar = h("progress", { attrs: { max: "1", "aria-label": t("Loading the engine") } });
  bar.value = 0;
  const node = h("div", { class: "mouche-status", attrs: { role: "status", "aria-live": "polite" } }, bar, " ", text);
  node.hidden = true;
  let shown = "";
  // Only the widget that asked for the engine shows its loading; a widget of a page
  // left behind (instant navigation) stops listening.
  const unsubscribe = onProgress((message) => {
    if (!node.isConnected && node.dataset.active) {
      unsubscribe();
      return;
    }
    if (!node.dataset.active) return;
    node.hidden = false;
    // The live region is told of each step once, not of every byte.
    if (message.text !== shown) text.textContent = shown = message.text;
    node.dataset.stage = message.stage;
    node.classList.toggle("mouche-status--failed", message.stage === "failed");
    bar.hidden = message.stage === "failed";
    if (message.stage === "download" && message.total > 0) {
      bar.max = message.total;
      bar.value = Math.min(message.loaded || 0, message.total);
      bar.setAttribute("aria-valuetext", t("{percent} of {size} MB", {
        percent: number(bar.value / bar.max, { style: "percent" }),
        size: number(message.total / 1e6, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      }));
    } else if (message.stage === "ready") {
      bar.value = bar.max;
      bar.removeAttribute("aria-valuetext");
      setTimeout(() => { node.hidden = true; }, 800);
    } else if (message.stage !== "failed") {
      bar.removeAttribute("value"); // under way, for as long as it takes
      bar.setAttribute("aria-valuetext", message.text);
    }
  });
  node.dispose = unsubscribe;
  return node;
}

/** Call the engine; show a load failure in `status` and resolve to null instead of throwing. */
export async function engineCall(op, args, status) {
  if (status) status.dataset.active = "1";
  try {
    return await call(op, args);
  } catch (error) {
    if (status) {
      status.hidden = false;
      status.classList.add("mouche-status--failed");
      status.querySelector(".mouche-status__text").textContent = error.message;
      status.querySelector("progress").hidden = true;
    }
    return null;
  }
}

let infoPromise = null;
/** The engine's presets (id, title, players), fetched once per page. */
export function engineInfo(status) {
  infoPromise ??= engineCall("info", {}, status).then((r) => {
    if (!r || !r.ok) infoPromise = null;
    return r && r.ok ? r.result : null;
  });
  return infoPromise;
}

/** Mark the first ruling shown on this page (for timing measurements). */
export function markFirstRuling() {
  if (!performance.getEntriesByName("mouche:first-ruling").length) performance.mark("mouche:first-ruling");
}

export function markClick() {
  if (!performance.getEntriesByName("mouche:click").length) performance.mark("mouche:click");
}
