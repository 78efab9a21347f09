"""``simulate --scheduler`` at Dask's edge (issue 37, point 4): any address or peer it cannot
use is one line and exit 2, within its stated timeout, never "internal error" or a hang.

The peers are on 127.0.0.1: a port nobody listens on, a listener that accepts and never
answers, one that answers something else. Each run is a subprocess with a generous
timeout that stops a hang; none asserts a duration.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parent.parent
RUN = (
    "import mouche.simulate_run as r; r.CONNECT_TIMEOUT = 2; "
    "from mouche.__main__ import main; "
    "raise SystemExit(main(['simulate', '--deals', '10', '--scheduler', {address!r}]))"
)


def _simulate(address: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", RUN.format(address=address)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=90,
    )


@pytest.mark.parametrize(
    "address",
    [
        "tcp://127.0.0.1:70000",  # port out of range
        "tcp://[::1:8786",  # an unclosed IPv6 bracket
        "",
        "foo://127.0.0.1:8786",  # an unknown scheme
        "tls://127.0.0.1:8786",  # no security context
        "tcp://hôte:8786",  # a host that is not ASCII
        "127.0.0.1",  # no port
    ],
)
def test_a_malformed_address_is_one_line(address: str) -> None:
    done = _simulate(address)
    assert done.returncode == 2 and not done.stdout
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: --scheduler ")


@pytest.fixture
def listener() -> Iterator[tuple[socket.socket, list[socket.socket]]]:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    held: list[socket.socket] = []

    def accept() -> None:
        while True:
            try:
                held.append(server.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield server, held
    finally:
        server.close()
        for conn in held:
            conn.close()


def test_a_peer_that_never_answers_is_given_up_within_the_timeout(
    listener: tuple[socket.socket, list[socket.socket]],
) -> None:
    port = listener[0].getsockname()[1]
    done = _simulate(f"tcp://127.0.0.1:{port}")
    assert done.returncode == 2 and not done.stdout
    assert (
        done.stderr
        == f"error: no Dask scheduler answers at 'tcp://127.0.0.1:{port}': no answer in 2 s\n"
    )


def test_a_peer_that_is_not_a_scheduler_is_one_line_not_an_internal_error(
    listener: tuple[socket.socket, list[socket.socket]],
) -> None:
    server, held = listener
    port = server.getsockname()[1]

    def close_them() -> None:  # answers, then hangs up: something else than Dask
        while True:
            for conn in list(held):
                try:
                    conn.sendall(b"HTTP/1.0 400 Bad Request\r\n\r\n")
                    conn.close()
                except OSError:
                    pass
                held.remove(conn)
            if server.fileno() < 0:
                return
            threading.Event().wait(0.05)

    threading.Thread(target=close_them, daemon=True).start()
    done = _simulate(f"127.0.0.1:{port}")
    assert done.returncode == 2 and not done.stdout
    assert done.stderr.count("\n") == 1 and "no Dask scheduler answers at" in done.stderr
    assert "internal error" not in done.stderr
