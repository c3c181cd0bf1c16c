# Thread: https://github.com/patrick-kidger/diffrax/issues/523
# Shape: an ODE solve wraps its body in `jax.experimental.enable_x64()` to integrate in float64; the context manager is gone from jax.experimental in JAX 0.10
# expect: AttributeError at line 15
import jax
import jax.numpy as jnp

key1, key2 = jax.random.split(jax.random.PRNGKey(0))
x1 = jax.random.uniform(key1, (2,))
x2 = jax.random.uniform(key2, (2, 2))


def ode_fun(y0, w):
    def odes(t, y):
        return w @ y
    with jax.experimental.enable_x64():
        y = y0
        dt = 0.01
        for _ in range(100):
            y = y + dt * odes(0.0, y)
    return y


print(jax.jit(ode_fun)(x1, x2))
