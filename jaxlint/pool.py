"""Run per-file work in worker processes so that a worker that dies costs one file, not the run.

A segfault in the native parser, the OOM killer or any other death of a worker breaks a
`ProcessPoolExecutor`: every unfinished task fails with `BrokenProcessPool`. Here the files
that had not finished run again in a fresh pool, in halves, down to single files; a file that
kills a worker on its own is handed to `crashed` and every other file gets its normal result.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
from collections import deque
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Callable, Sequence, TypeVar

R = TypeVar("R")

BATCH = 16  # files per task


def pool_context():
    """fork is cheapest, but forking a process that has imported JAX (threads) can deadlock:
    then spawn. The command line never imports JAX; embedding callers and tests may."""
    return multiprocessing.get_context("spawn" if "jax" in sys.modules else "fork")


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def run_pooled(work: Callable[..., list[R]], names: Sequence[str], args: tuple, jobs: int,
               crashed: Callable[[str, str], R], regions: Sequence[Sequence[str]] | None = None) -> list[R]:
    """`work(batch, *args)` (a module-level function returning one result per name of `batch`)
    over `names` in `jobs` worker processes; the results in the order of `names`. `crashed(name,
    why)` stands in for the result of a file that killed its worker alone; `why` says how
    ("signal 11, SIGSEGV"). `regions` (the names split in one list per worker, `deal`) pins
    each region's batches to a worker of its own (`_run_pinned`) instead of the first free one."""
    results: dict[str, R] = {}
    if regions is not None and len(regions) > 1:
        batches = _run_pinned(work, [_batches(region) for region in regions], args, results)
    else:
        batches = _batches(names)
    while batches:
        unfinished = _run_round(work, batches, args, jobs, results)
        batches = []
        for batch in unfinished:
            if len(batch) > 1:
                half = (len(batch) + 1) // 2
                batches += [batch[:half], batch[half:]]
                continue
            result, why = _run_alone(work, batch[0], args)  # in flight when another file crashed, or the culprit
            results[batch[0]] = crashed(batch[0], why) if why else result
    return [results[name] for name in names]


def _batches(names: Sequence[str]) -> list[list[str]]:
    return [list(names[i:i + BATCH]) for i in range(0, len(names), BATCH)]


def deal(names: Sequence[str], jobs: int) -> list[list[str]]:
    """`names`' batches dealt in turn to `jobs` workers: each worker's list of files, in order."""
    batches = _batches(names)
    return [[name for batch in batches[k::jobs] for name in batch] for k in range(min(jobs, len(batches)))]


def _run_pinned(work, queues: list[list[list[str]]], args: tuple, results: dict) -> list[list[str]]:
    """Each queue's batches in a worker process of its own, in order; a worker whose queue is
    empty takes the files handed to it (`parse_claims`: another worker's lint needed a file this
    one parsed), then the last batch of the longest other queue. The modules a worker's lints
    follow stay in its memo, and a file is parsed by one worker of the run. The batches not
    finished (a worker died): the caller runs them again."""
    import shutil
    import tempfile

    from jaxlint import parse_claims

    claims = tempfile.mkdtemp(prefix="jaxlint-claims-")
    pending = [deque(queue) for queue in queues]
    handed: list[list[str]] = [[] for _ in queues]  # files whose lints were handed to each worker
    pools = [ProcessPoolExecutor(max_workers=1, mp_context=pool_context(), initializer=parse_claims.start,
                                 initargs=(claims, k)) for k in range(len(pending))]
    alive = [True] * len(pools)
    busy = [False] * len(pools)
    running: dict = {}
    unfinished: list[list[str]] = []

    def next_batch(k: int) -> tuple[Callable, list[str]] | None:
        if pending[k]:
            return parse_claims.deferring, pending[k].popleft()
        if handed[k]:
            batch, handed[k][:] = handed[k][:BATCH], handed[k][BATCH:]
            return parse_claims.undeferred, batch
        donor = max(range(len(pending)), key=lambda i: len(pending[i]))
        return (parse_claims.deferring, pending[donor].pop()) if pending[donor] else None

    def feed(k: int) -> None:
        while alive[k] and not busy[k]:
            chosen = next_batch(k)
            if chosen is None:
                return
            how, batch = chosen
            try:
                running[pools[k].submit(how, work, batch, *args)] = (k, batch)
                busy[k] = True
            except BrokenProcessPool:
                unfinished.append(batch)
                alive[k] = False

    try:
        for k in range(len(pools)):
            feed(k)
        while running:
            done, _ = wait(list(running), return_when=FIRST_COMPLETED)
            for future in done:
                k, batch = running.pop(future)
                busy[k] = False
                try:
                    for name, result in zip(batch, future.result()):
                        if isinstance(result, parse_claims.Deferred):
                            owner = result.owner if 0 <= result.owner < len(pools) and alive[result.owner] else k
                            handed[owner].append(name)
                        else:
                            results[name] = result
                except BrokenProcessPool:
                    unfinished.append(batch)
                    alive[k] = False
            for k in range(len(pools)):
                feed(k)
    finally:
        for pool in pools:
            pool.shutdown(wait=True, cancel_futures=True)
        shutil.rmtree(claims, ignore_errors=True)
    left = [name for names in handed for name in names]
    return unfinished + [batch for queue in pending for batch in queue] + _batches(left)


def _run_round(work, batches: list[list[str]], args: tuple, jobs: int, results: dict) -> list[list[str]]:
    """One pool over `batches`; the batches it could not finish."""
    unfinished: list[list[str]] = []
    with ProcessPoolExecutor(max_workers=min(jobs, len(batches)), mp_context=pool_context()) as pool:
        futures = []
        for batch in batches:
            try:
                futures.append((batch, pool.submit(work, batch, *args)))
            except BrokenProcessPool:
                unfinished.append(batch)
        for batch, future in futures:
            try:
                results.update(zip(batch, future.result()))
            except BrokenProcessPool:
                unfinished.append(batch)
    return unfinished


def _run_alone(work, name: str, args: tuple) -> tuple[object, str]:
    """`work([name], *args)` in a process of its own: (its result, "") or (None, how it died).
    An exception in `work` is raised here, as the pool raises it."""
    context = pool_context()
    reader, writer = context.Pipe(duplex=False)
    process = context.Process(target=_send, args=(writer, work, name, args), daemon=True)
    process.start()
    kind, value = _answer(process, reader, writer)
    return (value, "") if kind == "result" else (None, _death(process.exitcode))


def _answer(process, reader, writer) -> tuple[str, object]:
    """What the started `process` sends on the pipe: ("result", value), or ("died", None) when it
    ended without a word; an exception it reports ("raised") is raised here, as the pool raises it."""
    writer.close()  # the child holds the only writer now: a dead child means end of file here
    try:
        kind, value = reader.recv()
    except EOFError:
        kind, value = "died", None
    finally:
        reader.close()
    process.join()
    if kind == "raised":
        raise value
    return kind, value


def _send(writer, work, name: str, args: tuple) -> None:
    try:
        message = ("result", work([name], *args)[0])
    except Exception as exc:  # noqa: BLE001 - handed to the parent, which raises it
        message = ("raised", exc)
    writer.send(message)
    writer.close()


def _death(exitcode: int | None) -> str:
    if exitcode is not None and exitcode < 0:
        try:
            return f"signal {-exitcode}, {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"signal {-exitcode}"
    return f"exit status {exitcode}"


def run_pooled_after(prepare: Callable[[], object], work: Callable[..., list[R]], names: Sequence[str],
                     args: tuple, jobs: int, crashed: Callable[[str, str], R],
                     regions: Sequence[Sequence[str]] | None = None) -> list[R]:
    """`run_pooled` with its workers forked from a process that ran `prepare()` first: what it
    builds (modules several workers would each parse), every worker inherits. That process is
    a child of this one, so a parse that kills it costs the preparation, not the run: the pool
    then runs as before. Under spawn, nothing is inherited: `run_pooled` alone. `regions`: as
    `run_pooled`'s."""
    context = pool_context()
    if context.get_start_method() != "fork":
        return run_pooled(work, names, args, jobs, crashed, regions)
    reader, writer = context.Pipe(duplex=False)
    # not daemonic: it starts the pool's processes
    process = context.Process(target=_prepared_run, args=(writer, prepare, work, names, args, jobs, crashed, regions))
    process.start()
    kind, value = _answer(process, reader, writer)
    return value if kind == "result" else run_pooled(work, names, args, jobs, crashed, regions)


def _prepared_run(writer, prepare, work, names, args, jobs, crashed, regions) -> None:
    try:
        prepare()
        message = ("result", run_pooled(work, names, args, jobs, crashed, regions))
    except Exception as exc:  # noqa: BLE001 - handed to the parent, which raises it
        message = ("raised", exc)
    writer.send(message)
    writer.close()
