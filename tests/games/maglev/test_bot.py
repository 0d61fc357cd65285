"""The computer players: legal choices only, the same seed gives the same game, a bot sees only
its seat's view (and worlds sampled from it), and a short arena run. Strength and speed are
measured by `magtui arena`, never asserted here."""

import pytest

from magtui.core.arena import play_match
from magtui.core.bots import Bot, bot_move
from magtui.core.rng import Rng
from magtui.games.maglev import SPEC, data
from magtui.games.maglev.bots.levels import Planner
from magtui.games.maglev.actions import Adjust, Shift
from magtui.games.maglev.rules import MaglevState

from .helpers import NAMES, fill, new_game, playing, row_line

LEVELS = ("easy", "normal", "hard")


def run(levels, mapname, seed, actions):
    """Play `actions` steps with one bot per seat; returns the state and every choice made."""
    state = SPEC.new_game(list(NAMES[: len(levels)]), seed, {"map": mapname})
    bots = [SPEC.make_bot(level, seat, seed) for seat, level in enumerate(levels)]
    chosen = []
    for _ in range(actions):
        if state.is_over():
            break
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = bot_move(bots[seat], state, seat)
        assert action in legal, f"{levels[seat]} chose {action}, not among {legal}"
        chosen.append(str(action))
        state.apply(seat, action)
    return state, chosen


def test_every_level_is_registered():
    assert SPEC.bot_levels == ("random", "easy", "normal", "hard")


@pytest.mark.parametrize("mapname", ["moon", "mars"])
def test_bots_choose_only_legal_actions(mapname):
    run(["easy", "normal"], mapname, 3, 250)
    run(["hard", "easy", "easy"], mapname, 4, 120)


def test_the_same_seed_gives_the_same_choices():
    first = run(["normal", "easy"], "moon", 7, 150)[1]
    again = run(["normal", "easy"], "moon", 7, 150)[1]
    assert first == again


class Spy(Bot):
    """Records what a level is handed, then lets it choose."""

    def __init__(self, inner):
        super().__init__(inner.seat, 0)
        self.inner, self.seen = inner, []

    def choose(self, view, legal_actions, worlds=None):
        self.seen.append((view, legal_actions, worlds))
        return self.inner.choose(view, legal_actions, worlds)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_gets_the_view_never_the_state(level):
    """'A bot never sees more than its seat's view': choose() receives the seat's view (a plain
    dict), the list of legal actions and a maker of sampled worlds, never the live state."""
    state = new_game(2, "moon", 5)
    spy = Spy(SPEC.make_bot(level, 0, 5))
    for _ in range(60):
        seat = state.to_act()[0]
        action = bot_move(spy, state, seat) if seat == 0 else state.legal_actions(seat)[0]
        state.apply(seat, action)
    assert spy.seen
    for view, legal, worlds in spy.seen:
        assert isinstance(view, dict) and not isinstance(view, MaglevState)
        assert all(not isinstance(a, MaglevState) for a in legal)
        assert callable(worlds) and not isinstance(worlds, MaglevState)


def test_sampled_worlds_keep_the_seats_view_and_redraw_the_other_cards():
    """Spec §7: the bonus cards are private. A world agrees with everything the seat sees and
    redraws the other players' cards (one of each deck, none the seat holds)."""
    rng = Rng(3)
    state = new_game(3, "moon", 2)
    differs = 0
    for _ in range(20):
        world = state.sample_world(0, rng)
        assert world.view(0) == state.view(0)
        assert world.legal_actions(state.to_act()[0]) == state.legal_actions(state.to_act()[0])
        for other in (1, 2):
            assert sorted(c[0] for c in world.cards[other]) == sorted(
                c[0] for c in state.cards[other]
            )
            assert not set(world.cards[other]) & set(state.cards[0])
        assert not set(world.cards[1]) & set(world.cards[2])
        differs += world.cards[1:] != state.cards[1:]
    assert differs > 0


def test_sampled_worlds_during_the_draft_redraw_the_decks_out_of_sight():
    """During the draft a seat sees only the mini-decks in front of it."""
    state = SPEC.new_game(list(NAMES[:2]), 4, {"map": "mars"})
    assert state.phase == "draft"
    seat = state.to_act()[0]
    world = state.sample_world(seat, Rng(1))
    assert world.view(seat) == state.view(seat)
    for k, deck in enumerate(state.draft.decks):
        assert len(world.draft.decks[k].cards) == len(deck.cards)
        assert all(c[0] == data.DECKS[k] for c in world.draft.decks[k].cards)


def test_a_copy_plays_on_without_touching_the_original():
    state, _ = run(["easy", "easy"], "mars", 2, 120)
    before = state.fingerprint()
    twin = state.clone()
    assert twin.fingerprint() == before
    rng = Rng(9)
    for _ in range(200):
        if twin.is_over():
            break
        seat = twin.to_act()[0]
        twin.apply(seat, rng.choice(twin.legal_actions(seat)))
    assert state.fingerprint() == before


def test_evaluate_stays_between_0_and_1():
    state, _ = run(["easy", "easy"], "moon", 1, 200)
    for seat in range(2):
        assert 0.0 <= state.evaluate(seat) <= 1.0


@pytest.mark.parametrize("mapname", ["moon", "mars"])
def test_a_short_arena_run(mapname):
    match = play_match(SPEC, ["normal", "easy"], 1, 11, {"map": mapname})
    assert match.unfinished + len(match.records["normal"].wins) == 1


def test_easy_puts_the_starting_robots_where_they_unlock_pink():
    """Moon start: 'each player takes 1 Steel robot, 1 Gold robot, and 1 Copper robot'; the
    planner puts the steel robot on BUILD STATION and gold + copper into the pink UNLOCK column."""
    state = SPEC.new_game(list(NAMES[:2]), 1, {"map": "moon"})
    planner = Planner(Rng(1))
    while state.phase != "play" or state.pending is None or state.pending.kind != "put":
        seat = state.to_act()[0]
        state.apply(seat, planner.choose(state, seat, state.legal_actions(seat)))
    seat = state.current
    while state.hand[seat]:
        state.apply(seat, planner.choose(state, seat, state.legal_actions(seat)))
    board = state.boards[seat]
    assert board["station"] == "s" and board["pink1"] == "g" and board["pink2"] == "c"


@pytest.mark.parametrize("players", [1, 2])
def test_normal_looks_ahead_only_to_the_end_of_its_turn(players):
    """`normal` plays a candidate out with the planner to the end of its own turn. Solo: 'before
    each turn a passenger goes from the bag to the turns pile' — every turn is the same seat's,
    so the look-ahead must still stop when the next turn begins, not play on to the game's end."""
    state = new_game(players, "moon", 3)
    seat = state.current
    start = (state.round, seat)
    normal = SPEC.make_bot("normal", seat, 3)
    world = state.clone()
    normal.playout(world, state.legal_actions(seat)[0], normal.step_budget)
    assert not world.is_over()
    assert world.round <= start[0] + 1
    if players > 1:
        assert (world.round, world.current) != start  # the turn did end


def test_a_playout_plays_no_more_actions_than_its_share_of_the_budget():
    """The work of a `normal` decision is bounded by a count of actions played out (never by the
    clock, so that one seed gives one game): a playout given 3 steps applies at most 3 actions."""
    state = new_game(2, "moon", 3)
    seat = state.current
    normal = SPEC.make_bot("normal", seat, 3)
    world = state.clone()
    before = world.step
    normal.playout(world, state.legal_actions(seat)[0], 3)
    assert 0 < world.step - before <= 3


def test_a_mars_train_heading_for_the_end_of_its_line_gets_a_robot_on_move_backwards():
    """Mars: 'Trains never turn' and 'a train facing out at an end stays stuck for MOVE until its
    line is extended there' (spec V30). A train heading for the end of its line, the rest of the
    line behind it, could never reach those stations again: the planner moves a robot onto MOVE
    BACKWARDS ('moves back without turning') rather than end its turns there for ever."""
    state = playing(2, "mars")
    seat = state.current
    row_line(state, seat, row=3, stations=5)
    state.trains[seat].at, state.trains[seat].head = (2, 3), ((2, 3), data.SIDE_NAMES.index("w"))
    fill(state, seat, cap1="s", station="s")
    planner = Planner(Rng(1))
    choice = planner.choose(state, seat, state.legal_actions(seat))
    assert choice == Adjust(1)
    state.apply(seat, choice)
    assert planner.choose(state, seat, state.legal_actions(seat)) == Shift("cap1", "ext1")


def test_two_adjust_actions_of_one_unit_unlock_purple_for_the_moons_first_studio():
    """Moon: 'The game ends when at least 1 station of each of the 4 passenger colors has been
    built'; a Studio needs purple unlocked ('a full column unlocks that commuter colour'). With
    one ADJUST unit and two actions, the planner moves the two robots in two actions, although
    the first move alone breaks the pink column."""
    state = playing(2, "moon")
    seat = state.current
    fill(state, seat, station="s", pink1="g", pink2="c", purple3="l")
    planner = Planner(Rng(1))
    for _ in range(2):
        choice = planner.choose(state, seat, state.legal_actions(seat))
        assert choice == Adjust(1)
        state.apply(seat, choice)
        state.apply(seat, planner.choose(state, seat, state.legal_actions(seat)))
    board = state.boards[seat]
    assert (board["purple1"], board["purple2"], board["purple3"]) == ("g", "c", "l")


@pytest.mark.parametrize("mapname", ["moon", "mars"])
def test_hard_weighs_every_action_open_on_mars_where_normal_weighs_only_the_builds(mapname):
    """On Mars `hard` looks wider than `normal`: where the seat chooses its next action, every
    action then open is a candidate, each once. `normal`, and `hard` on the Moon, search only
    the builds beside the planner's choice ("which station to build, or none")."""
    state = playing(2, mapname)
    seat = state.current
    legal = state.legal_actions(seat)
    assert len({a.verb for a in legal}) > 2
    preferred = Planner(Rng(1)).choose(state, seat, legal)
    hard = SPEC.make_bot("hard", seat, 1).candidates(state, legal, preferred)
    normal = SPEC.make_bot("normal", seat, 1).candidates(state, legal, preferred)
    assert hard[0] == normal[0] == preferred
    assert all(a == preferred or a.verb == "build" for a in normal)
    if mapname == "mars":
        assert sorted(map(str, hard)) == sorted(map(str, legal))
    else:
        assert hard == normal
