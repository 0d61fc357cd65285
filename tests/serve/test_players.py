"""The names bound to keys (magtui.serve.players)."""

import pytest

from magtui.core.errors import MagtuiError
from magtui.serve.players import Players


def test_a_bound_name_is_kept_and_no_other_key_or_guest_takes_it(tmp_path):
    players = Players(tmp_path / "players.json")
    assert players.problem("Ada", "SHA256:a") is None
    players.bind("SHA256:a", "Ada")
    again = Players(tmp_path / "players.json")  # the next start of the server
    assert again.name_of("SHA256:a") == "Ada" and again.name_of("SHA256:b") is None
    assert (
        again.problem("ada", "SHA256:b")
        == "The name 'ada' belongs to another player's key; choose another."
    )
    assert again.problem("ADA", None) is not None  # a guest neither
    assert again.problem("Ada", "SHA256:a") is None
    assert (tmp_path / "players.json").stat().st_mode & 0o777 == 0o600


def test_a_name_is_checked_as_names_are_everywhere(tmp_path):
    players = Players(tmp_path / "players.json")
    assert "control character" in players.problem("Ada\x1b[2J", "SHA256:a")
    assert "too long" in players.problem("A" * 17, "SHA256:a")
    assert "may not be empty" in players.problem("  ", None)


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"SHA256:a": 3}'])
def test_a_damaged_file_of_names_is_refused_in_a_sentence(tmp_path, text):
    (tmp_path / "players.json").write_text(text)
    with pytest.raises(MagtuiError, match="players"):
        Players(tmp_path / "players.json")
