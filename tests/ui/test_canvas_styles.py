"""A canvas view resolves its canvas--* looks once per stylesheet, not at every style pass."""

from textual.app import App

from magtui.ui.canvas import Canvas, CanvasView


class ViewApp(App):
    def compose(self):
        yield CanvasView()


def _count_resolutions(monkeypatch) -> list[int]:
    """How many component classes each of Textual's style passes asks the views to resolve."""
    asked: list[int] = []
    resolve = CanvasView._get_component_classes

    def counted(view):
        classes = resolve(view)
        asked.append(len(classes))
        return classes

    monkeypatch.setattr(CanvasView, "_get_component_classes", counted)
    return asked


async def test_the_looks_are_resolved_once_across_style_passes(monkeypatch):
    asked = _count_resolutions(monkeypatch)
    app = ViewApp()
    async with app.run_test(size=(40, 10)) as pilot:
        view = app.query_one(CanvasView)
        view.show(Canvas(40, 10))
        await pilot.pause()
        for flag in (True, False, True):  # a class of the screen restyles all it holds
            app.screen.set_class(flag, "-marked")
            await pilot.pause()
        assert len(asked) > 3, "Textual asks at every style pass"
        assert sum(1 for count in asked if count) == 1, "the view resolves them once"


async def test_the_looks_follow_a_new_stylesheet(monkeypatch):
    app = ViewApp()
    async with app.run_test(size=(40, 10)) as pilot:
        view = app.query_one(CanvasView)
        view.show(Canvas(40, 10))
        await pilot.pause()
        assert view.style_of("accent").color.name != "#123456"
        app.stylesheet.add_source("CanvasView .canvas--accent { color: #123456; }")
        app.refresh_css(animate=False)
        await pilot.pause()
        assert view.style_of("accent").color.name == "#123456"
