"""`--ascii` and NO_COLOR keep their promise in the bytes written to the terminal."""

import re

import pytest

from magtui import cli
from magtui.ui.plain_output import plain_text
from tests.pty_run import run_in_pty

pytestmark = pytest.mark.long  # started first (conftest)

# Menu → Orkensturm setup → start → the cover → the board → help → back → leave → quit: the shared
# screens (menu, setup, cover, help, dialog) and a board.
WALK = ["2", "enter", b"PASS", "enter", "?", "escape", "q", "y", "q"]

SGR = re.compile(rb"\x1b\[([0-9;:]*)m")


def _colour_codes(output: bytes) -> list[str]:
    found = []
    for match in SGR.finditer(output):
        parts = match.group(1).decode().replace(":", ";").split(";")
        for part in parts:
            if part in ("38", "48") or (part.isdigit() and int(part) in COLOURS):
                found.append(match.group(1).decode())
                break
    return found


COLOURS = {*range(30, 38), *range(40, 48), *range(90, 98), *range(100, 108)}


@pytest.fixture
def env(monkeypatch):
    """What the program adds to the test's environment (its own data folder and no cover guard
    time, from conftest), never a NO_COLOR of the shell's."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    return {}


@pytest.mark.parametrize("argv", [["--ascii", "magalon"], ["magalon", "--ascii"]])
def test_ascii_flag_counts_before_or_after_the_game_name(argv):
    assert cli.build_parser().parse_args(argv).ascii is True


def test_without_the_flag_the_game_draws_unicode():
    assert not getattr(cli.build_parser().parse_args(["magalon"]), "ascii", False)


def test_plain_text_keeps_the_width_of_what_it_replaces():
    assert plain_text("┏━┓ ▁▂█ Zoë → ●") == "+-+ __# Zoe > O"
    assert plain_text("中") == "??"


def _reached_every_screen(output: bytes) -> bool:
    """The cover, the board (the private hand) and help each wrote their words."""
    return all(words in output for words in (b"PASS THE KEYBOARD", b"YOUR HAND", b"HELP"))


def test_ascii_mode_writes_only_ascii_on_every_screen(env):
    output = run_in_pty(["--ascii"], WALK, env)
    assert _reached_every_screen(output)
    non_ascii = output.decode("utf-8", "replace")
    assert [ch for ch in non_ascii if ord(ch) > 127] == []


def test_no_color_writes_no_colour_codes(env):
    output = run_in_pty([], WALK, {"NO_COLOR": "1"})
    assert _reached_every_screen(output)
    assert _colour_codes(output) == []


def test_colour_is_written_without_no_color(env):
    """The check above can fail: a normal run does write colour."""
    assert _colour_codes(run_in_pty([], ["q"], env))
