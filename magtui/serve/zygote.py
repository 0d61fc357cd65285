"""The warm parent of every served session.

`magtui serve` forks the zygote before it starts its event loop: a single-threaded process that
imports the app, Textual and every game once, sits at a table once (headless: what the app
builds on first use is then built before the fork), then waits for requests on a Unix socket. A
request carries the slave end of a pseudo-terminal (SCM_RIGHTS) and who plays there; the
zygote forks a session for it. A fork of a process with no threads and no event loop is safe,
starts in a few milliseconds with everything imported, and shares the zygote's memory until
it writes to it.

A session is the app on its terminal, as if a player had typed `magtui` at a shell: the
terminal is its controlling terminal, so when the connection drops and the server closes the
master end, the kernel hangs it up and the session ends as on any lost terminal (its game was
autosaved after every move; a table frees its seat when the claim's lease runs out).
"""

from __future__ import annotations

import fcntl
import json
import os
import signal
import socket
import sys
import termios
import traceback
from pathlib import Path

from magtui.core import table_watch

MAX_REQUEST = 65536

# Variables a client may set in its session (ssh -o SendEnv): how it draws, never where it writes.
CLIENT_ENV = ("NO_COLOR", "COLORTERM", "MAGTUI_KEY_GUARD")


def start(relay: socket.socket) -> tuple[socket.socket, int]:
    """Fork the zygote; the server's end of its socket and its process id. Every session asks
    for its table watches on `relay` (magtui.serve.watch_relay)."""
    server_end, zygote_end = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    pid = os.fork()
    if pid == 0:
        server_end.close()
        code = 0
        try:
            _warm()
            table_watch.relay_through(relay)  # the sessions inherit it
            _serve(zygote_end)
        except BaseException:  # the server's host reads why no session can start
            traceback.print_exc()
            code = 1
        finally:
            os._exit(code)
    zygote_end.close()
    return server_end, pid


def ask(sock: socket.socket, slave: int, request: dict) -> None:
    """Ask the zygote for a session on the terminal `slave` (the caller closes its copy)."""
    socket.send_fds(sock, [json.dumps(request).encode()], [slave])


def _warm() -> None:
    """Import what a session will need, so that no session imports anything."""
    # One player per session: the magnet physics needs no thread pool (nor may one run at a fork).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    import gc
    import importlib

    from magtui.core import registry
    import magtui.ui.app  # noqa: F401  (Textual with it)

    for module in (
        "menu",
        "setup",
        "join_list",
        "table_screen",
        "game_screen",
        "replay",
        "help",
        "continue_list",
        "game_over",
        "cover",
        "catch_up",
    ):
        importlib.import_module(f"magtui.ui.{module}")
    for game_id in registry.game_ids():
        spec = registry.get(game_id)
        importlib.import_module(spec.board.partition(":")[0])
    # What Textual imports or loads on first use: the terminal's driver, the layouts and
    # scrollbars of the screens, and Rich's table of character widths.
    for module in (
        "magtui.ui.terminal_driver",
        "textual.drivers.linux_driver",
        "textual.layouts.factory",
        "textual.layouts.horizontal",
        "textual.layouts.stream",
        "textual.scrollbar",
    ):
        importlib.import_module(module)
    from rich.cells import cell_len

    cell_len("\u5b57")  # a wide character: the table is read
    _rehearse()
    # What is imported now stays out of the sessions' garbage collections: a collection writes to
    # every object it looks at, which would copy the zygote's pages into each session.
    gc.collect()
    gc.freeze()


def _rehearse() -> None:
    """Sit at a table once, headless, as a player does (the menu, the list of tables, the
    table), so that what the app and the interpreter build on first use (styles, caches, the
    specialised code of what runs) is built here, in the pages the sessions share, rather than
    in each session's own copy of them. One table of one game: what it builds serves every
    game's table, and what a second one would leave (caches filled further, which are written
    at every use) costs the sessions more than it saves them."""
    import tempfile
    import threading

    from magtui.core import registry, table
    from magtui.ui.app import MagtuiApp, Served
    from magtui.ui.table_screen import TableScreen

    async def sit(pilot) -> None:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("1")  # the first seat of the list's first table
        for _ in range(100):
            if isinstance(pilot.app.screen, TableScreen):
                break
            await pilot.pause(0.01)
        await pilot.pause()
        pilot.app.exit()

    data = os.environ.get("XDG_DATA_HOME")
    with tempfile.TemporaryDirectory(prefix="magtui-zygote-") as folder:
        os.environ["XDG_DATA_HOME"] = folder  # nothing of the server's is read or written
        tables = Path(folder, "tables")
        tables.mkdir(mode=0o700)
        game = registry.game_ids()[0]
        seats = registry.get(game).min_players
        at = table.host(
            tables, game, [f"Seat{i + 1}" for i in range(seats)], 1, {}, ["remote"] * seats, {}
        )
        at.leave()
        at.store.close()
        MagtuiApp(served=Served("Rehearsal", tables)).run(
            headless=True, size=(80, 24), auto_pilot=sit
        )
    if data is None:
        os.environ.pop("XDG_DATA_HOME")
    else:
        os.environ["XDG_DATA_HOME"] = data
    if threading.active_count() != 1:  # a fork copies only the thread that forks
        raise RuntimeError("the zygote's rehearsal left a thread running")


def _serve(sock: socket.socket) -> None:
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # sessions are reaped by the kernel
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # ctrl+c at the server's terminal stops the server
    while True:
        message, fds, _, _ = socket.recv_fds(sock, MAX_REQUEST, 1)
        if not message:  # the server is gone
            return
        slave = fds[0]
        try:
            if os.fork() == 0:
                sock.close()
                _session(slave, json.loads(message))
        except OSError:
            pass  # no process to spare: the terminal closes below, and the server ends its session
        os.close(slave)


def _session(slave: int, request: dict) -> None:
    """Become the app on terminal `slave`; never returns."""
    code = 1
    try:
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        os.close(slave)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.environ.update(
            {
                key: value
                for key, value in request["env"].items()
                if key in CLIENT_ENV and "\0" not in value
            }
        )
        for fixed in ("COLUMNS", "LINES"):  # the server's shell's size would pin the app's
            os.environ.pop(fixed, None)
        os.environ["TERM"] = request["term"]
        os.environ["XDG_DATA_HOME"] = request["data"]  # the player's own autosaves
        code = _play(request)
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except OSError:
                pass
        os._exit(code)


def _play(request: dict) -> int:
    from magtui.ui.app import MagtuiApp, Served

    app = MagtuiApp(
        ascii_mode=request["ascii"],
        pace=request["pace"],
        served=Served(request["player"], Path(request["tables"]), frozenset(request["club"])),
    )
    app.run()
    return app.return_code or 0
