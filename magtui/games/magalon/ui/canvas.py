"""The valley drawn on a Canvas: 3×1 characters a cell, or 6×2 from 160×48 on (screens.md,
Magalon), with the red-space menu beside the moving magician. The column letters head the
valley; on a board one row short of that (a frame line took two rows at 80×24) they give way,
and the row numbers, the squares' names in the hint line and the cursor still say where is what.

Cells carry style names of the shared vocabulary (dim, bold, legal, cursor, chosen, accent,
seat-N) and Magalon's own tints (ruin, red-space, merged-space in board.tcss). Every highlight is
a mark as well (», •, ○, [A]), never a tint alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.rules import MagalonState
from magtui.ui.canvas import Canvas, CanvasView
from magtui.ui.choices import ChoiceMenu

CELL_W = 3
LABEL_W = 3

Part = tuple[str, str]  # (text, style names): a run of one screen line


class MagalonCanvas(CanvasView):
    """The valley's canvas view: the shared style names and Magalon's own tints."""

    COMPONENT_CLASSES = {"canvas--ruin", "canvas--red-space", "canvas--merged-space"}
    CSS_FILE = "board.tcss"


def seat_style(seat: int) -> str:
    return f"seat-{seat + 1}"


def valley_width(scale: int) -> int:
    """The columns of the valley at `scale`, the row labels included."""
    return LABEL_W + D.COLS * CELL_W * scale


@dataclass
class Marks:
    """What the board wants highlighted on the valley."""

    cursor: int | None = None  # a cell
    marker: int | None = None  # the moving magician's cell inside a merged space
    mover: str = ""  # its letter
    path: set[int] = field(default_factory=set)  # nodes entered this turn (•)
    ends: set[int] = field(default_factory=set)  # nodes where the move may end (○)
    targets: set[int] = field(default_factory=set)  # nodes of legal next steps (reverse)
    moving: int | None = None  # the node of the piece being moved ([A])
    ghost: tuple[int, ...] = ()  # cells of a flying-ruin footprint
    ghost_ok: bool = False
    shield_ghost: tuple[int, int] | None = None  # (cell, seat)
    selected_ruin: str = ""
    look: set[int] = field(default_factory=set)  # cells a lesson or the hint marks ({x})
    steps: dict[int, int] = field(
        default_factory=dict
    )  # cell -> step number of the path (roomy layout)


def ruin_label(rid: str) -> str:
    return rid[1:]


def valley_height(scale: int, letters: bool = True) -> int:
    """The rows of the valley at `scale`, with or without the row of column letters."""
    return int(letters) + D.ROWS * scale


def cell_at(cell: int, scale: int, top: int = 1) -> tuple[int, int]:
    """The canvas column and row where `cell` is drawn, the valley's first row at `top`."""
    row, col = divmod(cell, D.COLS)
    return LABEL_W + col * CELL_W * scale, top + row * scale


class ValleyPainter:
    """Draws the valley at scale 1 (3×1 characters a cell) or 2 (6×2, the roomy layout), headed
    by the column letters unless `letters` is False."""

    def __init__(
        self,
        canvas: Canvas,
        position: MagalonState,
        marks: Marks,
        scale: int = 1,
        letters: bool = True,
    ) -> None:
        self.canvas = canvas
        self.position = position
        self.m = marks
        self.scale = scale
        self.top = int(letters)  # the canvas row of the valley's first row
        self.ruin_at = {c: rid for rid, cells in position.ruins.items() for c in cells}
        self.corners = {V.corner(cells): rid for rid, cells in position.ruins.items()}
        self.shield_at = {c: s for s, c in enumerate(position.shields) if c is not None}
        self.mag_at = {p: s for s, p in enumerate(position.pos) if p < D.NUM_CELLS}

    def draw(self) -> None:
        if self.top:
            w = CELL_W * self.scale
            cols = "".join(chr(ord("A") + c).center(w) for c in range(D.COLS))
            self.canvas.put(0, 0, " " * LABEL_W + cols, "dim")
        for r in range(D.ROWS):
            self._row(r)

    def _row(self, r: int) -> None:
        y = self.top + r * self.scale
        self.canvas.put(0, y, f"{r + 1:>2} ", "dim")
        c = 0
        while c < D.COLS:
            cell = r * D.COLS + c
            node = V.NODE_OF_CELL[cell]
            if node != cell:
                members = V.CELLS_OF_NODE[node]
                if members[1] - members[0] == 1:  # a space laid out along a row: one box
                    parts = self._wide_box(node, len(members) * CELL_W * self.scale)
                    c += len(members)
                else:
                    parts = self._tall_box(node, members.index(cell))
                    c += 1
            else:
                parts = self._cell(cell)
                c += 1
            x = cell_at(cell, self.scale, self.top)[0]
            for i, (text, style) in enumerate(parts):
                self.canvas.put(x, y + i, text, style)

    # ----- merged spaces ------------------------------------------------------------------------
    def _letters(self, node: int) -> str:
        return "".join(D.PLAYER_LETTERS[s] for s, p in enumerate(self.position.pos) if p == node)

    def _box_style(self, node: int) -> str:
        style = "merged-space"
        if node in self.m.targets:
            style += " legal"
        if self.m.look & set(V.CELLS_OF_NODE[node]):
            style += " chosen"
        if self.m.cursor is not None and V.NODE_OF_CELL[self.m.cursor] == node:
            style += " cursor"
        return style

    def _wide_box(self, node: int, width: int) -> list[Part]:
        letters = self._letters(node)
        if self.m.marker in V.CELLS_OF_NODE[node]:
            letters = letters.replace(self.m.mover, "")
        letters = " ".join(letters)
        if node == V.START_NODE:
            inner = "START/FINISH" + (f" · {letters}" if letters else "")
        else:
            letter = V.ARTIFACT_OF_NODE[node]
            name = f" {D.ARTIFACT_NAMES[letter].split()[0]}" if self.scale > 1 else ""
            inner = D.ARTIFACT_GLYPHS[letter] + name + (f" {letters}" if letters else "")
        if node == self.m.moving and self.m.marker not in V.CELLS_OF_NODE[node]:
            inner = f"[{inner}]"
        if node in self.m.ends:
            inner += " ○"
        fill = "═" if node == V.START_NODE else " "
        members = V.CELLS_OF_NODE[node]
        if self.m.marker in members:
            # The moving magician stands at the marker, where it will step out; the label
            # moves to the wider side.
            at = members.index(self.m.marker) * CELL_W * self.scale + CELL_W * self.scale // 2 - 1
            at = max(1, min(width - 4, at))
            inner = inner.replace(f"[{self.m.mover}]", "").replace(" · ", " ").strip(" ·")
            left, right = at - 1, width - 2 - at - 2
            label = f" {inner} "
            if len(label) > max(left, right):
                label = label.replace("START/FINISH", "START")
            label = label[: max(left, right)]
            if left >= right:
                body = label.center(left, fill) + f"»{self.m.mover}«" + fill * right
            else:
                body = fill * left + f"»{self.m.mover}«" + label.center(right, fill)
            inner = body[: width - 2]
        else:
            inner = f" {inner} ".center(width - 2, fill)[: width - 2]
        style = self._box_style(node)
        if self.scale == 1:
            return [(f"{{{inner}}}" if "chosen" in style else f"[{inner}]", style)]
        return [(f"┌{inner}┐", style), ("└" + "─" * (width - 2) + "┘", style)]

    def _tall_box(self, node: int, index: int) -> list[Part]:
        """One cell's share of a box standing along a side edge (3 cells high)."""
        letters = self._letters(node)
        letter = V.ARTIFACT_OF_NODE[node]
        glyph = D.ARTIFACT_GLYPHS[letter]
        mid = "○" if node in self.m.ends and not letters else " "
        style = self._box_style(node)
        if self.scale > 1:
            name = D.ARTIFACT_NAMES[letter].split()[0]
            if len(name) <= 4:
                name = f"│{name:^4}│"
            else:  # a long name takes the border on the board's edge
                name = f"{name:>5}│" if V.CELLS_OF_NODE[node][0] % D.COLS == 0 else f"│{name:<5}"
            lines = [
                f"┌─{glyph}──┐",
                name,
                f"│{letters[:2]:^4}│",
                f"│{letters[2:]:^4}│",
                f"│{mid:^4}│",
                "└────┘",
            ][index * 2 : index * 2 + 2]
            if self.m.marker == V.CELLS_OF_NODE[node][index]:
                lines[0] = f"»{lines[0][1:-1]}«"
            return [(text, style) for text in lines]
        if index == 0:
            text = f"┌{glyph}┐"
        elif index == 1:
            text = f"│{letters[:1] or mid}│" if len(letters) < 3 else letters[:3]
        else:
            rest = letters[1:] if len(letters) < 3 else letters[3:]
            text = f"└{rest[:1] or '─'}┘"
        if self.m.marker == V.CELLS_OF_NODE[node][index]:
            text = f"»{text[1]}«"
        elif "chosen" in style:
            text = f"{{{text[1]}}}"
        return [(text, style)]

    # ----- plain cells ---------------------------------------------------------------------------
    def _cell(self, cell: int) -> list[Part]:
        text, style = self._cell3(cell)
        if self.scale == 1:
            return [(text, style)]
        rid = self.ruin_at.get(cell)
        if rid and cell not in self.m.ghost:
            top = f"▓▓{rid}▓▓" if self.corners.get(cell) == rid else "▓" * 6
            if cell in self.m.look:
                top = f"{{{top[1:-1]}}}"
            return [(top, style), ("▓" * 6, style)]
        step = self.m.steps.get(cell)
        below = f"{step:^6}" if step is not None and cell != self.position.giant else " " * 6
        if text == "░░░":
            return [("░" * 6, style), ("░" * 6, style)]
        return [(f" {text}  ", style), (below, style)]

    def _cell3(self, cell: int) -> Part:
        m = self.m
        if cell in m.ghost:
            text, style = "░░░", "accent legal" if m.ghost_ok else "accent"
        elif cell in self.ruin_at:
            rid = self.ruin_at[cell]
            text = f"▓{ruin_label(rid)}▓" if self.corners.get(cell) == rid else "▓▓▓"
            style = "ruin chosen" if rid == m.selected_ruin else "ruin"
        elif cell == self.position.giant:
            text, style = " G ", "bold"
        elif cell in self.position.gnomes:
            text, style = f"g{self.position.gnomes.index(cell) + 1} ", "bold"
        elif cell in self.mag_at:
            seat = self.mag_at[cell]
            letter = D.PLAYER_LETTERS[seat]
            text = f"[{letter}]" if cell == m.moving else f" {letter} "
            style = seat_style(seat)
        elif m.shield_ghost and m.shield_ghost[0] == cell:
            seat = m.shield_ghost[1]
            text, style = f"({D.PLAYER_LETTERS[seat].lower()})", f"{seat_style(seat)} legal"
        elif cell in self.shield_at:
            seat = self.shield_at[cell]
            text, style = f"({D.PLAYER_LETTERS[seat].lower()})", seat_style(seat)
        elif cell in m.ends:
            # On a red space the mark goes between its stars, so both stay visible.
            text, style = ("*○*", "red-space bold") if cell in D.ENERGY_CELLS else (" ○ ", "accent")
        elif cell in m.path:
            text, style = ("*•*", "red-space bold") if cell in D.ENERGY_CELLS else (" • ", "accent")
        elif cell in D.ENERGY_CELLS:
            text, style = " * ", "red-space"
        else:
            text, style = " · ", "dim"
        if cell in m.targets:
            style += " legal"
        if cell == m.cursor:
            text = f"»{text[:2]}" if text.startswith("g") else f"»{text[1]}«"
            style += " cursor"
        elif cell in m.look:
            text = f"{{{text[:2]}" if text.startswith("g") else f"{{{text[1]}}}"
            style += " chosen"
        return text, style

    # ----- the red-space menu --------------------------------------------------------------------
    def menu_beside(self, cell: int, title: str, menu: ChoiceMenu, notes: list[str]) -> None:
        """A framed numbered menu over the valley next to the magician on `cell`: below it, or
        above it when there is no room below, never over the magician itself. Every entry is a
        legal choice, drawn reversed; the cursor's between » and bold."""
        inner = max(
            [len(title) + 4]
            + [len(label) + 6 for label in menu.labels]
            + [len(n) + 2 for n in notes]
        )
        width, height = inner + 2, len(menu) + len(notes) + 2
        x, y = cell_at(cell, self.scale, self.top)
        bottom = self.top + D.ROWS * self.scale
        top = y + self.scale if y + self.scale + height <= bottom else y - height
        left = max(
            LABEL_W,
            min(valley_width(self.scale) - width, x + CELL_W * self.scale // 2 - width // 2),
        )
        self.canvas.box(left, top, width, height, title, "bold")
        menu.draw(self.canvas, left + 1, top + 1, inner, len(menu), mark="»", entry_style="legal")
        for i, note in enumerate(notes):
            self.canvas.put(left + 2, top + 1 + len(menu) + i, note, "dim")
