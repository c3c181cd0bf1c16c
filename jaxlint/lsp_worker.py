"""The language server's lint worker: a child process that runs the engine, one job at a time.

The server never parses or analyses on its own event loop: a long parse holds the GIL, and a
native crash in the parser would kill the server. It sends each job here instead, over the
worker's stdin/stdout, as length-prefixed JSON (`<byte count>\\n<JSON>`; never pickle), and
kills and restarts the worker when it dies or overruns (jaxlint/lsp_supervisor.py).

Jobs: `lint` (diagnostics as plain records, with the noqa edit for each; the parse reuses the
unchanged statements of the document's last version, jaxlint/lsp_incremental.py), `lint_cells`
(the same for a notebook's code cells, placed by cell) and `fix_all` (the safe-fix loop of
`jaxlint check --fix`, answered as the one changed region). The worker runs
them on a thread with a large stack and a high recursion limit, so that deep but valid code
(a 400-line string concatenation) is analysed instead of failing.
"""

from __future__ import annotations

import functools
import json
import os
import sys
import threading
from dataclasses import fields, replace
from pathlib import Path
from typing import Any, BinaryIO

from jaxlint.config import Config

STACK_BYTES = 256 * 1024 * 1024
RECURSION_LIMIT = 50_000
DEFAULT_MEMORY_MB = 4096
ENGINE_CODES = ("JAX000", "JAX999")  # never filtered by noqa: no "Disable for this line"


# --- the wire: length-prefixed JSON -----------------------------------------------------------

def encode_message(message: dict) -> bytes:
    body = json.dumps(message, separators=(",", ":")).encode("ascii")  # lone surrogates escaped
    return b"%d\n" % len(body) + body


def read_message(stream: BinaryIO) -> dict | None:
    """The next message, or None at the end of the stream."""
    header = stream.readline()
    if not header:
        return None
    body = stream.read(int(header))
    if len(body) < int(header):
        return None
    return json.loads(body)


def config_to_json(config: Config) -> dict:
    """Every field of the config, with tuples and paths tagged so they come back as such."""
    return {f.name: _tagged(getattr(config, f.name)) for f in fields(Config)}


def config_from_json(data: dict) -> Config:
    known = {f.name for f in fields(Config)}
    return Config(**{name: _untagged(value) for name, value in data.items() if name in known})


def _tagged(value: Any) -> Any:
    if isinstance(value, tuple):
        return {"tuple": [_tagged(v) for v in value]}
    if isinstance(value, (set, frozenset)):
        return {"frozenset": [_tagged(v) for v in sorted(value, key=repr)]}
    if isinstance(value, Path):
        return {"path": str(value)}
    if isinstance(value, dict):
        return {"dict": {k: _tagged(v) for k, v in value.items()}}
    if isinstance(value, list):
        return [_tagged(v) for v in value]
    return value


def _untagged(value: Any) -> Any:
    if isinstance(value, list):
        return [_untagged(v) for v in value]
    if isinstance(value, dict):
        ((tag, inner),) = value.items()
        if tag == "tuple":
            return tuple(_untagged(v) for v in inner)
        if tag == "frozenset":
            return frozenset(_untagged(v) for v in inner)
        if tag == "path":
            return Path(inner)
        return {k: _untagged(v) for k, v in inner.items()}
    return value


# --- the jobs -----------------------------------------------------------------------------------

def lint_job(source: str, filename: str, config: Config, statement_fixes: bool = True) -> dict:
    """Diagnostics as plain records; `noqa` maps a diagnostic's index to its noqa edit; `parsed`
    is false when the text does not parse (the server then keeps the last good diagnostics);
    `dependencies` are the other files the lint read (a save of one re-lints this document).
    `statement_fixes=False`: a record whose statement rewrite was left out says `fix_deferred`."""
    from jaxlint.noqa import NoqaPlanner

    result = lint_incrementally(source, filename, config, statement_fixes)
    diagnostics = result.diagnostics
    noqa: dict[str, list] = {}
    planner = None
    for index, d in enumerate(diagnostics):
        if d.code in ENGINE_CODES or d.noqa_row is None:
            continue
        planner = planner or NoqaPlanner(source, _statement_pieces(filename))
        edit = planner.edit_for(d.noqa_row, d.code)
        if edit is not None:
            noqa[str(index)] = [edit.row, edit.start, edit.end, edit.text]
    return {"diagnostics": [diagnostic_record(d, filename) for d in diagnostics], "noqa": noqa,
            "parsed": result.parsed, "dependencies": sorted(result.dependencies)}


_PARSER = None  # jaxlint.lsp_incremental.IncrementalParser: the documents' last parses


def _statement_pieces(filename: str) -> list[str] | None:
    """The document's last parsed text cut between its top-level statements (header and footer
    apart), or None when there is none; the planner checks the pieces make up its source."""
    parsed = _PARSER.documents.get(filename) if _PARSER is not None else None
    if parsed is None:
        return None
    counts = [len(parsed.module.header), *(s.lines for s in parsed.statements)]
    pieces, line = [], 0
    for count in counts:
        pieces.append("".join(parsed.lines[line:line + count]))
        line += count
    pieces.append("".join(parsed.lines[line:]))  # the footer
    return pieces


def lint_incrementally(source: str, filename: str, config: Config, statement_fixes: bool = True):
    """`lint_source` on a parse that reuses the unchanged top-level statements of this
    document's last version (and their positions). Passed a module, the engine skips its
    jax-mention test and size cap: a text they, or the rules' triggers, would stop is linted
    from scratch, as `check` does."""
    global _PARSER
    from jaxlint.engine import lint_source, selected_rules
    from jaxlint.lsp_incremental import IncrementalParser
    from jaxlint.positions import provided
    from jaxlint.prefilter import may_hold_findings, mentions_jax

    _PARSER = _PARSER or IncrementalParser()
    cap = config.max_file_size
    if not mentions_jax(source, config) or (cap and len(source.encode("utf-8", "surrogatepass")) > cap) or not (
            may_hold_findings(source, filename, config, selected_rules(config, filename), frozenset(),
                              os.path.exists(filename))):
        _PARSER.forget(filename)
        return lint_source(source, filename, config, statement_fixes=statement_fixes)
    parsed = _PARSER.parse(filename, source)
    if parsed is None:  # does not parse: the engine says where
        return lint_source(source, filename, config, statement_fixes=statement_fixes)
    with provided(parsed.module, parsed.positions()):
        return lint_source(source, filename, config, module=parsed.module, statement_fixes=statement_fixes)


def lint_cells_job(source: list, filename: str, config: Config) -> dict:
    """A notebook's code cells (`source`: [cell number, text] pairs) linted as one module, as
    `jaxlint check` lints an .ipynb: each record names its `cell` (None: the whole notebook)
    and its rows are the cell's. A fix or noqa edit is kept only where every edit lies in the
    finding's own cell: an editor applies it to that cell's document alone."""
    from jaxlint.engine import lint_source
    from jaxlint.noqa import NoqaPlanner
    from jaxlint.notebooks import drop_cross_cell_fixes, join_cells, to_cells

    joined = join_cells([(int(number), str(text)) for number, text in source])
    result = lint_source(joined.text, filename, config)
    drop_cross_cell_fixes(result.diagnostics, joined)
    ours = [d for d in result.diagnostics if d.filename == filename]
    records, noqa = [], {}
    planner = None
    for d, placed in zip(ours, to_cells(ours, joined, filename)):
        record = diagnostic_record(placed if _in_own_cell(d, placed.cell, joined) else replace(placed, fix=None))
        record["cell"] = placed.cell
        if d.code not in ENGINE_CODES and d.noqa_row is not None:
            planner = planner or NoqaPlanner(joined.text)
            edit = planner.edit_for(d.noqa_row, d.code)
            if edit is not None and joined.position(edit.row)[0] == placed.cell:
                noqa[str(len(records))] = [joined.position(edit.row)[1], edit.start, edit.end, edit.text]
        records.append(record)
    return {"diagnostics": records, "noqa": noqa, "parsed": result.parsed}


def _in_own_cell(d, cell: int | None, joined) -> bool:
    edits = d.fix.edits if d.fix is not None else ()
    return all(e.location is not None and e.end_location is not None
               and joined.position(e.location.row)[0] == cell == joined.position(e.end_location.row)[0]
               for e in edits)


def diagnostic_record(d, filename: str | None = None) -> dict:
    """`trace` steps are [file URI, row, column, note, whether the step is in `filename`]."""
    fix = None
    if d.fix is not None and d.fix.target is None:  # edits in another file: `check --fix` applies them
        fix = {"message": d.fix.message, "applicability": d.fix.applicability.value,
               "edits": [None if e.location is None or e.end_location is None else
                         [e.location.row, e.location.column, e.end_location.row, e.end_location.column, e.content]
                         for e in d.fix.edits]}
    return {"code": d.code, "message": d.message, "severity": d.severity, "url": d.url,
            "start": [d.location.row, d.location.column], "end": [d.end_location.row, d.end_location.column],
            "fix": fix, "fix_deferred": bool(d.extra.get("fix_deferred")),
            "trace": [[_uri(s.filename), s.location.row, s.location.column, s.note,
                       filename is not None and _absolute(s.filename) == _absolute(filename)]
                      for s in d.trace]}


@functools.lru_cache(maxsize=256)
def _absolute(filename: str) -> str:
    return os.path.abspath(filename)


@functools.lru_cache(maxsize=256)
def _uri(filename: str) -> str:
    """A trace step's file as a URI (a lint names the same few files thousands of times)."""
    return Path(_absolute(filename)).as_uri()


def fix_loop():
    """`fix_source`, the loop behind `jaxlint check --fix`."""
    from jaxlint.fix_loop import fix_source

    return fix_source


def fix_all_job(source: str, filename: str, config: Config) -> dict:
    """The safe fixes, applied as `jaxlint check --fix` would: the changed region, or None."""
    from jaxlint.lsp_edits import changed_region

    outcome = fix_loop()(source, filename, config, unsafe=False)
    change = changed_region(source, outcome.source) if outcome.converged else None
    return {"change": None if change is None else [change.start, change.end, change.text]}


JOBS = {"lint": lint_job, "fix_all": fix_all_job, "lint_cells": lint_cells_job}


def handle(request: dict) -> dict:
    """One request -> its reply; a job's exception is the reply's `error`, never a dead worker."""
    reply: dict[str, Any] = {"id": request.get("id")}
    try:
        job = JOBS[request["job"]]
        reply["result"] = job(request["source"], request["filename"], config_from_json(request["config"]),
                              **request.get("options", {}))
    except Exception as exc:  # RecursionError and MemoryError included: the worker lives on
        detail = str(exc).splitlines()[0] if str(exc) else ""
        reply["error"] = f"{type(exc).__name__}: {detail}" if detail else type(exc).__name__
    return reply


# --- the process --------------------------------------------------------------------------------

def _die_with_parent() -> None:
    """Linux: the kernel kills this worker when the server goes, even mid-job."""
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass  # elsewhere the worker ends at the end of its stdin


def serve(requests: BinaryIO, replies: BinaryIO) -> None:
    import jaxlint.engine  # noqa: F401  (imported once, before the server's first job)

    fix_loop()

    replies.write(encode_message({"ready": os.getpid()}))
    replies.flush()
    sys.setrecursionlimit(RECURSION_LIMIT)
    while (request := read_message(requests)) is not None:
        replies.write(encode_message(handle(request)))
        replies.flush()


def _limit_memory() -> None:
    """A hostile document that makes the analysis balloon ends in a MemoryError (a failed job),
    not in the machine swapping: cap the address space (JAXLINT_LSP_WORKER_MEMORY_MB, 0 = none)."""
    megabytes = int(os.environ.get("JAXLINT_LSP_WORKER_MEMORY_MB", DEFAULT_MEMORY_MB) or 0)
    if megabytes <= 0:
        return
    try:
        import resource

        limit = (megabytes << 20) + STACK_BYTES
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        if soft == resource.RLIM_INFINITY or soft > limit:
            resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ImportError, ValueError, OSError):
        pass


def main() -> int:
    _die_with_parent()
    _limit_memory()
    import faulthandler

    faulthandler.enable()  # a native crash leaves a traceback on stderr (the server's log)
    requests = os.fdopen(os.dup(0), "rb")
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # anything a job prints goes to the log, never into the replies
    sys.stdout = sys.stderr
    threading.stack_size(STACK_BYTES)
    worker = threading.Thread(target=serve, args=(requests, replies), name="jaxlint-lint")
    worker.start()
    worker.join()
    return 0


if __name__ == "__main__":
    sys.exit(main())
