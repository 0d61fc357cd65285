"""Keys typed ahead never act on a screen they were not meant for.

A key acts only on the screen that was on top, composed and mounted, when the key was typed,
and only while it still is and the app is not closing: a burst of keys read at once reaches a
screen that is still being built (its fields are not there yet), waits in a widget's queue
while the key before it replaces the screen, or comes back for the App's bindings after the
screen it went to was replaced.

Each screen may hold a `keys_from` moment (Textual's event clock): the app drops every key
event created before it. A screen sets it when its content changes hands, so keys queued
while the terminal lagged, and the key that closed the previous screen, fall through nothing.
The pass-the-keyboard cover and the private screen after it add a guard time on top, so two
quick presses of Enter never skip a cover: opening one takes a deliberate key.
"""

from __future__ import annotations

import os

from textual import events
from textual.dom import NoScreen
from textual.message import Message
from textual.widget import Widget

# Seconds a cover (and the private screen opened from it) ignores keys. Long enough for a
# double press (issue reports 50–500 ms between presses), short against a real hand-over.
GUARD_SECONDS = 0.8


def guard_seconds() -> float:
    """The guard time; MAGTUI_KEY_GUARD overrides it (0 for scripted play and tests)."""
    try:
        return max(0.0, float(os.environ.get("MAGTUI_KEY_GUARD", GUARD_SECONDS)))
    except ValueError:
        return GUARD_SECONDS


def now() -> float:
    """Now, on the clock Textual stamps every event with (an event's `time`)."""
    return Message().time


class KeyGate:
    """Mixed into a screen: keys created before `keys_from` are dropped by the app."""

    keys_from: float = 0.0

    def close_keys(self, guard: float = 0.0) -> None:
        """Drop keys typed before now, and for `guard` seconds more (a running guard stays)."""
        self.keys_from = max(self.keys_from, now() + guard)

    def lets_through(self, key_time: float) -> bool:
        return key_time >= self.keys_from


def reaches(screen, key_time: float, on_top_since: float) -> bool:
    """Whether a key typed at `key_time` may act on `screen`, on top since `on_top_since`."""
    if not screen.is_mounted or key_time < on_top_since:
        return False
    return not isinstance(screen, KeyGate) or screen.lets_through(key_time)


def _reaches_widget(widget: Widget, key: events.Key) -> bool:
    gate = getattr(widget.app, "key_reaches", None)
    if gate is None:
        return True
    try:
        return gate(widget.screen, key.time)
    except NoScreen:  # no longer on any screen
        return False


def deliver_keys_only_where_meant() -> None:
    """Textual hands a key to the focused widget's queue at once, and the widget handles it
    later; by then the key before it may have replaced the screen or closed the app. A widget
    takes a key only when its app's `key_reaches` lets it through (apps without one: always).
    Every widget of every screen needs this, Textual's own (Input, OptionList) too, so it wraps
    the public `Widget.on_event` that each of them handles events with. Textual still hands on
    keys queued in a widget of a screen no longer on top (Textualize/textual#4704 asks that keys
    reach only the active screen); this stays until it does not."""
    deliver = Widget.on_event
    if getattr(deliver, "gated", False):
        return

    async def on_event(widget: Widget, event: events.Event) -> None:
        if isinstance(event, events.Key) and not _reaches_widget(widget, event):
            return
        await deliver(widget, event)

    on_event.gated = True
    Widget.on_event = on_event
