"""mkdocs hook: the same engine in the reader's browser, self-hosted.

* ``on_page_markdown`` turns a fenced block ```` ```mouche-hand ```` (a hand record,
  optionally ``title="..."`` and ``compare="<preset>"`` after the fence name) into
  a widget placeholder: the record is shown as text, and
  ``javascripts/try/try.js`` adds the step-through player on the reader's click.
* ``on_post_build`` builds the engine wheel with the standard build backend
  (offline: ``python -m build --wheel --no-isolation``, in a temporary copy of
  the package so concurrent builds never share a ``build/`` folder) into
  ``site/assets/wheels/`` with a small manifest, and copies Pyodide's core files
  from ``node_modules/pyodide`` (the npm package pinned in ``package.json``)
  into ``site/assets/pyodide/``.  No CDN: the site works offline once served.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
# What Pyodide 314 fetches to start a bare interpreter (no packages, no micropip):
# the ES module loader, the Emscripten module, the WebAssembly binary, the
# standard library and the lock file it reads at start-up.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
WHEEL_LIMIT = 160 * 1024  # 150 KB until the reasoning player (mouche/players, about 8 KB)

_FENCE = re.compile(
    r"^(?P<fence>`{3,}|~{3,})mouche-hand(?P<attrs>[^\n`]*)\n(?P<body>.*?)^(?P=fence)[ \t]*$",
    re.MULTILINE | re.DOTALL,
)
_ATTR = re.compile(r'(\w+)="([^"]*)"')


class BuildError(RuntimeError):
    """The wheel or the Pyodide files could not be produced."""


def build_wheel(outdir: Path, root: Path = ROOT) -> Path:
    """Build the engine's pure-Python wheel into ``outdir``; return its path.

    The package is copied to a temporary folder first (``pyproject.toml``,
    ``README.md``, ``mouche/`` without caches), then built with
    ``python -m build --wheel --no-isolation`` (no network).  ``pyodide build``
    does the same for a pure-Python package, online.
    """
    outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="mouche-wheel-") as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        shutil.copy2(root / "pyproject.toml", src / "pyproject.toml")
        readme = root / "README.md"
        if readme.exists():
            shutil.copy2(readme, src / "README.md")
        else:  # the README is the lead's; the wheel only needs a placeholder
            (src / "README.md").write_text("# mouche\n", encoding="utf-8")
        shutil.copytree(
            root / "mouche",
            src / "mouche",
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
        )
        dist = Path(tmp) / "dist"
        proc = subprocess.run(
            [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dist),
             str(src)],
            capture_output=True,
            text=True,
            check=False,
        )
        wheels = sorted(dist.glob("mouche-*-py3-none-any.whl"))
        if proc.returncode != 0 or len(wheels) != 1:
            tail = "\n".join((proc.stdout + proc.stderr).strip().splitlines()[-15:])
            raise BuildError(f"building the engine wheel failed:\n{tail}")
        target = outdir / wheels[0].name
        shutil.copy2(wheels[0], target)
    return target


def copy_pyodide(dest: Path, source: Path = PYODIDE_DIR) -> list[Path]:
    """Copy Pyodide's core files into ``dest``; a missing npm install is a clear error."""
    missing = [name for name in PYODIDE_FILES if not (source / name).is_file()]
    if missing:
        raise BuildError(
            f"Pyodide files missing from {source} ({', '.join(missing)}): run `npm ci` "
            "(the Makefile's setup does)"
        )
    dest.mkdir(parents=True, exist_ok=True)
    copied = []
    for name in PYODIDE_FILES:
        shutil.copy2(source / name, dest / name)
        copied.append(dest / name)
    return copied


def pyodide_version(source: Path = PYODIDE_DIR) -> str:
    data = json.loads((source / "package.json").read_text(encoding="utf-8"))
    return str(data["version"])


def write_assets(site_dir: Path) -> dict[str, Any]:
    """Wheel, manifest and Pyodide into ``site_dir/assets``; return the manifest."""
    wheels = site_dir / "assets" / "wheels"
    if wheels.exists():
        shutil.rmtree(wheels)
    wheel = build_wheel(wheels)
    size = wheel.stat().st_size
    if size >= WHEEL_LIMIT:
        raise BuildError(f"the engine wheel is {size} bytes, over the {WHEEL_LIMIT} limit")
    copied = copy_pyodide(site_dir / "assets" / "pyodide")
    manifest = {
        "wheel": wheel.name,
        "size": size,
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "pyodide": pyodide_version(),
        # The bytes the worker downloads to start, so its progress bar can follow them.
        "files": {path.name: path.stat().st_size for path in copied},
    }
    (wheels / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", "utf-8")
    return manifest


def hand_widget(record: str, attrs: str = "") -> str:
    """The HTML placeholder of one example hand: the record as (escaped) text."""
    options = dict(_ATTR.findall(attrs))
    title = options.get("title", "")
    parts = ['<div class="mouche-hand"']
    if options.get("compare"):
        parts.append(f' data-compare="{html.escape(options["compare"], quote=True)}"')
    parts.append(">")
    if title:
        parts.append(f'<p class="mouche-hand__title"><strong>{html.escape(title)}</strong></p>')
    # One line (newlines as character references) so Markdown keeps it one raw HTML block.
    body = html.escape(record.rstrip("\n") + "\n").replace("\n", "&#10;")
    parts.append(f'<pre class="mouche-hand__record"><code>{body}</code></pre></div>')
    return "".join(parts)


def play_widget() -> str:
    """The Play page's placeholder, with the presets for its form (from the engine)."""
    from mouche.browser import rulesets_json

    data = html.escape(rulesets_json(), quote=True)
    return (
        f'<div id="mouche-play" class="mouche-play" data-rulesets="{data}">'
        '<noscript><p>The Play page needs JavaScript.</p></noscript></div>'
    )


def sample_record(seed: int = 3) -> str:
    """A whole deal played out by the engine's simple players, as a hand record."""
    import random

    from mouche.records import format_record
    from mouche.session import deal_from_seed
    from mouche.strategy import choose

    deal = deal_from_seed("academie", 4, seed)
    rng = random.Random(seed)
    while not deal.is_over:
        deal = deal.apply(choose(deal, rng))
    return format_record(deal, f"A deal from seed {seed}, played by the engine")


def workbench_widget() -> str:
    """The workbench's placeholder: a sample record as text, editable once the script runs."""
    body = html.escape(sample_record()).replace("\n", "&#10;")
    return (
        '<div id="mouche-workbench" class="mouche-workbench">'
        f'<pre class="mouche-workbench__sample"><code>{body}</code></pre></div>'
    )


_MARKERS = {"<!-- mouche:play -->": play_widget, "<!-- mouche:workbench -->": workbench_widget}


def replace_hand_fences(markdown: str) -> str:
    """Every ```` ```mouche-hand ```` fence of ``markdown`` as a widget placeholder."""

    def widget(match: re.Match[str]) -> str:
        return "\n" + hand_widget(match["body"], match["attrs"]) + "\n"

    return _FENCE.sub(widget, markdown)


def on_page_markdown(markdown: str, **kwargs: Any) -> str:
    for marker, widget in _MARKERS.items():
        if marker in markdown:
            markdown = markdown.replace(marker, "\n" + widget() + "\n")
    if "mouche-hand" in markdown:
        markdown = replace_hand_fences(markdown)
    return markdown


def on_post_build(config: Any, **kwargs: Any) -> None:
    from mkdocs.exceptions import PluginError

    try:
        write_assets(Path(config["site_dir"]))
    except BuildError as exc:
        raise PluginError(str(exc)) from None
