/* Search highlighting on whole words, accents folded (issue 24.2).

   The theme's own highlighting (the "search.highlight" feature, off in mkdocs.yml) marks a
   query word anywhere, inside other words too ("la" in "clause", "players"), and misses
   "levée" for "levee". Here a search result's link carries the query (?h=...), and the
   page it opens marks the words that are a query word, or begin with one of three letters
   or more (as the search matches them), ignoring accents and case. The search's folding
   is in assets/javascripts/lunr/min/lunr.fold.min.js; this folds the same way. */
(function () {
  "use strict";
  var PARAM = "h";
  var LIGATURES = { "œ": "oe", "æ": "ae", "ß": "ss" };
  var WORD = /[\p{L}\p{N}]+/gu;

  function fold(text) {
    return String(text).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .replace(/[œæß]/g, function (c) { return LIGATURES[c]; });
  }

  // Short words ("la", "of") count only in a query of nothing else: elsewhere they are
  // the search's stop words, and marking each "la" of a French page helps no one.
  function queryWords(query) {
    var words = fold(query).match(WORD) || [];
    var long = words.filter(function (w) { return w.length >= 3; });
    return long.length ? long : words;
  }

  function matches(word, terms) {
    var w = fold(word);
    return terms.some(function (t) { return w === t || (t.length >= 3 && w.indexOf(t) === 0); });
  }

  // The result links take the query as the reader typed it.
  function tagResults(list) {
    var input = document.querySelector("input.md-search__input");
    var query = input ? input.value.trim() : "";
    if (!query) return;
    list.querySelectorAll("a.md-search-result__link, .md-search-result__more a").forEach(function (a) {
      var url = new URL(a.href, location.href);
      if (url.searchParams.get(PARAM) === query) return;
      url.searchParams.set(PARAM, query);
      a.href = url.href;
    });
  }

  function watchResults() {
    var list = document.querySelector(".md-search-result__list");
    if (!list || list.dataset.moucheTagged) return;
    list.dataset.moucheTagged = "1";
    new MutationObserver(function () { tagResults(list); }).observe(list, { childList: true, subtree: true });
  }

  function markWords(root, terms) {
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        var el = node.parentElement;
        if (!el || el.closest("mark, script, style, code, pre, .md-search, .headerlink")) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    var nodes = [];
    for (var n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
    var count = 0;
    nodes.forEach(function (node) {
      var text = node.data;
      var parts = [];
      var last = 0;
      text.replace(WORD, function (word, offset) {
        if (matches(word, terms)) {
          parts.push(document.createTextNode(text.slice(last, offset)));
          var mark = document.createElement("mark");
          mark.setAttribute("data-md-highlight", "");
          mark.textContent = word;
          parts.push(mark);
          last = offset + word.length;
          count += 1;
        }
        return word;
      });
      if (!parts.length) return;
      parts.push(document.createTextNode(text.slice(last)));
      node.replaceWith.apply(node, parts);
    });
    return count;
  }

  function highlight() {
    var query = new URL(location.href).searchParams.get(PARAM);
    var article = document.querySelector(".md-content article");
    if (!query || !article || article.dataset.moucheHighlighted === query) return;
    article.dataset.moucheHighlighted = query;
    var terms = queryWords(query);
    if (terms.length) markWords(article, terms);
  }

  function onPage() {
    watchResults();
    highlight();
  }

  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(onPage);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", onPage);
  } else {
    onPage();
  }
})();
