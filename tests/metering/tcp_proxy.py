"""A loopback TCP proxy that a test can cut (every connection dropped, new ones refused) or
silence (every open connection goes quiet without closing, as across a partition)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Iterator


class CuttableProxy:
    def __init__(self, target_host: str, target_port: int) -> None:
        self.target = (target_host, target_port)
        self.port = 0
        self.cut = False
        self._writers: set[asyncio.StreamWriter] = set()
        self._silenced: set[asyncio.StreamWriter] = set()  # their data is swallowed
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="cuttable-proxy")

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(
            asyncio.start_server(self._handle, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        self._loop.run_forever()
        server.close()

    async def _pipe(self, src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
        with contextlib.suppress(Exception):
            while data := await src.read(65536):
                if dst in self._silenced:
                    continue
                dst.write(data)
                await dst.drain()
        dst.close()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.cut:
            writer.close()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.target)
        except OSError:
            writer.close()
            return
        self._writers |= {writer, up_writer}
        await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer))
        self._writers -= {writer, up_writer}

    def set_cut(self, cut: bool) -> None:
        def apply() -> None:
            self.cut = cut
            if cut:
                for w in list(self._writers):
                    w.transport.abort()
        self._loop.call_soon_threadsafe(apply)

    def silence(self) -> None:
        """The connections open now stop carrying anything, both ways, and stay open; new ones
        work as before."""
        self._loop.call_soon_threadsafe(lambda: self._silenced.update(self._writers))

    @contextlib.contextmanager
    def running(self) -> Iterator[CuttableProxy]:
        self._thread.start()
        self._ready.wait()
        try:
            yield self
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=5)
