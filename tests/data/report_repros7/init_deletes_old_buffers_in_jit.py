# Thread: https://github.com/danijar/dreamerv3/issues/5
# Shape: a jitted init step frees the previous parameter buffers with .delete()
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


@jax.jit
def init(params, x):
    new = jax.tree_util.tree_map(lambda p: p * 0.5 + x.mean(), params)
    for p in jax.tree_util.tree_leaves(params):
        p.delete()
    return new


params = {"w": jnp.ones((16, 4), jnp.float16), "b": jnp.zeros(4, jnp.float16)}
print(jax.tree_util.tree_map(jnp.shape, init(params, jnp.ones(3))))
