# Thread: https://github.com/jax-ml/jax/issues/8079
# Shape: the Bayesian neural network: a sampled flat vector is unflattened into the parameter tree inside the loss, with the `PyTreeDef` from `tree_flatten` passed to the jitted loss as an argument; a treedef is not a JAX type, so jit rejects it
# expect: TypeError at line 22
import jax
import jax.numpy as jnp


def predict(params, x):
    return jnp.tanh(x @ params["w"] + params["b"])


@jax.jit
def loss(flat, treedef, x, y):
    leaves = [flat[6:], flat[:6].reshape(3, 2)]  # dict leaves come in key order: b, w
    params = jax.tree_util.tree_unflatten(treedef, leaves)
    return jnp.mean((predict(params, x) - y) ** 2)


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
leaves, treedef = jax.tree_util.tree_flatten(params)
flat = jax.random.normal(jax.random.PRNGKey(0), (sum(leaf.size for leaf in leaves),))
print(loss(flat, treedef, jnp.ones((4, 3)), jnp.zeros((4, 2))))
