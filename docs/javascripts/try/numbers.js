// Rulesets in numbers: many sessions played by the engine's built-in player, in the
// page's engine worker, drawn with Observable Plot (self-hosted, loaded only here).
//
// Every parameter of a run is in the page's address (?a=academie&b=vanderaa1721&
// players=4&deals=10000&session=10&seed=1&a.mouche_limit=20), so a link reproduces
// the same numbers; `python -m mouche simulate` prints them for the same parameters.
// The engine plays a run in chunks of sessions (the `simulate` operation of
// mouche.browser); the page only shows progress, lets the reader cancel, and draws.

import { call, onProgress } from "./engine.js";
import { inEnglish, lang, number, percent, separator, t, tn } from "./i18n.js";
import { h } from "./render.js";
import { axisNumbers, colours, loadPlot, seatAxis, shareLabels } from "./charts.js";

const CHUNK_DEALS = 400; // deals per engine request: progress moves several times a second
const EVENT_LABELS = {
  "mouche-dealt": () => t("a mouche dealt"),
  "all-pass": () => t("everyone passed"),
  "mouche-made": () => t("someone made the mouche"),
  "trap-sprung": () => t("a saved mouche sprung"),
};
// The same, broken into short lines under the bars.
const EVENT_TICKS = {
  "mouche-dealt": () => t("a mouche\ndealt"),
  "all-pass": () => t("everyone\npassed"),
  "mouche-made": () => t("mouche\nmade"),
  "trap-sprung": () => t("saved\nmouche\nsprung"),
};

const STYLE_LABELS = {
  "shows-at-once": () => t("shows it at once (art. 10)"),
  "saves-the-mouche": () => t("saves it: stands, shows it before the first card (art. 13)"),
};

/** A seat by its place in playing order, as the engine's figures list them (`k` from 0,
 * the eldest hand, to `players - 1`, the dealer). */
function seatPosition(k, players) {
  if (k === 0) return t("eldest");
  return k === players - 1 ? t("dealer") : t("eldest + {k}", { k: number(k) });
}

/** The figures' titles (a citation names them in English: see figureFrame). */
const FIGURE_TITLES = {
  basket: () => t("The basket over a session"),
  seats: () => t("Net jetons by seat"),
  events: () => t("How deals go"),
  tricks: () => t("Tricks per player"),
};

function whole(value, low, high, fallback) {
  const text = String(value ?? "").trim();
  if (!/^[0-9]{1,16}$/.test(text)) return fallback;
  const n = Number(text);
  return n >= low && n <= high ? n : fallback;
}

// ------------------------------------------------------------------ the parameters

function readSpec(params, data) {
  const presets = new Map(data.presets.map((p) => [p.id, p]));
  const side = (key, fallback) => {
    const id = params.get(key) ?? fallback;
    if (!id || !presets.has(id)) return null;
    const rules = {};
    for (const o of data.options) {
      const v = params.get(`${key}.${o.name}`);
      if (v !== null && v !== presets.get(id).options[o.name]) rules[o.name] = v.slice(0, 40);
    }
    return { ruleset: id, rules };
  };
  const spec = {
    a: side("a", "academie") || side("a", data.presets[0].id),
    b: params.has("b") ? side("b", null) : side("b", "vanderaa1721"),
    players: whole(params.get("players"), 2, MOST_PLAYERS, 4),
    deals: whole(params.get("deals"), 1, data.max_deals, 10000),
    session: whole(params.get("session"), 1, data.max_session, 10),
    seed: whole(params.get("seed"), 0, Number.MAX_SAFE_INTEGER, 1),
    style: data.styles.includes(params.get("style")) ? params.get("style") : data.styles[0],
    p0: reasoningOffered(data) && params.get("p0") === data.reasoning.style ? data.reasoning.style : "",
  };
  // A run with the reasoning player is shorter (a permalink asking more plays the most).
  if (spec.p0) spec.deals = Math.min(spec.deals, data.reasoning.max_deals);
  return spec;
}

/** Whether the page may seat the reasoning player at p0 (a build that says so). */
function reasoningOffered(data) {
  return Boolean(data.reasoning && data.reasoning.style && data.reasoning.max_deals);
}

function specParams(spec) {
  const params = new URLSearchParams();
  params.set("a", spec.a.ruleset);
  for (const [k, v] of Object.entries(spec.a.rules)) params.set(`a.${k}`, v);
  params.set("b", spec.b ? spec.b.ruleset : "");
  if (spec.b) for (const [k, v] of Object.entries(spec.b.rules)) params.set(`b.${k}`, v);
  for (const k of ["players", "deals", "session", "seed", "style"]) params.set(k, String(spec[k]));
  if (spec.p0) params.set("p0", spec.p0);
  return params;
}

function permalink(spec, english = false) {
  const url = new URL(location.href);
  // The English page's address (a citation's): the language's folder left out.
  if (english && lang() !== "en") url.pathname = url.pathname.replace(`/${lang()}/`, "/");
  url.search = specParams(spec).toString();
  url.hash = "simulate";
  return url.href;
}

// The presets' titles in the page's language (set when the page reads its data): a reader
// reads a ruleset by its title, never by its id (issue 40.11), in legends, tables and links.
const TITLES = new Map();

/** A side as a reader reads it: its preset's title, with the options changed; `english`:
 * as the English citation names it (the preset's id, which the English page's address holds). */
function sideName(side, english = false) {
  const name = english ? side.ruleset : TITLES.get(side.ruleset) || side.ruleset;
  const changed = Object.entries(side.rules).map(([k, v]) => `${k}=${v}`);
  return changed.length ? `${name} (${changed.join(", ")})` : name;
}

function describe(spec, english = false) {
  const [a, b] = [spec.a, spec.b].filter(Boolean).map((side) => sideName(side, english));
  const names = b ? t("{a} against {b}", { a, b }) : a;
  const style = STYLE_LABELS[spec.style] ? STYLE_LABELS[spec.style]() : spec.style;
  const players = spec.p0
    ? t("the reasoning player at p0, the built-in player at the others: {style}", { style })
    : t("the built-in player: {style}", { style });
  return [
    names,
    tn("{n} player", "{n} players", spec.players),
    tn("{n} deal in sessions of {session}", "{n} deals in sessions of {session}", spec.deals, { session: number(spec.session) }),
    players,
    t("seed {seed}", { seed: spec.seed }),
  ].join(separator());
}

// ------------------------------------------------------------------ the form

function field(label, control, hint) {
  return h("label", { class: "mouche-numbers__field" }, h("span", { text: label }), control, hint ? h("small", { class: "mouche-numbers__hint", text: hint }) : null);
}

function sideControls(key, label, data, side, optional) {
  const select = h("select", { attrs: { "aria-label": t("{side}: preset", { side: label }) }, name: key });
  if (optional) select.append(h("option", { value: "", text: t("(none: one ruleset only)") }));
  for (const p of data.presets) select.append(h("option", { value: p.id, text: p.title }));
  select.value = side ? side.ruleset : "";
  const options = h("div", { class: "mouche-numbers__options" });
  const details = h("details", { class: "mouche-numbers__changes" }, h("summary", { text: t("Change options") }), options);
  const inputs = new Map();
  // A preset's option controls (a few hundred elements for both sides) are made when the
  // reader first opens "Change options", or at once when the address changes an option.
  const build = () => {
    const preset = data.presets.find((p) => p.id === select.value);
    if (!preset || inputs.size) return;
    for (const o of data.options) {
      const current = side && side.ruleset === preset.id && o.name in side.rules ? side.rules[o.name] : preset.options[o.name];
      let input;
      if (o.integer) {
        input = h("input", { type: "text", value: current, attrs: { inputmode: "text", size: "8", "aria-label": o.title } });
      } else {
        input = h("select", { attrs: { "aria-label": o.title } }, o.choices.map((c) => h("option", { value: c, text: (o.names && o.names[c]) || c })));
        input.value = current;
      }
      inputs.set(o.name, { input, preset: preset.options[o.name] });
      options.append(field(o.title, input, o.integer ? t("{choices}, or a whole number", { choices: o.choices.join(", ") }) : null));
    }
  };
  const fill = () => {
    options.replaceChildren();
    inputs.clear();
    const preset = data.presets.find((p) => p.id === select.value);
    details.hidden = !preset;
    if (!preset) return;
    if (details.open) build();
    if (side && Object.keys(side.rules).length && side.ruleset === preset.id) {
      build();
      details.open = true;
    }
  };
  details.addEventListener("toggle", () => { if (details.open) build(); });
  select.addEventListener("change", () => { side = null; fill(); });
  fill();
  const read = () => {
    if (!select.value) return null;
    const rules = {};
    for (const [name, { input, preset }] of inputs) {
      const v = input.value.trim();
      if (v !== preset) rules[name] = v.slice(0, 40);
    }
    return { ruleset: select.value, rules };
  };
  const node = h("fieldset", { class: "mouche-numbers__side" }, h("legend", { text: label }), field(t("Preset"), select), details);
  return { node, read, select };
}

/** The tricks a deal has at the longer hand of the runs compared: 0 to 5, or 0 to 3. */
function mostTricks(summaries) {
  return summaries.reduce((most, s) => (s.tricks_taken.tricks.length > most.length ? s.tricks_taken.tricks : most), []);
}

const TABLES = [3, 4, 5, 6];
const MOST_PLAYERS = 17;

/** The table sizes both presets deal (each preset's own: sides of two at French Ruff, two to
 * five at the Bête, up to seventeen at three-card Loo); the common ones of Mouche otherwise. */
function tablesOf(data, a, b) {
  const sizes = (id) => (data.presets.find((p) => p.id === id) || {}).players || TABLES;
  const first = a ? sizes(a) : TABLES;
  return b ? first.filter((n) => sizes(b).includes(n)) : first;
}

// ------------------------------------------------------------------ the figures

function figureFrame(id, title, caption, table, csv, spec, version) {
  const slot = h("div", { class: "mouche-numbers__plot" });
  const download = h("button", { type: "button", class: "md-button", text: t("Download CSV") });
  download.addEventListener("click", () => {
    const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = h("a", { href: url, download: `mouche-${id}.csv` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  // As the site's pages are cited (CMOS 17, 14.13): author, "page," site, version, last modified, URL.
  // In English in every interface: a citation names the English page (issue 25.2).
  const note = inEnglish(() => `The Mouche rules explorer contributors, “Rulesets in numbers,” figure “${FIGURE_TITLES[id]()}” (${describe(spec, true)}), Mouche rules explorer, version ${version.number}, last modified ${version.date}, ${permalink(spec, true)}.`);
  const cite = h("button", { type: "button", class: "md-button", text: t("Cite this figure") });
  const citeText = h("p", { class: "mouche-numbers__cite", text: note, hidden: true });
  cite.addEventListener("click", async () => {
    citeText.hidden = false;
    try {
      await navigator.clipboard.writeText(note);
      cite.textContent = t("Citation copied");
    } catch {
      cite.textContent = t("Citation shown below");
    }
  });
  return h(
    "figure",
    { class: "mouche-numbers__figure", id: `figure-${id}`, attrs: { "data-figure": id } },
    h("figcaption", {}, h("strong", { text: title }), " ", caption),
    slot,
    h("details", { class: "mouche-numbers__table" }, h("summary", { text: t("The numbers") }), table),
    h("p", { class: "mouche-numbers__actions" }, download, " ", cite),
    citeText,
  );
}

function numbersTable(head, rows) {
  return h(
    "div",
    { class: "mouche-numbers__scroll", attrs: { tabindex: "0", role: "region", "aria-label": t("Figure data") } },
    h(
      "table",
      {},
      h("thead", {}, h("tr", {}, head.map((c) => h("th", { attrs: { scope: "col" }, text: c })))),
      h("tbody", {}, rows.map((r) => h("tr", {}, r.map((c, i) => (i ? h("td", { text: shown(c) }) : h("th", { attrs: { scope: "row" }, text: shown(c) })))))),
    ),
  );
}

/** A cell as the page shows it: a number or a share ({share}) as the language writes it. */
function shown(cell) {
  if (typeof cell === "number") return number(cell, { maximumFractionDigits: 20 });
  if (cell && typeof cell === "object") return percent(cell.share);
  return String(cell);
}

/** The same for the CSV file: numbers as programs read them (12.34%, 0.5). */
function csvValue(cell) {
  if (cell && typeof cell === "object") return `${(100 * cell.share).toFixed(2)}%`;
  return String(cell);
}

const NEEDS_QUOTES = /[",\n]/; // (not after `return`: Babel's extractor would read a string there)

function csvText(head, rows) {
  const cell = (c) => {
    const v = csvValue(c);
    return NEEDS_QUOTES.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  };
  return [head, ...rows].map((r) => r.map(cell).join(",")).join("\n") + "\n";
}

/** Whether two runs gave the same figures in every deal: the options on which their
 * rulesets differ never came into play with these players (academie and academie-1765
 * differ only in what "sauver la Mouche" means when a player is asked about his mouche, and
 * the built-in player never asks). Their figures are then drawn once, under both names, and a note says
 * why (issue 40.11: two legends on one line, and nothing said). */
function sameFigures(summaries) {
  if (summaries.length < 2) return false;
  // what the figures draw (a run's tally of decisions names them by the ruleset's words)
  const figuresOf = (s) => JSON.stringify([s.basket, s.seats, s.events, s.tricks_taken]);
  return figuresOf(summaries[0]) === figuresOf(summaries[1]);
}

function figures(spec, all, version) {
  const same = sameFigures(all);
  const summaries = same ? all.slice(0, 1) : all;
  const names = same
    ? [t("{a} and {b}", { a: sideName(spec.a), b: sideName(spec.b) })]
    : summaries.map((_, i) => sideName(i ? spec.b : spec.a));
  const pct = (share) => ({ share });
  const out = [];

  const basket = summaries.flatMap((s, i) => s.basket.deal.map((d, k) => ({ ruleset: names[i], deal: d, value: s.basket.mean_after[k] })));
  const bHead = [t("Deal in the session"), ...names.map((n) => t("Mean basket after it: {ruleset}", { ruleset: n }))];
  const bRows = summaries[0].basket.deal.map((d, k) => [d, ...summaries.map((s) => s.basket.mean_after[k])]);
  out.push({
    id: "basket",
    title: FIGURE_TITLES.basket(),
    caption: t("Jetons in the basket after each deal of a session, averaged over the sessions (each starts with an empty basket)."),
    head: bHead,
    rows: bRows,
    draw: (Plot, width, colour) =>
      Plot.plot({
        width,
        height: 260,
        marginLeft: 48,
        x: { label: t("Deal in the session"), tickFormat: "d" },
        y: { label: t("Mean basket (jetons)"), grid: true, zero: true, tickFormat: axisNumbers() },
        color: { domain: names, range: colour, legend: names.length > 1 },
        marks: [
          Plot.ruleY([0]),
          Plot.lineY(basket, { x: "deal", y: "value", stroke: "ruleset", strokeWidth: 2, strokeDasharray: (d) => (d.ruleset === names[1] ? "6 3" : null) }),
          Plot.dot(basket, { x: "deal", y: "value", fill: "ruleset", r: 2.5 }),
        ],
      }),
  });

  const positions = summaries[0].seats.position.map((_, k, all) => seatPosition(k, all.length));
  const net = summaries.flatMap((s, i) => s.seats.net_per_deal.map((value, k) => ({ ruleset: names[i], position: positions[k], value })));
  out.push({
    id: "seats",
    title: FIGURE_TITLES.seats(),
    caption: t("What each seat wins or loses per deal on average, from the eldest hand (the dealer's right) to the dealer."),
    head: [t("Seat"), ...names.map((n) => t("Jetons per deal: {ruleset}", { ruleset: n }))],
    rows: positions.map((p, k) => [p, ...summaries.map((s) => s.seats.net_per_deal[k])]),
    draw: (Plot, width, colour) =>
      Plot.plot({
        width,
        height: 260,
        marginLeft: 48,
        marginBottom: width < 560 ? 48 : 30,
        fx: { label: null, domain: positions, ...seatAxis(width) },
        x: { axis: null, domain: names },
        y: { label: t("Jetons per deal"), grid: true, tickFormat: axisNumbers() },
        color: { domain: names, range: colour, legend: names.length > 1 },
        marks: [Plot.barY(net, { fx: "position", x: "ruleset", y: "value", fill: "ruleset" }), Plot.ruleY([0])],
      }),
  });

  const events = Object.keys(EVENT_LABELS);
  const ticks = Object.fromEntries(events.map((e) => [e, EVENT_TICKS[e]()]));
  const ev = summaries.flatMap((s, i) => events.map((e) => ({ ruleset: names[i], event: ticks[e], value: s.events[e].share })));
  out.push({
    id: "events",
    title: FIGURE_TITLES.events(),
    caption: t("The share of deals in which a mouche was dealt to someone, everyone passed, one or more players made the mouche (took no trick), or a saved mouche was shown after the others had decided."),
    head: [t("Event"), ...names.flatMap((n) => [t("Deals: {ruleset}", { ruleset: n }), t("Share: {ruleset}", { ruleset: n })])],
    rows: events.map((e) => [EVENT_LABELS[e](), ...summaries.flatMap((s) => [s.events[e].count, pct(s.events[e].share)])]),
    draw: (Plot, width, colour) =>
      Plot.plot({
        width,
        height: 280,
        marginLeft: 48,
        marginBottom: 52,
        fx: { label: null, domain: events.map((e) => ticks[e]) },
        x: { axis: null, domain: names },
        y: { label: t("Share of deals (%)"), grid: true, percent: true, tickFormat: axisNumbers(), insetTop: width < 560 ? 30 : 14 },
        color: { domain: names, range: colour, legend: names.length > 1 },
        marks: [Plot.barY(ev, { fx: "event", x: "ruleset", y: "value", fill: "ruleset" }), Plot.ruleY([0]), shareLabels(Plot, ev, "event", width)],
      }),
  });

  const tricks = summaries.flatMap((s, i) => s.tricks_taken.tricks.map((taken, k) => ({ ruleset: names[i], tricks: String(taken), value: s.tricks_taken.share[k] })));
  out.push({
    id: "tricks",
    title: FIGURE_TITLES.tricks(),
    caption: t("How often a player who played the tricks took none, one, … all of them, five or three (deals ended by a mouche, a lone player or all passing are not counted)."),
    head: [t("Tricks taken"), ...names.flatMap((n) => [t("Players: {ruleset}", { ruleset: n }), t("Share: {ruleset}", { ruleset: n })])],
    // The longer hand's rows (five tricks beside three): the shorter one took none of the rest.
    rows: mostTricks(summaries).map((taken, k) => [taken, ...summaries.flatMap((s) => [s.tricks_taken.count[k] ?? 0, pct(s.tricks_taken.share[k] ?? 0)])]),
    draw: (Plot, width, colour) =>
      Plot.plot({
        width,
        height: 260,
        marginLeft: 48,
        marginBottom: 44,
        fx: { label: t("Tricks taken"), labelOffset: 36, labelAnchor: "center", domain: ["0", "1", "2", "3", "4", "5"] },
        x: { axis: null, domain: names },
        y: { label: t("Share of players (%)"), grid: true, percent: true, tickFormat: axisNumbers(), insetTop: width < 560 ? 30 : 14 },
        color: { domain: names, range: colour, legend: names.length > 1 },
        marks: [Plot.barY(tricks, { fx: "tricks", x: "ruleset", y: "value", fill: "ruleset" }), Plot.ruleY([0]), shareLabels(Plot, tricks, "tricks", width)],
      }),
  });

  return out.map((f) => ({ ...f, node: figureFrame(f.id, f.title, f.caption, numbersTable(f.head, f.rows), csvText(f.head, f.rows), spec, version) }));
}

// ------------------------------------------------------------------ the widget

export function initNumbers(root) {
  if (root.dataset.init) return;
  root.dataset.init = "1";
  let data;
  try {
    data = JSON.parse(root.dataset.simulator || "{}");
    for (const p of data.presets || []) TITLES.set(p.id, p.title);
  } catch {
    return;
  }
  if (!Array.isArray(data.presets) || !data.presets.length) return;
  const spec = readSpec(new URLSearchParams(location.search), data);
  const a = sideControls("a", t("First ruleset"), data, spec.a, false);
  const b = sideControls("b", t("Second ruleset"), data, spec.b, true);
  const players = h("select", { attrs: { "aria-label": t("Players") } });
  // Only the sizes both presets deal, kept when still dealt, else four, else the first.
  const offerTables = (wanted) => {
    const sizes = tablesOf(data, a.select.value, b.select.value);
    players.replaceChildren(...sizes.map((n) => h("option", { value: String(n), text: number(n) })));
    const keep = sizes.includes(wanted) ? wanted : sizes.includes(4) ? 4 : sizes[0];
    if (keep !== undefined) players.value = String(keep);
    players.disabled = !sizes.length;
  };
  offerTables(spec.players);
  for (const side of [a, b]) side.select.addEventListener("change", () => offerTables(Number(players.value)));
  const deals = h("input", { type: "number", min: "1", max: String(data.max_deals), step: "1", value: String(spec.deals), attrs: { "aria-label": t("Deals") } });
  const session = h("input", { type: "number", min: "1", max: String(data.max_session), step: "1", value: String(spec.session), attrs: { "aria-label": t("Deals per session") } });
  const seed = h("input", { type: "number", min: "0", step: "1", value: String(spec.seed), attrs: { "aria-label": t("Seed") } });
  const style = h("select", { attrs: { "aria-label": t("Built-in player") } }, data.styles.map((s) => h("option", { value: s, text: STYLE_LABELS[s] ? STYLE_LABELS[s]() : s })));
  style.value = spec.style;
  const offered = reasoningOffered(data);
  const p0 = h("select", { attrs: { "aria-label": t("Player at p0") } }, [
    h("option", { value: "", text: t("the built-in player, as at the other seats") }),
    ...(offered ? [h("option", { value: data.reasoning.style, text: t("the reasoning player (it searches the deals it cannot see)") })] : []),
  ]);
  p0.value = spec.p0;
  const dealsMost = () => (p0.value ? Math.min(data.max_deals, data.reasoning.max_deals) : data.max_deals);
  const dealsHint = h("small", { class: "mouche-numbers__hint" });
  const sayDealsMost = () => {
    deals.max = String(dealsMost());
    dealsHint.textContent = p0.value
      ? t("1 to {most} with the reasoning player (each of its deals costs hundreds)", { most: number(dealsMost()) })
      : t("1 to {most}", { most: number(data.max_deals) });
  };
  p0.addEventListener("change", sayDealsMost);
  sayDealsMost();
  const run = h("button", { type: "button", class: "md-button md-button--primary", text: t("Run") });
  const cancel = h("button", { type: "button", class: "md-button", text: t("Cancel"), disabled: true });
  const bar = h("progress", { max: "1", value: "0", attrs: { "aria-label": t("Deals played") } });
  const status = h("p", { class: "mouche-numbers__status", attrs: { role: "status", "aria-live": "polite" } });
  const link = h("p", { class: "mouche-numbers__link" });
  const results = h("div", { class: "mouche-numbers__results" });
  root.replaceChildren(
    h(
      "form",
      { class: "mouche-numbers__form", on: { submit: (e) => e.preventDefault() } },
      h("div", { class: "mouche-numbers__sides" }, a.node, b.node),
      h(
        "fieldset",
        { class: "mouche-numbers__run" },
        h("legend", { text: t("The run") }),
        field(t("Players"), players),
        h("label", { class: "mouche-numbers__field" }, h("span", { text: t("Deals (each ruleset)") }), deals, dealsHint),
        field(t("Deals per session"), session, t("the basket and owed mouches carry over within a session")),
        field(t("Built-in player, with a mouche dealt"), style),
        ...(offered ? [field(t("Player at p0"), p0, t("the figures are then those of a table with it at p0; the link and each Cite say so"))] : []),
        field(t("Seed"), seed, t("the same seed gives the same numbers")),
      ),
      h("p", {}, run, " ", cancel, " ", bar),
    ),
    status,
    link,
    results,
  );

  let cancelled = false;
  let running = false;
  let schemeWatch = null;
  const unsubscribe = onProgress((m) => {
    if (running && m.stage !== "ready") status.textContent = m.text;
  });
  root.dispose = unsubscribe;

  const readForm = () => ({
    a: a.read(),
    b: b.read(),
    players: whole(players.value, 2, MOST_PLAYERS, null),
    deals: whole(deals.value, 1, dealsMost(), null),
    session: whole(session.value, 1, data.max_session, null),
    seed: whole(seed.value, 0, Number.MAX_SAFE_INTEGER, null),
    style: style.value,
    p0: offered ? p0.value : "",
  });

  async function playSide(side, current, total, done) {
    const args = { ruleset: side.ruleset, rules: side.rules, players: current.players, deals: current.deals, session: current.session, seed: current.seed, style: current.style };
    if (current.p0) args.seats = [{ seat: 0, style: current.p0 }];
    const sessions = Math.ceil(current.deals / current.session);
    // A reasoning seat: one session a request (the most the engine plays in one), so
    // progress and Cancel keep up.
    const count = current.p0 ? 1 : Math.max(1, Math.floor(CHUNK_DEALS / current.session));
    let acc = null;
    for (let start = 0; start < sessions; start += count) {
      if (cancelled) return null;
      const response = await call("simulate", { ...args, start, count, ...(acc ? { plus: acc } : {}) });
      if (!response.ok) throw new Error(`${sideName(side)}: ${response.error.message}`);
      acc = response.result.tally;
      bar.value = (done + acc.deals) / total;
      status.textContent = tn("Playing {ruleset}: {done} of {n} deal…", "Playing {ruleset}: {done} of {n} deals…", current.deals, { ruleset: sideName(side), done: number(acc.deals) });
    }
    if (cancelled) return null;
    const response = await call("simulate", { ...args, parts: [acc] });
    if (!response.ok) throw new Error(`${sideName(side)}: ${response.error.message}`);
    return response.result.summary;
  }

  async function draw(current, summaries) {
    const list = figures(current, summaries, { number: data.version || "", date: data.last_modified || "" });
    const note = sameFigures(summaries)
      ? h("p", { class: "mouche-numbers__same", text: t("{a} and {b} gave the same figures in every deal of this run: the options on which they differ never came into play with these players, so each figure draws them as one.", { a: sideName(current.a), b: sideName(current.b) }) })
      : null;
    results.replaceChildren(...(note ? [note] : []), ...list.map((f) => f.node));
    let Plot = null;
    try {
      Plot = await loadPlot();
    } catch (error) {
      status.textContent = t("The numbers are in the tables below; {reason}.", { reason: error.message });
      return;
    }
    const paint = () => {
      const colour = colours();
      for (const f of list) {
        const slot = f.node.querySelector(".mouche-numbers__plot");
        const width = Math.max(300, Math.min(760, slot.clientWidth || results.clientWidth || 600));
        const svg = f.draw(Plot, width, colour);
        svg.setAttribute("role", "img");
        svg.setAttribute("aria-label", t("{figure}: the same numbers are in the table below", { figure: f.title }));
        // The figure is one image with its label; Plot's labels on its inner groups are not
        // allowed there (no role), and the table below gives the numbers to everyone.
        for (const node of svg.querySelectorAll("[aria-label]")) node.removeAttribute("aria-label");
        slot.replaceChildren(svg);
      }
    };
    paint();
    // Repaint when the reader switches the colour scheme; one observer per widget, for the last run.
    if (schemeWatch) schemeWatch.disconnect();
    schemeWatch = new MutationObserver(paint);
    schemeWatch.observe(document.body, { attributes: true, attributeFilter: ["data-md-color-scheme"] });
  }

  run.addEventListener("click", async () => {
    const current = readForm();
    if (current.players === null) {
      status.textContent = t("These two presets have no table size in common: choose another pair.");
      return;
    }
    if (!current.a || current.deals === null || current.session === null || current.seed === null) {
      status.textContent = t("Give the number of deals (1 to {most}), deals per session (1 to {session}) and a whole-number seed.", { most: number(dealsMost()), session: number(data.max_session) });
      return;
    }
    const sides = [current.a, current.b].filter(Boolean);
    history.replaceState(history.state, "", permalink(current));
    link.replaceChildren(t("Link to this run:"), " ", h("a", { href: permalink(current), text: describe(current) }));
    cancelled = false;
    running = true;
    run.disabled = true;
    cancel.disabled = false;
    bar.value = 0;
    results.replaceChildren();
    root.dataset.summaries = "";
    root.dataset.state = "running";
    status.textContent = t("Starting the engine…");
    const total = current.deals * sides.length;
    const summaries = [];
    try {
      for (const [i, side] of sides.entries()) {
        const s = await playSide(side, current, total, i * current.deals);
        if (!s) break;
        summaries.push(s);
      }
    } catch (error) {
      status.textContent = t("The run stopped: {reason}", { reason: error.message });
      root.dataset.state = "failed";
      running = false;
      run.disabled = false;
      cancel.disabled = true;
      run.focus();
      return;
    }
    running = false;
    run.disabled = false;
    cancel.disabled = true;
    if (cancelled) {
      status.textContent = t("Cancelled: no figure is drawn from a partial run.");
      root.dataset.state = "cancelled";
      run.focus();
      return;
    }
    bar.value = 1;
    status.textContent = t("Done: {run}.", { run: describe(current) });
    root.dataset.summaries = JSON.stringify(summaries);
    root.dataset.state = "done";
    await draw(current, summaries);
    root.dataset.drawn = "1";
  });
  cancel.addEventListener("click", () => {
    cancelled = true;
    cancel.disabled = true;
    status.textContent = t("Cancelling after the current chunk…");
  });
}
