# Thread: https://github.com/exoplanet-dev/celerite2/issues/78
# Shape: a kernel term's constructor branches on its quality factor; the sampler's jitted log-likelihood builds it from traced parameters
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


class SHOTerm:
    def __init__(self, S0, w0, Q):
        if Q < 0.5:
            f = jnp.sqrt(1.0 - 4.0 * Q**2)
            self.a = 0.5 * S0 * w0 * Q * jnp.array([1.0 + 1.0 / f, 1.0 - 1.0 / f])
        else:
            self.a = S0 * w0 * Q * jnp.array([1.0, 0.0])

    def psd(self, omega):
        return jnp.sum(self.a) / (1.0 + omega**2)


def log_likelihood(params, omega, y):
    term = SHOTerm(params["S0"], params["w0"], params["Q"])
    return -jnp.sum((y - term.psd(omega)) ** 2)


params = {"S0": jnp.array(1.0), "w0": jnp.array(2.0), "Q": jnp.array(0.3)}
jax.jit(log_likelihood)(params, jnp.linspace(0.1, 1.0, 5), jnp.ones(5))
