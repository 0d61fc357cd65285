import pytest

from magtui.core import registry
from tests.core import toy


@pytest.fixture
def toy_registry(monkeypatch):
    """Registers the toy game beside the real ones."""
    real_ids, real_get = registry.game_ids, registry.get
    monkeypatch.setattr(registry, "game_ids", lambda: [*real_ids(), "toy"])
    monkeypatch.setattr(registry, "get", lambda g: toy.SPEC if g == "toy" else real_get(g))
    return toy.SPEC
