"""How soon another terminal sees a move at a shared table, and what a waiting seat costs.

A writer process appends random actions to a table file at random moments; this process
watches it as a terminal's screen does (`TableStore.changed()` when a process committed to the
table, or every POLL seconds without inotify; then a replay of the new actions) and times each
action from its commit to its replay here.

Idle seats: `magtui join` processes on pseudo-terminals at tables where nobody moves, their
processor time read from /proc."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from magtui.bench.terminal import Terminal
from magtui.core import table, table_watch
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
        host = table.host(
            Path(folder), "orkensturm", ["Anna", "Boris", "Chen"], 1, {}, ["remote"] * 3, {}
        )
        host.store.close()
        watcher = table.join(Path(folder), host.table, watch=True)
        watch = table_watch.watch(watcher.store.path)
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, folder, host.table, str(moves)],
            stdout=subprocess.PIPE,
            text=True,
        )
        delays: list[float] = []
        while len(delays) < moves:
            if watch is None:
                time.sleep(POLL)
            else:
                select.select([watch], [], [])
                watch.drain()
            seen = len(watcher.history)
            if watcher.store.changed() and watcher.sync():
                now = time.time()
                delays += [
                    now - float(writer.stdout.readline())
                    for _ in range(len(watcher.history) - seen)
                ]
        writer.wait()
        watcher.store.close()
        if watch is not None:
            watch.close()
        return delays


def idle_cpu_per_seat(tables: int, seconds: float) -> float:
    """Percent of a core each joined seat uses while nobody moves: `tables` Orkensturm tables of
    three seats, each joined by `magtui join` on its own pseudo-terminal, and a computer seat;
    the seats' processor time (/proc/PID/stat) over `seconds` once their screens are quiet."""
    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryDirectory() as data:
        terminals: list[Terminal] = []
        try:
            for number in range(tables):
                host = table.host(
                    Path(folder),
                    "orkensturm",
                    ["Anna", "Boris", "Chen", "Dora"],
                    number,
                    {},
                    ["remote"] * 3 + ["bot"],
                    {3: "random"},
                )
                host.store.close()
                for seat in (1, 2, 3):
                    terminals.append(
                        Terminal(
                            [
                                sys.executable,
                                "-m",
                                "magtui",
                                "join",
                                host.table,
                                "--seat",
                                str(seat),
                                "--table",
                                folder,
                            ],
                            env={"XDG_DATA_HOME": data},
                        )
                    )
            for terminal in terminals:
                terminal.first_frame()
            _drain(terminals, 2.0)  # the computer's first moves, the notices of who joined
            before = {t.pid: _cpu_seconds(t.pid) for t in terminals}
            _drain(terminals, seconds)
            used = sum(_cpu_seconds(t.pid) - before[t.pid] for t in terminals)
        finally:
            for terminal in terminals:
                terminal.close()
    return 100 * used / seconds / len(terminals)


def _drain(terminals: list[Terminal], seconds: float) -> None:
    """Read what the programs write for `seconds` (a terminal that is not read stops its
    program)."""
    end = time.perf_counter() + seconds
    while (left := end - time.perf_counter()) > 0:
        ready, _, _ = select.select([t.fd for t in terminals if t.alive], [], [], left)
        for terminal in terminals:
            if terminal.fd in ready:
                terminal._read(0)


def _cpu_seconds(pid: int) -> float:
    """User and system time of process `pid` so far."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
