"""Running magtui as a user without privileges (nobody), for what root never meets: folders
it may not write. Root, as the tests usually run, ignores file permissions."""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import sysconfig
import tempfile
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent.parent
NOBODY = 65534


def _as_nobody(command: list[str], env: dict[str, str]) -> list[str]:
    return [
        "setpriv",
        f"--reuid={NOBODY}",
        f"--regid={NOBODY}",
        "--clear-groups",
        "env",
        "-i",
        *(f"{key}={value}" for key, value in env.items()),
        *command,
    ]


@cache
def python() -> tuple[str, str] | None:
    """(interpreter, PYTHONPATH) that nobody can run with this checkout and its packages, or
    None: not root, no setpriv, or no interpreter that nobody may read."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        return None
    path = os.pathsep.join(
        dict.fromkeys([str(ROOT), *site.getsitepackages(), sysconfig.get_paths()["purelib"]])
    )
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for candidate in (sys.executable, shutil.which(version), f"/usr/bin/{version}"):
        if candidate is None:
            continue
        probe = subprocess.run(
            _as_nobody([candidate, "-c", "import magtui.cli, textual"], {"PYTHONPATH": path}),
            cwd="/",
            capture_output=True,
            timeout=60,
        )
        if probe.returncode == 0:
            return candidate, path
    return None


@contextmanager
def folder() -> Iterator[Path]:
    """A folder that nobody may enter and read (but not write), removed afterwards."""
    path = Path(tempfile.mkdtemp(prefix="magtui-nobody-"))
    path.chmod(0o755)
    try:
        yield path
    finally:
        shutil.rmtree(path)


def run(*args: str, home: Path) -> subprocess.CompletedProcess:
    """The interpreter with `args` as nobody, with `home` as its home and its data folder's
    parent."""
    interpreter, path = python()
    env = {
        "PYTHONPATH": path,
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "PATH": "/usr/bin:/bin",
    }
    return subprocess.run(
        _as_nobody([interpreter, *args], env), cwd=home, capture_output=True, text=True, timeout=120
    )


def magtui(*args: str, home: Path) -> subprocess.CompletedProcess:
    return run("-m", "magtui", *args, home=home)
