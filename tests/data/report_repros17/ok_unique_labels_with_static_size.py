# Thread: https://github.com/jax-ml/jax/pull/11030
# Shape: the loss as the improved error advises: `jnp.unique(labels, size=NUM_CLASSES, fill_value=-1)` gives a fixed-size result under jit, and the padding is masked out of the class count
# expect: ok
import jax
import jax.numpy as jnp

NUM_CLASSES = 3


@jax.jit
def balanced_loss(logits, labels):
    classes = jnp.unique(labels, size=NUM_CLASSES, fill_value=-1)
    counts = jnp.sum(labels[:, None] == classes[None, :], axis=0)
    present = classes >= 0
    weights = 1.0 / jnp.maximum(counts[jnp.searchsorted(classes, labels)], 1)
    log_p = jax.nn.log_softmax(logits)
    return -jnp.sum(weights * log_p[jnp.arange(labels.shape[0]), labels]) / jnp.sum(present)


logits = jnp.zeros((6, 3))
labels = jnp.array([0, 1, 1, 2, 2, 2])
print(balanced_loss(logits, labels))
