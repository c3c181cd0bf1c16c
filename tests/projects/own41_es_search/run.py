import jax
import jax.numpy as jnp

from es.objectives import sphere
from es.strategy import ESState, ask, tell


@jax.jit
def generation(state, key, popsize):
    population = ask(key, state, popsize)
    fitness = jax.vmap(sphere)(population)
    return tell(state, population, fitness), fitness.min()


def main():
    state = ESState(mean=jnp.ones(5), sigma=jnp.array(0.3))
    key = jax.random.PRNGKey(0)
    for _ in range(10):
        key, sub = jax.random.split(key)
        state, best = generation(state, sub, 32)
    print(float(best))
    return state


if __name__ == "__main__":
    main()
