"""What reaches the terminal when part of a line changes: the changed cells, not the line."""

from rich.console import Console
from rich.segment import Segment
from textual._compositor import ChopsUpdate
from textual.app import App
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import Static

from magtui.ui import app as _app  # noqa: F401  (installs the patch, as the app does)
from magtui.ui.frame_lines import FrameLine, show_text


def _written(strip: Strip, x1: int, x2: int) -> str:
    update = ChopsUpdate([{0: strip}], [(0, x1, x2)], [[strip.cell_length]])
    return update.render_segments(Console(color_system=None, force_terminal=True, width=80))


def test_a_change_at_the_right_of_a_line_writes_from_the_change():
    strip = Strip([Segment("0  "), Segment("·    " * 12), Segment("»[a]«")])
    out = _written(strip, 63, 68)
    assert out.startswith("\x1b[1;64H") and "»[a]«" in out and "·" not in out


def test_a_wide_character_is_written_whole():
    strip = Strip([Segment("ab中文cd")])
    out = _written(strip, 3, 7)  # column 3 is the right half of 中
    assert out.startswith("\x1b[1;3H") and "中文" in out


class LineApp(App):
    def compose(self):
        yield FrameLine(id="hint")


async def test_a_frame_line_repaints_from_its_first_changed_column(monkeypatch):
    app = LineApp()
    async with app.run_test(size=(60, 3)) as pilot:
        line = app.query_one(FrameLine)
        show_text(line, "cursor TRACK 2 · placing gold · Enter puts")
        await pilot.pause()
        asked: list = []
        original = Static.refresh
        monkeypatch.setattr(
            Static,
            "refresh",
            lambda self, *regions, **kw: asked.append(regions) or original(self, *regions, **kw),
        )
        show_text(line, "cursor TRACK 2 · placing steel · Enter puts")
        await pilot.pause()
        assert asked[0] == (Region(25, 0, 35, 1),)
        assert str(line.render_line(0).text).startswith("cursor TRACK 2 · placing steel")


def test_the_writer_fits_the_installed_textual():
    """Every Textual in pyproject's range gets the writer (a release that changes ChopsUpdate
    fails here, and the app falls back to Textual's own writer)."""
    from magtui.ui.changed_cells import render_segments, write_from_changed_cells

    assert write_from_changed_cells() and ChopsUpdate.render_segments is render_segments


def test_a_changed_update_class_keeps_textuals_own_writer():
    from magtui.ui.changed_cells import _fits

    class Reshaped:
        def __init__(self, chops, spans):
            pass

        def render_segments(self, console):
            return ""

    class Unrendered:
        def __init__(self, chops, spans, chop_ends):
            pass

    assert not _fits(Reshaped) and not _fits(Unrendered) and not _fits(None)
