"""The same engine in Pyodide: the wheel the site serves, replayed under Node.js.

Node runs Pyodide from ``node_modules/pyodide`` (the npm package pinned in
``package.json``, the one the site copies), installs the engine wheel built by
the site generator (``sitegen.assets``), replays every hand record of the tests
and of the site's pages, and answers the browser facade's requests; the output must be identical to
CPython's.  The wheel's size limit is checked here too.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest
from sitegen.assets import WHEEL_LIMIT, build_wheel
from sitegen.widgets import FENCE, sample_record

from mouche.browser import call
from mouche.errors import MoucheError
from mouche.records import replay_json

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "tests" / "parity" / "replay.mjs"


def hand_records() -> dict[str, str]:
    """Every hand record of the tests and every example hand embedded in the site's pages."""
    records = {
        f"tests/records/{p.name}": p.read_text(encoding="utf-8")
        for p in sorted((ROOT / "tests" / "records").glob("*.toml"))
    }
    for page in sorted((ROOT / "docs").rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        for i, match in enumerate(FENCE.finditer(text)):
            records[f"{page.relative_to(ROOT)}#{i + 1}"] = match["body"]
    records["workbench sample"] = sample_record()
    return records


def played_out(ruleset: str, players: int, seed: int, seat: int) -> list[str]:
    """The actions of a whole deal played through the facade, always the first legal choice."""
    args: dict[str, Any] = {"ruleset": ruleset, "players": players, "seed": seed, "seat": seat}
    view = json.loads(call(json.dumps({"op": "position", "args": {**args, "actions": []}})))[
        "result"
    ]
    while not view["over"]:
        if view["legal_cards"]:
            action = f"p{seat} play {view['legal_cards'][0]}"
        else:
            action = next(b["action"] for b in view["buttons"] if b["legal"])
        request = {
            "op": "play",
            "args": {**args, "actions": view["permalink"]["actions"], "action": action},
        }
        view = json.loads(call(json.dumps(request)))["result"]
    return list(view["permalink"]["actions"])


def facade_requests() -> dict[str, dict[str, Any]]:
    requests: dict[str, dict[str, Any]] = {"info": {"op": "info", "args": {}}}
    for ruleset in ("academie", "vanderaa1721"):
        for players, seed in ((3, 1), (4, 2), (4, 12345)):
            args = {"ruleset": ruleset, "players": players, "seed": seed, "seat": 1}
            requests[f"position {ruleset} {players} {seed}"] = {
                "op": "position",
                "args": {**args, "actions": []},
            }
            requests[f"whole deal {ruleset} {players} {seed}"] = {
                "op": "position",
                "args": {**args, "actions": played_out(ruleset, players, seed, 1)},
            }
    run = {
        "ruleset": "academie",
        "rules": {"ante": "five"},
        "players": 5,
        "deals": 120,
        "session": 12,
        "seed": 9,
    }
    requests["simulate chunk"] = {"op": "simulate", "args": {**run, "start": 0, "count": 10}}
    whole = json.loads(call(json.dumps(requests["simulate chunk"])))["result"]["tally"]
    requests["simulate summary"] = {"op": "simulate", "args": {**run, "parts": [whole]}}
    # the reasoning player's search, world by world: the same worlds and values in Pyodide
    position = {"ruleset": "academie", "players": 4, "seed": 7, "seat": 1, "actions": []}
    requests["hint chunk"] = {"op": "hint", "args": {**position, "hint_seed": 2, "count": 6}}
    reasoned = {**run, "deals": 2, "session": 2, "start": 0, "count": 1}
    reasoned["seats"] = [{"seat": 0, "style": "reasoning"}]
    requests["simulate with a reasoning seat"] = {"op": "simulate", "args": reasoned}
    session = (ROOT / "tests" / "records" / "session-owed-carried.toml").read_text(encoding="utf-8")
    requests["session under another preset"] = {
        "op": "replay",
        "args": {"record": session, "ruleset": "academie"},
    }
    requests["tampered"] = {
        "op": "position",
        "args": {
            "ruleset": "academie",
            "players": 4,
            "seed": 2,
            "seat": 1,
            "actions": ["p3 play KS"],
        },
    }
    return requests


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("wheel"))


def test_the_wheel_stays_under_its_ceiling(wheel: Path) -> None:
    assert wheel.stat().st_size < WHEEL_LIMIT, f"{wheel.name}: {wheel.stat().st_size} bytes"


def test_the_wheel_is_pure_python_and_holds_the_whole_engine(wheel: Path) -> None:
    assert wheel.name.endswith("-py3-none-any.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "mouche").rglob("*.py")}
    assert modules - names == set()  # every package: `mouche cite` works from the wheel
    assert not [n for n in names if n.endswith((".so", ".pyd", ".dll"))]


@pytest.mark.slow
def test_pyodide_under_node_gives_cpython_output(wheel: Path, tmp_path: Path) -> None:
    node = shutil.which("node")
    assert node, "Node.js is needed for the parity check (see the README)"
    assert (ROOT / "node_modules" / "pyodide" / "pyodide.asm.wasm").exists(), "run `npm ci`"
    records = hand_records()
    assert len(records) >= 8
    requests = facade_requests()
    request_file = tmp_path / "requests.json"
    request_file.write_text(
        json.dumps({"wheel": str(wheel), "records": records, "calls": requests}), encoding="utf-8"
    )
    proc = subprocess.run(
        [node, str(RUNNER), str(request_file)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = json.loads(proc.stdout)
    assert got["python"].startswith("3.14"), got["python"]

    expected_records: dict[str, Any] = {}
    for name, text in records.items():
        try:
            expected_records[name] = replay_json(text)
        except MoucheError as exc:
            expected_records[name] = {"error": str(exc)}
    expected_calls = {name: json.loads(call(json.dumps(req))) for name, req in requests.items()}
    expected = json.loads(json.dumps({"records": expected_records, "calls": expected_calls}))

    for name in records:
        assert got["records"][name] == expected["records"][name], name
    for name in requests:
        assert got["calls"][name] == expected["calls"][name], name
