"""Griffe extension for the engine reference: bare doctests become code blocks.

The engine's docstrings carry doctests (``>>> ...`` and their output) in running
text, where Markdown would read ``>>>`` as nested quotes and ``['7S']`` as a
reference link. This wraps every such run of lines in a ``pycon`` fence, so
the reference shows them as console sessions. Docstrings are not changed in
the code, only in what mkdocstrings renders.
"""

from __future__ import annotations

from typing import Any

import griffe


def fence_doctests(text: str) -> str:
    """Wrap each run of doctest lines (prompt, continuation, output) in a fence."""
    lines = text.split("\n")
    out: list[str] = []
    in_fence = False
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.lstrip()
        if stripped.startswith(("```", "~~~")):
            in_fence = not in_fence
            out.append(line)
            i += 1
            continue
        if not in_fence and stripped.startswith(">>>"):
            indent = line[: len(line) - len(stripped)]
            block = []
            while i < len(lines) and lines[i].strip() and lines[i].startswith(indent):
                block.append(lines[i][len(indent) :])
                i += 1
            out.append(f"{indent}```pycon")
            out.extend(indent + b for b in block)
            out.append(f"{indent}```")
            continue
        out.append(line)
        i += 1
    return "\n".join(out)


class FenceDoctests(griffe.Extension):
    """Fence the bare doctests of every docstring."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None and ">>>" in obj.docstring.value:
            obj.docstring.value = fence_doctests(obj.docstring.value)
