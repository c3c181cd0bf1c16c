"""Execute a rule example under the installed JAX and say what happened."""

from __future__ import annotations

import ast
import contextlib
import io
import warnings

from jaxlint.rules.base import Example


def run_example(example: Example) -> tuple[BaseException | None, str, dict]:
    """Exec the example's code, then its `run` line; return (exception, stdout, namespace).

    Examples may flip global JAX settings (x64); they are restored afterwards."""
    import jax

    namespace: dict = {"__name__": "jaxlint_example"}
    out = io.StringIO()
    error: BaseException | None = None
    x64 = jax.config.jax_enable_x64
    with contextlib.redirect_stdout(out), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # e.g. "Explicitly requested dtype float64 ..."
        try:
            # dont_inherit: the example runs as a module of its own would, without this file's
            # `from __future__ import annotations` (a removed type in an annotation must raise).
            exec(compile(example.source() + "\n" + example.run + "\n", "<example>", "exec", dont_inherit=True),
                 namespace)
        except Exception as exc:  # the example's own failure is the datum
            error = exc
        finally:
            jax.config.update("jax_enable_x64", x64)
    return error, out.getvalue(), namespace


def error_names(exc: BaseException) -> set[str]:
    return {cls.__name__ for cls in type(exc).__mro__}


def evaluate(source: str, run: str, eager: bool = False):
    """Exec `source`, run `run`'s statements, and return the value of its last expression.
    `eager=True` runs it under `jax.disable_jit()` (the reference a rewrite is compared with)."""
    import jax

    namespace: dict = {"__name__": "jaxlint_example"}
    statements = ast.parse(run).body
    *setup, last = statements
    if isinstance(last, ast.Assign) and len(last.targets) == 1:  # `y = f(x)`: compare y
        setup.append(last)
        last = ast.Expr(last.targets[0])
    assert isinstance(last, ast.Expr), f"`{run}` must end with an expression or assignment to compare"
    with contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        exec(compile(source, "<example>", "exec", dont_inherit=True), namespace)
        context = jax.disable_jit() if eager else contextlib.nullcontext()
        with context:
            exec(compile(ast.fix_missing_locations(ast.Module(setup, [])), "<run>", "exec"), namespace)
            target = ast.fix_missing_locations(ast.Expression(_load(last.value)))
            return eval(compile(target, "<run>", "eval"), namespace)


def same_values(expected, got) -> bool:
    """Same tree structure, shapes, dtype kinds and values (NaN equal to NaN). A rewrite that
    turns a Python list into an array (`sorted` -> `jnp.sort`) compares by its values."""
    import jax
    import numpy as np

    def leaves_equal(a, b) -> bool:
        a, b = np.asarray(a), np.asarray(b)
        if a.shape != b.shape or a.dtype.kind != b.dtype.kind and {a.dtype.kind, b.dtype.kind} - {"f", "i"}:
            return False
        return bool(np.allclose(a, b, rtol=1e-5, atol=1e-6, equal_nan=True))

    if jax.tree.structure(expected) != jax.tree.structure(got):
        try:
            return leaves_equal(expected, got)
        except (TypeError, ValueError):
            return False
    return all(leaves_equal(a, b) for a, b in zip(jax.tree.leaves(expected), jax.tree.leaves(got)))


def _load(node: ast.expr) -> ast.expr:
    """An assignment target read back as an expression."""
    for sub in ast.walk(node):
        if hasattr(sub, "ctx"):
            sub.ctx = ast.Load()
    return node
