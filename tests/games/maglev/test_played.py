"""Whole games played with real actions only, through the Moon double station, the forced cut-back
(spec §4.3) and the facing choice (§2.5): every action goes through its notation, and at each of
these moments a save loads back into the same game."""

from magtui.core import saves
from magtui.core.session import new_session
from magtui.games.maglev.model import Pending

SEED = 3  # Bob starts; Ann picks her Moonbase corner first


class Game:
    """A seeded two-player Moon game driven by notation, checking each text is legal first and
    survives the round trip (text -> action -> text), as does every choice offered on the way."""

    def __init__(self) -> None:
        self.session = new_session("maglev", ["Ann", "Bob"], SEED, {"map": "moon"})
        self.state = self.session.state
        while self.state.phase == "draft":
            seat = self.state.to_act()[0]
            self.play(str(self.state.legal_actions(seat)[0]))

    def legal(self) -> list[str]:
        return [str(a) for a in self.state.legal_actions(self.state.to_act()[0])]

    def play(self, *texts: str) -> None:
        parse = self.session.spec.parse_action
        for text in texts:
            seat = self.state.to_act()[0]
            for option in self.state.legal_actions(seat):  # every choice offered reads back
                assert parse(str(option)) == option
            action = parse(text)
            assert str(action) == text, f"{text!r} reads back as {str(action)!r}"
            assert text in self.legal(), f"{text!r} is not legal now: {self.legal()}"
            self.session.apply(seat, action)
            self.state = self.session.state

    def reload(self, tmp_path):
        """Save to a file and load it: the replay reaches the same state."""
        path = tmp_path / "game.json"
        saves.save(self.session, path)
        again = saves.load(path)
        assert again.state.fingerprint() == self.state.fingerprint()
        assert [str(a) for a in again.state.legal_actions(again.state.to_act()[0])] == self.legal()
        return again


ANN, BOB = 0, 1


def lines_to_the_double_station() -> Game:
    """Bob (corner A) reaches (6,4) from the west and builds a Lab there, moves onto it and runs his
    line round the north so that its open end faces (7,4); Ann (corner B) ends at (8,4)."""
    g = Game()
    g.play("corner B", "corner A")
    # round 1: starting robots, then two TRACK actions of 2 units each
    g.play(
        "put s station",
        "put g track1",
        "put c move1",
        "track 2",
        "lay 0,1 nw-se",
        "lay 1,2 nw-se",
        "track 2",
        "lay 1,3 nw-se",
        "lay 2,4 e-nw",
    )
    g.play(
        "put s station",
        "put g track1",
        "put c move1",
        "track 2",
        "lay 12,1 ne-sw",
        "lay 12,2 ne-sw",
        "track 2",
        "lay 11,3 ne-sw",
        "lay 11,4 ne-w",
    )
    # round 2: both lines end facing the double station
    g.play("track 2", "lay 3,4 e-w", "lay 4,4 e-w", "track 2", "lay 5,4 e-w", "done")
    g.play("track 2", "lay 10,4 e-w", "lay 9,4 e-w", "track 2", "lay 8,4 e-w", "done")
    # round 3: Bob builds the first half and moves onto it; Ann waits
    g.play("build L 6,4", "put c cap1", "move 1")
    assert g.state.trains[BOB].at == (6, 4) and g.state.trains[BOB].head is None
    g.play("end")
    # round 4: Bob's line leaves the Lab north-west and comes round to face (7,4)
    g.play("track 2", "lay 5,3 ne-se", "lay 6,2 e-sw", "track 2", "lay 7,2 w-se", "lay 7,3 nw-sw")
    assert g.state.trains[BOB].head == ((6, 4), 2)  # the new tile while facing out
    return g


def test_first_half_is_an_ordinary_station_and_the_second_needs_a_facing_end():
    """'The first station built on either central hex is an ordinary single station. Building on
    the other hex needs one of the builder's open ends to face that hex ... and a tile of a
    different colour from the first.'"""
    g = lines_to_the_double_station()
    assert g.state.sites[(6, 4)].types == "L" and g.state.node_of[(6, 4)] == (6, 4)
    assert {t for t in g.legal() if t.startswith("build")} == {"build F 7,4", "build W 7,4"}


def test_second_half_joins_one_double_station(tmp_path):
    """'From then on both hexes are one station with two colours ... capacity 8, one station for
    links ... and a train on either hex is at it.'"""
    g = lines_to_the_double_station()
    g.play("build W 7,4", "put g pink1")
    s = g.state
    assert s.node_of[(6, 4)] == s.node_of[(7, 4)]
    assert s.loc_colours(s.node_of[(7, 4)]) == {"c", "g"}
    assert s.train_node(BOB) == s.node_of[(7, 4)]
    assert len(s.links(ANN)) == 1  # Ann: Moonbase -- double station
    g.reload(tmp_path)


def test_other_player_cuts_back_at_the_start_of_the_turn_and_picks_the_facing(tmp_path):
    """'A player left with 3 or 4 connections at the double station removes, free, tiles adjacent
    to it ... any other player at the start of their next turn, before anything else.' Cutting
    the tile the train faced leaves two connections while facing out: 'the player picks the
    heading'."""
    g = lines_to_the_double_station()
    g.play("build W 7,4", "put g pink1")
    assert BOB in g.state.must_cut and g.state.current == ANN
    g.play("end")
    assert g.state.current == BOB and g.state.pending == Pending("cut")
    # (5,4) carries the way back to Bob's Moonbase: cutting it would strand the line
    assert g.legal() == ["cut 5,3", "cut 7,3"]
    loaded = g.reload(tmp_path)
    assert loaded.state.pending == Pending("cut")
    g.play("cut 5,3")
    assert g.state.trains[BOB].head is None and g.state.pending == Pending("face")
    assert g.legal() == ["face 6,4 w", "face 7,4 ne"]
    g.reload(tmp_path)
    g.play("face 7,4 ne")
    assert g.state.trains[BOB].head == ((7, 4), 1) and g.state.pending is None
    assert g.state.line(BOB).valid and BOB not in g.state.must_cut
    # the turn goes on: the train faces the open end left by the cut, so Move first turns
    # round and runs west to Bob's Moonbase
    g.play("move 1")
    assert g.state.trains[BOB].at == (0, 0)
    g.reload(tmp_path)


def test_cutting_the_other_tile_keeps_the_heading(tmp_path):
    """'The player chooses among the valid choices (removing the tiles that faced the newly built
    hex is always valid).' The heading survives, so no facing choice follows."""
    g = lines_to_the_double_station()
    g.play("build W 7,4", "put g pink1", "end", "cut 7,3")
    assert g.state.trains[BOB].head == ((6, 4), 2) and g.state.pending is None
    assert "track 1" in g.legal()
    g.reload(tmp_path)


def test_builder_cuts_back_at_once(tmp_path):
    """'The builder does it at once.' Bob builds the second half facing his own line and must cut
    back before anything else."""
    g = lines_to_the_double_station()
    g.play("end")  # Ann
    g.play("build F 7,4", "put s track2")
    assert g.state.current == BOB and g.state.pending == Pending("cut")
    assert g.legal() == ["cut 5,3", "cut 7,3"]
    g.reload(tmp_path)
    g.play("cut 7,3")
    assert g.state.pending is None and g.state.actions_used == 1
    assert len(g.state.links(BOB)) == 1  # Moonbase -- double station
    g.reload(tmp_path)
