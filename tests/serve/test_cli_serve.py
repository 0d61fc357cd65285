"""`magtui serve` at the command line: what it needs, said in a sentence."""

import sys

from magtui import cli


def test_serve_without_asyncssh_says_how_to_get_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "asyncssh", None)  # not installed: importing it fails
    monkeypatch.delitem(sys.modules, "magtui.serve.server", raising=False)
    assert cli.main(["serve"]) == 2
    assert (
        "magtui: serve needs asyncssh: pip install '.[serve]' in magtui's folder."
        in capsys.readouterr().err
    )
