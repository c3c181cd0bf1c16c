# Thread: https://github.com/pmelchior/scarlet2/pull/47
# Shape: a jitted fitting step reduces the per-parameter changes with `tree_reduce` and the builtin `max`
# expect: TracerBoolConversionError at line 11
import jax
import jax.numpy as jnp


def _make_step(params, grads, step_size):
    new_params = jax.tree_util.tree_map(lambda p, g: p - step_size * g, params, grads)
    convergence = jax.tree_util.tree_map(lambda a, b: jnp.max(jnp.abs(a - b)), new_params, params)
    max_change = jax.tree_util.tree_reduce(lambda a, b: max(a, b), convergence)
    return new_params, max_change


params = {"center": jnp.array([1.0, 2.0]), "flux": jnp.ones(3)}
grads = {"center": jnp.array([0.1, -0.2]), "flux": jnp.full(3, 0.05)}
jax.jit(_make_step)(params, grads, 0.5)
