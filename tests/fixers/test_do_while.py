"""JAX101, `while True:` whose last statement is `if <traced test>: break` -> the body once, then
`while not (test):` and the body (the same runs in Python), which JAX102's fix makes a
lax.while_loop (fix_repros while_true_break). Unsafe (do_while.py).

Executed: the fixed function runs under jax.jit and matches the unfixed one run eagerly.
Refused: a body with a `continue` (the copy before the loop would have no loop), a loop jax.grad
differentiates (lax.while_loop has no reverse-mode derivative: the rewrite would move the error).
"""

from __future__ import annotations

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_SOLVER = '''import jax
import jax.numpy as jnp


def halvings(x, tol):
    y = x
    n = 0.0
    while True:
        y = y / 2.0
        n = n + 1.0
        if jnp.abs(y) < tol:
            break
    return y * n


def main():
    return jax.jit(halvings)(3.0, 0.1), jax.jit(halvings)(-40.0, 0.5)
'''


def test_break_at_the_end_of_while_true_becomes_while_loop_and_matches_eager(tmp_path, capsys):
    write_files(tmp_path, {"solver.py": _SOLVER})
    assert call_project(tmp_path, "solver:main", eager=False) == "TracerBoolConversionError"
    reference = call_project(tmp_path, "solver:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "0 remaining" in summary, summary
    fixed = (tmp_path / "solver.py").read_text()
    assert "while_loop" in fixed and "while True" not in fixed, fixed
    got = call_project(tmp_path, "solver:main", eager=False)
    assert isinstance(got, list) and len(got) == len(reference) == 2  # two calls
    for a, b in zip(got, reference):
        np.testing.assert_allclose(a, b, rtol=1e-6)


def test_refused_with_a_continue_in_the_body_or_under_grad(tmp_path, capsys):
    text = _SOLVER.replace("        n = n + 1.0\n", "        n = n + 1.0\n        if n > 100.0:\n            continue\n")
    graded = _SOLVER.replace("return jax.jit(halvings)(3.0, 0.1), jax.jit(halvings)(-40.0, 0.5)",
                             "return jax.jit(jax.grad(halvings))(3.0, 0.1)")
    write_files(tmp_path, {"a/solver.py": text, "b/solver.py": graded})
    fix_project(tmp_path / "a", capsys)
    fix_project(tmp_path / "b", capsys)
    assert "while True" in (tmp_path / "a" / "solver.py").read_text()
    assert "while True" in (tmp_path / "b" / "solver.py").read_text()
