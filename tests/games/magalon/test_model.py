"""Magalon's state is declared once (model.py): its copies come from that declaration."""

from magtui.core.bots import RandomBot
from magtui.core.model import Model, fields_of, undeclared
from magtui.games.magalon import SPEC


def _mutable_parts(value, found: dict) -> dict:
    """id -> object of every list, dict, set and model reachable from `value` through its
    declared fields (derived ones aside: caches that a copy resets or shares on purpose)."""
    if isinstance(value, (list, dict, set, Model)) and id(value) in found:
        return found
    if isinstance(value, Model):
        found[id(value)] = value
        for f in fields_of(type(value)):
            if f.derived is None:
                _mutable_parts(getattr(value, f.name), found)
    elif isinstance(value, (list, set)):
        found[id(value)] = value
        for item in value:
            _mutable_parts(item, found)
    elif isinstance(value, dict):
        found[id(value)] = value
        for item in value.values():
            _mutable_parts(item, found)
    elif isinstance(value, tuple):
        for item in value:
            _mutable_parts(item, found)
    return found


def test_a_copy_shares_nothing_that_changes_with_the_game_and_nothing_is_undeclared():
    """Along a random game, mid-turn positions included: every attribute of the state is
    declared, and its copy (undo, bots, trials) holds no list, dict, set or turn of the game's
    own, so that what one changes the other never sees."""
    st = SPEC.new_game(["Anna", "Boris", "Chen"], 4, {})
    bot = RandomBot(0, 4)
    for _ in range(400):
        assert undeclared(st) == [] and undeclared(st.turn or st) == []
        copy = st.clone()
        shared = _mutable_parts(st, {}).keys() & _mutable_parts(copy, {}).keys()
        assert not shared, [type(_mutable_parts(st, {})[i]) for i in shared]
        assert copy.fingerprint() == st.fingerprint()
        seat = st.to_act()[0]
        st.apply(seat, bot.choose(None, st.legal_actions(seat)))
