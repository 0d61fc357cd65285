"""The random-simulation harness: every registered game, player count and option set, played
to the end by random bots with the engine's invariants checked at every step.

MAGTUI_SIM_SEEDS sets how many seeds each configuration plays (default 2). A game whose rules
set no upper bound on its length (spec.max_actions gives None: Magnitus, where every event gives
bodies back) is played for at most RUN_BUDGET actions, checked all the way.
"""

import json
import os
import re

import pytest

from magtui.core import registry
from magtui.core.bots import RandomBot
from magtui.core.errors import IllegalAction
from magtui.core.session import Seat, Session

SEEDS = int(os.environ.get("MAGTUI_SIM_SEEDS", "2"))
RUN_BUDGET = 3000


def _configs():
    for game_id in registry.game_ids():
        spec = registry.get(game_id)
        configs = spec.sim_configs or tuple((n, {}) for n in range(spec.min_players, spec.max_players + 1))
        for players, options in configs:
            for seed in range(SEEDS):
                label = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
                yield pytest.param(game_id, players, dict(options), 1000 + seed,
                                   id=f"{game_id}-{players}p-{label}-s{seed}")


def _check_views(state):
    table = state.view(None)
    assert "private" not in table
    json.dumps(table)
    for seat in range(state.num_players):
        own = state.view(seat)
        json.dumps(own)
        private = own.pop("private")
        assert isinstance(private, dict)
        assert own == table, "a seat's view differs from the table's outside its private part"


def _check_illegal(state, stale_actions, seat):
    """Actions legal a moment ago but not now must be refused without changing anything."""
    before = state.fingerprint()
    outsiders = [s for s in range(state.num_players) if s not in state.to_act()]
    probes = [(s, a) for s in outsiders[:1] for a in stale_actions[:1]]
    current = {str(a) for a in state.legal_actions(seat)}
    probes += [(seat, a) for a in stale_actions if str(a) not in current][:3]
    for probe_seat, action in probes:
        with pytest.raises(IllegalAction) as info:
            state.apply(probe_seat, action)
        assert str(info.value).strip(), "IllegalAction needs a readable reason"
        assert state.fingerprint() == before, f"refused action {action} changed the state"


def _check_replay(session):
    again = Session.from_record(json.loads(json.dumps(session.to_record())))
    assert again.state.fingerprint() == session.state.fingerprint()


@pytest.mark.parametrize("game_id,players,options,seed", list(_configs()))
def test_random_game_keeps_invariants(game_id, players, options, seed):
    spec = registry.get(game_id)
    names = [f"Player{i + 1}" for i in range(players)]
    session = Session(spec, [Seat(n) for n in names], seed, options)
    state = session.state
    bots = [RandomBot(s, seed) for s in range(players)]
    bound = spec.max_actions(players, session.options)
    limit = RUN_BUDGET if bound is None else bound
    stale: list = []
    steps = 0
    while not session.state.is_over():
        state = session.state
        if bound is None and steps >= limit:
            break                                  # the harness's own bound, not the game's
        assert steps < limit, f"no end after {limit} actions"
        acting = state.to_act()
        assert acting, "the game is not over but nobody must act"
        seat = acting[0]
        legal = state.legal_actions(seat)
        assert legal, f"{state.seat_name(seat)} must act but has no legal action"
        for action in legal:
            text = str(action)
            again = spec.parse_action(text)
            assert again == action and str(again) == text, f"notation {text!r} does not round-trip"
        assert state.status().strip()
        _check_views(state)
        if not spec.continuous:
            _check_illegal(state, stale, seat)
        action = bots[seat].choose(state.view(seat), legal)
        session.apply(seat, action, keep_undo=False)
        stale = legal
        steps += 1
        if steps == limit // 50 or steps % 400 == 0:
            _check_replay(session)
    for line in session.state.log:
        assert not re.search(r"\byou\b", line, re.I), f"the log addresses a player: {line!r}"
    _check_replay(session)
    if not session.state.is_over():
        return
    outcome = session.state.result()
    assert sorted(s for group in outcome.ranking for s in group) == list(range(players))
    json.dumps(outcome.to_json())
