import pytest


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Keep autosaves, saves and artifact collections of the tests out of the user's folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path / "data"
