"""A lint's objects are freed by reference counting when it returns (ModuleAnalysis.release):
none is left in a reference cycle for the collector, which would otherwise re-scan the whole
young heap to find them (the editor lints a 10,000-line file at every edit). Three such cycles
were found: an evaluator and its rules' contexts, a chain's first provenance step holding itself
as its root, and `ast.literal_eval`'s nested helpers (one cycle per string literal evaluated)."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

from jaxlint.config import Config
from jaxlint.engine import lint_source

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from lsp_latency import document  # noqa: E402

STRINGS = '''import jax
import jax.numpy as jnp


@jax.jit
def step(params, x):
    """A docstring, evaluated as a string literal."""
    w = params["w"] if "w" in params else params["kernel"]
    if x.sum() > 0:
        x = x * 2
    return jnp.tanh(x @ w), f"{x.shape}"
'''


def _cyclic_garbage_of(source: str, tmp_path: Path) -> list:
    path = tmp_path / "module.py"
    path.write_text(source)
    gc.collect()
    gc.disable()
    try:
        result = lint_source(source, str(path), Config())
        assert result.diagnostics  # the traced walk ran and reported
        del result
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        garbage = list(gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    return garbage


def test_a_lint_leaves_no_cyclic_garbage(tmp_path):
    for source in (STRINGS, document(300)):
        garbage = _cyclic_garbage_of(source, tmp_path)
        kinds = sorted({type(o).__name__ for o in garbage})
        assert garbage == [], kinds


LITERALS = ['"w"', "'k'", '"""doc\n  string"""', "r'\\d+'", "b'\\x00bytes'", "rb'\\n'", "u'\\u00e9'",
            '"tab\\tnew\\nline"', "'\\N{GREEK SMALL LETTER ALPHA}'", "''", "'''a'''", "B'X'", "Rb'\\\\'"]


def test_string_literals_read_as_literal_eval_reads_them():
    import ast

    import libcst as cst

    from jaxlint.analysis.evaluator import _literal_text

    for code in LITERALS:
        node = cst.parse_expression(code)
        assert isinstance(node, cst.SimpleString)
        expected = ast.literal_eval(code)
        assert _literal_text(node) == (expected if isinstance(expected, str) else None), code
        assert _literal_text(node) == _literal_text(cst.parse_expression(code))  # kept, same answer
