# Thread: https://github.com/qutip/qutip-jax/issues/49
# Shape: a solver object (static under jit) converts the time list it is given with np.asarray inside its run method; jit(grad(...)) traces the final time
# expect: TracerArrayConversionError at line 14
import jax
import jax.numpy as jnp
import numpy as np


class MESolver:
    def __init__(self, rate):
        self.rate = rate

    def run(self, rho0, tlist, w):
        tlist = np.asarray(tlist, dtype=float)
        t_end = tlist[-1]
        return rho0 * jnp.exp(-self.rate * t_end) * jnp.cos(w * t_end)


def final_expect(solver, rho0, t, w):
    result = solver.run(rho0, [0, t], w)
    return jnp.sum(result).real


dfinal_expect_dt = jax.jit(jax.grad(final_expect, argnums=2), static_argnames=["solver"])
solver = MESolver(0.5)
print(dfinal_expect_dt(solver, jnp.ones(3), 0.1, 1.0))
