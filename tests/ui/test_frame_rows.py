"""At 80×24 a board keeps the rows it cannot do without, whatever the frame's lines say: when a
long refusal comes while the newest log entry takes two rows, the log line gives its rows to
the refusal until the hint is short again (the next key), and `i` still shows the whole log.
Games played by keys with the longest names, checked with the cut-word machinery."""

from textual.widgets import Static

from magtui.core import registry
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.frame_lines import rows_of

from .cut_words import screen_dump
from .test_cut_words import LONG_NAMES, assert_nothing_cut

WIDTH = 78  # the frame lines' columns at 80×24


def _played(game: str, seed: int, moves: int) -> Session:
    """Four humans with the longest names, after `moves` random choices from `seed`."""
    spec = registry.get(game)
    chooser = Session(spec, [Seat(name, "random") for name in LONG_NAMES[:4]], seed, {})
    session = Session(spec, [Seat(name) for name in LONG_NAMES[:4]], seed, {})
    for _ in range(moves):
        state = session.state
        seat = state.to_act()[0]
        session.apply(
            seat,
            chooser.bot(seat).choose(state.view(seat), state.legal_actions(seat)),
            keep_undo=False,
        )
    return session


def _line(app, line_id: str) -> str:
    line = app.screen.query_one(f"#{line_id}", Static)
    return line.visual.plain if line.display else ""


def _valley_rows(app) -> list[str]:
    """The labels of the valley rows on screen (" 1" … "19")."""
    return [
        line[:2]
        for line in screen_dump(app).splitlines()
        if line[:2].strip().isdigit() and line[3:4] in (" ", "┌", "│", "└", "[")
    ]


async def test_magalon_keeps_every_valley_row_under_a_refusal_and_a_log_entry_of_two_rows():
    """The valley needs its 19 rows at 80×24: a refusal of two rows and a log entry of two left
    it 18, and the row of the start and finish was lost."""
    session = _played("magalon", 68, 75)
    newest = session.state.log[-1]
    assert (
        newest.startswith("Christabel-Maria moves the ruins 4 steps")
        and rows_of(newest, WIDTH) == 2
    )
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert _line(app, "lastlog") == newest
        await pilot.press("down")  # the magician on O18 may not step to O19
        await pilot.pause()
        refusal = _line(app, "hint")
        assert (
            refusal.startswith("From O19 the magician could not make")
            and rows_of(refusal, WIDTH) == 2
        )
        assert_nothing_cut(app, "magalon (80, 24) a refusal of two rows", "magalon")
        assert _valley_rows(app) == [f"{row:>2}" for row in range(1, 20)]
        assert newest.split()[-1] not in screen_dump(app).splitlines()[-2], (
            "the refusal has the log's rows"
        )
        await pilot.press("escape")  # the hint comes back, and with it the newest log entry
        await pilot.pause()
        assert _line(app, "hint").startswith("Path ") and _line(app, "lastlog") == newest
        assert_nothing_cut(app, "magalon (80, 24) after the refusal", "magalon")
        assert _valley_rows(app) == [f"{row:>2}" for row in range(1, 20)]


async def test_the_four_player_planet_keeps_its_rows_under_a_refusal_of_three_rows(
    tmp_path, monkeypatch
):
    """The 4-player planet needs 18 rows: a status line, a refusal of three rows (a save to a
    folder that is a file) and a log entry of two left it 17, and its row of marks under 4f
    was lost (as when all three frame lines take two rows)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "club-notes.txt").write_text("not a folder")
    session = _played("magnastorm", 1, 150)
    newest = session.state.log[-1]
    assert rows_of(newest, WIDTH) == 2
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in ("escape", "1"):  # past the administration's summary, to the planet
            await pilot.press(key)
            await pilot.pause()
        assert "[1 Planet]" in screen_dump(app)
        await pilot.press("ctrl+s", "ctrl+u")
        path = (
            "club-notes.txt/Wednesday evening club/Magnastorm with Bartholomew, Christabel, "
            "Maximilian and Alexandra, round two.json"
        )
        await pilot.press(*path)  # typed over the offered path
        await pilot.press("enter")
        await pilot.pause()
        refusal = _line(app, "hint")
        assert (
            refusal.startswith("Could not save to club-notes.txt/") and rows_of(refusal, WIDTH) == 3
        )
        assert_nothing_cut(
            app, "magnastorm (80, 24) the planet under a refusal of three rows", "magnastorm"
        )
        assert "4f G" in screen_dump(app)
        await pilot.press("right")  # the hint comes back, and with it the newest log entry
        await pilot.pause()
        assert _line(app, "lastlog") == newest
        assert_nothing_cut(app, "magnastorm (80, 24) the planet after the refusal", "magnastorm")
