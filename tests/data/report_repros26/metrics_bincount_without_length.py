# Thread: https://github.com/jax-ml/jax/pull/5721
# Shape: a metrics accumulator's update method counts labels with jnp.bincount and no `length`; jitted as a bound method, the output size would depend on the traced labels
# expect: ConcretizationTypeError at line 13
import jax
import jax.numpy as jnp


class LabelHistogram:
    def __init__(self, num_classes):
        self.num_classes = num_classes

    def counts(self, labels):
        return jnp.bincount(labels)

    def update(self, totals, labels):
        return totals + self.counts(labels)[: self.num_classes]


hist = LabelHistogram(num_classes=3)
update = jax.jit(hist.update)
print(update(jnp.zeros(3, jnp.int32), jnp.array([0, 1, 1, 2])))
