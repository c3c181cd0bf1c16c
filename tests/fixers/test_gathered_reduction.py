"""JAX602, the indices of a mask (`keep = jnp.nonzero(w > 0.05)[0]`, `jnp.flatnonzero(counts)`)
that only gather rows for one reduction over them (`jnp.sum(h[keep] * w[keep, None], axis=0)`,
`(x[idx] ** 2).mean()`) -> the name is bound to the mask and the whole rows are reduced under it:
`jnp.sum(jnp.moveaxis(h * w[:, None], 0, -1), axis=-1, where=keep)` (issue #14:
mf17_encoder_pool_override). Unsafe (fixers/gathered_reduction.py).

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly
(`jax.disable_jit`, where nonzero sees concrete values), gradients included. Refused (left as
written, display-only advice): the gathered rows returned as they are, a reduction over another
axis, a gather through a non-elementwise function.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "pooling.py": '''import jax
import jax.numpy as jnp


class AttentionPool:
    def __init__(self, query):
        self.query = query

    def pool(self, h):
        weights = jax.nn.softmax(h @ self.query)
        keep = jnp.nonzero(weights > 0.2)[0]
        return jnp.sum(h[keep] * weights[keep, None], axis=0)


def active_energy(x, counts):
    idx = jnp.flatnonzero(counts)
    return (x[idx] ** 2).mean() + jnp.mean(jnp.abs(x[idx]), axis=0).sum()
''',
    "main.py": '''import jax
import jax.numpy as jnp

from pooling import AttentionPool, active_energy


def objective(h, x, counts):
    pooled = AttentionPool(jnp.array([1.0, -0.5, 0.25])).pool(h)
    return jnp.sum(pooled ** 2) + active_energy(x, counts)


def main():
    h = jnp.linspace(-1.0, 1.0, 18).reshape(6, 3)
    x = jnp.linspace(-2.0, 2.0, 10).reshape(5, 2)
    counts = jnp.array([0, 2, 0, 1, 3])
    return jax.jit(objective)(h, x, counts), jax.jit(jax.grad(objective, argnums=(0, 1)))(h, x, counts)
''',
}


def test_gathered_rows_reduced_under_the_mask_match_eager_with_gradients(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "main:main", eager=False) == "ConcretizationTypeError"
    reference = call_project(tmp_path, "main:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "2 fixed, 0 remaining" in summary, summary
    text = (tmp_path / "pooling.py").read_text()
    assert "keep = weights > 0.2\n" in text and "idx = counts != 0\n" in text, text
    fixed = call_project(tmp_path, "main:main", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 3  # the objective, two gradients
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def _left_as_written(root: Path, pool_line: str, capsys) -> None:
    files = {**_PROJECT, "pooling.py": _PROJECT["pooling.py"].replace(
        "        return jnp.sum(h[keep] * weights[keep, None], axis=0)\n", pool_line)}
    write_files(root, files)
    summary = fix_project(root, capsys)
    assert "keep = jnp.nonzero(weights > 0.2)[0]" in (root / "pooling.py").read_text(), summary


def test_refused_for_rows_returned_as_they_are(tmp_path, capsys):
    _left_as_written(tmp_path, "        return h[keep] * weights[keep, None]\n", capsys)


def test_refused_for_a_reduction_over_another_axis(tmp_path, capsys):
    _left_as_written(tmp_path, "        return jnp.sum(h[keep] * weights[keep, None], axis=1).sum()\n", capsys)


def test_refused_through_a_function_across_rows(tmp_path, capsys):
    _left_as_written(tmp_path, "        return jnp.sum(jnp.cumsum(h[keep], axis=0), axis=0)\n", capsys)
