# Thread: https://github.com/bsc-quantic/tn4ml/issues/4
# Shape: a log-ReLU norm regulariser uses np.log on the traced norm; the loss is differentiated with jax.value_and_grad
# expect: TracerArrayConversionError at line 11
import jax
import jax.numpy as jnp
import numpy as np


def reg_norm_logrelu(params):
    norm = jnp.sum(params ** 2)
    return np.log(norm) if norm > 1.0 else 0.0


def loss(params, x):
    return jnp.mean((x @ params) ** 2) + 0.1 * reg_norm_logrelu(params)


value, grads = jax.value_and_grad(loss)(jnp.ones(3), jnp.ones((4, 3)))
