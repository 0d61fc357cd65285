"""The `magtui` command: the menu, a game straight away, rules, self-play, replay, load."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from pathlib import Path
from typing import Sequence

from magtui import __version__
from magtui.core import registry, saves
from magtui.core.errors import MagtuiError
from magtui.core.seeds import RANGE, new_seed, parse_seed
from magtui.ui.pace import DEFAULT_PACE, PACES


def _option(text: str) -> tuple[str, str]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"expected K=V, got {text!r}")
    key, value = text.split("=", 1)
    return key.strip(), value.strip()


def _bots(text: str) -> tuple[list[int], str]:
    """'2,3:random' -> ([1, 2], 'random') (seats are numbered from 1 on the command line)."""
    seats, sep, level = text.partition(":")
    try:
        numbers = [int(s) - 1 for s in seats.split(",") if s.strip()]
    except ValueError:
        numbers = []
    if not sep or not level or not numbers or min(numbers) < 0:
        raise argparse.ArgumentTypeError(f"expected SEATS:LEVEL such as 2,3:random, got {text!r}")
    return numbers, level.strip()


def _seed(text: str) -> int:
    try:
        return parse_seed(text)
    except MagtuiError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _levels(text: str) -> list[str]:
    levels = [level.strip() for level in text.split(",")]
    if not all(levels):
        raise argparse.ArgumentTypeError(
            f"expected LEVEL,LEVEL,... such as normal,random, got {text!r}"
        )
    return levels


def _add_game_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--players", type=int, help="number of players")
    p.add_argument(
        "--seed", type=_seed, help=f"seed of the game, {RANGE} (default: a new random seed)"
    )
    p.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="K=V",
        help="a game option, e.g. --option events=shuffled (repeatable)",
    )


ASCII_HELP = "plain ASCII glyphs only (NO_COLOR=1 drops colour)"
PACE_HELP = "how long each computer move stays on screen (p changes it in a game)"


def _add_screen_flags(p: argparse.ArgumentParser) -> None:
    """`--ascii` and `--pace` after a command that opens the screen too; absent there, they
    leave the flags given before the command as they were."""
    p.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=ASCII_HELP)
    p.add_argument("--pace", choices=tuple(PACES), default=argparse.SUPPRESS, help=PACE_HELP)


def _options_help(spec) -> str:
    if not spec.options:
        return f"{spec.title} has no options."
    lines = ["game options (--option K=V):"]
    for option in spec.options:
        lines.append(f"  {option.name}={'|'.join(option.values)}  (default {option.default})")
    return "\n".join(lines)


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser. A game's own help (its options, its bot levels) is built only for a game
    named in `argv`: describing every game would import all of them on each start."""
    words = set(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(
        prog="magtui",
        description=f"{registry.count_in_words().capitalize()} board games for one keyboard: "
        "hotseat play in the terminal.",
    )
    parser.add_argument("--version", action="version", version=f"magtui {__version__}")
    parser.add_argument("--ascii", action="store_true", help=ASCII_HELP)
    parser.add_argument("--resume", action="store_true", help="continue the last autosaved game")
    parser.add_argument("--pace", choices=tuple(PACES), default=DEFAULT_PACE, help=PACE_HELP)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    for game_id in registry.game_ids():
        info = registry.info(game_id)
        spec = registry.get(game_id) if game_id in words else None
        p = sub.add_parser(
            game_id,
            help=f"start {info.title} ({info.min_players}–{info.max_players} players)",
            description=f"{info.title}: {info.pitch}",
            epilog=_options_help(spec) if spec else None,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        _add_game_args(p)
        levels = f" (levels: {', '.join(spec.bot_levels)})" if spec else ""
        p.add_argument("--names", help="player names, comma separated")
        p.add_argument(
            "--bots",
            type=_bots,
            action="append",
            default=[],
            metavar="SEATS:LEVEL",
            help=f"computer seats, e.g. 2,3:random{levels}",
        )
        p.add_argument(
            "--no-hints",
            dest="hints",
            action="store_false",
            help="no hints: ! shows what the computer would play, and why (on by default)",
        )
        _add_screen_flags(p)

    from magtui import cli_table

    cli_table.add_parsers(sub, _add_game_args, _bots, _add_screen_flags)

    p = sub.add_parser(
        "serve",
        help="an SSH server for a club: the menu for every connection",
        description="Serve magtui over SSH: every connection gets the menu, no "
        "shell; a player's key names them. Needs asyncssh: `pip install '.[serve]'` in "
        "magtui's folder.",
    )
    p.add_argument("--port", type=int, default=2222, help="the port to listen on (default 2222)")
    p.add_argument(
        "--listen", default="", metavar="ADDR", help="the address to listen on (default: all)"
    )
    p.add_argument(
        "--tables",
        metavar="DIR",
        help="the folder of the tables, the server's alone "
        "(default: tables in the server's folder)",
    )
    p.add_argument(
        "--host-key",
        metavar="FILE",
        help="the server's SSH key, made on the first start "
        "(default: host_key in the server's folder)",
    )
    p.add_argument(
        "--guests",
        action="store_true",
        help="let clients without a key in too, under a name chosen at each connection",
    )
    _add_screen_flags(p)

    p = sub.add_parser(
        "learn",
        help="a guided first game of a title, lesson by lesson",
        description="Play a guided first game: short lessons, each asking for one move, "
        "against computer players; then the rest of the game is yours.",
    )
    p.add_argument("game", choices=registry.game_ids())
    _add_screen_flags(p)

    p = sub.add_parser(
        "rules", help="print a game's rules summary", description="Print a game's rules summary."
    )
    p.add_argument("game", choices=registry.game_ids())

    p = sub.add_parser(
        "selfplay",
        help="headless bot-vs-bot games",
        description="Play bot-vs-bot games without a screen and print one line per game.",
    )
    p.add_argument("game", choices=registry.game_ids())
    _add_game_args(p)
    p.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    p.add_argument("--bot", default="random", help="bot level of every seat (default random)")

    p = sub.add_parser(
        "arena",
        help="matches between bot levels, with strength figures",
        description="Headless matches between bot levels, seats rotated from game "
        "to game; prints win rate, rank, score and time per decision.",
    )
    p.add_argument("game", choices=registry.game_ids())
    _add_game_args(p)
    p.add_argument(
        "--seats",
        type=_levels,
        required=True,
        metavar="LEVEL,LEVEL,...",
        help="one bot level per seat, e.g. normal,random (first: always the first legal action)",
    )
    p.add_argument("--games", type=int, default=20, help="number of games (default 20)")
    p.add_argument(
        "--deals",
        type=int,
        metavar="N",
        help="Magnitus: stop each match after N of its games and count every one of them as a game",
    )

    p = sub.add_parser(
        "replay",
        help="step through a saved game",
        description="Step through a saved or finished game.",
    )
    p.add_argument("file")
    _add_screen_flags(p)

    p = sub.add_parser("load", help="open a save file", description="Open a save file and play on.")
    p.add_argument("file")
    _add_screen_flags(p)
    return parser


def _fail(parser: argparse.ArgumentParser, message: str) -> int:
    parser.print_usage(sys.stderr)
    print(f"magtui: error: {message}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    saves.sweep_temporaries()  # what writes killed on the way left, once their process is gone
    try:
        if args.command == "rules":
            return _print_rules(args.game)
        if args.command == "learn":
            from magtui.core.session import learn_session

            return _run_app(args, session=learn_session(args.game))
        if args.command == "selfplay":
            return _selfplay(parser, args)
        if args.command == "arena":
            return _arena(parser, args)
        if args.command in ("host", "join"):
            return _table(args)
        if args.command == "serve":
            return _serve(args)
        if args.command in ("replay", "load"):
            session = saves.load(args.file)
            return _run_app(args, session=session, replay=args.command == "replay")
        if args.command:
            return _start_game(parser, args)
        if args.resume:
            found = saves.latest_autosave()
            if found is None:
                print("magtui: no autosaved game to continue.", file=sys.stderr)
                return 1
            return _run_app(args, session=found[0])
        return _run_app(args)
    except MagtuiError as exc:
        return _fail(parser, str(exc))
    except BrokenPipeError:  # the reader of our output left (`magtui host ... | head -1`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # Python's exit flush too
        return 1


def _print_rules(game_id: str) -> int:
    from rich.console import Console, Group

    from magtui.ui import rules_text  # rich only, no Textual

    Console().print(Group(*rules_text.renderables(registry.get(game_id).rules_summary)))
    return 0


def _selfplay(parser, args) -> int:
    from magtui.core import selfplay

    spec = registry.get(args.game)
    players = spec.min_players if args.players is None else args.players
    spec.check_players(players)
    options = spec.full_options(dict(args.option))
    spec.make_bot(args.bot, 0, 0)  # an unknown level fails here, before any game
    if args.games < 1:
        return _fail(parser, "--games must be at least 1.")
    seed = args.seed if args.seed is not None else new_seed()
    return selfplay.run(spec, players, args.games, seed, options, args.bot, sys.stdout)


def _arena(parser, args) -> int:
    from magtui.core import arena

    spec = registry.get(args.game)
    if args.players is not None and args.players != len(args.seats):
        return _fail(parser, f"--seats names {len(args.seats)} levels for {args.players} players.")
    if args.games < 1:
        return _fail(parser, "--games must be at least 1.")
    if args.deals is not None and not spec.kind.played_in_parts:
        return _fail(parser, f"--deals: a match of {spec.title} is a single game.")
    if args.deals is not None and args.deals < 1:
        return _fail(parser, "--deals must be at least 1.")
    options = spec.full_options(dict(args.option))
    arena.check_levels(spec, args.seats)
    seed = args.seed if args.seed is not None else new_seed()
    return arena.run(spec, args.seats, args.games, seed, options, sys.stdout, args.deals)


def _start_game(parser, args) -> int:
    from magtui import cli_table
    from magtui.core.session import new_session

    spec = registry.get(args.command)
    if args.players is not None:
        spec.check_players(args.players)
    _, names, bots = cli_table.seats_of(args, spec)
    seed = args.seed if args.seed is not None else new_seed()
    session = new_session(spec.id, names, seed, dict(args.option), bots, args.hints)
    return _run_app(args, session=session)


def _serve(args) -> int:
    try:
        from magtui.serve import server
    except ImportError:
        print(
            "magtui: serve needs asyncssh: pip install '.[serve]' in magtui's folder.",
            file=sys.stderr,
        )
        return 2
    from magtui.core.saves import data_dir

    return server.run(
        data_dir() / "serve",
        args.tables and Path(args.tables),
        args.host_key,
        args.listen,
        args.port,
        args.guests,
        args.pace,
        args.ascii,
    )


def _table(args) -> int:
    """`magtui host` and `magtui join`. What the table or its folder refuses (a seat in use, a
    folder this user may not write) is no mistyped command: one line, without the usage."""
    from magtui.core.table_store import TableError

    try:
        return _sit_at_table(args)
    except TableError as exc:
        print(f"magtui: {exc}", file=sys.stderr)
        return 1


def _sit_at_table(args) -> int:
    from magtui import cli_table

    plan = cli_table.plan_host(args) if args.command == "host" else cli_table.check_join(args)
    if not getattr(args, "detach", False) and not sys.stdout.isatty():
        print("magtui: the game needs a terminal (stdout is not a tty).", file=sys.stderr)
        return 2
    if cli_table.lists_tables(args):
        return _run_app(args, join_from=cli_table.folder_of(args))
    if args.command == "join":
        session = cli_table.join(args)
    else:
        session, text = cli_table.host(args, plan)
        print(text, flush=True)
        if session is None:
            return 0
    try:
        return _run_app(args, session=session)
    finally:
        session.leave()
        if args.command == "host":
            with contextlib.suppress(OSError):  # a lost terminal: nobody is left to read it
                print(text)


def _run_app(args, session=None, replay: bool = False, join_from=None) -> int:
    if not sys.stdout.isatty():
        print("magtui: the game needs a terminal (stdout is not a tty).", file=sys.stderr)
        return 2
    from magtui.ui.app import MagtuiApp

    app = MagtuiApp(
        ascii_mode=bool(getattr(args, "ascii", False)),
        session=session,
        replay=replay,
        pace=args.pace,
        join_from=join_from,
    )
    app.run()
    return app.return_code or 0
