"""The Lighthouse benchmark's calibrated CPU slowdown (benchmarks/lighthouse.py): the points
of Lighthouse's CPU-throttling calculator, linear between them and on past the last; its
default 4x is what a host of benchmarkIndex 1533 gets."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "lighthouse.py"


@pytest.fixture(scope="module")
def lighthouse() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lighthouse_benchmark", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("index", "multiplier"),
    [
        (100, 1.0),
        (150, 1.0),
        (800, 2.0),
        (1050, 2.5),
        (1300, 3.0),
        (1533, 4.0),
        (1766, 5.0),
        (2000, 6.0),
    ],
)
def test_the_calibrated_slowdown_follows_lighthouse_s_calculator(
    lighthouse: ModuleType, index: float, multiplier: float
) -> None:
    assert lighthouse.calibrated_multiplier(index) == multiplier


def test_the_default_is_lighthouse_s_own(lighthouse: ModuleType) -> None:
    assert lighthouse.DEFAULT_MULTIPLIER == lighthouse.calibrated_multiplier(1533) == 4.0


def test_the_floor_is_the_theme_alone_with_the_site_s_theme_settings(
    lighthouse: ModuleType, tmp_path: Path
) -> None:
    """Issue 40.12: the page the site's pages are measured against is built by
    mkdocs-material with the site's features and palette, and holds none of the site's
    code (no script or style of ours, no web font)."""
    html = (lighthouse.build_floor(tmp_path) / "index.html").read_text(encoding="utf-8")
    assert "The theme alone" in html and "navigation.instant" in html
    assert 'data-md-color-primary="brown"' in html
    for ours in ("javascripts/site", "javascripts/try", "stylesheets/site.css", "googleapis"):
        assert ours not in html, ours


def test_a_page_is_said_against_the_floor(lighthouse: ModuleType) -> None:
    floor = {"performance": 100, "tbt": 40.0, "lcp": 1000.0}
    page = {"performance": 91, "tbt": 60.0, "lcp": 1500.0}
    said = lighthouse.against_floor(page, floor)
    assert "performance 91 (-9 on the floor)" in said
    assert "(1.50x the floor's)" in said and "1500 ms (1.50x)" in said
    # a floor without blocking time: the page's is said against 0 ms, not as "infx"
    said = lighthouse.against_floor(page, {**floor, "tbt": 0.0})
    assert "total blocking time 60 ms (the floor's 0 ms)" in said and "inf" not in said
