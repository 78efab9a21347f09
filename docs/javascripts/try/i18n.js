// The widgets' words in the page's language (issue 25.2).
//
// Every string a reader sees is written in English in the scripts, as `t("English text",
// {name: value})`, or `tn("one form", "other form", n, {...})` where a count decides the
// form; `{name}` is a placeholder. The page's language is `<html lang>`. Its catalogue is
// the build's compile of docs/locale/<lang>/LC_MESSAGES/widgets.po (docs/sitegen/
// widget_catalogues.py): javascripts/locale/widgets.<lang>.json, fetched once by `ready()`
// before a widget speaks (try.js awaits it), kept by the service worker with the scripts.
// A message the catalogue lacks, a language with no catalogue, or a catalogue that could
// not be fetched: the English text. The engine's worker (no document) is told the page's
// language with each request (`useLanguage`).
//
// Plural forms follow the catalogue's own Plural-Forms header (Russian has three), and
// numbers are written as the language writes them (Intl.NumberFormat).

const LOCALE = new URL("../locale/", import.meta.url);
const SOURCE = "en";
/** A gettext plural expression: only `n`, numbers, comparisons, logic, `%`, `?:`, brackets. */
const PLURAL_EXPRESSION = /^[n0-9\s%<>=!&|?:()]+$/;

const catalogues = new Map(); // lang -> {messages, plural}
const loading = new Map(); // lang -> Promise
let workerLang = SOURCE;

let forced = null; // inEnglish

/** The language the widgets speak: the page's `<html lang>` ("fr", "ru", "en"). */
export function lang() {
  if (forced) return forced;
  const tag = typeof document !== "undefined" ? document.documentElement.lang : workerLang;
  return String(tag || SOURCE).toLowerCase().split("-")[0];
}

/** In the engine's worker: the language of the page that sent a request. */
export function useLanguage(tag) {
  if (typeof tag === "string" && /^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/.test(tag)) workerLang = tag;
}

/** The plural rule of a Plural-Forms expression ("(n > 1)"), as a function of n. */
export function pluralRule(expression) {
  const text = String(expression || "");
  if (!PLURAL_EXPRESSION.test(text)) return (n) => (n === 1 ? 0 : 1);
  // The expression is C's and JavaScript's alike; the test above lets nothing else in.
  const rule = new Function("n", `return Number(${text});`); // eslint-disable-line no-new-func
  return (n) => rule(Math.abs(Math.trunc(Number(n))));
}

/** What `make()` says in English, whatever the page's language: a citation, which names
 * the English page in every interface. */
export function inEnglish(make) {
  forced = SOURCE;
  try {
    return make();
  } finally {
    forced = null;
  }
}

/** Fetch the page's catalogue (once per language and visit); resolves when it can be used. */
export function ready(tag = lang()) {
  if (tag === SOURCE || catalogues.has(tag)) return Promise.resolve();
  if (!loading.has(tag)) {
    const url = new URL(`widgets.${tag}.json`, LOCALE);
    loading.set(tag, fetch(url).then((r) => (r.ok ? r.json() : null)).then((data) => {
      if (data && data.messages) catalogues.set(tag, { messages: data.messages, plural: pluralRule(data.plural) });
    }).catch(() => {
      loading.delete(tag); // offline and never kept: English this time, the next page tries again
    }));
  }
  return loading.get(tag);
}

function fill(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** A message in the page's language, its `{placeholders}` filled from `params`. */
export function t(message, params) {
  const catalogue = catalogues.get(lang());
  const found = catalogue ? catalogue.messages[message] : undefined;
  return fill(typeof found === "string" && found ? found : message, params);
}

/** A message whose form depends on the count `n`: `{n}` is n as the language writes it
 * unless `params` gives it. */
export function tn(singular, plural, n, params = {}) {
  const all = { n: number(n), ...params };
  const catalogue = catalogues.get(lang());
  const forms = catalogue ? catalogue.messages[singular] : undefined;
  if (Array.isArray(forms)) {
    const form = forms[catalogue.plural(n)];
    if (form) return fill(form, all);
  }
  return fill(n === 1 ? singular : plural, all);
}

const formats = new Map();

function formatter(options) {
  const key = `${lang()} ${JSON.stringify(options)}`;
  if (!formats.has(key)) {
    let format;
    try {
      format = new Intl.NumberFormat(lang(), options);
    } catch {
      format = new Intl.NumberFormat(SOURCE, options);
    }
    formats.set(key, format);
  }
  return formats.get(key);
}

/** A number as the page's language writes it (10,000; 10 000; 10 000). */
export function number(n, options = {}) {
  return formatter(options).format(n);
}

/** A share (0.1234) as a percentage with `digits` places (12.34%; 12,34 %). */
export function percent(share, digits = 2) {
  return formatter({ style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(share);
}

/** A label before what it names, with the language's colon ("A:"; "A :" in French). */
export function colon(label) {
  return t("{label}:", { label });
}

/** What stands between the items of a list that are themselves lists or clauses ("; "). */
export function separator() {
  return t("; ");
}

/** "a", "a and b", "a, b and c", with the language's own words (Intl.ListFormat). */
export function andList(items) {
  try {
    // British English: no comma before "and", as the engine's own sentences write it.
    const tag = lang() === SOURCE ? "en-GB" : lang();
    return new Intl.ListFormat(tag, { style: "long", type: "conjunction" }).format(items.map(String));
  } catch {
    return items.join(", ");
  }
}
