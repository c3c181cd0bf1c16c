"""The per-function verdicts and how they decide the exit code.

`unverified` is never a pass, but it is not a failure either unless asked for
(`--require-verified`): it means no inputs were found, which says nothing about the code.
Every other non-`verified` status fails the run (exit 1), including `import-error` and
`timeout`: a module that cannot be imported or a step that never finishes is a problem the
user must look at before trusting a rewrite.
"""

from __future__ import annotations

from dataclasses import dataclass, field

VERIFIED = "verified"
MISMATCH = "mismatch"
COMPILE_ERROR = "compile-error"
RUNTIME_ERROR = "runtime-error"
TIMEOUT = "timeout"
UNVERIFIED = "unverified"
IMPORT_ERROR = "import-error"

STATUSES = (VERIFIED, MISMATCH, COMPILE_ERROR, RUNTIME_ERROR, TIMEOUT, IMPORT_ERROR, UNVERIFIED)
FAILING = frozenset({MISMATCH, COMPILE_ERROR, RUNTIME_ERROR, TIMEOUT, IMPORT_ERROR})
CHECKS = ("forward", "grad", "repeat", "leak", "call-sites")
NOT_RUN, PASSED, FAILED = "not-run", "passed", "failed"


def no_checks() -> dict[str, str]:
    return {check: NOT_RUN for check in CHECKS}


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
    checks: dict[str, str] = field(default_factory=no_checks)  # check -> passed / failed / not-run
    inputs: list[dict] = field(default_factory=list)  # {kind, origin, outcome[, detail]} per candidate
    via: list[str] = field(default_factory=list)  # entry points that verified this function ("file:function")
    reached: list[str] = field(default_factory=list, repr=False)  # rewritten functions this run executed
    seconds: float | None = field(default=None, repr=False)  # wall time in the worker (for the benchmark)

    def to_json(self) -> dict:
        return {"filename": self.filename, "function": self.function, "line": self.line, "status": self.status,
                "device": self.device, "checks": dict(self.checks), "inputs": list(self.inputs),
                "detail": self.detail, "via": list(self.via), "compile_ms": self.compile_ms, "run_ms": self.run_ms}


def failed(results: list[Result], require_verified: bool = False) -> bool:
    bad = FAILING | {UNVERIFIED} if require_verified else FAILING
    return any(r.status in bad for r in results)


def sort_key(result: Result) -> tuple:
    return (result.filename, result.line, result.function)
