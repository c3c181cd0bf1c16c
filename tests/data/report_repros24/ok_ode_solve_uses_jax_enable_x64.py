# Thread: https://github.com/patrick-kidger/diffrax/issues/523
# Shape: the same solve under the context manager's current home, `jax.enable_x64`, entered outside the jitted function
# expect: ok
import jax
import jax.numpy as jnp

key1, key2 = jax.random.split(jax.random.PRNGKey(0))
x1 = jax.random.uniform(key1, (2,))
x2 = jax.random.uniform(key2, (2, 2))


def ode_fun(y0, w):
    def odes(t, y):
        return w @ y
    y = y0
    dt = 0.01
    for _ in range(100):
        y = y + dt * odes(0.0, y)
    return y


with jax.enable_x64(True):
    print(jax.jit(ode_fun)(x1.astype(jnp.float64), x2.astype(jnp.float64)))
