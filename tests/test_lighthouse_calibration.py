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
