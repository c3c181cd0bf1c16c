# Thread: https://github.com/jax-ml/jax/issues/3696
# Shape: `vmap(nn.one_hot)` with the default in_axes maps every argument, including the per-example class count, so num_classes reaches one_hot as a batched tracer
# expect: ConcretizationTypeError at line 11
import jax.numpy as jnp
from jax import nn, vmap


def encode_labels(labels, num_classes):
    counts = jnp.full(labels.shape, num_classes)
    one_hot_batch = vmap(nn.one_hot)
    return one_hot_batch(labels, counts)


labels = jnp.array([2, 3, 4])
print(encode_labels(labels, 5))
