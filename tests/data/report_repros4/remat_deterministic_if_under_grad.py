# Thread: https://github.com/google/flax/issues/3630
# Shape: a remat-ed attention layer branches on `deterministic`; the loss takes its gradient
# expect: TracerBoolConversionError at line 11
import jax
import jax.numpy as jnp


@jax.remat
def attention(q, k, deterministic):
    scores = jax.nn.softmax(q @ k.T)
    if deterministic:
        return scores
    return scores * 0.9


def loss(q, k, deterministic):
    return attention(q, k, deterministic).sum()


jax.grad(loss)(jnp.ones((3, 2)), jnp.ones((3, 2)), False)
