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
from concurrent.futures import ProcessPoolExecutor
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
               crashed: Callable[[str, str], R]) -> list[R]:
    """`work(batch, *args)` (a module-level function returning one result per name of `batch`)
    over `names` in `jobs` worker processes; the results in the order of `names`. `crashed(name,
    why)` stands in for the result of a file that killed its worker alone; `why` says how
    ("signal 11, SIGSEGV")."""
    results: dict[str, R] = {}
    batches = [list(names[i:i + BATCH]) for i in range(0, len(names), BATCH)]
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
                     args: tuple, jobs: int, crashed: Callable[[str, str], R]) -> list[R]:
    """`run_pooled` with its workers forked from a process that ran `prepare()` first: what it
    builds (modules several workers would each parse), every worker inherits. That process is
    a child of this one, so a parse that kills it costs the preparation, not the run: the pool
    then runs as before. Under spawn, nothing is inherited: `run_pooled` alone."""
    context = pool_context()
    if context.get_start_method() != "fork":
        return run_pooled(work, names, args, jobs, crashed)
    reader, writer = context.Pipe(duplex=False)
    # not daemonic: it starts the pool's processes
    process = context.Process(target=_prepared_run, args=(writer, prepare, work, names, args, jobs, crashed))
    process.start()
    kind, value = _answer(process, reader, writer)
    return value if kind == "result" else run_pooled(work, names, args, jobs, crashed)


def _prepared_run(writer, prepare, work, names, args, jobs, crashed) -> None:
    try:
        prepare()
        message = ("result", run_pooled(work, names, args, jobs, crashed))
    except Exception as exc:  # noqa: BLE001 - handed to the parent, which raises it
        message = ("raised", exc)
    writer.send(message)
    writer.close()
