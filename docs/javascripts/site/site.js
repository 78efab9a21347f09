/* Mouche rules explorer: the colour-scheme switch, a source's view and column toggles
   (persisted), copy buttons, Cite controls completed with the page's address, folds filled
   as they open. No dependencies. */
(function () {
  "use strict";
  // Each interface has its own choice (a French reader starts with the original beside the
  // reading, a Russian one with the Russian translation beside it: data-default-hidden).
  var LANG = document.documentElement.lang || "en";
  var KEY = "mouche.columns.hidden" + (LANG === "en" ? "" : "." + LANG);
  // The page's words in its language (<html lang>): the widgets' catalogue lookup
  // (javascripts/try/i18n.js), English until it has loaded.
  var i18n = null;
  function t(message) { return i18n ? i18n.t(message) : message; }
  var SCRIPT = document.currentScript ? document.currentScript.src : "";

  var COLS = ["diplomatic", "reading", "english", "russian"];

  function defaultHidden() {
    var controls = document.querySelector(".col-toggles[data-default-hidden]");
    return controls ? JSON.stringify(controls.getAttribute("data-default-hidden").split(" ").filter(Boolean)) : "[]";
  }

  function readHidden() {
    try {
      var v = JSON.parse(window.localStorage.getItem(KEY) || defaultHidden());
      return Array.isArray(v) ? v.filter(function (c) { return COLS.indexOf(c) >= 0; }) : [];
    } catch (e) {
      return [];
    }
  }

  function writeHidden(hidden) {
    try { window.localStorage.setItem(KEY, JSON.stringify(hidden)); } catch (e) { /* private mode */ }
  }

  function apply(hidden) {
    var root = document.documentElement;
    COLS.forEach(function (c) { root.classList.toggle("hide-col-" + c, hidden.indexOf(c) >= 0); });
    document.querySelectorAll(".col-toggles input[data-col]").forEach(function (box) {
      box.checked = hidden.indexOf(box.getAttribute("data-col")) < 0;
    });
  }

  function setupToggles() {
    apply(readHidden());
    document.querySelectorAll(".col-toggles input[data-col]").forEach(function (box) {
      box.addEventListener("change", function () {
        var hidden = readHidden();
        var col = box.getAttribute("data-col");
        if (box.checked) {
          hidden = hidden.filter(function (c) { return c !== col; });
        } else if (hidden.indexOf(col) < 0) {
          if (hidden.length >= COLS.length - 1) { box.checked = true; return; } // keep one column
          hidden.push(col);
        }
        writeHidden(hidden);
        apply(hidden);
      });
    });
  }

  // A source page's view: with the apparatus (the text in hand beside each change) or the
  // clean reading (our text alone, guesses marked), a class on <html> (edition.css).
  var VIEW_KEY = "mouche.reading.view";

  function readView() {
    try { return window.localStorage.getItem(VIEW_KEY) === "clean" ? "clean" : "apparatus"; }
    catch (e) { return "apparatus"; }
  }

  function applyView(view) {
    document.documentElement.classList.toggle("view-clean", view === "clean");
    document.querySelectorAll('input[name="reading-view"]').forEach(function (radio) {
      radio.checked = radio.value === view;
    });
  }

  function setupView() {
    applyView(readView());
    document.querySelectorAll('input[name="reading-view"]').forEach(function (radio) {
      radio.addEventListener("change", function () {
        if (!radio.checked) return;
        try { window.localStorage.setItem(VIEW_KEY, radio.value); } catch (e) { /* private mode */ }
        applyView(radio.value);
      });
    });
  }

  // The colour scheme: partials/javascripts/palette.html set it before the first paint and
  // holds its logic (window.__sitePalette); here the reader switches it, or the system's
  // preference changes it while the reader has not chosen.
  function setupPalette() {
    var palette = window.__sitePalette;
    var form = document.querySelector("[data-site-palette]");
    if (!palette || !form) return;
    form.querySelectorAll("input").forEach(function (input, index) {
      input.addEventListener("change", function () {
        // the theme's: no colour transitions while the scheme switches
        document.body.setAttribute("data-md-color-switching", "");
        palette.apply(index, true);
        window.setTimeout(function () { document.body.removeAttribute("data-md-color-switching"); });
      });
    });
    window.matchMedia("(prefers-color-scheme: light)").addEventListener("change", function () {
      if (palette.chosen() >= 0) return;
      palette.apply(palette.preferred(), false);
    });
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      try { document.execCommand("copy") ? resolve() : reject(new Error("copy refused")); }
      catch (e) { reject(e); }
      finally { document.body.removeChild(area); }
    });
  }

  function setupCopy() {
    document.addEventListener("click", function (ev) {
      var btn = ev.target.closest ? ev.target.closest("button.site-copy") : null;
      if (!btn) return;
      var label = btn.getAttribute("data-label") || btn.textContent;
      btn.setAttribute("data-label", label);
      var from = btn.getAttribute("data-copy-from");
      var source = from ? document.getElementById(from) : null;
      var text = source ? source.textContent : btn.getAttribute("data-copy") || "";
      copyText(text).then(function () {
        btn.textContent = t("Copied");
        btn.classList.add("copied");
      }, function () {
        btn.textContent = t("Select and copy");
      }).then(function () {
        window.setTimeout(function () { btn.textContent = label; btn.classList.remove("copied"); }, 1500);
      });
    });
  }

  // The id a hash names: percent-escapes decoded where they are valid, the hash as
  // written where not (any hash may come from a link: '#%E0%A4%A' must not throw).
  function hashId(hash) {
    var raw = String(hash || "").replace(/^#/, "");
    try { return decodeURIComponent(raw); } catch (e) { return raw; }
  }

  function openTarget(id) {
    var el = id ? document.getElementById(id) : null;
    if (el && el.tagName === "DETAILS") { el.open = true; }
    return el;
  }

  // Folds whose body waits in a <template class="mouche-fold"> (the example hands of a
  // source page, the Cite controls: issue 24.8), out of the page's live DOM until it is
  // wanted, so that a long page has half the elements for the theme's script to mount and
  // for the browser to lay out. A body is moved into place as its fold opens (a click on
  // its summary, or any other opening), when the page's address points inside it, before
  // printing and when the reader searches the page (Ctrl+F, Cmd+F: find in page reads the
  // live DOM only); the fold's .fold-fallback (what a reader without scripts has instead)
  // goes as it is filled. This script comes before try.js: a hand is in place before
  // try.js, on the same opening, starts it.
  var FOLDED = "template.mouche-fold";

  function foldOf(template) {
    return template.parentElement ? template.parentElement.closest("details") : null;
  }

  function fill(template) {
    var fold = foldOf(template);
    if (fold) {
      fold.querySelectorAll(":scope > .fold-fallback").forEach(function (el) { el.remove(); });
    }
    template.replaceWith(template.content);
  }

  // The bodies a fold holds itself (not those of a fold inside it).
  function fillFold(fold) {
    fold.querySelectorAll(FOLDED).forEach(function (template) {
      if (foldOf(template) === fold) fill(template);
    });
  }

  function fillAll() {
    document.querySelectorAll(FOLDED).forEach(fill);
  }

  // The page's address points inside a body not yet in place: put it in place, open the
  // folds around the target and bring it into view.
  function showFolded() {
    var id = hashId(window.location.hash);
    if (!id || document.getElementById(id)) return;
    var templates = document.querySelectorAll(FOLDED);
    for (var i = 0; i < templates.length; i++) {
      if (!templates[i].content.getElementById(id)) continue;
      fill(templates[i]);
      var target = document.getElementById(id);
      for (var el = target && target.parentElement; el; el = el.parentElement) {
        if (el.tagName === "DETAILS") el.open = true;
      }
      if (target) target.scrollIntoView({ block: "start" });
      return;
    }
  }

  function setupFolds() {
    // the summary's click fills the fold before it is drawn open; the toggle (captured: it
    // does not bubble) covers a fold opened by a script or by the browser
    document.addEventListener("click", function (ev) {
      var summary = ev.target.closest ? ev.target.closest("summary") : null;
      var fold = summary ? summary.parentElement : null;
      if (fold && fold.tagName === "DETAILS" && !fold.open) fillFold(fold);
    }, true);
    document.addEventListener("toggle", function (ev) {
      if (ev.target.tagName === "DETAILS" && ev.target.open) fillFold(ev.target);
    }, true);
    window.addEventListener("beforeprint", fillAll);
    document.addEventListener("keydown", function (ev) {
      if ((ev.ctrlKey || ev.metaKey) && !ev.altKey && (ev.key === "f" || ev.key === "F")) fillAll();
    }, true);
  }

  function initFolds() {
    document.querySelectorAll("details[open]").forEach(fillFold);
    showFolded();
  }

  function setupShow() {
    document.addEventListener("click", function (ev) {
      var link = ev.target.closest ? ev.target.closest("a.cite-show") : null;
      if (!link) return;
      var el = openTarget(hashId(link.hash));
      if (el) { ev.preventDefault(); el.scrollIntoView({ block: "start" }); history.replaceState(null, "", link.hash); }
    });
    window.addEventListener("hashchange", function () {
      showFolded();
      openTarget(hashId(window.location.hash));
    });
  }

  // Without a public address (MOUCHE_SITE_URL unset at build time) the Cite controls hold
  // permalinks relative to the site's root; complete them from the page's own address.
  // Material's config gives the root relative to the page first loaded, and instant
  // navigation keeps that config while the address changes: resolve it once, here, against
  // the address this script was loaded with, never against a later page's.
  var SITE_ROOT = (function () {
    var base = ".";
    try { base = JSON.parse(document.getElementById("__config").textContent).base || "."; }
    catch (e) { /* no Material config: the page is at the root */ }
    return new URL(base.replace(/\/?$/, "/"), window.location.href).href;
  })();

  function siteRoot() {
    return SITE_ROOT;
  }

  function texEscaped(text) {
    return text.replace(/([%&#$_])/g, "\\$1");
  }

  function completeCitations() {
    var blocks = document.querySelectorAll("[data-cite-path]:not([data-cite-done])");
    if (!blocks.length) return;
    var root = siteRoot();
    blocks.forEach(function (el) {
      var path = el.getAttribute("data-cite-path");
      var full = new URL(path, root).href;
      el.setAttribute("data-cite-done", "");
      if (el.tagName === "BUTTON") { el.setAttribute("data-copy", full); return; }
      // the path as written, and as BibTeX and biblatex write it in a note (\# for #:
      // mouche/citations/tex.py escapes % & # $ _), each completed in its own form
      var forms = [[path, full], [texEscaped(path), texEscaped(full)]];
      var fix = function (s) {
        forms.forEach(function (form) {
          var esc = form[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          var re = new RegExp("(^|[\\s{\"(])" + esc + "(?![\\w/#])", "g");
          s = s.replace(re, function (m, pre) { return pre + form[1]; });
        });
        return s;
      };
      // the block and the folded bodies in it (<template>: moved in later, fill)
      [el].concat([].map.call(el.querySelectorAll("template"), function (t) { return t.content; }))
        .forEach(function (root) {
          var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (var node = walker.nextNode(); node; node = walker.nextNode()) {
            node.nodeValue = fix(node.nodeValue);
          }
          root.querySelectorAll("button[data-copy]").forEach(function (b) {
            var v = b.getAttribute("data-copy");
            b.setAttribute("data-copy", fix(v));
          });
        });
    });
  }

  // The language switch keeps the reader's place: its links lead to the same page in the
  // other language (partials/alternate.html), and the anchor the reader is at (a clause,
  // a heading) is the same there. Set as the link is used (pointer, keyboard, a new tab),
  // before the theme's instant navigation reads it: the hash changes without a new page.
  function setupLanguageSwitch() {
    function keepPlace(ev) {
      var link = ev.target.closest ? ev.target.closest("a.site-language") : null;
      if (!link) return;
      link.hash = window.location.hash.length > 1 ? window.location.hash : "";
    }
    ["pointerdown", "focusin", "click", "auxclick", "contextmenu"].forEach(function (type) {
      document.addEventListener(type, keepPlace, true);
    });
  }

  // The engine reference is in English only. A French or Russian reader who follows
  // "Implemented by" to it finds its links back to the texts, rulesets and decisions leading
  // into his own language's pages, at the same anchor (issue 40.7): the language is that of
  // the last page he read outside the reference, kept for the tab's session.
  var ENGLISH_ROOT = (document.documentElement.lang || "en").slice(0, 2) === "en"
    ? SITE_ROOT : new URL("../", SITE_ROOT).href;
  var READ_IN = "mouche-reference-from";
  var READERS_TREES = ["fr", "ru"];

  function keepReadersLanguage() {
    var lang = (document.documentElement.lang || "en").slice(0, 2);
    var from;
    try {
      if (window.location.href.indexOf(ENGLISH_ROOT + "reference/") !== 0) {
        sessionStorage.setItem(READ_IN, lang);
        return;
      }
      from = sessionStorage.getItem(READ_IN);
    } catch (e) { return; /* no storage: the links stay English */ }
    if (READERS_TREES.indexOf(from) < 0) return;
    document.querySelectorAll(".md-content a[href]").forEach(function (a) {
      var url = new URL(a.getAttribute("href"), window.location.href);
      if (url.origin !== window.location.origin || url.href.indexOf(ENGLISH_ROOT) !== 0) return;
      var rest = url.href.slice(ENGLISH_ROOT.length);
      // a page of the reader's tree (a path ending in "/"), not the reference nor a file
      if (!/^[a-z][^?#]*\/(?:[?#]|$)/.test(rest) || /^(?:reference|assets|fr|ru)\//.test(rest)) return;
      a.href = ENGLISH_ROOT + from + "/" + rest;
      a.hreflang = from;
    });
  }

  // An apparatus mark says what it is in its title, which only a mouse shows (on hover):
  // a tap or a click writes it out after the mark, a second one takes it away (issue
  // 40.11: nothing to tap on a phone).
  function setupMarks() {
    document.addEventListener("click", function (ev) {
      var mark = ev.target.closest ? ev.target.closest(".corr[title], .conj[title], .crux[title]") : null;
      if (!mark || mark.closest("a")) return;
      var said = mark.nextElementSibling;
      if (said && said.classList.contains("mark-said")) {
        said.remove();
        return;
      }
      said = document.createElement("span");
      said.className = "mark-said";
      said.setAttribute("role", "note");
      said.textContent = mark.getAttribute("title");
      mark.after(said);
    });
  }

  // A host serves the root's (English) 404 page at any missing address, under fr/ and ru/
  // too: there the reader is taken to that tree's own 404 page, in his language with its
  // language switch (issue 40.11), which then shows the address he asked for.
  var NOT_FOUND_AT = "mouche-not-found-at";

  function readersNotFound() {
    if (!document.querySelector(".mouche-not-found")) return;
    var href = window.location.href;
    try {
      if (LANG.slice(0, 2) !== "en") {
        var asked = sessionStorage.getItem(NOT_FOUND_AT);
        sessionStorage.removeItem(NOT_FOUND_AT);
        if (asked && asked.indexOf(SITE_ROOT) === 0) history.replaceState(history.state, "", asked);
        return;
      }
      var rest = href.indexOf(SITE_ROOT) === 0 ? href.slice(SITE_ROOT.length) : "";
      var tree = READERS_TREES.filter(function (l) { return rest.indexOf(l + "/") === 0; })[0];
      if (!tree) return;
      sessionStorage.setItem(NOT_FOUND_AT, href);
    } catch (e) { return; /* no storage: the English page stays */ }
    window.location.replace(SITE_ROOT + tree + "/404.html");
  }

  function labelSearch() {
    // Material's search overlay is a role="dialog" without a name.
    document.querySelectorAll('.md-search[role="dialog"]').forEach(function (el) {
      if (el.hasAttribute("aria-label") && !el.hasAttribute("data-mouche-label")) return;
      el.setAttribute("aria-label", t("Search the site"));
      el.setAttribute("data-mouche-label", "");
    });
  }

  function init() {
    initFolds();
    setupToggles();
    setupView();
    completeCitations();
    keepReadersLanguage();
    labelSearch();
    readersNotFound();
  }

  function loadWords() {
    if (!SCRIPT || (document.documentElement.lang || "en").slice(0, 2) === "en") return;
    import(new URL("../try/i18n.js", SCRIPT).href).then(function (module) {
      return module.ready().then(function () { i18n = module; labelSearch(); });
    }).catch(function () { /* English, as before */ });
  }

  setupPalette();
  setupCopy();
  setupFolds();
  setupShow();
  setupMarks();
  setupLanguageSwitch();
  loadWords();
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(init); // Material's instant navigation, if enabled
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
