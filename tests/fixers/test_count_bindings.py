"""JAX602's count and gathered-reduction fixes through a binding (issue #14's fix rate; the
fix_repros len_of_where and nonzero_gather): a length bound to a name once whose every read is
array math (`n = len(jnp.where(m)[0])`, then `n / x.shape[0]`) is counted with jnp.count_nonzero;
`(idx,) = jnp.nonzero(m)` (a one-element unpacking: only a one-dimensional mask runs it) is
followed as `idx = jnp.nonzero(m)[0]` is, by the count and by the reduction under the mask.

Executed: the fixed module runs under jax.jit and matches the unfixed code run eagerly, values
and gradients. Refused: a count a Python `if` reads, an index name bound twice.
"""

from __future__ import annotations

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_STATS = '''import jax
import jax.numpy as jnp


def fraction_positive(x):
    n = len(jnp.where(x > 0)[0])
    return n / x.shape[0] * jnp.sum(x)


def mean_active(x, mask):
    (idx,) = jnp.nonzero(mask)
    count = idx.shape[0]
    return jnp.sum(jnp.where(mask, x, 0.0)) / count


def active_energy(x, mask):
    (idx,) = jnp.nonzero(mask)
    return jnp.sum(jnp.tanh(x[idx]) ** 2) + jnp.mean(x[idx] * 2.0)


def total(x, mask):
    return fraction_positive(x) + mean_active(x, mask) + active_energy(x, mask)


def main():
    x = jnp.array([1.0, -2.0, 0.5, 3.0, -0.25])
    mask = jnp.array([True, False, True, True, False])
    return jax.jit(jax.value_and_grad(total))(x, mask)
'''


def test_bound_count_and_unpacked_indices_match_eager(tmp_path, capsys):
    write_files(tmp_path, {"stats.py": _STATS})
    assert call_project(tmp_path, "stats:main", eager=False) == "ConcretizationTypeError"
    reference = call_project(tmp_path, "stats:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "3 fixed, 0 remaining" in summary, summary
    fixed = (tmp_path / "stats.py").read_text()
    assert "n = jnp.count_nonzero(x > 0)" in fixed and "idx = jnp.count_nonzero(mask)" in fixed
    assert "idx = mask" in fixed and "where=idx" in fixed
    got = call_project(tmp_path, "stats:main", eager=False)
    assert isinstance(got, list) and len(got) == len(reference) == 2  # the value, the gradient
    for a, b in zip(got, reference):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_refused_for_a_python_test_or_an_index_bound_twice(tmp_path, capsys):
    text = _STATS.replace("return n / x.shape[0] * jnp.sum(x)",
                          "if n > 2:\n        return jnp.sum(x)\n    return n / x.shape[0]").replace(
        "    return jnp.sum(jnp.tanh(x[idx]) ** 2)", "    idx = idx[1:]\n    return jnp.sum(jnp.tanh(x[idx]) ** 2)")
    write_files(tmp_path, {"stats.py": text})
    fix_project(tmp_path, capsys)
    fixed = (tmp_path / "stats.py").read_text()
    assert "n = len(jnp.where(x > 0)[0])" in fixed
    assert fixed.count("(idx,) = jnp.nonzero(mask)") == 1 and "where=idx" not in fixed
