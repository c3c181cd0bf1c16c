# Thread: https://github.com/jax-ml/jax/pull/40020
# Shape: a monitor object's jitted method histograms only the valid scores by indexing with a boolean mask (the thread's "histogram of a filtered or masked batch" inside jitted code); the mask is traced
# expect: NonConcreteBooleanIndexError at line 15
import jax
import jax.numpy as jnp


class ScoreMonitor:
    def __init__(self, bins, lo, hi):
        self.bins = bins
        self.lo = lo
        self.hi = hi

    def counts(self, scores, valid):
        kept = scores[valid]
        hist, _ = jnp.histogram(kept, bins=self.bins, range=(self.lo, self.hi))
        return hist


monitor = ScoreMonitor(bins=5, lo=0.0, hi=1.0)
step = jax.jit(monitor.counts)
scores = jax.random.uniform(jax.random.PRNGKey(1), (32,))
print(step(scores, scores > 0.2))
