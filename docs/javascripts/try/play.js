// The Play page: one seat against the engine's simple players.
//
// The Hint (hint.js) values the reader's choices in the engine's worker, in chunks, while
// the page goes on answering; a move, a new Deal or its own Cancel stops it.
//
// The position is a permalink: ?ruleset=…&players=…&seed=…&seat=…&actions=a,b,…
// (every action of the deal so far, the engine's included, so the position is
// exactly reproducible). The page never trusts it: the engine validates it and
// a malformed or tampered link gets a clear message.

import {
  cardName, cardNode, cardsNode, clauseLink, clauseLinks, engineCall, errorBox, h, markClick,
  markFirstRuling, rankLabel, resultNode, rulingsList, seatName, signed, statusNode, suitName, suitNode, withNodes,
} from "./render.js";
import { number, t, tn } from "./i18n.js";
import { choiceLabel, exchangeCards, hintCommand, hintSummary, hintTable, runHint, setGame, valueBadge } from "./hint.js";

const PARAMS = ["ruleset", "players", "seed", "seat", "actions"];
// A later deal of a session played on the page: what the deals before handed on (the
// engine checks them: mouche.browser_play.carry_arg). Lists are comma-separated in the address.
const SESSION = ["dealer", "pot", "owed", "chalks", "game_deal"];

/** A seat's name in the seats table: yours, your partner's where two sides play, or another's. */
function sideSeat(s, v) {
  return s.partner ? t("p{seat} (your partner)", { seat: s.seat }) : seatName(s.seat, v.seat);
}
const MAX_URL_ACTIONS = 200;

function readPermalink() {
  const params = new URLSearchParams(location.search);
  if (!PARAMS.some((p) => params.has(p))) return null;
  const actions = params.get("actions");
  return {
    ruleset: params.get("ruleset") ?? "",
    players: params.get("players") ?? "",
    seed: params.get("seed") ?? "",
    seat: params.get("seat") ?? "",
    actions: actions ? actions.split(",").slice(0, MAX_URL_ACTIONS + 1) : [],
    ...Object.fromEntries(SESSION.filter((k) => params.has(k)).map((k) => [k, params.get(k)])),
  };
}

export function permalinkSearch(p) {
  const params = new URLSearchParams();
  params.set("ruleset", p.ruleset);
  params.set("players", String(p.players));
  params.set("seed", String(p.seed));
  params.set("seat", String(p.seat));
  if (p.actions.length) params.set("actions", p.actions.join(","));
  for (const k of SESSION) {
    const v = p[k];
    if (v === undefined || v === null || v === "" || (Array.isArray(v) && !v.length)) continue;
    params.set(k, Array.isArray(v) ? v.map((x) => (Array.isArray(x) ? x.join(":") : x)).join(",") : String(v));
  }
  return `?${params.toString()}`;
}

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] % 1000000000;
}

export function initPlay(root) {
  if (root.dataset.init) return;
  root.dataset.init = "1";
  let rulesets = [];
  try {
    rulesets = JSON.parse(root.dataset.rulesets || "[]");
  } catch {
    rulesets = [];
  }
  const status = statusNode();
  const message = h("div", { class: "mouche-play__message" });
  const board = h("div", { class: "mouche-play__board", id: "mouche-board", attrs: { tabindex: "-1", role: "region", "aria-label": t("The table") } });
  // What the engine and the other seats just did, read out after each action.
  const announce = h("div", { class: "mouche-sr", attrs: { role: "status", "aria-live": "polite" } });
  let view = null;
  let selected = new Set();
  let busy = false;
  // The hint of the position shown: {key, state: running|done|hidden|cancelled|failed, run,
  // result, done, total}; its panel stays the same node across the board's redraws.
  let hint = null;
  // The hint's panel: its title and body shown while there is a hint; what it says, read out
  // politely, stays in place (a live region is only heard once it is on the page).
  const hintSaid = h("p", { class: "mouche-hint__said", attrs: { role: "status", "aria-live": "polite" } });
  const hintTitle = h("h3", { class: "mouche-hint__title", text: t("Hint"), hidden: true });
  const hintBody = h("div", { class: "mouche-hint__body", hidden: true });
  const hintBox = h("div", { class: "mouche-hint", id: "mouche-hint" }, hintTitle, hintSaid, hintBody);
  const hintButton = h("button", {
    type: "button",
    class: "md-button mouche-play__hint",
    attrs: { "aria-controls": "mouche-hint" },
    on: { click: () => toggleHint() },
  });

  // --- the form -----------------------------------------------------------
  const rulesetSelect = h("select", { id: "mouche-ruleset", name: "ruleset" });
  for (const r of rulesets) rulesetSelect.append(h("option", { value: r.id, text: r.title })); // the title alone: its id, a code, pushed what tells two titles apart past a phone's select
  const playersSelect = h("select", { id: "mouche-players", name: "players" });
  const seatSelect = h("select", { id: "mouche-seat", name: "seat" });
  const seedInput = h("input", { id: "mouche-seed", name: "seed", type: "text", inputMode: "numeric", placeholder: t("random"), attrs: { size: "12", autocomplete: "off" } });
  // A select set to ``value`` where it offers it, left as it is where not.
  const offer = (select, value) => {
    if ([...select.options].some((o) => o.value === value)) select.value = value;
  };
  const fillPlayers = () => {
    const r = rulesets.find((x) => x.id === rulesetSelect.value);
    const keep = playersSelect.value || "4";
    playersSelect.replaceChildren(...(r ? r.players : [3, 4, 5, 6]).map((n) => h("option", { value: String(n), text: String(n) })));
    offer(playersSelect, keep);
    fillSeats();
  };
  const fillSeats = () => {
    const keep = seatSelect.value || "1";
    const n = Number(playersSelect.value) || 4;
    seatSelect.replaceChildren(...Array.from({ length: n }, (_, s) => h("option", { value: String(s), text: s === 0 ? t("p0 (dealer)") : s === 1 ? t("p1 (eldest)") : `p${s}` })));
    seatSelect.value = Number(keep) < n ? keep : "1";
  };
  rulesetSelect.addEventListener("change", fillPlayers);
  playersSelect.addEventListener("change", fillSeats);
  fillPlayers();
  const dealButton = h("button", { type: "submit", class: "md-button md-button--primary", text: t("Deal") });
  const field = (id, label, control) => h("span", { class: "mouche-field" }, h("label", { attrs: { for: id }, text: label }), control);
  const form = h(
    "form",
    { class: "mouche-play__form" },
    field("mouche-ruleset", t("Ruleset"), rulesetSelect),
    field("mouche-players", t("Players"), playersSelect),
    field("mouche-seat", t("Your seat"), seatSelect),
    field("mouche-seed", t("Seed"), seedInput),
    dealButton,
  );
  const deal = (from) => {
    const seedText = seedInput.value.trim();
    const seed = seedText === "" ? randomSeed() : seedText;
    request("position", { ruleset: rulesetSelect.value, players: playersSelect.value, seed, seat: seatSelect.value, actions: [] }, from);
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    deal({ dealt: true });
  });

  // --- talking to the engine ---------------------------------------------------
  // fromLink: the position comes from the page's address, so a refusal names the link.
  // from: the control the reader used, so the focus goes on from there.
  async function request(op, args, from = null, { fromLink = false } = {}) {
    if (busy) return;
    stopHint(); // a move or a new deal: the hint was of the position left behind
    busy = true;
    board.setAttribute("aria-busy", "true");
    markClick();
    message.replaceChildren();
    const before = view ? view.log.length : 0;
    const response = await engineCall(op, args, status);
    busy = false;
    board.removeAttribute("aria-busy");
    if (!response) return;
    if (response.view) show(response.view, from);
    if (!response.ok) {
      const error = response.error;
      const links = error.clause_links || (view && view.clause_links) || {};
      const title = error.kind === "illegal" ? t("Refused")
        : fromLink ? t("This link cannot be opened")
          : op === "position" ? t("This position cannot be shown") : t("This action cannot be played");
      message.append(errorBox({ ...error, action: undefined }, links, title));
      if (error.kind === "illegal" && error.clause) markFirstRuling();
      // The refusal is announced (role=alert); focus stays where the reader was.
      if (from) refocus(from);
      return;
    }
    show(response.result, from, op === "position" ? 0 : before);
  }

  // --- focus: after every action, on the next sensible control -----------------
  function refocus(from) {
    // After a card, that card; after the hint's Select, the Exchange button it readied.
    const same = from.card ? board.querySelector(`.mouche-hand-card[data-card="${from.card}"]`)
      : from.select ? board.querySelector(".mouche-play__actions button[data-action='exchange']") : null;
    (same && !same.disabled && same.isConnected ? same : nextControl()).focus();
  }

  // Never a choice that ends the reader's hand (a pass, a mouche shown: the engine marks
  // them), so that one Enter after Deal cannot throw the hand away.
  function nextControl() {
    return board.querySelector(".mouche-hand-card--legal:not(:disabled)")
      || board.querySelector(".mouche-play__actions button[data-legal='true'][data-ends='false']:not(:disabled)")
      || board.querySelector(".mouche-play__next")
      || board.querySelector(".mouche-hand-card:not(:disabled)")
      || board;
  }

  function tell(v, since) {
    if (since === null) return;
    const fresh = v.log.slice(since);
    const said = fresh.flatMap((entry) => (entry.rulings || []).map((r) => r.text)).slice(-6);
    const now = v.over ? t("The deal is over.") : v.your_turn ? t("Your turn.") : "";
    announce.textContent = [...said, now].filter(Boolean).join(" ");
  }

  function act(action, from = {}) {
    if (!view) return;
    request("play", { ...view.permalink, action }, from);
  }

  // --- the board -------------------------------------------------------------
  function show(v, from = null, since = null) {
    view = v;
    selected = new Set([...selected].filter((c) => v.hand.includes(c) && v.exchange_max > 0));
    const p = v.permalink;
    history.replaceState(null, "", permalinkSearch(p) + location.hash);
    rulesetSelect.value = p.ruleset;
    fillPlayers();
    playersSelect.value = String(p.players);
    fillSeats();
    seatSelect.value = String(p.seat);
    seedInput.value = String(p.seed);
    root.dataset.actions = String(p.actions.length);
    root.dataset.over = v.over ? "true" : "false";
    if (hint && hint.key !== positionKey(v)) stopHint();
    board.replaceChildren(...boardNodes(v));
    paintBadges();
    if (v.log.some((entry) => entry.rulings && entry.rulings.length)) markFirstRuling();
    tell(v, since);
    if (from) refocus(from);
  }

  function boardNodes(v) {
    const links = v.clause_links;
    const nodes = [];
    const permalink = h("a", { class: "mouche-permalink", href: permalinkSearch(v.permalink), text: t("Permalink to this position") });
    nodes.push(
      h("p", { class: "mouche-play__header" },
        ...withNodes(tn("{title} ({ruleset}), {n} player, seed {seed}; you are p{seat}; p{dealer} deals.",
          "{title} ({ruleset}), {n} players, seed {seed}; you are p{seat}; p{dealer} deals.", v.players, {
            title: v.ruleset_title, ruleset: v.ruleset, seat: v.seat, dealer: v.dealer,
          }), { seed: h("code", { class: "mouche-seed", text: String(v.seed) }) }),
        " ", permalink),
    );
    const jetons = v.jetons || [];
    nodes.push(
      h("div", { class: "mouche-play__table" },
        // A region of its own, reached by Tab: on a narrow screen (and in longer words) it scrolls.
        h("div", { class: "mouche-table-wrap", attrs: { tabindex: "0", role: "region", "aria-label": t("The seats") } },
          h("table", { class: "mouche-seats" },
            h("caption", { class: "mouche-sr", text: t("The seats: decisions, cards in hand, tricks and jetons") }),
            h("thead", {}, h("tr", {}, [t("Seat"), ...(v.sided ? [t("Side")] : []), t("Decision"), t("Cards"), t("Tricks"), ...(v.chalked ? [t("Chalks")] : []), v.over ? t("Jetons won or paid") : t("Jetons paid in")].map((head) => h("th", { attrs: { scope: "col" }, text: head })))),
            h("tbody", {}, v.seats.map((s) =>
              h("tr", { class: s.seat === v.to_act ? "mouche-seats--to-act" : "" },
                h("th", { attrs: { scope: "row" }, text: s.seat === v.to_act ? t("{seat} ◀ to play", { seat: sideSeat(s, v) }) : sideSeat(s, v) }),
                ...(v.sided ? [h("td", { text: s.seat === v.seat || s.partner ? t("Yours") : t("The other") })] : []),
                h("td", { text: s.decision || "" }),
                // a hand shown to you (your partner's at the Triomphe): its cards, else how many
                s.shown && s.shown.length ? h("td", {}, h("span", { class: "mouche-sr", text: t("{n} cards, shown:", { n: s.cards }) }), " ", cardsNode(s.shown)) : h("td", { text: String(s.cards) }),
                h("td", { text: String(s.tricks) }),
                ...(v.chalked ? [h("td", { text: String(s.chalks) })] : []),
                h("td", { text: jetons.length ? signed(jetons[s.seat]) : "" })))))),
        factsNode(v)),
    );
    if (v.basket !== undefined && !v.sided) {  // two sides stake nothing: they play for points
      nodes.push(
        h("p", { class: "mouche-play__pot" },
          h("strong", { text: v.over ? t("Basket carried to the next deal:") : t("In the basket, on the game:") }), " ", tn("{n} jeton", "{n} jetons", v.basket)),
      );
    }
    if (v.chalked) {  // Cotton's first Lanterloo: tricks chalked, paid at the game's end
      const game = { number: v.game_deal + 1, total: v.game_deals };
      nodes.push(h("p", { class: "mouche-play__pot" },
        t("Deal {number} of a game of {total}: each trick is chalked to its taker, and the chalks are paid from the stock after the last deal.", game)));
    }
    if (v.trick && v.trick.cards.length) {
      nodes.push(h("p", { class: "mouche-play__trick" },
        ...withNodes(t("Trick {number}, led by p{seat}: {cards}", { number: v.tricks.length + 1, seat: v.trick.leader }), {
          cards: h("span", {}, v.trick.cards.map((c, i) => [i ? ", " : "", `p${c.seat} `, cardNode(c.card)])),
        })));
    }
    if (v.tricks.length) {
      const last = v.tricks[v.tricks.length - 1];
      nodes.push(h("p", { class: "mouche-muted" }, ...withNodes(t("Last trick: {cards} won by p{seat}.", { seat: last.winner }), { cards: cardsNode(last.cards) })));
    }
    nodes.push(handNode(v));
    nodes.push(actionsNode(v));
    nodes.push(hintBox);
    if (v.over && v.result) {
      nodes.push(h("h3", { text: t("The deal is over") }), resultNode(v.result, links));
    }
    nodes.push(
      h("details", { class: "mouche-play__log", open: true },
        h("summary", { text: t("Actions and rulings ({count})", { count: number(v.log.length) }) }),
        // each action as its rulings say it ("p3 plays 8♣"); its notation ("p3 play 8C",
        // the records' and the permalink's) only where no ruling says it (issue 40.11)
        h("ol", {}, v.log.map((entry) => h("li", { dataset: { action: entry.action } },
          entry.rulings && entry.rulings.length ? null : h("code", { class: "mouche-action", text: entry.action }),
          rulingsList(entry.rulings, links))))),
    );
    return nodes;
  }

  // Beside the seats: the trump suit and how the cards rank in this deal's pack, as the
  // engine gives them (with the clauses the ruleset cites), so that no trick surprises.
  function factsNode(v) {
    const ranking = v.ranking || { ranks: [], clauses: [] };
    const ranks = ranking.ranks || [];
    const aceLow = ranks.includes("A") && ranks.includes("J") && ranks.indexOf("A") > ranks.indexOf("J");
    return h("div", { class: "mouche-play__facts", attrs: { role: "group", "aria-label": t("Trumps and the order of the cards") } },
      h("p", {}, h("strong", { text: t("Trumps:") }), " ",
        ...withNodes(t("{symbol} {suit}, the suit of the turn-up {card}.", { suit: suitName(v.trump) }), { symbol: suitNode(v.trump), card: cardNode(v.turnup) })),
      h("p", {},
        h("strong", { text: t("Cards rank, highest first:") }), " ",
        ...withNodes(aceLow ? t("{ranks}, in every suit, trumps included (the ace below the knave).") : t("{ranks}, in every suit, trumps included."), {
          ranks: h("span", { class: "mouche-play__ranks", text: ranks.map(rankLabel).join(" ") }),
        })),
      ranking.top ? h("p", {}, h("strong", { text: t("Above every card:") }), " ",
        ...withNodes(t("{card} beats every other card, trumps included.", {}), { card: cardNode(ranking.top) })) : null,
      (ranking.clauses || []).length ? h("p", { class: "mouche-play__facts-cite" }, t("Rules:"), " ", clauseLinks(ranking.clauses, v.clause_links)) : null);
  }

  function handNode(v) {
    const canPlay = v.legal_cards.length > 0;
    const exchanging = v.exchange_max > 0;
    const buttons = v.hand.map((card) => {
      const legal = v.legal_cards.includes(card);
      const isSelected = selected.has(card);
      // The name read out starts with what is seen (K♠), then says it in words.
      const words = legal ? t("{card}, legal", { card: cardName(card) }) : cardName(card);
      const button = h("button", {
        type: "button",
        class: `mouche-hand-card${legal ? " mouche-hand-card--legal" : ""}${isSelected ? " mouche-hand-card--selected" : ""}`,
        dataset: { card, legal: legal ? "true" : "false" },
        attrs: exchanging ? { "aria-pressed": isSelected ? "true" : "false" } : {},
        disabled: !(canPlay || exchanging) || busy,
      }, cardNode(card), h("span", { class: "mouche-sr", text: ` (${words})` }));
      button.addEventListener("click", () => {
        if (canPlay) act(`p${v.seat} play ${card}`, { card });
        else if (exchanging) {
          if (selected.has(card)) selected.delete(card);
          else selected.add(card);
          show(view, { card });
        }
      });
      return button;
    });
    const hint = canPlay
      ? t("Your turn: legal cards are marked ✓ (any other card is refused with the clause).")
      : exchanging ? tn("Select up to {n} card to exchange, or choose a decision below.", "Select up to {n} cards to exchange, or choose a decision below.", v.exchange_max) : "";
    return h("div", { class: "mouche-play__hand" },
      h("p", { id: "mouche-hand-label" }, h("strong", { text: t("Your hand") }), hint ? ` — ${hint}` : ""),
      h("div", { class: "mouche-play__cards", attrs: { role: "group", "aria-labelledby": "mouche-hand-label" } }, buttons));
  }

  function actionsNode(v) {
    setGame(v.game);
    const bar = h("div", { class: "mouche-play__actions" });
    for (const { action, legal, ends, miss } of v.buttons) {
      const text = miss ? t("Take the miss (put down your hand for the extra one)") : choiceLabel(action);
      bar.append(h("button", { type: "button", class: "md-button", dataset: { action, legal: legal ? "true" : "false", ends: ends ? "true" : "false" }, text, on: { click: () => act(action, { action }) } }), " ");
    }
    if (v.exchange_max > 0) {
      const cards = [...selected];
      bar.append(h("button", {
        type: "button",
        class: "md-button",
        dataset: { action: "exchange" },
        disabled: cards.length === 0,
        text: cards.length ? tn("Exchange {n} card", "Exchange {n} cards", cards.length) : t("Exchange (select cards)"),
        on: { click: () => act(`p${v.seat} exchange ${cards.join(" ")}`, { action: "exchange" }) },
      }));
    }
    // No hint where there is nothing to choose: one legal card and no other move (it
    // valued the only card and spoke of "each of the 1 ways": issue 40.11).
    const choices = (v.legal_cards || []).length + v.buttons.filter((b) => b.legal).length + (v.exchange_max > 0 ? 1 : 0);
    if (v.your_turn && choices > 1) {
      paintHintButton();
      bar.append(" ", hintButton);
    }
    if (v.over) {
      // The session goes on: the deal passes to the next seat, the basket (and at Cotton's
      // Lanterloo the chalks) carried; a new seed deals the cards.
      const next = { ruleset: v.ruleset, players: v.players, seat: v.seat, actions: [], ...(v.next || {}) };
      bar.append(h("button", { type: "button", class: "md-button md-button--primary mouche-play__next", text: t("Next deal (the deal passes on)"), on: { click: () => request("position", { ...next, seed: randomSeed() }, { again: true }) } }), " ");
      bar.append(h("button", { type: "button", class: "md-button mouche-play__again", text: t("Deal again (new seed)"), on: { click: () => { seedInput.value = ""; deal({ again: true }); } } }));
    } else if (!v.your_turn && !v.buttons.length) {
      bar.append(h("span", { class: "mouche-muted", text: t("Waiting for the engine…") }));
    }
    return bar;
  }

  // --- the hint -----------------------------------------------------------------
  function positionKey(v) {
    return JSON.stringify(v.permalink);
  }

  const HINT_LABELS = {
    idle: () => t("Hint: value my choices"),
    running: () => t("Cancel the hint"),
    done: () => t("Hide the hint"),
    hidden: () => t("Show the hint"),
  };

  function hintState() {
    return hint && ["running", "done", "hidden"].includes(hint.state) ? hint.state : "idle";
  }

  function paintHintButton() {
    const state = hintState();
    hintButton.textContent = HINT_LABELS[state]();
    hintButton.dataset.state = state;
    hintButton.setAttribute("aria-expanded", state === "running" || state === "done" ? "true" : "false");
    root.dataset.hint = hint ? hint.state : "";
  }

  // The Hint button's one job at a time: start, cancel, hide, show again.
  function toggleHint() {
    const state = hintState();
    if (state === "running") {
      cancelHint(t("Hint cancelled: nothing was valued."));
    } else if (state === "done" || state === "hidden") {
      hint.state = state === "done" ? "hidden" : "done";
      showHint(hint.state === "done");
      paintBadges();
      paintHintButton();
    } else startHint();
  }

  function startHint() {
    if (!view || !view.your_turn) return;
    const v = view;
    const progressBar = h("progress", { attrs: { max: "1", "aria-label": t("Hint: deals played") } });
    progressBar.value = 0;
    const progressText = h("span", { text: t("Starting…") });
    const run = runHint(v.permalink, {
      status,
      onProgress: (done, total) => {
        if (!hint || hint.run !== run) return;
        progressBar.max = total;
        progressBar.value = done;
        progressBar.setAttribute("aria-valuetext", tn("{done} of {n} deal", "{done} of {n} deals", total, { done: number(done) }));
        progressText.textContent = tn("{done} of {n} deal of the hidden cards played…", "{done} of {n} deals of the hidden cards played…", total, { done: number(done) });
        root.dataset.hintDone = String(done);
      },
    });
    hint = { key: positionKey(v), state: "running", run, result: null };
    root.dataset.hintDone = "0";
    hintSaid.textContent = t("Valuing your choices: the engine plays this deal out many times…");
    hintBody.replaceChildren(h("p", { class: "mouche-hint__progress" }, progressBar, " ", progressText));
    delete hintBox.dataset.result;
    showHint(true);
    paintHintButton();
    run.promise.then((out) => finishHint(run, out, v));
  }

  function finishHint(run, out, v) {
    if (!hint || hint.run !== run || hint.state !== "running") return; // cancelled or replaced
    if (!out || out.error || out.cancelled) {
      hint.state = "failed";
      hintSaid.textContent = out && out.error ? "" : t("The hint stopped: the engine could not be reached.");
      hintBody.replaceChildren(out && out.error ? errorBox(out.error, v.clause_links || {}, t("No hint")) : "");
      paintHintButton();
      return;
    }
    hint.state = "done";
    hint.result = out.hint;
    hintSaid.textContent = hintSummary(out.hint);
    hintBody.replaceChildren(
      hintTable(out.hint, (cards) => {
        selected = new Set(cards);
        show(view, { select: true });
      }),
      hintCommand(v.record),
    );
    hintBox.dataset.result = JSON.stringify(out.hint);
    paintBadges();
    paintHintButton();
  }

  function cancelHint(said) {
    if (!hint || hint.state !== "running") return;
    hint.run.cancel();
    hint.state = "cancelled";
    hintSaid.textContent = said;
    hintBody.replaceChildren();
    paintHintButton();
  }

  // The position changes: its hint goes, and a hint under way stops after its chunk.
  function stopHint() {
    if (!hint) return;
    if (hint.state === "running") hint.run.cancel();
    hint = null;
    hintSaid.textContent = "";
    hintBody.replaceChildren();
    showHint(false);
    delete hintBox.dataset.result;
    paintHintButton();
  }

  function showHint(shown) {
    hintTitle.hidden = !shown;
    hintBody.hidden = !shown;
    hintSaid.classList.toggle("mouche-sr", !shown); // still in the page, to be heard
  }

  // Each value beside its button: the cards, the decisions, an exchange of the cards selected.
  function paintBadges() {
    for (const old of board.querySelectorAll(".mouche-hint-value")) old.remove();
    if (!hint || hint.state !== "done" || !hint.result) return;
    const chosen = [...selected].sort().join(" ");
    hint.result.actions.forEach((entry, i) => {
      const [, verb, card] = entry.action.split(" ");
      let target = null;
      if (verb === "play") target = board.querySelector(`.mouche-hand-card[data-card="${card}"]`);
      else if (exchangeCards(entry.action)) {
        if (exchangeCards(entry.action).slice().sort().join(" ") === chosen) {
          target = board.querySelector(".mouche-play__actions button[data-action='exchange']");
        }
      } else target = board.querySelector(`.mouche-play__actions button[data-action="${entry.action}"]`);
      if (target) target.append(valueBadge(entry, i === 0));
    });
  }

  // --- start -------------------------------------------------------------------
  root.append(form, status, message, announce, board);
  const link = readPermalink();
  if (link) {
    // The form starts on the link's game, so that Deal deals it as the link's own button
    // shows it (a family page's or the history's "play it" had the form on the first
    // ruleset of the list, and Deal dealt van der Aa's Mouche for Cotton's French Ruff).
    if (rulesets.some((r) => r.id === link.ruleset)) {
      rulesetSelect.value = link.ruleset;
      fillPlayers();
      offer(playersSelect, link.players);
      fillSeats();
      offer(seatSelect, link.seat);
    }
    const restore = h("button", { type: "button", class: "md-button md-button--primary mouche-play__restore", text: t("Show the position from this link") });
    const box = h("div", { class: "mouche-play__link" },
      h("p", {}, ...withNodes(t("This page was opened with a position in its address ({actions})."), {
        actions: h("code", { text: tn("{n} action", "{n} actions", link.actions.length) }),
      }), " "), restore);
    restore.addEventListener("click", () => {
      box.remove();
      request("position", link, { restored: true }, { fromLink: true });
    });
    root.insertBefore(box, form);
  }
}

export { clauseLink };
