"""JAX105, a log statement converting a traced value (`logger.info("%s=%.4f", name, float(value))`
in a helper module a jitted step calls; issue #14: mf18_utils_log_float) -> the statement runs on
the host through `jax.debug.callback(lambda value: ..., value)`, which hands it the concrete value
each time the compiled step runs. Unsafe: applied by `--unsafe-fixes` only.

Executed: the fixed project runs under jax.jit; its result (trained by value_and_grad) and the
lines it logs match the unfixed code run eagerly (`jax.disable_jit`). Refused (the helper left
as written): a computation on the tracer inside the conversion (`float(value.mean())`, the
callback would close over a tracer), a logger not bound to `logging.getLogger(...)`.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
from pathlib import Path

import jax
import numpy as np

from jaxlint.cli import main
from tests.helpers import project_imports

_PROJECT = {
    "log_utils.py": '''import logging

logger = logging.getLogger("fixes26.trainer")


def log_scalar(name, value):
    logger.info("%s=%.4f", name, float(value))
''',
    "train.py": '''import jax
import jax.numpy as jnp

from log_utils import log_scalar


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def _step(w, x, y):
    loss, grad = jax.value_and_grad(loss_fn)(w, x, y)
    log_scalar("loss", loss)
    return w - 0.1 * grad


step = jax.jit(_step)


def main():
    x = jnp.linspace(-1.0, 1.0, 12).reshape(4, 3)
    y = x @ jnp.arange(3.0)
    w = jnp.zeros(3)
    for _ in range(3):
        w = step(w, x, y)
    return w
''',
}


class _Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (root / name).write_text(text)


def _call(root: Path, eager: bool):
    logger = logging.getLogger("fixes26.trainer")
    handler, level = _Lines(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    try:
        with project_imports(root):
            fn = importlib.import_module("train").main
            try:
                with jax.disable_jit() if eager else contextlib.nullcontext():
                    out = fn()
                jax.effects_barrier()
            except Exception as exc:  # the unfixed project's failure is the datum
                return type(exc).__name__, handler.lines
            return [np.asarray(leaf) for leaf in jax.tree.leaves(out)], handler.lines
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)


def _fix(root: Path, capsys) -> str:
    main(["check", "--no-cache", "--fix", "--unsafe-fixes", str(root)])
    return capsys.readouterr().out


def test_log_statement_runs_in_a_host_callback_and_matches_eager(tmp_path, capsys):
    _write(tmp_path, _PROJECT)
    assert _call(tmp_path, eager=False)[0] == "ConcretizationTypeError"
    reference, eager_lines = _call(tmp_path, eager=True)
    summary = _fix(tmp_path, capsys)
    assert "1 fixed, 0 remaining" in summary, summary
    helper = (tmp_path / "log_utils.py").read_text()
    assert "jax.debug.callback(lambda value: logger.info(\"%s=%.4f\", name, float(value)), value)" in helper
    assert "import jax\n" in helper
    assert (tmp_path / "train.py").read_text() == _PROJECT["train.py"]
    fixed, lines = _call(tmp_path, eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 1
    np.testing.assert_allclose(fixed[0], reference[0], rtol=1e-5, atol=1e-6)
    assert len(eager_lines) == 3 and lines == eager_lines, (lines, eager_lines)


def _refused(root: Path, files: dict[str, str], capsys) -> None:
    _write(root, files)
    _fix(root, capsys)
    assert (root / "log_utils.py").read_text() == files["log_utils.py"]


def test_refused_when_the_conversion_computes_on_the_tracer(tmp_path, capsys):
    helper = _PROJECT["log_utils.py"].replace("float(value)", "float(value.mean())")
    _refused(tmp_path, {**_PROJECT, "log_utils.py": helper}, capsys)


def test_refused_when_the_logger_is_not_from_get_logger(tmp_path, capsys):
    helper = _PROJECT["log_utils.py"].replace('logger = logging.getLogger("fixes26.trainer")',
                                              'logger = make_logger()').replace(
        "import logging\n", "import logging\n\n\ndef make_logger():\n    return logging.getLogger(\"fixes26.trainer\")\n")
    _refused(tmp_path, {**_PROJECT, "log_utils.py": helper}, capsys)
