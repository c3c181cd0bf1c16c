import jax
import jax.numpy as jnp


class MetropolisSampler:
    def __init__(self, log_psi, step_size=0.5, sweeps=4):
        self.log_psi, self.step_size, self.sweeps = log_psi, step_size, sweeps

    def move(self, params, key, x):
        k_prop, k_acc = jax.random.split(key)
        proposal = x + self.step_size * jax.random.normal(k_prop, x.shape)
        log_ratio = 2.0 * (self.log_psi(params, proposal) - self.log_psi(params, x))
        x = jnp.where(jnp.log(jax.random.uniform(k_acc)) < log_ratio, proposal, x)
        return x

    def sweep(self, params, key, walkers):
        def one(x, k):
            return self.move(params, k, x), None

        def per_walker(x, k):
            return jax.lax.scan(one, x, jax.random.split(k, self.sweeps))[0]

        return jax.vmap(per_walker)(walkers, jax.random.split(key, walkers.shape[0]))
