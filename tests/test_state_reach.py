"""The walk that proves boards hold no game state finds one however deep it is kept."""

from types import MappingProxyType

from magtui.core import registry
from magtui.core.views import seat_view

from tests.state_reach import state_paths


def test_the_walk_finds_a_state_kept_deep_inside_containers_and_closures():
    state = registry.get("magalon").new_game(["A", "B"], 1)

    class Holder:
        def __init__(self):
            self.kept = {"deep": [(MappingProxyType({"x": state}),)]}
            self.callback = lambda: state

    assert sorted(state_paths(Holder())) == [
        "board.callback.<closure>",
        "board.kept['deep'][0][0]['x']",
    ]


def test_the_walk_finds_a_state_in_a_dataclass_a_plain_object_or_a_bound_method():
    import dataclasses

    state = registry.get("magalon").new_game(["A", "B"], 1)

    @dataclasses.dataclass
    class Holder:
        item: object

    class Plain:
        pass

    for held in (Holder(state), state.view):
        plain = Plain()
        plain.kept = held
        assert state_paths(plain), held
    plain = Plain()
    plain.inner = Holder([state])
    assert state_paths(plain) == ["board.inner.item[0]"]


def test_the_walk_leaves_the_oracle_aside():
    state = registry.get("magalon").new_game(["A", "B"], 1)

    class Holder:
        def __init__(self):
            self.seen = seat_view(state, 0, 0)

    assert state_paths(Holder()) == []
