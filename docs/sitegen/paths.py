"""Where the site generator finds what it reads: the repository, the engine, the records."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository: ``mkdocs.yml``, ``mouche/``, ``tests/records/``, ``node_modules/``."""

ENGINE_DIR = ROOT / "mouche"
"""The engine package, whose modules get one reference page each."""

RECORDS_DIR = ROOT / "tests" / "records"
"""The hand records the site shows as example hands (the tests replay the same files)."""

NODE_MODULES = ROOT / "node_modules"
"""The npm packages the site serves itself (Pyodide, Observable Plot, d3)."""
