# Thread: https://github.com/arviz-devs/arviz-stats/issues/367
# Shape: a Pareto-smoothing helper replaces the tail of the sorted log weights in place; the log-likelihood it gets is a JAX array, so the sorted copy is one too
# expect: TypeError at line 13
import jax
import jax.numpy as jnp
import numpy as np


def _ps_tail(ary, n_tail, k=0.7):
    ary = jnp.sort(ary)
    cutoff = ary[-n_tail - 1]
    smoothed = cutoff + (ary[-n_tail:] - cutoff) ** (1.0 - k)
    ary[-n_tail:] = smoothed
    return ary


log_lik = jnp.asarray(np.random.default_rng(0).normal(size=50))
print(_ps_tail(log_lik, 5))
