# Thread: https://github.com/jax-ml/jax/pull/5853
# Shape: the suggested fix, jnp.asarray(obj)[idx]
# expect: ok
import jax
import jax.numpy as jnp

WIDTHS = [1.0, 2.0, 3.0]


def body(carry, i):
    return carry * jnp.asarray(WIDTHS)[i], None


jax.lax.scan(body, jnp.float32(1.0), jnp.arange(3))
