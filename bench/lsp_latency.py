"""Edit-to-diagnostics latency of the real language server (`jaxlint server`), over stdio.

A bare JSON-RPC client (no pygls on this side, so nothing of the client's cost is timed):
open a generated document, then, one at a time, change it and time didChange until the
publishDiagnostics of that version arrives. An edit storm follows (changes 10 ms apart) and is
timed from its last change to the last version's diagnostics; any diagnostics published for a
version older than one already published are counted as stale. The server's peak memory
(its own and its lint worker's VmHWM) is read from /proc at the end. With a baseline checkout
(`bench/run.py --lsp-baseline DIR`), the same edits also go alternately to its server and to
this one: the ratio is the median of the per-edit ratios.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

from measure import percentiles

BLOCK = '''

@jax.jit
def step_{i}(params, x, lr):
    """A training step: a loss, its gradient, an update."""
    y = jnp.tanh(x @ params["w{i}"] + params["b{i}"])
    loss = jnp.mean((y - x[:, :1]) ** 2)
    if loss > 1.0:  # JAX101: a traced value in a Python condition
        loss = loss / 2
    scale = float(lr) * 0.5  # JAX102: float() of a traced value
    return loss * scale


def helper_{i}(values):
    total = 0.0
    for v in values:
        total = total + v
    return total
'''
HEADER = "import jax\nimport jax.numpy as jnp\n"


def document(lines: int) -> str:
    """A module of about `lines` lines of jitted code with findings in every block."""
    per_block = BLOCK.count("\n")
    return HEADER + "".join(BLOCK.format(i=i) for i in range(max(1, lines // per_block)))


class Client:
    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.next_id = 0
        self.replies: dict[int, asyncio.Future] = {}
        self.published: list[tuple[float, str, int | None, int]] = []  # (when, uri, version, count)
        self.arrived = asyncio.Event()
        self.reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        stream = self.process.stdout
        while True:
            length = 0
            while True:
                line = await stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii").partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            message = json.loads(await stream.readexactly(length))
            if "id" in message and "method" not in message:
                future = self.replies.pop(message["id"], None)
                if future is not None and not future.done():
                    future.set_result(message)
            elif message.get("method") == "textDocument/publishDiagnostics":
                params = message["params"]
                self.published.append((time.perf_counter(), params["uri"], params.get("version"),
                                       len(params["diagnostics"])))
                self.arrived.set()
            elif "id" in message:  # a request from the server (registrations...): accept it
                self._send({"jsonrpc": "2.0", "id": message["id"], "result": None})

    def _send(self, message: dict) -> None:
        body = json.dumps(message).encode("utf-8")
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    async def request(self, method: str, params) -> dict:
        self.next_id += 1
        future = asyncio.get_running_loop().create_future()
        self.replies[self.next_id] = future
        self._send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        await self.process.stdin.drain()
        return await asyncio.wait_for(future, 120)

    async def notify(self, method: str, params) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})
        await self.process.stdin.drain()

    async def diagnostics_for(self, uri: str, version: int, timeout: float = 120.0) -> float:
        """When the diagnostics of `version` (or a newer one) arrived."""
        deadline = time.perf_counter() + timeout
        while True:
            for when, where, got, _ in self.published:
                if where == uri and got is not None and got >= version:
                    return when
            self.arrived.clear()
            await asyncio.wait_for(self.arrived.wait(), max(0.01, deadline - time.perf_counter()))


def _tree(pid: int) -> list[int]:
    """A process and its children (the lint worker)."""
    try:
        return [pid] + [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return [pid]


def cpu_s(pid: int) -> float:
    """User + system cpu seconds of the server and its worker so far (0 where /proc is absent):
    what an edit costs, whatever else the machine runs."""
    total = 0.0
    for one in _tree(pid):
        try:
            fields = Path(f"/proc/{one}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            pass
    return total


def _peak_mib(pid: int) -> float:
    """VmHWM of a process and its children (the lint worker), in MiB; 0 where /proc is absent."""
    total = 0.0
    for one in _tree(pid):
        try:
            for line in Path(f"/proc/{one}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    total += int(line.split()[1]) / 1024
        except OSError:
            pass
    return total


async def _start(folder: Path, env: dict | None = None) -> Client:
    """A server (`env`: another checkout's PYTHONPATH, for a paired baseline), initialized. Its
    job timeout is raised: on a loaded machine a slow lint is a measurement, not a failure."""
    env = dict(os.environ if env is None else env)
    env.setdefault("JAXLINT_LSP_TIMEOUT", "600")
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "jaxlint", "server", stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL, cwd=str(folder), env=env)
    client = Client(process)
    await client.request("initialize", {"processId": os.getpid(), "rootUri": folder.as_uri(),
                                        "capabilities": {}, "workspaceFolders": None})
    await client.notify("initialized", {})
    return client


async def _stop(client: Client) -> None:
    process = client.process
    try:
        if process.returncode is None:
            await client.request("shutdown", None)
            await client.notify("exit", None)
            await asyncio.wait_for(process.wait(), 10)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        client.reader.cancel()


async def measure_latency(folder: Path, sizes: list[int], edits: int, storm: int,
                          workspace: list[Path] | None = None) -> dict:
    """Latency percentiles per document size, the storm's outcome, and peak memory."""
    client = await _start(folder)
    process = client.process
    out: dict = {}
    try:
        for size in sizes:
            out[f"{size} lines"] = await _one_size(client, folder, size, edits, storm)
        if workspace:
            out["workspace"] = await _workspace(client, workspace)
        out["server_peak_mib"] = _peak_mib(process.pid)
    finally:
        await _stop(client)
    return out


async def measure_paired(folder: Path, sizes: list[int], edits: int, baseline: Path) -> dict:
    """The same edits sent alternately to a server from `baseline` (another checkout, on
    PYTHONPATH) and to this one, each timed to its diagnostics: per size, both percentiles and
    the median of the per-edit ratios (this one / baseline)."""
    env = dict(os.environ, PYTHONPATH=str(baseline))
    base, ours = await _start(folder, env), await _start(folder)
    out: dict = {"baseline": str(baseline)}
    try:
        for size in sizes:
            path = folder / f"paired_{size}.py"
            text = document(size)
            path.write_text(text)
            uri = path.as_uri()
            for client in (base, ours):
                await client.notify("textDocument/didOpen", {"textDocument": {
                    "uri": uri, "languageId": "python", "version": 1, "text": text}})
                await client.diagnostics_for(uri, 1)
            times: dict[int, list[float]] = {id(base): [], id(ours): []}
            cpus: dict[int, list[float]] = {id(base): [], id(ours): []}
            for i in range(edits):
                text = text + f"\nEDITED_{i} = {i}\n"
                for client in (base, ours):
                    await asyncio.sleep(0.05)
                    start, cpu = time.perf_counter(), cpu_s(client.process.pid)
                    await client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": i + 2},
                                                                   "contentChanges": [{"text": text}]})
                    times[id(client)].append(await client.diagnostics_for(uri, i + 2) - start)
                    cpus[id(client)].append(cpu_s(client.process.pid) - cpu)
            out[f"{size} lines"] = {
                "baseline": percentiles(times[id(base)]), "candidate": percentiles(times[id(ours)]),
                "baseline_cpu": percentiles(cpus[id(base)]), "candidate_cpu": percentiles(cpus[id(ours)]),
                "ratio": _median_ratio(times[id(base)], times[id(ours)]),
                "cpu_ratio": _median_ratio(cpus[id(base)], cpus[id(ours)])}
    finally:
        await _stop(base)
        await _stop(ours)
    return out


async def _one_size(client: Client, folder: Path, size: int, edits: int, storm: int) -> dict:
    path = folder / f"doc_{size}.py"
    text = document(size)
    path.write_text(text)
    uri = path.as_uri()
    version = 1
    start = time.perf_counter()
    await client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python",
                                                                  "version": version, "text": text}})
    first = await client.diagnostics_for(uri, version) - start
    latencies, cpus = [], []
    for i in range(edits):
        version += 1
        text = text + f"\nEDITED_{i} = {i}\n"
        await asyncio.sleep(0.05)  # a typist's pause: each edit is its own lint
        start, cpu = time.perf_counter(), cpu_s(client.process.pid)
        await client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                       "contentChanges": [{"text": text}]})
        latencies.append(await client.diagnostics_for(uri, version) - start)
        cpus.append(cpu_s(client.process.pid) - cpu)
    mark = len(client.published)
    if not storm:
        return {"lines": text.count("\n"), "open_ms": first * 1000, "edit": percentiles(latencies),
                "edit_cpu": percentiles(cpus), "storm": None}
    for i in range(storm):
        version += 1
        text = text + f"\nSTORM_{i} = {i}\n"
        await client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                       "contentChanges": [{"text": text}]})
        last_change = time.perf_counter()
        await asyncio.sleep(0.01)
    settled = await client.diagnostics_for(uri, version) - last_change
    storm_versions = [v for _, where, v, _ in client.published[mark:] if where == uri]
    stale = sum(1 for a, b in zip(storm_versions, storm_versions[1:]) if b is not None and a is not None and b < a)
    return {"lines": text.count("\n"), "open_ms": first * 1000, "edit": percentiles(latencies),
            "edit_cpu": percentiles(cpus),
            "storm": {"changes": storm, "last_change_to_diagnostics_ms": settled * 1000,
                      "publishes": len(storm_versions), "last_version_published": storm_versions[-1] == version,
                      "stale_after_newer": stale}}


async def _workspace(client: Client, files: list[Path]) -> dict:
    """Open every file (a corpus-sized workspace) and wait for each one's diagnostics."""
    start = time.perf_counter()
    for path in files:
        await client.notify("textDocument/didOpen", {"textDocument": {
            "uri": path.as_uri(), "languageId": "python", "version": 1,
            "text": path.read_text(encoding="utf-8", errors="replace")}})
    for path in files:
        await client.diagnostics_for(path.as_uri(), 1, timeout=600)
    return {"files": len(files), "all_diagnostics_s": time.perf_counter() - start}


def _median_ratio(baseline: list[float], candidate: list[float]) -> float:
    ratios = sorted(b / a for a, b in zip(baseline, candidate) if a > 0)
    return ratios[len(ratios) // 2] if ratios else float("nan")


def run(folder: Path, sizes: list[int], edits: int, storm: int, workspace: list[Path] | None = None,
        baseline: Path | None = None) -> dict:
    out = asyncio.run(measure_latency(folder, sizes, edits, storm, workspace))
    if baseline is not None:
        out["paired"] = asyncio.run(measure_paired(folder, sizes, edits, baseline))
    return out
