"""Each game's profile for the shared suites declares only names they read."""

import pytest

from magtui.core import registry
from tests.game_profiles import KNOWN, profile


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_profile_declares_only_what_the_shared_suites_read(game_id):
    found = profile(game_id)
    assert found is not None, f"tests/games/{game_id}/profile.py is missing"
    # Its own public names: not what it imports (classes, functions, modules of elsewhere).
    declared = {
        name
        for name, value in vars(found).items()
        if not name.startswith("_")
        and getattr(value, "__module__", found.__name__) == found.__name__
        and not isinstance(value, type(pytest))
    }
    assert declared <= KNOWN, f"unknown names: {sorted(declared - KNOWN)}"
