"""The server's watch relay (magtui.serve.watch_relay) in a test's process."""

from __future__ import annotations

import asyncio
import socket
import threading
import time

from magtui.core import table_watch
from magtui.serve.watch_relay import WatchRelay


class Relay:
    """A WatchRelay for the tables of `folder` in a loop of its own thread, as the server runs
    it; this process asks it for its watches."""

    def __init__(self, folder, monkeypatch) -> None:
        self.ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.relay = self.inside(lambda: WatchRelay(folder, theirs))
        monkeypatch.setattr(table_watch, "_relay", self.ours)

    def inside(self, call):
        """`call()` run in the relay's loop (its state is that thread's)."""

        async def run():
            return call()

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(10)

    def watching(self) -> dict[int, int]:
        """watch -> how many sockets it wakes."""
        return self.inside(lambda: {wd: len(socks) for wd, socks in self.relay.watchers.items()})

    def until(self, check) -> None:
        for _ in range(500):
            if check():
                return
            time.sleep(0.01)
        assert check()

    def stop(self) -> None:
        self.inside(self.relay.close)
        self.relay.requests.close()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()
        self.ours.close()
