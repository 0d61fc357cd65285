"""Keys sent to a Pilot-driven app as a terminal delivers them, not one at a time."""

from textual import events

CHARACTERS = {
    "enter": "\r",
    "space": " ",
    "question_mark": "?",
    "tab": "\t",
    "escape": "\x1b",
    "backspace": "\x7f",
}


def send(app, key: str, at: float | None = None) -> None:
    """Queue a key as the terminal would, stamped `at` (Textual's clock) when given."""
    event = events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None))
    if at is not None:
        event.time = at
    event.set_sender(app)
    app._driver.send_message(event)


async def burst(app, pilot, *keys: str) -> None:
    """Keys typed faster than the screen changes: all queued before the first is handled."""
    for key in keys:
        send(app, key)
    await pilot.pause()
