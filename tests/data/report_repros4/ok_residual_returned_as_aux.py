# Thread: https://github.com/jax-ml/jax/pull/7556
# Shape: the intermediate comes back as auxiliary output of value_and_grad
# expect: ok
import jax
import jax.numpy as jnp


def loss(w, x, y):
    residual = x @ w - y
    return jnp.mean(residual ** 2), residual


(value, residual), g = jax.value_and_grad(loss, has_aux=True)(jnp.ones(2), jnp.ones((3, 2)), jnp.zeros(3))
print(jnp.linalg.norm(residual))
