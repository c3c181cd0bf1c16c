# Thread: https://github.com/pmelchior/scarlet2/pull/47
# Shape: the same reduction with `jnp.maximum`
# expect: ok
import jax
import jax.numpy as jnp


def _make_step(params, grads, step_size):
    new_params = jax.tree_util.tree_map(lambda p, g: p - step_size * g, params, grads)
    convergence = jax.tree_util.tree_map(lambda a, b: jnp.max(jnp.abs(a - b)), new_params, params)
    max_change = jax.tree_util.tree_reduce(jnp.maximum, convergence)
    return new_params, max_change


params = {"center": jnp.array([1.0, 2.0]), "flux": jnp.ones(3)}
grads = {"center": jnp.array([0.1, -0.2]), "flux": jnp.full(3, 0.05)}
jax.jit(_make_step)(params, grads, 0.5)
