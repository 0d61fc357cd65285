"""The key bar at the bottom of every screen: one line drawn by one widget.

Textual's Footer recomposes on every `refresh_bindings()` (boards call it on each cursor move):
it mounts a widget per key, which restyles and lays out the screen again, and every rebuild
leaves its old key widgets behind in the Footer's watchers (Textual issue 6666), so memory
grows all game long. This bar looks the same (keys bold on their own colour, words plain: told
apart without colour too) but has no children: when its keys change it repaints its one line.

When the keys do not fit, the screen's own keys stay (in a game: help, undo, log, save, menu)
and the focused widgets' keys give way, the least important first: a widget ranks its key
actions in `KEY_RANKS` (most important first; unlisted keys follow in binding order). A screen's
keys named in its `SPARE_KEYS` give way after all of them.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.widget import Widget

from magtui.ui.board import ARROWS, Board


DISABLED = Style(dim=True)


class BarKey(NamedTuple):
    key: str
    label: str
    description: str
    enabled: bool
    rank: tuple[int, int] | None  # on a narrow bar, lower ranks stay longer; None: always stays

    @property
    def width(self) -> int:
        return (
            cell_len(self.label) + 2 + (cell_len(self.description) + 1 if self.description else 0)
        )


def _listed(ranks: tuple[str, ...], action: str) -> int | None:
    """Where `action` ("verb('move')", or by its name "verb") stands in `ranks`, if listed."""
    name = action.partition("(")[0]
    return next((i for i, ranked in enumerate(ranks) if ranked in (action, name)), None)


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
        self.entries: tuple[BarKey, ...] = ()
        self._check_pending = False

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self.entries = self.shown_keys()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen) -> None:
        if self._check_pending or screen is not self.screen:
            return
        # Many calls in one go: one check, from the bar's own queue. (A check left for after
        # the next refresh goes to the screen on top, and is lost with a dialog closed at once.)
        self._check_pending = True
        self.call_later(self._update)

    def _update(self) -> None:
        self._check_pending = False
        if not self.is_attached:
            return
        entries = self.shown_keys()
        if entries != self.entries:
            self.entries = entries
            self.refresh()

    def shown_keys(self) -> tuple[BarKey, ...]:
        """The keys active now: one entry per action, as Textual's footer groups them."""
        app, screen, seen, entries = self.app, self.screen, set(), []
        spare = getattr(screen, "SPARE_KEYS", ())
        told: dict[Board, dict[str, str | None]] = {}  # the words each board's Enter and arrows got
        for node, binding, enabled, _ in screen.active_bindings.values():
            words = node.key_words(binding.action) if isinstance(node, Board) else None
            if isinstance(node, Board):
                told.setdefault(node, {}).setdefault(binding.action, words)
            if (not binding.show and words is None) or binding.action in seen:
                continue
            seen.add(binding.action)
            if node is screen or node is app:
                place = _listed(spare, binding.action)
                rank = None if place is None else (2, place)
            else:
                place = _listed(getattr(node, "KEY_RANKS", ()), binding.action)
                rank = (0, place) if place is not None else (1, len(entries))
            entries.append(
                BarKey(
                    binding.key,
                    app.get_key_display(binding),
                    words or binding.description,
                    enabled,
                    rank,
                )
            )
        for board, words in told.items():  # a board asks the bar again when these change
            board.bar_words = (words.get("choose"), words.get(ARROWS))
        return tuple(entries)

    def visible(self) -> tuple[BarKey, ...]:
        """The entries that fit the bar, in their order: every key that stays, then the others
        by rank for as long as the next one fits."""
        room = self.size.width - sum(entry.width for entry in self.entries if entry.rank is None)
        kept = set()
        for entry in sorted((e for e in self.entries if e.rank is not None), key=lambda e: e.rank):
            room -= entry.width
            if room < 0:
                break
            kept.add(entry)
        return tuple(entry for entry in self.entries if entry.rank is None or entry in kept)

    def meant_text(self) -> str:
        """The words of the keys the bar means to show (for the test that nothing is cut)."""
        return " ".join(f"{entry.label} {entry.description}" for entry in self.visible())

    def render(self) -> Text:
        key_style = self.get_component_rich_style("keybar--key")
        words_style = self.get_component_rich_style("keybar--description")
        text = Text(no_wrap=True, overflow="crop", end="")
        for _, label, description, enabled, _ in self.visible():
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
        for entry in self.visible():
            x += entry.width
            if event.x < x:
                if entry.enabled:
                    self.app.simulate_key(entry.key)
                else:
                    self.app.bell()
                return
