import os
import sys

import pytest

from tests import idle_wait

# Compiled modules are kept even where the shell asks Python to write none
# (PYTHONDONTWRITEBYTECODE): each test worker, and each magtui the tests start, would otherwise
# compile every module it imports again.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

idle_wait.install()  # Pilot waits for a quiet app by condition, not by wall-clock slices


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Keep autosaves, saves and artifact collections of the tests out of the user's folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    # Scripted keys come faster than any hand-over: no cover guard time unless a test sets one.
    monkeypatch.setenv("MAGTUI_KEY_GUARD", "0")
    return tmp_path / "data"


def pytest_configure(config):
    config.addinivalue_line("markers", "long: a module of long tests, started first")


# The longest tests start first: two workers then end together on short tests, where the
# longest ones, collected late, would leave one worker idle while the other finished them.
def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: item.get_closest_marker("long") is None)
