"""Every file the site offers to take away saves the same way, under its own name, and reads
right (issue 40.2): each link to one says ``download`` with the file's name (what a static
host that sets no header of its own honours), and ``make serve`` sends each with its
charset and ``Content-Disposition: attachment`` (a ``.bib`` once opened in the tab as
"AcadÃ©mie", a ``.json`` and a ``.tei.xml`` opened there while ``.ris`` downloaded)."""

from __future__ import annotations

import urllib.request
from pathlib import Path

from site_helpers import page, resolve, tree_pages

from mouche.serve import DOWNLOADS, disposition, running


def download_links(built_site: Path) -> dict[str, set[str]]:
    """Every link to a download on every page of the three trees: target -> its attributes."""
    found: dict[str, set[str]] = {}
    for lang in ("en", "fr", "ru"):
        prefix = "" if lang == "en" else f"{lang}/"
        for p in tree_pages(built_site, lang):
            for a in p.find("a"):
                target, _ = resolve(prefix + p.url, a.attrs.get("href", ""))
                if DOWNLOADS.fullmatch(target):
                    found.setdefault(target, set()).add(a.attrs.get("download", "(none)"))
    return found


def test_every_link_to_a_download_saves_it_under_its_name(built_site: Path) -> None:
    links = download_links(built_site)
    suffixes = {t.split(".", 1)[1] for t in links}
    assert {"bib", "bibtex", "ris", "json", "tei.xml", "txt", "en.txt"} <= suffixes
    wrong = {t: names for t, names in links.items() if names != {t.rsplit("/", 1)[-1]}}
    assert not wrong, sorted(wrong.items())[:10]
    assert page(built_site, "cite/")  # the list that offers them all is built


def test_the_server_sends_every_download_with_its_charset_as_an_attachment(
    built_site: Path,
) -> None:
    one_each: dict[str, str] = {}  # one file of each format, in each tree
    for target in sorted(download_links(built_site)):
        tree = target.split("/")[0] if target[:3] in ("fr/", "ru/") else ""
        one_each.setdefault(tree + target.rsplit("/", 1)[-1].split(".", 1)[1], target)
    assert len(one_each) >= 3 * 7  # bib, bibtex, ris, json, tei.xml, txt, en.txt, ru.txt
    with running(str(built_site)) as url:
        for target in [*one_each.values(), "sources/academie/", "search/search_index.json"]:
            with urllib.request.urlopen(url + target, timeout=20) as response:
                kind = response.headers["Content-Type"]
                saved = response.headers["Content-Disposition"]
            if target not in one_each.values():
                assert saved is None and disposition(target) is None, f"{target} opens in place"
                continue
            assert kind.endswith("; charset=utf-8"), f"{target}: {kind}"
            assert saved == f'attachment; filename="{target.rsplit("/", 1)[-1]}"', target
