"""The engine in the page survives anything a reader can paste or link.

One page, one Pyodide boot for every case: the Play page opened with a hostile
link, then more hostile links opened in the same document (the Play widget
started afresh on a new address, as a page load starts it, without reloading
Pyodide), the worst records pasted into the workbench, every hostile record of
``tests/hostile`` sent to the same worker, and hashes no URI decoder accepts.
After each, the next request is answered; at the end the worker reports one
boot, the engine's files were fetched once, and the page was never reloaded.
Each refusal is the engine's own message, in the reader's terms (the record,
the link), and the same message CPython gives.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote, urlencode

from input_helpers import HOSTILE_CASES

from mouche import browser
from mouche.presets import PRESETS

from .browser_helpers import ENGINE_TIMEOUT, Guard, open_play_link, try_module

# The workbench widget, on this same page (its sample is a record the engine plays).
ADD_WORKBENCH = """async (sample) => {
  const root = document.createElement("div");
  root.id = "mouche-workbench";
  root.className = "mouche-workbench";
  const pre = document.createElement("pre");
  pre.className = "mouche-workbench__sample";
  pre.textContent = sample;
  root.append(pre);
  document.querySelector("article").append(root);
  const { initWorkbench } = MODULE_WORKBENCH;
  initWorkbench(root);
}""".replace("MODULE_WORKBENCH", try_module("workbench.js"))

# The page's own engine module (the one every widget uses): each record replayed in turn.
REPLAY_ALL = """async (records) => {
  const engine = MODULE_ENGINE;
  const answers = [];
  for (const record of records) answers.push(await engine.call("replay", { record }));
  return answers;
}""".replace("MODULE_ENGINE", try_module("engine.js"))

BOOTS = """async () => {
  const engine = MODULE_ENGINE;
  return (await engine.call("boots")).result;
}""".replace("MODULE_ENGINE", try_module("engine.js"))

DOTTED = "a dotted key has more than 4 parts (line 1)"
TOO_LONG = "the record is too long: more than 50,000 characters, the limit"

# Pasted into the workbench: (name, record or a JavaScript expression making it, message).
WORST_PASTES = [
    ("dotted key, 4 KB (it killed the worker)", "x" + ".a" * 2_000 + " = 1", DOTTED),
    ("dotted key, 80 KB", "x" + ".a" * 40_000 + " = 1", TOO_LONG),
    ("500 nested [", "a = " + "[" * 500 + "]" * 500, "more than 8 deep"),
    ("inline tables 350 deep", "a = " + "{b=" * 350 + "1" + "}" * 350, "more than 8 deep"),
    ("4,301 digits", 'ruleset = "academie"\nplayers = ' + "9" * 4_301, "too many digits"),
    ("one megabyte", "x" * 1_000_000, TOO_LONG),
    ("a pasted book, 5 MB, never copied into the engine", "JS:'x'.repeat(5e6)", TOO_LONG),
]

# Opened as Play links: (query, what the refusal says).
WORST_LINKS = [
    (
        {"ruleset": "academie", "players": "4", "seed": "9" * 5_000, "seat": "1"},
        "seed must be a whole number, not '9999",
    ),
    (
        {
            "ruleset": "academie",
            "players": "4",
            "seed": "1",
            "seat": "1",
            "actions": ",".join(["p1 stand"] * 5_000),
        },
        "too many actions",
    ),
    (
        {
            "ruleset": "academie",
            "players": "4",
            "seed": "1",
            "seat": "1",
            "actions": "p1 " + "x" * 1_500_000,
        },
        "action 1 is not an action",
    ),
    (
        {"ruleset": "academie\x1b[31m\u202e", "players": "4", "seed": "1", "seat": "1"},
        "unknown ruleset",
    ),
    ({"ruleset": "x" * 3_000, "players": "4", "seed": "1", "seat": "1"}, "ruleset is too long"),
]

ODD_HASHES = ["%E0%A4%A", "%", "%%41", "%uD800", "%ED%A0%80", "a%00b", "x" * 10_000]


SHORT = 250 + len(", ".join(PRESETS))
"""The longest a refusal may be: a sentence, the hostile text excerpted, and at most the
list of presets an unknown one is refused with."""


def cpython(record: str) -> Any:
    return json.loads(browser.call(json.dumps({"op": "replay", "args": {"record": record}})))


def refusal(page: Any, widget: str) -> str:
    error = page.locator(f"{widget} .mouche-error").first
    error.wait_for(timeout=ENGINE_TIMEOUT)
    return (error.text_content() or "").strip()


def engine_answers(page: Any) -> None:
    """The next request after a hostile one: a deal from the Play form."""
    page.fill("#mouche-seed", "12")
    page.locator(".mouche-play__form button[type=submit]").click()
    page.wait_for_function("() => document.querySelector('.mouche-seed')?.textContent === '12'")
    page.evaluate("document.querySelector('.mouche-play__board').replaceChildren()")


def test_the_worker_survives_the_worst_records_and_links(
    guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, guard = guarded
    page = context.new_page()

    # A link opened for real: the page loads with it, and the first request is hostile.
    first = {"ruleset": "academie", "players": "4", "seed": "x" * 30_000, "seat": "1"}
    page.goto(f"{site_url}try/play/?{urlencode(first)}")
    page.evaluate("window.__visit = 'one'")
    page.locator(".mouche-play__restore").click()
    text = refusal(page, ".mouche-play__message")
    assert text.startswith("This link cannot be opened: seed must be a whole number"), text
    engine_answers(page)
    engine_files = len(guard.engine_requests())

    for query, needle in WORST_LINKS:
        open_play_link(page, "?" + urlencode(query, quote_via=quote))
        page.locator(".mouche-play__restore").click()
        text = refusal(page, ".mouche-play__message")
        assert text.startswith("This link cannot be opened: "), text[:200]
        # short: the hostile text excerpted, at most the list of presets besides
        assert needle in text and text.isprintable() and len(text) < SHORT, text[:200]
    engine_answers(page)

    sample = cpython_sample()
    page.evaluate(ADD_WORKBENCH, sample)
    bench = page.locator("#mouche-workbench")
    for name, record, needle in WORST_PASTES:
        if record.startswith("JS:"):
            page.evaluate(f"document.querySelector('#mouche-record').value = {record[3:]}")
        else:
            page.evaluate("(r) => { document.querySelector('#mouche-record').value = r; }", record)
        bench.get_by_role("button", name="Replay").click()
        text = refusal(page, ".mouche-workbench__out")
        assert text.startswith("This record cannot be replayed: "), (name, text[:200])
        assert needle in text and len(text) < SHORT, (name, text[:200])
        assert page.locator(".mouche-status--failed").count() == 0, name
    # The next request is answered: the sample replays.
    page.evaluate("(r) => { document.querySelector('#mouche-record').value = r; }", sample)
    bench.get_by_role("button", name="Replay").click()
    bench.locator(".mouche-workbench__out .mouche-result").first.wait_for(timeout=ENGINE_TIMEOUT)

    # Every hostile record of the suite, through the same worker: CPython's very answers.
    records = [
        source if isinstance(source, str) else source.read_bytes().decode("utf-8")
        for _, source, _, _ in HOSTILE_CASES
        if isinstance(source, str) or _is_utf8(source.read_bytes())
    ]
    answers = page.evaluate(REPLAY_ALL, records)
    assert len(answers) == len(records) > 60
    for record, answer in zip(records, answers, strict=True):
        assert answer == cpython(record), record[:120]

    # Hashes no URI decoder accepts: the site's handlers shrug (the guard fails on page errors).
    for odd in ODD_HASHES:
        page.evaluate("(h) => { location.hash = h; }", odd)
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)))")

    engine_answers(page)
    assert page.evaluate(BOOTS) == 1
    assert len(guard.engine_requests()) == engine_files, "the engine was fetched again"
    assert page.evaluate("window.__visit") == "one", "the page was reloaded"
    page.close()


def cpython_sample() -> str:
    from sitegen.widgets import sample_record

    sample = sample_record()
    assert cpython(sample)["ok"]
    return sample


def _is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


# A stand-in for Pyodide whose engine overflows the stack on one record, as the runtime
# did before the input contract: after that, like Pyodide, it can no longer be used.
FAKE_PYODIDE = """
let fatal = false;
export async function loadPyodide() {
  await fetch(new URL("../../__runtime-started", import.meta.url));
  const alive = () => {
    if (fatal) throw new Error("Pyodide already fatally failed and can no longer be used.");
  };
  const call = (text) => {
    alive();
    const { args } = JSON.parse(text);
    if (args.record === "overflow") {
      fatal = true;
      throw new RangeError("Maximum call stack size exceeded");
    }
    return JSON.stringify({ ok: true, result: { echo: args.record } });
  };
  return {
    runPython: () => { alive(); return "/lib/site-packages"; },
    unpackArchive: () => {},
    pyimport: () => ({ call, oversized: () => "{}", MAX_REQUEST: 2000000 }),
  };
}
"""

CALLS = """async () => {
  const engine = MODULE_ENGINE;
  const [overflow, waiting] = await Promise.all([
    engine.call("replay", { record: "overflow" }),
    engine.call("replay", { record: "waiting" }),
  ]);
  const next = await engine.call("replay", { record: "next" });
  return { overflow, waiting, next };
}""".replace("MODULE_ENGINE", try_module("engine.js"))


def test_a_runtime_failing_under_a_request_is_replaced_not_reported_as_unloadable(
    guarded: tuple[Any, Guard], site_url: str
) -> None:
    """The worker answers the request the runtime failed under with the engine's message,
    and a fresh worker answers the requests still waiting and the next one."""
    context, _guard = guarded
    starts: list[str] = []

    def fake(route: Any) -> None:
        route.fulfill(status=200, content_type="text/javascript", body=FAKE_PYODIDE)

    def started(route: Any) -> None:
        starts.append(route.request.url)
        route.fulfill(status=204)

    # Runtimes started are counted by the fake's own call, not by loads of pyodide.mjs: the
    # service worker, asked to keep the engine's files once a runtime answers, fetches its
    # copy again whenever its stamp does not match the build's, which the fake's never does
    # (so the loads counted 2, 3 or 4 by timing: cc40).
    context.route("**/assets/pyodide/pyodide.mjs", fake)
    context.route("**/__runtime-started", started)
    page = context.new_page()
    page.goto(site_url + "try/workbench/")
    answers = page.evaluate(CALLS)
    assert answers["overflow"] == {
        "ok": False,
        "error": {
            "kind": "internal",
            "message": "the engine stopped on this input (Maximum call stack size exceeded); "
            "please report it",
        },
    }
    assert answers["waiting"] == {"ok": True, "result": {"echo": "waiting"}}
    assert answers["next"] == {"ok": True, "result": {"echo": "next"}}
    assert len(starts) == 2, starts  # the runtime was started again, once
    page.close()
