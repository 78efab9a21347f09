"""A small static server for the built site (``make serve``), safe to point at a folder.

``python -m mouche.serve --directory site --port 8000`` serves the folder on
127.0.0.1 only, with the MIME types the in-browser engine needs: module scripts
(``.mjs``) as JavaScript, WebAssembly as ``application/wasm`` (so it can be
compiled while streaming), wheels, zips and JSON.  Text and WebAssembly are
sent gzip-compressed to clients that accept it (each version of a file
compressed once, however many ask at once, and kept in memory up to
[`GZIP_CACHE_BYTES`][mouche.serve.GZIP_CACHE_BYTES] in all), except a file over
[`GZIP_MAX_BYTES`][mouche.serve.GZIP_MAX_BYTES], sent as it is: whatever the
folder holds, a response is read and sent a chunk at a time.  Every
response asks the browser to revalidate (``no-cache``), so a rebuilt site is
never served stale.  ``--port 0`` picks a free port.  The first line printed is
the URL, so a test can read it.

What it will not do, whatever it is asked:

* serve anything but a regular file inside the folder once links are resolved
  (a link pointing out of it, a device, a pipe: 404), or list a folder (a
  folder without ``index.html``: 404); a missing page gets the site's own
  ``404.html``, with status 404, and so does an address that is malformed (400)
  or too long (414);
* redirect off the site: a folder asked for without its final slash is
  redirected to the normalised path of the site ([`site_path`][mouche.serve_paths.site_path]),
  never to a scheme-relative ``//host`` however the slashes were escaped;
* wait on a client: the request line and headers must arrive within
  [`TIMEOUT`][mouche.serve.TIMEOUT] seconds, and any later read or write that
  stalls that long drops the connection;
* start more than [`MAX_THREADS`][mouche.serve.MAX_THREADS] threads: further
  connections wait in the listening queue until one is free, and while they
  wait, the connection that has been sending its request longest gives up its
  thread once it has taken more than a fifth of [`TIMEOUT`][mouche.serve.TIMEOUT]
  (a browser sends its request at once), so stalled clients cannot keep a
  reader waiting;
* choke on a malformed path (a NUL byte or other control character, a bad
  percent-escape, bytes that are not UTF-8, a lone surrogate): 400, and
  nothing on stderr.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import email.utils
import functools
import http.server
import io
import os
import re
import socket
import stat
import sys
import threading
import time
import urllib.parse
import zlib
from collections.abc import Iterator, Sequence
from typing import Any, BinaryIO

from mouche.cli_io import OneLineParser, open_regular
from mouche.errors import excerpt
from mouche.serve_paths import BadRequest, inside, request_path, site_path

MIME_TYPES: dict[str, str] = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".map": "application/json",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
    ".toml": "text/plain; charset=utf-8",
    ".xml": "application/xml; charset=utf-8",
    ".gz": "application/gzip",
    ".bib": "application/x-bibtex; charset=utf-8",
    ".bibtex": "application/x-bibtex; charset=utf-8",
    ".ris": "application/x-research-info-systems; charset=utf-8",
}

DOWNLOADS = re.compile(r"(?:[a-z]{2}/)?(?:mouche-bibliography\.[a-z]+|sources/[a-z0-9-]+\.[a-z.]+)")
"""The site's files to take away (the whole bibliography at the root, each source's own
files beside its page: ``sources/academie.bib``, ``.ris``, ``.tei.xml``, ``.txt``; the same
under ``fr/`` and ``ru/``): sent with
their charset (UTF-8, every one) and ``Content-Disposition: attachment`` under their own name,
so that every format saves the same way instead of some opening in the tab (issue 40.2)."""


def disposition(relative: str) -> str | None:
    """The ``Content-Disposition`` of the file at ``relative`` (a path inside the site, with
    ``/``): ``attachment`` with its name for a download, ``None`` for a page or an asset.

    >>> disposition("sources/academie.tei.xml"), disposition("sources/academie/index.html")
    ('attachment; filename="academie.tei.xml"', None)
    """
    if not DOWNLOADS.fullmatch(relative) or relative.endswith(".html"):
        return None
    return f'attachment; filename="{relative.rsplit("/", 1)[-1]}"'


def download_type(relative: str, known: str) -> str:
    """A download's media type with its charset (``.json``'s has none of its own)."""
    if disposition(relative) is None or "charset=" in known:
        return known
    return f"{known}; charset=utf-8"


COMPRESSIBLE = frozenset(
    {".html", ".css", ".js", ".mjs", ".map", ".json", ".svg", ".txt", ".toml", ".xml", ".wasm"}
)

TIMEOUT = 5.0
"""Seconds a client has to send its request, and that any later read or write may stall."""
MAX_THREADS = 32
"""Connections served at once (a browser opens about six per site)."""
MAX_BODY = 64 << 10
"""The most a request may send after its headers (a GET's body means nothing here: it is read
and dropped); more is refused with 413, a body in chunks with 411."""
LINGER = 1.0
"""Seconds a closing connection keeps reading what the client still sends, so that its
unread requests do not reset the connection before it has read the last answer."""
NOT_FOUND_PAGE = "404.html"
PAGE_ERRORS = frozenset({400, 404, 414})
"""Answered with the site's own NOT_FOUND_PAGE (with their status): no page has that address."""

# --------------------------------------------------------------------------- gzip, once per version

GZIP_MAX_BYTES = 32 << 20
"""Files larger than this (32 MiB; Pyodide's WebAssembly is under 10) are sent as they
are, a chunk at a time: the memory a response takes is never set by the size of a file."""
GZIP_CACHE_BYTES = 128 << 20
"""The gzip of each file is kept for later requests, up to this many bytes in all; past
it, the least recently used are dropped."""
_CHUNK = 256 << 10


def compress(f: BinaryIO) -> bytes:
    """The gzip of what ``f`` holds, read a chunk at a time (reproducible: no timestamp).

    Tests count calls to this."""
    packer = zlib.compressobj(6, zlib.DEFLATED, 31)  # 31: a gzip header, mtime 0
    parts = [packer.compress(chunk) for chunk in iter(functools.partial(f.read, _CHUNK), b"")]
    return b"".join([*parts, packer.flush()])


_GZIP_CACHE: collections.OrderedDict[str, tuple[tuple[int, int], bytes]] = collections.OrderedDict()
"""Path -> (version, gzip), least recently used first: only the latest version of each file."""
_GZIP_LOCKS: dict[tuple[str, int, int], threading.Lock] = {}
"""One lock per file version being compressed, so concurrent first requests wait for one."""
_GZIP_LOCK = threading.Lock()
"""Guards the two dictionaries above (held only for lookups, never while compressing)."""
_COMPRESSING = threading.BoundedSemaphore(2)
"""Files compressed at once (each holds at most its gzip in memory meanwhile)."""


def _cached(path: str, version: tuple[int, int]) -> bytes | None:
    with _GZIP_LOCK:
        hit = _GZIP_CACHE.get(path)
        if hit is None or hit[0] != version:
            return None
        _GZIP_CACHE.move_to_end(path)
        return hit[1]


def _keep(path: str, version: tuple[int, int], body: bytes) -> None:
    with _GZIP_LOCK:
        _GZIP_CACHE.pop(path, None)
        _GZIP_CACHE[path] = (version, body)
        total = sum(len(b) for _, b in _GZIP_CACHE.values())
        while total > GZIP_CACHE_BYTES and len(_GZIP_CACHE) > 1:
            total -= len(_GZIP_CACHE.popitem(last=False)[1][1])


def gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    """The gzip of a file, compressed once per version of the file (its mtime and size)."""
    version = (mtime_ns, size)
    body = _cached(path, version)
    if body is not None:
        return body
    key = (path, mtime_ns, size)
    with _GZIP_LOCK:
        lock = _GZIP_LOCKS.setdefault(key, threading.Lock())
    with lock:
        body = _cached(path, version)  # another request may have compressed it meanwhile
        if body is not None:
            return body
        try:
            with _COMPRESSING, open_regular(path) as f:
                body = compress(f)
            _keep(path, version, body)
        finally:
            with _GZIP_LOCK:
                _GZIP_LOCKS.pop(key, None)
    return body


# --------------------------------------------------------------------------- the handler


class _DeadlineReader(io.RawIOBase):
    """Reads a socket, each read waiting at most until a deadline (and at most ``timeout``).

    A client that sends its request a byte at a time cannot hold a thread for
    longer than the deadline, whatever its pace.
    """

    def __init__(self, sock: socket.socket, timeout: float) -> None:
        super().__init__()
        self.sock = sock
        self.timeout = timeout
        self.deadline = time.monotonic() + timeout

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the client was too slow to send its request")
        self.sock.settimeout(min(left, self.timeout))
        try:
            return self.sock.recv_into(buffer)
        finally:
            self.sock.settimeout(self.timeout)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Regular files inside the folder, explicit MIME types and gzip; quiet unless ``verbose``."""

    verbose = False
    timeout = TIMEOUT

    def setup(self) -> None:
        super().setup()
        self.rfile.close()  # the plain reader, replaced by one with a deadline
        self.rfile = io.BufferedReader(_DeadlineReader(self.connection, self.timeout))

    def parse_request(self) -> bool:
        ok = super().parse_request()
        if isinstance(self.server, SiteServer):
            self.server.request_read(self.request)
        return ok

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        known = MIME_TYPES.get(os.path.splitext(os.fspath(path))[1].lower())
        return known or super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def _root(self) -> str:
        return os.path.realpath(self.directory)

    def _regular_file(self, path: str) -> tuple[str, os.stat_result] | None:
        """The real path and status of ``path`` if it is a regular file inside the folder."""
        real = os.path.realpath(path)
        if not inside(real, self._root()):
            return None
        try:
            st = os.stat(real)
        except OSError:
            return None
        return (real, st) if stat.S_ISREG(st.st_mode) else None

    def send_head(self) -> BinaryIO | None:
        """Answer a GET or HEAD: a regular file inside the folder, a redirect, 304, 400 or 404."""
        self._announced: int | None = None
        if not self._drop_body():
            return None
        try:
            wanted = request_path(self.path)
        except BadRequest as exc:
            self.send_error(http.HTTPStatus.BAD_REQUEST, str(exc))
            return None
        site = site_path(wanted)
        folder = site.rstrip("/") + "/"  # what a redirect to the folder names
        path = self.translate_path(urllib.parse.quote(folder if wanted.endswith("/") else site))
        real = os.path.realpath(path)
        if os.path.isdir(real) and inside(real, self._root()):
            index = self._regular_file(os.path.join(real, "index.html"))
            if index is None:
                self.send_error(http.HTTPStatus.NOT_FOUND)  # folders are never listed
                return None
            if not wanted.endswith("/"):
                self.send_response(http.HTTPStatus.MOVED_PERMANENTLY)
                self.send_header("Location", urllib.parse.quote(folder))
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            found: tuple[str, os.stat_result] | None = index
        else:
            found = None if path.endswith("/") else self._regular_file(path)
        if found is None:
            self.send_error(http.HTTPStatus.NOT_FOUND)
            return None
        real, st = found
        if self._not_modified(st):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        compressible = os.path.splitext(real)[1].lower() in COMPRESSIBLE
        gzip_ok = "gzip" in self.headers.get("Accept-Encoding", "")
        if gzip_ok and compressible and st.st_size <= GZIP_MAX_BYTES:
            data = gzipped(real, st.st_mtime_ns, st.st_size)
            body: BinaryIO = io.BytesIO(data)
            length, encoding = len(data), "gzip"
        else:
            try:
                body = open_regular(real)  # closed by the caller
            except OSError:
                self.send_error(http.HTTPStatus.NOT_FOUND)
                return None
            # the size of the file opened, not of the one looked at before: it may have changed
            length, encoding = os.fstat(body.fileno()).st_size, ""
        self.send_response(http.HTTPStatus.OK)
        relative = os.path.relpath(real, self._root()).replace(os.sep, "/")
        self.send_header("Content-Type", download_type(relative, self.guess_type(real)))
        if attachment := disposition(relative):
            self.send_header("Content-Disposition", attachment)
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(length))
        self._announced = length
        self.send_header("Last-Modified", self.date_time_string(int(st.st_mtime)))
        if compressible:
            self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return body

    def _drop_body(self) -> bool:
        """Read and drop the request's body, if it sent one (up to [`MAX_BODY`][MAX_BODY]),
        so that the connection's next request is read from its start; refuse a larger one
        (413) or one in chunks (411), closing the connection. False when refused."""
        if "Transfer-Encoding" in self.headers:
            self.send_error(http.HTTPStatus.LENGTH_REQUIRED, "a body in chunks is not read here")
            return False
        length = self.headers.get("Content-Length", "0").strip()
        if not length.isdigit() or not length.isascii():
            self.send_error(http.HTTPStatus.BAD_REQUEST, "a Content-Length that is no length")
            return False
        left = int(length)
        if left > MAX_BODY:
            self.send_error(http.HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
            return False
        while left > 0:
            chunk = self.rfile.read(min(left, _CHUNK))
            if not chunk:
                self.close_connection = True
                return False
            left -= len(chunk)
        return True

    def copyfile(self, source: Any, outputfile: Any) -> None:
        """Send exactly the length announced: a file that grew while it was sent is cut
        there, and one that shrank closes the connection (the client sees it short)."""
        left = getattr(self, "_announced", None)
        if left is None:
            super().copyfile(source, outputfile)
            return
        while left > 0:
            chunk = source.read(min(left, _CHUNK))
            if not chunk:
                self.close_connection = True
                return
            outputfile.write(chunk)
            left -= len(chunk)

    def _not_modified(self, st: os.stat_result) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or "If-None-Match" in self.headers:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return int(st.st_mtime) <= when

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Errors as the standard handler sends them, except where the address names no
        page (malformed, missing or too long: 400, 404, 414): the site's own 404.html."""
        page = self._regular_file(os.path.join(self.directory, NOT_FOUND_PAGE))
        if code not in PAGE_ERRORS or page is None:
            super().send_error(code, message, explain)
            return
        try:
            f = open_regular(page[0])
        except OSError:
            super().send_error(code, message, explain)
            return
        with f:
            self.log_error("code %d, message %s", code, message or "Not Found")
            self.send_response(code)
            self.send_header("Connection", "close")
            self.send_header("Content-Type", MIME_TYPES[".html"])
            self._announced = os.fstat(f.fileno()).st_size
            self.send_header("Content-Length", str(self._announced))
            self.end_headers()
            if self.command != "HEAD":
                self.copyfile(f, self.wfile)

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A threading server with at most ``max_threads`` handler threads at once.

    While every thread is busy, the connection that has been sending its request
    for longest, if longer than ``grace`` seconds, is dropped to free its thread.
    ``peak`` is the most threads ever busy at once and ``dropped`` the number of
    connections dropped so (for the tests).
    """

    request_queue_size = 128

    def __init__(
        self, address: tuple[str, int], handler: Any, max_threads: int, grace: float
    ) -> None:
        self._slots = threading.BoundedSemaphore(max_threads)
        self._count_lock = threading.Lock()
        self._reading: dict[socket.socket, float] = {}
        """Connections whose request has not all come yet, oldest first, with their start."""
        self.grace = grace
        self.busy = 0
        self.peak = 0
        self.dropped = 0
        super().__init__(address, handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        self._wait_for_a_thread()
        with self._count_lock:
            self._reading[request] = time.monotonic()
        try:
            super().process_request(request, client_address)
        except BaseException:  # pragma: no cover (a thread could not be started)
            self.request_read(request)
            self._slots.release()
            raise

    def request_read(self, request: socket.socket) -> None:
        """The handler of ``request`` has its whole request (or has given up on it)."""
        with self._count_lock:
            self._reading.pop(request, None)

    def _wait_for_a_thread(self) -> None:
        """The accept loop waits here while every thread is busy, dropping stalled clients."""
        if self._slots.acquire(blocking=False):
            return
        while True:
            dropped = self._drop_stalled()
            if self._slots.acquire(timeout=self.grace if dropped else self.grace / 4):
                return

    def _drop_stalled(self) -> bool:
        with self._count_lock:
            oldest = next(iter(self._reading.items()), None)
            if oldest is None or time.monotonic() - oldest[1] < self.grace:
                return False
            del self._reading[oldest[0]]
            self.dropped += 1
        with contextlib.suppress(OSError):  # its thread reads the end of the stream, and ends
            oldest[0].shutdown(socket.SHUT_RDWR)
        return True

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        with self._count_lock:
            self.busy += 1
            self.peak = max(self.peak, self.busy)
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.request_read(request)
            with self._count_lock:
                self.busy -= 1
            self._slots.release()

    def shutdown_request(self, request: Any) -> None:
        """Close a connection without losing the answer: stop writing, then read and drop
        what the client still sends for at most [`LINGER`][LINGER] seconds (closing with
        input unread makes the system reset the connection, and the client lose the end of
        what it was sent)."""
        with contextlib.suppress(OSError):
            request.shutdown(socket.SHUT_WR)
            end = time.monotonic() + LINGER
            while (left := end - time.monotonic()) > 0:
                request.settimeout(left)
                if not request.recv(_CHUNK):
                    break
        self.close_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that went away is not news; anything else is one line on stderr."""
        exc = sys.exc_info()[1]
        if isinstance(exc, OSError):  # reset, broken pipe, timed out
            return
        print(f"mouche.serve: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)


def make_server(
    directory: str,
    port: int = 0,
    verbose: bool = False,
    *,
    timeout: float = TIMEOUT,
    max_threads: int = MAX_THREADS,
) -> SiteServer:
    """A server for ``directory`` on 127.0.0.1:``port`` (0: any free port)."""
    attributes = {"verbose": verbose, "timeout": timeout}
    handler = functools.partial(type("Handler", (SiteHandler,), attributes), directory=directory)
    return SiteServer(("127.0.0.1", port), handler, max_threads, grace=timeout / 5)


@contextlib.contextmanager
def running(directory: str, **options: Any) -> Iterator[str]:
    """Serve ``directory`` on a free localhost port in a background thread; yield its URL.

    ``options`` go to [`make_server`][mouche.serve.make_server] (``timeout``, ``max_threads``).
    """
    with serving(directory, **options) as server:
        yield f"http://127.0.0.1:{server.server_port}/"


@contextlib.contextmanager
def serving(directory: str, **options: Any) -> Iterator[SiteServer]:
    """Like [`running`][mouche.serve.running], but yield the server itself (its port,
    its ``peak``)."""
    server = make_server(directory, 0, **options)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def _port(text: str) -> int:
    """A port number, 0 to 65535 (0: any free one); anything else a one-line refusal."""
    if not (text.isascii() and text.isdigit()) or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"not a port (0 to 65535): {excerpt(text)}")
    return int(text)


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(
        prog="python -m mouche.serve", description="Serve the built site on 127.0.0.1."
    )
    parser.add_argument("--directory", "-d", default="site", help="folder to serve (site)")
    parser.add_argument("--port", "-p", type=_port, default=8000, help="port; 0 picks a free one")
    parser.add_argument("--verbose", "-v", action="store_true", help="log every request")
    args = parser.parse(argv)
    if not os.path.isdir(args.directory):
        print(
            f"no folder {excerpt(args.directory)}: build the site first (make site)",
            file=sys.stderr,
        )
        return 2
    try:
        server = make_server(args.directory, args.port, args.verbose)
    except OSError as exc:
        print(f"cannot listen on 127.0.0.1:{args.port}: {exc.strerror}", file=sys.stderr)
        return 2
    print(f"http://127.0.0.1:{server.server_port}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())  # pragma: no cover (run as a script)
