"""The app's terminal driver sleeps while no key comes, and still reads every key: a lone Esc
(told from the start of a sequence by a timeout), arrows, and q, which ends the app."""

from __future__ import annotations

import sys
import time

import pytest
from textual import constants
from textual._xterm_parser import XTermParser

from magtui.bench.terminal import Terminal
from magtui.ui.app import MagtuiApp
from magtui.ui.terminal_driver import TerminalDriver, _escape_wait

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="Textual drives Windows consoles otherwise"
)


def test_the_app_drives_a_unix_terminal_with_its_own_driver():
    assert MagtuiApp().get_driver_class() is TerminalDriver


def test_the_input_thread_waits_on_a_timer_only_while_an_escape_sequence_is_half_read():
    parser = XTermParser()
    assert _escape_wait(parser) is None
    list(parser.feed("\x1b"))
    assert 0 < _escape_wait(parser) <= constants.ESCAPE_DELAY
    list(parser.feed("[A"))  # the rest of an arrow key
    assert _escape_wait(parser) is None


def test_keys_reach_the_app_and_q_ends_it(tmp_path):
    term = Terminal([sys.executable, "-m", "magtui"], env={"XDG_DATA_HOME": str(tmp_path)})
    try:
        assert b"NEW GAME" in term.first_frame().text
        for key in ("down", "down"):
            term.press(key)
        assert b"Magnitus" in term.press("enter").text
        assert b"NEW GAME" in term.press("escape").text  # a lone Esc: back to the menu
        term.press("q")
        term.settle(
            time.perf_counter(), quiet=10.0, cap=10.0, wait=10.0
        )  # read until the program is gone
        assert not term.alive
    finally:
        term.close()


def test_a_parser_that_keeps_no_deadline_leaves_textuals_own_driver(monkeypatch):
    from textual.drivers.linux_driver import LinuxDriver

    from magtui.ui import terminal_driver

    class Undated:
        pass

    monkeypatch.setattr(terminal_driver, "XTermParser", Undated)
    assert terminal_driver.driver_for(LinuxDriver) is LinuxDriver
