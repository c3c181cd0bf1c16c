# Thread: https://github.com/bsc-quantic/tn4ml/issues/4
# Shape: the regulariser uses jnp.log and jnp.where; the Python-free version differentiates
# expect: ok
import jax
import jax.numpy as jnp


def reg_norm_logrelu(params):
    norm = jnp.sum(params ** 2)
    return jnp.where(norm > 1.0, jnp.log(norm), 0.0)


def loss(params, x):
    return jnp.mean((x @ params) ** 2) + 0.1 * reg_norm_logrelu(params)


value, grads = jax.value_and_grad(loss)(jnp.ones(3), jnp.ones((4, 3)))
