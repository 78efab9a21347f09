// The compare view: two rulesets (presets, or a preset with options changed), the
// options on which they differ with each side's clauses, and a hand record replayed
// under both with the cause of each difference (the engine's "compare" operation,
// mouche.compare.attribute).
//
// The state is in the address: ?record=NAME (or text=TOML) &a=PRESET &a.OPTION=VALUE
// &b=PRESET &b.OPTION=VALUE. Without `a`, ruleset A is the record's own. The page never
// trusts it: unknown presets or values fall back to a default, and the engine validates
// everything it is sent.
//
// It speaks in the reader's words: an option by its title, a value by its description (the
// engine's catalog, mouche.compare.value_words); the ids that records and links use are
// in code style beside a value, and in the tooltip of an option's name.

import {
  CLAUSE_ID, SITE_ROOT, clauseLink, engineCall, errorBox, h, markClick, resultNode, richText, statusNode,
} from "./render.js";
import { stepper } from "./hand.js";
import { andList, colon, separator, t, tn } from "./i18n.js";

const OWN = ""; // ruleset A = the record's own
const CUSTOM = "";  // the record = the text below

/** A link to the compare view with this state (for the hands, the workbench, the rulesets). */
export function compareHref(state) {
  const params = new URLSearchParams();
  if (state.record) params.set("record", state.record);
  else if (state.text) params.set("text", state.text);
  for (const side of ["a", "b"]) {
    const s = state[side];
    if (!s || !s.preset) continue;
    params.set(side, s.preset);
    for (const [name, value] of Object.entries(s.options || {})) params.set(`${side}.${name}`, String(value));
  }
  return new URL(`rulesets/compare/?${params.toString()}`, SITE_ROOT).href;
}

/** Text with the clause ids it names turned into links (ids the links know only). */
function linkedText(text, links) {
  // the words between the clauses with their cards as faces ("9S" was left in the prose:
  // issue 40.11), as every engine text on the site shows them
  // a clause's name holds a comma ("Académie des jeux, Art. 15"): two clauses the engine
  // lists with a comma are parted by a semicolon, as clauseLinks parts them
  const out = [];
  let last = 0;
  let linked = false;
  for (const m of text.matchAll(CLAUSE_ID)) {
    if (!links || typeof links[m[0]] !== "string") continue;
    const between = text.slice(last, m.index);
    const link = clauseLink(m[0], links);
    out.push(linked && between === ", " && link.textContent !== m[0] ? "; " : richText(between), link);
    last = m.index + m[0].length;
    linked = true;
  }
  out.push(richText(text.slice(last)));
  return out;
}

/** The attribution in sentences (the engine's own wording), clause ids linked. */
export function causesList(result, links) {
  return h("ul", { class: "mouche-cmp__why" }, (result.summary || []).map((line) => h("li", {}, linkedText(line, links))));
}

function clausesNode(ids, links, labels) {
  if (!ids || !ids.length) return h("span", { class: "mouche-muted", text: t("no clause") });
  // The reader's label ("Académie des jeux, Art. 5") as the text, the citable id as its title.
  return h("span", { class: "mouche-clauses" }, ids.map((id, i) => {
    const link = clauseLink(id, links);
    if (labels && labels[id] && link.tagName === "A") {
      link.textContent = labels[id];
      link.title = id;
      link.dataset.clause = id;
    }
    return [i ? separator() : "", link];
  }));
}

export function initCompare(root) {
  if (root.dataset.init) return;
  root.dataset.init = "1";
  let data;
  try {
    data = JSON.parse(root.dataset.compare || "{}");
  } catch {
    data = {};
  }
  const presets = data.presets || [];
  const options = data.options || [];
  const records = data.records || [];
  const links = { ...(data.links || {}) };
  const labels = data.labels || {};
  const presetById = Object.fromEntries(presets.map((p) => [p.id, p]));
  const optionOf = (name) => options.find((o) => o.name === name);
  const titleOf = (name) => (optionOf(name) || { title: name }).title;
  // An option by its title (a link to its entry), its id in the tooltip.
  const optionLink = (name, text = titleOf(name)) =>
    data.option_links && data.option_links[name]
      ? h("a", { href: new URL(data.option_links[name], SITE_ROOT).href, text, attrs: { title: t("option {name}", { name }) } })
      : h("span", { text, attrs: { title: t("option {name}", { name }) } });
  const choiceOf = (name, value) => {
    const o = optionOf(name);
    const label = o && o.integer && /^\d+$/.test(String(value)) ? "N" : String(value);
    return o ? o.choices.find((c) => c.label === label) : null;
  };
  // A value in the reader's words (the engine's), the number itself in place of N.
  const valueWords = (name, value) => {
    const c = choiceOf(name, value);
    return c && c.words ? c.words.replace(/\bN\b/g, String(value)) : String(value);
  };
  // A value's id, as records and links write it.
  const valueId = (value) => h("code", { class: "mouche-cmp__id", text: String(value), attrs: { title: t("as records and links write it") } });

  // --- the form ---------------------------------------------------------------
  const recordSelect = h("select", { id: "mouche-cmp-record", name: "record" });
  for (const r of records) recordSelect.append(h("option", { value: r.name, text: `${r.title} (${r.ruleset})` }));
  recordSelect.append(h("option", { value: CUSTOM, text: t("A record of your own (below)") }));
  const textarea = h("textarea", {
    id: "mouche-cmp-text", class: "mouche-workbench__text", spellcheck: false,
    attrs: { rows: "10", "aria-label": t("Hand record (TOML)") },
  });
  const recordBox = h("fieldset", { class: "mouche-cmp__record" },
    h("legend", { text: t("Hand") }),
    h("label", { attrs: { for: "mouche-cmp-record" }, text: t("Record") }), " ", recordSelect, textarea);

  function sideForm(side) {
    const select = h("select", { id: `mouche-cmp-${side}`, name: side });
    if (side === "a") select.append(h("option", { value: OWN, text: t("the record's own ruleset") }));
    for (const p of presets) select.append(h("option", { value: p.id, text: p.title })); // the title alone, as Play's and the simulator's
    const controls = {};
    const rows = options.map((o) => {
      const id = `mouche-cmp-${side}-${o.name}`;
      const choice = h("select", { id, dataset: { option: o.name } });
      for (const c of o.choices) {
        const text = c.label === "N" ? t("a number…") : c.words || c.label;
        choice.append(h("option", { value: c.label, text, attrs: { title: c.label } }));
      }
      const number = o.integer
        ? h("input", { type: "text", inputMode: "numeric", size: 4, attrs: { "aria-label": t("{option}: the number", { option: o.title }), autocomplete: "off" } })
        : null;
      controls[o.name] = { choice, number };
      return h("div", { class: "mouche-cmp__option" },
        h("label", { attrs: { for: id }, text: `${o.title} ` }), choice, number ? [" ", number] : []);
    });
    const count = h("span", { class: "mouche-cmp__changed" });
    const details = h("details", { class: "mouche-cmp__options-form" }, h("summary", {}, t("Change options"), " ", count), rows);
    const box = h("fieldset", { class: "mouche-cmp__side" },
      h("legend", { text: side === "a" ? t("Ruleset A") : t("Ruleset B") }),
      h("label", { attrs: { for: `mouche-cmp-${side}` }, text: t("Preset") }), " ", select, details);
    return { side, select, controls, count, details, box };
  }
  const forms = { a: sideForm("a"), b: sideForm("b") };

  const valueOf = (ctl) => (ctl.choice.value === "N" ? (ctl.number.value.trim() || "N") : ctl.choice.value);
  const setValue = (ctl, value) => {
    const v = String(value);
    if ([...ctl.choice.options].some((o) => o.value === v) && v !== "N") {
      ctl.choice.value = v;
      if (ctl.number) ctl.number.value = "";
    } else if (ctl.number && /^\d+$/.test(v)) {
      ctl.choice.value = "N";
      ctl.number.value = v;
    }
    if (ctl.number) ctl.number.hidden = ctl.choice.value !== "N";
  };
  const currentRecord = () => records.find((r) => r.name === recordSelect.value) || null;
  // The preset a side is made from: A's own is the named record's ruleset (unknown for a pasted one).
  const presetOf = (f) => {
    if (f.select.value !== OWN) return presetById[f.select.value] || null;
    const rec = currentRecord();
    return rec ? presetById[rec.ruleset] || null : null;
  };
  function resetOptions(f) {
    const p = presetOf(f);
    for (const o of options) setValue(f.controls[o.name], p ? p.options[o.name] : o.choices[0].label);
    f.details.querySelectorAll("select, input").forEach((el) => { el.disabled = !p; });
  }
  function changed(f) {
    const p = presetOf(f);
    if (!p) return {};
    const out = {};
    for (const o of options) {
      const v = valueOf(f.controls[o.name]);
      if (v !== p.options[o.name]) out[o.name] = v;
    }
    return out;
  }
  function spec(f) {
    if (f.select.value === OWN) return null;
    return { preset: f.select.value, options: changed(f) };
  }

  // --- the options that differ (before the engine: from the presets' data) ----------
  const optionsOut = h("div", { class: "mouche-cmp__diff", attrs: { "aria-live": "polite" } });
  function citesOf(p, name, value) {
    const o = options.find((x) => x.name === name);
    const label = o && o.integer && /^\d+$/.test(value) ? "N" : value;
    return ((p.cites || {})[name] || {})[label] || [];
  }
  function describe(name, value) {
    const c = choiceOf(name, value);
    return c ? c.description.replace(/\bN\b/g, String(value)) : "";
  }
  function previewDifferences() {
    const pa = presetOf(forms.a);
    const pb = presetOf(forms.b);
    if (!pa || !pb) return null;
    const va = { ...pa.options, ...changed(forms.a) };
    const vb = { ...pb.options, ...changed(forms.b) };
    return options.filter((o) => va[o.name] !== vb[o.name]).map((o) => ({
      option: o.name, title: o.title, a: va[o.name], b: vb[o.name],
      a_description: describe(o.name, va[o.name]), b_description: describe(o.name, vb[o.name]),
      a_cites: citesOf(pa, o.name, va[o.name]), b_cites: citesOf(pb, o.name, vb[o.name]),
    }));
  }
  function differencesNode(diffs, nameA, nameB) {
    if (diffs === null) {
      return h("p", { class: "mouche-muted", text: t("Ruleset A is the pasted record's own: the engine reads it when you press Compare and explain.") });
    }
    if (!diffs.length) return h("p", { text: t("{a} and {b} give every option the same value.", { a: nameA, b: nameB }) });
    const cell = (name, value, description, cites, label) =>
      h("td", { dataset: { label } },
        h("span", { class: "mouche-cmp__value", text: String(description).replace(/\bN\b/g, String(value)) }),
        " ", valueId(value), h("br"), clausesNode(cites, links, labels));
    return h("div", { class: "mouche-cmp__scroll", attrs: { tabindex: "0", role: "region", "aria-label": t("Options that differ") } },
      h("table", { class: "mouche-compare mouche-cmp__table" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("Option") }), h("th", { scope: "col", text: `${colon("A")} ${nameA}` }), h("th", { scope: "col", text: `${colon("B")} ${nameB}` }))),
        h("tbody", {}, diffs.map((d) => h("tr", {},
          h("th", { scope: "row" }, optionLink(d.option, d.title)),
          cell(d.option, d.a, d.a_description, d.a_cites, `${colon("A")} ${nameA}`),
          cell(d.option, d.b, d.b_description, d.b_cites, `${colon("B")} ${nameB}`))))));
  }
  // A side as the engine's sentences name it, by its title (never its id): "Académie des
  // jeux, articles 5 to 15", or that "with the dealer's ante (five jetons)".
  const sideLabel = (id, changes) => {
    const lower = (text) => text.charAt(0).toLowerCase() + text.slice(1);
    const preset = presetById[id] ? presetById[id].title : id;
    const ch = Object.entries(changes || {}).map(([k, v]) => `${lower(titleOf(k))} (${valueWords(k, v)})`);
    return ch.length ? t("{preset} with {changes}", { preset, changes: andList(ch) }) : preset;
  };
  const formLabel = (f) => {
    const p = presetOf(f);
    return p ? sideLabel(p.id, changed(f)) : t("the record's own");
  };
  function showDifferences(diffs = previewDifferences(), nameA = formLabel(forms.a), nameB = formLabel(forms.b)) {
    const n = diffs ? diffs.length : 0;
    optionsOut.replaceChildren(
      h("h2", { id: "options-that-differ", text: diffs === null ? t("Options that differ") : t("Options that differ ({count})", { count: n }) }),
      differencesNode(diffs, nameA, nameB),
    );
  }

  // --- the address ------------------------------------------------------------
  function state() {
    const rec = currentRecord();
    return {
      record: rec ? rec.name : null,
      text: rec ? null : textarea.value,
      a: spec(forms.a),
      b: spec(forms.b),
    };
  }
  function writeAddress() {
    const url = new URL(compareHref(state()));
    history.replaceState(history.state, "", url.search + location.hash);
  }
  function readAddress() {
    const params = new URLSearchParams(location.search);
    const name = params.get("record");
    const text = params.get("text");
    if (name && records.some((r) => r.name === name)) recordSelect.value = name;
    else if (text) {
      recordSelect.value = CUSTOM;
      textarea.value = text.slice(0, 20000);
    } else if (records.some((r) => r.name === "saved-mouche")) recordSelect.value = "saved-mouche";
    const rec = currentRecord();
    for (const f of Object.values(forms)) {
      const preset = params.get(f.side);
      if (preset && presetById[preset]) f.select.value = preset;
      else if (f.side === "a") f.select.value = OWN;
      else if (rec && presetById[rec.other]) f.select.value = rec.other;
      else {
        // A pasted record: B is the counterpart of the ruleset it names.
        const named = /^\s*ruleset\s*=\s*"([^"]*)"/m.exec(textarea.value);
        const own = named && presetById[named[1]];
        const other = own ? own.counterpart : presets.length > 1 ? presets[1].id : "";
        if (presetById[other]) f.select.value = other;
      }
      resetOptions(f);
      for (const o of options) {
        const v = params.get(`${f.side}.${o.name}`);
        if (v !== null && presetOf(f)) setValue(f.controls[o.name], v);
      }
    }
  }
  let lastRecord = null;
  function refreshForm() {
    const rec = currentRecord();
    textarea.hidden = Boolean(rec);
    if (rec) lastRecord = rec;
    else if (!textarea.value) textarea.value = (lastRecord || records[0] || { text: "" }).text;
    for (const f of Object.values(forms)) {
      const n = Object.keys(changed(f)).length;
      f.count.textContent = n ? tn("({n} changed)", "({n} changed)", n) : "";
      for (const o of options) {
        const ctl = f.controls[o.name];
        const p = presetOf(f);
        ctl.choice.closest(".mouche-cmp__option").classList.toggle("mouche-cmp__option--changed", Boolean(p) && valueOf(ctl) !== p.options[o.name]);
      }
    }
    showDifferences();
    writeAddress();
  }

  // --- the engine's answer -------------------------------------------------------
  const status = statusNode();
  const out = h("div", { class: "mouche-cmp__out", attrs: { "aria-live": "polite" } });
  const run = h("button", { type: "submit", class: "md-button md-button--primary", text: t("Compare and explain") });
  const form = h("form", { class: "mouche-cmp__form" }, recordBox, h("div", { class: "mouche-cmp__sides" }, forms.a.box, forms.b.box), run);

  function outcomeTable(result, allLinks) {
    const causes = Object.fromEntries((result.causes || []).map((c) => [c.field, c]));
    const causeCell = (f) => {
      const c = causes[f.field];
      if (!c) return h("td", { dataset: { label: t("Caused by") } });
      // The options' links in the language's list ("a, b and c"): its words between them.
      const names = (list) => {
        const marks = list.map((_, i) => `\u0000${i}\u0000`);
        return andList(marks).split(/\u0000(\d+)\u0000/).map((part, i) => (i % 2 ? optionLink(list[Number(part)]) : part));
      };
      const td = (...children) => h("td", { dataset: { label: t("Caused by") } }, ...children);
      if (c.alone.length) return td(names(c.alone), " ", c.alone.length > 1 ? t("(either one alone)") : t("(alone)"));
      if (c.together.length) return td(names(c.together), " ", t("(only together)"));
      return td(t("the options together"));
    };
    return h("div", { class: "mouche-cmp__scroll", attrs: { tabindex: "0", role: "region", "aria-label": t("Outcomes compared") } },
      h("table", { class: "mouche-compare mouche-cmp__table" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("Outcome") }), h("th", { scope: "col", text: "A" }), h("th", { scope: "col", text: "B" }), h("th", { scope: "col", text: t("Caused by") }))),
        h("tbody", {}, (result.fields || []).map((f) => f.differs
          ? h("tr", { class: "mouche-compare--differs" },
            h("th", { scope: "row", text: f.title }),
            h("td", { dataset: { label: `${colon("A")} ${sideLabel(result.a.preset, result.a.options)}` } }, linkedText(f.a, allLinks)),
            h("td", { dataset: { label: `${colon("B")} ${sideLabel(result.b.preset, result.b.options)}` } }, linkedText(f.b, allLinks)),
            causeCell(f))
          : h("tr", {},
            h("th", { scope: "row", text: f.title }),
            h("td", { colSpan: 3, dataset: { label: t("A and B") } }, linkedText(f.a, allLinks), " ", h("span", { class: "mouche-muted", text: t("(the same)") })))))));
  }
  function switchesTable(result, allLinks) {
    if (!(result.switches || []).length) return null;
    return h("div", { class: "mouche-cmp__scroll", attrs: { tabindex: "0", role: "region", "aria-label": t("One option at a time") } },
      h("table", { class: "mouche-compare mouche-cmp__table mouche-cmp__switches" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("Switched from A to B") }), h("th", { scope: "col", text: t("What changes, this option alone") }))),
        h("tbody", {}, result.switches.map((s) => h("tr", { class: s.changed.length ? "mouche-cmp__moved" : "" },
          h("th", { scope: "row" }, optionLink(s.option, s.title || titleOf(s.option)), h("br"),
            h("small", {}, s.from_words || valueWords(s.option, s.from), " ", valueId(s.from), " → ",
              s.to_words || valueWords(s.option, s.to), " ", valueId(s.to))),
          h("td", { dataset: { label: t("What changes") } },
            s.changed.length
              ? h("ul", { class: "mouche-cmp__changes" }, s.changed.map((c) => h("li", {}, h("strong", { text: `${colon(c.title)} ` }), linkedText(c.text, allLinks))))
              : h("span", { class: "mouche-muted", text: t("nothing, in this hand") }),
            s.refusal ? errorBox(s.refusal, allLinks, t("Refused once {option} is switched", { option: titleOf(s.option).toLowerCase() })) : null))))));
  }
  function sideBySide(result, allLinks) {
    const column = (key, label) => {
      const o = result.outcomes[key];
      const col = h("div", { class: "mouche-cmp__column" }, h("h3", { text: label }));
      if (!o.replay) col.append(h("div", { class: "mouche-error", attrs: { role: "alert" } }, h("strong", { text: t("Not dealt:") }), " ", o.not_dealt || ""));
      else {
        col.append(resultNode(o.replay, allLinks));
        col.append(h("details", { class: "mouche-cmp__steps" }, h("summary", { text: t("Step through the actions") }), stepper(o.replay, allLinks)));
      }
      return col;
    };
    return h("div", { class: "mouche-cmp__columns" },
      column("a", `${colon("A")} ${sideLabel(result.a.preset, result.a.options)}`),
      column("b", `${colon("B")} ${sideLabel(result.b.preset, result.b.options)}`));
  }
  function show(result) {
    const allLinks = { ...links, ...(result.clause_links || {}) };
    // The form follows the engine: ruleset A may have been the record's own.
    showDifferences(result.differences, sideLabel(result.a.preset, result.a.options), sideLabel(result.b.preset, result.b.options));
    out.replaceChildren(
      h("h2", { id: "why-they-differ", text: t("Why the outcomes differ") }),
      causesList(result, allLinks),
      outcomeTable(result, allLinks),
      h("h2", { id: "one-at-a-time", text: t("One option at a time") }),
      h("p", { text: t("Ruleset A with one option switched to B's value, the others left as A has them:") }),
      switchesTable(result, allLinks) || h("p", { class: "mouche-muted", text: t("The rulesets do not differ.") }),
      h("h2", { id: "side-by-side", text: t("The hand under both, side by side") }),
      sideBySide(result, allLinks),
    );
  }
  let busy = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    run.disabled = true;
    markClick();
    root.dataset.result = "";
    const rec = currentRecord();
    const args = { record: rec ? rec.text : textarea.value, b: spec(forms.b) };
    const a = spec(forms.a);
    if (a) args.a = a;
    const response = await engineCall("compare", args, status);
    busy = false;
    run.disabled = false;
    if (!response) return;
    if (!response.ok) {
      out.replaceChildren(errorBox(response.error, response.error.clause_links || links, t("Cannot compare")));
      return;
    }
    root.dataset.result = JSON.stringify(response.result);
    show(response.result);
    const heading = out.querySelector("h2");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: false });
    }
  });

  recordSelect.addEventListener("change", () => {
    if (forms.a.select.value === OWN) resetOptions(forms.a);
    out.replaceChildren();
    refreshForm();
  });
  textarea.addEventListener("input", () => writeAddress());
  for (const f of Object.values(forms)) {
    f.select.addEventListener("change", () => { resetOptions(f); out.replaceChildren(); refreshForm(); });
    for (const ctl of Object.values(f.controls)) {
      const onChange = () => {
        if (ctl.number) ctl.number.hidden = ctl.choice.value !== "N";
        out.replaceChildren();
        refreshForm();
      };
      ctl.choice.addEventListener("change", onChange);
      if (ctl.number) ctl.number.addEventListener("change", onChange);
    }
  }

  readAddress();
  root.replaceChildren(form, status, optionsOut, out);
  refreshForm();
}
