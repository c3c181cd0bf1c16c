# Thread: https://github.com/netket/netket/pull/1156
# Shape: a parameter update combines two pytrees with jax.tree_util.tree_multimap
# expect: AttributeError at line 12
import jax
import jax.numpy as jnp

params = {"w": jnp.ones((3, 3)), "b": jnp.zeros(3)}
grads = {"w": jnp.full((3, 3), 0.1), "b": jnp.full(3, 0.2)}


def sgd_step(params, grads, lr=0.01):
    return jax.tree_util.tree_multimap(lambda p, g: p - lr * g, params, grads)


print(sgd_step(params, grads)["b"])
