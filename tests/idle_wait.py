"""Pilot's wait for a quiet app, on the condition itself rather than on the wall clock.

Textual's own `wait_for_idle` sleeps in 20 ms slices until one passes with under 1 ms of
process time (at most a second): every key a test presses waits two such slices, and a repaint
or a busy neighbour on the machine makes it wait more. This wait gives the loop turns until it
is quiet: no callback ready, no worker running, no timer due within Textual's first slice (a
resize's, a refresh's), and the screen's pending layout and repaint done (what the 60 fps
update timer would have done meanwhile). It then returns at once; the keys, the messages and
the frames they make are the same.

Textual's animations are turned off too: every key waits for them to complete, and only their
end is ever looked at.
"""

from __future__ import annotations

import asyncio

from textual import app as textual_app
from textual import constants
from textual import pilot as textual_pilot
from textual._context import active_app
from textual.timer import Timer
from textual.worker import WorkerState

SLICE = 0.02  # Textual's slice: timers due within it (a resize's, a refresh's) run first
BUSY_WORKER_NAP = 0.002  # a thread worker is computing: let it have the processor


async def until_idle(min_sleep: float = 0.0, max_sleep: float = 1.0) -> None:
    loop = asyncio.get_running_loop()
    app = active_app.get(None)
    start = loop.time()
    give_up, slice_end = start + max_sleep, start + SLICE
    quiet_turns = 0
    while quiet_turns < 2 and loop.time() < give_up:
        if app is not None and _working(app):
            quiet_turns = 0
            await asyncio.sleep(BUSY_WORKER_NAP)
            continue
        await asyncio.sleep(0)
        if loop._ready:  # other callbacks are due in this turn
            quiet_turns = 0
        elif (due := _next_timer(loop, app)) is not None and due <= slice_end:
            quiet_turns = 0
            await asyncio.sleep(max(0.0, due - loop.time()))
        elif app is not None and _update_screen(app):
            quiet_turns = 0
        else:
            quiet_turns += 1


# Other apps' timers whose work their own waits do (the 60 fps screen update, done by
# `_update_screen`) or that have none (the animator, with animations off). With several apps in
# one test, one of them ticked within almost every slice of another's wait. The waited app's own
# ticks still count: they batch its updates into one paint, as in play.
SELF_SERVED_TIMERS = frozenset({"screen_update", "Animator"})


def _next_timer(loop, app=None) -> float | None:
    """When the loop's next timer is due (a Textual timer, a debounce, an interval)."""
    return min(
        (
            handle.when()
            for handle in loop._scheduled
            if not handle.cancelled() and not _served_elsewhere(handle, app)
        ),
        default=None,
    )


def _served_elsewhere(handle, app) -> bool:
    timer = _timer_of(handle)
    return (
        timer is not None
        and timer.name in SELF_SERVED_TIMERS
        and app is not None
        and _owner(timer._target()) not in (app, None)
    )


def _timer_of(handle) -> Timer | None:
    """The Textual timer that `handle` wakes, if it wakes one: a timer's task sleeps on a
    future that the handle resolves."""
    future = handle._args[0] if handle._args else None
    for callback, _context in getattr(future, "_callbacks", None) or ():
        task = getattr(callback, "__self__", None)
        frame = (
            getattr(task.get_coro(), "cr_frame", None) if isinstance(task, asyncio.Task) else None
        )
        timer = frame.f_locals.get("self") if frame is not None else None
        if isinstance(timer, Timer):
            return timer
    return None


def _owner(node):
    """The app a widget, screen or app belongs to (its parents, not the active app)."""
    while node is not None and not isinstance(node, textual_app.App):
        node = node._parent
    return node


def _working(app) -> bool:
    return any(worker.state in (WorkerState.PENDING, WorkerState.RUNNING) for worker in app.workers)


def _update_screen(app) -> bool:
    """Does the update timer's work if the screen has some pending; says whether it had."""
    try:
        screen = app.screen
    except Exception:  # no screen yet, or the app is closing
        return False
    if not screen.is_current or app._batch_count:
        return False
    pending = (
        screen._layout_required
        or screen._scroll_required
        or screen._repaint_required
        or screen._recompose_required
        or screen._dirty_widgets
    )
    if pending:
        screen._on_timer_update()
    return bool(pending)


def install() -> None:
    # a tab's underline slid for 0.3 s after every key that switched a tab
    constants.TEXTUAL_ANIMATIONS = "none"
    textual_app.wait_for_idle = until_idle
    textual_pilot.wait_for_idle = until_idle
