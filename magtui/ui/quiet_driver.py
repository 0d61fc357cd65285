"""Textual's terminal driver for Linux and macOS, with an input thread that sleeps until a key.

Textual's input thread wakes ten times a second to see whether the app is ending: that is most
of what an idle magtui costs, and a seat may wait at a shared table for hours. This one waits
on the terminal and on a pipe that the app's end writes to; it wakes on a timer only while an
escape sequence is half read (Textual's parser tells a lone Esc from the start of a sequence by
a short timeout). Everything else is Textual's LinuxDriver (Textual is pinned: the parser's
timeout is read from its field).
"""

from __future__ import annotations

import os
import selectors
from codecs import getincrementaldecoder

from textual._parser import ParseError
from textual._time import get_time
from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver


class QuietDriver(LinuxDriver):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._wake_read, self._wake_write = os.pipe()
        os.set_blocking(self._wake_read, False)

    def disable_input(self) -> None:
        if not self.exit_event.is_set():
            # left in the pipe: the thread keeps waking until it sees the exit event set
            os.write(self._wake_write, b"\0")
        super().disable_input()

    def close(self) -> None:
        super().close()
        os.close(self._wake_read)
        os.close(self._wake_write)

    def run_input_thread(self) -> None:
        """Read keys and send them to the app until it ends."""
        try:  # the byte of the last time input was disabled (suspended with Ctrl+Z, resumed)
            os.read(self._wake_read, 64)
        except BlockingIOError:
            pass
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        selector.register(self._wake_read, selectors.EVENT_READ)
        parser = XTermParser(self._debug)
        decode = getincrementaldecoder("utf-8")().decode
        try:
            while not self.exit_event.is_set():
                for key, _ in selector.select(_escape_wait(parser)):
                    if key.fd != self.fileno:
                        continue
                    text = decode(os.read(self.fileno, 4096))
                    if not text:  # stdin piped and at its end
                        break
                    for event in parser.feed(text):
                        self.process_message(event)
                for event in parser.tick():
                    self.process_message(event)
        finally:
            selector.close()
            try:
                for _ in parser.feed(""):
                    pass
            except (EOFError, ParseError):
                pass


def _escape_wait(parser: XTermParser) -> float | None:
    """Seconds until the parser stops waiting for the rest of an escape sequence; None while it
    waits for none."""
    due = parser._timeout_time
    return None if due is None else max(0.0, due - get_time())
