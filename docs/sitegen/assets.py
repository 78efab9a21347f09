"""What the site serves itself besides its pages: the engine's wheel, Pyodide, the charts.

* the engine wheel, built with the standard build backend (offline: ``python -m build
  --wheel --no-isolation``, in a temporary copy of the package so that concurrent
  builds never share a ``build/`` folder), into ``assets/wheels/`` with a manifest;
* Pyodide's core files from ``node_modules/pyodide`` (the npm package pinned in
  ``package.json``) into ``assets/pyodide/``;
* Observable Plot and the d3 build it is made against (npm ``@observablehq/plot`` and
  ``d3``) with their licences into ``assets/charts/``; the numbers page loads them only
  when it draws.

No CDN: the site works offline once served.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from .paths import NODE_MODULES, ROOT

PYODIDE_DIR = NODE_MODULES / "pyodide"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
"""What Pyodide 314 fetches to start a bare interpreter (no packages, no micropip): the
ES module loader, the Emscripten module, the WebAssembly binary, the standard library
and the lock file it reads at start-up."""
WHEEL_LIMIT = 480 * 1024
"""The engine wheel's ceiling: about 164 KB with the players (issue 23) and the command line's
guards (22), 224 KB with the French and Russian catalogues (issue 25), 270 KB once it held every
package (the citations and the TEI edition, which a list of packages had left out), 320 KB with
the family's first games and their words in three languages, 400 KB with the Bête, Beast,
French Ruff and the Triomphe and their editorial decisions (issue 35), 448 KB with what
the citations learnt from editors' tools and the pages' descriptions in three languages
(issue 39: the ceiling of 448 KiB then stood 0.2% above it); the ceiling catches a
data file swept into the package by mistake, it is not a budget to spend (the wheel is under 3%
of what Pyodide downloads; the family's other games will add rules and catalogue entries)."""
CHART_FILES = {
    "d3.min.js": "d3/dist/d3.min.js",
    "d3.LICENSE.txt": "d3/LICENSE",
    "plot.umd.min.js": "@observablehq/plot/dist/plot.umd.min.js",
    "plot.LICENSE.txt": "@observablehq/plot/LICENSE",
}


class BuildError(RuntimeError):
    """The wheel, the Pyodide files or the charting library could not be produced."""


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
            [
                *(sys.executable, "-m", "build", "--wheel", "--no-isolation"),
                *("--outdir", str(dist), str(src)),
            ],
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


def write_engine_assets(site_dir: Path) -> dict[str, Any]:
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


def write_chart_assets(site_dir: Path) -> Path:
    """Copy the charting library into ``site_dir/assets/charts/``; return that folder."""
    out = site_dir / "assets" / "charts"
    out.mkdir(parents=True, exist_ok=True)
    for name, rel in CHART_FILES.items():
        src = NODE_MODULES / rel
        if not src.is_file():
            raise BuildError(f"{src} is missing: run `npm ci` (see the README)")
        shutil.copyfile(src, out / name)
    return out
