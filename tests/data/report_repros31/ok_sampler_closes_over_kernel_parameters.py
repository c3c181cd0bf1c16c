# Thread: https://github.com/rlouf/mcx/issues/36
# Shape: the fix the thread makes: the kernel is built once from the parameters before jitting (the factory call happens outside the trace), and the jitted `update_chains` closes over the kernel and receives only the key and the chain state
# expect: ok
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
        kernel = self.kernel_factory(*self.parameters)

        @jax.jit
        def update_chains(rng_key, chain_state):
            keys = jax.random.split(rng_key, self.num_chains)
            return jax.vmap(kernel)(keys, chain_state)

        state = jnp.zeros((self.num_chains, 2))
        samples = []
        for _ in range(num_samples):
            rng_key, subkey = jax.random.split(rng_key)
            state = update_chains(subkey, state)
            samples.append(state)
        return jnp.stack(samples)


def logpdf(x):
    return -0.5 * jnp.sum(x**2)


sampler = Sampler(logpdf, hmc_kernel_factory, parameters=(0.1, 5, leapfrog))
print(sampler.run(jax.random.PRNGKey(0), 3).shape)
