# Thread: https://github.com/pyro-ppl/numpyro/issues/1570
# Shape: a forward model checks a sampled parameter with a Python `if`; the sampler traces the log density
# expect: TracerBoolConversionError at line 14
import jax
import jax.numpy as jnp
import numpy as np

x_values = np.arange(0, 1e2, dtype=float)
y_obs = 150 + 10 * x_values


def forward(x, a, b):
    y = b + a * x
    if a < 5:  # checking value
        print("hello")
    else:
        print("goodbye")
    return y


def potential(params):
    a, b = params
    return jnp.sum((forward(x_values, a, b) - y_obs) ** 2)


grad_potential = jax.jit(jax.grad(potential))
print(grad_potential(jnp.array([8.0, 140.0])))
