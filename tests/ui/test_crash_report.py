"""An unexpected error ends the app with one sentence for the player; crash.log holds the rest."""

import pytest
from rich.text import Text

from magtui.core import saves
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp


class RendersItself(Exception):
    """An error with a Rich rendering of its own, as Textual's stylesheet errors have."""

    def __rich__(self):
        return Text("the error's own rendering")


def _raise(error: Exception) -> None:
    raise error


async def _crash(toy_registry, error: Exception) -> None:
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    app = MagtuiApp(session=session, pace="instant")
    with pytest.raises(type(error)):
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.call_later(_raise, error)
            await pilot.pause()


async def test_the_traceback_goes_to_the_crash_log_and_the_player_reads_a_sentence(
    toy_registry, capsys
):
    await _crash(toy_registry, ZeroDivisionError("the cause"))
    told = capsys.readouterr().err
    assert "magtui stopped after an internal error" in told
    assert "Traceback" not in told and "the cause" not in told
    log = (saves.data_dir() / "crash.log").read_text(encoding="utf-8")
    assert log.startswith("--- ") and "Traceback" in log and "ZeroDivisionError" in log


async def test_an_error_that_renders_itself_reaches_the_log_not_the_player(toy_registry, capsys):
    await _crash(toy_registry, RendersItself())
    told = capsys.readouterr().err
    assert "magtui stopped after an internal error" in told
    assert "the error's own rendering" not in told
    log = (saves.data_dir() / "crash.log").read_text(encoding="utf-8")
    assert "the error's own rendering" in log
