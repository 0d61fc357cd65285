"""`magtui host` and `magtui join`: one table, each seat on its own terminal (over SSH too)."""

from __future__ import annotations

import argparse
import shlex
from pathlib import Path

from magtui.core import registry
from magtui.core.errors import OptionError
from magtui.core.names import default_names
from magtui.core.seeds import new_seed


def _seat_list(text: str) -> list[int]:
    """'1,2' -> [0, 1] (seats are numbered from 1 on the command line)."""
    try:
        seats = [int(s) - 1 for s in text.split(",") if s.strip()]
    except ValueError:
        seats = []
    if not seats or min(seats) < 0:
        raise argparse.ArgumentTypeError(f"expected seat numbers such as 1,2, got {text!r}")
    return seats


def add_parsers(sub, add_game_args, bots_type, screen_flags) -> None:
    p = sub.add_parser(
        "host",
        help="open a table whose seats play on their own terminals",
        description="Open a table: seat 1 (and any --here seats) plays at this terminal, the "
        "other human seats join from their own terminals with `magtui join`.",
    )
    p.add_argument("game", choices=registry.game_ids())
    add_game_args(p)
    p.add_argument("--names", help="player names, comma separated")
    p.add_argument(
        "--bots",
        type=bots_type,
        action="append",
        default=[],
        metavar="SEATS:LEVEL",
        help="computer seats, e.g. 4:normal (they run at this terminal)",
    )
    p.add_argument(
        "--here",
        type=_seat_list,
        default=None,
        metavar="SEATS",
        help="seats played at this keyboard, with covers between them (default 1)",
    )
    p.add_argument(
        "--hints",
        action="store_true",
        help="let the players ask for hints: ! shows what the computer would play, and why "
        "(off by default at a table)",
    )
    p.add_argument(
        "--detach",
        action="store_true",
        help="only open the table and print how to join it; every seat joins",
    )
    p.add_argument("--table", metavar="DIR", help="folder of the tables, writable by every player")
    screen_flags(p)

    p = sub.add_parser(
        "join",
        help="play a seat of a table, or watch it",
        description="Join a table opened with `magtui host`: a free seat, a given "
        "seat (again after a dropped connection), or watch. Without "
        "TABLE: the list of the open tables of the folder, to pick one.",
    )
    p.add_argument(
        "table_name",
        metavar="TABLE",
        nargs="?",
        help="the table's name, as `magtui host` printed it (none: list the tables)",
    )
    how = p.add_mutually_exclusive_group()
    how.add_argument("--seat", type=int, help="the seat to play (1 to the number of players)")
    how.add_argument("--watch", action="store_true", help="watch: the table's view, no hand")
    p.add_argument(
        "--name", dest="player", help="your name at the table (before the game's first move)"
    )
    p.add_argument(
        "--table", metavar="DIR", help="folder of the tables (as `magtui host --table` named it)"
    )
    screen_flags(p)


def folder_of(args) -> Path:
    from magtui.core.table_store import tables_dir

    return Path(args.table).expanduser() if args.table else tables_dir()


def lists_tables(args) -> bool:
    """`magtui join` without a TABLE: the app opens with the list of the folder's tables."""
    return args.command == "join" and args.table_name is None


def join_command(args, name: str) -> str:
    command = f"magtui join {name}"
    return command + (f" --table {shlex.quote(args.table)}" if args.table else "")


def seats_of(args, spec) -> tuple[int, list[str], dict[int, str]]:
    """The players, their names and the computer seats that --players, --names and --bots
    give (OptionError names the first bad one); `magtui GAME` and `magtui host` share it."""
    if args.names is not None:
        names = [n.strip() for n in args.names.split(",")]
        if not all(names):
            raise OptionError("--names needs a name for every player (an empty name was given).")
        players = args.players or len(names)
        if len(names) != players:
            raise OptionError(f"--names gives {len(names)} names for {players} players.")
    else:
        players = args.players or spec.min_players
        names = default_names(players)
    spec.check_players(players)
    bots: dict[int, str] = {}
    for seats, level in args.bots:
        for seat in seats:
            if seat >= players:
                raise OptionError(f"--bots names seat {seat + 1}, but there are {players} players.")
            if seat in bots:
                raise OptionError(f"--bots names seat {seat + 1} twice.")
            bots[seat] = level
    return players, names, bots


def plan_host(args) -> dict:
    """The checked arguments of `magtui host` (OptionError names the first bad one)."""
    spec = registry.get(args.game)
    players, names, bots = seats_of(args, spec)
    if len(bots) == players:
        raise OptionError("Every seat is a computer: a table needs at least one player.")
    here = [] if args.detach else (args.here if args.here is not None else [0])
    for seat in here:
        if seat >= players:
            raise OptionError(f"--here names seat {seat + 1}, but there are {players} players.")
        if seat in bots:
            raise OptionError(f"--here names seat {seat + 1}, which is a computer seat.")
    if args.detach and args.here is not None:
        raise OptionError("--here and --detach exclude each other: with --detach every seat joins.")
    kinds = ["bot" if s in bots else "hotseat" if s in here else "remote" for s in range(players)]
    spec.full_options(dict(args.option))
    for level in bots.values():
        spec.make_bot(level, 0, 0)  # an unknown level fails here, before the table exists
    seed = args.seed if args.seed is not None else new_seed()
    return {
        "game": spec.id,
        "names": names,
        "seed": seed,
        "options": dict(args.option),
        "kinds": kinds,
        "bots": bots,
        "hints": args.hints,
    }


def host(args, plan: dict) -> tuple[object | None, str]:
    """The host's session (None with --detach) and the lines to print."""
    from magtui.core import table

    spec, names, kinds = registry.get(plan["game"]), plan["names"], plan["kinds"]
    players = len(names)
    session = table.host(folder_of(args), **plan)
    remote = [f"seat {s + 1} {names[s]}" for s, kind in enumerate(kinds) if kind == "remote"]
    lines = [
        f"Table {session.table}: {spec.title}, {players} players.",
        f"Players join from their own terminal with:  "
        f"{join_command(args, session.table)} [--seat N]",
        f"Spectators watch with:  {join_command(args, session.table)} --watch",
    ]
    if remote:
        lines.append("Seats to join: " + ", ".join(remote) + ".")
    if args.detach:
        session.leave()
        session.store.close()
        return None, "\n".join(lines)
    return session, "\n".join(lines)


def check_join(args) -> None:
    """The table exists and the seat is one a player may take (whether it is in use is known
    only when it is claimed)."""
    from magtui.core.names import check_names
    from magtui.core.table import seats_to_claim
    from magtui.core.table_folder import existing_folder
    from magtui.core.table_store import TableStore

    if args.table is not None:
        existing_folder(args.table)
    if args.table_name is None:
        given = [
            flag
            for flag, value in (
                ("--seat", args.seat),
                ("--watch", args.watch or None),
                ("--name", args.player),
            )
            if value is not None
        ]
        if given:
            raise OptionError(
                f"{given[0]} needs a TABLE: `magtui join` alone lists the tables to choose from."
            )
        return
    if args.seat is not None and args.seat < 1:
        raise OptionError(f"--seat counts from 1 (got {args.seat}).")
    if args.player is not None and args.watch:
        raise OptionError("--name is for a seat; a spectator has none.")
    if args.player is not None:
        check_names([args.player])
    store = TableStore(TableStore.find(folder_of(args), args.table_name), read_only=True)
    try:
        if not args.watch:
            seats_to_claim(store.info(), None if args.seat is None else args.seat - 1)
    finally:
        store.close()


def join(args):
    from magtui.core import table

    seat = None if args.seat is None else args.seat - 1
    return table.join(folder_of(args), args.table_name, seat, args.watch, args.player)
