"""The random-simulation harness: every registered game, player count and option set, played
to the end by random bots with the engine's invariants checked at every step.

At every step a random seat among those to act plays; its legal list must be the same when
asked twice, `apply` must refuse every notation that is not in the list (actions from other
positions of the game, and mutated notations), and an action that drew on the RNG may not be
undoable.

MAGTUI_SIM_SEEDS sets how many seeds each configuration plays (default 2).
"""

import json
import os
import random
import re

import pytest

from magtui.core import registry
from magtui.core.bots import RandomBot
from magtui.core.errors import IllegalAction
from magtui.core.model import undeclared
from magtui.core.session import Seat, Session
from tests.game_profiles import declared

SEEDS = int(os.environ.get("MAGTUI_SIM_SEEDS", "2"))


def _configs():
    for game_id in registry.game_ids():
        spec = registry.get(game_id)
        configs = spec.sim_configs or tuple(
            (n, {}) for n in range(spec.min_players, spec.max_players + 1)
        )
        for players, options in configs:
            for seed in range(SEEDS):
                label = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
                yield pytest.param(
                    game_id,
                    players,
                    dict(options),
                    1000 + seed,
                    id=f"{game_id}-{players}p-{label}-s{seed}",
                )


def _check_views(state):
    assert not undeclared(state), "state outside the declared model is neither copied nor seen"
    table = state.view(None)
    assert "private" not in table
    json.dumps(table)
    for seat in range(state.num_players):
        own = state.view(seat)
        json.dumps(own)
        private = own.pop("private")
        assert isinstance(private, dict)
        assert own == table, "a seat's view differs from the table's outside its private part"


def _check_illegal(state, stale_actions, seat, legal) -> list:
    """Actions legal a moment ago but not now (`legal` is now's list) must be refused (the
    caller checks that they changed nothing); returns them."""
    outsiders = [s for s in range(state.num_players) if s not in state.to_act()]
    probes = [(s, a) for s in outsiders[:1] for a in stale_actions[:1]]
    current = {str(a) for a in legal}
    probes += [(seat, a) for a in stale_actions if str(a) not in current][:3]
    for probe_seat, action in probes:
        with pytest.raises(IllegalAction) as info:
            state.apply(probe_seat, action)
        assert str(info.value).strip(), "IllegalAction needs a readable reason"
    return probes


def _mutations(text: str, rng: random.Random, vocabulary: list[str]) -> list[str]:
    """Near misses of a notation: a number changed, a word swapped for one seen elsewhere,
    a word dropped or repeated."""
    words = text.split(" ")
    out = [re.sub(r"\d+", lambda m: str(int(m.group()) + rng.choice((1, -1, 7))), text, count=1)]
    i = rng.randrange(len(words))
    if vocabulary:
        out.append(" ".join(words[:i] + [rng.choice(vocabulary)] + words[i + 1 :]))
    if len(words) > 1:
        out.append(" ".join(words[:i] + words[i + 1 :]))
    out.append(" ".join(words[: i + 1] + words[i:]))
    return out


def _check_refuses_the_unlisted(
    spec, state, seat, legal, seen: list[str], rng: random.Random
) -> list[str]:
    """Every parsable notation that is not in the legal list is refused (the caller checks that
    they changed nothing); returns the notations tried."""
    listed = {str(a) for a in legal}
    words = sorted({w for text in seen[-100:] for w in text.split(" ")})
    candidates = rng.sample(seen, min(2, len(seen))) + _mutations(
        rng.choice(sorted(listed)), rng, words
    )
    for text in candidates:
        if text in listed:
            continue
        try:
            action = spec.parse_action(text)
        except IllegalAction:
            continue
        if str(action) in listed:
            continue
        with pytest.raises(IllegalAction, match=r"\S"):
            state.apply(seat, action)
            pytest.fail(f"{text!r} is not in {state.seat_name(seat)}'s legal list but was accepted")
    return candidates


def _check_chance_is_final(spec, rng_before, before, seat, action, after):
    """An action that drew on the RNG may not be undoable, unless the rules say the draw stays
    as it was; then playing it again from the same position must give the same result."""
    if after.rng.state == rng_before or not after.undoable:
        return
    assert declared(spec.id, "CHANCE_MAY_BE_UNDONE") == str(action), (
        f"{action} drew on the RNG but may be taken back"
    )
    before.apply(seat, action)
    assert before.fingerprint() == after.fingerprint(), (
        "taking the roll back and rolling again differs"
    )


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
    limit = spec.max_actions(players, session.options)
    full_checks = spec.sim_full_checks or limit
    stale: list = []
    seen: list[str] = []
    pick = random.Random(seed)
    steps = 0
    while not session.state.is_over():
        state = session.state
        if steps >= limit and not spec.kind.always_ends:
            break  # the rules may never end this game: the harness bounds its own run
        assert steps < limit, f"no end after {limit} actions"
        acting = state.to_act()
        assert acting, "the game is not over but nobody must act"
        seat = pick.choice(acting)
        legal = state.legal_actions(seat)
        assert legal, f"{state.seat_name(seat)} must act but has no legal action"
        if steps >= full_checks:
            session.apply(seat, bots[seat].choose({}, legal), keep_undo=False)  # (it never looks)
            steps += 1
            continue
        assert [str(a) for a in state.legal_actions(seat)] == [str(a) for a in legal], (
            "legal_actions gave two different lists for the same position"
        )
        for action in legal:
            text = str(action)
            again = spec.parse_action(text)
            assert again == action and str(again) == text, f"notation {text!r} does not round-trip"
        assert state.status().strip()
        _check_views(state)
        if not spec.kind.continuous:
            # One comparison after all the refusals of a position (a fingerprint costs as much
            # as a few moves).
            before = state.fingerprint()
            refused = _check_illegal(state, stale, seat, legal)
            if steps % 3 == 0:  # a third of the positions keeps the harness quick
                refused += _check_refuses_the_unlisted(spec, state, seat, legal, seen, pick)
            if refused:
                assert state.fingerprint() == before, (
                    f"one of the refused actions {refused} changed the state"
                )
        action = bots[seat].choose(state.view(seat), legal)
        rng_before = state.rng.state
        before = state.clone() if declared(spec.id, "CHANCE_MAY_BE_UNDONE") else None
        session.apply(seat, action, keep_undo=False)
        _check_chance_is_final(spec, rng_before, before, seat, action, session.state)
        stale = legal
        seen.extend(str(a) for a in legal[:20])
        steps += 1
        # A save reloads mid-game too (once: replaying every few hundred steps made long games
        # cost quadratic time; the end of the game replays in full below).
        if steps in (limit // 50, 400):
            _check_replay(session)
    for line in session.state.log:
        assert not re.search(r"\byou\b", line, re.I), f"the log addresses a player: {line!r}"
    _check_replay(session)
    if not session.state.is_over():
        return
    outcome = session.state.result()
    assert sorted(s for group in outcome.ranking for s in group) == list(range(players))
    for seat, sources in outcome.breakdown.items():  # the end-of-game table adds up
        assert sum(sources.values()) == pytest.approx(outcome.scores[seat]), (
            f"points by source of seat {seat}"
        )
    json.dumps(outcome.to_json())
