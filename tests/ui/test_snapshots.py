"""SVG snapshots of the shared screens at the smallest supported size."""

from magtui.ui.app import MagtuiApp


def test_menu_at_80x24(snap_compare):
    assert snap_compare(MagtuiApp(), terminal_size=(80, 24))


def test_menu_in_ascii_mode(snap_compare):
    assert snap_compare(MagtuiApp(ascii_mode=True), terminal_size=(80, 24))
