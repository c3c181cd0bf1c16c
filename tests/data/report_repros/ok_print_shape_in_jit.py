# Thread: https://github.com/jax-ml/jax/issues/196
# Shape: printing static shapes and dtypes at trace time is fine
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def update(params, grads):
    new = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    print("tracing update for", new["w"].shape, new["w"].dtype)
    jax.debug.print("w = {}", new["w"])
    return new


update({"w": jnp.ones(2)}, {"w": jnp.ones(2)})
