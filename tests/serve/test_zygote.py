"""The zygote imports what a session needs before it forks: what a session imports or loads
on first use is memory of its own, and the import writes to pages it shares with the others."""

from __future__ import annotations

import os
import subprocess
import sys

SESSION = """
import asyncio, os, sys
from pathlib import Path
from magtui.serve import zygote
zygote._warm()
before = set(sys.modules)
from magtui.core import table
from magtui.ui.app import MagtuiApp, Served
from magtui.ui.table_screen import TableScreen
tables = Path(sys.argv[1])
at = table.host(tables, "magalon", ["Anna", "Boris", "Chen", "Dana"], 1, {}, ["remote"] * 4, {})
at.leave()

async def sit():
    app = MagtuiApp(served=Served("Eva", tables))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("1")
        for _ in range(200):
            if isinstance(app.screen, TableScreen):
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, TableScreen)

asyncio.run(sit())
harness = {"textual.pilot", "textual.drivers.headless_driver"}  # run_test's, not a session's
print(sorted(set(sys.modules) - before - harness))
"""


def test_a_session_at_the_menu_and_at_a_table_imports_nothing(tmp_path):
    tables = tmp_path / "tables"
    tables.mkdir(mode=0o700)
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path), "PYTHONPATH": os.getcwd()}
    done = subprocess.run(
        [sys.executable, "-c", SESSION, str(tables)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"


WARM = """
import os, threading
from magtui.serve import zygote
from magtui.ui.table_screen import TableScreen
seated = []
mount = TableScreen.on_mount
TableScreen.on_mount = lambda screen: (seated.append(screen.session.table), mount(screen))[1]
zygote._warm()
print(len(seated), threading.active_count(), os.environ["XDG_DATA_HOME"])
"""


def test_the_zygote_sits_at_a_table_before_it_forks_and_leaves_no_trace(tmp_path):
    """What a session builds on first use is built once in the zygote, by a rehearsal that
    leaves no thread (a fork copies only its own), no file and the environment as it was."""
    data, scratch = tmp_path / "data", tmp_path / "tmp"
    data.mkdir()
    scratch.mkdir()
    env = {
        **os.environ,
        "XDG_DATA_HOME": str(data),
        "TMPDIR": str(scratch),
        "PYTHONPATH": os.getcwd(),
    }
    done = subprocess.run(
        [sys.executable, "-c", WARM], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["1", "1", str(data)]
    assert list(data.iterdir()) == [] and list(scratch.iterdir()) == []
