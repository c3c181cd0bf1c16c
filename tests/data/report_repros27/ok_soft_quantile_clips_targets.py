# Thread: https://github.com/ott-jax/ott/issues/407
# Shape: the out-of-range target levels are clipped into [0, 1] instead of dropped, so the helper keeps a static shape under jit and vmap
# expect: ok
import jax
import jax.numpy as jnp


def _soft_ranks(x, epsilon):
    diffs = (x[:, None] - x[None, :]) / epsilon
    return jax.nn.sigmoid(diffs).mean(axis=1)


def soft_quantile(x, q, width=0.05, epsilon=1e-2):
    ranks = _soft_ranks(x, epsilon)
    targets = jnp.clip(jnp.array([q - width, q, q + width]), 0.0, 1.0)
    weights = jnp.exp(-((ranks[None, :] - targets[:, None]) ** 2) / epsilon)
    weights = weights / weights.sum(axis=1, keepdims=True)
    return (weights @ x).mean()


@jax.jit
def quantile_cal(x, quant, a):
    return jax.vmap(lambda q: soft_quantile(jnp.where(x < a, x, a), q))(quant)


x = jax.random.normal(jax.random.key(0), (200,))
print(quantile_cal(x, jnp.array([0.2, 0.8]), 0.5))
