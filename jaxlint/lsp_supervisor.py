"""The server's side of the lint worker (jaxlint/lsp_worker.py): start it, send it one job at a
time, and replace it when it dies or overruns.

A job that yields no result raises `WorkerFailure` with a sentence the server shows the user:
the worker crashed (a native crash in the parser on a hostile document), it ran past the
timeout (it is then killed), or the job itself raised. The next job starts a fresh worker, so
the server keeps serving whatever happened to the last one.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import sys
from typing import Any

from jaxlint.lsp_worker import encode_message

logger = logging.getLogger("jaxlint.lsp")

JOB_TIMEOUT_S = 30.0  # JAXLINT_LSP_TIMEOUT overrides
STARTUP_TIMEOUT_S = 120.0  # importing LibCST and the engine on a loaded machine
WORKER_COMMAND = (sys.executable, "-m", "jaxlint.lsp_worker")


class WorkerFailure(Exception):
    """A job that produced no result; the message says why, for the user."""


def job_timeout() -> float:
    try:
        return float(os.environ.get("JAXLINT_LSP_TIMEOUT", "") or JOB_TIMEOUT_S)
    except ValueError:
        return JOB_TIMEOUT_S


class LintWorker:
    """One long-lived worker process; jobs are serialised (one lint at a time is what an editor
    needs, and the engine keeps per-process caches)."""

    def __init__(self, timeout: float | None = None, command: tuple[str, ...] = WORKER_COMMAND) -> None:
        self.timeout = job_timeout() if timeout is None else timeout
        self.command = command
        self.process: asyncio.subprocess.Process | None = None
        self.lock = asyncio.Lock()
        self.last_id = 0

    async def warm_up(self) -> None:
        """Start the worker ahead of the first job (the import is most of a first lint's time)."""
        async with self.lock:
            try:
                await self._ensure_started()
            except WorkerFailure as exc:
                logger.warning("jaxlint: %s", exc)

    async def run(self, job: str, **arguments: Any) -> Any:
        """The job's result; WorkerFailure when there is none."""
        self.last_id += 1
        request_id = self.last_id
        try:
            request = encode_message({"id": request_id, "job": job, **arguments})
        except (TypeError, ValueError) as exc:  # a config field the wire does not know
            raise WorkerFailure(f"internal error: {exc}; please report it") from None
        async with self.lock:
            await self._ensure_started()
            assert self.process is not None and self.process.stdin is not None
            try:
                self.process.stdin.write(request)
                await self.process.stdin.drain()
                reply = await asyncio.wait_for(self._reply_to(request_id), self.timeout)
            except asyncio.TimeoutError:
                await self._stop()
                raise WorkerFailure(f"the analysis took longer than {self.timeout:g} s and was stopped") from None
            except (OSError, EOFError, ValueError, asyncio.IncompleteReadError):
                raise WorkerFailure(await self._died()) from None
            if "error" in reply:
                raise WorkerFailure(f"internal error: {reply['error']}; please report it with this file")
            return reply.get("result")

    async def _reply_to(self, request_id: int) -> dict:
        """The reply to `request_id`; replies to requests whose caller gave up are skipped."""
        while True:
            reply = await self._read()
            if reply.get("id") == request_id:
                return reply

    async def _read(self) -> dict:
        assert self.process is not None and self.process.stdout is not None
        header = await self.process.stdout.readline()
        if not header:
            raise EOFError
        reply = json.loads(await self.process.stdout.readexactly(int(header)))
        if not isinstance(reply, dict):
            raise ValueError("not a JSON object")
        return reply

    async def _ensure_started(self) -> None:
        if self.process is not None and self.process.returncode is None:
            return
        self.process = None
        try:
            self.process = await asyncio.create_subprocess_exec(
                *self.command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                limit=1 << 20)
            ready = await asyncio.wait_for(self._read(), STARTUP_TIMEOUT_S)
        except asyncio.TimeoutError:
            await self._stop()
            raise WorkerFailure(f"the lint worker did not start within {STARTUP_TIMEOUT_S:g} s") from None
        except (OSError, EOFError, ValueError, asyncio.IncompleteReadError) as exc:
            reason = await self._died() if self.process is not None else str(exc)
            raise WorkerFailure(f"the lint worker could not start ({reason})") from None
        logger.info("jaxlint: lint worker %s started", ready.get("ready"))

    async def _died(self) -> str:
        """Why the worker is gone, once it is (the pipe can close a moment before the exit)."""
        assert self.process is not None
        try:
            code = await asyncio.wait_for(self.process.wait(), 5)
        except asyncio.TimeoutError:  # a broken pipe from a live worker: no use keeping it
            await self._stop()
            return "the lint worker stopped answering and was restarted"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"the lint worker crashed ({name}) and was restarted"
        return f"the lint worker exited with status {code} and was restarted"

    async def _stop(self) -> None:
        self.close()
        if self.process is not None:
            await self.process.wait()

    def close(self) -> None:
        """Kill the worker now (shutdown, or a job that overran); the next job starts another."""
        if self.process is not None and self.process.returncode is None:
            try:
                self.process.kill()
            except ProcessLookupError:
                pass
