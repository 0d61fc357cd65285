"""The side panel at 80×24 drawn on a Canvas: round and card order, each player's artifacts,
shield, energy and hand, and the chips of the player on turn (screens.md, Magalon). The parts
the roomy panel shares (header, card play, turn title, chips) are here too."""

from __future__ import annotations

from magtui.games.magalon import data as D
from magtui.games.magalon.turn import NO_LEGAL_MOVE, TAKEN_BACK, card_effect, describe_card
from magtui.games.magalon.rules import MagalonState
from magtui.games.magalon.ui.canvas import Part, seat_style
from magtui.ui.canvas import Canvas, fitting

PLAYER_ROWS = 3  # name and shield; energy and artifacts; hand


def put_parts(c: Canvas, x: int, y: int, parts: list[Part], end: int | None = None) -> int:
    """Write `parts` one after another from (x, y), cut at column `end` (noted as the canvas notes
    a text cut at its edge); returns the column after."""
    end = c.width if end is None else end
    for text, style in parts:
        shown = text[: max(0, end - x)]
        if any(ch.isalnum() for ch in text[len(shown) :]):
            c.cut.append(text.strip())
        x = c.put(x, y, shown, style)
    return min(x, end)


def draw_panel(
    c: Canvas, position: MagalonState, mode: str, card: int | None, look: int | None = None
) -> None:
    """The panel on the whole canvas. `mode` is the chip in use ("" when no human is choosing),
    `card` the card under the cursor during the card play, `look` a card a lesson marks in the
    acting player's hand. On a board short of rows (a frame
    line took two rows at 80×24) the rules that part the sections give way, the upper first."""
    below = _draw_below(Canvas(c.width, c.height), 0, position, mode, card)  # its rows, measured
    rules = max(0, min(2, c.height - 2 - PLAYER_ROWS * position.num_players - below))
    y = draw_header(c, 0, position)
    if rules == 2:
        c.put(0, y, "─" * c.width, "dim")
        y += 1
    width = max(len(name) for name in position.names)
    for s in range(position.num_players):
        y = _draw_player(c, y, position, s, card, width, look)
    if rules:
        c.put(0, y, "─" * c.width, "dim")
        y += 1
    _draw_below(c, y, position, mode, card)


def _draw_below(c: Canvas, y: int, position: MagalonState, mode: str, card: int | None) -> int:
    """Under the players: the card play, the game's end, or the turn's chips; returns the row
    after them."""
    if position.is_over() or position.phase == "play":
        return draw_round(c, y, position, card)
    y = draw_turn_title(c, y, position)
    for row in chip_rows(c.width - 1, chip_cells(position, mode)):
        for x, text, active in row:
            c.put(1 + x, y, text, "cursor" if active else "")
        y += 1
    return y


def chip_rows(width: int, cells: list[tuple[str, bool]]) -> list[list[tuple[int, str, bool]]]:
    """The chips laid out in `width` columns as rows of (column, text, in use): two a row in
    aligned columns, or as many as fit where a progress is long ("no legal move")."""
    left, right = cells[0::2], cells[1::2]
    first = max(len(text) for text, _ in left)
    second = max((len(text) for text, _ in right), default=0)
    if first + 2 + second <= width:
        return [
            [(0, f"{a:<{first}}", on_a)] + ([(first + 2, f"{b:<{second}}", on_b)] if b else [])
            for (a, on_a), (b, on_b) in zip(left, right + [("", False)])
        ]
    rows: list[list[tuple[int, str, bool]]] = [[]]
    x = 0
    for text, active in cells:
        if rows[-1] and x + len(text) > width:
            rows.append([])
            x = 0
        rows[-1].append((x, text, active))
        x += len(text) + 2
    return rows


def draw_header(c: Canvas, y: int, position: MagalonState) -> int:
    """The round, who has the giant, and the card order with ✓ done and ▸ acting."""
    if position.phase == "play":
        c.put(0, y, f" ROUND {position.round} · card play", "bold")
        order = [(" play ", "dim")]
        for s in position.play_seq:
            value = position.played.get(s)
            mark = "▸" if position.acting_seat() == s else " "
            shown = "–" if s in position.sat_out else ("?" if value is None else str(value))
            order.append((f"{mark}{D.PLAYER_LETTERS[s]} {shown} ", seat_style(s)))
    else:
        lowest = position.turn_order[-1] if position.turn_order else None
        if lowest is None:
            c.put(0, y, f" ROUND {position.round}", "bold")
        else:
            letter, value = D.PLAYER_LETTERS[lowest], position.played[lowest]
            c.put(
                0,
                y,
                fitting(
                    [
                        f" ROUND {position.round} · giant: {letter} (lowest, {value})",
                        f" ROUND {position.round} · giant: {letter} (card {value})",
                    ],
                    c.width,
                ),
                "bold",
            )
        order = [(" order ", "dim")]
        for i, s in enumerate(position.turn_order):
            mark = "▸" if position.acting_seat() == s else " "
            done = "✓" if i < position.turn_pos else " "
            order.append((f"{mark}{D.PLAYER_LETTERS[s]} {position.played[s]}{done}", seat_style(s)))
    put_parts(c, 0, y + 1, order)
    return y + 2


def shield_at(position: MagalonState, s: int) -> str:
    return D.cell_name(position.shields[s]) if position.shields[s] is not None else "off"


def energy_gauge(energy: int) -> str:
    """Each ■ is 2 points; │ marks the 16 needed to finish."""
    full = max(0, min(D.ENERGY_MAX, energy)) // 2
    boxes = "".join("■" if i < full else "□" for i in range(D.ENERGY_MAX // 2))
    cut = D.ENERGY_TO_FINISH // 2
    return boxes[:cut] + "│" + boxes[cut:]


def _draw_player(
    c: Canvas,
    y: int,
    position: MagalonState,
    s: int,
    card: int | None,
    width: int,
    look: int | None = None,
) -> int:
    """Three rows: letter, name and shield (after the longest name, `width`); the energy gauge
    and the artifacts; the hand."""
    acting = s == position.acting_seat()
    put_parts(
        c,
        0,
        y,
        [
            (f"{'▸' if acting else ' '}{D.PLAYER_LETTERS[s]} ", seat_style(s)),
            (f"{position.names[s]:<{width}} ", "bold" if acting else ""),
            (f"shield {shield_at(position, s)}", ""),
        ],
    )
    energy = position.energy[s]
    arts = " ".join(
        D.ARTIFACT_GLYPHS[a] if a in position.artifacts[s] else "·" for a in D.ARTIFACTS
    )
    put_parts(
        c,
        0,
        y + 1,
        [
            (f" E{energy:>3} ", ""),
            (energy_gauge(energy), seat_style(s)),
            (f" {arts}", "bold"),
            (" 4✓" if s in position.protected else "", "bold"),
        ],
    )
    values = position.playable(s) if acting and card is not None else ()
    cursor = card if values else None
    marked = look if acting else None
    x = 1
    for v in D.CARD_VALUES:
        if v in values:
            style = "cursor" if v == cursor else "legal"
        else:
            style = seat_style(s) if v in position.hands[s] else "dim"
        if v == marked and v != cursor:
            style += " chosen"
        x = put_parts(
            c,
            x,
            y + 2,
            [
                ("»" if v == cursor else "{" if v == marked else " ", "bold"),
                (str(v) if v in position.hands[s] else "·", style),
            ],
        )
    return y + PLAYER_ROWS


def draw_round(c: Canvas, y: int, position: MagalonState, card: int | None = None) -> int:
    """In place of the chips when no turn is under way: the game's end, or the card play with
    what the card under the cursor does."""
    if position.is_over():
        return c.write(
            0, y, f" GAME OVER · {position.names[position.winner]} reached the finish", "bold"
        )
    y = c.write(0, y, f" CARD PLAY · {position.names[position.acting_seat()]}", "bold")
    y = c.write(0, y, " ←→ Enter, or 0-9 / x (10)", "dim")
    if card is None:
        return y
    return c.write(0, y, f" »{card}: {card_effect(card, short=True)}", "bold")


def draw_turn_title(c: Canvas, y: int, position: MagalonState) -> int:
    t = position.turn
    letter, what = D.PLAYER_LETTERS[t.seat], describe_card(t.card)
    c.put(
        0,
        y,
        fitting(
            [
                f" TURN OF {letter} · card {t.card} ({what})",
                f" TURN OF {letter} · {t.card}: {what}",
            ],
            c.width,
        ),
        "bold",
    )
    return y + 1


def chip_cells(position: MagalonState, mode: str) -> list[tuple[str, bool]]:
    """The acting player's chips as (key, name and progress; in use), end turn last."""
    t = position.turn
    keys = {
        "Magician": "m",
        "Gnomes": "c",
        "Ruins": "c",
        "Fly": "c",
        "Card": " ",
        "Shield": "s",
        "Energy": "e",
        "Giant": "g",
    }
    cells: list[tuple[str, bool]] = []
    for name, progress in position.chips().items():
        key = keys[name]
        active = key == mode or (key == "c" and mode == "fly")
        if (
            name == "Giant"
            and t.dice
            and t.giant_steps == 0
            and progress not in (NO_LEGAL_MOVE, TAKEN_BACK)
        ):
            progress = f"{'+'.join(map(str, t.dice))} 0/{t.giant_total}"
        cells.append((f"{key} {name} {progress}", active))
    cells.append(("t end turn" + (" ✓" if not t.unfinished() else ""), False))
    return cells
