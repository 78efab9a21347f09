"""Run many command lines in one process under a memory cap (tests/test_fuzz_argv.py).

``python tests/argv_child.py CAP_BYTES`` reads a JSON list of ``[argv, stdin]`` (stdin a
latin-1 string, or null for a closed standard input) on its own standard input, caps
the address space at CAP_BYTES (``resource.setrlimit``), runs ``python -m mouche ARGV``
in-process for each, and prints a JSON list of ``[status, stdout, stderr]``. Nothing
may write a file: the lock's update and the sources' export are disabled.
"""

from __future__ import annotations

import json
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from input_helpers import run_command

import mouche.edition.cli


def _no_writing(*args: object, **kwargs: object) -> None:
    raise AssertionError("a fuzzed command line tried to write a file")


def main() -> None:
    cases = json.loads(sys.stdin.read())
    cap = int(sys.argv[1])
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    mouche.edition.cli.update_lock = _no_writing  # type: ignore[assignment]
    mouche.edition.cli.export = _no_writing  # type: ignore[assignment]
    results = []
    for argv, stdin in cases:
        data = None if stdin is None else stdin.encode("latin-1")
        results.append(list(run_command(argv, data)))
    sys.__stdout__.write(json.dumps(results))


if __name__ == "__main__":
    main()
