# Thread: https://github.com/google/flax/issues/3630
# Shape: the flag is bound before remat (a closure), so the remat-ed function never sees it traced
# expect: ok
import jax
import jax.numpy as jnp


def make_attention(deterministic):
    @jax.remat
    def attention(q, k):
        scores = jax.nn.softmax(q @ k.T)
        if deterministic:
            return scores
        return scores * 0.9
    return attention


def loss(q, k, deterministic):
    return make_attention(deterministic)(q, k).sum()


jax.grad(loss)(jnp.ones((3, 2)), jnp.ones((3, 2)), False)
