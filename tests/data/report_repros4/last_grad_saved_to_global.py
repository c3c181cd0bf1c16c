# Thread: https://github.com/jax-ml/jax/pull/7556
# Shape: a loss stores an intermediate in a global for logging; the logging code later computes on it
# expect: UnexpectedTracerError at line 18; cause line 13
import jax
import jax.numpy as jnp

last_residual = None


def loss(w, x, y):
    global last_residual
    residual = x @ w - y
    last_residual = residual
    return jnp.mean(residual ** 2)


g = jax.grad(loss)(jnp.ones(2), jnp.ones((3, 2)), jnp.zeros(3))
print(jnp.linalg.norm(last_residual))
