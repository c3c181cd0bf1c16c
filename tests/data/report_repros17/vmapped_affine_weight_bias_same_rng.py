# Thread: https://github.com/juliuskunze/jaxnet/issues/24
# Shape: the issue's `my_func`: a random affine map draws `W` with `jax.random.normal(rng, ...)` and `b` with `jax.random.exponential(rng, ...)` from the one key it is given; it is vmapped over inputs with the key broadcast (`in_axes=(0, None)`) (the key-reuse checker on)
# expect: KeyReuseError at line 12
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def my_func(x, rng):
    W = jax.random.normal(rng, shape=(2, 2))
    b = jax.random.exponential(rng, shape=(2,))
    return W @ x + b


xs = jnp.ones((5, 2))
out = jax.vmap(my_func, in_axes=(0, None))(xs, jax.random.key(0))
print(out.shape)
