"""The site generator: the pages made from ``sources/`` and the engine, typed, in rooms.

The mkdocs hooks (``docs/hooks/``) only wire mkdocs' events to it. A map:

* ``data``: what the pages are made from (``SiteData``: the edition, the options and
  presets, the clause-to-code map, the engine's modules, the example hands), loaded
  once a build; ``hand_records``: the example hands of ``tests/records``;
* ``render``: the theme's Jinja environment and the site's templates
  (``docs/overrides/fragments/mouche/``); ``context.Site``: data and templates, handed
  to every kind of page;
* ``pages/``: one module a kind of page (``source``, ``sources``, ``rulesets``,
  ``options``, ``editorial``, ``glossary``, ``reference``) and the blocks of the
  hand-written pages (``rules``, ``history``, ``numbers``, ``cite``, ``records``,
  ``compare``); ``pages.generated_pages`` lists every generated page;
* ``includes``: the ``{{ cite: }}``, ``{{ include: }}``, ``{{ record: }}``,
  ``{{ hand: }}`` and ``{{ link: }}`` markers of the hand-written pages;
* ``links``, ``citing``: citations linked, the "Cite" controls; ``strings``: the site's
  words Python looks up by key;
* ``generated``: a page's Markdown and its slots; ``nav``: the generated nav entries;
  ``search``: the search boosts; ``styles``: stylesheets that wait; ``folds``: folded
  example hands' bodies kept out of the live page until opened; ``head``: a page's
  own ``<meta>`` tags;
* ``widgets``, ``assets``: the engine in the reader's browser (placeholders in the
  pages; the wheel, Pyodide and the charts in the site); ``meta``: the public address
  and the version; ``doctests``: the reference's doctests as console sessions;
* ``build``: one build, as the pages hook sees it.
"""
