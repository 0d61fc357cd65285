"""Player names are plain text that fits: one check for the CLI, the setup and save files."""

import json

import pytest

from magtui import cli
from magtui.core import saves
from magtui.core.errors import OptionError, SaveError
from magtui.core.names import NAME_WIDTH, check_names, name_problem
from magtui.core.session import Seat, Session


@pytest.mark.parametrize("name", ["A\x1b]0;x\x07", "A\x1b[2J", "Al\nBo", "Bo\u202eb", "x\x00"])
def test_control_characters_and_escape_sequences_are_refused(name):
    problem = name_problem(name)
    assert problem and "control character" in problem
    assert "\x1b" not in problem and "\x07" not in problem, "the message itself is safe to print"


def test_names_longer_than_the_limit_are_refused():
    assert name_problem("x" * NAME_WIDTH) is None
    assert "too long" in name_problem("x" * (NAME_WIDTH + 1))
    assert "too long" in name_problem("宽" * (NAME_WIDTH // 2 + 1)), "wide characters count twice"
    assert len(name_problem("x" * 1000)) < 120, "a long name is not repeated in full"


@pytest.mark.parametrize("name", ["x[/]", "[Bob]", "Tom [Jerry]", "Zoë", "李雷"])
def test_brackets_and_letters_of_any_script_are_fine(name):
    assert name_problem(name) is None


def test_repeated_and_empty_names_are_refused():
    with pytest.raises(OptionError, match="unique"):
        check_names(["Al", "Al"])
    with pytest.raises(OptionError, match="empty"):
        check_names(["Al", " "])


def test_a_save_carrying_an_escape_sequence_in_a_name_is_refused(toy_registry, tmp_path):
    """Issue: 'Saves carry such names in and load them without complaint.'"""
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    record = session.to_record()
    record["seats"][1]["name"] = "B\x1b[2J"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="control character"):
        saves.load(path)


@pytest.mark.parametrize(
    "names,message", [("A\x1b]0;x\x07,B,C", "control character"), ("A" * 1000 + ",B,C", "too long")]
)
def test_the_cli_refuses_bad_names_with_a_clear_message(capsys, names, message):
    assert cli.main(["orkensturm", "--names", names]) == 2
    err = capsys.readouterr().err
    assert message in err and "\x1b" not in err and "\x07" not in err
