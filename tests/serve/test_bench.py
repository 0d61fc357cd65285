"""The club bench (`python -m magtui.bench --serve`) at its smallest: one table of four over ssh.
It checks that every figure is produced, never what it measures."""

from __future__ import annotations

import re

import pytest

from magtui.bench import __main__ as bench
from magtui.bench import serve_figures


def test_the_club_bench_produces_every_figure(capsys):
    missing = serve_figures.ssh_missing()
    if missing:
        pytest.skip(missing)
    assert (
        bench.main(
            [
                "--serve",
                "--seats",
                "4",
                "--move-every",
                "1",
                "--play-seconds",
                "4",
                "--idle-seconds",
                "1",
                "--arrivals",
                "2",
            ]
        )
        == 0
    )
    rows = [
        line.split(" | ")
        for line in capsys.readouterr().out.splitlines()
        if line.startswith("| club:")
    ]
    figures = [row[0].removeprefix("| ") for row in rows]
    assert len(rows) == 7, figures
    for figure, budget, measured, result in rows:
        assert re.search(r"\d", measured) and not measured.startswith("no "), (figure, measured)
        assert result.rstrip(" |") in ("pass", "FAIL", "—"), (figure, result)
    assert "menu after ssh starts, p90 of 2 arrivals" in " ".join(figures)
    assert re.search(r"move to another seat's screen, p90 of [1-9]", " ".join(figures))
