"""A table's commits as events: a waiting seat sleeps until another process commits.

A process that commits to a table then touches the table file's time (`TableStore`): the file's
attributes change only once the commit is whole and every connection sees it (the writes to
the -wal file come before SQLite marks the commit done, so they would wake a reader too early).
Where Linux's inotify exists (through libc: no dependency), `watch(path)` gives a file
descriptor that turns readable at that touch; the caller waits on it (the app: its event loop's
`add_reader`), `drain()`s it, and asks the store's `changed()` as a timer would have. Elsewhere
`watch` gives None and the caller polls `changed()` on a timer.

A user has few inotify instances (128 by default), and a process watching a table takes one.
Where many processes of one user wait at tables (the sessions of `magtui serve`), one process
watches for all of them: `relay_through` names its socket, and `watch` then asks it for a
socket that it writes a byte to at each touch (magtui.serve.watch_relay). The helpers below
(`instance`, `add`, `remove`, `events`) are what that process watches with.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import socket
import struct
from pathlib import Path

IN_ATTRIB = 0x004
IN_IGNORED = 0x8000  # the watch is gone (its file was deleted)
EVENT = struct.Struct(
    "iIII"
)  # struct inotify_event: wd, mask, cookie, len (then len bytes of name)
WATCHING = b"+"  # the relay's answer: this socket now wakes at the table's touches
RELAY_WAIT = 2.0  # seconds a relay may take to answer before this process watches by itself


def _inotify():
    """libc with inotify, or None where there is none (not Linux, an old libc)."""
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name, use_errno=True)
        libc.inotify_init1.argtypes = [ctypes.c_int]
        libc.inotify_add_watch.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
        libc.inotify_rm_watch.argtypes = [ctypes.c_int, ctypes.c_int]
    except (OSError, AttributeError):
        return None
    return libc


_libc = _inotify()
_relay: socket.socket | None = None  # the process that watches for this one, if any


class TableWatch:
    """A file descriptor that turns readable when its table was touched: an inotify
    instance's, or a relay's socket."""

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self.ended = False  # the relay is gone: nothing wakes this watch any more

    def fileno(self) -> int:
        return self._fd

    def drain(self) -> bool:
        """Read the events waiting; True when there was one (the caller looks at the table).
        The end of a relay's socket counts as one, and ends the watch."""
        touched = False
        while True:
            try:
                data = os.read(self._fd, 4096)
            except BlockingIOError:
                return touched
            if not data:
                self.ended = True
                return True
            touched = True

    def close(self) -> None:
        os.close(self._fd)


def relay_through(sock: socket.socket | None) -> None:
    """Ask the process at the other end of `sock` for this process's watches from now on."""
    global _relay
    _relay = sock


def watch(path: Path) -> TableWatch | None:
    """Events on the table file `path`, or None where this system gives none (then poll)."""
    if _relay is not None:
        relayed = _relayed(_relay, path)
        if relayed is not None:
            return relayed
    fd = instance()
    if fd is None:
        return None
    if add(fd, path) is None:
        os.close(fd)
        return None
    return TableWatch(fd)


def _relayed(relay: socket.socket, path: Path) -> TableWatch | None:
    """A socket the relay wakes at each touch of `path`, or None when it does not answer yes."""
    here, there = socket.socketpair()
    here.settimeout(RELAY_WAIT)
    try:
        socket.send_fds(relay, [os.fsencode(path)], [there.fileno()])
        answer = here.recv(len(WATCHING))
    except OSError:  # the relay is gone, or does not answer (TimeoutError)
        answer = b""
    finally:
        there.close()
    if answer != WATCHING:
        here.close()
        return None
    here.setblocking(False)
    return TableWatch(here.detach())


def instance() -> int | None:
    """A new inotify instance (non-blocking), or None: no inotify here, or this user's used up."""
    if _libc is None:
        return None
    fd = _libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
    return fd if fd >= 0 else None


def add(fd: int, path: Path | str) -> int | None:
    """Watch `path` for touches on the instance `fd`: the watch's number, the same for the same
    file; None when the file is gone or this user's watches are used up."""
    wd = _libc.inotify_add_watch(fd, os.fsencode(path), IN_ATTRIB)
    return wd if wd >= 0 else None


def remove(fd: int, wd: int) -> None:
    _libc.inotify_rm_watch(fd, wd)


def events(fd: int) -> list[tuple[int, int]]:
    """(watch number, mask) of each event waiting on the instance `fd`."""
    found: list[tuple[int, int]] = []
    while True:
        try:
            data = os.read(fd, 65536)
        except BlockingIOError:
            return found
        offset = 0
        while offset + EVENT.size <= len(data):
            wd, mask, _, size = EVENT.unpack_from(data, offset)
            found.append((wd, mask))
            offset += EVENT.size + size
