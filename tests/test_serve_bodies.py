"""The server under clients that send more than a GET needs, or a file that changes as it is
sent (issue 37, point 5): what it announces is what it sends, and a connection it closes
never loses the end of its last answer.

Each test serves a temporary folder on 127.0.0.1 (bounded in count and bytes, generous
timeouts only to stop a hang); none asserts a duration.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mouche import serve
from mouche.serve import serving

BIG = 3 << 20


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "big.bin").write_bytes(bytes(range(256)) * (BIG // 256))
    (tmp_path / "index.html").write_bytes(b"<!doctype html><title>x</title>")
    return tmp_path


@pytest.fixture
def server(folder: Path) -> Iterator[serve.SiteServer]:
    with serving(str(folder)) as s:
        yield s


def _responses(data: bytes) -> list[tuple[int, dict[str, str], bytes]]:
    """The complete HTTP/1.1 responses in ``data``, in order; a cut one fails the test."""
    out = []
    while data:
        head, sep, rest = data.partition(b"\r\n\r\n")
        assert sep, f"an answer cut in its headers: {head[:80]!r}"
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {k.lower(): v.strip() for k, _, v in (x.partition(":") for x in lines[1:])}
        n = int(headers.get("content-length", "0"))
        assert len(rest) >= n, f"an answer cut: {len(rest)} of its {n} bytes"
        out.append((status, headers, rest[:n]))
        data = rest[n:]
    return out


def _exchange(port: int, data: bytes, slow: bool = False) -> bytes:
    """Send ``data`` (from a thread, so a server that answers first is not blocked), read
    everything until the server closes; a reset is a failure. A ``slow`` client waits a
    moment before it reads, as one on a slow link does: the server has closed by then."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        conn.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 16)
        sender = threading.Thread(target=lambda: _send(conn, data), daemon=True)
        sender.start()
        if slow:
            sender.join(30)
            time.sleep(0.5)  # not a measure: the server's close comes before the client reads
        chunks = []
        while chunk := conn.recv(1 << 16):  # ConnectionResetError fails the test
            chunks.append(chunk)
        sender.join(30)
    return b"".join(chunks)


def _send(conn: socket.socket, data: bytes) -> None:
    try:
        conn.sendall(data)
        conn.shutdown(socket.SHUT_WR)
    except OSError:  # the server closed first: what it answered is what the test reads
        pass


def test_a_get_with_a_small_body_is_read_and_answered_and_nothing_is_lost(
    server: serve.SiteServer,
) -> None:
    """One answer per connection (HTTP/1.0), whole: the body and the request after it were
    sent before the server closed, and reading them spares the answer a reset."""
    body = b"x" * 10_000
    one = b"GET /index.html HTTP/1.1\r\nHost: h\r\nContent-Length: %d\r\n\r\n" % len(body)
    two = b"GET /index.html HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"
    got = _responses(_exchange(server.server_port, one + body + two))
    assert [status for status, _, _ in got] == [200]


def test_a_get_with_a_large_body_is_refused_whole_and_the_refusal_is_not_lost(
    server: serve.SiteServer,
) -> None:
    body = b"x" * 100_000  # over MAX_BODY: 413, the connection closed without a reset
    request = b"GET /big.bin HTTP/1.1\r\nHost: h\r\nContent-Length: %d\r\n\r\n" % len(body)
    got = _responses(_exchange(server.server_port, request + body))
    assert [status for status, _, _ in got] == [413]
    chunked = (
        b"GET /big.bin HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n"
    )
    assert [s for s, _, _ in _responses(_exchange(server.server_port, chunked + b"0\r\n\r\n"))] == [
        411
    ]


def test_pipelined_requests_to_a_slow_reader_never_cut_an_answer(folder: Path) -> None:
    """The server answers one request a connection and closes it; what it answered arrives
    whole (it used to close with the later requests unread, and the reset cut 1-2 MB of a
    3 MB file)."""
    request = b"GET /big.bin HTTP/1.1\r\nHost: h\r\n\r\n"
    with serving(str(folder), timeout=0.5) as s:
        data = _exchange(s.server_port, request * 4000, slow=True)  # 140 KB: past any buffer
    got = _responses(data)  # every answer whole, to the last byte read
    assert got and all(status == 200 and len(body) == BIG for status, _, body in got)


def test_a_file_that_grows_while_it_is_sent_is_sent_at_the_length_announced(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "big.bin"
    real = serve.SiteHandler.end_headers

    def grow_then_send(self: Any) -> None:
        real(self)
        with path.open("ab") as f:
            f.write(b"more" * 1000)

    monkeypatch.setattr(serve.SiteHandler, "end_headers", grow_then_send)
    with serving(str(folder)) as s:
        request = b"GET /big.bin HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"
        data = _exchange(s.server_port, request)
    got = _responses(data)
    assert len(got) == 1 and int(got[0][1]["content-length"]) == BIG
    assert data.endswith(got[0][2]) and len(got[0][2]) == BIG  # nothing past what it said


@pytest.mark.parametrize("port", ["70000", "65536", "-1", "99999999999999999999", "8000x"])
def test_a_port_out_of_range_is_one_line_and_exit_2(port: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mouche.serve", "-d", str(tmp_path), f"--port={port}"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and not done.stdout
    assert done.stderr.count("\n") == 1 and "not a port (0 to 65535)" in done.stderr
