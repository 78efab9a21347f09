"""The engine is built in floors: each module imports only from the floors below it, no
import goes round in a circle anywhere in the package, and no module, of the engine or
any other room of the package, is longer than a reader can hold (issue 19, point 6)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "mouche"

FLOORS: tuple[tuple[str, ...], ...] = (
    ("messages", "editorial_decision"),
    ("errors", "registry", "editorial_family", "chosen"),
    ("cards", "choices", "games", "editorial"),
    ("options_deal", "options_play"),
    ("options",),
    ("actions", "flush", "tricks", "deal_plan"),
    ("rulesets",),
    ("preset_options",),
    ("presets",),
    ("rulings", "stakes"),
    ("state",),
    ("turn_checks",),
    ("checks", "questions", "out_of_turn"),
    ("deal",),
    ("books",),
    ("contract", "heaps", "sides", "chalks"),
    ("settlement", "strategy", "shown"),
    ("rounds",),
    ("clause_map",),
)
"""The engine's modules, from the ground floor up."""

FLOOR = {f"mouche.{name}": level for level, names in enumerate(FLOORS) for name in names}
MOST_LINES = 600


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


MODULES = _modules()


def imports_of(name: str) -> set[str]:
    """The package's modules that ``name`` imports, at its top or inside a function.

    ``from mouche import x`` imports the module ``mouche.x`` when there is one (the
    package's ``__init__`` runs first for any of its modules, so that is no edge).
    """
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    package = name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name in MODULES}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join([*package.split(".")[: len(package.split(".")) - node.level + 1],
                                 *([base] if base else [])])  # fmt: skip
            subs = {f"{base}.{a.name}" for a in node.names} & set(MODULES)
            if subs:
                out |= subs
            elif base in MODULES:
                out.add(base)
    out.discard(name)
    return out


def test_the_floors_name_every_engine_module_once() -> None:
    names = [n for floor in FLOORS for n in floor]
    assert len(names) == len(set(names))
    assert all(f"mouche.{n}" in MODULES for n in names)


@pytest.mark.parametrize("name", sorted(FLOOR))
def test_an_engine_module_imports_only_from_below(name: str) -> None:
    for dep in sorted(imports_of(name)):
        assert dep in FLOOR, f"{name} imports {dep}, a room above the engine"
        assert FLOOR[dep] < FLOOR[name], f"{name} imports {dep}, which is not below it"


def test_no_import_goes_round_in_a_circle() -> None:
    graph = {name: imports_of(name) for name in MODULES}
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        if name in path:
            raise AssertionError(" -> ".join((*path[path.index(name) :], name)))
        if name in done:
            return
        for dep in sorted(graph[name]):
            visit(dep, (*path, name))
        done.add(name)

    for name in sorted(graph):
        visit(name, ())


def _lines(name: str) -> int:
    return MODULES[name].read_text(encoding="utf-8").count("\n")


@pytest.mark.parametrize("name", sorted(FLOOR))
def test_no_engine_module_is_over_600_lines(name: str) -> None:
    assert _lines(name) <= MOST_LINES, f"{name}: {_lines(name)} lines"


def test_no_module_of_the_package_is_over_600_lines() -> None:
    over = {name: _lines(name) for name in sorted(MODULES) if _lines(name) > MOST_LINES}
    assert not over, f"over {MOST_LINES} lines: {over}"
