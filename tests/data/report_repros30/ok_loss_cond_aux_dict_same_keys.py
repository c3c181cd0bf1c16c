# Thread: https://github.com/jax-ml/jax/issues/2660
# Shape: the fix the maintainers give: the dummy branch mimics the structure, returning zeros under the same keys
# expect: ok
import jax
import jax.numpy as jnp


def aux_loss(params):
    a = jnp.sum(params ** 2)
    b = jnp.sum(jnp.abs(params))
    return a + b, {"a": a, "b": b}


def dummy_loss(params):
    zero = jnp.zeros((), params.dtype)
    return zero, {"a": zero, "b": zero}


@jax.jit
def train_step(params, counter):
    loss, extra = jax.lax.cond(counter >= 10, aux_loss, dummy_loss, params)
    return params - 0.1 * loss, extra


print(train_step(jnp.ones(3), jnp.array(5)))
