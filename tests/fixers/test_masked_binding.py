"""JAX601, `y = x[mask]` whose every later read goes through elementwise math (arithmetic, jnp
and jax.nn elementwise functions) into a whole reduction -> `y = x` and the reductions take
`where=mask` (issue #14: mf20b_gnn_recommender_segments, `hard = gap[gap > -margin]` then
`jnp.mean(jax.nn.softplus(hard))`). Unsafe (masked_binding.py).

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly, value
and gradients. Refused: a read that is not a whole reduction (a cumulative sum), a mask whose
name is bound again before the reduction.
"""

from __future__ import annotations

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "losses.py": '''import jax
import jax.numpy as jnp


def hard_negative_loss(pos, neg, margin=0.5):
    gap = neg - pos[:, None]
    hard = gap[gap > -margin]
    return jnp.mean(jax.nn.softplus(hard))


def band_energy(x, low):
    band = x[(x > low) & (x < 2.0)]
    return jnp.sum(band ** 2) + 0.5 * band.var()
''',
    "main.py": '''import jax
import jax.numpy as jnp

import losses


def total(pos, neg):
    return losses.hard_negative_loss(pos, neg) + losses.band_energy(neg, -0.25)


def main():
    pos = jnp.linspace(-1.0, 1.0, 4)
    neg = jnp.sin(jnp.arange(12.0)).reshape(4, 3) * 1.5
    return jax.jit(jax.value_and_grad(total, argnums=(0, 1)))(pos, neg)
''',
}


def test_selection_only_reduced_becomes_where_and_matches_eager(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "main:main", eager=False) == "NonConcreteBooleanIndexError"
    reference = call_project(tmp_path, "main:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "2 fixed, 0 remaining" in summary, summary
    assert "where=gap > -margin" in (tmp_path / "losses.py").read_text()
    fixed = call_project(tmp_path, "main:main", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 3  # the value, two gradients
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_refused_for_a_cumulative_read_or_a_rebound_mask(tmp_path, capsys):
    text = _PROJECT["losses.py"].replace("return jnp.mean(jax.nn.softplus(hard))",
                                         "return jnp.cumsum(jax.nn.softplus(hard))[-1]").replace(
        "return jnp.sum(band ** 2) + 0.5 * band.var()", "low = low * 2\n    return jnp.sum(band ** 2)")
    write_files(tmp_path, {**_PROJECT, "losses.py": text})
    fix_project(tmp_path, capsys)
    fixed = (tmp_path / "losses.py").read_text()
    assert "hard = gap[gap > -margin]" in fixed and "where=" not in fixed
