"""assert jnp.isfinite(...).all() in a scan body (TracerBoolConversionError).

kind: assert
run: main()
failing: main_failing()
"""
import jax
import jax.numpy as jnp
from jax import lax


def step(x, dt):
    x = x + dt * -x
    assert jnp.isfinite(x).all(), "diverged"
    return x, x


@jax.jit
def integrate(x0, dts):
    return lax.scan(step, x0, dts)


def main():
    return integrate(jnp.array([1.0, 2.0]), jnp.array([0.1, 0.1, 0.2]))


def main_failing():
    return integrate(jnp.array([1.0, jnp.inf]), jnp.array([0.1, 0.1]))
