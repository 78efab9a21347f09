"""A tiny static server for the built site (``make serve``).

``python -m mouche.serve --directory site --port 8000`` serves the folder on
127.0.0.1 only, with the MIME types the in-browser engine needs: module scripts
(``.mjs``) as JavaScript, WebAssembly as ``application/wasm`` (so it can be
compiled while streaming), wheels, zips and JSON.  Text and WebAssembly are
sent gzip-compressed to clients that accept it (compressed once, kept in
memory), and every response asks the browser to revalidate (``no-cache``), so a
rebuilt site is never served stale.  ``--port 0`` picks a free port.  The first
line printed is the URL, so a test can read it.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import http.server
import io
import os
import sys
import threading
from collections.abc import Iterator, Sequence
from typing import BinaryIO

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
    ".xml": "application/xml",
    ".gz": "application/gzip",
}


COMPRESSIBLE = frozenset(
    {".html", ".css", ".js", ".mjs", ".map", ".json", ".svg", ".txt", ".toml", ".xml", ".wasm"}
)

_GZIP_CACHE: dict[tuple[str, int, int], bytes] = {}
_GZIP_LOCK = threading.Lock()


def gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    """The gzip of a file, compressed once per version of the file."""
    key = (path, mtime_ns, size)
    with _GZIP_LOCK:
        cached = _GZIP_CACHE.get(key)
    if cached is None:
        with open(path, "rb") as f:
            cached = gzip.compress(f.read(), compresslevel=6, mtime=0)
        with _GZIP_LOCK:
            _GZIP_CACHE[key] = cached
    return cached


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with explicit MIME types and gzip; quiet unless ``verbose``."""

    verbose = False

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        known = MIME_TYPES.get(os.path.splitext(os.fspath(path))[1].lower())
        return known or super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self) -> BinaryIO | None:
        """Like the standard handler, but text and wasm go gzip-compressed when accepted."""
        if "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()  # the redirect to the folder's URL
            path = os.path.join(path, "index.html")
        if os.path.splitext(path)[1].lower() not in COMPRESSIBLE or not os.path.isfile(path):
            return super().send_head()
        st = os.stat(path)
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                when = email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError, IndexError, OverflowError):
                when = None
            if when is not None and int(st.st_mtime) <= when:
                self.send_response(http.HTTPStatus.NOT_MODIFIED)
                self.end_headers()
                return None
        body = gzipped(path, st.st_mtime_ns, st.st_size)
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(st.st_mtime)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)


def make_server(directory: str, port: int = 0, verbose: bool = False) -> http.server.HTTPServer:
    """A threading HTTP server for ``directory`` on 127.0.0.1:``port`` (0: any free port)."""
    handler = functools.partial(
        type("Handler", (SiteHandler,), {"verbose": verbose}), directory=directory
    )
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


@contextlib.contextmanager
def running(directory: str) -> Iterator[str]:
    """Serve ``directory`` on a free localhost port in a background thread; yield its URL."""
    server = make_server(directory, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m mouche.serve", description="Serve the built site on 127.0.0.1."
    )
    parser.add_argument("--directory", "-d", default="site", help="folder to serve (site)")
    parser.add_argument("--port", "-p", type=int, default=8000, help="port; 0 picks a free one")
    parser.add_argument("--verbose", "-v", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    if not os.path.isdir(args.directory):
        print(f"no folder {args.directory!r}: build the site first (make site)", file=sys.stderr)
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
