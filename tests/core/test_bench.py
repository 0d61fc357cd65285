"""`python -m magtui.bench --quick` runs and prints its table (no timed assertion: the figures
depend on the machine; the bench itself says pass or FAIL against the budgets)."""

import pytest
import subprocess
import sys

pytestmark = pytest.mark.long  # started first (conftest)


def test_the_quick_bench_prints_every_row():
    out = subprocess.run(
        [sys.executable, "-m", "magtui.bench", "--quick"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    for row in (
        "menu first frame",
        "Magalon: cursor move",
        "Magalon: open help",
        "RSS",
        "random game of 40 rounds, Maglev 4p",
        "Magnitus physics",
        "shared table: a move seen",
        "shared table: CPU of a waiting seat",
        "full test suite",
    ):
        assert row in out.stdout
