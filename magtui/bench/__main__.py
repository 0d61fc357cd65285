"""python -m magtui.bench [--quick] [--games G,G] [--rss-seconds S] [--idle-seconds S] [--suite]
python -m magtui.bench --serve [--seats N]   (a club at scale over SSH; a separate run)"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from datetime import datetime, timezone

from magtui.bench import app_figures, engine_figures, serve_figures, table_figures
from magtui.core import registry

Row = tuple[str, str, str, bool | None]  # figure, budget, measured, passed (None: not measured)
MIN_RSS_SECONDS = 30  # a shorter run shows the start-up, not the growth
MIN_IDLE_SECONDS = (
    20  # processor time counts in ticks of 10 ms: a shorter wait measures too coarsely
)


def _kb(n: float) -> str:
    return f"{n:.0f} B" if n < 1000 else f"{n / 1000:.1f} KB"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def app_rows(figures: app_figures.AppFigures, rss_seconds: float) -> list[Row]:
    bare = figures.bare_frame
    rows: list[Row] = [
        (
            "menu first frame ÷ bare app",
            "≤ 1.5×",
            f"{figures.menu_frame / bare:.2f}× ({_ms(figures.menu_frame)} / {_ms(bare)})",
            figures.menu_frame / bare <= 1.5,
        )
    ]
    for game_id, g in figures.games.items():
        title = registry.info(game_id).title.split(":")[0]
        rows += [
            (
                f"{title}: game first frame ÷ bare app",
                "≤ 2×",
                f"{g.first_frame / bare:.2f}× ({_ms(g.first_frame)})",
                g.first_frame / bare <= 2,
            ),
            (
                f"{title}: cursor move, bytes / time to quiet",
                "≤ 400 B / ≤ 20 ms",
                f"{_kb(g.cursor_bytes)} / {_ms(g.cursor_seconds)} "
                f"(bare app {_kb(figures.bare_cursor_bytes)}"
                f" / {_ms(figures.bare_cursor_seconds)})",
                g.cursor_bytes <= 400 and g.cursor_seconds <= 0.020,
            ),
            (f"{title}: a completed action", "≤ 4 KB", _kb(g.action_bytes), g.action_bytes <= 4000),
            (
                f"{title}: open help",
                "≤ 8 KB, ≤ 150 ms",
                f"{_kb(g.help_bytes)}, {_ms(g.help_seconds)}",
                g.help_bytes <= 8000 and g.help_seconds <= 0.150,
            ),
        ]
        if rss_seconds > 0:
            rows.append(_rss_row(title, g, rss_seconds))
    return rows


def _rss_row(title: str, g: app_figures.GameFigures, seconds: float) -> Row:
    figure, budget = f"{title}: RSS, bots playing in the app", "≤ 120 MB after 30 min"
    if g.rss_note:
        return figure, budget, g.rss_note, None
    measured = f"{g.rss_mb:.0f} MB after {seconds:.0f} s"
    if seconds < MIN_RSS_SECONDS:  # start-up growth, not a trend
        return figure, budget, measured, None
    return (
        figure,
        budget,
        f"{measured}, {g.rss_30min_mb:.0f} MB at 30 min by its growth",
        g.rss_30min_mb <= 120,
    )


def engine_rows(games: int, physics_seconds: float, repeat: int) -> list[Row]:
    two, four = (
        engine_figures.random_rounds_ms("magalon", n, 40, games, tries=repeat) for n in (2, 4)
    )
    two_rate, four_rate = (engine_figures.full_game_rate("magalon", n, games) for n in (2, 4))
    maglev = engine_figures.random_rounds_ms("maglev", 4, 40, games, tries=repeat)
    speed, per_step = engine_figures.physics_speed(40, physics_seconds, repeat)
    return [
        (
            "random game of 40 rounds, Magalon 2p / 4p",
            "≤ 50 ms",
            f"{two:.0f} / {four:.0f} ms",
            max(two, four) <= 50,
        ),
        (
            "random game to a win, Magalon 2p / 4p, per 1,000 actions",
            "—",
            f"{two_rate:.0f} / {four_rate:.0f} ms",
            None,
        ),
        ("random game of 40 rounds, Maglev 4p", "≤ 200 ms", f"{maglev:.0f} ms", maglev <= 200),
        (
            "Magnitus physics, 40 bodies",
            "≥ 10× real time",
            f"{speed:.1f}× ({per_step:.0f} µs a step)",
            speed >= 10,
        ),
    ]


def table_row(moves: int) -> Row:
    delays = table_figures.notice_seconds(moves)
    return (
        "shared table: a move seen on another terminal, worst of " + str(moves),
        "≤ 200 ms",
        f"{_ms(max(delays))} (median {_ms(sorted(delays)[len(delays) // 2])})",
        max(delays) <= 0.2,
    )


def idle_row(tables: int, seconds: float) -> Row:
    percent = table_figures.idle_cpu_per_seat(tables, seconds)
    figure = (
        f"shared table: CPU of a waiting seat, {3 * tables} joined seats idle for {seconds:.0f} s"
    )
    if seconds < MIN_IDLE_SECONDS:  # a few clock ticks: no verdict
        return figure, "≤ 0.05% of a core", f"{percent:.3f}%", None
    return figure, "≤ 0.05% of a core", f"{percent:.3f}%", percent <= 0.05


def _p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


def serve_rows(f: serve_figures.ServeFigures, move_every: float) -> list[Row]:
    moves, menus = f.move_seconds, f.menu_seconds
    at = f"{f.seats} seats"
    return [
        (
            f"club: seat {f.seats} players at {f.tables} tables over ssh",
            "—",
            f"{f.seat_seconds:.0f} s wall",
            None,
        ),
        (
            f"club: idle CPU per seat, {at}",
            "≤ 0.05% of a core",
            f"{f.idle_cpu_percent:.3f}%",
            f.idle_cpu_percent <= 0.05,
        ),
        (
            f"club: idle CPU of the SSH server, {at}",
            "—",
            f"{f.server_idle_cpu_percent:.2f}% of a core",
            None,
        ),
        (f"club: PSS per seat, {at}", "≤ 15 MB", f"{f.pss_mb:.1f} MB", f.pss_mb <= 15),
        (
            "club: PSS of the SSH server / the zygote, once",
            "—",
            f"{f.server_pss_mb:.0f} MB / {f.zygote_pss_mb:.0f} MB",
            None,
        ),
        (
            f"club: menu after ssh starts, p90 of {len(menus)} arrivals at {at}",
            "≤ 1 s",
            f"{_ms(_p90(menus))} (worst {_ms(max(menus))})",
            _p90(menus) <= 1,
        )
        if menus
        else ("club: menu after ssh starts", "≤ 1 s", "no arrival measured", None),
        (
            f"club: move to another seat's screen, p90 of {len(moves)} "
            f"(a move every {move_every:g} s a table)",
            "≤ 200 ms",
            f"{_ms(_p90(moves))} (median {_ms(sorted(moves)[len(moves) // 2])}, "
            f"{f.moves_missed} keys made no move)",
            _p90(moves) <= 0.2,
        )
        if moves
        else (
            "club: move to another seat's screen",
            "≤ 200 ms",
            f"no move timed ({f.moves_missed} keys made no move)",
            None,
        ),
    ]


def serve_main(args) -> int:
    missing = serve_figures.ssh_missing()
    if missing:
        print(f"magtui bench --serve: {missing}.", file=sys.stderr)
        return 2
    print(f"magtui bench --serve · {machine()}", flush=True)
    log = lambda text: print(f"  {text}", file=sys.stderr, flush=True)  # noqa: E731
    figures = serve_figures.measure(
        args.seats, args.move_every, args.play_seconds, args.idle_seconds, args.arrivals, log
    )
    print(table(serve_rows(figures, args.move_every)))
    return 0


def suite_row(run: bool) -> Row:
    if not run:
        return ("full test suite", "≤ 4 min", "not run (--suite runs it)", None)
    start = time.perf_counter()
    code = subprocess.call(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    minutes = (time.perf_counter() - start) / 60
    return (
        "full test suite",
        "≤ 4 min",
        f"{minutes:.1f} min wall" + ("" if code == 0 else " (failures)"),
        minutes <= 4 and code == 0,
    )


def table(rows: list[Row]) -> str:
    lines = ["| figure | budget | measured | result |", "|---|---|---|---|"]
    for figure, budget, measured, passed in rows:
        verdict = "—" if passed is None else ("pass" if passed else "FAIL")
        lines.append(f"| {figure} | {budget} | {measured} | {verdict} |")
    return "\n".join(lines)


def machine() -> str:
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (
        f"{platform.machine()} · {os.cpu_count()} cores · {platform.python_implementation()} "
        f"{platform.python_version()} · load {load} · "
        f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC"
    )


def _seats(text: str) -> int:
    seats = int(text)
    if seats < serve_figures.PER_TABLE or seats % serve_figures.PER_TABLE:
        raise argparse.ArgumentTypeError(
            f"a multiple of {serve_figures.PER_TABLE} (four to a table)"
        )
    return seats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m magtui.bench", description=__doc__)
    parser.add_argument(
        "--quick", action="store_true", help="a smoke run: one game, one try of each figure"
    )
    parser.add_argument("--games", help="comma-separated games (default: all; --quick: magalon)")
    parser.add_argument(
        "--repeat", type=int, default=5, help="launches per first frame (the fastest counts)"
    )
    parser.add_argument(
        "--rss-seconds", type=float, default=60.0, help="how long the bots play for the RSS rows"
    )
    parser.add_argument(
        "--idle-seconds",
        type=float,
        default=30.0,
        help="how long seated players wait idle: the idle-table row, and --serve's quiet window",
    )
    parser.add_argument("--suite", action="store_true", help="also time the full test suite")
    serve = parser.add_argument_group("--serve: a club at scale (OpenSSH clients on loopback)")
    serve.add_argument(
        "--serve", action="store_true", help="measure only `magtui serve` with many seated players"
    )
    serve.add_argument(
        "--seats", type=_seats, default=500, help="players, four to a table (default 500)"
    )
    serve.add_argument(
        "--move-every",
        type=float,
        default=10.0,
        help="seconds between a table's moves (default 10)",
    )
    serve.add_argument(
        "--play-seconds", type=float, default=60.0, help="how long the tables play (default 60)"
    )
    serve.add_argument(
        "--arrivals", type=int, default=10, help="players timed to the menu at the full club"
    )
    args = parser.parse_args(argv)
    if args.serve:
        return serve_main(args)
    quick = args.quick
    games = args.games.split(",") if args.games else (["magalon"] if quick else registry.game_ids())
    for game_id in games:
        if game_id not in app_figures.SCRIPTS:
            parser.error(f"unknown game {game_id!r}")
    repeat = 1 if quick else args.repeat
    rss_seconds = 1.0 if quick else args.rss_seconds

    print(f"magtui bench · {machine()}", flush=True)
    figures = app_figures.measure(games, repeat, 2 if quick else 6, rss_seconds)
    rows = app_rows(figures, rss_seconds)
    rows += engine_rows(1 if quick else 5, 0.05 if quick else 1.0, 1 if quick else 3)
    rows.append(table_row(10 if quick else 50))
    rows.append(idle_row(1 if quick else 4, 1.0 if quick else args.idle_seconds))
    rows.append(suite_row(args.suite))
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
