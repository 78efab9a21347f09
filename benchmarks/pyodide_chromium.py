"""Run a Python file in Pyodide inside Chromium, where readers run the engine; print its output.

``python benchmarks/pyodide_chromium.py SCRIPT [ARGS...]`` is ``pyodide_run.mjs`` for the
browser: a local server on a free port serves ``node_modules/pyodide`` (the files the
site copies), this repository's ``mouche/`` and ``benchmarks/`` and the script, with
COOP/COEP headers so that ``performance.now()``, Pyodide's clock, is not coarsened; Debian's
Chromium (``CHROMIUM``, default ``/usr/bin/chromium``), headless through Playwright, runs
the script as ``__main__`` with the repository first on ``sys.path``.  For
``pyodide_ops.py --chromium``; not part of ``make bench``.
"""

from __future__ import annotations

import http.server
import os
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = b"<!doctype html><title>Pyodide benchmark</title>"

RUN = """async ({files, script, args, root}) => {
  const { loadPyodide } = await import("/pyodide/pyodide.mjs");
  const out = [];
  const py = await loadPyodide({ indexURL: "/pyodide/", stdout: (s) => out.push(s),
                                 stderr: (s) => out.push(s) });
  for (const f of files) {
    py.FS.mkdirTree(f.slice(0, f.lastIndexOf("/")));
    py.FS.writeFile(f, await (await fetch("/file" + f)).text());
  }
  py.globals.set("ARGV", py.toPy([script, ...args]));
  py.globals.set("ROOT", root);
  py.runPython(`
import os, runpy, sys
sys.argv = list(ARGV)
sys.path[:0] = [ROOT, os.path.dirname(sys.argv[0])]
os.chdir(ROOT)
runpy.run_path(sys.argv[0], run_name="__main__")
`);
  return out.join("\\n");
}"""


def run_in_chromium(script: Path, args: list[str]) -> str:
    """What ``script`` prints, run with ``args`` in Pyodide in headless Chromium."""
    from playwright.sync_api import sync_playwright

    script = script.resolve()
    files = {str(p): p for sub in ("mouche", "benchmarks") for p in (ROOT / sub).rglob("*.py")}
    files[str(script)] = script
    pyodide = ROOT / "node_modules" / "pyodide"

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            path = self.path.split("?")[0]
            if path.startswith("/pyodide/"):
                target: Path | None = pyodide / path.removeprefix("/pyodide/")
            elif path.startswith("/file/"):
                target = files.get(path.removeprefix("/file"))
            else:
                target = None
            body = target.read_bytes() if target and target.is_file() else PAGE
            kind = {".mjs": "text/javascript", ".js": "text/javascript",
                    ".wasm": "application/wasm"}.get(Path(path).suffix, "text/html")  # fmt: skip
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                args=["--no-sandbox", "--disable-gpu"],
            )
            page = browser.new_page()
            page.set_default_timeout(600_000)
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/")
            out: str = page.evaluate(
                RUN, {"files": list(files), "script": str(script), "args": args, "root": str(ROOT)}
            )
            version = browser.version
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return out + f"\n# Chromium {version}"


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit("usage: python benchmarks/pyodide_chromium.py SCRIPT [ARGS...]")
    print(run_in_chromium(Path(sys.argv[1]), sys.argv[2:]))
