# Thread: https://github.com/netket/netket/issues/635
# Shape: the fix: the sampler is a static argument (a frozen, hashable dataclass), so jit keys the compilation on it instead of tracing it
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np


@dataclasses.dataclass(frozen=True)
class MetropolisSamplerNumpy:
    n_chains: int
    n_sweeps: int

    def sample(self, n_sites, seed):
        rng = np.random.default_rng(seed)
        return rng.choice([-1.0, 1.0], size=(self.n_chains, n_sites))


def _expect(log_psi, params, sampler, samples):
    local = jnp.exp(log_psi(params, -samples) - log_psi(params, samples))
    return jnp.mean(local) / sampler.n_chains


expect_jit = jax.jit(_expect, static_argnums=(0, 2))


class MCState:
    def __init__(self, sampler, log_psi, params, n_sites):
        self.sampler = sampler
        self.log_psi = log_psi
        self.params = params
        self.n_sites = n_sites

    def expect(self):
        samples = jnp.asarray(self.sampler.sample(self.n_sites, seed=0))
        return expect_jit(self.log_psi, self.params, self.sampler, samples)


def log_psi(params, s):
    return s @ params


state = MCState(MetropolisSamplerNumpy(n_chains=16, n_sweeps=8), log_psi, jnp.full(4, 0.1), n_sites=4)
print(state.expect())
