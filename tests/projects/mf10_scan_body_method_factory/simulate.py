import jax
import jax.numpy as jnp

from dynamics import Integrator


def run():
    integ = Integrator(k=2.0)
    dts = jnp.full(20, 0.1)
    (x, v), xs = jax.lax.scan(integ.make_body(), (jnp.ones(3), jnp.zeros(3)), dts)
    return xs
