# Thread: https://github.com/exoplanet-dev/celerite2/issues/78
# Shape: the fix: both regimes computed and selected with `jnp.where`
# expect: ok
import jax
import jax.numpy as jnp


class SHOTerm:
    def __init__(self, S0, w0, Q):
        f = jnp.sqrt(jnp.abs(1.0 - 4.0 * Q**2))
        over = 0.5 * S0 * w0 * Q * jnp.array([1.0 + 1.0 / f, 1.0 - 1.0 / f])
        under = S0 * w0 * Q * jnp.array([1.0, 0.0])
        self.a = jnp.where(Q < 0.5, over, under)

    def psd(self, omega):
        return jnp.sum(self.a) / (1.0 + omega**2)


def log_likelihood(params, omega, y):
    term = SHOTerm(params["S0"], params["w0"], params["Q"])
    return -jnp.sum((y - term.psd(omega)) ** 2)


params = {"S0": jnp.array(1.0), "w0": jnp.array(2.0), "Q": jnp.array(0.3)}
jax.jit(log_likelihood)(params, jnp.linspace(0.1, 1.0, 5), jnp.ones(5))
