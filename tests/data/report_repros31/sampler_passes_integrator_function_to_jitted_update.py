# Thread: https://github.com/rlouf/mcx/issues/36
# Shape: a sampler object keeps the kernel factory's parameters in a tuple attribute set from its constructor (step size, number of steps and the integrator function); `run` jits an inner `update_chains(rng_key, parameters, chain_state)` and passes `self.parameters` as a traced argument, so jit receives a Python function among its arguments
# expect: TypeError at line 50
import jax
import jax.numpy as jnp


def leapfrog(logpdf, position, momentum, step_size):
    momentum = momentum + 0.5 * step_size * jax.grad(logpdf)(position)
    position = position + step_size * momentum
    momentum = momentum + 0.5 * step_size * jax.grad(logpdf)(position)
    return position, momentum


def hmc_kernel_factory(logpdf):
    def factory(step_size, num_integration_steps, integrator):
        def kernel(rng_key, position):
            momentum_key, accept_key = jax.random.split(rng_key)
            momentum = jax.random.normal(momentum_key, position.shape)
            new_position, new_momentum = position, momentum
            for _ in range(num_integration_steps):
                new_position, new_momentum = integrator(logpdf, new_position, new_momentum, step_size)
            energy = lambda q, p: -logpdf(q) + 0.5 * jnp.sum(p**2)
            accept = jnp.log(jax.random.uniform(accept_key)) < energy(position, momentum) - energy(new_position, new_momentum)
            return jnp.where(accept, new_position, position)

        return kernel

    return factory


class Sampler:
    def __init__(self, logpdf, kernel_factory, parameters, num_chains=4):
        self.logpdf = logpdf
        self.kernel_factory = kernel_factory(logpdf)
        self.parameters = parameters
        self.num_chains = num_chains

    def run(self, rng_key, num_samples):
        @jax.jit
        def update_chains(rng_key, parameters, chain_state):
            kernel = self.kernel_factory(*parameters)
            keys = jax.random.split(rng_key, self.num_chains)
            return jax.vmap(kernel)(keys, chain_state)

        state = jnp.zeros((self.num_chains, 2))
        samples = []
        for _ in range(num_samples):
            rng_key, subkey = jax.random.split(rng_key)
            state = update_chains(subkey, self.parameters, state)
            samples.append(state)
        return jnp.stack(samples)


def logpdf(x):
    return -0.5 * jnp.sum(x**2)


sampler = Sampler(logpdf, hmc_kernel_factory, parameters=(0.1, 5, leapfrog))
print(sampler.run(jax.random.PRNGKey(0), 3).shape)
