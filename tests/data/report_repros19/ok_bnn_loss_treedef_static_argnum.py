# Thread: https://github.com/jax-ml/jax/issues/8079
# Shape: the answer the issue got: a `PyTreeDef` is hashable, so it can be a static argument of the jitted loss
# expect: ok
import functools

import jax
import jax.numpy as jnp


def predict(params, x):
    return jnp.tanh(x @ params["w"] + params["b"])


@functools.partial(jax.jit, static_argnums=1)
def loss(flat, treedef, x, y):
    leaves = [flat[6:], flat[:6].reshape(3, 2)]  # dict leaves come in key order: b, w
    params = jax.tree_util.tree_unflatten(treedef, leaves)
    return jnp.mean((predict(params, x) - y) ** 2)


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
leaves, treedef = jax.tree_util.tree_flatten(params)
flat = jax.random.normal(jax.random.PRNGKey(0), (sum(leaf.size for leaf in leaves),))
print(loss(flat, treedef, jnp.ones((4, 3)), jnp.zeros((4, 2))))
