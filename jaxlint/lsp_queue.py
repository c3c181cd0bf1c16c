"""Which documents wait to be linted, and when: the server's debounce.

Marking a document again moves its time, so a storm of changes costs one lint, of whatever
version is current when its time comes (the server reads the text only then). A document
that keeps changing is still linted at least every `max_wait` seconds.
"""

from __future__ import annotations

import asyncio


class LintQueue:
    def __init__(self, max_wait: float = 2.0) -> None:
        self.max_wait = max_wait
        self.due: dict[str, float] = {}
        self.first: dict[str, float] = {}  # when each waiting document was first marked
        self.wake = asyncio.Event()

    def __contains__(self, uri: str) -> bool:
        return uri in self.due

    def mark(self, uri: str, delay: float) -> None:
        now = asyncio.get_running_loop().time()
        first = self.first.setdefault(uri, now)
        self.due[uri] = min(now + delay, first + self.max_wait)
        self.wake.set()

    def discard(self, uri: str) -> None:
        self.due.pop(uri, None)
        self.first.pop(uri, None)

    async def next(self) -> str:
        """The next document whose time has come (waits until there is one)."""
        loop = asyncio.get_running_loop()
        while True:
            wait = None
            if self.due:
                uri = min(self.due, key=self.due.__getitem__)
                wait = self.due[uri] - loop.time()
                if wait <= 0:
                    self.discard(uri)
                    return uri
            self.wake.clear()
            try:
                await asyncio.wait_for(self.wake.wait(), wait)
            except asyncio.TimeoutError:
                pass
