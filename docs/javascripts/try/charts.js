// The simulator's charts (numbers.js): Observable Plot and d3, self-hosted and loaded only
// when a chart is first drawn, and what every chart shares: the axis's numbers in the
// page's language, each bar's share written on it, the seats' names wrapped on a phone,
// the series' colours for the page's scheme.

import { lang, number, percent, t } from "./i18n.js";

const CHARTS = new URL("../../assets/charts/", import.meta.url);

let plotReady = null;

function loadScript(url) {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.onload = resolve;
    script.onerror = () => reject(new Error(t("the charting library could not be loaded")));
    document.head.append(script);
  });
}

export function loadPlot() {
  if (window.Plot && window.d3) return Promise.resolve(window.Plot);
  plotReady ??= loadScript(new URL("d3.min.js", CHARTS).href)
    .then(() => loadScript(new URL("plot.umd.min.js", CHARTS).href))
    .then(() => window.Plot);
  plotReady.catch(() => { plotReady = null; });
  return plotReady;
}

/** An axis's numbers in the page's language (Plot's own format in English). */
export function axisNumbers() {
  return lang() === "en" ? undefined : (v) => number(v);
}

/** Each bar's share written above it (0.7% is a bar no eye finds): one decimal, small; on a
 * phone's width the labels of neighbouring bars would touch, so they stand upright. */
export function shareLabels(Plot, data, fx, width) {
  const narrow = width < 560;
  return Plot.text(data, {
    fx,
    x: "ruleset",
    y: "value",
    text: (d) => percent(d.value, 1),
    fontSize: narrow ? 8 : 9,
    rotate: narrow ? -90 : 0,
    textAnchor: narrow ? "start" : "middle",
    lineAnchor: "bottom",
    dy: narrow ? 0 : -3,
    dx: 0,
    fill: "currentColor",
  });
}

/** The seats' names under the bars: on a phone's width broken into short lines ("eldest" /
 * "+ 1"), so that neighbours do not run into each other. */
export function seatAxis(width) {
  return width < 560 ? { tickFormat: (name) => wrapped(name, 9) } : {};
}

/** `text` broken at its spaces into lines of about `most` characters ("premier en cartes + 1"
 * -> "premier en" / "cartes + 1"); a "+ k" stays whole. */
export function wrapped(text, most) {
  const lines = [];
  for (const word of text.replace(/\+ /g, "+\u00a0").split(" ")) {
    const last = lines.length - 1;
    if (last >= 0 && (lines[last] + " " + word).length <= most) lines[last] += " " + word;
    else lines.push(word);
  }
  return lines.join("\n");
}

function dark() {
  return document.body.getAttribute("data-md-color-scheme") === "slate";
}

/** Two series colours with at least 3:1 contrast on the page's background in either scheme. */
export function colours() {
  return dark() ? ["#ffb74d", "#64b5f6"] : ["#a64d00", "#1f5fa8"];
}
