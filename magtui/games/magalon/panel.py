"""The side panel: round and card order, each player's artifacts, shield, energy and hand, and
the chips of the player on turn (screens.md, Magalon)."""

from __future__ import annotations

from magtui.games.magalon import data as D
from magtui.games.magalon.drawing import BOLD, DIM, PLAIN, REVERSE, Run, energy_gauge, seat_style
from magtui.games.magalon.position import Position
from magtui.games.magalon.turn import NO_LEGAL_MOVE, card_effect, describe_card


def panel_rows(position: Position, g, w: int, mode: str, card: int | None) -> list[list[Run]]:
    """The panel at width `w`. `mode` is the chip in use ("" when no human is choosing), `card`
    the card under the cursor during the card play."""
    rows = header_rows(position, g)
    rows.append([(g("─" * w), DIM)])
    for s in range(position.num_players):
        rows += _player_rows(position, g, s, card)
    rows.append([(g("─" * w), DIM)])
    if position.over or position.phase == "play":
        return rows + round_rows(position, g, card)
    rows.append(turn_title(position, g))
    cells = chip_cells(position, mode)
    for i in range(0, len(cells), 2):
        row: list[Run] = [(" ", PLAIN)]
        for text, active in cells[i:i + 2]:
            row += [(g(f"{text:<16}"), REVERSE if active else PLAIN), (" ", PLAIN)]
        rows.append(row)
    return rows


def header_rows(position: Position, g) -> list[list[Run]]:
    """The round, who has the giant, and the card order with ✓ done and ▸ acting."""
    rows: list[list[Run]] = []
    if position.phase == "play":
        rows.append([(g(f" ROUND {position.round} · card play"), BOLD)])
        order = []
        for s in position.play_seq:
            value = position.played.get(s)
            mark = "▸" if position.acting == s else " "
            shown = "–" if s in position.sat_out else ("?" if value is None else str(value))
            order.append((g(f"{mark}{D.PLAYER_LETTERS[s]} {shown} "), seat_style(s)))
        rows.append([(g(" play "), DIM)] + order)
    else:
        lowest = position.turn_order[-1] if position.turn_order else None
        giant = f" · giant: {D.PLAYER_LETTERS[lowest]} (lowest, {position.played[lowest]})" if lowest is not None else ""
        rows.append([(g(f" ROUND {position.round}{giant}"), BOLD)])
        order = []
        for i, s in enumerate(position.turn_order):
            acting = position.acting == s
            done = i < position.turn_pos
            text = f"{'▸' if acting else ' '}{D.PLAYER_LETTERS[s]} {position.played[s]}{'✓' if done else ' '}"
            order.append((g(text), seat_style(s)))
        rows.append([(g(" order "), DIM)] + order)
    return rows


def shield_at(position: Position, s: int) -> str:
    return D.cell_name(position.shields[s]) if position.shields[s] is not None else "off"


def _player_rows(position: Position, g, s: int, card: int | None) -> list[list[Run]]:
    acting = s == position.acting
    arts = " ".join(D.ARTIFACT_GLYPHS[a] if a in position.artifacts[s] else "·" for a in D.ARTIFACTS)
    name = f"{position.names[s][:8]:<8} {arts}  shield {shield_at(position, s)}"
    head = [(g(f"{'▸' if acting else ' '}{D.PLAYER_LETTERS[s]} "), seat_style(s)),
            (g(name), BOLD if acting else PLAIN)]
    prot = " 4✓" if s in position.protected else ""
    energy = position.energy[s]
    gauge = [(g(f"  E{energy:>3} "), PLAIN), (g(energy_gauge(energy)), seat_style(s)), (g(prot), BOLD)]
    hand: list[Run] = [(" ", PLAIN)]
    values = position.playable(s) if acting and card is not None else ()
    cursor = card if values else None
    for v in D.CARD_VALUES:
        text = str(v) if v in position.hands[s] else "·"
        if v in values:
            style = REVERSE + BOLD if v == cursor else REVERSE
        else:
            style = seat_style(s) if v in position.hands[s] else DIM
        before = "»" if v == cursor else " "
        hand.append((g(before), BOLD))
        hand.append((g(text), style))
    return [head, gauge, hand]


def round_rows(position: Position, g, card: int | None = None) -> list[list[Run]]:
    """In place of the chips when no turn is under way: the game's end, or the card play with
    what the card under the cursor does."""
    if position.over:
        return [[(g(f" GAME OVER · {position.names[position.winner]} reached the finish"), BOLD)]]
    rows = [[(g(f" CARD PLAY · {position.names[position.acting]} plays"), BOLD)],
            [(g(" ←→ Enter, or 0-9 / x (10)"), DIM)]]
    if card is not None:
        rows.append([(g(f" »{card}: {card_effect(card, short=True)}"), BOLD)])
    return rows


def turn_title(position: Position, g) -> list[Run]:
    t = position.turn
    return [(g(f" TURN OF {D.PLAYER_LETTERS[t.seat]} · card {t.card} ({describe_card(t.card)})"), BOLD)]


def chip_cells(position: Position, mode: str) -> list[tuple[str, bool]]:
    """The acting player's chips as (key, name and progress; in use), end turn last."""
    t = position.turn
    chips = t.chips
    keys = {"Magician": "m", "Gnomes": "c", "Ruins": "c", "Fly": "c", "Card": " ", "Shield": "s",
            "Energy": "e", "Giant": "g"}
    cells: list[tuple[str, bool]] = []
    for name, progress in chips.items():
        key = keys[name]
        active = key == mode or (key == "c" and mode == "fly")
        if name == "Giant" and t.dice and t.giant_steps == 0 and progress != NO_LEGAL_MOVE:
            progress = f"{'+'.join(map(str, t.dice))} 0/{t.giant_total}"
        cells.append((f"{key} {name} {progress}", active))
    cells.append(("t end turn" + (" ✓" if not t.unfinished else ""), False))
    return cells


def fit_row(runs: list[Run], width: int) -> list[Run]:
    """Cut or pad a row of runs to exactly `width` characters."""
    out: list[Run] = []
    used = 0
    for text, style in runs:
        if used >= width:
            break
        text = text[: width - used]
        out.append((text, style))
        used += len(text)
    if used < width:
        out.append((" " * (width - used), PLAIN))
    return out
