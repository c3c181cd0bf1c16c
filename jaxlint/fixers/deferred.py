"""Fixer functions the rules import by name, loaded at their first call.

A lint that builds no fix (a clean file, the most common one) needs none of the fixer modules,
and a single file's lint pays for every module its process imports (issue #19: the start-up
above the interpreter + LibCST + parse floor)."""

from __future__ import annotations

from importlib import import_module
from typing import Callable


def deferred(module: str, name: str) -> Callable:
    """A stand-in for `module.name` that imports `module` when first called, then calls it."""
    target: Callable | None = None

    def call(*args, **kwargs):
        nonlocal target
        if target is None:
            target = getattr(import_module(module), name)
        return target(*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"`{module}.{name}`, imported at its first call."
    return call
