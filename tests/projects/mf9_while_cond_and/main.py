import jax
import jax.numpy as jnp

from solvers import newton_sqrt


def run():
    roots = jax.vmap(newton_sqrt)(jnp.array([2.0, 3.0, 10.0]))
    assert jnp.allclose(roots ** 2, jnp.array([2.0, 3.0, 10.0]), rtol=1e-4), roots
    return roots
