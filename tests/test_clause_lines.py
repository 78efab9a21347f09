"""The clause map is explicit and said once: each rule function's "Clauses:" line (which the
site links) lists exactly what its ``@implements`` registers, and each clause lands on a
function short enough to read on its page (issue 19, point 5)."""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from pathlib import Path
from typing import Any

import pytest

from mouche.clause_map import RULE_MODULES, engine_refs
from mouche.registry import EngineRef

PACKAGE = Path(__file__).resolve().parent.parent / "mouche"
FUNCTIONS = [r for r in engine_refs() if r.kind == "function"]
CLAUSES_LINE = re.compile(r"(?:^|\n\n)\s*Clauses?\s*:(.*?)(?:\n\s*\n|\Z)", re.S)
"""A "Clauses:" paragraph of a docstring (the site links the ids of such a paragraph)."""


def function_of(ref: EngineRef) -> Any:
    """The rule function ``ref`` names: its module's attribute, along its qualified name."""
    module, _, name = ref.name.partition(".deal.Deal.")
    if name:
        return getattr(importlib.import_module(module + ".deal").Deal, name)
    module, _, name = ref.name.rpartition(".")
    return getattr(importlib.import_module(module), name)


MOST_CLAUSES = 5
MOST_LINES = 45
"""A rule function's body, its docstring aside, fits on a screen of its reference page."""


def clause_line(doc: str) -> tuple[str, ...] | None:
    """The ids of the "Clauses:" paragraph of ``doc``, in order (None if it has none)."""
    found = CLAUSES_LINE.findall(inspect.cleandoc(doc))
    if not found:
        return None
    assert len(found) == 1, doc
    return tuple(c.strip() for c in found[0].strip().rstrip(".").split(","))


def test_the_paragraph_is_read_as_the_site_reads_it() -> None:
    doc = "A rule.\n\n    Clauses: academie.10,\n    vanderaa1721.mouche.\n    "
    assert clause_line(doc) == ("academie.10", "vanderaa1721.mouche")
    assert clause_line("No clauses here: none.") is None


@pytest.mark.parametrize("ref", FUNCTIONS, ids=lambda r: r.name)
def test_the_clauses_line_lists_what_implements_registers(ref: EngineRef) -> None:
    doc = function_of(ref).__doc__ or ""
    assert clause_line(doc) == ref.clauses, ref.name


def _documented_rules() -> dict[str, tuple[str, ...]]:
    """Every function of the package whose docstring has a "Clauses:" paragraph."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        tree = ast.parse(path.read_text(encoding="utf-8"))

        def visit(node: ast.AST, prefix: str) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.ClassDef):
                    visit(child, f"{prefix}{child.name}.")
                elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    ids = clause_line(ast.get_docstring(child, clean=False) or "")
                    if ids is not None:
                        out[f"{prefix}{child.name}"] = ids

        visit(tree, f"{module}.")
    return out


def test_no_clauses_line_without_its_registration() -> None:
    """A "Clauses:" paragraph on a function nothing registers would be linked by the site as
    if it were in the clause map: every one is registered, with the same ids."""
    registered = {r.name: r.clauses for r in FUNCTIONS}
    documented = _documented_rules()
    assert documented == registered


@pytest.mark.parametrize("ref", FUNCTIONS, ids=lambda r: r.name)
def test_each_clause_lands_on_a_short_function(ref: EngineRef) -> None:
    func = function_of(ref)
    tree = ast.parse(inspect.cleandoc("\n" + inspect.getsource(func)))
    node = tree.body[0]
    assert isinstance(node, ast.FunctionDef)
    body = node.body[1:] if ast.get_docstring(node) else node.body
    lines = body[-1].end_lineno - body[0].lineno + 1  # type: ignore[operator]
    assert len(ref.clauses) <= MOST_CLAUSES, ref.name
    assert lines <= MOST_LINES, (ref.name, lines)


def test_the_clause_map_imports_every_rule_module_itself() -> None:
    """The map rests on no side effect: the registry imports nothing of the engine, and the
    clause map names every module that registers a rule function."""
    registry = ast.parse((PACKAGE / "registry.py").read_text(encoding="utf-8"))
    imported = [n.module or "" for n in ast.walk(registry) if isinstance(n, ast.ImportFrom)] + [
        a.name for n in ast.walk(registry) if isinstance(n, ast.Import) for a in n.names
    ]
    assert not [m for m in imported if m.split(".")[0] == "mouche"]
    modules = {function_of(r).__module__ for r in FUNCTIONS}
    assert modules == {m.__name__ for m in RULE_MODULES}
