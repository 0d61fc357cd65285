"""The roomy side panel, drawn on a Canvas (screens.md, Magalon, 160×48): beside the large valley
from 160×48 on, and beside the small one wherever it fits (120×40 with four players). A card per
player with the 0–30 energy track, the artifacts by name, the hand as eleven small card faces and
the shield; below them the chips as buttons with their progress, the dice, and a 10-line log."""

from __future__ import annotations

from magtui.games.magalon import data as D
from magtui.games.magalon.ui.panel import (
    chip_cells,
    draw_header,
    draw_round,
    draw_turn_title,
    put_parts,
    shield_at,
)
from magtui.games.magalon.rules import MagalonState
from magtui.games.magalon.ui.canvas import Part, seat_style
from magtui.ui.canvas import Canvas, draw_lines
from magtui.ui.log_panel import draw_recent_log

CARD_HEIGHT = 5  # a player's card: frame, artifacts, energy, hand, frame
BUTTON_HEIGHT = 3
# The columns the panel needs: a card's eleven faces and "played 10" inside its frame, and a
# chip button's longest label ("▸m Magician no legal move").
ROOMY_PANEL_WIDTH = 60


def roomy_panel_rows(players: int) -> int:
    """The rows the panel needs without its log: header, cards, the turn's title, three rows of
    chip buttons and the dice."""
    return 2 + CARD_HEIGHT * players + 1 + 3 * BUTTON_HEIGHT + 1


def draw_roomy_panel(
    c: Canvas, position: MagalonState, mode: str, card: int | None, look: int | None = None
) -> None:
    """The panel on the whole canvas; the log takes the rows left over (it gives way first)."""
    y = draw_header(c, 0, position)
    for s in range(position.num_players):
        y = draw_player_card(c, y, position, s, card, look)
    if position.is_over() or position.phase == "play":
        y = draw_round(c, y, position, card)
    else:
        y = draw_turn_title(c, y, position)
        y = draw_chip_buttons(c, y, chip_cells(position, mode))
    y = draw_dice(c, y, position)
    room = c.height - y - 1
    if room > 0:
        c.put(0, y, " LOG", "bold")
        log = position.log[-D.RECENT_LOG_LINES :]
        draw_recent_log(c, 1, y + 1, c.width - 1, room, log, older="dim", newest="dim")


def energy_track(energy: int) -> str:
    """One box per point of the 0–30 track; │ marks the 16 needed to finish."""
    boxes = "".join("■" if i < energy else "□" for i in range(D.ENERGY_MAX))
    return boxes[: D.ENERGY_TO_FINISH] + "│" + boxes[D.ENERGY_TO_FINISH :]


def draw_player_card(
    c: Canvas, y: int, position: MagalonState, s: int, card: int | None, look: int | None = None
) -> int:
    """A framed card: name, artifacts by name and shield; energy track; hand as card faces."""
    acting = s == position.acting_seat()
    border = seat_style(s) if acting else "dim"
    c.box(
        0,
        y,
        c.width,
        CARD_HEIGHT,
        f"{'▸' if acting else ''}{D.PLAYER_LETTERS[s]} {position.names[s]}",
        border,
    )
    if s in position.protected:
        safe = " 4✓ protected "
        c.put(c.width - 2 - len(safe), y, safe, border)
    artifacts: list[Part] = []
    for a in D.ARTIFACTS:
        name = D.ARTIFACT_NAMES[a].split()[0]
        held = a in position.artifacts[s]
        artifacts.append(
            (f"{D.ARTIFACT_GLYPHS[a] if held else '·'} {name:<8}", "bold" if held else "dim")
        )
    artifacts.append((f"  shield {shield_at(position, s)}", ""))
    points = position.energy[s]
    energy = [
        (f"E{points:>3} ", ""),
        (energy_track(points), seat_style(s)),
        (f" {D.ENERGY_TO_FINISH} to finish", "dim"),
    ]
    inside = c.width - 1  # the card's right edge stays whole
    for row, parts in enumerate((artifacts, energy, card_faces(position, s, card, look)), start=1):
        put_parts(c, 2, y + row, parts, inside)
    return y + CARD_HEIGHT


def card_faces(
    position: MagalonState, s: int, card: int | None, look: int | None = None
) -> list[Part]:
    """The eleven cards: [ 7] in hand, [░░] face down, < 7> played this round and face up.
    During the card play the acting player's playable values are reversed, the cursor's »7«;
    a card a lesson marks in the acting player's hand is {7}."""
    playable = position.playable(s) if s == position.acting_seat() and card is not None else ()
    played = position.played.get(s)
    faces: list[Part] = []
    for v in D.CARD_VALUES:
        if v == look and v != card and s == position.acting_seat() and v in position.hands[s]:
            faces.append((f"{{{v:>2}}}", "chosen"))
        elif v in playable:
            faces.append((f"»{v:>2}«", "cursor") if v == card else (f"[{v:>2}]", "legal"))
        elif v in position.hands[s]:
            faces.append((f"[{v:>2}]", seat_style(s)))
        elif v == played and (v not in position.piles[s] or s in position.protected):
            faces.append((f"<{v:>2}>", "bold"))
        else:
            faces.append(("[░░]", "dim"))
    if s in position.sat_out:
        faces.append(("  sat out", "dim"))
    elif played is not None:
        faces.append((f"  played {played}", ""))
    return faces


def draw_chip_buttons(c: Canvas, y: int, cells: list[tuple[str, bool]]) -> int:
    """The chips as framed buttons, two a row; the chip in use is reversed and marked ▸."""
    bw = (c.width - 3) // 2
    for i in range(0, len(cells), 2):
        for x, (text, active) in zip((1, bw + 2), cells[i : i + 2]):
            label = f"{'▸' if active else ' '}{text}"
            if len(label) > bw - 3:
                c.cut.append(text)
            label = label[: bw - 3]
            parts = ("┌" + "─" * (bw - 2) + "┐", f"│{label:<{bw - 2}}│", "└" + "─" * (bw - 2) + "┘")
            draw_lines(c, x, y, [(part, "cursor" if active else "") for part in parts])
        y += BUTTON_HEIGHT
    return y


def draw_dice(c: Canvas, y: int, position: MagalonState) -> int:
    t = position.turn
    if t is not None and t.dice:
        faces = " ".join(f"[{d}]" for d in t.dice)
        text = f" DICE {faces} = {t.giant_total} · giant {t.giant_steps}/{t.giant_total}"
    elif t is not None and t.giant:
        text = f" DICE – · {position.names[t.seat]} may roll for the giant (g)"
    elif position.last_dice:
        text = (
            f" DICE last roll {'+'.join(map(str, position.last_dice))} = {sum(position.last_dice)}"
        )
    else:
        text = " DICE – · no roll yet"
    c.put(0, y, text, "bold" if t is not None and t.dice else "")
    return y + 1
