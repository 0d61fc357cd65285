"""The key bar at the bottom of every screen: one line drawn by one widget.

Textual's Footer recomposes on every `refresh_bindings()` (boards call it on each cursor move):
it mounts a widget per key, which restyles and lays out the screen again, and every rebuild
leaves its old key widgets behind in the Footer's watchers (Textual issue 6666), so memory
grows all game long. This bar looks the same (keys bold on their own colour, words plain: told
apart without colour too) but has no children: when its keys change it repaints its one line.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.widget import Widget

from magtui.ui.board import Board


DISABLED = Style(dim=True)


class KeyBar(Widget):
    """The keys of the active bindings that are shown, as " key description " entries."""

    COMPONENT_CLASSES = {"keybar--key", "keybar--description"}
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        width: 1fr;
        text-wrap: nowrap;
        text-overflow: clip;
        background: $footer-background;
        color: $footer-foreground;
        .keybar--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .keybar--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.entries: tuple[tuple[str, str, str, bool], ...] = ()  # (key, label, description, enabled)
        self._check_pending = False

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self.entries = self.shown_keys()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen) -> None:
        if self._check_pending or screen is not self.screen:
            return
        self._check_pending = True  # many calls before the next refresh: one check
        self.call_after_refresh(self._update)

    def _update(self) -> None:
        self._check_pending = False
        if not self.is_attached:
            return
        entries = self.shown_keys()
        if entries != self.entries:
            self.entries = entries
            self.refresh()

    def shown_keys(self) -> tuple[tuple[str, str, str, bool], ...]:
        """What the bar draws now: one entry per action, as Textual's footer groups them."""
        app, seen, entries = self.app, set(), []
        for node, binding, enabled, _ in self.screen.active_bindings.values():
            if binding.show and binding.action not in seen:
                seen.add(binding.action)
                words = node.key_words(binding.action) if isinstance(node, Board) else None
                entries.append((binding.key, app.get_key_display(binding), words or binding.description, enabled))
        return tuple(entries)

    def render(self) -> Text:
        key_style = self.get_component_rich_style("keybar--key")
        words_style = self.get_component_rich_style("keybar--description")
        text = Text(no_wrap=True, overflow="crop", end="")
        for _, label, description, enabled in self.entries:
            dim = Style() if enabled else DISABLED
            entry = Text(end="")
            entry.append(f" {label} ", key_style + dim)
            if description:
                entry.append(f"{description} ", words_style + dim)
            text.append_text(entry)
        return text

    def on_click(self, event: events.Click) -> None:
        """A click on an entry presses its key, as with Textual's footer."""
        x = 0
        for key, label, description, enabled in self.entries:
            x += len(label) + 2 + (len(description) + 1 if description else 0)
            if event.x < x:
                if enabled:
                    self.app.simulate_key(key)
                else:
                    self.app.bell()
                return
