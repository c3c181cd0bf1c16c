# Thread: https://github.com/jax-ml/jax/pull/40020
# Shape: the mask becomes histogram weights, so every score keeps its place and the shapes stay static
# expect: ok
import jax
import jax.numpy as jnp


class ScoreMonitor:
    def __init__(self, bins, lo, hi):
        self.bins = bins
        self.lo = lo
        self.hi = hi

    def counts(self, scores, valid):
        hist, _ = jnp.histogram(scores, bins=self.bins, range=(self.lo, self.hi), weights=valid.astype(scores.dtype))
        return hist


monitor = ScoreMonitor(bins=5, lo=0.0, hi=1.0)
step = jax.jit(monitor.counts)
scores = jax.random.uniform(jax.random.PRNGKey(1), (32,))
print(step(scores, scores > 0.2))
