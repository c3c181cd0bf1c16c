# Thread: https://github.com/jax-ml/jax/pull/5721
# Shape: the count is given `length=self.num_classes` (a Python int), so the output size is static under jit
# expect: ok
import jax
import jax.numpy as jnp


class LabelHistogram:
    def __init__(self, num_classes):
        self.num_classes = num_classes

    def counts(self, labels):
        return jnp.bincount(labels, length=self.num_classes)

    def update(self, totals, labels):
        return totals + self.counts(labels)


hist = LabelHistogram(num_classes=3)
update = jax.jit(hist.update)
print(update(jnp.zeros(3, jnp.int32), jnp.array([0, 1, 1, 2])))
