"""What the shared suites need to know of Magnastorm (tests/game_profiles.py)."""

from __future__ import annotations

from tests.game_profiles import ruling_codes


def conserved(state):
    """Cubes by colour (supply, bag, players); crew, lab and station counts per player."""
    from magtui.games.magnastorm import data

    same = {}
    for colour, letter in enumerate(data.CUBE_LETTERS):
        same[f"{letter} cubes"] = (
            state.supply[colour] + state.bag[1 + colour] + sum(c[colour] for c in state.cubes)
        )
    in_hand = state.turn.crew if not state.turn.space else ""
    places = [*state.upper.values(), *state.lower.values(), [in_hand], state.turn.put]
    for seat in range(state.num_players):
        letter = state.letter(seat)
        on_board = sum(p.count(letter) + p.count(letter.lower()) for p in places)
        same[f"crew of seat {seat + 1}"] = state.crew_left[seat] + on_board
        labs = sum(count for owner, count in state.labs.values() if owner == seat)
        same[f"labs of seat {seat + 1}"] = sum(state.slots[seat]) + labs
        built = sum(1 for owner in state.built.values() if owner == seat)
        same[f"stations of seat {seat + 1}"] = state.stations[seat].count(False) - built
    cards = {
        f"artifacts of seat {s + 1}": len(state.artifact_cards[s]) for s in range(state.num_players)
    }
    return (same, {}) if state.phase == "setup" else ({**same, **cards}, {})


SPEC_CODES = ruling_codes("M", 32)

# The keys that make each lesson's move of the guided game (tests/ui/test_courses.py): "a"
# lists every choice, the arrows reach the lesson's, Enter plays it; m, g, e are the verbs.
LESSON_KEYS = (
    "a enter",
    "a enter",
    "a enter",
    "a down down enter",
    "m",
    "a down down down enter",
    "a enter",
    "a enter",
    "a enter",
    "a enter",
    "m",
    "a enter",
    "a enter",
    "a down enter",
    "a enter",
    "a enter",
    "a down down down down down down enter",
    "g",
    "a enter",
    "a enter",
    "a enter",
    "a down enter",
    "a down down down down enter",
    "m",
    "a down down down down down enter",
    "a enter",
    "a enter",
    "e",
    "a enter",
    "a down down enter",
    "m",
    "a enter",
    "a enter",
    "a down down enter",
    "a enter",
    "e",
    "a down down down down enter",
    "a enter",
    "a down down down enter",
    "e",
)
# Besides the arrows: the planet (and Tab, the spaces of an area), research, the players.
FOCUS_KEYS = "1 tab 3 4"
