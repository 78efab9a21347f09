"""TEI P5: one XML document per source with text in hand, for the field's own tools.

[`tei_document`][mouche.edition.tei.document.tei_document] writes a source as TEI P5 (valid
against ``tei_all``, 4.9.0), one concept to a module:

| module | what |
|---|---|
| `elements` | the namespace, elements and mixed content, the written layout |
| `apparatus` | a reading's marks (``choice``), and the ``note`` that flags a conjecture or crux |
| `pages` | where each page begins (``pb``) |
| `header` | the ``teiHeader``: bibliographic record, who did what, licence, editorial principles |
| `body` | the edition and our translations, clause by clause |
| `document` | the whole document, and the files of every source in hand |

So the diplomatic text is the text with every ``sic`` and ``orig`` (and ``fw``), our
reading the text with every ``corr`` and ``reg`` (a flagging ``note`` is in neither): both
come back from the file exactly (``tests/test_tei_roundtrip.py``).
"""

from __future__ import annotations

from mouche.edition.tei.apparatus import GAP_REASON
from mouche.edition.tei.document import (
    sources_in_hand,
    tei_document,
    tei_filename,
    write_tei_files,
)
from mouche.edition.tei.elements import TEI_NS
from mouche.edition.tei.header import CC_BY
from mouche.edition.tei.pages import PageBreak, PageBreakError, page_breaks

__all__ = [
    "CC_BY",
    "GAP_REASON",
    "TEI_NS",
    "PageBreak",
    "PageBreakError",
    "page_breaks",
    "sources_in_hand",
    "tei_document",
    "tei_filename",
    "write_tei_files",
]
