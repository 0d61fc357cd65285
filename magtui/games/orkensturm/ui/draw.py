"""Drawing the Orkensturm table on the board kit's canvas: the disc of power, the side panel,
the hand and the public lines under the disc.

A part whose height follows from its content is drawn as a block: a Canvas exactly as tall as
what it holds, so the board fits whole blocks into the room it has and pastes them. Cells carry
style names that `OrkensturmCanvas` resolves (card, pawn, side and track colours); colour only
tints: every card carries its letter and every pawn its seat letter.
"""

from __future__ import annotations

from typing import Mapping

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.model import Reveal
from magtui.games.orkensturm.views import TableViews, size
from magtui.ui.canvas import Canvas, wrapped
from magtui.ui.log_panel import recent_rows
from magtui.ui.glyphs import Glyphs

SIDE_STYLE = {D.BRIN: "side-brin", D.ANSWIN: "side-answin"}
# The disc: 3 x 3 cells clockwise from the top left, the centre holds the turn marker.
GRID = (
    ("regent", "merchant", "tax_collector"),
    ("spy", None, "knight"),
    ("inquisitor", "magician", "messenger"),
)


def letter(seat: int) -> str:
    return "ABCDEFGH"[seat]


def card_style(colour: int) -> str:
    return f"card-{D.COLOURS[colour]}"


def pawn_style(game: TableViews, seat: int) -> str:
    """The style of the seat's letter: its pawn colour."""
    return f"pawn-{game.pawns[seat]}"


def text_block(rows, width: int, glyphs: Glyphs, style: str = "") -> Canvas:
    """Lines of one style as a block, one row each."""
    block = Canvas(width, len(rows), glyphs)
    for y, row in enumerate(rows):
        block.put(0, y, row, style)
    return block


def wrapped_block(text: str, width: int, glyphs: Glyphs, style: str = "") -> Canvas:
    """`text` wrapped to the width, the lines after the first indented, as a block."""
    return text_block(wrapped(text, width), width, glyphs, style)


def stack(canvas: Canvas, blocks, x: int = 0, y: int = 0) -> int:
    """Paste blocks one under another from (x, y); returns the row after them."""
    for block in blocks:
        canvas.paste(block, x, y)
        y += block.height
    return y


def rows_of(blocks) -> int:
    """The rows blocks take one under another."""
    return sum(block.height for block in blocks)


def put_cards(c: Canvas, x: int, y: int, counts) -> int:
    """'R2 G1 ...' with each letter in its card colour, colours with 0 left out; '–' for none."""
    start = x
    for colour, n in enumerate(counts):
        if n:
            x = c.put(x + (x > start), y, D.COLOURS[colour], card_style(colour))
            x = c.put(x, y, str(n))
    return x if x > start else c.put(x, y, "–")


def put_card(
    c: Canvas, x: int, y: int, colour_letter: str, left: str = "[", right: str = "]"
) -> int:
    """One card as [R], its letter in its colour."""
    x = c.put(x, y, left)
    x = c.put(x, y, colour_letter, card_style(D.COLOURS.index(colour_letter)))
    return c.put(x, y, right)


def option_rows(character: str, inner: int, full: bool) -> list[str]:
    """Both options of a space: the shorthand, or the full text wrapped when there is room."""
    if not full:
        return [f"{k + 1} {text}" for k, text in enumerate(D.OPTION_SHORT[character])]
    return [
        row
        for k, text in enumerate(D.OPTION_TEXT[character])
        for row in wrapped(f"{k + 1} {text}", inner)
    ]


def space(
    c: Canvas,
    game: TableViews,
    character: str,
    x: int,
    y: int,
    w: int,
    h: int,
    options: list[str],
    legal: bool,
    cursor: bool,
    shaded: bool,
) -> None:
    """A character space: its name on the top border (»name« under the cursor), its options,
    the pawn placed and the pawn at its exit, and '+ legal' on the bottom border."""
    c.box(x, y, w, h)
    name = D.CHARACTER_NAMES[character]
    c.put(x + 1, y, (f"»{name}«" if cursor else f" {name} ")[: w - 2], "cursor" if cursor else "")
    inner = w - 2
    if shaded:
        for row in range(y + 1, y + h - 1):
            c.put(x, row, "│" + "░" * inner + "│", "dim")
        label = " 6+ players "
        c.put(x + max(1, (w - len(label)) // 2), y + 2, label, "dim")
    else:
        for k, row in enumerate(options):
            c.put(x + 1, y + 1 + k, row[:inner])
        placed = next(
            (
                seat
                for seat, at in enumerate(game.placed)
                if at == character and not game.acted[seat]
            ),
            None,
        )
        exit_seat = game.exits().get(character)
        col = c.put(x + 1, y + h - 2, "pawn ")
        col = c.put(
            col,
            y + h - 2,
            "–" if placed is None else letter(placed),
            "" if placed is None else pawn_style(game, placed),
        )
        col = c.put(col, y + h - 2, "  exit ")
        c.put(
            col,
            y + h - 2,
            "–" if exit_seat is None else letter(exit_seat),
            "" if exit_seat is None else pawn_style(game, exit_seat),
        )
    if legal:
        c.put(x + 2, y + h - 1, " + legal ", "legal")


def disc(
    game: TableViews,
    players: int,
    width: int,
    glyphs: Glyphs,
    legal=(),
    cursor=None,
    tall: bool = False,
) -> tuple[Canvas, dict[str, tuple[int, int]]]:
    """The eight character spaces around the turn marker as a block (15 rows, more when tall),
    and where each space's name is drawn (the cells of the cursor)."""
    bw = max(15, min(36, (width - 2) // 3))
    full = tall and bw >= 26
    options = {c: option_rows(c, bw - 2, full) for row in GRID for c in row if c}
    depths = [max(len(options[c]) for c in row if c) + 1 for row in GRID]  # + the pawn row
    block = Canvas(width, sum(depth + 2 for depth in depths), glyphs)
    cells, y = {}, 0
    for row, depth in zip(GRID, depths):
        for k, character in enumerate(row):
            x = k * (bw + 1)
            if character is None:
                centre(block, game, x, y, bw, depth + 2, full)
                continue
            shaded = character == "messenger" and players < D.MESSENGER_MIN_PLAYERS
            space(
                block,
                game,
                character,
                x,
                y,
                bw,
                depth + 2,
                options[character],
                character in legal,
                character == cursor,
                shaded,
            )
            cells[character] = (x + 1, y)
        y += depth + 2
    return block, cells


def centre(
    c: Canvas, game: TableViews, x: int, y: int, width: int, height: int = 5, full: bool = False
) -> None:
    """The centre of the disc: the turn, the starting player and the Orkensturm deck; with the
    full texts (roomy) also the event and the last reveal as a row of cards."""
    inner = width - 4
    c.put(x + 1, y, "╭" + "─" * inner + "╮")
    for row in range(y + 1, y + height - 1):
        c.put(x + 1, row, "│" + " " * inner + "│")
    c.put(x + 1, y + height - 1, "╰" + "─" * inner + "╯")
    deck = size(game.ork)
    when = f"TURN {game.turn}" if game.turn else "SETUP"
    rows = [when, f"start {letter(game.start)}", f"ork deck {deck}"]
    cards: list[str] = []
    reveal = game.last_reveal
    if full:
        rows = [f"TURN {game.turn} · start {letter(game.start)}", f"Orkensturm deck {deck}"]
        if game.event_mode == "off":
            rows.append("events off")
        else:
            title = f"event: {D.event_label(game.event)}" if game.event else "no event this turn"
            rows.append(title if len(title) <= inner else title[: inner + 1].rsplit(" ", 1)[0])
        if reveal is not None:
            cards = list(reveal.cards)
    top, bottom = y + 1, y + height - 1
    for text in rows:
        if top < bottom:
            c.put(x + 2, top, text.center(inner)[:inner])
            top += 1
    if reveal is not None and cards and top < bottom:
        c.put(x + 2, top, f"turn {reveal.turn} reveal".center(inner)[:inner], "dim")
        top += 1
        per_row = inner // 3
        for start in range(0, len(cards), per_row):
            if top >= bottom:
                break
            chunk = cards[start : start + per_row]
            col = x + 2 + (inner - 3 * len(chunk)) // 2
            for colour_letter in chunk:
                col = put_card(c, col, top, colour_letter)
            top += 1


def scale(value: int, maximum: int, width: int) -> str:
    width = min(width, maximum)
    filled = round(value * width / maximum)
    return "■" * filled + "□" * (width - filled)


def panel(
    game: TableViews,
    tracks: Mapping[str, int],
    names,
    width: int,
    rows: int,
    glyphs: Glyphs,
    focus=None,
) -> Canvas:
    """Tracks (as the table has been shown them), players, reserve and deck sizes: the
    right-hand strip, `rows` tall."""
    c = Canvas(width, rows, glyphs)
    compact = (len(names) >= 6 and rows < 30) or rows < 20
    y = 0
    for track in D.TRACKS:
        value, top = tracks[track], D.TRACK_MAX[track]
        if compact:
            x = c.put(0, y, f"{track} ")
            x = c.put(x, y, scale(value, top, width - 11), f"track-{track}")
            c.put(x, y, f" {value:>2}/{top}")
        else:
            c.put(0, y, f"{track} {D.TRACK_NAMES[track]:<14}{value:>5}/{top}")
            y += 1
            c.put(2, y, scale(value, top, width - 3), f"track-{track}")
        y += 1
    c.put(0, y, "─" * width)
    y = players_table(c, game, names, y + 1, focus, (6, 3, 2, 2), ("side", "AP", "cd", "ad"))
    c.put(0, y, "─" * width)
    x = c.put(0, y + 1, "RESERVE ")
    y += 1
    if not any(game.reserve):
        c.put(x, y, "–")
    for colour, n in enumerate(game.reserve):  # wraps under itself when the strip is narrow
        if n:
            word = f"{D.COLOURS[colour]}{n}"
            if x + len(word) > width:
                x, y = 8, y + 1
            x = c.put(x, y, D.COLOURS[colour], card_style(colour))
            x = c.put(x, y, str(n)) + 1
    decks = game.advisor_deck_sizes()
    c.put(0, y + 1, f"supply {size(game.supply)}  Orkensturm {size(game.ork)}")
    extra = f"events {game.event_deck_size()}  " if game.event_mode != "off" else ""
    c.put(0, y + 2, f"{extra}adv Br {decks['brin']} An {decks['answin']}")
    return c


NAME_SHOWN = 6  # the fewest letters of a name the players' table shows


def players_table(c: Canvas, game: TableViews, names, y: int, focus, widths, titles) -> int:
    """The players' table under its heading (marker, pawn letter, name, side, AP, cards,
    advisors); returns the row after it. `widths`: the side, AP, cards and advisors columns,
    `titles` their headings. Names are whole where the strip has room, else their first letters
    (at least six: the pawn letter beside them tells the players apart)."""
    side_w, ap_w, cards_w, adv_w = widths
    room = c.width - (3 + 1 + side_w + ap_w + 1 + cards_w + 1 + adv_w)
    name_w = max(NAME_SHOWN, min(max(map(len, names)), room))
    side, ap, cards, adv = titles
    c.put(0, y, f"{'':{name_w + 4}}{side:<{side_w}}{ap:>{ap_w}} {cards:>{cards_w}} {adv:>{adv_w}}")
    y += 1
    for seat, name in enumerate(names):
        side = game.sides[seat]
        x = c.put(0, y, "▸" if seat == focus else ("*" if seat == game.start else " "))
        x = c.put(x, y, letter(seat), pawn_style(game, seat))
        x = c.put(x, y, f" {name[:name_w]:<{name_w}} ")
        x = c.put(
            x, y, f"{D.SIDE_NAMES[side][:6] if side else '–':<{side_w}}", SIDE_STYLE.get(side, "")
        )
        c.put(
            x,
            y,
            f"{game.ap[seat]:>{ap_w}} {game.hand_size(seat):>{cards_w}} "
            f"{game.advisor_count(seat):>{adv_w}}",
        )
        y += 1
    return y


def reveal_block(r: Reveal | None, width: int, glyphs: Glyphs) -> Canvas:
    """The last Orkensturm reveal: the cards in the order dealt, then the three comparisons."""
    if r is None:
        return text_block(["No Orkensturm has been revealed yet."], width, glyphs)
    c = Canvas(width, 2, glyphs)
    n, b, a = r.counts, r.before, r.after_storm
    x = c.put(0, 0, f"Turn {r.turn} reveal ")
    for colour_letter in r.cards:
        x = c.put(x, 0, colour_letter, card_style(D.COLOURS.index(colour_letter)))
    track = {"WON": "O", "LOST": "M"}.get(r.battle)
    c.put(
        x, 0, f": R{n[0]}:G{n[1]} {r.battle}" + (f" {track} {b[track]}→{a[track]}" if track else "")
    )
    c.put(
        0,
        1,
        f"P{n[2]}:B{n[3]} {r.time} T {b['T']}→{a['T']} · "
        f"Y{n[4]}:W{n[5]} {r.treasury} S {b['S']}→{a['S']}",
    )
    return c


def event_block(game: TableViews, width: int, glyphs: Glyphs) -> Canvas:
    """The current event, wrapped to the width."""
    event = game.event
    if game.event_mode == "off":
        text = "Events are off."
    elif game.turn == 0:
        text = f"Events on ({game.event_mode}): the first is revealed when turn 1 begins."
    elif event is None:
        text = "No event this turn (the event deck is empty)."
    else:
        text = f"Turn {game.turn} event {D.event_label(event)}: {D.EVENTS[event][1]}"
    return wrapped_block(text, width, glyphs)


def hand_block(
    hand, width: int, glyphs: Glyphs, cursor=None, aside=None, shapes: bool = False
) -> tuple[Canvas, dict[int, tuple[int, int]]]:
    """The private hand by colour: letter, name, meaning, the cards as [R] ([·] set aside), the
    count left; with `shapes` (roomy) each card a small box over three rows. Also where each
    colour's row is (the cells of the cursor)."""
    aside = aside or [0] * 6
    room = max(5, min(12, (width - 40) // 3))
    rows_per_colour = 3 if shapes else 1
    c = Canvas(width, 6 * rows_per_colour, glyphs)
    cells = {}
    for colour in range(6):
        held = hand[colour]
        shown = min(held, room)
        y = colour * rows_per_colour + (1 if shapes else 0)
        cells[colour] = (0, y)
        x = c.put(0, y, ("▸" if colour == cursor else " ") + " ")
        x = c.put(x, y, D.COLOURS[colour], card_style(colour))
        x = c.put(x, y, f" {D.COLOUR_NAMES[colour]:<7}{D.COLOUR_MEANING[colour][:19]:<20}")
        if colour == cursor:
            c.restyle(0, y, x, "cursor")
        left, right = ("│", "│") if shapes else ("[", "]")
        for k in range(shown):
            x = (
                c.put(x, y, f"{left}·{right}")
                if k >= held - aside[colour]
                else put_card(c, x, y, D.COLOURS[colour], left, right)
            )
        x = c.put(x, y, " " * (3 * (room - shown)) + ("+" if held > room else " "))
        c.put(x, y, f"{held - aside[colour]:>3}")
        if shapes:
            card_edges(
                c, 31, y, colour, shown
            )  # the cards start after the letter, name and meaning
    return c, cells


def card_edges(c: Canvas, x: int, y: int, colour: int, count: int) -> None:
    """The tops and bottoms of `count` cards drawn as │R│ on row y: small boxes over three rows."""
    c.put(x, y - 1, "┌─┐" * count, card_style(colour))
    c.put(x, y + 1, "└─┘" * count, card_style(colour))


def advisor_block(advisors, width: int, glyphs: Glyphs, values=None, indent: str = " ") -> Canvas:
    """Each advisor by its full name with its formula (and a value), wrapped to the width."""
    rows = []
    for k, card in enumerate(advisors):
        _, name, formula, _ = D.ADVISORS[card]
        text = f"{indent}{name}: {formula}" + (f" = {values[k]}" if values is not None else "")
        rows += wrapped(text, width, indent=len(indent.lstrip()) + 3)  # under the name
    return text_block(rows, width, glyphs)


def log_block(log, width: int, rows: int, glyphs: Glyphs) -> Canvas:
    """The newest log entries that fit `rows` lines whole, each wrapped to the width."""
    return text_block(
        [row for entry in recent_rows(log, width, rows) for row in entry], width, glyphs
    )
