"""The TRACK cursor line keeps to one row at 80 columns while the cursor and the ghost move: a
line wrapping onto a second row, or back, would shrink the map and repaint all of it."""

from magtui.ui.app import MagtuiApp

from .helpers import keys_to_track, set_up_session
from .test_screen import screen_text


async def test_the_track_cursor_line_keeps_one_row_at_80_columns():
    """Turning the ghost (r) through its shapes, refused ones included, and moving the cursor
    (Tab, arrows) over hexes with long descriptions leave the cursor line on one row; the
    ghost's line still names r."""
    session = set_up_session(1)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys_to_track(pilot, session)
        hint = app.screen.query_one("#hint")
        lines = []
        for key in ["r"] * 6 + ["tab", "r", "r", "r"] + ["left"] * 3 + ["down"] * 3:
            await pilot.press(key)
            await pilot.pause()
            lines.append(screen_text(app).splitlines()[-3].strip())
            assert hint.size.height == 1, lines[-1]
        ghost_lines = [line for line in lines if line.startswith(("[a]", "("))]
        assert any("·" in line and "r turns it" in line for line in ghost_lines)
