"""The TRACK cursor line keeps to one row at 80 columns while the cursor and the ghost move: a
line wrapping onto a second row, or back, would shrink the map and repaint all of it."""

from magtui.core.session import Seat, Session
from magtui.games.maglev import SPEC
from magtui.ui.app import MagtuiApp

from .test_screen import screen_text


async def test_the_track_cursor_line_keeps_one_row_at_80_columns():
    """Turning the ghost (r) through its shapes, refused ones included, and moving the cursor
    (Tab, arrows) over hexes with long descriptions leave the cursor line on one row; the
    ghost's line still names r."""
    session = Session(SPEC, [Seat("Ann"), Seat("Bob")], 1, {})
    while session.state.phase != "play":
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0], keep_undo=False)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter")  # cover, train
        while session.state.pending is not None:
            await pilot.press("enter")  # starting robots
        await pilot.press("enter", "1")
        await pilot.pause()
        if session.state.pending is None:
            await pilot.press("1")
        await pilot.pause()
        assert session.state.pending["kind"] == "track"
        hint = app.screen.query_one("#hint")
        lines = []
        for key in ["r"] * 6 + ["tab", "r", "r", "r"] + ["left"] * 3 + ["down"] * 3:
            await pilot.press(key)
            await pilot.pause()
            lines.append(screen_text(app).splitlines()[-3].strip())
            assert hint.size.height == 1, lines[-1]
        ghost_lines = [line for line in lines if line.startswith(("[a]", "("))]
        assert any("·" in line and "r turns it" in line for line in ghost_lines)
