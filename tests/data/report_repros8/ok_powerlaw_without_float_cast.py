# Thread: https://github.com/ColmTalbot/gwpopulation/pull/83
# Shape: the fix drops the float() casts and lets the normalisation stay an array
# expect: ok
import jax
import jax.numpy as jnp


def powerlaw(xx, alpha, high, low):
    norm = (1 + alpha) / (high ** (1 + alpha) - low ** (1 + alpha))
    prob = jnp.where((xx >= low) & (xx <= high), norm * xx ** alpha, 0.0)
    return prob


def likelihood(params, masses):
    return jnp.sum(jnp.log(powerlaw(masses, params["alpha"], params["mmax"], params["mmin"])))


masses = jnp.linspace(6.0, 80.0, 20)
params = {"alpha": -2.3, "mmax": 100.0, "mmin": 5.0}
print(jax.jit(likelihood)(params, masses))
