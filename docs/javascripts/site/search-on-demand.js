/* The search index (about 1 MB, 190 KB compressed) is fetched when the reader first uses
   search, not with every first visit (issue 24.8). Inlined in the head before the theme's
   script (docs/sitegen/scripts.py), it holds back the theme's request for
   search/search_index.json until the reader opens search (the search icon, the search
   box, or the theme's keys "f", "s" and "/"), or arrives with a query (?q=). The theme's
   search is unchanged: it asks for the index as it always does, and gets it then. */
(function () {
  "use strict";
  var INDEX = /\/search\/search_index\.json$/;
  var KEYS = ["f", "s", "/"];
  var proto = XMLHttpRequest.prototype;
  var open = proto.open;
  var send = proto.send;
  var held = [];
  var wanted = new URLSearchParams(location.search).has("q");

  function want() {
    if (wanted) return;
    wanted = true;
    held.splice(0).forEach(function (h) { send.apply(h.xhr, h.args); });
  }

  proto.open = function (method, url) {
    try { this.__moucheIndex = INDEX.test(new URL(String(url), location.href).pathname); }
    catch (e) { this.__moucheIndex = false; }
    return open.apply(this, arguments);
  };
  proto.send = function () {
    if (this.__moucheIndex && !wanted) {
      held.push({ xhr: this, args: arguments });
      return undefined;
    }
    return send.apply(this, arguments);
  };

  function typing(el) {
    return el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
  }
  document.addEventListener("focusin", function (e) {
    if (e.target.closest && e.target.closest(".md-search")) want();
  }, true);
  document.addEventListener("click", function (e) {
    if (e.target.closest && e.target.closest('label[for="__search"], .md-search')) want();
  }, true);
  document.addEventListener("keydown", function (e) {
    if (KEYS.indexOf(e.key) >= 0 && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target)) want();
  }, true);
  document.addEventListener("change", function (e) {
    if (e.target.id === "__search" && e.target.checked) want();
  }, true);
})();
