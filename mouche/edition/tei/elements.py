"""TEI elements as ElementTree builds them: the namespace, mixed content, the written form.

ElementTree keeps mixed content as text and tails; [`Mixed`][Mixed] appends to it in
reading order.  [`indent`][indent] lays out the element-only containers and leaves mixed
content (``ab``, ``note``, ``title``…) exactly as built, so that its whitespace is the text's.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

__all__ = ["TEI_NS", "XML_ID", "XML_LANG", "Mixed", "element", "indent", "ncname", "subelement"]

TEI_NS = "http://www.tei-c.org/ns/1.0"
"""The TEI namespace."""
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_NCNAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")

ET.register_namespace("", TEI_NS)


def element(tag: str, text: str = "", **attrs: str) -> ET.Element:
    """A TEI element; ``xml_id`` and ``xml_lang`` give ``xml:id`` and ``xml:lang``; an empty
    attribute value leaves the attribute out."""
    el = ET.Element(f"{{{TEI_NS}}}{tag}")
    for key, value in attrs.items():
        if value:
            name = {"xml_id": XML_ID, "xml_lang": XML_LANG}.get(key, key)
            el.set(name, value)
    if text:
        el.text = text
    return el


def subelement(parent: ET.Element, tag: str, text: str = "", **attrs: str) -> ET.Element:
    """A TEI element appended to ``parent`` (as [`element`][element] makes it)."""
    el = element(tag, text, **attrs)
    parent.append(el)
    return el


def ncname(value: str) -> str:
    """``value`` if it can be an ``xml:id`` (an XML NCName); else ``ValueError``."""
    if not _NCNAME_RE.fullmatch(value):
        raise ValueError(f"{value!r} cannot be an xml:id (not an XML NCName)")
    return value


class Mixed:
    """Appends text and elements to mixed content, as ElementTree keeps it (text, tails)."""

    def __init__(self, parent: ET.Element) -> None:
        self.parent = parent

    def text(self, text: str) -> None:
        if not text:
            return
        if len(self.parent):
            last = self.parent[-1]
            last.tail = (last.tail or "") + text
        else:
            self.parent.text = (self.parent.text or "") + text

    def add(self, el: ET.Element) -> ET.Element:
        self.parent.append(el)
        return el


_BLOCK_NAMES = (
    "TEI teiHeader fileDesc titleStmt respStmt editionStmt publicationStmt publisher "
    "availability notesStmt sourceDesc biblStruct analytic monogr imprint encodingDesc "
    "projectDesc editorialDecl correction normalization classDecl taxonomy category "
    "profileDesc langUsage text body div"
)
_BLOCKS = frozenset(_BLOCK_NAMES.split())
"""The elements whose content is other elements only: indented when written."""


def indent(el: ET.Element, level: int = 0) -> None:
    """Indent the element-only containers; mixed content (``ab``, ``note``…) stays as it is."""
    if el.tag.rpartition("}")[2] not in _BLOCKS or not len(el):
        return
    pad = "\n" + "  " * (level + 1)
    el.text = pad
    for child in el:
        child.tail = pad
        indent(child, level + 1)
    el[-1].tail = pad[:-2]
