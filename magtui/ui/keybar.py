"""The key bar at the bottom of every screen: Textual's Footer, rebuilt only when the keys it
shows change.

Textual's Footer recomposes on every `refresh_bindings()` (boards call it on each cursor move),
restyling the whole screen each time, and every rebuild leaves its FooterKey widgets behind in
the Footer's `compact` watchers (Textual issue 6666), so memory grows all game long. This bar
keeps the look (keys bold, words plain: told apart without colour) and fixes both.
"""

from __future__ import annotations

from textual.widgets import Footer


class KeyBar(Footer):
    """A Footer that recomposes once per change of its shown keys, and leaks no widgets."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._shown: tuple | None = None
        self._check_pending = False

    def bindings_changed(self, screen) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus or self._check_pending:
            return
        if self.is_attached and screen is self.screen:
            self._check_pending = True  # many calls before the next refresh: one check
            self.call_after_refresh(self._recompose_if_changed)

    def shown_keys(self) -> tuple:
        """What the bar would draw now: (key, its label, description, enabled) per shown key."""
        app = self.app
        return tuple(
            (b.key, app.get_key_display(b), b.description, enabled, tooltip, b.group)
            for _, b, enabled, tooltip in self.screen.active_bindings.values()
            if b.show
        )

    async def _recompose_if_changed(self) -> None:
        self._check_pending = False
        if not self.is_attached:
            return
        shown = self.shown_keys()
        if shown == self._shown:
            return
        self._shown = shown
        await self.recompose()

    def compose(self):
        # The keys of the last rebuild are gone; their data-bind watchers on `compact` are not.
        for watchers in getattr(self, "__watchers", {}).values():
            watchers[:] = [(node, callback) for node, callback in watchers
                           if not (node._closing or node._closed)]
        yield from super().compose()
