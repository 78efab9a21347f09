"""A run of [`mouche.simulate`][mouche.simulate] played in chunks of sessions: here, over
local processes or on a Dask cluster, the chunks' tallies merged in order so that every way
prints the same bytes.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mouche.errors import excerpt, one_line
from mouche.messages import Message
from mouche.simulate_plan import Plan, PlanError
from mouche.simulate_tally import (
    Tally,
    empty,
    plan_from_json,
    plan_json,
    summary,
    tally,
    tally_from_json,
    tally_json,
)
from mouche.stopping import status_of

CHUNK_COST = 2_000
"""What one chunk of a run costs at most, in simple deals of four players (about a tenth of
a second in CPython), unless one session alone costs more."""


def chunks(plan: Plan) -> list[tuple[int, int]]:
    """The run's chunks, ``(start, count)`` in sessions, in order.  They depend on the plan
    alone, and their tallies add up to the run's whatever plays them."""
    size = max(1, CHUNK_COST // (plan.cost * plan.session))
    return [(i, min(size, plan.sessions - i)) for i in range(0, plan.sessions, size)]


def chunk_json(spec: dict[str, Any], start: int, count: int) -> dict[str, Any]:
    """One chunk's tally as JSON, from the plan's JSON: what a worker process or a Dask
    worker runs (both are sent plain data, and the engine rebuilds the plan)."""
    return tally_json(tally(plan_from_json(spec), start, count))


Progress = Callable[[int], None]
"""Called with the deals played so far, each time a chunk is done."""


@dataclass(frozen=True, slots=True)
class Run:
    """What a run played: the tally of its first ``sessions`` sessions, all of them unless it
    was interrupted."""

    plan: Plan
    tally: Tally
    interrupted: bool
    status: int = 0
    """The exit status of the signal that stopped it (130 for Ctrl-C, 143 for SIGTERM, 129
    for SIGHUP, [`mouche.stopping`][mouche.stopping]); 0 when it ran to its end."""

    def summary(self) -> dict[str, Any]:
        """The run's [`summary`][mouche.simulate_tally.summary]; if interrupted, that of the
        sessions played, a run of fewer deals (its plan says how many, so it is
        reproducible), with ``interrupted`` giving the deals asked for."""
        if not self.interrupted:
            return summary(self.plan, self.tally)
        asked = self.plan.asked(self.tally.sessions)  # the deals played on after a loo aside
        played = dataclasses.replace(self.plan, deals=max(1, asked))
        out = summary(played, self.tally)
        out["interrupted"] = {"deals_asked": self.plan.deals, "deals_played": self.tally.deals}
        return out


def cpu_count() -> int:
    """The processors this process may run on (its affinity where the system keeps one)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1  # pragma: no cover (Linux keeps an affinity)


def local_workers(asked: int) -> tuple[int, str | None]:
    """The local processes a run of ``asked`` workers starts: at most one per processor (more
    would only share them, and each holds an engine), with a line saying so when fewer."""
    if asked < 1:
        raise PlanError("--workers must be 1 or more, not {asked}", asked=asked)
    most = cpu_count()
    if asked <= most:
        return asked, None
    return most, Message(
        "--workers {asked:,}: this machine has {most} processors, so {most} are used",
        asked=asked,
        most=most,
    )


def run(
    plan: Plan,
    workers: int = 1,
    scheduler: str | None = None,
    progress: Progress | None = None,
) -> Run:
    """Play ``plan`` in [`chunks`][chunks]: here, over ``workers`` local processes, or on the Dask
    cluster whose scheduler is at ``scheduler`` (``dask.distributed``, an optional extra).

    ``workers`` is held to [`local_workers`][mouche.simulate_run.local_workers].  The chunks'
    tallies are merged in order, so every way gives the same figures.  On
    Ctrl-C (KeyboardInterrupt) the run stops and keeps the chunks done before the first one
    missing: the figures of a shorter run of the same plan.
    """
    parts = chunks(plan)
    spec = plan_json(plan)
    done: dict[int, Tally] = {}

    def finished(k: int, data: dict[str, Any]) -> None:
        done[k] = tally_from_json(plan, data)
        if progress is not None:
            # the deals asked for: a session played on after a loo counts no more than them
            progress(min(plan.deals, sum(t.deals for t in done.values())))

    interrupted, status = False, 0
    try:
        if scheduler is not None:
            _on_dask(scheduler, spec, parts, finished)
        elif (processes := min(local_workers(workers)[0], len(parts))) > 1:
            _on_processes(processes, spec, parts, finished)
        else:
            for k, (start, count) in enumerate(parts):
                finished(k, tally_json(tally(plan, start, count)))
    except KeyboardInterrupt as stop:  # Ctrl-C, SIGTERM or SIGHUP (mouche.stopping)
        interrupted, status = True, status_of(stop)
    prefix: list[Tally] = []
    for k in range(len(parts)):
        if k not in done:
            interrupted = True
            break
        prefix.append(done[k])
    total = empty(plan)
    for t in prefix:
        total = total.add(t)
    return Run(plan, total, interrupted, status if interrupted else 0)


def _ignore_interrupts() -> None:
    """In a worker process: Ctrl-C and SIGHUP are the parent's to handle (it stops the run,
    and then its workers); and a worker whose parent is gone, however it went (even
    ``kill -9``), ends instead of waiting for work for ever."""
    import signal
    import threading

    for name in ("SIGINT", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            threading.Event().wait(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="mouche-parent-watch", daemon=True).start()


def _on_processes(
    workers: int,
    spec: dict[str, Any],
    parts: list[tuple[int, int]],
    finished: Callable[[int, dict[str, Any]], None],
) -> None:
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    pool = ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupts)
    try:
        pending = {pool.submit(chunk_json, spec, start, count): k
                   for k, (start, count) in enumerate(parts)}  # fmt: skip
        while pending:
            ready, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in ready:
                finished(pending.pop(future), future.result())
    except BaseException:
        # stopped: the chunks running would be thrown away, so the workers are ended, not
        # waited for (waiting deadlocked on a second Ctrl-C)
        _end_workers(pool)
        raise
    pool.shutdown(wait=True)


def _end_workers(pool: Any) -> None:
    """Terminate a process pool's workers now (Python 3.14 has ``terminate_workers``; on
    3.11 the pool's own list of processes is read)."""
    terminate = getattr(pool, "terminate_workers", None)
    if terminate is not None:
        terminate()
    else:
        processes = list(getattr(pool, "_processes", {}).values())
        for process in processes:
            process.terminate()
        for process in processes:
            process.join(2)
            if process.is_alive():
                process.kill()
    # not waited for: a worker being started as the signal came may never answer; the
    # command then ends at once (mouche.stopping.end_if_stopped)
    pool.shutdown(wait=False, cancel_futures=True)


CONNECT_TIMEOUT = 20.0
"""Seconds ``--scheduler`` waits for a Dask scheduler to answer before it gives up."""


def scheduler_address(address: str) -> tuple[str, int]:
    """The host and port of a scheduler's address (``tcp://HOST:PORT`` or ``HOST:PORT``),
    or a one-line [`PlanError`][mouche.simulate_plan.PlanError] saying what is wrong with it:
    another scheme (``tls://`` needs a security context the command cannot give), no host, a
    host that is not ASCII, a port missing or out of range, an unclosed bracket.

    >>> scheduler_address("127.0.0.1:8786"), scheduler_address("tcp://[::1]:8786")
    (('127.0.0.1', 8786), ('::1', 8786))
    """
    from urllib.parse import urlsplit

    shown = excerpt(address, 80)
    try:
        url = urlsplit(address if "://" in address else f"tcp://{address}")
        port = url.port
    except ValueError:  # an unclosed IPv6 bracket, a port that is no number or past 65535
        raise PlanError("--scheduler {address}: not a HOST:PORT address", address=shown) from None
    if url.scheme != "tcp":
        raise PlanError(
            "--scheduler {address}: only tcp:// addresses are supported (tls:// needs a "
            "security context this command cannot give)",
            address=shown,
        )
    host = url.hostname
    if not host or not host.isascii() or port is None or not 0 < port <= 65535:
        raise PlanError("--scheduler {address}: not a HOST:PORT address", address=shown)
    return host, port


def _reachable(address: str) -> None:
    """A scheduler's address refused at once when it is malformed or nothing listens there
    (Dask itself would retry until its timeout)."""
    import socket

    host, port = scheduler_address(address)
    try:
        socket.create_connection((host, port), timeout=5).close()
    except OSError as exc:
        raise PlanError(
            "no Dask scheduler answers at {address}: {error}",
            address=excerpt(address, 80),
            error=exc,
        ) from None


def _client(address: str) -> Any:
    """A Dask client of the scheduler at ``address``, connected within
    [`CONNECT_TIMEOUT`][CONNECT_TIMEOUT] seconds whatever the peer does (Dask's own timeout
    does not hold against a peer that accepts and never answers), or a one-line refusal."""
    import threading

    from distributed import Client

    box: dict[str, Any] = {}

    def connect() -> None:
        try:
            box["client"] = Client(address, timeout=CONNECT_TIMEOUT)  # type: ignore[no-untyped-call]
        except BaseException as exc:  # said in one line below
            box["error"] = exc

    thread = threading.Thread(target=connect, name="mouche-dask-connect", daemon=True)
    thread.start()
    thread.join(CONNECT_TIMEOUT + 2)
    shown = excerpt(address, 80)
    if thread.is_alive() or "client" not in box:
        exc = box.get("error")
        if isinstance(exc, KeyboardInterrupt):
            raise exc
        why = f"{type(exc).__name__}: {exc}" if exc else f"no answer in {CONNECT_TIMEOUT:g} s"
        raise PlanError(
            "no Dask scheduler answers at {address}: {error}", address=shown, error=one_line(why)
        )
    return box["client"]


def _on_dask(
    address: str,
    spec: dict[str, Any],
    parts: list[tuple[int, int]],
    finished: Callable[[int, dict[str, Any]], None],
) -> None:
    try:
        from distributed import as_completed
    except ImportError:
        raise PlanError("--scheduler needs dask.distributed: pip install 'mouche[dask]'") from None
    _reachable(address)
    client = _client(address)
    try:
        futures = [
            client.submit(chunk_json, spec, start, count, key=f"mouche-chunk-{k}-{start}-{count}"
                          f"-{spec['seed']}", pure=False)
            for k, (start, count) in enumerate(parts)
        ]  # fmt: skip
        index = {f.key: k for k, f in enumerate(futures)}
        try:
            for future in as_completed(futures):  # type: ignore[no-untyped-call]
                finished(index[future.key], future.result())
        except KeyboardInterrupt:
            client.cancel(futures)
            raise
    finally:
        client.close()
