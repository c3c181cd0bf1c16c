# Thread: https://github.com/netket/netket/pull/1156
# Shape: tree_map takes several trees, so the fix just renames the call
# expect: ok
import jax
import jax.numpy as jnp

params = {"w": jnp.ones((3, 3)), "b": jnp.zeros(3)}
grads = {"w": jnp.full((3, 3), 0.1), "b": jnp.full(3, 0.2)}


def sgd_step(params, grads, lr=0.01):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


print(sgd_step(params, grads)["b"])
