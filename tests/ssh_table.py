"""One Orkensturm table played to its end over real OpenSSH on loopback.

    python -m tests.ssh_table            (skips, saying why, where sshd or ssh is missing)

An sshd of its own (a free port on 127.0.0.1, keys made for the run, the current user) serves
three terminals, each `ssh -tt` in a pseudo-terminal as a player would log in: the host
(seat 1 at its keyboard, seat 4 the computer) and two joined seats. Keys go to the terminal
of the seat that must act (the moves the frame scan knows for each decision, then any key);
one player's connection is cut mid-game and comes back with `magtui join TABLE --seat 2`.
The script reads the table file only to know whose turn it is and to check the end.
"""

from __future__ import annotations

import getpass
import os
import random
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from magtui.core import table
from tests.serve.club import Player, wait
from tests.games.orkensturm.profile import frame_keys

SKIP = 0  # a missing sshd is not a failure of magtui
ANY_KEYS = ["1", "2", "enter", "space", "down", "up", "escape", "3"]


def sshd_setup(folder: Path) -> tuple[subprocess.Popen, int, Path]:
    """A private sshd on a free loopback port, and the key that logs in to it."""
    for name in ("host", "client"):
        subprocess.run(
            ["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(folder / name)], check=True
        )
    (folder / "authorized_keys").write_text((folder / "client.pub").read_text())
    os.chmod(folder / "authorized_keys", 0o600)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = folder / "sshd_config"
    config.write_text(
        f"Port {port}\nListenAddress 127.0.0.1\nHostKey {folder / 'host'}\n"
        f"AuthorizedKeysFile {folder / 'authorized_keys'}\nPasswordAuthentication no\n"
        "KbdInteractiveAuthentication no\nUsePAM no\nStrictModes no\nPermitRootLogin prohibit-password\n"
        f"PidFile {folder / 'sshd.pid'}\nAcceptEnv MAGTUI_KEY_GUARD\n"
    )
    Path("/run/sshd").mkdir(exist_ok=True)  # its privilege separation folder
    sshd = subprocess.Popen(
        [shutil.which("sshd") or "/usr/sbin/sshd", "-D", "-e", "-f", str(config)],
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                break
        time.sleep(0.05)
    return sshd, port, folder / "client"


class Terminal(Player):
    """`ssh -tt user@127.0.0.1 magtui ...` in a pseudo-terminal of 100×30."""

    def __init__(self, port: int, key: Path, folder: Path, args: str) -> None:
        remote = (
            f"cd {shlex.quote(os.getcwd())} && exec {shlex.quote(sys.executable)} -m magtui "
            f"--pace instant {args} --table {shlex.quote(str(folder))}"
        )
        super().__init__(
            [
                "ssh",
                "-p",
                str(port),
                "-i",
                str(key),
                "-o",
                "StrictHostKeyChecking=no",
                "-o",
                f"UserKnownHostsFile={folder / 'known_hosts'}",
                "-o",
                "LogLevel=ERROR",
                f"{getpass.getuser()}@127.0.0.1",
                remote,
            ]
        )


def play(port: int, key: Path, folder: Path) -> None:
    host = Terminal(port, key, folder, "host orkensturm --players 4 --bots 4:easy --seed 21")
    wait([host], 4)
    (path,) = folder.glob("*.table")
    name = path.stem
    seats = {
        0: host,
        1: Terminal(port, key, folder, f"join {name} --seat 2"),
        2: Terminal(port, key, folder, f"join {name} --seat 3"),
    }
    terminals = lambda: list(dict.fromkeys(seats.values()))  # noqa: E731
    wait(terminals(), 4)
    watcher = table.join(folder, name, watch=True)
    rng, idle, moves, cut = random.Random(21), 0, 0, False
    while True:
        watcher.sync()
        state = watcher.state
        if state.is_over():
            break
        if len(watcher.history) != moves:
            moves, idle = len(watcher.history), 0
        idle += 1
        if idle > 400:
            raise AssertionError(f"no move for a long time at: {state.status()}")
        if not cut and moves >= 40:  # Boris's connection drops; he logs in again
            seats[1].cut()
            cut = True
            for _ in range(
                20
            ):  # the lease of the dropped process runs out (or it let go on SIGHUP)
                wait(terminals()[:1], 0.5)
                if b"Boris has left the table" in seats[0].written:
                    break
            else:
                raise AssertionError("the host never heard that Boris left")
            for _ in range(20):
                seats[1] = Terminal(port, key, folder, f"join {name} --seat 2")
                wait(terminals(), 3)
                if b"in use" not in seats[1].written:
                    break
                seats[1].close()
            continue
        acting = [s for s in state.to_act() if s in seats]
        for terminal in terminals():  # a reveal waits for Enter on every terminal
            if terminal not in (seats[s] for s in acting):
                terminal.press("enter")
        for seat in acting:
            keys = (frame_keys(state) or []) if idle < 4 else [rng.choice(ANY_KEYS)]
            for k in keys:
                seats[seat].press(k)
                wait(terminals(), 0.05)
        wait(terminals(), 0.3)
    for _ in range(15):  # past the last reveal (it counts the cards out) to the final scores
        wait(terminals(), 1)
        for terminal in terminals():
            if b"game over \xc2\xb7" not in terminal.written:
                terminal.press("enter")
    for seat, terminal in seats.items():
        screen = terminal.written.decode(errors="replace")
        assert "game over ·" in screen and " won" in screen, (
            f"seat {seat + 1} never showed the end of the game"
        )
    print(
        f"table {name}: {len(watcher.history)} actions over ssh, the end on every terminal; "
        f"the winners: {', '.join(watcher.state.seat_name(s) for s in watcher.state.result().winners)}"
    )
    for terminal in terminals():
        terminal.close()


def main() -> int:
    missing = [tool for tool in ("ssh", "ssh-keygen") if shutil.which(tool) is None]
    if not (shutil.which("sshd") or Path("/usr/sbin/sshd").exists()):
        missing.append("sshd")
    if missing:
        print(
            f"SKIP: {', '.join(missing)} not installed (apt-get install openssh-server openssh-client)"
        )
        return SKIP
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.chmod(folder, 0o700)
        sshd, port, key = sshd_setup(folder)
        try:
            play(port, key, folder)
        finally:
            sshd.terminate()
            sshd.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
