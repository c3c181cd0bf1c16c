# Thread: https://github.com/jax-ml/jax/issues/9579
# Shape: the body maps every weight through the CDF and keeps the interval's with jnp.where, no boolean index
# expect: ok
from jax import random
import jax
import jax.numpy as jnp


def biject_alpha(idx, val):
    alpha, i, key = val
    # hyperparameters for randomisation
    cdf_bins = 20

    key, consume = random.split(key)
    samples = random.uniform(consume, (cdf_bins - 1,), maxval=1.0)
    samples = jnp.hstack((jnp.array([0.0]), samples))
    montonous = jnp.cumsum(samples)
    cdf = montonous / montonous[-1]

    mask = (i - 1) == idx
    bijected_alpha = cdf[jnp.clip((alpha // (1 / cdf_bins)).astype(int), 0, cdf_bins - 1)]
    alpha = jnp.where(mask, bijected_alpha, alpha)
    return (alpha, i, key)


def cosInterpolateRandomized(x, xp, fp, consume):
    i = jnp.clip(jnp.searchsorted(xp, x, side="right"), 1, len(xp) - 1)
    dx = xp[i] - xp[i - 1]
    alpha = (x - xp[i - 1]) / dx
    alpha, _, _ = jax.lax.fori_loop(0, len(xp) - 1, biject_alpha, (alpha, i, consume))
    return fp[i - 1] + (fp[i] - fp[i - 1]) * (1 - jnp.cos(jnp.pi * alpha)) / 2


xp = jnp.linspace(0.0, 1.0, 5)
fp = xp ** 2
print(cosInterpolateRandomized(jnp.linspace(0.05, 0.95, 7), xp, fp, random.PRNGKey(0)))
