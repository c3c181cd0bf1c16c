import jax

from . import dynamics


@jax.jit
def simulate(q0, p0, dts):
    (q, p), energies = jax.lax.scan(dynamics.leapfrog_step, (q0, p0), dts)
    return q, p, energies
