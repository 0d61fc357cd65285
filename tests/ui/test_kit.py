"""The boards' drawing kit: canvas, partial repaint, grid cursor, numbered choices."""

import pytest
from textual.app import App
from textual.geometry import Region

from magtui.core import registry
from magtui.ui.board import COMMON_KEYS, Board
from magtui.ui.canvas import Canvas, CanvasView
from magtui.ui.choices import ChoiceMenu
from magtui.ui.glyphs import Glyphs
from magtui.ui.grid_cursor import GridCursor


def test_canvas_merges_neighbouring_cells_of_one_style_into_one_run():
    canvas = Canvas(10, 1)
    canvas.put(0, 0, "ab", "seat-1")
    canvas.put(2, 0, "cd", "seat-1")
    canvas.put(5, 0, "x", "cursor")
    assert canvas.runs(0) == [("abcd", "seat-1"), (" ", ""), ("x", "cursor"), ("    ", "")]


def test_canvas_clips_and_goes_through_the_glyph_table():
    canvas = Canvas(4, 1, Glyphs(ascii_mode=True))
    canvas.put(2, 0, "→→→")
    assert canvas.row_text(0).isascii() and len(canvas.row_text(0)) == 4


def test_changed_spans_are_the_differing_cells_only():
    a, b = Canvas(60, 2), Canvas(60, 2)
    for c in (a, b):
        c.put(0, 0, "the same row")
        c.put(0, 1, "a row with a cursor, and far to the right of it another mark")
    b.restyle(6, 1, 4, "cursor")
    b.restyle(12, 1, 1, "cursor")
    b.restyle(52, 1, 3, "legal")
    assert a.changed_spans(b, 0) == []
    assert a.changed_spans(b, 1) == [(6, 13), (52, 55)]


class CanvasApp(App):
    def compose(self):
        yield CanvasView(id="view")


async def test_a_cursor_move_repaints_only_the_cells_that_changed(monkeypatch):
    app = CanvasApp()
    async with app.run_test(size=(40, 10)) as pilot:
        view = app.query_one(CanvasView)
        first = Canvas(40, 10)
        for y in range(10):
            first.put(0, y, f"row {y} " * 5)
        view.show(first)
        await pilot.pause()
        asked: list = []
        original = view.refresh
        monkeypatch.setattr(
            view,
            "refresh",
            lambda *regions, **kw: asked.append(regions) or original(*regions, **kw),
        )
        second = Canvas(40, 10)
        second.chars = [row[:] for row in first.chars]
        second.styles = [row[:] for row in first.styles]
        second.restyle(6, 4, 5, "cursor")
        view.show(second)
        await pilot.pause()
        assert asked == [(Region(6, 4, 5, 1),)]
        assert view.render_line(4).text.startswith("row 4 row 4")
        assert view.style_of("cursor").reverse and view.style_of("cursor").bold


async def test_plain_cells_take_the_views_own_colours():
    app = CanvasApp()
    async with app.run_test(size=(20, 3)) as pilot:
        view = app.query_one(CanvasView)
        canvas = Canvas(20, 2)
        canvas.put(0, 0, "plain ")
        canvas.put(6, 0, "dim", "dim")
        view.show(canvas)
        await pilot.pause()
        plain, dim = list(view.render_line(0))[:2]
        base = view.rich_style
        assert base.bgcolor is not None and plain.style.bgcolor == base.bgcolor == dim.style.bgcolor
        assert plain.style.color == base.color and dim.style.dim
        assert all(segment.style.bgcolor == base.bgcolor for segment in view.render_line(2))


async def test_a_row_of_dim_dots_is_one_colour_sequence_and_a_cursor_keeps_its_own():
    app = CanvasApp()
    async with app.run_test(size=(30, 3)) as pilot:
        view = app.query_one(CanvasView)
        canvas = Canvas(30, 1)
        for x in range(0, 25, 5):
            canvas.put(x, 0, " · ", "dim")
        canvas.put(26, 0, "»x«", "cursor")
        view.show(canvas)
        await pilot.pause()
        segments = [s for s in view.render_line(0) if s.text]
        assert [s.text for s in segments] == [" ·    ·    ·    ·    ·    ", "»x«", " "]
        assert segments[0].style.dim and segments[1].style.reverse and not segments[2].style.reverse


def test_grid_cursor_moves_to_the_nearest_cell_in_the_direction_on_a_hex_layout():
    # an offset hex layout: odd rows shifted by two columns
    cells = {(q, r): (q * 4 + (2 if r % 2 else 0), r * 2) for q in range(4) for r in range(3)}
    cursor = GridCursor()
    cursor.place(cells, prefer=(1, 1))
    assert cursor.move("right") and cursor.at == (2, 1)
    assert cursor.move("down") and cursor.at in {(2, 2), (3, 2)}
    cursor.place(cells, prefer=(0, 0))
    assert not cursor.move("left") and cursor.at == (0, 0)


def test_grid_cursor_steps_down_a_hex_map_one_row_at_a_time():
    # Maglev's map: hexes 5 columns apart, rows 2 lines apart, odd rows half a hex to the right;
    # the hex two rows straight below costs as much as the neighbour in the next row
    cells = {(q, r): (5 * q + (2 if r % 2 else 0), 2 * r) for q in range(5) for r in range(5)}
    cursor = GridCursor()
    cursor.place(cells, prefer=(1, 0))
    rows = []
    for _ in range(4):
        assert cursor.move("down")
        rows.append(cursor.at)
    assert rows == [(1, 1), (1, 2), (1, 3), (1, 4)]


def test_grid_cursor_keeps_its_cell_or_falls_back_to_a_legal_one():
    cursor = GridCursor()
    cursor.place({"a": (0, 0), "b": (4, 0), "c": (8, 0)}, legal={"c"})
    assert cursor.at == "c"
    cursor.place({"a": (0, 0), "b": (4, 0)}, legal={"a"})
    assert cursor.at == "a"
    cursor.place({"a": (0, 0), "b": (4, 0), "c": (8, 0)}, legal={"b", "c"})
    assert cursor.at == "a", "the cursor stays where the player left it"
    assert cursor.next_legal() and cursor.at == "b"
    assert cursor.next_legal() and cursor.at == "c"
    assert cursor.move("left", legal_only=True) and cursor.at == "b"


def test_choice_menu_wraps_long_labels_and_never_cuts_them():
    menu = ChoiceMenu()
    long = "Build a station where both ends of the line meet the crater rim and score eight"
    menu.set([("a", "short"), ("b", long)])
    canvas = Canvas(30, 8)
    menu.draw(canvas, 0, 0, 30, 8)
    label_rows = [row[4:].strip() for row in canvas.text().splitlines()[1:] if row.strip()]
    assert " ".join(label_rows) == long
    assert canvas.row_text(0).startswith("▸ 1 short")


def test_choice_menu_digits_pick_and_the_cursor_follows_its_value():
    menu = ChoiceMenu()
    menu.set([(10, "ten"), (20, "twenty"), (30, "thirty")])
    assert menu.by_digit(3) == 30 and menu.cursor == 2
    assert menu.by_digit(4) is None
    menu.set([(30, "thirty"), (40, "forty")])
    assert menu.current == 30
    menu.move(1)
    menu.move(1)
    assert menu.current == 30


def test_choice_menu_scrolls_to_keep_the_cursor_in_sight():
    menu = ChoiceMenu()
    menu.set([(i, f"choice {i}") for i in range(20)])
    menu.cursor = 15
    canvas = Canvas(20, 5)
    menu.draw(canvas, 0, 0, 20, 5)
    assert "choice 15" in canvas.text() and "↑" in canvas.text() and "↓" in canvas.text()


def test_canvas_notes_a_text_that_does_not_fit_whole_but_not_decoration():
    canvas = Canvas(10, 2)
    canvas.put(0, 0, "fits here ")
    canvas.put(6, 1, "too long")
    canvas.put(0, 5, "below")
    canvas.put(0, 1, "─" * 30, whole=False)
    canvas.box(0, 0, 20, 2, "a title")
    assert canvas.cut == ["too long", "below"]


def test_paste_copies_a_part_with_its_styles_clipped_to_the_canvas():
    part = Canvas(4, 2)
    part.put(0, 0, "abcd", "seat-1")
    part.put(0, 1, "efgh")
    canvas = Canvas(6, 2)
    canvas.paste(part, 3, 1)
    assert canvas.text() == "      \n   abc"
    assert canvas.styles[1][3:] == ["seat-1"] * 3
    canvas.paste(part, -2, -1)
    assert canvas.row_text(0) == "gh    "


def test_choice_menu_entries_may_have_keys_of_their_own_and_be_offered_dim():
    menu = ChoiceMenu()
    menu.set(
        [("track", "Track"), ("build", "Build station"), ("end", "End the turn")],
        keys=["1", "7", "e"],
        enabled=[True, False, True],
    )
    assert menu.by_digit(2) is None, "no entry is numbered 2"
    assert menu.by_digit(7) == "build" and menu.by_key("e") == "end" and menu.cursor == 2
    canvas = Canvas(30, 3)
    menu.draw(canvas, 0, 0, 30, 3)
    rows = ("  1 Track", "  7 Build station", "▸ e End the turn")
    assert canvas.text().splitlines() == [f"{row:<30}" for row in rows]
    assert (
        canvas.styles[1][4] == "dim"
        and canvas.styles[0][4] == ""
        and canvas.styles[2][4] == "cursor"
    )


@pytest.mark.parametrize("game", registry.game_ids())
def test_no_board_binds_the_common_keys_again(game):
    """Issue: "One set of bindings on Board … game-specific keys are added on top, never
    redefine these": a board's own bindings use none of the common keys."""
    from magtui.ui.game_screen import board_class

    board = board_class(registry.get(game))
    own = {
        key.strip()
        for cls in board.__mro__
        if cls is not Board
        for binding in cls.__dict__.get("BINDINGS", ())
        for key in binding.key.split(",")
    }
    assert not own & COMMON_KEYS, sorted(own & COMMON_KEYS)
    assert issubclass(board, Board)
