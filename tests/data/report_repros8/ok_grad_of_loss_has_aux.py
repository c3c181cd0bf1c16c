# Thread: https://github.com/jax-ml/jax/issues/6213
# Shape: the same loss differentiated with has_aux=True
# expect: ok
import jax
import jax.numpy as jnp


def sum_squared_error(x, y):
    return jnp.sum((x - y) ** 2)


def squared_error_with_aux(x, y):
    return sum_squared_error(x, y), x - y


x = jnp.arange(4, dtype=jnp.float32)
y = x + 0.1
print(jax.grad(squared_error_with_aux, has_aux=True)(x, y))
