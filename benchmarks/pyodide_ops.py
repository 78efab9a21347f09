"""What a card engine's operations cost in Pyodide, against this CPython, operation by operation.

``python benchmarks/pyodide_ops.py`` times whole deals (``bare_loop.py`` and the engine's
full deal, as in ``make bench``) and some sixty single operations here, then the same
inside Pyodide under Node.js (the npm package the site serves, run by
``pyodide_run.mjs``), and prints one table: CPython, Pyodide and their ratio.  Each
operation is written 10 times in timeit's loop and the loop's own cost (an empty
statement) is subtracted; each figure is the best of 15 passes of about 5 ms spread over
the run, so other work on the machine disturbs it little.  CONTRIBUTING.md ("Speed in
Pyodide") reads the table.  About half a minute; not part of ``make bench``.

Pyodide runs under the Node.js that ``make bench``'s closing line uses (the one pinned in
package.json, else the machine's); ``--node PATH`` picks another (the ratios depend on its
V8, see CONTRIBUTING.md); ``--chromium`` runs it in Debian's Chromium instead, as the site
does (``pyodide_chromium.py``).  ``--json`` prints this interpreter's figures only (what the
Node.js side is asked for); ``--quick`` measures briefly, for the tests.
"""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
import sys
import timeit
from pathlib import Path

HERE = Path(__file__).resolve().parent

SETUP = r"""
import random, functools
from dataclasses import dataclass
from typing import NamedTuple

class NT(NamedTuple):
    a: int
    b: int
    c: int

NT18 = NamedTuple("NT18", [(f"f{i}", int) for i in range(18)])

class Slots:
    __slots__ = ("a", "b", "c")
    def __init__(self, a, b, c):
        self.a = a; self.b = b; self.c = c
    def m(self):
        return self.a
    @property
    def p(self):
        return self.a

_names = [f"f{i}" for i in range(18)]
_ns = {}
exec("class Slots18:\n    __slots__ = _names\n    def __init__(self, " + ", ".join(_names)
     + "):\n" + "".join(f"        self.{n} = {n}\n" for n in _names), {"_names": _names}, _ns)
Slots18 = _ns["Slots18"]

class Plain:
    def __init__(self, a, b, c):
        self.a = a; self.b = b; self.c = c

@dataclass(frozen=True, slots=True, eq=False)
class FD:
    a: int
    b: int
    c: int

@dataclass(frozen=True)
class FDdict:
    a: int
    b: int
    c: int

nt, nt18, sl, pl, fd = NT(1, 2, 3), NT18(*range(18)), Slots(1, 2, 3), Plain(1, 2, 3), FD(1, 2, 3)
tnew = tuple.__new__
a, b, c, d, e = 1, 2, 3, 4, 5
t5 = (1, 2, 3, 4, 5)
t18 = tuple(range(18))
l18 = list(range(18))
l32 = list(range(32))
objs = [FD(i, i % 4, i) for i in range(32)]
o5 = tuple(objs[:5])
fs5 = frozenset(o5)
k, kmiss = objs[3], objs[20]
dobj = {o: o.a for o in objs}
dint = {i: i for i in range(32)}
dstr = {s: i for i, s in enumerate(("S", "H", "D", "C"))}
key = dint.__getitem__
rng = random.Random(1)
s = "play"
x = 12345

def f0():
    return 1
def f2(p, q):
    return p
def fkw(p, *, q=2):
    return p

@functools.cache
def cached1(n):
    return n
@functools.cache
def cached3(p, q, r):
    return p
cached1(5); cached3(1, 2, 3)

class Oops(Exception):
    pass
def raiser():
    try:
        raise Oops("x")
    except Oops:
        return 1
def tryer():
    try:
        return 1
    except Oops:
        return 2
def listcomp():
    return [v for v in t5 if v > 2]
def genexpr():
    return tuple(v for v in t5 if v > 2)
"""

_UNPACK18 = ", ".join(f"a{i}" for i in range(18)) + " = nt18"
_LOCALS18 = "(" + ", ".join("abcde" * 3 + "abc") + ")"

OPS: dict[str, tuple[str, str]] = {
    # name: (group, statement); the setup's names are locals of timeit's function
    "local copy `y = a`": ("bytecodes", "y = a"),
    "global read `G`": ("bytecodes", "G"),
    "small-int add `a + b`": ("bytecodes", "a + b"),
    "`(a + d) % 4`": ("bytecodes", "(a + d) % 4"),
    "bit ops `(x >> 4) & 15`": ("bytecodes", "(x >> 4) & 15"),
    "`x | (1 << d)`": ("bytecodes", "x | (1 << d)"),
    "compare chain `0 <= a < 4`": ("bytecodes", "0 <= a < 4"),
    "`s == 'play'`": ("bytecodes", "s == 'play'"),
    "`s is None`": ("bytecodes", "s is None"),
    "NamedTuple field `nt.b`": ("attributes", "nt.b"),
    "NamedTuple index `nt[1]`": ("attributes", "nt[1]"),
    "__slots__ class attribute": ("attributes", "sl.b"),
    "plain class attribute": ("attributes", "pl.b"),
    "frozen slots dataclass attribute": ("attributes", "fd.b"),
    "property": ("attributes", "sl.p"),
    "unpack an 18-field NamedTuple": ("attributes", _UNPACK18),
    "NamedTuple(3) `NT(a, b, c)`": ("construction", "NT(a, b, c)"),
    "`tuple.__new__(NT, (a, b, c))`": ("construction", "tnew(NT, (a, b, c))"),
    "`tuple.__new__(NT18, (18 locals))`": ("construction", f"tnew(NT18, {_LOCALS18})"),
    "`nt._replace(b=5)`": ("construction", "nt._replace(b=5)"),
    "__slots__ class(3) by __init__": ("construction", "Slots(a, b, c)"),
    "__slots__ class(18) by __init__": ("construction", f"Slots18{_LOCALS18}"),
    "plain class(3) by __init__": ("construction", "Plain(a, b, c)"),
    "frozen slots dataclass(3)": ("construction", "FD(a, b, c)"),
    "frozen dataclass(3), no slots": ("construction", "FDdict(a, b, c)"),
    "tuple of 5 locals": ("tuples and lists", "(a, b, c, d, e)"),
    "tuple of 18 locals": ("tuples and lists", _LOCALS18),
    "`t5 + (a,)`": ("tuples and lists", "t5 + (a,)"),
    "`t18 + (a,)`": ("tuples and lists", "t18 + (a,)"),
    "`t5[:2] + t5[3:]`": ("tuples and lists", "t5[:2] + t5[3:]"),
    "`t18[:9] + t18[10:]`": ("tuples and lists", "t18[:9] + t18[10:]"),
    "`t5[1:]`": ("tuples and lists", "t5[1:]"),
    "`tuple(l18)`": ("tuples and lists", "tuple(l18)"),
    "`list(t18)`, item set, `tuple()`": ("tuples and lists", "q = list(t18); q[3] = 0; tuple(q)"),
    "`l32[:]`": ("tuples and lists", "l32[:]"),
    "`t5.index(4)`": ("tuples and lists", "t5.index(4)"),
    "list comprehension over 5": ("tuples and lists", "listcomp()"),
    "generator expression into a tuple, 5": ("tuples and lists", "genexpr()"),
    "call `f0()`": ("calls", "f0()"),
    "call `f2(a, b)`": ("calls", "f2(a, b)"),
    "call with a keyword `fkw(a, q=b)`": ("calls", "fkw(a, q=b)"),
    "method call `sl.m()`": ("calls", "sl.m()"),
    "functools.cache hit, 1 argument": ("calls", "cached1(5)"),
    "functools.cache hit, 3 arguments": ("calls", "cached3(1, 2, 3)"),
    "`len(t5)`": ("calls", "len(t5)"),
    "`max(t5, key=d.__getitem__)`": ("calls", "max(t5, key=key)"),
    "`min(t5, key=d.__getitem__)`": ("calls", "min(t5, key=key)"),
    "`max(t5, key=lambda v: d[v])`": ("calls", "max(t5, key=lambda v: dint[v])"),
    "`max(map(d.__getitem__, t5))`": ("calls", "max(map(key, t5))"),
    "dict get, object key": ("lookups and tests", "dobj[k]"),
    "dict get, int key": ("lookups and tests", "dint[17]"),
    "dict get, str key": ("lookups and tests", "dstr['D']"),
    "`d.get(k)`, object key": ("lookups and tests", "dobj.get(k)"),
    "`in` a 5-tuple of objects (4th)": ("lookups and tests", "k in o5"),
    "`in` a 5-tuple of objects, missing": ("lookups and tests", "kmiss in o5"),
    "`in` a frozenset of 5": ("lookups and tests", "k in fs5"),
    "`isinstance(x, C)`": ("lookups and tests", "isinstance(sl, Slots)"),
    "`isinstance(x, (A, B))`": ("lookups and tests", "isinstance(sl, (NT, Slots))"),
    "`type(x) is C`": ("lookups and tests", "type(sl) is Slots"),
    "`rng.getrandbits(5)`": ("random, strings, exceptions", "rng.getrandbits(5)"),
    "`rng.getrandbits(992)`": ("random, strings, exceptions", "rng.getrandbits(992)"),
    "`rng.random()`": ("random, strings, exceptions", "rng.random()"),
    "f-string `f'p{a} plays {s}'`": ("random, strings, exceptions", "f'p{a} plays {s}'"),
    "exception raised and caught": ("random, strings, exceptions", "raiser()"),
    "`try` with no exception": ("random, strings, exceptions", "tryer()"),
}
REPEAT = 10
EMPTY = "(timeit's empty loop, per pass)"


def measure_ops(target: float = 0.005, rounds: int = 15) -> dict[str, float]:
    """ns per operation, the empty loop subtracted (and the empty loop's ns per pass).

    Each statement's timer runs about ``target`` seconds; ``rounds`` passes over every
    statement keep each one's best.
    """
    stmts = {EMPTY: "pass"}
    stmts.update((name, "\n".join([stmt] * REPEAT)) for name, (_g, stmt) in OPS.items())
    timers: dict[str, tuple[timeit.Timer, int]] = {}
    for name, stmt in stmts.items():
        t, n = timeit.Timer(stmt, SETUP, globals={"G": 1}), 100
        while (elapsed := t.timeit(n)) < target / 4:
            n *= 4
        timers[name] = t, max(100, int(n * target / max(elapsed, 1e-9)))
    best = dict.fromkeys(stmts, float("inf"))
    for _ in range(rounds):
        for name, (t, n) in timers.items():
            best[name] = min(best[name], t.timeit(n) / n * 1e9)
    empty = best.pop(EMPTY)
    return {EMPTY: empty, **{name: (ns - empty) / REPEAT for name, ns in best.items()}}


def measure_deals(seconds: float = 3.0) -> dict[str, float]:
    """µs per deal of ``bare_loop.py`` and of the engine's full deal, as ``make bench`` takes
    them: the fastest batch of each, the two in turns (``full_deals.best_rates``)."""
    sys.path.insert(0, str(HERE))
    from bare_loop import bare_deals
    from full_deals import best_rates, full

    def engine(n: int, rng: random.Random) -> None:
        full("vanderaa1721", 4, n, rng)

    engine(300, random.Random(1))  # warm-up
    rates = best_rates({"bare_loop.py deal": bare_deals, "full deal": engine}, seconds)
    return {name: 1e6 / rate for name, rate in rates.items()}


def host() -> str:
    """Python's version, and under Pyodide the Node.js (and V8) or the browser running it."""
    where = f"Python {sys.version.split()[0]}"
    if sys.platform == "emscripten":
        import js  # type: ignore[import-not-found]

        try:
            where += f" in Pyodide, Node.js {js.process.version} (V8 {js.process.versions.v8})"
        except AttributeError:
            browser = re.search(r"(Chrome|Firefox|Version)/[\d.]+", js.navigator.userAgent)
            where += f" in Pyodide, {browser[0] if browser else js.navigator.userAgent}"
    return where


def figures(quick: bool) -> dict[str, object]:
    if quick:
        return {"host": host(), "deals": measure_deals(0.05), "ns": measure_ops(0.0002, 1)}
    return {"host": host(), "deals": measure_deals(), "ns": measure_ops()}


def main() -> None:
    args = sys.argv[1:]
    quick = "--quick" in args
    if "--json" in args:
        print(json.dumps(figures(quick)))
        return
    if "--chromium" in args:
        from pyodide_chromium import run_in_chromium

        here = figures(quick)
        out = run_in_chromium(HERE / "pyodide_ops.py", ["--json"] + ["--quick"] * quick)
    else:
        from deals_per_second import PINNED_NODE  # the Node.js of make bench's closing line

        node = args[args.index("--node") + 1] if "--node" in args else None
        node = node or (str(PINNED_NODE) if PINNED_NODE.exists() else shutil.which("node"))
        if node is None:
            raise SystemExit("Node.js is needed for the Pyodide column (or pass --node PATH)")
        here = figures(quick)
        cmd = [node, str(HERE / "pyodide_run.mjs"), str(HERE / "pyodide_ops.py"), "--json"]
        proc = subprocess.run(cmd + ["--quick"] * quick, capture_output=True, text=True)
        if proc.returncode != 0:
            raise SystemExit(f"the Pyodide run failed: {proc.stderr.strip()[-500:]}")
        out = proc.stdout
    there = json.loads([line for line in out.splitlines() if line.startswith("{")][-1])
    print(f"CPython: {here['host']}\nPyodide: {there['host']}\n")
    print(f"{'':44} {'CPython':>10} {'Pyodide':>10}  ratio")
    for name, us in here["deals"].items():  # type: ignore[attr-defined]
        p = there["deals"][name]
        print(f"{name:44} {us:7.1f} µs {p:7.1f} µs  {p / us:5.2f}")
    group = None
    for name, ns in here["ns"].items():  # type: ignore[attr-defined]
        g = OPS[name][0] if name in OPS else "loop"
        if g != group:
            group = g
            print(f"\n{g}" if g != "loop" else "")
        p = there["ns"][name]
        ratio = f"{p / ns:5.2f}" if ns >= 1 else "  n/a"
        print(f"{name:44} {ns:7.1f} ns {p:7.1f} ns  {ratio}")


if __name__ == "__main__":
    main()
