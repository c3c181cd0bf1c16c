"""The generation loop: ask, evaluate the population under vmap, tell; jitted in the constructor."""
import jax
import jax.numpy as jnp


class ESRunner:
    def __init__(self, strategy, fitness_fn, cfg):
        self.strategy = strategy
        self.fitness_fn = fitness_fn
        self.cfg = cfg
        self._generation = jax.jit(self.generation)

    def evaluate(self, candidates):
        fitness = jax.vmap(self.fitness_fn)(candidates)
        return -fitness if self.cfg.maximize else fitness

    def generation(self, state, key):
        candidates = self.strategy.ask(key, state)
        fitness = self.evaluate(candidates)
        return self.strategy.tell(candidates, fitness, state), fitness.min()

    def run(self, key):
        key, init_key = jax.random.split(key)
        state = self.strategy.init(init_key)
        log = []
        for g in range(self.cfg.generations):
            key, sub = jax.random.split(key)
            state, best = self._generation(state, sub)
            if g % self.cfg.log_every == 0:
                log.append(float(best))
        return float(state.best_fitness)
