"""Why the computer player chose an action, in one line: the hint's words. The bots decide with
a reason's kind (bot.py); the numbers said here are the ones they weigh (outlook.py), worked out
again only when a hint asks. Everything on the table is open, so nothing here is secret."""

from __future__ import annotations

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import Push, RedChoice, Roll, Step
from magtui.games.magalon.outlook import FAR, Outlook
from magtui.games.magalon.turn import steps

SHORT_NAMES = {"A": "Amulet", "B": "Stone", "C": "Ring"}
PIECE_NAMES = {"g1": "gnome g1", "g2": "gnome g2", "giant": "the giant"}


def goal_name(board: Outlook) -> str:
    """The magician's next goal in words."""
    if board.goal == V.START_NODE:
        return "the finish"
    if board.goal in V.ARTIFACT_OF_NODE:
        return f"the {SHORT_NAMES[V.ARTIFACT_OF_NODE[board.goal]]}"
    return f"the red space {D.cell_name(board.goal)}"


def _nearness(distance: int, goal: str) -> str:
    if distance == 0:
        return f"reaches {goal}"
    if distance >= FAR:
        return f"finds no way nearer {goal} for now"
    return f"ends {steps(distance)} from {goal}"


def card_why(view: dict, seat: int, value: int, rating: float | None = None) -> str:
    """Why the card `value`: what its walk or its energy brings, and how the sampled futures
    rated it against the closest rival (the normal bot's search)."""
    board = Outlook(view, seat)
    action, amount = D.CARDS[value]
    if action == "energy":
        gain = f"the {value} brings +{amount} energy (now {board.energy})"
    elif value == 0:
        gain = "the 0 takes the played cards back"
    else:
        walk = board.best_end(board.here, value, {board.here})
        gain = f"a walk of {value} {_nearness(walk, goal_name(board))}"
    if rating is None:
        return gain
    return f"{gain}; rated {round(100 * rating)}% vs the closest rival"


def why(view: dict, seat: int, action, reason: tuple) -> str:
    """The line for `action`, chosen for `reason` (kind, seat concerned or None)."""
    kind, other = reason
    names = view["names"]
    if kind == "card":
        return card_why(view, seat, action.value)
    if kind == "push" and isinstance(action, Push):
        victim = Outlook(view, other)
        away = victim.dist.get(action.node, FAR)
        where = f"{steps(away)} from {goal_name(victim)}" if away < FAR else "far from its goal"
        return f"pushes {names[other]}'s magician toward {V.node_name(action.node)}: {where}"
    if kind == "red" and isinstance(action, RedChoice):
        energy = view["energy"][seat]
        if action.stay:
            return f"stays on the red space: +3 energy, {energy} now"
        return f"moves on 3 more steps toward {goal_name(Outlook(view, seat))}"
    if kind == "walk" and isinstance(action, Step):
        return _walk_why(view, seat, action)
    if kind == "attack" and isinstance(action, Step):
        return f"sends {PIECE_NAMES[action.piece]} after {names[other]}, closest to winning"
    if kind == "roll" and isinstance(action, Roll):
        return f"rolls for the giant: it may reach {names[other]}, closest to winning"
    if kind == "end":
        board = Outlook(view, seat)
        here = board.dist.get(board.here, FAR) if board.here != board.goal else 0
        return f"ends the turn: nothing more gains ground ({steps(here)} to {goal_name(board)})"
    if isinstance(action, Step):
        return f"finishes the movement of {PIECE_NAMES.get(action.piece, 'the magician')}"
    return "finishes what the turn has started"


def _walk_why(view: dict, seat: int, step: Step) -> str:
    """A magician step: what it reaches, or how near the rest of the walk can end."""
    board = Outlook(view, seat)
    if step.node == V.START_NODE:
        return "enters the finish with all three artifacts and 16 energy or more: wins"
    letter = V.ARTIFACT_OF_NODE.get(step.node)
    if letter is not None and letter not in board.artifacts:
        return f"steps onto the {D.ARTIFACT_NAMES[letter]}'s space and takes it"
    turn = view["turn"]
    path = turn["mag_path"]
    target = turn["card"] + (D.RED_BONUS_STEPS if turn["red"] == "on" else 0)
    left = target - (len(path) - 1) - 1
    end = board.best_end(step.node, left, set(path) | {step.node})
    return f"steps to {V.node_name(step.node)}: the walk {_nearness(end, goal_name(board))}"
