# Thread: https://github.com/RobertTLange/evosax/issues/2
# Shape: a CMA-ES strategy object is constructed inside the jax.lax.scan training step; its `params_strategy` property computes the recombination weights with jnp and keeps the positive ones with a boolean mask (`weights_prime[weights_prime > 0]`), which under scan is a traced mask
# expect: NonConcreteBooleanIndexError at line 23
import jax
import jax.numpy as jnp


class CMA_ES:
    def __init__(self, popsize, num_dims, elite_ratio=0.5):
        self.popsize = popsize
        self.num_dims = num_dims
        self.elite_popsize = max(1, int(popsize * elite_ratio))

    @property
    def params_strategy(self):
        weights_prime = jnp.array(
            [jnp.log((self.popsize + 1) / 2) - jnp.log(i + 1) for i in range(self.popsize)]
        )
        mu_eff = (jnp.sum(weights_prime[: self.elite_popsize]) ** 2) / jnp.sum(
            weights_prime[: self.elite_popsize] ** 2
        )
        c_1 = 2 / ((self.num_dims + 1.3) ** 2 + mu_eff)
        positive_sum = jnp.sum(weights_prime[weights_prime > 0])
        weights = jnp.where(weights_prime >= 0, weights_prime / positive_sum, 0.0)
        return {"weights": weights, "c_1": c_1, "mu_eff": mu_eff}

    def ask(self, rng, mean, sigma):
        z = jax.random.normal(rng, (self.popsize, self.num_dims))
        return mean + sigma * z

    def tell(self, x, fitness, mean):
        params = self.params_strategy
        order = jnp.argsort(fitness)
        return jnp.sum(params["weights"][:, None] * x[order], axis=0)


def es_step(carry, rng):
    mean = carry
    strategy = CMA_ES(popsize=20, num_dims=2)
    x = strategy.ask(rng, mean, 0.5)
    fitness = jnp.sum(x**2, axis=1)
    return strategy.tell(x, fitness, mean), jnp.min(fitness)


mean, best = jax.lax.scan(es_step, jnp.ones(2), jax.random.split(jax.random.key(0), 10))
print(mean, best[-1])
