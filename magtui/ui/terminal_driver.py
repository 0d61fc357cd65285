"""Textual's terminal driver, made to notice a terminal that is gone.

When the terminal goes away without a SIGHUP (an SSH connection dropped that way, a pty closed
under a process it is not the controlling terminal of), reading it returns nothing at once,
again and again: Textual's input loop then spins a core forever. Its writer thread ends at the
first failed write, and the app, drawing on, then waits for it forever. This driver reads as
Textual's does, but takes the end of input, or a failed read or write, for the terminal being
lost: it stops reading, drops what is still to be written, and tells the app (`TerminalLost`),
which ends as on quit (the game is autosaved after every move; a seat at a table is left).

(Textual's input loop is copied with that one change; its writer thread is handed an output
that drops writes once one failed. pyproject pins the Textual version this was written against.)
"""

from __future__ import annotations

import os
import selectors
import threading
from codecs import getincrementaldecoder

from textual._parser import ParseError
from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver
from textual.message import Message

READ_BYTES = 4096


class TerminalLost(Message):
    """No key can come from the terminal any more, and nothing drawn reaches it."""


class _Output:
    """The terminal's output as Textual's writer thread uses it: once a write fails, the
    terminal is lost and later writes are dropped, so the thread lives on and nobody waits."""

    def __init__(self, file, lose) -> None:
        self._file = file
        self._lose = lose
        self.lost = False

    def _attempt(self, call, *args) -> None:
        if self.lost:
            return
        try:
            call(*args)
        except (OSError, ValueError):  # ValueError: the file was closed under it
            self._lose()

    def write(self, text: str) -> None:
        self._attempt(self._file.write, text)

    def flush(self) -> None:
        self._attempt(self._file.flush)

    def fileno(self) -> int:
        return self._file.fileno()


class TerminalDriver(LinuxDriver):
    """LinuxDriver that ends its input at the terminal's end and tells the app once."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._lost = threading.Event()
        self._file = _Output(self._file, self._lose_terminal)

    def _lose_terminal(self) -> None:
        """From the input or the writer thread: stop writing, and tell the app (once)."""
        if self._lost.is_set():
            return
        self._lost.set()
        self._file.lost = True
        try:
            self.send_message(TerminalLost())
        except RuntimeError:  # the app's loop has already closed: it is ending anyway
            pass

    def run_input_thread(self) -> None:
        """Wait for input and dispatch events, until the app stops it or the terminal is lost."""
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        fileno = self.fileno
        parser = XTermParser(self._debug)
        decode = getincrementaldecoder("utf-8")().decode

        def take(selected) -> bool:
            """Feed what came to the parser; False when nothing can come any more."""
            for _ in selected:
                try:
                    data = os.read(fileno, READ_BYTES)
                except OSError:
                    data = b""
                if not data:  # a terminal in raw mode reads nothing only once it is gone
                    return False
                for event in parser.feed(decode(data)):
                    self.process_message(event)
            for event in parser.tick():
                self.process_message(event)
            return True

        try:
            while not self.exit_event.is_set():
                if not take(selector.select(0.1)):
                    self._lose_terminal()
                    return
        finally:
            selector.close()
            try:
                for _ in parser.feed(""):
                    pass
            except (EOFError, ParseError):
                pass


def driver_for(chosen: type) -> type:
    """The driver to run with: this one where Textual would run its Linux driver."""
    return TerminalDriver if chosen is LinuxDriver else chosen
