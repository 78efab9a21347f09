"""Raw-socket requests to the static server (mouche.serve): request lines and headers as an
attacker writes them, paths built of ``..``, escaped slashes and dots, backslashes, links
planted in the folder, NUL bytes and bad escapes, odd methods and versions.

Whatever comes, the server answers with a status line (or, for HTTP/0.9, a body), never a
5xx, never a file from outside its folder (every 200 is a file inside it, byte for byte),
never a redirect off the site, never a traceback on stderr; and it still serves a plain
request afterwards.
"""

from __future__ import annotations

import gzip
import os
import re
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from fuzz_helpers import fuzz
from hypothesis import given
from hypothesis import strategies as st

from mouche.serve import SiteServer, serving

SECRET = b"SECRET-OUTSIDE-THE-FOLDER"
SEGMENTS = [
    "",
    ".",
    "..",
    "%2e%2e",
    "%2E%2e",
    ".%2e",
    "%2f",
    "%2F",
    "%5C",
    "\\",
    "%00",
    "%",
    "%zz",
    "%C3%A9",
    "%ED%A0%80",
    "index.html",
    "page.txt",
    "sub",
    "secret.txt",
    "etc",
    "linked",
    "pipe.txt",
    "alias.txt",
    "404.html",
    "evil.example",
    "a" * 300,
    "?x=//evil",
    "#frag",
    ";x",
]
METHODS = ["GET", "HEAD", "POST", "PUT", "OPTIONS", "get", "GET GET", "", "\x00"]
VERSIONS = [" HTTP/1.0", " HTTP/1.1", "", " HTTP/0.9", " HTTP/9.9", " HTTP/1.0 x", " http/1.0"]
HEADERS = [
    "Accept-Encoding: gzip",
    "Accept-Encoding: gzip;q=0, identity",
    "If-Modified-Since: Thu, 01 Jan 2099 00:00:00 GMT",
    "If-Modified-Since: nonsense",
    "If-None-Match: *",
    "Range: bytes=0-3",
    "Range: bytes=-1",
    "Host: evil.example",
    "Content-Length: -1",
    "Content-Length: 99999999999999999999",
    "Connection: keep-alive",
    "X-Long: " + "b" * 70_000,
    "no colon here",
    " folded continuation",
]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[SiteServer, Path]]:
    """A site with a secret beside it, links out of it, a pipe, a folder without an index."""
    root = tmp_path_factory.mktemp("served")
    folder, outside = root / "site", root / "outside"
    folder.mkdir()
    outside.mkdir()
    (outside / "secret.txt").write_bytes(SECRET)
    (outside / "index.html").write_bytes(SECRET)
    (folder / "index.html").write_text("home", encoding="utf-8")
    (folder / "404.html").write_text("<title>Not found</title>", encoding="utf-8")
    (folder / "page.txt").write_text("page " * 100, encoding="utf-8")
    (folder / "sub").mkdir()
    (folder / "sub" / "index.html").write_text("sub", encoding="utf-8")
    (folder / "secret.txt").symlink_to(outside / "secret.txt")
    (folder / "etc").symlink_to(outside, target_is_directory=True)
    (folder / "linked").mkdir()
    (folder / "linked" / "index.html").symlink_to(outside / "index.html")
    (folder / "alias.txt").symlink_to(folder / "page.txt")
    os.mkfifo(folder / "pipe.txt")
    with serving(str(folder), timeout=2) as server:
        yield server, folder


def _send(port: int, data: bytes) -> bytes:
    """``data`` sent whole, the sending side then closed; all the server answers."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        try:
            conn.sendall(data)
            conn.shutdown(socket.SHUT_WR)
        except OSError:  # the server may close first (a request line too long)
            pass
        chunks = []
        try:
            while chunk := conn.recv(65536):
                chunks.append(chunk)
        except ConnectionResetError:
            pass
    return b"".join(chunks)


def _files_inside(folder: Path) -> set[bytes]:
    """What the files inside the folder hold (links followed only if they stay inside)."""
    inside = folder.resolve()
    return {
        p.read_bytes()
        for p in folder.rglob("*")
        if p.is_file() and p.resolve().is_relative_to(inside)
    }


REQUEST = st.builds(
    lambda method, segments, version, headers, end: (
        method
        + " "
        + "/".join(["", *segments])
        + version
        + end
        + "".join(h + end for h in headers)
        + end
    ),
    st.sampled_from(METHODS),
    st.lists(st.sampled_from(SEGMENTS), max_size=6),
    st.sampled_from(VERSIONS),
    st.lists(st.sampled_from(HEADERS), max_size=3),
    st.sampled_from(["\r\n", "\n"]),
)


@fuzz(80)
@given(REQUEST, st.booleans())
def test_raw_requests(
    site: tuple[SiteServer, Path],
    capsys: pytest.CaptureFixture[str],
    request: str,
    raw_slash: bool,
) -> None:
    server, folder = site
    data = request.encode("utf-8", "surrogateescape")
    if raw_slash:  # the path as a browser would never send it: two slashes first
        data = data.replace(b" /", b" //", 1)
    answer = _send(server.server_port, data)
    assert SECRET not in answer
    if answer.startswith(b"HTTP/"):
        head, _, body = answer.partition(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        assert status < 500 or status in (501, 505), head  # unsupported method or version
        headers = dict(line.split(b": ", 1) for line in head.split(b"\r\n")[1:] if b": " in line)
        location = headers.get(b"Location")
        if location is not None:
            assert re.fullmatch(rb"/(?![/\\])[^\\\s]*", location), location  # on the site
        if status == 200 and body:
            if headers.get(b"Content-Encoding") == b"gzip":
                body = gzip.decompress(body)
            assert body in _files_inside(folder), body[:100]
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err, err


def test_the_server_still_serves_after_the_fuzzing(site: tuple[SiteServer, Path]) -> None:
    server, _ = site
    answer = _send(server.server_port, b"GET / HTTP/1.0\r\n\r\n")
    assert answer.startswith(b"HTTP/1.0 200") and answer.endswith(b"home")


def _strict(port: int, data: bytes) -> bytes:
    """Like ``_send``, but a reset fails: the answer must arrive whole (issue 37.5)."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        try:
            conn.sendall(data)
            conn.shutdown(socket.SHUT_WR)
        except OSError:  # the server answered and closed first: its answer must still come
            pass
        chunks = []
        while chunk := conn.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


@fuzz(12)
@given(
    st.integers(0, 150_000),
    st.integers(0, 400),
    st.sampled_from(["/page.txt", "/index.html", "/sub/", "/nowhere"]),
)
def test_a_body_and_a_pipeline_never_cut_the_answer(
    site: tuple[SiteServer, Path], size: int, more: int, path: str
) -> None:
    """A GET with a body of any size, then any number of requests pipelined after it: the
    one answer the server gives (HTTP/1.0) arrives whole, with the length it announces."""
    server, _ = site
    first = f"GET {path} HTTP/1.1\r\nHost: h\r\nContent-Length: {size}\r\n\r\n".encode()
    data = first + b"x" * size + b"GET / HTTP/1.1\r\nHost: h\r\n\r\n" * more
    answer = _strict(server.server_port, data)
    head, sep, body = answer.partition(b"\r\n\r\n")
    assert sep and head.startswith(b"HTTP/1.0 "), answer[:80]
    headers = dict(line.split(b": ", 1) for line in head.split(b"\r\n")[1:] if b": " in line)
    assert len(body) == int(headers[b"Content-Length"])
    status = int(head.split(b" ", 2)[1])
    assert status in ((413,) if size > 64 << 10 else (200, 301, 404)), head
