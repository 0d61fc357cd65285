"""The Magnitus board's pictures: the replay of a turn's motion (at the chosen speed, or in slow
motion), the galaxy with the held body and the side panel, and the summary of a finished game
in place of the galaxy (a mixin of the board widget, whose attributes it uses). Everything is
drawn from the seat's view (`self.seen`), never from the state."""

from __future__ import annotations

import math
import textwrap

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip

from magtui.games.magnitus.summary import summary_lines
from magtui.games.magnitus.ui_draw import BOLD, PLAIN, GalaxyPainter, Run, drawn_bodies, fit_view, galaxy_rows
from magtui.games.magnitus.ui_motion import SPEEDS, TICK, playback
from magtui.games.magnitus.ui_panel import compact_panel, side_panel

LETTERS = "ABCD"
PANEL_WIDTH = 37


class BoardView:
    """Drawing and the motion's replay; mixed into GameBoard."""

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
        self.refresh()

    def _stop_animation(self) -> None:
        self.anim = []
        if self.anim_timer is not None:
            self.anim_timer.stop()
            self.anim_timer = None
        self.refresh()
        self.refresh_bindings()

    # ----- drawing -------------------------------------------------------------------------------
    def refresh(self, *args, **kwargs):
        self._cache_size = None          # every redraw builds the rows afresh
        return super().refresh(*args, **kwargs)

    def _summary_rows(self, width: int, height: int) -> list[list[Run]]:
        """A finished game's summary, in place of the galaxy until it is dismissed."""
        v, names = self.seen.view, self.seen.names
        lines = summary_lines(self.summary, names, LETTERS)
        lines += ["", f"Game {v['game']} is dealt: {names[v['first']]} starts.",
                  "Enter, Space or Esc: play on"]
        left = max(0, (width - max(len(line) for line in lines)) // 2)
        rows = [[("", PLAIN)]]
        for n, line in enumerate(lines):
            for part in textwrap.wrap(line, width - left) or [""]:
                rows.append([(" " * left, PLAIN), (self.glyphs.text(part), BOLD if n == 0 else PLAIN)])
        return rows[:height]

    def _rows(self, width: int, height: int) -> list[list[Run]]:
        v = self.seen.view
        if self.summary is not None:
            return self._summary_rows(width, height)
        g = self.galaxy
        editing = self._editing()
        wide = (g.xmax - g.xmin) > 1.6 * (g.ymax - g.ymin) or width < PANEL_WIDTH + 30
        if wide:
            panel = compact_panel(self, width)
            pane_cols, pane_rows = width, max(1, height - len(panel))
        else:
            pane_cols, pane_rows = self._pane_columns(width, height), height
            panel = side_panel(self, width - pane_cols - 1, height)
        view = fit_view(g, pane_cols, pane_rows, self.zoom, (self.cursor[0] / 10, self.cursor[1] / 10))
        key = (g.fields, view, self.glyphs.ascii, editing)
        if key != self._painter_key:
            self._painter = GalaxyPainter(g, view, self.glyphs.ascii, seams=editing)
            self._painter_key = key
        bodies, flash = (self.anim[0] if self.anim else (drawn_bodies(v["bodies"]), set()))
        held = None
        kind = self._held_kind() if self.seat is not None else None
        legal = True
        hover = v["hover"]
        if hover is not None:
            held = (hover["kind"], hover["x"], hover["y"], hover["pole"], hover["angle"])
        elif kind is not None and not editing and not self.anim:
            x, y = self.cursor[0] / 10, self.cursor[1] / 10
            held = (kind, x, y, self.pole, self.angle)
            legal = self._ask("placement", kind, *self.cursor, self._orient(kind)) is None
        if editing:
            held = None
        pane = galaxy_rows(self._painter, bodies, held, legal, hover is not None, flash)
        if editing:
            self._mark_field(pane, view)
        text = self.glyphs.text
        pane = [[(text(t), s) for t, s in row] for row in pane]
        if wide:
            return pane + panel
        return [row + [(" ", PLAIN)] + (panel[r] if r < len(panel) else []) for r, row in enumerate(pane)]

    def _pane_columns(self, width: int, height: int) -> int:
        """The galaxy takes what its fit to the height needs; the panel grows with the rest."""
        g = self.galaxy
        most = width - PANEL_WIDTH - 1
        if self.zoom > 1:
            return most
        w = math.ceil((g.ymax - g.ymin) / (2 * height) * 2 - 1e-9) / 2
        needed = math.ceil((g.xmax - g.xmin) / max(w, 0.5)) + 2
        return max(min(most, needed), min(most, 40))

    def _mark_field(self, pane, view) -> None:
        """The selected field of the layout editor: its corners as digits of its number."""
        tri = self.seen.view["fields"][self.field_pick]
        label = str(self.field_pick + 1)[-1]
        for x, y in tri:
            c, r = view.cell(x, y)
            c, r = min(max(c, 0), view.cols - 1), min(max(r, 0), view.rows - 1)
            pane[r][c] = (label, BOLD + Style(reverse=True))
        cx, cy = sum(p[0] for p in tri) / 3, sum(p[1] for p in tri) / 3
        c, r = view.cell(cx, cy)
        if 0 <= r < view.rows and 0 <= c < view.cols:
            pane[r][c] = (label, BOLD)

    def render_line(self, y: int) -> Strip:
        width, height = self.size.width, self.size.height
        if self.seen is None:
            return Strip.blank(width)
        if getattr(self, "_cache_size", None) != (width, height):
            self._cache = self._rows(width, height)
            self._cache_size = (width, height)
        if y >= len(self._cache):
            return Strip.blank(width)
        return Strip([Segment(t, s) for t, s in self._cache[y]]).crop_extend(0, width, Style())

