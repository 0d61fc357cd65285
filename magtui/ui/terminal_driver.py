"""Textual's terminal driver for Linux and macOS, with an input thread that sleeps until a key
comes and that notices a terminal that is gone.

- Textual's input thread wakes ten times a second to see whether the app is ending: that is
  most of what an idle magtui costs, and a seat may wait at a shared table for hours. This one
  waits on the terminal and on a pipe that the app's end writes to; it wakes on a timer only
  while an escape sequence is half read (Textual's parser tells a lone Esc from the start of a
  sequence by a short timeout).
- When the terminal goes away without a SIGHUP (an SSH connection dropped that way, a pty
  closed under a process it is not the controlling terminal of), reading it returns nothing at
  once, again and again: Textual's loop then spins a core forever. Its writer thread ends at the
  first failed write, and the app, drawing on, then waits for it forever. This driver takes the
  end of input, or a failed read or write, for the terminal being lost: it stops reading, drops
  what is still to be written, and tells the app (`TerminalLost`), which ends as on quit (the
  game is autosaved after every move; a seat at a table is left).

Everything else is Textual's LinuxDriver. Textual has no public way to read the terminal, so
the loop uses its private parser (XTermParser, and the deadline it keeps for a half-read
sequence); until Textual's own loop ends at the end of input (Textualize/textual#6690) and
sleeps while idle, this stays. Where the installed parser keeps no such deadline, the app runs
Textual's own driver.
"""

from __future__ import annotations

import os
import selectors
import threading
from codecs import getincrementaldecoder

from textual._parser import ParseError
from textual._time import get_time
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
    """LinuxDriver whose input thread sleeps until a key or the app's end, and that ends its
    input at the terminal's end and tells the app once."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._lost = threading.Event()
        self._file = _Output(self._file, self._lose_terminal)
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
        """Read keys and send them to the app until it ends or the terminal is lost."""
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
                    try:
                        data = os.read(self.fileno, READ_BYTES)
                    except OSError:
                        data = b""
                    if not data:  # a terminal in raw mode reads nothing only once it is gone
                        self._lose_terminal()
                        return
                    for event in parser.feed(decode(data)):
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


def fits(parser_class: type) -> bool:
    """Whether a parser of `parser_class` keeps the deadline `_escape_wait` reads."""
    return "_timeout_time" in vars(parser_class())


def driver_for(chosen: type) -> type:
    """The driver to run with: this one where Textual would run its Linux driver (not on
    Windows, nor with a TEXTUAL_DRIVER of the user's) and its parser fits this loop."""
    return TerminalDriver if chosen is LinuxDriver and fits(XTermParser) else chosen
