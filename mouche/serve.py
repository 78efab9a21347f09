"""A tiny static server for the built site (``make serve``).

``python -m mouche.serve --directory site --port 8000`` serves the folder on
127.0.0.1 only, with the MIME types the in-browser engine needs: module scripts
(``.mjs``) as JavaScript, WebAssembly as ``application/wasm`` (so it can be
compiled while streaming), wheels, zips and JSON.  ``--port 0`` picks a free
port.  The first line printed is the URL, so a test can read it.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import sys
from collections.abc import Sequence

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


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with explicit MIME types; quiet unless ``verbose``."""

    verbose = False

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        known = MIME_TYPES.get(os.path.splitext(os.fspath(path))[1].lower())
        return known or super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)


def make_server(directory: str, port: int = 0, verbose: bool = False) -> http.server.HTTPServer:
    """A threading HTTP server for ``directory`` on 127.0.0.1:``port`` (0: any free port)."""
    handler = functools.partial(
        type("Handler", (SiteHandler,), {"verbose": verbose}), directory=directory
    )
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


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
    raise SystemExit(main())
