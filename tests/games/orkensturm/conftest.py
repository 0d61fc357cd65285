"""Orkensturm tests see the whole reveal at once unless a test deals it step by step."""

import pytest

from magtui.games.orkensturm.ui import OrkensturmBoard


@pytest.fixture(autouse=True)
def reveal_at_once(monkeypatch):
    monkeypatch.setattr(OrkensturmBoard, "REVEAL_DELAY", 0)
