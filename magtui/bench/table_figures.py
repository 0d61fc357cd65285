"""How soon another terminal sees a move at a shared table.

A writer process appends random actions to a table file at random moments; this process
watches it as a terminal's screen does (`TableStore.changed()` every POLL seconds, then a
replay of the new actions) and times each action from its commit to its replay here."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from magtui.core import table
from magtui.ui.table_screen import POLL

WRITER = """
import random, sys, time
from pathlib import Path
from magtui.core import table
session = table.join(Path(sys.argv[1]), sys.argv[2], 0)
rng = random.Random(1)
for _ in range(int(sys.argv[3])):
    time.sleep(rng.uniform(0, 0.3))
    seat = session.state.to_act()[0]
    session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    print(time.time(), flush=True)
"""


def notice_seconds(moves: int) -> list[float]:
    """Seconds from each commit to the watcher's replay of it (an Orkensturm table whose
    moves one process makes for every seat)."""
    with tempfile.TemporaryDirectory() as folder:
        host = table.host(Path(folder), "orkensturm", ["Anna", "Boris", "Chen"], 1, {}, ["remote"] * 3, {})
        host.store.close()
        watcher = table.join(Path(folder), host.table, watch=True)
        writer = subprocess.Popen([sys.executable, "-c", WRITER, folder, host.table, str(moves)],
                                  stdout=subprocess.PIPE, text=True)
        delays: list[float] = []
        while len(delays) < moves:
            time.sleep(POLL)
            seen = len(watcher.history)
            if watcher.store.changed() and watcher.sync():
                now = time.time()
                delays += [now - float(writer.stdout.readline()) for _ in range(len(watcher.history) - seen)]
        writer.wait()
        watcher.store.close()
        return delays
