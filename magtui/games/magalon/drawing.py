"""Drawing the valley and the side panel as rows of styled runs (no Textual here, only Rich).

A row is a list of (text, Style) runs. Every string goes through the glyph table, so --ascii
works, and every highlight is an attribute (reverse, bold) plus a mark, never colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.style import Style

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.position import Position

Run = tuple[str, Style]
CELL_W = 3
LABEL_W = 3

PLAIN = Style()
DIM = Style(dim=True)
BOLD = Style(bold=True)
REVERSE = Style(reverse=True)
RUIN = Style(color="grey50")
RUIN_SELECTED = Style(color="grey50", bold=True, underline=True)
RED = Style(color="red")
RED_MARK = Style(color="red", bold=True)
GOLD = Style(color="gold3")
ACCENT = Style(color="cyan", bold=True)
CURSOR = Style(reverse=True, bold=True)


def seat_style(seat: int, **extra) -> Style:
    return Style(color=D.PLAYER_COLOURS[seat], bold=True, **extra)


@dataclass
class Marks:
    """What the widget wants highlighted on the valley."""

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
    steps: dict[int, int] = field(default_factory=dict)  # cell -> step number of the path (roomy layout)


def ruin_label(rid: str) -> str:
    return rid[1:]


class ValleyPainter:
    """Draws the valley at scale 1 (3×1 characters a cell) or 2 (6×2, the roomy layout)."""

    def __init__(self, position: Position, marks: Marks, glyph, scale: int = 1) -> None:
        self.position = position
        self.m = marks
        self.g = glyph
        self.scale = scale
        self.ruin_at = {c: rid for rid, cells in position.ruins.items() for c in cells}
        self.corners = {V.corner(cells): rid for rid, cells in position.ruins.items()}
        self.shield_at = {c: s for s, c in enumerate(position.shields) if c is not None}
        self.mag_at = {p: s for s, p in enumerate(position.pos) if p < D.NUM_CELLS}

    @property
    def width(self) -> int:
        return LABEL_W + D.COLS * CELL_W * self.scale

    def header(self) -> list[Run]:
        w = CELL_W * self.scale
        cols = "".join(chr(ord("A") + c).center(w) for c in range(D.COLS))
        return [(self.g(" " * LABEL_W + cols), DIM)]

    def rows(self, r: int) -> list[list[Run]]:
        """The screen lines of valley row `r` (one per scale step)."""
        lines: list[list[Run]] = [[(self.g(f"{r + 1:>2} " if i == 0 else "   "), DIM)] for i in range(self.scale)]
        c = 0
        while c < D.COLS:
            cell = r * D.COLS + c
            node = V.NODE_OF_CELL[cell]
            if node != cell:
                members = V.CELLS_OF_NODE[node]
                if members[1] - members[0] == 1:  # a space laid out along a row: one box
                    runs = self._wide_box(node, len(members) * CELL_W * self.scale)
                    c += len(members)
                else:
                    runs = self._tall_box(node, members.index(cell))
                    c += 1
            else:
                runs = self._cell(cell)
                c += 1
            for line, run in zip(lines, runs):
                line.append(run)
        return lines

    # ----- merged spaces ------------------------------------------------------------------------
    def _letters(self, node: int) -> str:
        return "".join(D.PLAYER_LETTERS[s] for s, p in enumerate(self.position.pos) if p == node)

    def _box_style(self, node: int) -> Style:
        style = GOLD
        if node in self.m.targets:
            style = style + REVERSE
        if self.m.cursor is not None and V.NODE_OF_CELL[self.m.cursor] == node:
            style = style + CURSOR
        return style

    def _wide_box(self, node: int, width: int) -> list[Run]:
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
        top = f"[{inner}]" if self.scale == 1 else f"┌{inner}┐"
        if self.scale == 1:
            return [(self.g(top), style)]
        return [(self.g(top), style), (self.g("└" + "─" * (width - 2) + "┘"), style)]

    def _tall_box(self, node: int, index: int) -> list[Run]:
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
            lines = [f"┌─{glyph}──┐", name, f"│{letters[:2]:^4}│", f"│{letters[2:]:^4}│",
                     f"│{mid:^4}│", "└────┘"][index * 2: index * 2 + 2]
            if self.m.marker == V.CELLS_OF_NODE[node][index]:
                lines[0] = f"»{lines[0][1:-1]}«"
            return [(self.g(t), style) for t in lines]
        if index == 0:
            text = f"┌{glyph}┐"
        elif index == 1:
            text = f"│{letters[:1] or mid}│" if len(letters) < 3 else letters[:3]
        else:
            rest = letters[1:] if len(letters) < 3 else letters[3:]
            text = f"└{rest[:1] or '─'}┘"
        if self.m.marker == V.CELLS_OF_NODE[node][index]:
            text = f"»{text[1]}«"
        return [(self.g(text), style)]

    # ----- plain cells ---------------------------------------------------------------------------
    def _cell(self, cell: int) -> list[Run]:
        text, style = self._cell3(cell)
        if self.scale == 1:
            return [(self.g(text), style)]
        rid = self.ruin_at.get(cell)
        if rid and cell not in self.m.ghost:
            top = f"▓▓{rid}▓▓" if self.corners.get(cell) == rid else "▓" * 6
            return [(self.g(top), style), (self.g("▓" * 6), style)]
        step = self.m.steps.get(cell)
        below = f"{step:^6}" if step is not None and cell != self.position.giant else " " * 6
        if text == "░░░":
            return [(self.g("░" * 6), style), (self.g("░" * 6), style)]
        return [(self.g(f" {text}  "), style), (self.g(below), style)]

    def _cell3(self, cell: int) -> Run:
        m = self.m
        style = PLAIN
        text = None
        if cell in m.ghost:
            text, style = "░░░", (ACCENT + REVERSE) if m.ghost_ok else ACCENT
        elif cell in self.ruin_at:
            rid = self.ruin_at[cell]
            text = f"▓{ruin_label(rid)}▓" if self.corners.get(cell) == rid else "▓▓▓"
            style = RUIN_SELECTED if rid == m.selected_ruin else RUIN
        elif cell == self.position.giant:
            text, style = " G ", BOLD
        elif cell in self.position.gnomes:
            text, style = f"g{self.position.gnomes.index(cell) + 1} ", BOLD
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
            # On a red space the mark goes between its stars, so both stay visible.
            text, style = ("*○*", RED_MARK) if cell in D.ENERGY_CELLS else (" ○ ", ACCENT)
        elif cell in m.path:
            text, style = ("*•*", RED_MARK) if cell in D.ENERGY_CELLS else (" • ", ACCENT)
        elif cell in D.ENERGY_CELLS:
            text, style = " * ", RED
        else:
            text, style = " · ", DIM
        if cell in m.targets:
            style = style + REVERSE
        if cell == m.cursor:
            text = f"»{text[:2]}" if text.startswith("g") else f"»{text[1]}«"
            style = style + CURSOR
        return (text, style)


# ----- the side panel ------------------------------------------------------------------------------
def energy_gauge(energy: int) -> str:
    """Each ■ is 2 points; │ marks the 16 needed to finish."""
    full = max(0, min(D.ENERGY_MAX, energy)) // 2
    boxes = "".join("■" if i < full else "□" for i in range(D.ENERGY_MAX // 2))
    cut = D.ENERGY_TO_FINISH // 2
    return boxes[:cut] + "│" + boxes[cut:]


def energy_track(energy: int) -> str:
    """One box per point of the 0–30 track; │ marks the 16 needed to finish."""
    boxes = "".join("■" if i < energy else "□" for i in range(D.ENERGY_MAX))
    return boxes[:D.ENERGY_TO_FINISH] + "│" + boxes[D.ENERGY_TO_FINISH:]


# ----- small menus on the valley -------------------------------------------------------------------
def menu_box(glyph, title: str, items: list[tuple[str, bool]], cursor: int, notes=()) -> list[list[Run]]:
    """A framed numbered menu: `items` are (label, legal); legal ones are drawn reversed, the one
    under `cursor` between » and «. `notes` are dim lines under the items."""
    inner = max([len(title) + 3] + [len(label) + 4 for label, _ in items] + [len(n) + 2 for n in notes])
    rows = [[(f"┌─ {title} " + "─" * (inner - len(title) - 3) + "┐", BOLD)]]
    for i, (label, legal) in enumerate(items):
        here = i == cursor
        text = f"{'»' if here else ' '} {label:<{inner - 4}} {'«' if here else ' '}"
        style = (CURSOR if here else REVERSE) if legal else DIM
        rows.append([("│", BOLD), (text, style), ("│", BOLD)])
    for note in notes:
        rows.append([("│", BOLD), (f" {note:<{inner - 2}} ", DIM), ("│", BOLD)])
    rows.append([("└" + "─" * inner + "┘", BOLD)])
    return [[(glyph(text), style) for text, style in row] for row in rows]


def overlay(row: list[Run], col: int, runs: list[Run]) -> list[Run]:
    """`row` with `runs` drawn over it from column `col` on."""
    width = sum(len(text) for text, _ in runs)
    before: list[Run] = []
    after: list[Run] = []
    x = 0
    for text, style in row:
        end = x + len(text)
        if x < col:
            before.append((text[: col - x], style))
        if end > col + width:
            after.append((text[max(0, col + width - x):], style))
        x = end
    pad = [(" " * (col - x), PLAIN)] if x < col else []
    return [r for r in before if r[0]] + pad + runs + [r for r in after if r[0]]
