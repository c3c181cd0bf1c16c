"""JAX105, `int(v)` of a traced value whose every use takes an array: the value written by
`x.at[i].set(...)`, the operand of a lax collective (`jax.lax.psum(local, "d")`), an argument of
Python's `max(n, 1)` / `min(...)` whose result is used so (JAX103 then writes `jnp.maximum`)
-> `v.astype(int)` (issue #14: mf16_shard_map_helper_int, mf20b_lm_pipeline_sharded,
mf21b_moe_lm_capacity_routing's sampler). Unsafe, as the other JAX105 array fixes.

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly
(`jax.disable_jit`, where int() works), with the gradient of the masked mean; the shard_map
(traced even under disable_jit) gives the count. Refused: a `max()`
whose result bounds a slice (a static position).
"""

from __future__ import annotations

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "losses.py": '''import jax
import jax.numpy as jnp


def masked_mean(x, mask):
    n = int(mask.sum())
    return jnp.sum(x * mask) / max(n, 1)


def global_count(mask):
    local = int(jnp.sum(mask))
    return jax.lax.psum(local, "d")
''',
    "sampler.py": '''import jax
import jax.numpy as jnp


def fill(tokens, key, logits):
    def body(i, carry):
        tokens, key = carry
        key, sub = jax.random.split(key)
        nxt = int(jax.random.categorical(sub, logits[i]))
        return tokens.at[i].set(nxt), key

    return jax.lax.fori_loop(0, tokens.shape[0], body, (tokens, key))[0]
''',
    "main.py": '''import jax
import jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P

import losses
import sampler


def main():
    x = jnp.linspace(-1.0, 2.0, 6)
    mask = jnp.array([1.0, 0.0, 1.0, 1.0, 0.0, 1.0])
    logits = jnp.log(jnp.linspace(0.1, 1.0, 20).reshape(4, 5))
    tokens = jax.jit(sampler.fill)(jnp.zeros(4, jnp.int32), jax.random.key(0), logits)
    return jax.jit(losses.masked_mean)(x, mask), jax.jit(jax.grad(losses.masked_mean))(x, mask), tokens


def count():
    mesh = Mesh(jax.devices()[:1], ("d",))
    return jax.jit(jax.shard_map(losses.global_count, mesh=mesh, in_specs=P("d"), out_specs=P()))(
        jnp.array([True, False, True, True]))
''',
}


def test_array_uses_keep_the_value_an_array_and_match_eager(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    for entry in ("main:main", "main:count"):
        assert call_project(tmp_path, entry, eager=False) == "ConcretizationTypeError"
    reference = call_project(tmp_path, "main:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "4 fixed, 0 remaining" in summary, summary  # three int(), one max()
    assert "jnp.maximum(n, 1)" in (tmp_path / "losses.py").read_text()
    fixed = call_project(tmp_path, "main:main", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 3
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-6)
    assert call_project(tmp_path, "main:count", eager=False) == [3]  # shard_map traces even eagerly


def test_refused_where_max_bounds_a_slice(tmp_path, capsys):
    losses = _PROJECT["losses.py"].replace("return jnp.sum(x * mask) / max(n, 1)",
                                           "return jnp.sum(x[:max(n, 1)])")
    write_files(tmp_path, {**_PROJECT, "losses.py": losses})
    fix_project(tmp_path, capsys)
    assert "n = int(mask.sum())" in (tmp_path / "losses.py").read_text()
