"""Drawing the valley and the side panel as rows of styled runs (no Textual here, only Rich).

A row is a list of (text, Style) runs. Every string goes through the glyph table, so --ascii
works, and every highlight is an attribute (reverse, bold) plus a mark, never colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.style import Style

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V

Run = tuple[str, Style]
CELL_W = 3
LABEL_W = 3
VALLEY_W = LABEL_W + D.COLS * CELL_W  # 48

PLAIN = Style()
DIM = Style(dim=True)
BOLD = Style(bold=True)
REVERSE = Style(reverse=True)
RUIN = Style(color="grey50")
RUIN_SELECTED = Style(color="grey50", bold=True, underline=True)
RED = Style(color="red")
GOLD = Style(color="gold3")
ACCENT = Style(color="cyan", bold=True)
CURSOR = Style(reverse=True, bold=True)


def seat_style(seat: int, **extra) -> Style:
    return Style(color=D.PLAYER_COLOURS[seat], bold=True, **extra)


@dataclass
class Marks:
    """What the widget wants highlighted on the valley."""

    cursor: int | None = None  # a cell
    path: set[int] = field(default_factory=set)  # nodes entered this turn (•)
    ends: set[int] = field(default_factory=set)  # nodes where the move may end (○)
    targets: set[int] = field(default_factory=set)  # nodes of legal next steps (reverse)
    moving: int | None = None  # the node of the piece being moved ([A])
    ghost: tuple[int, ...] = ()  # cells of a flying-ruin footprint
    ghost_ok: bool = False
    shield_ghost: tuple[int, int] | None = None  # (cell, seat)
    selected_ruin: str = ""


def ruin_label(rid: str) -> str:
    return rid[1:]


class ValleyPainter:
    def __init__(self, state, marks: Marks, glyph) -> None:
        self.st = state
        self.m = marks
        self.g = glyph
        self.ruin_at = {c: rid for rid, cells in state.ruins.items() for c in cells}
        self.corners = {V.corner(cells): rid for rid, cells in state.ruins.items()}
        self.shield_at = {c: s for s, c in enumerate(state.shields) if c is not None}
        self.mag_at = {p: s for s, p in enumerate(state.pos) if p < D.NUM_CELLS}

    def header(self) -> list[Run]:
        cols = "".join(f" {chr(ord('A') + c)} " for c in range(D.COLS))
        return [(self.g(" " * LABEL_W + cols), DIM)]

    def row(self, r: int) -> list[Run]:
        runs: list[Run] = [(self.g(f"{r + 1:>2} "), DIM)]
        c = 0
        while c < D.COLS:
            cell = r * D.COLS + c
            node = V.NODE_OF_CELL[cell]
            if node != cell:
                members = V.CELLS_OF_NODE[node]
                if members[1] - members[0] == 1:  # a space laid out along a row: one box
                    runs.append(self._wide_box(node, len(members) * CELL_W))
                    c += len(members)
                    continue
                runs.append(self._tall_box(node, members.index(cell)))
            else:
                runs.append(self._cell(cell))
            c += 1
        return runs

    # ----- merged spaces ------------------------------------------------------------------------
    def _letters(self, node: int) -> str:
        return "".join(D.PLAYER_LETTERS[s] for s, p in enumerate(self.st.pos) if p == node)

    def _box_style(self, node: int) -> Style:
        style = GOLD
        if node in self.m.targets:
            style = style + REVERSE
        if self.m.cursor is not None and V.NODE_OF_CELL[self.m.cursor] == node:
            style = style + CURSOR
        return style

    def _wide_box(self, node: int, width: int) -> Run:
        letters = " ".join(self._letters(node))
        if node == V.START_NODE:
            inner = "START/FINISH" + (f" · {letters}" if letters else "")
        else:
            inner = D.ARTIFACT_GLYPHS[V.ARTIFACT_OF_NODE[node]] + (f" {letters}" if letters else "")
        if node == self.m.moving:
            inner = f"[{inner}]"
        if node in self.m.ends:
            inner += " ○"
        fill = "═" if node == V.START_NODE else " "
        inner = f" {inner} ".center(width - 2, fill)[: width - 2]
        return (self.g(f"[{inner}]"), self._box_style(node))

    def _tall_box(self, node: int, index: int) -> Run:
        letters = self._letters(node)
        glyph = D.ARTIFACT_GLYPHS[V.ARTIFACT_OF_NODE[node]]
        mid = "○" if node in self.m.ends and not letters else " "
        if index == 0:
            text = f"┌{glyph}┐"
        elif index == 1:
            text = f"│{letters[:1] or mid}│" if len(letters) < 3 else letters[:3]
        else:
            rest = letters[1:] if len(letters) < 3 else letters[3:]
            text = f"└{rest[:1] or '─'}┘"
        return (self.g(text), self._box_style(node))

    # ----- plain cells ---------------------------------------------------------------------------
    def _cell(self, cell: int) -> Run:
        m = self.m
        style = PLAIN
        text = None
        if cell in m.ghost:
            text, style = "░░░", (ACCENT + REVERSE) if m.ghost_ok else ACCENT
        elif cell in self.ruin_at:
            rid = self.ruin_at[cell]
            text = f"▓{ruin_label(rid)}▓" if self.corners.get(cell) == rid else "▓▓▓"
            style = RUIN_SELECTED if rid == m.selected_ruin else RUIN
        elif cell == self.st.giant:
            text, style = " G ", BOLD
        elif cell in self.st.gnomes:
            text, style = f"g{self.st.gnomes.index(cell) + 1} ", BOLD
        elif cell in self.mag_at:
            seat = self.mag_at[cell]
            letter = D.PLAYER_LETTERS[seat]
            text = f"[{letter}]" if cell == m.moving else f" {letter} "
            style = seat_style(seat)
        elif m.shield_ghost and m.shield_ghost[0] == cell:
            text, style = f"({D.PLAYER_LETTERS[m.shield_ghost[1]].lower()})", seat_style(m.shield_ghost[1], reverse=True)
        elif cell in self.shield_at:
            seat = self.shield_at[cell]
            text, style = f"({D.PLAYER_LETTERS[seat].lower()})", seat_style(seat)
        elif cell in m.ends:
            text, style = " ○ ", ACCENT
        elif cell in m.path:
            text, style = " • ", ACCENT
        elif cell in D.ENERGY_CELLS:
            text, style = " * ", RED
        else:
            text, style = " · ", DIM
        if cell in m.targets:
            style = style + REVERSE
        if cell == m.cursor:
            text = f"»{text[1]}«"
            style = style + CURSOR
        return (self.g(text), style)


# ----- the side panel ------------------------------------------------------------------------------
def energy_gauge(energy: int) -> str:
    """Each ■ is 2 points; │ marks the 16 needed to finish."""
    full = max(0, min(D.ENERGY_MAX, energy)) // 2
    boxes = "".join("■" if i < full else "□" for i in range(D.ENERGY_MAX // 2))
    cut = D.ENERGY_TO_FINISH // 2
    return boxes[:cut] + "│" + boxes[cut:]


def hand_row(state, seat: int) -> list[tuple[int, str]]:
    """The eleven values: the value if in hand, else a dot (face down or played)."""
    return [(v, str(v) if v in state.hands[seat] else "·") for v in D.CARD_VALUES]
