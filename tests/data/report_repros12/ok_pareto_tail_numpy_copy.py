# Thread: https://github.com/arviz-devs/arviz-stats/issues/367
# Shape: the helper copies its input into a NumPy array first, so the in-place tail update writes a NumPy array
# expect: ok
import jax.numpy as jnp
import numpy as np


def _ps_tail(ary, n_tail, k=0.7):
    ary = np.sort(np.array(ary))
    cutoff = ary[-n_tail - 1]
    smoothed = cutoff + (ary[-n_tail:] - cutoff) ** (1.0 - k)
    ary[-n_tail:] = smoothed
    return ary


log_lik = jnp.asarray(np.random.default_rng(0).normal(size=50))
print(_ps_tail(log_lik, 5))
