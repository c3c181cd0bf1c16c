"""assert on a traced value in a jitted log-likelihood (TracerBoolConversionError on the assert).

kind: assert
run: main()
failing: main_failing()
"""
import jax
import jax.numpy as jnp


@jax.jit
def gaussian_nll(x, sigma):
    assert jnp.all(sigma > 0), "sigma must be positive"
    return jnp.sum(0.5 * (x / sigma) ** 2 + jnp.log(sigma))


def main():
    return gaussian_nll(jnp.array([0.5, -1.0]), jnp.array([1.0, 2.0]))


def main_failing():
    return gaussian_nll(jnp.array([0.5, -1.0]), jnp.array([1.0, -2.0]))
