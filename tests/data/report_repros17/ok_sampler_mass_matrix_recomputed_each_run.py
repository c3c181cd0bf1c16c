# Thread: https://github.com/pyro-ppl/numpyro/issues/2000
# Shape: the sampler without the cross-run cache: `run()` computes the mass-matrix estimate from the state it is given and only passes it down, so a run inside jit leaves nothing behind on the object
# expect: ok
import jax
import jax.numpy as jnp


def potential(x):
    return 0.5 * jnp.sum(x**2)


class MCMC:
    def __init__(self, potential_fn, step_size=0.1):
        self.potential_fn = potential_fn
        self.step_size = step_size

    def _inverse_mass_matrix(self, init):
        return 1.0 / (1.0 + jnp.var(init))

    def run(self, init):
        inv_mass = self._inverse_mass_matrix(init)
        grad_fn = jax.grad(self.potential_fn)

        def step(i, x):
            return x - self.step_size * inv_mass * grad_fn(x)

        return jax.lax.fori_loop(0, 10, step, init)


mcmc = MCMC(potential)


@jax.jit
def chain_inside_jit(init):
    return mcmc.run(init)


x0 = jnp.arange(3.0)
print(chain_inside_jit(x0))
print(mcmc.run(x0 + 1.0))
