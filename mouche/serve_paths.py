"""The paths a request may name, for the site's server ([`mouche.serve`][mouche.serve]).

A request path is decoded strictly ([`request_path`][request_path]: anything that is not a
plain UTF-8 path is a [`BadRequest`][BadRequest], answered with 400) and normalised
([`site_path`][site_path]), so that a redirect built from it never leaves the site.
"""

from __future__ import annotations

import os
import re
import urllib.parse


class BadRequest(ValueError):
    """A request path that names no file in any encoding: answered with 400."""


_BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def request_path(target: str) -> str:
    """The decoded path of a request target (query and fragment dropped).

    Raises [`BadRequest`][mouche.serve_paths.BadRequest] for a control character, a ``%``
    not followed by two hex digits, raw non-ASCII, or escapes that are not UTF-8 (a
    lone surrogate among them).

    >>> request_path("/try/play/?seed=1")
    '/try/play/'
    >>> request_path("/caf%C3%A9.html")
    '/café.html'
    >>> request_path("/%E0%A4%A")
    Traceback (most recent call last):
    ...
    mouche.serve_paths.BadRequest: bad percent-escape in the path
    """
    path = target.split("?", 1)[0].split("#", 1)[0]
    if _CONTROL.search(path) or not path.isascii():
        raise BadRequest("control character or raw non-ASCII in the path")
    if _BAD_ESCAPE.search(path):
        raise BadRequest("bad percent-escape in the path")
    try:
        decoded = urllib.parse.unquote_to_bytes(path).decode("utf-8")  # strict: no surrogates
    except UnicodeDecodeError:
        raise BadRequest("the path is not UTF-8") from None
    if _CONTROL.search(decoded):
        raise BadRequest("control character in the path")
    return decoded


def site_path(decoded: str) -> str:
    """The path of the site that a decoded request path names, normalised: one leading
    slash, no empty, ``.`` or ``..`` part (a ``..`` climbs at most to the root).

    Redirects are built from this alone, so they never leave the site: not even an
    escaped slash (``/%2Fevil.example``) makes them scheme-relative (``//evil.example``).

    >>> site_path("//evil.example/../sources")
    '/sources'
    >>> site_path("/a/./b/../../../c/")
    '/c'
    """
    parts: list[str] = []
    for part in decoded.split("/"):
        if part == "..":
            del parts[-1:]
        elif part not in ("", "."):
            parts.append(part)
    return "/" + "/".join(parts)


def inside(path: str, root: str) -> bool:
    """Whether ``path`` is ``root`` or under it (both real paths)."""
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


__all__ = ["BadRequest", "inside", "request_path", "site_path"]
