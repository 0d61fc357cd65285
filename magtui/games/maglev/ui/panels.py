"""The player board as a grid of sections, the all-boards summary and the cards view."""

from __future__ import annotations

from dataclasses import dataclass

from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.describe import card_label
from magtui.games.maglev.scoring import card_vp
from magtui.games.maglev.ui.map import LETTERS, moon_texts, train_text
from magtui.games.maglev.ui.canvas import passenger_style, seat_style
from magtui.ui.canvas import Canvas

CODE_MARK = {"R*": "*", "C*": "+"}


def cell(board: dict, space: str, marks) -> tuple[str, str]:
    """`[g]` filled, `<g>` legal target, ` g ` empty (the letter says what it takes)."""
    value = board[space]
    code = pb.SPACES[space]
    if value is not None:
        return f"[{value}]", passenger_style(value)
    mark = CODE_MARK.get(code, code[1])
    if space in marks:
        return f"<{mark}>", "legal"
    return f" {mark} ", "dim"


class CellPainter:
    """Draws board spaces: legal ones as `<x>`, the cursor as `»x«`, the held robot's space as
    `(x)`, and remembers where each space is (for cursor moves)."""

    def __init__(self, c: Canvas, board: dict, marks=(), cursor=None, held=None, positions=None):
        self.c, self.board, self.marks = c, board, marks
        self.cursor, self.held = cursor, held
        self.positions = positions if positions is not None else {}

    def cell(self, space: str, x: int, y: int) -> None:
        text, style = cell(self.board, space, self.marks)
        if space == self.held:
            text, style = f"({text[1]})", "chosen"
        if space == self.cursor:
            text, style = f"»{text[1]}«", f"{style} cursor".strip()
        self.c.put(x, y, text, style)
        self.positions[space] = (x + 1, y)


@dataclass(frozen=True)
class BoardGeometry:
    """Where the sections of a player board go, as offsets from its top-left corner; the `notes`
    are (x, y, text, style) reminders placed relative to their section's box."""

    width: int
    actions_width: int
    units_label_x: int
    stack_marker: str
    stack_cells_x: int
    units_x: int
    unlock_x: int
    unlock_title: str
    unlock_column_x: int
    unlock_column_step: int
    unlock_notes: tuple
    extra_title: str
    per_turn_x: int
    extra_notes: tuple
    grid_width: int
    grid_cells_x: int
    grid_notes: tuple
    bonus_x: int
    bonus_width: int
    best_label_x: int
    best_label: str


WIDE = BoardGeometry(
    width=80,
    actions_width=32,
    units_label_x=22,
    stack_marker=" V ",
    stack_cells_x=14,
    units_x=28,
    unlock_x=33,
    unlock_title="UNLOCK (a full column opens it)",
    unlock_column_x=9,
    unlock_column_step=9,
    unlock_notes=((2, 5, "open", ""),),
    extra_title="EXTRA ACTIONS",
    per_turn_x=33,
    extra_notes=((16, 1, "each full row: +1 action", "dim"),),
    grid_width=44,
    grid_cells_x=9,
    grid_notes=((26, 1, "row: +1 per link", "dim"), (26, 3, "col: +1 each", "dim")),
    bonus_x=45,
    bonus_width=35,
    best_label_x=17,
    best_label=" best {} card ",
)

# beside the big map at 160×48
NARROW = BoardGeometry(
    width=56,
    actions_width=30,
    units_label_x=21,
    stack_marker="V",
    stack_cells_x=13,
    units_x=27,
    unlock_x=30,
    unlock_title="UNLOCK",
    unlock_column_x=1,
    unlock_column_step=6,
    unlock_notes=(),
    extra_title="EXTRA",
    per_turn_x=13,
    extra_notes=((14, 2, "full row:", "dim"), (14, 3, "+1 action", "dim")),
    grid_width=30,
    grid_cells_x=8,
    grid_notes=((2, 4, " row +1/link, col +1 each ", ""),),
    bonus_x=30,
    bonus_width=26,
    best_label_x=14,
    best_label=" best {} ",
)

NARROW_WIDTH = NARROW.width


def draw_board(
    c: Canvas,
    board: dict,
    mapname: str,
    x: int,
    y: int,
    marks=(),
    cursor=None,
    held=None,
    positions=None,
    geometry: BoardGeometry = WIDE,
) -> None:
    """The sections of one player board (every space, None when empty), `geometry.width`
    columns by 17 rows."""
    g = geometry
    mark = CellPainter(c, board, marks, cursor, held, positions)
    c.box(x, y, g.actions_width, 12, "ACTIONS")
    c.put(x + g.units_label_x, y, " units ")
    for i, (key, label, codes) in enumerate(data.STACK_ROWS):
        row = y + 1 + i
        c.put(x + 2, row, f"{label:<9}")
        c.put(x + 11, row, g.stack_marker, "dim")
        for j in range(len(codes)):
            mark.cell(f"{key}{j + 1}", x + g.stack_cells_x + 4 * j, row)
        c.put(x + g.units_x, row, str(pb.units(board, key)), "bold")
    ext = dict(data.EXTENSION[mapname])
    for i, (space, label) in enumerate(
        (("station", "BUILD STATION"), ("ext1", ext["ext1"]), ("ext2", ext["ext2"]))
    ):
        row = y + 8 + i
        c.put(x + 2, row, f"{label:<15}")
        mark.cell(space, x + 17, row)
        c.put(x + 21, row, "on" if board[space] else "off", "bold" if board[space] else "dim")
    # unlock columns
    ux = x + g.unlock_x
    box_w = g.width - g.unlock_x
    c.box(ux, y, box_w, 7, g.unlock_title)
    for i, (colour, codes) in enumerate(data.UNLOCK_COLUMNS):
        col = ux + g.unlock_column_x + g.unlock_column_step * i
        c.put(col, y + 1, data.COLOUR_NAMES[colour], passenger_style(colour))
        for j in range(len(codes)):
            mark.cell(f"{data.COLOUR_NAMES[colour]}{j + 1}", col + 1, y + 2 + j)
        c.put(col + 1, y + 5, "yes" if pb.unlocked(board, colour) else " – ", "bold")
    for dx, dy, text, style in g.unlock_notes:
        c.put(ux + dx, y + dy, text, style)
    # extra actions
    ey = y + 7
    c.box(ux, ey, box_w, 5, g.extra_title)
    c.put(ux + g.per_turn_x, ey, f" {pb.actions_per_turn(board)} a turn ")
    for i, (row_name, codes) in enumerate(data.EXTRA_ROWS):
        c.put(ux + 2, ey + 1 + i, row_name)
        for j in range(len(codes)):
            mark.cell(f"extra{row_name}{j + 1}", ux + 5 + 4 * j, ey + 1 + i)
    for dx, dy, text, style in g.extra_notes:
        c.put(ux + dx, ey + dy, text, style)
    # VP grid and bonus rows
    gy = y + 12
    c.box(x, gy, g.grid_width, 5, "VP GRID")
    for r in range(1, data.GRID_ROWS + 1):
        c.put(x + 2, gy + r, f"row {r}")
        for j in range(len(data.GRID_COLUMNS)):
            mark.cell(f"grid{r}{j + 1}", x + g.grid_cells_x + 4 * j, gy + r)
    for dx, dy, text, style in g.grid_notes:
        c.put(x + dx, gy + dy, text, style)
    bx = x + g.bonus_x
    c.box(bx, gy, g.bonus_width, 5, "BONUS ROWS")
    c.put(bx + g.best_label_x, gy, g.best_label.format(1 + pb.bonus_rows_full(board)))
    for r in range(1, data.BONUS_ROWS + 1):
        c.put(bx + 2, gy + r, str(r))
        for j in range(data.BONUS_ROW_LEN):
            mark.cell(f"bonus{r}{j + 1}", bx + 5 + 4 * j, gy + r)


def board_summary(position, seat: int, glyphs) -> tuple[str, str]:
    """A player in two lines (the other boards beside the big map)."""
    board = position.boards[seat]
    s = position.score(seat)
    left = data.TRACK_TILES - len(position.tiles[seat])
    mark = "▸" if seat == position.current and position.phase == "play" else " "
    first = (
        f"{mark}{LETTERS[seat]} {position.names[seat][:10]:<10} VP {s['total']} · robots "
        f"{s['robots']} · tiles {left} · {pb.actions_per_turn(board)} actions"
    )
    units = " ".join(f"{label[0]}{pb.units(board, key)}" for key, label, _ in data.STACK_ROWS)
    unlocked = "".join(col for col in data.COMMUTERS if pb.unlocked(board, col)) or "–"
    train = position.trains[seat]
    at = train.at
    where = "not placed" if at is None else data.MOON_NAMES.get(at) or f"at ({at[0]},{at[1]})"
    second = f"  {units} · open {unlocked} · train {train_text(position, seat, glyphs)} {where}"
    return first, second


def short_place(position, at) -> str:
    """Where a train is, in few words (a Moonbase by its owner's letter, not the name)."""
    site = (
        position.sites.get(position.node_of.get(at, at))
        if at not in (None, *data.MOON_NAMES)
        else None
    )
    if site is not None and site.kind == "moonbase":
        return f"Moonbase {LETTERS[site.owner]} ({at[0]},{at[1]})"
    return position.place_name(at)


def train_line(position, seat: int, glyphs) -> str:
    train = position.trains[seat]
    cargo = " ".join(f"[{c}]" for c in train.cargo) or "nothing"
    return (
        f" TRAIN {train_text(position, seat, glyphs)} at {short_place(position, train.at)}"
        f" · capacity {pb.capacity(position.boards[seat])} · carries {cargo}"
    )


def score_line(position, seat: int) -> str:
    s = position.score(seat)
    links = len(position.links(seat))
    factor = 1 + pb.grid_rows_full(position.boards[seat])
    hand = "".join(position.hand[seat])
    if hand:  # the first turn's robots come before any commuter or link: room for Mars's six
        return f" VP (no cards): total {s['total']} · robots {s['robots']} · to place {hand}"
    return (
        f" VP (no cards): commuters {s['commuters']} · links {links}×{factor} = "
        f"{s['links']} · total {s['total']} · robots {s['robots']}"
    )


def draw_all_boards(c: Canvas, position, x: int, y: int) -> int:
    """Every player in a few lines, then the bag, piles and supply."""
    for seat in range(position.num_players):
        board = position.boards[seat]
        mark = "▸" if seat == position.current and position.phase == "play" else " "
        s = position.score(seat)
        left = data.TRACK_TILES - len(position.tiles[seat])
        c.put(x, y, f"{mark}{LETTERS[seat]} {position.names[seat][:12]:<12}", seat_style(seat))
        c.put(
            x + 16,
            y,
            f"VP {s['total']} · robots {s['robots']} · tiles left {left} · "
            f"actions {pb.actions_per_turn(board)} · cards {position.cards_held(seat)}",
        )
        units = " ".join(
            f"{label.split()[0][:5]} {pb.units(board, key)}" for key, label, _ in data.STACK_ROWS
        )
        c.put(x + 2, y + 1, units)
        unlocked = " ".join(col for col in data.COMMUTERS if pb.unlocked(board, col)) or "none"
        ext = dict(data.EXTENSION[position.mapname])
        flags = [name.lower() for space, name in ext.items() if board[space]]
        if board["station"]:
            flags.insert(0, "build station")
        c.put(x + 2, y + 2, f"unlocked {unlocked} · " + (", ".join(flags) or "no extras"))
        c.put(x + 1, y + 3, train_line(position, seat, c.glyphs))
        y += 4
    bag = " ".join(f"{col}{position.bag[col]}" for col in data.COLOURS)
    piles = " ".join(f"{col}{n}" for col, n in position.piles.items())
    supply = " ".join(f"{t}{n}" for t, n in position.supply.items())
    c.put(x, y, f"BAG {position.bag_total()}: {bag} · piles {piles}")
    c.put(
        x,
        y + 1,
        f"SUPPLY {supply}"
        + (f" · turns pile {position.turns_pile}" if position.solo else "")
        + (f" · last round {position.end_round}" if position.end_round else ""),
    )
    y += 2
    if position.forbidden:
        c.put(x, y, forbidden_text(position))
        y += 1
    if position.mapname == "mars":
        c.put(x, y, "   ".join(moon_texts(position)))
        y += 1
    return y


def forbidden_text(position) -> str:
    """Solo's two revealed black cards, as the links they forbid."""
    pairs = " or ".join(data.CARDS[card][2].split(" link")[0] for card in position.forbidden)
    return f"Solo: no link {pairs} may ever be built"


def draw_cards(c: Canvas, position, seat, x: int, y: int) -> None:
    if position.forbidden:
        c.put(x, y, forbidden_text(position))
        y += 2
    if position.is_over():  # all cards are revealed at the final scoring
        revealed = [card_vp(position, s) for s in range(position.num_players)]
        scored = " · ".join(f"{LETTERS[s]} {points}" for s, (points, _) in enumerate(revealed))
        c.put(x, y, f"Bonus cards revealed · scored: {scored}", "bold")
        y += 1
        for owner, (_, values) in enumerate(revealed):
            y = _card_lines(c, values, x, y, owner)
        return
    if seat is None:
        c.put(
            x, y, "Bonus cards are private: each player sees their own here, on their own screen."
        )
        return
    c.put(
        x,
        y,
        f"{position.names[seat]}'s bonus cards (private) · each at most {data.CARD_CAP}",
        "bold",
    )
    own = position.card_values(seat)
    if not own:
        c.put(x + 1, y + 1, "none yet: they are picked in the draft")
        y += 1
    y = _card_lines(c, own, x, y + 1)
    decks = position.decks_in_front(seat)
    if decks:
        c.put(x, y + 1, "In front of you in the draft:", "bold")
        y += 2
        for deck in decks:
            for card in deck:
                c.put(x + 1, y, card_label(card))
                y += 1


def _card_lines(c: Canvas, values, x: int, y: int, owner: int | None = None) -> int:
    """One line a card and its worth now; with an `owner` (everyone's cards show) each line
    starts with that seat's letter, in its colour."""
    style = seat_style(owner) if owner is not None else ""
    lead = f"{LETTERS[owner]} " if owner is not None else ""
    for card, value in values:
        c.put(x + 1, y, f"{lead}{card_label(card):<60} now {value:>2}", style)
        y += 1
    return y
