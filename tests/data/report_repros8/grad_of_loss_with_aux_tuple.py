# Thread: https://github.com/jax-ml/jax/issues/6213
# Shape: jax.grad of a loss that returns (loss, residuals) without has_aux
# expect: TypeError at line 18
import jax
import jax.numpy as jnp


def sum_squared_error(x, y):
    return jnp.sum((x - y) ** 2)


def squared_error_with_aux(x, y):
    return sum_squared_error(x, y), x - y


x = jnp.arange(4, dtype=jnp.float32)
y = x + 0.1
print(jax.grad(squared_error_with_aux)(x, y))
