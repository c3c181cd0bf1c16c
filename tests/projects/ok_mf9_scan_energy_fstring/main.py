import jax.numpy as jnp

from sim import simulate


def run():
    q0 = jnp.array([1.0, 0.0])
    p0 = jnp.array([0.0, 1.0])
    dts = jnp.full(20, 0.05)
    q, p, energies = simulate(q0, p0, dts)
    drift = float(jnp.max(jnp.abs(energies - energies[0])))
    assert drift < 1e-2, drift
    return q, p
