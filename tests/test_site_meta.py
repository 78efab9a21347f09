"""The site hook's address: the public one from MOUCHE_SITE_URL, else the local serve
address on the port `make serve` uses (mkdocs-material's instant navigation follows only
links its sitemap names, port included)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent


def _hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("site_meta", ROOT / "docs/hooks/site_meta.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _site_url(monkeypatch: pytest.MonkeyPatch, **env: str) -> str:
    for name in ("MOUCHE_SITE_URL", "MOUCHE_SERVE_PORT"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    config = _hook().on_config({"site_url": "http://127.0.0.1:8000/", "copyright": "x"})
    return str(config["site_url"])


def test_the_public_address_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    url = "https://example.org/mouche/"
    assert _site_url(monkeypatch, MOUCHE_SITE_URL=url, MOUCHE_SERVE_PORT="9000") == url


def test_a_local_build_names_the_port_it_will_be_served_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert _site_url(monkeypatch) == "http://127.0.0.1:8000/"
    assert _site_url(monkeypatch, MOUCHE_SERVE_PORT="8123") == "http://127.0.0.1:8123/"
    assert _site_url(monkeypatch, MOUCHE_SITE_URL="", MOUCHE_SERVE_PORT="8124") == (
        "http://127.0.0.1:8124/"
    )


@pytest.mark.parametrize("port", ["80a", "0", "70000", "٣"])
def test_a_bad_port_stops_the_build_in_one_line(
    monkeypatch: pytest.MonkeyPatch, port: str
) -> None:
    with pytest.raises(PluginError, match="MOUCHE_SERVE_PORT must be a port number"):
        _site_url(monkeypatch, MOUCHE_SERVE_PORT=port)
