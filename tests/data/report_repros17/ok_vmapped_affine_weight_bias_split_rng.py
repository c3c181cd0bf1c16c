# Thread: https://github.com/juliuskunze/jaxnet/issues/24
# Shape: the hand-written version the issue contrasts with: `my_func` splits its key once per draw (`rng0, rng = jax.random.split(rng)`, then `rng1, rng = jax.random.split(rng)`) before drawing `W` and `b`; vmapped with the key broadcast (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def my_func(x, rng):
    rng0, rng = jax.random.split(rng)
    W = jax.random.normal(rng0, shape=(2, 2))
    rng1, rng = jax.random.split(rng)
    b = jax.random.exponential(rng1, shape=(2,))
    return W @ x + b


xs = jnp.ones((5, 2))
out = jax.vmap(my_func, in_axes=(0, None))(xs, jax.random.key(0))
print(out.shape)
