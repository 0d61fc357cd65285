"""One inotify instance that watches the tables for every session of the server.

A user has few inotify instances (128 by default) and every session runs as the server's user:
past that many seated players, a session that watched its table by itself would find none left
and look at its table ten times a second instead. So the sessions ask the server
(magtui.core.table_watch.relay_through): a request on the relay's socket carries a table's path
and one end of a socket pair; the relay watches that table (once for all its watchers), answers
WATCHING on the socket, and writes a byte to it at each touch of the table, until the session
closes its end. A path outside the club's folder of tables is refused: the socket is closed
unanswered, and the session watches by itself.
"""

from __future__ import annotations

import asyncio
import os
import socket
from pathlib import Path

from magtui.core import table_watch
from magtui.core.table_store import SUFFIX

MAX_PATH = 4096


class WatchRelay:
    """Watches tables of `tables` for the sessions that ask on `requests` (in a running loop)."""

    def __init__(self, tables: Path, requests: socket.socket) -> None:
        self.tables = Path(tables)
        self.requests = requests
        self.inotify = table_watch.instance()  # None: every request is refused
        self.watched: dict[socket.socket, int] = {}  # a session's socket -> the watch it follows
        self.watchers: dict[int, set[socket.socket]] = {}  # watch -> the sockets it wakes
        self.loop = asyncio.get_running_loop()
        requests.setblocking(False)
        self.loop.add_reader(requests, self._request)
        if self.inotify is not None:
            self.loop.add_reader(self.inotify, self._touched)

    def close(self) -> None:
        self.loop.remove_reader(self.requests)
        for sock in list(self.watched):
            self._drop(sock)
        if self.inotify is not None:
            self.loop.remove_reader(self.inotify)
            os.close(self.inotify)

    def _request(self) -> None:
        try:
            message, fds, _, _ = socket.recv_fds(self.requests, MAX_PATH, 1)
        except (BlockingIOError, InterruptedError):
            return
        if not fds:
            return
        sock = socket.socket(fileno=fds[0])
        wd = self._watch(os.fsdecode(message))
        if wd is None:
            sock.close()
            return
        sock.setblocking(False)
        self.watched[sock] = wd
        self.watchers.setdefault(wd, set()).add(sock)
        self.loop.add_reader(
            sock, self._closed, sock
        )  # the session sends nothing: readable is its end
        self._wake(sock, table_watch.WATCHING)

    def _watch(self, path: str) -> int | None:
        """The watch of a table file of the club's folder, or None."""
        table = Path(path)
        if table.parent != self.tables or not table.name.endswith(SUFFIX) or self.inotify is None:
            return None
        return table_watch.add(self.inotify, table)

    def _touched(self) -> None:
        for wd, mask in table_watch.events(self.inotify):
            if mask & table_watch.IN_IGNORED:  # the file is gone: its sockets wake no more
                self.watchers.pop(wd, None)
            for sock in list(self.watchers.get(wd, ())):
                self._wake(sock, b"\0")

    def _wake(self, sock: socket.socket, byte: bytes) -> None:
        try:
            sock.send(byte)
        except BlockingIOError:
            pass  # bytes not read yet: the session wakes anyway
        except OSError:
            self._drop(sock)

    def _closed(self, sock: socket.socket) -> None:
        try:
            if sock.recv(64):
                return
        except BlockingIOError:
            return
        except OSError:
            pass
        self._drop(sock)

    def _drop(self, sock: socket.socket) -> None:
        wd = self.watched.pop(sock)
        self.loop.remove_reader(sock)
        sock.close()
        others = self.watchers.get(wd)
        if others is not None:
            others.discard(sock)
            if not others:
                del self.watchers[wd]
                table_watch.remove(self.inotify, wd)
