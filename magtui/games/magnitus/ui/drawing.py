"""The Magnitus board's pictures: the replay of a turn's motion (at the chosen speed, or in slow
motion), the galaxy with the held body and the side panel, and the summary of a finished game
in place of the galaxy (a mixin of the board widget, whose attributes it uses). Everything is
drawn from the seat's redacted model (`self.seen.model`), never from the state, onto two
canvases (the galaxy's pane and the panel) that the board's views put on screen, repainting
only the cells that changed."""

from __future__ import annotations

import gc
import math

from magtui.core.explanations import Focus
from magtui.games.magnitus import data
from magtui.games.magnitus.bodies import public_bodies
from magtui.games.magnitus.explain import where
from magtui.games.magnitus.summary import summary_lines
from magtui.games.magnitus.ui.draw import (
    GalaxyPainter,
    draw_galaxy,
    drawn_bodies,
    fit_view,
    mark_field,
)
from magtui.games.magnitus.ui.motion import SPEEDS, TICK, playback
from magtui.games.magnitus.ui.panel import LETTERS, compact_panel, side_panel
from magtui.ui.canvas import Canvas, draw_lines, wrapped

PICTURES_PER_COLLECTION = 40  # pictures drawn between two collections of their lines
PANEL_WIDTH = 37


class BoardDrawing:
    """Drawing and the motion's replay; mixed into MagnitusBoard."""

    # ----- the replay of the motion --------------------------------------------------------
    def _start_animation(self, frames, slow: bool = False) -> None:
        rate = SPEEDS[self.speed][0]
        self._stop_animation()
        if (rate == 0 and not slow) or not frames:
            return
        self.anim = playback(frames, rate, slow)
        self.refresh_bindings()
        self.anim_timer = self.set_interval(TICK, self._next_frame)

    def _next_frame(self) -> None:
        if self.anim:
            self.anim.pop(0)
        if not self.anim:
            self._stop_animation()
            self.pictures = PICTURES_PER_COLLECTION  # the replay is over: collect its lines
        self.redraw()

    def _stop_animation(self) -> None:
        """Stop the replay (the caller draws the board as it stands)."""
        self.anim = []
        if self.anim_timer is not None:
            self.anim_timer.stop()
            self.anim_timer = None
        self.refresh_bindings()

    # ----- drawing -------------------------------------------------------------------------------
    def redraw(self) -> None:
        """Draw the picture afresh; each view sends only the cells that changed."""
        width, height = self.size
        if not (self.is_mounted and width and height):  # not before the first layout
            return
        pane, panel, below = self.paint(width, height)
        self._arrange(below, pane, panel)
        self.pane_view.show(pane)
        self.panel_view.show(panel)
        self.pictures += 1
        if self.pictures >= PICTURES_PER_COLLECTION and not self.anim:
            # Every picture leaves the lines it replaced in reference cycles (Textual's lines
            # cache themselves), which only a full collection frees: a replay or a hover makes
            # many pictures. Collected here, between replays, they never pile up.
            self.pictures = 0
            gc.collect()

    def _arrange(self, below: bool, pane: Canvas, panel: Canvas) -> None:
        """Each view at the size of its canvas, the panel beside the pane or below it (two
        views: Textual rewrites a changed line from its widget's left edge, so a change in the
        panel never sends the galaxy's row again)."""
        arrangement = (below, pane.width, pane.height, panel.width, panel.height)
        if arrangement != self._arrangement:
            self._arrangement = arrangement
            self.styles.layout = "vertical" if below else "horizontal"
            for view, canvas in ((self.pane_view, pane), (self.panel_view, panel)):
                view.styles.width, view.styles.height = canvas.width, canvas.height
                view.display = canvas.width > 0 and canvas.height > 0

    def paint(self, width: int, height: int) -> tuple[Canvas, Canvas, bool]:
        """The board at `width`×`height` cells: the galaxy's pane (with the blank column that
        parts it from the panel), the panel, and whether the panel is below the pane."""
        if self.seen is None:
            return Canvas(width, height), Canvas(0, 0), True
        if self.summary is not None:
            pane = Canvas(width, height, self.glyphs)
            self._paint_summary(pane)
            return pane, Canvas(width, 0), True
        m = self.seen.model
        g = self.galaxy
        editing = self.editing()
        below = (g.xmax - g.xmin) > 1.6 * (g.ymax - g.ymin) or width < PANEL_WIDTH + 30
        if below:
            lines = compact_panel(self, width)
            pane_cols, pane_rows = width, max(1, height - len(lines))
            pane, panel = (
                Canvas(width, pane_rows, self.glyphs),
                Canvas(width, height - pane_rows, self.glyphs),
            )
        else:
            pane_cols, pane_rows = self._pane_columns(width, height), height
            lines = side_panel(self, width - pane_cols - 1, height)
            pane, panel = (
                Canvas(pane_cols + 1, height, self.glyphs),
                Canvas(width - pane_cols - 1, height, self.glyphs),
            )
        draw_lines(panel, 0, 0, lines)
        view = fit_view(
            g, pane_cols, pane_rows, self.zoom, (self.cursor[0] / 10, self.cursor[1] / 10)
        )
        key = (g.fields, view, self.glyphs.ascii, editing)
        if key != self._painter_key:
            self._painter = GalaxyPainter(g, view, self.glyphs.ascii, seams=editing)
            self._painter_key = key
        bodies, flash = self.anim[0] if self.anim else (drawn_bodies(public_bodies(m.world)), set())
        held, legal = None, True
        hover = m.hover  # never during the layout editor
        kind = self.held_kind() if self.seat is not None else None
        if hover is not None:
            held = (data.KINDS[hover.kind].name, hover.x, hover.y, hover.pole, hover.angle)
        elif kind is not None and not editing and not self.anim:
            held = (kind, self.cursor[0] / 10, self.cursor[1] / 10, self.pole, self.angle)
            legal = self.placement_problem(kind, *self.cursor) is None
        mark = None if self.marked is None else where(m, self.marked)
        draw_galaxy(pane, self._painter, bodies, held, legal, hover is not None, flash, mark)
        if editing:
            mark_field(pane, view, m.fields[self.field_pick], str(self.field_pick + 1)[-1])
        return pane, panel, below

    def _paint_summary(self, canvas: Canvas) -> None:
        """A finished game's summary, in place of the galaxy until it is dismissed."""
        m, names = self.seen.model, self.seen.names
        lines = summary_lines(self.summary, names, LETTERS)
        lines += [
            "",
            f"Game {m.games} is dealt: {names[m.first]} starts.",
            "Enter, Space, Esc or Backspace: play on",
        ]
        left = max(0, (canvas.width - max(len(line) for line in lines)) // 2)
        y = 1
        for n, line in enumerate(lines):
            for part in wrapped(line, canvas.width - left, indent=0):
                canvas.put(left, y, part, "bold" if n == 0 else "")
                y += 1
        if self.marked == Focus("summary", str(self.summary.game)):  # a lesson points at it
            canvas.put(max(0, left - 2), 1, "{", "accent")
            canvas.put(min(canvas.width - 1, left + len(lines[0]) + 1), 1, "}", "accent")

    def _pane_columns(self, width: int, height: int) -> int:
        """The galaxy takes what its fit to the height needs; the panel grows with the rest."""
        g = self.galaxy
        most = width - PANEL_WIDTH - 1
        if self.zoom > 1:
            return most
        w = math.ceil((g.ymax - g.ymin) / (2 * height) * 2 - 1e-9) / 2
        needed = math.ceil((g.xmax - g.xmin) / max(w, 0.5)) + 2
        return max(min(most, needed), min(most, 40))
