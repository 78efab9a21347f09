"""The engine reference: one page a module of ``mouche`` (mkdocstrings renders its
docstrings), the index of modules, and what the site adds to the rendered pages.

Under every rule function registered with ``mouche.registry.implements`` an
"Implements" box lists its clauses; the clause ids of "Clauses:" lines are linked.
"""

from __future__ import annotations

import ast
import json
import re

from ..context import Site, log
from ..generated import Generated
from ..links import ID_RE, cite_links, code_ref
from ..paths import ENGINE_DIR

CLAUSES_LINE_RE = re.compile(r"(<p>\s*Clauses?\s*:)(.*?)(</p>)", re.S)


def module_summary(module: str) -> str:
    """The first line of a module's docstring ("" if it has none)."""
    path = ENGINE_DIR / f"{module.replace('.', '/')}.py"
    try:
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    except (OSError, SyntaxError):
        return ""
    return doc.strip().split("\n")[0]


def reference_index_page(site: Site) -> Generated:
    """The page ``reference/index.md``: every module with its summary."""
    modules = [(m, module_summary(m)) for m in site.data.modules]
    return Generated(
        site.markdown(
            "pages/reference_index.md.jinja",
            modules=modules,
            # the module pages are the English tree's (sitegen.languages): a raw link there
            english="" if site.english else "../../reference/",
        )
    )


def reference_page(site: Site, module: str) -> Generated:
    """``::: mouche.<module>``; private rule functions registered with ``implements`` are shown."""
    private = sorted(
        {
            r.name.rsplit(".", 1)[1][1:]
            for r in site.data.functions
            if r.name.startswith(f"mouche.{module}.") and r.name.rsplit(".", 1)[1].startswith("_")
        }
    )
    keep = "|".join(re.escape(p) for p in private)
    private_filter = f"!^_(?!(?:{keep})$)" if keep else "!^_"
    return Generated(
        site.markdown("pages/reference.md.jinja", module=module, filters=json.dumps(private_filter))
    )


def decorate_reference(site: Site, html: str, module: str) -> str:
    """A reference page's HTML with its Implements boxes and its clause ids linked."""
    if module == "rulesets" and site.data.options:
        # the option values implement clauses too: say where they are listed, under the title
        end = html.find("</h1>")
        if end >= 0:
            note = str(site.html("implements_options.html"))
            html = html[: end + 5] + note + html[end + 5 :]
    for ref in site.data.functions:
        if not ref.name.startswith(f"mouche.{module}."):
            continue
        m = re.search(rf'<h\d[^>]*\bid="{re.escape(ref.name)}"', html)
        if m is None:
            log.warning("pages hook: %s is registered but not in its reference page", ref.name)
            continue
        contents = html.find('<div class="doc doc-contents', m.end())
        if contents < 0:
            continue
        at = html.find(">", contents) + 1
        box = str(site.html("implements.html", links=cite_links(site, ref.clauses)))
        html = html[:at] + box + html[at:]

    def link_ids(m: re.Match[str]) -> str:
        body = ID_RE.sub(
            lambda x: code_ref(site, x.group(1)) if site.data.known(x.group(1)) else x.group(0),
            m.group(2),
        )
        return m.group(1) + body + m.group(3)

    return CLAUSES_LINE_RE.sub(link_ids, html)
