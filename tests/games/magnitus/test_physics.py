"""Spec section 8: the physics scenarios, played through the rules (the galaxy is the Square)."""

import json

import numpy as np
import pytest

from magtui.core.session import Seat, Session
from magtui.games.magnitus import SPEC, data
from magtui.games.magnitus.actions import RAISE, Hover, Move, hover, place
from magtui.games.magnitus.geometry import Galaxy
from magtui.games.magnitus.bodies import World
from magtui.games.magnitus.physics import Simulator

from .helpers import C, COMETS, MOONS, PLANETS, STARS, position, xs


def test_repelling_discs_part_symmetrically():
    """1. Star N-up beside a placed Star N-up: no event, both slide apart mirror-symmetric,
    >40 mm apart."""
    s = position([(STARS[0], 112.3, C, 1)], hands=[[STARS[1], PLANETS[0]], [MOONS[0]]])
    s.apply(0, place("star", 1423, 1273, 1))
    pos = xs(s)
    assert s.last_turn.taken == () and s.hands[0] == [PLANETS[0]]
    assert abs((pos[STARS[0]] + pos[STARS[1]]) / 2 - C) < 0.01
    assert pos[STARS[1]] - pos[STARS[0]] > 40


def test_attracting_discs_clack_and_go_to_the_player():
    """2. Opposite poles: CLACK within 0.2 s; the player takes both and the galaxy is empty."""
    s = position([(STARS[0], 112.3, C, 1)], hands=[[STARS[1], PLANETS[0]], [MOONS[0]]])
    s.apply(0, place("star", 1423, 1273, -1))
    assert s.last_turn.clusters == ((STARS[0], STARS[1]),)
    assert s.last_turn.elapsed < 0.2
    assert len(s.world) == 0 and s.hands[0] == [PLANETS[0], STARS[0], STARS[1]]


def test_discs_out_of_reach_settle_after_two_steps():
    """2. With 44 mm between the Stars nothing moves: SETTLED after 2 steps."""
    s = position([(STARS[0], 112.3, C, 1)], hands=[[STARS[1], PLANETS[0]], [MOONS[0]]])
    s.apply(0, place("star", 1563, 1273, -1))
    assert s.last_turn.steps == 2 and s.last_turn.taken == ()
    assert xs(s) == {
        STARS[0]: pytest.approx(112.3, abs=1e-9),
        STARS[1]: pytest.approx(156.3, abs=1e-9),
    }


@pytest.mark.parametrize("distance,taken", [(66, 2), (76, 0)])
def test_sphere_reach(distance, taken):
    """3. A Planet placed 66 mm from a Planet clacks (the player takes 2); 76 mm away nothing
    moves."""
    s = position([(PLANETS[0], 93.3, C, None)], hands=[[PLANETS[1], MOONS[0]], [MOONS[1]]])
    s.apply(0, place("planet", 933 + distance * 10, 1273))
    assert len(s.last_turn.taken) == taken
    if not taken:
        assert s.last_turn.steps == 2


def test_moon_rolls_in_and_both_are_taken():
    """4. Planet at 97.3; a Moon placed at 157.3 rolls in and ends in a LIFT or a CLACK: both
    taken."""
    s = position([(PLANETS[0], 97.3, C, None)], hands=[[MOONS[0], STARS[0]], [MOONS[1]]])
    s.apply(0, place("moon", 1573, 1273))
    assert sorted(s.last_turn.taken) == [PLANETS[0], MOONS[0]]


def test_comets_turn_into_line_and_clack():
    """5. Comet at 0°, a Comet placed 30 mm away at 60°: they turn toward alignment and CLACK
    within 0.2 s."""
    s = position([(COMETS[0], 112.3, C, 0)], hands=[[COMETS[1], STARS[0]], [MOONS[1]]])
    s.apply(0, place("comet", 1423, 1273, 60))
    assert s.last_turn.clusters == ((COMETS[0], COMETS[1]),)
    assert s.last_turn.elapsed < 0.2


def test_comet_beside_a_star_lifts_or_stays_by_its_direction():
    """6. G9: a Comet beside a Star is pulled up (0°: LIFT on the first step) or pressed down
    (180°)."""
    s = position([(STARS[0], C, C, 1)], hands=[[COMETS[0], MOONS[0]], [MOONS[1]]])
    s.apply(0, place("comet", 1523, 1273, 0))
    assert sorted(s.last_turn.taken) == [COMETS[0], STARS[0]]
    assert s.last_turn.steps <= data.SETTLE_STEPS  # lifted before any motion
    s = position([(STARS[0], C, C, 1)], hands=[[COMETS[0], MOONS[0]], [MOONS[1]]])
    s.apply(0, place("comet", 1523, 1273, 180))
    assert s.last_turn.taken == () and s.last_turn.steps == 2


def test_body_pushed_off_the_edge_falls_and_the_placement_counts():
    """7. A Star 9 mm inside the edge, pushed by a placed Star N-up, FELL and goes to the player."""
    s = position([(STARS[0], C, 9.0, 1)], hands=[[STARS[1], MOONS[0]], [MOONS[1]]])
    s.apply(0, place("star", 1273, 320, 1))
    assert s.last_turn.fell == (STARS[0],)
    assert list(s.world.ids) == [STARS[1]]
    assert s.hands[0] == [MOONS[0], STARS[0]]


def test_a_lone_moon_settles_after_exactly_two_steps():
    """8. A Moon placed on an empty galaxy gives SETTLED after exactly 2 steps; the hand shrinks
    by 1."""
    s = position([], hands=[[MOONS[0], MOONS[1]], [PLANETS[0]]])
    s.apply(0, place("moon", 1273, 1273))
    assert s.last_turn.steps == 2 and s.hands[0] == [MOONS[1]]


def test_chain_reaction_takes_every_body():
    """9. Moons at 97.3 and 163.3; a Planet placed at the centre pulls both in: the player takes
    all 3."""
    s = position(
        [(MOONS[0], 97.3, C, None), (MOONS[1], 163.3, C, None)],
        hands=[[PLANETS[0], STARS[0]], [MOONS[2]]],
    )
    s.apply(0, place("planet", 1273, 1273))
    assert sorted(s.last_turn.taken) == [PLANETS[0], MOONS[0], MOONS[1]]
    assert len(s.world) == 0


def test_hover_pushes_a_star_without_touching_it():
    """11. A held Star S-up at H = 25 stepped right 1 mm 60 times pushes a Star ≥ 30 mm, no
    event; at H = 40 it stays."""
    for height, pushed in ((25, True), (40, False)):
        s = position([(STARS[0], C, C, 1)], hands=[[STARS[1], PLANETS[0]], [MOONS[0]]])
        s.apply(0, hover("star", 973, 1273, height, -1))
        for _ in range(60):
            s.apply(0, Move(10, 0))
        assert s.hover is not None and s.turn == 0, "no event during the hover"
        moved = xs(s)[STARS[0]] - C
        assert (moved >= 30) if pushed else (moved == 0)
    s.apply(0, RAISE)
    assert s.hover is None and s.turn == 0 and s.hover_used == 61


def test_hover_lifts_a_moon_onto_the_hand_magnet():
    """12. A held Planet at H = 30 stepped right 5 mm: the Moon jumps to the hand; the turn
    ends, nothing placed."""
    s = position([(MOONS[0], C, C, None)], hands=[[PLANETS[0], STARS[0]], [MOONS[1]]])
    s.apply(0, hover("planet", 873, 1273, 30, 1))
    while s.turn == 0:
        s.apply(0, Move(50, 0))
    assert s.hands[0] == [PLANETS[0], MOONS[0], STARS[0]]
    assert len(s.world) == 0 and s.last_turn.lifted == (MOONS[0],) and s.last_turn.placed is None
    s = position([(MOONS[0], C, C, None)], hands=[[PLANETS[0], STARS[0]], [MOONS[1]]])
    s.apply(0, hover("planet", 873, 1273, 60, 1))
    for _ in range(20):
        s.apply(0, Move(50, 0))
    assert xs(s) == {MOONS[0]: pytest.approx(C, abs=1e-9)} and s.turn == 0


def _scripted_session():
    session = Session(SPEC, [Seat("Ada"), Seat("Bo")], 424242, {})
    played = 0
    while played < 15 and not session.state.is_over():
        seat = session.state.to_act()[0]
        legal = session.state.legal_actions(seat)
        hover = [a for a in legal if isinstance(a, Hover)]
        action = hover[0] if (played == 4 and hover) else legal[(played * 7) % len(legal)]
        session.apply(seat, action, keep_undo=False)
        played += 1
    return session


def test_determinism_across_replay_and_save_load():
    """13. A scripted game played twice and saved and loaded gives bit-identical positions."""
    one, two = _scripted_session(), _scripted_session()
    assert any(text.startswith("hover") for _, text in one.history)
    loaded = Session.from_record(json.loads(json.dumps(one.to_record())))
    for other in (two, loaded):
        assert other.history == one.history
        assert other.state.world.checksum() == one.state.world.checksum()
        for name in ("x", "y", "phi", "ux", "uy", "uz"):
            assert np.array_equal(getattr(other.state.world, name), getattr(one.state.world, name))


def test_same_world_same_outcome_bit_for_bit():
    """Determinism: the same inputs give the same outcome, in a fresh simulator each time."""

    def run():
        w = World()
        for i, (x, y) in enumerate([(60, 100), (100, 130), (140, 95), (180, 150)]):
            w.add(i * 4 + 1, i, x, y, pole=1, angle_deg=40)
        sim = Simulator(w, Galaxy(data.SQUARE))
        sim.align_spheres(3)
        report = sim.run()
        return w.checksum(), report.contacts, report.steps

    assert run() == run()


def _pair_moves(first: str, second: str, distance: float) -> bool:
    """Whether a lone pair at `distance` mm slides, rolls or lifts in any orientation (turning
    alone does not count)."""
    k1, k2 = data.KIND_INDEX[first], data.KIND_INDEX[second]
    options = {"comet": range(0, 360, 30), "star": (1, -1), "asteroid": (1, -1)}
    for o1 in options.get(first, (0,)):
        for o2 in options.get(second, (0,)):
            w = World()
            w.add(0, k1, 100.0, 180.0, pole=o1, angle_deg=o1)
            w.add(1, k2, 100.0 + distance, 180.0, pole=o2, angle_deg=o2)
            start = w.x.copy()
            sim = Simulator(w, Galaxy(data.GREAT_SQUARE))
            sim.align_spheres(data.ALIGN_PASSES)
            report = sim.run()
            if report.contacts or report.fell or not np.array_equal(w.x, start):
                return True
    return False


@pytest.mark.parametrize("pair,reach", sorted(data.REACH.items()))
def test_reach_table_within_two_millimetres(pair, reach):
    """Spec 3, Reach: the centre distance below which a lone pair starts to move, within ±2 mm."""
    assert _pair_moves(*pair, reach - 2) and not _pair_moves(*pair, reach + 2)


def test_two_spheres_never_swap_poles_back_and_forth():
    """Ruling of this program: a sphere whose pole would reverse turns after the spheres before
    it (id order), so two spheres facing each other settle head to tail instead of flipping."""
    w = World()
    w.add(PLANETS[0], 0, 60.0, C)
    w.add(PLANETS[1], 0, 135.0, C)
    w.ux[1] = -1.0  # facing each other: the two-step flip-flop
    sim = Simulator(w, Galaxy(data.SQUARE))
    sim.align_spheres(1)
    report = sim.run()
    assert report.settled and not report.timed_out
    assert w.ux[0] * w.ux[1] + w.uy[0] * w.uy[1] + w.uz[0] * w.uz[1] > 0.99


def test_depth_to_the_outline_ignores_seams_between_fields():
    """G2: bodies cross seams freely; only the galaxy's outline (and the Ring's hole) is an edge,
    so the FELL check may skip a body until it has moved as far as its depth."""
    square = Galaxy(data.SQUARE)
    assert square.depth_mm(data.HALF, data.HALF) == pytest.approx(data.HALF, abs=1e-6)
    assert square.depth_mm(60.0, 60.0) == pytest.approx(60.0, abs=1e-6)  # on a diagonal seam
    ring = Galaxy(data.RING)
    h = data.HALF
    assert ring.depth_mm(2 * h, h + 5.0) == pytest.approx(5.0, abs=1e-6)  # 5 mm from the hole


@pytest.mark.parametrize("name", sorted(data.ALL_PRESETS))
def test_a_body_moving_less_than_its_depth_stays_on_the_galaxy(name):
    """G2, G10: the FELL check skips no fall: a point that moves less than its depth is still on."""
    galaxy = Galaxy(data.ALL_PRESETS[name])
    rng = np.random.default_rng(7)
    x = rng.uniform(galaxy.xmin, galaxy.xmax, 4000)
    y = rng.uniform(galaxy.ymin, galaxy.ymax, 4000)
    on = galaxy.contains_mm(x, y)
    x, y = x[on], y[on]
    depth = galaxy.depth_mm(x, y)
    angle = rng.uniform(0, 2 * np.pi, len(x))
    step = depth * 0.999
    assert galaxy.contains_mm(x + step * np.cos(angle), y + step * np.sin(angle)).all()
    beyond = depth * 1.001 + 0.01
    assert not galaxy.contains_mm(x + beyond * np.cos(angle), y + beyond * np.sin(angle)).all()


def test_after_a_contact_the_narrowed_pass_equals_a_fresh_one(monkeypatch):
    """Any optimisation is part of the model: after a contact the free rows keep their forces
    instead of a new pass over the pairs, with bit-identical results."""
    from magtui.games.magnitus.bench import crowded_world

    def outcome():
        world = crowded_world(40)
        sim = Simulator(world, Galaxy(data.GREAT_SQUARE))
        sim.align_spheres(data.ALIGN_PASSES)
        report = sim.run()
        return world.checksum(), report.contacts, report.steps

    narrowed = outcome()
    monkeypatch.setattr(Simulator, "_narrow", lambda self, passed, kept: self._fields())
    assert len(narrowed[1]) >= 2
    assert outcome() == narrowed
