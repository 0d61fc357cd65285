"""Magnitus's board widget: the keys of aiming, hovering and placing, the layout editor of
custom galaxies, and the summary of a finished game that holds play until it is read (the
pictures are in `view.py`). Keys pressed while a move is worked out wait in the frame's queue.

The keys every board shares keep their meaning here: the arrows (h j k l) move the cursor
5 mm, Enter or Space choose (place the held body; in the layout editor, the galaxy is done),
Esc or Backspace step back (out of hover, or out of a typed position), and digits pick a field
in the layout editor. Magnitus' own keys come on top: `v` lowers the body into hover and raises
it again, `x` starts the layout again, and the rest as the design has them.

Aiming (choosing kind, pole, angle and spot) runs no physics and is free; in hover every key is
one 50 ms hover action; Enter places (from hover: raises, then places there). The motion of
every placement or hover action is reported to the board while the rules run it
(`motion_observer`) and then played back.

The board draws from the seat's redacted model alone (`self.seen.model`, everything being
public); whether a spot or a hand's target is refused, and the body nearest to the held one,
come from the rules' own helpers on that copy.
"""

from __future__ import annotations

import math

from textual.binding import Binding

from magtui.core.explanations import Focus
from magtui.games.magnitus import actions as A
from magtui.games.magnitus import data
from magtui.games.magnitus.geometry import Galaxy
from magtui.games.magnitus.layout_edit import corner_form
from magtui.games.magnitus.bodies import Held, public_bodies
from magtui.games.magnitus.summary import GameSummary
from magtui.games.magnitus.ui.draw import body_glyph, reach_table
from magtui.games.magnitus.ui.motion import SPEEDS, seconds
from magtui.games.magnitus.ui.panel import LETTERS, fit_words
from magtui.games.magnitus.ui.canvas import MagnitusCanvas
from magtui.games.magnitus.ui.drawing import BoardDrawing
from magtui.ui.board import Board

DISMISS = ("enter", "space", "escape", "backspace")  # keys that close the end-of-game summary
STEP = {"up": (0, 50), "down": (0, -50), "left": (-50, 0), "right": (50, 0)}  # an arrow: 5 mm
PLAY = {
    "cursor",
    "move",
    "choose",
    "back",
    "next_kind",
    "flip",
    "turn",
    "hover",
    "height",
    "wait",
    "type",
    "zoom",
    "speed",
}
EDIT = {"cursor", "move", "choose", "digit", "next_field", "turn", "snap", "reset"}


class MagnitusBoard(BoardDrawing, Board):
    # What a narrow key bar keeps first: the layout editor's and a turn's own keys.
    KEY_RANKS = ("choose", "next_field", "hover", "move", "next_kind", "flip", "height")
    BINDINGS = [
        Binding("shift+up,K", "move(0, 10)", "1mm", show=False),
        Binding("shift+down,J", "move(0, -10)", "1mm", show=False),
        Binding("shift+left,H", "move(-10, 0)", "1mm", show=False),
        Binding("shift+right,L", "move(10, 0)", "1mm", key_display="HJKL"),
        Binding("tab", "next_kind(1)", "kind"),
        Binding("shift+tab", "next_kind(-1)", "kind", show=False),
        Binding("tab", "next_field(1)", "field"),
        Binding("shift+tab", "next_field(-1)", "field", show=False),
        Binding("f", "flip", "flip"),
        Binding("r", "turn(15)", "turn", key_display="r/R"),
        Binding("R", "turn(-15)", "turn", show=False),
        Binding("e", "turn(1)", "e/E 1°", show=False),
        Binding("E", "turn(-1)", "1°", show=False),
        Binding("s", "snap", "snap"),
        Binding("v", "hover", "hover"),
        Binding("plus", "height(1)", "height", key_display="+/-"),
        Binding("minus", "height(-1)", "height", show=False),
        Binding("pageup", "height(5)", "height", show=False),
        Binding("pagedown", "height(-5)", "height", show=False),
        Binding("full_stop", "wait", "wait", key_display="."),
        Binding("colon", "type", "x,y", key_display=":"),
        Binding("z", "zoom(1)", "zoom"),
        Binding("Z", "zoom(-1)", "zoom", show=False),
        Binding("a", "speed", "speed", show=False),
        Binding("w", "slow_replay", "slow replay", show=False),
        Binding("x", "reset", "reset"),
    ]

    def __init__(self, spec, glyphs, **kwargs):
        super().__init__(spec, glyphs, **kwargs)
        self.cursor = (1273, 1273)  # tenths of a mm
        self.kind_pick = 0
        self.pole = 1
        self.angle = 0
        self.zoom = 1
        self.field_pick = 0
        self.typing: str | None = None
        self.place_after_raise = False
        self.travel: tuple[int, int] | None = None  # a typed target the hovering hand moves to
        self.pending_frames: list = []  # the motion reported from the copy a worker plays ahead
        self.busy = False  # a worker thread is running the physics
        self.anim: list = []
        self.anim_timer = None
        self.pictures = 0  # drawn since the last collection (see `redraw`)
        self.last_motion: list = []  # the frames of the last turn's motion, for the slow replay
        self.speed = 0
        self.summary: GameSummary | None = None  # a finished game's summary on screen
        self._summaries_seen = 0
        self._painter_key = None
        self._painter = None
        self.pane_view = MagnitusCanvas()  # the galaxy
        self.panel_view = MagnitusCanvas()  # beside it, or below a wide galaxy
        self._arrangement: tuple | None = None

    def compose(self):
        yield self.pane_view
        yield self.panel_view

    def on_resize(self) -> None:
        self.redraw()

    # ----- the frame's calls -----------------------------------------------------------
    def draw(self, view) -> None:
        # A move worked out in a worker arrives one move further on; an undo goes back, and
        # starts the drawing afresh like the first view.
        last = None if self.seen is None else self.seen.move
        fresh = last is None or view.move < last
        stepped = not fresh and view.move != last
        m = view.model
        frames, self.pending_frames = self.pending_frames, []
        moved = False
        if fresh:
            self.cursor = self._start_cursor(m.galaxy)
            self.summary = None
        elif stepped:
            # A placement, a raise, or a hover action that ended the turn is played back;
            # hover steps that go on are drawn live, action by action.
            moved = bool(frames) and m.hover is None
            if moved:
                self.last_motion = list(frames)
                self._start_animation(frames)
            self.summary = None
        summaries = m.summaries
        if stepped and len(summaries) > self._summaries_seen and not view.over:
            self.summary = summaries[-1]
            self.typing = None
        elif moved:
            self.hint(f"w: watch the last motion again, {data.SLOW_MOTION}× slower.")
        self._summaries_seen = len(summaries)
        self.busy = False
        hover, seat = m.hover, view.seat
        if hover is not None:
            self.cursor = (round(hover.x * 10), round(hover.y * 10))
        if seat is None:
            self.typing = None
        self.seen, self.seat = view, seat
        self.redraw()  # the view repaints what changed: no layout pass
        mine = seat is not None and seat in m.to_act()
        if self.place_after_raise:
            self.place_after_raise = False
            if mine and hover is None and not self.editing():
                self._place()
        if self.travel is not None:
            if mine and hover is not None:
                self._travel_step()
            else:
                self.travel = None  # the hover ended (an event, or another turn)

    @staticmethod
    def _start_cursor(g: Galaxy) -> tuple[int, int]:
        """The middle of the galaxy, or the middle of the field nearest to it when the middle is
        table (the Ring's hole)."""
        mx, my = (g.xmin + g.xmax) / 2, (g.ymin + g.ymax) / 2
        if not g.contains(mx, my):
            centres = [(sum(p[0] for p in t) / 3, sum(p[1] for p in t) / 3) for t in g.fields]
            mx, my = min(centres, key=lambda c: math.hypot(c[0] - mx, c[1] - my))
        return round(mx * 10), round(my * 10)

    def table_moment(self, table) -> bool:
        return self.summary is not None

    def motion_observer(self):
        """The frame works a physical move out on a copy in a worker thread: its motion comes
        here for the replay; keys pressed meanwhile wait in the frame's queue."""
        self.busy = True
        frames: list = []
        self.pending_frames = frames
        self.refresh_bindings()
        return frames.append

    def _close_summary(self) -> None:
        self.summary = None
        self.redraw()
        self.refresh_bindings()
        self.post_message(self.Resumed())

    def status(self) -> str | None:
        seen = self.seen
        if seen is None:
            return None
        m = seen.model
        solo = len(seen.names) == 1
        if seen.over and solo:
            title = data.solo_title(m.solo_score) or "no title"
            return (
                f"Magnitus · the creation is complete: {m.solo_score} left, {title}"
                " · o results · q menu"
            )
        if self.summary is not None:
            return f"Magnitus · end of game {self.summary.game} · Enter: play game {m.games}"
        if seen.over or self.seat is None:
            return None
        name = f"{seen.names[self.seat].upper()} ({LETTERS[self.seat]})"
        label = "solo" if solo else f"game {m.games}"
        if self.editing():
            return fit_words(
                f"Magnitus · {name} arranges the galaxy",
                ["Tab field", "arrows move", "r turn", "s snap", "Enter done"],
                self._status_width(),
            )
        kind = self.held_kind()
        if kind is None:
            return f"Magnitus {label} · {name} has no body left in hand"
        glyph = body_glyph(kind, self.held_pole(), self.held_angle(), self.glyphs.ascii)
        held = A.article(data.KINDS[data.KIND_INDEX[kind]].title)
        if m.hover is not None:
            return fit_words(
                f"Magnitus {label} · {name} hovers {held} {glyph} at {m.hover.height} mm",
                ["1 key = 50 ms of motion", "Esc raise", "Enter place"],
                self._status_width(),
            )
        return fit_words(
            f"Magnitus {label} · {name} aims {held} {glyph}",
            ["Enter place", "v hover"],
            self._status_width(),
        )

    def _status_width(self) -> int:
        return max(40, self.app.size.width - 2) if self.is_mounted else 78

    def key_help(self) -> list[tuple[str, str]]:
        return [
            (
                "←↑↓→ / h j k l",
                "move the cursor 5 mm (in hover: one 50 ms hover action; "
                "layout editor: move the field 10 mm)",
            ),
            ("Shift+arrows / H J K L", "move the cursor 1 mm"),
            ("Tab / Shift+Tab", "next / previous kind in hand (layout editor: next field)"),
            ("f", "flip the pole of a Star or Asteroid (a sphere while hovering)"),
            ("r R / e E", "turn a Comet ±15° / ±1° (layout editor: r turns the field 15°)"),
            ("v", f"lower the body into hover at {data.HOVER_START} mm / raise it again"),
            ("+ - / PgUp PgDn", "hover height ±1 mm / ±5 mm"),
            (".", "hover: wait 50 ms"),
            (
                "Enter / Space",
                "place the body at the cursor (in hover: raise it and place it there; "
                "layout editor: the galaxy is done; end of a game: play on)",
            ),
            ("Esc / Backspace", "raise the body out of hover; cancel a typed position"),
            (":", "type the position x,y in mm (hovering: the hand moves there, 10 mm an action)"),
            ("z / Z", "zoom in / out around the cursor"),
            ("a", "replay speed of the motion: real time, 4×, instant; any key skips it"),
            ("w", f"watch the last motion again, {data.SLOW_MOTION}× slower than real time"),
            ("1–8", "layout editor: select that field"),
            ("s / x", "layout editor: snap the nearest corner / start again"),
        ]

    def key_words(self, action: str) -> str | None:
        if action == "choose":
            return "done" if self.editing() else "place"
        if action == "hover":
            return "raise" if self._hover() is not None else None
        return None

    def legend(self) -> str:
        return self.glyphs.text(
            "● Planet  • Moon  → ↗ ↑ … Comet (its N end)\n"
            "⊕ ⊖ Star N-up / S-up   ▲ ▼ Asteroid N-up / S-up\n"
            "[x] the held body where it may be placed, !x! where it may not;\n"
            "    a body under the cursor stays drawn, in reverse video\n"
            "· around the held body: its footprint while it hovers\n"
            "reverse video during the replay: bodies caught in a clack\n"
            "magenta background (# in ASCII): a black hole\n"
            "{+} a guided game's mark: where its lesson asks to look\n"
            "ASCII: O Planet, o Moon, > ^ < v Comet, N S Star, n s Asteroid, : field edge\n"
            "\n" + reach_table()
        )

    # ----- what the cursor is on ----------------------------------------------------------------
    def under_cursor(self) -> Focus | None:
        """The finished game's summary, the selected field of the layout editor, the hovering
        body, a body drawn in the cursor's cell, or the spot (or table) under the cursor."""
        if self.seen is None:
            return None
        m = self.seen.model
        if self.summary is not None:
            return Focus("summary", str(self.summary.game))
        if self.editing():
            return Focus("field", str(self.field_pick + 1))
        if m.hover is not None:
            return Focus("hover", data.KINDS[m.hover.kind].name)
        body = self._body_at_cursor()
        if body is not None:
            return Focus("body", str(body))
        x, y = self.cursor
        kind = self.held_kind() if self.seat is not None else None
        where = f"{A.fmt_tenths(x)},{A.fmt_tenths(y)}"
        key = where if kind is None else str(A.place(kind, x, y, self.orient(kind)))
        return Focus("spot" if self.galaxy.contains(x / 10, y / 10) else "table", key)

    def cursor_row(self) -> int | None:
        view = self._painter.view if self._painter is not None else None
        if view is None or self.summary is not None:
            return None
        return min(max(view.cell(self.cursor[0] / 10, self.cursor[1] / 10)[1], 0), view.rows - 1)

    def point_at(self, action) -> bool:
        """Aim the held body as `action` places it (Enter then places it, or `v` lowers it into
        hover); a raise, a pass and a finished layout need only Esc or Enter. A hover at
        another height than `v` gives, a hover step and a layout edit are not shown."""
        aimable = self._hover() is None and getattr(action, "kind", None) in self._hand_kinds()
        match action:
            case A.Place() if aimable:
                self._aim(action.kind, action.x, action.y, action.orient)
                return True
            case A.Hover() if aimable and action.height == data.HOVER_START:
                self._aim(action.kind, action.x, action.y, action.orient)
                return True
            case A.Raise() | A.LayoutDone() | A.Pass():
                return True
        return False

    def mark(self, focus: Focus | None) -> None:
        self.marked = focus
        self.redraw()  # the pictures are canvases, painted afresh

    def _aim(self, kind: str, x: int, y: int, orient: int | None) -> None:
        self.kind_pick = self._hand_kinds().index(kind)
        if kind == "comet":
            self.angle = orient
        elif orient is not None:
            self.pole = orient
        self.cursor = (x, y)
        self._aim_hint()
        self.redraw()

    def _body_at_cursor(self) -> int | None:
        """The body whose glyph shares the cursor's cell (the nearest, if several do)."""
        if self._painter is None:
            return None
        view = self._painter.view
        x, y = self.cursor[0] / 10, self.cursor[1] / 10
        cell = view.cell(x, y)
        under = [
            b for b in public_bodies(self.seen.model.world) if view.cell(b["x"], b["y"]) == cell
        ]
        if not under:
            return None
        return min(under, key=lambda b: math.hypot(b["x"] - x, b["y"] - y))["id"]

    # ----- the position on screen -------------------------------------------------------------
    def _hover(self) -> Held | None:
        """The hovering body, or None."""
        return None if self.seen is None else self.seen.model.hover

    def editing(self) -> bool:
        return self.seen is not None and self.seen.model.editing and not self.seen.model.over

    @property
    def galaxy(self) -> Galaxy:
        return self.seen.model.galaxy

    def placement_problem(self, kind: str, x: int, y: int) -> str | None:
        """Why the held body may not be placed at (x, y) in tenths of a mm, or None."""
        return self.seen.model.placement_problem(kind, x, y, self.orient(kind))

    def hand_problem(self, x: int, y: int) -> str | None:
        """Why the hovering hand may not go over (x, y) in tenths of a mm, or None."""
        return self.seen.model.hover_target_problem(x / 10, y / 10)

    # ----- what the player holds -----------------------------------------------------------
    def _hand_kinds(self) -> list[str]:
        if self.seen is None or self.seat is None:
            return []
        return self.seen.model.kinds_in_hand(self.seat)

    def held_kind(self) -> str | None:
        hover = self._hover()
        if hover is not None:
            return data.KINDS[hover.kind].name
        kinds = self._hand_kinds()
        if not kinds:
            return None
        return kinds[self.kind_pick % len(kinds)]

    def held_pole(self) -> int:
        hover = self._hover()
        return self.pole if hover is None else hover.pole

    def held_angle(self) -> int:
        hover = self._hover()
        return self.angle if hover is None else hover.angle

    def orient(self, kind: str, for_hover: bool = False):
        if kind == "comet":
            return self.angle
        if kind in ("star", "asteroid") or for_hover:
            return self.pole
        return None

    def _interactive(self) -> bool:
        return (
            self.seen is not None
            and self.seat is not None
            and not self.seen.over
            and not self.anim
            and not self.busy
            and self.summary is None
        )

    # ----- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters) -> bool | None:
        if action == "slow_replay":
            return (
                bool(self.last_motion) and not self.anim and not self.busy and self.summary is None
            )
        if action not in set(PLAY) | set(EDIT):
            return True
        if not self._interactive() or self.typing is not None:
            return False
        if self.editing():
            return action in EDIT
        if action not in PLAY:
            return False
        kind = self.held_kind()
        hovering = self._hover() is not None
        if action in ("height", "wait"):
            return hovering
        if action == "flip":
            return kind in ("star", "asteroid") or (hovering and kind in ("planet", "moon"))
        if action == "turn":
            return kind == "comet"
        if action == "next_kind":
            return not hovering and len(self._hand_kinds()) > 1
        return True

    def on_key(self, event) -> None:
        """Any key stops the hand's travel to a typed position at once (the step on its way
        still comes), and is spent on it when it is the board's; the frame's keys act too."""
        if self.travel is not None:
            self.travel = None
            self.hint("The hand stops here.")
            if self.wants_key(event.key, event.character):
                event.stop()
                event.prevent_default()

    def wants_key(self, key: str, character: str | None) -> bool:
        return super().wants_key(key, character) or key == "comma"  # in a typed position

    def typed(self, key: str, character: str | None) -> bool:
        """Keys taken before the bindings: any of the board's keys closes a finished game's
        summary (Enter, Space, Esc, Backspace) or skips the motion's replay; while a position
        is typed, its digits, '.', ',' and '-', Enter, Backspace and Esc."""
        if self.summary is not None:
            if key in DISMISS:
                self._close_summary()
            return self.wants_key(key, character)
        if self.anim:
            self._stop_animation()  # any key jumps to the result
            self.redraw()
            return self.wants_key(key, character)
        if self.typing is not None and (
            key in ("enter", "backspace", "escape") or (character or "x") in "0123456789.,-"
        ):
            self._type_key(key, character or "")
            return True
        return False

    def _post(self, action) -> None:
        if not self.busy:  # a move being worked out takes no other
            self.choose(action)

    # ----- the common keys -------------------------------------------------------------------
    def cursor_key(self, direction: str) -> None:
        self.action_move(*STEP[direction])

    def choose_key(self) -> None:
        if self.editing():
            self._post(A.LAYOUT_DONE)
        else:
            self._place()

    def back_key(self) -> None:
        """Out of hover: the body is raised, and the galaxy settles before the player goes on."""
        if self._hover() is not None:
            self._post(A.RAISE)

    def digit_key(self, digit: int) -> None:
        """The layout editor: select the field of that number."""
        index = 9 if digit == 0 else digit - 1
        if self.editing() and index < len(self.seen.model.fields):
            self._select_field(index)

    # ----- Magnitus' own keys ------------------------------------------------------------------
    def action_move(self, dx: int, dy: int) -> None:
        if self.editing():
            if 50 in (abs(dx), abs(dy)):  # a coarse step moves a field EDIT_STEP mm
                dx, dy = (round(v / 50 * data.EDIT_STEP * 10) for v in (dx, dy))
            self._edit_field(dx, dy)
            return
        hover = self._hover()
        if hover is not None:
            problem = self.hand_problem(round(hover.x * 10) + dx, round(hover.y * 10) + dy)
            if problem:
                self.hint(problem)
                return
            self._post(A.Move(dx, dy))
            return
        g = self.galaxy
        m = data.CURSOR_MARGIN
        x = min(max(self.cursor[0] + dx, round((g.xmin - m) * 10)), round((g.xmax + m) * 10))
        y = min(max(self.cursor[1] + dy, round((g.ymin - m) * 10)), round((g.ymax + m) * 10))
        self.cursor = (x, y)
        self._aim_hint()
        self.redraw()

    def action_next_field(self, step: int) -> None:
        self._select_field((self.field_pick + step) % len(self.seen.model.fields))

    def _select_field(self, index: int) -> None:
        self.field_pick = index
        self.hint(f"Field {index + 1} of {len(self.seen.model.fields)} selected.")
        self.redraw()

    def action_next_kind(self, step: int) -> None:
        self.kind_pick += step
        self._aim_hint()
        self.redraw()

    def action_flip(self) -> None:
        if self._hover() is not None:
            self._post(A.FLIP)
            return
        self.pole = -self.pole
        self._aim_hint()
        self.redraw()

    def action_turn(self, degrees: int) -> None:
        if self.editing():
            x, y, angle = corner_form(self.seen.model.fields[self.field_pick])
            self._post(
                A.SetField(
                    self.field_pick,
                    x,
                    y,
                    (angle + (data.EDIT_TURN if degrees > 0 else -data.EDIT_TURN)) % 360,
                )
            )
            return
        if self._hover() is not None:
            self._post(A.Turn(degrees))
            return
        self.angle = (self.angle + degrees) % 360
        self._aim_hint()
        self.redraw()

    def action_hover(self) -> None:
        """Lower the held body into hover at the cursor, or raise it again."""
        if self._hover() is not None:
            self._post(A.RAISE)
            return
        kind = self.held_kind()
        if kind is None:
            return
        x, y = self.cursor
        self._post(A.hover(kind, x, y, data.HOVER_START, self.orient(kind, for_hover=True)))

    def _place(self) -> None:
        """Place the held body at the cursor; from hover, raise it first and place it there."""
        if self._hover() is not None:
            self.place_after_raise = True
            self._post(A.RAISE)
            return
        kind = self.held_kind()
        if kind is None or A.PASS in self.seen.actions:
            self._post(A.PASS)
            return
        x, y = self.cursor
        orient = self.orient(kind)
        problem = self.placement_problem(kind, x, y)
        if problem:
            self.hint(problem)
            return
        self._post(A.place(kind, x, y, orient))

    def action_height(self, dh: int) -> None:
        hover = self._hover()
        if hover is None or not data.HOVER_MIN <= hover.height + dh <= data.HOVER_MAX:
            self.hint(f"Hover height is {data.HOVER_MIN}-{data.HOVER_MAX} mm.")
            return
        self._post(A.Height(dh))

    def action_wait(self) -> None:
        self._post(A.WAIT)

    def action_zoom(self, step: int) -> None:
        self.zoom = min(4, self.zoom * 2) if step > 0 else max(1, self.zoom // 2)
        self.redraw()

    def action_slow_replay(self) -> None:
        self.hint(
            f"The last motion, {data.SLOW_MOTION}× slower: {seconds(self.last_motion):.2f} s "
            f"of simulated time; any key stops it."
        )
        self._start_animation(self.last_motion, slow=True)
        self.redraw()

    def action_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.hint(f"Replay speed: {SPEEDS[self.speed][1]}.")

    def action_snap(self) -> None:
        """Move the selected field so that its corner closest to a corner of another field
        lands on it, if that corner is within the snap distance."""
        fields = self.seen.model.fields
        tri = fields[self.field_pick]
        others = [p for i, t in enumerate(fields) if i != self.field_pick for p in t]
        pairs = [(math.hypot(o[0] - m[0], o[1] - m[1]), m, o) for m in tri for o in others]
        best = min(pairs, default=None)
        if best is None or best[0] > data.EDIT_SNAP:
            self.hint(f"No corner of another field within {data.EDIT_SNAP:.0f} mm.")
            return
        _, mine, target = best
        x, y, angle = corner_form(tri)
        self._post(
            A.SetField(
                self.field_pick,
                x + round((target[0] - mine[0]) * 10),
                y + round((target[1] - mine[1]) * 10),
                angle,
            )
        )

    def action_reset(self) -> None:
        self._post(A.LAYOUT_RESET)

    def action_type(self) -> None:
        self.typing = ""
        self.hint("Type x,y in mm, then Enter (Esc or an empty Backspace cancels).")
        self.refresh_bindings()

    def _type_key(self, key: str, char: str) -> None:
        """A key while a position is typed: digits, '.', ',' and '-' build it, Enter takes it,
        Backspace deletes (an empty one cancels, as Esc does)."""
        if key == "escape" or (key == "backspace" and not self.typing):
            self._stop_typing()
            self.hint("")
            return
        if key == "enter":
            text = self.typing
            self._stop_typing()
            self._go_to_typed(text)
            return
        if key == "backspace":
            self.typing = self.typing[:-1]
        elif char and char in "0123456789.,-":
            self.typing += char
        self.hint(f"position x,y: {self.typing}_")

    def _stop_typing(self) -> None:
        self.typing = None
        self.refresh_bindings()  # the board's keys are back

    def _go_to_typed(self, text: str) -> None:
        try:
            x, y = (A.tenths(part) for part in text.split(","))
        except (ValueError, A.NotationError):
            self.hint(f"{text!r} is not a position: type x,y in mm, such as 120.5,88")
            return
        if self._hover() is not None:
            self._travel_to(x, y)
            return
        self.cursor = (x, y)
        self._aim_hint()
        self.redraw()

    def _travel_to(self, x: int, y: int) -> None:
        """A typed position while hovering: the hand moves there in hover moves of at most
        HOVER_MAX_STEP mm per axis, each one hover action (50 ms), until it arrives, an event
        ends the hover or any key stops it."""
        problem = self.hand_problem(x, y)
        if problem:
            self.hint(problem)
            return
        self.travel = (x, y)
        self._travel_step()

    def _travel_step(self) -> None:
        (x, y), hover = self.travel, self._hover()
        step = round(data.HOVER_MAX_STEP * 10)
        dx = max(-step, min(step, x - round(hover.x * 10)))
        dy = max(-step, min(step, y - round(hover.y * 10)))
        if dx == dy == 0:
            self.travel = None
            self.hint(f"The hand is over {A.fmt_tenths(x)},{A.fmt_tenths(y)}.")
            return
        if self.seen.model.hover_used >= data.HOVER_BUDGET:
            self.travel = None
            self.hint("The hover budget is used up: raise the body and place it.")
            return
        self.hint(
            f"Moving the hand to {A.fmt_tenths(x)},{A.fmt_tenths(y)}: "
            f"{data.HOVER_MAX_STEP:.0f} mm per hover action; any key stops."
        )
        self._post(A.Move(dx, dy))

    def _edit_field(self, dx: int, dy: int) -> None:
        x, y, angle = corner_form(self.seen.model.fields[self.field_pick])
        self._post(A.SetField(self.field_pick, x + dx, y + dy, angle))

    def _aim_hint(self) -> None:
        kind = self.held_kind()
        if kind is None or self._hover() is not None:
            return
        problem = self.placement_problem(kind, *self.cursor)
        self.hint(problem or "")
