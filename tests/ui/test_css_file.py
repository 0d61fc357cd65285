"""A board's look comes from the .tcss file beside its module."""

from pathlib import Path

from magtui.ui.canvas import CanvasView


def test_a_widget_naming_its_css_file_gets_that_file_as_its_css():
    tcss = Path(__file__).with_name("css_file_probe.tcss")
    tcss.write_text("Probe { height: 3; }", encoding="utf-8")
    try:

        class Probe(CanvasView):
            CSS_FILE = "css_file_probe.tcss"

        assert Probe.DEFAULT_CSS == "Probe { height: 3; }"
    finally:
        tcss.unlink()


def test_a_widget_without_a_css_file_keeps_its_own_css():
    class Plain(CanvasView):
        DEFAULT_CSS = "Plain { height: 1; }"

    assert Plain.DEFAULT_CSS == "Plain { height: 1; }"
