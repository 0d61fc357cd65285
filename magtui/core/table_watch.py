"""A table file's writes as events: a waiting seat sleeps until another process commits.

SQLite in WAL mode writes each commit to the table's -wal file. Where Linux's inotify exists
(through libc: no dependency), `watch(path)` gives a file descriptor that turns readable when
the table or its -wal file is written; the caller waits on it (the app: its event loop's
`add_reader`), `drain()`s it, and asks the store's `changed()` as a timer would have. Elsewhere
`watch` gives None and the caller polls `changed()` on a timer.

Only the table's own files are watched (a folder watch would wake every seat of every table at
each move anywhere in the folder), and the folder only for files appearing there: the -wal file
is made anew when the last connection to the table closed it.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import struct
from pathlib import Path

IN_MODIFY = 0x002
IN_CLOSE_WRITE = 0x008
IN_MOVED_TO = 0x080
IN_CREATE = 0x100
IN_NONBLOCK = os.O_NONBLOCK
IN_CLOEXEC = os.O_CLOEXEC
EVENT = struct.Struct("iIII")  # wd, mask, cookie, length of the name that follows


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
    """An inotify descriptor on one table's files."""

    def __init__(self, libc, fd: int, path: Path) -> None:
        self._libc, self._fd = libc, fd
        self.files = {path.name, path.name + "-wal"}
        self.folder = path.parent
        self._folder_watch = self._add(self.folder, IN_CREATE | IN_MOVED_TO)
        self.watched = self._folder_watch >= 0 and self._add(path, IN_MODIFY | IN_CLOSE_WRITE) >= 0
        self._add(self.folder / (path.name + "-wal"), IN_MODIFY | IN_CLOSE_WRITE)  # -1 until it is made

    def _add(self, path: Path, mask: int) -> int:
        """The watch on `path`, -1 when it is not there (yet)."""
        return self._libc.inotify_add_watch(self._fd, os.fsencode(path), mask)

    def fileno(self) -> int:
        return self._fd

    def drain(self) -> bool:
        """Read the events waiting; True when one may be a commit to the table (another
        table's file appearing in the folder is not)."""
        written = False
        while True:
            try:
                data = os.read(self._fd, 65536)
            except BlockingIOError:
                return written
            for wd, mask, name in _events(data):
                if wd != self._folder_watch:
                    written = True
                elif name in self.files:  # the -wal file made anew: watch it from now on
                    self._add(self.folder / name, IN_MODIFY | IN_CLOSE_WRITE)
                    written = True

    def close(self) -> None:
        os.close(self._fd)


def _events(data: bytes):
    """(watch, mask, file name) of each inotify event in `data`."""
    offset = 0
    while offset < len(data):
        wd, mask, _, length = EVENT.unpack_from(data, offset)
        offset += EVENT.size
        name = data[offset:offset + length].rstrip(b"\0").decode(errors="replace")
        offset += length
        yield wd, mask, name


def watch(path: Path) -> TableWatch | None:
    """Events on the table file `path`, or None where this system gives none (then poll)."""
    if _libc is None:
        return None
    fd = _libc.inotify_init1(IN_NONBLOCK | IN_CLOEXEC)
    if fd < 0:  # no inotify here, or this user's instances used up
        return None
    found = TableWatch(_libc, fd, Path(path).absolute())
    if not found.watched:  # this user's watches used up, a folder that gives no events
        found.close()
        return None
    return found
