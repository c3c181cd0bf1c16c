# Thread: https://github.com/qutip/qutip-jax/issues/49
# Shape: the solver converts the time list with jnp.asarray, so the traced final time stays a JAX value
# expect: ok
import jax
import jax.numpy as jnp


class MESolver:
    def __init__(self, rate):
        self.rate = rate

    def run(self, rho0, tlist, w):
        tlist = jnp.asarray(tlist, dtype=float)
        t_end = tlist[-1]
        return rho0 * jnp.exp(-self.rate * t_end) * jnp.cos(w * t_end)


def final_expect(solver, rho0, t, w):
    result = solver.run(rho0, [0, t], w)
    return jnp.sum(result).real


dfinal_expect_dt = jax.jit(jax.grad(final_expect, argnums=2), static_argnames=["solver"])
solver = MESolver(0.5)
print(dfinal_expect_dt(solver, jnp.ones(3), 0.1, 1.0))
