"""Hidden information, invariants over random games, notation."""

import json
import re

import pytest

from magtui.core.bots import RandomBot
from magtui.core.errors import NotationError
from magtui.core.model import to_json
from magtui.core.session import Seat, Session
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D

from .helpers import NAMES, SPEC, total_cards


def random_states(players, seed, events="off"):
    """Every state of one random game, in order."""
    game = SPEC.new_game(NAMES[:players], seed, {"events": events})
    bots = [RandomBot(s, seed) for s in range(players)]
    yield game
    while not game.is_over():
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        yield game


def disguise(game, other):
    """A copy where `other`'s secrets differ but every public count stays the same."""
    twin = game.clone()
    size = sum(twin.hands[other])
    twin.hands[other] = [0] * 6
    twin.hands[other][(sum(game.hands[other][:3]) + 1) % 6] = size  # another colour mix
    deck = D.ADVISOR_DECKS[game.sides[other] or "brin"]
    twin.advisors[other] = [c for c in deck if c not in game.advisors[other]][
        : len(game.advisors[other])
    ]
    if twin.joust is not None and twin.joust.offers[other] is not None:
        twin.joust.offers[other] = twin.joust.offers[other] + 1
    return twin


@pytest.mark.parametrize(
    "players,seed,events", [(3, 1, "off"), (5, 2, "shuffled"), (8, 3, "historia")]
)
def test_no_view_holds_another_seats_private_cards(players, seed, events):
    """Hands, advisors and joust offers are private: changing seat j's secrets never changes
    what seat i sees, except the hand seat i is inspecting right now."""
    for step, game in enumerate(random_states(players, seed, events)):
        if game.is_over() or step % 3:
            continue
        for other in range(players):
            twin = disguise(game, other)
            assert twin.view(None) == game.view(None) or twin.hands[other] == game.hands[other]
            for seat in range(players):
                if seat == other:
                    continue
                inspecting = (
                    game.inspection
                    and game.inspection.actor == seat
                    and game.inspection.target == other
                )
                if not inspecting:
                    assert twin.view(seat) == game.view(seat), (seat, other, game.phase)


def test_the_declared_model_shows_each_seat_only_what_it_may_see():
    """Spec 5: hands, advisors and Joust offers are private (others see sizes); the supply,
    the Orkensturm deck and the decks of advisors and events are face down (counts only);
    an inspected hand is seen by its actor alone."""
    for step, game in enumerate(random_states(6, 4, "shuffled")):
        if game.is_over() or step % 5:
            continue
        hidden = game.clone()
        hidden.supply = hidden.supply[1:] + hidden.supply[:1]
        hidden.ork = hidden.ork[::-1]
        hidden.events.reverse()
        hidden.adv_decks = {side: deck[::-1] for side, deck in hidden.adv_decks.items()}
        for seat in (None, *range(6)):
            assert to_json(hidden.seen_by(seat)) == to_json(game.seen_by(seat))
        for other in range(6):
            twin = disguise(game, other)
            for seat in range(6):
                seen = twin.seen_by(seat)
                assert (
                    seen.hands[seat] == twin.hands[seat]
                    and seen.advisors[seat] == twin.advisors[seat]
                )
                inspecting = (
                    game.inspection
                    and game.inspection.actor == seat
                    and game.inspection.target == other
                )
                if seat != other and not inspecting:
                    assert to_json(seen) == to_json(game.seen_by(seat)), (seat, other, game.phase)
            table = to_json(twin.seen_by(None))
            assert table["hands"] == [sum(h) for h in twin.hands] and table["supply"] == sum(
                twin.supply
            )


def test_own_private_view_holds_only_own_cards():
    """Spec 5: own hand and own advisors are visible to that player only."""
    for game in random_states(4, 7):
        if game.is_over():
            break
        for seat in range(4):
            private = game.private_view(seat)
            assert private[f"hands.{seat}"] == game.hands[seat]
            assert private[f"advisors.{seat}"] == game.advisors[seat]
            assert not any(
                key.startswith(("hands.", "advisors.")) and key.split(".")[1] != str(seat)
                for key in private
            )
            table = game.view(None)
            assert table["hands"] == [sum(h) for h in game.hands]
            assert table["advisors"] == [len(a) for a in game.advisors]


def test_everything_is_revealed_at_game_end():
    """Spec 5: 'Everyone's advisors and hands: all, at game end only'."""
    *_, game = random_states(4, 11)
    rows = game.view(None)["final"]["rows"]
    assert [row["hand"] for row in rows] == game.hands
    assert [[card for card, _ in row["advisors"]] for row in rows] == game.advisors


def test_log_shows_draws_as_counts_only():
    """Spec 5: 'Draws are logged as a count only'; contributions never show colours."""
    *_, game = random_states(5, 4, "shuffled")
    for line in game.log:
        if " draws " in line and not line.startswith("Each player"):
            assert re.fullmatch(r".+ draws (\d+ cards?|an advisor card)\.", line), line
        if "face down" in line:
            assert not re.search(r"\b[RGPBYW]\b", line), line


@pytest.mark.parametrize("players", range(3, 9))
@pytest.mark.parametrize("events", ["off", "shuffled", "historia"])
def test_invariants_over_random_games(players, events):
    """Spec scenario 20: the 165-card total holds after every step, tracks stay in range, every
    game ends, and save, load and replay reproduce the game."""
    seed = 40 + players
    session = Session(SPEC, [Seat(n) for n in NAMES[:players]], seed, {"events": events})
    bots = [RandomBot(s, seed) for s in range(players)]
    while not session.state.is_over():
        game = session.state
        seat = game.to_act()[0]
        session.apply(
            seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)), keep_undo=False
        )
        assert total_cards(session.state) == 165
        for track in D.TRACKS:
            assert D.TRACK_MIN[track] <= session.state.tracks[track] <= D.TRACK_MAX[track]
    again = Session.from_record(json.loads(json.dumps(session.to_record())))
    assert again.state.fingerprint() == session.state.fingerprint()


@pytest.mark.parametrize(
    "text,action",
    [
        ("side brin", A.Side("brin")),
        ("place tax_collector", A.Place("tax_collector")),
        ("troop G", A.Troop(1)),
        ("take W", A.Take(5)),
        ("regent 2", A.Use("regent", 2)),
        ("inquisitor 1 @3", A.Use("inquisitor", 1, target=2)),
        ("spy 2 @1 Y", A.Use("spy", 2, 0, 4)),
        ("messenger 2 B", A.Use("messenger", 2, colour=3)),
        ("offer 3", A.Offer(3)),
        ("joust 0", A.JoustOffer(0)),
        ("done", A.Seen()),
        ("add PR", A.Add((0, 2))),
    ],
)
def test_notation(text, action):
    assert SPEC.parse_action(text) == action
    assert SPEC.parse_action(str(action)) == action


@pytest.mark.parametrize(
    "text",
    [
        "",
        "place",
        "place castle",
        "take X",
        "offer -1",
        "spy 3",
        "spy 2 @2 G R",
        "side orcs",
        "add",
    ],
)
def test_bad_notation_is_refused(text):
    with pytest.raises(NotationError):
        SPEC.parse_action(text)


def test_decision_words_are_public():
    """decision() is the cover's text: it names the kind of choice and never a card."""
    game = SPEC.new_game(NAMES[:3], 1, {})
    assert "side" in game.decision(game.to_act()[0])
    for game in random_states(3, 5):
        if game.is_over():
            break
        for seat in game.to_act():
            words = game.decision(seat)
            assert words and not re.search(r"\b[RGPBYW]\d", words)


def test_clone_is_independent():
    """Search bots copy states: a clone plays on without touching the original."""
    *_, game = (g for _, g in zip(range(40), random_states(5, 9, "historia")))
    before = game.fingerprint()
    twin = game.clone()
    assert twin.fingerprint() == before
    while not twin.is_over():
        seat = twin.to_act()[0]
        twin.apply(seat, twin.legal_actions(seat)[-1])
    assert game.fingerprint() == before


@pytest.mark.parametrize("players,seed,events", [(4, 3, "shuffled"), (6, 4, "historia")])
def test_sampled_worlds_keep_the_seats_view_and_redraw_the_rest(players, seed, events):
    """A search bot's world agrees with everything its seat sees, and nothing more."""
    from magtui.core.rng import Rng

    rng = Rng(seed)
    differs = 0
    for step, game in enumerate(random_states(players, seed, events)):
        if game.is_over() or step % 5:
            continue
        seat = game.to_act()[0]
        world = game.sample_world(seat, rng)
        assert world.view(seat) == game.view(seat)
        assert total_cards(world) == total_cards(game)
        assert world.legal_actions(seat) == game.legal_actions(seat)
        differs += any(world.hands[s] != game.hands[s] for s in range(players) if s != seat)
    assert differs > 0, "other hands are redrawn"


def test_search_bot_plays_a_game_to_the_end():
    from magtui.core.bots import bot_move

    game = SPEC.new_game(NAMES[:3], 2, {"events": "shuffled"})
    bots = [SPEC.make_bot("search" if s == 0 else "random", s, 2) for s in range(3)]
    steps = 0
    while not game.is_over() and steps < 400:
        seat = game.to_act()[0]
        game.apply(seat, bot_move(bots[seat], game, seat))
        steps += 1
    assert game.is_over()
