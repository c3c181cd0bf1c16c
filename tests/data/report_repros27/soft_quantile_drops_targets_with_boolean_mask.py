# Thread: https://github.com/ott-jax/ott/issues/407
# Shape: a soft-quantile helper builds three target levels around the requested quantile and drops those outside [0, 1] with a boolean mask (`targets[valid]`); vmapped over the quantiles inside jit, the mask is a tracer (NonConcreteBooleanIndexError on a bool[3] index)
# expect: NonConcreteBooleanIndexError at line 17
import jax
import jax.numpy as jnp


def _soft_ranks(x, epsilon):
    diffs = (x[:, None] - x[None, :]) / epsilon
    return jax.nn.sigmoid(diffs).mean(axis=1)


def soft_quantile(x, q, width=0.05, epsilon=1e-2):
    ranks = _soft_ranks(x, epsilon)
    targets = jnp.array([q - width, q, q + width])
    valid = (targets >= 0.0) & (targets <= 1.0)
    targets = targets[valid]
    weights = jnp.exp(-((ranks[None, :] - targets[:, None]) ** 2) / epsilon)
    weights = weights / weights.sum(axis=1, keepdims=True)
    return (weights @ x).mean()


@jax.jit
def quantile_cal(x, quant, a):
    return jax.vmap(lambda q: soft_quantile(jnp.where(x < a, x, a), q))(quant)


x = jax.random.normal(jax.random.key(0), (200,))
print(quantile_cal(x, jnp.array([0.2, 0.8]), 0.5))
