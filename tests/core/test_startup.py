"""Starting magtui imports no game: the parser and the menu read the registry's catalog, and a
game (its rules, data and numpy) is imported when it is chosen."""

import subprocess
import sys

import pytest

from magtui import cli
from magtui.core import registry

HEAVY = ("magtui.games.", "numpy", "markdown_it", "pygments")


def _imported_after(code: str) -> list[str]:
    probe = (
        f"import sys\n{code}\nprint('\\n'.join(m for m in sys.modules if m.startswith({HEAVY!r})))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return out.stdout.split()


def test_the_parser_and_the_menu_import_no_game():
    heavy = _imported_after(
        "from magtui import cli\ncli.build_parser([])\nimport magtui.ui.app, magtui.ui.menu"
    )
    assert heavy == []


def test_a_chosen_game_is_the_only_one_imported():
    heavy = _imported_after(
        "from magtui import cli\ncli.build_parser(['magalon', '--players', '2'])"
    )
    assert heavy and all(m.startswith("magtui.games.magalon") for m in heavy)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_catalog_agrees_with_each_game(game_id):
    info, spec = registry.info(game_id), registry.get(game_id)
    assert (info.title, info.pitch, info.min_players, info.max_players) == (
        spec.title,
        spec.pitch,
        spec.min_players,
        spec.max_players,
    )


def test_a_games_own_help_still_lists_its_options_and_bot_levels(capsys):
    with pytest.raises(SystemExit):
        cli.main(["magnastorm", "--help"])
    out = capsys.readouterr().out
    assert "advanced_start=auto|off" in out and "basic" in out
