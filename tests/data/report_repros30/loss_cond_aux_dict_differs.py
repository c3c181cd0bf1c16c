# Thread: https://github.com/jax-ml/jax/issues/2660
# Shape: a training step evaluates an auxiliary loss only every tenth step with `lax.cond`; the true branch returns `(loss, {"a": ..., "b": ...})` and the false branch a dummy `(0., {})`, so the branch outputs have different pytree structures: TypeError
# expect: TypeError at line 20
import jax
import jax.numpy as jnp


def aux_loss(params):
    a = jnp.sum(params ** 2)
    b = jnp.sum(jnp.abs(params))
    return a + b, {"a": a, "b": b}


def dummy_loss(params):
    return 0.0, {}


@jax.jit
def train_step(params, counter):
    loss, extra = jax.lax.cond(counter >= 10, aux_loss, dummy_loss, params)
    return params - 0.1 * loss, extra


print(train_step(jnp.ones(3), jnp.array(5)))
