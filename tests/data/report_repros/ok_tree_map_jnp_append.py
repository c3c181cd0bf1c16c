# Thread: https://github.com/dfm/tinygp/issues/85
# Shape: the fix, jnp.append
# expect: ok
import jax
import jax.numpy as jnp


def to_general(X2):
    Xs = jax.tree_util.tree_map(lambda x: jnp.append(x[0], x[:-1]), X2)
    return Xs


jax.jit(to_general)({"t": jnp.arange(4.0), "w": jnp.ones(4)})
