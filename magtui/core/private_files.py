"""The files magtui writes, readable by their owner only: a save holds the seed, from which
every hand follows, and a crash log may quote a game. Each is written whole or not at all."""

from __future__ import annotations

import os
import re
import secrets
import socket
import time
from pathlib import Path

PRIVATE = 0o600
STALE_TMP_SECONDS = 600  # a temporary file this old was left by a killed process
# A write's temporary file names its writer, so that a write killed on the way is known as
# such once its process is gone: `.<name>.<pid>@<host>.<token>.tmp`.
TEMPORARY = re.compile(r"\..+\.(?P<pid>[0-9]{1,9})@(?P<host>.*)\.[0-9a-f]{8}\.tmp")


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step. A new file is private; an existing one keeps
    the permissions its owner gave it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = path.stat().st_mode & 0o7777
    except FileNotFoundError:
        mode = None
    tmp = (
        path.parent
        / f".{path.name}.{os.getpid()}@{socket.gethostname()}.{secrets.token_hex(4)}.tmp"
    )
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def append(path: Path, text: str) -> None:
    """Add `text` at the end of `path` (a log), creating it private."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with os.fdopen(
        os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, PRIVATE), "a", encoding="utf-8"
    ) as f:
        f.write(text)


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process
        return True
    return True


def _abandoned(tmp: Path, now: float) -> bool:
    """Left by a write that was killed: its writer, on this machine, is gone, or it is older
    than any write takes (a writer on another machine sharing the folder)."""
    if now - tmp.lstat().st_mtime > STALE_TMP_SECONDS:
        return True
    writer = TEMPORARY.fullmatch(tmp.name)
    return (
        writer is not None
        and writer["host"] == socket.gethostname()
        and int(writer["pid"]) > 0
        and not _running(int(writer["pid"]))
    )


def remove_stale_temporaries(folder: Path, now: float | None = None) -> None:
    """Delete temporary files that a killed process left; another's write in progress stays."""
    now = time.time() if now is None else now
    try:
        candidates = list(Path(folder).glob(".*.tmp"))
    except OSError:
        return
    for tmp in candidates:
        try:
            if _abandoned(tmp, now):
                tmp.unlink()
        except OSError:
            pass
