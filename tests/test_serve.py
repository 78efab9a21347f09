"""The static server (mouche.serve): the MIME types and gzip the engine needs, and a server
that is safe to point at a folder.

Every test serves a temporary folder on 127.0.0.1 on a free port. The load tests are
bounded in count (20 or 50 clients) and use short timeouts; they assert counts (threads
busy at once, compressions), never durations.
"""

from __future__ import annotations

import collections
import gzip
import http.client
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from email.message import Message
from pathlib import Path
from typing import Any, BinaryIO

import pytest

from mouche import serve
from mouche.serve import main, running, serving

NOT_FOUND = "<!doctype html><title>Page not found</title><h1>404 - Not found</h1>"


def get(url: str, **headers: str) -> tuple[int, Message, bytes]:
    """Status, headers and body of a GET (an error status is returned, not raised)."""
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        with error:
            return error.code, error.headers, error.read()


def connect(server: serve.SiteServer) -> socket.socket:
    return socket.create_connection(("127.0.0.1", server.server_port), timeout=20)


def raw(port: int, data: bytes) -> bytes:
    """Send raw bytes as a request; everything the server answers before it closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=20) as conn:
        conn.sendall(data)
        chunks = []
        while chunk := conn.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    for name in ("a.mjs", "a.js", "a.wasm", "a.whl", "a.zip", "a.json", "index.html"):
        (tmp_path / name).write_bytes(b"x")
    with running(str(tmp_path)) as url:
        yield url


# --------------------------------------------------------------------------- what the engine needs


@pytest.mark.parametrize(
    ("name", "mime"),
    [
        ("a.mjs", "text/javascript"),
        ("a.js", "text/javascript"),
        ("a.wasm", "application/wasm"),
        ("a.whl", "application/zip"),
        ("a.zip", "application/zip"),
        ("a.json", "application/json"),
        ("index.html", "text/html"),
    ],
)
def test_the_server_sends_the_mime_types_the_engine_needs(
    served: str, name: str, mime: str
) -> None:
    status, headers, _ = get(served + name)
    assert status == 200 and headers["Content-Type"].split(";")[0] == mime


def test_the_server_gzips_text_and_wasm_and_revalidates(served: str) -> None:
    status, headers, body = get(served + "a.wasm", **{"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert headers["Content-Type"] == "application/wasm"
    assert headers["Cache-Control"] == "no-cache" and headers["Vary"] == "Accept-Encoding"
    assert gzip.decompress(body) == b"x"
    assert get(served + "a.wasm", **{"Accept-Encoding": "gzip"})[2] == body  # from the cache
    since = {"Accept-Encoding": "gzip", "If-Modified-Since": headers["Last-Modified"]}
    assert get(served, **since)[0] == 304
    assert get(served + "a.whl", **since)[0] == 304  # not compressed, revalidated all the same
    status, headers, body = get(served + "a.whl", **{"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in headers and body == b"x"
    status, headers, _ = get(served + "a.json", **{"If-Modified-Since": "not a date"})
    assert status == 200


def test_a_folder_without_its_slash_is_redirected(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "index.html").write_text("<p>x</p>", encoding="utf-8")
    with serving(str(tmp_path), verbose=True) as server:
        conn = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=20)
        conn.request("GET", "/sub?x=1", headers={"Accept-Encoding": "gzip"})
        response = conn.getresponse()
        assert response.status == 301 and response.getheader("Location") == "/sub/"
        conn.close()
        assert get(f"http://127.0.0.1:{server.server_port}/sub/")[2] == b"<p>x</p>"


@pytest.mark.parametrize(
    ("target", "location"),
    [
        (b"/%2Fevil.example%2F..%2Fsources", b"/sources/"),  # was //evil.example/../sources/
        (b"/%2Fsources", b"/sources/"),  # was //sources/, scheme-relative
        (b"//evil.example/../sources", b"/sources/"),
        (b"/%5Cevil.example%2F..%2Fsources", b"/sources/"),  # a browser reads \ as /
        (b"/%2F%2F%2Fsources?x=//evil", b"/sources/"),
        (b"/./sources", b"/sources/"),
        (b"/sources/.", b"/sources/"),
        (b"/x/../sources", b"/sources/"),
        (b"/../../sources", b"/sources/"),
        (b"sources", b"/sources/"),
        (b"/sub%5Cdir", b"/sub%5Cdir/"),  # a folder whose name holds a backslash, escaped
    ],
)
def test_a_redirect_stays_on_the_site(tmp_path: Path, target: bytes, location: bytes) -> None:
    """Issue 22.7: the guard looked at the raw path and the redirect was built from the
    decoded one, so an escaped slash sent the browser to another host."""
    for folder in ("sources", "sub\\dir"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "index.html").write_text("<p>x</p>", encoding="utf-8")
    with serving(str(tmp_path)) as server:
        answer = raw(server.server_port, b"GET " + target + b" HTTP/1.0\r\n\r\n")
    head = answer.split(b"\r\n\r\n", 1)[0].split(b"\r\n")
    assert head[0] == b"HTTP/1.0 301 Moved Permanently", answer[:200]
    assert f"Location: {location.decode()}".encode() in head


# --------------------------------------------------------------------------- only files inside


@pytest.fixture
def planted(tmp_path: Path) -> Iterator[str]:
    """A site with links planted in it: out of the folder (a file, a folder, an index), and
    one inside; a folder with no index; a named pipe."""
    site, outside = tmp_path / "site", tmp_path / "outside"
    site.mkdir()
    outside.mkdir()
    (outside / "secret.txt").write_text("secret", encoding="utf-8")
    (outside / "index.html").write_text("secret index", encoding="utf-8")
    (site / "index.html").write_text("home", encoding="utf-8")
    (site / "404.html").write_text(NOT_FOUND, encoding="utf-8")
    (site / "page.txt").write_text("page", encoding="utf-8")
    (site / "secret.txt").symlink_to(outside / "secret.txt")
    (site / "etc").symlink_to(outside, target_is_directory=True)
    (site / "linked").mkdir()
    (site / "linked" / "index.html").symlink_to(outside / "index.html")
    (site / "alias.txt").symlink_to(site / "page.txt")
    (site / "empty").mkdir()
    (site / "empty" / "note.txt").write_text("note", encoding="utf-8")
    os.mkfifo(site / "pipe.txt")
    with running(str(site)) as url:
        yield url


@pytest.mark.parametrize(
    "path",
    [
        "secret.txt",  # a link to a file out of the folder
        "etc/",  # a link to a folder out of it: not listed
        "etc/secret.txt",
        "linked/",  # a folder whose index.html links out
        "empty/",  # a folder without index.html: not listed
        "empty",
        "pipe.txt",  # not a regular file (opening it would hang)
        "missing.html",
        "page.txt/",
        "..%2Foutside%2Fsecret.txt",
        "%2E%2E/outside/secret.txt",
    ],
)
def test_only_regular_files_inside_the_folder_are_served(planted: str, path: str) -> None:
    for headers in ({}, {"Accept-Encoding": "gzip"}):
        status, answer, body = get(planted + path, **headers)
        assert status == 404, path
        assert body == NOT_FOUND.encode()  # the site's own page, not a listing or the file
        assert answer["Content-Type"] == "text/html; charset=utf-8"


def test_a_link_inside_the_folder_is_followed(planted: str) -> None:
    assert get(planted + "alias.txt")[:3:2] == (200, b"page")
    assert get(planted + "alias.txt", **{"Accept-Encoding": "gzip"})[0] == 200


def test_a_missing_page_without_404_html_is_a_plain_404(tmp_path: Path) -> None:
    with serving(str(tmp_path)) as server:
        port = server.server_port
        status, _, body = get(f"http://127.0.0.1:{port}/nothing")
        assert status == 404 and b"Error code: 404" in body
        head = raw(port, b"HEAD /nothing HTTP/1.0\r\n\r\n")
        assert head.startswith(b"HTTP/1.0 404") and head.endswith(b"\r\n\r\n")


def test_head_of_the_404_page_has_no_body(planted: str) -> None:
    port = int(planted.rsplit(":", 1)[1].strip("/"))
    head = raw(port, b"HEAD /missing HTTP/1.0\r\n\r\n")
    assert head.startswith(b"HTTP/1.0 404") and head.endswith(b"\r\n\r\n")
    assert f"Content-Length: {len(NOT_FOUND)}".encode() in head


# --------------------------------------------------------------------------- malformed requests


@pytest.mark.parametrize(
    "target",
    [
        b"/a\x00b",  # a NUL byte
        b"/%00",
        b"/%ED%A0%80",  # a lone surrogate, UTF-8 encoded
        b"/%E0%A4%A",  # a cut escape
        b"/%zz",
        b"/%FF%FE",  # not UTF-8
        b"/caf\xc3\xa9",  # raw non-ASCII
        b"/a\x1bb",  # a control character
    ],
)
def test_a_malformed_path_is_400_without_a_traceback(
    planted: str, target: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    port = int(planted.rsplit(":", 1)[1].strip("/"))
    for method in (b"GET", b"HEAD"):
        answer = raw(port, method + b" " + target + b" HTTP/1.0\r\n\r\n")
        assert answer.startswith(b"HTTP/1.0 400"), answer[:80]
    assert capsys.readouterr().err == ""


def test_an_unforeseen_failure_is_one_line_on_stderr(
    served: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: Any) -> bytes:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(serve, "compress", broken)
    port = int(served.rsplit(":", 1)[1].strip("/"))
    assert raw(port, b"GET /a.js HTTP/1.0\r\nAccept-Encoding: gzip\r\n\r\n") == b""
    time.sleep(0.2)  # the handler thread prints after closing the connection
    err = capsys.readouterr().err
    assert err == "mouche.serve: internal error: RuntimeError: disk on fire\n"


# --------------------------------------------------------------------------- slow clients, threads


def test_an_idle_client_is_dropped(tmp_path: Path) -> None:
    with serving(str(tmp_path), timeout=0.3) as server, connect(server) as idle:
        assert idle.recv(100) == b""  # closed by the server, long before our 20 s


def test_a_client_sending_its_request_a_byte_at_a_time_is_dropped(tmp_path: Path) -> None:
    """Each byte comes well within the timeout, but the whole request must come within it."""
    (tmp_path / "index.html").write_text("home", encoding="utf-8")
    request = b"GET / HTTP/1.0\r\n" + b"X-Slow: " + b"a" * 200 + b"\r\n\r\n"
    with serving(str(tmp_path), timeout=0.3) as server, connect(server) as slow:
        sent = 0
        try:
            for byte in request:
                slow.sendall(bytes([byte]))
                sent += 1
                time.sleep(0.02)  # 200 bytes would take 4 s: the deadline is 0.3 s
            answer = slow.recv(100)
        except OSError:  # reset by the server
            answer = b""
    assert sent < len(request) or answer == b""


def test_slow_clients_do_not_exhaust_threads(tmp_path: Path) -> None:
    """50 clients that never finish their request hold at most max_threads threads, and a
    normal request still gets its answer: while it waits, the stalled clients are dropped,
    oldest first, once they have taken a fifth of the timeout (before their own timeout)."""
    (tmp_path / "index.html").write_text("home", encoding="utf-8")
    with serving(str(tmp_path), timeout=3, max_threads=16) as server:
        slow = [connect(server) for _ in range(50)]
        try:
            for conn in slow:
                conn.sendall(b"GET / HTTP/1.0\r\n")  # and never the blank line
            status, _, body = get(f"http://127.0.0.1:{server.server_port}/")
            assert (status, body) == (200, b"home")
        finally:
            for conn in slow:
                conn.close()
        assert 1 <= server.peak <= 16
        assert server.dropped >= 1


def test_concurrent_first_requests_compress_a_file_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = tmp_path / "pyodide.asm.wasm"
    big.write_bytes(os.urandom(1 << 16) * 32)  # 2 MB
    calls: list[int] = []
    real = serve.compress

    def counted(f: BinaryIO) -> bytes:
        calls.append(os.fstat(f.fileno()).st_size)
        time.sleep(0.3)  # every other request arrives while this one compresses
        return real(f)

    monkeypatch.setattr(serve, "compress", counted)
    bodies: list[bytes] = []
    with running(str(tmp_path)) as url:
        start = threading.Barrier(20)

        def fetch() -> None:
            start.wait()
            bodies.append(get(url + big.name, **{"Accept-Encoding": "gzip"})[2])

        threads = [threading.Thread(target=fetch) for _ in range(20)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        assert len(bodies) == 20 and len(set(bodies)) == 1
        assert gzip.decompress(bodies[0]) == big.read_bytes()
        assert calls == [big.stat().st_size]
        # A new version of the file is compressed once more, and replaces the old one.
        big.write_bytes(b"new")
        os.utime(big, ns=(time.time_ns(), time.time_ns() + 10**9))
        assert gzip.decompress(get(url + big.name, **{"Accept-Encoding": "gzip"})[2]) == b"new"
        assert len(calls) == 2
    kept = [body for path, (_, body) in serve._GZIP_CACHE.items() if Path(path) == big.resolve()]
    assert [gzip.decompress(body) for body in kept] == [b"new"]  # the old version is dropped
    assert not serve._GZIP_LOCKS


def _memory(pid: int) -> dict[str, int]:
    """The resident memory of a process, in kB: now (VmRSS) and at its peak (VmHWM)."""
    status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    return {key: int(fields[key].split()[0]) for key in ("VmRSS", "VmHWM")}


@pytest.fixture
def server_process(tmp_path: Path) -> Iterator[tuple[int, str, Path]]:
    """``python -m mouche.serve`` on a folder of its own: (pid, url, folder)."""
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "index.html").write_text("home", encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, "-m", "mouche.serve", "--directory", str(folder), "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        yield proc.pid, proc.stdout.readline().strip(), folder
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        if proc.stdout is not None:
            proc.stdout.close()


def _drain(url: str) -> tuple[int, str, int]:
    """GET ``url`` asking for gzip, reading the body in chunks: status, encoding, bytes read."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request, timeout=60) as response:
        size = 0
        while chunk := response.read(1 << 20):
            size += len(chunk)
        return response.status, response.headers.get("Content-Encoding", ""), size


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize(("size", "encoding"), [(256 << 20, ""), (24 << 20, "gzip")])
def test_a_large_file_is_served_in_bounded_memory(
    server_process: tuple[int, str, Path], size: int, encoding: str
) -> None:
    """Issue 22.8: a 600 MB .txt took the server from 25 MB to 623 MB resident, read whole
    to be compressed. Now a file above GZIP_MAX_BYTES is sent as it is, a chunk at a time,
    and one below is compressed a chunk at a time: either way the server's peak resident
    memory grows by less than 8 MB (a sparse file: no disk used)."""
    pid, url, folder = server_process
    big = folder / "big.txt"
    with big.open("wb") as f:
        f.truncate(size)
    assert get(url)[0] == 200
    before = _memory(pid)["VmHWM"]
    status, got, read = _drain(url + big.name)
    assert (status, got) == (200, encoding)
    assert read == size if not encoding else read < size // 100
    grown = _memory(pid)["VmHWM"] - before
    assert grown < 8 * 1024, (grown, size // 1024)  # in kB
    assert (size > serve.GZIP_MAX_BYTES) == (not encoding)


def test_compressed_files_kept_stay_within_their_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The gzip kept of each file is dropped, least recently used first, past the budget."""
    monkeypatch.setattr(serve, "GZIP_CACHE_BYTES", 3000)
    monkeypatch.setattr(serve, "_GZIP_CACHE", collections.OrderedDict())
    for i in range(6):
        (tmp_path / f"{i}.txt").write_bytes(os.urandom(1000))  # does not compress
    with running(str(tmp_path)) as url:
        for i in (0, 1, 2, 3, 0, 4, 5, 0):
            status, _, body = get(f"{url}{i}.txt", **{"Accept-Encoding": "gzip"})
            assert status == 200 and gzip.decompress(body) == (tmp_path / f"{i}.txt").read_bytes()
            assert sum(len(b) for _, b in serve._GZIP_CACHE.values()) <= 3000
    kept = {Path(p).name for p in serve._GZIP_CACHE}
    assert "0.txt" in kept and "1.txt" not in kept


def test_a_request_line_too_long_gets_the_sites_own_page(planted: str) -> None:
    """A 64 KB request line was answered with http.server's stock 414 page."""
    port = int(planted.rsplit(":", 1)[1].strip("/"))
    answer = raw(port, b"GET /" + b"a" * 65_536 + b" HTTP/1.0\r\n\r\n")
    head, body = answer.split(b"\r\n\r\n", 1)
    assert head.startswith(b"HTTP/1.0 414") and body == NOT_FOUND.encode()


# --------------------------------------------------------------------------- the command line


def test_the_server_binds_loopback_and_prints_its_url(
    server_process: tuple[int, str, Path],
) -> None:
    _, url, _ = server_process
    assert url.startswith("http://127.0.0.1:") and url.endswith("/")
    assert get(url + "nothing")[0] == 404  # no 404.html: the plain page, and no listing


def test_the_server_refuses_a_missing_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--directory", str(tmp_path / "nope"), "--port", "0"]) == 2
    assert "make site" in capsys.readouterr().err


def test_the_server_main_prints_its_url_and_stops_on_interrupt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = serve.make_server

    def interrupted(directory: str, port: int = 0, verbose: bool = False) -> Any:
        server = real(directory, port, verbose)

        def stop() -> None:
            raise KeyboardInterrupt

        server.serve_forever = stop  # type: ignore[method-assign]
        return server

    monkeypatch.setattr(serve, "make_server", interrupted)
    assert main(["--directory", str(tmp_path), "--port", "0"]) == 0
    assert capsys.readouterr().out.startswith("http://127.0.0.1:")


def test_the_server_reports_a_busy_port(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        assert main(["--directory", str(tmp_path), "--port", str(busy.getsockname()[1])]) == 2
    assert "cannot listen" in capsys.readouterr().err
