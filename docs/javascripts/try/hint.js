// The Play page's Hint: every choice open to the reader, valued in jetons by the engine.
//
// The engine's worker values the choices (the `hint` operation of mouche.browser) in
// chunks of a few hundred play-outs: the page sends one chunk at a time, with the sums so
// far, so it stays responsive, shows how far the hint has gone, and can stop between two
// chunks (Cancel, a new Deal, a move). Once every world is played, the sums go back as
// `parts` for the hint itself: what `python -m mouche hint RECORD --seed 0 --json` prints
// for the position's record. The page shows it as a table, best first, and beside each
// button it concerns.

import { number, t, tn } from "./i18n.js";
import { cardLabel, cardName, cardNode, engineCall, h, withNodes } from "./render.js";

/** The search's seed: the command line's default, so that its hint is the page's. */
export const HINT_SEED = 0;

const MINUS = "\u2212";

/** Jetons to two places with their sign: +1.25, −0.70, 0.00 (0,00 in French). */
export function jetons(value) {
  const text = number(Math.abs(value), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  if (Math.abs(value).toFixed(2) === "0.00") return text;
  return `${value > 0 ? "+" : MINUS}${text}`;
}

/** Half the width of a 95% interval (how far a value may be off). */
export function margin(interval) {
  return Math.abs(interval[1] - interval[0]) / 2;
}

// The decisions as players say them (je m'y tiens: the Académie's words, kept in English too).
// The game whose words the choices take (the view's "game": "mouche", "loo", "bete", "beast",
// "french-ruff", "triomphe").
let game = "mouche";

/** Name the choices in the words of ``id``'s game (Loo's player says "I play"). */
export function setGame(id) {
  game = id || "mouche";
}

const VERBS = {
  pass: () => t("Pass"),
  stand: () => ({
    loo: () => t("Play (\"I play\")"),
    bete: () => t("Play against all (je joue)"),
    beast: () => t("Play your cards"),
    "french-ruff": () => t("Play your cards"),
    triomphe: () => t("Play your cards"),
  }[game] || (() => t("Stand (je m'y tiens)")))(),
  declare: () => (game === "loo" ? t("Show the flush") : t("Declare the mouche")),
  silent: () => t("Stay silent"),
  protest: () => t("Protest that you hold no mouche"),
};

/** A choice as the Play page names it: "Pass", "Play K♠", "Exchange 8♠ 9♥". */
export function choiceLabel(action) {
  if (action === "continue") return t("Play on without declaring");
  const [, verb, ...rest] = String(action).split(" ");
  if (VERBS[verb]) return VERBS[verb]();
  if (verb === "ask") return t("Ask {seat} whether he saves the mouche", { seat: rest[0] });
  if (verb === "answer") return t("Answer {seat}", { seat: rest[0] });
  if (verb === "play") return t("Play {card}", { card: cardLabel(rest[0]) });
  if (verb === "exchange") return t("Exchange {cards}", { cards: rest.map(cardLabel).join(" ") });
  if (verb === "rob") return t("Take the turned-up card for {card}", { card: rest.map(cardLabel).join(" ") });
  return String(action);
}

/** The same, for a screen reader: cards in words. */
function choiceWords(action) {
  const [, verb, ...rest] = String(action).split(" ");
  if (verb === "play") return t("play the {card}", { card: cardName(rest[0]) });
  if (verb === "exchange") return t("exchange the {cards}", { cards: rest.map(cardName).join(", ") });
  if (verb === "rob") return t("take the turned-up card for the {card}", { card: rest.map(cardName).join(", ") });
  return choiceLabel(action);
}

/** The same as nodes, the cards shown as faces. */
function choiceNode(action) {
  const [, verb, ...rest] = String(action).split(" ");
  if (verb === "play" || verb === "exchange") {
    const cards = h("span", {}, rest.map((card, i) => [i ? " " : "", cardNode(card)]));
    return h("span", {}, ...withNodes(verb === "play" ? t("Play {card}") : t("Exchange {cards}"), { card: cards, cards }));
  }
  return h("span", { text: choiceLabel(action) });
}

/** The cards of an exchange ("p1 exchange 8S 9H" -> ["8S", "9H"]), else null. */
export function exchangeCards(action) {
  const [, verb, ...rest] = String(action).split(" ");
  return verb === "exchange" ? rest : null;
}

/** The method in a player's words. */
function methodText(hint) {
  const m = hint.method;
  if (m.kind === "exact") {
    return tn("Exact: the one way the cards you cannot see may lie, given what you have seen, was played to the end by the engine's simple players (you too, after this choice), so each value is exact for them and has no margin.",
      "Exact: every one of the {n} ways the cards you cannot see may lie, given what you have seen, was played to the end by the engine's simple players (you too, after this choice), so each value is exact for them and has no margin.", m.worlds);
  }
  return tn("Sampled: {n} deal of the cards you cannot see, drawn at random among those that fit everything you have seen (search seed {seed}), played to the end by the engine's simple players (you too, after this choice). \"Likely between\" is the margin of that average: the value over all such deals lies in it 95 times in 100, and \"always\" means every deal gave the same. Every choice meets the same deal, so the gaps between choices are surer than their margins.",
    "Sampled: {n} deals of the cards you cannot see, drawn at random among those that fit everything you have seen (search seed {seed}), each played to the end by the engine's simple players (you too, after this choice). \"Likely between\" is the margin of that average: the value over all such deals lies in it 95 times in 100, and \"always\" means every deal gave the same. Every choice meets the same {n} deals, so the gaps between choices are surer than their margins.", m.worlds, { seed: m.seed });
}

/** The interval in words: "−0.06 to +0.76"; "always 0.00" when every deal gave the same. */
export function rangeText(entry, exact) {
  if (exact) return t("exact");
  const [low, high] = entry.interval;
  if (jetons(low) === jetons(high)) return t("always {value}", { value: jetons(low) });
  return t("{low} to {high}", { low: jetons(low), high: jetons(high) });
}

/** The hint's summary, said once it is ready: the best choice, and whether the next one is
 * within its margin (a close call, which more deals might reverse). */
export function hintSummary(hint) {
  const [best, next] = hint.actions;
  const exact = hint.method.kind === "exact";
  const words = { choice: choiceWords(best.action), value: jetons(best.value) };
  const parts = [exact
    ? t("Hint ready, exact: best {choice}, {value} jetons.", words)
    : tn("Hint ready, over {n} sampled deal: best {choice}, {value} jetons.", "Hint ready, over {n} sampled deals: best {choice}, {value} jetons.", hint.method.worlds, words)];
  if (next && !exact && best.value - next.value < margin(best.interval)) {
    parts.push(t("A close call with {choice} ({value}): within the margin.", { choice: choiceWords(next.action), value: jetons(next.value) }));
  }
  parts.push(tn("{n} choice valued below, best first.", "{n} choices valued below, best first.", hint.actions.length));
  return parts.join(" ");
}

/** What a button shows of its choice's value: "+0.52", marked when it is the best. */
export function valueBadge(entry, best) {
  return h("span", { class: `mouche-hint-value${best ? " mouche-hint-value--best" : ""}` },
    h("span", { attrs: { "aria-hidden": "true" }, text: `${best ? "★ " : ""}${jetons(entry.value)}` }),
    h("span", { class: "mouche-sr", text: best ? t(", hint {value} jetons, the best choice", { value: jetons(entry.value) }) : t(", hint {value} jetons", { value: jetons(entry.value) }) }));
}

/** The hint as a table, best first, with the method under it. `onSelect(cards)` selects an
 * exchange's cards in the hand. */
export function hintTable(hint, onSelect) {
  const rows = hint.actions.map((entry, i) => {
    const cards = exchangeCards(entry.action);
    const exact = hint.method.kind === "exact";
    const choice = h("th", { attrs: { scope: "row" } },
      i === 0 ? h("span", { class: "mouche-hint__best", text: `★ ${t("Best:")} ` }) : null,
      choiceNode(entry.action));
    if (cards && onSelect) {
      choice.append(" ", h("button", {
        type: "button",
        class: "md-button mouche-hint__select",
        text: t("Select"),
        attrs: { "aria-label": t("Select {cards} to exchange", { cards: cards.map(cardName).join(", ") }) },
        on: { click: () => onSelect(cards) },
      }));
    }
    return h("tr", { class: i === 0 ? "mouche-hint__row--best" : "", dataset: { action: entry.action } },
      choice,
      h("td", { class: "mouche-hint__num", text: jetons(entry.value) }),
      h("td", { class: "mouche-hint__num mouche-hint__range", text: rangeText(entry, exact) }));
  });
  return h("div", { class: "mouche-hint__result" },
    h("div", { class: "mouche-table-wrap", attrs: { tabindex: "0", role: "region", "aria-label": t("Your choices") } },
      h("table", { class: "mouche-hint__table" },
        h("caption", { text: t("Your choices, best first: the jetons each should win (+) or cost (−) you from this deal") }),
        h("thead", {}, h("tr", {},
          h("th", { attrs: { scope: "col" }, text: t("Choice") }),
          h("th", { attrs: { scope: "col" }, text: t("Jetons") }),
          h("th", { attrs: { scope: "col" }, text: hint.method.kind === "exact" ? t("Margin") : t("Likely between") }))),
        h("tbody", {}, rows))),
    h("p", { class: "mouche-hint__method" }, methodText(hint)));
}

/** The command line that prints the same hint, with the position's record to save. */
export function hintCommand(record) {
  return h("details", { class: "mouche-hint__cli" },
    h("summary", { text: t("The same hint from the command line") }),
    h("p", {}, ...withNodes(t("Save this position's record as {file} and run {command}:"), {
      file: h("code", { text: "position.toml" }),
      command: h("code", { text: `python -m mouche hint position.toml --seed ${HINT_SEED} --json` }),
    })),
    h("pre", { class: "mouche-hint__record" }, h("code", { text: record })));
}

/** Run one hint of `position` (the Play page's permalink) in chunks.
 *
 * Returns {promise, cancel}: the promise resolves to {hint} once every chunk is played, to
 * {cancelled: true} if cancelled first, to {error} if the engine refused, or to null if the
 * engine could not load (said in `status`). `onProgress(done, total)` follows the worlds
 * played. */
export function runHint(position, { status, onProgress }) {
  let cancelled = false;
  const ask = (args) => engineCall("hint", { ...position, hint_seed: HINT_SEED, ...args }, status);
  const promise = (async () => {
    let sums = null;
    let start = 0;
    while (start !== null) {
      if (cancelled) return { cancelled: true };
      const response = await ask({ start, ...(sums ? { plus: sums } : {}) });
      if (cancelled) return { cancelled: true };
      if (!response) return null;
      if (!response.ok) return { error: response.error };
      ({ sums, next: start } = response.result);
      onProgress(sums.n, response.result.worlds);
    }
    const whole = await ask({ parts: [sums] });
    if (cancelled) return { cancelled: true };
    if (!whole) return null;
    return whole.ok ? { hint: whole.result.hint } : { error: whole.error };
  })();
  return { promise, cancel: () => { cancelled = true; } };
}
