# Thread: https://github.com/qutip/qutip-tutorials/pull/98
# Shape: a master-equation solver object is the static argument (`static_argnames=["solver"]`) of a jitted gradient; its `run` method converts the time list `[0, t]`, whose end point is the traced argument being differentiated, with `np.asarray`
# expect: TracerArrayConversionError at line 24
import jax
import jax.numpy as jnp
import numpy as np


class MESolver:
    def __init__(self, H, c_ops, options):
        self.H = H
        self.c_ops = c_ops
        self.options = options

    def _rhs(self, rho, w):
        drho = -1j * (self.H @ rho - rho @ self.H)
        for c_op, coeff in self.c_ops:
            rate = coeff(w)
            drho = drho + rate * (c_op @ rho @ c_op.conj().T
                                  - 0.5 * (c_op.conj().T @ c_op @ rho + rho @ c_op.conj().T @ c_op))
        return drho

    def run(self, rho0, tlist, args):
        tlist = np.asarray(tlist, dtype=np.float64)
        dt = (tlist[-1] - tlist[0]) / self.options["nsteps"]
        rho = rho0
        for _ in range(self.options["nsteps"]):
            rho = rho + dt * self._rhs(rho, args["w"])
        return jnp.trace(self.H @ rho)


def destroy(n):
    return jnp.diag(jnp.sqrt(jnp.arange(1, n, dtype=jnp.float32)), k=1).astype(jnp.complex64)


def fm(w):
    return jnp.cos(w) ** 2


H = destroy(6).conj().T @ destroy(6)
solver = MESolver(H, c_ops=[(destroy(6), fm)], options={"nsteps": 20})


def final_expect(solver, rho0, t, w):
    return solver.run(rho0, [0.0, t], args={"w": w}).real


dfinal_expect_dt = jax.jit(jax.grad(final_expect, argnums=2), static_argnames=["solver"])
rho0 = jnp.zeros((6, 6), jnp.complex64).at[4, 4].set(1.0)
print(dfinal_expect_dt(solver, rho0, 0.1, 1.0))
