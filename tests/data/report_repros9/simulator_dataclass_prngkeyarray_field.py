# Thread: https://github.com/kora-labs/chromax/issues/14
# Shape: a breeding simulator's dataclass field is annotated with the removed jax.random.PRNGKeyArray
# expect: AttributeError at line 14
from dataclasses import dataclass, field

import jax
import jax.numpy as jnp


@dataclass
class Simulator:
    n_markers: int = 8
    seed: int = 0
    random_key: jax.random.PRNGKeyArray = field(init=False)

    def __post_init__(self):
        self.random_key = jax.random.PRNGKey(self.seed)

    def load_population(self, n_individuals):
        self.random_key, split_key = jax.random.split(self.random_key)
        return jax.random.bernoulli(split_key, 0.5, (n_individuals, self.n_markers, 2))


sim = Simulator()
print(sim.load_population(3).shape)
