"""A table's commits as events: a waiting seat sleeps until another process commits.

A process that commits to a table then touches the table file's time (`TableStore`): the file's
attributes change only once the commit is whole and every connection sees it (the writes to
the -wal file come before SQLite marks the commit done, so they would wake a reader too early).
Where Linux's inotify exists (through libc: no dependency), `watch(path)` gives a file
descriptor that turns readable at that touch; the caller waits on it (the app: its event loop's
`add_reader`), `drain()`s it, and asks the store's `changed()` as a timer would have. Elsewhere
`watch` gives None and the caller polls `changed()` on a timer.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from pathlib import Path

IN_ATTRIB = 0x004


def _inotify():
    """libc with inotify, or None where there is none (not Linux, an old libc)."""
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name, use_errno=True)
        libc.inotify_init1.argtypes = [ctypes.c_int]
        libc.inotify_add_watch.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
    except (OSError, AttributeError):
        return None
    return libc


_libc = _inotify()


class TableWatch:
    """An inotify descriptor on one table file."""

    def __init__(self, fd: int) -> None:
        self._fd = fd

    def fileno(self) -> int:
        return self._fd

    def drain(self) -> bool:
        """Read the events waiting; True when there was one (the caller looks at the table)."""
        touched = False
        while True:
            try:
                touched |= bool(os.read(self._fd, 4096))
            except BlockingIOError:
                return touched

    def close(self) -> None:
        os.close(self._fd)


def watch(path: Path) -> TableWatch | None:
    """Events on the table file `path`, or None where this system gives none (then poll)."""
    if _libc is None:
        return None
    fd = _libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
    if fd < 0:  # no inotify here, or this user's instances used up
        return None
    if _libc.inotify_add_watch(fd, os.fsencode(path), IN_ATTRIB) < 0:  # watches used up, a file gone
        os.close(fd)
        return None
    return TableWatch(fd)
