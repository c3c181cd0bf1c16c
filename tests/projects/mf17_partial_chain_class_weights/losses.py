import jax
import jax.numpy as jnp


def weighted_xent(params, x, labels, *, apply_fn, class_weights):
    logp = jax.nn.log_softmax(apply_fn(params, x))
    nll = -jnp.take_along_axis(logp, labels[:, None], axis=1)[:, 0]
    weights = jnp.stack([class_weights[label] for label in labels])  # expect: JAX201
    return jnp.mean(weights * nll)
