# Thread: https://github.com/jax-ml/jax/pull/11030
# Shape: a jitted class-balanced loss counts the classes present with `jnp.unique(labels)` and weights each class by its frequency; the output size of `unique` depends on the traced labels (the PR improves the error raised under jit)
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def balanced_loss(logits, labels):
    classes = jnp.unique(labels)
    counts = jnp.sum(labels[:, None] == classes[None, :], axis=0)
    weights = 1.0 / counts[jnp.searchsorted(classes, labels)]
    log_p = jax.nn.log_softmax(logits)
    return -jnp.sum(weights * log_p[jnp.arange(labels.shape[0]), labels]) / classes.shape[0]


logits = jnp.zeros((6, 3))
labels = jnp.array([0, 1, 1, 2, 2, 2])
print(balanced_loss(logits, labels))
