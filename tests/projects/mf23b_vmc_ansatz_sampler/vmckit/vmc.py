"""One VMC iteration: move the walkers, measure local energies, step along the energy gradient."""
import functools

import jax
import jax.numpy as jnp

from .stats import summarize


class VMC:
    def __init__(self, ansatz, hamiltonian, sampler, optimizer):
        self.ansatz, self.hamiltonian, self.sampler, self.optimizer = ansatz, hamiltonian, sampler, optimizer
        self._step = jax.jit(self.step)

    def local_energies(self, params, walkers):
        log_psi = functools.partial(self.ansatz.log_psi, params)
        return jax.vmap(lambda x: self.hamiltonian.local_energy(log_psi, x))(walkers)

    def step(self, params, walkers, key):
        walkers = self.sampler.sweep(params, key, walkers)
        e_loc = self.local_energies(params, walkers)
        centred = jax.lax.stop_gradient(e_loc - e_loc.mean())

        def surrogate(p):
            return 2.0 * jnp.mean(centred * jax.vmap(self.ansatz.log_psi, (None, 0))(p, walkers))

        params = self.optimizer.update(params, jax.grad(surrogate)(params))
        return params, walkers, summarize(e_loc)

    def run(self, params, walkers, key, iterations):
        history = []
        for sub in jax.random.split(key, iterations):
            params, walkers, stats = self._step(params, walkers, sub)
            history.append(stats)
        return params, history
