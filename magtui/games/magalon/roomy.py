"""The roomy side panel from 160×48 on (screens.md, Magalon): a card per player with the 0–30
energy track, the artifacts by name, the hand as eleven small card faces and the shield; below
them the chips as buttons with their progress, the dice, and a 10-line log."""

from __future__ import annotations

from magtui.games.magalon import data as D
from magtui.games.magalon.drawing import BOLD, CURSOR, DIM, PLAIN, REVERSE, Run, energy_track, seat_style
from magtui.games.magalon.panel import chip_cells, fit_row, header_rows, round_rows, shield_at, turn_title
from magtui.games.magalon.position import Position


def roomy_panel_rows(position: Position, g, w: int, mode: str, card: int | None, height: int) -> list[list[Run]]:
    """The panel at width `w` and at most `height` rows (the log gives way first)."""
    rows = header_rows(position, g)
    for s in range(position.num_players):
        rows += player_card(position, g, s, card, w)
    if position.over or position.phase == "play":
        rows += round_rows(position, g, card)
    else:
        rows.append(turn_title(position, g))
        rows += chip_buttons(g, chip_cells(position, mode), w)
    rows.append(dice_row(position, g))
    room = min(D.RECENT_LOG_LINES, height - len(rows) - 1)
    if room > 0:
        rows.append([(g(" LOG"), BOLD)])
        rows += [[(g(f" {line}"), DIM)] for line in position.log[-room:]]
    return rows


def player_card(position: Position, g, s: int, card: int | None, w: int) -> list[list[Run]]:
    """A framed card: name, artifacts by name and shield; energy track; hand as card faces."""
    acting = s == position.acting
    border = seat_style(s) if acting else DIM
    title = f"─ {'▸' if acting else ''}{D.PLAYER_LETTERS[s]} {position.names[s]} "
    safe = " 4✓ protected ─" if s in position.protected else ""
    top = "┌" + title + "─" * max(0, w - 2 - len(title) - len(safe)) + safe + "┐"
    artifacts: list[Run] = [(" ", PLAIN)]
    for a in D.ARTIFACTS:
        name = D.ARTIFACT_NAMES[a].split()[0]
        held = a in position.artifacts[s]
        artifacts.append((g(f"{D.ARTIFACT_GLYPHS[a] if held else '·'} {name:<8}"), BOLD if held else DIM))
    artifacts.append((g(f"  shield {shield_at(position, s)}"), PLAIN))
    points = position.energy[s]
    energy = [(g(f" E{points:>3} "), PLAIN), (g(energy_track(points)), seat_style(s)),
              (g(f" {D.ENERGY_TO_FINISH} to finish"), DIM)]
    inner = w - 2
    body = [artifacts, energy, card_faces(position, g, s, card)]
    framed = [[(g("│"), border)] + fit_row(row, inner) + [(g("│"), border)] for row in body]
    return [[(g(top), border)]] + framed + [[(g("└" + "─" * inner + "┘"), border)]]


def card_faces(position: Position, g, s: int, card: int | None) -> list[Run]:
    """The eleven cards: [ 7] in hand, [░░] face down, < 7> played this round and face up.
    During the card play the acting player's playable values are reversed, the cursor's »7«."""
    playable = position.playable(s) if s == position.acting and card is not None else ()
    played = position.played.get(s)
    faces: list[Run] = [(" ", PLAIN)]
    for v in D.CARD_VALUES:
        if v in playable:
            text, style = (f"»{v:>2}«", CURSOR) if v == card else (f"[{v:>2}]", REVERSE)
        elif v in position.hands[s]:
            text, style = f"[{v:>2}]", seat_style(s)
        elif v == played and (v not in position.piles[s] or s in position.protected):
            text, style = f"<{v:>2}>", BOLD
        else:
            text, style = "[░░]", DIM
        faces.append((g(text), style))
    if s in position.sat_out:
        faces.append((g("  sat out"), DIM))
    elif played is not None:
        faces.append((g(f"  played {played}"), PLAIN))
    return faces


def chip_buttons(g, cells: list[tuple[str, bool]], w: int) -> list[list[Run]]:
    """The chips as framed buttons, two a row; the chip in use is reversed and marked ▸."""
    bw = (w - 3) // 2
    rows: list[list[Run]] = []
    for i in range(0, len(cells), 2):
        lines: list[list[Run]] = [[(" ", PLAIN)], [(" ", PLAIN)], [(" ", PLAIN)]]
        for text, active in cells[i:i + 2]:
            style = REVERSE + BOLD if active else PLAIN
            label = f"{'▸' if active else ' '}{text}"[: bw - 3]
            for line, part in zip(lines, ("┌" + "─" * (bw - 2) + "┐", f"│{label:<{bw - 2}}│",
                                          "└" + "─" * (bw - 2) + "┘")):
                line += [(g(part), style), (" ", PLAIN)]
        rows += lines
    return rows


def dice_row(position: Position, g) -> list[Run]:
    t = position.turn
    if t is not None and t.dice:
        faces = " ".join(f"[{d}]" for d in t.dice)
        text = f" DICE {faces} = {t.giant_total} · giant {t.giant_steps}/{t.giant_total}"
    elif t is not None and t.giant:
        text = f" DICE – · {position.names[t.seat]} may roll for the giant (g)"
    elif position.last_dice:
        text = f" DICE last roll {'+'.join(map(str, position.last_dice))} = {sum(position.last_dice)}"
    else:
        text = " DICE – · no roll yet"
    return [(g(text), BOLD if t is not None and t.dice else PLAIN)]
