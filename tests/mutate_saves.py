"""Mutation run over save files: every damaged, changed or strange file must end in a clear
one-line message (or load as the same game), never a traceback or a hang.

    python tests/mutate_saves.py            # the full run (figures for the README)
    python tests/mutate_saves.py --quick    # a few mutants per kind (the test suite's run)

For every game it plays a short seeded game, saves it, and loads mutants of the file:
truncations, byte flips, wrong types and huge values in each field, deep nesting, and
special files (a symlink to /dev/zero, a FIFO, a folder). It then kills a process that is
autosaving, many times at random moments, and checks that Continue still finds the game.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from magtui.core import registry, saves  # noqa: E402
from magtui.core.bots import RandomBot  # noqa: E402
from magtui.core.errors import SaveError  # noqa: E402
from magtui.core.session import Seat, Session  # noqa: E402

SECONDS_PER_LOAD = 20  # a load that takes longer counts as a hang
HUGE = [
    "1e999",
    "-Infinity",
    "NaN",
    "9" * 5000,
    "-1",
    "1.5",
    "true",
    "null",
    '"x"',
    "[]",
    "{}",
    '"' + "x" * 100_000 + '"',
    str(1 << 70),
]


def played(game_id: str, moves: int, seed: int = 7) -> Session:
    spec = registry.get(game_id)
    players = max(2, spec.min_players)
    session = Session(spec, [Seat(f"Player{i + 1}") for i in range(players)], seed, {})
    bots = [RandomBot(s, seed) for s in range(players)]
    for _ in range(moves):
        if session.state.is_over():
            break
        seat = session.state.to_act()[0]
        session.apply(
            seat, bots[seat].choose(session.state.view(seat), session.state.legal_actions(seat))
        )
    return session


# ----- mutants: (kind, bytes) ------------------------------------------------------------------
def byte_mutants(text: bytes, rng: random.Random, count: int):
    for _ in range(count):
        cut = rng.randrange(len(text))
        yield "truncation", text[:cut]
    for _ in range(count):
        i = rng.randrange(len(text))
        yield "byte flip", text[:i] + bytes([text[i] ^ (1 << rng.randrange(8))]) + text[i + 1 :]
    for _ in range(count):
        i = rng.randrange(len(text))
        yield "byte change", text[:i] + bytes([rng.randrange(32, 127)]) + text[i + 1 :]


def _paths(record, prefix=()):
    """Every place in the record (dict keys and list items), up to a few items per list."""
    yield prefix
    if isinstance(record, dict):
        for key, value in record.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(record, list):
        for i, value in enumerate(record[:3] + record[-2:] if len(record) > 5 else record):
            yield from _paths(value, (*prefix, record.index(value) if i >= 3 else i))


def _set(record, path, raw: str) -> str:
    """The record's JSON with the value at `path` replaced by the raw JSON text `raw`."""
    marker = "\u0000MUTANT\u0000"
    copy = json.loads(json.dumps(record))
    if not path:
        return raw
    node = copy
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = marker
    return json.dumps(copy).replace(json.dumps(marker), raw)


def field_mutants(record: dict, rng: random.Random, count: int):
    places = list(_paths(record))
    for _ in range(count):
        path = rng.choice(places)
        yield "wrong type or huge value", _set(record, path, rng.choice(HUGE)).encode()
    for depth in (100, 1000, 100_000):
        yield "nesting", _set(record, ("options",), "[" * depth + "]" * depth).encode()
        yield "nesting", ("[" * depth).encode()
    for _ in range(count // 4 + 1):  # keys dropped
        path = rng.choice([p for p in places if p and isinstance(p[-1], str)])
        copy = json.loads(json.dumps(record))
        node = copy
        for step in path[:-1]:
            node = node[step]
        del node[path[-1]]
        yield "missing field", json.dumps(copy).encode()


def changed_records(record: dict):
    """Tampering that keeps the file well-formed: each must be refused."""
    yield "changed seed", {**record, "seed": record["seed"] + 1}
    yield (
        "changed seed, views edited",
        {**record, "seed": record["seed"] + 1, "views": "0badf00d"},
    )
    yield (
        "changed seed, fingerprint deleted",
        {k: v for k, v in record.items() if k != "fingerprint"} | {"seed": record["seed"] + 1},
    )
    yield "no actions", {**record, "actions": []}
    if record["actions"]:
        yield "dropped last action", {**record, "actions": record["actions"][:-1]}
    for index, data in record.get("checkpoints", {}).items():
        galaxy = data.get("galaxy") if isinstance(data, dict) else None
        if galaxy and galaxy.get("x"):
            from magtui.games.magnitus.bodies import World

            moved = json.loads(json.dumps(data))
            moved["galaxy"]["x"][0] += 0.01
            moved["checksum"] = World.from_json(
                moved["galaxy"]
            ).checksum()  # recomputed, as a forger would
            yield "moved body", {**record, "checkpoints": {**record["checkpoints"], index: moved}}
            break


# ----- running ---------------------------------------------------------------------------------
class Hang(Exception):
    pass


def _alarm(signum, frame):
    raise Hang()


def try_load(path: Path, original: str | None) -> str:
    """'refused' (a clear SaveError), 'same game', or a failure: 'traceback', 'hang', 'unclear',
    'accepted a changed game'."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(SECONDS_PER_LOAD)
    try:
        session = saves.load(path)
    except SaveError as exc:
        message = str(exc)
        return (
            "refused"
            if message.strip() and "\n" not in message and len(message) < 400
            else "unclear"
        )
    except Hang:
        return "hang"
    except BaseException:  # noqa: BLE001 - the run counts what escapes
        return "traceback"
    finally:
        signal.alarm(0)
    if original is not None and session.state.fingerprint() != original:
        return "accepted a changed game"
    return "same game"


def run(games: list[str], per_kind: int, seed: int, kills: int, out=sys.stdout) -> dict:
    rng = random.Random(seed)
    tally: Counter = Counter()
    failures: list[str] = []
    home = os.environ.get("XDG_DATA_HOME")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ["XDG_DATA_HOME"] = str(folder / "data")
        for game_id in games:
            session = played(game_id, 12 if game_id == "magnitus" else 40)
            record = session.to_record()
            text = json.dumps(record, indent=1).encode()
            original = session.state.fingerprint()
            mutants = [*byte_mutants(text, rng, per_kind), *field_mutants(record, rng, per_kind)]
            mutants += [(kind, json.dumps(r).encode()) for kind, r in changed_records(record)]
            for number, (kind, data) in enumerate(mutants):
                path = folder / f"{game_id}-{number}.json"
                path.write_bytes(data)
                strict = kind.startswith(("changed", "no actions", "dropped", "moved"))
                outcome = try_load(path, original)
                if strict and outcome == "same game":
                    outcome = "accepted a changed game"
                tally[outcome] += 1
                if outcome not in ("refused", "same game"):
                    failures.append(f"{game_id}: {kind}: {outcome}")
                path.unlink()
            tally["mutants"] += len(mutants)
        for kind, path in special_files(folder):
            outcome = try_load(path, None)
            tally[outcome] += 1
            tally["mutants"] += 1
            if outcome != "refused":
                failures.append(f"{kind}: {outcome}")
        tally["kills survived"] = kill_run(folder, kills, rng, failures) if kills else 0
    if home is None:
        os.environ.pop("XDG_DATA_HOME", None)
    else:
        os.environ["XDG_DATA_HOME"] = home
    figures = {
        "games fuzzed": len(games),
        "mutants tried": tally["mutants"],
        "refused with a clear message": tally["refused"],
        "loaded as the same game": tally["same game"],
        "kills survived": tally["kills survived"],
        "failures": failures,
    }
    for key, value in figures.items():
        print(f"{key}: {value if key != 'failures' else len(value)}", file=out)
    for failure in failures:
        print("  FAILED", failure, file=out)
    return figures


def special_files(folder: Path):
    zero = folder / "zero.json"
    zero.symlink_to("/dev/zero")
    yield "symlink to /dev/zero", zero
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)
    yield "FIFO", fifo
    directory = folder / "folder.json"
    directory.mkdir()
    yield "folder", directory
    big = folder / "big.json"
    with big.open("wb") as f:
        f.truncate(saves.save_record.MAX_BYTES + 1)
    yield "sparse huge file", big
    empty = folder / "empty.json"
    empty.write_bytes(b"")
    yield "empty file", empty


WRITER = """
import sys
from magtui.core import saves
from magtui.core.session import Seat, Session
from magtui.core import registry
from magtui.core.bots import RandomBot
spec = registry.get("orkensturm")
session = Session(spec, [Seat(f"P{i}") for i in range(3)], 5, {})
bots = [RandomBot(s, 5) for s in range(3)]
print("ready", flush=True)
while True:
    if session.state.is_over():
        session = Session(spec, [Seat(f"P{i}") for i in range(3)], 5, {})
    seat = session.state.to_act()[0]
    session.apply(seat, bots[seat].choose(session.state.view(seat), session.state.legal_actions(seat)))
    saves.autosave(session)
"""


def kill_run(folder: Path, kills: int, rng: random.Random, failures: list[str]) -> int:
    """Kill an autosaving process at random moments; Continue must find a game every time."""
    env = {**os.environ, "XDG_DATA_HOME": str(folder / "killed"), "PYTHONPATH": str(ROOT)}
    survived = 0
    for number in range(kills):
        child = subprocess.Popen([sys.executable, "-c", WRITER], env=env, stdout=subprocess.PIPE)
        child.stdout.readline()
        time.sleep(rng.uniform(0.0, 0.2))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        os.environ["XDG_DATA_HOME"] = env["XDG_DATA_HOME"]
        try:
            found = saves.latest_autosave()
        except BaseException as exc:  # noqa: BLE001
            failures.append(f"kill {number + 1}: {type(exc).__name__}")
            continue
        if found is None and any(saves.autosave_dir().glob("*.json")):
            failures.append(f"kill {number + 1}: no autosave loads")
            continue
        survived += 1
    return survived


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few mutants per kind")
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args(argv)
    figures = run(registry.game_ids(), 4 if args.quick else 40, args.seed, 3 if args.quick else 30)
    return 1 if figures["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
