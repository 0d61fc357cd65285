"""Passengers, Refill and Build Station (spec §2.6, §2.7, §4.3, §5.3); scenarios 10, 14–16, 19,
20."""

import pytest

from magtui.core.errors import IllegalAction
from magtui.games.maglev.model import Pending

from .helpers import act, fill, legal, playing


def moon_game():
    s = playing(2, "moon")
    seat = s.current
    return s, seat, s.own_moonbase(seat)


def test_scenario_10_full_moonbase_empties_then_draws():
    """'If you Refill when your Moonbase station is full, all 4 passengers go into the bag before
    you Pick Up new passengers.'"""
    s, seat, mb = moon_game()
    s.sites[mb].waiting = ["s", "s", "s", "s"]
    bag_before = s.bag_total()
    act(s, "refill 1")
    assert len(s.sites[mb].waiting) == 1
    assert s.bag_total() == bag_before + 4 - 1


def test_scenario_10_refill_stops_at_four():
    """'Each Moonbase station can hold up to 4 passengers': with 2 waiting and k = 3, 2 are
    drawn."""
    s, seat, mb = moon_game()
    s.sites[mb].waiting = ["s", "g"]
    fill(s, seat, refill1="g", refill2="s")
    act(s, "refill 3")
    assert len(s.sites[mb].waiting) == 4


def test_scenario_10_refill_reaches_own_moonbase_from_afar():
    """'Refill refills only your own Moonbase station, regardless of where your train is.'"""
    s, seat, mb = moon_game()
    other = s.own_moonbase(1 - seat)
    s.trains[seat].at = other
    s.sites[mb].waiting = []
    s.sites[other].waiting = []
    act(s, "refill 1")
    assert len(s.sites[mb].waiting) == 1 and s.sites[other].waiting == []


def test_scenario_10_pick_up_at_another_moonbase_never_drop_off():
    """'You may connect your track to any Moonbase ... and pick up passengers there'; Drop Off at
    any Moonbase is refused."""
    s, seat, mb = moon_game()
    other = s.own_moonbase(1 - seat)
    s.trains[seat].at, s.trains[seat].cargo = other, ["s"]
    s.sites[other].waiting = ["g"]
    assert "pickup 1" in legal(s)
    assert "dropoff 1" not in legal(s)


def test_scenario_14_first_office_bags_pink_pile():
    """'A commuter colour enters the bag all at once ... when its first station is built'; the
    second Office adds none; the tile's pink commuter goes onto the builder's board."""
    s = playing(1, "mars")
    s.tiles[0] = {(3, 6): (2, 0)}  # from T3 (2,5): (3,6) nw-e faces (4,6), an empty space
    s.trains[0].at = (2, 5)
    fill(s, 0, station="s", pink1="g", pink2="c")
    pink = s.piles["p"]
    assert "build O 4,6" in legal(s)
    act(s, "build O 4,6")
    assert s.bag["p"] == pink and s.piles["p"] == 0
    assert s.pending == Pending("put", source="tile", colour="p")
    act(s, "put p grid11")
    assert s.boards[0]["grid11"] == "p"
    # A second Office elsewhere adds no pink to the bag.
    s2 = playing(1, "mars")
    s2.tiles[0] = {(3, 6): (2, 0)}
    s2.trains[0].at = (2, 5)
    fill(s2, 0, station="s", pink1="g", pink2="c")
    s2.bagged.add("p")
    s2.bag["p"] = 0
    act(s2, "build O 4,6")
    assert s2.bag["p"] == 0 and s2.piles["p"] == pink


def test_scenario_14_office_refused_while_pink_locked():
    """'Only an unlocked colour may be picked up, dropped off, or have its station built.'"""
    s = playing(1, "mars")
    s.tiles[0] = {(3, 6): (2, 0)}
    s.trains[0].at = (2, 5)
    fill(s, 0, station="s")
    options = legal(s)
    assert "build F 4,6" in options and "build O 4,6" not in options
    with pytest.raises(IllegalAction):
        act(s, "build O 4,6")


def test_scenario_14_waiting_robot_of_new_colour_goes_to_bag():
    """'Passengers waiting on the space that match the new station's colour go to the bag;
    others stay.'"""
    s = playing(1, "mars")
    s.tiles[0] = {(3, 6): (2, 0)}
    s.trains[0].at = (2, 5)
    fill(s, 0, station="s")
    s.sites[(4, 6)].waiting = ["c", "s"]
    copper = s.bag["c"]
    act(s, "build L 4,6")
    assert s.sites[(4, 6)].waiting == ["s"]
    assert s.bag["c"] == copper + 1


def test_build_station_needs_its_robot():
    """'Needs a robot on BUILD STATION.'"""
    s = playing(1, "mars")
    s.tiles[0] = {(3, 6): (2, 0)}
    s.trains[0].at = (2, 5)
    assert not any(a.startswith("build") for a in legal(s))


def test_scenario_15_mars_refill_sets_own_colour_aside():
    """Scenario 15: 'Mars Refill at a Factory: steel draws are set aside and returned to the bag
    afterwards; placement stops at 8 waiting'."""
    s = playing(1, "mars")
    factory = next(h for h, site in s.sites.items() if site.types == "F")
    s.trains[0].at = factory
    s.bag = {c: 0 for c in s.bag}
    s.bag.update(s=5, g=2)
    fill(s, 0, refill1="g", refill2="s", refill3="g")
    act(s, "refill 4")
    assert s.sites[factory].waiting == ["g", "g"]
    assert s.bag["s"] == 5 and s.bag["g"] == 0
    s2 = playing(1, "mars")
    s2.trains[0].at = factory
    s2.sites[factory].waiting = ["g"] * 7
    fill(s2, 0, refill1="g", refill2="s", refill3="g")
    act(s2, "refill 4")
    assert len(s2.sites[factory].waiting) == 8


def test_scenario_16_locked_coral_cannot_be_loaded():
    """'Robots can always be loaded; commuters only if their colour is unlocked.'"""
    s = playing(1, "mars", train=(9, 4))
    s.sites[(9, 4)].waiting = ["r"]
    assert "pickup 1" not in legal(s)
    s.sites[(9, 4)].waiting = ["r", "s"]
    act(s, "pickup 1")
    assert legal(s) == {"load s"}


def test_scenario_16_leave_to_make_room_and_own_colour_to_bag():
    """'first the player may leave any carried passengers at the station (free; own-colour ones ...
    go to the bag)'."""
    s = playing(1, "mars")
    warehouse = next(h for h, site in s.sites.items() if site.types == "W")
    s.trains[0].at, s.trains[0].cargo = warehouse, ["g"]
    s.sites[warehouse].waiting = ["s"]
    gold = s.bag["g"]
    act(s, "pickup 1")
    assert "load s" not in legal(s)  # capacity 1, full
    act(s, "leave g")
    assert s.bag["g"] == gold + 1 and s.sites[warehouse].waiting == ["s"]
    act(s, "load s")
    assert s.trains[0].cargo == ["s"] and s.pending is None


def test_pick_up_only_to_leave_passengers():
    """'PICK UP: first the player may leave any carried passengers at the station (free ...); then
    loads k waiting passengers' — with nothing to load, Pick Up still leaves carried passengers."""
    s = playing(1, "mars", train=(9, 4))
    s.sites[(9, 4)].waiting = ["r"]  # coral locked: nothing can be loaded
    s.trains[0].cargo = ["s", "g"]
    fill(s, 0, cap1="c")
    assert "pickup 1" in legal(s)
    act(s, "pickup 1")
    assert legal(s) == {"leave s", "leave g"}
    act(s, "leave g")
    assert s.sites[(9, 4)].waiting == ["r", "g"] and s.trains[0].cargo == ["s"]
    act(s, "leave s")
    act(s, "done")
    assert s.pending is None and s.trains[0].cargo == []


def test_pick_up_never_above_capacity():
    """'loads k waiting passengers, never above train capacity'."""
    s = playing(1, "mars", train=(9, 4))
    s.sites[(9, 4)].waiting = ["s", "g", "c"]
    fill(s, 0, pickup1="s", pickup2="g", cap1="c")
    act(s, "pickup 3")
    act(s, "load s")
    act(s, "load g")
    assert s.pending is None and len(s.trains[0].cargo) == 2


def test_drop_off_robot_at_its_station():
    """'DROP OFF: k carried passengers whose colour is the station's colour'."""
    s = playing(1, "mars")
    lab = next(h for h, site in s.sites.items() if site.types == "L")
    s.trains[0].at, s.trains[0].cargo = lab, ["c", "s"]
    act(s, "dropoff 1")
    assert all(a.startswith("drop c ") for a in legal(s))
    act(s, "drop c cap1")
    assert s.boards[0]["cap1"] == "c" and s.trains[0].cargo == ["s"]


def test_scenario_19_phobos_takes_coral_only_when_unlocked():
    """'Drop off coral passengers on Phobos.' Coral only with coral unlocked; purple only on
    Deimos."""
    s = playing(1, "mars")
    s.trains[0].at, s.trains[0].cargo = "phobos", ["r", "u"]
    assert "dropoff 1" not in legal(s)
    fill(s, 0, coral1="s", coral2="g", coral3="p")
    act(s, "dropoff 1")
    assert {a.split()[1] for a in legal(s)} == {"r"}
    s.pending = None
    s.trains[0].at = "deimos"
    assert "dropoff 1" not in legal(s)  # purple locked


def test_scenario_20_launch_pad_station():
    """Scenario 20: 'a Warehouse built on it by a player whose line includes it; later Refill there
    sets gold aside; a second tile on the pad is refused'."""
    s = playing(2, "mars", train=(9, 4))
    seat = s.current
    fill(s, seat, station="s", refill1="g")
    assert "build W 9,4" in legal(s)
    act(s, "build W 9,4")
    act(s, "put g pickup1")
    assert s.sites[(9, 4)].types == "W"
    assert not any(a.endswith("9,4") and a.startswith("build") for a in legal(s))
    s.bag = {c: 0 for c in s.bag}
    s.bag.update(g=3, c=1)
    act(s, "refill 2")
    assert s.sites[(9, 4)].waiting == ["c"] and s.bag["g"] == 3


def test_mars_station_capacity_is_eight_for_left_passengers():
    """'Station capacity: 8 waiting passengers ... nothing else may [exceed it].'"""
    s = playing(1, "mars", train=(9, 4))
    s.sites[(9, 4)].waiting = ["s"] * 8
    s.trains[0].cargo = ["g"]
    gold = s.bag["g"]
    s.leave_at((9, 4), "g")
    assert len(s.sites[(9, 4)].waiting) == 8 and s.bag["g"] == gold + 1


def test_adjust_moves_robots_and_sheds_over_capacity():
    """'Capacity loss: if an Adjust leaves the train carrying more than its capacity, the player
    leaves the excess at the current station at once'."""
    s = playing(1, "mars", train=(9, 4))
    fill(s, 0, cap1="c")
    s.trains[0].cargo = ["s", "g"]
    act(s, "adjust 1")
    act(s, "shift cap1 move1")
    assert legal(s) == {"shed s", "shed g"}
    act(s, "shed g")
    assert s.sites[(9, 4)].waiting == ["g"] and s.pending is None


def test_adjust_takes_only_rightmost_of_a_stack_row():
    """'only the rightmost robot of a stack row may be taken away'."""
    s = playing(1, "mars")
    fill(s, 0, track1="g", track2="s")
    act(s, "adjust 1")
    assert not any(a.startswith("shift track1 ") for a in legal(s))
    assert any(a.startswith("shift track2 ") for a in legal(s))


def test_track_may_join_another_players_moonbase():
    """'You may connect your track to any Moonbase, regardless of player color'."""
    s, seat, mb = moon_game()
    other = s.own_moonbase(1 - seat)
    from .helpers import fake_station

    # a station of our own next to the other Moonbase's neighbour: (0,0)-(1,0)-(2,0)
    s.trains[seat].at = (2, 0) if other == (0, 0) else (11, 0)
    fake_station(s, s.trains[seat].at, "F")
    fill(s, seat, track1="g")
    act(s, "track 1")
    q = 1 if other == (0, 0) else 12
    assert f"lay {q},0 e-w" in legal(s)
    act(s, f"lay {q},0 e-w")
    assert other in s.line(seat).stations


def test_moon_refill_with_empty_bag_changes_nothing():
    """Moon Refill draws onto the own Moonbase; with an empty bag and room left it would change
    nothing, so it is not offered."""
    s, seat, mb = moon_game()
    s.sites[mb].waiting = ["s"]
    s.bag = {c: 0 for c in s.bag}
    assert "refill 1" not in legal(s)


def test_moonbase_holds_four():
    """'Each Moonbase station can hold up to 4 passengers.'"""
    s, seat, mb = moon_game()
    s.sites[mb].waiting = ["s", "g", "c", "s"]
    gold = s.bag["g"]
    s.leave_at(mb, "g")
    assert len(s.sites[mb].waiting) == 4 and s.bag["g"] == gold + 1
