"""Building Orkensturm positions for tests."""

from magtui.core import registry
from magtui.core.views import seat_view
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D

SPEC = registry.get("orkensturm")
NAMES = ["Alrik", "Bosper", "Cella", "Dajin", "Elva", "Firun", "Gerda", "Hakon"]


def hand(text: str) -> list[int]:
    """'R2 G3' -> per-colour counts."""
    counts = [0] * 6
    for word in text.split():
        counts[D.COLOURS.index(word[0])] = int(word[1:] or 1)
    return counts


def new_game(players: int, seed: int = 1, events: str = "off", sides=None):
    """A game past setup with seat 0 starting turn 1. `sides` gives each seat's side in seat
    order (default: alternate Brin, Answin)."""
    game = SPEC.new_game(NAMES[:players], seed, {"events": events})
    wanted = sides or [D.SIDES[i % 2] for i in range(players)]
    while game.phase == "loyalty":
        seat = game.to_act()[0]
        game.apply(seat, A.Side(wanted[seat]))
    while game.phase == "advisor":
        game.apply(game.to_act()[0], A.Seen())
    restart_turn_at(game, 0)
    return game


def restart_turn_at(game, start: int) -> None:
    """Make `start` the starting player of the current turn, before anyone placed."""
    n = game.num_players
    game.start = start
    game.order = tuple((start + i) % n for i in range(n))
    game.idx = 0


def place_all(game, characters: dict[int, str]) -> None:
    """Place every pawn (seat -> character), take the first offered bonus cards."""
    for seat in game.order:
        game.apply(seat, A.Place(characters[seat]))
    while game.phase in ("troop", "take"):
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])


def at_action(game, seat: int, character: str) -> None:
    """Jump to step 2 with `seat` about to act on `character` (others on distinct spaces)."""
    free = [c for c in game.open_characters() if c != character]
    game.placed = [None] * game.num_players
    game.placed[seat] = character
    for other in range(game.num_players):
        if other != seat:
            game.placed[other] = free.pop(0)
    game.acted = [False] * game.num_players
    game.phase = "action"
    game.idx = game.order.index(seat)


def total_cards(game) -> int:
    total = sum(game.supply) + sum(game.reserve) + sum(game.ork) + sum(map(sum, game.hands))
    if game.tax is not None:
        total += sum(game.tax.offers.values())
    return total


def advisor_on_screen(card: str, text: str) -> bool:
    """Whether the advisor's id or full name is drawn (a name may wrap: the screen's left
    column is read as one run of words, and so is the whole screen)."""
    name = D.ADVISORS[card][1]
    left = " ".join(" ".join(line.split("│")[0].split()) for line in text.splitlines())
    whole = " ".join(text.split())
    return card in text or name in left or name in whole


def table_moment(board, state) -> bool:
    """Whether the board holds a public moment for the table, judged as the frame does: from
    the table's view of `state`."""
    return board.table_moment(seat_view(state, None, state.moves))
