"""Execute a rule example under the installed JAX and say what happened."""

from __future__ import annotations

import contextlib
import io

from jaxlint.rules.base import Example


def run_example(example: Example) -> tuple[BaseException | None, str, dict]:
    """Exec the example's code, then its `run` line; return (exception, stdout, namespace).

    Examples may flip global JAX settings (x64); they are restored afterwards."""
    import warnings

    import jax

    namespace: dict = {"__name__": "jaxlint_example"}
    out = io.StringIO()
    error: BaseException | None = None
    x64 = jax.config.jax_enable_x64
    with contextlib.redirect_stdout(out), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # e.g. "Explicitly requested dtype float64 ..."
        try:
            exec(compile(example.source() + "\n" + example.run + "\n", "<example>", "exec"), namespace)
        except Exception as exc:  # the example's own failure is the datum
            error = exc
        finally:
            jax.config.update("jax_enable_x64", x64)
    return error, out.getvalue(), namespace


def error_names(exc: BaseException) -> set[str]:
    return {cls.__name__ for cls in type(exc).__mro__}
