# Thread: https://github.com/pyro-ppl/numpyro/issues/2000
# Shape: a sampler object caches work between runs: `run()` stores a mass-matrix estimate computed from the initial state in `self._cache` keyed by the state's shape; the first run happens inside a jitted function, so the cache keeps a tracer and a later eager run reads it back (the issue: "cache outside of jit context")
# expect: UnexpectedTracerError at line 31; cause line 21
import jax
import jax.numpy as jnp


def potential(x):
    return 0.5 * jnp.sum(x**2)


class MCMC:
    def __init__(self, potential_fn, step_size=0.1):
        self.potential_fn = potential_fn
        self.step_size = step_size
        self._cache = {}

    def _inverse_mass_matrix(self, init):
        key = init.shape
        if key not in self._cache:
            self._cache[key] = 1.0 / (1.0 + jnp.var(init))
        return self._cache[key]

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
