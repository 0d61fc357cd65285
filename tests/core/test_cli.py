"""The command line: help, bad input with exit 2 and no traceback, rules, self-play."""

import dataclasses
import random
import shlex
import subprocess
import sys

import pytest

from magtui import cli
from magtui.core import registry
from tests.core import toy
from tests.table_play import play_until


def run(*args, env=None):
    return subprocess.run(
        [sys.executable, "-m", "magtui", *args], capture_output=True, text=True, env=env
    )


def test_version_and_help():
    assert run("--version").stdout.startswith("magtui ")
    out = run("--help")
    assert out.returncode == 0 and "selfplay" in out.stdout


@pytest.mark.parametrize(
    "args",
    [["--players"], ["nosuchgame"], ["selfplay", "nosuchgame"], ["load"], ["learn", "chess"]],
)
def test_bad_arguments_exit_2_without_traceback(args):
    out = run(*args)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr and "error" in out.stderr


def test_learn_names_a_game_without_a_guided_game(toy_registry, monkeypatch, capsys):
    monkeypatch.setattr(toy, "SPEC", dataclasses.replace(toy.SPEC, course=None))
    assert cli.main(["learn", "toy"]) == 2
    assert "Toy has no guided game yet." in capsys.readouterr().err


def test_bad_values_of_a_game_exit_2(capsys):
    games = registry.game_ids()
    if not games:
        pytest.skip("no game registered")
    spec = registry.get(games[0])
    assert cli.main([spec.id, "--players", str(spec.max_players + 1)]) == 2
    assert "players" in capsys.readouterr().err
    assert cli.main([spec.id, "--option", "nosuch=1"]) == 2
    assert cli.main([spec.id, "--bots", f"{spec.max_players + 1}:random"]) == 2
    assert cli.main(["selfplay", spec.id, "--bot", "genius", "--games", "1"]) == 2


@pytest.mark.parametrize(
    "args,message",
    [
        (["--players", "0"], "players (got 0)"),
        (["--names", ""], "empty name"),
        (["--names", "Ann,"], "empty name"),
        (["--bots", "2:random", "--bots", "2:random"], "seat 2 twice"),
        (["--bots", "2,2:random"], "seat 2 twice"),
    ],
)
def test_a_game_refuses_zero_players_empty_names_and_a_seat_given_twice(capsys, args, message):
    game = registry.game_ids()[0]
    assert cli.main([game, *args]) == 2
    assert message in capsys.readouterr().err


def test_selfplay_refuses_zero_players(capsys):
    assert cli.main(["selfplay", registry.game_ids()[0], "--players", "0", "--games", "1"]) == 2
    assert "players (got 0)" in capsys.readouterr().err


def test_load_of_a_broken_file_is_a_clear_message(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text("{")
    assert cli.main(["load", str(path)]) == 2
    err = capsys.readouterr().err
    assert "broken.json" in err and "Traceback" not in err


def test_resume_without_autosave_says_so(capsys):
    assert cli.main(["--resume"]) == 1
    assert "no autosaved game" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_rules_print_the_summary(game_id):
    out = run("rules", game_id)
    assert out.returncode == 0 and len(out.stdout) > 200


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_selfplay_prints_a_line_per_game_and_a_summary(game_id):
    out = run("selfplay", game_id, "--games", "2", "--seed", "3")
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.strip().splitlines()
    assert lines[0].startswith("seed=3 winner=") and lines[1].startswith("seed=4 ")
    assert lines[-1].startswith("games=2 actions=") and "actions_per_s=" in lines[-1]


# ----- shared tables ----------------------------------------------------------------------------
def test_host_detach_opens_a_table_and_prints_how_to_join_it(tmp_path, capsys):
    assert (
        cli.main(
            [
                "host",
                "orkensturm",
                "--players",
                "4",
                "--bots",
                "4:easy",
                "--detach",
                "--table",
                str(tmp_path),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    from magtui.core.table_store import open_tables

    (info,) = open_tables(tmp_path)
    assert f"magtui join {info.name} --table {tmp_path}" in out and "--watch" in out
    assert [s.kind for s in info.seats] == ["remote", "remote", "remote", "bot"]
    assert "seat 1 Anna, seat 2 Boris, seat 3 Chen" in out


def test_a_reader_that_leaves_early_gets_no_traceback(tmp_path):
    """`magtui host ... --detach | head -1` printed a BrokenPipeError traceback (`true` leaves
    before the table's first line is written, as head does after it)."""
    command = [
        sys.executable,
        "-m",
        "magtui",
        "host",
        "orkensturm",
        "--detach",
        "--table",
        str(tmp_path),
    ]
    done = subprocess.run(
        ["bash", "-c", f"{shlex.join(command)} | true; echo ${{PIPESTATUS[0]}}"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.strip() == "1" and done.stderr == "", done.stderr


@pytest.mark.parametrize(
    "args,message",
    [
        (
            ["host", "orkensturm", "--here", "4", "--bots", "4:easy", "--players", "4"],
            "computer seat",
        ),
        (["host", "orkensturm", "--here", "5"], "seat 5, but there are 3 players"),
        (["host", "orkensturm", "--here", "x"], "seat numbers"),
        (["host", "orkensturm", "--bots", "1,2,3:easy"], "every seat is a computer"),
        (["host", "orkensturm", "--bots", "2:genius"], "no bot level"),
        (["host", "orkensturm", "--detach", "--here", "1"], "exclude each other"),
        (["join", "x", "--seat", "0"], "counts from 1"),
        (["join", "x", "--seat", "1", "--watch"], "not allowed"),
    ],
)
def test_host_and_join_refuse_bad_input_with_exit_2(tmp_path, capsys, args, message):
    try:
        code = cli.main([*args, "--table", str(tmp_path)])
    except SystemExit as exit:  # argparse's own refusals
        code = exit.code
    assert code == 2
    err = capsys.readouterr().err
    assert message.lower() in err.lower() and "Traceback" not in err
    assert not list(tmp_path.glob("*.table"))


def test_join_a_seat_of_a_table_by_its_number_is_checked_before_the_terminal(tmp_path, capsys):
    cli.main(["host", "orkensturm", "--detach", "--table", str(tmp_path)])
    name = capsys.readouterr().out.split()[1].rstrip(":")
    out = run("join", name, "--seat", "9", "--table", str(tmp_path))
    assert out.returncode == 1 and out.stderr == f"magtui: Table {name} has seats 1 to 3 (got 9).\n"


@pytest.mark.parametrize(
    "args,code,message",
    [
        (["join", "--seat", "2"], 2, "--seat needs a TABLE"),
        (["join", "--watch"], 2, "--watch needs a TABLE"),
        (["join", "--name", "Bea"], 2, "--name needs a TABLE"),
        (["join", "--table", "{tmp}/nosuch"], 1, "There is no folder {tmp}/nosuch."),
        (["join", "ork-k4kp", "--table", "{tmp}/nosuch"], 1, "There is no folder {tmp}/nosuch."),
        (["join", "--table", "{tmp}/a-file"], 1, "{tmp}/a-file is a file, not a folder of tables."),
    ],
)
def test_join_without_a_table_or_with_a_folder_that_is_none_is_refused(
    tmp_path, capsys, args, code, message
):
    """A mistyped command (exit 2) comes with the usage; a folder that is none (exit 1) is
    said in one line."""
    (tmp_path / "a-file").write_text("")
    assert cli.main([arg.format(tmp=tmp_path) for arg in args]) == code
    err = capsys.readouterr().err
    assert message.format(tmp=tmp_path) in err and "Traceback" not in err
    assert ("usage:" in err) == (code == 2)


def test_what_a_table_refuses_is_said_in_one_line_without_the_usage(tmp_path, capsys, monkeypatch):
    """A table full, a seat in use, a table that is none, a finished game: the command was
    right, so no usage comes before the one line that says what is wrong."""
    from magtui.core import table

    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    host = table.host(
        tmp_path,
        "orkensturm",
        ["Anna", "Boris", "Chen"],
        1,
        {},
        ["hotseat", "remote", "remote"],
        {},
    )
    boris, chen = table.join(tmp_path, host.table, 1), table.join(tmp_path, host.table, 2)

    def refusal(*args: str) -> str:
        assert cli.main(["join", *args, "--table", str(tmp_path)]) == 1
        return capsys.readouterr().err

    assert refusal(host.table) == (
        f"magtui: Table {host.table} has no free seat; "
        f"`magtui join {host.table} --watch` watches it.\n"
    )
    assert refusal(host.table, "--seat", "2") == (
        "magtui: Seat 2 (Boris) is in use by a player at the table "
        "(a dropped connection frees it within a minute).\n"
    )
    assert refusal("nosuch") == f"magtui: There is no table 'nosuch' in {tmp_path}.\n"
    play_until({0: host, 1: boris, 2: chen}, random.Random(1), lambda state: False)
    for session in (host, boris, chen):
        session.leave()
    assert refusal(host.table) == (
        f"magtui: The game at table {host.table} is over; "
        f"`magtui join {host.table} --watch` shows how it ended.\n"
    )


def test_the_seat_of_a_host_who_left_is_free_and_taken_by_joining(tmp_path):
    """The host's seat is empty: the list says it is free, and the first free seat is it."""
    from magtui.core import table
    from magtui.core.table_store import open_tables
    from magtui.ui.join_list import describe

    host = table.host(
        tmp_path,
        "orkensturm",
        ["Anna", "Boris", "Chen"],
        1,
        {},
        ["hotseat", "remote", "remote"],
        {},
    )
    boris, chen = table.join(tmp_path, host.table), table.join(tmp_path, host.table)
    assert (boris.here, chen.here) == ({1}, {2})
    assert describe(open_tables(tmp_path)[0]).endswith("no free seat")
    host.leave()
    assert describe(open_tables(tmp_path)[0]).endswith("free: 1 Anna")
    assert table.join(tmp_path, host.table).here == {0}


def test_join_without_a_table_opens_the_list_of_the_named_folder(tmp_path, monkeypatch):
    """`magtui join --table DIR`: the app starts with the join list of DIR (the list itself is
    tested by keys in tests/ui/test_join_list.py); without --table, of the default folder."""
    started = []
    monkeypatch.setattr(cli, "_run_app", lambda args, **kwargs: started.append(kwargs) or 0)
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert cli.main(["join", "--table", str(tmp_path)]) == 0
    assert cli.main(["join"]) == 0
    from magtui.core.table_store import tables_dir

    assert started == [{"join_from": tmp_path}, {"join_from": tables_dir()}]


@pytest.mark.parametrize(
    "argv",
    [
        ["--pace", "instant", "--ascii", "magnastorm", "--players", "2"],
        ["magnastorm", "--players", "2", "--pace", "instant", "--ascii"],
        ["--pace", "slow", "magnastorm", "--pace", "instant", "--ascii"],
        ["host", "magnastorm", "--pace", "instant", "--ascii"],
        ["join", "--pace", "instant", "--ascii"],
        ["load", "game.json", "--pace", "instant", "--ascii"],
    ],
)
def test_the_screen_flags_work_before_or_after_the_command(argv):
    args = cli.build_parser(argv).parse_args(argv)
    assert args.pace == "instant" and args.ascii


def test_a_command_without_the_screen_flags_keeps_the_defaults():
    args = cli.build_parser(["magnastorm"]).parse_args(["magnastorm"])
    assert args.pace == "normal" and not getattr(args, "ascii", False)


@pytest.mark.parametrize("seed", [str(1 << 64), str(-(1 << 64)), "9" * 30, "seven"])
def test_a_seed_no_save_can_hold_is_refused_in_one_line(capsys, seed):
    """A seed of 2^64 or more started a game that could never be continued."""
    with pytest.raises(SystemExit) as ended:
        cli.main([registry.game_ids()[0], "--seed", seed])
    assert ended.value.code == 2
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert error.endswith("--seed: The seed must be a whole number between -2^64 and 2^64.")


@pytest.mark.parametrize("flags,hints", [([], True), (["--no-hints"], False)])
def test_a_game_at_one_keyboard_has_hints_unless_told_otherwise(monkeypatch, flags, hints):
    started = []
    monkeypatch.setattr(cli, "_run_app", lambda args, **kwargs: started.append(kwargs) or 0)
    assert cli.main(["orkensturm", *flags]) == 0
    assert started[0]["session"].hints is hints


@pytest.mark.parametrize("flags,hints", [([], False), (["--hints"], True)])
def test_a_table_has_hints_when_its_host_allows_them(tmp_path, capsys, flags, hints):
    argv = ["host", "orkensturm", "--players", "3", "--detach", "--table", str(tmp_path)]
    assert cli.main([*argv, *flags]) == 0
    from magtui.core.table_store import open_tables

    (info,) = open_tables(tmp_path)
    assert info.hints is hints
