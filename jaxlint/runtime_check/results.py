"""The per-function verdicts and how they decide the exit code.

`unverified` is never a pass, but it is not a failure either: it means no inputs were found,
which says nothing about the code. Every other non-`verified` status fails the run (exit 1),
including `import-error` and `timeout`: a module that cannot be imported or a step that never
finishes is a problem the user must look at before trusting a rewrite.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

VERIFIED = "verified"
MISMATCH = "mismatch"
COMPILE_ERROR = "compile-error"
RUNTIME_ERROR = "runtime-error"
TIMEOUT = "timeout"
UNVERIFIED = "unverified"
IMPORT_ERROR = "import-error"

STATUSES = (VERIFIED, MISMATCH, COMPILE_ERROR, RUNTIME_ERROR, TIMEOUT, IMPORT_ERROR, UNVERIFIED)
FAILING = frozenset({MISMATCH, COMPILE_ERROR, RUNTIME_ERROR, TIMEOUT, IMPORT_ERROR})


@dataclass
class Result:
    filename: str
    function: str
    line: int
    status: str
    device: str | None = None  # jax.devices()[0].device_kind of the worker
    detail: str = ""
    compile_ms: float | None = None
    run_ms: float | None = None

    def to_json(self) -> dict:
        return asdict(self)


def failed(results: list[Result]) -> bool:
    return any(r.status in FAILING for r in results)


def sort_key(result: Result) -> tuple:
    return (result.filename, result.line, result.function)
