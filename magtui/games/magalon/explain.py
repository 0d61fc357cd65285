"""The rule under the cursor: what a valley square, piece, ruin, shield, card or red-space choice
is, its state now in words (from the seat's model: everything in Magalon is open) and the rule
of the summary that applies (rules.md anchors).

Focus kinds, as the board names them: "square" (a node's name: H11, or S, A, B, C for the merged
spaces), "piece" (g1, g2, giant), "ruin" (R1-R6), "shield" (the square under the shield's ghost),
"card" (its value), "choice" (stay, move on).
"""

from __future__ import annotations

from magtui.core.explanations import Explanation, Focus
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.rules import MagalonState
from magtui.games.magalon.turn import card_effect, steps

PIECE_WHAT = {"g1": "Gnome g1", "g2": "Gnome g2", "giant": "The giant"}


def explain(model: MagalonState, seat: int | None, focus: Focus) -> Explanation:
    return {
        "square": _square,
        "piece": _piece,
        "ruin": _ruin,
        "shield": _shield,
        "card": _card,
        "choice": _choice,
    }[focus.kind](model, seat, focus.key)


def valley_cells(model: MagalonState, focus: Focus) -> set[int]:
    """The valley's squares an element covers, where a board marks it (none for a card)."""
    if focus.kind == "square":
        node = V.parse_node(focus.key)
        return set(V.CELLS_OF_NODE.get(node, (node,)))
    if focus.kind == "ruin":
        return set(model.ruins[focus.key])
    if focus.kind == "piece":
        giant = focus.key == "giant"
        return {model.giant if giant else model.gnomes[int(focus.key[1]) - 1]}
    if focus.kind == "shield":
        return {D.cell(focus.key)}
    if focus.kind == "choice":  # the red-space menu stands beside the magician
        acting = model.acting_seat()
        return {model.pos[acting]} if acting is not None else set()
    return set()


def _magicians(model: MagalonState, node: int) -> list[str]:
    return [
        f"{model.names[s]}'s magician ({D.PLAYER_LETTERS[s]})"
        for s, at in enumerate(model.pos)
        if at == node
    ]


def _magician_state(model: MagalonState, s: int) -> str:
    held = "".join(D.ARTIFACT_GLYPHS[a] for a in model.artifacts[s]) or "none"
    safe = ", protected this round" if s in model.protected else ""
    return f"energy {model.energy[s]}, artifacts {held}{safe}"


def _square(model: MagalonState, seat: int | None, name: str) -> Explanation:
    node = V.parse_node(name)
    here = _magicians(model, node)
    if node == V.START_NODE:
        ready = [model.names[s] for s in range(model.num_players) if model.can_finish(s)]
        state = (
            "Here: "
            + (", ".join(here) if here else "no magician")
            + ". "
            + (f"May finish now: {', '.join(ready)}." if ready else "No one may finish yet.")
        )
        return Explanation("The start/finish space (one space)", state, "finish")
    if node in V.ARTIFACT_OF_NODE:
        letter = V.ARTIFACT_OF_NODE[node]
        holders = [model.names[s] for s, held in enumerate(model.artifacts) if letter in held]
        state = "Held by: " + (", ".join(holders) or "no one") + "."
        if here:
            state += " Here: " + ", ".join(here) + "."
        what = f"The {D.ARTIFACT_NAMES[letter]}'s space {D.ARTIFACT_GLYPHS[letter]}"
        return Explanation(what, state, "finish")
    return _cell(model, seat, node)


def _cell(model: MagalonState, seat: int | None, cell: int) -> Explanation:
    """A plain or red square: the piece on it, else the square itself."""
    square = D.cell_name(cell)
    ruin = next((rid for rid, cells in model.ruins.items() if cell in cells), None)
    if ruin is not None:
        return _ruin(model, seat, ruin)
    if cell == model.giant:
        return _piece(model, seat, "giant")
    if cell in model.gnomes:
        return _piece(model, seat, f"g{model.gnomes.index(cell) + 1}")
    owner = next((s for s, at in enumerate(model.shields) if at == cell), None)
    if owner is not None:
        return Explanation(
            f"{model.names[owner]}'s shield on {square}", "It blocks every magician.", "shield"
        )
    red = cell in D.ENERGY_CELLS
    movers = [s for s, at in enumerate(model.pos) if at == cell]
    if movers:
        s = movers[0]
        what = f"{model.names[s]}'s magician ({D.PLAYER_LETTERS[s]}) on {square}"
        return Explanation(what, _magician_state(model, s).capitalize() + ".", "magician")
    what = f"Red energy space {square}" if red else f"Plain square {square}"
    state = "Free."
    t = model.turn
    if t is not None and cell in t.mag_path:
        state = f"Free: {model.names[t.seat]}'s magician walked over it this turn."
    elif t is not None and cell in model.magician_ends():
        state = f"Free: {model.names[t.seat]}'s walk may end here."
    if red:
        state += " A move ending here may stay (+3 energy) or move on 3 steps."
    return Explanation(what, state, "energy" if red else "magician")


def _piece(model: MagalonState, seat: int | None, piece: str) -> Explanation:
    t = model.turn
    if piece == "giant":
        where = f"On {D.cell_name(model.giant)}."
        if t is not None and t.giant and t.dice:
            taken = max(0, len(t.giant_path) - 1)
            dice = "+".join(map(str, t.dice))
            where += f" Dice {dice} rolled: {taken} of {steps(sum(t.dice))} taken."
        elif t is not None and t.giant:
            where += f" {model.names[t.seat]}'s lowest card moves it this turn."
        return Explanation(PIECE_WHAT[piece], where, "giant")
    index = int(piece[1]) - 1
    state = f"On {D.cell_name(model.gnomes[index])}."
    if t is not None and t.action == "gnomes":
        state += f" The card {t.card} moves the gnomes: {t.gnome_steps} of {t.amount} steps."
        return Explanation(PIECE_WHAT[piece], state, "card-gnomes")
    return Explanation(PIECE_WHAT[piece], state, "attacks")


def _ruin(model: MagalonState, seat: int | None, ruin: str) -> Explanation:
    t = model.turn
    action = t.action if t is not None else ""
    if t is not None and t.fly == "lifted" and t.lifted == ruin:
        return Explanation(f"Ruin {ruin}", "Lifted by the flying ruin: set it down.", "card-fly")
    cells = " ".join(D.cell_name(c) for c in model.ruins[ruin])
    state = f"Covers {cells}."
    if t is not None and action == "ruins":
        state += f" The card {t.card} shifts ruins: {t.ruin_steps} of {t.amount} steps."
        return Explanation(f"Ruin {ruin}", state, "card-ruins")
    if t is not None and action == "fly" and t.fly != "done":
        state += f" The card {t.card} may lift it, turn it and set it down."
        return Explanation(f"Ruin {ruin}", state, "card-fly")
    return Explanation(f"Ruin {ruin}", state + " It blocks every piece.", "ruins")


def _shield(model: MagalonState, seat: int | None, name: str) -> Explanation:
    owner = seat if seat is not None else model.acting_seat()
    if owner is None:  # the game is over: nobody sets a shield
        return Explanation("A shield", "The game is over.", "shield")
    where = model.shields[owner]
    now = f"Now on {D.cell_name(where)}." if where is not None else "Not set yet."
    cell = D.cell(name)
    if cell == where:
        return Explanation(f"{model.names[owner]}'s shield", now, "shield")
    empty = V.NODE_OF_CELL[cell] == cell and cell not in model._blocked_cells()
    state = f"{now} {name} is " + (
        "empty: it may stand there if every magician keeps a square to step to."
        if empty
        else "taken: it may not stand there."
    )
    return Explanation(f"{model.names[owner]}'s shield", state, "shield")


def _card(model: MagalonState, seat: int | None, key: str) -> Explanation:
    value = int(key)
    played = [model.names[s] for s, v in model.played.items() if v == value]
    if played:
        where = f"Played this round by {played[0]}."
    elif seat is not None and value in model.hands[seat]:
        where = f"In {model.names[seat]}'s hand, free to play this round."
    else:
        where = "Not in hand: it comes back with the 0."
    return Explanation(f"Card {value}: {card_effect(value)}", where, "card-play")


def _choice(model: MagalonState, seat: int | None, key: str) -> Explanation:
    s = model.acting_seat()
    energy = model.energy[s] if s is not None else 0
    if key == "stay":
        return Explanation(
            "Stay on the red space", f"+3 energy and no −1 this turn (now {energy}).", "energy"
        )
    return Explanation(
        "Move on from the red space", "3 more steps; −1 energy at the end of the turn.", "energy"
    )
