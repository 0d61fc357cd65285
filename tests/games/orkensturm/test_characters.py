"""Step 2: both options of all eight characters, Tax Collection, Joust, inspections."""

import pytest

from magtui.core.errors import IllegalAction
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D

from .helpers import at_action, hand, new_game, total_cards


def ready(players, seat, character, cards="R1 G1 P1 B1 Y1 W1", **kw):
    game = new_game(players, **kw)
    at_action(game, seat, character)
    game.hands[seat] = hand(cards)
    return game


def act(game, seat, action):
    ap, cards, reserve = game.ap[seat], list(game.hands[seat]), list(game.reserve)
    game.apply(seat, action)
    return (
        game.ap[seat] - ap,
        [a - b for a, b in zip(game.hands[seat], cards)],
        [a - b for a, b in zip(game.reserve, reserve)],
    )


def test_regent_option_1():
    """Regent: 'Take 2 white influence cards from the reserve and draw 1 influence card'."""
    game = ready(3, 0, "regent", "")
    ap, gained, reserve = act(game, 0, A.Use("regent", 1))
    assert ap == 0 and sum(gained) == 3 and gained[D.W] >= 2 and reserve[D.W] == -2


def test_regent_option_2_needs_six_colours():
    """Regent: 'Place 6 cards of different colours into the reserve and gain
    5 AP. Draw the top 4'."""
    game = ready(3, 0, "regent", "R1 G1 P1 B1 Y1")
    assert A.Use("regent", 2) not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="needs"):
        game.apply(0, A.Use("regent", 2))
    game.hands[0] = hand("R1 G1 P1 B1 Y1 W1")
    ap, gained, reserve = act(game, 0, A.Use("regent", 2))
    assert ap == 5 and sum(game.hands[0]) == 4 and reserve == [1] * 6


def test_merchant_options():
    """Merchant: 'Take 2 blue ... draw the top'; 'Place 2 blue and 2 white ...
    Gain 3 AP and draw 2'."""
    game = ready(3, 0, "merchant", "B2 W1")
    assert game.legal_actions(0) == [A.Use("merchant", 1)]
    game.hands[0] = hand("B2 W2")
    ap, gained, reserve = act(game, 0, A.Use("merchant", 2))
    assert ap == 3 and sum(game.hands[0]) == 2 and reserve[D.B] == 2 and reserve[D.W] == 2
    game = ready(3, 0, "merchant", "")
    ap, gained, reserve = act(game, 0, A.Use("merchant", 1))
    assert gained[D.B] >= 2 and sum(gained) == 3 and reserve[D.B] == -2


def test_tax_collector_and_knight_option_1():
    """'Take 2 yellow ... and draw the top'; 'Take 2 red ... and draw the top'."""
    for character, colour in (("tax_collector", D.Y), ("knight", D.R)):
        game = ready(3, 0, character, "")
        _, gained, reserve = act(game, 0, A.Use(character, 1))
        assert gained[colour] >= 2 and sum(gained) == 3 and reserve[colour] == -2


def test_magician_option_1_draw_two_then_take_any():
    """Magician: 'Draw the top 2 ... and take 1 influence card of a colour of your choice'."""
    game = ready(3, 0, "magician", "")
    game.apply(0, A.Use("magician", 1))
    assert sum(game.hands[0]) == 2 and game.phase == "take" and game.to_act() == (0,)
    game.reserve[D.P] = 0
    assert D.P not in {a.colour for a in game.legal_actions(0)}
    game.apply(0, A.Take(D.Y))
    assert sum(game.hands[0]) == 3 and game.acted[0]


def test_magician_option_2_draws_an_advisor_of_own_side():
    """Magician: 'Draw 1 advisor card from the advisor deck of your side'."""
    game = ready(3, 0, "magician", "")
    side = game.sides[0]
    deck = len(game.adv_decks[side])
    game.apply(0, A.Use("magician", 2))
    assert len(game.advisors[0]) == 2 and len(game.adv_decks[side]) == deck - 1
    assert D.ADVISORS[game.advisors[0][1]][0] == side
    game.apply(0, A.Take(D.W))
    assert game.hands[0][D.W] == 1


def test_magician_from_empty_advisor_deck_still_takes_a_card():
    """Spec scenario 17 / O23: an empty deck gives no advisor but still the influence card."""
    game = ready(3, 0, "magician", "")
    game.adv_decks[game.sides[0]] = []
    game.apply(0, A.Use("magician", 2))
    assert len(game.advisors[0]) == 1
    game.apply(0, A.Take(D.G))
    assert game.hands[0] == hand("G1")


def test_inquisitor_option_1():
    """Spec scenario 10: the target holds 3 green; the actor gains G and P, then +3 AP; the hand
    appears only on the actor's private view."""
    game = ready(4, 0, "inquisitor", "")
    game.hands[2] = hand("G3 Y2")
    assert {a.target for a in game.legal_actions(0)} == {1, 2, 3}, "always another player (O16)"
    ap, gained, _ = act(game, 0, A.Use("inquisitor", 1, target=2))
    assert ap == 3 and gained == hand("G1 P1")
    assert game.phase == "inspect" and game.to_act() == (0,)
    assert game.private_view(0)["inspection.hand"] == hand("G3 Y2")
    assert game.view(0)["inspection"]["target"] == 2
    for seat in (1, 2, 3):
        assert "inspection.hand" not in game.private_view(seat)
    assert game.view(None)["inspection"]["hand"] is None
    game.apply(0, A.Seen())
    assert "inspection.hand" not in game.private_view(0), "not stored in any view afterwards"
    assert game.to_act() == (1,)


def test_inquisitor_cannot_target_self():
    game = ready(3, 0, "inquisitor", "")
    with pytest.raises(IllegalAction, match="another player"):
        game.apply(0, A.Use("inquisitor", 1, target=0))


def test_inquisitor_option_2():
    """Inquisitor: 'Place 2 green influence cards into the reserve. Gain 1 AP
    and draw the top 3'."""
    game = ready(3, 0, "inquisitor", "G1")
    assert A.Use("inquisitor", 2) not in game.legal_actions(0)
    game.hands[0] = hand("G2")
    ap, _, reserve = act(game, 0, A.Use("inquisitor", 2))
    assert ap == 1 and sum(game.hands[0]) == 3 and reserve[D.G] == 2


def test_spy_option_1():
    """Spy: 'Take 1 purple and 1 green ... and draw the top influence card'."""
    game = ready(3, 0, "spy", "")
    _, gained, _ = act(game, 0, A.Use("spy", 1))
    assert gained[D.P] >= 1 and gained[D.G] >= 1 and sum(gained) == 3


def test_spy_option_2():
    """Spec scenario 11: not offered with 1 purple; with 2 both are paid, the colour is named,
    the AP equals the count, and the actor then draws 1."""
    game = ready(3, 0, "spy", "P1")
    assert all(a.option == 1 for a in game.legal_actions(0))
    game.hands[0] = hand("P2")
    game.hands[1] = hand("B3 R1")
    ap, _, reserve = act(game, 0, A.Use("spy", 2, target=1, colour=D.B))
    assert ap == 3 and reserve[D.P] >= 1 and sum(game.hands[0]) == 1
    assert game.private_view(0)["inspection.hand"] == hand("B3 R1")
    assert "blue" in game.log[-2] or "blue" in " ".join(game.log[-3:])


def test_messenger_both_options_at_six_players():
    """Spec scenario 3: 'At 6 players it is legal and both of its options work.'"""
    game = ready(6, 0, "messenger", "Y1")
    assert game.legal_actions(0) == [
        A.Use("messenger", 1, colour=D.Y),
        A.Use("messenger", 2, colour=D.Y),
    ]
    ap, gained, _ = act(game, 0, A.Use("messenger", 1, colour=D.Y))
    assert ap == 1 and game.hands[0] == hand("W1 G1")
    game = ready(6, 0, "messenger", "B1")
    ap, gained, _ = act(game, 0, A.Use("messenger", 2, colour=D.B))
    assert ap == 1 and game.hands[0] == hand("R1 Y1")


def test_messenger_refuses_a_colour_outside_the_six_with_a_sentence():
    """Messenger: 'pay any 1' names one of the six colours; any other value is refused."""
    game = ready(6, 0, "messenger", "Y1")
    for colour in (6, -1):
        with pytest.raises(IllegalAction, match="needs a different choice"):
            game.apply(0, A.Use("messenger", 1, colour=colour))
    assert game.hands[0] == hand("Y1") and game.to_act() == (0,)


def test_messenger_with_empty_hand_does_nothing():
    """O9: 'A player whose character has no payable option does nothing in step 2.'"""
    game = new_game(6)
    game.phase, game.idx = "contribute", 0
    at_action(game, 0, "messenger")
    game.hands[0] = [0] * 6
    game.skip_unpayable()
    assert game.acted[0] and game.to_act() == (1,) and game.ap[0] == 0


def test_take_from_empty_reserve_gains_nothing():
    """O7: 'A "take" that finds the reserve empty in that colour gains nothing.'"""
    game = ready(3, 0, "regent", "")
    game.reserve[D.W] = 1
    _, gained, _ = act(game, 0, A.Use("regent", 1))
    assert gained[D.W] <= 2 and sum(gained) == 2


def test_supply_rebuild():
    """Spec scenario 6: empty supply, no purple in the reserve: Inquisitor option 2 pays 2 G,
    rebuilds a 5-card supply (R, G, B, Y, W), draws 3 and leaves 2. With supply and reserve both
    empty, Regent option 1 gains nothing and raises no error."""
    game = ready(3, 0, "inquisitor", "G2")
    game.supply = [0] * 6
    game.reserve[D.P] = 0
    game.reserve[D.G] = 0
    game.apply(0, A.Use("inquisitor", 2))
    assert sum(game.hands[0]) == 3 and sum(game.supply) == 2
    assert game.hands[0][D.P] == 0 and game.supply[D.P] == 0
    game = ready(3, 0, "regent", "")
    game.supply = [0] * 6
    game.reserve = [0] * 6
    game.apply(0, A.Use("regent", 1))
    assert game.hands[0] == [0] * 6 and game.acted[0]


def test_tax_collection_at_four_players():
    """Spec scenario 7: offers seat 1: 2, seat 2: 2, seat 3: 1, seat 0: 0, in that order:
    +3, +3, +1, 0 AP; five yellow return to the reserve; tax_first rises for seats 1 and 2."""
    game = ready(4, 0, "tax_collector", "Y2")
    for seat in (1, 2, 3):
        game.hands[seat] = hand("Y2")
    total = total_cards(game)
    game.apply(0, A.Use("tax_collector", 2))
    reserve = game.reserve[D.Y]
    for seat, count in ((1, 2), (2, 2), (3, 1), (0, 0)):
        assert game.to_act() == (seat,), "from the announcer's left; the announcer offers last"
        game.apply(seat, A.Offer(count))
        if seat == 1:
            assert game.view(None)["tax"]["offers"] == {"1": 2}, "offers are public at once"
    assert game.ap == [0, 3, 3, 1]
    assert game.reserve[D.Y] == reserve + 5
    assert game.tax_first == [0, 1, 1, 0]
    assert total_cards(game) == total and game.to_act() == (1,)


def test_tax_collection_offer_limited_to_own_yellow():
    game = ready(3, 0, "tax_collector", "Y2")
    game.hands[1] = hand("Y1")
    game.apply(0, A.Use("tax_collector", 2))
    with pytest.raises(IllegalAction, match="only 1 yellow"):
        game.apply(1, A.Offer(2))


def joust(offers, announcer=2, players=5):
    game = ready(players, announcer, "knight", "")
    for seat, count in offers.items():
        game.hands[seat] = hand(f"R{count}") if count else [0] * 6
    before = total_cards(game)
    game.apply(announcer, A.Use("knight", 2))
    for seat in game.to_act():
        assert game.phase == "joust"
        game.apply(seat, A.JoustOffer(offers[seat]))
    assert total_cards(game) == before, "offered cards go to the reserve"
    return game


def test_joust_at_five_players():
    """Spec scenario 8: offers seat 2: 1, 3: 3, 4: 3, 0: 0, 1: 1 (announcer seat 2): seat 3 +3,
    seat 4 +1 and the announcer +1 as consolation."""
    game = joust({2: 1, 3: 3, 4: 3, 0: 0, 1: 1})
    assert game.ap == [0, 0, 1, 3, 1]
    assert game.joust_first == [0, 0, 0, 1, 0]
    assert sum(map(sum, game.hands)) == 0


def test_joust_tie_goes_to_the_announcer():
    """Spec scenario 8 variant: seats 2 and 3 both offer 3: seat 2 is 1st (+3),
    seat 3 +1, no consolation."""
    game = joust({2: 3, 3: 3, 4: 0, 0: 0, 1: 0})
    assert game.ap == [0, 0, 3, 1, 0]


def test_joust_nobody_offers():
    """Spec scenario 8 variant: nobody offers: the announcer +1 and no one else scores."""
    game = joust({2: 0, 3: 0, 4: 0, 0: 0, 1: 0})
    assert game.ap == [0, 0, 1, 0, 0]
    assert game.joust_first == [0] * 5


def test_joust_offers_are_simultaneous_and_secret():
    """Spec scenario 9: no screen shows any offer before the reveal; the last offerer cannot see
    earlier offers. Rules summary: "the table sees who has already offered ..., never how many
    cards"."""
    game = ready(4, 1, "knight", "R2")
    for seat in (0, 2, 3):
        game.hands[seat] = hand("R2")
    game.apply(1, A.Use("knight", 2))
    assert game.to_act() == (1, 2, 3, 0), "all seats are asked, from the announcer clockwise"
    table = game.view(None)
    log = len(game.log)
    game.apply(1, A.JoustOffer(2))
    game.apply(2, A.JoustOffer(0))
    after = game.view(None)
    assert len(game.log) == log, "the log says nothing before the reveal"
    assert after["hands"] == table["hands"], "hand sizes keep their pre-offer values"
    assert after["joust"]["offers"] == [None, "made", "made", None], "no offer's size is shown"
    assert not any(key.startswith("joust") for key in game.private_view(3))
    assert game.private_view(1)["joust.offers.1"] == 2
    game.apply(3, A.JoustOffer(1))
    game.apply(0, A.JoustOffer(1))
    assert game.ap == [0, 3, 0, 1], "seat 3 ties seat 0 but sits nearer the announcer"
    assert game.view(None)["joust"] is None
