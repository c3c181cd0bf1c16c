# Thread: https://github.com/pyro-ppl/numpyro/issues/1570
# Shape: the check moved into jnp.where and jax.debug.print, which see the value at run time
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

x_values = np.arange(0, 1e2, dtype=float)
y_obs = 150 + 10 * x_values


def forward(x, a, b):
    y = b + a * x
    jax.debug.print("small slope: {}", a < 5)
    return jnp.where(a < 5, y, y)


def potential(params):
    a, b = params
    return jnp.sum((forward(x_values, a, b) - y_obs) ** 2)


grad_potential = jax.jit(jax.grad(potential))
print(grad_potential(jnp.array([8.0, 140.0])))
