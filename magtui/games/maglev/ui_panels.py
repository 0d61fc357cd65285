"""The player board as a grid of sections, the all-boards summary, the cards view and the menu box."""

from __future__ import annotations

from dataclasses import dataclass

from magtui.games.maglev import data, scoring
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.ui_canvas import DIM, LEGAL, PASSENGER_STYLES, SEAT_STYLES, Canvas
from magtui.games.maglev.ui_map import LETTERS, moon_texts, train_text

CODE_MARK = {"R*": "*", "C*": "+"}


def cell(board: dict, space: str, marks) -> tuple[str, str | None]:
    """`[g]` filled, `<g>` legal target, ` g ` empty (the letter says what it takes)."""
    value = board[space]
    code = pb.SPACES[space]
    if value is not None:
        return f"[{value}]", PASSENGER_STYLES.get(value)
    mark = CODE_MARK.get(code, code[1])
    if space in marks:
        return f"<{mark}>", LEGAL
    return f" {mark} ", DIM


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
            text, style = f"({text[1]})", "bold underline"
        if space == self.cursor:
            text, style = f"»{text[1]}«", f"{style or ''} bold reverse".strip()
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
    width=80, actions_width=32, units_label_x=22, stack_marker=" V ", stack_cells_x=14, units_x=28,
    unlock_x=33, unlock_title="UNLOCK (a full column opens it)", unlock_column_x=9, unlock_column_step=9,
    unlock_notes=((2, 5, "open", None),),
    extra_title="EXTRA ACTIONS", per_turn_x=33,
    extra_notes=((16, 1, "each full row: +1 action", DIM),),
    grid_width=44, grid_cells_x=9,
    grid_notes=((26, 1, "row: +1 per link", DIM), (26, 3, "col: +1 each", DIM)),
    bonus_x=45, bonus_width=35, best_label_x=17, best_label=" best {} card ")

# beside the big map at 160×48
NARROW = BoardGeometry(
    width=56, actions_width=30, units_label_x=21, stack_marker="V", stack_cells_x=13, units_x=27,
    unlock_x=30, unlock_title="UNLOCK", unlock_column_x=1, unlock_column_step=6, unlock_notes=(),
    extra_title="EXTRA", per_turn_x=13,
    extra_notes=((14, 2, "full row:", DIM), (14, 3, "+1 action", DIM)),
    grid_width=30, grid_cells_x=8,
    grid_notes=((2, 4, " row +1/link, col +1 each ", None),),
    bonus_x=30, bonus_width=26, best_label_x=14, best_label=" best {} ")

NARROW_WIDTH = NARROW.width


def draw_board(c: Canvas, state, seat: int, x: int, y: int, marks=(), cursor=None, held=None,
               positions=None, geometry: BoardGeometry = WIDE) -> None:
    """The sections of one player board, `geometry.width` columns by 17 rows."""
    g = geometry
    board = state.boards[seat]
    mark = CellPainter(c, board, marks, cursor, held, positions)
    c.box(x, y, g.actions_width, 12, "ACTIONS")
    c.put(x + g.units_label_x, y, " units ")
    for i, (key, label, codes) in enumerate(data.STACK_ROWS):
        row = y + 1 + i
        c.put(x + 2, row, f"{label:<9}")
        c.put(x + 11, row, g.stack_marker, DIM)
        for j in range(len(codes)):
            mark.cell(f"{key}{j + 1}", x + g.stack_cells_x + 4 * j, row)
        c.put(x + g.units_x, row, str(pb.units(board, key)), "bold")
    ext = dict(data.EXTENSION[state.mapname])
    for i, (space, label) in enumerate((("station", "BUILD STATION"), ("ext1", ext["ext1"]),
                                       ("ext2", ext["ext2"]))):
        row = y + 8 + i
        c.put(x + 2, row, f"{label:<15}")
        mark.cell(space, x + 17, row)
        c.put(x + 21, row, "on" if board[space] else "off", "bold" if board[space] else DIM)
    # unlock columns
    ux = x + g.unlock_x
    box_w = g.width - g.unlock_x
    c.box(ux, y, box_w, 7, g.unlock_title)
    for i, (colour, codes) in enumerate(data.UNLOCK_COLUMNS):
        col = ux + g.unlock_column_x + g.unlock_column_step * i
        c.put(col, y + 1, data.COLOUR_NAMES[colour], PASSENGER_STYLES[colour])
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


def board_summary(state, seat: int, glyphs) -> tuple[str, str]:
    """A player in two lines (the other boards beside the big map)."""
    board = state.boards[seat]
    s = scoring.score(state, seat, with_cards=False)
    left = data.TRACK_TILES - len(state.tiles[seat])
    mark = "▸" if seat == state.current and state.phase == "play" else " "
    first = (f"{mark}{LETTERS[seat]} {state.seat_name(seat)[:10]:<10} VP {s['total']} · robots "
             f"{s['robots']} · tiles {left} · {pb.actions_per_turn(board)} actions")
    units = " ".join(f"{label[0]}{pb.units(board, key)}" for key, label, _ in data.STACK_ROWS)
    unlocked = "".join(col for col in data.COMMUTERS if pb.unlocked(board, col)) or "–"
    train = state.trains[seat]
    at = train["at"]
    where = "not placed" if at is None else data.MOON_NAMES.get(at) or f"at ({at[0]},{at[1]})"
    second = f"  {units} · open {unlocked} · train {train_text(state, seat, glyphs)} {where}"
    return first, second


def short_place(state, at) -> str:
    """Where a train is, in few words (a Moonbase by its owner's letter, not the name)."""
    site = state.sites.get(state.node_of.get(at, at)) if at not in (None, *data.MOON_NAMES) else None
    if site is not None and site["kind"] == "moonbase":
        return f"Moonbase {LETTERS[site['owner']]} ({at[0]},{at[1]})"
    return state.place_name(at)


def train_line(state, seat: int, glyphs) -> str:
    train = state.trains[seat]
    cargo = " ".join(f"[{c}]" for c in train["cargo"]) or "nothing"
    return (f" TRAIN {train_text(state, seat, glyphs)} at {short_place(state, train['at'])} · capacity "
            f"{pb.capacity(state.boards[seat])} · carries {cargo}")


def score_line(state, seat: int) -> str:
    s = scoring.score(state, seat, with_cards=False)
    links = len(state.links(seat))
    factor = 1 + pb.grid_rows_full(state.boards[seat])
    hand = "".join(state.hand[seat])
    extra = f" · to place {hand}" if hand else ""
    return (f" VP (no cards): commuters {s['commuters']} · links {links}×{factor} = "
            f"{s['links']} · total {s['total']} · robots {s['robots']}{extra}")


def draw_all_boards(c: Canvas, state, x: int, y: int) -> int:
    """Every player in a few lines, then the bag, piles and supply."""
    for seat in range(state.num_players):
        board = state.boards[seat]
        mark = "▸" if seat == state.current and state.phase == "play" else " "
        s = scoring.score(state, seat, with_cards=False)
        left = data.TRACK_TILES - len(state.tiles[seat])
        c.put(x, y, f"{mark}{LETTERS[seat]} {state.seat_name(seat)[:12]:<12}", SEAT_STYLES[seat])
        c.put(x + 16, y, f"VP {s['total']} · robots {s['robots']} · tiles left {left} · "
                         f"actions {pb.actions_per_turn(board)} · cards {len(state.cards[seat])}")
        units = " ".join(f"{label.split()[0][:5]} {pb.units(board, key)}"
                         for key, label, _ in data.STACK_ROWS)
        c.put(x + 2, y + 1, units)
        unlocked = " ".join(col for col in data.COMMUTERS if pb.unlocked(board, col)) or "none"
        ext = dict(data.EXTENSION[state.mapname])
        flags = [name.lower() for space, name in ext.items() if board[space]]
        if board["station"]:
            flags.insert(0, "build station")
        c.put(x + 2, y + 2, f"unlocked {unlocked} · " + (", ".join(flags) or "no extras"))
        c.put(x + 1, y + 3, train_line(state, seat, c.glyphs))
        y += 4
    bag = " ".join(f"{col}{state.bag[col]}" for col in data.COLOURS)
    piles = " ".join(f"{col}{n}" for col, n in state.piles.items())
    supply = " ".join(f"{t}{n}" for t, n in state.supply.items())
    c.put(x, y, f"BAG {state.bag_total()}: {bag} · piles {piles}")
    c.put(x, y + 1, f"SUPPLY {supply}" + (f" · turns pile {state.turns_pile}" if state.solo else "")
          + (f" · last round {state.end_round}" if state.end_round else ""))
    y += 2
    if state.forbidden:
        c.put(x, y, forbidden_text(state))
        y += 1
    if state.mapname == "mars":
        c.put(x, y, "   ".join(moon_texts(state)))
        y += 1
    return y


def forbidden_text(state) -> str:
    """Solo's two revealed black cards, as the links they forbid."""
    pairs = " or ".join(data.CARDS[card][2].split(" link")[0] for card in state.forbidden)
    return f"Solo: no link {pairs} may ever be built"


def draw_cards(c: Canvas, state, seat, x: int, y: int) -> None:
    if state.forbidden:
        c.put(x, y, forbidden_text(state))
        y += 2
    if state.is_over():  # all cards are revealed at the final scoring
        scored = " · ".join(f"{LETTERS[s]} {scoring.card_vp(state, s)[0]}" for s in range(state.num_players))
        c.put(x, y, f"Bonus cards revealed · scored: {scored}", "bold")
        y += 1
        for owner in range(state.num_players):
            y = _card_lines(c, state, owner, x, y, LETTERS[owner])
        return
    if seat is None:
        c.put(x, y, "Bonus cards are private: each player sees their own here, behind the cover.")
        return
    c.put(x, y, f"{state.seat_name(seat)}'s bonus cards (private) · each at most {data.CARD_CAP}", "bold")
    y = _card_lines(c, state, seat, x, y + 1)
    if state.draft:
        decks = state.draft_decks_of(seat)
        if decks:
            c.put(x, y + 1, "In front of you in the draft:", "bold")
            y += 2
            for k in decks:
                for card in sorted(state.draft["decks"][k]):
                    c.put(x + 1, y, f"{card} {data.DECK_NAMES[card[0]]:<6} {data.CARDS[card][2]}")
                    y += 1


def _card_lines(c: Canvas, state, seat: int, x: int, y: int, owner: str = "") -> int:
    """One line a card; `owner` (a seat letter) starts each line when everyone's cards show."""
    _, values = scoring.card_vp(state, seat) if state.cards[seat] else (0, [])
    style = SEAT_STYLES[seat] if owner else None
    for card, value in values:
        text = data.CARDS[card][2]
        lead = f"{owner} " if owner else ""
        c.put(x + 1, y, f"{lead}{card} {data.DECK_NAMES[card[0]]:<6} {text:<52} now {value:>2}", style)
        y += 1
    return y


def draw_menu(c: Canvas, title: str, items, cursor: int, x: int, y: int, w: int, max_h: int) -> None:
    """A framed list: items are (key, label, enabled)."""
    h = min(len(items) + 2, max_h)
    shown = h - 2
    first = max(0, min(cursor - shown // 2, len(items) - shown))
    c.box(x, y, w, h, title)
    for i, (key, label, enabled) in enumerate(items[first:first + shown], start=first):
        mark = "»" if i == cursor else " "
        text = f"{mark}{key:>2} {label}"[: w - 3]
        style = "reverse" if i == cursor else (None if enabled else DIM)
        c.put(x + 1, y + 1 + i - first, f"{text:<{w - 2}}", style)
